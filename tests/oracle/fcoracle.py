#!/usr/bin/env python3
"""Exact oracle for the fixcol conformance protocol (shared VECTORS spec).

Python 3 standard library only: integers and fractions, no floating point in
any answer. Three commands:

  fcoracle.py answer  < queries.vec  > expected.txt
      the exact expected answer line for every query line;
  fcoracle.py gen [--seed S] [--count N] [--ops a,b,...] [--edges]
      edge-case and random query lines on stdout;
  fcoracle.py compare queries.vec expected.txt actual.txt
      reports every line where actual differs from expected, exit 1 if any.

For ops whose result the protocol defines only within a tolerance (alen,
rot), the oracle emulates the library's documented integer algorithm bit
for bit, and independently asserts that the emulated answer lies within the
protocol's tolerance of the true value, so every target must produce the
same bytes and those bytes are proven acceptable.
"""
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


# name -> (argument count or None for variable, function)
OPS = {
    "mul": (2, op_mul),
    "div": (2, op_div),
    "sqrt": (1, op_sqrt),
    "len": (2, op_len),
    "alen": (2, op_alen),
    "len2": (2, op_len2),
    "rot": (3, op_rot),
}


def answer(line):
    """The answer line for one input line, or None for blank/comment."""
    toks = line.replace("\t", " ").replace("\r", " ").split(" ")
    toks = [t for t in toks if t != ""]
    if not toks or toks[0].startswith("#"):
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
    ]


GENERATORS = {
    "mul": gen_mul, "div": gen_div, "sqrt": gen_sqrt,
    "len": lambda r, e: gen_vec(r, "len", e),
    "alen": lambda r, e: gen_vec(r, "alen", e),
    "len2": lambda r, e: gen_vec(r, "len2", e),
    "rot": gen_rot,
}


def random_query(rng, op):
    """One random query of op (used for large fresh batches)."""
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
        lines += gen_syntax(rng)
    for _ in range(count):
        lines.append(random_query(rng, rng.choice(ops)))
    return lines


# ---- comparison ---------------------------------------------------------------

def compare(queries, expected, actual):
    with open(queries) as f:
        qs = [l.rstrip("\n") for l in f if answer(l.rstrip("\n")) is not None]
    with open(expected) as f:
        ex = f.read().split("\n")
    with open(actual) as f:
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


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    cmd = argv[1]
    if cmd == "answer":
        answer_stream(sys.stdin, sys.stdout)
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
        if ops == ["core"]:
            ops = CORE_OPS
        elif ops == ["all"]:
            ops = sorted(GENERATORS)
        for op in ops:
            if op not in GENERATORS:
                sys.stderr.write("unknown op %s\n" % op)
                return 2
        sys.stdout.write("\n".join(generate(seed, count, ops, edges)) + "\n")
        return 0
    if cmd == "compare" and len(argv) == 5:
        return 0 if compare(argv[2], argv[3], argv[4]) else 1
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
