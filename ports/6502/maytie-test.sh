#!/bin/sh
# Unit test of ports/6502/maytie.s under sim65: fci_port_may_tie, the
# linear SAT's bound on an edge's push, against the library's C (the
# product of src/wide.c and a signed comparison) on every shift, lengths
# and distances at the ends of their words, pushes on and beside the
# bound, every page placement and CASES (default 1500) pseudo-random
# cases (ports/6502/maytie-test.c), once over each variant of the
# multiply under it (ports/6502/umul32.s: quarter squares, and
# FC_MUL_SMALL's shift and add).
#
# usage: sh ports/6502/maytie-test.sh
sh ports/6502/asm-check.sh maytie 1500 umul32 || exit 1
ASFLAGS="-D FC_MUL_SMALL=1" exec sh ports/6502/asm-check.sh maytie 1500 umul32
