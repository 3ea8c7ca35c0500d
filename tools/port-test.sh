#!/bin/sh
# Runs the conformance runner on a target under its emulator and compares
# the answers byte for byte with the host's.
#
# usage: tools/port-test.sh PORT TARGET [FILE.vec ...]
#
# Without files: the port's default vector set, compared with the
# committed expected answers. With files: those queries, compared with
# the host runner's answers (build/host/fixcol-run). Either way the
# target's answers are left in build/PORT-TARGET/answers.txt and the exit
# status says whether they match.
#
# The port folder supplies ports/PORT/port.sh, defining
#   port_init TARGET      check the target name, set up variables
#   port_chunk_bytes      most query text one image can hold
#   port_build C OUT      build an image from the generated vector file C
#   port_run OUT          run it, answers on stdout, status 0 on success
set -u
port=$1 target=$2
shift 2
out=build/$port-$target
mkdir -p "$out/chunks"
rm -f "$out"/chunks/*.c
[ -f "ports/$port/port.sh" ] || { echo "no port '$port' (see ports/README.md)"; exit 2; }
if [ -f "tools/deps.sh" ] && grep -q "^    $port)" tools/deps.sh; then
    sh tools/deps.sh "$port" || exit 2
fi
. "ports/$port/port.sh"
port_init "$target" || exit 2

if [ $# -eq 0 ]; then
    set -- $(port_default_vectors)
    expected="$out/expected.txt"
    for f in "$@"; do cat "${f%.vec}.expected"; done > "$expected"
else
    expected="$out/host-answers.txt"
    cat "$@" | build/host/fixcol-run > "$expected" || exit 2
fi

chunks=$(python3 tools/vec2c.py --split "$(port_chunk_bytes)" "$out/chunks" "$@") || exit 2
: > "$out/answers.txt"
i=0
while [ "$i" -lt "$chunks" ]; do
    c=$(printf '%s/chunks/chunk-%03d.c' "$out" "$i")
    port_build "$c" "$out/run-$i" || { echo "build failed: $c"; exit 1; }
    port_run "$out/run-$i" >> "$out/answers.txt"
    status=$?
    if [ "$status" -ne 0 ]; then
        echo "$port $target: image $i exited with status $status"
        exit 1
    fi
    i=$((i + 1))
done

n=$(wc -l < "$expected")
if cmp -s "$out/answers.txt" "$expected"; then
    echo "$port $target: $n answers identical to the host's ($chunks image(s))"
    exit 0
fi
echo "$port $target: answers differ from the host's:"
diff "$expected" "$out/answers.txt" | head -20
exit 1
