#!/bin/sh
# The portability gate: compiles every file of include/ and src/ (and the
# portable conformance runner) with each compiler the library promises to
# support, then checks that the Cortex-M0 objects reference no float or
# double helper, no heap function and no libc function but memcpy/memset.
#
# usage: tools/check-portable.sh BUILD_DIR
set -u
out=${1:-build/portable}
mkdir -p "$out"
fail=0
nbad=0
mark=0
note() { printf '%s\n' "$*"; }
bad() { printf 'FAIL: %s\n' "$*"; fail=1; nbad=$((nbad + 1)); }
# done_stage LABEL: "LABEL: ok", or how many checks failed since the last.
done_stage() {
    if [ "$nbad" -eq "$mark" ]; then
        note "$1: ok"
    else
        note "$1: $((nbad - mark)) FAILED"
    fi
    mark=$nbad
}

# run_all FN FILE...: FN FILE N for every file, in as many workers as the
# machine has cores, worker k taking the files whose number N is k modulo
# their count (N also numbers each file's own output and log). A job that
# fails leaves "$out/fail.N" (naming $ctx, the compiler and its options),
# reported with its log once all are done.
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
run_all() {
    fn=$1
    shift
    rm -f "$out"/fail.* "$out"/log.*
    k=0
    while [ "$k" -lt "$jobs" ]; do
        (
            i=0
            for f in "$@"; do
                i=$((i + 1))
                [ $((i % jobs)) -eq "$k" ] || continue
                "$fn" "$f" "$i" >"$out/log.$i" 2>&1 || echo "$ctx: $f" >"$out/fail.$i"
            done
        ) &
        k=$((k + 1))
    done
    wait
    for failed in "$out"/fail.*; do
        [ -e "$failed" ] || continue
        bad "$(cat "$failed")"
        cat "$out/log.${failed##*.}"
    done
}

srcs=$(ls src/*.c)
hdrs="include/fixcol.h $(ls include/fixcol/*.h)"
runner="tests/vectors/runner.c $(ls tests/vectors/ops_*.c) tests/vectors/run_embed.c"

# Each header must compile on its own: wrap it in a one-line unit.
extra=""
for h in $hdrs; do
    n=$(echo "$h" | tr '/.' '__')
    printf '#include "%s"\ntypedef int fc_header_unit_nonempty;\n' "${h#include/}" > "$out/hdr_$n.c"
    extra="$extra $out/hdr_$n.c"
done
extra="$extra $runner"          # the units beside the library's sources
units="$srcs $extra"

# check_syms DIR LABEL: every symbol the objects in DIR reference must be
# defined by one of them, be memcpy/memset, or be an integer helper of the
# compiler. Prints one line per offending symbol; returns 1 if any.
check_syms() {
    arm-none-eabi-nm -g --defined-only "$1"/*.o | awk 'NF==3{print $3}' | sort -u > "$1/defined.txt"
    arm-none-eabi-nm -g -u "$1"/*.o | awk 'NF>=2{print $NF}' | sort -u > "$1/undefined.txt"
    rc=0
    for s in $(comm -23 "$1/undefined.txt" "$1/defined.txt"); do
        case "$s" in
            memcpy|memset) ;;
            __aeabi_f*|__aeabi_d*|__aeabi_i2f|__aeabi_ui2f|__aeabi_l2f|__aeabi_ul2f|__aeabi_i2d|__aeabi_ui2d|__aeabi_l2d|__aeabi_ul2d|__aeabi_cf*|__aeabi_cd*|*sf[0-9]|*df[0-9]|*sf|*df|*sisf|*sidf|*sfsi|*dfsi)
                echo "FAIL: float/double helper referenced ($2): $s"; rc=1 ;;
            malloc|calloc|realloc|free|_sbrk|sbrk|_malloc_r|_free_r)
                echo "FAIL: heap function referenced ($2): $s"; rc=1 ;;
            __aeabi_lmul|__aeabi_llsl|__aeabi_llsr|__aeabi_lasr|__aeabi_lcmp|__aeabi_ulcmp|__aeabi_idiv|__aeabi_uidiv|__aeabi_idivmod|__aeabi_uidivmod|__aeabi_ldivmod|__aeabi_uldivmod|__gnu_thumb1_case_*|__clzsi2|__clzdi2|__ctzsi2|__ctzdi2|__muldi3|__divdi3|__udivdi3|__moddi3|__umoddi3)
                ;;
            *) echo "FAIL: libc or unknown function referenced ($2): $s"; rc=1 ;;
        esac
    done
    return $rc
}

# The check must be able to fail: a probe using float, double, the heap and
# printf has to be rejected on all four counts, or the gate itself is broken.
mkdir -p "$out/probe"
rm -f "$out/probe"/*.o
cat > "$out/probe/probe.c" <<'PROBE'
#include <stdlib.h>
#include <stdio.h>
float probe_f(float a, float b) { return a / b; }
double probe_d(double a, int b) { return a * b; }
void *probe_heap(unsigned n) { return malloc(n); }
void probe_io(int v) { printf("%d", v); }
PROBE
arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -Os -c "$out/probe/probe.c" -o "$out/probe/probe.o"
n=$(check_syms "$out/probe" probe | grep -c -E 'float/double helper|heap function|libc or unknown')
if [ "$n" -lt 4 ]; then
    bad "the symbol check missed a forbidden reference in its probe ($n of 4+ found)"
fi

strict="-std=c99 -Wall -Wextra -Wconversion -Wundef -Wmissing-prototypes -Wdeclaration-after-statement -pedantic -Werror"
# The host compilers' warnings come from their front ends (no -O here):
# no object is needed.
host_job() {
    $cc $strict -DFC_WIDE_NATIVE=$wide -Iinclude -Itests/vectors -fsyntax-only "$1"
}
for wide in 1 0; do
    for cc in gcc clang; do
        ctx="$cc (wide=$wide)"
        run_all host_job $units
    done
done
done_stage "gcc, clang"

# Cortex-M0 and M4 (the compilers' pattern matching differs: at -Os gcc
# may turn a copying loop into memmove on one and not the other), both
# wide implementations; objects kept for the symbol check.
arm_src_job() {
    $arm -DFC_WIDE_NATIVE=$wide -Iinclude -c "$1" -o "$d/$(basename "$1" .c).o"
}
arm_unit_job() {
    $arm -DFC_WIDE_NATIVE=$wide -Iinclude -Itests/vectors -c "$1" -o "$out/arm.$2.o"
}
for cpu in cortex-m0 cortex-m4; do
arm="arm-none-eabi-gcc -mcpu=$cpu -mthumb -Os -std=c99 -Wall -Wextra -Wconversion -Wundef -pedantic -Werror -ffreestanding"
for wide in 1 0; do
    d="$out/$cpu-$wide"
    mkdir -p "$d"
    rm -f "$d"/*.o
    ctx="arm-none-eabi-gcc $cpu (wide=$wide)"
    run_all arm_src_job $srcs
    # the headers on their own and the runner (the sources are above)
    if [ "$cpu" = cortex-m0 ]; then
        run_all arm_unit_job $extra
    fi
    check_syms "$d" "$cpu wide=$wide" || bad "symbol check ($cpu wide=$wide)"
done
done
done_stage "arm-none-eabi-gcc cortex-m0, cortex-m4, symbols checked"

# cc65, 6502: warnings are errors. The simulator target, and the library
# alone for the NES and the C64.
c65_job() {
    cc65 -t sim6502 -O --standard c99 -W error -Iinclude -Itests/vectors "$1" -o "$out/c65.$2.s"
}
c65_target_job() {
    cc65 -t $t -O --standard c99 -W error -Iinclude "$1" -o "$out/c65.$2.s"
}
ctx="cc65 -t sim6502"
run_all c65_job $units
for t in nes c64; do
    ctx="cc65 -t $t"
    run_all c65_target_job $srcs
done
done_stage "cc65 sim6502, nes, c64"

# SDCC, Z80 and Game Boy (SM83): warnings are errors. The code is not
# what a port ships (ports/z80 and ports/gb build and run that), so the
# register allocator and the peephole optimizer, most of SDCC's time, do
# the least they can: 8 times faster, the same warnings.
sdcc_job() {
    mkdir -p "$out/sdcc.$2"
    sdcc -m$m --std-c99 --Werror --max-allocs-per-node 1 --no-peep -Iinclude -Itests/vectors \
        -c "$1" -o "$out/sdcc.$2/unit.rel"
}
for m in z80 sm83; do
    ctx="sdcc -m$m"
    run_all sdcc_job $units
    done_stage "sdcc -m$m"
done

[ $fail -eq 0 ] && note "check-portable: all compilers passed" && exit 0
note "check-portable: FAILED"
exit 1
