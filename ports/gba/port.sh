# GBA hooks for tools/port-test.sh (sourced, POSIX sh): arm-none-eabi-gcc
# for the ARM7TDMI (Thumb, -Os, code in cartridge ROM), run headless
# under libmgba by tools/mgba-run.c. The ROM holds 32 MB, so the whole
# vector set fits one image. The default set is the committed subset;
# FULL=1 runs every committed vector. SMULL=0 builds with the compiler's
# 64-bit multiply instead of the port's ARM-state fc_port_smull; FAST=0
# leaves the kernels of FC_PORT_FAST_CODE (roots, divisions, 128-bit
# products) in ROM as Thumb code instead of ARM code in IWRAM.

port_init() {
    [ "$1" = gba ] || { echo "unknown GBA target '$1' (gba)"; return 1; }
    make --no-print-directory -s build/host/mgba-run || return 1   # the Makefile's rule
    smull=${SMULL:-1}
    fast=
    if [ "${FAST:-1}" = 0 ]; then
        fast=-DFC_PORT_FAST_CODE=
    fi
    cc="arm-none-eabi-gcc -mcpu=arm7tdmi -mthumb -mthumb-interwork -Os -ffunction-sections -fdata-sections"
    obj=$out/obj
    mkdir -p "$obj"
    rm -f "$obj"/*.o
    # The library and the runner, compiled once per run.
    for f in src/*.c tests/vectors/runner.c tests/vectors/ops_*.c tests/vectors/run_embed.c; do
        $cc -std=c99 -Wall -Wextra -Werror -include ports/gba/port.h -DFC_PORT_SMULL="$smull" $fast \
            -Iinclude -Itests/vectors -c "$f" -o "$obj/$(basename "$f" .c).o" || return 1
    done
    $cc -std=c99 -Wall -Wextra -Werror -c ports/gba/console.c -o "$obj/port-console.o" || return 1
    $cc -c ports/gba/crt0.s -o "$obj/port-crt0.o" || return 1
    if [ "$smull" = 1 ]; then
        $cc -c ports/gba/smull_arm.s -o "$obj/port-smull.o" || return 1
    fi
}

# Query text per image: the ROM is 32 MB; the committed vectors are 1.6 MB.
port_chunk_bytes() {
    echo 4000000
}

port_build() {
    $cc -std=c99 -c "$1" -o "$2.vec.o" || return 1
    $cc -nostartfiles --specs=nano.specs -T ports/gba/gba.ld -Wl,--gc-sections \
        -Wl,-Map="$2.map" "$obj"/*.o "$2.vec.o" -lgcc -o "$2.elf" || return 1
    arm-none-eabi-objcopy -O binary "$2.elf" "$2.gba"
}

port_run() {
    # A frame limit (60 frames per emulated second), so a runaway program
    # ends with status 124; FRAMES= overrides it.
    build/host/mgba-run "$1.gba" "${FRAMES:-216000}" </dev/null
}
