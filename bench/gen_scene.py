#!/usr/bin/env python3
"""Deterministic benchmark scene for bench/ (Python 3 stdlib only).

usage: gen_scene.py [--seed S] [--count N] > scene.vec

Writes N query lines of each kind, in the conformance protocol
(/work/shared/VECTORS.md), half hitting and half missing:
  pp 8 ... 8 ...       random convex 8-gon pairs
  pp 4 ... 4 ...       rotated box pairs (as 4-gons)
  cc ...               circle pairs
  pc 8 ... cx cy r     polygon-circle pairs
  sweep 8 ... 8 ... vx vy   8-gon A moving by v against a still 8-gon B,
                       apart at t = 0
  mul a b              Q16.16 products (fc_mul), operands in (-181, 181)
                       so that no product overflows (no hit/miss here)
Every hit/miss is decided here exactly (integers and Fractions), and
candidates are drawn until each half is full. Distances are drawn so that
most misses are near misses (bounding circles overlapping or close),
which is where a SAT query does its full work.
"""
import math
import random
import sys
from fractions import Fraction

ONE = 65536


def raw(v):
    return int(round(v * ONE))


def ngon(rng, n, cx, cy, r):
    """Convex n-gon: vertices on a circle of radius r at jittered angles
    (every gap below 180 degrees), counter-clockwise."""
    base = rng.uniform(0, 2 * math.pi)
    pts = []
    for i in range(n):
        a = base + 2 * math.pi * (i + rng.uniform(0, 0.8)) / n
        pts.append((raw(cx + r * math.cos(a)), raw(cy + r * math.sin(a))))
    return pts


def rbox(rng, cx, cy):
    hw, hh = rng.uniform(0.5, 3.0), rng.uniform(0.5, 3.0)
    a = rng.uniform(0, 2 * math.pi)
    c, s = math.cos(a), math.sin(a)
    pts = []
    for (x, y) in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)):
        pts.append((raw(cx + x * c - y * s), raw(cy + x * s + y * c)))
    return pts, math.hypot(hw, hh)


def axes(p):
    n = len(p)
    return [(p[(i + 1) % n][1] - p[i][1], p[i][0] - p[(i + 1) % n][0]) for i in range(n)]


def proj(p, ax):
    d = [x * ax[0] + y * ax[1] for (x, y) in p]
    return min(d), max(d)


def sat_hit(a, b):
    """Closed convex polygons overlap or touch (exact)."""
    for ax in axes(a) + axes(b):
        amin, amax = proj(a, ax)
        bmin, bmax = proj(b, ax)
        if amax < bmin or bmax < amin:
            return False
    return True


def sweep_hit(a, b, v):
    """A moving by v over t in [0, 1] touches still B at some t (exact)."""
    t0, t1 = Fraction(0), Fraction(1)
    for ax in axes(a) + axes(b):
        amin, amax = proj(a, ax)
        bmin, bmax = proj(b, ax)
        s = v[0] * ax[0] + v[1] * ax[1]
        # overlap when amin + s t <= bmax and amax + s t >= bmin
        if s == 0:
            if amin > bmax or amax < bmin:
                return False
            continue
        lo = Fraction(bmin - amax, s)
        hi = Fraction(bmax - amin, s)
        if lo > hi:
            lo, hi = hi, lo
        t0, t1 = max(t0, lo), min(t1, hi)
        if t0 > t1:
            return False
    return True


def circle_poly_hit(p, c):
    cx, cy, r = c
    if inside(p, cx, cy):
        return True
    n = len(p)
    for i in range(n):
        (x0, y0), (x1, y1) = p[i], p[(i + 1) % n]
        dx, dy = x1 - x0, y1 - y0
        t = Fraction((cx - x0) * dx + (cy - y0) * dy, dx * dx + dy * dy)
        t = min(max(t, Fraction(0)), Fraction(1))
        qx, qy = x0 + t * dx - cx, y0 + t * dy - cy
        if qx * qx + qy * qy <= r * r:
            return True
    return False


def inside(p, x, y):
    n = len(p)
    for i in range(n):
        (x0, y0), (x1, y1) = p[i], p[(i + 1) % n]
        if (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) < 0:
            return False
    return True


def poly_str(p):
    return "%d %s" % (len(p), " ".join("%d %d" % xy for xy in p))


def place(rng, reach):
    """A's center, then B's center at a distance drawn over [0.2, 1.15]
    of the reach (sum of the circumradii)."""
    ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
    d = reach * rng.uniform(0.2, 1.15)
    t = rng.uniform(0, 2 * math.pi)
    return ax, ay, ax + d * math.cos(t), ay + d * math.sin(t)


def fill(rng, count, make):
    """Draw candidates until count/2 hits and count - count/2 misses."""
    want = {True: count // 2, False: count - count // 2}
    out = []
    while want[True] or want[False]:
        line, hit = make(rng)
        if want[hit]:
            want[hit] -= 1
            out.append(line)
    rng.shuffle(out)
    return out


def make_pp8(rng):
    ra, rb = rng.uniform(1, 4), rng.uniform(1, 4)
    ax, ay, bx, by = place(rng, ra + rb)
    a, b = ngon(rng, 8, ax, ay, ra), ngon(rng, 8, bx, by, rb)
    return "pp %s %s" % (poly_str(a), poly_str(b)), sat_hit(a, b)


def make_box(rng):
    ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
    a, ra = rbox(rng, ax, ay)
    d = rng.uniform(0.2, 1.15) * (ra + 2.0)
    t = rng.uniform(0, 2 * math.pi)
    b, _ = rbox(rng, ax + d * math.cos(t), ay + d * math.sin(t))
    return "pp %s %s" % (poly_str(a), poly_str(b)), sat_hit(a, b)


def make_cc(rng):
    ra, rb = rng.uniform(0.5, 3), rng.uniform(0.5, 3)
    ax, ay, bx, by = place(rng, ra + rb)
    a = (raw(ax), raw(ay), raw(ra))
    b = (raw(bx), raw(by), raw(rb))
    hit = (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 <= (a[2] + b[2]) ** 2
    return "cc %d %d %d %d %d %d" % (a + b), hit


def make_pc(rng):
    ra, rb = rng.uniform(1, 4), rng.uniform(0.5, 3)
    ax, ay, bx, by = place(rng, ra + rb)
    a = ngon(rng, 8, ax, ay, ra)
    c = (raw(bx), raw(by), raw(rb))
    return "pc %s %d %d %d" % ((poly_str(a),) + c), circle_poly_hit(a, c)


def make_sweep(rng):
    while True:
        ra, rb = rng.uniform(1, 4), rng.uniform(1, 4)
        ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
        d = (ra + rb) * rng.uniform(1.0, 2.5)
        t = rng.uniform(0, 2 * math.pi)
        bx, by = ax + d * math.cos(t), ay + d * math.sin(t)
        a, b = ngon(rng, 8, ax, ay, ra), ngon(rng, 8, bx, by, rb)
        if not sat_hit(a, b):
            break
    # towards B, up to about 35 degrees off, 0.3 to 1.5 times the distance
    off = t + rng.uniform(-0.6, 0.6)
    s = d * rng.uniform(0.3, 1.5)
    v = (raw(s * math.cos(off)), raw(s * math.sin(off)))
    return "sweep %s %s %d %d" % (poly_str(a), poly_str(b), v[0], v[1]), sweep_hit(a, b, v)


def main():
    seed, count = 7, 1000
    args = sys.argv[1:]
    while args:
        if args[0] == "--seed":
            seed = int(args[1])
        elif args[0] == "--count":
            count = int(args[1])
        else:
            sys.exit(__doc__)
        args = args[2:]
    rng = random.Random(seed)
    print("# fixcol benchmark scene: seed %d, %d queries per kind, half hit, half miss" % (seed, count))
    for name, make in (("8-gon pairs", make_pp8), ("rotated box pairs", make_box),
                       ("circle pairs", make_cc), ("polygon-circle pairs", make_pc),
                       ("8-gon sweeps", make_sweep)):
        print("# %s" % name)
        for line in fill(rng, count, make):
            print(line)
    # Drawn last, so the shape queries above stay as they were.
    print("# Q16.16 products")
    for _ in range(count):
        print("mul %d %d" % (raw(rng.uniform(-181, 181)), raw(rng.uniform(-181, 181))))


if __name__ == "__main__":
    main()
