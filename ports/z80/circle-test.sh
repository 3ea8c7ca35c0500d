#!/bin/sh
# Unit test and timing of ports/z80/circle.s, pcircle.s and
# circle_decide.s (the circle tests' common case) under ucsim's sz80, with the
# test program shared with the 6502 port (ports/6502/circle-test.c).
#
# usage: sh ports/z80/circle-test.sh [check|bench]
#   check (default): fc_circle_circle and fc_point_in_circle against the
#                    library's C versions (fci_circle_circle_c and
#                    fci_point_in_circle_c, in the same build) on edge
#                    cases, NULL pointers, exactly touching pairs and CASES
#                    (default 3000) pseudo-random pairs, in one run
#   bench:           T-states per call, with the assembly
#                    (FC_PORT_CIRCLE=1) and with the C
set -u
out=build/z80-circle
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
ldflags="--code-loc 0x0200 --data-loc 0xE900"
what=${1:-check}
# The library modules the test's images link (sdld fails on one that is
# missing: an undefined global), not the whole library, whose
# compilation would take most of the test's time.
mods="config error fixed wide wide_ops range box_box point_check point_circle circle_check
      circle_box_check collide_circle collide_circle_box"

lib() { # lib DIR CIRCLE: the library archive, as the port builds it
    mkdir -p "$1"
    rm -f "$1"/*.rel "$1"/*.lib
    for f in $mods; do
        $cc -DFC_PORT_UMUL32=1 -DFC_PORT_MUL=1 -DFC_PORT_WCMP=1 -DFC_PORT_BOX=1 \
            -DFC_PORT_CIRCLE="$2" -c "src/$f.c" -o "$1/$f.rel" || return 1
    done
    for a in umul32 wmul fmul wcmp box; do
        sdasz80 -plosgff -o "$1/$a.rel" "ports/z80/$a.s" || return 1
    done
    if [ "$2" = 1 ]; then
        for a in circle pcircle circle_decide cbox; do
            sdasz80 -plosgff -o "$1/$a.rel" "ports/z80/$a.s" || return 1
        done
    fi
    sdar -rc "$1/libfixcol.lib" "$1"/*.rel
}

image() { # image DIR NAME CFLAGS...: link the test program with the console
    d=$1 n=$2
    shift 2
    $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$d/console.rel" \
        && $cc -Dmain=fc_run_main "$@" -c ports/6502/circle-test.c -o "$d/$n.rel" \
        && $cc $ldflags "$d/console.rel" "$d/$n.rel" -L "$d" -l libfixcol.lib -o "$d/$n.ihx" \
            >/dev/null
}

sim() { # sim IHX: run, output on stdout (with ucsim's state report)
    timeout 1800 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$1" </dev/null 2>/dev/null
}

clks() { # clks DIR N WHAT: T-states of a run with N calls
    image "$1" "bench$2-$3" -DBENCH="$2" -DBENCH_WHAT="$3" || return 1
    sim "$1/bench$2-$3.ihx" | sed -n 's/.*Total time.*(\([0-9]*\) clks).*/\1/p'
}

case "$what" in
check)
    lib "$out/lib1" 1 && image "$out/lib1" check -DCASES="${CASES:-3000}" || exit 1
    sim "$out/lib1/check.ihx" > "$out/check.txt"
    grep -E '^(circle|fc_)' "$out/check.txt" | head -50
    grep -q 'checked, no mismatch$' "$out/check.txt"
    ;;
bench)
    for c in 1 0; do
        lib "$out/lib$c" "$c" || exit 1
        for w in 1 2 3 4; do
            a=$(clks "$out/lib$c" 32 $w) && b=$(clks "$out/lib$c" 64 $w) || exit 1
            case $w in
                1) f="fc_circle_circle, a clear hit" ;;
                2) f="fc_circle_circle, a hit near the boundary" ;;
                3) f="fc_circle_circle, a clear miss" ;;
                *) f="fc_point_in_circle, inside near the edge" ;;
            esac
            echo "FC_PORT_CIRCLE=$c: $f $(( (b - a) / 32 )) T-states (with its loop)"
        done
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
