#!/bin/sh
# Unit test and timing of ports/z80/box.s under ucsim's sz80, with the
# test program shared with the 6502 port (ports/6502/box-test.c).
#
# usage: sh ports/z80/box-test.sh [check|bench]
#   check (default): fc_box_box and fc_point_in_box against the C versions
#                    of src/box_box.c and src/point.c, and boxov.s's
#                    fci_boxes_overlap against src/boxes_overlap.c's, on
#                    edge cases, NULL pointers, every page placement and
#                    CASES (default 3000) pseudo-random cases, in one run
#   bench:           T-states per call (a hit), with the assembly
#                    (FC_PORT_BOX=1) and with the C fallback, beside a
#                    hand-written int16 AABB test
set -u
out=build/z80-box
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
ldflags="--code-loc 0x0200 --data-loc 0xE900"
what=${1:-check}

lib() { # lib DIR BOX: the library archive
    mkdir -p "$1"
    rm -f "$1"/*.rel "$1"/*.lib
    for f in src/*.c; do
        $cc -DFC_PORT_UMUL32=1 -DFC_PORT_MUL=1 -DFC_PORT_WCMP=1 -DFC_PORT_BOX="$2" -c "$f" \
            -o "$1/$(basename "$f" .c).rel" || return 1
    done
    sdasz80 -plosgff -o "$1/umul32.rel" ports/z80/umul32.s \
        && sdasz80 -plosgff -o "$1/wmul.rel" ports/z80/wmul.s \
        && sdasz80 -plosgff -o "$1/fmul.rel" ports/z80/fmul.s \
        && sdasz80 -plosgff -o "$1/wcmp.rel" ports/z80/wcmp.s || return 1
    if [ "$2" = 1 ]; then
        sdasz80 -plosgff -o "$1/box.rel" ports/z80/box.s || return 1
    fi
    sdar -rc "$1/libfixcol.lib" "$1"/*.rel
}

image() { # image DIR NAME OBJS CFLAGS...: link the test program with the console
    d=$1 n=$2 objs=$3
    shift 3
    # shellcheck disable=SC2086 # $objs is a list of link arguments
    $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$d/console.rel" \
        && $cc -Dmain=fc_run_main "$@" -c ports/6502/box-test.c -o "$d/$n.rel" \
        && $cc $ldflags "$d/console.rel" "$d/$n.rel" $objs -o "$d/$n.ihx" >/dev/null
}

sim() { # sim IHX: run, output on stdout (with ucsim's state report)
    timeout 900 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$1" </dev/null 2>/dev/null
}

clks() { # clks DIR N WHAT: T-states of a run with N calls
    image "$1" "bench$2-$3" "-L $1 -l libfixcol.lib" -DBENCH="$2" -DBENCH_WHAT="$3" || return 1
    sim "$1/bench$2-$3.ihx" | sed -n 's/.*Total time.*(\([0-9]*\) clks).*/\1/p'
}

case "$what" in
check)
    sdasz80 -plosgff -o "$out/box.rel" ports/z80/box.s \
        && sdasz80 -plosgff -o "$out/boxov.rel" ports/z80/boxov.s \
        && image "$out" check "$out/box.rel $out/boxov.rel" -DCASES="${CASES:-3000}" -DTEST_BOXES_OVERLAP=1 || exit 1
    sim "$out/check.ihx" > "$out/check.txt"
    grep -E '^(box|fc_)' "$out/check.txt" | head -50
    grep -q 'box queries checked, no mismatch$' "$out/check.txt"
    ;;
bench)
    for c in 1 0; do
        lib "$out/lib$c" "$c" || exit 1
        for w in 0 1 2; do
            a=$(clks "$out/lib$c" 64 $w) && b=$(clks "$out/lib$c" 128 $w) || exit 1
            case $w in
                0) f="hand-written int16 AABB test" ;;
                1) f="fc_box_box" ;;
                *) f="fc_point_in_box" ;;
            esac
            echo "FC_PORT_BOX=$c: $f $(( (b - a) / 64 )) T-states (with its loop)"
        done
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
