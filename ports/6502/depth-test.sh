#!/bin/sh
# Unit test of ports/6502/depth.s under sim65: fci_port_depth, the linear
# SAT's n . (p - b), against the library's C (the wide products of
# src/wide.c over fci_wsub) on the ends of int32 in every operand, zero
# components, every page placement and CASES (default 1500) pseudo-random
# cases (ports/6502/depth-test.c), once over each variant of the
# multiply under it (ports/6502/umul32.s: quarter squares, and
# FC_MUL_SMALL's shift and add).
#
# usage: sh ports/6502/depth-test.sh
sh ports/6502/asm-check.sh depth 1500 umul32 || exit 1
ASFLAGS="-D FC_MUL_SMALL=1" exec sh ports/6502/asm-check.sh depth 1500 umul32
