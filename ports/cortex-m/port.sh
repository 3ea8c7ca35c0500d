# Cortex-M hooks for tools/port-test.sh (sourced, POSIX sh).
# M0 and M0+ run on qemu's micro:bit (ARMv6-M, 256 KB flash, 16 KB RAM;
# qemu 7.2 has no M0+ machine, and M0+ is the same ISA); M3 on mps2-an385,
# M4 on mps2-an386 (4 MB code memory).

port_init() {
    cpu=$1
    case "$cpu" in
        cortex-m0|cortex-m0plus) machine=microbit; flash=256K; ram=16K; chunk=150000 ;;
        cortex-m3) machine=mps2-an385; flash=4M; ram=1M; chunk=3000000 ;;
        cortex-m4) machine=mps2-an386; flash=4M; ram=1M; chunk=3000000 ;;
        *) echo "unknown CPU '$cpu' (cortex-m0, cortex-m0plus, cortex-m3, cortex-m4)"; return 1 ;;
    esac
    # port.h turns on the port's 32 x 32 -> 64 multiply and square root
    # (smull_v6m.S) on ARMv6-M; SMULL=0 asks for the compiler's product
    # and the C root instead (both are tested).
    smull=0
    case "$cpu" in cortex-m0*) smull=${SMULL:-1} ;; esac
    cc="arm-none-eabi-gcc -mcpu=$cpu -mthumb -Os -ffunction-sections -fdata-sections"
    cc="$cc -include ports/cortex-m/port.h -DFC_PORT_SMULL=$smull"
    obj=$out/obj
    mkdir -p "$obj"
    rm -f "$obj"/*.o
    # The library and the runner, compiled once per run.
    for f in src/*.c tests/vectors/runner.c tests/vectors/ops_*.c tests/vectors/run_embed.c; do
        $cc -std=c99 -Wall -Wextra -Werror -Iinclude -Itests/vectors -c "$f" \
            -o "$obj/$(basename "$f" .c).o" || return 1
    done
    for f in ports/cortex-m/startup.c ports/cortex-m/semihost.c; do
        $cc -std=gnu99 -Wall -Wextra -Werror -c "$f" -o "$obj/port-$(basename "$f" .c).o" || return 1
    done
    if [ "$smull" = 1 ]; then
        $cc -c ports/cortex-m/smull_v6m.S -o "$obj/port-smull.o" || return 1
    fi
}

port_default_vectors() {
    ls tests/vectors/*.vec
}

port_chunk_bytes() {
    echo "$chunk"
}

port_build() {
    $cc -std=c99 -c "$1" -o "$2.vec.o" || return 1
    $cc -nostartfiles --specs=nano.specs -Wl,--gc-sections -T ports/cortex-m/cortex-m.ld \
        -Wl,--defsym=FLASH_SIZE="$flash" -Wl,--defsym=RAM_SIZE="$ram" \
        "$obj"/*.o "$2.vec.o" -lgcc -o "$2.elf"
}

port_run() {
    timeout 600 qemu-system-arm -M "$machine" -display none -monitor none -serial none \
        -chardev stdio,id=con -semihosting-config enable=on,target=native,chardev=con \
        ${QEMU_PLUGIN:+-plugin "$QEMU_PLUGIN"} -kernel "$1.elf" </dev/null
}
