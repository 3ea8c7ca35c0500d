#!/usr/bin/env python3
"""Bytes of the library each public query pulls into a program, from real
links on the 8-bit targets (make size PORT=6502|z80|sm83|avr).

usage: link-size.py 6502|z80|sm83|avr [--check]

The library is built as an archive the way the port builds it (6502:
cc65 -O with the port's assembly multiply and compares, the multiply's
quarter-square tables included; UMUL=2 in the environment takes its
small variant instead, as the port's UMUL=2 does; Z80, SM83: SDCC
--opt-code-size), and for each query a program whose main calls that
query alone (arguments in static storage) is linked against it. cc65 and
SDCC link whole object files, so the figure is the code, read-only data
and initialised data of every library object the linker took (ld65's
module list; sdld's "Libraries Linked"), without the compiler's own
runtime, which is listed beside it (6502) or not linked at all here
(SDCC inlines the 32-bit operations these queries use). AVR (ATmega328P,
the Arduino Uno): avr-gcc -Os with function sections and the port's box
queries in assembly (ports/avr/box.S), linked with --gc-sections, so
only the functions reached are taken; the figure is
the flash (text and initialised data) the program needs beyond one whose
main returns 0, the compiler's multiply and divide routines included.

--check: exit 1 when a cheap query is over its budget: fc_box_box
1,024 bytes, each of the six cheap queries 1,536, all six in one program
4,096. Where a port does not meet a budget yet (CEILING), the check
holds it to its present size instead, so that nothing grows unnoticed;
the table marks those rows.
"""
import concurrent.futures
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHEAP = ["fc_box_box", "fc_circle_circle", "fc_circle_box", "fc_box_circle",
         "fc_point_in_box", "fc_point_in_circle"]
OTHERS = ["fc_box_box_mtv", "fc_circle_circle_mtv", "fc_poly_poly", "fc_poly_poly_mtv",
          "fc_poly_sweep", "fc_ray_circle", "fc_poly_build"]
# The call each program makes (arguments are static objects).
CALL = {
    "fc_box_box": "fc_box_box(&b1, &b2)",
    "fc_circle_circle": "fc_circle_circle(&c1, &c2)",
    "fc_circle_box": "fc_circle_box(&c1, &b1)",
    "fc_box_circle": "fc_box_circle(&b1, &c1)",
    "fc_point_in_box": "fc_point_in_box(&b1, &v1)",
    "fc_point_in_circle": "fc_point_in_circle(&c1, &v1)",
    "fc_box_box_mtv": "fc_box_box_mtv(&b1, &b2, &m)",
    "fc_circle_circle_mtv": "fc_circle_circle_mtv(&c1, &c2, &m)",
    "fc_poly_poly": "fc_poly_poly(&p1, &p2)",
    "fc_poly_poly_mtv": "fc_poly_poly_mtv(&p1, &p2, &m)",
    "fc_poly_sweep": "fc_poly_sweep(&p1, &p2, &v1, &s)",
    "fc_ray_circle": "fc_ray_circle(&r, &c1, &h)",
    "fc_poly_build": "fc_poly_build(&v1, 3, &p1)",
}
BUDGET_BOX, BUDGET_ONE, BUDGET_SIX = 1024, 1536, 4096
# The present size, a little over, of what is over its budget (none at
# present: every port meets every budget).
CEILING = {}


def run(cmd, cwd=ROOT):
    return subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True).stdout


def parallel(calls):
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        return list(ex.map(lambda c: c[0](*c[1:]), calls))


def program(path, queries):
    body = " ^ ".join("(%s)" % CALL[q] for q in queries)
    with open(path, "w") as f:
        f.write('#include "fixcol.h"\n'
                "static fc_box b1, b2;\nstatic fc_circle c1, c2;\nstatic fc_vec v1;\n"
                "static fc_poly p1, p2;\nstatic fc_mtv m;\nstatic fc_sweep s;\n"
                "static fc_ray r;\nstatic fc_ray_hit h;\n"
                "int main(void)\n{\n    (void)m; (void)s; (void)h; (void)r; (void)p1; (void)p2;\n"
                "    return %s;\n}\n" % body)


def build_6502(out):
    srcs = sorted(f for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    parallel([(run, ["cl65", "-t", "sim6502", "-O", "-Iinclude", "-DFC_PORT_UMUL32=1",
                     "-DFC_PORT_MUL=1", "-DFC_PORT_WCMP=1", "-DFC_PORT_WADD=1", "-DFC_PORT_DIV=1",
                     "-DFC_PORT_BOX=1", "-DFC_PORT_BOXES_OVERLAP=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WALK=1",
                     "-DFC_PORT_DIV_LEN=1",
                     "-DFC_PORT_CIRCLE=1", "-c", "-o", os.path.join(out, f[:-2] + ".o"),
                     "src/" + f]) for f in srcs])
    objs = [os.path.join(out, f[:-2] + ".o") for f in srcs]
    for a in ("umul32", "wmul", "fmul", "depth", "walk", "wcmp", "wadd", "div", "box", "boxov", "circle",
              "pcircle", "circle_decide", "cbox"):
        objs.append(os.path.join(out, a + ".o"))
        # UMUL=2: the multiply's small variant (no tables), as the port's
        # UMUL=2 builds it.
        small = (["-D", "FC_MUL_SMALL=1"]
                 if a in ("umul32", "wmul", "fmul", "depth", "walk") and os.environ.get("UMUL") == "2" else [])
        run(["ca65"] + small + ["-o", objs[-1], "ports/6502/%s.s" % a])
    lib = os.path.join(out, "fixcol.lib")
    if os.path.exists(lib):
        os.remove(lib)
    run(["ar65", "r", lib] + objs)

    def measure(name, queries):
        c = os.path.join(out, "q-%s.c" % name)
        program(c, queries)
        mp = c[:-2] + ".map"
        run(["cl65", "-t", "sim6502", "-O", "-Iinclude", "-m", mp, "-o", c[:-2] + ".prg", c,
             lib])
        text = open(mp).read()
        mods = text[text.index("Modules list"):text.index("Segment list")]
        fix, rt, cur = 0, 0, ""
        for line in mods.splitlines():
            mm = re.match(r"^(\S.*):$", line)
            if mm:
                cur = mm.group(1)
                continue
            mm = re.search(r"^\s+(\w+)\s+Offs=\w+\s+Size=(\w+)", line)
            if mm and mm.group(1) in ("CODE", "RODATA", "DATA"):
                if "fixcol.lib" in cur:
                    fix += int(mm.group(2), 16)
                elif cur.endswith(".lib") or ".lib(" in cur:
                    rt += int(mm.group(2), 16)
        return fix, rt
    return measure


# The port's flags and assembly, as ports/z80/port.sh and ports/gb/port.sh
# build the library by default.
SDCC_PORT = {
    "z80": (["-DFC_PORT_UMUL32=1", "-DFC_PORT_MUL=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WALK=1",
             "-DFC_PORT_WCMP=1", "-DFC_PORT_SHL=1", "-DFC_PORT_BOX=1", "-DFC_PORT_CIRCLE=1",
             "-DFC_PORT_BOXES_OVERLAP=1", "-DFC_PORT_DIV=1", "-DFC_PORT_DIV_LEN=1", "-DFC_PORT_ISQRT_SMALL=1"], "z80",
            ["umul32", "wmul", "fmul", "depth", "walk", "wcmp", "shl", "box", "boxov", "circle", "pcircle",
             "circle_decide", "cbox", "div", "dlen", "isqrt"]),
    "sm83": (["-DFC_PORT_UMUL32=1", "-DFC_PORT_MUL=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WCMP=1",
              "-DFC_PORT_SHL=1", "-DFC_PORT_BOX=1", "-DFC_PORT_BOXES_OVERLAP=1", "-DFC_PORT_CIRCLE=1",
              "-DFC_PORT_DIV=1", "-DFC_PORT_DIV_LEN=1", "-DFC_PORT_ISQRT_SMALL=1", "-DFC_PORT_WALK=1"], "gb",
             ["umul32", "wmul", "fmul", "depth", "walk", "wcmp", "shl", "box", "boxov", "circle", "pcircle",
              "circle_decide", "cbox", "div", "dlen", "isqrt"]),
}
SDAS = {"z80": "sdasz80", "sm83": "sdasgb"}


def build_sdcc(out, cpu):
    srcs = sorted(f for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cc = ["sdcc", "-m" + cpu, "--std-c99", "--opt-code-size", "-I" + os.path.join(ROOT, "include")]
    flags, port, asm = SDCC_PORT[cpu]
    parallel([(run, cc + flags + ["-c", os.path.join(ROOT, "src", f), "-o",
                                  os.path.join(out, f[:-2] + ".rel")]) for f in srcs])
    for a in asm:
        run([SDAS[cpu], "-plosgff", "-o", os.path.join(out, a + ".rel"),
             os.path.join(ROOT, "ports", port, a + ".s")])
        srcs.append(a + ".s")
    size = {}
    for f in srcs:
        rel = open(os.path.join(out, f[:-2] + ".rel")).read()
        areas = dict((a, int(n, 16)) for a, n in re.findall(r"^A (\w+) size ([0-9A-Fa-f]+)",
                                                               rel, re.M))
        size[f[:-2]] = (areas.get("_CODE", 0) + areas.get("_RODATA", 0)
                        + areas.get("_INITIALIZED", 0) + areas.get("_INITIALIZER", 0))
    lib = os.path.join(out, "fixcol.lib")
    if os.path.exists(lib):
        os.remove(lib)
    run(["sdar", "-rc", lib] + [os.path.join(out, f[:-2] + ".rel") for f in srcs])
    ld = ["--code-loc", "0x0200", "--data-loc", "0xE900"] if cpu == "z80" else []

    def measure(name, queries):
        c = os.path.join(out, "q-%s.c" % name)
        program(c, queries)
        run(cc + ld + [os.path.basename(c), "fixcol.lib"], cwd=out)
        text = open(c[:-2] + ".map").read()
        linked = re.findall(r"^fixcol\.lib\s+\[\s*(\w+)\.rel\s*\]", text, re.M)
        return sum(size.get(m, 0) for m in linked), 0
    return measure


def build_avr(out, mcu="atmega328p"):
    srcs = sorted(f for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cc = ["avr-gcc", "-mmcu=" + mcu, "-std=c99", "-Os", "-ffunction-sections",
          "-fdata-sections", "-I" + os.path.join(ROOT, "include")]
    # The port's box queries in assembly (ports/avr/box.S, FC_PORT_BOX).
    parallel([(run, cc + ["-DFC_PORT_BOX=1", "-c", os.path.join(ROOT, "src", f), "-o",
                          os.path.join(out, f[:-2] + ".o")]) for f in srcs]
             + [(run, cc + ["-c", os.path.join(ROOT, "ports", "avr", "box.S"), "-o",
                            os.path.join(out, "port-box.o")])])
    lib = os.path.join(out, "libfixcol.a")
    if os.path.exists(lib):
        os.remove(lib)
    run(["avr-ar", "rcs", lib] + [os.path.join(out, f[:-2] + ".o") for f in srcs]
        + [os.path.join(out, "port-box.o")])

    def flash(c):
        elf = c[:-2] + ".elf"
        run(cc + ["-Wl,--gc-sections", c, "-L" + out, "-lfixcol", "-o", elf])
        m = re.search(r"^\s*(\d+)\s+(\d+)\s+\d+", run(["avr-size", elf]).splitlines()[1])
        return int(m.group(1)) + int(m.group(2))

    empty = os.path.join(out, "empty.c")
    with open(empty, "w") as f:
        f.write("int main(void)\n{\n    return 0;\n}\n")
    base = flash(empty)

    def measure(name, queries):
        c = os.path.join(out, "q-%s.c" % name)
        program(c, queries)
        return flash(c) - base, 0
    return measure


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("6502", "z80", "sm83", "avr"):
        sys.exit(__doc__)
    port, check = sys.argv[1], "--check" in sys.argv[2:]
    out = os.path.join(ROOT, "build", "link-size-" + port)
    os.makedirs(out, exist_ok=True)
    measure = (build_6502(out) if port == "6502" else build_avr(out) if port == "avr"
               else build_sdcc(out, port))
    jobs = [(q, [q]) for q in CHEAP + OTHERS] + [("six", CHEAP)]
    got = dict(zip([j[0] for j in jobs], parallel([(measure, n, q) for n, q in jobs])))
    print("## %s: library bytes a program pulls in, per query (real links)" % port)
    print()
    print("| query | library bytes | %s | budget |" % (
        "cc65 runtime bytes" if port == "6502" else "-"))
    print("|---|---:|---:|---:|")
    bad, notes = [], []
    for name, _ in jobs:
        fix, rt = got[name]
        budget = (BUDGET_SIX if name == "six" else BUDGET_BOX if name == "fc_box_box"
                  else BUDGET_ONE if name in CHEAP else None)
        ceiling = CEILING.get(port, {}).get(name)
        label = "the six cheap queries together" if name == "six" else "`%s`" % name
        print("| %s | {:,} | %s | %s |".format(fix) % (
            label, "{:,}".format(rt) if port == "6502" else "-",
            "-" if budget is None else "<= {:,}".format(budget)
            + ("" if ceiling is None else " (held to {:,})".format(ceiling))))
        if budget is not None and fix > budget:
            over = "%s %s: %d bytes, budget %d" % (port, name, fix, budget)
            if ceiling is not None and fix <= ceiling:
                notes.append(over + ", within its present ceiling %d" % ceiling)
            else:
                bad.append(over)
    for n in notes:
        print("over budget: " + n)
    for b in bad:
        print("over budget: " + b + ("" if CEILING.get(port, {}).get(b.split()[1]) is None
                                     else ", past its ceiling"))
    if check and bad:
        sys.exit(1)


if __name__ == "__main__":
    main()
