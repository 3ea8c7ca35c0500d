#!/bin/sh
# Unit test and timing of ports/gb/umul32.s, the SM83 32 x 32 -> 64
# multiply, on the Game Boy under libmgba (build/host/mgba-run), with the
# test program ports/gb/umul-test.c and the port's start-up and console.
#
# usage: sh ports/gb/umul-test.sh [check|bench]
#   check (default): fc_port_umul32 against the portable C product
#                    (src/wide.c built with FC_PORT_UMUL32=0) and a
#                    bit-serial reference, on edge cases in every pair and
#                    CASES (default 4000) pseudo-random pairs; then the
#                    library built as the port builds it (FC_PORT_MUL=1:
#                    the wide products and fc_mul from wmul.s and fmul.s)
#                    against the references of the test program shared
#                    with the 6502 and Z80 (ports/6502/umul-test.c);
#                    prints a pass or FAIL line each, exit status 0 when
#                    both pass
#   bench:           clock cycles per call of fc_port_umul32, the C
#                    umul32, fc_wide_umul, fc_wide_mul and fc_mul, with the
#                    library built with umul32.s (FC_PORT_UMUL32=1 and
#                    FC_PORT_MUL=1) and with the C fallback (both 0)
set -u
out=build/gb-umul
mkdir -p "$out" build/host
cc="sdcc -msm83 --std-c99 --opt-code-size -Iinclude"
what=${1:-check}
# The library modules the test's images link (sdld fails on one that is
# missing: an undefined global), not the whole library, whose
# compilation would take most of the test's time.
mods="config error fixed wide wide_ops wide_root"

make --no-print-directory -s build/host/mgba-run || exit 1   # the Makefile's rule

lib() { # lib DIR UMUL: the library archive, with umul32.s when UMUL=1
    mkdir -p "$1"
    rm -f "$1"/*.rel "$1"/*.lib
    for f in $mods; do
        $cc -DFC_PORT_UMUL32="$2" -DFC_PORT_MUL="$2" -c "src/$f.c" -o "$1/$f.rel" \
            || return 1
    done
    if [ "$2" = 1 ]; then
        for a in umul32 wmul fmul; do
            sdasgb -plosgff -o "$1/$a.rel" "ports/gb/$a.s" || return 1
        done
    fi
    sdar -rc "$1/libfixcol.lib" "$1"/*.rel
}

image() { # image DIR NAME UMUL EXTRA_RELS CFLAGS...: an unbanked 32 KB cartridge
    # of ports/gb/umul-test.c ($TEST overrides the program)
    d=$1 n=$2 u=$3 extra=$4
    shift 4
    sdasgb -plosgff -o "$d/crt0.rel" ports/gb/crt0.s \
        && sdasgb -plosgff -o "$d/bank.rel" ports/gb/bank.s \
        && $cc -c ports/gb/console.c -o "$d/console.rel" \
        && $cc -DFC_PORT_UMUL32="$u" -Dmain=fc_run_main "$@" -c "${TEST:-ports/gb/umul-test.c}" -o "$d/$n.rel" \
        && sdldgb -n -mjwx -i "$d/$n.ihx" -b _CODE=0x0200 -b _DATA=0xC000 \
            -k /usr/share/sdcc/lib/sm83 -l sm83 -k "$d" -l libfixcol \
            "$d/crt0.rel" "$d/bank.rel" "$d/console.rel" "$d/$n.rel" $extra -e \
        && python3 tools/gb-bank.py --check "$d/$n.map" \
        && makebin -Z -yt 0x19 -yo 2 -yn UMUL32 "$d/$n.ihx" "$d/$n.gb"
}

run() { # run GB: its output on stdout, its exit status
    build/host/mgba-run "$1" 36000 </dev/null
}

case "$what" in
check)
    # The C product from src/wide.c (FC_PORT_UMUL32=0) and the assembly
    # routine, side by side in one image.
    lib "$out/check" 0 \
        && sdasgb -plosgff -o "$out/check/umul32-asm.rel" ports/gb/umul32.s \
        && image "$out/check" check 0 "$out/check/umul32-asm.rel" -DCASES="${CASES:-4000}" || exit 1
    run "$out/check/check.gb"
    status=$?
    # The wrappers: the library with FC_PORT_MUL=1 against the references.
    lib "$out/wrap" 1 \
        && TEST=ports/6502/umul-test.c image "$out/wrap" wrap 1 "" -DCASES="${CASES:-4000}" \
        || exit 1
    run "$out/wrap/wrap.gb" > "$out/wrap/wrap.txt"
    w=$?
    grep -E '^(umul32|fc_)' "$out/wrap/wrap.txt" | head -50
    [ "$status" = 0 ] && [ "$w" = 0 ] && grep -q 'checked, no mismatch$' "$out/wrap/wrap.txt"
    ;;
bench)
    status=0
    for u in 1 0; do
        lib "$out/lib$u" "$u" && image "$out/lib$u" bench "$u" "" -DBENCH=2048 || exit 1
        run "$out/lib$u/bench.gb" || status=1
    done
    exit $status
    ;;
*) echo "usage: $0 [check|bench]"; exit 2 ;;
esac
