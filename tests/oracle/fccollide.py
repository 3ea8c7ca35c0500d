"""Collision ops of the fixcol protocol for the oracle (fcoracle.py):

    cc bb cb pp pc sweep rayp rayc rayb contact ppx

Their answers are defined only within tolerances (depths, normals, times),
so the oracle cannot predict their bytes. Instead `check_line` verifies one
answer line against the query: every decision (hit or miss, overlap, inside,
the error class) exactly, in integers and fractions; depths, times and unit
normals against the protocol's tolerances, also exactly (a depth or a
normal component is compared with a value of the form (p + r*sqrt(q))/m by
squaring). Floating point is used only to pick the candidate directions of
a near tie and to compare a contact point's distance to the far polygon,
both against tolerances of at least 2 raw.

The generators at the end produce the edge cases and random queries of
these ops, with integer arithmetic and the seeded generator only.
"""
import functools
import math
import re
from fractions import Fraction

import fcoracle as fo

RANGE = fo.RANGE
ONE = fo.ONE
MAXV = fo.MAX_VERTS
orient = fo.orient

COLLIDE_OPS = ["cc", "bb", "cb", "pp", "pc", "sweep", "rayp", "rayc", "rayb",
               "contact", "ppx"]

# argument kinds: circle, box, polygon, ray, velocity
CIR, BOX, POLY, RAY, VEL = "circle", "box", "poly", "ray", "vel"
SIZE = {CIR: 3, BOX: 4, RAY: 4, VEL: 2}
SIG = {
    "cc": (CIR, CIR), "bb": (BOX, BOX), "cb": (CIR, BOX), "pp": (POLY, POLY),
    "pc": (POLY, CIR), "sweep": (POLY, POLY, VEL), "rayp": (RAY, POLY),
    "rayc": (RAY, CIR), "rayb": (RAY, BOX), "contact": (POLY, POLY),
    "ppx": (POLY, POLY),
}
# what a polygon argument must be: convex, simple (ppx) or anything (rayp)
POLY_MODE = {"pp": "convex", "pc": "convex", "sweep": "convex",
             "contact": "convex", "ppx": "simple", "rayp": "any"}


# ---- exact helpers --------------------------------------------------------------

def le_surd(p, r, q):
    """p + r*sqrt(q) <= 0, exactly (q >= 0)."""
    if r == 0 or q == 0:
        return p <= 0
    if r > 0:
        return p <= 0 and p * p >= r * r * q
    return p <= 0 or p * p <= r * r * q


def fsqrt(q):
    """sqrt(q) as a float, exact for perfect squares."""
    if q < (1 << 52):
        return math.sqrt(q)
    s = math.isqrt(q)
    return float(s) if s * s == q else math.sqrt(q)


# A depth is a surd (p, r, q, m): the value (p + r*sqrt(q)) / m, m > 0.

def surd_float(d):
    p, r, q, m = d
    return (p + r * fsqrt(q)) / m


def depth_ok(a, d, base=2):
    """|a - D| <= base + D/16384, exactly."""
    p, r, q, m = d
    return (le_surd(16384 * a * m - 16385 * p - 16384 * base * m, -16385 * r, q)
            and le_surd(16383 * p - 16384 * base * m - 16384 * a * m, 16383 * r, q))


def within4(v, a, l2):
    """|v - 65536*a/sqrt(l2)| <= 4, exactly."""
    return le_surd(-65536 * a, v - 4, l2) and le_surd(65536 * a, -(v + 4), l2)


def normal_near(nx, ny, cands):
    """(nx, ny) within 4 raw per component of the unit vector of one of the
    candidate directions (integer vectors)."""
    for (a, b) in cands:
        l2 = a * a + b * b
        if l2 and within4(nx, a, l2) and within4(ny, b, l2):
            return True
    return False


def any_unit(nx, ny):
    """Some unit vector (a zero-radius shape, coinciding centers)."""
    return (abs(nx) <= 65540 and abs(ny) <= 65540
            and 65530 ** 2 <= nx * nx + ny * ny <= 65542 ** 2)


def time_ok(t, tt):
    """t (raw) never later than 65536*tt and at most 1 raw earlier; tt a Fraction."""
    n, d = tt.numerator, tt.denominator
    return 0 <= t <= ONE and t * d <= ONE * n and (t + 1) * d >= ONE * n


def fast_convex(pts):
    """True only for a polygon fo.classify calls convex: no repeated vertex,
    no reversal, all turns of one sign (or straight), and the edge
    direction turns round exactly once (two sign changes of the edges' y)."""
    n = len(pts)
    ev = []
    x0, y0 = pts[-1]
    for (x1, y1) in pts:
        if x1 == x0 and y1 == y0:
            return False
        ev.append((x1 - x0, y1 - y0))
        x0, y0 = x1, y1
    pos = neg = False
    ex, ey = ev[-1]
    for (fx, fy) in ev:
        c = ex * fy - ey * fx
        if c > 0:
            pos = True
        elif c < 0:
            neg = True
        elif ex * fx + ey * fy < 0:
            return False
        ex, ey = fx, fy
    if pos == neg:          # both signs, or no turn at all
        return False
    signs = [y > 0 for (_, y) in ev if y != 0]
    changes = 0
    for i in range(len(signs)):
        if signs[i] != signs[i - 1]:
            changes += 1
    return changes == 2     # cyclic: the direction turns round exactly once


def poly_class(pts):
    """The word of the `convex` op, with zero area told apart from a
    repeated consecutive vertex: convex concave complex zero repeat."""
    if fast_convex(pts):
        return "convex"
    n = len(pts)
    for i in range(n):
        if pts[i] == pts[(i + 1) % n]:
            return "repeat"
    c = fo.classify(pts)[0]
    return "zero" if c == "degenerate" else c


# Applicable error names: (required, optional). A required name means the
# query is in error; an optional one may be answered for a valid query.
POLY_ERRS = {
    "convex": {"convex": (), "concave": ("concave",), "complex": ("complex", "concave"),
               "zero": ("degenerate", "complex"), "repeat": ("degenerate",)},
    "simple": {"convex": (), "concave": (), "complex": ("complex",),
               "zero": ("degenerate", "complex"), "repeat": ("degenerate",)},
}
ANY_OPTIONAL = {"convex": (), "concave": (), "complex": ("complex",),
                "zero": ("degenerate", "complex"), "repeat": ("degenerate",)}


def analyze(op, args):
    """Parse the arguments of a collision op.

    Returns "syntax", or (values, required, optional): values the parsed
    arguments (None when the query stops at a count error), required the
    set of error names of which the answer must be one (empty for a valid
    query), optional further names accepted (rayp's polygon classes).
    Arguments are read in order, as parse_poly does: a polygon count
    outside 3..MAX_VERTS is `count` whatever follows (errors of the
    arguments before it stay applicable); a short or long line is syntax.
    """
    pos = 0
    vals = []
    req = set()
    opt = set()
    mode = POLY_MODE.get(op)
    for kind in SIG[op]:
        if kind == POLY:
            if pos >= len(args):
                return "syntax"
            n = args[pos]
            if n < 3 or n > MAXV:
                req.add("count")
                return None, req, opt
            if len(args) - pos - 1 < 2 * n:
                return "syntax"
            flat = args[pos + 1:pos + 1 + 2 * n]
            pos += 1 + 2 * n
            pts = list(zip(flat[0::2], flat[1::2]))
            if any(abs(v) > RANGE for v in flat):
                req.add("range")
            vals.append(pts)
            if mode == "any":
                continue        # classified in check_line
            req.update(POLY_ERRS[mode][poly_class(pts)])
        else:
            k = SIZE[kind]
            if pos + k > len(args):
                return "syntax"
            v = tuple(args[pos:pos + k])
            pos += k
            if any(abs(x) > RANGE for x in v):
                req.add("range")
            if kind == CIR and v[2] < 0:
                req.add("invalid")
            if kind == BOX and (v[0] > v[2] or v[1] > v[3]):
                req.add("invalid")
            vals.append(v)
    if pos != len(args):
        return "syntax"
    return vals, req, opt


# ---- answer parsing -------------------------------------------------------------

CANON = re.compile(r"(0|-?[1-9][0-9]*)\Z")


class Bad(Exception):
    """A wrong answer; the message is the reason."""


def nums(toks):
    out = []
    for t in toks:
        if not CANON.match(t):
            raise Bad("not a canonical number: %r" % t)
        v = int(t)
        if not fo.fits32(v):
            raise Bad("number outside int32: %s" % t)
        out.append(v)
    return out


def need_words(res, word, count):
    if not res or res[0] != word or len(res) != count + 1:
        raise Bad("expected `%s` with %d numbers" % (word, count))
    return nums(res[1:])


def want_miss(res):
    if res != ["miss"]:
        raise Bad("expected miss (exact)")


def check_depth_normal(res, d, cands, anyn=False):
    """`hit depth nx ny` (or res already stripped of its word)."""
    depth, nx, ny = res
    if not depth_ok(depth, d):
        raise Bad("depth %d not within 2 + depth/16384 of exact %.4f" % (depth, surd_float(d)))
    if anyn:
        if not any_unit(nx, ny):
            raise Bad("normal (%d, %d) is not a unit vector" % (nx, ny))
    elif not normal_near(nx, ny, cands):
        raise Bad("normal (%d, %d) not within 4 raw of an admissible direction %s"
                  % (nx, ny, fmt_dirs(cands)))


def fmt_dirs(cands):
    out = []
    for (a, b) in cands[:4]:
        l = math.hypot(a, b)
        out.append("(%.2f, %.2f)" % (65536 * a / l, 65536 * b / l))
    return "[" + ", ".join(out) + (", ...]" if len(cands) > 4 else "]")


# ---- shapes -----------------------------------------------------------------------

def edge_axes(polys):
    """The distinct edge-normal directions of the polygons: primitive integer
    vectors, sign-normalized (each is used in both directions)."""
    seen = set()
    axes = []
    for pts in polys:
        x0, y0 = pts[-1]
        for (x1, y1) in pts:
            nx, ny = y1 - y0, x0 - x1
            x0, y0 = x1, y1
            if nx == 0 and ny == 0:
                continue
            g = math.gcd(nx, ny)
            nx //= g
            ny //= g
            if nx < 0 or (nx == 0 and ny < 0):
                nx, ny = -nx, -ny
            if (nx, ny) not in seen:
                seen.add((nx, ny))
                axes.append((nx, ny))
    return axes


def pp_info(A, B):
    """SAT of two convex polygons: None when apart, else (D, Df, candidates):
    D the exact depth (a surd), Df a float of it, candidates the directions
    that may be answered: every edge normal of either polygon in the sense
    of the shorter push on its axis (both senses when the pushes are
    equal) whose push moving A out of B is within the depth tolerance of D."""
    pushes = []
    for (nx, ny) in edge_axes((A, B)):
        pa = [nx * x + ny * y for (x, y) in A]
        pb = [nx * x + ny * y for (x, y) in B]
        a0, a1, b0, b1 = min(pa), max(pa), min(pb), max(pb)
        if a0 > b1 or b0 > a1:
            return None
        l2 = nx * nx + ny * ny
        up, down = b1 - a0, a1 - b0         # moving A along +n, along -n
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
    df = p / fsqrt(l2)
    lim = df + 2 + df / 16384 + 1e-6
    cands = [(nx, ny) for (q, nx, ny, l) in pushes if q / fsqrt(l) <= lim]
    return d, df, cands


def area_sign(pts):
    return fo.sgn(fo.poly_area2(pts))


def in_convex(pts, s, p):
    """p in the closed convex polygon of orientation sign s."""
    a = pts[-1]
    for b in pts:
        if s * orient(a, b, p) < 0:
            return False
        a = b
    return True


def dist2_convex(pts, s, p):
    """Exact squared distance (Fraction) from point p to the closed convex
    polygon, 0 inside."""
    if in_convex(pts, s, p):
        return Fraction(0)
    best = None
    a = pts[-1]
    for b in pts:
        ex, ey = b[0] - a[0], b[1] - a[1]
        wx, wy = p[0] - a[0], p[1] - a[1]
        l2 = ex * ex + ey * ey
        t = ex * wx + ey * wy
        if t <= 0 or l2 == 0:
            d = Fraction(wx * wx + wy * wy)
        elif t >= l2:
            d = Fraction((p[0] - b[0]) ** 2 + (p[1] - b[1]) ** 2)
        else:
            c = ex * wy - ey * wx
            d = Fraction(c * c, l2)
        if best is None or d < best:
            best = d
        a = b
    return best


def pc_info(pts, circ):
    """Convex polygon A against circle B: None for a miss, else (D, cands),
    the candidates being the directions that move the polygon."""
    cx, cy, r = circ
    c = (cx, cy)
    s = area_sign(pts)
    if in_convex(pts, s, c):
        # inside or on the boundary: r + distance to the nearest edge line
        edges = []
        a = pts[-1]
        for b in pts:
            ex, ey = b[0] - a[0], b[1] - a[1]
            cr = s * orient(a, b, c)          # >= 0: distance * |e|
            edges.append((cr, ex * ex + ey * ey, (-s * ey, s * ex)))   # inward normal
            a = b
        best = edges[0]
        for e in edges:
            if e[0] * e[0] * best[1] < best[0] * best[0] * e[1]:
                best = e
        cr, l2, _ = best
        d = (r * l2, cr, l2, l2)
        df = surd_float(d)
        lim = df + 2 + df / 16384 + 1e-6
        cands = [nrm for (q, l, nrm) in edges if r + q / fsqrt(l) <= lim]
        return d, cands
    best = None         # (dist2 as num/den, direction from c to the nearest point)
    a = pts[-1]
    for b in pts:
        ex, ey = b[0] - a[0], b[1] - a[1]
        wx, wy = cx - a[0], cy - a[1]
        l2 = ex * ex + ey * ey
        t = ex * wx + ey * wy
        if t <= 0:
            cand = (wx * wx + wy * wy, 1, (-wx, -wy))
        elif t >= l2:
            vx, vy = b[0] - cx, b[1] - cy
            cand = (vx * vx + vy * vy, 1, (vx, vy))
        else:
            cr = ex * wy - ey * wx
            cand = (cr * cr, l2, (-s * ey, s * ex))
        if best is None or cand[0] * best[1] < best[0] * cand[1]:
            best = cand
        a = b
    num, den, direc = best
    if num > r * r * den:
        return None
    return (r * den, -1, num * den, den), [direc]


def cb_info(circ, box):
    """Circle A against box B: None for a miss, else (D, cands, any_normal)."""
    cx, cy, r = circ
    x0, y0, x1, y1 = box
    qx, qy = min(max(cx, x0), x1), min(max(cy, y0), y1)
    if (qx, qy) != (cx, cy):
        d2 = (cx - qx) ** 2 + (cy - qy) ** 2
        if d2 > r * r:
            return None
        return (r, -1, d2, 1), [(cx - qx, cy - qy)]
    sides = [(cx - x0, (-1, 0)), (x1 - cx, (1, 0)), (cy - y0, (0, -1)), (y1 - cy, (0, 1))]
    dmin = min(q for q, _ in sides)
    dd = r + dmin
    return (dd, 0, 0, 1), [n for (q, n) in sides if 16384 * (r + q) <= 16385 * dd + 32768]


def sweep_info(A, B, v, axes=None):
    """("miss",) ("overlap",) or ("hit", t as a Fraction, normals): the
    exact swept SAT of convex A moving by v against convex B, over the
    edge normals of both or the axes given (a box brings x and y)."""
    vx, vy = v
    t_in = None
    t_out = None
    normals = []
    for (nx, ny) in (edge_axes((A, B)) if axes is None else axes):
        pa = [nx * x + ny * y for (x, y) in A]
        pb = [nx * x + ny * y for (x, y) in B]
        a0, a1, b0, b1 = min(pa), max(pa), min(pb), max(pb)
        vn = nx * vx + ny * vy
        if vn == 0:
            if a0 > b1 or b0 > a1:
                return ("miss",)
            continue
        # overlap while a0 + t vn <= b1 and b0 <= a1 + t vn
        if vn > 0:
            t0, t1, nrm = Fraction(b0 - a1, vn), Fraction(b1 - a0, vn), (-nx, -ny)
        else:
            t0, t1, nrm = Fraction(b1 - a0, vn), Fraction(b0 - a1, vn), (nx, ny)
        if t_in is None or t0 > t_in:
            t_in, normals = t0, [nrm]
        elif t0 == t_in:
            normals.append(nrm)
        if t_out is None or t1 < t_out:
            t_out = t1
    if t_in is None:
        return ("overlap",)     # no motion across any axis, and overlapping
    if t_in > t_out or t_out < 0 or t_in > 1:
        return ("miss",)
    if t_in <= 0:
        return ("overlap",)
    return ("hit", t_in, normals)


# ---- the checks of the ops -------------------------------------------------------------

def chk_cc(vals, res):
    (ax, ay, ra), (bx, by, rb) = vals
    dx, dy = ax - bx, ay - by
    q = dx * dx + dy * dy
    s = ra + rb
    if q > s * s:
        return want_miss(res)
    check_depth_normal(need_words(res, "hit", 3), (s, -1, q, 1), [(dx, dy)], q == 0)


def chk_bb(vals, res):
    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = vals
    if ax0 > bx1 or bx0 > ax1 or ay0 > by1 or by0 > ay1:
        return want_miss(res)
    pushes = [(bx1 - ax0, (1, 0)), (ax1 - bx0, (-1, 0)), (by1 - ay0, (0, 1)), (ay1 - by0, (0, -1))]
    dd = min(q for q, _ in pushes)
    cands = [n for (q, n) in pushes if 16384 * q <= 16385 * dd + 32768]
    check_depth_normal(need_words(res, "hit", 3), (dd, 0, 0, 1), cands)


def chk_cb(vals, res):
    info = cb_info(vals[0], vals[1])
    if info is None:
        return want_miss(res)
    check_depth_normal(need_words(res, "hit", 3), info[0], info[1])


def chk_pp(vals, res):
    info = pp_info(vals[0], vals[1])
    if info is None:
        return want_miss(res)
    check_depth_normal(need_words(res, "hit", 3), info[0], info[2])


def chk_pc(vals, res):
    info = pc_info(vals[0], vals[1])
    if info is None:
        return want_miss(res)
    check_depth_normal(need_words(res, "hit", 3), info[0], info[1])


def chk_sweep(vals, res):
    A, B, v = vals
    s = sweep_info(A, B, v)
    if s[0] == "miss":
        return want_miss(res)
    if s[0] == "overlap":
        d, _, cands = pp_info(A, B)
        return check_depth_normal(need_words(res, "overlap", 3), d, cands)
    toi, nx, ny = need_words(res, "hit", 3)
    if not time_ok(toi, s[1]):
        raise Bad("toi %d: exact time is %.4f raw (allowed: at most 1 raw earlier, never later)"
                  % (toi, float(s[1] * ONE)))
    if not normal_near(nx, ny, s[2]):
        raise Bad("normal (%d, %d) is not that of an axis where contact begins %s"
                  % (nx, ny, fmt_dirs(s[2])))


def chk_contact(vals, res):
    A, B = vals
    info = pp_info(A, B)
    if info is None:
        return want_miss(res)
    d, df, cands = info
    if not res or res[0] != "hit" or len(res) not in (7, 10):
        raise Bad("expected `hit nx ny K x y d [x y d]`")
    v = nums(res[1:])
    nx, ny, k = v[0], v[1], v[2]
    if k not in (1, 2) or len(v) != 3 + 3 * k:
        raise Bad("K must be 1 or 2 and match the points given")
    if not normal_near(nx, ny, cands):
        raise Bad("normal (%d, %d) not within 4 raw of an admissible direction %s"
                  % (nx, ny, fmt_dirs(cands)))
    p0, r, q, m = d
    sa, sb = area_sign(A), area_sign(B)
    far = df + 4 + 1e-6
    for i in range(k):
        x, y, pd = v[3 + 3 * i:6 + 3 * i]
        # pd in [-(4 + D/16384), D + 4 + D/16384]
        if not (le_surd(16384 * pd * m - 16385 * p0 - 65536 * m, -16385 * r, q)
                and le_surd(-(16384 * pd * m + 65536 * m + p0), -r, q)):
            raise Bad("point %d depth %d outside [-tol, depth + tol] (depth %.4f)" % (i + 1, pd, df))
        da = dist2_convex(A, sa, (x, y))
        db = dist2_convex(B, sb, (x, y))
        if not ((da <= 16 and math.sqrt(db) <= far) or (db <= 16 and math.sqrt(da) <= far)):
            raise Bad("point %d (%d, %d) is %.3f raw from A and %.3f from B (depth %.4f)"
                      % (i + 1, x, y, math.sqrt(da), math.sqrt(db), df))


def chk_rayc(vals, res):
    (ox, oy, dx, dy), (cx, cy, r) = vals
    wx, wy = ox - cx, oy - cy
    cc = wx * wx + wy * wy - r * r
    if cc <= 0:
        if res != ["inside"]:
            raise Bad("expected inside (exact)")
        return
    a = dx * dx + dy * dy
    b = dx * wx + dy * wy
    disc = b * b - a * cc
    hit = a > 0 and b < 0 and disc >= 0 and (-b <= a or a + 2 * b + cc <= 0)
    if not hit:
        return want_miss(res)
    t, nx, ny = need_words(res, "hit", 3)
    # t1 = (-b - sqrt(disc)) / a
    if not (0 <= t <= ONE and le_surd(t * a + ONE * b, ONE, disc)
            and le_surd(-ONE * b - (t + 1) * a, -ONE, disc)):
        t1 = (-b - fsqrt(disc)) / a
        raise Bad("t %d: exact time is %.4f raw" % (t, t1 * ONE))
    if r == 0:
        if not any_unit(nx, ny):
            raise Bad("normal (%d, %d) is not a unit vector" % (nx, ny))
        return
    # unit normal (P - c)/r, P - c = (w*a - d*b - d*sqrt(disc)) / a
    for (n, wc, dc) in ((nx, wx, dx), (ny, wy, dy)):
        k = n * a * r - ONE * (wc * a - dc * b)
        if not (le_surd(k - 4 * a * r, ONE * dc, disc) and le_surd(-k - 4 * a * r, -ONE * dc, disc)):
            raise Bad("normal (%d, %d) not within 4 raw of (hit point - center)/r" % (nx, ny))


def chk_rayb(vals, res):
    (ox, oy, dx, dy), (x0, y0, x1, y1) = vals
    if x0 <= ox <= x1 and y0 <= oy <= y1:
        if res != ["inside"]:
            raise Bad("expected inside (exact)")
        return
    lo, hi = Fraction(0), Fraction(1)
    for (o, d, m0, m1) in ((ox, dx, x0, x1), (oy, dy, y0, y1)):
        if d == 0:
            if o < m0 or o > m1:
                return want_miss(res)
            continue
        ta, tb = Fraction(m0 - o, d), Fraction(m1 - o, d)
        if ta > tb:
            ta, tb = tb, ta
        lo, hi = max(lo, ta), min(hi, tb)
    if lo > hi:
        return want_miss(res)
    t, nx, ny = need_words(res, "hit", 3)
    if not time_ok(t, lo):
        raise Bad("t %d: exact time is %.4f raw" % (t, float(lo * ONE)))
    px, py = ox + lo * dx, oy + lo * dy
    cands = []
    if px == x0:
        cands.append((-1, 0))
    if px == x1:
        cands.append((1, 0))
    if py == y0:
        cands.append((0, -1))
    if py == y1:
        cands.append((0, 1))
    if not normal_near(nx, ny, cands):
        raise Bad("normal (%d, %d) is not the outward normal of a face at the hit point %s"
                  % (nx, ny, cands))


def winding_number(pts, p):
    wn = 0
    a = pts[-1]
    for b in pts:
        if a[1] <= p[1]:
            if b[1] > p[1] and orient(a, b, p) > 0:
                wn += 1
        elif b[1] <= p[1] and orient(a, b, p) < 0:
            wn -= 1
        a = b
    return wn


def ray_edge_time(o, d, a, b):
    """First t in [0, 1] at which o + t*d touches the closed segment ab,
    or None (a Fraction)."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    wx, wy = a[0] - o[0], a[1] - o[1]
    den = d[0] * ey - d[1] * ex
    if den != 0:
        tn = wx * ey - wy * ex          # t = tn / den
        un = wx * d[1] - wy * d[0]      # u = un / den
        if den < 0:
            den, tn, un = -den, -tn, -un
        if 0 <= tn <= den and 0 <= un <= den:
            return Fraction(tn, den)
        return None
    if wx * d[1] - wy * d[0] != 0:
        return None                     # parallel, not on one line
    dd = d[0] * d[0] + d[1] * d[1]
    if dd == 0:
        # a point: on the segment ab?
        if orient(a, b, o) == 0 and fo.in_box(a, b, o):
            return Fraction(0)
        return None
    ta = wx * d[0] + wy * d[1]
    tb = (b[0] - o[0]) * d[0] + (b[1] - o[1]) * d[1]
    lo, hi = min(ta, tb), max(ta, tb)
    if hi < 0 or lo > dd:
        return None
    return Fraction(max(lo, 0), dd)


def chk_rayp(vals, res):
    (ox, oy, dx, dy), pts = vals
    o = (ox, oy)
    cls = poly_class(pts)
    simple = cls in ("convex", "concave")
    where = fo.pip_raw(pts, o)
    inside = where != "out"
    # a self-intersecting polygon: the non-zero rule is accepted as well
    alt = not simple and where != "on" and (winding_number(pts, o) != 0) != inside
    if res == ["inside"]:
        if inside or alt:
            return
        raise Bad("unexpected inside: the origin is outside (exact)")
    if inside and not alt:
        raise Bad("expected inside (exact)")
    best = None
    n = len(pts)
    for i in range(n):
        t = ray_edge_time(o, (dx, dy), pts[i], pts[(i + 1) % n])
        if t is not None and (best is None or t < best):
            best = t
    if best is None:
        return want_miss(res)
    t, nx, ny = need_words(res, "hit", 3)
    if not time_ok(t, best):
        raise Bad("t %d: exact time is %.4f raw" % (t, float(best * ONE)))
    p = (ox + best * dx, oy + best * dy)
    s = area_sign(pts) if simple else 0
    cands = []
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        if a != b and orient(a, b, p) == 0 and fo.in_box(a, b, p):
            ey, ex = b[1] - a[1], b[0] - a[0]
            if s:
                cands.append((s * ey, -s * ex))
            else:
                cands += [(ey, -ex), (-ey, ex)]
    if not cands:
        if not any_unit(nx, ny):
            raise Bad("normal (%d, %d) is not a unit vector" % (nx, ny))
        return
    if not normal_near(nx, ny, cands):
        raise Bad("normal (%d, %d) is not the outward normal of an edge at the hit point %s"
                  % (nx, ny, fmt_dirs(cands)))


def bbox(pts):
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def ppx_hit(A, B):
    """Exact overlap of two simple polygons (closed)."""
    ax0, ay0, ax1, ay1 = bbox(A)
    bx0, by0, bx1, by1 = bbox(B)
    if ax0 > bx1 or bx0 > ax1 or ay0 > by1 or by0 > ay1:
        return False
    eb = []
    b0 = B[-1]
    for b1 in B:
        eb.append((b0, b1, min(b0[0], b1[0]), max(b0[0], b1[0]),
                   min(b0[1], b1[1]), max(b0[1], b1[1])))
        b0 = b1
    a0 = A[-1]
    for a1 in A:
        lx, hx = min(a0[0], a1[0]), max(a0[0], a1[0])
        ly, hy = min(a0[1], a1[1]), max(a0[1], a1[1])
        for (c, d, clx, chx, cly, chy) in eb:
            if lx <= chx and clx <= hx and ly <= chy and cly <= hy and \
                    fo.segs_intersect(a0, a1, c, d):
                return True
        a0 = a1
    # boundaries apart: one inside the other, or apart
    return fo.pip_raw(B, A[0]) != "out" or fo.pip_raw(A, B[0]) != "out"


def chk_ppx(vals, res):
    want = "hit" if ppx_hit(vals[0], vals[1]) else "miss"
    if res != [want]:
        raise Bad("expected %s (exact)" % want)


CHECKS = {"cc": chk_cc, "bb": chk_bb, "cb": chk_cb, "pp": chk_pp, "pc": chk_pc,
          "sweep": chk_sweep, "contact": chk_contact, "rayc": chk_rayc,
          "rayb": chk_rayb, "rayp": chk_rayp, "ppx": chk_ppx}


def check_line(toks, ans):
    """Verify the answer line `ans` (str, or None when missing) of the query
    with tokens toks (a collision op first). None when right, else the
    reason."""
    op = toks[0]
    args = []
    for t in toks[1:]:
        if not fo.NUMBER.match(t) or not fo.fits32(int(t)):
            args = None
            break
        args.append(int(t))
    st = "syntax" if args is None else analyze(op, args)
    if ans is None:
        return "no answer"
    if st == "syntax":
        return None if ans == op + " err syntax" else "expected `%s err syntax`" % op
    vals, req, opt = st
    if not ans.startswith(op + " "):
        return "the answer does not start with `%s `" % op
    res = ans[len(op) + 1:].split(" ")
    if op == "rayp" and vals:
        opt = set(ANY_OPTIONAL[poly_class(vals[1])])
    if res[0] == "err":
        if len(res) != 2:
            return "malformed error answer"
        if res[1] in req or res[1] in opt:
            return None
        if not req:
            return "error answer for a valid query"
        return "wrong error: the query has errors %s" % " ".join(sorted(req))
    if req:
        return "the query has errors, expected err %s" % " or ".join(sorted(req | opt))
    try:
        CHECKS[op](vals, res)
    except Bad as e:
        return str(e)
    return None


# ---- generation -------------------------------------------------------------------
#
# Integer arithmetic and the seeded generator only: the same lines on every
# platform. Shapes are built around the origin and then moved to a random
# place where they fit in the supported range.

R = RANGE
U = ONE
fmt_poly = fo.fmt_poly

INT32_MAX = fo.INT32_MAX
INT32_MIN = fo.INT32_MIN
ANGLE_KEY = functools.cmp_to_key(lambda p, q: fo.angle_cmp((p[0], p[1]), (q[0], q[1])))

# primitive Pythagorean directions (a, b) with integer length h
PYTH = [(1, 0, 1), (3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (8, 15, 17),
        (15, 8, 17), (7, 24, 25), (24, 7, 25), (20, 21, 29), (21, 20, 29)]


def sgn(v):
    return (v > 0) - (v < 0)


def pyth_dir(rng):
    a, b, h = rng.choice(PYTH)
    if rng.random() < 0.5:
        a, b = b, a
    return a * rng.choice((1, -1)), b * rng.choice((1, -1)), h


def fmt_c(c):
    return "%d %d %d" % tuple(c)


def fmt_b(b):
    return "%d %d %d %d" % tuple(b)


def fmt_r(o, d):
    return "%d %d %d %d" % (o[0], o[1], d[0], d[1])


def scale(rng, lo=1, hi=28):
    """A log-uniform size 2^(lo-1) .. 2^hi (at least 1)."""
    e = rng.randint(lo, hi)
    return rng.randint(1 << max(e - 1, 0), 1 << e)


def in_range(pts):
    return all(abs(x) <= R and abs(y) <= R for (x, y) in pts)


def shift_window(rng, pts):
    """A random translation that keeps every point of pts in range."""
    out = []
    for k in (0, 1):
        vals = [p[k] for p in pts]
        lo, hi = -R - min(vals), R - max(vals)
        if lo > hi:
            out.append(0)
            continue
        c = rng.random()
        if c < 0.3:
            t = 0
        elif c < 0.7:
            t = rng.randint(-1, 1) * (rng.getrandbits(rng.randint(0, 29)))
        else:
            t = rng.randint(lo, hi)
        out.append(max(lo, min(hi, t)))
    return tuple(out)


def mv(pts, t):
    return [(x + t[0], y + t[1]) for (x, y) in pts]


def mvc(c, t):
    return (c[0] + t[0], c[1] + t[1], c[2])


def mvb(b, t):
    return (b[0] + t[0], b[1] + t[1], b[2] + t[0], b[3] + t[1])


def box_pts(b):
    return [(b[0], b[1]), (b[2], b[1]), (b[2], b[3]), (b[0], b[3])]


def circ_pts(c):
    return [(c[0] - c[2], c[1] - c[2]), (c[0] + c[2], c[1] + c[2])]


def maybe_rev(rng, pts):
    return pts[::-1] if rng.random() < 0.5 else pts


def ccw(pts):
    return pts if fo.poly_area2(pts) > 0 else pts[::-1]


def prim(v):
    g = math.gcd(v[0], v[1])
    return (v[0] // g, v[1] // g) if g else (0, 0)


def is_convex(pts):
    return 3 <= len(pts) <= MAXV and (fast_convex(pts) or fo.classify(pts)[0] == "convex")


def add_collinear(rng, pts, prob=0.5):
    """Lattice points inserted on edges (collinear vertices)."""
    out = []
    n = len(pts)
    room = MAXV - n
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        out.append(a)
        (sx, sy), g = fo.lattice_step(a, b)
        if room > 0 and g > 1 and rng.random() < prob:
            k = rng.randint(1, g - 1)
            out.append((a[0] + sx * k, a[1] + sy * k))
            room -= 1
    return out


def zono(rng, s):
    """A centrally symmetric convex polygon whose edges all have Pythagorean
    directions (integer edge normals of integer length)."""
    k = rng.randint(2, MAXV // 2)
    dirs = set()
    while len(dirs) < k:
        a, b, h = pyth_dir(rng)
        if b < 0 or (b == 0 and a < 0):
            a, b = -a, -b
        dirs.add((a, b, h))
    dirs = sorted(dirs, key=ANGLE_KEY)
    edges = []
    for (a, b, h) in dirs:
        m = max(1, rng.randint(1, max(1, s // (h * k))))
        edges.append((a * m, b * m))
    edges += [(-x, -y) for (x, y) in edges]
    x, y = -sum(e[0] for e in edges[:k]) // 2, -sum(e[1] for e in edges[:k]) // 2
    pts = []
    for (ex, ey) in edges:
        pts.append((x, y))
        x, y = x + ex, y + ey
    return pts


def conv(rng, s=None, kind=None):
    """A convex polygon around the origin of size about s (ccw)."""
    if s is None:
        s = scale(rng)
    for _ in range(20):
        c = rng.random() if kind is None else kind
        if c < 0.4:
            n = rng.randint(3, MAXV)
            ry = s if rng.random() < 0.5 else max(1, s * rng.randint(1, 1000) // 1000)
            pts = fo.hull(fo.ring(rng, n, 0, 0, s, ry))
        elif c < 0.55:
            w = rng.randint(1, s) if s > 1 else 1
            h = rng.randint(1, s) if s > 1 else 1
            pts = [(-w, -h), (w, -h), (w, h), (-w, h)]
        elif c < 0.7:
            pts = zono(rng, 2 * s)
        elif c < 0.82:
            pts = fo.hull([(rng.randint(-s, s), rng.randint(-s, s)) for _ in range(3)])
        else:
            pts = add_collinear(rng, fo.evenize(fo.hull(fo.ring(rng, rng.randint(3, 8), 0, 0, s, s)),
                                                rng.choice([2, 6])))
        if len(pts) >= 3 and in_range(pts) and is_convex(pts):
            return ccw(pts)
    return [(-s, -s), (s, -s), (0, s)]


def tiny_conv(rng):
    for _ in range(50):
        k = rng.randint(1, 4)
        pts = fo.hull([(rng.randint(-k, k), rng.randint(-k, k)) for _ in range(rng.randint(3, 6))])
        if len(pts) >= 3:
            return ccw(pts)
    return [(0, 0), (1, 0), (0, 1)]


def huge_conv(rng):
    c = rng.random()
    if c < 0.4:
        return ccw(fo.hull(fo.ring(rng, rng.randint(3, MAXV), 0, 0, R + rng.randint(0, R // 4),
                                    R + rng.randint(0, R // 4))))
    if c < 0.7:
        return [(-R, -R), (R, -R), (R, R), (-R, R)]
    pts = fo.hull([(rng.choice([-R, R, rng.randint(-R, R)]), rng.choice([-R, R, rng.randint(-R, R)]))
                   for _ in range(12)])
    return ccw(pts) if len(pts) >= 3 else [(-R, -R), (R, -R), (0, R)]


# -- pairs of convex polygons ----------------------------------------------------------

def touch_edge(rng, A=None):
    """(A, B, u, e): B touches convex A along (part of) an edge of A; A + u
    moves into B (u the primitive outward normal), e the edge direction."""
    A = A or conv(rng)
    n = len(A)
    i = rng.randrange(n)
    a, b = A[i], A[(i + 1) % n]
    (sx, sy), g = fo.lattice_step(a, b)
    u = (sy, -sx)
    size = max(abs(b[0] - a[0]), abs(b[1] - a[1]), 1)
    k = max(1, rng.randint(1, max(1, size // max(abs(u[0]), abs(u[1])))))
    c = rng.random()
    if c < 0.4:
        B = [b, a, (a[0] + k * u[0], a[1] + k * u[1]), (b[0] + k * u[0], b[1] + k * u[1])]
    else:
        # an edge on the same line, from p to q, and an apex beyond
        j1 = rng.randint(-g // 2, g) if c < 0.8 else rng.randint(0, g)
        j2 = rng.randint(j1 - g - 1, j1 - 1) if c < 0.8 else rng.randint(-g, j1 - 1)
        p = (a[0] + sx * j1, a[1] + sy * j1)
        q = (a[0] + sx * j2, a[1] + sy * j2)
        m = rng.randint(-g, g)
        apex = (a[0] + sx * m + k * u[0], a[1] + sy * m + k * u[1])
        B = [p, q, apex]
    return A, B, u, (sx, sy)


def touch_vertex(rng, A=None):
    """(A, B, u, None): B touches convex A at a vertex only (B in the
    vertex's normal cone)."""
    A = A or conv(rng)
    n = len(A)
    for _ in range(n):
        i = rng.randrange(n)
        p, v, q = A[i - 1], A[i], A[(i + 1) % n]
        n1 = prim((v[1] - p[1], p[0] - v[0]))
        n2 = prim((q[1] - v[1], v[0] - q[0]))
        if n1[0] * n2[1] - n1[1] * n2[0] != 0:
            break
    s = max(max(abs(x), abs(y)) for (x, y) in A) - min(min(x, y) for (x, y) in A)
    k1 = max(1, rng.randint(1, max(1, s // max(1, abs(n1[0]) + abs(n1[1])))))
    k2 = max(1, rng.randint(1, max(1, s // max(1, abs(n2[0]) + abs(n2[1])))))
    B = [v, (v[0] + k1 * n1[0], v[1] + k1 * n1[1]), (v[0] + k2 * n2[0], v[1] + k2 * n2[1])]
    if rng.random() < 0.5:
        B.insert(2, (v[0] + k1 * n1[0] + k2 * n2[0], v[1] + k1 * n1[1] + k2 * n2[1]))
    u = prim((n1[0] + n2[0], n1[1] + n2[1]))
    if u == (0, 0):
        u = n1
    return A, fo.hull(B) if len(fo.hull(B)) >= 3 else B, u, None


def touch_box(rng):
    """Boxes as polygons sharing an edge or a corner."""
    w1, h1, w2, h2 = (scale(rng, 0, 27) for _ in range(4))
    A = [(-w1, -h1), (w1, -h1), (w1, h1), (-w1, h1)]
    c = rng.random()
    if c < 0.5:
        dy = rng.randint(-h1 - h2, h1 + h2)
        B = [(w1, dy - h2), (w1 + 2 * w2, dy - h2), (w1 + 2 * w2, dy + h2), (w1, dy + h2)]
        return A, B, (1, 0), (0, 1)
    B = [(w1, h1), (w1 + 2 * w2, h1), (w1 + 2 * w2, h1 + 2 * h2), (w1, h1 + 2 * h2)]
    return A, B, (1, 1), None


def touching_pair(rng):
    c = rng.random()
    if c < 0.45:
        return touch_edge(rng)
    if c < 0.8:
        return touch_vertex(rng)
    return touch_box(rng)


def sign_vec(u):
    return (sgn(u[0]), sgn(u[1]))


def place2(rng, A, B, extra=()):
    """A and B (and extra points) moved together to a random place in range;
    None when they do not fit."""
    t = shift_window(rng, A + B + list(extra))
    A2, B2 = mv(A, t), mv(B, t)
    if not in_range(A2 + B2):
        return None
    return A2, B2


def pair_line(rng, op, A, B, tail=""):
    A = maybe_rev(rng, A)
    B = maybe_rev(rng, B)
    if rng.random() < 0.5:
        A, B = B, A
    return "%s %s %s%s" % (op, fmt_poly(A), fmt_poly(B), tail)


def mk_touch(op):
    def make(rng):
        A, B, u, e = touching_pair(rng)
        w = sign_vec(u)
        out = []
        for t in ((0, 0), (-w[0], -w[1]), w, (-u[0], -u[1]), u):
            p = place2(rng, mv(A, t), B)
            if p:
                out.append(pair_line(rng, op, p[0], p[1]))
        return out
    return make


def mk_random_pair(op):
    def make(rng):
        sa = scale(rng)
        sb = scale(rng) if rng.random() < 0.5 else max(1, sa * rng.randint(1, 4) // rng.randint(1, 4))
        A, B = conv(rng, sa), conv(rng, sb)
        f = rng.randint(0, 1500)
        dx, dy = fo.rand_dir(rng, 16)
        ln = max(1, math.isqrt(dx * dx + dy * dy))
        off = ((sa + sb) * f // 1000 * dx // ln, (sa + sb) * f // 1000 * dy // ln)
        p = place2(rng, A, mv(B, off))
        return [pair_line(rng, op, p[0], p[1])] if p else []
    return make


def mk_contain(op):
    def make(rng):
        base = conv(rng, scale(rng, 1, 26))
        A = [(4 * x, 4 * y) for (x, y) in base]
        n = len(base)
        # inner points: (2 v_i + v_j + v_k) of the base, inside 4 * base
        pts = []
        for _ in range(rng.randint(3, 8)):
            i, j, k = rng.randrange(n), rng.randrange(n), rng.randrange(n)
            pts.append((2 * base[i][0] + base[j][0] + base[k][0],
                        2 * base[i][1] + base[j][1] + base[k][1]))
        if rng.random() < 0.3:
            pts.append(A[rng.randrange(n)])     # touching from inside
        B = fo.hull(pts)
        if len(B) < 3:
            B = [(2 * base[0][0] + base[1][0] + base[2][0], 2 * base[0][1] + base[1][1] + base[2][1]),
                 (base[0][0] + 2 * base[1][0] + base[2][0], base[0][1] + 2 * base[1][1] + base[2][1]),
                 (base[0][0] + base[1][0] + 2 * base[2][0], base[0][1] + base[1][1] + 2 * base[2][1])]
        if not is_convex(B):
            return []
        p = place2(rng, A, B)
        if not p:
            return []
        return ["%s %s %s" % (op, fmt_poly(maybe_rev(rng, p[0])), fmt_poly(maybe_rev(rng, p[1]))),
                "%s %s %s" % (op, fmt_poly(maybe_rev(rng, p[1])), fmt_poly(maybe_rev(rng, p[0])))]
    return make


def mk_ident(op):
    def make(rng):
        A = conv(rng)
        if rng.random() < 0.3:
            A = add_collinear(rng, A)
        p = place2(rng, A, A)
        if not p:
            return []
        A = p[0]
        w = (rng.randint(-2, 2), rng.randint(-2, 2))
        out = ["%s %s %s" % (op, fmt_poly(A), fmt_poly(A)),
               "%s %s %s" % (op, fmt_poly(A), fmt_poly(A[::-1]))]
        if in_range(mv(A, w)):
            out.append("%s %s %s" % (op, fmt_poly(mv(A, w)), fmt_poly(maybe_rev(rng, A))))
        return out
    return make


def mk_tiny(op):
    def make(rng):
        A, B = tiny_conv(rng), tiny_conv(rng)
        off = (rng.randint(-4, 4), rng.randint(-4, 4))
        B = mv(B, off)
        if rng.random() < 0.2:
            t = (rng.choice([R - 6, -R + 6]), rng.choice([R - 6, -R + 6, 0]))
            A, B = mv(A, t), mv(B, t)
        return [pair_line(rng, op, A, B)]
    return make


def mk_huge(op):
    def make(rng):
        A = huge_conv(rng)
        c = rng.random()
        if c < 0.4:
            B = huge_conv(rng)
        elif c < 0.7:
            B = conv(rng, scale(rng, 20, 28))
            t = shift_window(rng, B)
            B = mv(B, t)
        else:
            # at the range corner, touching or 1 raw from a huge square
            s = scale(rng, 1, 20)
            x0 = rng.choice([R, R + 1, R - 1])        # inside, out of range, 1 raw apart
            B = [(x0, R - s), (x0, R), (x0 - s, R)]
            A = [(-R, -R), (R, -R), (R, R), (-R, R)] if x0 != R - 1 else [(-R, -R), (R - 2, -R), (R - 2, R), (-R, R)]
        return [pair_line(rng, op, A, B)]
    return make


def worked_pairs():
    """Small textbook examples, in whole units."""
    def sq(x0, y0, x1, y1):
        return [(x0 * U, y0 * U), (x1 * U, y0 * U), (x1 * U, y1 * U), (x0 * U, y1 * U)]

    def sc(pts, f=U):
        return [(x * f, y * f) for (x, y) in pts]
    return [
        (sq(0, 0, 2, 2), sq(1, 1, 3, 3)),                     # two squares overlapping
        (sq(0, 0, 2, 2), sq(1, 0, 3, 2)),
        (sq(0, 0, 2, 2), sq(2, 0, 4, 2)),                     # sharing an edge
        (sq(0, 0, 2, 2), sq(2, 2, 4, 4)),                     # sharing a corner
        (sq(0, 0, 4, 4), sc([(3, 1), (6, 2), (4, 5)])),         # square and triangle
        (sq(0, 0, 4, 4), sc([(4, 1), (6, 2), (4, 5)])),
        (sq(0, 0, 4, 4), sc([(5, 1), (7, 2), (5, 5)])),
        (sc([(4, 11), (9, 9), (4, 5)]), sc([(5, 7), (12, 7), (10, 2), (7, 3)])),
        (sc([(0, 0), (4, 0), (2, 3)]), sc([(1, 1), (3, 1), (2, -2)])),
        (sq(-1, -1, 1, 1), sq(-3, -3, 3, 3)),                 # contained
        (sq(0, 0, 1, 1), sc([(0, 0), (1, 0), (1, 1)])),       # sharing two edges
    ]


# -- sweeps ---------------------------------------------------------------------------

def mk_sweep_touch(rng):
    """Sweeps built on a touching configuration: contact exactly at t = 1,
    1 raw short of it, 1 raw past it, grazing along the edge, starting in
    touch or overlap, zero velocity, a first contact before 1/65536."""
    A, B, u, e = touching_pair(rng)
    w = sign_vec(u)
    size = max(max(abs(x), abs(y)) for (x, y) in A + B)
    k = rng.randint(1, max(1, min(R // 2, size * 3) // max(1, abs(u[0]) + abs(u[1]))))
    v = (k * u[0], k * u[1])
    if e and rng.random() < 0.5:
        j = rng.randint(-k, k)
        v = (v[0] + j * e[0], v[1] + j * e[1])
    cases = [(mv(A, (-v[0], -v[1])), v),                           # touch at t = 1
             (mv(A, (-v[0], -v[1])), (v[0] - w[0], v[1] - w[1])),  # 1 raw short
             (mv(A, (-v[0], -v[1])), (v[0] + w[0], v[1] + w[1])),  # 1 raw past
             (A, (rng.randint(-size, size), rng.randint(-size, size))),   # start touching
             (mv(A, w), v),                                        # start overlapping
             (A, (0, 0)), (mv(A, (-w[0], -w[1])), (0, 0)),         # zero velocity
             (mv(A, (-w[0], -w[1])), (w[0] * 100000, w[1] * 100000)),  # first contact < 1 raw
             (mv(A, (-w[0], -w[1])), (w[0] * rng.randint(2, 70000), w[1] * rng.randint(2, 70000))),
             (mv(A, (-v[0], -v[1])), (-v[0], -v[1]))]              # moving away
    if e:
        g = rng.randint(1, max(1, size // max(1, abs(e[0]) + abs(e[1]))))
        ge = (g * e[0], g * e[1])
        cases += [(mv(A, (-ge[0], -ge[1])), ge),                    # graze along the edge
                  (mv(A, (-2 * ge[0], -2 * ge[1])), ge),
                  (mv(A, (-2 * ge[0] - w[0], -2 * ge[1] - w[1])), (2 * ge[0], 2 * ge[1])),
                  (mv(A, (-3 * ge[0] - w[0], -3 * ge[1] - w[1])), (ge[0], ge[1]))]
    out = []
    for (A0, vel) in cases:
        p = place2(rng, A0, B)
        if p and abs(vel[0]) <= R and abs(vel[1]) <= R:
            a, b = maybe_rev(rng, p[0]), maybe_rev(rng, p[1])
            out.append("sweep %s %s %d %d" % (fmt_poly(a), fmt_poly(b), vel[0], vel[1]))
    return out


def mk_sweep_random(rng):
    sa, sb = scale(rng), scale(rng)
    A, B = conv(rng, sa), conv(rng, sb)
    dist = rng.randint(0, 3 * (sa + sb))
    dx, dy = fo.rand_dir(rng, 16)
    ln = max(1, math.isqrt(dx * dx + dy * dy))
    off = (dist * dx // ln, dist * dy // ln)
    p = place2(rng, A, mv(B, off))
    if not p:
        return []
    A, B = p
    f = rng.randint(0, 2000)
    vx = off[0] * f // 1000 + rng.randint(-sb, sb) * rng.randint(0, 1)
    vy = off[1] * f // 1000 + rng.randint(-sb, sb) * rng.randint(0, 1)
    vx, vy = max(-R, min(R, vx)), max(-R, min(R, vy))
    return ["sweep %s %s %d %d" % (fmt_poly(maybe_rev(rng, A)), fmt_poly(maybe_rev(rng, B)), vx, vy)]


def mk_sweep_boxes(rng):
    """Axis-aligned boxes sliding into each other, along each other, past a
    corner exactly."""
    w, h = scale(rng, 0, 24), scale(rng, 0, 24)
    A = [(0, 0), (w, 0), (w, h), (0, h)]
    gx = rng.randint(0, 3 * w)
    B = mv([(0, 0), (w, 0), (w, h), (0, h)], (w + gx, rng.choice([0, h, -h, h + 1, rng.randint(-h, h)])))
    vs = [(gx, 0), (gx - 1, 0), (gx + 1, 0), (gx * 2, 0), (gx, h), (gx, -h), (gx + w, h + 1),
          (0, h), (gx * 3, rng.randint(-3 * h, 3 * h))]
    out = []
    for v in vs:
        p = place2(rng, A, B, [(v[0], v[1])])
        if p and abs(v[0]) <= R and abs(v[1]) <= R:
            out.append("sweep %s %s %d %d" % (fmt_poly(maybe_rev(rng, p[0])),
                                              fmt_poly(maybe_rev(rng, p[1])), v[0], v[1]))
    return out


def mk_sweep_huge(rng):
    A = conv(rng, scale(rng, 24, 28))
    B = conv(rng, scale(rng, 24, 28))
    A = mv(A, (-R // 2, rng.randint(-R // 2, R // 2)))
    B = mv(B, (R // 2, rng.randint(-R // 2, R // 2)))
    if not in_range(A + B):
        return []
    v = (rng.choice([R, R - 1, rng.randint(0, R)]), rng.choice([0, rng.randint(-R, R), -R]))
    return ["sweep %s %s %d %d" % (fmt_poly(A), fmt_poly(B), v[0], v[1])]


# -- circles and boxes ----------------------------------------------------------------

def mk_cc(rng):
    c = rng.random()
    out = []
    if c < 0.35:
        # tangent (outside or inside) along a Pythagorean direction, and +-1 raw
        a, b, h = pyth_dir(rng)
        k = rng.randint(1, max(1, scale(rng, 0, 27) // h))
        d = h * k
        inside = rng.random() < 0.35
        ra = rng.randint(0, d) if not inside else rng.randint(d, d + scale(rng, 0, 26))
        rb = d - ra if not inside else ra - d
        A, B = (0, 0, ra), (a * k, b * k, rb)
        for (da, db) in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
            A2, B2 = (A[0], A[1], A[2] + da), (B[0], B[1], B[2] + db)
            t = shift_window(rng, circ_pts(A2) + circ_pts(B2))
            if rng.random() < 0.5:
                A2, B2 = B2, A2
            out.append("cc %s %s" % (fmt_c(mvc(A2, t)), fmt_c(mvc(B2, t))))
        return out
    if c < 0.5:
        # concentric, identical, zero radii
        r1 = rng.choice([0, 0, 1, scale(rng, 0, 28)])
        r2 = rng.choice([0, r1, scale(rng, 0, 28)])
        off = rng.choice([(0, 0), (0, 0), (1, 0), (0, -1), (1, 1), (r1 + r2, 0), (0, r1 + r2 + 1)])
        A, B = (0, 0, r1), (off[0], off[1], r2)
    elif c < 0.85:
        ra, rb = scale(rng, 0, 28), scale(rng, 0, 28)
        f = rng.randint(0, 1500)
        dx, dy = fo.rand_dir(rng, 16)
        ln = max(1, math.isqrt(dx * dx + dy * dy))
        A, B = (0, 0, ra), ((ra + rb) * f // 1000 * dx // ln, (ra + rb) * f // 1000 * dy // ln, rb)
    else:
        # huge, at the range limits
        A = (rng.choice([-R, R, 0]), rng.choice([-R, R, 0]), rng.choice([R, R - 1, scale(rng, 20, 29)]))
        B = (rng.choice([-R, R, 0, rng.randint(-R, R)]), rng.choice([-R, R, 0]), rng.choice([R, 0, scale(rng, 20, 29)]))
        return ["cc %s %s" % (fmt_c(A), fmt_c(B))]
    t = shift_window(rng, circ_pts(A) + circ_pts(B))
    return ["cc %s %s" % (fmt_c(mvc(A, t)), fmt_c(mvc(B, t)))]


def rand_box(rng, s=None):
    s = s or scale(rng, 0, 27)
    w = rng.randint(0, s) if rng.random() < 0.1 else rng.randint(1, s) if s > 1 else 1
    h = rng.randint(0, s) if rng.random() < 0.1 else rng.randint(1, s) if s > 1 else 1
    return (-w, -h, w, h)


def mk_bb(rng):
    c = rng.random()
    A = rand_box(rng)
    out = []
    if c < 0.45:
        # sharing an edge or a corner, and +-1 raw
        B = rand_box(rng)
        bw, bh = B[2] - B[0], B[3] - B[1]
        if rng.random() < 0.5:
            oy = rng.randint(A[1] - bh, A[3]) if rng.random() < 0.7 else A[3]
            B = (A[2], oy, A[2] + bw, oy + bh)
        else:
            B = (A[2], A[3], A[2] + bw, A[3] + bh)
        if rng.random() < 0.5:   # mirror to the other sides
            A, B = (-A[2], -A[3], -A[0], -A[1]), (-B[2], -B[3], -B[0], -B[1])
        if rng.random() < 0.5:
            A, B = (A[1], A[0], A[3], A[2]), (B[1], B[0], B[3], B[2])
        for (dx, dy) in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)):
            B2 = mvb(B, (dx, dy))
            t = shift_window(rng, box_pts(A) + box_pts(B2))
            a, b = mvb(A, t), mvb(B2, t)
            if rng.random() < 0.5:
                a, b = b, a
            out.append("bb %s %s" % (fmt_b(a), fmt_b(b)))
        return out
    if c < 0.6:
        # containment both ways, identical, equal pushes
        i = rng.randint(0, max(0, (A[2] - A[0]) // 2))
        j = rng.randint(0, max(0, (A[3] - A[1]) // 2))
        B = (A[0] + i, A[1] + j, A[2] - rng.randint(0, i), A[3] - rng.randint(0, j))
        if rng.random() < 0.2:
            B = A
        t = shift_window(rng, box_pts(A))
        return ["bb %s %s" % (fmt_b(mvb(A, t)), fmt_b(mvb(B, t))),
                "bb %s %s" % (fmt_b(mvb(B, t)), fmt_b(mvb(A, t)))]
    if c < 0.9:
        B = rand_box(rng)
        s = max(A[2], A[3], B[2], B[3])
        off = (rng.randint(-3 * s, 3 * s), rng.randint(-3 * s, 3 * s))
        B = mvb(B, off)
    else:
        A = (rng.choice([-R, -R + 1, 0]), rng.choice([-R, 0]), rng.choice([R, R - 1, 0]), R)
        B = (rng.choice([-R, 0, R]), rng.choice([-R, R - 1, 0]), R, R)
        if B[0] > B[2]:
            B = (B[2], B[1], B[0], B[3])
        return ["bb %s %s" % (fmt_b(A), fmt_b(B))]
    t = shift_window(rng, box_pts(A) + box_pts(B))
    return ["bb %s %s" % (fmt_b(mvb(A, t)), fmt_b(mvb(B, t)))]


def mk_cb(rng):
    B = rand_box(rng)
    x0, y0, x1, y1 = B
    c = rng.random()
    out = []
    if c < 0.3:
        # tangent to a side, and +-1 raw
        r = scale(rng, 0, 27)
        side = rng.randrange(4)
        if side == 0:
            C = (x1 + r, rng.choice([y0, y1, rng.randint(y0, y1)]), r)
        elif side == 1:
            C = (x0 - r, rng.choice([y0, y1, rng.randint(y0, y1)]), r)
        elif side == 2:
            C = (rng.choice([x0, x1, rng.randint(x0, x1)]), y1 + r, r)
        else:
            C = (rng.choice([x0, x1, rng.randint(x0, x1)]), y0 - r, r)
        variants = [C, (C[0], C[1], r + 1), (C[0], C[1], max(0, r - 1))]
    elif c < 0.55:
        # tangent to a corner along a Pythagorean direction, and +-1 raw
        a, b, h = rng.choice(PYTH)
        if rng.random() < 0.5:
            a, b = b, a
        k = rng.randint(1, max(1, scale(rng, 0, 26) // h))
        sx, sy = rng.choice((1, -1)), rng.choice((1, -1))
        cx, cy = (x1 if sx > 0 else x0), (y1 if sy > 0 else y0)
        C = (cx + sx * a * k, cy + sy * b * k, h * k)
        variants = [C, (C[0], C[1], C[2] + 1), (C[0], C[1], C[2] - 1),
                    (C[0] + sx, C[1], C[2]), (C[0], C[1] - sy, C[2])]
    elif c < 0.75:
        # center inside, on a side, on a corner; the box inside the circle
        r = rng.choice([0, 0, 1, scale(rng, 0, 27), 4 * max(x1, y1)])
        p = rng.choice([(0, 0), (x1, 0), (x0, y1), (x1, y1), (rng.randint(x0, x1), rng.randint(y0, y1)),
                        (x1 - 1, y1 - 1), (x0 + 1, 0)])
        variants = [(p[0], p[1], r)]
    else:
        r = scale(rng, 0, 27)
        s = max(x1, y1, r)
        variants = [(rng.randint(-3 * s, 3 * s), rng.randint(-3 * s, 3 * s), r)]
    for C in variants:
        t = shift_window(rng, circ_pts(C) + box_pts(B))
        out.append("cb %s %s" % (fmt_c(mvc(C, t)), fmt_b(mvb(B, t))))
    return out


def mk_cb_huge(rng):
    C = (rng.choice([-R, R, 0]), rng.choice([-R, R, 0]), rng.choice([R, 0, 1, scale(rng, 20, 29)]))
    B = (rng.choice([-R, 0]), rng.choice([-R, -R + 1, 0]), rng.choice([R, 0, R - 1]), R)
    return ["cb %s %s" % (fmt_c(C), fmt_b(B))]


def mk_pc(rng):
    """Convex polygon against a circle: tangent to an edge (Pythagorean
    edges), tangent to a vertex, +-1 raw, center inside / on the boundary,
    the polygon inside the circle, zero radius."""
    c = rng.random()
    out = []
    if c < 0.55:
        A = zono(rng, 2 * scale(rng, 2, 26))
        if not is_convex(A):
            return []
        A = ccw(A)
        n = len(A)
        i = rng.randrange(n)
        a, b = A[i], A[(i + 1) % n]
        if c < 0.3:
            (sx, sy), g = fo.lattice_step(a, b)
            j = rng.randint(0, g)
            f = (a[0] + sx * j, a[1] + sy * j)
            e = (b[0] - a[0], b[1] - a[1])
            (px, py) = prim(e)
            h = math.isqrt(px * px + py * py)
            k = rng.randint(0, max(1, scale(rng, 0, 26) // max(1, h)))
            C = (f[0] + k * py, f[1] - k * px, k * h)       # outward: right of a ccw edge
        else:
            p = A[i - 1]
            e1, e2 = (b[0] - a[0], b[1] - a[1]), (a[0] - p[0], a[1] - p[1])
            cands = []
            for (x, y, h) in PYTH:
                for (dx, dy) in ((x, y), (y, x)):
                    for (s1, s2) in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
                        d = (s1 * dx, s2 * dy)
                        if d[0] * e1[0] + d[1] * e1[1] <= 0 and d[0] * e2[0] + d[1] * e2[1] >= 0:
                            cands.append((d[0], d[1], h))
            if not cands:
                return []
            dx, dy, h = rng.choice(cands)
            k = rng.randint(1, max(1, scale(rng, 0, 26) // h))
            C = (a[0] + k * dx, a[1] + k * dy, k * h)
        variants = [C, (C[0], C[1], C[2] + 1), (C[0], C[1], max(0, C[2] - 1))]
    elif c < 0.75:
        A = conv(rng)
        n = len(A)
        v = A[rng.randrange(n)]
        w = A[rng.randrange(n)]
        inner = ((A[0][0] + A[1][0] + A[2][0]) // 3, (A[0][1] + A[1][1] + A[2][1]) // 3)
        s = max(max(abs(x), abs(y)) for (x, y) in A)
        r = rng.choice([0, 0, 1, scale(rng, 0, 27), 3 * s])
        p = rng.choice([v, ((v[0] + w[0]) // 2, (v[1] + w[1]) // 2), inner, (0, 0)])
        variants = [(p[0], p[1], r)]
    else:
        A = conv(rng)
        s = max(max(abs(x), abs(y)) for (x, y) in A)
        r = scale(rng, 0, 27)
        m = s + r
        variants = [(rng.randint(-2 * m, 2 * m) // 2, rng.randint(-2 * m, 2 * m) // 2, r)]
    for C in variants:
        t = shift_window(rng, A + circ_pts(C))
        A2, C2 = mv(A, t), mvc(C, t)
        if in_range(A2 + circ_pts(C2)) or rng.random() < 0.05:
            out.append("pc %s %s" % (fmt_poly(maybe_rev(rng, A2)), fmt_c(C2)))
    return out


def mk_pc_huge(rng):
    A = huge_conv(rng)
    C = (rng.choice([-R, R, 0, rng.randint(-R, R)]), rng.choice([-R, R, 0]), rng.choice([R, 0, scale(rng, 20, 29)]))
    return ["pc %s %s" % (fmt_poly(maybe_rev(rng, A)), fmt_c(C))]


def mk_pc_tiny(rng):
    A = tiny_conv(rng)
    C = (rng.randint(-5, 5), rng.randint(-5, 5), rng.randint(0, 3))
    return ["pc %s %s" % (fmt_poly(maybe_rev(rng, A)), fmt_c(C))]


# -- rays ------------------------------------------------------------------------------

def mk_rayc(rng):
    """Rays against circles: starting inside / on the circle, tangent,
    ending exactly on the circle and 1 raw short, through the center,
    zero length, zero radius."""
    a, b, h = pyth_dir(rng)
    k = rng.randint(1, max(1, scale(rng, 0, 26) // h))
    r = h * k
    T = (a * k, b * k)            # on the circle
    c = rng.random()
    m = rng.randint(1, max(1, scale(rng, 0, 26) // h))
    out = []
    if c < 0.3:
        # tangent at T: direction (-b, a)
        o = (T[0] + b * m, T[1] - a * m)
        rays = [(o, (-2 * b * m, 2 * a * m)), (o, (-b * m, a * m)), (o, (-b * m + sgn(b), a * m - sgn(a))),
                ((T[0] + b * m + sgn(a), T[1] - a * m + sgn(b)), (-2 * b * m, 2 * a * m))]
    elif c < 0.6:
        # radial: ends exactly on the circle, 1 raw short, through the center
        o = (T[0] + a * m, T[1] + b * m)
        rays = [(o, (-a * m, -b * m)), (o, (-a * m + sgn(a), -b * m + sgn(b))),
                (o, (-a * m + sgn(a), -b * m)), (o, (-2 * a * m - 2 * a * k, -2 * b * m - 2 * b * k)),
                (o, (-a * (m + 2 * k), -b * (m + 2 * k))), (o, (a * m, b * m))]
    elif c < 0.75:
        # starting inside, on the circle, at the center; zero length
        rays = [(T, (rng.randint(-r, r), rng.randint(-r, r))), ((0, 0), (rng.randint(-r, r), 0)),
                ((T[0] // 2, T[1] // 2), (0, 0)), (T, (0, 0)), ((T[0] + sgn(a), T[1] + sgn(b)), (0, 0)),
                ((T[0] + sgn(a), T[1] + sgn(b)), (-a, -b))]
    else:
        s = max(r, 1)
        o = (rng.randint(-3 * s, 3 * s), rng.randint(-3 * s, 3 * s))
        q = (rng.randint(-s, s), rng.randint(-s, s))
        f = rng.choice([1, 1, 2, 3])
        rays = [(o, ((q[0] - o[0]) * f // 2, (q[1] - o[1]) * f // 2))]
    for (o, d) in rays:
        C = (0, 0, r)
        t = shift_window(rng, circ_pts(C) + [o])
        o2 = (o[0] + t[0], o[1] + t[1])
        if in_range([o2, d]):
            out.append("rayc %s %s" % (fmt_r(o2, d), fmt_c(mvc(C, t))))
    return out


def mk_rayc_zero(rng):
    """Zero-radius circles: rays through the point exactly, missing it by 1
    raw, starting on it."""
    dx, dy = fo.rand_dir(rng, rng.randint(0, 14))
    j = rng.randint(1, 1 << rng.randint(0, 12))
    p = (rng.randint(-R // 2, R // 2), rng.randint(-R // 2, R // 2))
    rays = [((p[0] - j * dx, p[1] - j * dy), (2 * j * dx, 2 * j * dy)),
            ((p[0] - j * dx, p[1] - j * dy), (j * dx, j * dy)),
            ((p[0] - j * dx + 1, p[1] - j * dy), (2 * j * dx, 2 * j * dy)),
            (p, (dx, dy))]
    return ["rayc %s %d %d 0" % (fmt_r(o, d), p[0], p[1]) for (o, d) in rays]


def mk_rayc_huge(rng):
    o = (rng.choice([-R, R, 0]), rng.choice([-R, R, 0]))
    d = (rng.choice([-R, R, 0, rng.randint(-R, R)]), rng.choice([-R, R, 0, rng.randint(-R, R)]))
    C = (rng.choice([-R, R, 0]), rng.choice([-R, R, 0]), rng.choice([R, R - 1, 0, scale(rng, 20, 29)]))
    return ["rayc %s %s" % (fmt_r(o, d), fmt_c(C))]


def mk_rayb(rng):
    B = rand_box(rng)
    x0, y0, x1, y1 = B
    s = max(x1, y1, 1)
    c = rng.random()
    k = rng.randint(1, s)
    if c < 0.2:
        # through a corner exactly, diagonally; and 1 raw beside it
        sx, sy = rng.choice((1, -1)), rng.choice((1, -1))
        cx, cy = (x1 if sx > 0 else x0), (y1 if sy > 0 else y0)
        a, b = rng.randint(1, 5), rng.randint(1, 5)
        o = (cx + sx * a * k, cy + sy * b * k)
        rays = [(o, (-2 * sx * a * k, -2 * sy * b * k)), (o, (-sx * a * k, -sy * b * k)),
                ((o[0] + sx, o[1]), (-2 * sx * a * k, -2 * sy * b * k)),
                ((o[0], o[1] - sy), (-2 * sx * a * k, -2 * sy * b * k))]
    elif c < 0.4:
        # along a face (on its line), and 1 raw outside it
        yy = rng.choice([y0, y1])
        o = (x0 - k, yy)
        rays = [(o, (2 * k + x1 - x0, 0)), (o, (k, 0)), (o, (k - 1, 0)), ((o[0], yy + (1 if yy == y1 else -1)), (3 * k, 0)),
                ((x1 + k, yy), (-(3 * k), 0))]
        if rng.random() < 0.5:
            rays = [((oy, ox), (dy, dx)) for ((ox, oy), (dx, dy)) in rays]
            B = (y0, x0, y1, x1)
    elif c < 0.6:
        # ends exactly on a face, 1 raw short, starts 1 raw outside
        px = rng.randint(x0, x1)
        o = (px + rng.randint(-k, k), y1 + k)
        d = (px - o[0], y1 - o[1])
        rays = [(o, d), (o, (d[0], d[1] + 1)), ((px, y1 + 1), (0, -1)), ((px, y1 + 1), (0, 1)),
                ((px, y1 + 1), (rng.randint(-k, k), -k)), ((x1 + 1, y1 + 1), (-1, -1))]
    elif c < 0.75:
        # inside, on a face or corner; zero length
        p = rng.choice([(0, 0), (x1, 0), (x1, y1), (x0, rng.randint(y0, y1)), (x1 + 1, 0), (x0 - 1, y0 - 1)])
        rays = [(p, (0, 0)), (p, (rng.randint(-s, s), rng.randint(-s, s)))]
    else:
        o = (rng.randint(-3 * s, 3 * s), rng.randint(-3 * s, 3 * s))
        q = (rng.randint(x0, x1), rng.randint(y0, y1))
        f = rng.choice([1, 1, 2, 3])
        rays = [(o, ((q[0] - o[0]) * f // 2, (q[1] - o[1]) * f // 2))]
    out = []
    for (o, d) in rays:
        t = shift_window(rng, box_pts(B) + [o])
        o2 = (o[0] + t[0], o[1] + t[1])
        if in_range([o2, d]):
            out.append("rayb %s %s" % (fmt_r(o2, d), fmt_b(mvb(B, t))))
    return out


def mk_rayb_odd(rng):
    """Degenerate boxes (a point, a segment) and huge ones."""
    p = (rng.randint(-R // 2, R // 2), rng.randint(-R // 2, R // 2))
    L = scale(rng, 0, 20)
    boxes = [(p[0], p[1], p[0], p[1]), (p[0], p[1], p[0] + L, p[1]), (p[0], p[1], p[0], p[1] + L)]
    B = rng.choice(boxes)
    j = rng.randint(1, 1000)
    rays = [((B[0] - j, B[1] - j), (2 * j, 2 * j)), ((B[0] - j, B[1]), (j, 0)), ((B[0] - j, B[1] + 1), (3 * j + L, 0)),
            ((B[0], B[1] - j), (0, j + 1)), ((B[0], B[1]), (5, 7))]
    out = ["rayb %s %s" % (fmt_r(o, d), fmt_b(B)) for (o, d) in rays]
    o = (rng.choice([-R, R, 0]), rng.choice([-R, R]))
    d = (rng.choice([-R, R, 0, rng.randint(-R, R)]), rng.choice([-R, R, 0]))
    H = (rng.choice([-R, 0]), rng.choice([-R, 0, R]), R, R)
    out.append("rayb %s %s" % (fmt_r(o, d), fmt_b(H)))
    return out


def simple_poly(rng):
    """A simple polygon (convex or not) around the origin, ccw."""
    c = rng.random()
    if c < 0.35:
        return conv(rng)
    if c < 0.45:
        return comb(rng, rng.randint(1, 4), scale(rng, 0, 22))
    for _ in range(30):
        pts = (fo.p_star if c < 0.75 else fo.p_lattice_simple)(rng)
        if fo.classify(pts)[0] in ("convex", "concave"):
            return ccw(pts)
    return conv(rng)


def mk_rayp(rng):
    """Rays against any polygon: from inside, from a vertex or an edge,
    exactly through a vertex, along an edge, ending exactly on an edge and
    1 raw short of it, zero length."""
    P = simple_poly(rng)
    if rng.random() < 0.2:
        P = add_collinear(rng, P)
    t = shift_window(rng, P)
    P = mv(P, t)
    n = len(P)
    i = rng.randrange(n)
    a, b, p = P[i], P[(i + 1) % n], P[i - 1]
    (sx, sy), g = fo.lattice_step(a, b)
    u = (sy, -sx)                                  # outward for ccw
    s = max(1, max(x for (x, _) in P) - min(x for (x, _) in P))
    k = rng.randint(1, max(1, s // max(1, abs(u[0]) + abs(u[1]))))
    c = rng.random()
    if c < 0.2:
        n1 = prim((a[1] - p[1], p[0] - a[0]))
        w = prim((n1[0] + u[0], n1[1] + u[1]))
        if w == (0, 0):
            w = u
        o = (a[0] + k * w[0], a[1] + k * w[1])
        rays = [(o, (-2 * k * w[0], -2 * k * w[1])), (o, (-k * w[0], -k * w[1])),
                (o, (-k * w[0] + sgn(w[0]), -k * w[1] + sgn(w[1])))]
    elif c < 0.35:
        j = rng.randint(1, max(1, min(g, 1000)))
        o = (a[0] - j * sx, a[1] - j * sy)
        rays = [(o, (sx * (j + g), sy * (j + g))), (o, (sx * j, sy * j)), (o, (sx * (j - 1), sy * (j - 1))),
                ((o[0] + u[0], o[1] + u[1]), (sx * (j + g), sy * (j + g)))]
    elif c < 0.6:
        j = rng.randint(0, g)
        f = (a[0] + sx * j, a[1] + sy * j)
        o = (f[0] + k * u[0], f[1] + k * u[1])
        rays = [(o, (-k * u[0], -k * u[1])), (o, (-k * u[0] + sgn(u[0]), -k * u[1] + sgn(u[1]))),
                (o, (-2 * k * u[0], -2 * k * u[1])), ((f[0] + u[0], f[1] + u[1]), (-u[0], -u[1])),
                (f, (k * u[0], k * u[1]))]
    elif c < 0.75:
        q = P[rng.randrange(n)]
        inner = ((a[0] + b[0] + p[0]) // 3, (a[1] + b[1] + p[1]) // 3)
        rays = [(a, (0, 0)), (inner, (0, 0)), (inner, (rng.randint(-s, s), rng.randint(-s, s))),
                ((q[0] + 2 * u[0], q[1] + 2 * u[1]), (0, 0)), (a, (k * u[0], k * u[1]))]
    else:
        xs, ys = [x for (x, _) in P], [y for (_, y) in P]
        o = (rng.randint(min(xs) - s, max(xs) + s), rng.randint(min(ys) - s, max(ys) + s))
        q = (rng.randint(min(xs), max(xs)), rng.randint(min(ys), max(ys)))
        f = rng.choice([1, 1, 2, 3])
        rays = [(o, ((q[0] - o[0]) * f // 2, (q[1] - o[1]) * f // 2))]
    P = maybe_rev(rng, P)
    return ["rayp %s %s" % (fmt_r(o, d), fmt_poly(P)) for (o, d) in rays if in_range([o, d])]


def mk_rayp_odd(rng):
    """rayp accepts any polygon: self-intersecting, zero area, repeated
    vertices, huge and tiny ones."""
    c = rng.random()
    if c < 0.4:
        P = rng.choice([fo.p_star_polygon, fo.p_reversal, fo.p_dup_vertex, fo.p_zero, fo.p_repeat,
                        fo.p_random, fo.p_fig8, fo.p_touch_edge])(rng)[:MAXV]
    elif c < 0.7:
        P = huge_conv(rng) if rng.random() < 0.5 else fo.p_large(rng)[:MAXV]
    else:
        P = tiny_conv(rng) if rng.random() < 0.5 else fo.p_tiny(rng)
    xs, ys = [x for (x, _) in P], [y for (_, y) in P]
    v = P[rng.randrange(len(P))]
    o = rng.choice([v, (min(xs) - 1, v[1]), (rng.randint(min(xs), max(xs)), max(ys) + 1),
                    (max(-R, min(xs) - 5), max(-R, min(ys) - 5))])
    q = rng.choice([v, P[0], ((xs[0] + xs[1]) // 2, (ys[0] + ys[1]) // 2)])
    f = rng.choice([1, 2])
    d = ((q[0] - o[0]) * f, (q[1] - o[1]) * f)
    if not in_range([d]):
        d = (q[0] - o[0], q[1] - o[1])
    if not in_range([d]):
        d = (sgn(q[0] - o[0]), sgn(q[1] - o[1]))
    return ["rayp %s %s" % (fmt_r(o, d), fmt_poly(P))]


# -- ppx: concave pairs ---------------------------------------------------------------------

def comb(rng, k, w, H=None, h0=None):
    """A comb of k teeth of width w pointing up from a base of height h0
    (4k vertices, ccw), from (0, 0) to ((2k-1)w, h0+H)."""
    H = H or w * rng.randint(1, 4)
    h0 = h0 or w * rng.randint(1, 3)
    W = (2 * k - 1) * w
    pts = [(0, 0), (W, 0)]
    for i in range(k - 1, -1, -1):
        xr = (2 * i + 1) * w
        xl = 2 * i * w
        pts += [(xr, h0 + H), (xl, h0 + H)]
        if i > 0:
            pts += [(xl, h0), (xl - w, h0)]
    # drop the duplicated corners: the outer teeth's outer sides are the sides
    out = []
    for p in pts:
        if not out or out[-1] != p:
            out.append(p)
    return out


def mk_combs(rng):
    """Two combs interlocking: teeth in each other's gaps, with side gaps
    g, tip gaps dy and base gaps e of -1 (overlap), 0 (touch), 1 raw or
    more."""
    k = rng.randint(2, 4)
    w = rng.choice([4, 6, 65536, 3 << 16, 1 << 20, scale(rng, 3, 22) * 2])
    H = w * rng.randint(2, 4)
    h0 = w * rng.randint(1, 2)
    A = comb(rng, k, w, H, h0)
    out = []
    for (g, dy, e) in ((1, 1, 1), (0, 1, 1), (1, 0, 1), (1, 1, 0), (-1, 1, 1), (1, -1, 1),
                       (1, 1, -1), (0, 0, 0), (2, 3, 5), (w // 3, w // 2, w // 2)):
        # B: k-1 teeth hanging down into A's gaps
        top = h0 + H + e + w * rng.randint(1, 2)
        tips = h0 + dy
        base = h0 + H + e
        pts = []
        for i in range(k - 1):
            xl = (2 * i + 1) * w + g
            xr = (2 * i + 2) * w - g
            pts += [(xl, base) if i > 0 else (xl, top), (xl, tips), (xr, tips), (xr, base)]
        pts[-1] = (pts[-1][0], top)
        B = pts[::-1]          # ccw
        out.append((A, B))
    lines = []
    for (A2, B2) in out:
        if fo.classify(B2)[0] not in ("convex", "concave"):
            continue
        if rng.random() < 0.3:
            A2, B2 = [(y, x) for (x, y) in A2], [(y, x) for (x, y) in B2]
        if rng.random() < 0.3:
            A2, B2 = [(-x, -y) for (x, y) in A2], [(-x, -y) for (x, y) in B2]
        p = place2(rng, A2, B2)
        if p:
            lines.append(pair_line(rng, "ppx", p[0], p[1]))
    return lines


def mk_notch(rng):
    """A U shape and a box in, at or over its notch; a shape inside the U's
    solid part; one polygon containing the other."""
    w = rng.choice([3, 65536, 1 << 20, scale(rng, 2, 24)])
    Hh = w * rng.randint(2, 5)
    h = w * rng.randint(1, 2)
    Uu = [(0, 0), (3 * w, 0), (3 * w, Hh), (2 * w, Hh), (2 * w, h), (w, h), (w, Hh), (0, Hh)]
    boxes = []
    for (g, dy, top) in ((1, 1, 0), (0, 1, 0), (1, 0, 0), (-1, 1, 0), (1, -1, 0), (1, 1, w), (0, 0, w)):
        boxes.append([(w + g, h + dy), (2 * w - g, h + dy), (2 * w - g, Hh + top), (w + g, Hh + top)])
    boxes.append([(w // 3, w // 3), (2 * w // 3, w // 3), (w // 2, 2 * w // 3)])   # in the solid part
    boxes.append([(-1, -1), (3 * w + 1, -1), (3 * w + 1, Hh + 1), (-1, Hh + 1)])    # containing
    boxes.append([(0, 0), (3 * w, 0), (3 * w, Hh), (0, Hh)])                        # hull, touching
    boxes.append([(w + 1, Hh + 1), (2 * w - 1, Hh + 1), (3 * w // 2, Hh + w)])      # above the notch
    lines = []
    for B in boxes:
        if fo.classify(B)[0] not in ("convex", "concave"):
            continue
        A2, B2 = Uu, B
        if rng.random() < 0.3:
            A2, B2 = [(y, x) for (x, y) in A2], [(y, x) for (x, y) in B2]
        p = place2(rng, A2, B2)
        if p:
            lines.append(pair_line(rng, "ppx", p[0], p[1]))
    return lines


def mk_ppx_random(rng):
    A = simple_poly(rng)
    B = simple_poly(rng)
    sa = max(max(abs(x), abs(y)) for (x, y) in A)
    sb = max(max(abs(x), abs(y)) for (x, y) in B)
    f = rng.randint(0, 1500)
    dx, dy = fo.rand_dir(rng, 16)
    ln = max(1, math.isqrt(dx * dx + dy * dy))
    B = mv(B, ((sa + sb) * f // 1000 * dx // ln, (sa + sb) * f // 1000 * dy // ln))
    p = place2(rng, A, B)
    return [pair_line(rng, "ppx", p[0], p[1])] if p else []


def mk_ppx_lattice(rng):
    """Small lattice polygons on a shared grid: many touching edges and
    vertices."""
    for _ in range(20):
        A = fo.p_lattice_simple(rng)
        B = fo.p_lattice_simple(rng)
        if fo.classify(A)[0] in ("convex", "concave") and fo.classify(B)[0] in ("convex", "concave"):
            break
    else:
        return []
    ax, ay = min(x for (x, _) in A), min(y for (_, y) in A)
    bx, by = min(x for (x, _) in B), min(y for (_, y) in B)
    # the same grid step: scale B's offsets to A's
    B = [(x - bx + ax + rng.randint(-2, 2) * (abs(A[1][0] - A[0][0]) or 1), y - by + ay) for (x, y) in B]
    if not in_range(B):
        return []
    return [pair_line(rng, "ppx", A, B)]


# -- argument errors ----------------------------------------------------------------------

TRI = [(0, 0), (U, 0), (0, U)]
SQ = [(0, 0), (U, 0), (U, U), (0, U)]
CONCAVE = [(0, 0), (6 * U, 0), (6 * U, 6 * U), (4 * U, 6 * U), (4 * U, 2 * U), (2 * U, 2 * U),
           (2 * U, 6 * U), (0, 6 * U)]
BAD_POLYS = {
    "concave": [CONCAVE, [(0, 0), (4, 2), (8, 0), (4, 6)], [(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]],
    "complex": [[(0, 0), (2 * U, 2 * U), (2 * U, 0), (0, 3 * U)],          # bowtie
                [(0, 100), (59, -81), (-95, 31), (95, 31), (-59, -81)],   # pentagram
                [(0, 0), (4, 0), (4, 4), (0, 4)] * 2,                     # wound twice
                [(0, 0), (4, 0), (2, 0), (2, 3)],                         # reversal
                [(0, 0), (10, 0), (10, 10), (0, 10), (10, 5)]],           # vertex on an edge
    "zero": [[(0, 0), (U, 0), (2 * U, 0)], [(0, 0), (2, 2), (2, 0), (0, 2)],
             [(0, 0), (4, 0), (4, 4), (0, 4), (4, 4), (4, 0)]],
    "repeat": [[(0, 0), (U, 0), (U, 0), (0, U)], [(0, 0), (U, 0), (0, U), (0, 0)], [(5, 5), (5, 5), (5, 5)]],
}


def error_lines(op):
    """Wrong token counts and bad tokens, counts, range, invalid shapes and
    polygon classes, in every argument position of op."""
    sig = SIG[op]
    good = {CIR: "0 0 %d" % U, BOX: "0 0 %d %d" % (U, U), POLY: fmt_poly(TRI),
            RAY: "%d %d %d %d" % (-U, -U, 2 * U, 2 * U), VEL: "%d 0" % U}
    base = [good[k] for k in sig]
    out = ["%s" % op, "%s 0" % op, "%s %s 0" % (op, " ".join(base)),
           "%s %s" % (op, " ".join(base).rsplit(" ", 1)[0]),
           "%s %s x" % (op, " ".join(base)), "%s %s +1" % (op, " ".join(base)),
           "%s %s" % (op, " ".join(base).replace("65536", "+65536", 1)),
           "%s %s" % (op, " ".join(base).replace("65536", "2147483648", 1)),
           "%s %s" % (op, " ".join(base).replace("65536", "65536.0", 1)),
           "%s\t%s\t" % (op, "  ".join(base)), "  %s  %s" % (op, " ".join(base)),
           "%s %s" % (op, " ".join(base).replace(" 0 ", " -0 ", 1).replace(" 0 ", " 000 ", 1))]
    for i, kind in enumerate(sig):
        def with_arg(text):
            return "%s %s" % (op, " ".join(base[:i] + [text] + base[i + 1:]))
        if kind == POLY:
            for n in (2, 17, 0, -1, 256):
                out.append(with_arg("%d %s" % (n, fmt_poly(TRI)[2:])))
            big = [(k * 3, k * k) for k in range(17)]
            out.append(with_arg(fmt_poly(big)))
            out.append("%s %s" % (op, " ".join(base[:i] + ["17"])))
            out.append(with_arg("4 0 0 65536 0 65536 65536"))        # short polygon
            for v in (R + 1, -R - 1, 2147483647):
                out.append(with_arg(fmt_poly([(0, 0), (v, 0), (0, U)])))
                out.append(with_arg(fmt_poly([(0, 0), (U, 0), (0, v)])))
            out.append(with_arg(fmt_poly([(-R, -R), (R, -R), (R, R), (-R, R)])))   # the limit: valid
            mode = POLY_MODE[op]
            for cls, polys in sorted(BAD_POLYS.items()):
                if mode == "simple" and cls == "concave":
                    continue
                for P in polys:
                    out.append(with_arg(fmt_poly(P)))
                    out.append(with_arg(fmt_poly(P[::-1])))
            out.append(with_arg(fmt_poly([(R + 1, 0), (R + 1, 0), (0, U)])))  # range and repeat
        else:
            vals = [int(x) for x in good[kind].split()]
            for j in range(len(vals)):
                for v in (R + 1, -R - 1, R, -R, INT32_MAX, INT32_MIN):
                    w = list(vals)
                    w[j] = v
                    out.append(with_arg(" ".join(str(x) for x in w)))
            if kind == CIR:
                for r in (-1, -U, -R, -R - 1):
                    out.append(with_arg("0 0 %d" % r))
            if kind == BOX:
                out += [with_arg("1 0 0 %d" % U), with_arg("0 1 %d 0" % U), with_arg("%d %d 0 0" % (U, U)),
                        with_arg("%d 0 %d %d" % (U, U - 1, U)), with_arg("0 0 0 0"),
                        with_arg("%d 0 %d 0" % (R + 1, R))]
    if len(sig) == 2 and CIR in sig and POLY in sig:
        out.append("%s %s %s" % (op, fmt_poly(CONCAVE), "0 0 -1"))
    return out


def fixed_lines(op):
    """The hand-made lines of op: worked examples and argument errors."""
    out = []
    if op in ("pp", "contact", "ppx"):
        for (A, B) in worked_pairs():
            out.append("%s %s %s" % (op, fmt_poly(A), fmt_poly(B)))
            out.append("%s %s %s" % (op, fmt_poly(B[::-1]), fmt_poly(A)))
    if op == "sweep":
        for (A, B) in worked_pairs():
            for v in ((0, 0), (3 * U, 0), (-3 * U, 0), (0, 2 * U), (U, U), (-4 * U, -4 * U)):
                out.append("sweep %s %s %d %d" % (fmt_poly(A), fmt_poly(B), v[0], v[1]))
    if op == "cc":
        out += ["cc 0 0 %d %d 0 %d" % (U, 2 * U, U), "cc 0 0 %d %d 0 %d" % (U, 2 * U + 1, U),
                "cc 0 0 %d %d %d %d" % (5 * U, 3 * U, 4 * U, 0), "cc 0 0 0 0 0 0", "cc 0 0 0 1 0 0",
                "cc 0 0 %d %d %d %d" % (2 * U, U, 0, U), "cc %d %d %d %d %d %d" % (-R, -R, R, R, R, R),
                "cc %d %d %d %d %d %d" % (-R, 0, R, R, 0, R), "cc %d %d %d %d %d %d" % (-R, 0, R, R, 0, R - 1)]
    if op == "bb":
        out += ["bb 0 0 %d %d %d %d %d %d" % (2 * U, 2 * U, U, U, 3 * U, 3 * U),
                "bb 0 0 %d %d %d 0 %d %d" % (U, U, U, 2 * U, U), "bb 0 0 %d %d %d %d %d %d" % (U, U, U, U, 2 * U, 2 * U),
                "bb 0 0 0 0 0 0 0 0", "bb %d %d %d %d %d %d %d %d" % (-R, -R, R, R, -R, -R, R, R),
                "bb %d %d %d %d %d %d %d %d" % (-R, -R, 0, 0, 0, 0, R, R)]
    if op == "cb":
        out += ["cb %d %d %d 0 0 %d %d" % (3 * U, U, U, 2 * U, 2 * U), "cb %d %d %d 0 0 %d %d" % (U, U, U // 2, 2 * U, 2 * U),
                "cb %d %d %d 0 0 %d %d" % (5 * U, 6 * U, 5 * U, U, 2 * U), "cb 0 0 0 0 0 0 0",
                "cb %d %d %d 0 0 %d %d" % (U, U, U, 2 * U, 2 * U), "cb %d %d %d %d %d %d %d" % (R, R, R, -R, -R, R, R)]
    if op == "pc":
        out += ["pc %s %d %d %d" % (fmt_poly([(x * 2, y * 2) for (x, y) in SQ]), 3 * U, U, U),
                "pc %s %d %d %d" % (fmt_poly([(x * 2, y * 2) for (x, y) in SQ]), U, U, U // 2),
                "pc %s 0 0 0" % fmt_poly(SQ), "pc %s %d %d %d" % (fmt_poly(SQ), -3 * U, -4 * U, 5 * U)]
    if op == "rayc":
        out += ["rayc %d 0 %d 0 0 0 %d" % (-3 * U, 6 * U, U), "rayc %d %d %d 0 0 0 %d" % (-3 * U, U, 6 * U, U),
                "rayc 0 0 0 0 0 0 0", "rayc 1 0 0 0 0 0 0", "rayc %d 0 %d 0 0 0 %d" % (-2 * U, U, U)]
    if op == "rayb":
        out += ["rayb %d %d %d 0 0 0 %d %d" % (-U, U // 2, 3 * U, U, U), "rayb %d %d %d %d 0 0 %d %d" % (-U, -U, 2 * U, 2 * U, U, U),
                "rayb 0 0 0 0 0 0 0 0", "rayb %d %d %d 0 0 0 %d %d" % (-U, U, 3 * U, U, U)]
    if op == "rayp":
        out += ["rayp %d %d %d 0 %s" % (-U, U // 2, 3 * U, fmt_poly(SQ)), "rayp %d %d %d %d %s" % (-U, -U, 2 * U, 2 * U, fmt_poly(SQ)),
                "rayp %d %d %d 0 %s" % (U, 3 * U, 0, fmt_poly(CONCAVE)), "rayp %d %d 0 %d %s" % (3 * U, 7 * U, -6 * U, fmt_poly(CONCAVE)),
                "rayp %d %d 0 %d %s" % (3 * U, 7 * U, -5 * U, fmt_poly(CONCAVE))]
    return out + error_lines(op)


# -- the op tables ----------------------------------------------------------------------------

def mk_pair_err(op):
    """A random polygon pair where one polygon may be of any kind."""
    def make(rng):
        P = fo.rand_poly(rng)
        Q = conv(rng)
        t = shift_window(rng, Q)
        Q = mv(Q, t)
        return [pair_line(rng, op, P, Q)]
    return make


def pair_makers(op):
    return [(mk_touch(op), 40, 30), (mk_random_pair(op), 70, 35), (mk_contain(op), 10, 6),
            (mk_ident(op), 8, 5), (mk_tiny(op), 15, 6), (mk_huge(op), 10, 4), (mk_pair_err(op), 10, 2)]


# op -> [(maker, calls in the edge set, weight in random batches)]
MAKERS = {
    "cc": [(mk_cc, 110, 1)],
    "bb": [(mk_bb, 100, 1)],
    "cb": [(mk_cb, 110, 8), (mk_cb_huge, 15, 1)],
    "pp": pair_makers("pp"),
    "contact": pair_makers("contact"),
    "pc": [(mk_pc, 120, 10), (mk_pc_huge, 12, 1), (mk_pc_tiny, 15, 1)],
    "sweep": [(mk_sweep_touch, 25, 4), (mk_sweep_random, 80, 4), (mk_sweep_boxes, 15, 1),
              (mk_sweep_huge, 10, 1)],
    "rayc": [(mk_rayc, 80, 6), (mk_rayc_zero, 15, 1), (mk_rayc_huge, 15, 1)],
    "rayb": [(mk_rayb, 90, 6), (mk_rayb_odd, 15, 1)],
    "rayp": [(mk_rayp, 90, 8), (mk_rayp_odd, 40, 2)],
    "ppx": [(mk_combs, 12, 2), (mk_notch, 12, 2), (mk_ppx_random, 100, 5), (mk_ppx_lattice, 40, 2),
            (mk_touch("ppx"), 25, 2), (mk_contain("ppx"), 8, 1)],
}


def late_lines(op):
    """Hand-made lines appended after the random ones (so that the lines
    drawn before them, and those other files take from them, stay)."""
    out = []
    if op == "pp":
        # A polygon with sides on the axes against a box: an exit along
        # an axis the opposite way from the best so far, and shorter
        out += ["pp 5 262144 1245184 1179648 983040 1310720 1638400 1310720 2031616 262144 1900544 4 524288 1048576 655360 1048576 655360 1966080 524288 1966080",
                "pp 5 -196608 -196608 917504 -131072 917504 917504 196608 1114112 -196608 1114112 4 262144 393216 327680 393216 327680 524288 262144 524288",
                "pp 5 262144 458752 1245184 458752 2162688 851968 1638400 1245184 589824 1245184 4 917504 851968 1507328 851968 1507328 917504 917504 917504",
                "pp 4 524288 1048576 655360 1048576 655360 1966080 524288 1966080 5 262144 1245184 1179648 983040 1310720 1638400 1310720 2031616 262144 1900544",
                "pp 4 262144 393216 327680 393216 327680 524288 262144 524288 5 -196608 -196608 917504 -131072 917504 917504 196608 1114112 -196608 1114112",
                "pp 4 917504 851968 1507328 851968 1507328 917504 917504 917504 5 262144 458752 1245184 458752 2162688 851968 1638400 1245184 589824 1245184"]
    return out


def gen_collide(rng, op, edges):
    out = []
    if not edges:
        return out
    out += fixed_lines(op)
    for (fn, calls, _) in MAKERS[op]:
        for _ in range(calls):
            out += fn(rng)
    return out + late_lines(op)


def random_query(rng, op):
    """One random query of op (fresh batches)."""
    if rng.random() < 0.01:
        return rng.choice(error_lines(op))
    makers = MAKERS[op]
    total = sum(w for (_, _, w) in makers)
    while True:
        x = rng.randrange(total)
        for (fn, _, w) in makers:
            if x < w:
                break
            x -= w
        lines = fn(rng)
        if lines:
            return rng.choice(lines)


GENERATORS = {op: (lambda op: lambda r, e: gen_collide(r, op, e))(op) for op in COLLIDE_OPS}
