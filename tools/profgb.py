#!/usr/bin/env python3
"""Where a Game Boy (SM83) query's clocks go: a profile by function, from
mGBA's Game Boy core stepping the programs of tools/retro-cycles.py one
instruction at a time (tools/mgba-prof.c), as tools/profz80.py does
for the Z80 under ucsim.

usage: profgb.py [--top N] [--count NAME,NAME,...] [--dir DIR] NAME
       (first: python3 tools/retro-cycles.py sm83)

NAME is the start of a program's name in build/retro-cycles/sm83 (for
example rotated-4-gon or 8-gon-pair), or in DIR: --dir
build/retro-squares/sm83 profiles tools/retro-squares.py's pairs (NAME
square-04, after python3 tools/retro-squares.py sm83). Each query program exists twice,
calling the query once (-1.gb) and K times (-K.gb: 33 for the cheap
queries, 3 for the polygons); both are stepped from the entry of
fc_gb_timer_start to that of fc_gb_timer_print (the span the program
times), each instruction's clocks (4.19 MHz) go to the function around
its address (and ROM bank, for 0x4000-0x7FFF), and the difference over
K - 1 is one call, as retro-cycles.py counts it. The timer's interrupt
(dispatch and handler), which the program's own count leaves out, is
shown apart and not in the total.

Functions are named from the linker's .noi (globals, banked ones at
0xB4000 + offset for bank B) and the listings (.lst) of the library's C
and assembly, also static functions and the named labels of the
assembly: a name in parentheses is the module of a static one or of a
local label. In a banked program the library's modules are the copies
in banked/ (tools/gb-bank.py), where a public function F is F__mod__b,
shown as F; "[stub]" is F's far-call stub in bank 0 (a call to
___fc_farcall). --count prints how often each named function was
entered (executions of its first instruction) per call.
"""
import bisect
import collections
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "build", "retro-cycles", "sm83")
PROF = os.path.join(ROOT, "build", "host", "mgba-prof")
COUNT = "fcgb_pass,_fci_divide,_fci_port_depth"


def build_prof():
    subprocess.run(["make", "--no-print-directory", "-s", "build/host/mgba-prof"], cwd=ROOT,
                   check=True)


def read_noi(gb):
    glob_addr = {}
    with open(gb[:-3] + ".noi") as f:
        for line in f:
            p = line.split()
            if len(p) == 3 and p[0] == "DEF":
                glob_addr[p[1]] = int(p[2], 16)
    return glob_addr


LST = re.compile(r"^\s{6}([0-9A-F]{6})")
LABEL = re.compile(r"\s*([A-Za-z_.$][\w$.]*)::?(?!=)")


def listing(lst):
    """{area: [(offset, label)]}, and the ABS areas."""
    areas, absolute, area = collections.defaultdict(list), set(), None
    with open(lst, errors="replace") as f:
        for line in f:
            src = line[40:]
            m = re.match(r"\s*\.area\s+(\w+)", src)
            if m:
                area = m.group(1)
                if "(ABS)" in src:
                    absolute.add(area)
                continue
            a = LST.match(line)
            if a is None or area is None:
                continue
            m = LABEL.match(src)
            if m:
                areas[area].append((int(a.group(1), 16), m.group(1)))
    return areas, absolute


def pretty(name, mod):
    m = re.match(r"(\w+?)__(\w+)__([bs])$", name)
    if m:                       # tools/gb-bank.py's renaming
        base, m2, kind = m.groups()
        shown = base if kind == "b" else "%s(%s)" % (base, m2)
        return shown + (" [stub]" if kind == "s" else "")
    return name


def symbols(gb, banked):
    """Sorted keys (address, or bank << 16 | address in a bank's window)
    and their names."""
    glob_addr = read_noi(gb)
    lsts = glob.glob(os.path.join(DIR, "*.lst"))
    if banked:
        bdir = os.path.join(DIR, "banked")
        blsts = glob.glob(os.path.join(bdir, "*.lst"))
        have = set(os.path.basename(x) for x in blsts)
        lsts = [x for x in lsts if os.path.basename(x) not in have] + blsts
    names = {}
    me = os.path.basename(gb)[:-3]
    for lst in sorted(lsts):
        mod = os.path.basename(lst)[:-4]
        if "-" in mod and mod != me:        # another program's
            continue
        areas, absolute = listing(lst)
        for area, labels in areas.items():
            if area in absolute:
                base = 0
            else:
                bases = collections.Counter(glob_addr[n] - off for off, n in labels
                                            if n in glob_addr)
                if not bases:               # not linked
                    continue
                base, votes = bases.most_common(1)[0]
                if votes != sum(bases.values()):   # globals disagree: another copy's
                    continue
            shown_mod = "program" if "-" in mod else mod
            for off, name in labels:
                if name.startswith(("00", ".")) or re.match(r"\d+\$$", name):
                    continue
                if mod == "stubs":
                    shown = pretty(name, mod)
                    if not shown.endswith("[stub]"):
                        shown += " [stub]"
                elif name in glob_addr:
                    shown = pretty(name, mod)
                else:
                    shown = "%s(%s)" % (name, shown_mod)
                names[base + off] = shown
    for n, a in glob_addr.items():   # also SDCC's runtime (__mulint, ...)
        if n.startswith("_") and a not in names and (a < 0x8000 or a >= 0x10000):
            names[a] = pretty(n, None)
    for v in range(0x40, 0x68, 8):
        names[v] = "(interrupt 0x%02x)" % v
    names[0x68] = "?"
    s = sorted(names.items())
    return [a for a, _ in s], [n for _, n in s], glob_addr


def profile(gb):
    """{function: clocks}, {function: entries}, the run's header."""
    glob_addr = read_noi(gb)
    banked = any(k.startswith("s__CODE_") for k in glob_addr)
    starts, names, _ = symbols(gb, banked)
    first = dict((n, a) for a, n in zip(starts, names))
    out = gb[:-3] + ".prof.txt"
    out = os.path.join(DIR, os.path.basename(out))
    p = subprocess.run([PROF, gb, out, "%x" % glob_addr["_fc_gb_timer_start"],
                        "%x" % glob_addr["_fc_gb_timer_print"]], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        sys.exit("%s: mgba-prof status %d: %s" % (gb, p.returncode, p.stderr))
    spent, entries, head = collections.Counter(), collections.Counter(), {}
    irq = 0
    with open(out) as f:
        for line in f:
            if line.startswith("#"):
                k, v = line[1:].split(None, 1)
                head[k] = v.strip()
                continue
            pc, bank, clk, n = line.split()
            pc, clk, n = int(pc, 16), int(clk), int(n)
            if bank == "irq":
                spent["(timer interrupt)"] += clk
                continue
            bank = int(bank)
            key = pc
            if banked and 0x4000 <= pc < 0x8000:
                key = bank << 16 | pc
            i = bisect.bisect_right(starts, key) - 1
            name = names[i] if i >= 0 else "?"
            if name.startswith("(interrupt"):
                name = "(timer interrupt)"
            spent[name] += clk
            if i >= 0 and starts[i] == key:
                entries[name] += n
    if int(head.get("bank_mismatch", "0")):
        sys.exit("%s: the bank read from mGBA does not match the code run" % gb)
    return spent, entries, head, first


def main(argv):
    global DIR
    top, count = 40, COUNT
    while len(argv) > 2 and argv[1] in ("--top", "--count", "--dir"):
        if argv[1] == "--top":
            top = int(argv[2])
        elif argv[1] == "--dir":
            DIR = os.path.abspath(argv[2])
        else:
            count = argv[2]
        argv = argv[:1] + argv[3:]
    if len(argv) != 2:
        sys.exit(__doc__)
    one = sorted(glob.glob(os.path.join(DIR, argv[1] + "*-1.gb")))
    if len(one) != 1:
        sys.exit("%d programs start with %r in %s (run tools/retro-cycles.py sm83 first)"
                 % (len(one), argv[1], DIR))
    base = one[0][:-5]
    ks = sorted(int(x[len(base) + 1:-3]) for x in glob.glob(base + "-*.gb")
                if re.match(r"\d+$", x[len(base) + 1:-3]))
    k = ks[-1]
    if k <= 1:
        sys.exit("no K > 1 program for " + base)
    build_prof()
    a, na, ha, _ = profile(one[0])
    b, nb, hb, _ = profile("%s-%d.gb" % (base, k))
    per = dict((f, (b[f] - a[f]) / float(k - 1)) for f in set(a) | set(b))
    irq = per.pop("(timer interrupt)", 0.0)
    rep = (int(hb["reported_clocks"]) - int(ha["reported_clocks"])) / float(k - 1)
    name = os.path.basename(base)
    print("%s: %.0f clocks per call (K = 1 and %d; the program's own timer: %.0f; "
          "the timer interrupt, not counted: %.0f)" % (name, sum(per.values()), k, rep, irq))
    print()
    print("| function | clocks |")
    print("|---|---:|")
    for f, v in sorted(per.items(), key=lambda x: (-x[1], x[0]))[:top]:
        if abs(v) >= 1:
            print("| %s | %.0f |" % (f, v))
    if count:
        print()
        print("| entered | per call |")
        print("|---|---:|")
        for f in count.split(","):
            print("| %s | %g |" % (f, (nb[f] - na[f]) / float(k - 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
