#!/usr/bin/env python3
"""Exact oracle for the fixcol conformance protocol (shared VECTORS spec).

Python 3 standard library only: integers and fractions, no floating point in
any answer. Four commands:

  fcoracle.py answer  < queries.vec  > expected.txt
      the exact expected answer line for every query line of the exact ops
      (core and geom; the collision ops are checked, not answered);
  fcoracle.py gen [--seed S] [--count N] [--ops a,b,...] [--edges]
      edge-case and random query lines on stdout; --ops takes op names and
      the groups core (mul div sqrt len alen len2 rot), geom (area2 winding
      convex centroid center aabb bcircle pip tri), collide (cc bb cb pp pc
      sweep rayp rayc rayb contact ppx), shapes (collide manifold pairs)
      and all;
  fcoracle.py compare queries.vec expected.txt actual.txt
      reports every line where actual differs from expected, exit 1 if any;
  fcoracle.py check queries.vec answers.txt
      verifies a runner's answers to any mix of ops: byte equality with
      `answer` for the exact ops and every `err syntax`; for the collision
      ops (whose depths, normals and times the protocol defines only within
      tolerances) every decision exactly and every tolerance exactly
      (fccollide.py). Prints the first 20 failures on stderr and
      `check: N passed, N failed` on stdout, exit 1 if any failed.

For ops whose result the protocol defines only within a tolerance (alen,
rot), the oracle emulates the library's documented integer algorithm bit
for bit, and independently asserts that the emulated answer lies within the
protocol's tolerance of the true value, so every target must produce the
same bytes and those bytes are proven acceptable. Likewise `tri` emulates
the library's ear clipping step for step and checks the triangulation it
produced independently (count, orientation, area, no overlap, inside).

The committed vectors:
  fcoracle.py gen --seed 1 --count 1500 --edges --ops core > tests/vectors/core.vec
  fcoracle.py gen --seed 1 --count 800 --edges --ops geom > tests/vectors/geom.vec
and each .expected is `fcoracle.py answer` of its .vec. The collision set
  fcoracle.py gen --seed 1 --count 2000 --edges --ops collide > collide.vec
has no .expected: its answers are verified with `check`.
"""
import functools
import io
import math
import os
import random
import re
import sys
from fractions import Fraction

INT32_MIN = -(1 << 31)
INT32_MAX = (1 << 31) - 1
RANGE = 1 << 29          # supported coordinate range, raw
ONE = 1 << 16

NUMBER = re.compile(r"-?[0-9]+\Z")


class Err(Exception):
    """An `err NAME` answer."""

    def __init__(self, name):
        Exception.__init__(self, name)
        self.name = name


def fits32(v):
    return INT32_MIN <= v <= INT32_MAX


def need32(v):
    if not fits32(v):
        raise Err("overflow")
    return v


def round_div(num, den):
    """num / den rounded to nearest, ties away from zero (exact)."""
    if den < 0:
        num, den = -num, -den
    q, r = divmod(abs(num), den)
    if 2 * r >= den:
        q += 1
    return q if num >= 0 else -q


def isqrt_nearest(n):
    r = math.isqrt(n)
    return r + 1 if n - r * r > r else r


def check_range(*vals):
    for v in vals:
        if not -RANGE <= v <= RANGE:
            raise Err("range")


# ---- the library's documented integer algorithms ----------------------------

def sin_table():
    t = []
    for i in range(256):
        v = math.sin(i * math.pi / 512) * 65536
        assert abs(v - math.floor(v) - 0.5) > 1e-6, "table entry near a tie"
        t.append(int(math.floor(v + 0.5)))
    t.append(65536)
    return t


SIN_TABLE = sin_table()


def fc_sin(a):
    r = a & 0x3FFF
    q = a >> 14
    if q & 1:
        r = 0x4000 - r
    i, f = r >> 6, r & 63
    s = SIN_TABLE[i]
    if f:
        s += ((SIN_TABLE[i + 1] - s) * f + 32) >> 6
    return -s if q & 2 else s


def fc_cos(a):
    return fc_sin((a + 0x4000) & 0xFFFF)


def alen_raw(x, y):
    big, small = max(abs(x), abs(y)), min(abs(x), abs(y))
    shift = 0
    while big > 0xFFFFFF:
        big >>= 1
        small >>= 1
        shift += 1
    a = max(128 * big + 20 * small, 108 * big + 71 * small)
    return ((a + 64) >> 7) << shift


ALEN_LO = Fraction(1) - Fraction(120, 10000)   # documented in fixed.h
ALEN_HI = Fraction(1) + Fraction(122, 10000)


def alen_within_bound(x, y, a):
    """L*(1-0.0120) - 1 <= a <= L*(1+0.0122) + 1, exactly."""
    l2 = x * x + y * y
    low_ok = a + 1 >= 0 and (a + 1) ** 2 >= ALEN_LO ** 2 * l2
    high_ok = a - 1 <= 0 or (a - 1) ** 2 <= ALEN_HI ** 2 * l2
    return low_ok and high_ok


# ---- ops ----------------------------------------------------------------------

def op_mul(a, b):
    return [need32(round_div(a * b, ONE))]


def op_div(a, b):
    if b == 0:
        raise Err("divzero")
    return [need32(round_div(a * ONE, b))]


def op_sqrt(a):
    if a < 0:
        raise Err("domain")
    return [isqrt_nearest(a * ONE)]


def op_len(x, y):
    check_range(x, y)
    return [need32(isqrt_nearest(x * x + y * y))]


def op_len2(x, y):
    check_range(x, y)
    return [x * x + y * y]


def op_alen(x, y):
    check_range(x, y)
    a = alen_raw(x, y)
    assert alen_within_bound(x, y, a), ("alen bound", x, y, a)
    return [a]


def op_rot(x, y, ang):
    if not 0 <= ang <= 65535:
        raise Err("syntax")
    check_range(x, y)
    c, s = fc_cos(ang), fc_sin(ang)
    rx = round_div(x * c - y * s, ONE)
    ry = round_div(x * s + y * c, ONE)
    # Tolerance of the protocol: 2 + |v|/16384 raw per component of the
    # true rotation (double precision is far finer than that tolerance).
    th = 2 * math.pi * ang / 65536
    tol = 2 + math.hypot(x, y) / 16384
    ex = x * math.cos(th) - y * math.sin(th)
    ey = x * math.sin(th) + y * math.cos(th)
    assert abs(rx - ex) <= tol and abs(ry - ey) <= tol, ("rot tol", x, y, ang)
    if ang & 0x3FFF == 0:
        q = ang >> 14
        exact = [(x, y), (-y, x), (-x, -y), (y, -x)][q]
        assert (rx, ry) == exact
    return [rx, ry]


# ---- polygons -------------------------------------------------------------------
#
# A polygon argument is `N x1 y1 ... xN yN`. Argument checks, in this order:
# no argument at all -> syntax; N outside 3..MAX_VERTS -> count (whatever
# follows); not exactly 1 + 2N (+2 for pip's point) arguments -> syntax; a
# coordinate (or pip's point) outside the supported range -> range.

MAX_VERTS = 16
INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1


def parse_poly(args, extra=0):
    """(points, the extra trailing arguments) of a polygon argument."""
    if not args:
        raise Err("syntax")
    n = args[0]
    if n < 3 or n > MAX_VERTS:
        raise Err("count")
    if len(args) != 1 + 2 * n + extra:
        raise Err("syntax")
    check_range(*args[1:])
    pts = [(args[1 + 2 * i], args[2 + 2 * i]) for i in range(n)]
    return pts, args[1 + 2 * n:]


def sgn(v):
    return (v > 0) - (v < 0)


def orient(a, b, c):
    """cross(b - a, c - a): > 0 when c is left of a->b."""
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def poly_area2(pts):
    s = 0
    x0, y0 = pts[-1]
    for x1, y1 in pts:
        s += x0 * y1 - x1 * y0
        x0, y0 = x1, y1
    return s


def in_box(a, b, p):
    """p inside the bounding box of segment ab (for a collinear p)."""
    return (min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
            and min(a[1], b[1]) <= p[1] <= max(a[1], b[1]))


def segs_intersect(a, b, c, d):
    """Closed segments ab and cd share a point (exact)."""
    d1 = orient(c, d, a)
    d2 = orient(c, d, b)
    d3 = orient(a, b, c)
    d4 = orient(a, b, d)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and \
       ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True
    return ((d1 == 0 and in_box(c, d, a)) or (d2 == 0 and in_box(c, d, b))
            or (d3 == 0 and in_box(a, b, c)) or (d4 == 0 and in_box(a, b, d)))


def classify(pts):
    """(class word, area2): degenerate, complex, convex or concave."""
    n = len(pts)
    for i in range(n):
        if pts[i] == pts[(i + 1) % n]:
            return "degenerate", None
    s2 = poly_area2(pts)
    if s2 == 0:
        return "degenerate", s2
    s = sgn(s2)
    # edge vectors and the turn at every vertex
    ev = [(pts[(i + 1) % n][0] - pts[i][0], pts[(i + 1) % n][1] - pts[i][1])
          for i in range(n)]
    turns = []
    for i in range(n):
        ex, ey = ev[i]
        fx, fy = ev[(i + 1) % n]
        cr = ex * fy - ey * fx
        if cr == 0 and ex * fx + ey * fy < 0:
            return "complex", s2       # 180-degree reversal
        turns.append(cr)
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        for j in range(i + 2, n if i > 0 else n - 1):
            if segs_intersect(a, b, pts[j], pts[(j + 1) % n]):
                return "complex", s2
    for cr in turns:
        if cr * s < 0:
            return "concave", s2
    return "convex", s2


def pip_raw(pts, p):
    """'on', 'in' or 'out' of point p, exact, even-odd rule."""
    px, py = p
    inside = False
    left = False            # independent count: ray to the left, other half-open rule
    a = pts[-1]
    for b in pts:
        o = orient(a, b, p)
        if o == 0 and in_box(a, b, p):
            return "on"
        if (a[1] > py) != (b[1] > py):
            # p strictly left of the upward-directed edge: the ray to +x crosses
            if (o > 0) if b[1] > a[1] else (o < 0):
                inside = not inside
        if (a[1] >= py) != (b[1] >= py):
            if (o < 0) if b[1] > a[1] else (o > 0):
                left = not left
        a = b
    assert inside == left, ("pip parity", pts, p)
    return "in" if inside else "out"


def centroid_raw(pts, s2):
    if s2 == 0:
        raise Err("degenerate")
    mx = my = 0
    x0, y0 = pts[-1]
    for x1, y1 in pts:
        c = x0 * y1 - x1 * y0
        mx += (x0 + x1) * c
        my += (y0 + y1) * c
        x0, y0 = x1, y1
    return need32(round_div(mx, 3 * s2)), need32(round_div(my, 3 * s2))


def ear_clip(pts, s2):
    """The library's ear clipping, step for step: index triples."""
    s = sgn(s2)
    idx = list(range(len(pts)))
    out = []
    while len(idx) > 3:
        m = len(idx)
        for k in range(m):
            a, b, c = idx[k - 1], idx[k], idx[(k + 1) % m]
            pa, pb, pc = pts[a], pts[b], pts[c]
            if sgn(orient(pa, pb, pc)) != s:
                continue            # not strictly convex
            for j in idx:
                if j == a or j == b or j == c:
                    continue
                q = pts[j]
                if (s * orient(pa, pb, q) >= 0 and s * orient(pb, pc, q) >= 0
                        and s * orient(pc, pa, q) >= 0):
                    break           # a vertex in the closed triangle
            else:
                out.append((a, b, c))
                del idx[k]
                break
        else:
            raise Err("degenerate")     # no ear (not for a simple polygon)
    out.append((idx[0], idx[1], idx[2]))
    return out


def tri_separated(t, u):
    """Some edge line of t (oriented, area on its left) has all of u on
    its closed right side: the interiors of t and u are disjoint."""
    for i in range(3):
        a, b = t[i], t[(i + 1) % 3]
        if all(orient(a, b, q) <= 0 for q in u):
            return True
    return False


def check_triangulation(pts, s2, tris):
    """Independent validity of a triangulation (asserts)."""
    n = len(pts)
    s = sgn(s2)
    assert len(tris) == n - 2
    total = 0
    ccw = []
    scaled = [(3 * x, 3 * y) for (x, y) in pts]
    for (a, b, c) in tris:
        assert len({a, b, c}) == 3 and all(0 <= i < n for i in (a, b, c))
        o = orient(pts[a], pts[b], pts[c])
        assert sgn(o) == s, ("tri orientation", pts, tris)
        total += abs(o)
        t = [pts[a], pts[b], pts[c]]
        ccw.append(t if s > 0 else t[::-1])
        # the triangle's interior lies in the polygon: its centroid is inside
        g = (pts[a][0] + pts[b][0] + pts[c][0], pts[a][1] + pts[b][1] + pts[c][1])
        assert pip_raw(scaled, g) == "in", ("tri outside", pts, tris)
    assert total == abs(s2), ("tri area", pts, tris)
    for i in range(len(ccw)):
        for j in range(i + 1, len(ccw)):
            assert tri_separated(ccw[i], ccw[j]) or tri_separated(ccw[j], ccw[i]), \
                ("tri overlap", pts, tris)


def op_area2(*args):
    pts, _ = parse_poly(args)
    s2 = poly_area2(pts)
    if not INT64_MIN <= s2 <= INT64_MAX:
        raise Err("overflow")
    return [s2]


def op_winding(*args):
    pts, _ = parse_poly(args)
    s2 = poly_area2(pts)
    return ["ccw" if s2 > 0 else "cw" if s2 < 0 else "degenerate"]


def op_convex(*args):
    pts, _ = parse_poly(args)
    return [classify(pts)[0]]


def op_centroid(*args):
    pts, _ = parse_poly(args)
    return list(centroid_raw(pts, poly_area2(pts)))


def op_center(*args):
    pts, _ = parse_poly(args)
    n = len(pts)
    return [round_div(sum(p[0] for p in pts), n), round_div(sum(p[1] for p in pts), n)]


def op_aabb(*args):
    pts, _ = parse_poly(args)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return [min(xs), min(ys), max(xs), max(ys)]


def op_bcircle(*args):
    pts, _ = parse_poly(args)
    cx, cy = centroid_raw(pts, poly_area2(pts))
    d = max((x - cx) ** 2 + (y - cy) ** 2 for (x, y) in pts)
    r = math.isqrt(d)
    if r * r < d:
        r += 1
    return [cx, cy, need32(r)]


def op_pip(*args):
    pts, rest = parse_poly(args, 2)
    return [pip_raw(pts, (rest[0], rest[1]))]


def op_tri(*args):
    pts, _ = parse_poly(args)
    cls, s2 = classify(pts)
    if cls in ("degenerate", "complex"):
        raise Err(cls)
    tris = ear_clip(pts, s2)
    check_triangulation(pts, s2, tris)
    out = [len(tris)]
    for t in tris:
        out.extend(t)
    return out


GEOM_OPS = ["area2", "winding", "convex", "centroid", "center", "aabb",
            "bcircle", "pip", "tri"]


# name -> (argument count or None for variable, function)
OPS = {
    "mul": (2, op_mul),
    "div": (2, op_div),
    "sqrt": (1, op_sqrt),
    "len": (2, op_len),
    "alen": (2, op_alen),
    "len2": (2, op_len2),
    "rot": (3, op_rot),
    "area2": (None, op_area2),
    "winding": (None, op_winding),
    "convex": (None, op_convex),
    "centroid": (None, op_centroid),
    "center": (None, op_center),
    "aabb": (None, op_aabb),
    "bcircle": (None, op_bcircle),
    "pip": (None, op_pip),
    "tri": (None, op_tri),
}


def tokens(line):
    """The tokens of a query line, or None for a comment line (its first
    character is '#') or a blank one (nothing but spaces and tabs). Only
    spaces and tabs separate tokens: a carriage return is part of one."""
    if line.startswith("#"):
        return None
    toks = line.replace("\t", " ").split(" ")
    toks = [t for t in toks if t != ""]
    if not toks:
        return None
    return toks


def answer(line):
    """The answer line for one input line, or None for blank/comment."""
    toks = tokens(line)
    if toks is None:
        return None
    op, rest = toks[0], toks[1:]
    try:
        if op not in OPS:
            raise Err("syntax")
        args = []
        for t in rest:
            if not NUMBER.match(t) or not fits32(int(t)):
                raise Err("syntax")
            args.append(int(t))
        argc, fn = OPS[op]
        if argc is not None and len(args) != argc:
            raise Err("syntax")
        result = fn(*args)
        return " ".join([op] + [str(v) for v in result])
    except Err as e:
        return "%s err %s" % (op, e.name)


def answer_stream(src, dst):
    for line in src:
        a = answer(line.rstrip("\n"))
        if a is not None:
            dst.write(a + "\n")


# ---- generation ---------------------------------------------------------------

EDGE32 = [0, 1, -1, 2, -2, 32767, 32768, -32768, 65535, 65536, -65536, 65537,
          INT32_MAX, INT32_MIN, INT32_MAX - 1, INT32_MIN + 1, RANGE, -RANGE,
          RANGE + 1, -RANGE - 1, 46340, 46341, 0x7FFF0000, -0x7FFF0000]


def rnd_mag(rng, bits=31):
    """A value with a log-uniform magnitude and a random sign."""
    b = rng.randint(0, bits)
    v = rng.getrandbits(b) if b else 0
    if rng.random() < 0.5:
        v = -v
    return max(INT32_MIN, min(INT32_MAX, v))


def rnd_coord(rng):
    r = rng.random()
    if r < 0.05:
        return rng.choice([RANGE, -RANGE, RANGE + 1, -RANGE - 1, 0, 1, -1])
    if r < 0.1:
        return rng.randint(INT32_MIN, INT32_MAX)
    return rnd_mag(rng, 29) if rng.random() < 0.5 else rng.randint(-RANGE, RANGE)


def gen_mul(rng, edges):
    out = []
    if edges:
        for a in EDGE32:
            for b in EDGE32:
                out.append("mul %d %d" % (a, b))
        # every rounding tie: a*b = k*65536 + 32768, both signs
        for k in range(-40, 40):
            out.append("mul %d %d" % (2 * k + 1, 32768))
            out.append("mul %d %d" % (32768, -(2 * k + 1)))
        for s in (1, -1):
            for p in (3, 5, 7, 9, 15, 255):
                out.append("mul %d %d" % (s * p * 16384, 2))
        # overflow boundary: results around INT32_MAX / INT32_MIN
        for t in (INT32_MAX, INT32_MIN):
            for d in range(-3, 4):
                want = t + d
                b = 65536 * 3
                a = round_div(want * ONE, b)
                out.append("mul %d %d" % (a, b))
                out.append("mul %d %d" % (a + 1, b))
        for d in range(-2, 3):
            out.append("mul %d %d" % (46341 * 65536 // 46341 + d, 2147483647 // 65536 * 65536))
    for _ in range(200 if edges else 0):
        out.append("mul %d %d" % (rnd_mag(rng), rnd_mag(rng)))
    return out


def gen_div(rng, edges):
    out = []
    if edges:
        for a in EDGE32:
            for b in EDGE32:
                out.append("div %d %d" % (a, b))
        # ties: a*65536/b = k + 1/2 exactly, with a = m(2k+1), b = 2.0 m
        for k in range(0, 30):
            m = rng.randint(1, 1000)
            for sa, sb in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
                out.append("div %d %d" % (sa * m * (2 * k + 1), sb * 131072 * m))
        for t in (32767, -32768, 32768, -32769):
            for b in (1, 2, 3, 65536, 65537, 65535):
                out.append("div %d %d" % (t * b, b))
                out.append("div %d %d" % (t * b + 1, b))
                out.append("div %d %d" % (t * b - 1, b))
        out.append("div 1 0")
        out.append("div 0 0")
        out.append("div -5 0")
    for _ in range(200 if edges else 0):
        out.append("div %d %d" % (rnd_mag(rng), rnd_mag(rng)))
    return [l for l in out if all(fits32(int(t)) for t in l.split()[1:])]


def gen_sqrt(rng, edges):
    out = []
    if edges:
        for a in EDGE32:
            out.append("sqrt %d" % a)
        for k in range(0, 50):
            out.append("sqrt %d" % (k * k))
            out.append("sqrt %d" % (k * k + 1))
        for r in (181, 46340, 46341, 8192 * 256, 2896309):
            for d in (-1, 0, 1):
                out.append("sqrt %d" % min(INT32_MAX, r * r // 65536 + d))
        # just below and above each rounding midpoint (r+1/2)^2 / 65536
        for r in range(1, 60):
            n = r * r + r   # a*65536 near r^2 + r
            a = n // 65536
            for d in (-1, 0, 1):
                out.append("sqrt %d" % max(0, a + d))
    for _ in range(150 if edges else 0):
        out.append("sqrt %d" % rnd_mag(rng))
    return out


def gen_vec(rng, op, edges, extra=""):
    out = []
    if edges:
        vals = [0, 1, -1, 3, 4, 65536, -65536, RANGE, -RANGE, RANGE + 1,
                -RANGE - 1, INT32_MIN, INT32_MAX, 12345678]
        for x in vals:
            for y in vals:
                out.append("%s %d %d%s" % (op, x, y, extra))
        for (a, b) in ((3, 4), (5, 12), (8, 15), (20, 21), (3 << 20, 4 << 20)):
            out.append("%s %d %d%s" % (op, a, -b, extra))
    for _ in range(120 if edges else 0):
        out.append("%s %d %d%s" % (op, rnd_coord(rng), rnd_coord(rng), extra))
    return out


def gen_rot(rng, edges):
    out = []
    if edges:
        vecs = [(65536, 0), (0, 65536), (65536, 65536), (-3, 7), (1, 0),
                (RANGE, RANGE), (-RANGE, RANGE), (RANGE, -RANGE), (123456, -654321),
                (RANGE + 1, 0), (0, -RANGE - 1)]
        for (x, y) in vecs:
            for k in range(8):
                out.append("rot %d %d %d" % (x, y, k * 8192))
            for ang in (1, 63, 64, 65, 16383, 16385, 32767, 49153, 65535):
                out.append("rot %d %d %d" % (x, y, ang))
        # (cos, sin) of an angle between every pair of table entries
        for i in range(257):
            out.append("rot 65536 0 %d" % min(65535, i * 64 + i % 64))
        out += ["rot 1 1 65536", "rot 1 1 -1", "rot 1 1 2147483647"]
    for _ in range(250 if edges else 0):
        out.append("rot %d %d %d" % (rnd_coord(rng), rnd_coord(rng), rng.randint(0, 65535)))
    return out


def gen_syntax(rng):
    return [
        "foo 1 2", "MUL 1 2", "mul", "mul 1", "mul 1 2 3", "mul 1 x",
        "mul 1 +2", "mul 1 1.5", "mul 2147483648 1", "mul -2147483649 1",
        "mul -2147483648 1", "mul 1 99999999999999999999", "mul 1 -",
        "mul 1 --2", "mul 007 -0", "mul 1 0x10", "sqrt", "sqrt 1 2",
        "len 1", "rot 1 2", "rot 1 2 3 4", "len2 1 2 3", "alen", "div 1",
        "   mul   3   65536   ", "\tmul\t-3\t65536\t", "mul 65536 65536 ",
        "#comment line", "# mul 1 2", "", "   ", "\t", "area2 3 0 0 1 0 0 1",
        "x", "mul1 2", "mul-1 2", "-5 3", "1",
        # Only a '#' in the first column starts a comment, and only spaces
        # and tabs separate tokens (a carriage return is a token's byte).
        "  # note", "\t#", " #", "#", "##mul 1 2", "mul 1 2 # note",
        "mul 65536\r65536", "mul 65536 65536\r", "mul\r 65536 65536",
        "\rmul 65536 65536", "\r", "  \r", "#\r", "\r#", "mul 1 \r 2",
    ]


GENERATORS = {
    "mul": gen_mul, "div": gen_div, "sqrt": gen_sqrt,
    "len": lambda r, e: gen_vec(r, "len", e),
    "alen": lambda r, e: gen_vec(r, "alen", e),
    "len2": lambda r, e: gen_vec(r, "len2", e),
    "rot": gen_rot,
}


# ---- polygon generation ---------------------------------------------------------
#
# Only integer arithmetic and the seeded generator: the generated lines are
# the same on every platform and Python version.

def fmt_poly(pts):
    return "%d %s" % (len(pts), " ".join("%d %d" % p for p in pts))


def clamp_range(v):
    return max(-RANGE, min(RANGE, v))


def rand_dir(rng, bits=20):
    """A random non-zero integer direction, uniform in angle."""
    lim = 1 << bits
    while True:
        u = rng.randint(-lim, lim)
        v = rng.randint(-lim, lim)
        if 0 < u * u + v * v <= lim * lim:
            return u, v


def angle_cmp(p, q):
    hp = 0 if (p[1] > 0 or (p[1] == 0 and p[0] > 0)) else 1
    hq = 0 if (q[1] > 0 or (q[1] == 0 and q[0] > 0)) else 1
    if hp != hq:
        return hp - hq
    c = p[0] * q[1] - p[1] * q[0]
    return -1 if c > 0 else (1 if c < 0 else 0)


def ring(rng, n, cx, cy, rx, ry, star=1000):
    """n points at sorted random angles on an ellipse, counter-clockwise;
    with star < 1000 each radius is scaled by a random star..1000 per mille."""
    dirs = sorted((rand_dir(rng) for _ in range(n)), key=functools.cmp_to_key(angle_cmp))
    pts = []
    for (u, v) in dirs:
        ln = math.isqrt(u * u + v * v)
        f = rng.randint(star, 1000) if star < 1000 else 1000
        pts.append((clamp_range(cx + round_div(rx * u * f, ln * 1000)),
                    clamp_range(cy + round_div(ry * v * f, ln * 1000))))
    return pts


def hull(points):
    """Strictly convex hull, counter-clockwise (Andrew's monotone chain)."""
    p = sorted(set(points))
    if len(p) < 3:
        return p
    lo, hi = [], []
    for q in p:
        while len(lo) >= 2 and orient(lo[-2], lo[-1], q) <= 0:
            lo.pop()
        lo.append(q)
    for q in reversed(p):
        while len(hi) >= 2 and orient(hi[-2], hi[-1], q) <= 0:
            hi.pop()
        hi.append(q)
    return lo[:-1] + hi[:-1]


def rand_scale(rng, lo=1, hi=29):
    e = rng.randint(lo, hi)
    return rng.randint(1 << (e - 1), 1 << e)


def rand_center(rng, r):
    if r >= RANGE or rng.random() < 0.2:
        return 0, 0
    m = RANGE - r
    return rng.randint(-m, m), rng.randint(-m, m)


def rand_n(rng, lo=3, hi=MAX_VERTS):
    return rng.randint(lo, hi)


def p_convex(rng, n=None):
    n = n or rand_n(rng)
    r = rand_scale(rng)
    ry = r if rng.random() < 0.4 else max(1, r * rng.randint(1, 1000) // 1000)
    cx, cy = rand_center(rng, r)
    pts = ring(rng, n, cx, cy, r, ry)
    if rng.random() < 0.6:
        h = hull(pts)
        if len(h) >= 3:
            pts = h
    return pts


def p_star(rng, n=None):
    n = n or rand_n(rng, 4)
    r = rand_scale(rng, 4)
    cx, cy = rand_center(rng, r)
    return ring(rng, n, cx, cy, r, r, rng.choice([100, 300, 600, 900]))


def p_random(rng, n=None):
    n = n or rand_n(rng)
    r = rand_scale(rng)
    cx, cy = rand_center(rng, r)
    return [(clamp_range(cx + rng.randint(-r, r)), clamp_range(cy + rng.randint(-r, r)))
            for _ in range(n)]


def p_lattice(rng, n=None):
    """Small-grid vertices, scaled: many horizontal edges, shared ys, collinear
    triples, touching edges; some come out simple."""
    n = n or rand_n(rng, 3, 10)
    k = rng.randint(2, 6)
    s = rng.choice([1, 2, 3, 65536, 1 << 20, 1 << 26])
    ox = rng.randint(-RANGE, RANGE - k * s) if k * s < RANGE else 0
    oy = rng.randint(-RANGE, RANGE - k * s) if k * s < RANGE else 0
    return [(ox + s * rng.randint(0, k), oy + s * rng.randint(0, k)) for _ in range(n)]


def p_lattice_simple(rng):
    """A lattice polygon that is simple (tries a few times)."""
    for _ in range(50):
        pts = p_lattice(rng, rand_n(rng, 4, 9))
        if classify(pts)[0] in ("convex", "concave"):
            return pts
    return p_star(rng)


def p_shuffled(rng):
    pts = p_convex(rng, rand_n(rng, 4))
    rng.shuffle(pts)
    return pts


def p_star_polygon(rng):
    """{n/k} star polygon: the pentagram and its relatives."""
    n = rng.choice([5, 5, 7, 7, 8, 9, 11, 13, 16])
    ks = [k for k in range(2, (n + 1) // 2) if math.gcd(n, k) == 1]
    k = rng.choice(ks)
    r = rand_scale(rng, 3)
    cx, cy = rand_center(rng, r)
    base = ring(rng, n, cx, cy, r, r)
    return [base[(i * k) % n] for i in range(n)]


def lattice_step(a, b):
    """(step, g): the integer points of segment ab are a + j*step, j = 0..g."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    g = math.gcd(dx, dy)
    if g == 0:
        return (0, 0), 0
    return (dx // g, dy // g), g


def evenize(pts, f=2):
    return [(clamp_range(x * f) if abs(x * f) <= RANGE else x,
             clamp_range(y * f) if abs(y * f) <= RANGE else y) for (x, y) in pts]


def p_reversal(rng):
    """An edge that turns back 180 degrees along itself."""
    pts = (p_convex if rng.random() < 0.5 else p_star)(rng, rand_n(rng, 3, 15))
    n = len(pts)
    i = rng.randrange(n)
    a, b = pts[i - 1], pts[i]
    (sx, sy), g = lattice_step(a, b)
    j = rng.randint(0, g - 1) if g > 0 else 0
    if rng.random() < 0.3:
        m = (clamp_range(a[0] - sx * rng.randint(1, 3)), clamp_range(a[1] - sy * rng.randint(1, 3)))
    else:
        m = (a[0] + sx * j, a[1] + sy * j)
    return pts[:i + 1] + [m] + pts[i + 1:]


def p_spike(rng):
    """... a, q, a ...: out to q and straight back."""
    pts = p_convex(rng, rand_n(rng, 3, 14))
    i = rng.randrange(len(pts))
    a = pts[i]
    q = (clamp_range(a[0] + rng.randint(-1000, 1000)), clamp_range(a[1] + rng.randint(-1000, 1000)))
    return pts[:i + 1] + [q, a] + pts[i + 1:]


def p_touch_edge(rng):
    """A vertex moved onto a non-adjacent edge (at a lattice point of it)."""
    pts = p_convex(rng, rand_n(rng, 5, 16))
    n = len(pts)
    if n < 5:
        pts = [(0, 0), (10, 0), (10, 10), (0, 10), (10, 5)]
        return pts
    i = rng.randrange(n)
    j = (i + rng.randint(2, n - 2)) % n       # edge j: pts[j] -> pts[j+1], not at i
    a, b = pts[j], pts[(j + 1) % n]
    (sx, sy), g = lattice_step(a, b)
    t = rng.randint(0, g) if g > 0 else 0
    pts = list(pts)
    pts[i] = (a[0] + sx * t, a[1] + sy * t)
    return pts


def p_dup_vertex(rng):
    """A vertex repeated non-consecutively (a figure eight, or worse)."""
    pts = list((p_convex if rng.random() < 0.5 else p_star)(rng, rand_n(rng, 4)))
    n = len(pts)
    if n < 4:
        return [(0, 0), (2, -1), (2, 1), (0, 0), (-2, -1), (-2, 1)]
    i = rng.randrange(n)
    j = (i + rng.randint(2, n - 2)) % n
    pts[j] = pts[i]
    return pts


def p_fig8(rng):
    """Two triangles joined at a vertex, opposite windings: tiny area, far
    centroid (the centroid and bcircle overflow cases)."""
    x = rng.choice([RANGE, RANGE - 1, 1 << 28, rand_scale(rng, 4)])
    h = rng.choice([x, rand_scale(rng, 4, 29)])
    d = rng.randint(0, h) if rng.random() < 0.5 else rng.randint(0, min(h, 1 << rng.randint(0, 29)))
    h2 = h - d
    o = (0, 0)
    pts = [o, (x, -h), (x, h), o, (-x, -h2), (-x, h2)]
    if rng.random() < 0.5:
        pts = [(y, z) for (z, y) in pts]
    return pts


def p_collinear(rng):
    """Points inserted on edges (exact lattice points): collinear vertices."""
    base = (p_convex if rng.random() < 0.6 else p_star)(rng, rand_n(rng, 3, 10))
    base = evenize(base, rng.choice([2, 6]))
    out = []
    n = len(base)
    room = MAX_VERTS - n
    for i in range(n):
        a, b = base[i], base[(i + 1) % n]
        out.append(a)
        (sx, sy), g = lattice_step(a, b)
        if room > 0 and g > 1 and rng.random() < 0.6:
            ks = sorted(rng.sample(range(1, g), min(g - 1, rng.randint(1, min(room, 3)))))
            for k in ks:
                out.append((a[0] + sx * k, a[1] + sy * k))
            room -= len(ks)
    return out


def p_repeat(rng):
    """A repeated consecutive vertex (last == first included)."""
    pts = list(rng.choice([p_convex, p_star, p_random])(rng, rand_n(rng, 3, 15)))
    if rng.random() < 0.3:
        return pts + [pts[0]]
    i = rng.randrange(len(pts))
    return pts[:i + 1] + [pts[i]] + pts[i + 1:]


def p_zero(rng):
    """Zero area: collinear vertices, or lobes that cancel."""
    c = rng.random()
    if c < 0.5:
        n = rand_n(rng)
        s = rand_scale(rng, 1, 20)
        dx, dy = rng.randint(-s, s), rng.randint(-s, s)
        m = max(abs(dx), abs(dy), 1)
        tmax = max(1, RANGE // m // 2)
        t0 = rng.randint(-tmax, tmax)
        ts = [t0 + rng.randint(-8, 8) * rng.choice([1, 1, 1000]) for _ in range(n)]
        if rng.random() < 0.5:
            ts.sort()
        return [(clamp_range(dx * t), clamp_range(dy * t)) for t in ts]
    if c < 0.75:
        pts = (p_convex if rng.random() < 0.5 else p_star)(rng, rng.randint(3, 8))
        return pts + pts[-2:0:-1]          # there and back
    pts = p_convex(rng, rng.randint(3, 8))
    cx, cy = pts[0]
    return pts + [(2 * cx - x, 2 * cy - y) for (x, y) in pts]   # point-symmetric figure eight


def p_tiny(rng):
    if rng.random() < 0.3:
        return ring(rng, rand_n(rng, 3, 6), 0, 0, rng.randint(1, 4), rng.randint(1, 4))
    k = rng.randint(1, 3)
    ox, oy = rng.choice([(0, 0), (0, 0), (RANGE - 3, RANGE - 3), (-RANGE + 3, 0), (rng.randint(-9999, 9999), 7)])
    return [(ox + rng.randint(-k, k), oy + rng.randint(-k, k)) for _ in range(rand_n(rng, 3, 8))]


def p_large(rng):
    c = rng.random()
    R = RANGE
    if c < 0.4:
        return ring(rng, rand_n(rng), 0, 0, R + rng.randint(0, R // 8), R + rng.randint(0, R // 8))
    if c < 0.7:
        corners = [(-R, -R), (R, -R), (R, R), (-R, R)]
        pts = [rng.choice(corners) if rng.random() < 0.5 else
               (rng.choice([-R, R, rng.randint(-R, R)]), rng.choice([-R, R, rng.randint(-R, R)]))
               for _ in range(rand_n(rng))]
        return pts
    return hull([(rng.choice([-R, R, rng.randint(-R, R)]), rng.choice([-R, R, rng.randint(-R, R)]))
                 for _ in range(24)]) or [(-R, -R), (R, -R), (R, R)]


def p_wound(rng):
    """A square or triangle wound several times round."""
    R = rng.choice([RANGE, RANGE, RANGE - 1, rand_scale(rng)])
    shape = [(-R, -R), (R, -R), (R, R), (-R, R)] if rng.random() < 0.7 else [(-R, -R), (R, -R), (0, R)]
    k = rng.randint(2, MAX_VERTS // len(shape))
    pts = shape * k
    if rng.random() < 0.3:
        i = rng.randrange(len(pts))
        pts[i] = (pts[i][0] - sgn(pts[i][0]) * rng.randint(1, 3), pts[i][1])
    return pts


def p_range_err(rng):
    pts = list(rng.choice([p_convex, p_large, p_tiny])(rng))
    i = rng.randrange(len(pts))
    v = rng.choice([RANGE + 1, -RANGE - 1, INT32_MAX, INT32_MIN, RANGE + rng.randint(1, 1 << 30)])
    pts[i] = (v, pts[i][1]) if rng.random() < 0.5 else (pts[i][0], v)
    return pts


# category, weight for the random batches
POLY_KINDS = [
    (p_convex, 26), (p_star, 16), (p_random, 8), (p_lattice, 8), (p_lattice_simple, 6),
    (p_shuffled, 3), (p_star_polygon, 3), (p_reversal, 3), (p_spike, 2), (p_touch_edge, 3),
    (p_dup_vertex, 2), (p_fig8, 2), (p_collinear, 5), (p_repeat, 3), (p_zero, 3),
    (p_tiny, 4), (p_large, 3), (p_wound, 1), (p_range_err, 1),
]
POLY_KIND_TOTAL = sum(w for _, w in POLY_KINDS)


def rand_poly(rng):
    x = rng.randrange(POLY_KIND_TOTAL)
    for fn, w in POLY_KINDS:
        if x < w:
            pts = fn(rng)
            break
        x -= w
    if len(pts) > MAX_VERTS:
        pts = pts[:MAX_VERTS]
    return pts[::-1] if rng.random() < 0.5 else pts


def fixed_polys():
    """Hand-made polygons (each is used in both windings)."""
    R = RANGE
    sq = lambda x0, y0, x1, y1: [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    polys = [
        [(0, 0), (1, 0), (0, 1)],
        [(0, 0), (65536, 0), (0, 65536)],
        [(-R, -R), (R, -R), (R, R)],
        sq(0, 0, 1, 1), sq(-1, -1, 0, 0), sq(0, 0, 3, 1), sq(-3, -5, 0, -2), sq(1, 1, 2, 4),
        sq(-R, -R, R, R), sq(R - 1, R - 1, R, R), sq(-R, -R, -R + 1, -R + 1),
        sq(-R, -R, R, R) * 2, sq(-R, -R, R, R) * 3, sq(-R, -R, R, R) * 4,
        sq(-R, -R, R, R) * 3 + sq(-R + 1, -R, R, R), sq(-R, -R, R, R) * 4 + [],
        [(R, -R), (R, R), (-R, R), (-R, -R)] * 4,
        sq(-R + 1, -R, R, R) + sq(-R, -R, R, R) * 3,
        # pentagram, bowties (zero area when symmetric), reversal, needle
        [(0, 100), (59, -81), (-95, 31), (95, 31), (-59, -81)],
        [(0, 0), (2, 2), (2, 0), (0, 2)],
        [(0, 0), (3, 2), (3, 0), (0, 2)],
        [(0, 0), (4, 0), (2, 0), (2, 3)],
        [(0, 0), (4, 0), (4, 4), (4, 2)],
        [(0, 0), (4, 0), (0, 0), (0, 4)],
        [(0, 0), (4, 0), (8, 0)],
        [(0, 0), (8, 0), (4, 0)],
        [(0, 0), (1, 1), (2, 2), (3, 3)],
        [(0, 0), (4, 0), (4, 4), (2, 2)],
        # a vertex touching an edge; figure eights
        [(0, 0), (10, 0), (10, 10), (0, 10), (10, 5)],
        [(0, 0), (10, 0), (10, 10), (0, 10), (5, 5)],
        [(0, 0), (2, -1), (2, 1), (0, 0), (-2, -1), (-2, 1)],
        [(0, 0), (2, -1), (2, 1), (0, 0), (-2, -1), (-2, 2)],
        [(0, 0), (2, -1), (2, 1), (0, 0), (-2, 1), (-2, -1)],
        [(0, 0), (R, -R), (R, R), (0, 0), (-R, -R), (-R, R - 1)],
        [(0, 0), (R, -R), (R, R), (0, 0), (-R, -R), (-R, R - 178956970)],
        [(0, 0), (4, 0), (4, 4), (0, 4), (2, 4), (2, 2)],
        # repeated consecutive, last == first
        [(0, 0), (1, 0), (1, 0), (0, 1)],
        [(0, 0), (1, 0), (0, 1), (0, 0)],
        [(5, 5), (5, 5), (5, 5)],
        [(0, 0), (0, 0), (1, 0), (0, 1)],
        # collinear vertices in convex polygons
        [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)],
        [(0, 0), (2, 0), (4, 0), (2, 2)],
        [(0, 0), (2, 0), (4, 0), (3, 1), (2, 2), (1, 1)],
        [(x, 0) for x in range(0, 8, 2)] + [(8, y) for y in range(0, 8, 2)] +
        [(x, 8) for x in range(8, 0, -2)] + [(0, y) for y in range(8, 0, -2)],
        # concave: U, comb, staircase, arrow, a reflex vertex on a diagonal
        [(0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6)],
        [(0, 0), (8, 0), (8, 3), (7, 3), (7, 1), (5, 1), (5, 3), (3, 3), (3, 1), (1, 1), (1, 3), (0, 3)],
        [(0, 0), (4, 0), (4, 1), (3, 1), (3, 2), (2, 2), (2, 3), (1, 3), (1, 4), (0, 4)],
        [(0, 0), (4, 2), (8, 0), (4, 6)],
        [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)],
        [(0, 0), (6, 0), (3, 3), (6, 6), (0, 6), (3, 3)],
        [(0, 0), (6, 0), (6, 6), (3, 3), (0, 6)],
        [(0, 0), (6, 0), (6, 6), (2, 2), (0, 6)],
        [(0, 0), (2, 0), (2, 2), (4, 2), (4, 0), (6, 0), (6, 4), (0, 4)],
        # big near the range limit
        [(-R, -R), (R, -R), (R, R), (-R, R), (0, 0)],
        [(-R, 0), (0, -R), (R, 0), (0, R)],
        [(-R, -R), (R, R), (R, -R), (-R, R)],
        [(R, R), (-R, -R), (R, R - 1)],
        [(-R, -R), (R, -R), (R - 1, R)],
    ]
    return polys


# pip point kinds 0..10 (see pip_points), repeated by weight
PIP_KINDS = [0, 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 7, 8, 9, 9, 9, 10]


def pip_points(rng, pts, k):
    """k query points for pip: vertices, edge lattice points, 1 raw off an
    edge, a vertex's y (left and right), horizontal edge extensions, inside,
    outside, random."""
    n = len(pts)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    out = []
    for _ in range(k):
        c = PIP_KINDS[rng.randrange(len(PIP_KINDS))]
        i = rng.randrange(n)
        a, b = pts[i], pts[(i + 1) % n]
        (sx, sy), g = lattice_step(a, b)
        if c == 0:
            p = a
        elif c in (1, 2):
            t = rng.randint(1, g - 1) if g > 1 else rng.randint(0, max(g, 0))
            p = (a[0] + sx * t, a[1] + sy * t)
            if c == 2:
                p = (p[0] + rng.choice([-1, 1]), p[1]) if rng.random() < 0.5 else \
                    (p[0], p[1] + rng.choice([-1, 1]))
        elif c == 3:
            d = rng.choice([1, 1, 2, rng.randint(1, 1 + abs(b[0] - a[0]))])
            p = (a[0] + rng.choice([-d, d]), a[1])
        elif c == 4:
            p = (rng.choice([min(xs) - 1, max(xs) + 1, min(xs) - rng.randint(1, 1000)]), a[1])
        elif c == 5:
            hs = [(pts[j], pts[(j + 1) % n]) for j in range(n) if pts[j][1] == pts[(j + 1) % n][1]]
            if hs:
                e0, e1 = rng.choice(hs)
                lo, hi = min(e0[0], e1[0]), max(e0[0], e1[0])
                p = (rng.choice([lo - 1, hi + 1, lo - rng.randint(1, 99), hi + rng.randint(1, 99),
                                 min(xs) - 1]), e0[1])
            else:
                p = (a[0] - 1, a[1])
        elif c == 6:
            p = (rng.randint(min(xs), max(xs)), rng.randint(min(ys), max(ys)))
        elif c == 7:
            p = (rng.randint(-RANGE, RANGE), rng.randint(-RANGE, RANGE))
        elif c == 8:
            p = (round_div(sum(xs), n), round_div(sum(ys), n))
        elif c == 9:
            q = pts[(i + 2) % n]
            p = ((a[0] + b[0] + q[0]) // 3, (a[1] + b[1] + q[1]) // 3)   # near a triangle's centroid
        else:
            p = (rng.choice([min(xs), max(xs), min(xs) - 1, max(xs) + 1]),
                 rng.choice([min(ys), max(ys), min(ys) - 1, max(ys) + 1]))
        out.append((clamp_range(p[0]), clamp_range(p[1])))
    return out


def poly_error_lines(op, extra=""):
    """Argument handling: syntax, count, range, in their priority order."""
    tri3 = "0 0 65536 0 0 65536"
    big = " ".join("%d %d" % (i, i * i) for i in range(17))
    lines = [
        "%s" % op, "%s %s" % (op, extra.strip()),
        "%s 2 0 0 1 1%s" % (op, extra), "%s 2%s" % (op, extra), "%s 2" % op,
        "%s 0%s" % (op, extra), "%s 1 5 5%s" % (op, extra), "%s -1 %s%s" % (op, tri3, extra),
        "%s -3 %s%s" % (op, tri3, extra), "%s 17 %s%s" % (op, big, extra), "%s 17" % op,
        "%s 17 1 2 3" % op, "%s 2147483647 %s%s" % (op, tri3, extra),
        "%s -2147483648 %s%s" % (op, tri3, extra), "%s 256 %s%s" % (op, tri3, extra),
        "%s 3 0 0 65536 0 0%s" % (op, extra), "%s 3 0 0 65536 0 0 65536 7%s" % (op, extra),
        "%s 3 0 0 65536 0 0 65536 x%s" % (op, extra),
        "%s 3 0 0 65536 0 0 2147483648%s" % (op, extra),
        "%s 3 0 0 65536 0 0 +65536%s" % (op, extra),
        "%s 3 0 0 65536 0 0 536870913%s" % (op, extra),
        "%s 3 0 0 65536 0 -536870913 65536%s" % (op, extra),
        "%s 3 -2147483648 0 65536 0 0 65536%s" % (op, extra),
        "%s 3 0 0 536870912 0 0 536870912%s" % (op, extra),
        "%s 3 0 0 -536870912 0 0 -536870912%s" % (op, extra),
        "%s 3 0 0 65536 0 0 536870913 1%s" % (op, extra),
        "%s 17 %s x%s" % (op, big, extra),
        "%s 4 0 0 1 0 1 1%s" % (op, extra),
        "%s 16 %s%s" % (op, " ".join("%d %d" % (i, i * i) for i in range(15)), extra),
        "%s 2.5 %s%s" % (op, tri3, extra), "%s 3 %s 0 0%s" % (op, tri3, extra),
        "  %s\t3  %s%s\t" % (op, tri3.replace(" ", "\t "), extra),
        "%s 003 -0 0 65536 -0 0 65536%s" % (op, extra),
    ]
    return lines


def poly_corpus(rng, per_kind):
    """The fixed polygons and per_kind samples of every kind, both windings."""
    polys = fixed_polys()
    for fn, _ in POLY_KINDS:
        for _ in range(per_kind):
            polys.append(fn(rng))
    polys = [p[:MAX_VERTS] for p in polys]
    out = []
    for p in polys:
        out.append(p)
        out.append(p[::-1])
    return out


def gen_geom(rng, op, edges):
    """Edge cases of one polygon op (see poly_error_lines, fixed_polys,
    POLY_KINDS), both windings of everything."""
    out = []
    if not edges:
        return out
    per_kind = {"convex": 5, "tri": 5, "pip": 3}.get(op, 4)
    corpus = poly_corpus(rng, per_kind)
    if op in ("tri", "convex"):
        for _ in range(40):
            p = rng.choice([p_lattice_simple, p_star, p_collinear, p_convex])(rng)[:MAX_VERTS]
            corpus += [p, p[::-1]]
    if op in ("centroid", "bcircle"):
        corpus += fig8_boundary_polys()
    if op == "area2":
        corpus += [[(-RANGE, -RANGE), (RANGE, -RANGE), (RANGE, RANGE), (-RANGE, RANGE)] * 4]
    for p in corpus:
        if op == "pip":
            for q in pip_points(rng, p, 3):
                out.append("pip %s %d %d" % (fmt_poly(p), q[0], q[1]))
        else:
            out.append("%s %s" % (op, fmt_poly(p)))
    extra = " 0 0" if op == "pip" else ""
    out += poly_error_lines(op, extra)
    if op == "pip":
        tri3 = "3 0 0 65536 0 0 65536"
        out += ["pip %s" % tri3, "pip %s 0" % tri3, "pip %s 0 0 0" % tri3,
                "pip %s 536870913 0" % tri3, "pip %s 0 -536870913" % tri3,
                "pip %s 2147483648 0" % tri3, "pip %s 536870912 -536870912" % tri3,
                "pip 2 0 0 1 1 0 0", "pip 17 0 0"]
    return out


def fig8_boundary_polys():
    """Figure eights whose centroid (or bcircle radius) lands exactly at the
    int32 limit, found by bisection on the second lobe's height."""
    out = []
    for x, h, axis, neg in ((RANGE, RANGE, 0, 0), (RANGE, RANGE, 1, 1), (1 << 28, RANGE, 0, 1),
                            (RANGE, 12345678, 1, 0)):
        def make(d):
            pts = [(0, 0), (x, -h), (x, h), (0, 0), (-x, -(h - d)), (-x, h - d)]
            if neg:
                pts = [(-a, b) for (a, b) in pts]
            if axis:
                pts = [(b, a) for (a, b) in pts]
            return pts

        def fits(d, what):
            try:
                if what == "centroid":
                    op_centroid(*args_of(make(d)))
                else:
                    op_bcircle(*args_of(make(d)))
                return True
            except Err:
                return False
        for what in ("centroid", "bcircle"):
            lo, hi = 1, h          # small d: far centroid (overflow); large d: fits
            if fits(lo, what) or not fits(hi, what):
                continue
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if fits(mid, what):
                    hi = mid
                else:
                    lo = mid
            out += [make(lo), make(hi), make(hi + 1)]
    return out


def args_of(pts):
    a = [len(pts)]
    for p in pts:
        a.extend(p)
    return a


def random_geom_query(rng, op):
    if rng.random() < 0.01:
        return rng.choice(poly_error_lines(op, " 0 0" if op == "pip" else ""))
    pts = rand_poly(rng)
    if op == "pip":
        q = pip_points(rng, pts, 1)[0]
        if rng.random() < 0.005:
            q = (rng.choice([RANGE + 1, -RANGE - 1]), q[1])
        return "pip %s %d %d" % (fmt_poly(pts), q[0], q[1])
    return "%s %s" % (op, fmt_poly(pts))


for _op in GEOM_OPS:
    GENERATORS[_op] = (lambda op: lambda r, e: gen_geom(r, op, e))(_op)


def random_query(rng, op):
    """One random query of op (used for large fresh batches)."""
    if op in fccollide.COLLIDE_OPS:
        return fccollide.random_query(rng, op)
    if op in fcshapes.OPS:
        return fcshapes.random_query(rng, op)
    if op in GEOM_OPS:
        return random_geom_query(rng, op)
    if op == "mul":
        return "mul %d %d" % (rnd_mag(rng), rnd_mag(rng))
    if op == "div":
        return "div %d %d" % (rnd_mag(rng), rnd_mag(rng) if rng.random() < 0.98 else 0)
    if op == "sqrt":
        return "sqrt %d" % rnd_mag(rng)
    if op == "rot":
        return "rot %d %d %d" % (rnd_coord(rng), rnd_coord(rng), rng.randint(0, 65535))
    return "%s %d %d" % (op, rnd_coord(rng), rnd_coord(rng))


def generate(seed, count, ops, edges):
    rng = random.Random(seed)
    lines = []
    if edges:
        for op in ops:
            lines += GENERATORS[op](rng, True)
        if any(op in CORE_OPS for op in ops):
            lines += gen_syntax(rng)
    for _ in range(count):
        lines.append(random_query(rng, rng.choice(ops)))
    return lines


# ---- comparison ---------------------------------------------------------------

def compare(queries, expected, actual):
    # newline="": a carriage return is a byte of a line, never a line end.
    with open(queries, newline="") as f:
        qs = [l for l in f.read().split("\n") if answer(l) is not None]
    with open(expected, newline="") as f:
        ex = f.read().split("\n")
    with open(actual, newline="") as f:
        ac = f.read().split("\n")
    bad = 0
    for i in range(max(len(ex), len(ac))):
        e = ex[i] if i < len(ex) else "<missing>"
        a = ac[i] if i < len(ac) else "<missing>"
        if e != a:
            bad += 1
            if bad <= 20:
                q = qs[i] if i < len(qs) else "?"
                sys.stderr.write("line %d: %s\n  expected: %s\n  actual:   %s\n" % (i + 1, q, e, a))
    n = len([l for l in ex if l])
    print("%s: %d answers, %d passed, %d failed" % (os.path.basename(actual), n, n - bad, bad))
    return bad == 0


CORE_OPS = ["mul", "div", "sqrt", "len", "alen", "len2", "rot"]


def check(queries, answers):
    """Verify a runner's answers: byte equality with `answer` for the exact
    ops and every `err syntax`, the protocol's exact decisions and
    tolerances for the collision ops (fccollide.check_line)."""
    qs = []
    # newline="": a carriage return is a byte of a line, never a line end.
    with open(queries, newline="") as f:
        for line in f.read().split("\n"):
            toks = tokens(line)
            if toks is not None:
                qs.append((line, toks))
    with open(answers, newline="") as f:
        ans = f.read().split("\n")
    if ans and ans[-1] == "":
        ans.pop()
    passed = failed = 0

    def fail(i, q, a, why):
        if failed <= 20:
            sys.stderr.write("line %d: %s\n  answer: %s\n  reason: %s\n" % (i + 1, q, a, why))

    for i, (line, toks) in enumerate(qs):
        a = ans[i] if i < len(ans) else None
        if toks[0] in fccollide.SIG:
            why = fccollide.check_line(toks, a)
        elif toks[0] in fcshapes.OPS:
            why = fcshapes.check_line(toks, a)
        else:
            exp = answer(line)
            why = None if a == exp else "expected: %s" % exp
        if why is None:
            passed += 1
        else:
            failed += 1
            fail(i, line, "<missing>" if a is None else a, why)
    for i in range(len(qs), len(ans)):
        failed += 1
        fail(i, "<no query>", ans[i], "answer line without a query")
    print("check: %d passed, %d failed" % (passed, failed))
    return failed == 0


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    cmd = argv[1]
    if cmd == "answer":
        # Lines end at "\n" only, on every platform: a carriage return is
        # a byte of a line.
        src = io.TextIOWrapper(sys.stdin.buffer, newline="\n")
        dst = io.TextIOWrapper(sys.stdout.buffer, newline="\n")
        answer_stream(src, dst)
        dst.flush()
        return 0
    if cmd == "gen":
        seed, count, ops, edges = 1, 1000, CORE_OPS, False
        i = 2
        while i < len(argv):
            if argv[i] == "--seed":
                seed = int(argv[i + 1]); i += 2
            elif argv[i] == "--count":
                count = int(argv[i + 1]); i += 2
            elif argv[i] == "--ops":
                ops = argv[i + 1].split(","); i += 2
            elif argv[i] == "--edges":
                edges = True; i += 1
            else:
                sys.stderr.write("unknown option %s\n" % argv[i])
                return 2
        groups = {"core": CORE_OPS, "geom": GEOM_OPS, "collide": fccollide.COLLIDE_OPS,
                  "shapes": fcshapes.OPS,
                  "all": sorted(GENERATORS)}
        ops = [o for g in ops for o in groups.get(g, [g])]
        for op in ops:
            if op not in GENERATORS:
                sys.stderr.write("unknown op %s\n" % op)
                return 2
        dst = io.TextIOWrapper(sys.stdout.buffer, newline="\n")
        dst.write("\n".join(generate(seed, count, ops, edges)) + "\n")
        dst.flush()
        return 0
    if cmd == "compare" and len(argv) == 5:
        return 0 if compare(argv[2], argv[3], argv[4]) else 1
    if cmd == "check" and len(argv) == 4:
        return 0 if check(argv[2], argv[3]) else 1
    sys.stderr.write(__doc__)
    return 2


# The collision ops (checked, not answered) live in fccollide.py, which
# imports this module: run as a script, this module is that same module.
sys.modules.setdefault("fcoracle", sys.modules[__name__])
import fccollide  # noqa: E402
import fcshapes  # noqa: E402

GENERATORS.update(fccollide.GENERATORS)
GENERATORS.update(fcshapes.GENERATORS)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
