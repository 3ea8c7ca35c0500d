#!/bin/sh
# Unit test and timing of ports/z80/umul32.s under ucsim's sz80, with the
# test program shared with the 6502 port (ports/6502/umul-test.c).
#
# usage: sh ports/z80/umul-test.sh [check|bench]
#   check (default): fc_port_umul32 against the C product, and the wide
#                    products and fc_mul against references, on edge cases
#                    and CASES (default 3000) pseudo-random operand pairs
#   bench:           T-states per fc_wide_umul, fc_wide_mul and fc_mul, with
#                    the assembly routine (FC_PORT_UMUL32=1) and with the C
#                    fallback
set -u
out=build/z80-umul
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude"
ldflags="--code-loc 0x0200 --data-loc 0xE900"
what=${1:-check}
# The library modules the test's images link (sdld fails on one that is
# missing: an undefined global), not the whole library, whose
# compilation would take most of the test's time.
mods="config error fixed wide wide_ops wide_root"

lib() { # lib DIR UMUL: the library archive
    mkdir -p "$1"
    rm -f "$1"/*.rel "$1"/*.lib
    for f in $mods; do
        $cc -DFC_PORT_UMUL32="$2" -DFC_PORT_MUL="$2" -c "src/$f.c" -o "$1/$f.rel" || return 1
    done
    if [ "$2" = 1 ]; then
        for a in umul32 wmul fmul; do
            sdasz80 -plosgff -o "$1/$a.rel" "ports/z80/$a.s" || return 1
        done
    fi
    sdar -rc "$1/libfixcol.lib" "$1"/*.rel
}

image() { # image DIR NAME CFLAGS...: link the test program with the console
    d=$1 n=$2
    shift 2
    $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$d/console.rel" \
        && $cc -Dmain=fc_run_main "$@" -c ports/6502/umul-test.c -o "$d/$n.rel" \
        && $cc $ldflags "$d/console.rel" "$d/$n.rel" -L "$d" -l libfixcol.lib -o "$d/$n.ihx" >/dev/null
}

sim() { # sim IHX: run, output on stdout (with ucsim's state report)
    timeout 900 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$1" </dev/null 2>/dev/null
}

clks() { # clks DIR N WIDE: T-states of a run with N calls
    image "$1" "bench$2" -DBENCH="$2" -DBENCH_WIDE="$3" || return 1
    sim "$1/bench$2.ihx" | sed -n 's/.*Total time.*(\([0-9]*\) clks).*/\1/p'
}

case "$what" in
check)
    lib "$out/asm" 1 && image "$out/asm" check -DCASES="${CASES:-3000}" || exit 1
    sim "$out/asm/check.ihx" > "$out/check.txt"
    grep -E '^(umul32|fc_)' "$out/check.txt" | head -50
    grep -q 'checked, no mismatch$' "$out/check.txt"
    ;;
bench)
    for u in 1 0; do
        lib "$out/lib$u" "$u" || exit 1
        a=$(clks "$out/lib$u" 64 3) && b=$(clks "$out/lib$u" 128 3) || exit 1
        loop=$(( (b - a) / 64 ))
        ws="2 1 0"
        [ "$u" = 1 ] && ws="4 $ws"
        for w in $ws; do
            a=$(clks "$out/lib$u" 64 $w) && b=$(clks "$out/lib$u" 128 $w) || exit 1
            case $w in 4) f=fc_port_umul32 ;; 2) f=fc_wide_umul ;; 1) f=fc_wide_mul ;; *) f=fc_mul ;; esac
            echo "FC_PORT_UMUL32=$u: $f $(( (b - a) / 64 - loop )) T-states (loop overhead $loop subtracted)"
        done
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
