#!/bin/sh
# Unit test of ports/gb/circle.s, pcircle.s and circle_decide.s (the
# circle tests' common case) on the Game Boy (SM83) under libmgba, with
# the test program shared with the 6502 and Z80 ports
# (ports/6502/circle-test.c): fc_circle_circle and fc_point_in_circle
# against the library's C versions (fci_circle_circle_c and
# fci_point_in_circle_c, in the same build) on edge cases, NULL pointers,
# exactly touching pairs and CASES (default 3000) pseudo-random pairs, in
# one unbanked 32 KB cartridge. Clock cycles per call:
# python3 tools/retro-cycles.py sm83.
#
# usage: sh ports/gb/circle-test.sh
set -u
out=build/gb-circle
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
# The library modules the test's images link (sdld fails on one that is
# missing: an undefined global), not the whole library, whose
# compilation would take most of the test's time.
mods="config error fixed wide wide_ops range box_box point_check point_circle circle_check
      circle_box_check collide_circle collide_circle_box"
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
rm -f "$out"/*.rel "$out"/*.lib
for f in $mods; do
    $cc -DFC_PORT_UMUL32=1 -DFC_PORT_MUL=1 -DFC_PORT_WCMP=1 -DFC_PORT_BOX=1 -DFC_PORT_CIRCLE=1 \
        -c "src/$f.c" -o "$out/$f.rel" || exit 1
done
for a in umul32 wmul fmul wcmp box circle pcircle circle_decide cbox; do
    sdasgb -plosgff -o "$out/$a.rel" "ports/gb/$a.s" || exit 1
done
sdar -rc "$out/libfixcol.lib" "$out"/*.rel || exit 1
mkdir -p "$out/img"
sdasgb -plosgff -o "$out/img/crt0.rel" ports/gb/crt0.s \
    && sdasgb -plosgff -o "$out/img/bank.rel" ports/gb/bank.s \
    && $cc -c ports/gb/console.c -o "$out/img/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-3000}" -c ports/6502/circle-test.c \
        -o "$out/img/check.rel" \
    && sdldgb -n -mjwx -i "$out/img/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 -k "$out" -l libfixcol "$out/img/crt0.rel" \
        "$out/img/bank.rel" "$out/img/console.rel" "$out/img/check.rel" -e \
    && python3 tools/gb-bank.py --check "$out/img/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn CIRCLETEST "$out/img/check.ihx" "$out/img/check.gb" || exit 1
build/host/mgba-run "$out/img/check.gb" 36000 > "$out/check.txt"
status=$?
grep -E '^(circle|fc_)' "$out/check.txt" | head -50
[ "$status" = 0 ] && grep -q 'circle queries checked, no mismatch$' "$out/check.txt"
