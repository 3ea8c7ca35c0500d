#!/bin/sh
# Unit test of ports/6502/wadd.s under sim65: fc_wide_add and fc_wide_sub
# against the C versions of src/wide.c and src/wide_ops.c on carries at
# every byte, the ends of int64, NULL operands and results, results in
# place of an operand, every page placement and CASES (default 3000)
# pseudo-random pairs, in one run (ports/6502/wadd-test.c).
#
# usage: sh ports/6502/wadd-test.sh
set -u
out=build/6502-wadd
mkdir -p "$out"
cc="cl65 -t sim6502 -O -Iinclude -I."
ca65 -o "$out/wadd.o" ports/6502/wadd.s \
    && $cc -c -o "$out/console.o" ports/6502/console.c \
    && $cc -DCASES="${CASES:-3000}" -c -o "$out/check.o" ports/6502/wadd-test.c \
    && $cc -o "$out/check.prg" "$out/console.o" "$out/check.o" "$out/wadd.o" || exit 1
sim65 -x 4000000000 "$out/check.prg"
