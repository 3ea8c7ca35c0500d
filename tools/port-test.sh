#!/bin/sh
# Runs the conformance runner on a target under its emulator and compares
# the answers byte for byte with the host's.
#
# usage: tools/port-test.sh PORT TARGET [FILE.vec ...]
#
# Without files: the port's default vector set; with files: those
# queries. The reference is the host runner (build/host/fixcol-run),
# which make test proves equal to the committed expected answers. The
# target's answers are left in build/PORT-TARGET/answers.txt (grouped by
# op group on ports that build one runner per group) and the exit status
# says whether they match. PORT_OUT=DIR builds in DIR instead, so that two
# variants of one port (UMUL=0 WCMP=0 beside the default) can run at once.
#
# The port folder supplies ports/PORT/port.sh, defining
#   port_init TARGET      check the target name, set up variables
#   port_chunk_bytes MASK most query text one image of that group can hold
#   port_groups           (optional) "MASK:op,op;..." to build one runner
#                         per op group (GROUP=MASK is set for port_build)
#   port_build C OUT      build an image from the generated vector file C
#                         (VEC_TEXT names the group's query text, for ports
#                         that put it in the image as it is)
#   port_run OUT          run it, answers on stdout, status 0 on success
#   port_default_vectors  (optional) the files to run without arguments;
#                         by default the committed subset, and with FULL=1
#                         every committed vector; the polygon pairs of
#                         tests/vectors/ports/walk.vec follow them on every
#                         port
set -u
port=$1 target=$2
shift 2
out=${PORT_OUT:-build/$port-$target}
mkdir -p "$out/chunks"
rm -f "$out"/chunks/*.c
[ -f "ports/$port/port.sh" ] || { echo "no port '$port' (see ports/README.md)"; exit 2; }
if [ -f "tools/deps.sh" ] && grep -q "^    $port)" tools/deps.sh; then
    sh tools/deps.sh "$port" || exit 2
fi
port_default_vectors() {
    if [ "${FULL:-0}" = 1 ]; then
        ls tests/vectors/*.vec
    else
        echo tests/vectors/ports/subset.vec
    fi
}
. "ports/$port/port.sh"
port_init "$target" || exit 2

if [ $# -eq 0 ]; then
    # shellcheck disable=SC2046 # a list of files
    set -- $(port_default_vectors) tests/vectors/ports/walk.vec
    reference="host runner"
else
    reference="host runner"
fi

# Ports with little code space answer one op group per runner build
# (port_groups: "MASK:op,op;..."); the others answer everything at once.
if command -v port_groups >/dev/null 2>&1; then
    rm -f "$out"/group-*.vec
    masks=$(python3 tools/vecgroup.py "$(port_groups)" "$out" "$@") || exit 2
else
    masks=63
    cat "$@" > "$out/group-63.vec"
fi

: > "$out/answers.txt"
: > "$out/expected.txt"
images=0
for mask in $masks; do
    # The host runner answers every op; make test proves it equals the
    # committed expected answers, so it is the reference for every file.
    build/host/fixcol-run < "$out/group-$mask.vec" >> "$out/expected.txt" || exit 2
    rm -f "$out"/chunks/*.c
    chunks=$(python3 tools/vec2c.py --split "$(port_chunk_bytes "$mask")" "$out/chunks" \
        "$out/group-$mask.vec") || exit 2
    i=0
    while [ "$i" -lt "$chunks" ]; do
        c=$(printf '%s/chunks/chunk-%03d.c' "$out" "$i")
        GROUP=$mask VEC_TEXT="$out/group-$mask.vec" port_build "$c" "$out/run-$mask-$i" || { echo "build failed: group $mask, $c"; exit 1; }
        port_run "$out/run-$mask-$i" >> "$out/answers.txt"
        status=$?
        if [ "$status" -ne 0 ]; then
            echo "$port $target: image $mask/$i exited with status $status"
            exit 1
        fi
        i=$((i + 1))
        images=$((images + 1))
    done
done

n=$(wc -l < "$out/expected.txt")
if cmp -s "$out/answers.txt" "$out/expected.txt"; then
    echo "$port $target: $n answers identical to the host's ($images image(s))"
    exit 0
fi
echo "$port $target: answers differ from the host's ($reference):"
diff "$out/expected.txt" "$out/answers.txt" | head -20
exit 1
