#!/bin/sh
# Line and branch coverage of src/ over the host test suite: every unit
# test and every committed vector file, with both wide-arithmetic
# implementations (a line only one of them compiles counts once).
#
# usage: tools/coverage.sh BUILD MIN_LINES MIN_BRANCHES
# Prints a table per file, leaves every line and branch outcome not taken
# in BUILD/report.txt, and fails when either percentage is below its minimum.
set -eu
build=$1 min_lines=$2 min_branches=$3
cc=${CC_COV:-gcc}
warn="-std=c99 -Wall -Wextra -Wconversion -Wundef -pedantic -Werror"
rm -rf "$build"
mkdir -p "$build"

for wide in 1 0; do
    d=$build/w$wide
    mkdir -p "$d/obj"
    # One object per source, so that every binary adds to the same .gcda.
    for s in src/*.c; do
        $cc $warn -O0 -g --coverage -DFC_WIDE_NATIVE=$wide -Iinclude \
            -c "$s" -o "$d/obj/$(basename "$s" .c).o"
    done
    objs=$(ls "$d"/obj/*.o)
    for t in tests/unit/test_*.c; do
        u=$(basename "$t" .c)
        $cc $warn -O0 -g -DFC_WIDE_NATIVE=$wide -Iinclude "$t" $objs \
            --coverage -o "$d/$u" -lcmocka -lm
        "$d/$u" > "$d/$u.log" 2>&1 || { cat "$d/$u.log"; echo "coverage: $u failed"; exit 1; }
    done
    $cc $warn -O0 -g -DFC_WIDE_NATIVE=$wide -Iinclude -Itests/vectors \
        tests/vectors/runner.c tests/vectors/ops_*.c tests/vectors/run_host.c $objs \
        --coverage -o "$d/fixcol-run"
    for v in tests/vectors/*.vec; do
        "$d/fixcol-run" < "$v" > "$d/$(basename "$v" .vec).answers"
        cmp -s "$d/$(basename "$v" .vec).answers" "${v%.vec}.expected" \
            || { echo "coverage: $v answers differ"; exit 1; }
    done
done

python3 tools/covreport.py "$min_lines" "$min_branches" "$build/report.txt" \
    "$build/w1/obj" "$build/w0/obj"
