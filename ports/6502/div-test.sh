#!/bin/sh
# Unit test of ports/6502/div.s under sim65: fci_divisor_set and
# fci_divide against the C versions of src/wide_root.c on divisors of
# every length, the edge dividends for each and CASES (default 2000)
# pseudo-random cases, in one run (ports/6502/div-test.c).
#
# usage: sh ports/6502/div-test.sh
exec sh ports/6502/asm-check.sh div 2000
