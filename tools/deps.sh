#!/bin/sh
# Makes sure the packages a make target needs are present (Debian/Ubuntu).
# Installs what is missing when run as root; otherwise prints the command.
#
# usage: tools/deps.sh test|portable|cortex-m|gba|gb|6502|z80|avr|bench|package|reliability
set -u
need=""
have_cmd() { command -v "$1" >/dev/null 2>&1; }
case "${1:-test}" in
    test)
        have_cmd gcc     || need="$need gcc"
        have_cmd clang   || need="$need clang"
        have_cmd python3 || need="$need python3"
        [ -f /usr/include/cmocka.h ] || need="$need libcmocka-dev"
        ;;
    portable)
        have_cmd gcc               || need="$need gcc"
        have_cmd clang             || need="$need clang"
        have_cmd cc65              || need="$need cc65"
        have_cmd sdcc              || need="$need sdcc sdcc-libraries"
        have_cmd arm-none-eabi-gcc || need="$need gcc-arm-none-eabi binutils-arm-none-eabi libnewlib-arm-none-eabi"
        ;;
    cortex-m)
        have_cmd python3           || need="$need python3"
        have_cmd arm-none-eabi-gcc || need="$need gcc-arm-none-eabi binutils-arm-none-eabi libnewlib-arm-none-eabi"
        have_cmd qemu-system-arm   || need="$need qemu-system-arm"
        # The Arduino sketch for an ATmega328P, run under simavr.
        have_cmd avr-gcc || need="$need gcc-avr binutils-avr"
        [ -f /usr/lib/avr/include/avr/io.h ] || need="$need avr-libc"
        [ -f /usr/include/simavr/sim_avr.h ] || need="$need libsimavr-dev"
        ;;
    gba)
        have_cmd python3           || need="$need python3"
        have_cmd cc                || need="$need gcc"
        have_cmd arm-none-eabi-gcc || need="$need gcc-arm-none-eabi binutils-arm-none-eabi libnewlib-arm-none-eabi"
        [ -f /usr/include/mgba/core/core.h ] || need="$need libmgba-dev"
        ;;
    6502)
        have_cmd python3 || need="$need python3"
        have_cmd cl65    || need="$need cc65"
        ;;
    avr)
        have_cmd python3 || need="$need python3"
        have_cmd cc      || need="$need gcc"
        have_cmd avr-gcc || need="$need gcc-avr binutils-avr"
        [ -f /usr/lib/avr/include/avr/io.h ] || need="$need avr-libc"
        [ -f /usr/include/simavr/sim_avr.h ] || need="$need libsimavr-dev"
        ;;
    z80)
        have_cmd python3 || need="$need python3"
        have_cmd sdcc    || need="$need sdcc sdcc-libraries"
        have_cmd sz80    || need="$need sdcc-ucsim"
        ;;
    gb)
        # Game Boy (SM83): SDCC, and libmgba's Game Boy core to run the ROM.
        have_cmd python3 || need="$need python3"
        have_cmd cc      || need="$need gcc"
        have_cmd sdcc    || need="$need sdcc sdcc-libraries"
        [ -f /usr/include/mgba/core/core.h ] || need="$need libmgba-dev"
        ;;
    bench)
        have_cmd python3           || need="$need python3"
        have_cmd valgrind          || need="$need valgrind"
        have_cmd qemu-system-arm   || need="$need qemu-system-arm"
        have_cmd arm-none-eabi-gcc || need="$need gcc-arm-none-eabi libnewlib-arm-none-eabi"
        have_cmd qemu-arm          || need="$need qemu-user"
        have_cmd cl65              || need="$need cc65"
        have_cmd sdcc              || need="$need sdcc sdcc-libraries"
        have_cmd sz80              || need="$need sdcc-ucsim"
        ;;
    package)
        # make package-test: make install + pkg-config, CMake, single-test.
        have_cmd gcc        || need="$need gcc"
        have_cmd g++        || need="$need g++"
        have_cmd python3    || need="$need python3"
        have_cmd cmake      || need="$need cmake"
        have_cmd pkg-config || need="$need pkg-config"
        [ -f /usr/include/cmocka.h ] || need="$need libcmocka-dev"
        # The FIXCOL_PORT cross builds, and the Cortex-M one under qemu.
        have_cmd arm-none-eabi-gcc || need="$need gcc-arm-none-eabi binutils-arm-none-eabi libnewlib-arm-none-eabi"
        have_cmd qemu-system-arm   || need="$need qemu-system-arm"
        ;;
    reliability)
        # make soak / fuzz / fuzz-ci / analyze: libFuzzer lives in
        # libclang-rt-14-dev (clang -fsanitize=fuzzer), the analyzers in
        # cppcheck and clang-tidy; gcc -fanalyzer needs gcc >= 10.
        have_cmd gcc        || need="$need gcc"
        have_cmd clang      || need="$need clang"
        have_cmd python3    || need="$need python3"
        have_cmd cppcheck   || need="$need cppcheck"
        have_cmd clang-tidy || need="$need clang-tidy"
        ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 \
            || need="$need libclang-rt-14-dev"
        ;;
    *)
        echo "usage: $0 test|portable|cortex-m|gba|gb|6502|z80|avr|bench|package|reliability" >&2
        exit 2
        ;;
esac
[ -z "$need" ] && exit 0
if [ "$(id -u)" = 0 ] && have_cmd apt-get; then
    echo "installing:$need"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y --no-install-recommends $need
    exit $?
fi
echo "missing packages:$need" >&2
echo "install them with: sudo apt-get install -y$need" >&2
exit 1
