#!/bin/sh
# Unit test of the ARMv6-M kernels of ports/cortex-m/smull_v6m.S under
# qemu's micro:bit (Cortex-M0): the square root's core (fci_port_isqrt_w),
# an edge normal's length (fci_wide_length), the 64 / 32 division (fci_port_divide), the SAT's dot product
# (fci_port_depth) and exact choice of axis (fci_port_push_less), the
# 64 x 64 -> 128 product (fci_big_mul_wide), the build's two passes
# (fci_port_convex, fci_port_fill) and the linear SAT (fci_port_sat):
# every output against the
# library's C or the contract (ports/cortex-m/kernels-test.c) on edge
# cases and CASES (default 100000) pseudo-random values of each.
#
# usage: sh ports/cortex-m/kernels-test.sh
set -u
out=build/cortex-m-kernels
mkdir -p "$out"
cc="arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -Os -include ports/cortex-m/port.h"
$cc -std=c99 -Wall -Wextra -Werror -Iinclude -Isrc -I. -DFC_PORT_ISQRT=0 -DFC_PORT_BIG_MUL=0 -DFC_PORT_DIV=0 -DFC_PORT_DEPTH=0 -DFC_PORT_LENGTH=0 -DFC_PORT_CONVEX=0 -DFC_PORT_FILL=0 -DFC_PORT_PUSH_LESS=0 -DFC_PORT_SAT=0 -ffunction-sections \
        -DCASES="${CASES:-100000}" -c ports/cortex-m/kernels-test.c -o "$out/check.o" \
    && $cc -std=gnu99 -c ports/cortex-m/startup.c -o "$out/startup.o" \
    && $cc -std=gnu99 -c ports/cortex-m/semihost.c -o "$out/semihost.o" \
    && $cc -c ports/cortex-m/smull_v6m.S -o "$out/kernels.o" \
    && $cc -nostartfiles --specs=nano.specs -Wl,--gc-sections -T ports/cortex-m/cortex-m.ld \
        -Wl,--defsym=FLASH_SIZE=256K -Wl,--defsym=RAM_SIZE=16K "$out"/check.o \
        "$out"/startup.o "$out"/semihost.o "$out"/kernels.o -lgcc -o "$out/check.elf" || exit 1
timeout 600 qemu-system-arm -M microbit -display none -monitor none -serial none \
    -chardev stdio,id=con -semihosting-config enable=on,target=native,chardev=con \
    -kernel "$out/check.elf" </dev/null
