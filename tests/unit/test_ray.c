// CMocka unit tests for the ray queries of include/fixcol/collide.h:
// fc_ray_poly, fc_ray_circle, fc_ray_box.
//
// Host-only test code: C99, int64_t and __int128 for the exact reference
// arithmetic, long double (and libm) only for the reference unit normals
// and to place pseudo-random vertices. Every hit/miss/inside decision and
// every t is checked exactly against an independent integer reference:
//  - box: the earliest of the four faces the segment meets (not slabs);
//  - polygon: orientation tests decide which edges the segment touches,
//    then the earliest exact time, and the hit point is checked to lie on
//    the edge whose normal was reported;
//  - circle: hit iff D >= 0, B > 0 and B - sqrt(D) <= A, decided with
//    squares; k checked against the sign of f at k / 65536 and k + 1, and
//    (for smaller coordinates, where it fits 128 bits) against the
//    closed form 65536 sqrt(D) <= 65536 B - A k.
// Normals are compared with the exact unit vector to within 1 raw per
// component. Build it twice, with -DFC_WIDE_NATIVE=1 and =0.
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
#else
#  error "test_ray.c needs __int128 for its exact reference arithmetic"
#endif

#define R       FC_RANGE_RAW     // 536870912, the largest accepted coordinate
#define ONE     65536
#define NV      FC_MAX_VERTS
#define PI      3.14159265358979323846
#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

// ---- random helpers (test_rng.h holds the generator) --------------------------

// A log-uniform magnitude in [2^lo_bits, 2^hi_bits].
static int32_t rnd_scale(int lo_bits, int hi_bits)
{
    int b = lo_bits + (int)(rng32() % (uint32_t)(hi_bits - lo_bits + 1));
    int32_t base = (int32_t)1 << b;
    return rnd_between(base / 2 + 1, base);
}

// ---- small helpers -------------------------------------------------------------

static int32_t clamp_r(int64_t v)
{
    return v > R ? R : (v < -R ? -R : (int32_t)v);
}

static fc_vec mkv(int32_t x, int32_t y)
{
    fc_vec v;
    v.x = x;
    v.y = y;
    return v;
}

static fc_ray mkray(int32_t ox, int32_t oy, int32_t dx, int32_t dy)
{
    fc_ray r;
    r.origin = mkv(ox, oy);
    r.delta = mkv(dx, dy);
    return r;
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

// Sentinel-filled output, to prove an output was left untouched.
static fc_ray_hit sentinel(void)
{
    fc_ray_hit h;
    memset(&h, 0xA5, sizeof h);
    return h;
}

static int untouched(const fc_ray_hit *h)
{
    fc_ray_hit s = sentinel();
    return memcmp(h, &s, sizeof s) == 0;
}

static void dump_ray(const fc_ray *r)
{
    print_error("ray o=(%" PRId32 ",%" PRId32 ") d=(%" PRId32 ",%" PRId32 ")\n",
                r->origin.x, r->origin.y, r->delta.x, r->delta.y);
}

static void dump_pts(const fc_vec *p, int n)
{
    int i;
    print_error("poly n=%d:", n);
    for (i = 0; i < n; i++) {
        print_error(" %" PRId32 " %" PRId32, p[i].x, p[i].y);
    }
    print_error("\n");
}

// 1 when n is within 1 raw per component of 65536 (ux, uy) / |(ux, uy)|.
static int near_unit(const fc_vec *n, long double ux, long double uy)
{
    long double len = sqrtl(ux * ux + uy * uy);
    long double ex = 65536.0L * ux / len, ey = 65536.0L * uy / len;
    return fabsl((long double)n->x - ex) <= 1.0L && fabsl((long double)n->y - ey) <= 1.0L;
}

// ---- exact fractions (num / den, den > 0, 0 <= num) ---------------------------------

typedef struct frac {
    i128 num;
    i128 den;
} frac;

static frac mkfrac(i128 num, i128 den)
{
    frac f;
    if (den < 0) {
        num = -num;
        den = -den;
    }
    f.num = num;
    f.den = den;
    return f;
}

// |num|, den <= 2^62 here, so the products fit.
static int frac_cmp(const frac *a, const frac *b)
{
    i128 l = a->num * b->den, r = b->num * a->den;
    return (l > r) - (l < r);
}

static int32_t frac_k(const frac *f)
{
    return (int32_t)((f->num * 65536) / f->den);
}

// ---- box reference: the earliest face ----------------------------------------------

typedef struct ref_hit {
    int result;        // FC_RAY_*
    frac t;            // exact time of a hit
} ref_hit;

// P = o + t d as the integer vector P * den; 1 when P lies in the closed box.
static int ref_in_box_at(const fc_box *b, const fc_ray *r, const frac *t)
{
    i128 px = (i128)r->origin.x * t->den + t->num * r->delta.x;
    i128 py = (i128)r->origin.y * t->den + t->num * r->delta.y;
    return px >= (i128)b->min.x * t->den && px <= (i128)b->max.x * t->den
        && py >= (i128)b->min.y * t->den && py <= (i128)b->max.y * t->den;
}

static ref_hit ref_box(const fc_ray *r, const fc_box *b)
{
    ref_hit h;
    int32_t planes[4];
    int f;
    h.result = FC_RAY_MISS;
    h.t = mkfrac(0, 1);
    if (r->origin.x >= b->min.x && r->origin.x <= b->max.x
        && r->origin.y >= b->min.y && r->origin.y <= b->max.y) {
        h.result = FC_RAY_INSIDE;
        return h;
    }
    planes[0] = b->min.x;
    planes[1] = b->max.x;
    planes[2] = b->min.y;
    planes[3] = b->max.y;
    for (f = 0; f < 4; f++) {
        int32_t o = f < 2 ? r->origin.x : r->origin.y;
        int32_t d = f < 2 ? r->delta.x : r->delta.y;
        frac t;
        if (d == 0) {
            continue;
        }
        t = mkfrac((i128)planes[f] - o, d);
        if (t.num < 0 || t.num > t.den || !ref_in_box_at(b, r, &t)) {
            continue;
        }
        if (h.result == FC_RAY_MISS || frac_cmp(&t, &h.t) < 0) {
            h.result = FC_RAY_HIT;
            h.t = t;
        }
    }
    return h;
}

// The reported normal belongs to a face through the hit point.
static int box_normal_ok(const fc_ray *r, const fc_box *b, const frac *t, const fc_vec *n)
{
    i128 px = (i128)r->origin.x * t->den + t->num * r->delta.x;
    i128 py = (i128)r->origin.y * t->den + t->num * r->delta.y;
    if (n->x == -ONE && n->y == 0) {
        return px == (i128)b->min.x * t->den;
    }
    if (n->x == ONE && n->y == 0) {
        return px == (i128)b->max.x * t->den;
    }
    if (n->x == 0 && n->y == -ONE) {
        return py == (i128)b->min.y * t->den;
    }
    if (n->x == 0 && n->y == ONE) {
        return py == (i128)b->max.y * t->den;
    }
    return 0;
}

static void check_box(const fc_ray *r, const fc_box *b)
{
    fc_ray_hit h = sentinel();
    ref_hit e = ref_box(r, b);
    int rc = fc_ray_box(r, b, &h);
    if (rc != e.result) {
        dump_ray(r);
        fail_msg("rayb: %d, expected %d; box %" PRId32 " %" PRId32 " %" PRId32 " %" PRId32,
                 rc, e.result, b->min.x, b->min.y, b->max.x, b->max.y);
    }
    if (rc != FC_RAY_HIT) {
        assert_true(untouched(&h));
        return;
    }
    if (h.t != frac_k(&e.t) || !box_normal_ok(r, b, &e.t, &h.normal)) {
        dump_ray(r);
        fail_msg("rayb: t=%" PRId32 " n=(%" PRId32 ",%" PRId32 "), expected t=%" PRId32,
                 h.t, h.normal.x, h.normal.y, frac_k(&e.t));
    }
}

// ---- polygon reference ---------------------------------------------------------------

static int64_t cross64(int64_t ax, int64_t ay, int64_t bx, int64_t by)
{
    return ax * by - ay * bx;
}

static int sgn(i128 v)
{
    return (v > 0) - (v < 0);
}

// Orientation of c against the line a->b, points given as 64-bit pairs.
static int orient(int64_t ax, int64_t ay, int64_t bx, int64_t by, int64_t cx, int64_t cy)
{
    return sgn((i128)(bx - ax) * (cy - ay) - (i128)(by - ay) * (cx - ax));
}

static int between64(int64_t a, int64_t b, int64_t p)
{
    return (a <= p && p <= b) || (b <= p && p <= a);
}

// Even-odd point in polygon by a ray towards -y (the library casts to +x):
// 0 out, 1 in, 2 on.
static int ref_pip(const fc_vec *p, int n, const fc_vec *q)
{
    int i, in = 0;
    for (i = 0; i < n; i++) {
        const fc_vec *a = &p[i], *b = &p[(i + 1) % n];
        int o = orient(a->x, a->y, b->x, b->y, q->x, q->y);
        if (o == 0 && between64(a->x, b->x, q->x) && between64(a->y, b->y, q->y)) {
            return 2;
        }
        // Edges crossing the vertical line x = q.x (half-open: x > q.x above).
        if ((a->x > q->x) != (b->x > q->x)) {
            // The crossing is below q when q is on the upper side of the
            // edge directed left to right.
            int up = b->x > a->x ? o : -o;
            if (up > 0) {
                in ^= 1;
            }
        }
    }
    return in;
}

// The segment o..o+d touches edge a..b (orientation tests, the classic
// closed-segment intersection), and if so the earliest touching time.
static int ref_edge_time(const fc_ray *r, const fc_vec *a, const fc_vec *b, frac *t)
{
    int64_t ox = r->origin.x, oy = r->origin.y;
    int64_t ex = ox + r->delta.x, ey = oy + r->delta.y;
    int o1 = orient(ox, oy, ex, ey, a->x, a->y), o2 = orient(ox, oy, ex, ey, b->x, b->y);
    int o3 = orient(a->x, a->y, b->x, b->y, ox, oy), o4 = orient(a->x, a->y, b->x, b->y, ex, ey);
    int64_t dx = r->delta.x, dy = r->delta.y;
    int64_t sx = (int64_t)b->x - a->x, sy = (int64_t)b->y - a->y;
    int64_t den = cross64(dx, dy, sx, sy);
    int touch;
    touch = (o1 * o2 <= 0 && o3 * o4 <= 0 && den != 0)
        || (o1 == 0 && between64(ox, ex, a->x) && between64(oy, ey, a->y))
        || (o2 == 0 && between64(ox, ex, b->x) && between64(oy, ey, b->y))
        || (o3 == 0 && between64(a->x, b->x, ox) && between64(a->y, b->y, oy))
        || (o4 == 0 && between64(a->x, b->x, ex) && between64(a->y, b->y, ey));
    if (!touch) {
        return 0;
    }
    if (den != 0) {
        *t = mkfrac(cross64((int64_t)a->x - ox, (int64_t)a->y - oy, sx, sy), den);
        return 1;
    }
    {
        // Collinear: the earliest of the touching points among a, b and
        // the origin (the origin never touches: it is outside).
        i128 dd = (i128)dx * dx + (i128)dy * dy;
        i128 ta = (i128)((int64_t)a->x - ox) * dx + (i128)((int64_t)a->y - oy) * dy;
        i128 tb = (i128)((int64_t)b->x - ox) * dx + (i128)((int64_t)b->y - oy) * dy;
        i128 best = -1;
        if (ta >= 0 && ta <= dd) {
            best = ta;
        }
        if (tb >= 0 && tb <= dd && (best < 0 || tb < best)) {
            best = tb;
        }
        if (best < 0) {
            return 0;
        }
        *t = mkfrac(best, dd);
        return 1;
    }
}

static i128 ref_area2(const fc_vec *p, int n)
{
    i128 s = 0;
    int i;
    for (i = 0; i < n; i++) {
        const fc_vec *a = &p[i], *b = &p[(i + 1) % n];
        s += (i128)a->x * b->y - (i128)b->x * a->y;
    }
    return s;
}

static int ref_repeated(const fc_vec *p, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        if (p[i].x == p[(i + 1) % n].x && p[i].y == p[(i + 1) % n].y) {
            return 1;
        }
    }
    return 0;
}

static ref_hit ref_poly(const fc_ray *r, const fc_vec *p, int n)
{
    ref_hit h;
    int i;
    h.t = mkfrac(0, 1);
    if (ref_repeated(p, n) || ref_area2(p, n) == 0) {
        h.result = FC_ERR_DEGENERATE;
        return h;
    }
    if (ref_pip(p, n, &r->origin) != 0) {
        h.result = FC_RAY_INSIDE;
        return h;
    }
    h.result = FC_RAY_MISS;
    if (r->delta.x == 0 && r->delta.y == 0) {
        return h;
    }
    for (i = 0; i < n; i++) {
        frac t;
        if (ref_edge_time(r, &p[i], &p[(i + 1) % n], &t)
            && (h.result == FC_RAY_MISS || frac_cmp(&t, &h.t) < 0)) {
            h.result = FC_RAY_HIT;
            h.t = t;
        }
    }
    return h;
}

// The normal is the outward (by area sign) unit perpendicular of an edge
// that contains the exact hit point.
static int poly_normal_ok(const fc_ray *r, const fc_vec *p, int n, const frac *t, const fc_vec *nv)
{
    int s = sgn(ref_area2(p, n)), i;
    i128 px = (i128)r->origin.x * t->den + t->num * r->delta.x;
    i128 py = (i128)r->origin.y * t->den + t->num * r->delta.y;
    for (i = 0; i < n; i++) {
        const fc_vec *a = &p[i], *b = &p[(i + 1) % n];
        i128 ex = (i128)b->x - a->x, ey = (i128)b->y - a->y;
        i128 wx = px - (i128)a->x * t->den, wy = py - (i128)a->y * t->den;
        i128 dot = wx * ex + wy * ey;
        if (wx * ey - wy * ex != 0 || dot < 0 || dot > (ex * ex + ey * ey) * t->den) {
            continue;   // the hit point is not on this edge
        }
        if (near_unit(nv, (long double)(s * ey), (long double)(-s * ex))) {
            return 1;
        }
    }
    return 0;
}

static void check_poly(const fc_ray *r, const fc_vec *p, int n)
{
    fc_ray_hit h = sentinel();
    ref_hit e = ref_poly(r, p, n);
    int rc = fc_ray_poly(r, p, n, &h);
    if (rc != e.result) {
        dump_ray(r);
        dump_pts(p, n);
        fail_msg("rayp: %d, expected %d", rc, e.result);
    }
    if (rc != FC_RAY_HIT) {
        assert_true(untouched(&h));
        return;
    }
    if (h.t != frac_k(&e.t) || !poly_normal_ok(r, p, n, &e.t, &h.normal)) {
        dump_ray(r);
        dump_pts(p, n);
        fail_msg("rayp: t=%" PRId32 " n=(%" PRId32 ",%" PRId32 "), expected t=%" PRId32,
                 h.t, h.normal.x, h.normal.y, frac_k(&e.t));
    }
}

// ---- circle reference ------------------------------------------------------------------

typedef struct circ_ref {
    i128 a, b, c;   // f(t) = A t^2 - 2 B t + C
    i128 x;         // cross(d, w)
    i128 disc;      // B^2 - A C
} circ_ref;

static void circ_setup(const fc_ray *r, const fc_circle *c, circ_ref *q)
{
    i128 wx = (i128)r->origin.x - c->c.x, wy = (i128)r->origin.y - c->c.y;
    i128 dx = r->delta.x, dy = r->delta.y;
    q->a = dx * dx + dy * dy;
    q->b = -(wx * dx + wy * dy);
    q->c = wx * wx + wy * wy - (i128)c->r * c->r;
    q->x = dx * wy - dy * wx;
    q->disc = q->b * q->b - q->a * q->c;
}

// Decision by the closed form: t1 = (B - sqrt(D)) / A with D >= 0, B > 0,
// and t1 <= 1 <=> B - A <= sqrt(D).
static int ref_circle_result(const circ_ref *q)
{
    i128 m;
    if (q->c <= 0) {
        return FC_RAY_INSIDE;
    }
    if (q->a == 0 || q->b <= 0 || q->disc < 0) {
        return FC_RAY_MISS;
    }
    m = q->b - q->a;
    return (m <= 0 || m * m <= q->disc) ? FC_RAY_HIT : FC_RAY_MISS;
}

// sign of 2^32 f(k / 65536).
static int g_sign(const circ_ref *q, int64_t k)
{
    return sgn(q->a * k * k - q->b * k * 131072 + (q->c << 32));
}

// k is floor(65536 t1): f(k/65536) >= 0 before the vertex, and k + 1 is
// past the first root (f < 0 there, or past the vertex).
static int k_ok(const circ_ref *q, int64_t k)
{
    if (k < 0 || k > 65536 || q->a * k > q->b * 65536 || g_sign(q, k) < 0) {
        return 0;
    }
    if (k == 65536) {
        return 1;
    }
    return q->a * (k + 1) > q->b * 65536 || g_sign(q, k + 1) < 0;
}

// The closed form, where 2^32 D and (65536 B - A k)^2 fit: k / 65536 <= t1
// <=> 65536 sqrt(D) <= 65536 B - A k.
static int k_le_t1(const circ_ref *q, int64_t k)
{
    i128 m = q->b * 65536 - q->a * k;
    return m >= 0 && (q->disc << 32) <= m * m;
}

static int small_enough(const circ_ref *q)
{
    // 65536 B and A k below 2^62 each, so (65536 B - A k)^2 < 2^126.
    i128 lim = (i128)1 << 46;
    return q->b < lim && q->a < lim;
}

static void circle_true_normal(const circ_ref *q, const fc_ray *r, const fc_circle *c,
                               long double *nx, long double *ny)
{
    // P = w + t1 d with the stable t1 = C / (B + sqrt(D)), then P / |P|.
    long double sd = sqrtl((long double)q->disc);
    long double t1 = (long double)q->c / ((long double)q->b + sd);
    long double wx = (long double)((int64_t)r->origin.x - c->c.x);
    long double wy = (long double)((int64_t)r->origin.y - c->c.y);
    *nx = wx + t1 * (long double)r->delta.x;
    *ny = wy + t1 * (long double)r->delta.y;
}

static long circle_hits;

static void check_circle(const fc_ray *r, const fc_circle *c)
{
    fc_ray_hit h = sentinel();
    circ_ref q;
    int rc, expect;
    long double nx, ny;
    circ_setup(r, c, &q);
    expect = ref_circle_result(&q);
    rc = fc_ray_circle(r, c, &h);
    if (rc != expect) {
        dump_ray(r);
        fail_msg("rayc: %d, expected %d; circle %" PRId32 " %" PRId32 " %" PRId32,
                 rc, expect, c->c.x, c->c.y, c->r);
    }
    if (rc != FC_RAY_HIT) {
        assert_true(untouched(&h));
        return;
    }
    circle_hits++;
    if (!k_ok(&q, h.t) || (small_enough(&q) && (!k_le_t1(&q, h.t)
                                                || (h.t < 65536 && k_le_t1(&q, h.t + 1))))) {
        dump_ray(r);
        fail_msg("rayc: t=%" PRId32 " not floor(65536 t1); circle %" PRId32 " %" PRId32 " %" PRId32,
                 h.t, c->c.x, c->c.y, c->r);
    }
    if (c->r == 0) {
        nx = -(long double)r->delta.x;
        ny = -(long double)r->delta.y;
    } else {
        circle_true_normal(&q, r, c, &nx, &ny);
    }
    if (!near_unit(&h.normal, nx, ny)) {
        dump_ray(r);
        fail_msg("rayc: normal (%" PRId32 ",%" PRId32 ") vs (%.3Lf,%.3Lf); circle %" PRId32
                 " %" PRId32 " %" PRId32, h.normal.x, h.normal.y,
                 65536.0L * nx / sqrtl(nx * nx + ny * ny), 65536.0L * ny / sqrtl(nx * nx + ny * ny),
                 c->c.x, c->c.y, c->r);
    }
}

// ---- errors ---------------------------------------------------------------------------

static void test_errors(void **state)
{
    static const int32_t bad[] = { R + 1, -R - 1, INT32_MAX, INT32_MIN };
    fc_vec sq[4];
    fc_vec big[NV + 1];
    fc_ray r = mkray(-3 * ONE, 0, 6 * ONE, 0), rb;
    fc_box b = mkbox(-ONE, -ONE, ONE, ONE), bb;
    fc_circle c = mkcircle(0, 0, ONE), cb;
    fc_ray_hit h;
    int i, k;
    (void)state;
    sq[0] = mkv(-ONE, -ONE);
    sq[1] = mkv(ONE, -ONE);
    sq[2] = mkv(ONE, ONE);
    sq[3] = mkv(-ONE, ONE);
    for (i = 0; i <= NV; i++) {
        big[i] = mkv((int32_t)(i * 1000), (int32_t)(5 * ONE + (i * i) % 7 * 1000));
    }

    // NULL pointers.
    h = sentinel();
    assert_int_equal(fc_ray_box(NULL, &b, &h), FC_ERR_NULL);
    assert_int_equal(fc_ray_box(&r, NULL, &h), FC_ERR_NULL);
    assert_int_equal(fc_ray_box(&r, &b, NULL), FC_ERR_NULL);
    assert_int_equal(fc_ray_circle(NULL, &c, &h), FC_ERR_NULL);
    assert_int_equal(fc_ray_circle(&r, NULL, &h), FC_ERR_NULL);
    assert_int_equal(fc_ray_circle(&r, &c, NULL), FC_ERR_NULL);
    assert_int_equal(fc_ray_poly(NULL, sq, 4, &h), FC_ERR_NULL);
    assert_int_equal(fc_ray_poly(&r, NULL, 4, &h), FC_ERR_NULL);
    assert_int_equal(fc_ray_poly(&r, sq, 4, NULL), FC_ERR_NULL);
    assert_true(untouched(&h));

    // Vertex counts.
    assert_int_equal(fc_ray_poly(&r, sq, 2, &h), FC_ERR_COUNT);
    assert_int_equal(fc_ray_poly(&r, sq, 0, &h), FC_ERR_COUNT);
    assert_int_equal(fc_ray_poly(&r, sq, -1, &h), FC_ERR_COUNT);
    assert_int_equal(fc_ray_poly(&r, big, NV + 1, &h), FC_ERR_COUNT);
    assert_int_equal(fc_ray_poly(&r, big, NV, &h), FC_RAY_MISS);
    assert_true(untouched(&h));

    // Range: origin, delta, shapes, radius; the limit itself is fine.
    for (k = 0; k < COUNT_OF(bad); k++) {
        for (i = 0; i < 4; i++) {
            rb = r;
            if (i == 0) {
                rb.origin.x = bad[k];
            } else if (i == 1) {
                rb.origin.y = bad[k];
            } else if (i == 2) {
                rb.delta.x = bad[k];
            } else {
                rb.delta.y = bad[k];
            }
            assert_int_equal(fc_ray_box(&rb, &b, &h), FC_ERR_RANGE);
            assert_int_equal(fc_ray_circle(&rb, &c, &h), FC_ERR_RANGE);
            assert_int_equal(fc_ray_poly(&rb, sq, 4, &h), FC_ERR_RANGE);
        }
        for (i = 0; i < 4; i++) {
            fc_vec sq2[4];
            bb = b;
            cb = c;
            memcpy(sq2, sq, sizeof sq2);
            if (i == 0) {
                bb.min.x = bad[k] < 0 ? bad[k] : -ONE;
                bb.max.x = bad[k] > 0 ? bad[k] : ONE;
                cb.c.x = bad[k];
                sq2[2].x = bad[k];
            } else if (i == 1) {
                bb.min.y = bad[k] < 0 ? bad[k] : -ONE;
                bb.max.y = bad[k] > 0 ? bad[k] : ONE;
                cb.c.y = bad[k];
                sq2[3].y = bad[k];
            } else if (i == 2) {
                cb.r = bad[k] > 0 ? bad[k] : R + 1;
                sq2[0].x = bad[k];
                bb = mkbox(bad[k], bad[k], bad[k], bad[k]);
            } else {
                cb.r = INT32_MAX;
                sq2[1].y = bad[k];
                bb = mkbox(-R, -R, R, bad[k] > 0 ? bad[k] : R + 1);
            }
            assert_int_equal(fc_ray_box(&r, &bb, &h), FC_ERR_RANGE);
            assert_int_equal(fc_ray_circle(&r, &cb, &h), FC_ERR_RANGE);
            assert_int_equal(fc_ray_poly(&r, sq2, 4, &h), FC_ERR_RANGE);
        }
    }
    assert_true(untouched(&h));
    rb = mkray(-R, R, R, -R);
    check_box(&rb, &b);
    cb = mkcircle(R, R, R);
    h = sentinel();
    assert_int_equal(fc_ray_circle(&rb, &cb, &h), FC_RAY_MISS);
    assert_true(untouched(&h));

    // Invalid shapes.
    cb = mkcircle(0, 0, -1);
    assert_int_equal(fc_ray_circle(&r, &cb, &h), FC_ERR_INVALID);
    cb.r = INT32_MIN;
    assert_int_equal(fc_ray_circle(&r, &cb, &h), FC_ERR_INVALID);
    bb = mkbox(ONE, -ONE, -ONE, ONE);
    assert_int_equal(fc_ray_box(&r, &bb, &h), FC_ERR_INVALID);
    bb = mkbox(-ONE, ONE, ONE, ONE - 1);
    assert_int_equal(fc_ray_box(&r, &bb, &h), FC_ERR_INVALID);
    assert_true(untouched(&h));

    // Degenerate polygons: a repeated consecutive vertex, zero area.
    {
        fc_vec rep[4], flat[3], bow[4];
        rep[0] = sq[0];
        rep[1] = sq[1];
        rep[2] = sq[1];
        rep[3] = sq[2];
        assert_int_equal(fc_ray_poly(&r, rep, 4, &h), FC_ERR_DEGENERATE);
        rep[2] = sq[2];
        rep[3] = sq[0];   // last == first
        assert_int_equal(fc_ray_poly(&r, rep, 4, &h), FC_ERR_DEGENERATE);
        flat[0] = mkv(0, 0);
        flat[1] = mkv(ONE, ONE);
        flat[2] = mkv(2 * ONE, 2 * ONE);
        assert_int_equal(fc_ray_poly(&r, flat, 3, &h), FC_ERR_DEGENERATE);
        bow[0] = mkv(-ONE, -ONE);   // symmetric bowtie: area 0
        bow[1] = mkv(ONE, ONE);
        bow[2] = mkv(ONE, -ONE);
        bow[3] = mkv(-ONE, ONE);
        assert_int_equal(fc_ray_poly(&r, bow, 4, &h), FC_ERR_DEGENERATE);
    }
    assert_true(untouched(&h));
}

// ---- box cases -------------------------------------------------------------------------

static void expect_hit(int rc, const fc_ray_hit *h, int32_t t, int32_t nx, int32_t ny)
{
    assert_int_equal(rc, FC_RAY_HIT);
    assert_int_equal(h->t, t);
    assert_int_equal(h->normal.x, nx);
    assert_int_equal(h->normal.y, ny);
}

static void test_box_cases(void **state)
{
    fc_box b = mkbox(-ONE, -ONE, ONE, ONE);
    fc_ray r;
    fc_ray_hit h;
    (void)state;
    // Each face, from each side.
    r = mkray(-3 * ONE, 0, 4 * ONE, 0);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, -ONE, 0);
    r = mkray(3 * ONE, ONE / 2, -4 * ONE, 0);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, ONE, 0);
    r = mkray(0, -3 * ONE, ONE, 4 * ONE);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, 0, -ONE);
    r = mkray(ONE / 4, 3 * ONE, 0, -8 * ONE);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 16384, 0, ONE);
    // Ending exactly on the face, and one raw short of it.
    r = mkray(-3 * ONE, 0, 2 * ONE, 0);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 65536, -ONE, 0);
    h = sentinel();
    r = mkray(-3 * ONE, 0, 2 * ONE - 1, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    assert_true(untouched(&h));
    // t not a multiple of 1/65536: floor. 2 units over a run of 3 units.
    r = mkray(-3 * ONE, 0, 3 * ONE, 0);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 43690, -ONE, 0);
    // Through a corner exactly (x side reported on the tie), and grazing it.
    r = mkray(-3 * ONE, -3 * ONE, 4 * ONE, 4 * ONE);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, -ONE, 0);
    r = mkray(-3 * ONE, ONE, 2 * ONE, -2 * ONE);   // touches (-1, -1) only... no: (-1,-1) at t=1
    expect_hit(fc_ray_box(&r, &b, &h), &h, 65536, -ONE, 0);
    r = mkray(0, 3 * ONE, 4 * ONE, -4 * ONE);       // grazes corner (1, 1)? passes (1,2),(2,1): miss
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    r = mkray(-ONE, 3 * ONE, 4 * ONE, -4 * ONE);    // grazes corner (1, 1) at t = 1/2
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, 0, ONE);
    // Running along a face from outside: first touch at the corner.
    r = mkray(-3 * ONE, ONE, 8 * ONE, 0);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 16384, -ONE, 0);
    r = mkray(-3 * ONE, ONE + 1, 8 * ONE, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    // Inside and on the boundary.
    h = sentinel();
    r = mkray(0, 0, 8 * ONE, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_INSIDE);
    r = mkray(ONE, ONE, 8 * ONE, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_INSIDE);
    r = mkray(-ONE, 0, -8 * ONE, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_INSIDE);
    // Zero-length rays.
    r = mkray(0, ONE, 0, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_INSIDE);
    r = mkray(0, ONE + 1, 0, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    // Pointing away, and parallel outside the slab.
    r = mkray(-3 * ONE, 0, -ONE, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    r = mkray(-3 * ONE, 2 * ONE, 8 * ONE, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    assert_true(untouched(&h));
    // Flat boxes: a vertical segment, a horizontal one, a point.
    b = mkbox(ONE, -ONE, ONE, ONE);
    r = mkray(0, 0, 2 * ONE, 0);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, -ONE, 0);
    r = mkray(2 * ONE, 0, -2 * ONE, 0);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, ONE, 0);
    r = mkray(ONE, -3 * ONE, 0, 4 * ONE);           // along the flat box
    expect_hit(fc_ray_box(&r, &b, &h), &h, 32768, 0, -ONE);
    b = mkbox(ONE, ONE, ONE, ONE);
    r = mkray(0, 0, 3 * ONE, 3 * ONE);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 21845, -ONE, 0);
    h = sentinel();
    r = mkray(0, 0, 3 * ONE, 3 * ONE + 1);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    r = mkray(ONE, ONE, 0, 0);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_INSIDE);
    assert_true(untouched(&h));
    // Extremes of the range.
    b = mkbox(R, R, R, R);
    r = mkray(-R, -R, R, R);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    b = mkbox(0, 0, R, R);
    expect_hit(fc_ray_box(&r, &b, &h), &h, 65536, -ONE, 0);
    b = mkbox(R - 1, -R, R, R);
    r = mkray(-R, R, R, -R);
    assert_int_equal(fc_ray_box(&r, &b, &h), FC_RAY_MISS);
    r = mkray(-R, R, R, R);
    check_box(&r, &b);
}

static void test_box_random(void **state)
{
    long hits = 0, inside = 0, n;
    (void)state;
    rng_seed(0xB0C5);
    for (n = 0; n < 20000; n++) {
        int32_t s = rnd_scale(2, 29), w, hgt, cx, cy;
        fc_box b;
        fc_ray r;
        fc_ray_hit h;
        w = rnd_between(0, s);
        hgt = (rng32() % 8u == 0u) ? 0 : rnd_between(0, s);
        if (rng32() % 8u == 0u) {
            w = 0;
        }
        cx = rnd_between(-(R - w), R - w);
        cy = rnd_between(-(R - hgt), R - hgt);
        b = mkbox(cx - w / 2, cy - hgt / 2, cx + (w + 1) / 2, cy + (hgt + 1) / 2);
        {
            int32_t sr = rnd_scale(2, 29);
            int32_t tx = clamp_r((int64_t)cx + rnd_between(-w, w));
            int32_t ty = clamp_r((int64_t)cy + rnd_between(-hgt, hgt));
            int32_t ox = clamp_r((int64_t)tx + rnd_between(-sr, sr));
            int32_t oy = clamp_r((int64_t)ty + rnd_between(-sr, sr));
            int64_t dx = (int64_t)tx - ox, dy = (int64_t)ty - oy;
            int mode = (int)(rng32() % 4u);
            if (mode == 1) {      // overshoot
                dx *= 2;
                dy *= 2;
            } else if (mode == 2) {   // random length
                dx = dx * rnd_between(1, 8) / 4;
                dy = dy * rnd_between(1, 8) / 4;
            } else if (mode == 3 && (rng32() & 1u)) {   // axis-parallel
                dy = 0;
            }
            r = mkray(ox, oy, clamp_r(dx), clamp_r(dy));
        }
        check_box(&r, &b);
        h = sentinel();
        {
            int rc = fc_ray_box(&r, &b, &h);
            hits += rc == FC_RAY_HIT;
            inside += rc == FC_RAY_INSIDE;
        }
        // The box as a polygon gives the same answer and time.
        {
            fc_vec q[4];
            fc_ray_hit hp = sentinel();
            int rp, rc;
            if (b.min.x < b.max.x && b.min.y < b.max.y) {
                q[0] = b.min;
                q[1] = mkv(b.max.x, b.min.y);
                q[2] = b.max;
                q[3] = mkv(b.min.x, b.max.y);
                rc = fc_ray_box(&r, &b, &h);
                rp = fc_ray_poly(&r, q, 4, &hp);
                assert_int_equal(rp, rc);
                if (rc == FC_RAY_HIT) {
                    assert_int_equal(hp.t, h.t);
                }
            }
        }
    }
    print_message("box: %ld hits, %ld inside of 20000\n", hits, inside);
    assert_true(hits > 3000);
    assert_true(inside > 100);
}

// ---- circle cases --------------------------------------------------------------------

static void test_circle_cases(void **state)
{
    fc_circle c = mkcircle(0, 0, ONE);
    fc_ray r;
    fc_ray_hit h;
    (void)state;
    // Head on, each direction.
    r = mkray(-3 * ONE, 0, 4 * ONE, 0);
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 32768, -ONE, 0);
    r = mkray(0, 3 * ONE, 0, -4 * ONE);
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 32768, 0, ONE);
    // Ending exactly on the circle; one raw short.
    r = mkray(-3 * ONE, 0, 2 * ONE, 0);
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 65536, -ONE, 0);
    h = sentinel();
    r = mkray(-3 * ONE, 0, 2 * ONE - 1, 0);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_MISS);
    // Tangent exactly at (0, 1), and one raw off the tangent.
    r = mkray(-3 * ONE, ONE, 6 * ONE, 0);
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 32768, 0, ONE);
    h = sentinel();
    r = mkray(-3 * ONE, ONE + 1, 6 * ONE, 0);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_MISS);
    // Inside, on the boundary, zero-length, moving away.
    r = mkray(0, 0, ONE, 0);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_INSIDE);
    r = mkray(0, ONE, 0, ONE);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_INSIDE);
    r = mkray(0, -ONE, 0, 0);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_INSIDE);
    r = mkray(0, -ONE - 1, 0, 0);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_MISS);
    r = mkray(-3 * ONE, 0, -ONE, 0);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_MISS);
    assert_true(untouched(&h));
    // 3-4-5: from (-5, -5) towards the circle of radius 5 at the origin,
    // hitting (-3, -4) exactly at t = 1/2 with normal (-0.6, -0.8).
    c = mkcircle(0, 0, 5 * ONE);
    r = mkray(-3 * ONE, -12 * ONE, 0, 16 * ONE);
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 32768, -39322, -52429);
    check_circle(&r, &c);
    // Zero radius: a point, hit only exactly; any unit normal (-d here).
    c = mkcircle(ONE, ONE, 0);
    r = mkray(0, 0, 2 * ONE, 2 * ONE);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_HIT);
    assert_int_equal(h.t, 32768);
    check_circle(&r, &c);
    h = sentinel();
    r = mkray(0, 0, 2 * ONE, 2 * ONE + 1);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_MISS);
    r = mkray(ONE, ONE, 0, 0);
    assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_INSIDE);
    assert_true(untouched(&h));
    // Extremes: the largest circle, the longest rays, tiny circles far away.
    c = mkcircle(R, R, R);
    r = mkray(-R, R, R, 0);
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 65536, -ONE, 0);
    r = mkray(-R, -R, R, R);
    check_circle(&r, &c);
    c = mkcircle(-R, -R, R);
    r = mkray(R, R, -R, -R);
    check_circle(&r, &c);
    c = mkcircle(0, 0, 1);
    r = mkray(-R, -R, R, R);
    check_circle(&r, &c);
    r = mkray(-R, 1, R, 0);
    check_circle(&r, &c);
    r = mkray(-R, 0, R, 0);
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 65535, -ONE, 0);
    c = mkcircle(R, 0, R);
    r = mkray(-R, R, R, -R);   // reaches the leftmost point (0, 0) at t = 1
    expect_hit(fc_ray_circle(&r, &c, &h), &h, 65536, -ONE, 0);
}

// A random circle query: scales drawn log-uniformly so that tiny circles
// meet huge deltas and the other way round; the target point is near the
// circle (near-tangent cases included).
static void random_circle_ray(fc_ray *r, fc_circle *c, int small)
{
    int top = small ? 20 : 29;
    int32_t rad = (rng32() % 16u == 0u) ? 0 : rnd_scale(0, top - 1);
    int32_t cx = rnd_between(-(1 << top) + rad, (1 << top) - rad);
    int32_t cy = rnd_between(-(1 << top) + rad, (1 << top) - rad);
    int32_t sr = rnd_scale(0, top);
    double ang = rnd01() * 2.0 * PI, f;
    int mode = (int)(rng32() % 4u);
    int64_t tx, ty, ox, oy, dx, dy;
    if (mode == 0) {
        f = 0.98 + 0.04 * rnd01();          // near the circle
    } else if (mode == 1) {
        f = 1.0 + (rnd01() - 0.5) * 1e-6;   // extremely near
    } else {
        f = 1.5 * rnd01();
    }
    tx = cx + (int64_t)llround((double)rad * f * cos(ang));
    ty = cy + (int64_t)llround((double)rad * f * sin(ang));
    ang = rnd01() * 2.0 * PI;
    ox = tx + (int64_t)llround((double)sr * cos(ang));
    oy = ty + (int64_t)llround((double)sr * sin(ang));
    ox = clamp_r(ox);
    oy = clamp_r(oy);
    if (mode == 3) {
        // Tangential direction at the target: grazing rays.
        double px = (double)(tx - cx), py = (double)(ty - cy);
        double len = sqrt(px * px + py * py);
        double s = (double)sr * (0.5 + rnd01());
        if (len > 0.0) {
            ox = clamp_r(tx - (int64_t)llround(-py / len * s));
            oy = clamp_r(ty - (int64_t)llround(px / len * s));
        }
    }
    dx = tx - ox;
    dy = ty - oy;
    if (rng32() & 1u) {
        dx = dx * rnd_between(1, 16) / 8;
        dy = dy * rnd_between(1, 16) / 8;
    }
    *c = mkcircle(clamp_r(cx), clamp_r(cy), rad);
    *r = mkray((int32_t)ox, (int32_t)oy, clamp_r(dx), clamp_r(dy));
}

static void test_circle_random(void **state)
{
    long n;
    (void)state;
    rng_seed(0xC1C1E);
    circle_hits = 0;
    for (n = 0; n < 30000; n++) {
        fc_ray r;
        fc_circle c;
        random_circle_ray(&r, &c, (int)(n & 1));
        check_circle(&r, &c);
    }
    print_message("circle: %ld hits of 30000\n", circle_hits);
    assert_true(circle_hits > 8000);
}

// Exact tangents: the ray along the line y = r (the circle at the origin)
// touches at (0, r) only; shifted by one raw it misses.
static void test_circle_tangents(void **state)
{
    long n;
    (void)state;
    rng_seed(0x7A46);
    for (n = 0; n < 3000; n++) {
        int32_t rad = rnd_scale(0, 28);
        int32_t cx = rnd_between(-(R - rad), R - rad), cy = rnd_between(-(R - rad), R - rad);
        int32_t sx = rnd_scale(0, 28), ex = rnd_scale(0, 28);
        fc_circle c = mkcircle(cx, cy, rad);
        fc_ray r;
        fc_ray_hit h;
        int32_t side = (rng32() & 1u) ? 1 : -1;
        if ((int64_t)cy + side * (int64_t)rad > R || (int64_t)cy + side * (int64_t)rad < -R
            || (int64_t)cx - sx < -R || (int64_t)sx + ex > R) {
            continue;
        }
        r = mkray(cx - sx, cy + side * rad, sx + ex, 0);
        check_circle(&r, &c);
        assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_HIT);
        assert_int_equal(h.normal.x, 0);
        assert_int_equal(h.normal.y, side * ONE);
        r.origin.y += side;
        check_circle(&r, &c);
        assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_MISS);
        // Ending exactly at the tangent point.
        r = mkray(cx - sx, cy + side * rad, sx, 0);
        assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_HIT);
        assert_int_equal(h.t, ONE);
        r.delta.x = sx - 1;
        assert_int_equal(fc_ray_circle(&r, &c, &h), FC_RAY_MISS);
    }
}

// Rays whose first root lies within a hair of a step k / 65536, on either
// side: the delta is 65536 m, so the point Q at t = k / 65536 is a lattice
// point; the circle's center is put about r from Q, ahead of the ray, and
// its radius is |Q - c| rounded, moved by up to 3 raw. The first root then
// lies within about 3 / m of step k (m up to 2^13): inside and around the
// band where the estimate alone cannot tell the floor (src/ray_circle.c).
static void test_circle_steps(void **state)
{
    long n, near = 0;
    (void)state;
    rng_seed(0x5EB5);
    for (n = 0; n < 20000; n++) {
        int32_t mx = rnd_between(-8192, 8192), my = rnd_between(-8192, 8192);
        int32_t k = rnd_between(1, 65535), rad = rnd_scale(4, 27), rr;
        int64_t qx, qy, cx, cy, ox, oy;
        double len = sqrt((double)mx * mx + (double)my * my), ang, dist;
        fc_ray r;
        fc_circle c;
        fc_ray_hit h;
        if (len == 0.0) {
            continue;
        }
        ox = rnd_between(-R / 4, R / 4);
        oy = rnd_between(-R / 4, R / 4);
        qx = ox + (int64_t)k * mx;               // O + (k / 65536) 65536 m
        qy = oy + (int64_t)k * my;
        // the center r from Q, within 60 degrees of the ray's direction
        ang = atan2((double)my, (double)mx) + (rnd01() - 0.5) * 2.0 * PI / 3.0;
        cx = qx + (int64_t)llround((double)rad * cos(ang));
        cy = qy + (int64_t)llround((double)rad * sin(ang));
        dist = sqrt((double)(cx - qx) * (double)(cx - qx) + (double)(cy - qy) * (double)(cy - qy));
        rr = (int32_t)llround(dist) + rnd_between(-3, 3);
        if (rr < 0 || cx < -R || cx > R || cy < -R || cy > R || (int64_t)ox + 65536 * (int64_t)mx > R
            || (int64_t)ox + 65536 * (int64_t)mx < -R || (int64_t)oy + 65536 * (int64_t)my > R
            || (int64_t)oy + 65536 * (int64_t)my < -R || rr > R) {
            continue;
        }
        r = mkray((int32_t)ox, (int32_t)oy, 65536 * mx, 65536 * my);
        c = mkcircle((int32_t)cx, (int32_t)cy, rr);
        check_circle(&r, &c);
        if (fc_ray_circle(&r, &c, &h) == FC_RAY_HIT && (h.t == k || h.t == k - 1)) {
            near++;
        }
    }
    print_message("circle steps: %ld hits next to their step\n", near);
    assert_true(near > 5000);
}

// ---- polygon cases -------------------------------------------------------------------

static void reverse(fc_vec *dst, const fc_vec *src, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        dst[i] = src[n - 1 - i];
    }
}

static void test_poly_cases(void **state)
{
    fc_vec sq[4], cw[4], u[8], cwu[8], bow[4];
    fc_ray r;
    fc_ray_hit h;
    (void)state;
    sq[0] = mkv(-ONE, -ONE);
    sq[1] = mkv(ONE, -ONE);
    sq[2] = mkv(ONE, ONE);
    sq[3] = mkv(-ONE, ONE);
    reverse(cw, sq, 4);
    // Both windings give outward normals.
    r = mkray(-3 * ONE, 0, 4 * ONE, 0);
    expect_hit(fc_ray_poly(&r, sq, 4, &h), &h, 32768, -ONE, 0);
    expect_hit(fc_ray_poly(&r, cw, 4, &h), &h, 32768, -ONE, 0);
    r = mkray(0, 3 * ONE, 0, -4 * ONE);
    expect_hit(fc_ray_poly(&r, sq, 4, &h), &h, 32768, 0, ONE);
    expect_hit(fc_ray_poly(&r, cw, 4, &h), &h, 32768, 0, ONE);
    // Ending exactly on an edge, one raw short.
    r = mkray(-3 * ONE, ONE / 3, 2 * ONE, 0);
    expect_hit(fc_ray_poly(&r, sq, 4, &h), &h, 65536, -ONE, 0);
    h = sentinel();
    r.delta.x--;
    assert_int_equal(fc_ray_poly(&r, sq, 4, &h), FC_RAY_MISS);
    // Inside, on an edge, on a vertex, zero length.
    r = mkray(0, 0, ONE, 0);
    assert_int_equal(fc_ray_poly(&r, sq, 4, &h), FC_RAY_INSIDE);
    r = mkray(ONE, 0, ONE, 0);
    assert_int_equal(fc_ray_poly(&r, cw, 4, &h), FC_RAY_INSIDE);
    r = mkray(-ONE, -ONE, -ONE, 0);
    assert_int_equal(fc_ray_poly(&r, sq, 4, &h), FC_RAY_INSIDE);
    r = mkray(2 * ONE, 0, 0, 0);
    assert_int_equal(fc_ray_poly(&r, sq, 4, &h), FC_RAY_MISS);
    assert_true(untouched(&h));
    // Exactly through a vertex; grazing a vertex; along an edge.
    r = mkray(-3 * ONE, -3 * ONE, 4 * ONE, 4 * ONE);
    assert_int_equal(fc_ray_poly(&r, sq, 4, &h), FC_RAY_HIT);
    assert_int_equal(h.t, 32768);
    check_poly(&r, sq, 4);
    check_poly(&r, cw, 4);
    r = mkray(-ONE, 3 * ONE, 4 * ONE, -4 * ONE);
    check_poly(&r, sq, 4);
    check_poly(&r, cw, 4);
    r = mkray(-3 * ONE, ONE, 8 * ONE, 0);
    expect_hit(fc_ray_poly(&r, sq, 4, &h), &h, 16384, 0, ONE);   // the top edge, first
    check_poly(&r, cw, 4);
    // A U shape (concave): the ray down the notch meets the notch floor.
    u[0] = mkv(0, 0);
    u[1] = mkv(3 * ONE, 0);
    u[2] = mkv(3 * ONE, 3 * ONE);
    u[3] = mkv(2 * ONE, 3 * ONE);
    u[4] = mkv(2 * ONE, ONE);
    u[5] = mkv(ONE, ONE);
    u[6] = mkv(ONE, 3 * ONE);
    u[7] = mkv(0, 3 * ONE);
    reverse(cwu, u, 8);
    r = mkray(3 * ONE / 2, 5 * ONE, 0, -8 * ONE);
    expect_hit(fc_ray_poly(&r, u, 8, &h), &h, 32768, 0, ONE);
    expect_hit(fc_ray_poly(&r, cwu, 8, &h), &h, 32768, 0, ONE);
    // Across the notch from the inner wall: starts outside (in the notch).
    r = mkray(3 * ONE / 2, 2 * ONE, 2 * ONE, 0);
    expect_hit(fc_ray_poly(&r, u, 8, &h), &h, 16384, -ONE, 0);
    expect_hit(fc_ray_poly(&r, cwu, 8, &h), &h, 16384, -ONE, 0);
    // Along the prong tops (y = 3): first touch is the vertex (0, 3).
    r = mkray(-ONE, 3 * ONE, 8 * ONE, 0);
    assert_int_equal(fc_ray_poly(&r, u, 8, &h), FC_RAY_HIT);
    assert_int_equal(h.t, 8192);
    check_poly(&r, u, 8);
    check_poly(&r, cwu, 8);
    // Starting in the notch, along the notch floor's line: hits the inner wall.
    r = mkray(3 * ONE / 2, ONE + 1, ONE, 0);
    check_poly(&r, u, 8);
    // A self-intersecting polygon with non-zero area (bowtie with unequal
    // lobes): even-odd inside, hits on either lobe.
    bow[0] = mkv(-2 * ONE, -2 * ONE);
    bow[1] = mkv(ONE, ONE);
    bow[2] = mkv(ONE, -ONE);
    bow[3] = mkv(-2 * ONE, 2 * ONE);
    r = mkray(-3 * ONE, 0, 8 * ONE, 0);
    check_poly(&r, bow, 4);
    r = mkray(0, 0, ONE, 0);      // the crossing point: on the boundary
    assert_int_equal(fc_ray_poly(&r, bow, 4, &h), FC_RAY_INSIDE);
    r = mkray(3 * ONE, 0, -8 * ONE, 0);
    check_poly(&r, bow, 4);
    r = mkray(0, 3 * ONE, 0, -8 * ONE);   // straight down through the crossing
    check_poly(&r, bow, 4);
}

// ---- random polygons -------------------------------------------------------------------

// Star-shaped about a random center: convex when rmin = 1, concave often.
static void gen_star(fc_vec *p, int n, int32_t scale, double rmin, int cw, int32_t *cx, int32_t *cy)
{
    double base = rnd01() * 2.0 * PI;
    int k;
    *cx = rnd_between(-(R - scale), R - scale);
    *cy = rnd_between(-(R - scale), R - scale);
    for (k = 0; k < n; k++) {
        double ang = base + ((double)k + 0.05 + 0.9 * rnd01()) * 2.0 * PI / (double)n;
        double rr = (double)scale * (rmin + (1.0 - rmin) * rnd01());
        fc_vec v = mkv(clamp_r((int64_t)*cx + (int64_t)llround(rr * cos(ang))),
                       clamp_r((int64_t)*cy + (int64_t)llround(rr * sin(ang))));
        p[cw ? n - 1 - k : k] = v;
    }
}

static void random_poly_ray(fc_ray *r, const fc_vec *p, int n, int32_t cx, int32_t cy, int32_t scale)
{
    int mode = (int)(rng32() % 6u);
    int32_t sr = rnd_scale(0, 29);
    int64_t tx, ty, ox, oy, dx, dy;
    const fc_vec *v = &p[rng32() % (uint32_t)n], *w;
    w = &p[(v - p + 1) % n];
    if (mode == 0) {            // exactly through a vertex
        tx = v->x;
        ty = v->y;
    } else if (mode == 1) {     // along an edge's line, from beyond its start
        int64_t ex = (int64_t)w->x - v->x, ey = (int64_t)w->y - v->y;
        int64_t m = rnd_between(1, 4);
        if (v->x - ex >= -R && v->x - ex <= R && v->y - ey >= -R && v->y - ey <= R) {
            *r = mkray((int32_t)(v->x - ex), (int32_t)(v->y - ey), clamp_r(ex * m), clamp_r(ey * m));
            return;
        }
        tx = v->x;
        ty = v->y;
    } else if (mode == 2) {     // a point of an edge, possibly the ray's end
        int64_t num = rnd_between(0, 16);
        tx = v->x + ((int64_t)w->x - v->x) * num / 16;
        ty = v->y + ((int64_t)w->y - v->y) * num / 16;
    } else {
        tx = cx + rnd_between(-scale, scale);
        ty = cy + rnd_between(-scale, scale);
    }
    {
        double ang = rnd01() * 2.0 * PI;
        ox = clamp_r(tx + (int64_t)llround((double)sr * cos(ang)));
        oy = clamp_r(ty + (int64_t)llround((double)sr * sin(ang)));
    }
    dx = tx - ox;
    dy = ty - oy;
    if (mode >= 3 && (rng32() & 1u)) {
        dx = dx * rnd_between(1, 16) / 8;
        dy = dy * rnd_between(1, 16) / 8;
    } else if (mode == 0 && (rng32() & 1u)) {
        dx *= 2;
        dy *= 2;
    }
    *r = mkray((int32_t)ox, (int32_t)oy, clamp_r(dx), clamp_r(dy));
}

static void test_poly_random(void **state)
{
    long iter, hits = 0;
    int kind_hits[3] = { 0, 0, 0 };
    (void)state;
    rng_seed(0x9017);
    for (iter = 0; iter < 6000; iter++) {
        fc_vec p[NV];
        int n = 3 + (int)(rng32() % (uint32_t)(NV - 2));
        int32_t scale = rnd_scale(3, 28), cx, cy;
        int kind = (int)(rng32() % 3u), q;
        if (kind == 0) {
            gen_star(p, n, scale, 1.0, (int)(rng32() & 1u), &cx, &cy);   // convex
        } else if (kind == 1) {
            gen_star(p, n, scale, 0.2, (int)(rng32() & 1u), &cx, &cy);   // concave mostly
        } else {
            int k;
            cx = rnd_between(-(R - scale), R - scale);
            cy = rnd_between(-(R - scale), R - scale);
            for (k = 0; k < n; k++) {   // scattered: self-intersecting mostly
                int32_t px = cx + rnd_between(-scale, scale);
                p[k] = mkv(px, cy + rnd_between(-scale, scale));
            }
        }
        if (ref_repeated(p, n) || ref_area2(p, n) == 0) {
            fc_ray_hit h = sentinel();
            fc_ray r0 = mkray(0, 0, ONE, ONE);
            assert_int_equal(fc_ray_poly(&r0, p, n, &h), FC_ERR_DEGENERATE);
            assert_true(untouched(&h));
            continue;
        }
        for (q = 0; q < 6; q++) {
            fc_ray r;
            fc_ray_hit h;
            random_poly_ray(&r, p, n, cx, cy, scale);
            check_poly(&r, p, n);
            if (fc_ray_poly(&r, p, n, &h) == FC_RAY_HIT) {
                hits++;
                kind_hits[kind]++;
            }
        }
    }
    print_message("polygon: %ld hits (convex %d, star %d, scattered %d)\n", hits,
                  kind_hits[0], kind_hits[1], kind_hits[2]);
    assert_true(hits > 8000);
    assert_true(kind_hits[0] > 1000 && kind_hits[1] > 1000 && kind_hits[2] > 1000);
}

// A point of the grid [-m, m]^2 times unit (random calls in sequence).
static fc_vec grid_vec(int32_t m, int32_t unit)
{
    int32_t x = rnd_between(-m, m);
    int32_t y = rnd_between(-m, m);
    return mkv(x * unit, y * unit);
}

// Small integer grids: many exact vertex, edge and collinear coincidences.
static void test_poly_grid(void **state)
{
    long iter;
    (void)state;
    rng_seed(0x6A1D);
    for (iter = 0; iter < 20000; iter++) {
        fc_vec p[6];
        fc_ray r;
        int n = 3 + (int)(rng32() % 4u), k;
        int32_t unit = (rng32() & 1u) ? ONE : 1;
        for (k = 0; k < n; k++) {
            p[k] = grid_vec(3, unit);
        }
        if (ref_repeated(p, n) || ref_area2(p, n) == 0) {
            continue;
        }
        r.origin = grid_vec(4, unit);
        r.delta = grid_vec(8, unit);
        check_poly(&r, p, n);
    }
}

// The box and the circle on grids too: corners, faces, tangents.
static void test_grid_box_circle(void **state)
{
    long iter;
    (void)state;
    rng_seed(0x6B0C);
    for (iter = 0; iter < 20000; iter++) {
        int32_t unit = (rng32() & 1u) ? ONE : 1;
        fc_vec lo = grid_vec(3, 1), size = grid_vec(3, 1);
        int32_t x0 = lo.x, y0 = lo.y;
        fc_box b = mkbox(x0 * unit, y0 * unit, (x0 + (size.x < 0 ? -size.x : size.x)) * unit,
                         (y0 + (size.y < 0 ? -size.y : size.y)) * unit);
        fc_circle c = mkcircle(x0 * unit, y0 * unit, rnd_between(0, 3) * unit);
        fc_ray r;
        r.origin = grid_vec(5, unit);
        r.delta = grid_vec(8, unit);
        check_box(&r, &b);
        check_circle(&r, &c);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_box_cases),
        cmocka_unit_test(test_box_random),
        cmocka_unit_test(test_circle_cases),
        cmocka_unit_test(test_circle_random),
        cmocka_unit_test(test_circle_tangents),
        cmocka_unit_test(test_circle_steps),
        cmocka_unit_test(test_poly_cases),
        cmocka_unit_test(test_poly_random),
        cmocka_unit_test(test_poly_grid),
        cmocka_unit_test(test_grid_box_circle),
    };
    return cmocka_run_group_tests_name("ray", tests, NULL, NULL);
}
