#!/bin/sh
# Unit test and timing of ports/6502/circle.s under sim65.
#
# usage: sh ports/6502/circle-test.sh [check|bench]
#   check (default): fc_circle_circle and fc_point_in_circle against the
#                    library's C versions on edge cases, NULL pointers,
#                    exactly touching pairs and CASES (default 3000)
#                    pseudo-random pairs, with the multiply's quarter
#                    squares and with its small variant
#   bench:           cycles per call, with the assembly (FC_PORT_CIRCLE=1)
#                    and with the C
set -u
out=build/6502-circle
mkdir -p "$out"
cc="cl65 -t sim6502 -O -Iinclude"
what=${1:-check}

lib() { # lib DIR CIRCLE SMALL: the library archive, as the port builds it
    mkdir -p "$1"
    rm -f "$1"/*.o "$1"/*.lib
    for f in src/*.c; do
        $cc -DFC_PORT_UMUL32=1 -DFC_PORT_MUL=1 -DFC_PORT_WCMP=1 -DFC_PORT_BOX=1 \
            -DFC_PORT_CIRCLE="$2" -c -o "$1/$(basename "$f" .c).o" "$f" || return 1
    done
    small=
    [ "$3" = 1 ] && small="-D FC_MUL_SMALL=1"
    # shellcheck disable=SC2086 # $small is one option or none
    for a in umul32 wmul fmul; do
        ca65 $small -o "$1/$a.o" "ports/6502/$a.s" || return 1
    done
    ca65 -o "$1/wcmp.o" ports/6502/wcmp.s && ca65 -o "$1/box.o" ports/6502/box.s || return 1
    if [ "$2" = 1 ]; then
        for a in circle pcircle circle_decide cbox; do
            ca65 -o "$1/$a.o" "ports/6502/$a.s" || return 1
        done
    fi
    ar65 a "$1/fixcol.lib" "$1"/*.o
}

cycles() { # cycles DIR N WHAT: cycles of a run with N calls
    $cc -DBENCH="$2" -DBENCH_WHAT="$3" -c -o "$1/bench$2-$3.o" ports/6502/circle-test.c \
        && $cc -o "$1/bench$2-$3.prg" "$1/bench$2-$3.o" "$1/fixcol.lib" || return 1
    sim65 -c -x 4000000000 "$1/bench$2-$3.prg" 2>&1 \
        | awk '/cycles/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) n = $i } END { print n }'
}

case "$what" in
check)
    $cc -c -o "$out/console.o" ports/6502/console.c \
        && $cc -DCASES="${CASES:-3000}" -c -o "$out/check.o" ports/6502/circle-test.c || exit 1
    for s in 0 1; do
        lib "$out/lib$s" 1 "$s" \
            && $cc -o "$out/check$s.prg" "$out/console.o" "$out/check.o" "$out/lib$s/fixcol.lib" \
            || exit 1
        sim65 -x 4000000000 "$out/check$s.prg" || exit 1
    done
    ;;
bench)
    for c in 1 0; do
        lib "$out/bench$c" "$c" 0 || exit 1
        for w in 1 2 3 4; do
            a=$(cycles "$out/bench$c" 256 $w) && b=$(cycles "$out/bench$c" 512 $w) || exit 1
            case $w in
                1) f="fc_circle_circle, a clear hit" ;;
                2) f="fc_circle_circle, a hit near the boundary" ;;
                3) f="fc_circle_circle, a clear miss" ;;
                *) f="fc_point_in_circle, inside near the edge" ;;
            esac
            echo "FC_PORT_CIRCLE=$c: $f $(( (b - a) / 256 )) cycles (with its loop)"
        done
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
