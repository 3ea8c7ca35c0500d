#!/usr/bin/env python3
"""Polygon MTV cycles on the 8-bit CPUs over random pairs of turned
squares: the spread behind tools/retro-cycles.py's one rotated pair.

usage: retro-squares.py [--pairs N] [--seed S] [6502] [z80] [sm83]
       (all three by default; 12 pairs, seed 2026)

Each pair is two overlapping squares, each of its own size (12 to 40
px), turn and place on a 256 px screen, their corners rounded to the
raw Q16.16 grid as a game would build them, their centers closer than
the sum of their inscribed radii (always a hit). Each pair is timed as
tools/retro-cycles.py times its rotated pair (the same programs, the
library built as the ports build it, the query called through a
function pointer, the difference of two call counts), with the squares
built before the timed calls. Unlike the committed pair, whose squares
are congruent and turned alike (their sides tie on every axis), these
sides have lengths a few raw units apart, so the SAT divides for more
of its axes. Prints each pair's figure and the mean, the least and the
most per CPU.
"""
import concurrent.futures
import importlib.util
import math
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from cheapq import program  # noqa: E402


def retro():
    spec = importlib.util.spec_from_file_location("retro_cycles",
                                                  os.path.join(ROOT, "tools", "retro-cycles.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def square(cx, cy, half, turn):
    """The corners of a square (center, half side, turn) in raw units."""
    pts = []
    for k in range(4):
        a = turn + k * math.pi / 2
        pts.append((int(round((cx + half * math.sqrt(2) * math.cos(a)) * 65536)),
                    int(round((cy + half * math.sqrt(2) * math.sin(a)) * 65536))))
    return pts


def pairs(n, seed):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        h1, h2 = rng.uniform(6, 20), rng.uniform(6, 20)
        cx, cy = rng.uniform(60, 190), rng.uniform(60, 190)
        dist = rng.uniform(0.2, 0.9) * (h1 + h2)
        ang = rng.uniform(0, 2 * math.pi)
        out.append((square(cx, cy, h1, rng.uniform(0, math.pi / 2)),
                    square(cx + dist * math.cos(ang), cy + dist * math.sin(ang), h2,
                           rng.uniform(0, math.pi / 2))))
    return out


def main():
    args = sys.argv[1:]
    n, seed, cpus = 12, 2026, []
    while args:
        a = args.pop(0)
        if a == "--pairs":
            n = int(args.pop(0))
        elif a == "--seed":
            seed = int(args.pop(0))
        elif a in ("6502", "z80", "sm83"):
            cpus.append(a)
        else:
            sys.exit(__doc__)
    rc = retro()
    todo = pairs(n, seed)
    for cpu in cpus or ["6502", "z80", "sm83"]:
        _, unit, lib, head, start, tail, _, kp = rc.CPUS[cpu]
        d = os.path.join(ROOT, "build", "retro-squares", cpu)
        os.makedirs(d, exist_ok=True)
        cycles = lib(d)

        def one(i):
            a, b = todo[i]
            build = ("    {\n        static const fc_vec qa[4] = {%s};\n"
                     "        static const fc_vec qb[4] = {%s};\n"
                     "        (void)fc_poly_build(qa, 4, &p1);\n"
                     "        (void)fc_poly_build(qb, 4, &p2);\n    }\n"
                     % (", ".join("{ %dL, %dL }" % p for p in a),
                        ", ".join("{ %dL, %dL }" % p for p in b)))
            got = []
            for k in kp:
                c = os.path.join(d, "square-%02d-%d.c" % (i, k))
                with open(c, "w") as f:
                    f.write(program(4, "fc_poly_poly_mtv(&p1, &p2, &m)", k, head, tail,
                                    start + build))
                got.append(cycles(c))
            return (got[1] - got[0]) / (kp[1] - kp[0])

        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
            figs = list(ex.map(one, range(n)))
        print("## %s: %s per fc_poly_poly_mtv, %d pairs of squares (seed %d)\n" % (cpu, unit, n, seed))
        for i, g in enumerate(figs):
            print("- pair %d: %s" % (i, format(int(round(g)), ",")))
        print("\nmean %s, least %s, most %s\n" % (format(int(round(sum(figs) / n)), ","),
                                                  format(int(round(min(figs))), ","),
                                                  format(int(round(max(figs))), ",")))


if __name__ == "__main__":
    main()
