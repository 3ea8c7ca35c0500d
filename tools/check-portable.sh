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
note() { printf '%s\n' "$*"; }
bad() { printf 'FAIL: %s\n' "$*"; fail=1; }

srcs=$(ls src/*.c)
hdrs="include/fixcol.h $(ls include/fixcol/*.h)"
runner="tests/vectors/runner.c $(ls tests/vectors/ops_*.c) tests/vectors/run_embed.c"

# Each header must compile on its own: wrap it in a one-line unit.
units=""
for h in $hdrs; do
    n=$(echo "$h" | tr '/.' '__')
    printf '#include "%s"\ntypedef int fc_header_unit_nonempty;\n' "${h#include/}" > "$out/hdr_$n.c"
    units="$units $out/hdr_$n.c"
done
units="$units $srcs $runner"

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
for wide in 1 0; do
    for cc in gcc clang; do
        for f in $units; do
            $cc $strict -DFC_WIDE_NATIVE=$wide -Iinclude -Itests/vectors -c "$f" -o "$out/host.o" 2>"$out/log" \
                || { bad "$cc (wide=$wide) $f"; cat "$out/log"; }
        done
    done
done
note "gcc, clang: ok"

# Cortex-M0 and M4 (the compilers' pattern matching differs: at -Os gcc
# may turn a copying loop into memmove on one and not the other), both
# wide implementations; objects kept for the symbol check.
for cpu in cortex-m0 cortex-m4; do
arm="arm-none-eabi-gcc -mcpu=$cpu -mthumb -Os -std=c99 -Wall -Wextra -Wconversion -Wundef -pedantic -Werror -ffreestanding"
for wide in 1 0; do
    d="$out/$cpu-$wide"
    mkdir -p "$d"
    rm -f "$d"/*.o
    for f in $srcs; do
        $arm -DFC_WIDE_NATIVE=$wide -Iinclude -c "$f" -o "$d/$(basename "$f" .c).o" 2>"$out/log" \
            || { bad "arm-none-eabi-gcc $cpu (wide=$wide) $f"; cat "$out/log"; }
    done
    if [ "$cpu" = cortex-m0 ]; then
        for f in $units; do
            $arm -DFC_WIDE_NATIVE=$wide -Iinclude -Itests/vectors -c "$f" -o "$out/arm.o" 2>"$out/log" \
                || { bad "arm-none-eabi-gcc (wide=$wide) $f"; cat "$out/log"; }
        done
    fi
    check_syms "$d" "$cpu wide=$wide" || fail=1
done
done
note "arm-none-eabi-gcc cortex-m0, cortex-m4: ok, symbols checked"

# cc65, 6502: warnings are errors. The simulator target, and the library
# alone for the NES and the C64.
for f in $units; do
    cc65 -t sim6502 -O --standard c99 -W error -Iinclude -Itests/vectors "$f" -o "$out/c65.s" 2>"$out/log" \
        || { bad "cc65 $f"; cat "$out/log"; }
done
for t in nes c64; do
    for f in $srcs; do
        cc65 -t $t -O --standard c99 -W error -Iinclude "$f" -o "$out/c65.s" 2>"$out/log" \
            || { bad "cc65 -t $t $f"; cat "$out/log"; }
    done
done
note "cc65 sim6502, nes, c64: ok"

# SDCC, Z80 and Game Boy (SM83): warnings are errors.
for m in z80 sm83; do
    for f in $units; do
        sdcc -m$m --std-c99 --Werror -Iinclude -Itests/vectors -c "$f" -o "$out/sdcc.rel" >"$out/log" 2>&1 \
            || { bad "sdcc -m$m $f"; cat "$out/log"; }
    done
    note "sdcc -m$m: ok"
done

[ $fail -eq 0 ] && note "check-portable: all compilers passed" && exit 0
note "check-portable: FAILED"
exit 1
