#!/bin/sh
# Code size per module (and, on Cortex-M, the worst-case stack of every
# public function) for one target.
#
# usage: tools/port-size.sh cortex-m CPU | 6502 | z80 | sm83
set -u
case "$1" in
    6502|z80|sm83) exec python3 tools/retro-size.py "$1" ;;
    cortex-m) cpu=${2:-cortex-m0plus} ;;
    *) echo "usage: $0 cortex-m CPU | 6502 | z80 | sm83"; exit 2 ;;
esac
out=build/size-cortex-m-$cpu
rm -rf "$out"
mkdir -p "$out"
cc="arm-none-eabi-gcc -mcpu=$cpu -mthumb -Os -std=c99 -ffunction-sections -fdata-sections"
for f in src/*.c; do
    m=$(basename "$f" .c)
    (cd "$out" && $cc -I../../include -fstack-usage -fcallgraph-info=su -c "../../$f" -o "$m.o") || exit 1
done
echo "## $cpu: code size per module (-Os, bytes)"
echo
echo "| module | text | data | bss |"
echo "|---|---:|---:|---:|"
arm-none-eabi-size "$out"/*.o | awk 'NR > 1 {
    n = split($6, p, "/"); sub(/\.o$/, "", p[n]);
    printf "| %s | %d | %d | %d |\n", p[n], $1, $2, $3; t += $1; d += $2; b += $3 }
    END { printf "| **total** | **%d** | **%d** | **%d** |\n", t, d, b }'
echo
echo "## $cpu: worst-case stack per public function"
echo
python3 tools/stack.py "$out" arm-none-eabi-objdump \
    "$(arm-none-eabi-gcc -mcpu="$cpu" -mthumb -print-libgcc-file-name)" include/fixcol/*.h
