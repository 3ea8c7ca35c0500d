#!/usr/bin/env python3
"""Runs the fixcol benchmarks and prints a markdown table (make bench).

usage: bench.py [--scene FILE.vec] [--targets T,T,...] [--out DIR]
                [--plugin build/host/libinsncount.so] [--no-float] [--no-time]
                [--quick]

  --targets   host, cortex-m0 (m0), cortex-m3 (m3), cortex-m4 (m4),
              arm7tdmi (arm7), gba, 6502, z80, sm83 (gb); default all
  --no-float  fixcol only, no float baseline
  --no-time   no host nanoseconds
  --quick     host and Cortex-M0, fixcol only, no host nanoseconds
              (make bench-quick)

Every measured call goes through a wrapper in bench/calls.c, compiled on
its own so that it cannot be inlined into the harness's loop, and every
op is run twice, identically but for the wrappers: once with the calls
and once with their no-op twins. The difference of the two totals,
divided by the items, is the cost of one call. Parsing, shape building,
start-up, the loop and exit are identical in both runs and cancel.
  host:      valgrind --tool=callgrind (Ir, "Collected"), cc -O2
  Cortex-M:  qemu-system-arm with the instruction-count plugin
             (tools/qemu-insncount.c), the port's flags, one image per CPU
             and op with that op's queries compiled in; the op, kind and
             call come from the semihosting command line
  ARM7TDMI:  qemu-arm -cpu ti925t with the same plugin
  GBA:       cycles from the GBA's timers 0-2 (cascaded, 16.78 MHz) inside
             the ROM (ports/gba/console.c), run by build/host/mgba-run
  6502, Z80: cycles from sim65 and ucsim, the first few queries
  SM83:      the same queries in a Game Boy cartridge under mGBA's Game
             Boy core, the clocks counted by its timer (ports/gb/timer.c)
Host nanoseconds: bench/bench.c, CLOCK_MONOTONIC, median of 5 runs with
the calls minus the median of 5 without.
Each target's figures are printed as soon as it is done, each beside its
goal; the markdown table comes last (also written to DIR/results.md).
"""
import concurrent.futures
import os
import platform
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The ops, in bench/calls.h's order (OP_*), and the scene lines each takes.
OPS = ["pp8-mtv", "pp8-yn", "pp8-yn-hit", "pp8-yn-miss", "pp8-contact", "pp4-mtv", "ppn-mtv",
       "cc-yn", "cc-mtv", "pc-mtv", "sweep", "build8", "mul",
       "sw-far", "sw-near", "sw-hit", "cc-sweep", "rayc", "pc-sweep", "cb-sweep", "dist8",
       "dist-pc"]
# The motion and distance ops (generic-shape lines): measured on the 32-bit
# targets only (the 8-bit images leave them out).
MOTION = {"sw-far", "sw-near", "sw-hit", "cc-sweep", "rayc", "pc-sweep", "cb-sweep", "dist8",
          "dist-pc"}
OP_NUM = {op: i for i, op in enumerate(OPS)}
SOURCE = {"pp8-mtv": "pp8", "pp8-yn": "pp8", "pp8-yn-hit": "pp8", "pp8-yn-miss": "pp8",
          "pp8-contact": "pp8", "build8": "pp8", "pp4-mtv": "pp4", "ppn-mtv": "ppn",
          "cc-yn": "cc", "cc-mtv": "cc", "pc-mtv": "pc", "sweep": "sweep", "mul": "mul"}
SOURCE.update({op: op for op in MOTION})
LABEL = {
    "pp8-mtv": "8-gon pair, MTV (fc_poly_poly_mtv)",
    "pp8-yn": "8-gon pair, yes/no (fc_poly_poly)",
    "pp8-yn-hit": "8-gon pair, yes/no, hits only (fc_poly_poly)",
    "pp8-yn-miss": "8-gon pair, yes/no, misses only (fc_poly_poly)",
    "pp8-contact": "8-gon contact manifold (fc_poly_contact)",
    "pp4-mtv": "box pair as 4-gons, MTV (fc_poly_poly_mtv)",
    "ppn-mtv": "other polygon pairs, MTV (fc_poly_poly_mtv)",
    "cc-yn": "circle pair, yes/no (fc_circle_circle)",
    "cc-mtv": "circle pair, MTV (fc_circle_circle_mtv)",
    "pc-mtv": "polygon + circle, MTV (fc_poly_circle_mtv)",
    "sweep": "polygon sweep (fc_poly_sweep)",
    "build8": "building an 8-gon (fc_poly_build)",
    "mul": "Q16.16 multiply (fc_mul)",
    "sw-far": "8-gon sweep, swept boxes apart (fc_poly_sweep)",
    "sw-near": "8-gon sweep, swept boxes overlap, miss (fc_poly_sweep)",
    "sw-hit": "8-gon sweep, hit (fc_poly_sweep)",
    "cc-sweep": "circle moving against a circle (fc_circle_sweep_circle)",
    "rayc": "the same as a ray against the grown circle (fc_ray_circle)",
    "pc-sweep": "8-gon moving against a circle (fc_poly_sweep_circle)",
    "cb-sweep": "circle moving against a box (fc_circle_sweep_box)",
    "dist8": "8-gon pair apart, distance (fc_shape_distance)",
    "dist-pc": "8-gon and circle apart, distance (fc_shape_distance)",
}
# Goals per query: instructions (host, Cortex-M0), cycles (GBA, 6502),
# T-states (Z80), clocks (Game Boy). A figure meets its goal when it is
# <= the goal.
GOALS = {
    ("host", "pp8-mtv"): 1700, ("host", "pp8-yn"): 1300, ("host", "pp4-mtv"): 700,
    ("host", "pp8-contact"): 3000, ("host", "cc-yn"): 30, ("host", "cc-mtv"): 80,
    ("cortex-m0", "pp8-mtv"): 8000, ("cortex-m0", "pp4-mtv"): 3000,
    ("cortex-m0", "pp8-contact"): 12000, ("cortex-m0", "cc-yn"): 120,
    ("cortex-m0", "cc-mtv"): 500, ("cortex-m0", "build8"): 3000,
    ("gba", "pp8-mtv"): 15000,
    ("6502", "mul"): 1000, ("6502", "pp4-mtv"): 30000, ("z80", "mul"): 2000,
    ("sm83", "mul"): 2000,
}
# Worst-case stack of a function's call tree on the Cortex-M0, in bytes.
STACK_FUNC, STACK_GOAL = "fc_poly_poly_mtv", 160
ALL_TARGETS = ["host", "cortex-m0", "cortex-m3", "cortex-m4", "arm7tdmi", "gba", "6502", "z80",
               "sm83"]
ALIAS = {"m0": "cortex-m0", "m3": "cortex-m3", "m4": "cortex-m4", "arm7": "arm7tdmi",
         "gb": "sm83"}
SHORT = {"cortex-m0": "m0", "cortex-m3": "m3", "cortex-m4": "m4", "arm7tdmi": "arm7"}
UNIT = {"host": "insns", "cortex-m0": "insns", "cortex-m3": "insns", "cortex-m4": "insns",
        "arm7tdmi": "insns", "gba": "cycles", "6502": "cycles", "z80": "T-states",
        "sm83": "clocks"}
CPUS = {
    # machine, flash, ram, extra flags, float note
    "cortex-m0": ("microbit", "256K", "16K", ["-DFC_PORT_SMULL=1"], "soft float"),
    "cortex-m3": ("mps2-an385", "4M", "1M", ["-DFC_PORT_SMULL=0"], "soft float"),
    "cortex-m4": ("mps2-an386", "4M", "1M",
                  ["-DFC_PORT_SMULL=0", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16"],
                  "FPv4 single-precision FPU (M4F)"),
}
FLASH = {"256K": 256 * 1024, "4M": 4 * 1024 * 1024}
R = 1           # every loop runs once over its queries; the no-op run is the reference
BASELINE = ("baseline", "baseline_contact", "baseline_motion")      # bench/*.c, the float baseline
CALLS = ("call", "noop")   # words of one length, so the stack sits alike


def run(cmd, **kw):
    return subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, **kw)


def parallel(calls):
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        futs = [ex.submit(*c) for c in calls]
        return [f.result() for f in futs]


def classify(line):
    """The kind of scene line: pp8, pp4, ppn, cc, pc, sweep, mul or None."""
    t = line.split()
    if not t or t[0].startswith("#"):
        return None
    if t[0] == "pp":
        try:
            na = int(t[1])
            nb = int(t[2 + 2 * na])
        except (ValueError, IndexError):
            return None
        return "pp8" if na == nb == 8 else "pp4" if na == nb == 4 else "ppn"
    if t[0] in ("sweepx", "dist"):
        return motion_class(t)
    if t[0] == "rayc":
        return "rayc"
    return t[0] if t[0] in ("cc", "pc", "sweep", "mul") else None


def motion_class(t):
    """The op of a sweepx or dist line (bench/gen_scene.py's kinds), or None."""
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import gen_scene
    kinds, pos, shapes = [], 1, []
    try:
        for _ in range(2):
            k = t[pos]
            if k == "p":
                n = int(t[pos + 1])
                v = [int(x) for x in t[pos + 2:pos + 2 + 2 * n]]
                shapes.append(list(zip(v[0::2], v[1::2])))
                pos += 2 + 2 * n
            else:
                pos += 4 if k == "c" else 5
                shapes.append(None)
            kinds.append(k)
        v = [int(x) for x in t[pos:]]
    except (ValueError, IndexError):
        return None
    key = t[0] + " " + "".join(kinds)
    if key == "sweepx pp" and len(v) == 2:
        a, b = shapes
        return ("sw-hit" if gen_scene.sweep_hit(a, b, v)
                else "sw-far" if gen_scene.swept_apart(a, b, v) else "sw-near")
    return {"sweepx cc": "cc-sweep", "sweepx pc": "pc-sweep", "sweepx cb": "cb-sweep",
            "dist pp": "dist8", "dist pc": "dist-pc"}.get(key)


# ---- scenes compiled into target images ----------------------------------------
# bench.c's LINE_* codes. Each line becomes: its code, its count of
# integers, the integers (int32), so that 1000 8-gon pairs (about 140 KB)
# fit the micro:bit's 256 KB of flash beside the code.
LINE_CODE = {"pp": 1, "sweep": 2, "cc": 3, "pc": 4, "mul": 5, "sweepx": 6, "dist": 7, "rayc": 8}
SHAPE_CODE = {"c": 1, "b": 2, "p": 3}   # fc_shape kinds, as bench.c reads them


def tokens(line):
    t = line.split()
    try:
        v = [SHAPE_CODE[x] if x in SHAPE_CODE else int(x) for x in t[1:]]
    except ValueError:
        return None
    if t[0] not in LINE_CODE or any(x < -2 ** 31 or x >= 2 ** 31 for x in v):
        return None
    return [LINE_CODE[t[0]], len(v)] + v


def c_int(v):
    return "(-2147483647 - 1)" if v == -2 ** 31 else str(v)


def write_scene(path, lines):
    """The lines as bench_scene[]: returns the bytes of data written."""
    rows = [r for r in (tokens(ln) for ln in lines) if r]
    with open(os.path.join(ROOT, path), "w") as f:
        f.write("#include <stdint.h>\nconst int32_t bench_scene[] = {\n")
        for r in rows:
            f.write("    %s,\n" % ", ".join(c_int(v) for v in r))
        if not rows:
            f.write("    0\n")
        f.write("};\nconst unsigned long bench_scene_len = %d;\n" % sum(len(r) for r in rows))
    return 4 * sum(len(r) for r in rows)


def scene_bytes(line):
    r = tokens(line)
    return 4 * len(r) if r else 0


# ---- host -------------------------------------------------------------------------

def host_build(out):
    d = os.path.join(out, "host")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    exe = os.path.join(d, "bench")
    src = sorted("src/" + f for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    cc = os.environ.get("CC", "cc")
    base = [os.path.join(d, b + ".o") for b in BASELINE]
    calls = os.path.join(d, "calls.o")
    # calls.c on its own: the wrappers cannot be inlined into the loops
    parallel([(run, [cc, "-std=c99", "-O2", "-fno-math-errno", "-Ibench", "-c",
                     "bench/%s.c" % b, "-o", o]) for b, o in zip(BASELINE, base)]
             + [(run, [cc, "-std=c99", "-Wall", "-Wextra", "-O2", "-Iinclude", "-Ibench", "-c",
                       "bench/calls.c", "-o", calls])])
    run([cc, "-std=c99", "-Wall", "-Wextra", "-O2", "-Iinclude", "-Ibench"] + src
        + ["bench/bench.c", calls] + base + ["-lm", "-o", exe])
    return exe


def callgrind(exe, scene, op, kind, call):
    p = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", exe, scene,
             "count", op, kind, call, str(R)])
    m = re.search(r"Collected : (\d+)", p.stderr)
    items = int(re.search(r"items (\d+)", p.stdout).group(1))
    return int(m.group(1)), items


# ---- Cortex-M (qemu-system-arm) ------------------------------------------------------

def cm_link(cc, objs, flash, ram, scene_o, elf):
    run(cc + ["-nostartfiles", "--specs=nano.specs", "-Wl,--gc-sections",
              "-T", "ports/cortex-m/cortex-m.ld", "-Wl,--defsym=FLASH_SIZE=" + flash,
              "-Wl,--defsym=RAM_SIZE=" + ram] + objs + [scene_o, "-lm", "-lgcc", "-o", elf])


def target_build(cpu, out, lines_by_op):
    """Compiles the library, bench, calls and port once; links one image per
    op, with as many of the op's lines as fit the flash beside the code.
    The library's objects come with their stack use (-fstack-usage,
    -fcallgraph-info) for the stack figure; neither changes the code."""
    machine, flash, ram, extra, _ = CPUS[cpu]
    d = os.path.join(out, cpu)
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    for f in os.listdir(os.path.join(ROOT, d)):
        if f.endswith((".ci", ".su")):
            os.remove(os.path.join(ROOT, d, f))
    cc = ["arm-none-eabi-gcc", "-mcpu=" + cpu, "-mthumb", "-Os", "-ffunction-sections",
          "-fdata-sections", "-include", "ports/cortex-m/port.h"] + extra
    jobs = []
    for f in sorted(os.listdir(os.path.join(ROOT, "src"))):
        if f.endswith(".c"):
            jobs.append((["-std=c99", "-fstack-usage", "-fcallgraph-info=su", "-Iinclude",
                          "src/" + f], "lib-" + f[:-2]))
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "-DBENCH_TARGET", "bench/bench.c"], "bench"))
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "bench/calls.c"], "calls"))
    jobs += [(["-std=c99", "-fno-math-errno", "-Ibench", "bench/%s.c" % b], b) for b in BASELINE]
    jobs.append((["-std=gnu99", "ports/cortex-m/startup.c"], "port-startup"))
    jobs.append((["-std=gnu99", "ports/cortex-m/semihost.c"], "port-semihost"))
    if cpu == "cortex-m0":
        jobs.append((["ports/cortex-m/smull_v6m.S"], "port-smull"))
    objs = [os.path.join(d, n + ".o") for _, n in jobs]
    parallel([(run, cc + ["-c"] + a + ["-o", o]) for (a, _), o in zip(jobs, objs)])
    # The room for queries: the flash less an image without any.
    c = os.path.join(d, "scene-none.c")
    write_scene(c, [])
    run(cc + ["-std=c99", "-c", c, "-o", c[:-2] + ".o"])
    cm_link(cc, objs, flash, ram, c[:-2] + ".o", os.path.join(d, "bench-none.elf"))
    size = run(["arm-none-eabi-size", os.path.join(d, "bench-none.elf")]).stdout.split("\n")[1]
    text, data = (int(x) for x in size.split()[:2])
    room = FLASH[flash] - text - data - 1024

    def link(op, lines):
        used, total = 0, 0
        for ln in lines:
            total += scene_bytes(ln)
            if total > room:
                break
            used += 1
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines[:used])
        elf = os.path.join(d, "bench-%s.elf" % op)
        run(cc + ["-std=c99", "-c", c, "-o", c[:-2] + ".o"])
        cm_link(cc, objs, flash, ram, c[:-2] + ".o", elf)
        return elf, used

    ops = list(lines_by_op)
    got = parallel([(link, op, lines_by_op[op]) for op in ops])
    images = {op: g[0] for op, g in zip(ops, got)}
    truncated = {op: (g[1], len(lines_by_op[op])) for op, g in zip(ops, got)
                 if g[1] < len(lines_by_op[op])}
    return images, truncated, d


def qemu(cpu, elf, plugin, op, kind, call):
    machine = CPUS[cpu][0]
    p = subprocess.run(
        ["timeout", "600", "qemu-system-arm", "-M", machine, "-display", "none",
         "-monitor", "none", "-serial", "none", "-chardev", "stdio,id=con",
         "-semihosting-config",
         "enable=on,target=native,chardev=con,arg=bench,arg=%s,arg=%s,arg=%s,arg=%d"
         % (op, kind, call, R),
         "-plugin", plugin, "-kernel", elf],
        cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        universal_newlines=True)
    m = re.search(r"insns: (\d+)", p.stderr)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("%s %s %s %s: status %d %s" % (cpu, op, kind, call, p.returncode,
                                                           p.stderr.strip()[-300:]))
    return int(m.group(1)), int(items.group(1))


def m0_stack(d, func):
    """Worst-case stack of func's call tree and its deepest path
    (tools/stack.py's deepest): the M0 objects' call graphs from gcc's .ci
    files, the port's assembly followed with the stack's depth at each of
    its calls (stack.asm_graph), libgcc's helpers costed from their
    disassembly."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import stack
    frame, calls = stack.read_graph(os.path.join(ROOT, d))
    asm = stack.asm_graph("arm-none-eabi-objdump", os.path.join(ROOT, d, "port-smull.o"))
    libgcc = run(["arm-none-eabi-gcc", "-mcpu=cortex-m0", "-mthumb",
                  "-print-libgcc-file-name"]).stdout.strip()
    helpers = [stack.helper_costs("arm-none-eabi-objdump", libgcc)]
    if func not in frame:
        raise RuntimeError("%s is not in the call graphs of %s" % (func, d))
    return stack.deepest(frame, calls, asm, helpers)(func)


# ---- ARM7TDMI (qemu-arm user mode) ---------------------------------------------------

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
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "bench/calls.c"], "calls"))
    jobs += [(["-std=c99", "-fno-math-errno", "-Ibench", "bench/%s.c" % b], b) for b in BASELINE]
    objs = [os.path.join(d, n + ".o") for _, n in jobs]
    parallel([(run, cc + ["-c"] + a + ["-o", o]) for (a, _), o in zip(jobs, objs)])

    def link(op):
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines_by_op[op])
        elf = os.path.join(d, "bench-%s.elf" % op)
        run(cc + ["--specs=rdimon.specs", "-Wl,--gc-sections"] + objs + [c, "-lm", "-o", elf])
        return elf

    ops = list(lines_by_op)
    return dict(zip(ops, parallel([(link, op) for op in ops])))


def qemu_user(elf, plugin, op, kind, call):
    p = subprocess.run(["timeout", "600", "qemu-arm", "-cpu", "ti925t", "-plugin", plugin, elf,
                        op, kind, call, str(R)], cwd=ROOT, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"insns: (\d+)", p.stderr)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("arm7tdmi %s %s %s: status %d %s" % (op, kind, call, p.returncode,
                                                                  p.stderr.strip()[-300:]))
    return int(m.group(1)), int(items.group(1))


# ---- GBA (mGBA, cycles from the GBA's own timers) ------------------------------
# The port's flags (ports/gba/port.sh): Thumb -Os, port.h, fc_port_smull in
# IWRAM, crt0.s/gba.ld/console.c. console.c runs main between starting and
# stopping timers 0-2 (cascaded, one count per CPU cycle at 16.78 MHz) and
# prints "@@CYCLES h", which build/host/mgba-run reports on stderr. mGBA has
# no command line: bench_cmdline[] comes from a per-(op, kind, call) object.
GBA_CC = ["arm-none-eabi-gcc", "-mcpu=arm7tdmi", "-mthumb", "-mthumb-interwork", "-Os",
          "-ffunction-sections", "-fdata-sections", "-include", "ports/gba/port.h",
          "-DFC_PORT_SMULL=1"]
MGBA_RUN = os.path.join("build", "host", "mgba-run")


def mgba_runner():
    """build/host/mgba-run as ports/gba/port.sh builds it; None when libmgba
    is missing (the GBA rows are then left out, with a note)."""
    exe = os.path.join(ROOT, MGBA_RUN)
    srcs = [os.path.join(ROOT, "tools", f) for f in ("mgba-run.c", "mgba-console.h")]
    if os.path.exists(exe) and all(os.path.getmtime(exe) >= os.path.getmtime(f) for f in srcs):
        return MGBA_RUN
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    try:
        run(["cc", "-O2", "-Wall", "-Wextra", "tools/mgba-run.c", "-lmgba", "-o", MGBA_RUN])
    except (subprocess.CalledProcessError, OSError):
        return None
    return MGBA_RUN


def write_cmdline(path, op, kind, call, reps):
    with open(os.path.join(ROOT, path), "w") as f:
        f.write('const char bench_cmdline[] = "bench %s %s %s %d";\n' % (op, kind, call, reps))


def gba_build(out, lines_by_op, kinds):
    """One ROM per op, kind and call, all the op's query lines."""
    d = os.path.join(out, "gba")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    jobs = [(["-std=c99", "-Iinclude", "src/" + f], "lib-" + f[:-2])
            for f in sorted(os.listdir(os.path.join(ROOT, "src"))) if f.endswith(".c")]
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "-DBENCH_TARGET", "-DBENCH_CMDLINE_EXTERN",
                  "bench/bench.c"], "bench"))
    jobs.append((["-std=c99", "-Iinclude", "-Ibench", "bench/calls.c"], "calls"))
    jobs += [(["-std=c99", "-fno-math-errno", "-Ibench", "bench/%s.c" % b], b) for b in BASELINE]
    jobs.append((["-std=c99", "ports/gba/console.c"], "port-console"))
    jobs.append((["ports/gba/crt0.s"], "port-crt0"))
    jobs.append((["ports/gba/smull_arm.s"], "port-smull"))
    objs = [os.path.join(d, n + ".o") for _, n in jobs]
    calls = [(run, GBA_CC + ["-c"] + a + ["-o", o]) for (a, _), o in zip(jobs, objs)]
    keys = [(op, k, c) for op in lines_by_op for k in kinds for c in CALLS]
    for op, lines in lines_by_op.items():
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines)
        calls.append((run, GBA_CC + ["-c", c, "-o", c[:-2] + ".o"]))
    for op, k, call in keys:
        c = os.path.join(d, "cfg-%s-%s-%s.c" % (op, k, call))
        write_cmdline(c, op, k, call, R)
        calls.append((run, GBA_CC + ["-c", c, "-o", c[:-2] + ".o"]))
    parallel(calls)

    def link(op, kind, call):
        elf = os.path.join(d, "bench-%s-%s-%s.elf" % (op, kind, call))
        run(GBA_CC + ["-nostartfiles", "--specs=nano.specs", "-T", "ports/gba/gba.ld",
                      "-Wl,--gc-sections"] + objs
            + [os.path.join(d, "scene-%s.o" % op),
               os.path.join(d, "cfg-%s-%s-%s.o" % (op, kind, call)), "-lm", "-lgcc", "-o", elf])
        run(["arm-none-eabi-objcopy", "-O", "binary", elf, elf[:-4] + ".gba"])
        return elf[:-4] + ".gba"

    return dict(zip(keys, parallel([(link,) + key for key in keys])))


def mgba(runner, rom, op, kind, call):
    p = subprocess.run(["timeout", "600", runner, rom], cwd=ROOT, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"frames, (\d+) cycles", p.stderr)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("gba %s %s %s: status %d %s" % (op, kind, call, p.returncode,
                                                            (p.stdout + p.stderr)[-300:]))
    return int(m.group(1)), int(items.group(1))


# ---- the 8-bit targets ------------------------------------------------------------
# Query lines per op: few, so that an image fits 64 KB and a run stays
# short (the simulators are deterministic, so few suffice). They are the
# first hits and the first misses of the op's lines, half and half (the
# hit-only and miss-only ops: only hits, only misses), so that they weigh
# hits and misses as the whole scene does.
N8 = {"mul": 16, "cc-yn": 16, "cc-mtv": 16}
N8_DEFAULT = 8


def is_hit(line):
    """Whether a query line's shapes touch, decided exactly as
    bench/gen_scene.py decides it; None for lines without a hit/miss."""
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import gen_scene
    t = line.split()
    try:
        v = [int(x) for x in t[1:]]

        def poly(pos):
            n = v[pos]
            return [(v[pos + 1 + 2 * i], v[pos + 2 + 2 * i]) for i in range(n)], pos + 1 + 2 * n
        if t[0] == "pp":
            a, pos = poly(0)
            return gen_scene.sat_hit(a, poly(pos)[0])
        if t[0] == "sweep":
            a, pos = poly(0)
            b, pos = poly(pos)
            return gen_scene.sweep_hit(a, b, (v[pos], v[pos + 1]))
        if t[0] == "pc":
            a, pos = poly(0)
            return gen_scene.circle_poly_hit(a, tuple(v[pos:pos + 3]))
        if t[0] == "cc":
            return (v[0] - v[3]) ** 2 + (v[1] - v[4]) ** 2 <= (v[2] + v[5]) ** 2
    except (ValueError, IndexError, ZeroDivisionError):
        pass
    return None


def sample8(op, lines):
    n = N8.get(op, N8_DEFAULT)
    want = {True: n if op != "pp8-yn-miss" else 0, False: n if op != "pp8-yn-hit" else 0}
    if op not in ("pp8-yn-hit", "pp8-yn-miss"):
        want = {True: n // 2, False: n - n // 2}
    out = []
    for ln in lines:
        h = is_hit(ln)
        if h is None:
            return lines[:n]
        if want[h] > 0:
            want[h] -= 1
            out.append(ln)
            if not want[True] and not want[False]:
                break
    return out
SDCC = {
    # sdcc -m, ucsim -t, simif, simif option, linker flags, end of code space
    "z80": ("z80", "Z80", "0xE800", "rom[0xe800]", ["--code-loc", "0x0200", "--data-loc", "0xE900"],
            0xE800),
    # (SM83: a flat 32 KB Game Boy cartridge under mGBA, see gb_link)
    "sm83": ("sm83", None, None, None, None, 0x8000),
}


def cc65_build(out, lines_by_op):
    """6502: the library as an ar65 archive (only the needed modules are
    linked), one image per op with BENCH_OP and BENCH_NO_FLOAT."""
    d = os.path.join(out, "6502")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    cl = ["cl65", "-t", "sim6502", "-O"]
    srcs = [f for f in sorted(os.listdir(os.path.join(ROOT, "src"))) if f.endswith(".c")]
    objs = [os.path.join(d, f[:-2] + ".o") for f in srcs]
    # As ports/6502/port.sh builds it: the multiply, the SAT's dot product, compares,
    # sums and division in assembly.
    calls = [(run, cl + ["-Iinclude", "-DFC_PORT_UMUL32=1", "-DFC_PORT_MUL=1", "-DFC_PORT_WCMP=1",
                         "-DFC_PORT_WADD=1", "-DFC_PORT_DIV=1", "-DFC_PORT_BOX=1", "-DFC_PORT_CIRCLE=1",
                         "-DFC_PORT_BOXES_OVERLAP=1",
                         "-DFC_PORT_DEPTH=1", "-DFC_PORT_WALK=1", "-DFC_PORT_DIV_LEN=1", "-c", "-o", o,
                         "src/" + f])
             for f, o in zip(srcs, objs)]
    for a in ("umul32", "wmul", "fmul", "depth", "walk", "wcmp", "wadd", "div", "box", "boxov", "circle",
              "pcircle", "circle_decide", "cbox"):
        objs.append(os.path.join(d, a + ".o"))
        calls.append((run, ["ca65", "-o", objs[-1], "ports/6502/%s.s" % a]))
    for op in lines_by_op:
        # cl65 writes its .s beside the source: one wrapper file per op and
        # source, so that the parallel compiles do not overwrite each
        # other's .s.
        for name in ("bench", "calls"):
            w = os.path.join(d, "%s-%s.c" % (name, op))
            with open(os.path.join(ROOT, w), "w") as f:
                f.write('#include "%s.c"\n' % name)
            calls.append((run, cl + ["-Iinclude", "-Ibench", "-DBENCH_TARGET", "-DBENCH_ARGV",
                                     "-DBENCH_NO_FLOAT", "-DBENCH_CHUNK=1",
                                     "-DBENCH_OP=%d" % OP_NUM[op], "-c", "-o", w[:-2] + ".o", w]))
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
            run(cl + ["-o", prg, "-m", prg[:-4] + ".map", os.path.join(d, "bench-%s.o" % op),
                      os.path.join(d, "calls-%s.o" % op), c, lib])
            images[op] = prg
        except subprocess.CalledProcessError as e:
            fail[op] = "does not link: " + (e.stderr or e.stdout).strip().splitlines()[-1]
    return images, fail


def sim65(prg, op, kind, call):
    # Run beside the image, so that argv (on the 6502's stack, whose place
    # decides which accesses cross a page) is the same whatever the
    # output directory.
    p = subprocess.run(["timeout", "600", "sim65", "-c", "-x", "4000000000",
                        os.path.basename(prg), op, kind, call, str(R)],
                       cwd=os.path.join(ROOT, os.path.dirname(prg)), stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    m = re.search(r"(\d+) cycles\s*$", p.stdout)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("6502 %s %s %s: status %d %s" % (op, kind, call, p.returncode,
                                                             (p.stdout + p.stderr)[-300:]))
    return int(m.group(1)), int(items.group(1))


def ihx_end(path):
    """The end of the highest byte an Intel hex image loads (code, constants
    and initialisers alike)."""
    end = 0
    with open(path) as f:
        for ln in f:
            ln = ln.strip()
            if ln.startswith(":") and ln[7:9] == "00":
                end = max(end, int(ln[3:7], 16) + int(ln[1:3], 16))
    return end


def sdcc_build(cpu, out, lines_by_op, kinds):
    """Z80 / SM83 (SDCC): the library as an sdar archive; per op one image
    per kind and call (ucsim and a Game Boy have no command line:
    bench_cmdline[] is linked in). A Z80 image must end below the
    simulator interface; a Game Boy image is a flat 32 KB cartridge, or
    for fixcol, when that is too small, a banked one (gb_link_banked).
    When the float baseline does not fit, fixcol is measured alone
    (BENCH_NO_FLOAT)."""
    mcpu, _, simif, _, ldflags, limit = SDCC[cpu]
    d = os.path.join(out, cpu)
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    cc = ["sdcc", "-m" + mcpu, "--std-c99", "--opt-code-size"]
    srcs = [f for f in sorted(os.listdir(os.path.join(ROOT, "src"))) if f.endswith(".c")]
    rels = [os.path.join(d, f[:-2] + ".rel") for f in srcs]
    # As the ports build it: the multiply and compares in assembly,
    # ports/z80/*.s, and for the SM83 the Game Boy port's ports/gb/*.s,
    # the box queries among them (FC_PORT_BOX); beside each umul32.s the
    # wide products and fc_mul (FC_PORT_MUL: wmul.s and fmul.s) and the
    # linear SAT's dot product (FC_PORT_DEPTH: depth.s), and
    # circle.s, pcircle.s, circle_decide.s and cbox.s the circle tests
    # (FC_PORT_CIRCLE), div.s the 64 / 32 division (FC_PORT_DIV) and
    # isqrt.s the square root (FC_PORT_ISQRT_SMALL).
    div = ["-DFC_PORT_DIV=1", "-DFC_PORT_DIV_LEN=1", "-DFC_PORT_ISQRT_SMALL=1"]
    # The shift (FC_PORT_SHL: shl.s), and the SAT's walk (FC_PORT_WALK:
    # walk.s).
    walk = ["-DFC_PORT_SHL=1", "-DFC_PORT_WALK=1"]
    calls = [(run, cc + ["-Iinclude", "-DFC_PORT_UMUL32=1",
                         "-DFC_PORT_MUL=1", "-DFC_PORT_DEPTH=1", "-DFC_PORT_WCMP=1",
                         "-DFC_PORT_BOX=1", "-DFC_PORT_BOXES_OVERLAP=1", "-DFC_PORT_CIRCLE=1", "-c",
                         "src/" + f, "-o", o] + div + walk) for f, o in zip(srcs, rels)]
    for a in ("umul32", "wmul", "fmul", "depth", "wcmp", "box", "boxov", "circle", "pcircle",
              "circle_decide", "cbox", "div", "dlen", "isqrt", "shl", "walk"):
        rels.append(os.path.join(d, a + ".rel"))
        calls.append((run, ["sdasz80" if cpu == "z80" else "sdasgb", "-plosgff", "-o", rels[-1],
                            "ports/%s/%s.s" % ("z80" if cpu == "z80" else "gb", a)]))
    for b in BASELINE:
        calls.append((run, cc + ["-Ibench", "-c", "bench/%s.c" % b, "-o",
                                 os.path.join(d, b + ".rel")]))
    if cpu == "sm83":
        # The Game Boy's start-up, console (timing the run: FC_GB_TIMED)
        # and timer.
        for a in ("crt0", "bank", "timer"):
            calls.append((run, ["sdasgb", "-plosgff", "-o", os.path.join(d, a + ".rel"),
                                "ports/gb/%s.s" % a]))
        calls.append((run, cc + ["-c", "ports/gb/timer.c", "-o",
                                 os.path.join(d, "timer-c.rel")]))
        calls.append((run, cc + ["-DFC_GB_TIMED", "-c", "ports/gb/console.c", "-o",
                                 os.path.join(d, "console.rel")]))
    else:
        calls.append((run, cc + ["-DFC_SIMIF=" + simif, "-c", "ports/z80/console.c", "-o",
                                 os.path.join(d, "console.rel")]))
    for op in lines_by_op:
        for fl in ("float", "nofloat"):
            flags = cc + ["-Iinclude", "-Ibench", "-DBENCH_OP=%d" % OP_NUM[op]] \
                + (["-DBENCH_NO_FLOAT"] if fl == "nofloat" else [])
            calls.append((run, flags + ["-DBENCH_TARGET", "-DBENCH_CMDLINE_EXTERN",
                                        "-Dmain=fc_run_main", "-DBENCH_CHUNK=1", "-c",
                                        "bench/bench.c", "-o",
                                        os.path.join(d, "bench-%s-%s.rel" % (op, fl))]))
            if cpu == "sm83" and fl == "nofloat":
                # the same as assembly, for a banked cartridge's banks
                calls.append((run, flags + ["-DBENCH_TARGET", "-DBENCH_CMDLINE_EXTERN",
                                            "-Dmain=fc_run_main", "-DBENCH_CHUNK=1", "-S",
                                            "bench/bench.c", "-o", gb_harness_asm(d, op)]))
            calls.append((run, flags + ["-c", "bench/calls.c", "-o",
                                        os.path.join(d, "calls-%s-%s.rel" % (op, fl))]))
        c = os.path.join(d, "scene-%s.c" % op)
        write_scene(c, lines_by_op[op])
        calls.append((run, cc + ["-c", c, "-o", c[:-2] + ".rel"]))
        for kind in kinds:
            for call in CALLS:
                c = os.path.join(d, "cfg-%s-%s-%s.c" % (op, kind, call))
                write_cmdline(c, op, kind, call, R)
                calls.append((run, cc + ["-c", c, "-o", c[:-2] + ".rel"]))
    lib = os.path.join(d, "libfixcol.lib")
    if os.path.exists(os.path.join(ROOT, lib)):
        os.remove(os.path.join(ROOT, lib))
    # the float baseline as an archive too: only the modules an op needs
    blib = os.path.join(d, "baseline.lib")
    if os.path.exists(os.path.join(ROOT, blib)):
        os.remove(os.path.join(ROOT, blib))
    parallel(calls)
    run(["sdar", "-rc", lib] + rels)
    run(["sdar", "-rc", blib] + [os.path.join(d, b + ".rel") for b in BASELINE])
    banked = gb_bank_library(d, cc) if cpu == "sm83" else None

    def link(op, kind, call, fl):
        ihx = os.path.join(d, "bench-%s-%s-%s.ihx" % (op, kind, call))
        objs = [os.path.join(d, "console.rel"), os.path.join(d, "bench-%s-%s.rel" % (op, fl)),
                os.path.join(d, "calls-%s-%s.rel" % (op, fl)),
                os.path.join(d, "scene-%s.rel" % op),
                os.path.join(d, "cfg-%s-%s-%s.rel" % (op, kind, call))]
        libs = ["-l", "libfixcol.lib"] + (["-l", "baseline.lib"] if fl == "float" else [])
        try:
            if cpu == "sm83":
                img, why = gb_link(d, ihx, objs, fl == "float")
                if img is None and fl == "nofloat":
                    img, why = gb_link_banked(d, ihx, objs, banked, gb_harness_asm(d, op))
                    if img is not None:
                        GB_BANKED.add(op)
                return img, why
            run(cc + ldflags + objs + ["-L", d] + libs + ["-o", ihx])
        except subprocess.CalledProcessError as e:
            return None, "does not link (%s)" % (e.stdout + e.stderr).strip()[-120:]
        end = ihx_end(os.path.join(ROOT, ihx))
        if end > limit:
            return None, "the image ends at 0x%X, above 0x%X" % (end, limit)
        return ihx, None

    def link_pair(op, kind):
        """Both calls of (op, kind) from the same objects: with the float
        baseline linked in, else (fixcol) without it."""
        whys = []
        for fl in ("float", "nofloat") if kind == "fix" else ("float",):
            got = [link(op, kind, call, fl) for call in CALLS]
            if all(img for img, _ in got):
                return dict(zip(CALLS, (img for img, _ in got))), None
            whys.append([why for img, why in got if img is None][0])
        return None, whys[-1]

    keys = [(op, kind) for op in lines_by_op for kind in kinds]
    images, fail = {}, {}
    for (op, kind), (imgs, why) in zip(keys, parallel([(link_pair,) + k for k in keys])):
        if imgs is None:
            fail[(op, kind)] = why
        else:
            for call in CALLS:
                images[(op, kind, call)] = imgs[call]
    return images, fail


def gb_link(d, ihx, objs, with_float):
    """A flat 32 KB Game Boy cartridge, as ports/gb/umul-test.sh links,
    checked by tools/gb-bank.py --check-flat. Returns (the .gb image,
    None) or (None, why)."""
    libs = ["-l", "libfixcol"] + (["-l", "baseline"] if with_float else [])
    rt = [os.path.join(d, f) for f in ("crt0.rel", "bank.rel", "timer.rel", "timer-c.rel")]
    run(["sdldgb", "-n", "-mjwx", "-i", ihx, "-b", "_CODE=0x0200", "-b", "_DATA=0xC000",
         "-k", "/usr/share/sdcc/lib/sm83", "-l", "sm83", "-k", d] + libs + rt + objs + ["-e"])
    chk = subprocess.run(["python3", "tools/gb-bank.py", "--check-flat", ihx[:-4] + ".map"],
                         cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    if chk.returncode != 0:
        return None, chk.stdout.strip().splitlines()[0]
    gb = ihx[:-4] + ".gb"
    run(["makebin", "-Z", "-yt", "0x19", "-yo", "2", "-yn", "BENCH", ihx, gb])
    return gb, None


GB_FIXED = ("wide", "wide_ops", "error")   # as ports/gb/port.sh: in bank 0
GB_BANKED = set()   # the ops whose Game Boy images are banked


def gb_bank_library(d, cc):
    """The library banked as ports/gb/port.sh banks it, for the images that
    do not fit 32 KB: every module but the wide arithmetic's and the error
    names compiled to assembly, packed into 16 KB banks with far-call
    stubs in bank 0 by tools/gb-bank.py. Returns (the banked objects, the
    linker's -b flags, the ROM's bank count)."""
    asm, bd = os.path.join(d, "asm"), os.path.join(d, "banked")
    for x in (asm, bd):
        shutil.rmtree(os.path.join(ROOT, x), ignore_errors=True)
        os.makedirs(os.path.join(ROOT, x))
    mods = [f[:-2] for f in sorted(os.listdir(os.path.join(ROOT, "src")))
            if f.endswith(".c") and f[:-2] not in GB_FIXED]
    parallel([(run, cc + ["-Iinclude", "-DFC_PORT_UMUL32=1", "-DFC_PORT_MUL=1",
                          "-DFC_PORT_DEPTH=1", "-DFC_PORT_WCMP=1", "-DFC_PORT_BOX=1", "-DFC_PORT_BOXES_OVERLAP=1",
                          "-DFC_PORT_CIRCLE=1", "-DFC_PORT_DIV=1", "-DFC_PORT_DIV_LEN=1", "-DFC_PORT_ISQRT_SMALL=1", "-DFC_PORT_SHL=1", "-DFC_PORT_WALK=1",
                          "-S", "src/%s.c" % m, "-o",
                          os.path.join(asm, m + ".asm")]) for m in mods])
    banks = run(["python3", "tools/gb-bank.py", bd, "1"]
                + [os.path.join(asm, m + ".asm") for m in mods]).stdout.split()
    srcs = [os.path.join(bd, m + ".asm") for m in mods] + [os.path.join(bd, "stubs.s")]
    rels = [x.rsplit(".", 1)[0] + ".rel" for x in srcs]
    parallel([(run, ["sdasgb", "-plosgff", "-o", r, x]) for x, r in zip(srcs, rels)])
    bflags = []
    for i in range(0, len(banks), 3):
        bflags += ["-b", "_CODE_%s=%s" % (banks[i], banks[i + 1])]
    return rels, bflags, int(banks[-3])


def gb_harness_asm(d, op):
    """The assembly of op's harness (without the float baseline), for a
    banked cartridge: a name that can be a module's (gb-bank.py)."""
    return os.path.join(d, "harness_%s.asm" % op.replace("-", "_"))


def gb_link_banked(d, ihx, objs, banked, harness=None):
    """A banked MBC5 cartridge: the wrappers, the console, the wide
    arithmetic, the port's assembly and every constant in bank 0,
    the rest of the library in the banks behind far-call stubs
    (ports/gb/README.md), as a game too large for 32 KB would have it.
    With harness (the assembly of objs[1], the harness), the harness goes
    to a bank after them: whether it sits in bank 0 or not, it
    reaches the wrappers by a direct call, so the cost of a call does not
    change, and the scene's constants go to its bank (else to bank 0).
    Returns (the .gb image, None) or (None, why)."""
    rels, bflags, last = banked
    if harness is not None:
        hdir = harness[:-4] + "-banked"
        hbank = run(["python3", "tools/gb-bank.py", hdir, str(last + 1),
                     harness]).stdout.split()
        hsrcs = [os.path.join(hdir, os.path.basename(harness)), os.path.join(hdir, "stubs.s")]
        hrels = [x.rsplit(".", 1)[0] + ".rel" for x in hsrcs]
        for x, r in zip(hsrcs, hrels):
            run(["sdasgb", "-plosgff", "-o", r, x])
        bflags = bflags + ["-b", "_CODE_%s=%s" % (hbank[0], hbank[1])]
        last += 1
        # the scene's constants in the harness's bank, the only code that
        # reads them (into RAM, before any call): bank 0 keeps its room
        # for what a game would have there
        scene = os.path.join(hdir, os.path.basename(ihx)[:-4] + "-scene.rel")
        run(["sdcc", "-msm83", "--std-c99", "--opt-code-size", "--constseg",
             "_CODE_%s" % hbank[0], "-c", objs[3][:-4] + ".c", "-o", scene])
        objs = objs[:1] + hrels + [objs[2], scene] + objs[4:]
    rombanks = 2
    while rombanks < last + 1:
        rombanks *= 2
    fixed = [os.path.join(d, m + ".rel")
             for m in GB_FIXED + ("umul32", "wmul", "fmul", "depth", "wcmp", "shl", "box", "boxov",
                                 "circle", "pcircle", "circle_decide", "cbox", "div", "dlen", "isqrt",
                                 "walk")]
    rt = [os.path.join(d, f) for f in ("crt0.rel", "bank.rel", "timer.rel", "timer-c.rel")]
    run(["sdldgb", "-n", "-mjwx", "-i", ihx, "-b", "_CODE=0x0200", "-b", "_DATA=0xC000"]
        + bflags + ["-k", "/usr/share/sdcc/lib/sm83", "-l", "sm83"] + rt + objs + fixed + rels
        + ["-e"])
    chk = subprocess.run(["python3", "tools/gb-bank.py", "--check", ihx[:-4] + ".map"], cwd=ROOT,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    if chk.returncode != 0:
        return None, "banked: " + chk.stdout.strip().splitlines()[0]
    gb = ihx[:-4] + ".gb"
    run(["makebin", "-Z", "-yt", "0x19", "-yo", str(rombanks), "-yn", "BENCH", ihx, gb])
    return gb, None


def gb_run(runner, gb, op, kind, call):
    """Clock cycles of a Game Boy bench image under mGBA: the program times
    its own run with the Game Boy's timer (ports/gb/timer.c)."""
    p = subprocess.run(["timeout", "600", runner, gb, "200000"], cwd=ROOT,
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    m = re.search(r"@@CLOCKS 0x([0-9a-f]+)", p.stdout)
    items = re.search(r"items (\d+)", p.stdout)
    if p.returncode != 0 or not m or not items:
        raise RuntimeError("sm83 %s %s %s: status %d %s" % (op, kind, call, p.returncode,
                                                             (p.stdout + p.stderr)[-300:]))
    return int(m.group(1), 16), int(items.group(1))


def ucsim(cpu, ihx, op, kind, call):
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
        raise RuntimeError("%s %s %s %s: status %d %s" % (cpu, op, kind, call, p.returncode,
                                                           p.stdout[-300:]))
    return int(m.group(1)), int(items.group(1))


# ---- measuring and reporting ------------------------------------------------------

def measure(jobs):
    """jobs: {(op, kind): (function, args...)} for the call run, the function
    taking the call ("call" or "noop") last. Runs both runs of every job and
    returns {(op, kind): per-item cost of the call}."""
    keys = [(op, kind, call) for (op, kind) in jobs for call in CALLS]
    got = dict(zip(keys, parallel([jobs[(op, kind)] + (call,) for op, kind, call in keys])))
    res = {}
    for op, kind in jobs:
        (c1, n1), (c0, n0) = got[(op, kind, "call")], got[(op, kind, "noop")]
        if n1 != n0:
            raise RuntimeError("%s %s: %d items with the calls, %d without" % (op, kind, n1, n0))
        res[(op, kind)] = (c1 - c0) / float(n1) if n1 else None
    return res


def fmt(v):
    if v is None:
        return "n/a"
    if abs(v) >= 100:
        return "{:,}".format(int(round(v)))
    return "%.1f" % v


def goal_note(v, goal):
    if goal is None or v is None:
        return ""
    return "(goal {:,}: {})".format(goal, "met" if v <= goal else "missed")


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
    t_start = time.time()
    scene, out = None, os.path.join("build", "bench")
    targets = list(ALL_TARGETS)
    plugin = os.path.join("build", "host", "libinsncount.so")
    floats, timing = True, True
    a = sys.argv[1:]
    while a:
        if a[0] == "--scene" and len(a) > 1:
            scene = a[1]
        elif a[0] == "--targets" and len(a) > 1:
            targets = [ALIAS.get(t.strip(), t.strip()) for t in a[1].split(",") if t.strip()]
            bad = [t for t in targets if t not in ALL_TARGETS]
            if bad:
                sys.exit("unknown target %s; targets: %s (or m0, m3, m4, arm7, gb)"
                         % (", ".join(bad), ", ".join(ALL_TARGETS)))
        elif a[0] == "--out" and len(a) > 1:
            out = a[1]
        elif a[0] == "--plugin" and len(a) > 1:
            plugin = a[1]
        elif a[0] in ("--no-float", "--no-time", "--quick"):
            if a[0] != "--no-time":
                floats = False
            if a[0] != "--no-float":
                timing = False
            if a[0] == "--quick":
                targets = ["host", "cortex-m0"]
            a = a[1:]
            continue
        else:
            sys.exit(__doc__)
        a = a[2:]
    targets = [t for t in ALL_TARGETS if t in targets]
    kinds = ("fix", "float") if floats else ("fix",)
    os.makedirs(os.path.join(ROOT, out), exist_ok=True)
    if not scene:
        scene = os.path.join(out, "scene.vec")
        with open(os.path.join(ROOT, scene), "w") as f:
            subprocess.run([sys.executable, "bench/gen_scene.py"], cwd=ROOT, stdout=f, check=True)
    with open(os.path.join(ROOT, scene)) as f:
        lines = [ln.rstrip("\n") for ln in f]
    by_src = {}
    for ln in lines:
        k = classify(ln)
        if k:
            by_src.setdefault(k, []).append(ln)
    ops = [op for op in OPS if SOURCE[op] in by_src]
    by_op = {op: by_src[SOURCE[op]] for op in ops}

    res = {}       # (target, op) -> (fix, float or None)
    ns, checks, notes = {}, {}, []
    stack_fig = None

    def store(target, got, ops_here):
        for op in ops_here:
            if any((op, k) in got for k in kinds):
                res[(target, op)] = (got.get((op, "fix")), got.get((op, "float")))
        show(target)

    def show(target):
        width = max(len(op) for op in ops)
        for op in ops:
            if (target, op) in res:
                f = res[(target, op)][0]
                print("%-*s  %-9s %10s %-8s %s" % (width, op, SHORT.get(target, target), fmt(f),
                                                   UNIT[target],
                                                   goal_note(f, GOALS.get((target, op)))),
                      flush=True)

    if "host" in targets:
        exe = host_build(out)
        # Each op's run reads only the lines it takes (less to parse under
        # valgrind; the parsing cancels either way).
        part = {}
        for src, ls in by_src.items():
            part[src] = os.path.join(out, "host", "scene-%s.vec" % src)
            with open(os.path.join(ROOT, part[src]), "w") as f:
                f.write("\n".join(ls) + "\n")
        jobs = {(op, k): (callgrind, exe, part[SOURCE[op]], op, k) for op in ops for k in kinds}
        store("host", measure(jobs), ops)
        if timing:
            p = run([exe, scene, "time"])
            for ln in p.stdout.splitlines():
                t = ln.split()
                ns[t[1]] = (float(t[3]), float(t[4]))
                checks[t[1]] = (int(t[5]), int(t[2]))
    for cpu in [t for t in targets if t in CPUS]:
        images, trunc, d = target_build(cpu, out, by_op)
        for op, (u, n) in trunc.items():
            notes.append("%s %s: first %d of %d query lines (flash limit)" % (cpu, op, u, n))
        jobs = {(op, k): (qemu, cpu, images[op], plugin, op, k) for op in ops for k in kinds}
        store(cpu, measure(jobs), ops)
        if cpu == "cortex-m0":
            stack_fig, stack_path = m0_stack(d, STACK_FUNC)
            print("%s stack  m0  %d bytes %s" % (STACK_FUNC, stack_fig,
                                                goal_note(stack_fig, STACK_GOAL)), flush=True)
            print("  deepest path: " + " > ".join("%s %d" % fb for fb in stack_path), flush=True)
    if "arm7tdmi" in targets:
        images = arm7_build(out, by_op)
        jobs = {(op, k): (qemu_user, images[op], plugin, op, k) for op in ops for k in kinds}
        store("arm7tdmi", measure(jobs), ops)
    if "gba" in targets:
        runner = mgba_runner()
        if runner is None:
            notes.append("gba: not measured, build/host/mgba-run does not build (it needs "
                         "libmgba-dev: sh tools/deps.sh gba)")
        else:
            images = gba_build(out, by_op, kinds)
            jobs = {}
            for op in ops:
                for k in kinds:
                    jobs[(op, k)] = (lambda op, k, call: mgba(runner, images[(op, k, call)], op,
                                                              k, call), op, k)
            store("gba", measure(jobs), ops)
    ops8 = [op for op in ops if op != "ppn-mtv" and op not in MOTION]
    lines8 = {op: sample8(op, by_op[op]) for op in ops8} if set(targets) & {"6502", "z80", "sm83"} else {}
    if "6502" in targets:
        images, fail = cc65_build(out, lines8)
        if floats:
            notes.append("6502 float baseline: n/a, cc65 has no float type (no float baseline "
                         "can be compiled)")
        for op, why in fail.items():
            notes.append("6502 %s: not measured, %s" % (op, why))
        jobs = {(op, "fix"): (sim65, images[op], op, "fix") for op in images}
        store("6502", measure(jobs), ops8)
    for cpu in [t for t in targets if t in SDCC]:
        images, fail = sdcc_build(cpu, out, lines8, kinds)
        for (op, k), why in sorted(fail.items()):
            notes.append("%s %s %s: not measured, %s" % (
                cpu, op, "fixcol" if k == "fix" else "float baseline", why))
        jobs = {}
        runner = mgba_runner() if cpu == "sm83" else None
        for op in ops8:
            for k in kinds:
                if (op, k, "call") not in images:
                    continue
                if cpu == "sm83":
                    jobs[(op, k)] = (lambda op, k, call: gb_run(
                        runner, images[(op, k, call)], op, k, call), op, k)
                else:
                    jobs[(op, k)] = (lambda op, k, call, cpu=cpu: ucsim(
                        cpu, images[(op, k, call)], op, k, call), op, k)
        store(cpu, measure(jobs), ops8)
        if cpu == "sm83" and GB_BANKED:
            notes.append("sm83 %s: fixcol measured in a banked cartridge (over 32 KB with the "
                         "harness; far calls between the library's banks, as ports/gb "
                         "builds it), the float baseline not" % ", ".join(sorted(GB_BANKED)))

    arch = platform.machine()
    name = {"host": "host %s, instructions (callgrind)" % arch,
            "cortex-m0": "Cortex-M0, instructions (qemu microbit)",
            "cortex-m3": "Cortex-M3, instructions (qemu mps2-an385)",
            "cortex-m4": "Cortex-M4F, instructions (qemu mps2-an386)",
            "arm7tdmi": "ARM7TDMI, instructions (qemu-arm -cpu ti925t)",
            "gba": "GBA (ARM7TDMI 16.78 MHz), cycles (mGBA, GBA timers)",
            "6502": "6502, cycles (sim65)",
            "z80": "Z80, T-states (ucsim sz80)",
            "sm83": "Game Boy (SM83 4.19 MHz), clocks (mGBA, Game Boy timer)"}
    try:
        commit = run(["git", "rev-parse", "--short", "HEAD"]).stdout.strip()
        if run(["git", "status", "--porcelain", "--", "src", "include"]).stdout.strip():
            commit += " (with uncommitted changes in src/ or include/)"
    except (subprocess.CalledProcessError, OSError):
        commit = "unknown"
    md = []
    md.append("Scene: `%s` (%d query lines). Commit %s. Machine: %s, %s. Targets: %s%s." % (
        scene, sum(len(v) for v in by_src.values()), commit, arch, cpu_model(),
        ", ".join(targets), "" if floats else "; no float baseline"))
    md.append("")
    md.append("| op | target | fixcol | float baseline | fixcol / float | goal | met |")
    md.append("|---|---|---:|---:|---:|---:|---|")
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
            md.append("| %s | %s | %s | %s | %s | %s | %s |" % (
                LABEL[op], label, fmt(f), fmt(b) if floats else "-",
                "%.2f" % (f / b) if b and f and b > 0 and f > 0 else "-",
                "-" if goal is None else "<= {:,}".format(goal), met))
    if stack_fig is not None:
        md.append("| worst-case stack of %s's call tree | Cortex-M0, bytes (-fstack-usage, "
                  "call graph) | %d | - | - | <= %d | %s |" % (
                      STACK_FUNC, stack_fig, STACK_GOAL,
                      "yes" if stack_fig <= STACK_GOAL else "**no**"))
        extra_notes = ["Cortex-M0 stack of %s, the deepest path (bytes of each frame): %s" % (
            STACK_FUNC, " > ".join("%s %d" % fb for fb in stack_path))]
    else:
        extra_notes = []
    md.append("")
    if checks:
        md.append("Float baseline against fixcol's exact answer (hit/miss; sweep: "
                  "miss/hit/overlap), host: " + ", ".join(
                      "%s %d of %d disagree" % (op, d, n) for op, (d, n) in checks.items()
                      if op not in ("build8", "mul")) + ".")
    for n in notes + extra_notes:
        md.append("Note: " + n + ".")
    text = "\n".join(md) + "\n"
    with open(os.path.join(ROOT, out, "results.md"), "w") as f:
        f.write(text)
    print()
    print(text, end="")
    print("\nbench: %d s (targets %s; table in %s)" % (
        round(time.time() - t_start), ",".join(targets), os.path.join(out, "results.md")))


if __name__ == "__main__":
    main()
