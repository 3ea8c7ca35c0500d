#!/bin/sh
# Unit test of ports/avr/box.S on an ATmega1284P under simavr, with the
# test program shared with the 6502, Z80 and Game Boy ports
# (ports/6502/box-test.c): fc_box_box and fc_point_in_box against the C
# versions of src/box_box.c and src/point.c on edge cases, NULL pointers,
# many placements in memory and CASES (default 3000) pseudo-random cases,
# in one run. Cycles per call: python3 tools/avr-cycles.py.
#
# usage: sh ports/avr/box-test.sh
set -u
out=build/avr-box
mkdir -p "$out"
cc="avr-gcc -mmcu=atmega1284p -std=c99 -Os -Wall -Wextra -Werror -Iinclude -I."
make --no-print-directory -s build/host/simavr-run || exit 1   # the Makefile's rule
$cc -c ports/avr/console.c -o "$out/console.o" \
    && $cc -c ports/avr/box.S -o "$out/box.o" \
    && $cc -DFC_PORT_BOX=1 -c src/box_box.c -o "$out/box_box.o" \
    && $cc -c src/boxes_overlap.c -o "$out/boxes_overlap.o" \
    && $cc -c src/range.c -o "$out/range.o" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-3000}" -c ports/6502/box-test.c -o "$out/check.o" \
    && $cc "$out/console.o" "$out/check.o" "$out/box.o" "$out/box_box.o" "$out/boxes_overlap.o" \
        "$out/range.o" -o "$out/check.elf" \
    || exit 1
build/host/simavr-run atmega1284p "$out/check.elf" > "$out/check.txt" 2>/dev/null
status=$?
grep -E '^(box|fc_)' "$out/check.txt" | head -50
[ "$status" = 0 ] && grep -q 'box queries checked, no mismatch$' "$out/check.txt"
