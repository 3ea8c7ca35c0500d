#!/usr/bin/env python3
"""Where a Z80 query's T-states go: a profile by function, from ucsim's
sz80 stepping the programs of tools/retro-cycles.py one instruction at a
time.

usage: profz80.py [--top N] NAME
       (first: python3 tools/retro-cycles.py z80)

NAME is the start of a program's name in build/retro-cycles/z80 (for
example rotated-4-gon or 8-gon-pair). Each query program exists twice,
calling the query once (-1.ihx) and nine times (-9.ihx) over the same
shapes; both are stepped, each instruction's T-states go to the function
around its address, and the difference over 8 is one call, as
retro-cycles.py counts it. A run is stepped until it has spent the
T-states of a plain run of the same program, so what the simulator
does after the program stops is not counted.

Functions are named from the linker's .noi file (the global symbols) and
the library's listings (.lst, also the static functions and the local
labels of the assembly): a name in parentheses is the module of a static
one. Prints a markdown table, largest first. Stepping costs about 100
seconds per million instructions.
"""
import bisect
import collections
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "build", "retro-cycles", "z80")
SZ80 = ["sz80", "-t", "Z80", "-I", "if=rom[0xe800]"]   # retro-cycles.py's interface


def symbols(ihx):
    """Sorted start addresses and their names: the .noi's globals, then
    every label of the library's listings in _CODE, placed by the global
    each listing shares with the .noi."""
    glob_addr = {}
    with open(ihx[:-4] + ".noi") as f:
        for line in f:
            p = line.split()
            if len(p) == 3 and p[0] == "DEF":
                glob_addr[p[1]] = int(p[2], 16)
    names = {}
    for lst in glob.glob(os.path.join(os.path.dirname(ihx), "*.lst")):
        mod = os.path.basename(lst)[:-4]
        if "-" in mod and mod != os.path.basename(ihx)[:-4]:   # another program's
            continue
        area, labels = None, []
        with open(lst, errors="replace") as f:
            for line in f:
                if ".area" in line:
                    m = re.search(r"\.area\s+(\w+)", line)
                    if m:
                        area = m.group(1)
                    continue
                m = re.match(r"\s+([0-9A-F]{6})\s.*\s([A-Za-z_.$][\w$.]*)::?\s*$", line)
                if m and area == "_CODE":
                    labels.append((int(m.group(1), 16), m.group(2)))
        # placed by a global (`name::`, or `.globl name` and `name:`)
        base = next((glob_addr[n] - off for off, n in labels if n in glob_addr), None)
        if base is None:        # not linked
            continue
        if "-" in mod:
            mod = "program"     # the same name in both programs
        for off, name in labels:
            if not name.startswith(("00", ".")) and not re.match(r"\d+\$$", name):
                names[base + off] = name if name in glob_addr else "%s(%s)" % (name, mod)
    for n, a in glob_addr.items():   # also SDCC's runtime (___sdcc_enter_ix, ...)
        if n.startswith("_") and a not in names:
            names[a] = n
    s = sorted(names.items())
    return [a for a, _ in s], [n for _, n in s]


def total(ihx):
    out = subprocess.run(SZ80 + ["-e", "run", "-e", "state", "-e", "quit", ihx],
                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, universal_newlines=True).stdout
    m = re.search(r"Total time.*\((\d+) clks\)", out)
    if m is None:
        sys.exit("no cycle count from sz80 for " + ihx)
    return int(m.group(1))


def profile(ihx):
    starts, names = symbols(ihx)
    limit = total(ihx)
    steps = limit // 4 + 16      # no Z80 instruction takes fewer than 4
    out = subprocess.run(SZ80 + [ihx], input="step\n" * steps + "quit\n",
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True, errors="replace").stdout
    spent = collections.Counter()
    pc, tot = 0, 0
    for m in re.finditer(r"Stop at 0x([0-9a-f]+): \(\d+\) stepped (\d+) ticks", out):
        if tot >= limit:
            break
        i = bisect.bisect_right(starts, pc) - 1
        spent[names[i] if i >= 0 else "?"] += int(m.group(2))
        tot += int(m.group(2))
        pc = int(m.group(1), 16)
    if tot < limit:
        sys.exit("%s: stepped %d of %d T-states" % (ihx, tot, limit))
    return spent


def main(argv):
    top = 40
    if len(argv) > 2 and argv[1] == "--top":
        top = int(argv[2])
        argv = argv[:1] + argv[3:]
    if len(argv) != 2:
        sys.exit(__doc__)
    one = sorted(glob.glob(os.path.join(DIR, argv[1] + "*-1.ihx")))
    if len(one) != 1:
        sys.exit("%d programs start with %r in %s (run tools/retro-cycles.py z80 first)"
                 % (len(one), argv[1], DIR))
    a = profile(one[0])
    b = profile(one[0][:-6] + "-9.ihx")
    per = {f: (b[f] - a[f]) / 8.0 for f in set(a) | set(b)}
    print("%s: %.0f T-states per call" % (os.path.basename(one[0])[:-6], sum(per.values())))
    print()
    print("| function | T-states |")
    print("|---|---:|")
    for f, v in sorted(per.items(), key=lambda x: -x[1])[:top]:
        if abs(v) >= 1:
            print("| %s | %.0f |" % (f, v))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
