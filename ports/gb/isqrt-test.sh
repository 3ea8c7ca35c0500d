#!/bin/sh
# Unit test of ports/gb/isqrt.s on the Game Boy under libmgba
# (build/host/mgba-run): fci_isqrt_small against the C version of
# src/wide_root.c on edge values, squares and their neighbours for roots
# of every length, and CASES (default 2000) pseudo-random values, in one
# run, with the test program shared with the Z80 port
# (ports/z80/isqrt-test.c).
#
# usage: sh ports/gb/isqrt-test.sh
set -u
out=build/gb-isqrt
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
sdasgb -plosgff -o "$out/crt0.rel" ports/gb/crt0.s \
    && sdasgb -plosgff -o "$out/bank.rel" ports/gb/bank.s \
    && sdasgb -plosgff -o "$out/isqrt.rel" ports/gb/isqrt.s \
    && $cc -c ports/gb/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-2000}" -c ports/z80/isqrt-test.c -o "$out/check.rel" \
    && sdldgb -n -mjwx -i "$out/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 "$out/crt0.rel" "$out/bank.rel" "$out/console.rel" \
        "$out/check.rel" "$out/isqrt.rel" -e \
    && python3 tools/gb-bank.py --check "$out/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn ISQRTTEST "$out/check.ihx" "$out/check.gb" || exit 1
build/host/mgba-run "$out/check.gb" 36000 > "$out/check.txt"
status=$?
grep '^roots\|^isqrt' "$out/check.txt" | head -20
[ "$status" = 0 ] && grep -q '^roots checked, no mismatch' "$out/check.txt"
