#!/bin/sh
# Unit test and timing of ports/6502/box.s under sim65.
#
# usage: sh ports/6502/box-test.sh [check|bench]
#   check (default): fc_box_box and fc_point_in_box, and the polygon
#                    queries' fci_boxes_overlap (boxov.s), against the C
#                    versions of src/box_box.c, src/point.c and
#                    src/boxes_overlap.c on edge cases, NULL
#                    pointers, every page placement and CASES (default
#                    3000) pseudo-random cases, in one sim65 run
#   bench:           cycles per call (a hit), with the assembly
#                    (FC_PORT_BOX=1) and with the C fallback, beside a
#                    hand-written int16 AABB test
set -u
out=build/6502-box
mkdir -p "$out"
cc="cl65 -t sim6502 -O -Iinclude -I."
what=${1:-check}

lib() { # lib DIR BOX: the library archive
    mkdir -p "$1"
    rm -f "$1"/*.o "$1"/*.lib
    for f in src/*.c; do
        $cc -DFC_PORT_UMUL32=1 -DFC_PORT_MUL=1 -DFC_PORT_WCMP=1 -DFC_PORT_BOX="$2" \
            -c -o "$1/$(basename "$f" .c).o" "$f" || return 1
    done
    for a in umul32 wmul fmul wcmp; do
        ca65 -o "$1/$a.o" "ports/6502/$a.s" || return 1
    done
    if [ "$2" = 1 ]; then
        ca65 -o "$1/box.o" ports/6502/box.s || return 1
    fi
    ar65 a "$1/fixcol.lib" "$1"/*.o
}

cycles() { # cycles DIR N WHAT: cycles of a run with N calls
    $cc -DBENCH="$2" -DBENCH_WHAT="$3" -c -o "$1/bench$2-$3.o" ports/6502/box-test.c \
        && $cc -o "$1/bench$2-$3.prg" "$1/bench$2-$3.o" "$1/fixcol.lib" || return 1
    sim65 -c -x 4000000000 "$1/bench$2-$3.prg" 2>&1 \
        | awk '/cycles/ { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) n = $i } END { print n }'
}

case "$what" in
check)
    exec sh ports/6502/asm-check.sh box 3000 boxov
    ;;
bench)
    for c in 1 0; do
        lib "$out/lib$c" "$c" || exit 1
        for w in 0 1 2; do
            a=$(cycles "$out/lib$c" 256 $w) && b=$(cycles "$out/lib$c" 512 $w) || exit 1
            case $w in
                0) f="hand-written int16 AABB test" ;;
                1) f="fc_box_box" ;;
                *) f="fc_point_in_box" ;;
            esac
            echo "FC_PORT_BOX=$c: $f $(( (b - a) / 256 )) cycles (with its loop)"
        done
    done
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
