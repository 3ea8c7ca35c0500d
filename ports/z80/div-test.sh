#!/bin/sh
# Unit test of ports/z80/div.s and ports/z80/dlen.s under ucsim's sz80:
# fci_divisor_set and fci_divide against the C versions of
# src/wide_root.c (the one bit per step SDCC builds) on divisors of every
# length, the edge dividends for each and CASES (default 2000)
# pseudo-random cases, then fci_div_len and fci_unit_len against
# src/mtv.c's and src/unit_len.c's (CHECK_LENS=1), in one run, with the
# test program shared with the 6502 port (ports/6502/div-test.c).
#
# usage: sh ports/z80/div-test.sh
set -u
out=build/z80-div
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
sdasz80 -plosgff -o "$out/div.rel" ports/z80/div.s \
    && sdasz80 -plosgff -o "$out/dlen.rel" ports/z80/dlen.s \
    && $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-2000}" -DCHECK_LENS=1 -c ports/6502/div-test.c -o "$out/check.rel" \
    && $cc --code-loc 0x0200 --data-loc 0xE900 "$out/console.rel" "$out/check.rel" "$out/div.rel" "$out/dlen.rel" \
        -o "$out/check.ihx" >/dev/null || exit 1
timeout 900 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$out/check.ihx" \
    </dev/null 2>/dev/null > "$out/check.txt"
grep '^divi' "$out/check.txt"
grep -q '^divisions checked, no mismatch' "$out/check.txt" && grep -q '^@@EXIT 0' "$out/check.txt"
