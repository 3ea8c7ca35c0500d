#!/bin/sh
# Unit test of ports/6502/walk.s under sim65: fci_port_walk, the linear
# SAT's step from one edge to the next on the 8-bit CPUs (by the stored
# angles, the parallel normals and the depths), fci_port_parallel,
# fci_port_same_len, fci_port_may_tie, the bound on an edge's push, and
# fci_port_keep, the C's keep of a new best axis, against the library's C
# (the products of src/wide.c and a signed comparison): convex polygons
# of every size from every start vertex with angles of every kind, the
# ends of int32, polygons that are not convex, every shift, pushes on and
# beside the bound, every page placement and CASES (default 1500)
# pseudo-random cases of each (ports/6502/walk-test.c), once over each
# variant of the multiply under it (ports/6502/umul32.s: quarter squares,
# and FC_MUL_SMALL's shift and add). ports/z80/walk-test-pass.c stands
# in for the pass's calls back into src/sat.c (fci_port_pass, which the
# runner tests).
#
# usage: sh ports/6502/walk-test.sh
CSRC=ports/z80/walk-test-pass.c
CFLAGS="-DFC_PORT_UMUL32=1 -DFC_PORT_WALK=1 -DFC_PORT_DEPTH=1 -DFC_PORT_PASS=1"
export CSRC CFLAGS
sh ports/6502/asm-check.sh walk 1500 depth umul32 || exit 1
ASFLAGS="-D FC_MUL_SMALL=1" exec sh ports/6502/asm-check.sh walk 1500 depth umul32
