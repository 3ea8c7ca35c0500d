// CMocka unit tests for fc_circle_sweep_poly (src/sweep_circle.c): a
// circle moving against a still convex polygon.
//
// Host-only test code: C99 with __int128 and a 256-bit integer of its own
// for the exact reference, long double (and libm) only for the reference
// unit normals and depths. The reference is independent of the library's
// algorithm: it never forms the grown polygon's offset edges or arcs.
// With T = k / 65536 and everything scaled by 65536 (so the center at T is
// the integer point 65536 c + k v):
//  - touched(k): the closed path prefix [0, T] comes within r of the closed
//    polygon: a prefix end within r of the polygon, a proper crossing of
//    an edge, or a polygon vertex within r of the prefix segment (the
//    nearest points of a segment and a disjoint convex polygon include a
//    vertex of one of them). Squared distances compared exactly.
//  - before(k): t_in < T. Decided from touched(k) and the exact position
//    of the center at T: strictly within r (yes), farther than r (then yes
//    iff touched(k)), or exactly at distance r, where the direction of v
//    against the nearest feature decides (entering: no; leaving: yes;
//    tangent: yes only when sliding along an edge at distance r).
// Then overlap = touched(0), will_intersect = touched(65536), and a hit's
// toi = k must satisfy !before(k) and (k = 65536 or before(k + 1)): exactly
// floor(65536 t_in). Normals are compared with long double unit vectors
// (within 1 raw per component) of the features whose contact time could
// be the first; MTVs with fc_poly_circle_mtv and a float depth.
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <inttypes.h>
#include <string.h>
#include <math.h>
#include <cmocka.h>

#include "test_rng.h"

#include "fixcol.h"

#if defined(__SIZEOF_INT128__)
__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;
#else
#  error "test_circle_sweep.c needs __int128 for its exact reference arithmetic"
#endif

#define R       FC_RANGE_RAW
#define ONE     65536
#define S       65536

// ---- 256-bit two's complement integers ------------------------------------------------

typedef struct i256 {
    uint64_t w[4];
} i256;

static i256 i256_from(i128 a)
{
    i256 r;
    uint64_t fill = a < 0 ? ~(uint64_t)0 : 0u;
    r.w[0] = (uint64_t)(u128)a;
    r.w[1] = (uint64_t)((u128)a >> 64);
    r.w[2] = fill;
    r.w[3] = fill;
    return r;
}

static i256 i256_add(i256 a, i256 b)
{
    i256 r;
    u128 carry = 0;
    int i;
    for (i = 0; i < 4; i++) {
        u128 s = (u128)a.w[i] + b.w[i] + carry;
        r.w[i] = (uint64_t)s;
        carry = s >> 64;
    }
    return r;
}

static i256 i256_neg(i256 a)
{
    i256 one = i256_from(1);
    int i;
    for (i = 0; i < 4; i++) {
        a.w[i] = ~a.w[i];
    }
    return i256_add(a, one);
}

static int i256_sign(i256 a)
{
    if (a.w[3] >> 63) {
        return -1;
    }
    return (a.w[0] | a.w[1] | a.w[2] | a.w[3]) != 0;
}

static int i256_cmp(i256 a, i256 b)
{
    return i256_sign(i256_add(a, i256_neg(b)));
}

// Exact a * b for |a|, |b| < 2^127.
static i256 i256_mul(i128 a, i128 b)
{
    u128 ua = a < 0 ? (u128)0 - (u128)a : (u128)a;
    u128 ub = b < 0 ? (u128)0 - (u128)b : (u128)b;
    uint64_t x[2], y[2];
    i256 r;
    int i, j, k;
    x[0] = (uint64_t)ua;
    x[1] = (uint64_t)(ua >> 64);
    y[0] = (uint64_t)ub;
    y[1] = (uint64_t)(ub >> 64);
    memset(&r, 0, sizeof r);
    for (i = 0; i < 2; i++) {
        for (j = 0; j < 2; j++) {
            u128 p = (u128)x[i] * y[j], s;
            k = i + j;
            s = (u128)r.w[k] + (uint64_t)p;
            r.w[k] = (uint64_t)s;
            s = (u128)r.w[k + 1] + (uint64_t)(p >> 64) + (s >> 64);
            r.w[k + 1] = (uint64_t)s;
            for (k += 2; k < 4 && (s >> 64) != 0; k++) {
                s = (u128)r.w[k] + 1u;
                r.w[k] = (uint64_t)s;
            }
        }
    }
    return ((a < 0) != (b < 0)) ? i256_neg(r) : r;
}

static int sgn128(i128 a)
{
    return (a > 0) - (a < 0);
}

// ---- the exact reference ---------------------------------------------------------------

typedef struct ref {
    int n;
    i128 px[FC_MAX_VERTS], py[FC_MAX_VERTS];   // vertices * 65536
    i128 ex[FC_MAX_VERTS], ey[FC_MAX_VERTS];   // edges (unscaled)
    i128 cx, cy;                               // center * 65536
    i128 vx, vy;                               // velocity (unscaled)
    i128 rr;                                   // r * 65536
} ref;

static void ref_init(ref *q, const fc_circle *a, const fc_poly *b, const fc_vec *v)
{
    int i;
    q->n = b->n;
    for (i = 0; i < b->n; i++) {
        int j = (i + 1) % b->n;
        q->px[i] = (i128)b->v[i].x * S;
        q->py[i] = (i128)b->v[i].y * S;
        q->ex[i] = (i128)b->v[j].x - b->v[i].x;
        q->ey[i] = (i128)b->v[j].y - b->v[i].y;
    }
    q->cx = (i128)a->c.x * S;
    q->cy = (i128)a->c.y * S;
    q->vx = v->x;
    q->vy = v->y;
    q->rr = (i128)a->r * S;
}

// n_j . (X - P_j), n_j = (e.y, -e.x): > 0 outside edge j's line.
static i128 ref_side(const ref *q, int j, i128 x, i128 y)
{
    return q->ey[j] * (x - q->px[j]) - q->ex[j] * (y - q->py[j]);
}

static int ref_inside(const ref *q, i128 x, i128 y, int strict)
{
    int j;
    for (j = 0; j < q->n; j++) {
        i128 s = ref_side(q, j, x, y);
        if (s > 0 || (strict && s == 0)) {
            return 0;
        }
    }
    return 1;
}

// sign(dist(X, edge segment j)^2 - rr^2).
static int ref_seg_cmp(const ref *q, int j, i128 x, i128 y)
{
    int k = (j + 1) % q->n;
    i128 dx = x - q->px[j], dy = y - q->py[j];
    i128 proj = q->ex[j] * dx + q->ey[j] * dy;
    i128 len = (q->ex[j] * q->ex[j] + q->ey[j] * q->ey[j]) * S;
    i128 s;
    if (proj <= 0) {
        return sgn128(dx * dx + dy * dy - q->rr * q->rr);
    }
    if (proj >= len) {
        dx = x - q->px[k];
        dy = y - q->py[k];
        return sgn128(dx * dx + dy * dy - q->rr * q->rr);
    }
    s = ref_side(q, j, x, y);
    return i256_cmp(i256_mul(s, s), i256_mul(q->rr * q->rr, q->ex[j] * q->ex[j] + q->ey[j] * q->ey[j]));
}

// sign(dist(X, polygon) - rr), the polygon closed (distance 0 inside).
static int ref_dist_cmp(const ref *q, i128 x, i128 y)
{
    int j, best = 1;
    if (ref_inside(q, x, y, 0)) {
        return q->rr > 0 ? -1 : 0;
    }
    for (j = 0; j < q->n; j++) {
        int c = ref_seg_cmp(q, j, x, y);
        if (c < best) {
            best = c;
        }
    }
    return best;
}

static i128 orient(i128 ax, i128 ay, i128 bx, i128 by, i128 cx, i128 cy)
{
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

// The closed path prefix [0, k / 65536] touches the grown polygon.
static int ref_touched(const ref *q, int32_t k)
{
    i128 ex = q->cx + k * q->vx, ey = q->cy + k * q->vy;
    i128 dx = ex - q->cx, dy = ey - q->cy, dd = dx * dx + dy * dy;
    int i;
    if (ref_dist_cmp(q, q->cx, q->cy) <= 0 || ref_dist_cmp(q, ex, ey) <= 0) {
        return 1;
    }
    for (i = 0; i < q->n; i++) {
        int j = (i + 1) % q->n;
        int o1 = sgn128(orient(q->cx, q->cy, ex, ey, q->px[i], q->py[i]));
        int o2 = sgn128(orient(q->cx, q->cy, ex, ey, q->px[j], q->py[j]));
        int o3 = sgn128(orient(q->px[i], q->py[i], q->px[j], q->py[j], q->cx, q->cy));
        int o4 = sgn128(orient(q->px[i], q->py[i], q->px[j], q->py[j], ex, ey));
        if (o1 * o2 < 0 && o3 * o4 < 0) {
            return 1;
        }
    }
    if (dd == 0) {
        return 0;
    }
    for (i = 0; i < q->n; i++) {
        i128 wx = q->px[i] - q->cx, wy = q->py[i] - q->cy;
        i128 proj = wx * dx + wy * dy, cr = dx * wy - dy * wx;
        if (proj > 0 && proj < dd
            && i256_cmp(i256_mul(cr, cr), i256_mul(q->rr * q->rr, dd)) <= 0) {
            return 1;
        }
    }
    return 0;
}

// t_in < k / 65536 (the path touched before that time).
static int ref_before(const ref *q, int32_t k)
{
    i128 ex = q->cx + k * q->vx, ey = q->cy + k * q->vy;
    int j, c, sv = 2;
    if (!ref_touched(q, k)) {
        return 0;
    }
    if (q->rr == 0) {
        if (ref_inside(q, ex, ey, 1)) {
            return 1;
        }
        if (!ref_inside(q, ex, ey, 0)) {
            return 1;   // touched and left
        }
        // On the boundary: just before, inside iff -v enters every edge
        // line through the point.
        for (j = 0; j < q->n; j++) {
            if (ref_side(q, j, ex, ey) == 0 && q->ey[j] * q->vx - q->ex[j] * q->vy < 0) {
                return 0;
            }
        }
        return 1;
    }
    c = ref_dist_cmp(q, ex, ey);
    if (c != 0) {
        return 1;   // strictly within r, or touched and left
    }
    // Exactly at distance r: the direction from the nearest point.
    for (j = 0; j < q->n && sv == 2; j++) {
        i128 s = ref_side(q, j, ex, ey);
        i128 proj = q->ex[j] * (ex - q->px[j]) + q->ey[j] * (ey - q->py[j]);
        i128 len = (q->ex[j] * q->ex[j] + q->ey[j] * q->ey[j]) * S;
        if (s > 0 && proj >= 0 && proj <= len
            && i256_cmp(i256_mul(s, s), i256_mul(q->rr * q->rr, len / S)) == 0) {
            sv = sgn128(q->ey[j] * q->vx - q->ex[j] * q->vy);
        }
    }
    for (j = 0; j < q->n && sv == 2; j++) {
        i128 dx = ex - q->px[j], dy = ey - q->py[j];
        if (dx * dx + dy * dy == q->rr * q->rr) {
            sv = sgn128(dx * q->vx + dy * q->vy);
        }
    }
    assert_true(sv != 2);
    if (sv != 0) {
        return sv > 0;
    }
    // Tangent: touched before only when sliding along an edge at distance r.
    for (j = 0; j < q->n; j++) {
        i128 s = ref_side(q, j, ex, ey);
        i128 proj = q->ex[j] * (ex - q->px[j]) + q->ey[j] * (ey - q->py[j]);
        i128 len = (q->ex[j] * q->ex[j] + q->ey[j] * q->ey[j]) * S;
        i128 ev = q->ex[j] * q->vx + q->ey[j] * q->vy;
        if (s > 0 && q->ey[j] * q->vx - q->ex[j] * q->vy == 0
            && i256_cmp(i256_mul(s, s), i256_mul(q->rr * q->rr, len / S)) == 0
            && ((ev > 0 && proj > 0 && proj <= len) || (ev < 0 && proj < len && proj >= 0))) {
            return 1;
        }
    }
    return 0;
}

// ---- float reference for normals --------------------------------------------------------

typedef struct cand {
    long double t, err, nx, ny;
} cand;

// Candidate first contacts (vertex circles and offset edges), with loose
// inclusion: a normal is accepted when it matches a candidate that could
// be the earliest.
static int ref_normal_ok(const fc_circle *a, const fc_poly *b, const fc_vec *v, const fc_vec *nrm)
{
    cand c[2 * FC_MAX_VERTS];
    int nc = 0, i;
    long double vx = v->x, vy = v->y, r = a->r, best = 1e30L;
    long double vl = sqrtl(vx * vx + vy * vy);
    for (i = 0; i < b->n; i++) {
        int j = (i + 1) % b->n;
        i128 wx = (i128)a->c.x - b->v[i].x, wy = (i128)a->c.y - b->v[i].y;
        i128 A = (i128)v->x * v->x + (i128)v->y * v->y;
        i128 B = -(wx * v->x + wy * v->y);
        i128 C = wx * wx + wy * wy - (i128)a->r * a->r;
        i128 X = (i128)v->x * wy - (i128)v->y * wx;
        i128 D = A * a->r * a->r - X * X;
        long double ex = (long double)b->v[j].x - b->v[i].x, ey = (long double)b->v[j].y - b->v[i].y;
        long double el = sqrtl(ex * ex + ey * ey);
        long double s0 = ey * (long double)wx - ex * (long double)wy;
        long double sv = ey * vx - ex * vy;
        if (A > 0 && B > 0 && D >= 0 && C >= 0) {
            long double rd = sqrtl((long double)D);
            long double t = (long double)C / ((long double)B + rd);
            if (t <= 1.0L + 1e-12L) {
                c[nc].t = t;
                c[nc].err = 1e-15L * (t + 1e-3L);
                if (a->r == 0) {
                    c[nc].nx = -vx / vl;
                    c[nc].ny = -vy / vl;
                } else {
                    long double den = (long double)A * r;
                    c[nc].nx = (-(long double)X * vy - rd * vx) / den;
                    c[nc].ny = ((long double)X * vx - rd * vy) / den;
                }
                nc++;
            }
        }
        if (sv < 0) {
            long double qq = -sv, num = s0 - r * el, t = num / qq;
            long double err = (fabsl(s0) + r * el) * 1e-17L / qq + 1e-15L;
            long double px = (long double)a->c.x + t * vx, py = (long double)a->c.y + t * vy;
            long double u = (ex * (px - b->v[i].x) + ey * (py - b->v[i].y)) / (el * el);
            long double uerr = err * vl / el + 1e-9L;
            if (t >= -err && t <= 1.0L + err && u >= -uerr && u <= 1.0L + uerr) {
                c[nc].t = t;
                c[nc].err = err;
                c[nc].nx = ey / el;
                c[nc].ny = -ex / el;
                nc++;
            }
        }
    }
    for (i = 0; i < nc; i++) {
        if (c[i].t + c[i].err < best) {
            best = c[i].t + c[i].err;
        }
    }
    for (i = 0; i < nc; i++) {
        if (c[i].t - c[i].err <= best
            && fabsl((long double)nrm->x - 65536.0L * c[i].nx) <= 1.01L
            && fabsl((long double)nrm->y - 65536.0L * c[i].ny) <= 1.01L) {
            return 1;
        }
    }
    return 0;
}

// Exact-ish depth of the circle into the polygon (float): r - dist outside,
// r + distance to the nearest edge line inside.
static long double ref_depth(const fc_circle *a, const fc_poly *b)
{
    long double best = 1e30L, inside = 1e30L;
    int i, in = 1;
    for (i = 0; i < b->n; i++) {
        int j = (i + 1) % b->n;
        long double ex = (long double)b->v[j].x - b->v[i].x, ey = (long double)b->v[j].y - b->v[i].y;
        long double wx = (long double)a->c.x - b->v[i].x, wy = (long double)a->c.y - b->v[i].y;
        long double el2 = ex * ex + ey * ey, u = (ex * wx + ey * wy) / el2, d;
        long double s = (ey * wx - ex * wy) / sqrtl(el2);
        if (s > 0) {
            in = 0;
        }
        if (-s < inside) {
            inside = -s;
        }
        if (u < 0) {
            u = 0;
        } else if (u > 1) {
            u = 1;
        }
        d = sqrtl((wx - u * ex) * (wx - u * ex) + (wy - u * ey) * (wy - u * ey));
        if (d < best) {
            best = d;
        }
    }
    return in ? (long double)a->r + inside : (long double)a->r - best;
}

// ---- checking one query -------------------------------------------------------------------

static long cases_run, cases_hit, cases_overlap, cases_exact_t;

static void dump_case(const fc_circle *a, const fc_poly *b, const fc_vec *v)
{
    int i;
    print_error("circle %" PRId32 " %" PRId32 " r %" PRId32 " v %" PRId32 " %" PRId32 " poly %d:",
                a->c.x, a->c.y, a->r, v->x, v->y, b->n);
    for (i = 0; i < b->n; i++) {
        print_error(" %" PRId32 " %" PRId32, b->v[i].x, b->v[i].y);
    }
    print_error("\n");
}

static void check_mtv(const fc_circle *c, const fc_poly *b, const fc_mtv *m, int touching)
{
    fc_mtv pm;
    long double dep, tol;
    int rc = fc_poly_circle_mtv(b, c, &pm);
    assert_int_equal(rc, touching);
    if (!touching) {
        assert_int_equal(m->depth, 0);
        assert_int_equal(m->normal.x, 0);
        assert_int_equal(m->normal.y, 0);
        return;
    }
    assert_int_equal(m->depth, pm.depth);
    assert_int_equal(m->normal.x, -pm.normal.x);
    assert_int_equal(m->normal.y, -pm.normal.y);
    dep = ref_depth(c, b);
    tol = 2.0L + fabsl(dep) / 16384.0L;
    assert_true(fabsl((long double)m->depth - dep) <= tol);
}

// Runs the query and checks everything against the reference; returns
// the result code.
static int check_case(const fc_circle *a, const fc_poly *b, const fc_vec *v)
{
    fc_sweep s;
    ref q;
    fc_circle end;
    int rc, touch0, will;
    rc = fc_circle_sweep_poly(a, b, v, &s);
    ref_init(&q, a, b, v);
    touch0 = ref_touched(&q, 0);
    will = ref_touched(&q, ONE);
    cases_run++;
    if (rc != (touch0 ? FC_SWEEP_OVERLAP : will ? FC_SWEEP_HIT : FC_SWEEP_MISS)
        || s.intersect != touch0 || s.will_intersect != (touch0 || will)) {
        dump_case(a, b, v);
        fail_msg("rc %d intersect %d will %d; reference touch0 %d will %d", rc, s.intersect,
                 s.will_intersect, touch0, will);
    }
    check_mtv(a, b, &s.start, touch0);
    end.c.x = a->c.x + v->x;
    end.c.y = a->c.y + v->y;
    end.r = a->r;
    if (FC_IN_RANGE(end.c.x) && FC_IN_RANGE(end.c.y)) {
        check_mtv(&end, b, &s.end, ref_dist_cmp(&q, q.cx + ONE * q.vx, q.cy + ONE * q.vy) <= 0);
    } else {
        assert_int_equal(s.end.depth, 0);
        assert_int_equal(s.end.normal.x, 0);
        assert_int_equal(s.end.normal.y, 0);
    }
    if (touch0) {
        cases_overlap++;
        assert_int_equal(s.toi, 0);
        assert_int_equal(s.normal.x, s.start.normal.x);
        assert_int_equal(s.normal.y, s.start.normal.y);
        return rc;
    }
    if (!will) {
        assert_int_equal(s.toi, 0);
        assert_int_equal(s.normal.x, 0);
        assert_int_equal(s.normal.y, 0);
        return rc;
    }
    cases_hit++;
    if (s.toi < 0 || s.toi > ONE || ref_before(&q, s.toi)
        || (s.toi < ONE && !ref_before(&q, s.toi + 1))) {
        dump_case(a, b, v);
        fail_msg("toi %" PRId32 " is not floor(65536 t_in)", s.toi);
    }
    if (ref_touched(&q, s.toi)) {
        cases_exact_t++;   // t_in is exactly toi / 65536
    }
    if (!ref_normal_ok(a, b, v, &s.normal)) {
        dump_case(a, b, v);
        fail_msg("normal %" PRId32 " %" PRId32 " toi %" PRId32, s.normal.x, s.normal.y, s.toi);
    }
    return rc;
}

// ---- shapes ----------------------------------------------------------------------------------

static fc_vec mkv(int32_t x, int32_t y)
{
    fc_vec v;
    v.x = x;
    v.y = y;
    return v;
}

static fc_circle mkcircle(int32_t x, int32_t y, int32_t r)
{
    fc_circle c;
    c.c = mkv(x, y);
    c.r = r;
    return c;
}

static void build(fc_poly *p, const fc_vec *pts, int n)
{
    int rc = fc_poly_build(pts, n, p);
    if (rc != FC_OK) {
        fail_msg("fc_poly_build: %d", rc);
    }
}

static void mkbox(fc_poly *p, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    fc_vec pts[4];
    pts[0] = mkv(x0, y0);
    pts[1] = mkv(x1, y0);
    pts[2] = mkv(x1, y1);
    pts[3] = mkv(x0, y1);
    build(p, pts, 4);
}

static int expect(const fc_circle *a, const fc_poly *b, const fc_vec *v, int want_rc,
                  int32_t want_toi, long double nx, long double ny)
{
    fc_sweep s;
    int rc = check_case(a, b, v);
    assert_int_equal(rc, want_rc);
    assert_int_equal(fc_circle_sweep_poly(a, b, v, &s), rc);
    if (want_toi >= 0) {
        assert_int_equal(s.toi, want_toi);
    }
    if (nx != 0 || ny != 0) {
        long double l = sqrtl(nx * nx + ny * ny);
        if (fabsl((long double)s.normal.x - 65536.0L * nx / l) > 1.0L
            || fabsl((long double)s.normal.y - 65536.0L * ny / l) > 1.0L) {
            fail_msg("normal %" PRId32 " %" PRId32, s.normal.x, s.normal.y);
        }
    }
    return rc;
}

// ---- tests ------------------------------------------------------------------------------------

static void test_errors(void **state)
{
    fc_poly b, bad;
    fc_circle a = mkcircle(20 * ONE, 5 * ONE, 2 * ONE), c;
    fc_vec v = mkv(-16 * ONE, 0), w;
    fc_sweep s, sent;
    (void)state;
    mkbox(&b, 0, 0, 10 * ONE, 10 * ONE);
    memset(&sent, 0xA5, sizeof sent);
#define ERR(call, code) do { s = sent; assert_int_equal((call), (code)); \
        assert_memory_equal(&s, &sent, sizeof s); } while (0)
    ERR(fc_circle_sweep_poly(NULL, &b, &v, &s), FC_ERR_NULL);
    ERR(fc_circle_sweep_poly(&a, NULL, &v, &s), FC_ERR_NULL);
    ERR(fc_circle_sweep_poly(&a, &b, NULL, &s), FC_ERR_NULL);
    assert_int_equal(fc_circle_sweep_poly(&a, &b, &v, NULL), FC_ERR_NULL);
    c = a;
    c.r = -1;
    ERR(fc_circle_sweep_poly(&c, &b, &v, &s), FC_ERR_INVALID);
    c = a;
    c.r = R + 1;
    ERR(fc_circle_sweep_poly(&c, &b, &v, &s), FC_ERR_RANGE);
    c = a;
    c.c.x = R + 1;
    ERR(fc_circle_sweep_poly(&c, &b, &v, &s), FC_ERR_RANGE);
    c = a;
    c.c.y = -R - 1;
    ERR(fc_circle_sweep_poly(&c, &b, &v, &s), FC_ERR_RANGE);
    w = mkv(R + 1, 0);
    ERR(fc_circle_sweep_poly(&a, &b, &w, &s), FC_ERR_RANGE);
    w = mkv(0, -R - 1);
    ERR(fc_circle_sweep_poly(&a, &b, &w, &s), FC_ERR_RANGE);
    bad = b;
    bad.n = 2;
    ERR(fc_circle_sweep_poly(&a, &bad, &v, &s), FC_ERR_COUNT);
    bad.n = FC_MAX_VERTS + 1;
    ERR(fc_circle_sweep_poly(&a, &bad, &v, &s), FC_ERR_COUNT);
    // Corrupted structs: trusted (shapes.h), so any answer, but defined.
    bad = b;
    bad.v[1].x = R + 1;
    assert_true(fc_poly_check(&bad) < 0);
    (void)fc_circle_sweep_poly(&a, &bad, &v, &s);
    bad = b;
    bad.normal[2] = mkv(0, 0);
    assert_true(fc_poly_check(&bad) < 0);
    (void)fc_circle_sweep_poly(&a, &bad, &v, &s);
    bad.nlen[1] = 0u;
    bad.nshift[0] = 99u;
    bad.v[0].x = INT32_MIN;
    (void)fc_circle_sweep_poly(&a, &bad, &v, &s);
    bad = b;
    bad.convex = 0;
    ERR(fc_circle_sweep_poly(&a, &bad, &v, &s), FC_ERR_CONCAVE);
    // Extremes are accepted.
    c = mkcircle(R, -R, R);
    w = mkv(-R, R);
    assert_true(fc_circle_sweep_poly(&c, &b, &w, &s) >= 0);
#undef ERR
}

// A corrupted table with a vertex repeated (queries trust the vertices;
// only zero or out-of-range normals are refused): the triangle (0, 0),
// (4, 0), (0, 4) with vertex 2 moved onto vertex 0. A point (r = 0)
// moving along y = 0 from (-4, 0) to (8, 0) crosses no edge inwards (both
// real edges lie on its path, the third has length 0) and reaches vertex
// 0 and its copy, vertex 2, at the same t = 1/3: a tie on the floor of
// the time, which a zero radius settles at once (every hit passes through
// the vertex), and the normal is -v / |v|. Start and end lie outside the
// table's box: zero MTVs.
static void test_corrupted_repeated_vertex(void **state)
{
    static const fc_vec pts[3] = { { 0, 0 }, { 4 * ONE, 0 }, { 0, 4 * ONE } };
    fc_poly b;
    fc_circle a = mkcircle(-4 * ONE, 0, 0);
    fc_vec v = mkv(12 * ONE, 0);
    fc_sweep s;
    (void)state;
    build(&b, pts, 3);
    b.v[2] = b.v[0];
    memset(&s, 0xA5, sizeof s);
    assert_int_equal(fc_circle_sweep_poly(&a, &b, &v, &s), FC_SWEEP_HIT);
    assert_int_equal(s.intersect, 0);
    assert_int_equal(s.will_intersect, 1);
    assert_int_equal(s.toi, 21845);   // floor(65536 / 3)
    assert_int_equal(s.normal.x, -ONE);
    assert_int_equal(s.normal.y, 0);
    assert_int_equal(s.start.normal.x, 0);
    assert_int_equal(s.start.normal.y, 0);
    assert_int_equal(s.start.depth, 0);
    assert_int_equal(s.end.normal.x, 0);
    assert_int_equal(s.end.normal.y, 0);
    assert_int_equal(s.end.depth, 0);
}

static void test_hand_cases(void **state)
{
    fc_poly box, tri;
    fc_circle a;
    fc_vec v, pts[3];
    fc_sweep s;
    int32_t k;
    (void)state;
    mkbox(&box, 0, 0, 10 * ONE, 10 * ONE);

    // Face on: center x 20 -> 12 at t = 1/2.
    a = mkcircle(20 * ONE, 5 * ONE, 2 * ONE);
    v = mkv(-16 * ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 32768, 1, 0);
    // The same from below and at an angle.
    a = mkcircle(5 * ONE, -10 * ONE, 2 * ONE);
    v = mkv(3 * ONE, 16 * ONE);
    expect(&a, &box, &v, FC_SWEEP_HIT, 32768, 0, -1);

    // A vertex: (20, 20) towards (10, 10), r = 2: t = 1 - sqrt(2) / 10.
    a = mkcircle(20 * ONE, 20 * ONE, 2 * ONE);
    v = mkv(-10 * ONE, -10 * ONE);
    k = (int32_t)floorl(65536.0L * (1.0L - sqrtl(2.0L) / 10.0L));
    expect(&a, &box, &v, FC_SWEEP_HIT, k, 1, 1);

    // Exact vertex graze: the path 4y - 3x = 25 passes at exactly r = 5
    // from the vertex (0, 0), closest at (-3, 4) when t = 1/2.
    pts[0] = mkv(0, 0);
    pts[1] = mkv(2 * ONE, -10 * ONE);
    pts[2] = mkv(10 * ONE, -2 * ONE);
    build(&tri, pts, 3);
    a = mkcircle(-11 * ONE, -2 * ONE, 5 * ONE);
    v = mkv(16 * ONE, 12 * ONE);
    expect(&a, &tri, &v, FC_SWEEP_HIT, 32768, -3, 4);
    // 1 raw farther: a miss; 1 raw nearer: a hit a little earlier.
    a.c.x -= 1;
    expect(&a, &tri, &v, FC_SWEEP_MISS, 0, 0, 0);
    a.c.x += 2;
    assert_int_equal(check_case(&a, &tri, &v), FC_SWEEP_HIT);
    assert_int_equal(fc_circle_sweep_poly(&a, &tri, &v, &s), FC_SWEEP_HIT);
    assert_true(s.toi < 32768 && s.toi > 32000);
    // The same at full scale (x 2^8: coordinates up to 2^28) and tiny (raw).
    pts[1] = mkv(2 << 24, -(10 << 24));
    pts[2] = mkv(10 << 24, -(2 << 24));
    build(&tri, pts, 3);
    a = mkcircle(-(11 << 24), -(2 << 24), 5 << 24);
    v = mkv(16 << 24, 12 << 24);
    expect(&a, &tri, &v, FC_SWEEP_HIT, 32768, -3, 4);
    pts[1] = mkv(2, -10);
    pts[2] = mkv(10, -2);
    build(&tri, pts, 3);
    a = mkcircle(-11, -2, 5);
    v = mkv(16, 12);
    expect(&a, &tri, &v, FC_SWEEP_HIT, 32768, -3, 4);

    // Grazing an edge: sliding along the top at exactly r; the contact
    // begins at the corner, t = 1/4, pointing up.
    a = mkcircle(20 * ONE, 13 * ONE, 3 * ONE);
    v = mkv(-40 * ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 16384, 0, 1);
    a.c.y += 1;
    expect(&a, &box, &v, FC_SWEEP_MISS, 0, 0, 0);
    // Sliding down the right side.
    a = mkcircle(13 * ONE, 20 * ONE, 3 * ONE);
    v = mkv(0, -40 * ONE);
    expect(&a, &box, &v, FC_SWEEP_HIT, 16384, 1, 0);

    // Touching exactly at t = 1, 1 raw short, 1 raw past.
    a = mkcircle(20 * ONE, 5 * ONE, 2 * ONE);
    v = mkv(-8 * ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, ONE, 1, 0);
    v.x += 1;
    expect(&a, &box, &v, FC_SWEEP_MISS, 0, 0, 0);
    v.x -= 2;
    expect(&a, &box, &v, FC_SWEEP_HIT, ONE - 1, 1, 0);
    // ... and at a vertex exactly at t = 1 (center ends at (13, 14), 5 from (10, 10)).
    a = mkcircle(13 * ONE, 30 * ONE, 5 * ONE);
    v = mkv(0, -16 * ONE);
    expect(&a, &box, &v, FC_SWEEP_HIT, ONE, 3, 4);

    // Starting in touch and overlapping.
    a = mkcircle(12 * ONE, 5 * ONE, 2 * ONE);
    v = mkv(ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_OVERLAP, 0, 1, 0);
    assert_int_equal(fc_circle_sweep_poly(&a, &box, &v, &s), FC_SWEEP_OVERLAP);
    assert_int_equal(s.start.depth, 0);
    assert_int_equal(s.end.depth, 0);   // moved away
    a = mkcircle(11 * ONE, 5 * ONE, 2 * ONE);
    expect(&a, &box, &v, FC_SWEEP_OVERLAP, 0, 1, 0);
    assert_int_equal(fc_circle_sweep_poly(&a, &box, &v, &s), FC_SWEEP_OVERLAP);
    assert_true(s.start.depth >= ONE - 2 && s.start.depth <= ONE + 2);
    a = mkcircle(5 * ONE, 3 * ONE, ONE);        // inside: out through the bottom
    expect(&a, &box, &v, FC_SWEEP_OVERLAP, 0, 0, -1);
    assert_int_equal(fc_circle_sweep_poly(&a, &box, &v, &s), FC_SWEEP_OVERLAP);
    assert_true(s.start.depth >= 4 * ONE - 2 && s.start.depth <= 4 * ONE + 2);

    // Zero velocity: apart, touching.
    a = mkcircle(20 * ONE, 5 * ONE, 2 * ONE);
    v = mkv(0, 0);
    expect(&a, &box, &v, FC_SWEEP_MISS, 0, 0, 0);
    a = mkcircle(12 * ONE, 5 * ONE, 2 * ONE);
    expect(&a, &box, &v, FC_SWEEP_OVERLAP, 0, 1, 0);
    // Moving away; passing by; passing through (the end is apart again).
    a = mkcircle(20 * ONE, 5 * ONE, 2 * ONE);
    v = mkv(16 * ONE, 3 * ONE);
    expect(&a, &box, &v, FC_SWEEP_MISS, 0, 0, 0);
    v = mkv(-16 * ONE, 20 * ONE);
    expect(&a, &box, &v, FC_SWEEP_MISS, 0, 0, 0);
    v = mkv(-40 * ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 13107, 1, 0);   // floor(65536 8/40)
    // The end overlapping: the push back out.
    v = mkv(-9 * ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 58254, 1, 0);   // floor(65536 8/9)
    assert_int_equal(fc_circle_sweep_poly(&a, &box, &v, &s), FC_SWEEP_HIT);
    assert_true(s.end.depth >= ONE - 2 && s.end.depth <= ONE + 2 && s.end.normal.x == ONE);

    // Zero radius: a point.
    a = mkcircle(20 * ONE, 5 * ONE, 0);
    v = mkv(-20 * ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 32768, 1, 0);
    a = mkcircle(20 * ONE, 20 * ONE, 0);         // through the corner (10, 10)
    v = mkv(-20 * ONE, -20 * ONE);
    expect(&a, &box, &v, FC_SWEEP_HIT, 32768, 0, 0);
    a = mkcircle(20 * ONE, 0, 0);                // along the bottom edge
    v = mkv(-20 * ONE, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 32768, 0, 0);

    // Huge: the whole range.
    mkbox(&box, -R, -R, -R / 2, -R / 2);
    a = mkcircle(R, R, R / 4);
    v = mkv(-R, -R);
    expect(&a, &box, &v, FC_SWEEP_MISS, 0, 0, 0);
    a = mkcircle(R, R / 4 * 3 - R / 4, R / 4);   // the end touches at t = 1
    v = mkv(-R, -R);
    check_case(&a, &box, &v);
    a = mkcircle(R / 2, R / 2, R / 2);
    v = mkv(-R, -R);
    expect(&a, &box, &v, FC_SWEEP_HIT, -1, 1, 1);
    a = mkcircle(R, R, 0);                       // end out of range: end MTV zero
    mkbox(&box, -R, -R, R, R);
    v = mkv(R, R);
    expect(&a, &box, &v, FC_SWEEP_OVERLAP, 0, 0, 0);
    a = mkcircle(R, 0, R);
    mkbox(&box, -R, -R, -R + 1, -R + 1);
    v = mkv(-R, R);
    check_case(&a, &box, &v);

    // Sliding past a 1-raw box at distance r: both tangent points fall in
    // the same 1/65536 of the move; the earlier one is the contact.
    mkbox(&box, 0, 0, 1, 1);
    a = mkcircle((1 << 27) + 3, 1025, 1024);
    v = mkv(-(1 << 28), 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 32768, 0, 1);
    a = mkcircle(-(1 << 27) - 2, 1025, 1024);
    v = mkv(1 << 28, 0);
    expect(&a, &box, &v, FC_SWEEP_HIT, 32768, 0, 1);

    // Tiny: a 1-raw triangle.
    pts[0] = mkv(0, 0);
    pts[1] = mkv(1, 0);
    pts[2] = mkv(0, 1);
    build(&tri, pts, 3);
    a = mkcircle(3, 3, 1);
    v = mkv(-3, -3);
    check_case(&a, &tri, &v);
    a = mkcircle(5, 0, 0);
    v = mkv(-8, 0);
    expect(&a, &tri, &v, FC_SWEEP_HIT, 32768, 0, 0);
}

// Random shapes: triangles, boxes, rounded regular-ish polygons.
static int random_poly(fc_poly *p, int32_t scale, int32_t ox, int32_t oy)
{
    fc_vec pts[FC_MAX_VERTS];
    int kind = (int)(rng32() % 3u), n, i;
    if (kind == 0) {
        n = 3;
        for (i = 0; i < 3; i++) {
            pts[i] = mkv(ox + rnd_between(-scale, scale), oy + rnd_between(-scale, scale));
        }
    } else if (kind == 1) {
        int32_t w = rnd_between(1, scale), h = rnd_between(1, scale);
        n = 4;
        pts[0] = mkv(ox - w, oy - h);
        pts[1] = mkv(ox + w, oy - h);
        pts[2] = mkv(ox + w, oy + h);
        pts[3] = mkv(ox - w, oy + h);
    } else {
        long double ang[FC_MAX_VERTS], tmp, rx = scale * (0.3 + 0.7 * rnd01()), ry = scale * (0.3 + 0.7 * rnd01());
        int j;
        n = 3 + (int)(rng32() % (uint32_t)(FC_MAX_VERTS - 2));
        for (i = 0; i < n; i++) {
            ang[i] = 2.0L * 3.14159265358979323846L * rnd01();
        }
        for (i = 1; i < n; i++) {
            for (j = i; j > 0 && ang[j - 1] > ang[j]; j--) {
                tmp = ang[j];
                ang[j] = ang[j - 1];
                ang[j - 1] = tmp;
            }
        }
        for (i = 0; i < n; i++) {
            pts[i] = mkv(ox + (int32_t)lrintl(rx * cosl(ang[i])), oy + (int32_t)lrintl(ry * sinl(ang[i])));
        }
    }
    return fc_poly_build(pts, n, p) == FC_OK && p->convex;
}

static int32_t clampr(int64_t x)
{
    return x > R ? R : (x < -R ? -R : (int32_t)x);
}

static void test_random(void **state)
{
    fc_poly b;
    fc_circle a;
    fc_vec v;
    int it;
    long hits0 = cases_hit;
    (void)state;
    rng_seed(0xC1C5EEu);
    for (it = 0; it < 12000; it++) {
        int bits = 2 + (int)(rng32() % 27u);
        int32_t scale = (int32_t)1 << bits, lim = R - scale, ox, oy, tx, ty, r;
        long double ang = 6.283185307179586L * rnd01(), dist, f;
        ox = rnd_between(-lim, lim);
        oy = rnd_between(-lim, lim);
        if (!random_poly(&b, scale, ox, oy)) {
            continue;
        }
        r = (rng32() % 8u) == 0 ? 0 : rnd_between(0, (int32_t)1 << (int)(rng32() % (uint32_t)(bits + 1)));
        dist = scale * 4.0L * rnd01();
        a = mkcircle(clampr(ox + (int64_t)(dist * cosl(ang))), clampr(oy + (int64_t)(dist * sinl(ang))), r);
        tx = clampr(ox + (int64_t)rnd_between(-scale, scale));
        ty = clampr(oy + (int64_t)rnd_between(-scale, scale));
        f = 0.2L + 1.6L * rnd01();
        v = mkv(clampr((int64_t)(f * ((long double)tx - a.c.x))), clampr((int64_t)(f * ((long double)ty - a.c.y))));
        if (rng32() % 16u == 0) {
            v = mkv(rnd_between(-R, R), rnd_between(-R, R));
        }
        check_case(&a, &b, &v);
    }
    assert_true(cases_hit - hits0 > 3000);
}

// Small integer grids scaled by a power of two: exact tangencies, slides
// along edges and contact times at exact multiples of 1 / 65536 abound.
static void test_grid(void **state)
{
    static const int32_t dirs[][2] = {
        { 1, 0 }, { 0, 1 }, { 1, 1 }, { 3, 4 }, { 4, 3 }, { 5, 12 }, { 12, 5 }, { 8, 6 }, { 2, 1 }, { 1, 2 }
    };
    fc_poly b;
    fc_circle a;
    fc_vec v, pts[4];
    int it, n, i, nd = (int)(sizeof dirs / sizeof dirs[0]);
    long exact0 = cases_exact_t, hits0 = cases_hit;
    (void)state;
    rng_seed(0x6121Du);
    for (it = 0; it < 30000; it++) {
        int sh = (int)(rng32() % 24u);
        int32_t m = (int32_t)1 << sh;
        n = (rng32() & 1u) ? 3 : 4;
        if (n == 4) {
            int32_t x0 = rnd_between(-6, 5), y0 = rnd_between(-6, 5);
            int32_t x1 = rnd_between(x0 + 1, 6), y1 = rnd_between(y0 + 1, 6);
            pts[0] = mkv(x0 * m, y0 * m);
            pts[1] = mkv(x1 * m, y0 * m);
            pts[2] = mkv(x1 * m, y1 * m);
            pts[3] = mkv(x0 * m, y1 * m);
        } else {
            for (i = 0; i < 3; i++) {
                pts[i] = mkv(rnd_between(-6, 6) * m, rnd_between(-6, 6) * m);
            }
        }
        if (fc_poly_build(pts, n, &b) != FC_OK || !b.convex) {
            continue;
        }
        a = mkcircle(rnd_between(-12, 12) * m, rnd_between(-12, 12) * m, rnd_between(0, 5) * m);
        if (rng32() % 3u == 0) {
            // Aimed at a grid point of the polygon's box, reaching it or twice as far.
            int32_t f = rnd_between(1, 2);
            v = mkv(f * (rnd_between(b.box.min.x / m, b.box.max.x / m) * m - a.c.x),
                    f * (rnd_between(b.box.min.y / m, b.box.max.y / m) * m - a.c.y));
        } else if (rng32() & 1u) {
            const int32_t *d = dirs[rng32() % (uint32_t)nd];
            int32_t mul = rnd_between(1, 4), sx = (rng32() & 1u) ? -1 : 1, sy = (rng32() & 1u) ? -1 : 1;
            if (rng32() & 1u) {
                v = mkv(sx * d[0] * mul * m, sy * d[1] * mul * m);
            } else {
                v = mkv(sx * d[1] * mul * m, sy * d[0] * mul * m);
            }
        } else {
            v = mkv(rnd_between(-24, 24) * m, rnd_between(-24, 24) * m);
        }
        if ((rng32() % 8u) == 0) {
            v.x += rnd_between(-1, 1);
            v.y += rnd_between(-1, 1);
        }
        check_case(&a, &b, &v);
    }
    print_message("grid: %ld hits, %ld exactly at k/65536\n", cases_hit - hits0, cases_exact_t - exact0);
    assert_true(cases_exact_t - exact0 > 200);
    assert_true(cases_hit - hits0 > 4000);
}

// Tiny polygons (a few raw) passed at high speed: several vertex circles
// are reached within the same 1/65536 of the move, so the vertex that is
// really met first has to be told apart from the others exactly.
static void test_tiny_fast(void **state)
{
    fc_poly b;
    fc_circle a;
    fc_vec v, pts[FC_MAX_VERTS];
    int it, i, n;
    long hits0 = cases_hit;
    (void)state;
    rng_seed(0x7F1A5Bu);
    for (it = 0; it < 20000; it++) {
        int32_t span = rnd_between(1, 6), f;
        long double ang = 6.283185307179586L * rnd01(), dist = ldexpl(1.0L, 14 + (int)(rng32() % 15u));
        n = 3 + (int)(rng32() % 3u);
        for (i = 0; i < n; i++) {
            pts[i] = mkv(rnd_between(-span, span), rnd_between(-span, span));
        }
        if (fc_poly_build(pts, n, &b) != FC_OK || !b.convex) {
            continue;
        }
        a = mkcircle((int32_t)(dist * cosl(ang)), (int32_t)(dist * sinl(ang)), rnd_between(0, 2 * span));
        f = rnd_between(1, 2);
        v = mkv(clampr((int64_t)f * (rnd_between(-span - 2, span + 2) - a.c.x)),
                clampr((int64_t)f * (rnd_between(-span - 2, span + 2) - a.c.y)));
        check_case(&a, &b, &v);
    }
    print_message("tiny_fast: %ld hits\n", cases_hit - hits0);
    assert_true(cases_hit - hits0 > 5000);
}

// A flat box (zero width or height) has its corners in equal pairs. When
// the disks of both ends of the segment are reached in the same raw step
// of t, the contact is at the end the circle enters by, not the corner
// found first: a circle (r = 10885) passing the segment x = X, -1 <= y <= 1
// just above it touches its upper end, normal about (-65518.8, 1499.6),
// where the lower end's would be (.., 1511.7). Each case is also turned by
// a quarter (the segment lying flat, the circle coming from above), and
// run as a box against a circle (normal reversed).
static void flat_case(int32_t cx, int32_t cy, const fc_box *b, int32_t vx, int32_t vy,
                      int32_t ex, int32_t ey)
{
    fc_circle a;
    fc_vec v, nv;
    fc_sweep s;
    a = mkcircle(cx, cy, 10885);
    v = mkv(vx, vy);
    assert_int_equal(fc_circle_sweep_box(&a, b, &v, &s), FC_SWEEP_HIT);
    assert_int_equal(s.toi, 44815);
    assert_true(s.normal.x - ex <= 1 && ex - s.normal.x <= 1 && s.normal.y - ey <= 1 && ey - s.normal.y <= 1);
    nv = mkv(-vx, -vy);
    assert_int_equal(fc_box_sweep_circle(b, &a, &nv, &s), FC_SWEEP_HIT);
    assert_int_equal(s.toi, 44815);
    assert_true(s.normal.x + ex <= 1 && -ex - s.normal.x <= 1 && s.normal.y + ey <= 1 && -ey - s.normal.y <= 1);
}

static void test_flat_box_ends(void **state)
{
    fc_box b;
    (void)state;
    b.min = mkv(13834434, -1);
    b.max = mkv(13834434, 1);
    flat_case(13817898, 380, &b, 8268, -190, -65519, 1500);
    b.min = mkv(-1, 13834434);
    b.max = mkv(1, 13834434);
    flat_case(-380, 13817898, &b, 190, 8268, -1500, -65519);
}

static void test_summary(void **state)
{
    (void)state;
    print_message("circle_sweep: %ld cases checked (%ld hits, %ld overlaps, %ld exactly at k/65536)\n",
                  cases_run, cases_hit, cases_overlap, cases_exact_t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_hand_cases),
        cmocka_unit_test(test_corrupted_repeated_vertex),
        cmocka_unit_test(test_flat_box_ends),
        cmocka_unit_test(test_random),
        cmocka_unit_test(test_grid),
        cmocka_unit_test(test_tiny_fast),
        cmocka_unit_test(test_summary),
    };
    return cmocka_run_group_tests_name("circle_sweep", tests, NULL, NULL);
}
