#!/bin/sh
# Unit test of ports/gb/walk.s on the Game Boy under libmgba
# (build/host/mgba-run): fci_port_walk, the linear SAT's step from one
# edge to the next on the 8-bit CPUs (by the stored angles, the parallel
# normals and the depths), fci_port_parallel, fci_port_same_len and
# fci_port_may_tie, the bound on an edge's push, against the library's C
# (the products of src/wide.c and a signed comparison): convex polygons
# of every size from every start vertex with angles of every kind, the
# ends of int32, polygons that are not convex, every shift, pushes on and
# beside the bound, every placement across a 256-byte page and CASES
# (default 1500) pseudo-random cases of each, in one run, with the test
# program shared with the 6502 and Z80 ports (ports/6502/walk-test.c).
# The Z80's walk-test-pass.c stands in for the pass's calls back into
# src/sat.c (fci_port_pass, which the runner tests).
#
# usage: sh ports/gb/walk-test.sh
set -u
out=build/gb-walk
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
for a in crt0 bank walk depth umul32; do
    sdasgb -plosgff -o "$out/$a.rel" "ports/gb/$a.s" || exit 1
done
$cc -c ports/gb/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-1500}" -c ports/6502/walk-test.c -o "$out/check.rel" \
    && $cc -DFC_PORT_UMUL32=1 -DFC_PORT_WALK=1 -DFC_PORT_DEPTH=1 -DFC_PORT_PASS=1 -c ports/z80/walk-test-pass.c \
        -o "$out/pass.rel" \
    && sdldgb -n -mjwx -i "$out/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 "$out/crt0.rel" "$out/bank.rel" "$out/console.rel" \
        "$out/check.rel" "$out/pass.rel" "$out/walk.rel" "$out/depth.rel" "$out/umul32.rel" -e \
    && python3 tools/gb-bank.py --check-flat "$out/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn WALKTEST "$out/check.ihx" "$out/check.gb" || exit 1
build/host/mgba-run "$out/check.gb" 400000 > "$out/check.txt"
status=$?
grep -E '^(walk|parallel|same|may|bound)' "$out/check.txt" | head -20
[ "$status" = 0 ] && grep -q '^walk checked, no mismatch' "$out/check.txt" \
    && grep -q '^may_tie checked, no mismatch' "$out/check.txt"
