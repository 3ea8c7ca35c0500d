#!/bin/sh
# Unit test of the ARMv6-M square root (fci_port_isqrt_w in
# ports/cortex-m/smull_v6m.S) under qemu's micro:bit (Cortex-M0): every
# output against src/wide_root.c's C (ports/cortex-m/isqrt-test.c) on
# edge cases and CASES (default 100000) pseudo-random values.
#
# usage: sh ports/cortex-m/isqrt-test.sh
set -u
out=build/cortex-m-isqrt
mkdir -p "$out"
cc="arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -Os -include ports/cortex-m/port.h"
$cc -std=c99 -Wall -Wextra -Werror -Iinclude -Isrc -I. -DFC_PORT_ISQRT=0 \
        -DCASES="${CASES:-100000}" -c ports/cortex-m/isqrt-test.c -o "$out/check.o" \
    && $cc -std=gnu99 -c ports/cortex-m/startup.c -o "$out/startup.o" \
    && $cc -std=gnu99 -c ports/cortex-m/semihost.c -o "$out/semihost.o" \
    && $cc -c ports/cortex-m/smull_v6m.S -o "$out/kernels.o" \
    && $cc -nostartfiles --specs=nano.specs -Wl,--gc-sections -T ports/cortex-m/cortex-m.ld \
        -Wl,--defsym=FLASH_SIZE=256K -Wl,--defsym=RAM_SIZE=16K "$out"/check.o \
        "$out"/startup.o "$out"/semihost.o "$out"/kernels.o -lgcc -o "$out/check.elf" || exit 1
timeout 600 qemu-system-arm -M microbit -display none -monitor none -serial none \
    -chardev stdio,id=con -semihosting-config enable=on,target=native,chardev=con \
    -kernel "$out/check.elf" </dev/null
