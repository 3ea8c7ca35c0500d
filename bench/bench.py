#!/usr/bin/env python3
"""Runs the fixcol benchmarks and prints a markdown table (make bench).

usage: bench.py [--scene FILE.vec]
                [--targets host,cortex-m0,cortex-m3,cortex-m4,arm7tdmi,gba,6502,z80,sm83]
                [--out DIR] [--plugin build/host/libinsncount.so]

Instructions per query are measured by difference: each op's batch is run
R and 2R times (R = 2) in otherwise identical runs, and the difference of
the instruction totals is divided by R x items. Parsing, shape building,
start-up and exit are identical in both runs and cancel.
  host:      valgrind --tool=callgrind (Ir, "Collected")
  Cortex-M:  qemu-system-arm with the instruction-count plugin
             (tools/qemu-insncount.c), one image per CPU and op with that
             op's query lines compiled in; the op, kind and R come from
             the semihosting command line.
  GBA:       cycles from the GBA's timers 0-2 (cascaded, 16.78 MHz) inside
             the ROM (ports/gba/console.c), run by build/host/mgba-run; one
             ROM per op, kind and R (R = 1 and 2), the port's flags.
Host nanoseconds: bench/bench.c, CLOCK_MONOTONIC, median of 5 runs.
"""
import concurrent.futures
import os
import platform
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPS = ["pp8", "pp4", "ppn", "cc", "pc", "sweep", "build8", "mul"]
LABEL = {
    "pp8": "8-gon pair, MTV (fc_poly_poly_mtv)",
    "pp4": "box pair as 4-gons, MTV (fc_poly_poly_mtv)",
    "ppn": "other polygon pairs, MTV (fc_poly_poly_mtv)",
    "cc": "circle pair, MTV (fc_circle_circle_mtv)",
    "pc": "polygon + circle, MTV (fc_poly_circle_mtv)",
    "sweep": "polygon sweep (fc_poly_sweep)",
    "build8": "building an 8-gon (fc_poly_build)",
    "mul": "Q16.16 multiply (fc_mul)",
}
# The goals (instructions per query).
GOALS = {
    ("cortex-m0", "pp8"): 8000, ("cortex-m0", "pp4"): 3000,
    ("cortex-m0", "cc"): 150, ("cortex-m0", "build8"): 5000,
    ("host", "pp8"): 1600, ("host", "pp4"): 700, ("host", "cc"): 16,
    # cycles (6502) and T-states (Z80)
    ("6502", "mul"): 1000, ("6502", "pp4"): 30000, ("z80", "mul"): 2000,
}
ALL_TARGETS = ["host", "cortex-m0", "cortex-m3", "cortex-m4", "arm7tdmi", "gba", "6502", "z80",
               "sm83"]
CPUS = {
    # machine, flash, ram, extra flags, float note
    "cortex-m0": ("microbit", "256K", "16K", ["-DFC_PORT_SMULL=1"], "soft float"),
    "cortex-m3": ("mps2-an385", "4M", "1M", ["-DFC_PORT_SMULL=0"], "soft float"),
    "cortex-m4": ("mps2-an386", "4M", "1M",
                  ["-DFC_PORT_SMULL=0", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16"],
                  "FPv4 single-precision FPU (M4F)"),
}
# Query text that fits one M0 image next to the code (256 KB flash).
TEXT_LIMIT = {"cortex-m0": 150000, "cortex-m3": 3000000, "cortex-m4": 3000000}
R = 2


def run(cmd, **kw):
    return subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, **kw)


def classify(line):
    """The ops a query line is measured under (build8 reuses pp8)."""
    t = line.split()
    if not t or t[0].startswith("#"):
        return []
    if t[0] == "pp":
        try:
            na = int(t[1])
            nb = int(t[2 + 2 * na])
        except (ValueError, IndexError):
            return []
        if na == 8 and nb == 8:
            return ["pp8", "build8"]
        return ["pp4"] if na == 4 and nb == 4 else ["ppn"]
    return [t[0]] if t[0] in ("cc", "pc", "sweep", "mul") else []


def host_build(out):
    exe = os.path.join(out, "host", "bench")
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    src = sorted("src/" + f for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cc = os.environ.get("CC", "cc")
    obj = os.path.join(out, "host", "baseline.o")
    run([cc, "-std=c99", "-O2", "-fno-math-errno", "-Ibench", "-c", "bench/baseline.c", "-o", obj])
    run([cc, "-std=c99", "-Wall", "-Wextra", "-O2", "-Iinclude", "-Ibench"] + src
        + ["bench/bench.c", obj, "-lm", "-o", exe])
    return exe


def callgrind(exe, scene, op, kind, reps):
    p = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", exe, scene,
             "count", op, kind, str(reps)])
    m = re.search(r"Collected : (\d+)", p.stderr)
    items = int(re.search(r"items (\d+)", p.stdout).group(1))
    return int(m.group(1)), items


def target_build(cpu, out, lines_by_op):
    """Compiles the library, bench and port once; links one image per op."""
    machine, flash, ram, extra, _ = CPUS[cpu]
    d = os.path.join(out, cpu)
    os.makedirs(d, exist_ok=True)
    cc = ["arm-none-eabi-gcc", "-mcpu=" + cpu, "-mthumb", "-Os", "-ffunction-sections",
          "-fdata-sections", "-include", "ports/cortex-m/port.h"] + extra
    objs = []
    jobs = []
    for f in sorted(os.listdir(os.path.join(ROOT, "src"))):
        if f.endswith(".c"):
            jobs.append((["-std=c99", "-Iinclude", "src/" + f], "lib-" + f[:-2]))
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "-DBENCH_TARGET", "bench/bench.c"], "bench"))
    jobs.append((["-std=c99", "-fno-math-errno", "-Ibench", "bench/baseline.c"], "baseline"))
    jobs.append((["-std=gnu99", "ports/cortex-m/startup.c"], "port-startup"))
    jobs.append((["-std=gnu99", "ports/cortex-m/semihost.c"], "port-semihost"))
    if cpu == "cortex-m0":
        jobs.append((["ports/cortex-m/smull_v6m.S"], "port-smull"))
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        futs = []
        for args, name in jobs:
            o = os.path.join(d, name + ".o")
            objs.append(o)
            futs.append(ex.submit(run, cc + ["-c"] + args + ["-o", o]))
        for f in futs:
            f.result()
    images = {}
    truncated = {}
    for op, lines in lines_by_op.items():
        text, used = "", 0
        for ln in lines:
            if len(text) + len(ln) + 1 > TEXT_LIMIT[cpu]:
                break
            text += ln + "\n"
            used += 1
        if used < len(lines):
            truncated[op] = (used, len(lines))
        c = os.path.join(d, "scene-%s.c" % op)
        with open(c, "w") as f:
            f.write("const char bench_scene[] =\n")
            for ln in text.splitlines():
                f.write('    "%s\\n"\n' % ln.replace("\\", "\\\\").replace('"', '\\"'))
            f.write('    "";\nconst unsigned long bench_scene_len = sizeof bench_scene - 1;\n')
        elf = os.path.join(d, "bench-%s.elf" % op)
        run(cc + ["-std=c99", "-c", c, "-o", c[:-2] + ".o"])
        run(cc + ["-nostartfiles", "--specs=nano.specs", "-Wl,--gc-sections",
                  "-T", "ports/cortex-m/cortex-m.ld", "-Wl,--defsym=FLASH_SIZE=" + flash,
                  "-Wl,--defsym=RAM_SIZE=" + ram] + objs + [c[:-2] + ".o", "-lm", "-lgcc",
                                                             "-o", elf])
        images[op] = elf
    return images, truncated


def qemu(cpu, elf, plugin, op, kind, reps):
    machine = CPUS[cpu][0]
    p = subprocess.run(
        ["timeout", "600", "qemu-system-arm", "-M", machine, "-display", "none",
         "-monitor", "none", "-serial", "none", "-chardev", "stdio,id=con",
         "-semihosting-config",
         "enable=on,target=native,chardev=con,arg=bench,arg=%s,arg=%s,arg=%d" % (op, kind, reps),
         "-plugin", plugin, "-kernel", elf],
        cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        universal_newlines=True)
    m = re.search(r"insns: (\d+)", p.stderr)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("%s %s %s %s: status %d %s" % (cpu, op, kind, reps, p.returncode,
                                                           p.stderr.strip()[-300:]))
    return int(m.group(1)), int(items.group(1))


# ---- ARM7TDMI (qemu-arm user mode) and the 8-bit targets ----------------------
# Op numbers of bench.c (BENCH_OP: an image with that op's code only).
OP_NUM = {op: i for i, op in enumerate(["pp8", "pp4", "ppn", "cc", "pc", "sweep", "build8", "mul"])}
# Query lines per op on the 8-bit targets: few, so that an image fits 64 KB
# and a run stays short (the simulators are deterministic, so few suffice).
N8 = {"mul": 16, "cc": 16}
N8_DEFAULT = 8
R8 = 1          # the 8-bit runs use R = 1 and 2 (deterministic cycle counts)
SDCC = {
    # sdcc -m, ucsim -t, simif, simif option, linker flags, end of code space
    "z80": ("z80", "Z80", "0xE800", "rom[0xe800]", ["--code-loc", "0x0200", "--data-loc", "0xE900"],
            0xE800),
    "sm83": ("sm83", "LR35902", "0xA000", "xram[0xa000]", ["--data-loc", "0xA100"], 0x6000),
}


def write_scene(path, lines):
    with open(os.path.join(ROOT, path), "w") as f:
        f.write("const char bench_scene[] =\n")
        for ln in lines:
            f.write('    "%s\\n"\n' % ln.replace("\\", "\\\\").replace('"', '\\"'))
        f.write('    "";\nconst unsigned long bench_scene_len = sizeof bench_scene - 1;\n')


def parallel(calls):
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        futs = [ex.submit(*c) for c in calls]
        return [f.result() for f in futs]


def arm7_build(out, lines_by_op):
    """ARM7TDMI, Thumb -Os, newlib rdimon: one image per op, all the op's lines."""
    d = os.path.join(out, "arm7tdmi")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    cc = ["arm-none-eabi-gcc", "-mcpu=arm7tdmi", "-mthumb", "-Os", "-ffunction-sections",
          "-fdata-sections"]
    jobs = [(["-std=c99", "-Iinclude", "src/" + f], "lib-" + f[:-2])
            for f in sorted(os.listdir(os.path.join(ROOT, "src"))) if f.endswith(".c")]
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "-DBENCH_TARGET", "-DBENCH_ARGV",
                  "bench/bench.c"], "bench"))
    jobs.append((["-std=c99", "-fno-math-errno", "-Ibench", "bench/baseline.c"], "baseline"))
    objs = [os.path.join(d, n + ".o") for _, n in jobs]
    parallel([(run, cc + ["-c"] + a + ["-o", o]) for (a, _), o in zip(jobs, objs)])
    images = {}
    for op, lines in lines_by_op.items():
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines)
        elf = os.path.join(d, "bench-%s.elf" % op)
        run(cc + ["--specs=rdimon.specs", "-Wl,--gc-sections"] + objs + [c, "-lm", "-o", elf])
        images[op] = elf
    return images


def qemu_user(elf, plugin, op, kind, reps):
    p = subprocess.run(["timeout", "600", "qemu-arm", "-cpu", "ti925t", "-plugin", plugin, elf,
                        op, kind, str(reps)], cwd=ROOT, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"insns: (\d+)", p.stderr)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("arm7tdmi %s %s %s: status %d %s" % (op, kind, reps, p.returncode,
                                                                  p.stderr.strip()[-300:]))
    return int(m.group(1)), int(items.group(1))


# ---- GBA (mGBA, cycles from the GBA's own timers) ------------------------------
# The port's flags (ports/gba/port.sh): Thumb -Os, port.h, fc_port_smull in
# IWRAM, crt0.s/gba.ld/console.c. console.c runs main between starting and
# stopping timers 0-2 (cascaded, one count per CPU cycle at 16.78 MHz) and
# prints "@@CYCLES h", which build/host/mgba-run reports on stderr. mGBA has
# no command line: bench_cmdline[] comes from a per-(op, kind, R) object.
# The runs are deterministic, so R = 1 and 2 suffice.
RG = 1
GBA_CC = ["arm-none-eabi-gcc", "-mcpu=arm7tdmi", "-mthumb", "-mthumb-interwork", "-Os",
          "-ffunction-sections", "-fdata-sections", "-include", "ports/gba/port.h",
          "-DFC_PORT_SMULL=1"]
MGBA_RUN = os.path.join("build", "host", "mgba-run")


def mgba_runner():
    """build/host/mgba-run as ports/gba/port.sh builds it; None when libmgba
    is missing (the GBA rows are then left out, with a note)."""
    exe, src = os.path.join(ROOT, MGBA_RUN), os.path.join(ROOT, "tools", "mgba-run.c")
    if os.path.exists(exe) and os.path.getmtime(exe) >= os.path.getmtime(src):
        return MGBA_RUN
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    try:
        run(["cc", "-O2", "-Wall", "-Wextra", "tools/mgba-run.c", "-lmgba", "-o", MGBA_RUN])
    except (subprocess.CalledProcessError, OSError):
        return None
    return MGBA_RUN


def gba_build(out, lines_by_op):
    """One ROM per op, kind and R, all the op's query lines."""
    d = os.path.join(out, "gba")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    jobs = [(["-std=c99", "-Iinclude", "src/" + f], "lib-" + f[:-2])
            for f in sorted(os.listdir(os.path.join(ROOT, "src"))) if f.endswith(".c")]
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "-DBENCH_TARGET", "-DBENCH_CMDLINE_EXTERN",
                  "bench/bench.c"], "bench"))
    jobs.append((["-std=c99", "-fno-math-errno", "-Ibench", "bench/baseline.c"], "baseline"))
    jobs.append((["-std=c99", "ports/gba/console.c"], "port-console"))
    jobs.append((["ports/gba/crt0.s"], "port-crt0"))
    jobs.append((["ports/gba/smull_arm.s"], "port-smull"))
    objs = [os.path.join(d, n + ".o") for _, n in jobs]
    calls = [(run, GBA_CC + ["-c"] + a + ["-o", o]) for (a, _), o in zip(jobs, objs)]
    for op, lines in lines_by_op.items():
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines)
        calls.append((run, GBA_CC + ["-c", c, "-o", c[:-2] + ".o"]))
        for kind in ("fix", "float"):
            for r in (RG, 2 * RG):
                c = os.path.join(d, "cfg-%s-%s-%d.c" % (op, kind, r))
                with open(os.path.join(ROOT, c), "w") as f:
                    f.write('const char bench_cmdline[] = "bench %s %s %d";\n' % (op, kind, r))
                calls.append((run, GBA_CC + ["-c", c, "-o", c[:-2] + ".o"]))
    parallel(calls)

    def link(op, kind, r):
        elf = os.path.join(d, "bench-%s-%s-%d.elf" % (op, kind, r))
        run(GBA_CC + ["-nostartfiles", "--specs=nano.specs", "-T", "ports/gba/gba.ld",
                      "-Wl,--gc-sections"] + objs
            + [os.path.join(d, "scene-%s.o" % op), os.path.join(d, "cfg-%s-%s-%d.o" % (op, kind, r)),
               "-lm", "-lgcc", "-o", elf])
        run(["arm-none-eabi-objcopy", "-O", "binary", elf, elf[:-4] + ".gba"])
        return elf[:-4] + ".gba"

    keys = [(op, k, r) for op in lines_by_op for k in ("fix", "float") for r in (RG, 2 * RG)]
    return dict(zip(keys, parallel([(link,) + key for key in keys])))


def mgba(runner, rom, op, kind, reps):
    p = subprocess.run(["timeout", "600", runner, rom], cwd=ROOT, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"frames, (\d+) cycles", p.stderr)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("gba %s %s %s: status %d %s" % (op, kind, reps, p.returncode,
                                                            (p.stdout + p.stderr)[-300:]))
    return int(m.group(1)), int(items.group(1))


def cc65_build(out, lines_by_op):
    """6502: the library as an ar65 archive (only the needed modules are
    linked), one image per op with BENCH_OP and BENCH_NO_FLOAT."""
    d = os.path.join(out, "6502")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    cl = ["cl65", "-t", "sim6502", "-O"]
    srcs = [f for f in sorted(os.listdir(os.path.join(ROOT, "src"))) if f.endswith(".c")]
    objs = [os.path.join(d, f[:-2] + ".o") for f in srcs]
    # As ports/6502/port.sh builds it: the multiply and compares in assembly.
    calls = [(run, cl + ["-Iinclude", "-DFC_PORT_UMUL32=1", "-DFC_PORT_WCMP=1", "-c", "-o", o,
                         "src/" + f]) for f, o in zip(srcs, objs)]
    for a in ("umul32", "wcmp"):
        objs.append(os.path.join(d, a + ".o"))
        calls.append((run, ["ca65", "-o", objs[-1], "ports/6502/%s.s" % a]))
    for op in lines_by_op:
        # cl65 writes its .s beside the source: one wrapper file per op, so
        # that the parallel compiles do not overwrite each other's .s.
        w = os.path.join(d, "bench-%s.c" % op)
        with open(os.path.join(ROOT, w), "w") as f:
            f.write('#include "bench.c"\n')
        calls.append((run, cl + ["-Iinclude", "-Ibench", "-DBENCH_TARGET", "-DBENCH_ARGV",
                                 "-DBENCH_NO_FLOAT", "-DBENCH_CHUNK=1",
                                 "-DBENCH_OP=%d" % OP_NUM[op], "-c", "-o",
                                 os.path.join(d, "bench-%s.o" % op), w]))
    parallel(calls)
    lib = os.path.join(d, "fixcol.lib")
    if os.path.exists(os.path.join(ROOT, lib)):
        os.remove(os.path.join(ROOT, lib))
    run(["ar65", "a", lib] + objs)
    images, fail = {}, {}
    for op, lines in lines_by_op.items():
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines)
        prg = os.path.join(d, "bench-%s.prg" % op)
        try:
            run(cl + ["-o", prg, "-m", prg[:-4] + ".map", os.path.join(d, "bench-%s.o" % op), c, lib])
            images[op] = prg
        except subprocess.CalledProcessError as e:
            fail[op] = "does not link: " + (e.stderr or e.stdout).strip().splitlines()[-1]
    return images, fail


def sim65(prg, op, kind, reps):
    p = subprocess.run(["timeout", "600", "sim65", "-c", "-x", "4000000000", prg, op, kind,
                        str(reps)], cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"(\d+) cycles\s*$", p.stdout)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("6502 %s %s %s: status %d %s" % (op, kind, reps, p.returncode,
                                                             (p.stdout + p.stderr)[-300:]))
    return int(m.group(1)), int(items.group(1))


def sdcc_build(cpu, out, lines_by_op):
    """Z80 / SM83 (SDCC): the library as an sdar archive; per op one image
    per kind and R (ucsim has no command line: bench_cmdline[] is linked
    in). An image must end below the simulator interface (Z80) or the
    24 KB of ROM ucsim maps for the SM83. When the float baseline does not
    fit, fixcol is measured alone (BENCH_NO_FLOAT)."""
    mcpu, _, simif, _, ldflags, limit = SDCC[cpu]
    d = os.path.join(out, cpu)
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    cc = ["sdcc", "-m" + mcpu, "--std-c99", "--opt-code-size"]
    srcs = [f for f in sorted(os.listdir(os.path.join(ROOT, "src"))) if f.endswith(".c")]
    rels = [os.path.join(d, f[:-2] + ".rel") for f in srcs]
    # As the ports build it: the multiply and compares in assembly,
    # ports/z80/*.s, and for the SM83 the Game Boy port's ports/gb/*.s.
    calls = [(run, cc + ["-Iinclude", "-DFC_PORT_UMUL32=1", "-DFC_PORT_WCMP=1", "-c",
                         "src/" + f, "-o", o]) for f, o in zip(srcs, rels)]
    for a in ("umul32", "wcmp"):
        rels.append(os.path.join(d, a + ".rel"))
        calls.append((run, ["sdasz80" if cpu == "z80" else "sdasgb", "-plosgff", "-o", rels[-1],
                            "ports/%s/%s.s" % ("z80" if cpu == "z80" else "gb", a)]))
    calls.append((run, cc + ["-Ibench", "-c", "bench/baseline.c", "-o",
                             os.path.join(d, "baseline.rel")]))
    calls.append((run, cc + ["-DFC_SIMIF=" + simif, "-c", "ports/z80/console.c", "-o",
                             os.path.join(d, "console.rel")]))
    for op in lines_by_op:
        for fl in ("float", "nofloat"):
            calls.append((run, cc + ["-Iinclude", "-Ibench", "-DBENCH_TARGET",
                                     "-DBENCH_CMDLINE_EXTERN", "-Dmain=fc_run_main",
                                     "-DBENCH_CHUNK=1", "-DBENCH_OP=%d" % OP_NUM[op]]
                         + (["-DBENCH_NO_FLOAT"] if fl == "nofloat" else [])
                         + ["-c", "bench/bench.c", "-o",
                            os.path.join(d, "bench-%s-%s.rel" % (op, fl))]))
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines_by_op[op])
        calls.append((run, cc + ["-c", c, "-o", c[:-2] + ".rel"]))
        for kind in ("fix", "float"):
            for r in (R8, 2 * R8):
                c = os.path.join(d, "cfg-%s-%s-%d.c" % (op, kind, r))
                with open(os.path.join(ROOT, c), "w") as f:
                    f.write('const char bench_cmdline[] = "bench %s %s %d";\n' % (op, kind, r))
                calls.append((run, cc + ["-c", c, "-o", c[:-2] + ".rel"]))
    lib = os.path.join(d, "libfixcol.lib")
    if os.path.exists(os.path.join(ROOT, lib)):
        os.remove(os.path.join(ROOT, lib))
    parallel(calls)
    run(["sdar", "-rc", lib] + rels)

    def link(op, kind, r, fl):
        ihx = os.path.join(d, "bench-%s-%s-%d.ihx" % (op, kind, r))
        objs = [os.path.join(d, "console.rel"), os.path.join(d, "bench-%s-%s.rel" % (op, fl)),
                os.path.join(d, "scene-%s.rel" % op), os.path.join(d, "cfg-%s-%s-%d.rel" % (op, kind, r))]
        if fl == "float":
            objs.append(os.path.join(d, "baseline.rel"))
        try:
            run(cc + ldflags + objs + ["-L", d, "-l", "libfixcol.lib", "-o", ihx])
        except subprocess.CalledProcessError as e:
            return None, "does not link (%s)" % (e.stdout + e.stderr).strip()[-120:]
        with open(os.path.join(ROOT, ihx[:-4] + ".map")) as f:
            m = re.search(r"^_CODE\s+([0-9A-Fa-f]+)\s+([0-9A-Fa-f]+)", f.read(), re.M)
        end = int(m.group(1), 16) + int(m.group(2), 16)
        if end > limit:
            return None, "code ends at 0x%X, above 0x%X" % (end, limit)
        return ihx, None

    images, fail = {}, {}
    for op in lines_by_op:
        got = {}
        for kind in ("fix", "float"):
            for r in (R8, 2 * R8):
                img, why = link(op, kind, r, "float")
                if img is None and kind == "fix":
                    img, why2 = link(op, kind, r, "nofloat")
                    if img is None:
                        why = why2
                got[(kind, r)] = (img, why)
        for kind in ("fix", "float"):
            whys = [got[(kind, r)][1] for r in (R8, 2 * R8) if got[(kind, r)][0] is None]
            if whys:
                fail[(op, kind)] = whys[0]
            else:
                for r in (R8, 2 * R8):
                    images[(op, kind, r)] = got[(kind, r)][0]
    return images, fail


def ucsim(cpu, ihx, op, kind, reps):
    _, ucpu, _, iface, _, _ = SDCC[cpu]
    cmd = ["timeout", "600", "sz80", "-t", ucpu, "-I", "if=" + iface]
    if ucpu == "LR35902":
        cmd += ["-e", "pc 0x100"]
    p = subprocess.run(cmd + ["-e", "run", "-e", "state", "-e", "quit", ihx], cwd=ROOT,
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    m = re.search(r"Total time.*\((\d+) clks\)", p.stdout)
    items = re.search(r"items (\d+)", p.stdout)
    ok = re.search(r"@@EXIT 0", p.stdout)
    if p.returncode != 0 or not m or not items or not ok:
        raise RuntimeError("%s %s %s %s: status %d %s" % (cpu, op, kind, reps, p.returncode,
                                                           p.stdout[-300:]))
    return int(m.group(1)), int(items.group(1))


def per_item(total_r, total_2r, items, r=R):
    return (total_2r - total_r) / float(r * items)


def fmt(v):
    if v is None:
        return "n/a"
    if v >= 100:
        return "{:,}".format(int(round(v)))
    return "%.1f" % v


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for ln in f:
                if ln.startswith("model name"):
                    return ln.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def main():
    scene, out = None, os.path.join("build", "bench")
    targets = list(ALL_TARGETS)
    plugin = os.path.join("build", "host", "libinsncount.so")
    a = sys.argv[1:]
    while a:
        if a[0] == "--scene" and len(a) > 1:
            scene = a[1]
        elif a[0] == "--targets" and len(a) > 1:
            targets = a[1].split(",")
        elif a[0] == "--out" and len(a) > 1:
            out = a[1]
        elif a[0] == "--plugin" and len(a) > 1:
            plugin = a[1]
        else:
            sys.exit(__doc__)
        a = a[2:]
    os.makedirs(os.path.join(ROOT, out), exist_ok=True)
    if not scene:
        scene = os.path.join(out, "scene.vec")
        with open(os.path.join(ROOT, scene), "w") as f:
            subprocess.run([sys.executable, "bench/gen_scene.py"], cwd=ROOT, stdout=f, check=True)
    with open(os.path.join(ROOT, scene)) as f:
        lines = [ln.rstrip("\n") for ln in f]
    by_op = {}
    for ln in lines:
        for op in classify(ln):
            by_op.setdefault(op, []).append(ln)
    ops = [op for op in OPS if op in by_op]

    res = {}       # (target, op) -> (fix, float)
    ns, checks, notes = {}, {}, []
    if "host" in targets:
        exe = host_build(out)
        p = run([exe, scene, "time"])
        for ln in p.stdout.splitlines():
            t = ln.split()
            ns[t[1]] = (float(t[3]), float(t[4]))
            checks[t[1]] = (int(t[5]), int(t[2]))
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
            futs = {(op, k, r): ex.submit(callgrind, exe, scene, op, k, r)
                    for op in ops if op in ns for k in ("fix", "float") for r in (R, 2 * R)}
            for op in ops:
                if op in ns:
                    res[("host", op)] = tuple(
                        per_item(futs[(op, k, R)].result()[0], futs[(op, k, 2 * R)].result()[0],
                                 futs[(op, k, R)].result()[1]) for k in ("fix", "float"))
    for cpu in [t for t in targets if t in CPUS]:
        images, trunc = target_build(cpu, out, {op: by_op[op] for op in ops})
        for op, (u, n) in trunc.items():
            notes.append("%s %s: first %d of %d query lines (flash limit)" % (cpu, op, u, n))
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
            futs = {(op, k, r): ex.submit(qemu, cpu, images[op], plugin, op, k, r)
                    for op in ops for k in ("fix", "float") for r in (R, 2 * R)}
            for op in ops:
                res[(cpu, op)] = tuple(
                    per_item(futs[(op, k, R)].result()[0], futs[(op, k, 2 * R)].result()[0],
                             futs[(op, k, R)].result()[1])
                    for k in ("fix", "float"))
    if "arm7tdmi" in targets:
        images = arm7_build(out, {op: by_op[op] for op in ops})
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
            futs = {(op, k, r): ex.submit(qemu_user, images[op], plugin, op, k, r)
                    for op in ops for k in ("fix", "float") for r in (R, 2 * R)}
            for op in ops:
                res[("arm7tdmi", op)] = tuple(
                    per_item(futs[(op, k, R)].result()[0], futs[(op, k, 2 * R)].result()[0],
                             futs[(op, k, R)].result()[1])
                    for k in ("fix", "float"))
    if "gba" in targets:
        runner = mgba_runner()
        if runner is None:
            notes.append("gba: not measured, build/host/mgba-run does not build (it needs "
                         "libmgba-dev: sh tools/deps.sh gba)")
        else:
            images = gba_build(out, {op: by_op[op] for op in ops})
            with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
                futs = {key: ex.submit(mgba, runner, img, *key) for key, img in images.items()}
                for op in ops:
                    res[("gba", op)] = tuple(
                        per_item(futs[(op, k, RG)].result()[0], futs[(op, k, 2 * RG)].result()[0],
                                 futs[(op, k, RG)].result()[1], RG)
                        for k in ("fix", "float"))
    ops8 = [op for op in ops if op != "ppn"]
    lines8 = {op: by_op[op][:N8.get(op, N8_DEFAULT)] for op in ops8}
    if "6502" in targets:
        images, fail = cc65_build(out, lines8)
        notes.append("6502 float baseline: n/a, cc65 has no float type (no float baseline can "
                     "be compiled)")
        for op, why in fail.items():
            notes.append("6502 %s: not measured, %s" % (op, why))
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
            futs = {(op, r): ex.submit(sim65, images[op], op, "fix", r)
                    for op in images for r in (R8, 2 * R8)}
            for op in images:
                res[("6502", op)] = (per_item(futs[(op, R8)].result()[0],
                                              futs[(op, 2 * R8)].result()[0],
                                              futs[(op, R8)].result()[1], R8), None)
    for cpu in [t for t in targets if t in SDCC]:
        images, fail = sdcc_build(cpu, out, lines8)
        for (op, k), why in sorted(fail.items()):
            notes.append("%s %s %s: not measured, %s" % (
                cpu, op, "fixcol" if k == "fix" else "float baseline", why))
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
            futs = {key: ex.submit(ucsim, cpu, img, *key) for key, img in images.items()}
            for op in ops8:
                v = []
                for k in ("fix", "float"):
                    if (op, k, R8) in futs:
                        v.append(per_item(futs[(op, k, R8)].result()[0],
                                          futs[(op, k, 2 * R8)].result()[0],
                                          futs[(op, k, R8)].result()[1], R8))
                    else:
                        v.append(None)
                if v != [None, None]:
                    res[(cpu, op)] = tuple(v)

    arch = platform.machine()
    name = {"host": "host %s, instructions (callgrind)" % arch,
            "cortex-m0": "Cortex-M0, instructions (qemu microbit)",
            "cortex-m3": "Cortex-M3, instructions (qemu mps2-an385)",
            "cortex-m4": "Cortex-M4F, instructions (qemu mps2-an386)",
            "arm7tdmi": "ARM7TDMI, instructions (qemu-arm -cpu ti925t)",
            "gba": "GBA (ARM7TDMI 16.78 MHz), cycles (mGBA, GBA timers)",
            "6502": "6502, cycles (sim65)",
            "z80": "Z80, T-states (ucsim sz80)",
            "sm83": "SM83 (Game Boy CPU), clks (ucsim LR35902)"}
    try:
        commit = run(["git", "rev-parse", "--short", "HEAD"]).stdout.strip()
        if run(["git", "status", "--porcelain", "--", "src", "include"]).stdout.strip():
            commit += " (with uncommitted changes in src/ or include/)"
    except (subprocess.CalledProcessError, OSError):
        commit = "unknown"
    print("Scene: `%s` (%d query lines). Commit %s. Machine: %s, %s." % (
        scene, sum(len(by_op[o]) for o in ops if o != "build8"), commit, arch, cpu_model()))
    print()
    print("| op | target | fixcol | float baseline | fixcol / float | goal | met |")
    print("|---|---|---:|---:|---:|---:|---|")
    for op in ops:
        rows = []
        if op in ns:
            f, b = ns[op]
            rows.append(("host %s, ns per query (median of 5)" % arch, f, b, None))
        for t in targets:
            if (t, op) in res:
                f, b = res[(t, op)]
                rows.append((name[t], f, b, GOALS.get((t, op))))
        for label, f, b, goal in rows:
            met = "" if goal is None or f is None else ("yes" if f <= goal else "**no**")
            print("| %s | %s | %s | %s | %s | %s | %s |" % (
                LABEL[op], label, fmt(f), fmt(b), "%.2f" % (f / b) if b and f else "-",
                "-" if goal is None else "<= {:,}".format(goal), met))
    print()
    if checks:
        print("Float baseline against fixcol's exact answer (hit/miss; sweep: miss/hit/overlap), "
              "host: " + ", ".join("%s %d of %d disagree" % (op, d, n)
                                   for op, (d, n) in checks.items()
                                   if op not in ("build8", "mul")) + ".")
    for n in notes:
        print("Note: " + n + ".")


if __name__ == "__main__":
    main()
