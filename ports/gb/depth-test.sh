#!/bin/sh
# Unit test of ports/gb/depth.s on the Game Boy under libmgba
# (build/host/mgba-run): fci_port_depth, the linear SAT's n . (p - b),
# against the library's C (the wide products of src/wide.c over
# fci_wsub) on the ends of int32 in every operand, zero components and
# CASES (default 1500) pseudo-random cases, in one run, with the test
# program shared with the 6502 and Z80 ports (ports/6502/depth-test.c).
#
# usage: sh ports/gb/depth-test.sh
set -u
out=build/gb-depth
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
sdasgb -plosgff -o "$out/crt0.rel" ports/gb/crt0.s \
    && sdasgb -plosgff -o "$out/bank.rel" ports/gb/bank.s \
    && sdasgb -plosgff -o "$out/depth.rel" ports/gb/depth.s \
    && sdasgb -plosgff -o "$out/umul32.rel" ports/gb/umul32.s \
    && $cc -c ports/gb/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-1500}" -c ports/6502/depth-test.c -o "$out/check.rel" \
    && sdldgb -n -mjwx -i "$out/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 "$out/crt0.rel" "$out/bank.rel" "$out/console.rel" \
        "$out/check.rel" "$out/depth.rel" "$out/umul32.rel" -e \
    && python3 tools/gb-bank.py --check "$out/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn DEPTHTEST "$out/check.ihx" "$out/check.gb" || exit 1
build/host/mgba-run "$out/check.gb" 36000 > "$out/check.txt"
status=$?
grep '^depth' "$out/check.txt" | head -20
[ "$status" = 0 ] && grep -q '^depth checked, no mismatch' "$out/check.txt"
