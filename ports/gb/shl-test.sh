#!/bin/sh
# Unit test of ports/gb/shl.s on the Game Boy under libmgba
# (build/host/mgba-run): fci_wide_shl_lost, the 64-bit left shift under
# fc_wide_shl and the divisions by a stored length in the SDCC builds,
# against a shift one bit at a time: every count from 0 to 72 and past
# 255 on single bits, whole bytes, the ends of the words and CASES
# (default 1500) pseudo-random values, in place and not, with the test
# program shared with the Z80 port (ports/z80/shl-test.c).
#
# usage: sh ports/gb/shl-test.sh
set -u
out=build/gb-shl
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
sdasgb -plosgff -o "$out/crt0.rel" ports/gb/crt0.s \
    && sdasgb -plosgff -o "$out/bank.rel" ports/gb/bank.s \
    && sdasgb -plosgff -o "$out/shl.rel" ports/gb/shl.s \
    && $cc -c ports/gb/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-1500}" -c ports/z80/shl-test.c -o "$out/check.rel" \
    && sdldgb -n -mjwx -i "$out/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 "$out/crt0.rel" "$out/bank.rel" "$out/console.rel" \
        "$out/check.rel" "$out/shl.rel" -e \
    && python3 tools/gb-bank.py --check "$out/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn SHLTEST "$out/check.ihx" "$out/check.gb" || exit 1
build/host/mgba-run "$out/check.gb" 36000 > "$out/check.txt"
status=$?
grep '^shl' "$out/check.txt" | head -20
[ "$status" = 0 ] && grep -q '^shl checked, no mismatch' "$out/check.txt"
