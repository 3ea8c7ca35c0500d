#!/bin/sh
# Code size per module (and, on Cortex-M and the GBA, the worst-case stack
# of every public function; on the 8-bit CPUs, the library bytes each
# public query pulls into a program, tools/link-size.py) for one target.
#
# usage: tools/port-size.sh cortex-m CPU | gba | 6502 | z80 | sm83 | avr
set -u
case "$1" in
    6502|z80|sm83) python3 tools/retro-size.py "$1" || exit 1
                   echo
                   exec python3 tools/link-size.py "$1" ;;
    avr) exec python3 tools/link-size.py avr ;;
    cortex-m) cpu=${2:-cortex-m0plus} ;;
    gba) exec sh tools/port-size.sh gba-arm7tdmi ;;
    gba-arm7tdmi) ;;
    *) echo "usage: $0 cortex-m CPU | gba | 6502 | z80 | sm83 | avr"; exit 2 ;;
esac

# GBA: Thumb -Os as ports/gba builds it, with the port's ARM multiply
# (FC_PORT_SMULL=1, ports/gba/smull_arm.s) counted as one more module.
# The stack table comes from the plain C build (FC_PORT_SMULL=0), whose
# __aeabi_lmul needs more stack than fc_port_smull (none), so it is an
# upper bound for both.
if [ "$1" = gba-arm7tdmi ]; then
    out=build/size-gba
    rm -rf "$out"
    mkdir -p "$out/port" "$out/plain"
    cc="arm-none-eabi-gcc -mcpu=arm7tdmi -mthumb -mthumb-interwork -Os -std=c99 -ffunction-sections -fdata-sections"
    for f in src/*.c; do
        m=$(basename "$f" .c)
        $cc -Iinclude -include ports/gba/port.h -c "$f" -o "$out/port/$m.o" || exit 1
        (cd "$out/plain" && $cc -I../../../include -DFC_PORT_SMULL=0 -fstack-usage \
            -fcallgraph-info=su -c "../../../$f" -o "$m.o") || exit 1
    done
    $cc -c ports/gba/smull_arm.s -o "$out/port/smull_arm.o" || exit 1
    echo "## gba (ARM7TDMI): code size per module (Thumb -Os, bytes)"
    echo
    echo "| module | text | data | bss |"
    echo "|---|---:|---:|---:|"
    arm-none-eabi-size "$out"/port/*.o | awk 'NR > 1 {
        n = split($6, p, "/"); sub(/\.o$/, "", p[n]);
        if (p[n] == "smull_arm") p[n] = "smull_arm (port: 8 in ROM, 12 ARM in IWRAM)";
        printf "| %s | %d | %d | %d |\n", p[n], $1, $2, $3; t += $1; d += $2; b += $3 }
        END { printf "| **total** | **%d** | **%d** | **%d** |\n", t, d, b }'
    echo
    # The kernels FC_PORT_FAST_CODE places in IWRAM (ports/gba/port.h).
    arm-none-eabi-size -A "$out"/port/*.o | awk '$1 == ".iwram.fixcol" { n += $2 }
        END { printf "Of that, %d bytes are ARM code in IWRAM (.iwram.fixcol: the kernels of FC_PORT_FAST_CODE).\n", n }'
    echo
    echo "## gba (ARM7TDMI): worst-case stack per public function"
    echo
    exec python3 tools/stack.py "$out/plain" arm-none-eabi-objdump \
        "$(arm-none-eabi-gcc -mcpu=arm7tdmi -mthumb -print-libgcc-file-name)" include/fixcol/*.h
fi
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
