#!/bin/sh
# Unit test of ports/z80/walk.s under ucsim's sz80: fci_port_walk, the
# linear SAT's step from one edge to the next on the 8-bit CPUs (by the
# stored angles, the parallel normals and the depths), fci_port_parallel,
# fci_port_same_len and fci_port_may_tie, the bound on an edge's push,
# against the library's C (the products of src/wide.c and a signed
# comparison): convex polygons of every size from every start vertex with
# angles of every kind, the ends of int32, polygons that are not convex,
# every shift, pushes on and beside the bound and where its filter on
# the leading bits changes its answer, every placement across a
# 256-byte page and CASES (default 1500) pseudo-random cases of each, in
# one run, with the test program shared with the 6502 port
# (ports/6502/walk-test.c). walk-test-pass.c stands in for the pass's
# calls back into src/sat.c (fci_port_pass, which the runner tests).
#
# usage: sh ports/z80/walk-test.sh
set -u
out=build/z80-walk
mkdir -p "$out"
cc="sdcc -mz80 --std-c99 --opt-code-size -Iinclude -I."
for a in walk depth umul32; do
    sdasz80 -plosgff -o "$out/$a.rel" "ports/z80/$a.s" || exit 1
done
$cc -DFC_SIMIF=0xE800 -c ports/z80/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-1500}" -c ports/6502/walk-test.c -o "$out/check.rel" \
    && $cc -DFC_SIMIF=0xE800 -DFC_PORT_UMUL32=1 -DFC_PORT_WALK=1 -DFC_PORT_DEPTH=1 -DFC_PORT_PASS=1 -c ports/z80/walk-test-pass.c \
        -o "$out/pass.rel" \
    && $cc --code-loc 0x0200 --data-loc 0xC000 "$out/console.rel" "$out/check.rel" "$out/pass.rel" "$out/walk.rel" \
        "$out/depth.rel" "$out/umul32.rel" -o "$out/check.ihx" >/dev/null || exit 1
timeout 1800 sz80 -t Z80 -I "if=rom[0xe800]" -e run -e state -e quit "$out/check.ihx" \
    </dev/null 2>/dev/null > "$out/check.txt"
grep -E '^(walk|parallel|same|may|bound|@@)' "$out/check.txt" | head -20
grep -q '^@@EXIT 0' "$out/check.txt"
