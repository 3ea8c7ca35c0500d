#!/usr/bin/env python3
"""Code and data size of every library module on the 8-bit targets.

usage: retro-size.py 6502|z80|sm83

6502: cc65 -t sim6502 -O, sizes from od65 --dump-segsize.
z80, sm83: SDCC --opt-code-size, sizes from the .rel area records.
Prints a markdown table (bytes) with a total.
"""
import glob
import os
import re
import subprocess
import sys


def cc65_sizes(src, out):
    obj = os.path.join(out, os.path.basename(src)[:-2] + ".o")
    subprocess.run(["cl65", "-t", "sim6502", "-O", "-Iinclude", "-c", "-o", obj, src], check=True)
    dump = subprocess.run(["od65", "--dump-segsize", obj], capture_output=True, text=True,
                          check=True).stdout
    seg = dict(re.findall(r"^\s+(\w+):\s+(\d+)", dump, re.M))
    code = int(seg.get("CODE", 0)) + int(seg.get("RODATA", 0))
    data = int(seg.get("DATA", 0))
    bss = int(seg.get("BSS", 0)) + int(seg.get("ZEROPAGE", 0))
    return code, data, bss


def sdcc_sizes(src, out, cpu):
    rel = os.path.join(out, os.path.basename(src)[:-2] + ".rel")
    subprocess.run(["sdcc", "-m" + cpu, "--std-c99", "--opt-code-size", "-Iinclude", "-c", src,
                    "-o", rel], check=True)
    areas = dict((a, int(n, 16)) for a, n in
                 re.findall(r"^A (\w+) size ([0-9A-Fa-f]+)", open(rel).read(), re.M))
    code = areas.get("_CODE", 0) + areas.get("_RODATA", 0)
    data = areas.get("_DATA", 0) + areas.get("_INITIALIZED", 0)
    bss = areas.get("_BSS", 0)
    return code, data, bss


def main(argv):
    if len(argv) != 2 or argv[1] not in ("6502", "z80", "sm83"):
        sys.stderr.write(__doc__)
        return 2
    target = argv[1]
    out = "build/size-" + target
    os.makedirs(out, exist_ok=True)
    print("## %s: code size per module (bytes)\n" % target)
    print("| module | code | data | bss |")
    print("|---|---:|---:|---:|")
    total = [0, 0, 0]
    for src in sorted(glob.glob("src/*.c")):
        sizes = cc65_sizes(src, out) if target == "6502" else sdcc_sizes(src, out, target)
        total = [t + s for t, s in zip(total, sizes)]
        print("| %s | %d | %d | %d |" % ((os.path.basename(src)[:-2],) + sizes))
    print("| **total** | **%d** | **%d** | **%d** |" % tuple(total))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
