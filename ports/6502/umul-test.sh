#!/bin/sh
# Unit test and timing of ports/6502/umul32.s under sim65.
#
# usage: sh ports/6502/umul-test.sh [check|bench]
#   check (default): fc_port_umul32 against the C product, and the wide
#                    products and fc_mul against references, on edge
#                    cases and CASES (default 3000) pseudo-random operand
#                    pairs: the quarter-square routine and its small
#                    variant (shift and add, FC_MUL_SMALL)
#   bench:           cycles per call of each, with both variants of the
#                    assembly (FC_PORT_UMUL32=1, FC_PORT_MUL=1) and with
#                    the C fallback
set -u
out=build/6502-umul
mkdir -p "$out"
cc="cl65 -t sim6502 -O -Iinclude"
what=${1:-check}

lib() { # lib DIR UMUL: the library archive (UMUL 0: C, 1: quarter squares, 2: small)
    mkdir -p "$1"
    rm -f "$1"/*.o "$1"/*.lib
    asm=1
    [ "$2" = 0 ] && asm=0
    for f in src/*.c; do
        $cc -DFC_PORT_UMUL32="$asm" -DFC_PORT_MUL="$asm" -c -o "$1/$(basename "$f" .c).o" "$f" || return 1
    done
    if [ "$2" = 1 ] || [ "$2" = 2 ]; then
        small=
        [ "$2" = 2 ] && small="-D FC_MUL_SMALL=1"
        for a in umul32 wmul fmul; do
            # shellcheck disable=SC2086 # $small is one option or none
            ca65 $small -o "$1/$a.o" "ports/6502/$a.s" || return 1
        done
    fi
    ar65 a "$1/fixcol.lib" "$1"/*.o
}

cycles() { # cycles DIR N WIDE: cycles of a run with N fc_mul (WIDE=1: fc_wide_mul) calls
    $cc -DBENCH="$2" -DBENCH_WIDE="$3" -c -o "$1/bench$2.o" ports/6502/umul-test.c \
        && $cc -o "$1/bench$2.prg" "$1/bench$2.o" "$1/fixcol.lib" || return 1
    sim65 -c "$1/bench$2.prg" 2>&1 | awk '/cycles/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) n = $i } END { print n }'
}

case "$what" in
check)
    $cc -c -o "$out/console.o" ports/6502/console.c \
        && $cc -DCASES="${CASES:-3000}" -c -o "$out/check.o" ports/6502/umul-test.c || exit 1
    for u in 1 2; do
        lib "$out/asm$u" $u \
            && $cc -o "$out/check$u.prg" "$out/console.o" "$out/check.o" "$out/asm$u/fixcol.lib" || exit 1
        echo "UMUL=$u:"
        sim65 -x 4000000000 "$out/check$u.prg" || exit 1
    done
    ;;
bench)
    for u in 1 2 0; do
        lib "$out/lib$u" "$u" || exit 1
        a=$(cycles "$out/lib$u" 256 3) && b=$(cycles "$out/lib$u" 512 3) || exit 1
        loop=$(( (b - a) / 256 ))
        ws="2 1 0"
        [ "$u" != 0 ] && ws="4 $ws"
        for w in $ws; do
            a=$(cycles "$out/lib$u" 256 $w) && b=$(cycles "$out/lib$u" 512 $w) || exit 1
            case $w in 4) f=fc_port_umul32 ;; 2) f=fc_wide_umul ;; 1) f=fc_wide_mul ;; *) f=fc_mul ;; esac
            echo "UMUL=$u: $f $(( (b - a) / 256 - loop )) cycles (loop overhead $loop subtracted)"
        done
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
