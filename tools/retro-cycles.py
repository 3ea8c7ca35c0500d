#!/usr/bin/env python3
"""6502, Z80 and Game Boy cycles per call of the cheap queries, fc_mul
and the polygon MTVs, beside a hand-written int16 AABB test: the
programs of tools/avr-cycles.py (tools/cheapq.py), built as the ports
build the library (ports/6502/port.sh, ports/z80/port.sh,
ports/gb/port.sh: the assembly multiply and compares, the box queries,
the circle tests) and run under
sim65, ucsim's sz80 and mGBA's Game Boy core (build/host/mgba-run).

usage: retro-cycles.py [6502] [z80] [sm83]     (all three by default)

Each query is called through a function pointer K times over the same
shapes; its cycles with K = 9 minus those with K = 1, over 8, are one
call. sim65 and sz80 count every cycle of the run. On the Game Boy the
program counts its own clocks with the timer, to within 16 clocks
(ports/gb/timer.c), from after the shapes are built: there the cheap
queries are called 33 times against once (the difference over 32), the
polygon queries 3 times against once; a program over 32 KB (the polygon
queries) runs from a banked cartridge, the library behind far calls as
bench/bench.py and ports/gb bank it. Prints a markdown table per CPU.
"""
import concurrent.futures
import importlib.util
import os
import re
import subprocess
import sys
import threading

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
    cc = ["cl65", "-t", "sim6502", "-O", "-Iinclude"] + FLAGS + ["-DFC_PORT_WADD=1", "-DFC_PORT_DIV=1", "-DFC_PORT_DIV_LEN=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WALK=1",
                                                                "-DFC_PORT_BOX=1", "-DFC_PORT_BOXES_OVERLAP=1",
                                                                "-DFC_PORT_CIRCLE=1"]
    objs = [os.path.join(d, f + ".o") for f in srcs()]
    parallel([(run, (cc + ["-c", "-o", o, "src/%s.c" % f],)) for f, o in zip(srcs(), objs)])
    for a in ("umul32", "wmul", "fmul", "depth", "walk", "wcmp", "wadd", "div", "box", "boxov", "circle",
              "pcircle", "circle_decide", "cbox"):
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
    parallel([(run, (cc + FLAGS + ["-DFC_PORT_BOX=1", "-DFC_PORT_BOXES_OVERLAP=1", "-DFC_PORT_CIRCLE=1", "-DFC_PORT_DIV=1",
                                   "-DFC_PORT_DIV_LEN=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WALK=1", "-DFC_PORT_SHL=1",
                                   "-DFC_PORT_ISQRT_SMALL=1", "-c", "src/%s.c" % f, "-o", r],))
              for f, r in zip(srcs(), rels)])
    for a in ("umul32", "wmul", "fmul", "depth", "walk", "wcmp", "shl", "box", "boxov", "circle",
              "pcircle", "circle_decide", "cbox", "div", "dlen", "isqrt"):
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


BANK_LOCK = threading.Lock()
BANKED = set()   # the programs (tags) linked banked


def bench():
    """bench/bench.py as a module, for its Game Boy banking."""
    if "fcbench" not in sys.modules:
        spec = importlib.util.spec_from_file_location("fcbench",
                                                      os.path.join(ROOT, "bench", "bench.py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        sys.modules["fcbench"] = mod
    return sys.modules["fcbench"]


def lib_sm83(d):
    cc = ["sdcc", "-msm83", "--std-c99", "--opt-code-size", "-Iinclude"]
    flags = ["-DFC_PORT_UMUL32=1", "-DFC_PORT_MUL=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WCMP=1",
             "-DFC_PORT_SHL=1", "-DFC_PORT_BOX=1", "-DFC_PORT_BOXES_OVERLAP=1", "-DFC_PORT_CIRCLE=1",
             "-DFC_PORT_DIV=1", "-DFC_PORT_DIV_LEN=1", "-DFC_PORT_ISQRT_SMALL=1", "-DFC_PORT_WALK=1"]
    rels = [os.path.join(d, f + ".rel") for f in srcs()]
    parallel([(run, (cc + flags + ["-c", "src/%s.c" % f, "-o", r],))
              for f, r in zip(srcs(), rels)])
    for a in ("umul32", "wmul", "fmul", "depth", "wcmp", "shl", "box", "boxov", "circle", "pcircle",
              "circle_decide", "cbox", "div", "dlen", "isqrt", "walk"):
        rels.append(os.path.join(d, a + ".rel"))
        run(["sdasgb", "-plosgff", "-o", rels[-1], "ports/gb/%s.s" % a])
    lib = os.path.join(d, "libfixcol.lib")
    if os.path.exists(lib):
        os.remove(lib)
    run(["sdar", "-rc", lib] + rels)
    rt = []
    for a in ("crt0", "bank", "timer"):
        rt.append(os.path.join(d, a + ".rel"))
        run(["sdasgb", "-plosgff", "-o", rt[-1], "ports/gb/%s.s" % a])
    for c in ("console", "timer"):
        rt.append(os.path.join(d, c + "-c.rel"))
        run(cc + ["-c", "ports/gb/%s.c" % c, "-o", rt[-1]])
    run(["make", "--no-print-directory", "-s", "build/host/mgba-run"])

    banked = []   # the library banked as bench/bench.py banks it, once

    def cycles(c):
        base = c[:-2]
        name = os.path.basename(base)
        run(cc + ["-Dmain=fc_run_main", "-c", c, "-o", base + ".rel"])
        # An unbanked 32 KB cartridge, as ports/gb/umul-test.sh links;
        # where the program does not fit (the polygon queries), a banked
        # one, the library behind far calls as ports/gb builds it.
        run(["sdldgb", "-n", "-mjwx", "-i", base + ".ihx", "-b", "_CODE=0x0200",
             "-b", "_DATA=0xC000", "-k", "/usr/share/sdcc/lib/sm83", "-l", "sm83",
             "-k", d, "-l", "libfixcol"] + rt + [base + ".rel", "-e"])
        flat = subprocess.run(["python3", "tools/gb-bank.py", "--check-flat", base + ".map"],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if flat.returncode == 0:
            run(["makebin", "-Z", "-yt", "0x19", "-yo", "2", "-yn", name[:11].upper(),
                 base + ".ihx", base + ".gb"])
        else:
            with BANK_LOCK:
                if not banked:
                    banked.append(bench().gb_bank_library(os.path.relpath(d, ROOT), cc))
            img, why = bench().gb_link_banked(os.path.relpath(d, ROOT),
                                              os.path.relpath(base + ".ihx", ROOT),
                                              [os.path.join(d, "console-c.rel"), base + ".rel"],
                                              banked[0])
            if img is None:
                sys.exit("%s: %s" % (c, why))
            BANKED.add(name.rsplit("-", 1)[0])
        done = subprocess.run(["build/host/mgba-run", base + ".gb", "20000"], cwd=ROOT,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, universal_newlines=True,
                              timeout=900)
        text = done.stdout
        m = re.search(r"@@CLOCKS 0x([0-9a-f]+)", text)
        if m is None or done.returncode != 0:
            sys.exit("no clock count from mgba-run for %s: %s" % (c, text))
        return int(m.group(1), 16)
    return cycles


GB_HEAD = "void fc_gb_timer_start(void);\nvoid fc_gb_timer_print(void);\n"

# title, unit, library builder, program head, start, tail, the two K of
# a cheap query and of a polygon query.
CPUS = {
    "6502": ("6502: cycles per call (sim65, cc65 -O)", "cycles", lib_6502,
             "", "", "    return 0;\n", (1, 9), (1, 9)),
    "z80": ("Z80: T-states per call (ucsim sz80, SDCC --opt-code-size)", "T-states", lib_z80,
            "", "", "    return 0;\n", (1, 9), (1, 9)),
    "sm83": ("Game Boy (SM83): clock cycles per call (mGBA's Game Boy core, SDCC "
             "--opt-code-size)", "clocks", lib_sm83, GB_HEAD, "    fc_gb_timer_start();\n",
             "    fc_gb_timer_print();\n    return 0;\n", (1, 33), (1, 3)),
}


def main(argv):
    cpus = argv[1:] or ["6502", "z80", "sm83"]
    for cpu in cpus:
        if cpu not in CPUS:
            sys.exit("unknown CPU %s (6502, z80, sm83)" % cpu)
    for cpu in cpus:
        title, unit, build, head, start, tail, kcheap, kpoly = CPUS[cpu]
        d = os.path.join(OUT, cpu)
        os.makedirs(d, exist_ok=True)
        cycles = build(d)
        jobs = {}
        ks = {}
        for name, (expr, npoly) in CALLS.items():
            tag = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
            ks[name] = kpoly if "gon" in name else kcheap
            for k in ks[name]:
                c = os.path.join(d, "%s-%d.c" % (tag, k))
                with open(c, "w") as f:
                    f.write(program(npoly, expr, k, head, tail, start))
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
            k1, k2 = ks[name]
            one = (counts[(name, k2)] - counts[(name, k1)]) / float(k2 - k1)
            if base is None:
                base = one
            print("| %s | {:,.0f} | %.1f |".format(one) % (name, one / base))
        print()
        if cpu == "sm83" and BANKED:
            print("Banked (over 32 KB; the library behind far calls): %s" % ", ".join(sorted(BANKED)))
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
