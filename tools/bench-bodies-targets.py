#!/usr/bin/env python3
"""The many-bodies costs on the Cortex-M0 and the GBA (make bench-bodies).

usage: bench-bodies-targets.py OUT_DIR [m0] [gba]

bench/bodies.c with BODIES_TARGET: one image per BODIES_MODE (and
BODIES_DENSE), each doing a little more than the one before, so that
differences of whole-run counts isolate each part:
  per brute-force frame   mode 1 - mode 0
  per cold frame          (mode 2 - mode 0) / FRAMES
  per warm frame          (mode 4 - mode 3) / FRAMES
  per move                (mode 5 + k - mode 5) / 1000, k = 1 translate,
                          2 transform, 3 build
Cortex-M0: the port's flags (-Os, port.h, smull_v6m.S) and instructions
counted by qemu's plugin (tools/qemu-insncount.c). 1000 boxes need more
than the micro:bit's 16 KB of RAM, so the ARMv6-M image runs on qemu's
mps2-an385 (its Cortex-M3 executes the same ARMv6-M instructions; the
count is the M0 code's). GBA: the port's flags (Thumb -Os, fc_port_smull
in IWRAM), cycles from the GBA's timers under mGBA (build/host/mgba-run).
Prints markdown tables.
"""
import concurrent.futures
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FRAMES = 10
PLUGIN = os.path.join("build", "host", "libinsncount.so")
M0_CC = ["arm-none-eabi-gcc", "-mcpu=cortex-m0", "-mthumb", "-Os", "-ffunction-sections",
         "-fdata-sections", "-include", "ports/cortex-m/port.h", "-DFC_PORT_SMULL=1"]
GBA_CC = ["arm-none-eabi-gcc", "-mcpu=arm7tdmi", "-mthumb", "-mthumb-interwork", "-Os",
          "-ffunction-sections", "-fdata-sections", "-include", "ports/gba/port.h",
          "-DFC_PORT_SMULL=1"]
IMAGES = [(m, d) for d in (0, 1) for m in range(5)] + [(m, 0) for m in range(5, 9)]


def run(cmd):
    return subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True)


def parallel(calls):
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        return list(ex.map(lambda c: c[0](*c[1:]), calls))


def lib_objs(cc, d, extra):
    srcs = sorted(f for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".c"))
    jobs = [(cc + ["-std=c99", "-Iinclude", "-c", "src/" + f], os.path.join(d, f[:-2] + ".o"))
            for f in srcs] + extra
    parallel([(run, a + ["-o", o]) for a, o in jobs])
    return [o for _, o in jobs]


def m0(out):
    d = os.path.join(out, "m0")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    objs = lib_objs(M0_CC, d, [
        (M0_CC + ["-std=gnu99", "-c", "ports/cortex-m/startup.c"], os.path.join(d, "startup.o")),
        (M0_CC + ["-std=gnu99", "-c", "ports/cortex-m/semihost.c"], os.path.join(d, "semihost.o")),
        (M0_CC + ["-c", "ports/cortex-m/smull_v6m.S"], os.path.join(d, "smull.o"))])

    def image(m, dense):
        elf = os.path.join(d, "bodies-%d-%d.elf" % (m, dense))
        run(M0_CC + ["-std=c99", "-Iinclude", "-DBODIES_TARGET", "-DBODIES_MODE=%d" % m,
                     "-DBODIES_DENSE=%d" % dense, "bench/bodies.c"] + objs
            + ["-nostartfiles", "--specs=nano.specs", "-Wl,--gc-sections", "-T",
               "ports/cortex-m/cortex-m.ld", "-Wl,--defsym=FLASH_SIZE=4M",
               "-Wl,--defsym=RAM_SIZE=1M", "-lm", "-lgcc", "-o", elf])
        p = subprocess.run(["timeout", "600", "qemu-system-arm", "-M", "mps2-an385", "-display",
                            "none", "-monitor", "none", "-serial", "none", "-semihosting-config",
                            "enable=on,target=native", "-plugin", PLUGIN, "-kernel", elf],
                           cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
        n = re.search(r"insns: (\d+)", p.stderr)
        if p.returncode != 0 or not n:
            raise RuntimeError("m0 %d %d: status %d %s" % (m, dense, p.returncode, p.stderr[-300:]))
        return int(n.group(1))

    return dict(zip(IMAGES, parallel([(image, m, dd) for m, dd in IMAGES])))


def gba(out):
    runner = os.path.join("build", "host", "mgba-run")
    if not os.path.exists(os.path.join(ROOT, runner)):
        run(["cc", "-O2", "-Wall", "-Wextra", "tools/mgba-run.c", "-lmgba", "-o", runner])
    d = os.path.join(out, "gba")
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    objs = lib_objs(GBA_CC, d, [
        (GBA_CC + ["-std=c99", "-c", "ports/gba/console.c"], os.path.join(d, "console.o")),
        (GBA_CC + ["-c", "ports/gba/crt0.s"], os.path.join(d, "crt0.o")),
        (GBA_CC + ["-c", "ports/gba/smull_arm.s"], os.path.join(d, "smull.o"))])

    def image(m, dense):
        elf = os.path.join(d, "bodies-%d-%d.elf" % (m, dense))
        run(GBA_CC + ["-std=c99", "-Iinclude", "-DBODIES_TARGET", "-DBODIES_GBA",
                      "-DBODIES_MODE=%d" % m, "-DBODIES_DENSE=%d" % dense, "bench/bodies.c"]
            + objs + ["-nostartfiles", "--specs=nano.specs", "-T", "ports/gba/gba.ld",
                      "-Wl,--gc-sections", "-lm", "-lgcc", "-o", elf])
        run(["arm-none-eabi-objcopy", "-O", "binary", elf, elf[:-4] + ".gba"])
        p = subprocess.run(["timeout", "900", runner, elf[:-4] + ".gba"], cwd=ROOT,
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
        n = re.search(r"frames, (\d+) cycles", p.stderr)
        if p.returncode != 0 or not n:
            raise RuntimeError("gba %d %d: status %d %s" % (m, dense, p.returncode,
                                                             (p.stdout + p.stderr)[-300:]))
        return int(n.group(1))

    return dict(zip(IMAGES, parallel([(image, m, dd) for m, dd in IMAGES])))


def table(name, unit, c):
    print("| %s, %s per frame | brute force | sort-and-sweep cold | with last frame's order "
          "| per body, last frame's order |" % (name, unit))
    print("|---|---:|---:|---:|---:|")
    for dense in (0, 1):
        b = c[(1, dense)] - c[(0, dense)]
        cold = (c[(2, dense)] - c[(0, dense)]) / FRAMES
        warm = (c[(4, dense)] - c[(3, dense)]) / FRAMES
        print("| 1000 boxes, %s | {:,} | {:,} | {:,} | {:,} |".format(
            b, int(round(cold)), int(round(warm)), int(round(warm / 1000)))
            % ("dense" if dense else "sparse"))
    print()
    print("| %s, moving an 8-gon | %s per call |" % (name, unit))
    print("|---|---:|")
    for k, what in ((6, "fc_poly_translate"), (7, "fc_poly_transform (rotate and move)"),
                    (8, "fc_poly_build (the same vertices)")):
        print("| %s | {:,} |".format(int(round((c[(k, 0)] - c[(5, 0)]) / 1000.0))) % what)
    print()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out, which = sys.argv[1], sys.argv[2:] or ["m0", "gba"]
    if "m0" in which:
        table("Cortex-M0 (ARMv6-M code, qemu)", "instructions", m0(out))
    if "gba" in which:
        table("GBA (mGBA)", "cycles", gba(out))


if __name__ == "__main__":
    main()
