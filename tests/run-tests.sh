#!/bin/sh
# Runs every unit-test binary and every conformance vector file for each
# build variant, then prints one closing line: "N passed, N failed".
#
# usage: tests/run-tests.sh BUILD "VARIANTS" "UNITS" "VECTOR FILES"
set -u
build=$1 variants=$2 units=$3 vectors=$4
passed=0 failed=0

ok()   { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAILED: $*"; }

for v in $variants; do
    echo "== $v: unit tests"
    for u in $units; do
        # CMocka prints its summary on stderr; keep it with stdout.
        if "$build/test/$v/$u" > "$build/test/$v/$u.log" 2>&1 \
            && ! grep -q 'FAILED TEST' "$build/test/$v/$u.log"; then
            ok
            grep -E '^\[ *(PASSED|FAILED) *\]' "$build/test/$v/$u.log" | sed "s|^|  $u: |"
        else
            fail "$v $u"
            cat "$build/test/$v/$u.log"
        fi
    done
    echo "== $v: conformance vectors"
    for f in $vectors; do
        exp=${f%.vec}.expected
        out="$build/test/$v/$(basename "$f" .vec).answers"
        if "$build/test/$v/fixcol-run" < "$f" > "$out" && cmp -s "$out" "$exp"; then
            ok
            echo "  $(basename "$f"): $(wc -l < "$exp") answers identical"
        else
            fail "$v $(basename "$f")"
            python3 tests/oracle/fcoracle.py compare "$f" "$exp" "$out" 2>&1 | tail -25
        fi
    done
done

echo "== embedded-text runner (vectors compiled in)"
cat $(for f in $vectors; do echo "${f%.vec}.expected"; done) > "$build/test/embed/expected"
if "$build/test/embed/fixcol-run-embed" > "$build/test/embed/answers" \
    && cmp -s "$build/test/embed/answers" "$build/test/embed/expected"; then
    ok
    echo "  $(wc -l < "$build/test/embed/expected") answers identical"
else
    fail "embedded runner"
fi

echo "== ROM tables from tools/fc-polyc"
if "$build/test/rom/rom_check"; then ok; else fail "ROM table check"; fi

if command -v python3 >/dev/null 2>&1; then
    echo "== committed expected answers pass the oracle's check"
    for f in $vectors; do
        # check: exact ops byte for byte, collision ops within the
        # protocol's tolerances, every decision exactly.
        if python3 tests/oracle/fcoracle.py check "$f" "${f%.vec}.expected" > /dev/null; then
            ok
        else
            fail "oracle check of ${f%.vec}.expected"
        fi
    done
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
