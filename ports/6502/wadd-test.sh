#!/bin/sh
# Unit test of ports/6502/wadd.s under sim65: fc_wide_add and fc_wide_sub
# against the C versions of src/wide.c and src/wide_ops.c on carries at
# every byte, the ends of int64, NULL operands and results, results in
# place of an operand, every page placement and CASES (default 3000)
# pseudo-random pairs, in one run (ports/6502/wadd-test.c).
#
# usage: sh ports/6502/wadd-test.sh
exec sh ports/6502/asm-check.sh wadd 3000
