#!/bin/sh
# Unit test and timing of ports/6502/wcmp.s under sim65.
#
# usage: sh ports/6502/wcmp-test.sh [check|bench]
#   check (default): fc_wide_cmp and fc_wide_ucmp against the C versions of
#                    src/wide.c on edge cases, every single-byte difference,
#                    every page placement and CASES (default 3000)
#                    pseudo-random pairs, in one sim65 run
#   bench:           cycles per call, with the assembly (FC_PORT_WCMP=1)
#                    and with the C fallback; the multiply is umul32.s in
#                    both, as in the port's default build
set -u
out=build/6502-wcmp
mkdir -p "$out"
cc="cl65 -t sim6502 -O -Iinclude -I."
what=${1:-check}

lib() { # lib DIR WCMP: the library archive
    mkdir -p "$1"
    rm -f "$1"/*.o "$1"/*.lib
    for f in src/*.c; do
        $cc -DFC_PORT_UMUL32=1 -DFC_PORT_MUL=1 -DFC_PORT_WCMP="$2" -c -o "$1/$(basename "$f" .c).o" "$f" || return 1
    done
    for a in umul32 wmul fmul; do
        ca65 -o "$1/$a.o" "ports/6502/$a.s" || return 1
    done
    if [ "$2" = 1 ]; then
        ca65 -o "$1/wcmp.o" ports/6502/wcmp.s || return 1
    fi
    ar65 a "$1/fixcol.lib" "$1"/*.o
}

cycles() { # cycles DIR N WHAT: cycles of a run with N calls
    # wcmp_nop: an empty routine of the compares' convention (drops a).
    printf '\t.export _wcmp_nop\n\t.import incsp2\n_wcmp_nop:\tjmp incsp2\n' > "$1/nop.s"
    ca65 -o "$1/nop.o" "$1/nop.s" \
        && $cc -DBENCH="$2" -DBENCH_WHAT="$3" -c -o "$1/bench$2-$3.o" ports/6502/wcmp-test.c \
        && $cc -o "$1/bench$2-$3.prg" "$1/bench$2-$3.o" "$1/nop.o" "$1/fixcol.lib" || return 1
    sim65 -c -x 4000000000 "$1/bench$2-$3.prg" 2>&1 \
        | awk '/cycles/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) n = $i } END { print n }'
}

case "$what" in
check)
    exec sh ports/6502/asm-check.sh wcmp 3000
    ;;
bench)
    for c in 1 0; do
        lib "$out/lib$c" "$c" || exit 1
        a=$(cycles "$out/lib$c" 256 0) && b=$(cycles "$out/lib$c" 512 0) || exit 1
        loop=$(( (b - a) / 256 ))
        for w in 1 2 3; do
            a=$(cycles "$out/lib$c" 256 $w) && b=$(cycles "$out/lib$c" 512 $w) || exit 1
            case $w in
                1) f="fc_wide_cmp (the 64 pairs of 8 products)" ;;
                2) f="fc_wide_ucmp (the same pairs)" ;;
                *) f="fc_wide_cmp (equal values: all 8 bytes)" ;;
            esac
            echo "FC_PORT_WCMP=$c: $f $(( (b - a) / 256 - loop )) cycles (a loop calling an empty routine, $loop, subtracted)"
        done
        a=$(cycles "$out/lib$c" 256 4) && b=$(cycles "$out/lib$c" 512 4) || exit 1
        echo "FC_PORT_WCMP=$c: fc_wide_cmp_products $(( (b - a) / 256 )) cycles (its loop included)"
        a=$(cycles "$out/lib$c" 1 5) && b=$(cycles "$out/lib$c" 2 5) || exit 1
        echo "FC_PORT_WCMP=$c: fc_poly_poly_mtv (two octagons) $(( b - a )) cycles"
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
