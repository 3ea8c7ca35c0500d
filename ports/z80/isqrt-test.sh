#!/bin/sh
# Unit test of ports/z80/isqrt.s under ucsim's sz80: fci_isqrt_small
# against the C version of src/wide_root.c on edge values, squares and
# their neighbours for roots of every length, and CASES (default 2000)
# pseudo-random values, in one run (ports/z80/isqrt-test.c, shared with
# the Game Boy port).
#
# usage: sh ports/z80/isqrt-test.sh
set -u
out=build/z80-isqrt
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
sdasz80 -plosgff -o "$out/isqrt.rel" ports/z80/isqrt.s \
    && $cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-2000}" -c ports/z80/isqrt-test.c -o "$out/check.rel" \
    && $cc --code-loc 0x0200 --data-loc 0xE900 "$out/console.rel" "$out/check.rel" "$out/isqrt.rel" \
        -o "$out/check.ihx" >/dev/null || exit 1
timeout 900 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$out/check.ihx" \
    </dev/null 2>/dev/null > "$out/check.txt"
grep '^roots\|^isqrt' "$out/check.txt" | head -20
grep -q '^roots checked, no mismatch' "$out/check.txt" && grep -q '^@@EXIT 0' "$out/check.txt"
