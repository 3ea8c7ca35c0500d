#!/bin/sh
# make bench-bodies: the costs of bench/bodies.c on the host, instructions
# per frame or per call under callgrind (each measured function's
# inclusive count divided by its calls, which bench/bodies.c fixes: one
# brute-force frame, 21 cold frames, 20 warm frames, 1000 moves); then on
# the Cortex-M0 and the GBA (tools/bench-bodies-targets.py), where the
# tools for them are installed (sh tools/deps.sh bench; the GBA runner
# needs libmgba-dev).
set -e
out=${1:-build/bench-bodies}
mkdir -p "$out"
cc -std=c99 -O2 -Wall -Wextra -Wconversion -Werror -Iinclude bench/bodies.c src/*.c -o "$out/bodies"
count() {
    callgrind_annotate --inclusive=yes "$1" 2>/dev/null \
        | awk -v f="$2" '$0 ~ (":" f "[. ]") { gsub(",", "", $1); print $1; exit }'
}
echo "| scene (1000 boxes) | brute force, per frame | sort-and-sweep cold, per frame | with last frame's order, per frame | per body, last frame's order |"
echo "|---|---:|---:|---:|---:|"
for scene in sparse dense; do
    valgrind --tool=callgrind --callgrind-out-file="$out/cg.$scene" "$out/bodies" "$scene" > "$out/$scene.txt" 2>/dev/null
    b=$(count "$out/cg.$scene" frame_brute)
    c=$(count "$out/cg.$scene" frame_cold)
    w=$(count "$out/cg.$scene" frame_warm)
    echo "| $(cat "$out/$scene.txt") | $b | $((c / 21)) | $((w / 20)) | $((w / 20000)) |"
done
valgrind --tool=callgrind --callgrind-out-file="$out/cg.move" "$out/bodies" move > /dev/null 2>&1
echo
echo "| moving an 8-gon | instructions per call |"
echo "|---|---:|"
echo "| fc_poly_translate | $(( $(count "$out/cg.move" move_translate) / 1000 )) |"
echo "| fc_poly_transform (rotate and move) | $(( $(count "$out/cg.move" move_transform) / 1000 )) |"
echo "| fc_poly_build (the same vertices) | $(( $(count "$out/cg.move" move_build) / 1000 )) |"
echo
if command -v arm-none-eabi-gcc > /dev/null && command -v qemu-system-arm > /dev/null; then
    make --no-print-directory build/host/libinsncount.so > /dev/null
    python3 tools/bench-bodies-targets.py "$out" m0
else
    echo "(Cortex-M0: not measured, arm-none-eabi-gcc or qemu-system-arm missing)"
fi
if command -v arm-none-eabi-gcc > /dev/null \
    && { [ -x build/host/mgba-run ] || cc -O2 tools/mgba-run.c -lmgba -o build/host/mgba-run 2> /dev/null; }; then
    python3 tools/bench-bodies-targets.py "$out" gba
else
    echo "(GBA: not measured, build/host/mgba-run does not build: libmgba-dev missing)"
fi
