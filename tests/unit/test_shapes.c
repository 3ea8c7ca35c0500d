// CMocka unit tests for include/fixcol/shapes.h: boxes and circles, the
// utilities on point arrays (area, winding, classification, centers,
// bounds, radii, point in polygon, triangulation, convex decomposition)
// and the validated polygon (build, check, transform).
//
// Host-only test code: C99, int64_t, __int128 for the exact reference
// arithmetic, and double/libm only to place pseudo-random vertices. Every
// decision is checked exactly against an independent integer reference
// (the point-in-polygon reference, for one, casts its ray towards +y where
// the library casts towards +x). Build it twice, with -DFC_WIDE_NATIVE=1
// and -DFC_WIDE_NATIVE=0.
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <cmocka.h>

#include "test_rng.h"

#include "fixcol.h"

#if defined(__SIZEOF_INT128__)
__extension__ typedef __int128 i128;
#else
#  error "test_shapes.c needs __int128 for its exact reference arithmetic"
#endif

#define R       FC_RANGE_RAW     // 536870912, the largest accepted coordinate
#define NV      FC_MAX_VERTS
#define PI      3.14159265358979323846
#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define SENT8   0xA5             // sentinel byte for untouched outputs
#define TRI_SENT 0xEE            // sentinel byte for triangle buffers

// A polygon under test; one spare slot for the FC_ERR_COUNT cases.
typedef struct tpoly {
    int n;
    fc_vec p[NV + 1];
} tpoly;

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

static int veq(const fc_vec *a, const fc_vec *b)
{
    return a->x == b->x && a->y == b->y;
}

static int64_t as_i64(uint64_t u)
{
    return (u <= (uint64_t)INT64_MAX) ? (int64_t)u : -(int64_t)(~u) - 1;
}

static int64_t wide_i64(const fc_wide *w)
{
    uint32_t hi, lo;
    fc_wide_parts(w, &hi, &lo);
    return as_i64(((uint64_t)hi << 32) | lo);
}

static int sgn64(int64_t v)
{
    return (v > 0) - (v < 0);
}

static int sgn128(i128 v)
{
    return (v > 0) - (v < 0);
}

static i128 abs128(i128 v)
{
    return v < 0 ? -v : v;
}

static void copy_poly(tpoly *dst, const fc_vec *src, int n)
{
    int i;
    dst->n = n;
    for (i = 0; i < n; i++) {
        dst->p[i] = src[i];
    }
}

static void reverse_into(tpoly *dst, const tpoly *src)
{
    int i;
    dst->n = src->n;
    for (i = 0; i < src->n; i++) {
        dst->p[i] = src->p[src->n - 1 - i];
    }
}

// Quarter turn counter-clockwise: (x, y) -> (-y, x). Exact in range.
static fc_vec rot90(const fc_vec *v)
{
    return mkv(-v->y, v->x);
}

static void dump_poly(const char *what, const fc_vec *p, int n)
{
    int i;
    print_error("%s: n=%d", what, n);
    for (i = 0; i < n && i <= NV; i++) {
        print_error(" (%" PRId32 ",%" PRId32 ")", p[i].x, p[i].y);
    }
    print_error("\n");
}

// Fails with the polygon printed when cond does not hold.
#define CHECK_POLY(cond, pts, n)                                  \
    do {                                                          \
        if (!(cond)) {                                            \
            dump_poly("polygon", (pts), (n));                     \
            fail_msg("%s", #cond);                                \
        }                                                         \
    } while (0)

// ---- exact reference geometry ----------------------------------------------------
// In-range points: differences fit 31 bits, products of two differences
// 61 bits, so cross and dot products of differences are exact in int64.

static int64_t ref_cross3(const fc_vec *a, const fc_vec *b, const fc_vec *c)
{
    int64_t ux = (int64_t)b->x - a->x, uy = (int64_t)b->y - a->y;
    int64_t vx = (int64_t)c->x - a->x, vy = (int64_t)c->y - a->y;
    return ux * vy - uy * vx;
}

static int ref_orient(const fc_vec *a, const fc_vec *b, const fc_vec *c)
{
    return sgn64(ref_cross3(a, b, c));
}

// q on the closed segment ab.
static int ref_on_segment(const fc_vec *a, const fc_vec *b, const fc_vec *q)
{
    int32_t x0 = a->x < b->x ? a->x : b->x, x1 = a->x < b->x ? b->x : a->x;
    int32_t y0 = a->y < b->y ? a->y : b->y, y1 = a->y < b->y ? b->y : a->y;
    return ref_orient(a, b, q) == 0 && q->x >= x0 && q->x <= x1 && q->y >= y0 && q->y <= y1;
}

// Closed segments ab and cd share a point.
static int ref_touch(const fc_vec *a, const fc_vec *b, const fc_vec *c, const fc_vec *d)
{
    int o1 = ref_orient(a, b, c), o2 = ref_orient(a, b, d);
    int o3 = ref_orient(c, d, a), o4 = ref_orient(c, d, b);
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        return 1;
    }
    return ref_on_segment(a, b, c) || ref_on_segment(a, b, d)
        || ref_on_segment(c, d, a) || ref_on_segment(c, d, b);
}

// Shoelace sum about the origin, exact.
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

// The classification of shapes.h, by brute force: repeated consecutive
// vertex or zero area: degenerate; a fold back or two non-adjacent edges
// touching: complex; else convex when no turn goes against the winding.
static int ref_classify(const fc_vec *p, int n)
{
    i128 a;
    int i, j, s;
    for (i = 0; i < n; i++) {
        if (veq(&p[i], &p[(i + 1) % n])) {
            return FC_DEGENERATE;
        }
    }
    a = ref_area2(p, n);
    if (a == 0) {
        return FC_DEGENERATE;
    }
    s = sgn128(a);
    for (i = 0; i < n; i++) {
        const fc_vec *pa = &p[(i + n - 1) % n], *pb = &p[i], *pc = &p[(i + 1) % n];
        int64_t ux = (int64_t)pb->x - pa->x, uy = (int64_t)pb->y - pa->y;
        int64_t vx = (int64_t)pc->x - pb->x, vy = (int64_t)pc->y - pb->y;
        if (ux * vy - uy * vx == 0 && ux * vx + uy * vy < 0) {
            return FC_COMPLEX;
        }
    }
    for (i = 0; i < n; i++) {
        for (j = i + 2; j < n; j++) {
            if (i == 0 && j == n - 1) {
                continue;
            }
            if (ref_touch(&p[i], &p[i + 1], &p[j], &p[(j + 1) % n])) {
                return FC_COMPLEX;
            }
        }
    }
    for (i = 0; i < n; i++) {
        if (ref_orient(&p[(i + n - 1) % n], &p[i], &p[(i + 1) % n]) * s < 0) {
            return FC_CONCAVE;
        }
    }
    return FC_CONVEX;
}

// Even-odd point in polygon with a ray towards +y (the library's goes
// towards +x), half-open in x.
static int ref_pip(const fc_vec *p, int n, const fc_vec *q)
{
    int i, in = 0;
    for (i = 0; i < n; i++) {
        if (ref_on_segment(&p[i], &p[(i + 1) % n], q)) {
            return FC_PIP_ON;
        }
    }
    for (i = 0; i < n; i++) {
        const fc_vec *a = &p[i], *b = &p[(i + 1) % n];
        if ((a->x > q->x) != (b->x > q->x)) {
            int64_t dx = (int64_t)b->x - a->x;
            int64_t num = ((int64_t)a->y - q->y) * dx + ((int64_t)q->x - a->x) * ((int64_t)b->y - a->y);
            if (sgn64(num) * sgn64(dx) > 0) {
                in ^= 1;
            }
        }
    }
    return in ? FC_PIP_IN : FC_PIP_OUT;
}

// num / den rounded to nearest, ties away from zero; *tie = 1 on a tie.
static i128 ref_div_round(i128 num, i128 den, int *tie)
{
    i128 q = num / den, r = num % den;
    i128 ar = abs128(r), ad = abs128(den);
    if (tie) {
        *tie = (2 * ar == ad);
    }
    if (2 * ar >= ad) {
        q += ((num < 0) != (den < 0)) ? -1 : 1;
    }
    return q;
}

static int fits32(i128 v)
{
    return v >= INT32_MIN && v <= INT32_MAX;
}

static fc_vec ref_center(const fc_vec *p, int n, int *tie)
{
    i128 sx = 0, sy = 0;
    int i, tx, ty;
    fc_vec c;
    for (i = 0; i < n; i++) {
        sx += p[i].x;
        sy += p[i].y;
    }
    c.x = (int32_t)ref_div_round(sx, n, &tx);
    c.y = (int32_t)ref_div_round(sy, n, &ty);
    if (tie) {
        *tie = tx || ty;
    }
    return c;
}

// Area centroid sum((p_i + p_i+1) cross_i) / (3 area2), nearest.
static int ref_centroid(const fc_vec *p, int n, fc_vec *out, int *tie)
{
    i128 a = ref_area2(p, n), nx = 0, ny = 0, qx, qy;
    int i, tx, ty;
    if (a == 0) {
        return FC_ERR_DEGENERATE;
    }
    for (i = 0; i < n; i++) {
        const fc_vec *u = &p[i], *v = &p[(i + 1) % n];
        i128 c = (i128)u->x * v->y - (i128)v->x * u->y;
        nx += ((i128)u->x + v->x) * c;
        ny += ((i128)u->y + v->y) * c;
    }
    qx = ref_div_round(nx, 3 * a, &tx);
    qy = ref_div_round(ny, 3 * a, &ty);
    if (tie) {
        *tie = tx || ty;
    }
    if (!fits32(qx) || !fits32(qy)) {
        return FC_ERR_OVERFLOW;
    }
    out->x = (int32_t)qx;
    out->y = (int32_t)qy;
    return FC_OK;
}

static i128 ref_dist2(const fc_vec *p, const fc_vec *c)
{
    i128 dx = (i128)p->x - c->x, dy = (i128)p->y - c->y;
    return dx * dx + dy * dy;
}

static i128 ref_isqrt(i128 d)
{
    i128 r = d > 0 ? (i128)sqrtl((long double)d) : 0;
    while (r > 0 && r * r > d) {
        r--;
    }
    while ((r + 1) * (r + 1) <= d) {
        r++;
    }
    return r;
}

// ceil(sqrt(d)), d >= 0.
static i128 ref_isqrt_ceil(i128 d)
{
    i128 r = ref_isqrt(d);
    return r * r == d ? r : r + 1;
}

static i128 ref_max_dist2(const fc_vec *p, int n, const fc_vec *c)
{
    i128 best = 0, d;
    int i;
    for (i = 0; i < n; i++) {
        d = ref_dist2(&p[i], c);
        if (d > best) {
            best = d;
        }
    }
    return best;
}

// r encloses every vertex (exactly) and is at most 1 raw above the
// largest distance: (r - 1)^2 < max d^2 <= r^2.
static void check_tight_radius(const fc_vec *p, int n, const fc_vec *c, fc_fixed r)
{
    i128 m = ref_max_dist2(p, n, c);
    CHECK_POLY(r >= 0, p, n);
    CHECK_POLY(m <= (i128)r * r, p, n);
    CHECK_POLY(r == 0 || (i128)(r - 1) * (r - 1) < m, p, n);
}

// fc_poly's bound.r (shapes.h): with t the largest distance rounded up,
// t <= r <= t + t / 4096, and r = t where every vertex lies within 2^15
// raw of the center in both coordinates.
static void check_bound_radius(const fc_vec *p, int n, const fc_vec *c, fc_fixed r)
{
    i128 t = ref_isqrt_ceil(ref_max_dist2(p, n, c));
    int i, near = 1;
    for (i = 0; i < n; i++) {
        if (llabs((long long)p[i].x - c->x) > 32768 || llabs((long long)p[i].y - c->y) > 32768) {
            near = 0;
        }
    }
    CHECK_POLY(t <= r && r <= t + t / 4096, p, n);
    CHECK_POLY(near == 0 || r == t, p, n);
}

// ---- polygon generators ----------------------------------------------------------

// A polygon star-shaped about a center: n sorted angles, radii in
// [rmin_frac, 1] * scale. rmin_frac = 1 gives points on a circle (convex).
static void gen_star(tpoly *t, int n, int32_t scale, double rmin_frac, int cw)
{
    double base = rnd01() * 2.0 * PI;
    int32_t cx = 0, cy = 0;
    int k;
    if (scale < R) {
        cx = rnd_between(-(R - scale), R - scale);
        cy = rnd_between(-(R - scale), R - scale);
    }
    t->n = n;
    for (k = 0; k < n; k++) {
        double ang = base + ((double)k + 0.05 + 0.9 * rnd01()) * 2.0 * PI / (double)n;
        double r = (double)scale * (rmin_frac + (1.0 - rmin_frac) * rnd01());
        fc_vec v = mkv(clamp_r((int64_t)cx + (int64_t)llround(r * cos(ang))),
                       clamp_r((int64_t)cy + (int64_t)llround(r * sin(ang))));
        t->p[cw ? n - 1 - k : k] = v;
    }
}

// Makes every coordinate even, then inserts exact edge midpoints at random
// edges until the polygon has n vertices: collinear vertices.
static void add_midpoints(tpoly *t, int n)
{
    int i, e;
    for (i = 0; i < t->n; i++) {
        t->p[i].x -= t->p[i].x % 2;
        t->p[i].y -= t->p[i].y % 2;
    }
    while (t->n < n) {
        fc_vec a, b;
        e = (int)(rng32() % (uint32_t)t->n);
        a = t->p[e];
        b = t->p[(e + 1) % t->n];
        for (i = t->n; i > e + 1; i--) {
            t->p[i] = t->p[i - 1];
        }
        t->p[e + 1] = mkv((int32_t)(((int64_t)a.x + b.x) / 2), (int32_t)(((int64_t)a.y + b.y) / 2));
        t->n++;
    }
}

// Random points in a square of half-size scale: mostly self-intersecting.
static void gen_scatter(tpoly *t, int n, int32_t scale)
{
    int32_t cx = 0, cy = 0;
    int k;
    if (scale < R) {
        cx = rnd_between(-(R - scale), R - scale);
        cy = rnd_between(-(R - scale), R - scale);
    }
    t->n = n;
    for (k = 0; k < n; k++) {
        t->p[k] = mkv(cx + rnd_between(-scale, scale), cy + rnd_between(-scale, scale));
    }
}

// Rectilinear histogram: columns of width w and random heights from a
// small set (equal neighbours give collinear vertices, and coincident
// ones a repeated consecutive vertex).
static void gen_histogram(tpoly *t, int cols, int32_t w, int cw)
{
    tpoly u;
    int j, k = 0;
    u.p[k++] = mkv(0, 0);
    u.p[k++] = mkv(cols * w, 0);
    for (j = cols - 1; j >= 0; j--) {
        int32_t h = w * (int32_t)(1 + rng32() % 4u);
        u.p[k++] = mkv((j + 1) * w, h);
        u.p[k++] = mkv(j * w, h);
    }
    u.n = k;
    if (cw) {
        reverse_into(t, &u);
    } else {
        *t = u;
    }
}

// Zero area: every vertex on one line (repeats allowed).
static void gen_collinear(tpoly *t, int n, int32_t scale)
{
    int32_t dx = rnd_between(-64, 64), dy = rnd_between(-64, 64);
    int32_t kmax = scale / 130 + 1;   // offsets below R / 2: no clamping
    int k;
    fc_vec o = mkv(rnd_between(-(R / 2), R / 2), rnd_between(-(R / 2), R / 2));
    t->n = n;
    for (k = 0; k < n; k++) {
        int32_t m = rnd_between(-kmax, kmax);
        t->p[k] = mkv(clamp_r((int64_t)o.x + (int64_t)m * dx), clamp_r((int64_t)o.y + (int64_t)m * dy));
    }
}

static int32_t rnd_scale(void)
{
    static const int32_t scales[] = { 12, 300, 70000, 1 << 20, 1 << 26, 1 << 28, R };
    return scales[rng32() % (uint32_t)COUNT_OF(scales)];
}

// One pseudo-random polygon of a kind chosen by k (mixes simple, convex,
// collinear, rectilinear, self-intersecting and degenerate polygons).
static void gen_any(tpoly *t, int k)
{
    int n = 3 + (int)(rng32() % (uint32_t)(NV - 2));
    int cw = (int)(rng32() & 1u);
    int32_t scale = rnd_scale();
    switch (k % 7) {
    case 0:
    case 1:
        gen_star(t, n, scale, 0.15, cw);
        break;
    case 2:
        gen_star(t, n, scale, 1.0, cw);
        break;
    case 3:
        gen_star(t, 3 + (int)(rng32() % (uint32_t)(n - 2)), scale, (rng32() & 1u) ? 1.0 : 0.3, cw);
        add_midpoints(t, n);
        break;
    case 4:
        gen_histogram(t, 1 + (int)(rng32() % (uint32_t)((NV - 2) / 2)), 1 + (scale >> 4), cw);
        break;
    case 5:
        gen_scatter(t, n, scale);
        break;
    default:
        if (rng32() & 1u) {
            gen_collinear(t, n, scale);
        } else {   // a repeated consecutive vertex in a star
            int i;
            gen_star(t, n < NV ? n : NV - 1, scale, 0.3, cw);
            i = (int)(rng32() % (uint32_t)t->n);
            memmove(&t->p[i + 1], &t->p[i], sizeof(fc_vec) * (size_t)(t->n - i));
            t->n++;
        }
        break;
    }
}

// ---- exact validators for triangulations and decompositions ---------------------------

// q lies in the closed triangle (a, b, c) of orientation s.
static int ref_in_closed_triangle(const fc_vec *a, const fc_vec *b, const fc_vec *c,
                                  const fc_vec *q, int s)
{
    return ref_orient(a, b, q) * s >= 0 && ref_orient(b, c, q) * s >= 0
        && ref_orient(c, a, q) * s >= 0;
}

// A valid triangulation of a simple polygon: n - 2 triangles on the
// polygon's vertices, each with the polygon's orientation and non-zero
// area, areas adding up exactly, every polygon edge in exactly one
// triangle (same direction), every other triangle edge a diagonal shared
// by exactly two triangles (opposite directions), and no other vertex in
// any closed triangle.
static void check_triangulation(const fc_vec *p, int n, const uint8_t *tri, int k)
{
    int dir[NV][NV];
    i128 area = ref_area2(p, n), sum = 0;
    int s = sgn128(area), t, i, j;
    memset(dir, 0, sizeof dir);
    CHECK_POLY(k == n - 2, p, n);
    for (t = 0; t < k; t++) {
        int a = tri[3 * t], b = tri[3 * t + 1], c = tri[3 * t + 2];
        CHECK_POLY(a < n && b < n && c < n, p, n);
        CHECK_POLY(a != b && b != c && c != a, p, n);
        CHECK_POLY(ref_orient(&p[a], &p[b], &p[c]) == s && s != 0, p, n);
        sum += abs128((i128)ref_cross3(&p[a], &p[b], &p[c]));
        dir[a][b]++;
        dir[b][c]++;
        dir[c][a]++;
        for (i = 0; i < n; i++) {
            if (i != a && i != b && i != c) {
                CHECK_POLY(!ref_in_closed_triangle(&p[a], &p[b], &p[c], &p[i], s), p, n);
            }
        }
    }
    CHECK_POLY(sum == abs128(area), p, n);
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            if (i == j || i == (j + 1) % n) {
                continue;
            }
            if (j == (i + 1) % n) {
                CHECK_POLY(dir[i][j] == 1 && dir[j][i] == 0, p, n);
            } else {
                CHECK_POLY(dir[i][j] == dir[j][i] && dir[i][j] <= 1, p, n);
            }
        }
    }
}

// A valid convex decomposition: 1..n-2 pieces (1 for convex input, 2 or
// more for concave input), each counter-clockwise, convex (no right turn)
// with positive area, areas adding up exactly, polygon edges used once
// in the counter-clockwise direction, diagonals shared by two pieces.
static void check_decomposition(const fc_vec *p, int n, const uint8_t *idx,
                                const uint8_t *sizes, int k)
{
    int dir[NV][NV];
    i128 area = ref_area2(p, n), sum = 0;
    int s = sgn128(area), cls = ref_classify(p, n), at = 0, piece, i, j;
    memset(dir, 0, sizeof dir);
    CHECK_POLY(k >= 1 && k <= n - 2, p, n);
    CHECK_POLY(cls != FC_CONVEX || k == 1, p, n);
    CHECK_POLY(cls != FC_CONCAVE || k >= 2, p, n);
    for (piece = 0; piece < k; piece++) {
        fc_vec q[NV];
        int used[NV];
        int m = sizes[piece];
        memset(used, 0, sizeof used);
        CHECK_POLY(m >= 3 && m <= n && at + m <= 3 * (n - 2), p, n);
        for (i = 0; i < m; i++) {
            int v = idx[at + i];
            CHECK_POLY(v < n && !used[v], p, n);
            used[v] = 1;
            q[i] = p[v];
            dir[v][idx[at + (i + 1) % m]]++;
        }
        for (i = 0; i < m; i++) {
            CHECK_POLY(ref_orient(&q[i], &q[(i + 1) % m], &q[(i + 2) % m]) >= 0, p, n);
        }
        CHECK_POLY(ref_area2(q, m) > 0, p, n);
        CHECK_POLY(ref_classify(q, m) == FC_CONVEX, p, n);
        sum += ref_area2(q, m);
        at += m;
    }
    CHECK_POLY(sum == abs128(area), p, n);
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            if (i == j || i == (j + 1) % n) {
                continue;
            }
            if (j == (i + 1) % n) {   // polygon edge, counter-clockwise in the pieces
                int fwd = s > 0 ? dir[i][j] : dir[j][i], bwd = s > 0 ? dir[j][i] : dir[i][j];
                CHECK_POLY(fwd == 1 && bwd == 0, p, n);
            } else {
                CHECK_POLY(dir[i][j] == dir[j][i] && dir[i][j] <= 1, p, n);
            }
        }
    }
}

// Triangulates and decomposes a simple polygon and validates both.
static void tri_and_decompose(const fc_vec *p, int n)
{
    uint8_t tri[3 * NV + 4], idx[3 * NV + 4], sizes[NV + 4];
    int k, i;
    memset(tri, TRI_SENT, sizeof tri);
    k = fc_triangulate(p, n, tri, 3 * (n - 2));
    CHECK_POLY(k == n - 2, p, n);
    check_triangulation(p, n, tri, k);
    for (i = 3 * (n - 2); i < (int)sizeof tri; i++) {
        CHECK_POLY(tri[i] == TRI_SENT, p, n);
    }
    memset(idx, TRI_SENT, sizeof idx);
    memset(sizes, TRI_SENT, sizeof sizes);
    k = fc_decompose(p, n, idx, 3 * (n - 2), sizes, n - 2);
    CHECK_POLY(k >= 1, p, n);
    check_decomposition(p, n, idx, sizes, k);
    for (i = k; i < (int)sizeof sizes; i++) {
        CHECK_POLY(sizes[i] == TRI_SENT, p, n);
    }
}

// A built polygon agrees with its input: same count, counter-clockwise
// (reversed exactly when the input was clockwise), exact normals, exact
// box, an enclosing and tight bound, right convex flag, passes the check.
static void check_built(const fc_vec *pts, int n, const fc_poly *P)
{
    int s = sgn128(ref_area2(pts, n)), i;
    fc_box b;
    CHECK_POLY(s != 0, pts, n);
    CHECK_POLY(P->n == n, pts, n);
    CHECK_POLY(P->reversed == (s < 0), pts, n);
    CHECK_POLY(P->reserved == 0, pts, n);
    CHECK_POLY(P->convex == (ref_classify(pts, n) == FC_CONVEX), pts, n);
    b.min = b.max = pts[0];
    for (i = 0; i < n; i++) {
        const fc_vec *v = &P->v[i], *w = &P->v[(i + 1) % n];
        CHECK_POLY(veq(v, &pts[s > 0 ? i : n - 1 - i]), pts, n);
        CHECK_POLY(P->normal[i].x == w->y - v->y && P->normal[i].y == -(w->x - v->x), pts, n);
        b.min.x = pts[i].x < b.min.x ? pts[i].x : b.min.x;
        b.min.y = pts[i].y < b.min.y ? pts[i].y : b.min.y;
        b.max.x = pts[i].x > b.max.x ? pts[i].x : b.max.x;
        b.max.y = pts[i].y > b.max.y ? pts[i].y : b.max.y;
    }
    CHECK_POLY(veq(&P->box.min, &b.min) && veq(&P->box.max, &b.max), pts, n);
    CHECK_POLY(ref_area2(P->v, n) > 0, pts, n);
    // nang: the stored directions order every pair of normals as their
    // cross product does, unless they differ by 0 or 128.
    for (i = 0; i < n; i++) {
        int k;
        for (k = 0; k < n; k++) {
            const fc_vec *u = &P->normal[i], *w = &P->normal[k];
            int64_t c = (int64_t)u->x * w->y - (int64_t)u->y * w->x;
            unsigned d = (unsigned)(P->nang[k] - P->nang[i]) & 255u;
            CHECK_POLY(d == 0u || d == 128u || (d < 128u ? c > 0 : c < 0), pts, n);
        }
    }
    check_bound_radius(P->v, n, &P->bound.c, P->bound.r);
    CHECK_POLY(P->bound.c.x >= b.min.x && P->bound.c.x <= b.max.x, pts, n);
    CHECK_POLY(P->bound.c.y >= b.min.y && P->bound.c.y <= b.max.y, pts, n);
    CHECK_POLY(fc_poly_check(P) == FC_OK, pts, n);
}

// ---- boxes and circles ---------------------------------------------------------------

static fc_box mkbox(int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    fc_box b;
    b.min = mkv(x0, y0);
    b.max = mkv(x1, y1);
    return b;
}

static fc_circle mkcirc(int32_t x, int32_t y, int32_t r)
{
    fc_circle c;
    c.c = mkv(x, y);
    c.r = r;
    return c;
}

static void test_box_check(void **state)
{
    static const struct { int32_t x0, y0, x1, y1; int rc; } t[] = {
        { 0, 0, 0, 0, FC_OK },
        { -1, -1, 1, 1, FC_OK },
        { -R, -R, R, R, FC_OK },
        { R, R, R, R, FC_OK },
        { -R, -R, -R, -R, FC_OK },
        { 5, 7, 5, 7, FC_OK },                  // a point is a valid box
        { 1, 0, 0, 0, FC_ERR_INVALID },         // min.x > max.x by 1 raw
        { 0, 1, 0, 0, FC_ERR_INVALID },         // min.y > max.y by 1 raw
        { R, R, -R, -R, FC_ERR_INVALID },
        { -R - 1, 0, 0, 0, FC_ERR_RANGE },
        { 0, -R - 1, 0, 0, FC_ERR_RANGE },
        { 0, 0, R + 1, 0, FC_ERR_RANGE },
        { 0, 0, 0, R + 1, FC_ERR_RANGE },
        { INT32_MIN, 0, 0, 0, FC_ERR_RANGE },
        { 0, 0, INT32_MAX, INT32_MAX, FC_ERR_RANGE },
    };
    int i;
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        fc_box b = mkbox(t[i].x0, t[i].y0, t[i].x1, t[i].y1);
        assert_int_equal(fc_box_check(&b), t[i].rc);
    }
    {   // out of range and inverted: either applicable error
        fc_box b = mkbox(R + 1, 0, 0, 0);
        int rc = fc_box_check(&b);
        assert_true(rc == FC_ERR_RANGE || rc == FC_ERR_INVALID);
    }
    assert_int_equal(fc_box_check(NULL), FC_ERR_NULL);
}

static void test_circle_check(void **state)
{
    static const struct { int32_t x, y, r; int rc; } t[] = {
        { 0, 0, 0, FC_OK },
        { 0, 0, 1, FC_OK },
        { R, -R, R, FC_OK },
        { -R, R, 0, FC_OK },
        { 0, 0, -1, FC_ERR_INVALID },
        { 0, 0, INT32_MIN, FC_ERR_INVALID },
        { 0, 0, R + 1, FC_ERR_RANGE },
        { 0, 0, INT32_MAX, FC_ERR_RANGE },
        { R + 1, 0, 1, FC_ERR_RANGE },
        { 0, -R - 1, 1, FC_ERR_RANGE },
        { INT32_MIN, INT32_MIN, 1, FC_ERR_RANGE },
    };
    int i;
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        fc_circle c = mkcirc(t[i].x, t[i].y, t[i].r);
        assert_int_equal(fc_circle_check(&c), t[i].rc);
    }
    {
        fc_circle c = mkcirc(R + 1, 0, -1);
        int rc = fc_circle_check(&c);
        assert_true(rc == FC_ERR_RANGE || rc == FC_ERR_INVALID);
    }
    assert_int_equal(fc_circle_check(NULL), FC_ERR_NULL);
}

static void test_point_in_box(void **state)
{
    static const struct { int32_t x0, y0, x1, y1, px, py; int rc; } t[] = {
        { 0, 0, 10, 20, 5, 5, 1 },
        { 0, 0, 10, 20, 0, 0, 1 },        // corners and edges count (closed)
        { 0, 0, 10, 20, 10, 20, 1 },
        { 0, 0, 10, 20, 0, 20, 1 },
        { 0, 0, 10, 20, 10, 7, 1 },
        { 0, 0, 10, 20, 3, 0, 1 },
        { 0, 0, 10, 20, -1, 5, 0 },       // 1 raw outside on each side
        { 0, 0, 10, 20, 11, 5, 0 },
        { 0, 0, 10, 20, 5, -1, 0 },
        { 0, 0, 10, 20, 5, 21, 0 },
        { 0, 0, 10, 20, 11, 21, 0 },
        { 7, 7, 7, 7, 7, 7, 1 },          // a point box holds its point
        { 7, 7, 7, 7, 8, 7, 0 },
        { -R, -R, R, R, R, -R, 1 },
        { -R, -R, R, R, 0, 0, 1 },
        { -R, -R, R - 1, R, R, 0, 0 },
        { -R, -R, R, R, R + 1, 0, FC_ERR_RANGE },
        { -R, -R, R, R, 0, -R - 1, FC_ERR_RANGE },
        { -R, -R, R, R, INT32_MIN, 0, FC_ERR_RANGE },
        { 1, 0, 0, 0, 0, 0, FC_ERR_INVALID },
        { 0, 1, 0, 0, 0, 0, FC_ERR_INVALID },
        { 0, 0, R + 1, 0, 0, 0, FC_ERR_RANGE },
    };
    int i;
    fc_box b = mkbox(0, 0, 1, 1);
    fc_vec p = mkv(0, 0);
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        fc_box bb = mkbox(t[i].x0, t[i].y0, t[i].x1, t[i].y1);
        fc_vec q = mkv(t[i].px, t[i].py);
        assert_int_equal(fc_point_in_box(&bb, &q), t[i].rc);
    }
    assert_int_equal(fc_point_in_box(NULL, &p), FC_ERR_NULL);
    assert_int_equal(fc_point_in_box(&b, NULL), FC_ERR_NULL);
}

static void test_point_in_circle(void **state)
{
    const int32_t k = 1 << 26;   // 3-4-5 triangle scaled to 5k = 335544320 <= R
    const struct { int32_t cx, cy, r, px, py; int rc; } t[] = {
        { 0, 0, 5, 3, 4, 1 },                         // on the circle: d^2 = r^2
        { 0, 0, 5, -3, -4, 1 },
        { 0, 0, 5, 5, 0, 1 },
        { 0, 0, 5, 3, 5, 0 },
        { 0, 0, 5, 5, 1, 0 },                         // d^2 = 26
        { 0, 0, 5, 6, 0, 0 },
        { 0, 0, 4, 3, 4, 0 },
        { 0, 0, 0, 0, 0, 1 },                         // zero radius holds its center
        { 0, 0, 0, 1, 0, 0 },
        { 0, 0, 0, 0, -1, 0 },
        { 10, -20, 5, 13, -16, 1 },
        { 10, -20, 5, 14, -16, 0 },
        { 0, 0, 5 * k, 3 * k, 4 * k, 1 },             // exact at large scale
        { 0, 0, 5 * k, 3 * k, 4 * k + 1, 0 },
        { 0, 0, 5 * k, 3 * k + 1, 4 * k, 0 },
        { 0, 0, 5 * k, 3 * k - 1, 4 * k, 1 },
        { 0, 0, 5 * k - 1, 3 * k, 4 * k, 0 },
        { -k, k, 5 * k, 2 * k, 5 * k, 1 },
        { -k, k, 5 * k, 2 * k, 5 * k + 1, 0 },
        { 0, 0, R, R, 0, 1 },
        { 0, 0, R, R, 1, 0 },                         // d^2 = R^2 + 1
        { 0, 0, R, -R, -1, 0 },
        { -R, -R, R, R, R, 0 },
        { -R, -R, R, 0, -R, 1 },
        { R, R, R, -R, -R, 0 },                       // d = 2R sqrt 2: no overflow
        { 0, 0, 1, R + 1, 0, FC_ERR_RANGE },
        { 0, 0, 1, 0, INT32_MIN, FC_ERR_RANGE },
        { 0, 0, -1, 0, 0, FC_ERR_INVALID },
        { 0, 0, R + 1, 0, 0, FC_ERR_RANGE },
        { -R - 1, 0, 1, 0, 0, FC_ERR_RANGE },
    };
    int i;
    fc_circle c = mkcirc(0, 0, 1);
    fc_vec p = mkv(0, 0);
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        fc_circle cc = mkcirc(t[i].cx, t[i].cy, t[i].r);
        fc_vec q = mkv(t[i].px, t[i].py);
        assert_int_equal(fc_point_in_circle(&cc, &q), t[i].rc);
    }
    assert_int_equal(fc_point_in_circle(NULL, &p), FC_ERR_NULL);
    assert_int_equal(fc_point_in_circle(&c, NULL), FC_ERR_NULL);
    // Random points against the exact integer reference.
    rng_seed(11);
    for (i = 0; i < 20000; i++) {
        int32_t s = (rng32() & 1u) ? 1000 : R / 2;
        fc_circle cc = mkcirc(rnd_between(-R / 2, R / 2), rnd_between(-R / 2, R / 2), rnd_between(0, s));
        fc_vec q = mkv(cc.c.x + rnd_between(-s, s), cc.c.y + rnd_between(-s, s));
        int want = ref_dist2(&q, &cc.c) <= (i128)cc.r * cc.r;
        assert_int_equal(fc_point_in_circle(&cc, &q), want);
    }
}

// ---- common errors of every point-array function ---------------------------------------

typedef struct outbuf {
    fc_wide w;
    fc_vec v;
    fc_box b;
    fc_circle c;
    fc_fixed f;
    fc_poly poly;
    uint8_t tri[3 * NV + 4];
    uint8_t sizes[NV + 4];
} outbuf;

typedef int (*arr_fn)(const fc_vec *pts, int n, outbuf *o);

static const fc_vec origin = { 0, 0 };

static int w_area2(const fc_vec *p, int n, outbuf *o) { return fc_area2(p, n, &o->w); }
static int w_winding(const fc_vec *p, int n, outbuf *o) { (void)o; return fc_winding(p, n); }
static int w_classify(const fc_vec *p, int n, outbuf *o) { (void)o; return fc_classify(p, n); }
static int w_center(const fc_vec *p, int n, outbuf *o) { return fc_center(p, n, &o->v); }
static int w_centroid(const fc_vec *p, int n, outbuf *o) { return fc_centroid(p, n, &o->v); }
static int w_bbox(const fc_vec *p, int n, outbuf *o) { return fc_bbox(p, n, &o->b); }
static int w_bcircle(const fc_vec *p, int n, outbuf *o) { return fc_bcircle(p, n, &o->c); }
static int w_rmax(const fc_vec *p, int n, outbuf *o) { return fc_radius_max(p, n, &origin, &o->f); }
static int w_ravg(const fc_vec *p, int n, outbuf *o) { return fc_radius_avg(p, n, &origin, &o->f); }
static int w_rmid(const fc_vec *p, int n, outbuf *o) { return fc_radius_mid(p, n, &origin, &o->f); }
static int w_pip(const fc_vec *p, int n, outbuf *o) { (void)o; return fc_point_in_poly(p, n, &origin); }
static int w_tri(const fc_vec *p, int n, outbuf *o)
{
    return fc_triangulate(p, n, o->tri, (int)sizeof o->tri);
}
static int w_dec(const fc_vec *p, int n, outbuf *o)
{
    return fc_decompose(p, n, o->tri, (int)sizeof o->tri, o->sizes, (int)sizeof o->sizes);
}
static int w_build(const fc_vec *p, int n, outbuf *o) { return fc_poly_build(p, n, &o->poly); }

static const struct { const char *name; arr_fn fn; } array_fns[] = {
    { "fc_area2", w_area2 },
    { "fc_winding", w_winding },
    { "fc_classify", w_classify },
    { "fc_center", w_center },
    { "fc_centroid", w_centroid },
    { "fc_bbox", w_bbox },
    { "fc_bcircle", w_bcircle },
    { "fc_radius_max", w_rmax },
    { "fc_radius_avg", w_ravg },
    { "fc_radius_mid", w_rmid },
    { "fc_point_in_poly", w_pip },
    { "fc_triangulate", w_tri },
    { "fc_decompose", w_dec },
    { "fc_poly_build", w_build },
};

// Calls fn and checks that on an error the outputs were not written.
static int call_checked(arr_fn fn, const char *name, const fc_vec *p, int n, int want)
{
    outbuf o, fresh;
    int rc;
    memset(&o, SENT8, sizeof o);
    memset(&fresh, SENT8, sizeof fresh);
    rc = fn(p, n, &o);
    if (want != 1 && rc != want) {
        fail_msg("%s(n=%d): %d, want %d", name, n, rc, want);
    }
    if (rc < 0 && memcmp(&o, &fresh, sizeof o) != 0) {
        fail_msg("%s(n=%d): output written on error %d", name, n, rc);
    }
    return rc;
}

static void test_point_array_errors(void **state)
{
    static const int bad_counts[] = { INT32_MIN, -1, 0, 1, 2, NV + 1, 255, 256, 100000 };
    static const int32_t bad_coords[] = { R + 1, -R - 1, INT32_MAX, INT32_MIN, 0x40000000 };
    fc_vec sq[4], big[NV + 1];
    int f, i, k, c;
    (void)state;
    sq[0] = mkv(-R, -R);
    sq[1] = mkv(R, -R);
    sq[2] = mkv(R, R);
    sq[3] = mkv(-R, R);
    for (i = 0; i <= NV; i++) {   // a convex polygon on a circle of radius R
        double a = 2.0 * PI * (double)i / (double)(NV + 1);
        big[i] = mkv((int32_t)llround((double)R * cos(a)), (int32_t)llround((double)R * sin(a)));
    }
    for (f = 0; f < COUNT_OF(array_fns); f++) {
        arr_fn fn = array_fns[f].fn;
        const char *name = array_fns[f].name;
        // The full-range square and a full-capacity polygon are accepted.
        assert_true(call_checked(fn, name, sq, 4, 1) >= 0);
        assert_true(call_checked(fn, name, big, NV, 1) >= 0);
        call_checked(fn, name, NULL, 4, FC_ERR_NULL);
        call_checked(fn, name, NULL, 3, FC_ERR_NULL);
        for (i = 0; i < COUNT_OF(bad_counts); i++) {
            // (the count is checked before any vertex is read)
            call_checked(fn, name, big, bad_counts[i], FC_ERR_COUNT);
        }
        for (k = 0; k < 4; k++) {
            for (c = 0; c < COUNT_OF(bad_coords); c++) {
                fc_vec t[4];
                memcpy(t, sq, sizeof t);
                t[k].x = bad_coords[c];
                call_checked(fn, name, t, 4, FC_ERR_RANGE);
                memcpy(t, sq, sizeof t);
                t[k].y = bad_coords[c];
                call_checked(fn, name, t, 4, FC_ERR_RANGE);
            }
        }
    }
    // NULL outputs and the extra arguments.
    {
        fc_fixed fx = 77;
        fc_vec c = mkv(0, 0);
        uint8_t buf[3 * NV], sz[NV];
        fc_vec out_of_range = mkv(R + 1, 0), edge = mkv(R, 0);
        assert_int_equal(fc_area2(sq, 4, NULL), FC_ERR_NULL);
        assert_int_equal(fc_center(sq, 4, NULL), FC_ERR_NULL);
        assert_int_equal(fc_centroid(sq, 4, NULL), FC_ERR_NULL);
        assert_int_equal(fc_bbox(sq, 4, NULL), FC_ERR_NULL);
        assert_int_equal(fc_bcircle(sq, 4, NULL), FC_ERR_NULL);
        assert_int_equal(fc_radius_max(sq, 4, NULL, &fx), FC_ERR_NULL);
        assert_int_equal(fc_radius_avg(sq, 4, NULL, &fx), FC_ERR_NULL);
        assert_int_equal(fc_radius_mid(sq, 4, NULL, &fx), FC_ERR_NULL);
        assert_int_equal(fx, 77);
        assert_int_equal(fc_radius_max(sq, 4, &c, NULL), FC_ERR_NULL);
        assert_int_equal(fc_radius_avg(sq, 4, &c, NULL), FC_ERR_NULL);
        assert_int_equal(fc_radius_mid(sq, 4, &c, NULL), FC_ERR_NULL);
        assert_int_equal(fc_point_in_poly(sq, 4, NULL), FC_ERR_NULL);
        assert_int_equal(fc_point_in_poly(sq, 4, &out_of_range), FC_ERR_RANGE);
        out_of_range = mkv(0, -R - 1);
        assert_int_equal(fc_point_in_poly(sq, 4, &out_of_range), FC_ERR_RANGE);
        assert_int_equal(fc_point_in_poly(sq, 4, &edge), FC_PIP_ON);
        assert_int_equal(fc_triangulate(sq, 4, NULL, 6), FC_ERR_NULL);
        assert_int_equal(fc_decompose(sq, 4, NULL, 6, sz, 2), FC_ERR_NULL);
        assert_int_equal(fc_decompose(sq, 4, buf, 6, NULL, 2), FC_ERR_NULL);
        assert_int_equal(fc_poly_build(sq, 4, NULL), FC_ERR_NULL);
    }
}

// ---- area, winding ------------------------------------------------------------------

static void test_area2_exact(void **state)
{
    static const struct { int n; fc_vec p[6]; int64_t want; } t[] = {
        { 3, { { 0, 0 }, { 3, 0 }, { 0, 5 } }, 15 },
        { 3, { { 0, 0 }, { 0, 5 }, { 3, 0 } }, -15 },
        { 4, { { 0, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 } }, 8 },
        { 4, { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } }, 2 },
        { 3, { { 0, 0 }, { 1, 0 }, { 0, 1 } }, 1 },                    // area 1/2 raw^2
        { 4, { { -5, -5 }, { -3, -5 }, { -3, -1 }, { -5, -1 } }, 16 },
        { 6, { { 0, 0 }, { 12, 0 }, { 12, 6 }, { 6, 6 }, { 6, 12 }, { 0, 12 } }, 216 },
        { 3, { { 0, 0 }, { 1, 1 }, { 2, 2 } }, 0 },
        { 4, { { 0, 0 }, { 2, 2 }, { 2, 0 }, { 0, 2 } }, 0 },          // symmetric bowtie
        { 4, { { 0, 0 }, { 4, 4 }, { 4, 0 }, { 0, 3 } }, -4 },         // asymmetric bowtie
        { 4, { { -R, -R }, { R, -R }, { R, R }, { -R, R } }, INT64_C(2305843009213693952) },
        { 4, { { -R, R }, { R, R }, { R, -R }, { -R, -R } }, -INT64_C(2305843009213693952) },
        { 3, { { -R, -R }, { R, -R }, { -R, R } }, INT64_C(1152921504606846976) },
        { 3, { { R, R }, { R - 1, R }, { R, R - 1 } }, 1 },
        { 3, { { -R, -R }, { R, R - 1 }, { R - 1, R } }, INT64_C(2147483647) },
    };
    int i, j;
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        fc_wide w;
        tpoly q;
        assert_int_equal(fc_area2(t[i].p, t[i].n, &w), FC_OK);
        assert_true(wide_i64(&w) == t[i].want);
        assert_true(ref_area2(t[i].p, t[i].n) == t[i].want);
        // Every rotation of the vertex list gives the same area.
        for (j = 1; j < t[i].n; j++) {
            int k;
            q.n = t[i].n;
            for (k = 0; k < q.n; k++) {
                q.p[k] = t[i].p[(k + j) % q.n];
            }
            assert_int_equal(fc_area2(q.p, q.n, &w), FC_OK);
            assert_true(wide_i64(&w) == t[i].want);
        }
    }
}

// The full-range square wound k times: area2 = k * 2^61.
static void wound_square(tpoly *t, int k, int cw)
{
    static const fc_vec c[4] = { { -R, -R }, { R, -R }, { R, R }, { -R, R } };
    int i;
    t->n = 4 * k;
    for (i = 0; i < 4 * k; i++) {
        t->p[i] = c[cw ? 3 - i % 4 : i % 4];
    }
}

static void test_area2_overflow(void **state)
{
    tpoly t;
    fc_wide w, keep;
    fc_vec v = mkv(123, 456);
    int k;
    (void)state;
    fc_wide_set(&keep, 12345);
    for (k = 1; k <= 3; k++) {   // k * 2^61 fits int64 up to k = 3
        wound_square(&t, k, 0);
        assert_int_equal(fc_area2(t.p, t.n, &w), FC_OK);
        assert_true(wide_i64(&w) == (int64_t)k * INT64_C(2305843009213693952));
        assert_int_equal(fc_winding(t.p, t.n), 1);
        wound_square(&t, k, 1);
        assert_int_equal(fc_area2(t.p, t.n, &w), FC_OK);
        assert_true(wide_i64(&w) == -(int64_t)k * INT64_C(2305843009213693952));
        assert_int_equal(fc_winding(t.p, t.n), -1);
    }
    // Wound four times: 2^63 does not fit int64; -2^63 does.
    wound_square(&t, 4, 0);
    assert_int_equal(t.n, 16);
    w = keep;
    assert_int_equal(fc_area2(t.p, t.n, &w), FC_ERR_OVERFLOW);
    assert_true(wide_i64(&w) == 12345);
    assert_int_equal(fc_winding(t.p, t.n), 1);        // the sign is still exact
    assert_int_equal(fc_classify(t.p, t.n), FC_COMPLEX);
    wound_square(&t, 4, 1);
    assert_int_equal(fc_area2(t.p, t.n, &w), FC_OK);
    assert_true(wide_i64(&w) == INT64_MIN);
    assert_int_equal(fc_winding(t.p, t.n), -1);
    assert_int_equal(fc_classify(t.p, t.n), FC_COMPLEX);
    // One corner nudged inwards: 2^63 - 2R... fits again.
    wound_square(&t, 4, 0);
    t.p[2] = mkv(R - 1, R);
    assert_int_equal(fc_area2(t.p, t.n, &w), FC_OK);
    assert_true(ref_area2(t.p, t.n) == wide_i64(&w));
    assert_true(wide_i64(&w) == INT64_MAX - (2 * (int64_t)R - 1));
    // The centroid of the wound square is still exact (its center).
    wound_square(&t, 4, 0);
    assert_int_equal(fc_centroid(t.p, t.n, &v), FC_OK);
    assert_int_equal(v.x, 0);
    assert_int_equal(v.y, 0);
}

static void test_winding(void **state)
{
    static const struct { int n; fc_vec p[5]; int want; } t[] = {
        { 3, { { 0, 0 }, { 3, 0 }, { 0, 5 } }, 1 },
        { 3, { { 0, 0 }, { 0, 5 }, { 3, 0 } }, -1 },
        { 3, { { 0, 0 }, { 1, 0 }, { 0, 1 } }, 1 },
        { 3, { { 0, 0 }, { 1, 1 }, { 2, 2 } }, 0 },
        { 3, { { 5, 5 }, { 5, 5 }, { 5, 5 } }, 0 },
        { 4, { { 0, 0 }, { 2, 2 }, { 2, 0 }, { 0, 2 } }, 0 },
        { 4, { { 0, 0 }, { 4, 4 }, { 4, 0 }, { 0, 3 } }, -1 },
        { 3, { { R, R }, { R - 1, R }, { R, R - 1 } }, 1 },
        { 3, { { -R, -R }, { R, R }, { R, R - 1 } }, -1 },
        { 3, { { -R, -R }, { R, R }, { 0, 0 } }, 0 },       // collinear at full range
        { 3, { { -R, -R + 1 }, { R, R }, { 0, 0 } }, -1 },
    };
    int i;
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        assert_int_equal(fc_winding(t[i].p, t[i].n), t[i].want);
        assert_int_equal(fc_winding(t[i].p, t[i].n), sgn128(ref_area2(t[i].p, t[i].n)));
    }
}

// ---- classification -----------------------------------------------------------------

typedef struct poly_case {
    const char *name;
    int n;
    fc_vec p[NV];
    int want;
} poly_case;

static const poly_case class_cases[] = {
    { "triangle", 3, { { 0, 0 }, { 4, 0 }, { 0, 4 } }, FC_CONVEX },
    { "square", 4, { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } }, FC_CONVEX },
    { "full-range square", 4, { { -R, -R }, { R, -R }, { R, R }, { -R, R } }, FC_CONVEX },
    { "collinear vertices in a convex polygon", 7,
      { { 0, 0 }, { 2, 0 }, { 4, 0 }, { 4, 2 }, { 4, 4 }, { 2, 4 }, { 0, 4 } }, FC_CONVEX },
    { "collinear vertex at vertex 0", 5, { { 2, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 }, { 0, 0 } }, FC_CONVEX },
    { "L shape", 6, { { 0, 0 }, { 4, 0 }, { 4, 2 }, { 2, 2 }, { 2, 4 }, { 0, 4 } }, FC_CONCAVE },
    { "arrow (reflex on a diagonal)", 5, { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 2, 2 }, { 0, 4 } }, FC_CONCAVE },
    { "concave with collinear", 7,
      { { 0, 0 }, { 2, 0 }, { 4, 0 }, { 4, 4 }, { 3, 1 }, { 1, 1 }, { 0, 4 } }, FC_CONCAVE },
    { "nearly flat dent", 4, { { 0, 0 }, { R, 0 }, { R, R }, { R - 1, 1 } }, FC_CONCAVE },
    { "pentagram", 5, { { 0, 100 }, { 59, -81 }, { -95, 31 }, { 95, 31 }, { -59, -81 } }, FC_COMPLEX },
    { "square wound twice", 8,
      { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 }, { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } }, FC_COMPLEX },
    { "heptagram {7/2}", 7,
      { { 100, 0 }, { -22, 97 }, { -90, -43 }, { 62, -78 }, { 62, 78 }, { -90, 43 }, { -22, -97 } }, FC_COMPLEX },
    { "bowtie", 4, { { 0, 0 }, { 4, 4 }, { 4, 0 }, { 0, 3 } }, FC_COMPLEX },
    { "bowtie, long lobe", 4, { { 0, 0 }, { 10, 4 }, { 10, 0 }, { 0, 3 } }, FC_COMPLEX },
    { "180-degree reversal along an edge", 4, { { 0, 0 }, { 4, 0 }, { 2, 0 }, { 2, 2 } }, FC_COMPLEX },
    { "spike out and back", 7,
      { { 0, 0 }, { 4, 0 }, { 4, 2 }, { 6, 2 }, { 4, 2 }, { 4, 4 }, { 0, 4 } }, FC_COMPLEX },
    { "reversal at vertex 0", 5, { { 6, 0 }, { 2, 0 }, { 2, 2 }, { 0, 2 }, { 0, 0 } }, FC_COMPLEX },
    { "repeated vertex (pinch)", 6,
      { { 0, 0 }, { 4, 0 }, { 2, 2 }, { 4, 4 }, { 0, 4 }, { 2, 2 } }, FC_COMPLEX },
    { "two triangles touching at a vertex", 6,
      { { 0, 0 }, { 2, -1 }, { 2, 1 }, { 0, 0 }, { -2, 1 }, { -2, -1 } }, FC_COMPLEX },
    { "vertex touching another edge", 5, { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 2, 0 }, { 0, 4 } }, FC_COMPLEX },
    { "collinear vertex on the closing side", 5, { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 }, { 0, 2 } }, FC_CONVEX },
    { "vertex on the closing edge from inside", 5, { { 0, 0 }, { 4, 0 }, { 0, 2 }, { 4, 4 }, { 0, 4 } }, FC_COMPLEX },
    { "edge end touching a non-adjacent edge", 6,
      { { 0, 0 }, { 6, 0 }, { 6, 2 }, { 4, 2 }, { 4, 0 }, { 2, 4 } }, FC_COMPLEX },
    { "collinear overlap of non-adjacent edges", 8,
      { { 0, 0 }, { 6, 0 }, { 6, 2 }, { 4, 2 }, { 4, 0 }, { 2, 0 }, { 2, 4 }, { 0, 4 } }, FC_COMPLEX },
    { "crossing far apart", 4, { { -R, -R }, { R, R }, { R, -R }, { -R, R - 1 } }, FC_COMPLEX },
    { "repeated consecutive vertex", 4, { { 0, 0 }, { 4, 0 }, { 4, 0 }, { 0, 4 } }, FC_DEGENERATE },
    { "last == first", 4, { { 0, 0 }, { 4, 0 }, { 0, 4 }, { 0, 0 } }, FC_DEGENERATE },
    { "all collinear", 3, { { 0, 0 }, { 1, 1 }, { 3, 3 } }, FC_DEGENERATE },
    { "all collinear, folding", 4, { { 0, 0 }, { 4, 0 }, { 1, 0 }, { 2, 0 } }, FC_DEGENERATE },
    { "one point", 3, { { 7, 7 }, { 7, 7 }, { 7, 7 } }, FC_DEGENERATE },
    { "symmetric bowtie (zero area)", 4, { { 0, 0 }, { 2, 2 }, { 2, 0 }, { 0, 2 } }, FC_DEGENERATE },
    { "collinear full range", 3, { { -R, -R }, { 0, 0 }, { R, R } }, FC_DEGENERATE },
};

static void test_classify_cases(void **state)
{
    int i, j, rot;
    (void)state;
    for (i = 0; i < COUNT_OF(class_cases); i++) {
        const poly_case *c = &class_cases[i];
        tpoly t, r;
        if (ref_classify(c->p, c->n) != c->want) {
            fail_msg("reference disagrees on %s", c->name);
        }
        copy_poly(&t, c->p, c->n);
        // Both windings and every quarter turn: the same class.
        for (rot = 0; rot < 4; rot++) {
            if (fc_classify(t.p, t.n) != c->want) {
                fail_msg("%s (quarter turns %d): %d, want %d", c->name, rot, fc_classify(t.p, t.n), c->want);
            }
            reverse_into(&r, &t);
            if (fc_classify(r.p, r.n) != c->want) {
                fail_msg("%s reversed (quarter turns %d): %d, want %d", c->name, rot,
                         fc_classify(r.p, r.n), c->want);
            }
            for (j = 0; j < t.n; j++) {
                t.p[j] = rot90(&t.p[j]);
            }
        }
        // Every cyclic shift of the vertex list: the same class.
        for (rot = 1; rot < c->n; rot++) {
            for (j = 0; j < c->n; j++) {
                t.p[j] = c->p[(j + rot) % c->n];
            }
            if (fc_classify(t.p, t.n) != c->want) {
                fail_msg("%s (shift %d): %d, want %d", c->name, rot, fc_classify(t.p, t.n), c->want);
            }
        }
    }
}

// ---- centers, bounds, radii -------------------------------------------------------------

static void test_center(void **state)
{
    static const struct { int n; fc_vec p[5]; int32_t x, y; } t[] = {
        { 3, { { 0, 0 }, { 1, 0 }, { 0, 1 } }, 0, 0 },                // 1/3
        { 3, { { 0, 0 }, { 2, 0 }, { 0, 2 } }, 1, 1 },                // 2/3
        { 3, { { 0, 0 }, { -2, 0 }, { 0, -2 } }, -1, -1 },            // -2/3
        { 3, { { 0, 0 }, { -1, 0 }, { 0, -1 } }, 0, 0 },              // -1/3
        { 4, { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } }, 1, 1 },      // 1/2: tie, away from zero
        { 4, { { -1, -1 }, { 0, -1 }, { 0, 0 }, { -1, 0 } }, -1, -1 },// -1/2
        { 4, { { 0, 0 }, { 3, 0 }, { 3, 1 }, { 0, 1 } }, 2, 1 },      // 3/2, 1/2
        { 4, { { -3, -1 }, { 0, -1 }, { 0, 0 }, { -3, 0 } }, -2, -1 },// -3/2, -1/2
        { 5, { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 }, { 0, 5 } }, 4, 5 },
        { 4, { { -R, -R }, { R, -R }, { R, R }, { -R, R } }, 0, 0 },
        { 3, { { R, R }, { R, R - 1 }, { R - 1, R } }, R, R },        // R - 1/3
        { 3, { { -R, -R }, { -R, -R + 1 }, { -R + 1, -R } }, -R, -R },
        { 4, { { R, R }, { R, R - 1 }, { R - 1, R - 1 }, { R - 1, R } }, R, R },   // R - 1/2
        { 4, { { -R, -R }, { -R, -R + 1 }, { -R + 1, -R + 1 }, { -R + 1, -R } }, -R, -R },
        { 3, { { 5, 5 }, { 5, 5 }, { 5, 5 } }, 5, 5 },                // any points at all
    };
    int i;
    fc_vec out;
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        fc_vec want;
        out = mkv(99, 99);
        assert_int_equal(fc_center(t[i].p, t[i].n, &out), FC_OK);
        assert_int_equal(out.x, t[i].x);
        assert_int_equal(out.y, t[i].y);
        want = ref_center(t[i].p, t[i].n, NULL);
        assert_true(veq(&want, &out));
    }
    {   // Ties away from zero are not translation invariant: -1/2 -> -1, but
        // shifted by +1 raw, 1/2 -> 1 (not -1 + 1 = 0).
        fc_vec a[4] = { { 0, 0 }, { -1, 0 }, { -1, 1 }, { 0, 1 } };
        fc_vec b[4] = { { 1, 0 }, { 0, 0 }, { 0, 1 }, { 1, 1 } };
        assert_int_equal(fc_center(a, 4, &out), FC_OK);
        assert_int_equal(out.x, -1);
        assert_int_equal(fc_center(b, 4, &out), FC_OK);
        assert_int_equal(out.x, 1);
    }
}

static void test_centroid_exact(void **state)
{
    static const struct { int n; fc_vec p[6]; int32_t x, y; } t[] = {
        { 3, { { 0, 0 }, { 3, 0 }, { 0, 3 } }, 1, 1 },
        { 3, { { 0, 0 }, { 1, 0 }, { 0, 1 } }, 0, 0 },                 // 1/3
        { 3, { { 0, 0 }, { 2, 0 }, { 0, 2 } }, 1, 1 },                 // 2/3
        { 3, { { 0, 0 }, { -2, 0 }, { 0, -2 } }, -1, -1 },
        { 4, { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } }, 1, 1 },       // 1/2: tie
        { 4, { { -1, -1 }, { 0, -1 }, { 0, 0 }, { -1, 0 } }, -1, -1 }, // -1/2
        { 4, { { -3, -1 }, { 0, -1 }, { 0, 0 }, { -3, 0 } }, -2, -1 }, // -3/2, -1/2
        { 4, { { 1, 1 }, { 4, 1 }, { 4, 2 }, { 1, 2 } }, 3, 2 },       // 5/2, 3/2
        { 6, { { 0, 0 }, { 12, 0 }, { 12, 6 }, { 6, 6 }, { 6, 12 }, { 0, 12 } }, 5, 5 },  // L: 5, 5
        { 6, { { 0, 0 }, { 2, 0 }, { 2, 1 }, { 1, 1 }, { 1, 2 }, { 0, 2 } }, 1, 1 },      // 5/6
        { 6, { { 0, 0 }, { -2, 0 }, { -2, -1 }, { -1, -1 }, { -1, -2 }, { 0, -2 } }, -1, -1 },
        { 4, { { 0, 0 }, { 3, 0 }, { 3, 0 }, { 0, 3 } }, 1, 1 },       // a repeat does not matter here
        { 4, { { -R, -R }, { R, -R }, { R, R }, { -R, R } }, 0, 0 },
        { 3, { { -R, -R }, { R, -R }, { -R, R } }, -178956971, -178956971 },   // -R/3
        { 3, { { R, R }, { -R, R }, { R, -R } }, 178956971, 178956971 },
        { 4, { { R - 1, R - 1 }, { R, R - 1 }, { R, R }, { R - 1, R } }, R, R }, // R - 1/2
        { 4, { { -R, -R }, { -R + 1, -R }, { -R + 1, -R + 1 }, { -R, -R + 1 } }, -R, -R },
        { 3, { { -R, -R }, { R, -R + 1 }, { R - 1, R } }, 178956970, -178956970 },
    };
    int i, j;
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        fc_vec out, want;
        tpoly r;
        assert_int_equal(ref_centroid(t[i].p, t[i].n, &want, NULL), FC_OK);
        assert_int_equal(want.x, t[i].x);
        assert_int_equal(want.y, t[i].y);
        assert_int_equal(fc_centroid(t[i].p, t[i].n, &out), FC_OK);
        assert_int_equal(out.x, t[i].x);
        assert_int_equal(out.y, t[i].y);
        // Both windings, every starting vertex: the same centroid.
        for (j = 0; j < t[i].n; j++) {
            int k;
            tpoly s;
            s.n = t[i].n;
            for (k = 0; k < s.n; k++) {
                s.p[k] = t[i].p[(k + j) % s.n];
            }
            assert_int_equal(fc_centroid(s.p, s.n, &out), FC_OK);
            assert_true(veq(&out, &want));
            reverse_into(&r, &s);
            assert_int_equal(fc_centroid(r.p, r.n, &out), FC_OK);
            assert_true(veq(&out, &want));
        }
    }
}

static void test_centroid_degenerate_overflow(void **state)
{
    static const struct { int n; fc_vec p[6]; } zero[] = {
        { 3, { { 0, 0 }, { 1, 1 }, { 3, 3 } } },
        { 3, { { 7, 7 }, { 7, 7 }, { 7, 7 } } },
        { 4, { { 0, 0 }, { 2, 2 }, { 2, 0 }, { 0, 2 } } },
        { 4, { { -R, -R }, { R, R }, { R, -R }, { -R, R } } },
        { 6, { { 0, 0 }, { 4, 0 }, { 4, 0 }, { 8, 0 }, { 2, 0 }, { 1, 0 } } },
    };
    // Two lobes of opposite winding, far apart, areas differing by R:
    // the net area is tiny, the moment huge: the centroid is far beyond int32.
    static const fc_vec lobes[6] = {
        { 0, 0 }, { R, -R }, { R, R }, { 0, 0 }, { -R, -R + 1 }, { -R, R }
    };
    int i;
    fc_vec out = mkv(31, 41), want;
    fc_circle c = mkcirc(5, 6, 7);
    (void)state;
    for (i = 0; i < COUNT_OF(zero); i++) {
        assert_int_equal(fc_centroid(zero[i].p, zero[i].n, &out), FC_ERR_DEGENERATE);
        assert_int_equal(fc_bcircle(zero[i].p, zero[i].n, &c), FC_ERR_DEGENERATE);
    }
    assert_int_equal(ref_centroid(lobes, 6, &want, NULL), FC_ERR_OVERFLOW);
    assert_int_equal(fc_centroid(lobes, 6, &out), FC_ERR_OVERFLOW);
    assert_int_equal(fc_bcircle(lobes, 6, &c), FC_ERR_OVERFLOW);
    assert_int_equal(out.x, 31);
    assert_int_equal(out.y, 41);
    assert_int_equal(c.c.x, 5);
    assert_int_equal(c.c.y, 6);
    assert_int_equal(c.r, 7);
    // The same lobes with a larger imbalance: the centroid fits again.
    {
        fc_vec l2[6];
        memcpy(l2, lobes, sizeof l2);
        l2[4] = mkv(-R, 0);
        assert_int_equal(ref_centroid(l2, 6, &want, NULL), FC_OK);
        assert_int_equal(fc_centroid(l2, 6, &out), FC_OK);
        assert_true(veq(&out, &want));
    }
    // Large random polygons near the range limit against the reference.
    rng_seed(5);
    for (i = 0; i < 400; i++) {
        tpoly t;
        int rc;
        gen_star(&t, 3 + i % (NV - 2), R, (i & 1) ? 0.1 : 1.0, i & 2);
        rc = ref_centroid(t.p, t.n, &want, NULL);
        assert_int_equal(fc_centroid(t.p, t.n, &out), rc);
        if (rc == FC_OK) {
            CHECK_POLY(veq(&out, &want), t.p, t.n);
        }
    }
}

// Two lobes of opposite winding: area2 = d R, centroid x about 8 R^2 / 3d,
// so d near 357913941 puts it at the int32 limit. mirror negates x.
static void make_lobes(fc_vec *p, int32_t d, int32_t e, int mirror)
{
    int32_t m = mirror ? -1 : 1;
    p[0] = mkv(0, 0);
    p[1] = mkv(m * R, -R);
    p[2] = mkv(m * (R - e), R);
    p[3] = mkv(0, 0);
    p[4] = mkv(-m * R, -R + d);
    p[5] = mkv(-m * R, R);
}

// The centroid at the exact edge of int32 (INT32_MAX fits, INT32_MAX + 1
// does not; INT32_MIN fits): the library agrees with the reference on
// both sides of the threshold, for both signs, including centroids of
// exactly INT32_MAX, INT32_MIN (fit) and 2^31, -2^31 - 1 (overflow).
static void test_centroid_int32_limit(void **state)
{
    int mirror, k, e, seen_ok = 0, seen_over = 0, seen_edge[2] = { 0, 0 }, seen_past[2] = { 0, 0 };
    (void)state;
    for (mirror = 0; mirror < 2; mirror++) {
        fc_vec p[6], want, got;
        int32_t lo = 1, hi = 2 * R, d;
        int rc;
        // smallest d whose centroid fits (the centroid shrinks as d grows)
        while (lo < hi) {
            int32_t mid = lo + (hi - lo) / 2;
            make_lobes(p, mid, 0, mirror);
            if (ref_centroid(p, 6, &want, NULL) == FC_OK) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        for (k = -6; k <= 6; k++) {
            for (e = 0; e < 160; e++) {
                i128 a, nx = 0, qx;
                int i;
                d = lo + k;
                make_lobes(p, d, e, mirror);
                rc = ref_centroid(p, 6, &want, NULL);
                got = mkv(77, 77);
                assert_int_equal(fc_centroid(p, 6, &got), rc);
                if (rc == FC_OK) {
                    assert_true(veq(&got, &want));
                    seen_ok++;
                } else {
                    assert_int_equal(got.x, 77);
                    seen_over++;
                }
                // the rounded x quotient, to see that the edges were hit
                a = ref_area2(p, 6);
                for (i = 0; i < 6; i++) {
                    const fc_vec *u = &p[i], *v = &p[(i + 1) % 6];
                    nx += ((i128)u->x + v->x) * ((i128)u->x * v->y - (i128)v->x * u->y);
                }
                qx = ref_div_round(nx, 3 * a, NULL);
                if (qx == (mirror ? (i128)INT32_MIN : (i128)INT32_MAX)) {
                    assert_int_equal(rc, FC_OK);
                    assert_int_equal(got.x, mirror ? INT32_MIN : INT32_MAX);
                    seen_edge[mirror]++;
                }
                if (qx == (mirror ? (i128)INT32_MIN - 1 : (i128)INT32_MAX + 1)) {
                    assert_int_equal(rc, FC_ERR_OVERFLOW);
                    seen_past[mirror]++;
                }
            }
        }
        make_lobes(p, lo, 0, mirror);
        (void)ref_centroid(p, 6, &want, NULL);
        // at the threshold the centroid is within a few raw of the int32 edge
        assert_true(mirror ? want.x <= INT32_MIN + 16 : want.x >= INT32_MAX - 16);
        rng_seed(47);
        for (k = 0; k < 300; k++) {
            d = rnd_between(lo - 100000, lo + 100000);
            make_lobes(p, d, rnd_between(0, 1000), mirror);
            rc = ref_centroid(p, 6, &want, NULL);
            assert_int_equal(fc_centroid(p, 6, &got), rc);
            if (rc == FC_OK) {
                assert_true(veq(&got, &want));
            }
        }
    }
    assert_true(seen_ok > 0 && seen_over > 0);
    assert_true(seen_edge[0] > 0 && seen_edge[1] > 0 && seen_past[0] > 0 && seen_past[1] > 0);
}

static void test_bbox(void **state)
{
    static const fc_vec p[5] = { { 3, -1 }, { -7, 2 }, { 0, 9 }, { 5, 5 }, { -2, -8 } };
    static const fc_vec full[3] = { { -R, 0 }, { R, -R }, { 0, R } };
    fc_box b;
    int i;
    (void)state;
    assert_int_equal(fc_bbox(p, 5, &b), FC_OK);
    assert_int_equal(b.min.x, -7);
    assert_int_equal(b.min.y, -8);
    assert_int_equal(b.max.x, 5);
    assert_int_equal(b.max.y, 9);
    assert_int_equal(fc_bbox(p, 3, &b), FC_OK);
    assert_int_equal(b.min.x, -7);
    assert_int_equal(b.min.y, -1);
    assert_int_equal(b.max.x, 3);
    assert_int_equal(b.max.y, 9);
    assert_int_equal(fc_bbox(full, 3, &b), FC_OK);
    assert_int_equal(b.min.x, -R);
    assert_int_equal(b.min.y, -R);
    assert_int_equal(b.max.x, R);
    assert_int_equal(b.max.y, R);
    assert_int_equal(fc_box_check(&b), FC_OK);
    {
        // the box written over the points it is read from
        union {
            fc_vec pts[5];
            fc_box box;
        } u;
        for (i = 0; i < 5; i++) {
            u.pts[i] = p[i];
        }
        assert_int_equal(fc_bbox(u.pts, 5, &u.box), FC_OK);
        assert_int_equal(u.box.min.x, -7);
        assert_int_equal(u.box.min.y, -8);
        assert_int_equal(u.box.max.x, 5);
        assert_int_equal(u.box.max.y, 9);
    }
    rng_seed(17);
    for (i = 0; i < 500; i++) {
        tpoly t;
        int k;
        fc_box want;
        gen_any(&t, i);
        want.min = want.max = t.p[0];
        for (k = 1; k < t.n; k++) {
            want.min.x = t.p[k].x < want.min.x ? t.p[k].x : want.min.x;
            want.min.y = t.p[k].y < want.min.y ? t.p[k].y : want.min.y;
            want.max.x = t.p[k].x > want.max.x ? t.p[k].x : want.max.x;
            want.max.y = t.p[k].y > want.max.y ? t.p[k].y : want.max.y;
        }
        assert_int_equal(fc_bbox(t.p, t.n, &b), FC_OK);
        CHECK_POLY(veq(&b.min, &want.min) && veq(&b.max, &want.max), t.p, t.n);
        assert_int_equal(fc_box_check(&b), FC_OK);
        for (k = 0; k < t.n; k++) {
            assert_int_equal(fc_point_in_box(&b, &t.p[k]), 1);
        }
    }
}

static void test_bcircle(void **state)
{
    static const struct { int n; fc_vec p[4]; int32_t cx, cy, r; } t[] = {
        { 4, { { -3, -4 }, { 3, -4 }, { 3, 4 }, { -3, 4 } }, 0, 0, 5 },          // exact 5
        { 4, { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } }, 0, 0, 2 },          // sqrt 2 -> 2
        { 3, { { 0, 0 }, { 3, 0 }, { 0, 3 } }, 1, 1, 3 },                        // sqrt 5 -> 3
        { 4, { { -R, -R }, { R, -R }, { R, R }, { -R, R } }, 0, 0, 759250125 },   // R sqrt 2
    };
    int i;
    fc_circle c;
    (void)state;
    for (i = 0; i < COUNT_OF(t); i++) {
        assert_int_equal(fc_bcircle(t[i].p, t[i].n, &c), FC_OK);
        assert_int_equal(c.c.x, t[i].cx);
        assert_int_equal(c.c.y, t[i].cy);
        assert_int_equal(c.r, t[i].r);
        check_tight_radius(t[i].p, t[i].n, &c.c, c.r);
    }
    rng_seed(23);
    for (i = 0; i < 1500; i++) {
        tpoly p;
        fc_vec want;
        int rc;
        gen_any(&p, i);
        rc = ref_centroid(p.p, p.n, &want, NULL);
        if (rc == FC_OK && ref_isqrt_ceil(ref_max_dist2(p.p, p.n, &want)) > INT32_MAX) {
            rc = FC_ERR_OVERFLOW;
        }
        memset(&c, SENT8, sizeof c);
        assert_int_equal(fc_bcircle(p.p, p.n, &c), rc);
        if (rc == FC_OK) {
            CHECK_POLY(veq(&c.c, &want), p.p, p.n);
            check_tight_radius(p.p, p.n, &c.c, c.r);
            if (fc_circle_check(&c) == FC_OK) {
                int k;
                for (k = 0; k < p.n; k++) {
                    CHECK_POLY(fc_point_in_circle(&c, &p.p[k]) == 1, p.p, p.n);
                }
            }
        }
    }
}

// The true average vertex distance, in long double (for the bound check).
static long double true_avg(const fc_vec *p, int n, const fc_vec *c)
{
    long double s = 0;
    int i;
    for (i = 0; i < n; i++) {
        s += sqrtl((long double)ref_dist2(&p[i], c));
    }
    return s / (long double)n;
}

static void test_radius(void **state)
{
    static const fc_vec sq3[4] = { { -3, -3 }, { 3, -3 }, { 3, 3 }, { -3, 3 } };     // all sqrt 18
    static const fc_vec tri[3] = { { 0, 0 }, { 3, 0 }, { 0, 4 } };                 // 0, 3, 4
    static const fc_vec rect[4] = { { -3, -4 }, { 3, -4 }, { 3, 4 }, { -3, 4 } };  // all 5
    static const fc_vec far[3] = { { R, R }, { R, R - 1 }, { R - 1, R } };
    fc_vec c = mkv(0, 0);
    fc_fixed mx, av, md;
    int i;
    (void)state;
    assert_int_equal(fc_radius_max(sq3, 4, &c, &mx), FC_OK);
    assert_int_equal(fc_radius_avg(sq3, 4, &c, &av), FC_OK);
    assert_int_equal(fc_radius_mid(sq3, 4, &c, &md), FC_OK);
    assert_int_equal(mx, 5);     // ceil 4.243
    assert_int_equal(av, 4);     // nearest 4.243
    assert_int_equal(md, 5);     // nearest 4.5 (tie, up)
    assert_int_equal(fc_radius_max(tri, 3, &c, &mx), FC_OK);
    assert_int_equal(fc_radius_avg(tri, 3, &c, &av), FC_OK);
    assert_int_equal(fc_radius_mid(tri, 3, &c, &md), FC_OK);
    assert_int_equal(mx, 4);
    assert_int_equal(av, 2);     // 7/3
    assert_int_equal(md, 3);
    assert_int_equal(fc_radius_max(rect, 4, &c, &mx), FC_OK);
    assert_int_equal(fc_radius_avg(rect, 4, &c, &av), FC_OK);
    assert_int_equal(fc_radius_mid(rect, 4, &c, &md), FC_OK);
    assert_int_equal(mx, 5);
    assert_int_equal(av, 5);
    assert_int_equal(md, 5);
    // The center may be any int32 point, even out of range.
    c = mkv(INT32_MIN + (1 << 30), INT32_MAX - (1 << 30));
    assert_int_equal(fc_radius_max(tri, 3, &c, &mx), FC_OK);
    assert_true((i128)mx * mx >= ref_max_dist2(tri, 3, &c));
    // ... but a radius beyond int32 is an overflow, with *out untouched.
    c = mkv(INT32_MIN, INT32_MIN);
    mx = av = md = 1234;
    assert_int_equal(fc_radius_max(far, 3, &c, &mx), FC_ERR_OVERFLOW);
    assert_int_equal(fc_radius_avg(far, 3, &c, &av), FC_ERR_OVERFLOW);
    assert_int_equal(fc_radius_mid(far, 3, &c, &md), FC_ERR_OVERFLOW);
    assert_int_equal(mx, 1234);
    assert_int_equal(av, 1234);
    assert_int_equal(md, 1234);
    // An average that fits int32 beside a maximum that does not: the
    // distances from (-2^31, 0) are 2^31 - 2^29 (twice, nearest) and
    // 2^31 + 2^29, their average 1968526677.33. fc_radius_mid needs both.
    {
        static const fc_vec lop[3] = { { -R, 0 }, { -R, 1 }, { R, 0 } };
        c = mkv(INT32_MIN, 0);
        assert_int_equal(fc_radius_avg(lop, 3, &c, &av), FC_OK);
        assert_int_equal(av, 1968526677);
        assert_int_equal(fc_radius_max(lop, 3, &c, &mx), FC_ERR_OVERFLOW);
        assert_int_equal(fc_radius_mid(lop, 3, &c, &md), FC_ERR_OVERFLOW);
        assert_int_equal(mx, 1234);
        assert_int_equal(md, 1234);
    }
    // Random polygons and centers: max encloses and is tight, avg <= max
    // and within 1 raw of the true average, mid = nearest (max + avg) / 2.
    rng_seed(29);
    for (i = 0; i < 1500; i++) {
        tpoly p;
        long double ta;
        gen_any(&p, i);
        c = (i % 4 == 3) ? mkv((int32_t)rng32(), (int32_t)rng32())
                         : mkv(rnd_between(-R, R), rnd_between(-R, R));
        if (i % 4 == 0) {
            (void)fc_center(p.p, p.n, &c);
        }
        if (ref_isqrt_ceil(ref_max_dist2(p.p, p.n, &c)) > INT32_MAX) {
            assert_int_equal(fc_radius_max(p.p, p.n, &c, &mx), FC_ERR_OVERFLOW);
            continue;
        }
        assert_int_equal(fc_radius_max(p.p, p.n, &c, &mx), FC_OK);
        check_tight_radius(p.p, p.n, &c, mx);
        ta = true_avg(p.p, p.n, &c);
        if (ta > (long double)INT32_MAX - 2) {
            continue;
        }
        assert_int_equal(fc_radius_avg(p.p, p.n, &c, &av), FC_OK);
        assert_int_equal(fc_radius_mid(p.p, p.n, &c, &md), FC_OK);
        CHECK_POLY(av >= 0 && av <= mx, p.p, p.n);
        CHECK_POLY(fabsl((long double)av - ta) <= 1.0L, p.p, p.n);
        CHECK_POLY(md >= av && md <= mx, p.p, p.n);
        CHECK_POLY(md == (fc_fixed)(((int64_t)mx + av + 1) / 2), p.p, p.n);
    }
}

// ---- point in polygon ------------------------------------------------------------------

typedef struct pip_case {
    int32_t x, y;
    int want;
} pip_case;

static void run_pip(const char *name, const fc_vec *p, int n, const pip_case *q, int nq)
{
    int i, j, rot;
    for (i = 0; i < nq; i++) {
        fc_vec v = mkv(q[i].x, q[i].y);
        tpoly t, r;
        int got, want = q[i].want;
        if (ref_pip(p, n, &v) != want) {
            fail_msg("%s: reference disagrees at (%d, %d)", name, (int)v.x, (int)v.y);
        }
        copy_poly(&t, p, n);
        for (rot = 0; rot < 4; rot++) {   // quarter turns and both windings
            got = fc_point_in_poly(t.p, t.n, &v);
            if (got != want) {
                fail_msg("%s (turn %d): (%d, %d) -> %d, want %d", name, rot, (int)v.x, (int)v.y, got, want);
            }
            reverse_into(&r, &t);
            got = fc_point_in_poly(r.p, r.n, &v);
            if (got != want) {
                fail_msg("%s reversed (turn %d): (%d, %d) -> %d, want %d", name, rot, (int)v.x, (int)v.y,
                         got, want);
            }
            for (j = 0; j < n; j++) {
                t.p[j] = rot90(&t.p[j]);
            }
            v = rot90(&v);
        }
    }
}

static void test_pip_simple(void **state)
{
    static const fc_vec square[4] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    static const pip_case square_q[] = {
        { 2, 2, FC_PIP_IN }, { 1, 3, FC_PIP_IN }, { 3, 1, FC_PIP_IN },
        { 5, 2, FC_PIP_OUT }, { -1, 2, FC_PIP_OUT }, { 2, 5, FC_PIP_OUT }, { 2, -1, FC_PIP_OUT },
        { 4, 2, FC_PIP_ON }, { 0, 2, FC_PIP_ON }, { 2, 0, FC_PIP_ON }, { 2, 4, FC_PIP_ON },
        { 0, 0, FC_PIP_ON }, { 4, 0, FC_PIP_ON }, { 4, 4, FC_PIP_ON }, { 0, 4, FC_PIP_ON },
        { -1, 0, FC_PIP_OUT }, { 5, 0, FC_PIP_OUT }, { -1, 4, FC_PIP_OUT }, { 5, 4, FC_PIP_OUT },
        { -100, 4, FC_PIP_OUT }, { 100, 0, FC_PIP_OUT }, { 5, 5, FC_PIP_OUT }, { -1, -1, FC_PIP_OUT },
        { 1, 1, FC_PIP_IN }, { 3, 3, FC_PIP_IN },
    };
    // Diamond: rays through its left and right vertices.
    static const fc_vec diamond[4] = { { 0, -2 }, { 2, 0 }, { 0, 2 }, { -2, 0 } };
    static const pip_case diamond_q[] = {
        { 0, 0, FC_PIP_IN }, { -1, 0, FC_PIP_IN }, { 1, 0, FC_PIP_IN },
        { -3, 0, FC_PIP_OUT }, { 3, 0, FC_PIP_OUT }, { -2, 0, FC_PIP_ON }, { 2, 0, FC_PIP_ON },
        { 1, 1, FC_PIP_ON }, { -1, -1, FC_PIP_ON }, { 0, 2, FC_PIP_ON }, { 0, 3, FC_PIP_OUT },
        { -3, 2, FC_PIP_OUT }, { 3, -2, FC_PIP_OUT }, { 2, 1, FC_PIP_OUT }, { 1, 2, FC_PIP_OUT },
    };
    // Arrow: the reflex vertex (2, 2) touches the ray y = 2 from above.
    static const fc_vec arrow[5] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 2, 2 }, { 0, 4 } };
    static const pip_case arrow_q[] = {
        { 1, 2, FC_PIP_IN }, { 3, 2, FC_PIP_IN }, { 2, 2, FC_PIP_ON }, { -1, 2, FC_PIP_OUT },
        { 5, 2, FC_PIP_OUT }, { 2, 3, FC_PIP_OUT }, { 2, 1, FC_PIP_IN }, { 1, 4, FC_PIP_OUT },
        { 3, 4, FC_PIP_OUT }, { -1, 4, FC_PIP_OUT }, { 5, 4, FC_PIP_OUT }, { 0, 4, FC_PIP_ON },
        { 4, 4, FC_PIP_ON }, { 1, 3, FC_PIP_ON }, { 3, 3, FC_PIP_ON }, { 2, 0, FC_PIP_ON },
        { -1, 0, FC_PIP_OUT }, { 1, 1, FC_PIP_IN }, { 3, 1, FC_PIP_IN }, { 2, 4, FC_PIP_OUT },
    };
    // A step: horizontal edges at y = 2 and y = 4 along the ray.
    static const fc_vec step[6] = { { 0, 0 }, { 4, 0 }, { 4, 2 }, { 2, 2 }, { 2, 4 }, { 0, 4 } };
    static const pip_case step_q[] = {
        { 1, 2, FC_PIP_IN }, { 3, 2, FC_PIP_ON }, { 2, 2, FC_PIP_ON }, { 4, 2, FC_PIP_ON },
        { 5, 2, FC_PIP_OUT }, { -1, 2, FC_PIP_OUT }, { 3, 3, FC_PIP_OUT }, { 1, 3, FC_PIP_IN },
        { 3, 1, FC_PIP_IN }, { -1, 4, FC_PIP_OUT }, { 1, 4, FC_PIP_ON }, { 3, 4, FC_PIP_OUT },
        { -1, 0, FC_PIP_OUT }, { 5, 0, FC_PIP_OUT }, { 2, 3, FC_PIP_ON }, { 5, 4, FC_PIP_OUT },
    };
    // Comb with teeth pointing up: many vertices at the same y.
    static const fc_vec comb[10] = {
        { 0, 0 }, { 10, 0 }, { 10, 4 }, { 8, 4 }, { 8, 2 }, { 6, 2 }, { 6, 4 }, { 4, 4 }, { 4, 2 }, { 0, 2 }
    };
    static const pip_case comb_q[] = {
        { -1, 2, FC_PIP_OUT }, { 1, 2, FC_PIP_ON }, { 5, 3, FC_PIP_IN }, { 7, 3, FC_PIP_OUT },
        { 9, 3, FC_PIP_IN }, { 11, 3, FC_PIP_OUT }, { -1, 3, FC_PIP_OUT }, { 3, 3, FC_PIP_OUT },
        { 5, 4, FC_PIP_ON }, { 7, 4, FC_PIP_OUT }, { -1, 4, FC_PIP_OUT }, { 3, 4, FC_PIP_OUT },
        { 5, 1, FC_PIP_IN }, { 11, 1, FC_PIP_OUT }, { 7, 2, FC_PIP_ON }, { 11, 2, FC_PIP_OUT },
    };
    static const fc_vec full[4] = { { -R, -R }, { R, -R }, { R, R }, { -R, R } };
    static const pip_case full_q[] = {
        { 0, 0, FC_PIP_IN }, { R, 0, FC_PIP_ON }, { R, R, FC_PIP_ON }, { -R, 5, FC_PIP_ON },
        { R - 1, R - 1, FC_PIP_IN }, { -R + 1, -R + 1, FC_PIP_IN },
    };
    // A thin sliver at full range: exact decisions 1 raw off the long edge.
    static const fc_vec sliver[3] = { { -R, -R }, { R, R - 1 }, { R, R } };
    static const pip_case sliver_q[] = {
        { 0, 0, FC_PIP_ON }, { R, R - 1, FC_PIP_ON }, { R, 0, FC_PIP_OUT },
        { R - 2, R - 2, FC_PIP_ON }, { R - 1, R - 2, FC_PIP_OUT }, { -R + 2, -R + 2, FC_PIP_ON },
        { R, R - 1, FC_PIP_ON }, { 1, 0, FC_PIP_OUT }, { -1, -1, FC_PIP_ON },
    };
    (void)state;
    run_pip("square", square, 4, square_q, COUNT_OF(square_q));
    run_pip("diamond", diamond, 4, diamond_q, COUNT_OF(diamond_q));
    run_pip("arrow", arrow, 5, arrow_q, COUNT_OF(arrow_q));
    run_pip("step", step, 6, step_q, COUNT_OF(step_q));
    run_pip("comb", comb, 10, comb_q, COUNT_OF(comb_q));
    run_pip("full", full, 4, full_q, COUNT_OF(full_q));
    run_pip("sliver", sliver, 3, sliver_q, COUNT_OF(sliver_q));
}

static void test_pip_self_intersecting(void **state)
{
    static const fc_vec pentagram[5] = { { 0, 100 }, { 59, -81 }, { -95, 31 }, { 95, 31 }, { -59, -81 } };
    static const pip_case pentagram_q[] = {
        { 0, 0, FC_PIP_OUT },          // the center is wound twice: even-odd says out
        { 5, 5, FC_PIP_OUT },
        { 0, 80, FC_PIP_IN },          // a tip
        { 80, 28, FC_PIP_IN },
        { -45, -60, FC_PIP_IN },
        { 0, 101, FC_PIP_OUT },
        { 0, 100, FC_PIP_ON },
        { 0, 31, FC_PIP_ON },          // on the edge (-95, 31) - (95, 31)
        { 200, 31, FC_PIP_OUT },
        { -200, 31, FC_PIP_OUT },
        { 0, -60, FC_PIP_OUT },
    };
    // Bowtie crossing at (2, 2): lobes in, crossing on.
    static const fc_vec bowtie[4] = { { 0, 0 }, { 4, 4 }, { 4, 0 }, { 0, 4 } };
    static const pip_case bowtie_q[] = {
        { 1, 2, FC_PIP_IN }, { 3, 2, FC_PIP_IN }, { 2, 2, FC_PIP_ON }, { 2, 1, FC_PIP_OUT },
        { 2, 3, FC_PIP_OUT }, { -1, 2, FC_PIP_OUT }, { 5, 2, FC_PIP_OUT }, { 0, 2, FC_PIP_ON },
        { 4, 2, FC_PIP_ON }, { 1, 1, FC_PIP_ON }, { 0, 0, FC_PIP_ON },
    };
    // A square wound twice: everything inside is out under even-odd.
    static const fc_vec twice[8] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 }, { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    static const pip_case twice_q[] = {
        { 2, 2, FC_PIP_OUT }, { 1, 1, FC_PIP_OUT }, { 4, 2, FC_PIP_ON }, { 0, 0, FC_PIP_ON },
        { 5, 2, FC_PIP_OUT }, { -1, 0, FC_PIP_OUT },
    };
    // Squares [0,4]^2 and [2,6]^2 traced as one polygon (through the
    // repeated vertex (2, 4)): the overlap is out.
    static const fc_vec overlap[10] = {
        { 0, 0 }, { 4, 0 }, { 4, 4 }, { 2, 4 }, { 2, 2 }, { 6, 2 }, { 6, 6 }, { 2, 6 }, { 2, 4 }, { 0, 4 }
    };
    static const pip_case overlap_q[] = {
        { 1, 1, FC_PIP_IN }, { 3, 3, FC_PIP_OUT }, { 5, 5, FC_PIP_IN }, { 1, 5, FC_PIP_OUT },
        { 5, 1, FC_PIP_OUT }, { 3, 5, FC_PIP_IN }, { 5, 3, FC_PIP_IN }, { 3, 2, FC_PIP_ON },
        { 2, 3, FC_PIP_ON }, { 4, 3, FC_PIP_ON }, { 3, 4, FC_PIP_ON }, { 2, 4, FC_PIP_ON },
        { 1, 3, FC_PIP_IN }, { 7, 4, FC_PIP_OUT }, { -1, 4, FC_PIP_OUT }, { -1, 2, FC_PIP_OUT },
    };
    (void)state;
    run_pip("pentagram", pentagram, 5, pentagram_q, COUNT_OF(pentagram_q));
    run_pip("bowtie", bowtie, 4, bowtie_q, COUNT_OF(bowtie_q));
    run_pip("square wound twice", twice, 8, twice_q, COUNT_OF(twice_q));
    {   // the full-range square wound four times (area2 = 2^63)
        tpoly w;
        static const pip_case wound_q[] = {
            { 0, 0, FC_PIP_OUT }, { R - 1, R - 1, FC_PIP_OUT }, { R, 0, FC_PIP_ON }, { -R, -R, FC_PIP_ON },
            { 0, R, FC_PIP_ON }, { -R + 1, 0, FC_PIP_OUT },
        };
        wound_square(&w, 4, 0);
        run_pip("wound square", w.p, w.n, wound_q, COUNT_OF(wound_q));
    }
    run_pip("overlapping squares", overlap, 10, overlap_q, COUNT_OF(overlap_q));
}

// ---- triangulation and decomposition -------------------------------------------------------

// Deterministic families for every n: regular convex, alternating stars,
// convex with collinear vertices on a rectangle, combs, arrows, zigzags,
// at small and at full-range scale, both windings.
static int family(tpoly *t, int kind, int n, int32_t scale)
{
    int k;
    t->n = n;
    switch (kind) {
    case 0:   // regular convex
        for (k = 0; k < n; k++) {
            double a = 2.0 * PI * (double)k / (double)n;
            t->p[k] = mkv((int32_t)llround((double)scale * cos(a)), (int32_t)llround((double)scale * sin(a)));
        }
        return 1;
    case 1:   // alternating star (concave from n = 4)
        for (k = 0; k < n; k++) {
            double a = 2.0 * PI * (double)k / (double)n, r = (k & 1) ? (double)scale / 3.0 : (double)scale;
            t->p[k] = mkv((int32_t)llround(r * cos(a)), (int32_t)llround(r * sin(a)));
        }
        return 1;
    case 2: { // rectangle with vertices along its edges (collinear)
        int32_t w = scale, h = scale / 2;
        int per = 2 * (int)(w / 8) + 2 * (int)(h / 8);
        if (n < 4 || per < n) {
            return 0;
        }
        // corners first, then extra points evenly along the bottom and top
        {
            int bottom = (n - 4 + 1) / 2, top = n - 4 - bottom, j = 0;
            t->p[j++] = mkv(-w / 2, -h / 2);
            for (k = 1; k <= bottom; k++) {
                t->p[j++] = mkv(-w / 2 + (int32_t)((int64_t)w * k / (bottom + 1)), -h / 2);
            }
            t->p[j++] = mkv(w / 2, -h / 2);
            t->p[j++] = mkv(w / 2, h / 2);
            for (k = 1; k <= top; k++) {
                t->p[j++] = mkv(w / 2 - (int32_t)((int64_t)w * k / (top + 1)), h / 2);
            }
            t->p[j++] = mkv(-w / 2, h / 2);
        }
        return 1;
    }
    case 3: { // comb: teeth up, n = 4 + 4m (+ collinear padding on the base)
        int m = (n - 4) / 4, pad = (n - 4) % 4, j = 0, i;
        int32_t u = scale / 16;
        if (m < 1) {
            return 0;
        }
        t->p[j++] = mkv(0, 0);
        for (i = 0; i < pad; i++) {
            t->p[j++] = mkv((int32_t)((int64_t)u * (2 * m + 1) * (i + 1) / (pad + 1)), 0);
        }
        t->p[j++] = mkv(u * (2 * m + 1), 0);
        for (i = m; i >= 1; i--) {   // from the right: a tooth, then a gap
            t->p[j++] = mkv(u * (2 * i + 1), 4 * u);
            t->p[j++] = mkv(u * (2 * i), 4 * u);
            t->p[j++] = mkv(u * (2 * i), u);
            t->p[j++] = mkv(u * (2 * i - 1), u);
        }
        t->p[j++] = mkv(u, 4 * u);
        t->p[j++] = mkv(0, 4 * u);
        t->n = j;
        return j == n;
    }
    case 4: { // zigzag band: top and bottom chains shifted, many reflex vertices
        int half = n / 2, i, j = 0;
        int32_t u = scale / 16;
        if (n % 2 != 0 || half < 2) {
            return 0;
        }
        for (i = 0; i < half; i++) {
            t->p[j++] = mkv(u * 2 * i, (i & 1) ? u : 0);
        }
        for (i = half - 1; i >= 0; i--) {
            t->p[j++] = mkv(u * 2 * i, (i & 1) ? 4 * u : 3 * u);
        }
        return 1;
    }
    default: { // fan with reflex vertices lying on would-be diagonals
        int i, j = 0;
        int32_t u = scale / 16;
        if (n < 5) {
            return 0;
        }
        // square (0,0)-(8u,8u) whose top edge is replaced by a chain of
        // notches pointing at the opposite corners
        t->p[j++] = mkv(0, 0);
        t->p[j++] = mkv(8 * u, 0);
        t->p[j++] = mkv(8 * u, 8 * u);
        for (i = 0; i < n - 4; i++) {
            int32_t x = 8 * u - (int32_t)((int64_t)8 * u * (i + 1) / (n - 3));
            t->p[j++] = (i & 1) ? mkv(x, 8 * u) : mkv(x, x < 4 * u ? 8 * u - x : x);
        }
        t->p[j++] = mkv(0, 8 * u);
        return 1;
    }
    }
}

static void test_triangulate_families(void **state)
{
    static const int32_t scales[] = { 4096, 1 << 20, R };
    int n, kind, sc, cw, tested = 0;
    (void)state;
    for (n = 3; n <= NV; n++) {
        for (kind = 0; kind < 6; kind++) {
            for (sc = 0; sc < COUNT_OF(scales); sc++) {
                for (cw = 0; cw < 2; cw++) {
                    tpoly t, r;
                    int cls;
                    if (!family(&t, kind, n, scales[sc])) {
                        continue;
                    }
                    cls = ref_classify(t.p, t.n);
                    if (cls != FC_CONVEX && cls != FC_CONCAVE) {
                        continue;
                    }
                    if (cw) {
                        reverse_into(&r, &t);
                        t = r;
                    }
                    assert_int_equal(fc_classify(t.p, t.n), cls);
                    tri_and_decompose(t.p, t.n);
                    tested++;
                }
            }
        }
    }
    assert_true(tested > 200);
    // The cases of the classification table that are simple.
    for (n = 0; n < COUNT_OF(class_cases); n++) {
        const poly_case *c = &class_cases[n];
        if (c->want == FC_CONVEX || c->want == FC_CONCAVE) {
            tpoly t, r;
            tri_and_decompose(c->p, c->n);
            copy_poly(&t, c->p, c->n);
            reverse_into(&r, &t);
            tri_and_decompose(r.p, r.n);
        }
    }
}

static void test_triangulate_known(void **state)
{
    // Triangle: itself. Square: two triangles.
    static const fc_vec tri[3] = { { 0, 0 }, { 4, 0 }, { 0, 4 } };
    static const fc_vec sq[4] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    // The diagonal (0,0)-(4,4) runs through the reflex vertex (2,2): a
    // triangle (0,0),(4,0),(4,4) would hide it on its edge.
    static const fc_vec arrow[5] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 2, 2 }, { 0, 4 } };
    uint8_t out[3 * NV];
    int k;
    (void)state;
    memset(out, TRI_SENT, sizeof out);
    k = fc_triangulate(tri, 3, out, 3);
    assert_int_equal(k, 1);
    check_triangulation(tri, 3, out, k);
    assert_int_equal(out[3], TRI_SENT);
    k = fc_triangulate(sq, 4, out, 6);
    assert_int_equal(k, 2);
    check_triangulation(sq, 4, out, k);
    k = fc_triangulate(arrow, 5, out, (int)sizeof out);
    assert_int_equal(k, 3);
    check_triangulation(arrow, 5, out, k);
}

static void test_triangulate_errors(void **state)
{
    static const fc_vec sq[4] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    static const fc_vec bad_range[4] = { { 0, 0 }, { R + 1, 0 }, { 4, 4 }, { 0, 4 } };
    static const fc_vec collinear[4] = { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 } };
    static const fc_vec repeated[4] = { { 0, 0 }, { 4, 0 }, { 4, 0 }, { 0, 4 } };
    static const fc_vec bowtie[4] = { { 0, 0 }, { 4, 4 }, { 4, 0 }, { 0, 3 } };
    static const fc_vec pentagram[5] = { { 0, 100 }, { 59, -81 }, { -95, 31 }, { 95, 31 }, { -59, -81 } };
    static const fc_vec reversal[4] = { { 0, 0 }, { 4, 0 }, { 2, 0 }, { 2, 2 } };
    uint8_t buf[3 * NV + 8], fresh[3 * NV + 8];
    fc_vec big[NV + 1];
    int i, n;
    (void)state;
    for (i = 0; i <= NV; i++) {
        double a = 2.0 * PI * (double)i / (double)(NV + 1);
        big[i] = mkv((int32_t)llround(1e6 * cos(a)), (int32_t)llround(1e6 * sin(a)));
    }
    memset(fresh, TRI_SENT, sizeof fresh);
#define TRI_ERR(pts, n_, cap, want)                                           \
    do {                                                                      \
        memset(buf, TRI_SENT, sizeof buf);                                    \
        assert_int_equal(fc_triangulate((pts), (n_), buf, (cap)), (want));    \
        assert_memory_equal(buf, fresh, sizeof buf);                          \
    } while (0)
    TRI_ERR(NULL, 4, 6, FC_ERR_NULL);
    assert_int_equal(fc_triangulate(sq, 4, NULL, 6), FC_ERR_NULL);
    TRI_ERR(sq, 2, 6, FC_ERR_COUNT);
    TRI_ERR(sq, 0, 6, FC_ERR_COUNT);
    TRI_ERR(sq, -3, 6, FC_ERR_COUNT);
    TRI_ERR(big, NV + 1, (int)sizeof buf, FC_ERR_COUNT);
    TRI_ERR(bad_range, 4, 6, FC_ERR_RANGE);
    TRI_ERR(sq, 4, 5, FC_ERR_CAPACITY);
    TRI_ERR(sq, 4, 0, FC_ERR_CAPACITY);
    TRI_ERR(sq, 4, -1, FC_ERR_CAPACITY);
    TRI_ERR(sq, 3, 2, FC_ERR_CAPACITY);
    TRI_ERR(collinear, 4, 6, FC_ERR_DEGENERATE);
    TRI_ERR(repeated, 4, 6, FC_ERR_DEGENERATE);
    TRI_ERR(bowtie, 4, 6, FC_ERR_COMPLEX);
    TRI_ERR(pentagram, 5, 9, FC_ERR_COMPLEX);
    TRI_ERR(reversal, 4, 6, FC_ERR_COMPLEX);
    for (n = 3; n <= NV; n++) {
        TRI_ERR(big, n, 3 * (n - 2) - 1, FC_ERR_CAPACITY);
        memset(buf, TRI_SENT, sizeof buf);
        assert_int_equal(fc_triangulate(big, n, buf, 3 * (n - 2)), n - 2);
        check_triangulation(big, n, buf, n - 2);
        for (i = 3 * (n - 2); i < (int)sizeof buf; i++) {
            assert_int_equal(buf[i], TRI_SENT);
        }
    }
#undef TRI_ERR
}

static void test_decompose_known_and_errors(void **state)
{
    static const fc_vec sq[4] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    static const fc_vec ell[6] = { { 0, 0 }, { 4, 0 }, { 4, 2 }, { 2, 2 }, { 2, 4 }, { 0, 4 } };
    static const fc_vec bowtie[4] = { { 0, 0 }, { 4, 4 }, { 4, 0 }, { 0, 3 } };
    static const fc_vec collinear[3] = { { 0, 0 }, { 1, 1 }, { 2, 2 } };
    static const fc_vec bad_range[4] = { { 0, 0 }, { 4, 0 }, { 4, -R - 1 }, { 0, 4 } };
    uint8_t idx[3 * NV + 8], sizes[NV + 8], fi[3 * NV + 8], fs[NV + 8];
    int k;
    (void)state;
    memset(fi, TRI_SENT, sizeof fi);
    memset(fs, TRI_SENT, sizeof fs);
    // A convex polygon is one piece, in counter-clockwise order.
    k = fc_decompose(sq, 4, idx, 6, sizes, 2);
    assert_int_equal(k, 1);
    assert_int_equal(sizes[0], 4);
    check_decomposition(sq, 4, idx, sizes, k);
    // An L: at least two pieces.
    k = fc_decompose(ell, 6, idx, 12, sizes, 4);
    assert_true(k >= 2 && k <= 4);
    check_decomposition(ell, 6, idx, sizes, k);
#define DEC_ERR(pts, n_, icap, scap, want)                                        \
    do {                                                                          \
        memset(idx, TRI_SENT, sizeof idx);                                        \
        memset(sizes, TRI_SENT, sizeof sizes);                                    \
        assert_int_equal(fc_decompose((pts), (n_), idx, (icap), sizes, (scap)), (want)); \
        assert_memory_equal(idx, fi, sizeof idx);                                 \
        assert_memory_equal(sizes, fs, sizeof sizes);                             \
    } while (0)
    DEC_ERR(NULL, 4, 6, 2, FC_ERR_NULL);
    DEC_ERR(sq, 2, 6, 2, FC_ERR_COUNT);
    DEC_ERR(sq, NV + 1, 100, 100, FC_ERR_COUNT);
    DEC_ERR(bad_range, 4, 6, 2, FC_ERR_RANGE);
    DEC_ERR(sq, 4, 5, 2, FC_ERR_CAPACITY);
    DEC_ERR(sq, 4, 6, 1, FC_ERR_CAPACITY);
    DEC_ERR(sq, 4, 0, 0, FC_ERR_CAPACITY);
    DEC_ERR(ell, 6, 11, 4, FC_ERR_CAPACITY);
    DEC_ERR(ell, 6, 12, 3, FC_ERR_CAPACITY);
    DEC_ERR(ell, 6, -1, -1, FC_ERR_CAPACITY);
    DEC_ERR(collinear, 3, 3, 1, FC_ERR_DEGENERATE);
    DEC_ERR(bowtie, 4, 6, 2, FC_ERR_COMPLEX);
    assert_int_equal(fc_decompose(sq, 4, NULL, 6, sizes, 2), FC_ERR_NULL);
    assert_int_equal(fc_decompose(sq, 4, idx, 6, NULL, 2), FC_ERR_NULL);
#undef DEC_ERR
}

// ---- validated polygons ----------------------------------------------------------------

// The same polygon: every field, the n used vertex and normal slots.
static int poly_same(const fc_poly *a, const fc_poly *b)
{
    int i;
    if (a->n != b->n || a->convex != b->convex || a->reversed != b->reversed
        || a->reserved != b->reserved || !veq(&a->box.min, &b->box.min)
        || !veq(&a->box.max, &b->box.max) || !veq(&a->bound.c, &b->bound.c) || a->bound.r != b->bound.r) {
        return 0;
    }
    for (i = 0; i < a->n && i < NV; i++) {
        if (!veq(&a->v[i], &b->v[i]) || !veq(&a->normal[i], &b->normal[i])) {
            return 0;
        }
    }
    return 1;
}

// Printed by tools/fc-polyc (build: gcc -std=c99 -Iinclude tools/fc-polyc.c
// src/*.c) for a hexagon of radius 2.0 and a clockwise L:
//   fc-polyc rom_hex 131072 0 65536 113512 -65536 113512 -131072 0 -65536 -113512 65536 -113512
//   fc-polyc rom_ell 0 0 0 196608 65536 196608 65536 65536 131072 65536 131072 0

/* generated by fc-polyc: 6 vertices, convex */
static const fc_poly rom_hex = {
    6, 1, 0, 0,
    { { -131072, -113512 }, { 131072, 113512 } },
    { { 0, 0 }, 131076 },
    { /* vertices, counter-clockwise */
        { 131072, 0 },
        { 65536, 113512 },
        { -65536, 113512 },
        { -131072, 0 },
        { -65536, -113512 },
        { 65536, -113512 }
    },
    { /* edge normals */
        { 113512, 65536 },
        { 0, 131072 },
        { -113512, 65536 },
        { -113512, -65536 },
        { 0, -131072 },
        { 113512, -65536 }
    },
    { /* normal lengths */ 536872040u, 536870912u, 536872040u, 536872040u, 536870912u, 536872040u },
    { /* their shifts */ 12, 12, 12, 12, 12, 12 },
    { /* normal directions */ 18, 64, 109, 146, 192, 237 }
};

/* generated by fc-polyc: 6 vertices, concave, input was clockwise */
static const fc_poly rom_ell = {
    6, 0, 1, 0,
    { { 0, 0 }, { 131072, 196608 } },
    { { 65536, 98304 }, 118148 },
    { /* vertices, counter-clockwise */
        { 131072, 0 },
        { 131072, 65536 },
        { 65536, 65536 },
        { 65536, 196608 },
        { 0, 196608 },
        { 0, 0 }
    },
    { /* edge normals */
        { 65536, 0 },
        { 0, 65536 },
        { 131072, 0 },
        { 0, 65536 },
        { -196608, 0 },
        { 0, -131072 }
    },
    { /* normal lengths */ 536870912u, 536870912u, 536870912u, 536870912u, 805306368u, 536870912u },
    { /* their shifts */ 13, 13, 12, 13, 12, 12 },
    { /* normal directions */ 0, 64, 0, 64, 128, 192 }
};

static void test_poly_build(void **state)
{
    static const fc_vec ell_cw[6] = {
        { 0, 0 }, { 0, 196608 }, { 65536, 196608 }, { 65536, 65536 }, { 131072, 65536 }, { 131072, 0 }
    };
    static const fc_vec hex[6] = {
        { 131072, 0 }, { 65536, 113512 }, { -65536, 113512 }, { -131072, 0 }, { -65536, -113512 }, { 65536, -113512 }
    };
    static const fc_vec sq[4] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    static const fc_vec sq_cw[4] = { { 0, 4 }, { 4, 4 }, { 4, 0 }, { 0, 0 } };
    fc_poly p;
    int i, built = 0;
    (void)state;
    // The builds reproduce the ROM tables field for field.
    memset(&p, SENT8, sizeof p);
    assert_int_equal(fc_poly_build(hex, 6, &p), FC_OK);
    check_built(hex, 6, &p);
    assert_true(poly_same(&p, &rom_hex));
    memset(&p, SENT8, sizeof p);
    assert_int_equal(fc_poly_build(ell_cw, 6, &p), FC_OK);
    check_built(ell_cw, 6, &p);
    assert_true(poly_same(&p, &rom_ell));
    // Counter-clockwise input is stored as is; clockwise input reversed.
    assert_int_equal(fc_poly_build(sq, 4, &p), FC_OK);
    check_built(sq, 4, &p);
    assert_int_equal(p.reversed, 0);
    assert_int_equal(p.convex, 1);
    assert_int_equal(p.normal[0].x, 0);       // edge (0,0)->(4,0): (dy, -dx) = (0, -4)
    assert_int_equal(p.normal[0].y, -4);
    assert_int_equal(p.normal[1].x, 4);
    assert_int_equal(p.normal[1].y, 0);
    assert_int_equal(fc_poly_build(sq_cw, 4, &p), FC_OK);
    check_built(sq_cw, 4, &p);
    assert_int_equal(p.reversed, 1);
    for (i = 0; i < 4; i++) {
        assert_true(veq(&p.v[i], &sq_cw[3 - i]));
    }
    assert_int_equal(p.normal[3].x, -4);      // edge (0,4)->(0,0) after the reversal
    assert_int_equal(p.normal[3].y, 0);
    // Classification-table polygons and random simple polygons.
    for (i = 0; i < COUNT_OF(class_cases); i++) {
        const poly_case *c = &class_cases[i];
        int rc = fc_poly_build(c->p, c->n, &p);
        int want = c->want == FC_DEGENERATE ? FC_ERR_DEGENERATE
                 : c->want == FC_COMPLEX ? FC_ERR_COMPLEX : FC_OK;
        assert_int_equal(rc, want);
        if (rc == FC_OK) {
            check_built(c->p, c->n, &p);
        }
    }
    rng_seed(31);
    for (i = 0; i < 1500; i++) {
        tpoly t;
        int cls, rc;
        gen_any(&t, i);
        cls = ref_classify(t.p, t.n);
        memset(&p, SENT8, sizeof p);
        rc = fc_poly_build(t.p, t.n, &p);
        if (cls == FC_CONVEX || cls == FC_CONCAVE) {
            CHECK_POLY(rc == FC_OK, t.p, t.n);
            check_built(t.p, t.n, &p);
            built++;
        } else {
            CHECK_POLY(rc == (cls == FC_COMPLEX ? FC_ERR_COMPLEX : FC_ERR_DEGENERATE), t.p, t.n);
        }
    }
    assert_true(built > 500);
}

static void test_poly_build_errors(void **state)
{
    static const fc_vec sq[4] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
    static const struct { int n; fc_vec p[5]; int want; } t[] = {
        { 4, { { 0, 0 }, { R + 1, 0 }, { 4, 4 }, { 0, 4 } }, FC_ERR_RANGE },
        { 4, { { 0, 0 }, { 4, 0 }, { 4, INT32_MIN }, { 0, 4 } }, FC_ERR_RANGE },
        { 4, { { 0, 0 }, { 4, 0 }, { 4, 0 }, { 0, 4 } }, FC_ERR_DEGENERATE },
        { 4, { { 0, 0 }, { 4, 0 }, { 0, 4 }, { 0, 0 } }, FC_ERR_DEGENERATE },
        { 3, { { 0, 0 }, { 1, 1 }, { 2, 2 } }, FC_ERR_DEGENERATE },
        { 4, { { 0, 0 }, { 2, 2 }, { 2, 0 }, { 0, 2 } }, FC_ERR_DEGENERATE },
        { 5, { { 0, 100 }, { 59, -81 }, { -95, 31 }, { 95, 31 }, { -59, -81 } }, FC_ERR_COMPLEX },
        { 4, { { 0, 0 }, { 4, 4 }, { 4, 0 }, { 0, 3 } }, FC_ERR_COMPLEX },
        { 4, { { 0, 0 }, { 4, 0 }, { 2, 0 }, { 2, 2 } }, FC_ERR_COMPLEX },
        { 5, { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 2, 0 }, { 0, 4 } }, FC_ERR_COMPLEX },
    };
    fc_vec big[NV + 1];
    fc_poly p, fresh;
    int i;
    (void)state;
    for (i = 0; i <= NV; i++) {
        double a = 2.0 * PI * (double)i / (double)(NV + 1);
        big[i] = mkv((int32_t)llround(1e6 * cos(a)), (int32_t)llround(1e6 * sin(a)));
    }
    memset(&fresh, SENT8, sizeof fresh);
#define BUILD_ERR(pts, n_, want)                                        \
    do {                                                                \
        memset(&p, SENT8, sizeof p);                                    \
        assert_int_equal(fc_poly_build((pts), (n_), &p), (want));       \
        assert_memory_equal(&p, &fresh, sizeof p);                      \
    } while (0)
    BUILD_ERR(NULL, 4, FC_ERR_NULL);
    BUILD_ERR(sq, 2, FC_ERR_COUNT);
    BUILD_ERR(sq, -1, FC_ERR_COUNT);
    BUILD_ERR(big, NV + 1, FC_ERR_COUNT);
    for (i = 0; i < COUNT_OF(t); i++) {
        BUILD_ERR(t[i].p, t[i].n, t[i].want);
    }
#undef BUILD_ERR
    assert_int_equal(fc_poly_build(sq, 4, NULL), FC_ERR_NULL);
    assert_int_equal(fc_poly_build(big, NV, &p), FC_OK);
    check_built(big, NV, &p);
}

static void test_poly_check(void **state)
{
    fc_poly p;
    int i;
    (void)state;
    assert_int_equal(fc_poly_check(&rom_hex), FC_OK);
    assert_int_equal(fc_poly_check(&rom_ell), FC_OK);
    assert_int_equal(fc_poly_check(NULL), FC_ERR_NULL);
    // Every field corrupted in turn.
#define CORRUPT(base, stmt, want)                      \
    do {                                               \
        p = (base);                                    \
        stmt;                                          \
        assert_int_equal(fc_poly_check(&p), (want));   \
    } while (0)
    for (i = 0; i < 6; i++) {
        CORRUPT(rom_hex, p.normal[i].x += 1, FC_ERR_INVALID);
        CORRUPT(rom_hex, p.normal[i].y -= 1, FC_ERR_INVALID);
        CORRUPT(rom_ell, p.normal[i].x = -p.normal[i].x, rom_ell.normal[i].x == 0 ? FC_OK : FC_ERR_INVALID);
        CORRUPT(rom_ell, p.normal[i].y += 65536, FC_ERR_INVALID);
        CORRUPT(rom_hex, p.v[i].x = R + 1, FC_ERR_RANGE);
        CORRUPT(rom_hex, p.v[i].y = -R - 1, FC_ERR_RANGE);
        CORRUPT(rom_hex, p.nang[i] += 1, FC_ERR_INVALID);
        CORRUPT(rom_ell, p.nang[i] -= 1, FC_ERR_INVALID);
        CORRUPT(rom_hex, p.nlen[i] += 1, FC_ERR_INVALID);
        CORRUPT(rom_ell, p.nshift[i] += 1, FC_ERR_INVALID);
    }
    CORRUPT(rom_hex, p.box.min.x -= 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.box.min.y += 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.box.max.x += 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.box.max.y -= 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.bound.c.x += 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.bound.c.y -= 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.bound.r += 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.bound.r -= 1, FC_ERR_INVALID);
    CORRUPT(rom_ell, p.bound.r = 0, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.convex = 0, FC_ERR_INVALID);
    CORRUPT(rom_ell, p.convex = 1, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.convex = 2, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.reserved = 1, FC_ERR_INVALID);
    CORRUPT(rom_ell, p.reserved = 0x80, FC_ERR_INVALID);
    CORRUPT(rom_hex, p.reversed = 2, FC_ERR_INVALID);
    CORRUPT(rom_ell, p.reversed = 0, FC_OK);     // informational: either is valid
    CORRUPT(rom_hex, p.n = 2, FC_ERR_COUNT);
    CORRUPT(rom_hex, p.n = 0, FC_ERR_COUNT);
    CORRUPT(rom_hex, p.n = NV + 1, FC_ERR_COUNT);
    CORRUPT(rom_hex, p.n = 255, FC_ERR_COUNT);
    CORRUPT(rom_hex, p.n = 5, FC_ERR_INVALID);   // normal of the closing edge is wrong
    // Clockwise order, with normals recomputed consistently.
    p = rom_hex;
    for (i = 0; i < 6; i++) {
        p.v[i] = rom_hex.v[5 - i];
    }
    for (i = 0; i < 6; i++) {
        fc_vec a = p.v[i], b = p.v[(i + 1) % 6];
        p.normal[i] = mkv(b.y - a.y, -(b.x - a.x));
    }
    assert_int_equal(fc_poly_check(&p), FC_ERR_INVALID);
    // Zero area or self-intersection in the table.
    CORRUPT(rom_hex, p.v[1] = p.v[0], FC_ERR_DEGENERATE);
    CORRUPT(rom_hex, (p.v[1] = rom_hex.v[2], p.v[2] = rom_hex.v[1]), FC_ERR_COMPLEX);
#undef CORRUPT
    // Built polygons pass.
    rng_seed(37);
    for (i = 0; i < 300; i++) {
        tpoly t;
        gen_star(&t, 3 + i % (NV - 2), rnd_scale(), 0.3, i & 1);
        if (fc_poly_build(t.p, t.n, &p) == FC_OK) {
            CHECK_POLY(fc_poly_check(&p) == FC_OK, t.p, t.n);
        }
    }
}

static void test_poly_transform_quarter(void **state)
{
    static const fc_angle turns[4] = { 0, FC_ANGLE_QUARTER, FC_ANGLE_HALF, 0xC000u };
    fc_poly local, world;
    int i, q, k, done = 0;
    (void)state;
    rng_seed(41);
    for (i = 0; i < 400; i++) {
        tpoly t;
        fc_vec pos;
        gen_star(&t, 3 + i % (NV - 2), (i & 1) ? 1 << 20 : R / 2, (i & 2) ? 1.0 : 0.2, i & 4);
        if (fc_poly_build(t.p, t.n, &local) != FC_OK) {
            continue;
        }
        if (i % 3 == 0) {   // a polygon about the origin
            fc_vec c;
            (void)fc_center(local.v, local.n, &c);
            for (k = 0; k < t.n; k++) {
                t.p[k].x -= c.x;
                t.p[k].y -= c.y;
            }
            if (fc_poly_build(t.p, t.n, &local) != FC_OK) {
                continue;
            }
        }
        for (q = 0; q < 4; q++) {
            int rc;
            fc_box b;
            // a translation that keeps every rotated vertex in range
            b = local.box;
            for (k = 0; k < q; k++) {
                fc_box r;
                r.min = mkv(-b.max.y, b.min.x);
                r.max = mkv(-b.min.y, b.max.x);
                b = r;
            }
            // (pos itself must be in range too)
            pos = mkv(rnd_between(clamp_r((int64_t)-R - b.min.x), clamp_r((int64_t)R - b.max.x)),
                      rnd_between(clamp_r((int64_t)-R - b.min.y), clamp_r((int64_t)R - b.max.y)));
            memset(&world, SENT8, sizeof world);
            rc = fc_poly_transform(&local, &pos, turns[q], &world);
            CHECK_POLY(rc == FC_OK, local.v, local.n);
            assert_int_equal(world.n, local.n);
            assert_int_equal(world.convex, local.convex);
            assert_int_equal(world.reversed, 0);
            for (k = 0; k < local.n; k++) {
                fc_vec v = local.v[k], nrm = local.normal[k];
                int j;
                for (j = 0; j < q; j++) {
                    v = rot90(&v);
                    nrm = rot90(&nrm);
                }
                assert_int_equal(world.v[k].x, v.x + pos.x);
                assert_int_equal(world.v[k].y, v.y + pos.y);
                assert_int_equal(world.normal[k].x, nrm.x);
                assert_int_equal(world.normal[k].y, nrm.y);
            }
            assert_int_equal(world.box.min.x, b.min.x + pos.x);
            assert_int_equal(world.box.min.y, b.min.y + pos.y);
            assert_int_equal(world.box.max.x, b.max.x + pos.x);
            assert_int_equal(world.box.max.y, b.max.y + pos.y);
            assert_int_equal(fc_poly_check(&world), FC_OK);
            check_built(world.v, world.n, &world);
            done++;
        }
    }
    assert_true(done > 1000);
    // The ROM polygons: a half turn of the hexagon is the hexagon.
    {
        fc_vec zero = mkv(0, 0);
        assert_int_equal(fc_poly_transform(&rom_hex, &zero, FC_ANGLE_HALF, &world), FC_OK);
        for (k = 0; k < 6; k++) {
            assert_true(veq(&world.v[k], &rom_hex.v[(k + 3) % 6]));
        }
        assert_int_equal(fc_poly_transform(&rom_ell, &zero, 0, &world), FC_OK);
        assert_true(poly_same(&world, &rom_ell) == 0);    // reversed differs: 0 now
        world.reversed = 1;
        assert_true(poly_same(&world, &rom_ell));
    }
}

static void test_poly_transform_any_angle(void **state)
{
    fc_poly local, world;
    int i, k, done = 0;
    (void)state;
    rng_seed(43);
    for (i = 0; i < 600; i++) {
        tpoly t;
        fc_vec pos, pts[NV];
        fc_angle a = (fc_angle)(rng32() >> 16);
        int rc, want;
        gen_star(&t, 3 + i % (NV - 2), (i & 1) ? 1 << 22 : 1 << 27, (i & 2) ? 1.0 : 0.25, i & 4);
        for (k = 0; k < t.n; k++) {   // about the origin, so any rotation stays in range
            t.p[k].x /= 2;
            t.p[k].y /= 2;
        }
        if (fc_poly_build(t.p, t.n, &local) != FC_OK) {
            continue;
        }
        pos = mkv(rnd_between(-R / 4, R / 4), rnd_between(-R / 4, R / 4));
        // The documented meaning: rotate every vertex with fc_rotate, add pos, build.
        want = FC_OK;
        for (k = 0; k < local.n; k++) {
            assert_int_equal(fc_rotate(&local.v[k], a, &pts[k]), FC_OK);
            pts[k].x += pos.x;
            pts[k].y += pos.y;
        }
        want = ref_classify(pts, local.n);
        want = want == FC_DEGENERATE ? FC_ERR_DEGENERATE : want == FC_COMPLEX ? FC_ERR_COMPLEX : FC_OK;
        memset(&world, SENT8, sizeof world);
        rc = fc_poly_transform(&local, &pos, a, &world);
        CHECK_POLY(rc == want, local.v, local.n);
        if (rc == FC_OK) {
            assert_int_equal(fc_poly_check(&world), FC_OK);
            check_built(pts, local.n, &world);
            done++;
        }
    }
    assert_true(done > 500);
}

static void test_poly_transform_errors(void **state)
{
    fc_poly local, world, fresh;
    fc_vec pos = mkv(0, 0);
    static const fc_vec edge_tri[3] = { { R - 10, 0 }, { R, 0 }, { R, 10 } };
    static const fc_vec full_sq[4] = { { -R, -R }, { R, -R }, { R, R }, { -R, R } };
    (void)state;
    memset(&fresh, SENT8, sizeof fresh);
#define XF_ERR(loc, ps, ang, want)                                               \
    do {                                                                         \
        memset(&world, SENT8, sizeof world);                                     \
        assert_int_equal(fc_poly_transform((loc), (ps), (ang), &world), (want)); \
        assert_memory_equal(&world, &fresh, sizeof world);                       \
    } while (0)
    XF_ERR(NULL, &pos, 0, FC_ERR_NULL);
    XF_ERR(&rom_hex, NULL, 0, FC_ERR_NULL);
    assert_int_equal(fc_poly_transform(&rom_hex, &pos, 0, NULL), FC_ERR_NULL);
    local = rom_hex;
    local.n = 2;
    XF_ERR(&local, &pos, 0, FC_ERR_COUNT);
    local.n = 0;
    XF_ERR(&local, &pos, 0, FC_ERR_COUNT);
    local.n = NV + 1;
    XF_ERR(&local, &pos, 0, FC_ERR_COUNT);
    // pos out of range
    pos = mkv(R + 1, 0);
    XF_ERR(&rom_hex, &pos, 0, FC_ERR_RANGE);
    pos = mkv(0, INT32_MIN);
    XF_ERR(&rom_hex, &pos, 0, FC_ERR_RANGE);
    // the result out of range: by translation, by rotation
    assert_int_equal(fc_poly_build(edge_tri, 3, &local), FC_OK);
    pos = mkv(0, 0);
    assert_int_equal(fc_poly_transform(&local, &pos, 0, &world), FC_OK);
    pos = mkv(1, 0);
    XF_ERR(&local, &pos, 0, FC_ERR_RANGE);
    pos = mkv(-2 * R + 10, 0);   // |pos| > R itself
    XF_ERR(&local, &pos, 0, FC_ERR_RANGE);
    pos = mkv(-R, 0);
    assert_int_equal(fc_poly_transform(&local, &pos, 0, &world), FC_OK);
    pos = mkv(0, R - 10);
    assert_int_equal(fc_poly_transform(&local, &pos, 0, &world), FC_OK);
    pos = mkv(0, R - 9);
    XF_ERR(&local, &pos, 0, FC_ERR_RANGE);
    pos = mkv(0, 0);
    assert_int_equal(fc_poly_build(full_sq, 4, &local), FC_OK);
    XF_ERR(&local, &pos, 0x2000u, FC_ERR_RANGE);    // corners at R sqrt 2
    assert_int_equal(fc_poly_transform(&local, &pos, FC_ANGLE_QUARTER, &world), FC_OK);
    // a local table with a vertex out of range
    local = rom_hex;
    local.v[2].x = R + 1;
    XF_ERR(&local, &pos, 0, FC_ERR_RANGE);
    // a tiny triangle flattened by the rounding of the rotation
    {
        static const fc_vec tiny[3] = { { 0, 0 }, { 2, 1 }, { 4, 1 } };
        fc_angle a;
        int hit = 0;
        assert_int_equal(fc_poly_build(tiny, 3, &local), FC_OK);
        for (a = 1; a < 0x4000u && !hit; a++) {
            fc_vec r[3];
            int k;
            for (k = 0; k < 3; k++) {
                assert_int_equal(fc_rotate(&local.v[k], a, &r[k]), FC_OK);
            }
            if (ref_area2(r, 3) == 0 || veq(&r[0], &r[1]) || veq(&r[1], &r[2]) || veq(&r[2], &r[0])) {
                XF_ERR(&local, &pos, a, FC_ERR_DEGENERATE);
                hit = 1;
            }
        }
        assert_true(hit);
    }
#undef XF_ERR
}

// ---- pseudo-random properties -------------------------------------------------------------

#define NQ_MAX (4 * NV + 8)

// Query points for pip: vertices, edge midpoints (exact where possible)
// and their neighbours, points at a vertex's y to its left and right,
// random points in and around the bounding box.
static int gen_queries(const tpoly *t, fc_vec *q)
{
    int i, m = 0;
    fc_box b;
    (void)fc_bbox(t->p, t->n, &b);
    for (i = 0; i < t->n && m + 4 <= NQ_MAX - 8; i++) {
        const fc_vec *a = &t->p[i], *c = &t->p[(i + 1) % t->n];
        int32_t d = (rng32() & 1u) ? 1 : rnd_between(1, 1 + (b.max.x - b.min.x) / 2);
        q[m++] = *a;
        q[m++] = mkv((int32_t)(((int64_t)a->x + c->x) / 2), (int32_t)(((int64_t)a->y + c->y) / 2));
        q[m++] = mkv(clamp_r((int64_t)a->x - d), a->y);
        q[m++] = mkv(clamp_r((int64_t)a->x + d), a->y);
    }
    for (i = 0; i < 8; i++) {
        int32_t wx = (b.max.x - b.min.x) / 8 + 1, wy = (b.max.y - b.min.y) / 8 + 1;
        q[m++] = mkv(clamp_r((int64_t)rnd_between(b.min.x, b.max.x) + rnd_between(-wx, wx) * (i & 1)),
                     clamp_r((int64_t)rnd_between(b.min.y, b.max.y) + rnd_between(-wy, wy) * (i & 1)));
    }
    return m;
}

// Everything the library answers about t, checked against the reference.
typedef struct answers {
    int area_rc;
    int64_t area;
    int winding, cls;
    fc_vec center, centroid;
    int center_tie, centroid_rc, centroid_tie;
    fc_box box;
    int pip[NQ_MAX];
} answers;

static void answer_all(const tpoly *t, const fc_vec *q, int nq, answers *a)
{
    fc_wide w;
    i128 ref = ref_area2(t->p, t->n);
    fc_vec want;
    int i;
    a->area_rc = fc_area2(t->p, t->n, &w);
    if (ref > INT64_MAX || ref < INT64_MIN) {
        CHECK_POLY(a->area_rc == FC_ERR_OVERFLOW, t->p, t->n);
    } else {
        CHECK_POLY(a->area_rc == FC_OK && wide_i64(&w) == (int64_t)ref, t->p, t->n);
        a->area = wide_i64(&w);
    }
    a->winding = fc_winding(t->p, t->n);
    CHECK_POLY(a->winding == sgn128(ref), t->p, t->n);
    a->cls = fc_classify(t->p, t->n);
    CHECK_POLY(a->cls == ref_classify(t->p, t->n), t->p, t->n);
    assert_int_equal(fc_center(t->p, t->n, &a->center), FC_OK);
    want = ref_center(t->p, t->n, &a->center_tie);
    CHECK_POLY(veq(&a->center, &want), t->p, t->n);
    a->centroid_rc = fc_centroid(t->p, t->n, &a->centroid);
    CHECK_POLY(a->centroid_rc == ref_centroid(t->p, t->n, &want, &a->centroid_tie), t->p, t->n);
    if (a->centroid_rc == FC_OK) {
        CHECK_POLY(veq(&a->centroid, &want), t->p, t->n);
    }
    assert_int_equal(fc_bbox(t->p, t->n, &a->box), FC_OK);
    for (i = 0; i < nq; i++) {
        a->pip[i] = fc_point_in_poly(t->p, t->n, &q[i]);
        if (a->pip[i] != ref_pip(t->p, t->n, &q[i])) {
            dump_poly("polygon", t->p, t->n);
            fail_msg("pip (%d, %d): %d, want %d", (int)q[i].x, (int)q[i].y, a->pip[i],
                     ref_pip(t->p, t->n, &q[i]));
        }
    }
}

static void test_random_properties(void **state)
{
    int iter, i, counts[5] = { 0, 0, 0, 0, 0 };
    (void)state;
    rng_seed(0x5EED5EEDu);
    for (iter = 0; iter < 3000; iter++) {
        tpoly t, u;
        fc_vec q[NQ_MAX], qu[NQ_MAX], tv;
        answers a0, a1;
        fc_box jb;
        int nq;
        gen_any(&t, iter);
        nq = gen_queries(&t, q);
        answer_all(&t, q, nq, &a0);
        counts[a0.cls]++;

        // Translation by an integer vector keeping polygon and queries in range.
        jb = a0.box;
        for (i = 0; i < nq; i++) {
            jb.min.x = q[i].x < jb.min.x ? q[i].x : jb.min.x;
            jb.min.y = q[i].y < jb.min.y ? q[i].y : jb.min.y;
            jb.max.x = q[i].x > jb.max.x ? q[i].x : jb.max.x;
            jb.max.y = q[i].y > jb.max.y ? q[i].y : jb.max.y;
        }
        tv = (iter & 1) ? mkv(rnd_between(-R - jb.min.x, R - jb.max.x), rnd_between(-R - jb.min.y, R - jb.max.y))
                        : mkv(rnd_between(-1, 1) * ((iter & 2) ? 65536 : 1), rnd_between(-1, 1));
        if (!(tv.x >= -R - jb.min.x && tv.x <= R - jb.max.x && tv.y >= -R - jb.min.y && tv.y <= R - jb.max.y)) {
            tv = mkv(0, 0);
        }
        u.n = t.n;
        for (i = 0; i < t.n; i++) {
            u.p[i] = mkv(t.p[i].x + tv.x, t.p[i].y + tv.y);
        }
        for (i = 0; i < nq; i++) {
            qu[i] = mkv(q[i].x + tv.x, q[i].y + tv.y);
        }
        answer_all(&u, qu, nq, &a1);
        CHECK_POLY(a1.winding == a0.winding && a1.cls == a0.cls, t.p, t.n);
        CHECK_POLY(a1.area_rc == a0.area_rc && (a0.area_rc != FC_OK || a1.area == a0.area), t.p, t.n);
        CHECK_POLY(memcmp(a1.pip, a0.pip, sizeof(int) * (size_t)nq) == 0, t.p, t.n);
        CHECK_POLY(a1.box.min.x == a0.box.min.x + tv.x && a1.box.min.y == a0.box.min.y + tv.y
                   && a1.box.max.x == a0.box.max.x + tv.x && a1.box.max.y == a0.box.max.y + tv.y, t.p, t.n);
        // Exact shift unless a half-way tie changes sign (ties go away from zero).
        if (!a0.center_tie && !a1.center_tie) {
            CHECK_POLY(a1.center.x == a0.center.x + tv.x && a1.center.y == a0.center.y + tv.y, t.p, t.n);
        }
        CHECK_POLY(a1.centroid_rc == a0.centroid_rc
                   || (a0.centroid_rc != FC_ERR_DEGENERATE && a1.centroid_rc != FC_ERR_DEGENERATE), t.p, t.n);
        if (a0.centroid_rc == FC_OK && a1.centroid_rc == FC_OK && !a0.centroid_tie && !a1.centroid_tie) {
            CHECK_POLY(a1.centroid.x == a0.centroid.x + tv.x && a1.centroid.y == a0.centroid.y + tv.y, t.p, t.n);
        }

        // Reversed winding: area2 negated, same class, same answers.
        reverse_into(&u, &t);
        answer_all(&u, q, nq, &a1);
        CHECK_POLY(a1.winding == -a0.winding && a1.cls == a0.cls, t.p, t.n);
        if (a0.area_rc == FC_OK && a1.area_rc == FC_OK) {
            CHECK_POLY(a1.area == -a0.area, t.p, t.n);
        }
        CHECK_POLY(memcmp(a1.pip, a0.pip, sizeof(int) * (size_t)nq) == 0, t.p, t.n);
        CHECK_POLY(veq(&a1.center, &a0.center), t.p, t.n);
        CHECK_POLY(a1.centroid_rc == a0.centroid_rc, t.p, t.n);
        if (a0.centroid_rc == FC_OK) {
            CHECK_POLY(veq(&a1.centroid, &a0.centroid), t.p, t.n);
        }

        // Quarter turn (x, y) -> (-y, x): same area2 and class; rounding to
        // nearest with ties away from zero is odd, so centers turn exactly.
        u.n = t.n;
        for (i = 0; i < t.n; i++) {
            u.p[i] = rot90(&t.p[i]);
        }
        for (i = 0; i < nq; i++) {
            qu[i] = rot90(&q[i]);
        }
        answer_all(&u, qu, nq, &a1);
        CHECK_POLY(a1.winding == a0.winding && a1.cls == a0.cls, t.p, t.n);
        CHECK_POLY(a1.area_rc == a0.area_rc && (a0.area_rc != FC_OK || a1.area == a0.area), t.p, t.n);
        CHECK_POLY(memcmp(a1.pip, a0.pip, sizeof(int) * (size_t)nq) == 0, t.p, t.n);
        tv = rot90(&a0.center);
        CHECK_POLY(veq(&a1.center, &tv), t.p, t.n);
        CHECK_POLY(a1.centroid_rc == a0.centroid_rc, t.p, t.n);
        if (a0.centroid_rc == FC_OK) {
            tv = rot90(&a0.centroid);
            CHECK_POLY(veq(&a1.centroid, &tv), t.p, t.n);
        }

        // Simple polygons: triangulation and decomposition are valid.
        if (a0.cls == FC_CONVEX || a0.cls == FC_CONCAVE) {
            tri_and_decompose(t.p, t.n);
        } else {
            uint8_t buf[3 * NV];
            int rc = fc_triangulate(t.p, t.n, buf, (int)sizeof buf);
            CHECK_POLY(rc == (a0.cls == FC_COMPLEX ? FC_ERR_COMPLEX : FC_ERR_DEGENERATE), t.p, t.n);
        }
    }
    // The generator covers every class.
    assert_true(counts[FC_CONVEX] > 300);
    assert_true(counts[FC_CONCAVE] > 300);
    assert_true(counts[FC_COMPLEX] > 300);
    assert_true(counts[FC_DEGENERATE] > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_box_check),
        cmocka_unit_test(test_circle_check),
        cmocka_unit_test(test_point_in_box),
        cmocka_unit_test(test_point_in_circle),
        cmocka_unit_test(test_point_array_errors),
        cmocka_unit_test(test_area2_exact),
        cmocka_unit_test(test_area2_overflow),
        cmocka_unit_test(test_winding),
        cmocka_unit_test(test_classify_cases),
        cmocka_unit_test(test_center),
        cmocka_unit_test(test_centroid_exact),
        cmocka_unit_test(test_centroid_degenerate_overflow),
        cmocka_unit_test(test_centroid_int32_limit),
        cmocka_unit_test(test_bbox),
        cmocka_unit_test(test_bcircle),
        cmocka_unit_test(test_radius),
        cmocka_unit_test(test_pip_simple),
        cmocka_unit_test(test_pip_self_intersecting),
        cmocka_unit_test(test_triangulate_known),
        cmocka_unit_test(test_triangulate_families),
        cmocka_unit_test(test_triangulate_errors),
        cmocka_unit_test(test_decompose_known_and_errors),
        cmocka_unit_test(test_poly_build),
        cmocka_unit_test(test_poly_build_errors),
        cmocka_unit_test(test_poly_check),
        cmocka_unit_test(test_poly_transform_quarter),
        cmocka_unit_test(test_poly_transform_any_angle),
        cmocka_unit_test(test_poly_transform_errors),
        cmocka_unit_test(test_random_properties),
    };
    return cmocka_run_group_tests_name("shapes", tests, NULL, NULL);
}
