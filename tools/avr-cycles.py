#!/usr/bin/env python3
"""AVR cycles per call of the cheap queries and the polygon MTVs, under
simavr (tools/simavr-run.c), on an ATmega328P (the Arduino Uno) built
with avr-gcc -Os as a sketch would be (make size PORT=avr has the bytes).

usage: avr-cycles.py [--mcu atmega328p]

For each query a program calls it through a function pointer (so that
nothing is hoisted out of the loop) K times over the same shapes, a hit
(the circle tests also near the boundary, well inside and far apart);
its cycles with K = 9 minus those with K = 1, over 8, are one call. The
shapes sit at screen coordinates, 0 to 256 pixels, as raw Q16.16. The
baseline is a hand-written AABB test on int16 pixel coordinates, called
the same way. Prints a markdown table; its last two rows are the box
queries built with FC_TRUST_BOXES=1 (include/fixcol/config.h: no range
or min <= max checks, for boxes valid by construction).
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "avr-cycles")

from cheapq import CALLS, program  # noqa: E402  (tools/ is on sys.path)

AVR_HEAD = "#include <avr/io.h>\n#include <avr/interrupt.h>\n#include <avr/sleep.h>\n"
AVR_TAIL = "    cli();\n    sleep_enable();\n    sleep_cpu();\n    for (;;) {\n    }\n"


def run(cmd):
    return subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True).stdout


# The trusting box queries: their two files compiled into the program,
# whose definitions the linker then takes instead of the archive's.
TRUST = ["-DFC_TRUST_BOXES=1", "src/box_box.c", "src/point.c"]


def cycles(mcu, name, expr, npoly, k, extra=()):
    tag = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    c = os.path.join(OUT, "%s-%d.c" % (tag, k))
    with open(c, "w") as f:
        f.write(program(npoly, expr, k, AVR_HEAD, AVR_TAIL))
    elf = c[:-2] + ".elf"
    run(["avr-gcc", "-mmcu=" + mcu, "-std=c99", "-Os", "-ffunction-sections",
         "-fdata-sections", "-Wl,--gc-sections", "-Iinclude", c] + list(extra) + [
         "-L" + os.path.join(ROOT, "build", "link-size-avr"), "-lfixcol", "-o", elf])
    p = subprocess.run([os.path.join(ROOT, "build", "host", "simavr-run"), mcu, elf],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"cycles: (\d+)", p.stderr)
    if m is None:
        sys.exit("no cycle count for %s: %s" % (name, p.stderr))
    return int(m.group(1))


def main():
    mcu = "atmega328p"
    if "--mcu" in sys.argv:
        mcu = sys.argv[sys.argv.index("--mcu") + 1]
    os.makedirs(OUT, exist_ok=True)
    run(["make", "--no-print-directory", "build/host/simavr-run"])
    if not os.path.exists(os.path.join(ROOT, "build", "link-size-avr", "libfixcol.a")):
        run(["python3", "tools/link-size.py", "avr"])
    print("## %s: cycles per call (simavr, avr-gcc -Os)" % mcu)
    print()
    print("| query | cycles | x hand-written AABB |")
    print("|---|---:|---:|")
    base = None
    rows = [(name, expr, npoly, ()) for name, (expr, npoly) in CALLS.items()]
    rows += [(name + " (FC_TRUST_BOXES=1)", CALLS[name][0], 4, TRUST)
             for name in ("fc_box_box", "fc_point_in_box")]
    for name, expr, npoly, extra in rows:
        one = (cycles(mcu, name, expr, npoly, 9, extra)
               - cycles(mcu, name, expr, npoly, 1, extra)) / 8.0
        if base is None:
            base = one
        print("| %s | {:,.0f} | %.1f |".format(one) % (name, one / base))


if __name__ == "__main__":
    main()
