# AVR hooks for tools/port-test.sh (sourced, POSIX sh): avr-gcc and
# avr-libc, run under simavr through tools/simavr-run.c (libsimavr).
#
# Target atmega1284p (the default): 128 KB of flash hold the whole library
# and the runner, so one image answers every op; the query text lives in
# its 16 KB of RAM, so the queries are split into chunks of 3,000 bytes,
# one image each. Target atmega328p (the Arduino Uno's 32 KB) holds single
# queries, not the runner: `make size PORT=avr` reports what each public
# query links there.
#
# WIDE=0 builds the library with the portable two-word 64-bit arithmetic
# (FC_WIDE_NATIVE=0) instead of avr-gcc's int64_t (the default); BOX=0
# builds the C box queries instead of the port's assembly (box.S,
# FC_PORT_BOX=1, the default); CI runs all three. FULL=1 runs every
# committed vector instead of the CI subset.

port_init() {
    case "$1" in
        avr | atmega1284p) mcu=atmega1284p ;;
        *) echo "unknown target '$1' (avr, atmega1284p)"; return 1 ;;
    esac
    wide=${WIDE:-1}
    case "$wide" in
        0 | 1) ;;
        *) echo "WIDE must be 0 or 1"; return 1 ;;
    esac
    box=${BOX:-1}
    case "$box" in
        0 | 1) ;;
        *) echo "BOX must be 0 or 1"; return 1 ;;
    esac
    cc="avr-gcc -mmcu=$mcu -std=c99 -Os -ffunction-sections -fdata-sections"
    obj=$out/obj
    mkdir -p "$obj"
    rm -f "$obj"/*.o "$obj"/*.a
    make --no-print-directory build/host/simavr-run > /dev/null || return 1
    for f in src/*.c tests/vectors/ops_*.c; do
        $cc -Iinclude -Itests/vectors -DFC_WIDE_NATIVE="$wide" -DFC_PORT_BOX="$box" -c "$f" \
            -o "$obj/$(basename "$f" .c).o" || return 1
    done
    if [ "$box" = 1 ]; then
        $cc -c ports/avr/box.S -o "$obj/box.o" || return 1
    fi
    avr-ar rcs "$obj/libfixcol.a" "$obj"/*.o || return 1
    $cc -Iinclude -Itests/vectors -DFC_WIDE_NATIVE="$wide" -c tests/vectors/runner.c \
        -o "$obj/port-runner.o" || return 1
    $cc -Iinclude -Itests/vectors -DFC_WIDE_NATIVE="$wide" -Dmain=fc_run_main \
        -c tests/vectors/run_embed.c -o "$obj/port-run_embed.o" || return 1
    $cc -c ports/avr/console.c -o "$obj/port-console.o" || return 1
}

# Query text per image: what the runner's RAM leaves (the text is data).
port_chunk_bytes() {
    echo 3000
}

port_build() {
    $cc -c "$1" -o "$2.vec.o" \
        && $cc -Wl,--gc-sections "$obj/port-console.o" "$obj/port-run_embed.o" \
            "$obj/port-runner.o" "$2.vec.o" -L "$obj" -lfixcol -o "$2.elf"
}

port_run() {
    build/host/simavr-run "$mcu" "$1.elf" 2>/dev/null
}
