#!/bin/sh
# Unit test of ports/gb/div.s and ports/gb/dlen.s on the Game Boy under
# libmgba (build/host/mgba-run): fci_divisor_set and fci_divide against
# the C versions of src/wide_root.c (the one bit per step SDCC builds) on
# divisors of every length, the edge dividends for each and CASES
# (default 2000) pseudo-random cases, then fci_div_len and fci_unit_len
# against src/mtv.c's and src/unit_len.c's (CHECK_LENS=1), in one run of a
# 32 KB cartridge, with the test program shared with the 6502 and Z80
# ports (ports/6502/div-test.c).
#
# usage: sh ports/gb/div-test.sh
set -u
out=build/gb-div
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
sdasgb -plosgff -o "$out/crt0.rel" ports/gb/crt0.s \
    && sdasgb -plosgff -o "$out/bank.rel" ports/gb/bank.s \
    && sdasgb -plosgff -o "$out/div.rel" ports/gb/div.s \
    && sdasgb -plosgff -o "$out/dlen.rel" ports/gb/dlen.s \
    && $cc -c ports/gb/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-2000}" -DCHECK_LENS=1 -c ports/6502/div-test.c -o "$out/check.rel" \
    && sdldgb -n -mjwx -i "$out/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 "$out/crt0.rel" "$out/bank.rel" "$out/console.rel" \
        "$out/check.rel" "$out/div.rel" "$out/dlen.rel" -e \
    && python3 tools/gb-bank.py --check-flat "$out/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn DIVTEST "$out/check.ihx" "$out/check.gb" || exit 1
build/host/mgba-run "$out/check.gb" 200000 > "$out/check.txt"
status=$?
grep '^divi' "$out/check.txt"
[ "$status" = 0 ] && grep -q '^divisions checked, no mismatch' "$out/check.txt"
