#!/bin/sh
# Unit test and timing of ports/z80/wcmp.s under ucsim's sz80, with the
# test program shared with the 6502 port (ports/6502/wcmp-test.c).
#
# usage: sh ports/z80/wcmp-test.sh [check|bench]
#   check (default): fc_wide_cmp and fc_wide_ucmp against the C versions of
#                    src/wide.c on edge cases, every single-byte difference,
#                    every page placement and CASES (default 3000)
#                    pseudo-random pairs, in one sz80 run
#   bench:           T-states per call, with the assembly (FC_PORT_WCMP=1)
#                    and with the C fallback; the multiply is umul32.s in
#                    both, as in the port's default build
set -u
out=build/z80-wcmp
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
ldflags="--code-loc 0x0200 --data-loc 0xE900"
what=${1:-check}

lib() { # lib DIR WCMP: the library archive
    mkdir -p "$1"
    rm -f "$1"/*.rel "$1"/*.lib
    for f in src/*.c; do
        $cc -DFC_PORT_UMUL32=1 -DFC_PORT_MUL=1 -DFC_PORT_WCMP="$2" -c "$f" -o "$1/$(basename "$f" .c).rel" || return 1
    done
    for a in umul32 wmul fmul; do
        sdasz80 -plosgff -o "$1/$a.rel" "ports/z80/$a.s" || return 1
    done
    if [ "$2" = 1 ]; then
        sdasz80 -plosgff -o "$1/wcmp.rel" ports/z80/wcmp.s || return 1
    fi
    sdar -rc "$1/libfixcol.lib" "$1"/*.rel
}

image() { # image DIR NAME OBJS CFLAGS...: link the test program with the console
    d=$1 n=$2 objs=$3
    shift 3
    $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$d/console.rel" \
        && $cc -Dmain=fc_run_main "$@" -c ports/6502/wcmp-test.c -o "$d/$n.rel" \
        && $cc $ldflags "$d/console.rel" "$d/$n.rel" $objs -o "$d/$n.ihx" >/dev/null
}

sim() { # sim IHX: run, output on stdout (with ucsim's state report)
    timeout 900 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$1" </dev/null 2>/dev/null
}

clks() { # clks DIR N WHAT: T-states of a run with N calls
    # wcmp_nop: an empty routine of the compares' convention.
    printf '\t.module nop\n\t.globl _wcmp_nop\n\t.area _CODE\n_wcmp_nop:\n\tret\n' > "$1/nop.s"
    sdasz80 -o "$1/nop.rel" "$1/nop.s" \
        && image "$1" "bench$2-$3" "$1/nop.rel -L $1 -l libfixcol.lib" -DBENCH="$2" -DBENCH_WHAT="$3" \
        || return 1
    sim "$1/bench$2-$3.ihx" | sed -n 's/.*Total time.*(\([0-9]*\) clks).*/\1/p'
}

case "$what" in
check)
    sdasz80 -plosgff -o "$out/wcmp.rel" ports/z80/wcmp.s \
        && image "$out" check "$out/wcmp.rel" -DCASES="${CASES:-3000}" || exit 1
    sim "$out/check.ihx" > "$out/check.txt"
    grep '^wcmp' "$out/check.txt"
    grep -q '^wcmp checked' "$out/check.txt" && ! grep -q '^wcmp [a-z ]*[0-9a-f]\{8\} ' "$out/check.txt" \
        && grep -q '^@@EXIT 0' "$out/check.txt"
    ;;
bench)
    for c in 1 0; do
        lib "$out/lib$c" "$c" || exit 1
        a=$(clks "$out/lib$c" 64 0) && b=$(clks "$out/lib$c" 128 0) || exit 1
        loop=$(( (b - a) / 64 ))
        for w in 1 2 3; do
            a=$(clks "$out/lib$c" 64 $w) && b=$(clks "$out/lib$c" 128 $w) || exit 1
            case $w in
                1) f="fc_wide_cmp (the 64 pairs of 8 products)" ;;
                2) f="fc_wide_ucmp (the same pairs)" ;;
                *) f="fc_wide_cmp (equal values: all 8 bytes)" ;;
            esac
            echo "FC_PORT_WCMP=$c: $f $(( (b - a) / 64 - loop )) T-states (a loop calling an empty routine, $loop, subtracted)"
        done
        a=$(clks "$out/lib$c" 64 4) && b=$(clks "$out/lib$c" 128 4) || exit 1
        echo "FC_PORT_WCMP=$c: fc_wide_cmp_products $(( (b - a) / 64 )) T-states (its loop included)"
        a=$(clks "$out/lib$c" 1 5) && b=$(clks "$out/lib$c" 2 5) || exit 1
        echo "FC_PORT_WCMP=$c: fc_poly_poly_mtv (two octagons) $(( b - a )) T-states"
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
