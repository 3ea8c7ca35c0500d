#!/bin/sh
# Runs every unit-test binary and every conformance vector file for each
# build variant, then prints one closing line: "N passed, N failed".
#
# usage: tests/run-tests.sh BUILD "VARIANTS" "UNITS" "VECTOR FILES"
#
# The checks run as independent tasks (one per variant, the embedded-text
# runner, the ROM tables, one oracle check per vector file), TEST_JOBS at
# a time (default: one per core). Each task's report is printed in the
# order above once all have finished, so the output is the same whatever
# ran first.
set -u
build=$1 variants=$2 units=$3 vectors=$4
jobs=${TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
tmp=$build/test/results
rm -rf "$tmp"
mkdir -p "$tmp"

# Within a task: ok / fail append to the task's result file.
ok()   { echo ok >> "$res"; }
fail() { echo "fail $*" >> "$res"; echo "FAILED: $*"; }

task_variant() {
    v=$1
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
}

task_embed() {
    echo "== embedded-text runner (vectors compiled in)"
    cat $(for f in $vectors; do echo "${f%.vec}.expected"; done) > "$build/test/embed/expected"
    if "$build/test/embed/fixcol-run-embed" > "$build/test/embed/answers" \
        && cmp -s "$build/test/embed/answers" "$build/test/embed/expected"; then
        ok
        echo "  $(wc -l < "$build/test/embed/expected") answers identical"
    else
        fail "embedded runner"
    fi
}

task_rom() {
    echo "== ROM tables from tools/fc-polyc"
    if "$build/test/rom/rom_check" > "$tmp/rom.out" 2>&1; then
        sed 's/^/  /' "$tmp/rom.out"
        ok
    else
        cat "$tmp/rom.out"
        fail "ROM table check"
    fi
}

# check: exact ops byte for byte, collision ops within the protocol's
# tolerances, every decision exactly.
task_oracle() {
    f=$1
    echo "== committed expected answers pass the oracle's check: $(basename "$f")"
    o=$tmp/oracle-$(basename "$f" .vec).out
    if python3 tests/oracle/fcoracle.py check "$f" "${f%.vec}.expected" > "$o" 2>&1; then
        sed 's/^/  /' "$o"
        ok
    else
        cat "$o"
        fail "oracle check of ${f%.vec}.expected"
    fi
}

tasks=""
for v in $variants; do tasks="$tasks variant:$v"; done
tasks="$tasks embed rom"
if command -v python3 >/dev/null 2>&1; then
    for f in $vectors; do tasks="$tasks oracle:$f"; done
fi

# Deal the tasks round-robin into $jobs lanes; each lane runs its tasks
# one after another in the background.
i=0
for t in $tasks; do
    echo "$t" >> "$tmp/lane-$((i % jobs))"
    i=$((i + 1))
done
for lane in "$tmp"/lane-*; do
    (
        while read -r t; do
            n=$(echo "$t" | tr '/:' '__')
            res=$tmp/$n.result
            : > "$res"
            case $t in
                variant:*) task_variant "${t#variant:}" ;;
                oracle:*)  task_oracle "${t#oracle:}" ;;
                embed)     task_embed ;;
                rom)       task_rom ;;
            esac > "$tmp/$n.log" 2>&1
        done < "$lane"
    ) &
done
wait

passed=0 failed=0
for t in $tasks; do
    n=$(echo "$t" | tr '/:' '__')
    cat "$tmp/$n.log"
    p=$(grep -c '^ok$' "$tmp/$n.result")
    f=$(grep -c '^fail' "$tmp/$n.result")
    # A task that died before reporting anything counts as a failure.
    [ -s "$tmp/$n.result" ] || { f=1; echo "FAILED: $t reported nothing"; }
    passed=$((passed + p)) failed=$((failed + f))
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
