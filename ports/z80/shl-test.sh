#!/bin/sh
# Unit test of ports/z80/shl.s under ucsim's sz80: fci_wide_shl_lost, the
# 64-bit left shift under fc_wide_shl and the divisions by a stored length
# in the SDCC builds, against a shift one bit at a time: every count
# from 0 to 72 and past 255 on single bits, whole bytes, the ends of the
# words and CASES (default 1500) pseudo-random values, in place and not
# (ports/z80/shl-test.c).
#
# usage: sh ports/z80/shl-test.sh
set -u
out=build/z80-shl
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
sdasz80 -plosgff -o "$out/shl.rel" ports/z80/shl.s \
    && $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-1500}" -c ports/z80/shl-test.c -o "$out/check.rel" \
    && $cc --code-loc 0x0200 --data-loc 0xC000 "$out/console.rel" "$out/check.rel" "$out/shl.rel" \
        -o "$out/check.ihx" >/dev/null || exit 1
timeout 900 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$out/check.ihx" \
    </dev/null 2>/dev/null > "$out/check.txt"
grep -E '^shl' "$out/check.txt" | head -20
grep -q '^shl checked, no mismatch' "$out/check.txt" && grep -q '^@@EXIT 0' "$out/check.txt"
