#!/bin/sh
# The check of one of the port's assembly files against the library's C
# under sim65, shared by the *-test.sh scripts: assembles
# ports/6502/NAME.s (and the MODULEs it calls, each with $ASFLAGS),
# compiles ports/6502/NAME-test.c with CASES pseudo-random cases (default
# DEFAULT), the console and the C files in $CSRC (each with $CFLAGS),
# links them and runs the program once; the exit status is the number of
# mismatches.
#
# usage: [CSRC="file.c ..."] sh ports/6502/asm-check.sh NAME DEFAULT [MODULE...]
set -u
name=$1
cases=$2
shift 2
out=build/6502-$name
mkdir -p "$out"
cc="cl65 -t sim6502 -O -Iinclude -I."
mods=
for m in "$@"; do
    # shellcheck disable=SC2086 # $ASFLAGS is options or none
    ca65 ${ASFLAGS:-} -o "$out/$m.o" "ports/6502/$m.s" || exit 1
    mods="$mods $out/$m.o"
done
for c in ${CSRC:-}; do
    # shellcheck disable=SC2086 # $CFLAGS is options or none
    $cc ${CFLAGS:-} -c -o "$out/$(basename "$c" .c).o" "$c" || exit 1
    mods="$mods $out/$(basename "$c" .c).o"
done
# shellcheck disable=SC2086 # $mods is a list of objects
ca65 -o "$out/$name.o" "ports/6502/$name.s" \
    && $cc -c -o "$out/console.o" ports/6502/console.c \
    && $cc -DCASES="${CASES:-$cases}" -c -o "$out/check.o" "ports/6502/$name-test.c" \
    && $cc -o "$out/check.prg" "$out/console.o" "$out/check.o" "$out/$name.o" $mods || exit 1
exec sim65 -x 4000000000 "$out/check.prg"
