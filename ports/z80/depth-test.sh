#!/bin/sh
# Unit test of ports/z80/depth.s under ucsim's sz80: fci_port_depth, the
# linear SAT's n . (p - b), against the library's C (the wide products of
# src/wide.c over fci_wsub) on the ends of int32 in every operand, zero
# components and CASES (default 1500) pseudo-random cases, in one run,
# with the test program shared with the 6502 port
# (ports/6502/depth-test.c).
#
# usage: sh ports/z80/depth-test.sh
set -u
out=build/z80-depth
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
sdasz80 -plosgff -o "$out/depth.rel" ports/z80/depth.s \
    && sdasz80 -plosgff -o "$out/umul32.rel" ports/z80/umul32.s \
    && $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-1500}" -c ports/6502/depth-test.c -o "$out/check.rel" \
    && $cc --code-loc 0x0200 --data-loc 0xE900 "$out/console.rel" "$out/check.rel" "$out/depth.rel" \
        "$out/umul32.rel" -o "$out/check.ihx" >/dev/null || exit 1
timeout 900 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$out/check.ihx" \
    </dev/null 2>/dev/null > "$out/check.txt"
grep '^depth' "$out/check.txt" | head -20
grep -q '^depth checked, no mismatch' "$out/check.txt" && grep -q '^@@EXIT 0' "$out/check.txt"
