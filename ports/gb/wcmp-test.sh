#!/bin/sh
# Unit test of ports/gb/wcmp.s on the Game Boy (SM83) under libmgba, with
# the test program shared with the 6502 and Z80 ports
# (ports/6502/wcmp-test.c): fc_wide_cmp and fc_wide_ucmp against the C
# versions of src/wide.c on edge cases, every single-byte difference,
# every placement across a 256-byte page and CASES (default 3000)
# pseudo-random pairs, in one run. The program fits the unbanked 32 KB.
#
# usage: sh ports/gb/wcmp-test.sh
set -u
out=build/gb-wcmp
mkdir -p "$out"
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude -I."
make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule
sdasgb -plosgff -o "$out/crt0.rel" ports/gb/crt0.s \
    && sdasgb -plosgff -o "$out/bank.rel" ports/gb/bank.s \
    && sdasgb -plosgff -o "$out/wcmp.rel" ports/gb/wcmp.s \
    && $cc -c ports/gb/console.c -o "$out/console.rel" \
    && $cc -Dmain=fc_run_main -DCASES="${CASES:-3000}" -c ports/6502/wcmp-test.c -o "$out/check.rel" \
    && sdldgb -n -mjwx -i "$out/check.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
        -k /usr/share/sdcc/lib/sm83 -l sm83 "$out/crt0.rel" "$out/bank.rel" "$out/console.rel" \
        "$out/check.rel" "$out/wcmp.rel" -e \
    && python3 tools/gb-bank.py --check "$out/check.map" \
    && makebin -Z -yt 0x19 -yo 2 -yn WCMPTEST "$out/check.ihx" "$out/check.gb" || exit 1
build/host/mgba-run "$out/check.gb" 36000 > "$out/check.txt"
status=$?
grep '^wcmp' "$out/check.txt"
[ "$status" = 0 ] && grep -q '^wcmp checked' "$out/check.txt" \
    && ! grep -q '^wcmp [a-z ]*[0-9a-f]\{8\} ' "$out/check.txt"
