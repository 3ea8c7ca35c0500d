#!/usr/bin/env python3
"""6502 and Z80 cycles per call of the cheap queries, fc_mul and the
polygon MTVs, beside a hand-written int16 AABB test: the programs of
tools/avr-cycles.py (tools/cheapq.py), built as the ports build the
library (ports/6502/port.sh, ports/z80/port.sh: the assembly multiply
and compares, the box queries, on the 6502 the circle tests) and run under sim65 and ucsim's sz80.

usage: retro-cycles.py [6502] [z80]     (both by default)

Each query is called through a function pointer K times over the same
shapes; its cycles with K = 9 minus those with K = 1, over 8, are one
call. Prints a markdown table per CPU.
"""
import concurrent.futures
import os
import re
import subprocess
import sys

from cheapq import CALLS, program

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "retro-cycles")
FLAGS = ["-DFC_PORT_UMUL32=1", "-DFC_PORT_MUL=1", "-DFC_PORT_WCMP=1"]
Z80_LD = ["--code-loc", "0x0200", "--data-loc", "0xE900"]


def run(cmd, cwd=ROOT):
    return subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True).stdout


def parallel(jobs):
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for f in [ex.submit(fn, *args) for fn, args in jobs]:
            f.result()


def srcs():
    return sorted(f[:-2] for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))


def lib_6502(d):
    cc = ["cl65", "-t", "sim6502", "-O", "-Iinclude"] + FLAGS + ["-DFC_PORT_BOX=1",
                                                                "-DFC_PORT_CIRCLE=1"]
    objs = [os.path.join(d, f + ".o") for f in srcs()]
    parallel([(run, (cc + ["-c", "-o", o, "src/%s.c" % f],)) for f, o in zip(srcs(), objs)])
    for a in ("umul32", "wcmp", "box", "circle"):
        objs.append(os.path.join(d, a + ".o"))
        run(["ca65", "-o", objs[-1], "ports/6502/%s.s" % a])
    lib = os.path.join(d, "fixcol.lib")
    if os.path.exists(lib):
        os.remove(lib)
    run(["ar65", "a", lib] + objs)

    def cycles(c):
        prg = c[:-2] + ".prg"
        run(["cl65", "-t", "sim6502", "-O", "-Iinclude", "-o", prg, c, lib])
        text = run(["sim65", "-c", prg])
        m = re.search(r"(\d+) cycles", text)
        if m is None:
            sys.exit("no cycle count from sim65 for %s: %s" % (c, text))
        return int(m.group(1))
    return cycles


def lib_z80(d):
    cc = ["sdcc", "-mz80", "--std-c99", "--opt-code-size", "-Iinclude"]
    rels = [os.path.join(d, f + ".rel") for f in srcs()]
    parallel([(run, (cc + FLAGS + ["-DFC_PORT_BOX=1", "-c", "src/%s.c" % f, "-o", r],))
              for f, r in zip(srcs(), rels)])
    for a in ("umul32", "wcmp", "box"):
        rels.append(os.path.join(d, a + ".rel"))
        run(["sdasz80", "-plosgff", "-o", rels[-1], "ports/z80/%s.s" % a])
    lib = os.path.join(d, "libfixcol.lib")
    if os.path.exists(lib):
        os.remove(lib)
    run(["sdar", "-rc", lib] + rels)
    console = os.path.join(d, "console.rel")
    run(cc + ["-DFC_SIMIF=0xE800", "-c", "ports/z80/console.c", "-o", console])

    def cycles(c):
        rel = c[:-2] + ".rel"
        ihx = c[:-2] + ".ihx"
        run(cc + ["-Dmain=fc_run_main", "-c", c, "-o", rel])
        run(cc + Z80_LD + [console, rel, "-L", d, "-l", "libfixcol.lib", "-o", ihx])
        text = subprocess.run(["sz80", "-t", "Z80", "-I", "if=rom[0xe800]", "-e", "run", "-e",
                               "state", "-e", "quit", ihx], cwd=ROOT, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              universal_newlines=True, timeout=900).stdout
        m = re.search(r"Total time.*\((\d+) clks\)", text)
        if m is None or "@@EXIT" not in text:
            sys.exit("no cycle count from sz80 for %s" % c)
        return int(m.group(1))
    return cycles


CPUS = {
    "6502": ("6502: cycles per call (sim65, cc65 -O)", "cycles", lib_6502),
    "z80": ("Z80: T-states per call (ucsim sz80, SDCC --opt-code-size)", "T-states", lib_z80),
}


def main(argv):
    cpus = argv[1:] or ["6502", "z80"]
    for cpu in cpus:
        if cpu not in CPUS:
            sys.exit("unknown CPU %s (6502, z80)" % cpu)
    for cpu in cpus:
        title, unit, build = CPUS[cpu]
        d = os.path.join(OUT, cpu)
        os.makedirs(d, exist_ok=True)
        cycles = build(d)
        jobs = {}
        for name, (expr, npoly) in CALLS.items():
            tag = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
            for k in (1, 9):
                c = os.path.join(d, "%s-%d.c" % (tag, k))
                with open(c, "w") as f:
                    f.write(program(npoly, expr, k, "", "    return 0;\n"))
                jobs[(name, k)] = c
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
            got = dict((key, ex.submit(cycles, c)) for key, c in jobs.items())
            counts = dict((key, f.result()) for key, f in got.items())
        print("## %s" % title)
        print()
        print("| query | %s | x hand-written AABB |" % unit)
        print("|---|---:|---:|")
        base = None
        for name in CALLS:
            one = (counts[(name, 9)] - counts[(name, 1)]) / 8.0
            if base is None:
                base = one
            print("| %s | {:,.0f} | %.1f |".format(one) % (name, one / base))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
