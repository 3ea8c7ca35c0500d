// CMocka unit tests for the pair and sweep queries of include/fixcol/collide.h:
// fc_circle_circle, fc_box_box, fc_circle_box, fc_poly_poly, fc_poly_circle,
// fc_poly_box (each with its _mtv variant), fc_poly_sweep and fc_box_sweep.
//
// Host-only test code: C99, __int128 for the exact references, long double
// (and libm) only for the reference depths and unit normals and to place
// pseudo-random shapes. Every hit/miss decision is compared with an
// independent exact reference written here:
//  - polygons and boxes: the separating axis theorem over the edge normals
//    of both shapes, recomputed from the vertices, projected in 128 bits;
//  - circles: squared distances to every vertex and to every edge whose
//    foot lies strictly inside it (cross^2 <= r^2 |e|^2), in 128 bits;
//  - sweeps: the per-axis contact intervals as exact fractions, and the
//    first contact time floor(65536 t) in 128 bits.
// Depths are checked to within 2 + depth/16384 raw of the exact value and
// normals to within 1 raw per component of the exact unit vector of an
// axis achieving it (several when directions tie); moving A by the MTV
// plus a margin separates the shapes, by the MTV minus the margin does
// not. Build it twice, with -DFC_WIDE_NATIVE=1 and =0.
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <inttypes.h>
#include <string.h>
#include <math.h>
#include <cmocka.h>

#include "test_rng.h"

#include "fixcol.h"

#if defined(__SIZEOF_INT128__)
__extension__ typedef __int128 i128;
#else
#  error "test_collide.c needs __int128 for its exact reference arithmetic"
#endif

typedef long double ld;

#define R       FC_RANGE_RAW     // 536870912, the largest accepted coordinate
#define U       65536            // 1.0
#define NV      FC_MAX_VERTS
#define PI      3.14159265358979323846
#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define SENT8   0xA5             // sentinel byte for untouched outputs
#define MAXC    160              // reference MTV candidates

// ---- random helpers (test_rng.h holds the generator) --------------------------

static int one_in(uint32_t n)
{
    return rng32() % n == 0u;
}

// ---- small helpers -------------------------------------------------------------

static int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

static int in_range64(int64_t v)
{
    return v >= -(int64_t)R && v <= (int64_t)R;
}

static fc_vec mkv(int32_t x, int32_t y)
{
    fc_vec v;
    v.x = x;
    v.y = y;
    return v;
}

static fc_box mkbox(int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    fc_box b;
    b.min = mkv(x0, y0);
    b.max = mkv(x1, y1);
    return b;
}

static fc_circle mkcircle(int32_t x, int32_t y, int32_t r)
{
    fc_circle c;
    c.c = mkv(x, y);
    c.r = r;
    return c;
}

// num / den rounded to nearest, ties away from zero; den > 0.
static int64_t div_round64(int64_t num, int64_t den)
{
    int64_t q = num / den, r = num % den;
    if (2 * (r < 0 ? -r : r) >= den) {
        q += num < 0 ? -1 : 1;
    }
    return q;
}

static ld absl_(ld v)
{
    return v < 0 ? -v : v;
}

// ---- shapes under test ----------------------------------------------------------

enum { K_CIRCLE = 0, K_BOX = 1, K_POLY = 2 };

typedef struct shp {
    int kind;
    fc_circle c;
    fc_box b;
    fc_poly p;
} shp;

typedef struct tpoly {
    int n;
    fc_vec p[NV];
} tpoly;

static void check_sweep_pair(const shp *a, const shp *b, int32_t vx, int32_t vy);

static void dump_pts(const char *what, const fc_vec *p, int n)
{
    int i;
    print_error("%s: poly %d", what, n);
    for (i = 0; i < n && i < NV; i++) {
        print_error(" %" PRId32 " %" PRId32, p[i].x, p[i].y);
    }
    print_error("\n");
}

static void dump_shp(const char *what, const shp *s)
{
    switch (s->kind) {
    case K_CIRCLE:
        print_error("%s: circle %" PRId32 " %" PRId32 " %" PRId32 "\n", what, s->c.c.x, s->c.c.y, s->c.r);
        break;
    case K_BOX:
        print_error("%s: box %" PRId32 " %" PRId32 " %" PRId32 " %" PRId32 "\n", what, s->b.min.x,
                    s->b.min.y, s->b.max.x, s->b.max.y);
        break;
    default:
        dump_pts(what, s->p.v, s->p.n);
        break;
    }
}

static void dump_mtv(const char *what, const fc_mtv *m)
{
    print_error("%s: depth %" PRId32 " normal %" PRId32 " %" PRId32 "\n", what, m->depth, m->normal.x,
                m->normal.y);
}

// Fails with both shapes printed when cond does not hold.
#define CHECK2(cond, a, b)                                         \
    do {                                                           \
        if (!(cond)) {                                             \
            dump_shp("A", (a));                                    \
            dump_shp("B", (b));                                    \
            fail_msg("%s", #cond);                                 \
        }                                                          \
    } while (0)

// Fails with both shapes printed.
#define FAIL2(msg, a, b)                                           \
    do {                                                           \
        dump_shp("A", (a));                                        \
        dump_shp("B", (b));                                        \
        fail_msg("%s", msg);                                       \
    } while (0)

static void build_poly(fc_poly *p, const fc_vec *pts, int n)
{
    int rc = fc_poly_build(pts, n, p);
    if (rc != FC_OK) {
        dump_pts("build", pts, n);
        fail_msg("fc_poly_build: %d", rc);
    }
}

static void set_circle(shp *s, int32_t x, int32_t y, int32_t r)
{
    memset(s, 0, sizeof *s);
    s->kind = K_CIRCLE;
    s->c = mkcircle(x, y, r);
}

static void set_box(shp *s, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    memset(s, 0, sizeof *s);
    s->kind = K_BOX;
    s->b = mkbox(x0, y0, x1, y1);
}

static void set_poly(shp *s, const fc_vec *pts, int n)
{
    memset(s, 0, sizeof *s);
    s->kind = K_POLY;
    build_poly(&s->p, pts, n);
}

// The box as a polygon (counter-clockwise), for poly-poly comparisons.
static void set_poly_rect(shp *s, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    fc_vec q[4];
    q[0] = mkv(x0, y0);
    q[1] = mkv(x1, y0);
    q[2] = mkv(x1, y1);
    q[3] = mkv(x0, y1);
    set_poly(s, q, 4);
}

// a moved by (dx, dy); 0 (and *out unspecified) when that leaves the range.
static int shp_move(const shp *a, int64_t dx, int64_t dy, shp *out)
{
    fc_vec pts[NV] = { { 0, 0 } };
    int i;
    *out = *a;
    switch (a->kind) {
    case K_CIRCLE:
        if (!in_range64(a->c.c.x + dx) || !in_range64(a->c.c.y + dy)) {
            return 0;
        }
        out->c.c.x = (int32_t)(a->c.c.x + dx);
        out->c.c.y = (int32_t)(a->c.c.y + dy);
        return 1;
    case K_BOX:
        if (!in_range64(a->b.min.x + dx) || !in_range64(a->b.min.y + dy) || !in_range64(a->b.max.x + dx)
            || !in_range64(a->b.max.y + dy)) {
            return 0;
        }
        out->b = mkbox((int32_t)(a->b.min.x + dx), (int32_t)(a->b.min.y + dy), (int32_t)(a->b.max.x + dx),
                       (int32_t)(a->b.max.y + dy));
        return 1;
    default:
        for (i = 0; i < a->p.n; i++) {
            if (!in_range64(a->p.v[i].x + dx) || !in_range64(a->p.v[i].y + dy)) {
                return 0;
            }
            pts[i] = mkv((int32_t)(a->p.v[i].x + dx), (int32_t)(a->p.v[i].y + dy));
        }
        build_poly(&out->p, pts, a->p.n);
        return 1;
    }
}

// The yes/no query of the pair (a, b).
static int q_yes(const shp *a, const shp *b)
{
    if (a->kind == K_CIRCLE && b->kind == K_CIRCLE) {
        return fc_circle_circle(&a->c, &b->c);
    }
    if (a->kind == K_BOX && b->kind == K_BOX) {
        return fc_box_box(&a->b, &b->b);
    }
    if (a->kind == K_CIRCLE && b->kind == K_BOX) {
        return fc_circle_box(&a->c, &b->b);
    }
    if (a->kind == K_POLY && b->kind == K_POLY) {
        return fc_poly_poly(&a->p, &b->p);
    }
    if (a->kind == K_POLY && b->kind == K_CIRCLE) {
        return fc_poly_circle(&a->p, &b->c);
    }
    if (a->kind == K_POLY && b->kind == K_BOX) {
        return fc_poly_box(&a->p, &b->b);
    }
    fail_msg("no query for kinds %d %d", a->kind, b->kind);
    return -100;
}

// The _mtv query of the pair (a, b).
static int q_mtv(const shp *a, const shp *b, fc_mtv *m)
{
    if (a->kind == K_CIRCLE && b->kind == K_CIRCLE) {
        return fc_circle_circle_mtv(&a->c, &b->c, m);
    }
    if (a->kind == K_BOX && b->kind == K_BOX) {
        return fc_box_box_mtv(&a->b, &b->b, m);
    }
    if (a->kind == K_CIRCLE && b->kind == K_BOX) {
        return fc_circle_box_mtv(&a->c, &b->b, m);
    }
    if (a->kind == K_POLY && b->kind == K_POLY) {
        return fc_poly_poly_mtv(&a->p, &b->p, m);
    }
    if (a->kind == K_POLY && b->kind == K_CIRCLE) {
        return fc_poly_circle_mtv(&a->p, &b->c, m);
    }
    if (a->kind == K_POLY && b->kind == K_BOX) {
        return fc_poly_box_mtv(&a->p, &b->b, m);
    }
    fail_msg("no query for kinds %d %d", a->kind, b->kind);
    return -100;
}

// ---- exact reference geometry ------------------------------------------------------
// A shape in 64-bit coordinates (it may be moved beyond the supported range):
// polygons counter-clockwise with outward edge normals (dy, -dx) computed
// here from the vertices, boxes as four corners with the axes x and y.

typedef struct rshape {
    int kind;
    int n;
    int64_t x[NV], y[NV];
    int na;
    int64_t ax[NV], ay[NV];
    int64_t cx, cy, r;               // circle
    int64_t x0, y0, x1, y1;          // box
} rshape;

static void ref_of(const shp *s, int64_t dx, int64_t dy, rshape *r)
{
    i128 area = 0;
    int i, n;
    memset(r, 0, sizeof *r);
    r->kind = s->kind;
    switch (s->kind) {
    case K_CIRCLE:
        r->cx = s->c.c.x + dx;
        r->cy = s->c.c.y + dy;
        r->r = s->c.r;
        break;
    case K_BOX:
        r->x0 = s->b.min.x + dx;
        r->y0 = s->b.min.y + dy;
        r->x1 = s->b.max.x + dx;
        r->y1 = s->b.max.y + dy;
        r->n = 4;
        r->x[0] = r->x0;
        r->y[0] = r->y0;
        r->x[1] = r->x1;
        r->y[1] = r->y0;
        r->x[2] = r->x1;
        r->y[2] = r->y1;
        r->x[3] = r->x0;
        r->y[3] = r->y1;
        r->na = 2;
        r->ax[0] = 1;
        r->ay[0] = 0;
        r->ax[1] = 0;
        r->ay[1] = 1;
        break;
    default:
        n = s->p.n;
        r->n = n;
        for (i = 0; i < n; i++) {
            r->x[i] = s->p.v[i].x + dx;
            r->y[i] = s->p.v[i].y + dy;
        }
        for (i = 0; i < n; i++) {
            int j = (i + 1) % n;
            area += (i128)r->x[i] * r->y[j] - (i128)r->x[j] * r->y[i];
        }
        if (area < 0) {   // make it counter-clockwise
            for (i = 0; i < n / 2; i++) {
                int64_t t = r->x[i];
                r->x[i] = r->x[n - 1 - i];
                r->x[n - 1 - i] = t;
                t = r->y[i];
                r->y[i] = r->y[n - 1 - i];
                r->y[n - 1 - i] = t;
            }
        }
        r->na = n;
        for (i = 0; i < n; i++) {
            int j = (i + 1) % n;
            r->ax[i] = r->y[j] - r->y[i];
            r->ay[i] = -(r->x[j] - r->x[i]);
        }
        break;
    }
}

static void rproj(const rshape *s, int64_t ax, int64_t ay, i128 *lo, i128 *hi)
{
    int i;
    *lo = *hi = 0;
    for (i = 0; i < s->n; i++) {
        i128 d = (i128)ax * s->x[i] + (i128)ay * s->y[i];
        if (i == 0 || d < *lo) {
            *lo = d;
        }
        if (i == 0 || d > *hi) {
            *hi = d;
        }
    }
}

// The exact MTV, as candidates: every direction with its exact push
// distance d (long double) and unit vector * 65536. dmin is the true depth.
typedef struct refmtv {
    ld dmin;
    int any_normal;     // every direction is as short (concentric circles)
    int nc;
    ld d[MAXC], ux[MAXC], uy[MAXC];
} refmtv;

static void cand_add(refmtv *m, ld d, ld vx, ld vy)
{
    ld len = sqrtl(vx * vx + vy * vy);
    assert_true(m->nc < MAXC);
    assert_true(len > 0);
    m->d[m->nc] = d;
    m->ux[m->nc] = vx / len * 65536.0L;
    m->uy[m->nc] = vy / len * 65536.0L;
    if (m->nc == 0 || d < m->dmin) {
        m->dmin = d;
    }
    m->nc++;
}

// Separating axes of a then b: 0 apart, 1 touching or overlapping; the
// candidates are both directions of every axis.
static int ref_sat(const rshape *a, const rshape *b, refmtv *m)
{
    int pass, i;
    for (pass = 0; pass < 2; pass++) {
        const rshape *o = pass == 0 ? a : b;
        for (i = 0; i < o->na; i++) {
            i128 alo, ahi, blo, bhi;
            rproj(a, o->ax[i], o->ay[i], &alo, &ahi);
            rproj(b, o->ax[i], o->ay[i], &blo, &bhi);
            if (ahi < blo || bhi < alo) {
                return 0;
            }
        }
    }
    if (m != NULL) {
        for (pass = 0; pass < 2; pass++) {
            const rshape *o = pass == 0 ? a : b;
            for (i = 0; i < o->na; i++) {
                i128 alo, ahi, blo, bhi;
                ld len = sqrtl((ld)o->ax[i] * (ld)o->ax[i] + (ld)o->ay[i] * (ld)o->ay[i]);
                rproj(a, o->ax[i], o->ay[i], &alo, &ahi);
                rproj(b, o->ax[i], o->ay[i], &blo, &bhi);
                cand_add(m, (ld)(bhi - alo) / len, (ld)o->ax[i], (ld)o->ay[i]);
                cand_add(m, (ld)(ahi - blo) / len, -(ld)o->ax[i], -(ld)o->ay[i]);
            }
        }
    }
    return 1;
}

static int ref_cc(const rshape *a, const rshape *b, refmtv *m)
{
    int64_t dx = a->cx - b->cx, dy = a->cy - b->cy, rs = a->r + b->r;
    i128 d2 = (i128)dx * dx + (i128)dy * dy;
    if (d2 > (i128)rs * rs) {
        return 0;
    }
    if (m != NULL) {
        if (d2 == 0) {
            m->any_normal = 1;
            m->dmin = (ld)rs;
        } else {
            cand_add(m, (ld)rs - sqrtl((ld)d2), (ld)dx, (ld)dy);
        }
    }
    return 1;
}

// Circle a against box b.
static int ref_cb(const rshape *a, const rshape *b, refmtv *m)
{
    int64_t qx = clamp64(a->cx, b->x0, b->x1), qy = clamp64(a->cy, b->y0, b->y1);
    if (qx != a->cx || qy != a->cy) {
        int64_t dx = a->cx - qx, dy = a->cy - qy;
        i128 d2 = (i128)dx * dx + (i128)dy * dy;
        if (d2 > (i128)a->r * a->r) {
            return 0;
        }
        if (m != NULL) {
            cand_add(m, (ld)a->r - sqrtl((ld)d2), (ld)dx, (ld)dy);
        }
        return 1;
    }
    if (m != NULL) {   // center in or on the box: out through a side
        cand_add(m, (ld)(a->r + (a->cx - b->x0)), -1, 0);
        cand_add(m, (ld)(a->r + (b->x1 - a->cx)), 1, 0);
        cand_add(m, (ld)(a->r + (a->cy - b->y0)), 0, -1);
        cand_add(m, (ld)(a->r + (b->y1 - a->cy)), 0, 1);
    }
    return 1;
}

// Convex polygon p against circle c. Outside: the distance to the polygon
// is the least over the vertices and the edges whose foot lies strictly
// inside them (the center on their outer side); decided exactly.
static int ref_pc(const rshape *p, const rshape *c, refmtv *m)
{
    i128 s[NV];
    ld fd[2 * NV], fx[2 * NV], fy[2 * NV], best = 0;
    int i, nf = 0, inside = 1, hit = 0;
    i128 r2 = (i128)c->r * c->r;
    for (i = 0; i < p->n; i++) {
        s[i] = (i128)p->ax[i] * (c->cx - p->x[i]) + (i128)p->ay[i] * (c->cy - p->y[i]);
        if (s[i] > 0) {
            inside = 0;
        }
    }
    if (inside) {
        if (m != NULL) {
            for (i = 0; i < p->n; i++) {
                ld len = sqrtl((ld)p->ax[i] * (ld)p->ax[i] + (ld)p->ay[i] * (ld)p->ay[i]);
                cand_add(m, (ld)c->r + (ld)(-s[i]) / len, -(ld)p->ax[i], -(ld)p->ay[i]);
            }
        }
        return 1;
    }
    for (i = 0; i < p->n; i++) {
        int64_t dx = p->x[i] - c->cx, dy = p->y[i] - c->cy;
        i128 d2 = (i128)dx * dx + (i128)dy * dy;
        if (d2 <= r2) {
            hit = 1;
        }
        fd[nf] = sqrtl((ld)d2);
        fx[nf] = (ld)dx;
        fy[nf] = (ld)dy;
        nf++;
    }
    for (i = 0; i < p->n; i++) {
        int j = (i + 1) % p->n;
        int64_t ex = p->x[j] - p->x[i], ey = p->y[j] - p->y[i];
        i128 t = (i128)ex * (c->cx - p->x[i]) + (i128)ey * (c->cy - p->y[i]);
        i128 e2 = (i128)ex * ex + (i128)ey * ey;
        ld el = sqrtl((ld)e2);
        if (s[i] <= 0 || t <= 0 || t >= e2) {
            continue;
        }
        // s^2 <= r^2 |e|^2, exact once s is known to be small enough.
        if ((ld)s[i] <= (ld)c->r * el * 1.001L + 1.0L && s[i] * s[i] <= r2 * e2) {
            hit = 1;
        }
        fd[nf] = (ld)s[i] / el;
        fx[nf] = -(ld)p->ax[i];
        fy[nf] = -(ld)p->ay[i];
        nf++;
    }
    if (!hit) {
        return 0;
    }
    if (m != NULL) {
        for (i = 0; i < nf; i++) {
            if (i == 0 || fd[i] < best) {
                best = fd[i];
            }
        }
        for (i = 0; i < nf; i++) {
            if (fd[i] <= best * (1.0L + 1e-12L) + 1e-12L) {
                cand_add(m, (ld)c->r - fd[i], fx[i], fy[i]);
            }
        }
    }
    return 1;
}

// Reference for the pair (a moved by (dx, dy), b); m may be NULL.
static int ref_pair(const shp *a, int64_t dx, int64_t dy, const shp *b, refmtv *m)
{
    rshape ra, rb;
    ref_of(a, dx, dy, &ra);
    ref_of(b, 0, 0, &rb);
    if (m != NULL) {
        memset(m, 0, sizeof *m);
    }
    if (a->kind == K_CIRCLE && b->kind == K_CIRCLE) {
        return ref_cc(&ra, &rb, m);
    }
    if (a->kind == K_CIRCLE && b->kind == K_BOX) {
        return ref_cb(&ra, &rb, m);
    }
    if (a->kind == K_POLY && b->kind == K_CIRCLE) {
        return ref_pc(&ra, &rb, m);
    }
    return ref_sat(&ra, &rb, m);
}

// ---- checks ------------------------------------------------------------------------

// The depth is within 2 + depth/16384 raw of the exact one, and some
// direction achieving it matches the normal to 1 raw per component.
static void check_mtv(const fc_mtv *m, const refmtv *r, const shp *a, const shp *b)
{
    ld tol = 2.0L + absl_(r->dmin) / 16384.0L;
    int i, ok = 0;
    if (absl_((ld)m->depth - r->dmin) <= tol) {
        if (r->any_normal) {
            ld len = sqrtl((ld)m->normal.x * m->normal.x + (ld)m->normal.y * m->normal.y);
            ok = absl_(len - 65536.0L) <= 2.0L;
        }
        for (i = 0; i < r->nc && !ok; i++) {
            ok = absl_((ld)m->depth - r->d[i]) <= 2.0L + absl_(r->d[i]) / 16384.0L
                && absl_((ld)m->normal.x - r->ux[i]) <= 1.0L && absl_((ld)m->normal.y - r->uy[i]) <= 1.0L;
        }
    }
    if (!ok) {
        dump_shp("A", a);
        dump_shp("B", b);
        dump_mtv("got", m);
        print_error("exact depth %.6Lf\n", r->dmin);
        for (i = 0; i < r->nc; i++) {
            if (r->d[i] <= r->dmin + tol + 2) {
                print_error("  candidate d %.6Lf n %.4Lf %.4Lf\n", r->d[i], r->ux[i], r->uy[i]);
            }
        }
        fail_msg("%s", "MTV off the exact one");
    }
}

// a moved by (dx, dy) touches b: the library when the move stays in range
// (and it must agree with the reference), else the reference.
static int moved_hit(const shp *a, int64_t dx, int64_t dy, const shp *b)
{
    shp t;
    int ref = ref_pair(a, dx, dy, b, NULL);
    if (shp_move(a, dx, dy, &t)) {
        int rc = q_yes(&t, b);
        CHECK2(rc == ref, &t, b);
    }
    return ref;
}

// Moving a by the MTV plus a margin separates the shapes; by the MTV minus
// the margin leaves them touching (the MTV is not longer than needed).
// The margin covers the depth tolerance and the normal's rounding.
static void check_resolve(const shp *a, const shp *b, const fc_mtv *m)
{
    int64_t d = m->depth, extra = 4 + d / 8192;
    int64_t dx = div_round64((d + extra) * m->normal.x, 65536);
    int64_t dy = div_round64((d + extra) * m->normal.y, 65536);
    if (moved_hit(a, dx, dy, b)) {
        dump_mtv("mtv", m);
        FAIL2("moving A by the MTV plus a margin must separate", a, b);
    }
    if (d > extra) {
        dx = div_round64((d - extra) * m->normal.x, 65536);
        dy = div_round64((d - extra) * m->normal.y, 65536);
        if (!moved_hit(a, dx, dy, b)) {
            dump_mtv("mtv", m);
            FAIL2("moving A by the MTV minus a margin must not separate", a, b);
        }
    }
}

typedef struct stats {
    int hits, misses, touch;
} stats;

// The full check of one pair: yes/no and _mtv agree with each other and
// with the reference; the MTV is right and resolves the overlap; a miss
// leaves the output untouched.
static int check_pair(const shp *a, const shp *b, stats *st)
{
    fc_mtv m, sent;
    refmtv r;
    int yes, rc, hit;
    memset(&m, SENT8, sizeof m);
    sent = m;
    yes = q_yes(a, b);
    rc = q_mtv(a, b, &m);
    hit = ref_pair(a, 0, 0, b, &r);
    CHECK2(yes == hit, a, b);
    CHECK2(rc == hit, a, b);
    if (st != NULL) {
        st->hits += hit;
        st->misses += !hit;
    }
    if (!hit) {
        CHECK2(memcmp(&m, &sent, sizeof m) == 0, a, b);
        return 0;
    }
    if (st != NULL && m.depth == 0) {
        st->touch++;
    }
    check_mtv(&m, &r, a, b);
    check_resolve(a, b, &m);
    return 1;
}

// Runs check_pair and expects exactly this answer.
#define expect_pair(a, b, hit, depth, nx, ny) expect_pair_at(__LINE__, a, b, hit, depth, nx, ny)
static void expect_pair_at(int line, const shp *a, const shp *b, int hit, fc_fixed depth, fc_fixed nx, fc_fixed ny)
{
    fc_mtv m;
    int rc = check_pair(a, b, NULL);
    CHECK2(rc == hit, a, b);
    if (hit) {
        assert_int_equal(q_mtv(a, b, &m), 1);
        if (m.depth != depth || m.normal.x != nx || m.normal.y != ny) {
            print_error("expect_pair at line %d\n", line);
            dump_mtv("got", &m);
            print_error("want depth %" PRId32 " normal %" PRId32 " %" PRId32 "\n", depth, nx, ny);
            FAIL2("exact MTV", a, b);
        }
    }
}

// The same with the normal within 1 raw of (nx, ny) and the depth exact.
static void expect_pair_near(const shp *a, const shp *b, fc_fixed depth, ld nx, ld ny)
{
    fc_mtv m;
    CHECK2(check_pair(a, b, NULL) == 1, a, b);
    assert_int_equal(q_mtv(a, b, &m), 1);
    if (m.depth != depth || absl_((ld)m.normal.x - nx) > 1.0L || absl_((ld)m.normal.y - ny) > 1.0L) {
        dump_mtv("got", &m);
        print_error("want depth %" PRId32 " normal %.3Lf %.3Lf\n", depth, nx, ny);
        FAIL2("MTV", a, b);
    }
}

// A hit with exactly this depth, where several directions tie.
static void expect_depth(const shp *a, const shp *b, fc_fixed depth)
{
    fc_mtv m;
    CHECK2(check_pair(a, b, NULL) == 1, a, b);
    assert_int_equal(q_mtv(a, b, &m), 1);
    if (m.depth != depth) {
        dump_mtv("got", &m);
        FAIL2("exact depth", a, b);
    }
}

// Translating both shapes by the same vector changes nothing, bitwise.
static void check_translate(const shp *a, const shp *b, int32_t tx, int32_t ty)
{
    shp a2, b2;
    fc_mtv m1, m2;
    int rc1, rc2;
    if (!shp_move(a, tx, ty, &a2) || !shp_move(b, tx, ty, &b2)) {
        return;
    }
    memset(&m1, 0, sizeof m1);
    memset(&m2, 0, sizeof m2);
    rc1 = q_mtv(a, b, &m1);
    rc2 = q_mtv(&a2, &b2, &m2);
    CHECK2(rc1 == rc2, a, b);
    CHECK2(q_yes(&a2, &b2) == rc1, a, b);
    CHECK2(memcmp(&m1, &m2, sizeof m1) == 0, a, b);
}

// ---- shape generators ------------------------------------------------------------

static int64_t cross3(const fc_vec *a, const fc_vec *b, const fc_vec *c)
{
    return ((int64_t)b->x - a->x) * ((int64_t)c->y - a->y) - ((int64_t)b->y - a->y) * ((int64_t)c->x - a->x);
}

// Convex hull (monotone chain), counter-clockwise, no collinear vertices.
static int hull(const fc_vec *in, int n, fc_vec *out)
{
    fc_vec p[NV], h[2 * NV + 2];
    int i, j, k = 0, t;
    memcpy(p, in, sizeof(fc_vec) * (size_t)n);
    for (i = 1; i < n; i++) {
        fc_vec v = p[i];
        for (j = i; j > 0 && (p[j - 1].x > v.x || (p[j - 1].x == v.x && p[j - 1].y > v.y)); j--) {
            p[j] = p[j - 1];
        }
        p[j] = v;
    }
    for (i = 0; i < n; i++) {
        while (k >= 2 && cross3(&h[k - 2], &h[k - 1], &p[i]) <= 0) {
            k--;
        }
        h[k++] = p[i];
    }
    for (i = n - 2, t = k + 1; i >= 0; i--) {
        while (k >= t && cross3(&h[k - 2], &h[k - 1], &p[i]) <= 0) {
            k--;
        }
        h[k++] = p[i];
    }
    k--;
    for (i = 0; i < k; i++) {
        out[i] = h[i];
    }
    return k;
}

// A random convex polygon within [c - s, c + s]^2 (the caller keeps that in
// range): random points, points on a circle, a rectangle or a triangle;
// sometimes with collinear midpoints; either winding, any first vertex.
static void gen_convex(tpoly *t, int32_t s, int32_t cx, int32_t cy)
{
    fc_vec pts[NV], h[NV];
    int i, n, k, style = (int)(rng32() % 6u);
    do {
        if (style == 5) {
            int32_t w = rnd_between(1, s), hh = rnd_between(1, s);
            int32_t x0 = rnd_between(cx - s, cx + s - w), y0 = rnd_between(cy - s, cy + s - hh);
            h[0] = mkv(x0, y0);
            h[1] = mkv(x0 + w, y0);
            h[2] = mkv(x0 + w, y0 + hh);
            h[3] = mkv(x0, y0 + hh);
            k = 4;
            break;
        }
        n = style == 4 ? 3 : 3 + (int)(rng32() % (uint32_t)(NV - 2));
        for (i = 0; i < n; i++) {
            if (style == 3) {
                double a = rnd01() * 2.0 * PI;
                pts[i] = mkv(cx + (int32_t)llround((double)s * cos(a)), cy + (int32_t)llround((double)s * sin(a)));
            } else {
                pts[i].x = rnd_between(cx - s, cx + s);
                pts[i].y = rnd_between(cy - s, cy + s);
            }
        }
        k = hull(pts, n, h);
    } while (k < 3);
    // Collinear vertices: exact edge midpoints.
    if (one_in(4)) {
        int tries;
        for (tries = 0; tries < 4 && k < NV; tries++) {
            int e = (int)(rng32() % (uint32_t)k), f = (e + 1) % k;
            int64_t sx = (int64_t)h[e].x + h[f].x, sy = (int64_t)h[e].y + h[f].y;
            if (sx % 2 == 0 && sy % 2 == 0) {
                for (i = k; i > e + 1; i--) {
                    h[i] = h[i - 1];
                }
                h[e + 1] = mkv((int32_t)(sx / 2), (int32_t)(sy / 2));
                k++;
            }
        }
    }
    // Any first vertex, either winding.
    {
        int rot = (int)(rng32() % (uint32_t)k), cw = (int)(rng32() & 1u);
        t->n = k;
        for (i = 0; i < k; i++) {
            int src = (i + rot) % k;
            t->p[cw ? k - 1 - i : i] = h[src];
        }
    }
}

// Log-uniform size in [1, 2^emax].
static int32_t rnd_size(int emax)
{
    int e = (int)rnd_between(0, emax);
    return e == 0 ? 1 : rnd_between((int32_t)1 << (e - 1), (int32_t)1 << e);
}

static void gen_shape(shp *x, int kind, int32_t s, int32_t cx, int32_t cy)
{
    tpoly t;
    if (kind == K_CIRCLE) {
        set_circle(x, cx, cy, one_in(16) ? 0 : rnd_between(0, s));
    } else if (kind == K_BOX) {
        int32_t hw = one_in(12) ? 0 : rnd_between(0, s), hh = one_in(12) ? 0 : rnd_between(0, s);
        set_box(x, cx - hw, cy - hh, cx + hw, cy + hh);
    } else {
        gen_convex(&t, s, cx, cy);
        set_poly(x, t.p, t.n);
    }
}

// A pair of shapes of the given kinds, overlapping about half the time, of
// any size from a few raw to the whole range.
static void gen_pair(shp *a, shp *b, int ka, int kb, int emax)
{
    int32_t sa = rnd_size(emax), sb, ca_x, ca_y, cb_x, cb_y;
    double ang = rnd01() * 2.0 * PI, dist;
    if (one_in(2)) {
        double f = 0.25 + 3.75 * rnd01();
        sb = (int32_t)clamp64((int64_t)llround((double)sa * f), 1, R / 2);
    } else {
        sb = rnd_size(emax);
    }
    if (sa > R / 2) {
        sa = R / 2;
    }
    ca_x = rnd_between(-(R - sa), R - sa);
    ca_y = rnd_between(-(R - sa), R - sa);
    dist = ((double)sa + (double)sb) * 1.3 * rnd01();
    cb_x = (int32_t)clamp64(ca_x + (int64_t)llround(dist * cos(ang)), -(R - sb), R - sb);
    cb_y = (int32_t)clamp64(ca_y + (int64_t)llround(dist * sin(ang)), -(R - sb), R - sb);
    gen_shape(a, ka, sa, ca_x, ca_y);
    gen_shape(b, kb, sb, cb_x, cb_y);
}

// ---- errors -----------------------------------------------------------------------------

// CORRUPT: a polygon struct that fc_poly_check refuses but whose count and
// convex flag are right. The queries trust built polygons (shapes.h), so
// any answer is allowed: what is tested is that the call is defined (the
// sanitizers watch it) and that an error still leaves the output alone.
#define CORRUPT 1000

// call must return code and leave *out, prefilled with the sentinel, as it was.
#define ERR_UNTOUCHED(call, code, out)                                              \
    do {                                                                            \
        unsigned char sent_[sizeof *(out)];                                         \
        int rc_;                                                                    \
        memset((out), SENT8, sizeof *(out));                                        \
        memset(sent_, SENT8, sizeof sent_);                                         \
        rc_ = (call);                                                               \
        if (rc_ != (code) && (code) != CORRUPT) {                                   \
            fail_msg("%s: got %d, want %d (case %d)", #call, rc_, (int)(code), i);  \
        }                                                                           \
        if (rc_ < 0 && memcmp((out), sent_, sizeof sent_) != 0) {                   \
            fail_msg("%s wrote its output on an error (case %d)", #call, i);        \
        }                                                                           \
        if (rc_ >= 0 && (code) != CORRUPT && (code) < 0) {                          \
            fail_msg("%s: unreachable", #call);                                     \
        }                                                                           \
    } while (0)

#define ERR_IS(call, code)                                                          \
    do {                                                                            \
        int rc_ = (call);                                                           \
        if (rc_ != (code) && (code) != CORRUPT) {                                   \
            fail_msg("%s: got %d, want %d (case %d)", #call, rc_, (int)(code), i);  \
        }                                                                           \
    } while (0)

static const struct {
    fc_circle c;
    int rc;
} bad_circles[] = {
    { { { R + 1, 0 }, U }, FC_ERR_RANGE },
    { { { -R - 1, 0 }, U }, FC_ERR_RANGE },
    { { { 0, R + 1 }, U }, FC_ERR_RANGE },
    { { { 0, -R - 1 }, U }, FC_ERR_RANGE },
    { { { INT32_MIN, INT32_MIN }, U }, FC_ERR_RANGE },
    { { { INT32_MAX, 0 }, 0 }, FC_ERR_RANGE },
    { { { 0, 0 }, R + 1 }, FC_ERR_RANGE },
    { { { 0, 0 }, INT32_MAX }, FC_ERR_RANGE },
    { { { 0, 0 }, -1 }, FC_ERR_INVALID },
    { { { U, U }, -U }, FC_ERR_INVALID },
    { { { 0, 0 }, INT32_MIN }, FC_ERR_INVALID },
};

static const struct {
    fc_box b;
    int rc;
} bad_boxes[] = {
    { { { -R - 1, 0 }, { U, U } }, FC_ERR_RANGE },
    { { { 0, -R - 1 }, { U, U } }, FC_ERR_RANGE },
    { { { 0, 0 }, { R + 1, U } }, FC_ERR_RANGE },
    { { { 0, 0 }, { U, R + 1 } }, FC_ERR_RANGE },
    { { { INT32_MIN, INT32_MIN }, { INT32_MAX, INT32_MAX } }, FC_ERR_RANGE },
    { { { 1, 0 }, { 0, U } }, FC_ERR_INVALID },
    { { { 0, 1 }, { U, 0 } }, FC_ERR_INVALID },
    { { { R, R }, { -R, -R } }, FC_ERR_INVALID },
};

// Valid partners: one overlapping the bad shape's place, one far away (the
// error must still be reported, before any early rejection).
static void good_partners(fc_circle *c, fc_box *b, fc_poly *p, int far)
{
    int32_t o = far ? R - 2 * U : 0;
    fc_vec q[3];
    *c = mkcircle(o, o, U);
    *b = mkbox(o - U, o - U, o + U, o + U);
    q[0] = mkv(o - U, o - U);
    q[1] = mkv(o + U, o - U);
    q[2] = mkv(o, o + U);
    build_poly(p, q, 3);
}

static void test_errors_circle_box_pairs(void **state)
{
    fc_circle c, oc;
    fc_box b, ob;
    fc_poly op;
    fc_mtv m;
    int i, far;
    (void)state;
    for (far = 0; far < 2; far++) {
        good_partners(&oc, &ob, &op, far);
        for (i = 0; i < COUNT_OF(bad_circles); i++) {
            c = bad_circles[i].c;
            ERR_IS(fc_circle_circle(&c, &oc), bad_circles[i].rc);
            ERR_IS(fc_circle_circle(&oc, &c), bad_circles[i].rc);
            ERR_UNTOUCHED(fc_circle_circle_mtv(&c, &oc, &m), bad_circles[i].rc, &m);
            ERR_UNTOUCHED(fc_circle_circle_mtv(&oc, &c, &m), bad_circles[i].rc, &m);
            ERR_IS(fc_circle_box(&c, &ob), bad_circles[i].rc);
            ERR_UNTOUCHED(fc_circle_box_mtv(&c, &ob, &m), bad_circles[i].rc, &m);
        }
        for (i = 0; i < COUNT_OF(bad_boxes); i++) {
            b = bad_boxes[i].b;
            ERR_IS(fc_box_box(&b, &ob), bad_boxes[i].rc);
            ERR_IS(fc_box_box(&ob, &b), bad_boxes[i].rc);
            ERR_UNTOUCHED(fc_box_box_mtv(&b, &ob, &m), bad_boxes[i].rc, &m);
            ERR_UNTOUCHED(fc_box_box_mtv(&ob, &b, &m), bad_boxes[i].rc, &m);
            ERR_IS(fc_circle_box(&oc, &b), bad_boxes[i].rc);
            ERR_UNTOUCHED(fc_circle_box_mtv(&oc, &b, &m), bad_boxes[i].rc, &m);
        }
    }
    good_partners(&oc, &ob, &op, 0);
    i = -1;
    ERR_IS(fc_circle_circle(NULL, &oc), FC_ERR_NULL);
    ERR_IS(fc_circle_circle(&oc, NULL), FC_ERR_NULL);
    ERR_IS(fc_circle_circle(NULL, NULL), FC_ERR_NULL);
    ERR_UNTOUCHED(fc_circle_circle_mtv(NULL, &oc, &m), FC_ERR_NULL, &m);
    ERR_UNTOUCHED(fc_circle_circle_mtv(&oc, NULL, &m), FC_ERR_NULL, &m);
    ERR_IS(fc_circle_circle_mtv(&oc, &oc, NULL), FC_ERR_NULL);
    ERR_IS(fc_box_box(NULL, &ob), FC_ERR_NULL);
    ERR_IS(fc_box_box(&ob, NULL), FC_ERR_NULL);
    ERR_UNTOUCHED(fc_box_box_mtv(NULL, &ob, &m), FC_ERR_NULL, &m);
    ERR_UNTOUCHED(fc_box_box_mtv(&ob, NULL, &m), FC_ERR_NULL, &m);
    ERR_IS(fc_box_box_mtv(&ob, &ob, NULL), FC_ERR_NULL);
    ERR_IS(fc_circle_box(NULL, &ob), FC_ERR_NULL);
    ERR_IS(fc_circle_box(&oc, NULL), FC_ERR_NULL);
    ERR_UNTOUCHED(fc_circle_box_mtv(NULL, &ob, &m), FC_ERR_NULL, &m);
    ERR_UNTOUCHED(fc_circle_box_mtv(&oc, NULL, &m), FC_ERR_NULL, &m);
    ERR_IS(fc_circle_box_mtv(&oc, &ob, NULL), FC_ERR_NULL);

    // The range limit itself is accepted.
    c = mkcircle(R, -R, R);
    b = mkbox(-R, -R, R, R);
    assert_int_equal(fc_circle_circle(&c, &c), 1);
    assert_int_equal(fc_circle_circle_mtv(&c, &c, &m), 1);
    assert_int_equal(fc_box_box(&b, &b), 1);
    assert_int_equal(fc_box_box_mtv(&b, &b, &m), 1);
    assert_int_equal(fc_circle_box(&c, &b), 1);
    assert_int_equal(fc_circle_box_mtv(&c, &b, &m), 1);
}

// Corrupted and concave polygons with the code each must give.
static int bad_polys(fc_poly *out, int *codes)
{
    static const fc_vec sq[4] = { { 0, 0 }, { U, 0 }, { U, U }, { 0, U } };
    static const fc_vec arrow[5] = { { 0, 0 }, { 4 * U, 0 }, { 4 * U, 4 * U }, { 2 * U, U }, { 0, 4 * U } };
    fc_poly base;
    int k = 0;
    build_poly(&base, sq, 4);
#define BAD(code) (out[k] = base, codes[k] = (code), &out[k++])
    BAD(FC_ERR_COUNT)->n = 0;
    BAD(FC_ERR_COUNT)->n = 1;
    BAD(FC_ERR_COUNT)->n = 2;
    BAD(FC_ERR_COUNT)->n = (uint8_t)(NV + 1);
    BAD(FC_ERR_COUNT)->n = 255;
    BAD(CORRUPT)->normal[1] = mkv(0, 0);
    BAD(CORRUPT)->normal[3] = mkv(0, 0);
    BAD(CORRUPT)->normal[0].x = 2 * R + 1;
    BAD(CORRUPT)->normal[2].y = -2 * R - 1;
    BAD(CORRUPT)->normal[1].x = INT32_MIN;
    BAD(CORRUPT)->v[2].x = R + 1;
    BAD(CORRUPT)->v[0].y = -R - 1;
    BAD(CORRUPT)->v[3].x = INT32_MAX;
    BAD(CORRUPT)->v[1].x = INT32_MIN;
    BAD(CORRUPT)->nlen[0] = 0u;
    BAD(CORRUPT)->nlen[2] = 0xFFFFFFFFu;
    BAD(CORRUPT)->nshift[1] = 255u;
    BAD(CORRUPT)->box.min.x = INT32_MIN;
    BAD(CORRUPT)->bound.r = -1;
    BAD(FC_ERR_CONCAVE)->convex = 0;
#undef BAD
    build_poly(&out[k], arrow, 5);
    assert_int_equal(out[k].convex, 0);
    codes[k++] = FC_ERR_CONCAVE;
    return k;
}

static void test_errors_poly_pairs(void **state)
{
    fc_poly bad[24], op;
    fc_circle oc;
    fc_box ob;
    fc_mtv m;
    int codes[24], nb, i, far;
    (void)state;
    nb = bad_polys(bad, codes);
    for (far = 0; far < 2; far++) {
        good_partners(&oc, &ob, &op, far);
        for (i = 0; i < nb; i++) {
            if (codes[i] == CORRUPT && fc_poly_check(&bad[i]) >= 0) {
                fail_msg("fc_poly_check accepts corrupted case %d", i);
            }
            ERR_IS(fc_poly_poly(&bad[i], &op), codes[i]);
            ERR_IS(fc_poly_poly(&op, &bad[i]), codes[i]);
            ERR_UNTOUCHED(fc_poly_poly_mtv(&bad[i], &op, &m), codes[i], &m);
            ERR_UNTOUCHED(fc_poly_poly_mtv(&op, &bad[i], &m), codes[i], &m);
            ERR_IS(fc_poly_circle(&bad[i], &oc), codes[i]);
            ERR_UNTOUCHED(fc_poly_circle_mtv(&bad[i], &oc, &m), codes[i], &m);
            ERR_IS(fc_poly_box(&bad[i], &ob), codes[i]);
            ERR_UNTOUCHED(fc_poly_box_mtv(&bad[i], &ob, &m), codes[i], &m);
        }
        for (i = 0; i < COUNT_OF(bad_circles); i++) {
            ERR_IS(fc_poly_circle(&op, &bad_circles[i].c), bad_circles[i].rc);
            ERR_UNTOUCHED(fc_poly_circle_mtv(&op, &bad_circles[i].c, &m), bad_circles[i].rc, &m);
        }
        for (i = 0; i < COUNT_OF(bad_boxes); i++) {
            ERR_IS(fc_poly_box(&op, &bad_boxes[i].b), bad_boxes[i].rc);
            ERR_UNTOUCHED(fc_poly_box_mtv(&op, &bad_boxes[i].b, &m), bad_boxes[i].rc, &m);
        }
    }
    good_partners(&oc, &ob, &op, 0);
    i = -1;
    ERR_IS(fc_poly_poly(NULL, &op), FC_ERR_NULL);
    ERR_IS(fc_poly_poly(&op, NULL), FC_ERR_NULL);
    ERR_UNTOUCHED(fc_poly_poly_mtv(NULL, &op, &m), FC_ERR_NULL, &m);
    ERR_UNTOUCHED(fc_poly_poly_mtv(&op, NULL, &m), FC_ERR_NULL, &m);
    ERR_IS(fc_poly_poly_mtv(&op, &op, NULL), FC_ERR_NULL);
    ERR_IS(fc_poly_circle(NULL, &oc), FC_ERR_NULL);
    ERR_IS(fc_poly_circle(&op, NULL), FC_ERR_NULL);
    ERR_UNTOUCHED(fc_poly_circle_mtv(NULL, &oc, &m), FC_ERR_NULL, &m);
    ERR_UNTOUCHED(fc_poly_circle_mtv(&op, NULL, &m), FC_ERR_NULL, &m);
    ERR_IS(fc_poly_circle_mtv(&op, &oc, NULL), FC_ERR_NULL);
    ERR_IS(fc_poly_box(NULL, &ob), FC_ERR_NULL);
    ERR_IS(fc_poly_box(&op, NULL), FC_ERR_NULL);
    ERR_UNTOUCHED(fc_poly_box_mtv(NULL, &ob, &m), FC_ERR_NULL, &m);
    ERR_UNTOUCHED(fc_poly_box_mtv(&op, NULL, &m), FC_ERR_NULL, &m);
    ERR_IS(fc_poly_box_mtv(&op, &ob, NULL), FC_ERR_NULL);
}

static void test_errors_sweeps(void **state)
{
    fc_poly bad[24], pa, pb;
    fc_box ba, bb;
    fc_circle oc;
    fc_vec v = mkv(U, 0), vbad[4];
    fc_sweep s;
    int codes[24], nb, i, far;
    (void)state;
    vbad[0] = mkv(R + 1, 0);
    vbad[1] = mkv(0, -R - 1);
    vbad[2] = mkv(INT32_MIN, 0);
    vbad[3] = mkv(0, INT32_MAX);
    nb = bad_polys(bad, codes);
    for (far = 0; far < 2; far++) {
        good_partners(&oc, &bb, &pb, far);
        for (i = 0; i < nb; i++) {
            ERR_UNTOUCHED(fc_poly_sweep(&bad[i], &pb, &v, &s), codes[i], &s);
            ERR_UNTOUCHED(fc_poly_sweep(&pb, &bad[i], &v, &s), codes[i], &s);
        }
        for (i = 0; i < COUNT_OF(bad_boxes); i++) {
            ERR_UNTOUCHED(fc_box_sweep(&bad_boxes[i].b, &bb, &v, &s), bad_boxes[i].rc, &s);
            ERR_UNTOUCHED(fc_box_sweep(&bb, &bad_boxes[i].b, &v, &s), bad_boxes[i].rc, &s);
        }
    }
    good_partners(&oc, &ba, &pa, 0);
    good_partners(&oc, &bb, &pb, 1);
    for (i = 0; i < COUNT_OF(vbad); i++) {
        ERR_UNTOUCHED(fc_poly_sweep(&pa, &pb, &vbad[i], &s), FC_ERR_RANGE, &s);
        ERR_UNTOUCHED(fc_box_sweep(&ba, &bb, &vbad[i], &s), FC_ERR_RANGE, &s);
    }
    i = -1;
    ERR_UNTOUCHED(fc_poly_sweep(NULL, &pb, &v, &s), FC_ERR_NULL, &s);
    ERR_UNTOUCHED(fc_poly_sweep(&pa, NULL, &v, &s), FC_ERR_NULL, &s);
    ERR_UNTOUCHED(fc_poly_sweep(&pa, &pb, NULL, &s), FC_ERR_NULL, &s);
    ERR_IS(fc_poly_sweep(&pa, &pb, &v, NULL), FC_ERR_NULL);
    ERR_UNTOUCHED(fc_box_sweep(NULL, &bb, &v, &s), FC_ERR_NULL, &s);
    ERR_UNTOUCHED(fc_box_sweep(&ba, NULL, &v, &s), FC_ERR_NULL, &s);
    ERR_UNTOUCHED(fc_box_sweep(&ba, &bb, NULL, &s), FC_ERR_NULL, &s);
    ERR_IS(fc_box_sweep(&ba, &bb, &v, NULL), FC_ERR_NULL);
    // The range limit itself is accepted.
    v = mkv(R, -R);
    assert_true(fc_poly_sweep(&pa, &pb, &v, &s) >= 0);
    assert_true(fc_box_sweep(&ba, &bb, &v, &s) >= 0);
}

// ---- exact decisions, hand-made --------------------------------------------------

// A center distance whose square is one less than a perfect square:
// |d|^2 = (2^29 + 1)^2 - 1 (d = (2^15, 2^29)). Integer Newton steps for
// such a root may end one above it, which the root must correct; the
// depth is the radii's sum less |d| rounded (2^29 + 1), the normal
// d / |d| rounded.
static void test_circle_mtv_root_below_square(void **state)
{
    fc_circle a, b;
    fc_mtv m;
    (void)state;
    a.c.x = 32768;
    a.c.y = 0x10000000L;
    a.r = 0x20000000L;
    b.c.x = 0;
    b.c.y = -0x10000000L;
    b.r = 2;
    assert_int_equal(fc_circle_circle_mtv(&a, &b, &m), 1);
    assert_int_equal(m.depth, 1);
    assert_int_equal(m.normal.x, 4);
    assert_int_equal(m.normal.y, 65536);
}

static void test_circle_circle_cases(void **state)
{
    shp a, b;
    (void)state;
    // Externally tangent on an axis, then 1 raw apart.
    set_circle(&a, 0, 0, U);
    set_circle(&b, 2 * U, 0, U);
    expect_pair(&a, &b, 1, 0, -U, 0);
    expect_pair(&b, &a, 1, 0, U, 0);
    set_circle(&b, 2 * U + 1, 0, U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&b, 0, -2 * U - 1, U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Tangent on a 3-4-5 diagonal; 1 raw less radius misses.
    set_circle(&a, 0, 0, 2 * U);
    set_circle(&b, 3 * U, 4 * U, 3 * U);
    expect_pair_near(&a, &b, 0, -0.6L * U, -0.8L * U);
    set_circle(&b, 3 * U, 4 * U, 3 * U - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Overlap of 1 raw.
    set_circle(&b, 3 * U, 4 * U, 3 * U + 1);
    expect_pair_near(&a, &b, 1, -0.6L * U, -0.8L * U);
    // Containment both ways (internally tangent, then strictly inside).
    set_circle(&a, 0, 0, 3 * U);
    set_circle(&b, U, 0, 2 * U);
    expect_pair(&a, &b, 1, 4 * U, -U, 0);
    expect_pair(&b, &a, 1, 4 * U, U, 0);
    set_circle(&b, U / 2, -U / 4, U / 8);
    check_pair(&a, &b, NULL);
    check_pair(&b, &a, NULL);
    // Identical and concentric: pushed by the sum of the radii.
    set_circle(&a, 5 * U, -7 * U, 3 * U);
    check_pair(&a, &a, NULL);
    set_circle(&b, 5 * U, -7 * U, U);
    check_pair(&a, &b, NULL);
    check_pair(&b, &a, NULL);
    // Points (r = 0): equal, 1 raw apart.
    set_circle(&a, 7, 9, 0);
    set_circle(&b, 7, 9, 0);
    expect_depth(&a, &b, 0);
    set_circle(&b, 8, 9, 0);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&b, 8, 9, 1);
    expect_pair(&a, &b, 1, 0, -U, 0);
    // Tiny: r = 5 raw and a 3-4-5 offset of 10 raw.
    set_circle(&a, 0, 0, 5);
    set_circle(&b, 6, 8, 5);
    expect_pair_near(&a, &b, 0, -0.6L * U, -0.8L * U);
    set_circle(&b, 6, 8, 4);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Huge: the whole range.
    set_circle(&a, -R, 0, R);
    set_circle(&b, R, 0, R);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_circle(&b, R, 0, R - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, -R, -R, R);
    set_circle(&b, R, R, R);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, R, R, R);
    expect_depth(&a, &b, 2 * R);
    set_circle(&a, -R, -R, R);
    set_circle(&b, 0, 0, R);
    check_pair(&a, &b, NULL);
    set_circle(&a, -R, R, R);
    set_circle(&b, R - 7, -R + 3, R);
    check_pair(&a, &b, NULL);
}

static void test_box_box_cases(void **state)
{
    shp a, b;
    (void)state;
    set_box(&a, 0, 0, 2 * U, 2 * U);
    // Sharing an edge, a corner; 1 raw gaps.
    set_box(&b, 2 * U, 0, 4 * U, 2 * U);
    expect_pair(&a, &b, 1, 0, -U, 0);
    expect_pair(&b, &a, 1, 0, U, 0);
    set_box(&b, 0, 2 * U, 2 * U, 3 * U);
    expect_pair(&a, &b, 1, 0, 0, -U);
    set_box(&b, 2 * U, 2 * U, 3 * U, 3 * U);
    check_pair(&a, &b, NULL);
    set_box(&b, -U, -U, 0, 0);
    check_pair(&a, &b, NULL);
    set_box(&b, 2 * U + 1, 0, 4 * U, 2 * U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, 0, 2 * U + 1, 2 * U, 3 * U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, -U, -U, -1, 0);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, 2 * U + 1, 2 * U + 1, 3 * U, 3 * U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Overlapping: the shorter way out.
    set_box(&b, 3 * U / 2, U / 2, 3 * U, 3 * U / 2);
    expect_pair(&a, &b, 1, U / 2, -U, 0);
    set_box(&b, U / 4, -U, U, U / 8);
    expect_pair(&a, &b, 1, U / 8, 0, U);
    // Containment both ways.
    set_box(&b, U / 2, U / 4, U, 3 * U / 2);
    expect_pair(&a, &b, 1, U, U, 0);
    expect_pair(&b, &a, 1, U, -U, 0);
    // Identical.
    set_box(&b, 0, 0, 2 * U, 2 * U);
    check_pair(&a, &b, NULL);
    set_box(&b, 0, 0, 3 * U, U);
    check_pair(&b, &b, NULL);
    // Flat and point boxes.
    set_box(&b, U, U, U, U);
    expect_depth(&a, &b, U);
    set_box(&b, 2 * U, U, 2 * U, U);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_box(&b, 2 * U + 1, U, 2 * U + 1, U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, -U, U, 3 * U, U);
    check_pair(&a, &b, NULL);
    check_pair(&b, &a, NULL);
    // Tiny.
    set_box(&a, 0, 0, 1, 1);
    set_box(&b, 1, 1, 2, 2);
    expect_depth(&a, &b, 0);
    set_box(&b, 2, 0, 3, 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Huge.
    set_box(&a, -R, -R, R, R);
    set_box(&b, -R, -R, R, R);
    expect_depth(&a, &b, 2 * R);
    set_box(&b, 0, 0, R, R);
    check_pair(&a, &b, NULL);
    check_pair(&b, &a, NULL);
    set_box(&a, -R, -R, 0, R);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_box(&a, -R, -R, -1, R);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&a, -R, -R, R - 1, -1);
    expect_pair(&a, &b, 0, 0, 0, 0);
}

static void test_circle_box_cases(void **state)
{
    shp a, b;
    (void)state;
    set_box(&b, 0, 0, 2 * U, 2 * U);
    // Tangent to an edge; 1 raw off.
    set_circle(&a, 3 * U, U, U);
    expect_pair(&a, &b, 1, 0, U, 0);
    set_circle(&a, 3 * U + 1, U, U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, U / 2, -U / 2, U / 2);
    expect_pair(&a, &b, 1, 0, 0, -U);
    set_circle(&a, U / 2, -U / 2, U / 2 - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Tangent to a corner along 3-4-5; 1 raw less misses.
    set_circle(&a, 2 * U + 3 * 4096, 2 * U + 4 * 4096, 5 * 4096);
    expect_pair_near(&a, &b, 0, 0.6L * U, 0.8L * U);
    set_circle(&a, 2 * U + 3 * 4096, 2 * U + 4 * 4096, 5 * 4096 - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, -3 * 4096, -4 * 4096, 5 * 4096);
    expect_pair_near(&a, &b, 0, -0.6L * U, -0.8L * U);
    set_circle(&a, -3 * 4096, 2 * U + 4 * 4096, 5 * 4096 - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Partly in.
    set_circle(&a, 2 * U + U / 2, U, U);
    expect_pair(&a, &b, 1, U / 2, U, 0);
    // Center inside: out through the nearest side.
    set_circle(&a, U / 4, U, U / 8);
    expect_pair(&a, &b, 1, U / 4 + U / 8, -U, 0);
    set_circle(&a, U, 7 * U / 4, U);
    expect_pair(&a, &b, 1, U + U / 4, 0, U);
    // Center on the boundary, zero radius: touching.
    set_circle(&a, 2 * U, U, 0);
    expect_pair(&a, &b, 1, 0, U, 0);
    set_circle(&a, 2 * U + 1, U, 0);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, 2 * U, 2 * U, 0);
    check_pair(&a, &b, NULL);
    // The box inside the circle.
    set_circle(&a, U, U, 10 * U);
    check_pair(&a, &b, NULL);
    set_circle(&a, U + 3, U - 5, 10 * U);
    check_pair(&a, &b, NULL);
    // Flat and point boxes.
    set_box(&b, 0, 0, 2 * U, 0);
    set_circle(&a, U, U, U);
    expect_pair(&a, &b, 1, 0, 0, U);
    set_circle(&a, U, U + 1, U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, U, U, U, U);
    set_circle(&a, U, U, 7);
    check_pair(&a, &b, NULL);
    // Tiny.
    set_box(&b, 0, 0, 1, 1);
    set_circle(&a, 2, 0, 1);
    expect_pair(&a, &b, 1, 0, U, 0);
    set_circle(&a, 3, 0, 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, 2, 2, 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, 2, 2, 2);
    check_pair(&a, &b, NULL);
    // Huge.
    set_box(&b, -R, -R, R, R);
    set_circle(&a, R, R, R);
    check_pair(&a, &b, NULL);
    set_circle(&a, 0, 0, R);
    expect_depth(&a, &b, 2 * R);
    set_box(&b, -R, -R, 0, 0);
    set_circle(&a, R, 0, R);
    expect_pair(&a, &b, 1, 0, U, 0);
    set_circle(&a, R, 0, R - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&a, R, R, R);
    expect_pair(&a, &b, 0, 0, 0, 0);
}

static void pts_rect(fc_vec *q, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    q[0] = mkv(x0, y0);
    q[1] = mkv(x1, y0);
    q[2] = mkv(x1, y1);
    q[3] = mkv(x0, y1);
}

static void reverse_pts(fc_vec *q, int n)
{
    int i;
    for (i = 0; i < n / 2; i++) {
        fc_vec t = q[i];
        q[i] = q[n - 1 - i];
        q[n - 1 - i] = t;
    }
}

static void test_poly_poly_cases(void **state)
{
    shp a, b, c;
    fc_vec q[8];
    fc_mtv m1, m2;
    (void)state;
    set_poly_rect(&a, 0, 0, 2 * U, 2 * U);
    // Sharing an edge; then 1 raw apart.
    set_poly_rect(&b, 2 * U, 0, 4 * U, 2 * U);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_poly_rect(&b, 2 * U + 1, 0, 4 * U, 2 * U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Sharing part of an edge with a triangle.
    q[0] = mkv(U / 2, 2 * U);
    q[1] = mkv(3 * U, 2 * U);
    q[2] = mkv(U, 5 * U);
    set_poly(&b, q, 3);
    expect_pair(&a, &b, 1, 0, 0, -U);
    q[0].y = q[1].y = 2 * U + 1;
    set_poly(&b, q, 3);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Sharing a corner; 1 raw apart diagonally.
    set_poly_rect(&b, 2 * U, 2 * U, 3 * U, 3 * U);
    check_pair(&a, &b, NULL);
    set_poly_rect(&b, 2 * U + 1, 2 * U + 1, 3 * U, 3 * U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Vertex to vertex on a slant: the diamond's tip on the square's corner.
    q[0] = mkv(3 * U, 2 * U);
    q[1] = mkv(4 * U, 3 * U);
    q[2] = mkv(3 * U, 4 * U);
    q[3] = mkv(2 * U, 3 * U);
    set_poly(&b, q, 4);
    check_pair(&a, &b, NULL);   // apart: the diamond's tips miss the corner
    q[0] = mkv(3 * U, 2 * U);
    q[1] = mkv(4 * U, 3 * U);
    q[2] = mkv(3 * U, 4 * U);
    q[3] = mkv(2 * U, 2 * U);
    set_poly(&b, q, 4);
    check_pair(&a, &b, NULL);   // the corner (2,2) is shared
    assert_int_equal(q_yes(&a, &b), 1);
    q[3] = mkv(2 * U + 1, 2 * U + 1);
    set_poly(&b, q, 4);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // A vertex on the middle of a slanted edge.
    q[0] = mkv(0, 0);
    q[1] = mkv(4 * U, 0);
    q[2] = mkv(0, 4 * U);
    set_poly(&a, q, 3);
    q[0] = mkv(2 * U, 2 * U);
    q[1] = mkv(5 * U, 3 * U);
    q[2] = mkv(3 * U, 5 * U);
    set_poly(&b, q, 3);
    expect_pair_near(&a, &b, 0, -46340.95L, -46340.95L);
    q[0] = mkv(2 * U + 1, 2 * U);
    set_poly(&b, q, 3);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Sharing a slanted edge (the hypotenuse), huge and tiny.
    q[0] = mkv(-R, -R);
    q[1] = mkv(R, -R);
    q[2] = mkv(-R, R);
    set_poly(&a, q, 3);
    q[0] = mkv(R, -R);
    q[1] = mkv(R, R);
    q[2] = mkv(-R, R);
    set_poly(&b, q, 3);
    expect_pair_near(&a, &b, 0, -46340.95L, -46340.95L);
    q[1] = mkv(R, R);
    q[0] = mkv(R, -R + 1);
    q[2] = mkv(-R + 1, R);
    set_poly(&b, q, 3);
    expect_pair(&a, &b, 0, 0, 0, 0);
    q[0] = mkv(0, 0);
    q[1] = mkv(2, 0);
    q[2] = mkv(0, 2);
    set_poly(&a, q, 3);
    q[0] = mkv(2, 0);
    q[1] = mkv(2, 2);
    q[2] = mkv(0, 2);
    set_poly(&b, q, 3);
    expect_pair_near(&a, &b, 0, -46340.95L, -46340.95L);
    q[0] = mkv(2, 1);
    q[2] = mkv(1, 2);
    set_poly(&b, q, 3);
    expect_pair(&a, &b, 0, 0, 0, 0);
    q[0] = mkv(1, 1);
    set_poly(&b, q, 3);
    check_pair(&a, &b, NULL);
    // Containment both ways, and identical shapes.
    set_poly_rect(&a, -U, -U, U, U);
    q[0] = mkv(-3 * U, -3 * U);
    q[1] = mkv(3 * U, -3 * U);
    q[2] = mkv(3 * U, 3 * U);
    q[3] = mkv(-3 * U, 3 * U);
    set_poly(&b, q, 4);
    // Every way out ties: A's bottom edge comes first, and A leaves out
    // through it (+y); the same for B against A.
    expect_pair(&a, &b, 1, 4 * U, 0, U);
    expect_pair(&b, &a, 1, 4 * U, 0, U);
    check_pair(&a, &a, NULL);
    q[0] = mkv(-U, -U);
    q[1] = mkv(2 * U, 0);
    q[2] = mkv(0, 3 * U);
    set_poly(&c, q, 3);
    check_pair(&c, &c, NULL);
    check_pair(&c, &b, NULL);
    check_pair(&b, &c, NULL);
    // Both windings: a clockwise input builds the same polygon, same answers.
    pts_rect(q, 0, 0, 2 * U, 2 * U);
    set_poly(&a, q, 4);
    reverse_pts(q, 4);
    set_poly(&c, q, 4);
    assert_int_equal(c.p.reversed, 1);
    assert_int_equal(a.p.reversed, 0);
    assert_memory_equal(c.p.v, a.p.v, sizeof(fc_vec) * 4);
    q[0] = mkv(U, U);
    q[1] = mkv(3 * U, U);
    q[2] = mkv(2 * U, 3 * U);
    set_poly(&b, q, 3);
    assert_int_equal(q_mtv(&a, &b, &m1), 1);
    assert_int_equal(q_mtv(&c, &b, &m2), 1);
    assert_memory_equal(&m1, &m2, sizeof m1);
    reverse_pts(q, 3);
    set_poly(&b, q, 3);
    assert_int_equal(q_mtv(&c, &b, &m2), 1);
    assert_memory_equal(&m1, &m2, sizeof m1);
    // Collinear vertices on the contact edge.
    q[0] = mkv(0, 0);
    q[1] = mkv(U, 0);
    q[2] = mkv(2 * U, 0);
    q[3] = mkv(2 * U, U);
    q[4] = mkv(2 * U, 2 * U);
    q[5] = mkv(0, 2 * U);
    set_poly(&a, q, 6);
    set_poly_rect(&b, 2 * U, U / 2, 3 * U, U);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_poly_rect(&b, U, -U, 3 * U / 2, 0);
    expect_pair(&a, &b, 1, 0, 0, U);
    // Huge: the whole range against pieces of it.
    set_poly_rect(&a, -R, -R, R, R);
    set_poly_rect(&b, -R, -R, R, R);
    check_pair(&a, &b, NULL);
    set_poly_rect(&b, R - U, R - U, R, R);
    check_pair(&a, &b, NULL);
    check_pair(&b, &a, NULL);
    set_poly_rect(&a, -R, -R, 0, R);
    set_poly_rect(&b, 0, -R, R, R);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_poly_rect(&b, 1, -R, R, R);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Tiny: triangles of a few raw.
    q[0] = mkv(0, 0);
    q[1] = mkv(3, 0);
    q[2] = mkv(0, 3);
    set_poly(&a, q, 3);
    q[0] = mkv(1, 1);
    q[1] = mkv(4, 1);
    q[2] = mkv(1, 4);
    set_poly(&b, q, 3);
    check_pair(&a, &b, NULL);
    check_pair(&b, &a, NULL);
    q[0] = mkv(2, 2);
    set_poly(&b, q, 3);
    check_pair(&a, &b, NULL);
}

// The worked examples of the collision articles (tests/oracle/fccollide.py).
static void pts_scale(fc_vec *q, const int (*p)[2], int n)
{
    int i;
    for (i = 0; i < n; i++) {
        q[i] = mkv(p[i][0] * U, p[i][1] * U);
    }
}

static void test_worked_examples(void **state)
{
    static const int sq1[4][2] = { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } };
    static const int sq2[4][2] = { { 1, 1 }, { 3, 1 }, { 3, 3 }, { 1, 3 } };
    static const int sq4[4][2] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    static const int tri[3][2] = { { 3, 1 }, { 6, 2 }, { 4, 5 } };
    static const int pairs[][2][4][2] = {
        { { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } }, { { 1, 0 }, { 3, 0 }, { 3, 2 }, { 1, 2 } } },
        { { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } }, { { 2, 0 }, { 4, 0 }, { 4, 2 }, { 2, 2 } } },
        { { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } }, { { 2, 2 }, { 4, 2 }, { 4, 4 }, { 2, 4 } } },
        { { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } }, { { 4, 1 }, { 6, 2 }, { 4, 5 }, { 0, 0 } } },
        { { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } }, { { 5, 1 }, { 7, 2 }, { 5, 5 }, { 0, 0 } } },
        { { { 4, 11 }, { 9, 9 }, { 4, 5 }, { 0, 0 } }, { { 5, 7 }, { 12, 7 }, { 10, 2 }, { 7, 3 } } },
        { { { 0, 0 }, { 4, 0 }, { 2, 3 }, { 0, 0 } }, { { 1, 1 }, { 3, 1 }, { 2, -2 }, { 0, 0 } } },
        { { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } }, { { -3, -3 }, { 3, -3 }, { 3, 3 }, { -3, 3 } } },
        { { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } }, { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 0 } } },
    };
    static const int counts[][2] = { { 4, 4 }, { 4, 4 }, { 4, 4 }, { 4, 3 }, { 4, 3 }, { 3, 4 }, { 3, 3 },
                                     { 4, 4 }, { 4, 3 } };
    static const int32_t vel[6][2] = { { 0, 0 }, { 3 * U, 0 }, { -3 * U, 0 }, { 0, 2 * U }, { U, U },
                                       { -4 * U, -4 * U } };
    shp a, b;
    fc_vec q[4];
    int i, k;
    (void)state;
    // Two squares overlapping by 1 x 1: depth 1, the first of the tied
    // faces (A's edges first: its right edge, out through which A leaves
    // along -x).
    pts_scale(q, sq1, 4);
    set_poly(&a, q, 4);
    pts_scale(q, sq2, 4);
    set_poly(&b, q, 4);
    expect_pair(&a, &b, 1, U, -U, 0);
    // A square and a triangle: out along -x by 1 (the other axes need 3,
    // 12/sqrt(10), 9/sqrt(13), 5/sqrt(17) = 1.21).
    pts_scale(q, sq4, 4);
    set_poly(&a, q, 4);
    pts_scale(q, tri, 3);
    set_poly(&b, q, 3);
    expect_pair(&a, &b, 1, U, -U, 0);
    expect_pair(&b, &a, 1, U, U, 0);
    // The other textbook pairs, both ways, both windings, and swept.
    for (i = 0; i < COUNT_OF(pairs); i++) {
        pts_scale(q, pairs[i][0], counts[i][0]);
        set_poly(&a, q, counts[i][0]);
        pts_scale(q, pairs[i][1], counts[i][1]);
        set_poly(&b, q, counts[i][1]);
        check_pair(&a, &b, NULL);
        check_pair(&b, &a, NULL);
        reverse_pts(q, counts[i][1]);
        set_poly(&b, q, counts[i][1]);
        check_pair(&a, &b, NULL);
        for (k = 0; k < 6; k++) {
            check_sweep_pair(&a, &b, vel[k][0], vel[k][1]);
        }
    }
    assert_int_equal(fc_poly_poly(&a.p, &b.p), 1);
}

static void test_poly_circle_cases(void **state)
{
    shp a, b;
    fc_vec q[4];
    (void)state;
    set_poly_rect(&a, 0, 0, 2 * U, 2 * U);
    // Tangent to an edge; 1 raw off.
    set_circle(&b, 3 * U, U, U);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_circle(&b, 3 * U + 1, U, U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&b, 3 * U, U, U - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Tangent to a vertex along 3-4-5.
    set_circle(&b, 2 * U + 3 * 4096, 2 * U + 4 * 4096, 5 * 4096);
    expect_pair_near(&a, &b, 0, -0.6L * U, -0.8L * U);
    set_circle(&b, 2 * U + 3 * 4096, 2 * U + 4 * 4096, 5 * 4096 - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&b, 2 * U + 3 * 4096 + 1, 2 * U + 4 * 4096, 5 * 4096);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Center inside: out through the nearest edge by r + distance.
    set_circle(&b, U / 4, U, U / 8);
    expect_pair(&a, &b, 1, U / 4 + U / 8, U, 0);
    // Center on an edge with r = 0: touching.
    set_circle(&b, 2 * U, U, 0);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_circle(&b, 2 * U, 2 * U, 0);
    check_pair(&a, &b, NULL);
    set_circle(&b, 2 * U + 1, 2 * U, 0);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // The polygon inside the circle and the circle inside the polygon.
    set_circle(&b, U, U, 5 * U);
    check_pair(&a, &b, NULL);
    set_circle(&b, U - 3, U + 11, U / 2);
    check_pair(&a, &b, NULL);
    // Tangent to a slanted edge: the edge (0,0)-(4,3), the circle's center
    // 5/4 * (3,-4)/5 off its midpoint.
    q[0] = mkv(0, 0);
    q[1] = mkv(4 * U, 3 * U);
    q[2] = mkv(0, 3 * U);
    set_poly(&a, q, 3);
    set_circle(&b, 2 * U + 3 * 16384, 3 * U / 2 - 4 * 16384, 5 * 16384);
    expect_pair_near(&a, &b, 0, -0.6L * U, 0.8L * U);
    set_circle(&b, 2 * U + 3 * 16384, 3 * U / 2 - 4 * 16384, 5 * 16384 - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&b, 2 * U + 3 * 16384, 3 * U / 2 - 4 * 16384, 5 * 16384 + 1);
    expect_pair_near(&a, &b, 1, -0.6L * U, 0.8L * U);
    // Tiny.
    q[0] = mkv(0, 0);
    q[1] = mkv(4, 0);
    q[2] = mkv(0, 3);
    set_poly(&a, q, 3);
    set_circle(&b, 5, 5, 5);
    check_pair(&a, &b, NULL);
    set_circle(&b, 4 + 3, 4, 5);
    expect_pair_near(&a, &b, 0, -0.6L * U, -0.8L * U);
    set_circle(&b, 4 + 3, 4, 4);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&b, 1, 1, 0);
    check_pair(&a, &b, NULL);
    // Huge.
    set_poly_rect(&a, -R, -R, R, 0);
    set_circle(&b, 0, R, R);
    expect_pair(&a, &b, 1, 0, 0, -U);
    set_circle(&b, 0, R, R - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_circle(&b, R, R, R);
    check_pair(&a, &b, NULL);
    set_circle(&b, 0, -R / 2, R);
    check_pair(&a, &b, NULL);
    set_poly_rect(&a, -R, -R, R, R);
    set_circle(&b, 0, 0, R);
    check_pair(&a, &b, NULL);
}

// A corrupted table: normals that do not match the edges are accepted
// (only zero or out-of-range ones are refused), and the answer must stay
// deterministic. Here edge 1 of a valid quadrilateral gets the normal
// (-1, 0), so a circle centered on vertex 0 is outside edge 1's (wrong)
// line but not over its slab: the nearest feature is vertex 0 itself, at
// distance 0. The push direction is then the zero vector, taken as length
// 1 (src/mtv.c): a zero normal and the depth r, with no endless loop.
static void test_poly_circle_corrupted(void **state)
{
    static const fc_vec q[4] = { { 0, 0 }, { 4 * U, 0 }, { 6 * U, 2 * U }, { 0, 4 * U } };
    fc_poly p;
    fc_circle c;
    fc_mtv m;
    (void)state;
    build_poly(&p, q, 4);
    assert_int_equal(p.convex, 1);
    c.c = mkv(0, 0);
    c.r = U;
    // Valid, the center on the boundary: A leaves by r through edge 0
    // (y = 0), the first of the two edges through the center.
    assert_int_equal(fc_poly_circle_mtv(&p, &c, &m), 1);
    assert_int_equal(m.normal.x, 0);
    assert_int_equal(m.normal.y, U);
    assert_int_equal(m.depth, U);
    p.normal[1] = mkv(-1, 0);
    assert_int_equal(fc_poly_check(&p), FC_ERR_INVALID);
    assert_int_equal(fc_poly_circle(&p, &c), 1);
    memset(&m, SENT8, sizeof m);
    assert_int_equal(fc_poly_circle_mtv(&p, &c, &m), 1);
    assert_int_equal(m.normal.x, 0);
    assert_int_equal(m.normal.y, 0);
    assert_int_equal(m.depth, U);
}

static void test_poly_box_cases(void **state)
{
    shp a, b;
    fc_vec q[4];
    (void)state;
    q[0] = mkv(0, 0);
    q[1] = mkv(4 * U, U);
    q[2] = mkv(U, 3 * U);
    set_poly(&a, q, 3);
    // A box touching the rightmost vertex: an edge, a corner; 1 raw off.
    set_box(&b, 4 * U, 0, 5 * U, 2 * U);
    expect_pair(&a, &b, 1, 0, -U, 0);
    set_box(&b, 4 * U, U, 5 * U, 2 * U);
    check_pair(&a, &b, NULL);
    set_box(&b, 4 * U + 1, 0, 5 * U, 2 * U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, 4 * U, U + 1, 5 * U, 2 * U);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // A box corner on a slanted edge: (2U, U/2) lies on (0,0)-(4U,U).
    set_box(&b, 2 * U, -U, 3 * U, U / 2);
    check_pair(&a, &b, NULL);
    assert_int_equal(q_yes(&a, &b), 1);
    set_box(&b, 2 * U, -U, 3 * U, U / 2 - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Flat and point boxes.
    set_box(&b, 2 * U, U / 2, 2 * U, U / 2);
    check_pair(&a, &b, NULL);
    set_box(&b, 2 * U, U / 2 - 1, 2 * U, U / 2 - 1);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, -U, 2 * U, 5 * U, 2 * U);
    check_pair(&a, &b, NULL);
    set_box(&b, 2 * U, -U, 2 * U, 5 * U);
    check_pair(&a, &b, NULL);
    // Containment both ways.
    set_box(&b, U, U, U + U / 4, U + U / 4);
    check_pair(&a, &b, NULL);
    set_box(&b, -U, -U, 5 * U, 5 * U);
    check_pair(&a, &b, NULL);
    // Identical to the polygon of a box.
    set_poly_rect(&a, 0, 0, 2 * U, U);
    set_box(&b, 0, 0, 2 * U, U);
    expect_pair(&a, &b, 1, U, 0, U);   // out through A's bottom edge, the first tie
    // Tiny.
    q[0] = mkv(0, 0);
    q[1] = mkv(2, 0);
    q[2] = mkv(0, 2);
    set_poly(&a, q, 3);
    set_box(&b, 1, 1, 3, 3);
    check_pair(&a, &b, NULL);
    set_box(&b, 2, 1, 3, 3);
    expect_pair(&a, &b, 0, 0, 0, 0);
    // Huge.
    q[0] = mkv(-R, -R);
    q[1] = mkv(R, -R);
    q[2] = mkv(-R, R);
    set_poly(&a, q, 3);
    set_box(&b, 0, 0, R, R);
    check_pair(&a, &b, NULL);
    set_box(&b, 1, 0, R, R);
    expect_pair(&a, &b, 0, 0, 0, 0);
    set_box(&b, -R, -R, R, R);
    check_pair(&a, &b, NULL);
}

// ---- random pairs ----------------------------------------------------------------

static const int pair_kinds[6][2] = {
    { K_CIRCLE, K_CIRCLE }, { K_BOX, K_BOX }, { K_CIRCLE, K_BOX },
    { K_POLY, K_POLY }, { K_POLY, K_CIRCLE }, { K_POLY, K_BOX },
};

// A polygon rebuilt from its own vertices in the other winding (the same
// fc_poly but for the flag), and one from a rotated, mirrored-order list.
static void check_windings(const shp *a, const shp *b)
{
    shp r;
    fc_vec q[NV] = { { 0, 0 } };
    fc_mtv m1, m2;
    refmtv ref;
    int i, n = a->p.n, rot, rc;
    for (i = 0; i < n; i++) {
        q[i] = a->p.v[n - 1 - i];
    }
    set_poly(&r, q, n);
    CHECK2(memcmp(r.p.v, a->p.v, sizeof(fc_vec) * (size_t)n) == 0, a, b);
    memset(&m1, 0, sizeof m1);
    memset(&m2, 0, sizeof m2);
    rc = q_mtv(a, b, &m1);
    CHECK2(q_mtv(&r, b, &m2) == rc, a, b);
    CHECK2(memcmp(&m1, &m2, sizeof m1) == 0, a, b);
    rot = (int)(rng32() % (uint32_t)n);
    for (i = 0; i < n; i++) {
        q[i] = a->p.v[(n - 1 - i + rot) % n];
    }
    set_poly(&r, q, n);
    CHECK2(q_yes(&r, b) == rc, a, b);
    CHECK2(q_mtv(&r, b, &m2) == rc, a, b);
    if (rc == 1) {
        ref_pair(a, 0, 0, b, &ref);
        check_mtv(&m2, &ref, &r, b);
    }
}

static void test_random_pairs(void **state)
{
    shp a, b;
    stats st[6];
    int k, i;
    (void)state;
    memset(st, 0, sizeof st);
    rng_seed(0xC011DE5EEDu);
    for (k = 0; k < 6; k++) {
        for (i = 0; i < 900; i++) {
            int emax = i % 3 == 0 ? 6 : 29;   // a third of few-raw shapes
            gen_pair(&a, &b, pair_kinds[k][0], pair_kinds[k][1], emax);
            check_pair(&a, &b, &st[k]);
            if (i % 4 == 0) {
                int32_t tx = rnd_between(-R / 2, R / 2), ty = rnd_between(-R / 2, R / 2);
                if (one_in(2)) {
                    tx = rnd_between(-70000, 70000);
                    ty = rnd_between(-70000, 70000);
                }
                check_translate(&a, &b, tx, ty);
            }
            if (a.kind == K_POLY && i % 4 == 1) {
                check_windings(&a, &b);
            }
        }
        print_message("pair %d: %d hits, %d misses\n", k, st[k].hits, st[k].misses);
        assert_true(st[k].hits > 200);
        assert_true(st[k].misses > 200);
    }
}

// ---- exactly touching pairs and their 1-raw neighbours -----------------------------

static const int triples[][3] = { { 3, 4, 5 }, { 5, 12, 13 }, { 8, 15, 17 }, { 7, 24, 25 }, { 20, 21, 29 },
                                  { 12, 35, 37 }, { 9, 40, 41 }, { 28, 45, 53 } };

// A random Pythagorean direction (a, b) with |(a, b)| = c.
static void rnd_triple(int64_t *a, int64_t *b, int64_t *c)
{
    int t = (int)(rng32() % (uint32_t)COUNT_OF(triples));
    int64_t x = triples[t][0], y = triples[t][1];
    if (one_in(2)) {
        int64_t s = x;
        x = y;
        y = s;
    }
    *a = one_in(2) ? -x : x;
    *b = one_in(2) ? -y : y;
    *c = triples[t][2];
}

static int64_t gcd64(int64_t a, int64_t b)
{
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b != 0) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

// Checks b and its eight 1-raw neighbours against a (and a against them
// when the pair kinds allow it); counts the misses.
static void check_neighbours(const shp *a, const shp *b, stats *st)
{
    shp t;
    int dx, dy;
    for (dx = -1; dx <= 1; dx++) {
        for (dy = -1; dy <= 1; dy++) {
            if (!shp_move(b, dx, dy, &t)) {
                continue;
            }
            check_pair(a, &t, st);
            if (a->kind == t.kind) {
                check_pair(&t, a, NULL);
            }
        }
    }
}

static void test_random_touching(void **state)
{
    shp a, b;
    tpoly t;
    fc_vec q[3];
    stats st;
    int i, j, n;
    (void)state;
    rng_seed(0x70C4ED);
    memset(&st, 0, sizeof st);
    for (i = 0; i < 300; i++) {
        int32_t s = rnd_size(i % 2 ? 22 : 5);
        int32_t cx = rnd_between(-R / 4, R / 4), cy = rnd_between(-R / 4, R / 4);
        int64_t nx, ny, g, ex, ey, px, py, ax, ay, c, k;
        gen_convex(&t, s, cx, cy);
        set_poly(&a, t.p, t.n);
        n = a.p.n;
        j = (int)(rng32() % (uint32_t)n);
        // Poly-poly sharing the whole edge j: a triangle on its outer side.
        nx = a.p.normal[j].x;
        ny = a.p.normal[j].y;
        g = gcd64(nx, ny);
        k = 1 + (int64_t)(rng32() % 4u);
        q[0] = a.p.v[(j + 1) % n];
        q[1] = a.p.v[j];
        q[2] = mkv((int32_t)(a.p.v[j].x + nx / g * k), (int32_t)(a.p.v[j].y + ny / g * k));
        set_poly(&b, q, 3);
        CHECK2(ref_pair(&a, 0, 0, &b, NULL) == 1, &a, &b);
        check_neighbours(&a, &b, &st);
        // Poly-poly sharing only vertex j: a triangle in its normal cone.
        {
            const fc_vec *n0 = &a.p.normal[(j + n - 1) % n], *n1 = &a.p.normal[j];
            int64_t g0 = gcd64(n0->x, n0->y), g1 = gcd64(n1->x, n1->y);
            int64_t p1x = a.p.v[j].x + n0->x / g0 + 2 * (n1->x / g1), p1y = a.p.v[j].y + n0->y / g0 + 2 * (n1->y / g1);
            int64_t p2x = a.p.v[j].x + 2 * (n0->x / g0) + n1->x / g1, p2y = a.p.v[j].y + 2 * (n0->y / g0) + n1->y / g1;
            if (in_range64(p1x) && in_range64(p1y) && in_range64(p2x) && in_range64(p2y)
                && (int64_t)n0->x * n1->y - (int64_t)n0->y * n1->x != 0) {
                q[0] = a.p.v[j];
                q[1] = mkv((int32_t)p1x, (int32_t)p1y);
                q[2] = mkv((int32_t)p2x, (int32_t)p2y);
                if (cross3(&q[0], &q[1], &q[2]) != 0) {
                    set_poly(&b, q, 3);
                    CHECK2(ref_pair(&a, 0, 0, &b, NULL) == 1, &a, &b);
                    check_neighbours(&a, &b, &st);
                }
            }
        }
        // Poly-box: a box on the polygon's bounding box side (touching the
        // extreme vertex), and poly-circle tangent to that vertex.
        set_box(&b, a.p.box.max.x, a.p.box.min.y - (int32_t)(rng32() % 100u), a.p.box.max.x + 1000,
                a.p.box.max.y);
        check_neighbours(&a, &b, &st);
        // Circle tangent to edge j: the foot at a point of the edge, along a
        // Pythagorean normal when the edge has one (else to a vertex).
        rnd_triple(&ax, &ay, &c);
        k = 1 + (int64_t)(rng32() % 3000u);
        px = a.p.v[j].x;
        py = a.p.v[j].y;
        ex = a.p.v[(j + 1) % n].x - px;
        ey = a.p.v[(j + 1) % n].y - py;
        if (ex * ax + ey * ay <= 0 && (a.p.v[(j + n - 1) % n].x - px) * ax + (a.p.v[(j + n - 1) % n].y - py) * ay <= 0) {
            // (ax, ay) lies in the normal cone of vertex j: tangent there.
            set_circle(&b, (int32_t)(px + ax * k), (int32_t)(py + ay * k), (int32_t)(c * k));
            CHECK2(ref_pair(&a, 0, 0, &b, NULL) == 1, &a, &b);
            check_neighbours(&a, &b, &st);
            set_circle(&b, (int32_t)(px + ax * k), (int32_t)(py + ay * k), (int32_t)(c * k - 1));
            CHECK2(check_pair(&a, &b, &st) == 0, &a, &b);
        }
        // Circles tangent along a Pythagorean offset.
        {
            int32_t ra = rnd_between(0, (int32_t)(c * k)), bw, bh;
            set_circle(&a, cx, cy, ra);
            set_circle(&b, (int32_t)(cx + ax * k), (int32_t)(cy + ay * k), (int32_t)(c * k) - ra);
            CHECK2(check_pair(&a, &b, &st) == 1, &a, &b);
            check_neighbours(&a, &b, &st);
            // Circle tangent to a box corner and to a box side.
            bw = (int32_t)(rng32() % 5000u);
            bh = (int32_t)(rng32() % 5000u);
            set_box(&b, cx - bw, cy - bh, cx, cy);
            if (ax > 0 && ay > 0) {
                set_circle(&a, (int32_t)(cx + ax * k), (int32_t)(cy + ay * k), (int32_t)(c * k));
                CHECK2(check_pair(&a, &b, &st) == 1, &a, &b);
                set_circle(&a, (int32_t)(cx + ax * k), (int32_t)(cy + ay * k), (int32_t)(c * k - 1));
                CHECK2(check_pair(&a, &b, &st) == 0, &a, &b);
            }
            set_circle(&a, cx + ra, b.b.min.y, ra);
            CHECK2(check_pair(&a, &b, &st) == 1, &a, &b);
            set_circle(&a, cx + ra + 1, b.b.min.y, ra);
            CHECK2(check_pair(&a, &b, &st) == 0, &a, &b);
            // Boxes sharing an edge or a corner.
            bh = (int32_t)(rng32() % 5000u);
            bw = (int32_t)(rng32() % 5000u);
            set_box(&a, cx, cy - bh, cx + 1 + bw, cy);
            check_neighbours(&b, &a, &st);
        }
    }
    print_message("touching: %d hits (%d depth 0), %d misses\n", st.hits, st.touch, st.misses);
    assert_true(st.touch > 1000);
    assert_true(st.misses > 1000);
}

// pp(A, B) and pp(B, A): same decision; unless two different directions
// tie for the shortest push, opposite normals and equal depths (within 2
// raw each).
static void test_poly_poly_symmetry(void **state)
{
    shp a, b;
    fc_mtv m1, m2;
    refmtv r;
    int i, j, best, rc1, rc2, ties = 0, checked = 0;
    (void)state;
    rng_seed(0x5E77E7);
    for (i = 0; i < 3000; i++) {
        gen_pair(&a, &b, K_POLY, K_POLY, i % 6 == 0 ? 8 : 29);
        memset(&m1, 0, sizeof m1);
        memset(&m2, 0, sizeof m2);
        rc1 = fc_poly_poly_mtv(&a.p, &b.p, &m1);
        rc2 = fc_poly_poly_mtv(&b.p, &a.p, &m2);
        CHECK2(rc1 == rc2, &a, &b);
        CHECK2(fc_poly_poly(&b.p, &a.p) == rc1, &a, &b);
        if (rc1 != 1) {
            continue;
        }
        ref_pair(&a, 0, 0, &b, &r);
        best = 0;
        for (j = 1; j < r.nc; j++) {
            if (r.d[j] < r.d[best]) {
                best = j;
            }
        }
        for (j = 0; j < r.nc; j++) {
            // Each rounded push is within 1/2 + d/2^28 raw of the exact
            // one, so a direction further than this cannot win instead.
            if (r.d[j] <= r.dmin + 1.5L + r.dmin / 16777216.0L
                && (absl_(r.ux[j] - r.ux[best]) > 2.0L || absl_(r.uy[j] - r.uy[best]) > 2.0L)) {
                break;
            }
        }
        if (j < r.nc) {
            ties++;
            continue;
        }
        checked++;
        if (abs(m1.depth - m2.depth) > 2 || abs(m1.normal.x + m2.normal.x) > 2
            || abs(m1.normal.y + m2.normal.y) > 2) {
            dump_mtv("pp(A,B)", &m1);
            dump_mtv("pp(B,A)", &m2);
            FAIL2("pp(A,B) and pp(B,A) must be opposite", &a, &b);
        }
    }
    print_message("symmetry: %d compared, %d ties\n", checked, ties);
    assert_true(checked > 800);
}

// ---- sweeps --------------------------------------------------------------------------

// Reference sweep: per axis (a's, then b's), the contact interval.
typedef struct rsweep {
    int intersect, will;
    i128 t0n, t0d, t1n, t1d;
    int ne;
    int64_t ex[2 * NV], ey[2 * NV];   // axes where contact begins, from B towards A
} rsweep;

static int fcmp(i128 an, i128 ad, i128 bn, i128 bd)
{
    i128 l = an * bd, r = bn * ad;
    return (l > r) - (l < r);
}

static void ref_sweep(const rshape *a, const rshape *b, int64_t vx, int64_t vy, rsweep *r)
{
    i128 en[2 * NV], ed[2 * NV];
    int64_t ox[2 * NV], oy[2 * NV];
    int pass, i, k = 0, never = 0, overlap = 1;
    memset(r, 0, sizeof *r);
    r->t0n = 0;
    r->t0d = 1;
    r->t1n = 1;
    r->t1d = 1;
    for (pass = 0; pass < 2; pass++) {
        const rshape *o = pass == 0 ? a : b;
        for (i = 0; i < o->na; i++) {
            int64_t ax = o->ax[i], ay = o->ay[i];
            i128 a0, a1, b0, b1, s = (i128)ax * vx + (i128)ay * vy, ln, d;
            rproj(a, ax, ay, &a0, &a1);
            rproj(b, ax, ay, &b0, &b1);
            // The direction from B towards A, where they are apart on it.
            ox[k] = a1 < b0 ? -ax : ax;
            oy[k] = a1 < b0 ? -ay : ay;
            if (a1 < b0 || b1 < a0) {
                overlap = 0;
                never |= s == 0;
            }
            if (s == 0) {
                ed[k] = 0;
                k++;
                continue;
            }
            if (s > 0) {
                en[k] = b0 - a1;
                ln = b1 - a0;
                d = s;
            } else {
                en[k] = a0 - b1;
                ln = a1 - b0;
                d = -s;
            }
            ed[k] = d;
            if (fcmp(en[k], d, r->t0n, r->t0d) > 0) {
                r->t0n = en[k];
                r->t0d = d;
            }
            if (fcmp(ln, d, r->t1n, r->t1d) < 0) {
                r->t1n = ln;
                r->t1d = d;
            }
            k++;
        }
    }
    r->intersect = overlap;
    r->will = overlap || (!never && fcmp(r->t0n, r->t0d, r->t1n, r->t1d) <= 0);
    for (i = 0; i < k; i++) {
        if (ed[i] != 0 && fcmp(en[i], ed[i], r->t0n, r->t0d) == 0) {
            r->ex[r->ne] = ox[i];
            r->ey[r->ne] = oy[i];
            r->ne++;
        }
    }
}

static int is_zero_mtv(const fc_mtv *m)
{
    return m->depth == 0 && m->normal.x == 0 && m->normal.y == 0;
}

typedef struct sstats {
    int overlap, hit, miss, at_one, toi_zero, end_hit;
} sstats;

static sstats sweep_stats;

static void dump_sweep(const fc_sweep *s, int32_t vx, int32_t vy)
{
    print_error("v %" PRId32 " %" PRId32 ": intersect %d will %d toi %" PRId32 " normal %" PRId32 " %" PRId32 "\n",
                vx, vy, s->intersect, s->will_intersect, s->toi, s->normal.x, s->normal.y);
    dump_mtv("start", &s->start);
    dump_mtv("end", &s->end);
}

#define SW_CHECK(cond)                                             \
    do {                                                           \
        if (!(cond)) {                                             \
            dump_sweep(&s, vx, vy);                                \
            CHECK2(cond, a, b);                                    \
        }                                                          \
    } while (0)

// The full check of one sweep (polygons or boxes) against the reference.
static void check_sweep_pair(const shp *a, const shp *b, int32_t vx, int32_t vy)
{
    fc_vec v = mkv(vx, vy);
    fc_sweep s;
    fc_mtv m;
    rshape ra, rb;
    rsweep rs;
    refmtv ref;
    shp moved;
    int rc, want, i, ok;
    memset(&s, SENT8, sizeof s);
    rc = a->kind == K_POLY ? fc_poly_sweep(&a->p, &b->p, &v, &s) : fc_box_sweep(&a->b, &b->b, &v, &s);
    ref_of(a, 0, 0, &ra);
    ref_of(b, 0, 0, &rb);
    ref_sweep(&ra, &rb, vx, vy, &rs);
    want = rs.intersect ? FC_SWEEP_OVERLAP : rs.will ? FC_SWEEP_HIT : FC_SWEEP_MISS;
    SW_CHECK(rc == want);
    SW_CHECK(s.intersect == rs.intersect);
    SW_CHECK(s.will_intersect == rs.will);
    if (rs.intersect) {
        sweep_stats.overlap++;
        memset(&m, 0, sizeof m);
        SW_CHECK(q_mtv(a, b, &m) == 1);
        SW_CHECK(memcmp(&s.start, &m, sizeof m) == 0);
        SW_CHECK(s.toi == 0);
        SW_CHECK(s.normal.x == m.normal.x && s.normal.y == m.normal.y);
    } else {
        SW_CHECK(is_zero_mtv(&s.start));
    }
    if (rc == FC_SWEEP_HIT) {
        // toi = floor(65536 t0), exactly.
        i128 toi = (rs.t0n * 65536) / rs.t0d;
        sweep_stats.hit++;
        sweep_stats.at_one += toi == 65536;
        sweep_stats.toi_zero += toi == 0;
        SW_CHECK(s.toi == (fc_fixed)toi);
        // The normal of an axis where contact begins, from B towards A.
        ok = 0;
        for (i = 0; i < rs.ne && !ok; i++) {
            ld len = sqrtl((ld)rs.ex[i] * (ld)rs.ex[i] + (ld)rs.ey[i] * (ld)rs.ey[i]);
            ok = absl_((ld)s.normal.x - (ld)rs.ex[i] / len * 65536.0L) <= 1.0L
                && absl_((ld)s.normal.y - (ld)rs.ey[i] / len * 65536.0L) <= 1.0L;
        }
        SW_CHECK(ok);
    } else if (rc == FC_SWEEP_MISS) {
        sweep_stats.miss++;
    }
    // The end MTV is the pair's MTV with A moved by v.
    if (shp_move(a, vx, vy, &moved)) {
        memset(&m, 0, sizeof m);
        if (q_mtv(&moved, b, &m) == 1) {
            sweep_stats.end_hit++;
            SW_CHECK(memcmp(&s.end, &m, sizeof m) == 0);
        } else {
            SW_CHECK(is_zero_mtv(&s.end));
        }
    } else if (ref_pair(a, vx, vy, b, &ref)) {
        sweep_stats.end_hit++;
        check_mtv(&s.end, &ref, a, b);
    } else {
        SW_CHECK(is_zero_mtv(&s.end));
    }
}

// Expects the answer and, for a hit, the time of impact and the normal.
static void expect_sweep(const shp *a, const shp *b, int32_t vx, int32_t vy, int want, fc_fixed toi,
                         fc_fixed nx, fc_fixed ny)
{
    fc_vec v = mkv(vx, vy);
    fc_sweep s;
    int rc;
    check_sweep_pair(a, b, vx, vy);
    rc = a->kind == K_POLY ? fc_poly_sweep(&a->p, &b->p, &v, &s) : fc_box_sweep(&a->b, &b->b, &v, &s);
    SW_CHECK(rc == want);
    if (want == FC_SWEEP_HIT) {
        SW_CHECK(s.toi == toi && s.normal.x == nx && s.normal.y == ny);
        SW_CHECK(s.intersect == 0 && s.will_intersect == 1);
    } else if (want == FC_SWEEP_MISS) {
        SW_CHECK(s.intersect == 0 && s.will_intersect == 0);
    } else {
        SW_CHECK(s.intersect == 1 && s.will_intersect == 1 && s.toi == 0);
    }
}

// The same scene as boxes and as polygons.
static void scene(shp *pa, shp *pb, shp *ba, shp *bb, int32_t ax0, int32_t ay0, int32_t ax1, int32_t ay1,
                  int32_t bx0, int32_t by0, int32_t bx1, int32_t by1)
{
    set_poly_rect(pa, ax0, ay0, ax1, ay1);
    set_poly_rect(pb, bx0, by0, bx1, by1);
    set_box(ba, ax0, ay0, ax1, ay1);
    set_box(bb, bx0, by0, bx1, by1);
}

static void test_sweep_cases(void **state)
{
    shp pa, pb, ba, bb, *A[2], *B[2];
    fc_vec q[3];
    fc_sweep s;
    fc_vec v;
    int w;
    (void)state;
    A[0] = &pa;
    A[1] = &ba;
    B[0] = &pb;
    B[1] = &bb;
    // A unit square 2 units left of another.
    scene(&pa, &pb, &ba, &bb, 0, 0, U, U, 3 * U, 0, 4 * U, U);
    for (w = 0; w < 2; w++) {
        // Touching exactly at t = 1; 1 raw short; 1 raw more.
        expect_sweep(A[w], B[w], 2 * U, 0, FC_SWEEP_HIT, 65536, -U, 0);
        expect_sweep(A[w], B[w], 2 * U - 1, 0, FC_SWEEP_MISS, 0, 0, 0);
        expect_sweep(A[w], B[w], 2 * U + 1, 0, FC_SWEEP_HIT, 65535, -U, 0);
        expect_sweep(A[w], B[w], 4 * U, 0, FC_SWEEP_HIT, 32768, -U, 0);
        // Through B entirely within one step (no tunnelling).
        expect_sweep(A[w], B[w], 10 * U, 0, FC_SWEEP_HIT, 13107, -U, 0);
        // Diagonally: leaving B's y range (at t = 1) after reaching its x range.
        expect_sweep(A[w], B[w], 4 * U, -U, FC_SWEEP_HIT, 32768, -U, 0);
        // Away, and sideways past it.
        expect_sweep(A[w], B[w], -2 * U, 0, FC_SWEEP_MISS, 0, 0, 0);
        expect_sweep(A[w], B[w], 4 * U, 2 * U, FC_SWEEP_HIT, 32768, -U, 0);
        expect_sweep(A[w], B[w], 4 * U, 2 * U + 2, FC_SWEEP_MISS, 0, 0, 0);
        // Zero velocity, apart.
        expect_sweep(A[w], B[w], 0, 0, FC_SWEEP_MISS, 0, 0, 0);
        v = mkv(0, 0);
        memset(&s, SENT8, sizeof s);
        assert_int_equal(w == 0 ? fc_poly_sweep(&pa.p, &pb.p, &v, &s) : fc_box_sweep(&ba.b, &bb.b, &v, &s),
                         FC_SWEEP_MISS);
        assert_true(is_zero_mtv(&s.start) && is_zero_mtv(&s.end));
        // A contact earlier than 1/65536: toi 0, not intersecting.
        expect_sweep(A[w], B[w], R, 0, FC_SWEEP_HIT, 16, -U, 0);
    }
    // A 1 raw gap and the largest speed: contact at t = 1/2^29.
    scene(&pa, &pb, &ba, &bb, 0, 0, U, U, U + 1, 0, 2 * U, U);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], R, 0, FC_SWEEP_HIT, 0, -U, 0);
        expect_sweep(A[w], B[w], 1, 0, FC_SWEEP_HIT, 65536, -U, 0);
        expect_sweep(A[w], B[w], 0, 0, FC_SWEEP_MISS, 0, 0, 0);
        expect_sweep(A[w], B[w], 0, R, FC_SWEEP_MISS, 0, 0, 0);
    }
    // Grazing along an edge: A slides on top of B, touching all along.
    scene(&pa, &pb, &ba, &bb, -3 * U, U, -2 * U, 2 * U, 0, 0, U, U);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], 5 * U, 0, FC_SWEEP_HIT, 26214, -U, 0);
        expect_sweep(A[w], B[w], 2 * U, 0, FC_SWEEP_HIT, 65536, -U, 0);
        expect_sweep(A[w], B[w], 2 * U - 1, 0, FC_SWEEP_MISS, 0, 0, 0);
    }
    scene(&pa, &pb, &ba, &bb, -3 * U, U + 1, -2 * U, 2 * U, 0, 0, U, U);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], 5 * U, 0, FC_SWEEP_MISS, 0, 0, 0);
    }
    // Starting in touch (moving away, along, into) and overlapping.
    scene(&pa, &pb, &ba, &bb, 0, 0, U, U, U, 0, 2 * U, U);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], -U, 0, FC_SWEEP_OVERLAP, 0, 0, 0);
        expect_sweep(A[w], B[w], 0, U, FC_SWEEP_OVERLAP, 0, 0, 0);
        expect_sweep(A[w], B[w], U, 0, FC_SWEEP_OVERLAP, 0, 0, 0);
        expect_sweep(A[w], B[w], 0, 0, FC_SWEEP_OVERLAP, 0, 0, 0);
    }
    scene(&pa, &pb, &ba, &bb, 0, 0, 2 * U, 2 * U, U, U, 3 * U, 3 * U);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], 5 * U, 0, FC_SWEEP_OVERLAP, 0, 0, 0);
        expect_sweep(A[w], B[w], 0, 0, FC_SWEEP_OVERLAP, 0, 0, 0);
        expect_sweep(A[w], B[w], -5 * U, -5 * U, FC_SWEEP_OVERLAP, 0, 0, 0);
    }
    // Flat and point boxes.
    set_box(&ba, 0, 0, 0, 0);
    set_box(&bb, U, -U, U, U);
    expect_sweep(&ba, &bb, U, 0, FC_SWEEP_HIT, 65536, -U, 0);
    expect_sweep(&ba, &bb, U, U, FC_SWEEP_HIT, 65536, -U, 0);
    expect_sweep(&ba, &bb, U, U + 1, FC_SWEEP_MISS, 0, 0, 0);
    expect_sweep(&ba, &bb, U, 2 * U, FC_SWEEP_MISS, 0, 0, 0);
    expect_sweep(&ba, &bb, 3 * U, 0, FC_SWEEP_HIT, 21845, -U, 0);
    // A triangle meeting another's slanted edge.
    q[0] = mkv(0, 0);
    q[1] = mkv(U, 0);
    q[2] = mkv(0, U);
    set_poly(&pa, q, 3);
    q[0] = mkv(4 * U, 0);
    q[1] = mkv(4 * U, 4 * U);
    q[2] = mkv(2 * U, 4 * U);
    set_poly(&pb, q, 3);
    check_sweep_pair(&pa, &pb, 4 * U, 0);
    check_sweep_pair(&pa, &pb, 0, 4 * U);
    check_sweep_pair(&pa, &pb, 3 * U, 3 * U);
    check_sweep_pair(&pa, &pb, 4 * U, 4 * U);
    // Huge: across the whole range, contact exactly at t = 1.
    scene(&pa, &pb, &ba, &bb, -R, -R, -R / 2, R, R / 2, -R, R, R);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], R, 0, FC_SWEEP_HIT, 65536, -U, 0);
        expect_sweep(A[w], B[w], R - 1, 0, FC_SWEEP_MISS, 0, 0, 0);
        expect_sweep(A[w], B[w], R, R, FC_SWEEP_HIT, 65536, -U, 0);
        expect_sweep(A[w], B[w], R, -R, FC_SWEEP_HIT, 65536, -U, 0);
    }
    scene(&pa, &pb, &ba, &bb, -R, -R, R, R, -R, -R, R, R);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], R, -R, FC_SWEEP_OVERLAP, 0, 0, 0);
    }
    // Tiny.
    scene(&pa, &pb, &ba, &bb, 0, 0, 1, 1, 3, 0, 4, 1);
    for (w = 0; w < 2; w++) {
        expect_sweep(A[w], B[w], 2, 0, FC_SWEEP_HIT, 65536, -U, 0);
        expect_sweep(A[w], B[w], 3, 0, FC_SWEEP_HIT, 43690, -U, 0);
        expect_sweep(A[w], B[w], 1, 0, FC_SWEEP_MISS, 0, 0, 0);
        expect_sweep(A[w], B[w], 2, 1, FC_SWEEP_HIT, 65536, -U, 0);
        expect_sweep(A[w], B[w], 2, 2, FC_SWEEP_MISS, 0, 0, 0);
    }
}

// Random sweeps of polygons and of boxes against the exact reference.
static void test_sweep_random(void **state)
{
    shp a, b;
    int i, kind;
    (void)state;
    rng_seed(0x5EEB);
    memset(&sweep_stats, 0, sizeof sweep_stats);
    for (kind = K_BOX; kind <= K_POLY; kind++) {
        for (i = 0; i < 2500; i++) {
            int64_t vx, vy;
            int mode = (int)(rng32() % 10u);
            int32_t cax, cay, cbx, cby;
            gen_pair(&a, &b, kind, kind, i % 4 == 0 ? 7 : 29);
            if (kind == K_POLY) {
                cax = (a.p.box.min.x + a.p.box.max.x) / 2;
                cay = (a.p.box.min.y + a.p.box.max.y) / 2;
                cbx = (b.p.box.min.x + b.p.box.max.x) / 2;
                cby = (b.p.box.min.y + b.p.box.max.y) / 2;
            } else {
                cax = (a.b.min.x + a.b.max.x) / 2;
                cay = (a.b.min.y + a.b.max.y) / 2;
                cbx = (b.b.min.x + b.b.max.x) / 2;
                cby = (b.b.min.y + b.b.max.y) / 2;
            }
            if (mode < 7) {        // towards B, short of it to past it
                double f = 2.0 * rnd01();
                vx = (int64_t)llround(((double)cbx - cax) * f) + rnd_between(-3, 3);
                vy = (int64_t)llround(((double)cby - cay) * f) + rnd_between(-3, 3);
            } else if (mode < 8) { // anywhere
                int32_t sz = rnd_size(29);
                vx = rnd_between(-sz, sz);
                vy = rnd_between(-sz, sz);
            } else if (mode == 8) { // along an axis
                vx = rnd_between(-R, R);
                vy = 0;
                if (one_in(2)) {
                    vy = vx;
                    vx = 0;
                }
            } else {
                vx = one_in(4) ? 0 : rnd_between(-2, 2);
                vy = rnd_between(-2, 2);
            }
            check_sweep_pair(&a, &b, (int32_t)clamp64(vx, -R, R), (int32_t)clamp64(vy, -R, R));
        }
    }
    print_message("sweeps: %d overlap, %d hit (%d at t=1, %d toi 0), %d miss, %d end hits\n",
                  sweep_stats.overlap, sweep_stats.hit, sweep_stats.at_one, sweep_stats.toi_zero,
                  sweep_stats.miss, sweep_stats.end_hit);
    assert_true(sweep_stats.overlap > 500);
    assert_true(sweep_stats.hit > 1500);
    assert_true(sweep_stats.miss > 500);
}

// With v = 65536 w, A at time k/65536 is exactly A + k w: the pair query
// there must say hit exactly when t0 <= k/65536 <= t1 (the exact contact
// interval), for k around the reported toi and elsewhere.
static void shp_center(const shp *x, int64_t *cx, int64_t *cy)
{
    const fc_box *bb = x->kind == K_POLY ? &x->p.box : &x->b;
    *cx = ((int64_t)bb->min.x + bb->max.x) / 2;
    *cy = ((int64_t)bb->min.y + bb->max.y) / 2;
}

static void test_sweep_exact_times(void **state)
{
    shp a, b, t;
    fc_sweep s;
    fc_vec v;
    rshape ra, rb;
    rsweep rs;
    int i, j, kind, hits = 0, after = 0, tested = 0;
    (void)state;
    rng_seed(0x71E5);
    for (kind = K_BOX; kind <= K_POLY; kind++) {
        for (i = 0; i < 700; i++) {
            int64_t cax, cay, cbx, cby;
            int32_t wx, wy, k[6];
            double f = 0.5 + 1.5 * rnd01();
            int rc;
            gen_pair(&a, &b, kind, kind, i % 3 == 0 ? 7 : 24);
            // The velocity, whole units, points roughly from A towards B.
            shp_center(&a, &cax, &cay);
            shp_center(&b, &cbx, &cby);
            wx = (int32_t)clamp64((int64_t)llround((double)(cbx - cax) * f / U) + rnd_between(-1, 1), -4000, 4000);
            wy = (int32_t)clamp64((int64_t)llround((double)(cby - cay) * f / U) + rnd_between(-1, 1), -4000, 4000);
            // A's path (convex: its two ends suffice) must stay in range.
            if (!shp_move(&a, (int64_t)wx * U, (int64_t)wy * U, &t)) {
                continue;
            }
            tested++;
            v = mkv(wx * U, wy * U);
            memset(&s, SENT8, sizeof s);
            rc = kind == K_POLY ? fc_poly_sweep(&a.p, &b.p, &v, &s) : fc_box_sweep(&a.b, &b.b, &v, &s);
            assert_true(rc >= 0);
            ref_of(&a, 0, 0, &ra);
            ref_of(&b, 0, 0, &rb);
            ref_sweep(&ra, &rb, v.x, v.y, &rs);
            k[0] = s.toi - 1;
            k[1] = s.toi;
            k[2] = s.toi + 1;
            k[3] = 0;
            k[4] = 65536;
            k[5] = rnd_between(0, 65536);
            hits += rc == FC_SWEEP_HIT;
            for (j = 0; j < 6; j++) {
                int want, got;
                if (k[j] < 0 || k[j] > 65536) {
                    continue;
                }
                want = rs.will && fcmp(rs.t0n, rs.t0d, k[j], 65536) <= 0 && fcmp(k[j], 65536, rs.t1n, rs.t1d) <= 0;
                if (!shp_move(&a, (int64_t)wx * k[j], (int64_t)wy * k[j], &t)) {
                    fail_msg("path out of range at %d", (int)k[j]);
                }
                got = q_yes(&t, &b);
                if (got != want || (rc == FC_SWEEP_MISS && got)) {
                    print_error("w %" PRId32 " %" PRId32 " rc %d toi %" PRId32 " k %" PRId32 ": got %d want %d\n",
                                wx, wy, rc, s.toi, k[j], got, want);
                    CHECK2(got == want && !(rc == FC_SWEEP_MISS && got), &a, &b);
                }
                // Before the reported time: apart; at it: touching exactly
                // when the true time is a multiple of 1/65536; just after
                // it: touching unless the contact has already ended.
                if (rc == FC_SWEEP_HIT && j == 0) {
                    CHECK2(!got, &a, &b);
                }
                if (rc == FC_SWEEP_HIT && j == 1) {
                    CHECK2(got == (fcmp(rs.t0n, rs.t0d, k[j], 65536) == 0), &a, &b);
                }
                if (rc == FC_SWEEP_HIT && j == 2 && fcmp(k[j], 65536, rs.t1n, rs.t1d) <= 0) {
                    CHECK2(got, &a, &b);
                    after++;
                }
            }
            check_sweep_pair(&a, &b, v.x, v.y);
        }
    }
    print_message("exact times: %d sweeps, %d hits, %d touching just after toi\n", tested, hits, after);
    assert_true(hits > 200);
    assert_true(after > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_errors_circle_box_pairs),
        cmocka_unit_test(test_errors_poly_pairs),
        cmocka_unit_test(test_errors_sweeps),
        cmocka_unit_test(test_circle_circle_cases),
        cmocka_unit_test(test_circle_mtv_root_below_square),
        cmocka_unit_test(test_box_box_cases),
        cmocka_unit_test(test_circle_box_cases),
        cmocka_unit_test(test_poly_poly_cases),
        cmocka_unit_test(test_worked_examples),
        cmocka_unit_test(test_poly_circle_cases),
        cmocka_unit_test(test_poly_circle_corrupted),
        cmocka_unit_test(test_poly_box_cases),
        cmocka_unit_test(test_random_pairs),
        cmocka_unit_test(test_random_touching),
        cmocka_unit_test(test_poly_poly_symmetry),
        cmocka_unit_test(test_sweep_cases),
        cmocka_unit_test(test_sweep_random),
        cmocka_unit_test(test_sweep_exact_times),
    };
    return cmocka_run_group_tests_name("collide", tests, NULL, NULL);
}
