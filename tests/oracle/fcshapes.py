"""Generic-shape ops of the fixcol protocol for the oracle (fcoracle.py):

    collide manifold pairs

A shape argument is `c cx cy r`, `b minx miny maxx maxy` or
`p N x1 y1 ... xN yN` (VECTORS.md, "Generic shapes"). `collide` and
`manifold` are checked as the per-pair ops are (fccollide.py): every
decision exactly, depths and normals within the protocol's tolerances. A
mirrored pair is its pair with the shapes swapped and the directions
negated. A box counts as a polygon whose edge normals are x and y, flat
or not. `pairs` is exact and answered here.

The generators turn the per-pair ops' edge cases and random queries into
generic lines (both orders) and add box-polygon pairs and box sets.
"""
import math
from fractions import Fraction

import fcoracle as fo
import fccollide as fc
from fccollide import Bad

OPS = ["collide", "manifold", "pairs"]
R = fo.RANGE
U = fo.ONE
SIZE = {"c": 3, "b": 4}
PAIRS_CAP = 64          # the runner's capacity (at least 64)


# ---- parsing -------------------------------------------------------------------------

def parse_shapes(toks, count, extra=0):
    """Shapes and `extra` trailing numbers from the argument tokens: returns
    "syntax" or (shapes, numbers, required errors). A shape is (kind,
    value): a circle or box tuple, or a polygon's point list (None after a
    count error, which stops the parse as fcoracle.parse_poly does)."""
    pos = 0
    shapes, req = [], set()
    for _ in range(count):
        if pos >= len(toks) or toks[pos] not in ("c", "b", "p"):
            return "syntax"
        kind = toks[pos]
        pos += 1
        if kind in SIZE:
            k = SIZE[kind]
            vals = toks[pos:pos + k]
            if len(vals) < k or not all(is_num(t) for t in vals):
                return "syntax"
            v = tuple(int(t) for t in vals)
            pos += k
            if any(abs(x) > R for x in v):
                req.add("range")
            if kind == "c" and v[2] < 0:
                req.add("invalid")
            if kind == "b" and (v[0] > v[2] or v[1] > v[3]):
                req.add("invalid")
            shapes.append((kind, v))
            continue
        if pos >= len(toks) or not is_num(toks[pos]):
            return "syntax"
        n = int(toks[pos])
        if n < 3 or n > fo.MAX_VERTS:
            req.add("count")
            return shapes, None, req
        flat = toks[pos + 1:pos + 1 + 2 * n]
        if len(flat) < 2 * n or not all(is_num(t) for t in flat):
            return "syntax"
        flat = [int(t) for t in flat]
        pos += 1 + 2 * n
        pts = list(zip(flat[0::2], flat[1::2]))
        if any(abs(v) > R for v in flat):
            req.add("range")
        req.update(fc.POLY_ERRS["convex"][fc.poly_class(pts)])
        shapes.append((kind, pts))
    rest = toks[pos:]
    if len(rest) != extra or not all(is_num(t) for t in rest):
        return "syntax"
    return shapes, [int(t) for t in rest], req


def is_num(t):
    return bool(fo.NUMBER.match(t)) and fo.fits32(int(t))


# ---- exact geometry -------------------------------------------------------------------

def box_corners(b):
    x0, y0, x1, y1 = b
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def sat_info(A, B, axes):
    """SAT of two convex point sets over the given axes (as pp_info):
    None when apart, else (D, Df, candidate directions moving A)."""
    pushes = []
    for (nx, ny) in axes:
        pa = [nx * x + ny * y for (x, y) in A]
        pb = [nx * x + ny * y for (x, y) in B]
        a0, a1, b0, b1 = min(pa), max(pa), min(pb), max(pb)
        if a0 > b1 or b0 > a1:
            return None
        l2 = nx * nx + ny * ny
        up, down = b1 - a0, a1 - b0
        if up <= down:
            pushes.append((up, nx, ny, l2))
        if down <= up:
            pushes.append((down, -nx, -ny, l2))
    best = pushes[0]
    for e in pushes:
        if e[0] * e[0] * best[3] < best[0] * best[0] * e[3]:
            best = e
    p, _, _, l2 = best
    d = (0, p, l2, l2)
    df = p / fc.fsqrt(l2)
    lim = df + 2 + df / 16384 + 1e-6
    return d, df, [(nx, ny) for (q, nx, ny, l) in pushes if q / fc.fsqrt(l) <= lim]


def pb_info(P, box):
    """Convex polygon P against box: the polygon's normals and x, y."""
    axes = fc.edge_axes((P,))
    for a in ((1, 0), (0, 1)):
        if a not in axes:
            axes.append(a)
    return sat_info(P, box_corners(box), axes)


def info(sa, sb):
    """None for a miss, else (D, candidate directions moving A), for any
    ordered pair of kinds."""
    (ka, a), (kb, b) = sa, sb
    if ka + kb == "cc":
        dx, dy = a[0] - b[0], a[1] - b[1]
        q = dx * dx + dy * dy
        s = a[2] + b[2]
        if q > s * s:
            return None
        return (s, -1, q, 1), ([(dx, dy)] if q else None)
    if ka + kb == "bb":
        if a[0] > b[2] or b[0] > a[2] or a[1] > b[3] or b[1] > a[3]:
            return None
        pushes = [(b[2] - a[0], (1, 0)), (a[2] - b[0], (-1, 0)), (b[3] - a[1], (0, 1)),
                  (a[3] - b[1], (0, -1))]
        dd = min(q for q, _ in pushes)
        return (dd, 0, 0, 1), [n for (q, n) in pushes if 16384 * q <= 16385 * dd + 32768]
    if ka + kb == "cb":
        r = fc.cb_info(a, b)
        return None if r is None else (r[0], r[1])
    if ka + kb == "pc":
        r = fc.pc_info(a, b)
        return None if r is None else (r[0], r[1])
    if ka + kb == "pp":
        r = fc.pp_info(a, b)
        return None if r is None else (r[0], r[2])
    if ka + kb == "pb":
        r = pb_info(a, b)
        return None if r is None else (r[0], r[2])
    r = info(sb, sa)                        # the mirrored pairs
    if r is None:
        return None
    d, cands = r
    return d, (None if cands is None else [(-x, -y) for (x, y) in cands])


def dist2(shape, p):
    """Squared distance from p to the closed shape: exact (a Fraction or an
    int) for boxes and polygons; for a circle the pair (|p - c|^2, r)."""
    kind, s = shape
    if kind == "b":
        qx, qy = min(max(p[0], s[0]), s[2]), min(max(p[1], s[1]), s[3])
        return (p[0] - qx) ** 2 + (p[1] - qy) ** 2
    if kind == "p":
        return fc.dist2_convex(s, fc.area_sign(s), p)
    return None


def near(shape, p, tol):
    """p within tol (an int) of the shape, exactly."""
    kind, s = shape
    if kind == "c":
        q = (p[0] - s[0]) ** 2 + (p[1] - s[1]) ** 2
        return q <= (s[2] + tol) ** 2
    return dist2(shape, p) <= tol * tol


def distance(shape, p):
    kind, s = shape
    if kind == "c":
        return max(0.0, math.sqrt((p[0] - s[0]) ** 2 + (p[1] - s[1]) ** 2) - s[2])
    return math.sqrt(dist2(shape, p))


# ---- checks ------------------------------------------------------------------------------

def chk_collide(shapes, res):
    r = info(shapes[0], shapes[1])
    if r is None:
        return fc.want_miss(res)
    d, cands = r
    fc.check_depth_normal(fc.need_words(res, "hit", 3), d, cands or [], cands is None)


def chk_manifold(shapes, res):
    sa, sb = shapes
    r = info(sa, sb)
    if r is None:
        return fc.want_miss(res)
    d, cands = r
    if not res or res[0] != "hit" or len(res) not in (7, 10):
        raise Bad("expected `hit nx ny K x y d [x y d]`")
    v = fc.nums(res[1:])
    nx, ny, k = v[0], v[1], v[2]
    if k not in (1, 2) or len(v) != 3 + 3 * k:
        raise Bad("K must be 1 or 2 and match the points given")
    if cands is None:
        if not fc.any_unit(nx, ny):
            raise Bad("normal (%d, %d) is not a unit vector" % (nx, ny))
    elif not fc.normal_near(nx, ny, cands):
        raise Bad("normal (%d, %d) not within 4 raw of an admissible direction %s"
                  % (nx, ny, fc.fmt_dirs(cands)))
    p0, rr, q, m = d
    df = fc.surd_float(d)
    far = df + 4 + 1e-6
    for i in range(k):
        x, y, pd = v[3 + 3 * i:6 + 3 * i]
        if not (fc.le_surd(16384 * pd * m - 16385 * p0 - 65536 * m, -16385 * rr, q)
                and fc.le_surd(-(16384 * pd * m + 65536 * m + p0), -rr, q)):
            raise Bad("point %d depth %d outside [-tol, depth + tol] (depth %.4f)" % (i + 1, pd, df))
        p = (x, y)
        if not ((near(sa, p, 4) and distance(sb, p) <= far)
                or (near(sb, p, 4) and distance(sa, p) <= far)):
            raise Bad("point %d (%d, %d) is %.3f raw from A and %.3f from B (depth %.4f)"
                      % (i + 1, x, y, distance(sa, p), distance(sb, p), df))


def pairs_answer(toks):
    """The exact answer words of a pairs query (after the op), or the set of
    acceptable error names."""
    if not toks or not all(is_num(t) for t in toks):
        return {"syntax"}
    n = int(toks[0])
    if n < 0:
        return {"count", "syntax"}
    if n > PAIRS_CAP:
        return {"count"}
    if len(toks) != 1 + 4 * n:
        return {"syntax"}
    v = [int(t) for t in toks[1:]]
    boxes = [tuple(v[4 * i:4 * i + 4]) for i in range(n)]
    errs = set()
    for b in boxes:
        if any(abs(x) > R for x in b):
            errs.add("range")
        if b[0] > b[2] or b[1] > b[3]:
            errs.add("invalid")
    if errs:
        return errs
    out = []
    for i in range(n):
        a = boxes[i]
        for j in range(i + 1, n):
            b = boxes[j]
            if a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]:
                out += [str(i), str(j)]
    return [str(len(out) // 2)] + out


def split_answer(op, ans, req):
    """(words after the op, None) for an answer to check further, or
    (None, reason): reason None for a right error answer, else what is
    wrong. req: the error names the query has (any one is right)."""
    if not ans.startswith(op + " "):
        return None, "the answer does not start with `%s `" % op
    res = ans[len(op) + 1:].split(" ")
    if res[0] == "err":
        if len(res) != 2:
            return None, "malformed error answer"
        if res[1] in req:
            return None, None
        if not req:
            return None, "error answer for a valid query"
        return None, "wrong error: the query has errors %s" % " ".join(sorted(req))
    if req:
        return None, "the query has errors, expected err %s" % " or ".join(sorted(req))
    return res, None


def check_line(toks, ans):
    """None when ans (the runner's answer line) is right for the query
    tokens toks, else the reason."""
    op = toks[0]
    if ans is None:
        return "no answer"
    if op in ("dist", "sweepx"):
        return check_motion(toks, ans)
    if op == "pairs":
        exp = pairs_answer(toks[1:])
        if isinstance(exp, set):
            res = ans.split(" ")
            if len(res) == 3 and res[0] == op and res[1] == "err" and res[2] in exp:
                return None
            return "expected err %s" % " or ".join(sorted(exp))
        want = " ".join([op] + exp)
        return None if ans == want else "expected: %s" % want
    st = parse_shapes(toks[1:], 2)
    if st == "syntax":
        return None if ans == op + " err syntax" else "expected `%s err syntax`" % op
    shapes, _, req = st
    res, why = split_answer(op, ans, req)
    if res is None:
        return why
    try:
        (chk_collide if op == "collide" else chk_manifold)(shapes, res)
    except Bad as e:
        return str(e)
    return None


# ---- generation ----------------------------------------------------------------------------

KIND = {fc.CIR: "c", fc.BOX: "b", fc.POLY: "p"}


def to_generic(line, op):
    """A per-pair line (cc bb cb pp pc contact) as the generic op: the
    same shapes with their kind words, in the given order and mirrored.
    Lines the conversion cannot read (malformed ones) become None."""
    toks = fo.tokens(line)
    if toks is None or toks[0] not in ("cc", "bb", "cb", "pp", "pc", "contact"):
        return []
    sig = fc.SIG[toks[0]]
    args = toks[1:]
    parts, pos = [], 0
    for kind in sig:
        if kind == fc.POLY:
            if pos >= len(args) or not is_num(args[pos]):
                return []
            n = int(args[pos])
            k = 1 + 2 * max(n, 0)
        else:
            k = fc.SIZE[kind]
        if pos + k > len(args):
            return []
        parts.append("%s %s" % (KIND[kind], " ".join(args[pos:pos + k])))
        pos += k
    if pos != len(args):
        return []
    return ["%s %s %s" % (op, parts[0], parts[1]), "%s %s %s" % (op, parts[1], parts[0])]


def mk_pb(rng):
    """A convex polygon and a box near it: touching a vertex or an edge's
    box side, flat and point boxes, containment, random placement."""
    P = fc.conv(rng)
    xs, ys = [x for (x, _) in P], [y for (_, y) in P]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    s = max(x1 - x0, y1 - y0, 2)
    c = rng.random()
    if c < 0.3:
        # the box's side through the polygon's extreme vertex, +-1 raw
        w, h = rng.randint(0, s), rng.randint(0, s)
        vx, vy = rng.choice(P)
        side = rng.randrange(4)
        d = rng.choice((0, 0, 1, -1))
        if side == 0:
            B = (x1 + d, vy - rng.randint(0, h), x1 + d + w, vy + rng.randint(0, h))
        elif side == 1:
            B = (x0 - d - w, vy - rng.randint(0, h), x0 - d, vy + rng.randint(0, h))
        elif side == 2:
            B = (vx - rng.randint(0, w), y1 + d, vx + rng.randint(0, w), y1 + d + h)
        else:
            B = (vx - rng.randint(0, w), y0 - d - h, vx + rng.randint(0, w), y0 - d)
    elif c < 0.5:
        # flat boxes (segments) and points, across or near the polygon
        px, py = rng.randint(x0 - s // 4, x1 + s // 4), rng.randint(y0 - s // 4, y1 + s // 4)
        k = rng.randrange(3)
        if k == 0:
            B = (px - rng.randint(0, 2 * s), py, px + rng.randint(0, 2 * s), py)
        elif k == 1:
            B = (px, py - rng.randint(0, 2 * s), px, py + rng.randint(0, 2 * s))
        else:
            B = (px, py, px, py)
    elif c < 0.6:
        # containment both ways
        if rng.random() < 0.5:
            B = (x0 - rng.randint(0, s), y0 - rng.randint(0, s), x1 + rng.randint(0, s), y1 + rng.randint(0, s))
        else:
            cx, cy = sum(xs) // len(xs), sum(ys) // len(ys)
            w = rng.randint(0, max(1, s // 8))
            B = (cx - w, cy - w, cx + w, cy + w)
    else:
        w, h = rng.randint(0, 2 * s), rng.randint(0, 2 * s)
        px, py = rng.randint(x0 - 2 * s, x1 + s), rng.randint(y0 - 2 * s, y1 + s)
        B = (px, py, px + w, py + h)
    t = fc.shift_window(rng, P + box_corners(B))
    P, B = fc.mv(P, t), fc.mvb(B, t)
    if not fc.in_range(P + box_corners(B)):
        return []
    P = fc.maybe_rev(rng, P)
    return ["%s p %s b %s" % ("%s", fo.fmt_poly(P)[0:], fc.fmt_b(B)),
            "%s b %s p %s" % ("%s", fc.fmt_b(B), fo.fmt_poly(P))]


def mk_boxes(rng, n=None):
    """A pairs line: n boxes at a random density, with shared edges and
    corners, flat and point boxes and identical ones."""
    n = rng.randint(0, PAIRS_CAP) if n is None else n
    s = fc.scale(rng, 4, 27)
    span = s * rng.choice((2, 4, 8, 16))
    boxes = []
    for _ in range(n):
        c = rng.random()
        if boxes and c < 0.15:
            b = rng.choice(boxes)
            k = rng.randrange(3)
            w, h = rng.randint(0, s), rng.randint(0, s)
            if k == 0:
                b = (b[2], b[1] - rng.randint(0, h), b[2] + w, b[1] + h)
            elif k == 1:
                b = (b[0] - w, b[3], b[0], b[3] + h)
            boxes.append(b)
            continue
        x, y = rng.randint(-span, span), rng.randint(-span, span)
        w = 0 if c < 0.2 else rng.randint(0, s)
        h = 0 if 0.2 <= c < 0.25 else rng.randint(0, s)
        boxes.append((x, y, x + w, y + h))
    pts = [p for b in boxes for p in box_corners(b)]
    t = fc.shift_window(rng, pts) if pts else (0, 0)
    boxes = [fc.mvb(b, t) for b in boxes]
    if pts and not fc.in_range([p for b in boxes for p in box_corners(b)]):
        return []
    return ["pairs %d%s" % (n, "".join(" " + fc.fmt_b(b) for b in boxes))]


def pair_lines(rng, op):
    """Generic lines from the per-pair generators, every ordered pair."""
    out = []
    src = rng.choice(["cc", "bb", "cb", "pp", "pc"])
    for line in fc.random_query(rng, src).split("\n"):
        out += to_generic(line, op)
    return out


def error_lines(op):
    good = {"c": "c 0 0 %d" % U, "b": "b 0 0 %d %d" % (U, U), "p": "p " + fo.fmt_poly(fc.TRI)}
    out = ["%s" % op, "%s c 0 0 %d" % (op, U), "%s %s %s 0" % (op, good["c"], good["b"]),
           "%s x 0 0 1 c 0 0 1" % op, "%s c 0 0 c 0 0 1" % op, "%s b 0 0 1 c 0 0 1" % op,
           "%s c 0 0 1 b 0 0 1" % op, "%s cc 0 0 1 c 0 0 1" % op, "%s 0 0 1 c 0 0 1" % op,
           "%s c 0 0 1 p 3 0 0 1 0" % op, "%s p 2 0 0 1 0 c 0 0 1" % op,
           "%s p 17 c 0 0 1" % op, "%s c 0 0 -1 b 0 0 1 1" % op, "%s b 1 0 0 1 c 0 0 1" % op,
           "%s c %d 0 1 b 0 0 1 1" % (op, R + 1), "%s b 0 0 1 %d c 0 0 1" % (op, -R - 1),
           "%s p 3 0 0 %d 0 0 1 c 0 0 1" % (op, R + 1),
           "%s p 4 0 0 1 1 2 0 1 -1 c 0 0 1" % op,            # complex (bow tie)
           "%s p 4 0 0 4 0 1 1 0 4 b 0 0 1 1" % op,           # concave
           "%s p 3 0 0 1 1 2 2 b 0 0 1 1" % op,               # degenerate
           "%s c 0 0 1 p 3 c 0 1 0 0 1" % op, "%s c 0 0 1 b 0 0 1 1 c" % op,
           "%s c\t0  0 1   b 0 0 1 1  " % op, "%s c 0 0 +1 b 0 0 1 1" % op]
    for a in "cbp":
        for b in "cbp":
            out.append("%s %s %s" % (op, good[a], good[b]))
    return out


def pairs_fixed():
    out = ["pairs 0", "pairs", "pairs -1", "pairs 65", "pairs 1 0 0 0 0", "pairs 2 0 0 1 1",
           "pairs 2 0 0 1 1 1 1 2 2", "pairs 2 0 0 1 1 2 2 3 3", "pairs 2 0 0 1 1 1 2 2 3",
           "pairs 2 0 0 1 1 0 0 1 1", "pairs 1 1 0 0 1", "pairs 1 0 0 %d 0" % (R + 1),
           "pairs 3 %d %d %d %d %d %d %d %d 0 0 0 0" % (-R, -R, R, R, -R, R, R, R),
           "pairs 2 0 0 1 1 0 0 1 x", "pairs 1 0 0 1 1 5"]
    # every pair of 64 identical boxes, and a chain of touching ones
    out.append("pairs 64" + " 0 0 %d %d" % (U, U) * 64)
    out.append("pairs 64" + "".join(" %d 0 %d %d" % (i * U, (i + 1) * U, U) for i in range(64)))
    out.append("pairs 64" + "".join(" %d %d %d %d" % (-i * U, -i * U, i * U, i * U) for i in range(64)))
    return out


def gen(rng, op, edges):
    out = []
    if not edges:
        return out
    if op == "pairs":
        out += pairs_fixed()
        for n in (1, 2, 3, 8, 16, 32, 64):
            for _ in range(3):
                out += mk_boxes(rng, n)
        for _ in range(40):
            out += mk_boxes(rng)
        return out
    out += error_lines(op)
    if op == "collide":
        # A polygon with sides on the axes against a box: an exit along
        # an axis the opposite way from the best so far, and shorter
        out += ["collide p 5 458752 851968 983040 -196608 1835008 -393216 2228224 -393216 2621440 851968 b 1048576 196608 1966080 393216",
                "collide p 5 -393216 -262144 983040 -262144 1376256 131072 786432 917504 196608 917504 b 131072 327680 720896 393216",
                "collide p 5 262144 131072 1507328 131072 2359296 327680 2424832 1245184 262144 1245184 b 655360 720896 1900544 1048576"]
    for src in ("cc", "bb", "cb", "pc", "pp"):
        for line in fc.GENERATORS[src](rng, True)[:: 4 if src in ("pp", "pc") else 3]:
            out += to_generic(line, op)
    for _ in range(120):
        out += [l % op for l in mk_pb(rng)]
    return out


def random_query(rng, op):
    if op == "pairs":
        while True:
            lines = mk_boxes(rng)
            if lines:
                return lines[0]
    if rng.random() < 0.01:
        return rng.choice(error_lines(op))
    while True:
        lines = [l % op for l in mk_pb(rng)] if rng.random() < 0.3 else pair_lines(rng, op)
        if lines:
            return rng.choice(lines)


GENERATORS = {op: (lambda op: lambda r, e: gen(r, op, e))(op) for op in OPS}


# ---- distance and sweeps ---------------------------------------------------------------

OPS += ["dist", "sweepx"]


def core(shape):
    """(points, radius): the convex core of a shape (a polygon's vertices,
    a box's distinct corners, a circle's center) and its radius."""
    kind, s = shape
    if kind == "c":
        return [(s[0], s[1])], s[2]
    if kind == "b":
        pts = []
        for p in box_corners(s):
            if p not in pts:
                pts.append(p)
        return pts, 0
    return list(s), 0


def seg_pt2(a, b, p):
    """Exact squared distance from p to the segment ab (a Fraction)."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    wx, wy = p[0] - a[0], p[1] - a[1]
    l2 = ex * ex + ey * ey
    t = Fraction(0) if l2 == 0 else min(max(Fraction(ex * wx + ey * wy) / l2, Fraction(0)), Fraction(1))
    dx, dy = wx - t * ex, wy - t * ey
    return dx * dx + dy * dy


def segments(pts):
    if len(pts) == 1:
        return [(pts[0], pts[0])]
    return [(pts[i], pts[(i + 1) % len(pts)]) for i in range(len(pts))]


def inside(pts, p):
    """p in the closed convex hull of pts (1, 2 or more points)."""
    if len(pts) == 1:
        return p == pts[0]
    if len(pts) == 2:
        return seg_pt2(pts[0], pts[1], p) == 0
    s = fc.area_sign(pts)
    a = pts[-1]
    for b in pts:
        if s * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) < 0:
            return False
        a = b
    return True


def segs_cross(a, b, c, d):
    return fo.segs_intersect(a, b, c, d)


def core_dist2(P, Q):
    """Exact squared distance between two convex cores (0 when they meet)."""
    if any(inside(Q, p) for p in P) or any(inside(P, q) for q in Q):
        return Fraction(0)
    for (a, b) in segments(P):
        for (c, d) in segments(Q):
            if segs_cross(a, b, c, d):
                return Fraction(0)
    best = None
    for (X, Y) in ((P, Q), (Q, P)):
        for p in X:
            for (a, b) in segments(Y):
                d = seg_pt2(a, b, p)
                if best is None or d < best:
                    best = d
    return best


def chk_dist(shapes, res):
    sa, sb = shapes
    if info(sa, sb) is not None:
        if res != ["overlap"]:
            raise Bad("expected overlap (exact)")
        return
    d, ax, ay, bx, by = fc.need_words(res, "apart", 5)
    (P, ra), (Q, rb) = core(sa), core(sb)
    q = core_dist2(P, Q)
    num, den = q.numerator, q.denominator
    exact = (-(ra + rb) * den, 1, num * den, den)     # sqrt(q) - ra - rb
    if not fc.depth_ok(d, exact):
        raise Bad("distance %d not within 2 + d/16384 of exact %.4f" % (d, fc.surd_float(exact)))
    if not near(sa, (ax, ay), 4):
        raise Bad("closest point (%d, %d) is %.3f raw from A" % (ax, ay, distance(sa, (ax, ay))))
    if not near(sb, (bx, by), 4):
        raise Bad("closest point (%d, %d) is %.3f raw from B" % (bx, by, distance(sb, (bx, by))))
    ab2 = (ax - bx) ** 2 + (ay - by) ** 2
    if not fc.depth_ok(d, (0, 1, ab2, 1)):
        raise Bad("|a - b| = %.4f is not within the tolerance of d = %d" % (math.sqrt(ab2), d))


def shape_axes(shape):
    kind, s = shape
    if kind == "b":
        return [(1, 0), (0, 1)]
    return fc.edge_axes((s,))


def seg_core_dist2(c0, c1, K):
    """Exact squared distance between the segment c0 c1 (Fraction points)
    and the convex core K."""
    P = [c0] if c0 == c1 else [c0, c1]
    return core_dist2(P, K)


def isqrt_frac(x, bits=80):
    """sqrt of a non-negative Fraction, within 2^-bits relative."""
    n = x.numerator * (1 << (2 * bits))
    return Fraction(math.isqrt(n // x.denominator), 1 << bits)


def circle_contacts(c, v, K, R):
    """Candidate first contacts (t, direction or None for the exact edge
    normal, exact edge normal or None) of the point c moving by v against
    the core K grown by R, as approximate Fractions."""
    out = []
    vx, vy = v
    A = vx * vx + vy * vy
    for p in K:
        wx, wy = c[0] - p[0], c[1] - p[1]
        b = wx * vx + wy * vy
        disc = b * b - A * (wx * wx + wy * wy - R * R)
        if A == 0 or disc < 0:
            continue
        t = (Fraction(-b) - isqrt_frac(Fraction(disc))) / A
        if 0 <= t <= 1:
            out.append((t, (c[0] + t * vx - p[0], c[1] + t * vy - p[1]), None))
    if len(K) >= 2:
        s = fc.area_sign(K) if len(K) >= 3 else 0
        for (a, b) in segments(K):
            ex, ey = b[0] - a[0], b[1] - a[1]
            l2 = ex * ex + ey * ey
            if l2 == 0:
                continue
            for sign in ((1,) if s > 0 else (-1,) if s < 0 else (1, -1)):
                nx, ny = sign * ey, -sign * ex          # outward (or either side of a segment)
                q = nx * vx + ny * vy
                if q >= 0:
                    continue
                s0 = nx * (c[0] - a[0]) + ny * (c[1] - a[1])
                t = (Fraction(s0) - R * isqrt_frac(Fraction(l2))) / (-q)
                if not 0 <= t <= 1:
                    continue
                x = (c[0] + t * vx - a[0], c[1] + t * vy - a[1])
                u = ex * x[0] + ey * x[1]
                if 0 <= u <= l2:
                    out.append((t, None, (nx, ny)))
    return out


def chk_sweep_circle(sa, sb, v, res, flip):
    """A is a circle moving by v against B (a shape), normals negated when
    flip (the query had them the other way round)."""
    (c, ra) = core(sa)
    c = c[0]
    K, rb = core(sb)
    R = ra + rb
    if core_dist2([c], K) <= R * R:
        r = info(sa, sb)
        if r is None:
            raise Bad("oracle: overlap without an MTV")
        d, cands = r
        if flip and cands is not None:
            cands = [(-x, -y) for (x, y) in cands]
        return fc.check_depth_normal(fc.need_words(res, "overlap", 3), d, cands or [], cands is None)
    end = (c[0] + v[0], c[1] + v[1])
    if seg_core_dist2(c, end, K) > R * R:
        return fc.want_miss(res)
    toi, nx, ny = fc.need_words(res, "hit", 3)
    if not 0 <= toi <= ONE_:
        raise Bad("toi %d outside [0, 65536]" % toi)
    at = (c[0] + Fraction(toi * v[0], ONE_), c[1] + Fraction(toi * v[1], ONE_))
    if core_dist2([at], K) < R * R:
        raise Bad("toi %d is later than the first contact" % toi)
    if toi < ONE_:
        nxt = (c[0] + Fraction((toi + 1) * v[0], ONE_), c[1] + Fraction((toi + 1) * v[1], ONE_))
        if seg_core_dist2(c, nxt, K) > R * R:
            raise Bad("toi %d is more than 1 raw before the first contact" % toi)
    if R == 0:
        if not fc.any_unit(nx, ny):
            raise Bad("normal (%d, %d) is not a unit vector" % (nx, ny))
        return
    cands = circle_contacts(c, v, K, R)
    if not cands:
        raise Bad("oracle: a hit without a contact candidate")
    tmin = min(t for (t, _, _) in cands)
    sgn = -1 if flip else 1
    for (t, d, e) in cands:
        if t - tmin > Fraction(1, 1 << 40):
            continue
        if e is not None:
            if fc.normal_near(sgn * nx, sgn * ny, [e]):
                return
        else:
            dx, dy = float(d[0]), float(d[1])
            ln = math.hypot(dx, dy)
            if ln > 0 and abs(sgn * nx - 65536 * dx / ln) <= 4.01 and abs(sgn * ny - 65536 * dy / ln) <= 4.01:
                return
    raise Bad("normal (%d, %d) is not the contact normal at first touch" % (nx, ny))


ONE_ = fo.ONE


def chk_sweepx(shapes, v, res):
    sa, sb = shapes
    if sa[0] == "c":
        return chk_sweep_circle(sa, sb, v, res, False)
    if sb[0] == "c":
        return chk_sweep_circle(sb, sa, (-v[0], -v[1]), res, True)
    A, _ = core(sa)
    B, _ = core(sb)
    axes = []
    for a in shape_axes(sa) + shape_axes(sb):
        if a not in axes:
            axes.append(a)
    s = fc.sweep_info(A, B, v, axes)
    if s[0] == "miss":
        return fc.want_miss(res)
    if s[0] == "overlap":
        d, cands = info(sa, sb)
        return fc.check_depth_normal(fc.need_words(res, "overlap", 3), d, cands)
    toi, nx, ny = fc.need_words(res, "hit", 3)
    if not fc.time_ok(toi, s[1]):
        raise Bad("toi %d: exact time is %.4f raw (allowed: at most 1 raw earlier, never later)"
                  % (toi, float(s[1] * ONE_)))
    if not fc.normal_near(nx, ny, s[2]):
        raise Bad("normal (%d, %d) is not that of an axis where contact begins %s"
                  % (nx, ny, fc.fmt_dirs(s[2])))


def check_motion(toks, ans):
    """check_line for dist and sweepx."""
    op = toks[0]
    st = parse_shapes(toks[1:], 2, 2 if op == "sweepx" else 0)
    if st == "syntax":
        return None if ans == op + " err syntax" else "expected `%s err syntax`" % op
    shapes, extra, req = st
    if extra is not None and op == "sweepx" and len(extra) == 2 and any(abs(x) > R for x in extra):
        req.add("range")
    res, why = split_answer(op, ans, req)
    if res is None:
        return why
    try:
        if op == "dist":
            chk_dist(shapes, res)
        else:
            chk_sweepx(shapes, extra, res)
    except Bad as e:
        return str(e)
    return None


def shape_words(line):
    """The two shape arguments of a generic line, as text, or None."""
    toks = fo.tokens(line)
    if toks is None:
        return None
    st = parse_shapes(toks[1:], 2)
    if not isinstance(st, tuple) or st[2]:
        return None
    return " ".join(toks[1:])


def center_of(shape):
    P, _ = core(shape)
    return (sum(x for (x, _) in P) // len(P), sum(y for (_, y) in P) // len(P))


def clamp_v(x):
    return max(-R, min(R, x))


def sweep_lines(rng, line):
    """sweepx lines for the shapes of one generic line: towards each other
    (hitting, grazing, stopping short), away, still, and along."""
    args = shape_words(line)
    if args is None:
        return []
    toks = fo.tokens(line)
    shapes = parse_shapes(toks[1:], 2)[0]
    (ax, ay), (bx, by) = center_of(shapes[0]), center_of(shapes[1])
    dx, dy = bx - ax, by - ay
    out = []
    for k in (0, 1, 2, 4, 8, -2):
        vx, vy = clamp_v(dx * k // 4), clamp_v(dy * k // 4)
        if rng.random() < 0.3:
            vx += rng.randint(-abs(dy) // 4 - 1, abs(dy) // 4 + 1)
            vy += rng.randint(-abs(dx) // 4 - 1, abs(dx) // 4 + 1)
        out.append("sweepx %s %d %d" % (args, clamp_v(vx), clamp_v(vy)))
    return out


def exact_sweeps():
    """Contact exactly at t = 1 and at t = 0, grazing, zero velocity, the
    range limits."""
    U2 = 2 * U
    out = [
        "sweepx c 0 0 %d c %d 0 %d %d 0" % (U, 5 * U, U, 3 * U),          # touch at t = 1
        "sweepx c 0 0 %d c %d 0 %d %d 0" % (U, 5 * U, U, 3 * U - 1),      # stop 1 raw short
        "sweepx c 0 0 %d c %d 0 %d 0 0" % (U, 2 * U, U),                  # touching, still
        "sweepx c 0 0 %d c %d %d %d %d 0" % (U, 5 * U, U2, U, 8 * U),     # grazing
        "sweepx c 0 0 %d c %d %d %d %d 0" % (U, 5 * U, U2 + 1, U, 8 * U),  # missing by 1 raw
        "sweepx c 0 0 0 c %d 0 0 %d 0" % (U, U),                          # zero radii
        "sweepx b 0 0 %d %d b %d 0 %d %d %d 0" % (U, U, 3 * U, 4 * U, U, U2),   # boxes at t = 1
        "sweepx b 0 0 %d %d b %d %d %d %d %d 0" % (U, U, 3 * U, U, 4 * U, U2, 8 * U),  # corner graze
        "sweepx c 0 0 %d b %d %d %d %d %d 0" % (U, 3 * U, -U, 4 * U, U, U2),  # circle to box side at t = 1
        "sweepx c 0 0 %d b %d %d %d %d %d %d" % (U, 3 * U, U2, 4 * U, 3 * U, 8 * U, 8 * U),  # to a corner
        "sweepx b %d %d %d %d c 0 0 %d %d 0" % (3 * U, -U, 4 * U, U, U, -U2),
        "sweepx p 3 0 0 %d 0 0 %d b %d 0 %d %d %d 0" % (U, U, 3 * U, 4 * U, U, U2),
        "sweepx b %d 0 %d %d p 3 0 0 %d 0 0 %d %d 0" % (3 * U, 4 * U, U, U, U, -U2),
        "sweepx p 3 0 0 %d 0 0 %d c %d %d %d %d 0" % (U, U, 3 * U, U, U, U),
        "sweepx c %d %d %d p 3 0 0 %d 0 0 %d %d 0" % (3 * U, U, U, U, U, -U),
        "sweepx c %d %d %d c %d %d %d %d %d" % (-R, -R, R, R, R, R, R, R),       # range limits
        "sweepx b %d %d 0 0 b 0 0 %d %d %d %d" % (-R, -R, R, R, R, R),
        "sweepx c 0 0 %d c %d 0 %d %d 0" % (U, 5 * U, U, R + 1),                 # v out of range
        "sweepx c 0 0 %d b 0 0 1 0 0 0" % U, "sweepx c 0 0 %d b 0 0 1 1" % U,
        "sweepx b 0 0 1 1 b 5 5 5 5 10 10", "sweepx b 0 0 0 0 c 5 5 1 10 10",
    ]
    # Flat boxes whose two ends are reached in the same raw step of t: the
    # contact is at the end entered first (its corners come in equal pairs).
    out += [
        "sweepx c 13817898 380 10885 b 13834434 -1 13834434 1 8268 -190",
        "sweepx c 1409440 -1015264 10885 b 1306634 -1041377 1306634 -1041375 -120917 -30703",
        "sweepx b 581064 1118859 581064 1118865 c 463865 1414530 10885 -330632 834154",
        "sweepx c 1554457 1552578 10885 b 1507758 1334214 1507762 1334214 -67335 -314936",
        "sweepx b 147844 469415 147848 469415 c 326047 425224 10885 382165 -94755",
        "sweepx c -360973 -2061841 65536 b -396651 -1602728 -396451 -1602728 -105686 1370640",
        "sweepx c -136228 -419649 65536 b -279799 -504537 -279799 -504531 -283472 -167581",
        "sweepx b 0 0 0 0 c 5 5 1 -10 -10", "sweepx c 5 5 1 b 0 0 0 0 -10 -10",
    ]
    return out


def exact_dists():
    out = [
        "dist c 0 0 %d c %d 0 %d" % (U, 3 * U, U), "dist c 0 0 %d c %d 0 %d" % (U, 2 * U, U),
        "dist c 0 0 %d c %d 0 %d" % (U, 2 * U + 1, U), "dist c 0 0 0 c 3 4 0",
        "dist b 0 0 %d %d b %d %d %d %d" % (U, U, 2 * U, 2 * U, 3 * U, 3 * U),
        "dist b 0 0 %d %d b %d 0 %d %d" % (U, U, U + 1, 2 * U, U),
        "dist b 0 0 0 0 b 3 4 3 4", "dist b 0 0 10 0 p 3 20 5 30 5 20 15",
        "dist c %d %d %d c %d %d %d" % (-R, -R, 0, R, R, 0),
        "dist c 0 0 %d p 3 %d 0 %d 0 %d %d" % (U, 2 * U, 3 * U, 2 * U, U),
        "dist p 3 0 0 %d 0 0 %d p 3 %d %d %d %d %d %d" % (U, U, U, U, 2 * U, U, U, 2 * U),
    ]
    return out


def motion_lines(rng, op, edges):
    out = []
    src = [l for s in ("cc", "bb", "cb", "pc", "pp") for l in fc.GENERATORS[s](rng, True)[::(9 if s in ("pp", "pc") else 5)]]
    for line in src:
        for g in to_generic(line, op if op == "dist" else "collide"):
            if op == "dist":
                out.append(g)
            else:
                out += sweep_lines(rng, g)[:3]
    for _ in range(60):
        for l in mk_pb(rng):
            g = l % ("dist" if op == "dist" else "collide")
            out += [g] if op == "dist" else sweep_lines(rng, g)[:3]
    return out


_old_gen = gen


def gen(rng, op, edges):
    if op == "dist":
        return (error_lines(op) + exact_dists() + motion_lines(rng, op, edges)) if edges else []
    if op == "sweepx":
        if not edges:
            return []
        errs = [l + " 0 0" if not l.endswith(" ") else l for l in error_lines(op)]
        return errs + error_lines(op)[:3] + exact_sweeps() + motion_lines(rng, op, edges)
    return _old_gen(rng, op, edges)


_old_random = random_query


def random_query(rng, op):
    if op in ("dist", "sweepx"):
        while True:
            src = [l % "collide" for l in mk_pb(rng)] if rng.random() < 0.3 else pair_lines(rng, "collide")
            if not src:
                continue
            line = rng.choice(src)
            if op == "dist":
                return "dist" + line[len("collide"):]
            lines = sweep_lines(rng, line)
            if lines:
                return rng.choice(lines)
    return _old_random(rng, op)


GENERATORS = {op: (lambda op: lambda r, e: gen(r, op, e))(op) for op in OPS}
