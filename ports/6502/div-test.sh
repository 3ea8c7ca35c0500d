#!/bin/sh
# Unit test of ports/6502/div.s under sim65: fci_divisor_set and
# fci_divide against the C versions of src/wide_root.c on divisors of
# every length, the edge dividends for each and CASES (default 2000)
# pseudo-random cases, in one run (ports/6502/div-test.c).
#
# usage: sh ports/6502/div-test.sh
set -u
out=build/6502-div
mkdir -p "$out"
cc="cl65 -t sim6502 -O -Iinclude -I."
ca65 -o "$out/div.o" ports/6502/div.s \
    && $cc -c -o "$out/console.o" ports/6502/console.c \
    && $cc -DCASES="${CASES:-2000}" -c -o "$out/check.o" ports/6502/div-test.c \
    && $cc -o "$out/check.prg" "$out/console.o" "$out/check.o" "$out/div.o" || exit 1
sim65 -x 4000000000 "$out/check.prg"
