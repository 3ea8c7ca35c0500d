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
and then, in the generic-shape lines (c circle, b box, p polygon):
  sweepx p 8 ... p 8 ... vx vy   8-gon sweeps, a third each far (the swept
                       boxes apart), near (swept boxes overlapping, no
                       contact) and hitting
  sweepx c ... c ... vx vy       a circle moving against a circle
  rayc ox oy dx dy cx cy r       the same queries as rays against the grown
                       circle (the same line by line)
  sweepx p 8 ... c ... vx vy     an 8-gon moving against a circle
  sweepx c ... b ... vx vy       a circle moving against a box
  dist p 8 ... p 8 ...           8-gon pairs apart (distance queries)
  dist p 8 ... c ...             an 8-gon and a circle apart
(the sweeps start apart; half hit, half miss unless said).
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


def seg_cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segs_meet(p0, p1, q0, q1):
    """Closed segments p0p1 and q0q1 share a point (exact)."""
    d1, d2 = seg_cross(q0, q1, p0), seg_cross(q0, q1, p1)
    d3, d4 = seg_cross(p0, p1, q0), seg_cross(p0, p1, q1)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True

    def on(a, b, c):
        return (min(a[0], b[0]) <= c[0] <= max(a[0], b[0])
                and min(a[1], b[1]) <= c[1] <= max(a[1], b[1]))
    return ((d1 == 0 and on(q0, q1, p0)) or (d2 == 0 and on(q0, q1, p1))
            or (d3 == 0 and on(p0, p1, q0)) or (d4 == 0 and on(p0, p1, q1)))


def pt_seg_d2(p, a, b):
    """Squared distance from point p to segment ab (exact Fraction)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    l2 = dx * dx + dy * dy
    t = Fraction(0) if l2 == 0 else Fraction((p[0] - a[0]) * dx + (p[1] - a[1]) * dy, l2)
    t = min(max(t, Fraction(0)), Fraction(1))
    qx, qy = a[0] + t * dx - p[0], a[1] + t * dy - p[1]
    return qx * qx + qy * qy


def seg_poly_within(p, s0, s1, r):
    """Segment s0s1 comes within r of convex CCW polygon p (exact)."""
    if inside(p, *s0) or inside(p, *s1):
        return True
    n = len(p)
    best = None
    for i in range(n):
        a, b = p[i], p[(i + 1) % n]
        if segs_meet(s0, s1, a, b):
            return True
        for d in (pt_seg_d2(s0, a, b), pt_seg_d2(s1, a, b), pt_seg_d2(a, s0, s1)):
            best = d if best is None or d < best else best
    return best <= r * r


def box_pts(b):
    x0, y0, x1, y1 = b
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def swept_apart(a, b, v):
    """A's box swept by v and B's box are apart (exact)."""
    ax0, ax1 = min(x for x, _ in a), max(x for x, _ in a)
    ay0, ay1 = min(y for _, y in a), max(y for _, y in a)
    bx0, bx1 = min(x for x, _ in b), max(x for x, _ in b)
    by0, by1 = min(y for _, y in b), max(y for _, y in b)
    return (ax0 + min(v[0], 0) > bx1 or ax1 + max(v[0], 0) < bx0
            or ay0 + min(v[1], 0) > by1 or ay1 + max(v[1], 0) < by0)


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


def fill_classes(rng, count, make, classes):
    """Draw candidates until each class has its share of count."""
    want = {c: count // len(classes) for c in classes}
    want[classes[0]] += count - sum(want.values())
    out = []
    while any(want.values()):
        line, c = make(rng)
        if want[c]:
            want[c] -= 1
            out.append(line)
    rng.shuffle(out)
    return out


def toward(rng, t, d, spread, lo, hi):
    """A velocity about direction t (within spread), d times [lo, hi] long."""
    off = t + rng.uniform(-spread, spread)
    s = d * rng.uniform(lo, hi)
    return (raw(s * math.cos(off)), raw(s * math.sin(off)))


def apart_8gons(rng, lo, hi):
    """Two 8-gons that do not touch, their centers lo to hi times the sum
    of their radii apart: (a, b, distance, direction)."""
    while True:
        ra, rb = rng.uniform(1, 4), rng.uniform(1, 4)
        ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
        d = (ra + rb) * rng.uniform(lo, hi)
        t = rng.uniform(0, 2 * math.pi)
        a = ngon(rng, 8, ax, ay, ra)
        b = ngon(rng, 8, ax + d * math.cos(t), ay + d * math.sin(t), rb)
        if not sat_hit(a, b):
            return a, b, d, t


def make_sw(rng):
    """8-gon sweeps: far, near or hit."""
    a, b, d, t = apart_8gons(rng, 1.0, 8.0)
    v = toward(rng, t, d, 1.2, 0.1, 1.5)
    c = "hit" if sweep_hit(a, b, v) else "far" if swept_apart(a, b, v) else "near"
    return "sweepx p %s p %s %d %d" % (poly_str(a), poly_str(b), v[0], v[1]), c


def make_ccs(rng):
    """A circle moving against a circle, as (sweepx line, rayc line)."""
    ra, rb = rng.uniform(0.5, 3), rng.uniform(0.5, 3)
    ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
    d = (ra + rb) * rng.uniform(1.05, 4.0)
    t = rng.uniform(0, 2 * math.pi)
    a = (raw(ax), raw(ay), raw(ra))
    b = (raw(ax + d * math.cos(t)), raw(ay + d * math.sin(t)), raw(rb))
    v = toward(rng, t, d, 0.8, 0.3, 1.5)
    hit = pt_seg_d2(b[:2], a[:2], (a[0] + v[0], a[1] + v[1])) <= (a[2] + b[2]) ** 2
    return ("sweepx c %d %d %d c %d %d %d %d %d" % (a + b + v),
            "rayc %d %d %d %d %d %d %d" % (a[0], a[1], v[0], v[1], b[0], b[1], a[2] + b[2])), hit


def make_pcs(rng):
    """An 8-gon moving against a circle: the circle's center moving by -v
    against the polygon grown by r."""
    while True:
        ra, rb = rng.uniform(1, 4), rng.uniform(0.5, 3)
        ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
        d = (ra + rb) * rng.uniform(1.0, 3.0)
        t = rng.uniform(0, 2 * math.pi)
        a = ngon(rng, 8, ax, ay, ra)
        c = (raw(ax + d * math.cos(t)), raw(ay + d * math.sin(t)), raw(rb))
        if not circle_poly_hit(a, c):
            break
    v = toward(rng, t, d, 0.8, 0.3, 1.5)
    hit = seg_poly_within(a, c[:2], (c[0] - v[0], c[1] - v[1]), c[2])
    return "sweepx p %s c %d %d %d %d %d" % ((poly_str(a),) + c + v), hit


def make_cbs(rng):
    """A circle moving against a box: its center against the grown box."""
    while True:
        ra, hw, hh = rng.uniform(0.5, 3), rng.uniform(0.5, 3), rng.uniform(0.5, 3)
        ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
        d = (ra + math.hypot(hw, hh)) * rng.uniform(1.0, 3.0)
        t = rng.uniform(0, 2 * math.pi)
        bx, by = ax + d * math.cos(t), ay + d * math.sin(t)
        a = (raw(ax), raw(ay), raw(ra))
        b = (raw(bx - hw), raw(by - hh), raw(bx + hw), raw(by + hh))
        if not circle_poly_hit(box_pts(b), a):
            break
    v = toward(rng, t, d, 0.8, 0.3, 1.5)
    hit = seg_poly_within(box_pts(b), a[:2], (a[0] + v[0], a[1] + v[1]), a[2])
    return "sweepx c %d %d %d b %d %d %d %d %d %d" % (a + b + v), hit


def make_dist8(rng):
    a, b, _, _ = apart_8gons(rng, 0.6, 3.0)
    return "dist p %s p %s" % (poly_str(a), poly_str(b))


def make_distpc(rng):
    while True:
        ra, rb = rng.uniform(1, 4), rng.uniform(0.5, 3)
        ax, ay = rng.uniform(-1000, 1000), rng.uniform(-1000, 1000)
        d = (ra + rb) * rng.uniform(0.6, 3.0)
        t = rng.uniform(0, 2 * math.pi)
        a = ngon(rng, 8, ax, ay, ra)
        c = (raw(ax + d * math.cos(t)), raw(ay + d * math.sin(t)), raw(rb))
        if not circle_poly_hit(a, c):
            return "dist p %s c %d %d %d" % ((poly_str(a),) + c)


def motion(rng, count):
    """The motion and distance lines (drawn after the others, so that those
    stay as they were)."""
    print("# 8-gon sweeps: far, near, hit")
    for line in fill_classes(rng, count, make_sw, ["far", "near", "hit"]):
        print(line)
    pairs = fill(rng, count, make_ccs)
    print("# circle-circle sweeps")
    for sweep, _ in pairs:
        print(sweep)
    print("# the same as rays against the grown circle")
    for _, ray in pairs:
        print(ray)
    for name, make in (("8-gon moving against a circle", make_pcs),
                       ("circle moving against a box", make_cbs)):
        print("# %s" % name)
        for line in fill(rng, count, make):
            print(line)
    print("# 8-gon pairs apart")
    for _ in range(count):
        print(make_dist8(rng))
    print("# 8-gon and circle apart")
    for _ in range(count):
        print(make_distpc(rng))


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
    motion(rng, count)


if __name__ == "__main__":
    main()
