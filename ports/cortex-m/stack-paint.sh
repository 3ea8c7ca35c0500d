#!/bin/sh
# The worst-case stack of fc_poly_poly_mtv on the Cortex-M0, two ways:
# statically, from gcc's call graph and the port's assembly followed with
# its stack depth at each call (tools/stack.py, as make bench takes it),
# and by a painted stack under qemu's micro:bit (stack-paint.c). Fails
# when the painted figure exceeds the static one (the analysis missed a
# frame) or the static one exceeds 160 bytes.
#
# usage: sh ports/cortex-m/stack-paint.sh
set -u
out=build/cortex-m-stack
rm -rf "$out"
mkdir -p "$out"
cc="arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -Os -ffunction-sections -fdata-sections -include ports/cortex-m/port.h"
for f in src/*.c; do
    m=$(basename "$f" .c)
    $cc -std=c99 -Iinclude -fstack-usage -fcallgraph-info=su -c "$f" -o "$out/$m.o" || exit 1
done
$cc -std=c99 -Wall -Wextra -Wconversion -Werror -Iinclude -c ports/cortex-m/stack-paint.c -o "$out/paint.x" \
    && $cc -std=gnu99 -c ports/cortex-m/startup.c -o "$out/startup.x" \
    && $cc -std=gnu99 -c ports/cortex-m/semihost.c -o "$out/semihost.x" \
    && $cc -c ports/cortex-m/smull_v6m.S -o "$out/smull_v6m.x" \
    && $cc -nostartfiles --specs=nano.specs -Wl,--gc-sections -T ports/cortex-m/cortex-m.ld \
        -Wl,--defsym=FLASH_SIZE=256K -Wl,--defsym=RAM_SIZE=16K "$out"/*.x "$out"/*.o -lgcc \
        -o "$out/paint.elf" || exit 1
painted=$(timeout 120 qemu-system-arm -M microbit -display none -monitor none -serial none \
    -chardev stdio,id=con -semihosting-config enable=on,target=native,chardev=con \
    -kernel "$out/paint.elf" </dev/null) || { echo "stack-paint: the run failed: $painted"; exit 1; }
painted=$((0x$(echo "$painted" | awk '{print $1}')))
static=$(python3 tools/stack.py "$out" arm-none-eabi-objdump \
    "$(arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -print-libgcc-file-name)" --asm "$out/smull_v6m.x" \
    include/fixcol/*.h | awk -F'|' '$2 ~ /`fc_poly_poly_mtv`/ {gsub(/ /, "", $3); print $3}')
echo "fc_poly_poly_mtv on the Cortex-M0: $painted bytes of stack used (painted), $static at most (call graph)"
[ -n "$static" ] && [ "$painted" -le "$static" ] && [ "$static" -le 160 ] || {
    echo "stack-paint: FAILED (painted <= call graph <= 160 expected)"
    exit 1
}
