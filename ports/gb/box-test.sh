#!/bin/sh
# Unit test of ports/gb/box.s on the Game Boy (SM83) under libmgba, with
# the test program shared with the 6502 and Z80 ports
# (ports/6502/box-test.c): fc_box_box and fc_point_in_box against the C
# versions of src/box_box.c and src/point.c, and ports/gb/boxov.s's
# fci_boxes_overlap against src/boxes_overlap.c's, on edge cases, NULL pointers,
# every placement across a 256-byte page and CASES (default 3000)
# pseudo-random cases, in one run. The program fits the unbanked 32 KB.
# Clock cycles per call: python3 tools/retro-cycles.py sm83.
#
# usage: sh ports/gb/box-test.sh
set -u
out=build/gb-box
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
sdasgb -plosgff -o "$out/crt0.rel" ports/gb/crt0.s \
    && sdasgb -plosgff -o "$out/bank.rel" ports/gb/bank.s \
    && sdasgb -plosgff -o "$out/box.rel" ports/gb/box.s \
    && sdasgb -plosgff -o "$out/boxov.rel" ports/gb/boxov.s \
    && $cc -c ports/gb/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-3000}" -DTEST_BOXES_OVERLAP=1 -c ports/6502/box-test.c -o "$out/check.rel" \
    && sdldgb -n -mjwx -i "$out/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 "$out/crt0.rel" "$out/bank.rel" "$out/console.rel" \
        "$out/check.rel" "$out/box.rel" "$out/boxov.rel" -e \
    && python3 tools/gb-bank.py --check "$out/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn BOXTEST "$out/check.ihx" "$out/check.gb" || exit 1
build/host/mgba-run "$out/check.gb" 36000 > "$out/check.txt"
status=$?
grep -E '^(box|fc_)' "$out/check.txt" | head -50
[ "$status" = 0 ] && grep -q 'box queries checked, no mismatch$' "$out/check.txt"
