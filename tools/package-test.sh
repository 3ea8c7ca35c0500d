#!/bin/sh
# make package-test: every way of consuming fixcol, end to end.
#
#   1. make check-version (and that it catches a wrong version)
#   2. make install PREFIX=<tmp> (and DESTDIR staging); examples/hello
#      compiled against the installed headers and library through
#      pkg-config; make uninstall removes everything
#   3. CMake: configure, build (with FIXCOL_BUILD_EXAMPLES) and install into
#      a temporary prefix; a consumer project using find_package(fixcol);
#      the installed fixcol.pc; a shared build (BUILD_SHARED_LIBS=ON)
#   4. CMake: a consumer project using add_subdirectory, with the
#      FIXCOL_MAX_VERTS option reaching the consumer's compile
#   5. a library built with FC_MAX_VERTS=32 links with code built with 32,
#      and fails to link (naming the expected configuration) with code
#      built with the default or with the other FC_WIDE_NATIVE
#   6. CMake cross builds with FIXCOL_PORT (arm-none-eabi): a Cortex-M0+
#      firmware project (add_subdirectory, the port's start-up and link
#      map) run under qemu, its answer equal to the host's; a GBA library;
#      the port's multiply in each archive and called by the library
#   7. make single-test (every unit test against the single header) and a
#      check that those tests saw the single header and nothing in include/
#   8. make examples, make arduino; the Arduino sketch compiled as C++ on
#      the host against a stub Arduino.h, linked with the export's fixcol.c
#      and run; then the same sketch and fixcol.c built with avr-g++ and
#      avr-gcc for an ATmega328P (an Arduino Uno) against a UART stub and
#      run under simavr (no Arduino IDE here: this proves the C/C++
#      linkage, the export's layout and the AVR build, not the IDE's)
#
# Temporary files go to build/package-test/ (removed first).
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
MAKE=${MAKE:-make}
CC=${CC:-cc}
CXX=${CXX:-c++}

sh tools/deps.sh package

t=$root/build/package-test
rm -rf "$t"
mkdir -p "$t"
version=$(sed -n 's/^#define FC_VERSION_STRING "\(.*\)"/\1/p' include/fixcol.h)
expect="MTV: move the triangle by 0.4000 along (-0.6000, -0.8000)"

step() { echo "=== package-test: $*"; }
fail() { echo "package-test: FAILED: $*" >&2; exit 1; }
# run_hello BINARY: runs an examples/hello build and checks its answer.
run_hello() {
    out=$("$@") || fail "$* exited with $?"
    echo "$out" | sed 's/^/    /'
    echo "$out" | grep -qxF "$expect" || fail "$*: unexpected output"
    echo "$out" | grep -qF "fixcol $version:" || fail "$*: version not $version"
}

step "check-version"
$MAKE --no-print-directory check-version
# It must also catch a mismatch: a copy of the tree with one wrong version.
mkdir -p "$t/badver"
cp -R Makefile include library.json library.properties CHANGELOG.md "$t/badver/"
sed -i 's/^version=.*/version=9.9.9/' "$t/badver/library.properties"
if $MAKE --no-print-directory -C "$t/badver" check-version > "$t/badver.log" 2>&1; then
    fail "check-version accepted library.properties version 9.9.9"
fi
sed 's/^/    (expected) /' "$t/badver.log"

step "make install PREFIX=$t/make-prefix, hello through pkg-config"
p=$t/make-prefix
$MAKE --no-print-directory install PREFIX="$p"
for f in include/fixcol.h include/fixcol/config.h include/fixcol/collide.h \
         lib/libfixcol.a lib/pkgconfig/fixcol.pc; do
    [ -f "$p/$f" ] || fail "make install did not install $f"
done
export PKG_CONFIG_PATH="$p/lib/pkgconfig"
[ "$(pkg-config --modversion fixcol)" = "$version" ] || fail "pkg-config --modversion is not $version"
echo "    pkg-config: $(pkg-config --cflags --libs fixcol)"
# shellcheck disable=SC2046
$CC -std=c99 -Wall -Wextra -Werror examples/hello/hello.c $(pkg-config --cflags fixcol) \
    $(pkg-config --libs fixcol) -o "$t/hello-pc"
run_hello "$t/hello-pc"
unset PKG_CONFIG_PATH

$MAKE --no-print-directory uninstall PREFIX="$p"
left=$(find "$p" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"

$MAKE --no-print-directory install PREFIX=/opt/fixcol DESTDIR="$t/stage" > /dev/null
[ -f "$t/stage/opt/fixcol/lib/libfixcol.a" ] || fail "DESTDIR install: no libfixcol.a"
grep -qx 'prefix=/opt/fixcol' "$t/stage/opt/fixcol/lib/pkgconfig/fixcol.pc" \
    || fail "DESTDIR install: fixcol.pc prefix is not /opt/fixcol"
echo "    DESTDIR staging: ok"

step "CMake: build (with examples) and install into $t/cmake-prefix"
cp=$t/cmake-prefix
cmake -S . -B "$t/cmake-build" -DCMAKE_INSTALL_PREFIX="$cp" -DFIXCOL_BUILD_EXAMPLES=ON > "$t/cmake-configure.log"
cmake --build "$t/cmake-build" > "$t/cmake-build.log" || { cat "$t/cmake-build.log"; fail "cmake build"; }
cmake --install "$t/cmake-build" > "$t/cmake-install.log"
run_hello "$t/cmake-build/fixcol-hello"
"$t/cmake-build/fixcol-demo" "$t/demo.svg" "$t/demo-still.svg" > "$t/demo.log" || fail "fixcol-demo (CMake build)"
tail -n 1 "$t/demo.log" | sed 's/^/    demo: /'
"$t/cmake-build/fixcol-field" --sizes > "$t/field.log" || fail "fixcol-field (CMake build)"
"$t/cmake-build/fixcol-field" 300 "$t/field.svg" > "$t/field-300.log" || fail "fixcol-field (CMake build)"
grep '^state hash' "$t/field-300.log" | sed 's/^/    field: /'
[ -f "$cp/lib/cmake/fixcol/fixcolConfig.cmake" ] || \
    [ -f "$cp/lib64/cmake/fixcol/fixcolConfig.cmake" ] || fail "no installed fixcolConfig.cmake"

step "CMake: consumer with find_package(fixcol CONFIG REQUIRED)"
mkdir -p "$t/consumer-find"
cp examples/hello/hello.c "$t/consumer-find/"
cat > "$t/consumer-find/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.13)
project(consumer_find C)
find_package(fixcol $version CONFIG REQUIRED)
add_executable(hello hello.c)
target_link_libraries(hello PRIVATE fixcol::fixcol)
EOF
cmake -S "$t/consumer-find" -B "$t/consumer-find/build" -DCMAKE_PREFIX_PATH="$cp" > "$t/consumer-find.log"
cmake --build "$t/consumer-find/build" >> "$t/consumer-find.log" || { cat "$t/consumer-find.log"; fail "find_package consumer build"; }
run_hello "$t/consumer-find/build/hello"
# An incompatible version request must fail.
sed -i "s/find_package(fixcol $version /find_package(fixcol 1.0 /" "$t/consumer-find/CMakeLists.txt"
if cmake -S "$t/consumer-find" -B "$t/consumer-find/build-bad" -DCMAKE_PREFIX_PATH="$cp" > "$t/consumer-find-bad.log" 2>&1; then
    fail "find_package(fixcol 1.0) accepted version $version"
fi
echo "    find_package(fixcol 1.0) rejected, as it should be"

step "CMake-installed fixcol.pc"
PKG_CONFIG_PATH="$cp/lib/pkgconfig" pkg-config --exists --print-errors fixcol
# shellcheck disable=SC2046
$CC -std=c99 -Wall -Wextra -Werror examples/hello/hello.c \
    $(PKG_CONFIG_PATH="$cp/lib/pkgconfig" pkg-config --cflags --libs fixcol) -o "$t/hello-cmake-pc"
run_hello "$t/hello-cmake-pc"

step "CMake: shared library (BUILD_SHARED_LIBS=ON)"
cmake -S . -B "$t/cmake-shared" -DBUILD_SHARED_LIBS=ON -DFIXCOL_BUILD_EXAMPLES=ON > "$t/cmake-shared.log"
cmake --build "$t/cmake-shared" >> "$t/cmake-shared.log" || { cat "$t/cmake-shared.log"; fail "shared build"; }
ls "$t/cmake-shared"/libfixcol.so* > /dev/null 2>&1 || fail "no libfixcol.so"
run_hello "$t/cmake-shared/fixcol-hello"

step "CMake: consumer with add_subdirectory (FIXCOL_MAX_VERTS=32)"
mkdir -p "$t/consumer-sub"
cat > "$t/consumer-sub/main.c" <<'EOF'
#include <stdio.h>
#include "fixcol.h"
#if FC_MAX_VERTS != 32
#error "FIXCOL_MAX_VERTS did not reach the consumer"
#endif
int main(void)
{
    /* 20 vertices on y = x^2: convex, more than the default 16, so the
       library itself must have been built with FC_MAX_VERTS 32. */
    fc_vec pts[20];
    fc_poly p;
    int i, rc;
    for (i = 0; i < 20; i++) { pts[i].x = FC_FIX(i); pts[i].y = FC_FIX(i * i); }
    rc = fc_poly_build(pts, 20, &p);
    if (rc != FC_OK || p.n != 20) { printf("fc_poly_build: %s\n", fc_error_name(rc)); return 1; }
    printf("add_subdirectory consumer: fixcol %s, FC_MAX_VERTS %d\n", FC_VERSION_STRING, FC_MAX_VERTS);
    return 0;
}
EOF
cat > "$t/consumer-sub/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.13)
project(consumer_sub C)
set(FIXCOL_MAX_VERTS 32 CACHE STRING "")
add_subdirectory("$root" fixcol)
add_executable(app main.c)
target_link_libraries(app PRIVATE fixcol::fixcol)
EOF
cmake -S "$t/consumer-sub" -B "$t/consumer-sub/build" > "$t/consumer-sub.log"
cmake --build "$t/consumer-sub/build" >> "$t/consumer-sub.log" || { cat "$t/consumer-sub.log"; fail "add_subdirectory consumer build"; }
"$t/consumer-sub/build/app" | sed 's/^/    /'

step "other struct-shaping options than the library's: the link fails"
# A library built with FC_MAX_VERTS=32 (make lib, FIXCOL_DEFS) links with
# code compiled with 32 and with no other: the linker names the object
# the code expected (fc_config_verts016_wide1: FC_MAX_VERTS=16,
# FC_WIDE_NATIVE=1), at every optimisation level, with gcc and clang, and
# through the single header too.
mm=$t/mismatch
$MAKE --no-print-directory lib BUILD="$mm" FIXCOL_DEFS="-DFC_MAX_VERTS=32" > "$mm.log" 2>&1 \
    || { cat "$mm.log"; fail "make lib FIXCOL_DEFS=-DFC_MAX_VERTS=32"; }
mmlib=$mm/lib/libfixcol.a
# expect_link_failure NAME LOG COMMAND...: the command must fail to link,
# with an undefined reference to NAME.
expect_link_failure() {
    name=$1 log=$2
    shift 2
    if "$@" > "$log" 2>&1; then
        fail "linked although the options differ: $*"
    fi
    grep -q "undefined reference to .$name'" "$log" || { cat "$log"; fail "no undefined $name: $*"; }
}
for cc in gcc clang; do
    for o in -O0 -O2; do
        $cc -std=c99 -Wall -Wextra -Werror $o -DFC_MAX_VERTS=32 -Iinclude examples/hello/hello.c "$mmlib" \
            -o "$mm/hello-32" || fail "$cc $o: FC_MAX_VERTS=32 did not link with its own library"
        run_hello "$mm/hello-32"
        expect_link_failure fc_config_verts016_wide1 "$mm/link.log" \
            $cc -std=c99 -Wall -Wextra -Werror $o -Iinclude examples/hello/hello.c "$mmlib" -o "$mm/hello-16"
        expect_link_failure fc_config_verts032_wide0 "$mm/link.log" \
            $cc -std=c99 -Wall -Wextra -Werror $o -DFC_MAX_VERTS=32 -DFC_WIDE_NATIVE=0 -Iinclude \
            examples/hello/hello.c "$mmlib" -o "$mm/hello-32p"
    done
done
$MAKE --no-print-directory single > /dev/null
printf '#define FIXCOL_IMPLEMENTATION\n#include "fixcol.h"\n' > "$mm/impl.c"
$CC -std=c99 -O2 -DFC_MAX_VERTS=32 -Ibuild/single -c "$mm/impl.c" -o "$mm/impl.o"
expect_link_failure fc_config_verts016_wide1 "$mm/link.log" \
    $CC -std=c99 -O2 -Ibuild/single examples/hello/hello.c "$mm/impl.o" -o "$mm/hello-single"
echo "    FC_MAX_VERTS 16 or FC_WIDE_NATIVE 0 against a FC_MAX_VERTS=32 library: undefined reference, as it should be"

step "CMake cross build for Cortex-M0+ (FIXCOL_PORT=cortex-m, arm-none-eabi), run under qemu"
# A firmware project that takes fixcol by add_subdirectory, as a Pico SDK
# project would, and links with the port's start-up, console and link map
# (cortex-m.ld's default FLASH_SIZE and RAM_SIZE). The port must bring
# port.h (FC_PORT_SMULL=1 on ARMv6-M, in the library and the firmware's
# own files) and smull_v6m.S.
fw=$t/cortex-m
mkdir -p "$fw"
cat > "$fw/main.c" <<'EOF'
#include "fixcol.h"
#if defined(__arm__) && !FC_PORT_SMULL
#error "FIXCOL_PORT=cortex-m did not bring ports/cortex-m/port.h to this file"
#endif
void fc_port_putc(int c);
static void put_int(int32_t v)
{
    char buf[12];
    int n = 0;
    uint32_t m = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    fc_port_putc(' ');
    if (v < 0) { fc_port_putc('-'); }
    do { buf[n++] = (char)('0' + (int)(m % 10u)); m /= 10u; } while (m != 0u);
    while (n > 0) { fc_port_putc(buf[--n]); }
}
int main(void)
{
    static const fc_vec tri[3] = { { 0, 0 }, { FC_FIX(4), 0 }, { 0, FC_FIX(3) } };
    static const fc_vec sq[4] = { { FC_FIX(3), FC_FIX(-1) }, { FC_FIX(10), FC_FIX(-1) },
                                  { FC_FIX(10), FC_FIX(10) }, { FC_FIX(3), FC_FIX(10) } };
    fc_poly a, b;
    fc_mtv m;
    int rc;
    const char *s = "pp";
    if (fc_poly_build(tri, 3, &a) != FC_OK || fc_poly_build(sq, 4, &b) != FC_OK) { return 1; }
    rc = fc_poly_poly_mtv(&a, &b, &m);
    while (*s != '\0') { fc_port_putc(*s++); }
    put_int(rc);
    put_int(m.depth);
    put_int(m.normal.x);
    put_int(m.normal.y);
    fc_port_putc('\n');
    return 0;
}
EOF
cat > "$fw/host_putc.c" <<'EOF'
#include <stdio.h>
void fc_port_putc(int c);
void fc_port_putc(int c) { putchar(c); }
EOF
cat > "$fw/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.13)
project(firmware C ASM)
set(FIXCOL_PORT cortex-m CACHE STRING "")
add_subdirectory("$root" fixcol)
add_executable(firmware.elf main.c "$root/ports/cortex-m/startup.c" "$root/ports/cortex-m/semihost.c")
target_link_libraries(firmware.elf PRIVATE fixcol::fixcol)
target_link_options(firmware.elf PRIVATE -nostartfiles --specs=nano.specs -Wl,--gc-sections
                    "-T$root/ports/cortex-m/cortex-m.ld")
EOF
m0="-mcpu=cortex-m0plus -mthumb -Os -ffunction-sections -fdata-sections"
cmake -S "$fw" -B "$fw/build" -DCMAKE_SYSTEM_NAME=Generic -DCMAKE_SYSTEM_PROCESSOR=arm \
    -DCMAKE_C_COMPILER=arm-none-eabi-gcc -DCMAKE_ASM_COMPILER=arm-none-eabi-gcc \
    -DCMAKE_TRY_COMPILE_TARGET_TYPE=STATIC_LIBRARY -DCMAKE_C_FLAGS="$m0" -DCMAKE_ASM_FLAGS="$m0" \
    > "$fw/configure.log" || { cat "$fw/configure.log"; fail "Cortex-M cross configure"; }
cmake --build "$fw/build" > "$fw/build.log" 2>&1 || { cat "$fw/build.log"; fail "Cortex-M cross build"; }
lib=$fw/build/fixcol/libfixcol.a
arm-none-eabi-nm "$lib" > "$fw/nm.txt" 2>/dev/null
grep -q ' T fc_port_smull$' "$fw/nm.txt" || fail "FIXCOL_PORT=cortex-m: no fc_port_smull in $lib"
grep -q ' U fc_port_smull$' "$fw/nm.txt" \
    || fail "FIXCOL_PORT=cortex-m: the library does not call fc_port_smull (port.h not included)"
arm-none-eabi-nm "$fw/build/firmware.elf" | grep -q ' T fc_port_smull$' || fail "firmware.elf: no fc_port_smull"
echo "    libfixcol.a defines fc_port_smull and calls it from $(grep -c ' U fc_port_smull$' "$fw/nm.txt") modules"
out=$(timeout 60 qemu-system-arm -M microbit -display none -monitor none -serial none -chardev stdio,id=con \
    -semihosting-config enable=on,target=native,chardev=con -kernel "$fw/build/firmware.elf" </dev/null) \
    || fail "firmware.elf under qemu exited with $?"
$CC -std=c99 -Wall -Wextra -Werror -Iinclude "$fw/main.c" "$fw/host_putc.c" src/*.c -o "$fw/host"
want=$("$fw/host")
echo "    Cortex-M0+ (qemu): $out"
echo "    host:              $want"
[ "$out" = "$want" ] || fail "the CMake-built Cortex-M0+ firmware and the host disagree"

step "CMake cross build for the GBA (FIXCOL_PORT=gba, arm-none-eabi)"
gba=$t/gba
gflags="-mcpu=arm7tdmi -mthumb -mthumb-interwork -Os -ffunction-sections -fdata-sections"
cmake -S . -B "$gba" -DCMAKE_SYSTEM_NAME=Generic -DCMAKE_SYSTEM_PROCESSOR=arm \
    -DCMAKE_C_COMPILER=arm-none-eabi-gcc -DCMAKE_ASM_COMPILER=arm-none-eabi-gcc \
    -DCMAKE_TRY_COMPILE_TARGET_TYPE=STATIC_LIBRARY -DCMAKE_C_FLAGS="$gflags" -DCMAKE_ASM_FLAGS="$gflags" \
    -DFIXCOL_PORT=gba -DCMAKE_INSTALL_PREFIX="$gba/prefix" > "$gba.log" || { cat "$gba.log"; fail "GBA cross configure"; }
cmake --build "$gba" >> "$gba.log" 2>&1 || { cat "$gba.log"; fail "GBA cross build"; }
arm-none-eabi-nm "$gba/libfixcol.a" > "$gba/nm.txt" 2>/dev/null
grep -q ' T fc_port_smull$' "$gba/nm.txt" || fail "FIXCOL_PORT=gba: no fc_port_smull in libfixcol.a"
grep -q ' T fc_port_smull_arm$' "$gba/nm.txt" || fail "FIXCOL_PORT=gba: no fc_port_smull_arm in libfixcol.a"
grep -q ' U fc_port_smull$' "$gba/nm.txt" \
    || fail "FIXCOL_PORT=gba: the library does not call fc_port_smull (port.h not included)"
arm-none-eabi-objdump -h "$gba/libfixcol.a" | grep -q ' \.iwram ' \
    || fail "FIXCOL_PORT=gba: no .iwram section (fc_port_smull_arm)"
cmake --install "$gba" >> "$gba.log"
[ -f "$gba/prefix/include/fixcol/port.h" ] || fail "FIXCOL_PORT=gba: port.h not installed"
grep -q -- '-include ${includedir}/fixcol/port.h' "$gba/prefix/lib/pkgconfig/fixcol.pc" \
    || fail "FIXCOL_PORT=gba: the installed fixcol.pc does not force-include port.h"
echo "    libfixcol.a: fc_port_smull (Thumb) and fc_port_smull_arm (.iwram), called from $(grep -c ' U fc_port_smull$' "$gba/nm.txt") modules; port.h installed"
# An 8-bit port has no CMake build: asking for one must fail clearly.
if cmake -S . -B "$t/cmake-z80" -DFIXCOL_PORT=z80 > "$t/cmake-z80.log" 2>&1; then
    fail "FIXCOL_PORT=z80 was accepted"
fi
grep -q 'not CMake' "$t/cmake-z80.log" || { cat "$t/cmake-z80.log"; fail "FIXCOL_PORT=z80: no explanation"; }
echo "    FIXCOL_PORT=z80 rejected with a pointer to ports/README.md, as it should be"

step "make single-test"
$MAKE --no-print-directory single-test > "$t/single-test.log" 2>&1 || { cat "$t/single-test.log"; fail "make single-test"; }
tail -n 1 "$t/single-test.log" | sed 's/^/    /'
# The tests must have been compiled against the single header alone.
for u in tests/unit/test_*.c; do
    # Tests that reach into src/ (test_internal) are built against
    # include/ and src/ instead, as the Makefile's PKG_SINGLE_SKIP says.
    if grep -q -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](fixcol/|internal\.h|\.\./)' "$u"; then
        continue
    fi
    $CC -std=c99 -MM -Ibuild/single "$u" > "$t/deps.txt"
    grep -q 'build/single/fixcol\.h' "$t/deps.txt" || fail "$u: did not use build/single/fixcol.h"
    if grep -q 'include/fixcol' "$t/deps.txt"; then fail "$u: reached include/"; fi
done
echo "    every unit test resolves fixcol.h to build/single/fixcol.h only"

step "make examples, make arduino"
$MAKE --no-print-directory examples > /dev/null
run_hello build/examples/hello
$MAKE --no-print-directory arduino > /dev/null
a=build/arduino/fixcol
for f in library.properties src/fixcol.h src/fixcol.c examples/Collide/Collide.ino; do
    [ -f "$a/$f" ] || fail "make arduino: no $f"
done
mkdir -p "$t/arduino-stub"
cat > "$t/arduino-stub/Arduino.h" <<'EOF'
// Just enough of the Arduino API, on the host, to compile and run a sketch.
#include <stdio.h>
struct StubSerial {
    void begin(long) {}
    void print(const char *s) { fputs(s, stdout); }
    void print(char c) { putchar(c); }
    void print(unsigned long v) { printf("%lu", v); }
    void println(const char *s) { puts(s); }
};
static StubSerial Serial;
EOF
cat > "$t/arduino-stub/main.cpp" <<'EOF'
#include "Arduino.h"
#include "Collide.ino"
int main() { setup(); loop(); return 0; }
EOF
cp "$a/examples/Collide/Collide.ino" "$t/arduino-stub/"
$CC -std=c99 -Wall -Wextra -Werror -c "$a/src/fixcol.c" -o "$t/arduino-stub/fixcol.o"
$CXX -std=c++11 -Wall -Wextra -Werror -I"$t/arduino-stub" -I"$a/src" \
    "$t/arduino-stub/main.cpp" "$t/arduino-stub/fixcol.o" -o "$t/arduino-stub/collide"
out=$("$t/arduino-stub/collide")
echo "$out" | sed 's/^/    sketch: /'
echo "$out" | grep -qxF "$expect" || fail "Collide.ino: unexpected output"
# The same sketch for an Arduino Uno (ATmega328P): avr-g++ and avr-gcc
# against an Arduino.h whose Serial writes to UART0, run under simavr.
mkdir -p "$t/arduino-avr"
cat > "$t/arduino-avr/Arduino.h" <<'EOF'
// Just enough of the Arduino API for an ATmega328P under simavr: Serial
// writes to UART0, polled.
#include <avr/io.h>
struct AvrSerial {
    void begin(long) { UCSR0B = _BV(TXEN0); }
    void print(char c) { loop_until_bit_is_set(UCSR0A, UDRE0); UDR0 = (uint8_t)c; }
    void print(const char *s) { while (*s) print(*s++); }
    void print(unsigned long v) {
        char d[11];
        int n = 0;
        do { d[n++] = (char)('0' + v % 10UL); v /= 10UL; } while (v);
        while (n) print(d[--n]);
    }
    void println(const char *s) { print(s); print('\n'); }
};
static AvrSerial Serial;
EOF
cat > "$t/arduino-avr/main.cpp" <<'EOF'
#include <avr/interrupt.h>
#include <avr/sleep.h>
#include "Arduino.h"
#include "Collide.ino"
int main() { setup(); loop(); Serial.println("@@EXIT 0"); cli(); sleep_enable(); sleep_cpu(); for (;;) {} }
EOF
cp "$a/examples/Collide/Collide.ino" "$t/arduino-avr/"
avr-gcc -mmcu=atmega328p -std=c99 -Os -Wall -Wextra -Werror -ffunction-sections -fdata-sections \
    -c "$a/src/fixcol.c" -o "$t/arduino-avr/fixcol.o"
avr-g++ -mmcu=atmega328p -std=c++11 -Os -Wall -Wextra -Werror -ffunction-sections \
    -I"$t/arduino-avr" -I"$a/src" -Wl,--gc-sections "$t/arduino-avr/main.cpp" \
    "$t/arduino-avr/fixcol.o" -o "$t/arduino-avr/collide.elf"
$MAKE --no-print-directory build/host/simavr-run > /dev/null
out=$(build/host/simavr-run atmega328p "$t/arduino-avr/collide.elf" 2>/dev/null) \
    || fail "Collide.ino on the ATmega328P: exit status $?"
echo "$out" | sed 's/^/    sketch (ATmega328P, simavr): /'
echo "$out" | grep -qxF "$expect" || fail "Collide.ino on the ATmega328P: unexpected output"

step "all packaging paths passed (fixcol $version)"
