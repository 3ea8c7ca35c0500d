// CMocka unit tests for the "contacts and concave shapes" section of
// include/fixcol/collide.h: fc_poly_contact, fc_concave_overlap and
// fc_concave_poly_mtv.
//
// Host-only test code: C99, __int128 for exact reference arithmetic, long
// double only for distances compared against tolerances of whole raw
// units. Every hit/miss decision is checked exactly against an
// independent reference: fc_poly_poly_mtv for the contact, triangle
// pairs under an exact separating-axis test for fc_concave_overlap.
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
#  error "test_contact.c needs __int128 for its exact reference arithmetic"
#endif

#define R   FC_RANGE_RAW
#define NV  FC_MAX_VERTS
#define U1  65536
#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define SENT 0xA5

typedef long double ld;

// ---- random helpers (test_rng.h holds the generator) --------------------------

// Uniform in [lo, hi], 64-bit bounds.
static int64_t rnd_between64(int64_t lo, int64_t hi)
{
    uint64_t w = (uint64_t)(hi - lo) + 1u;
    return lo + (int64_t)(rng64() % w);
}

// ---- small helpers -------------------------------------------------------------

static fc_vec mkv(int32_t x, int32_t y)
{
    fc_vec v;
    v.x = x;
    v.y = y;
    return v;
}

static int sgn128(i128 v)
{
    return (v > 0) - (v < 0);
}

static i128 cross3(const fc_vec *a, const fc_vec *b, const fc_vec *c)
{
    i128 ux = (i128)b->x - a->x, uy = (i128)b->y - a->y;
    i128 vx = (i128)c->x - a->x, vy = (i128)c->y - a->y;
    return ux * vy - uy * vx;
}

static int orient(const fc_vec *a, const fc_vec *b, const fc_vec *c)
{
    return sgn128(cross3(a, b, c));
}

static void dump_poly(const char *what, const fc_vec *p, int n)
{
    int i;
    print_error("%s: %d", what, n);
    for (i = 0; i < n; i++) {
        print_error(" %" PRId32 " %" PRId32, p[i].x, p[i].y);
    }
    print_error("\n");
}

static void build_ok(const fc_vec *p, int n, fc_poly *out)
{
    int rc = fc_poly_build(p, n, out);
    if (rc != FC_OK) {
        dump_poly("build failed", p, n);
        fail_msg("fc_poly_build: %d", rc);
    }
}

// Box [x0, x1] x [y0, y1] as a polygon (counter-clockwise).
static int box_pts(fc_vec *p, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    p[0] = mkv(x0, y0);
    p[1] = mkv(x1, y0);
    p[2] = mkv(x1, y1);
    p[3] = mkv(x0, y1);
    return 4;
}

static void build_box(fc_poly *out, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    fc_vec p[4];
    build_ok(p, box_pts(p, x0, y0, x1, y1), out);
}

// ---- exact reference geometry on convex polygons -----------------------------------

// p in the closed convex polygon P (counter-clockwise), exactly.
static int in_convex(const fc_poly *P, const fc_vec *p)
{
    int i;
    for (i = 0; i < P->n; i++) {
        if (orient(&P->v[i], &P->v[(i + 1) % P->n], p) < 0) {
            return 0;
        }
    }
    return 1;
}

// Distance (raw) from p to the closed segment ab.
static ld seg_dist(const fc_vec *a, const fc_vec *b, const fc_vec *p)
{
    i128 ex = (i128)b->x - a->x, ey = (i128)b->y - a->y;
    i128 wx = (i128)p->x - a->x, wy = (i128)p->y - a->y;
    i128 dot = ex * wx + ey * wy, len2 = ex * ex + ey * ey;
    ld dx, dy;
    if (dot <= 0 || len2 == 0) {
        dx = (ld)wx;
        dy = (ld)wy;
    } else if (dot >= len2) {
        dx = (ld)((i128)p->x - b->x);
        dy = (ld)((i128)p->y - b->y);
    } else {
        ld t = (ld)dot / (ld)len2;
        dx = (ld)wx - t * (ld)ex;
        dy = (ld)wy - t * (ld)ey;
    }
    return sqrtl(dx * dx + dy * dy);
}

// Distance from p to the closed convex polygon P: 0 inside.
static ld poly_dist(const fc_poly *P, const fc_vec *p)
{
    ld best = -1, d;
    int i;
    if (in_convex(P, p)) {
        return 0;
    }
    for (i = 0; i < P->n; i++) {
        d = seg_dist(&P->v[i], &P->v[(i + 1) % P->n], p);
        if (best < 0 || d < best) {
            best = d;
        }
    }
    return best;
}

static void project(const fc_poly *P, const fc_vec *ax, i128 *lo, i128 *hi)
{
    int i;
    for (i = 0; i < P->n; i++) {
        i128 d = (i128)ax->x * P->v[i].x + (i128)ax->y * P->v[i].y;
        if (i == 0 || d < *lo) {
            *lo = d;
        }
        if (i == 0 || d > *hi) {
            *hi = d;
        }
    }
}

// Independent SAT reference: the true MTV depth D (raw) and, when the
// direction of the minimum is unique, the exact integer direction *u
// along which A leaves B (*unique = 1). Returns 0 when some axis
// separates (exact), 1 otherwise.
static int ref_sat(const fc_poly *A, const fc_poly *B, ld *D, fc_vec *u, int *unique)
{
    fc_vec dirs[2 * NV];
    ld dist[2 * NV];
    int k = 0, pass, i, best = -1;
    for (pass = 0; pass < 2; pass++) {
        const fc_poly *P = pass == 0 ? A : B;
        for (i = 0; i < P->n; i++) {
            const fc_vec *ax = &P->normal[i];
            i128 alo = 0, ahi = 0, blo = 0, bhi = 0, plus, minus;
            project(A, ax, &alo, &ahi);
            project(B, ax, &blo, &bhi);
            if (ahi < blo || bhi < alo) {
                return 0;
            }
            plus = bhi - alo;
            minus = ahi - blo;
            dirs[k] = *ax;
            if (minus < plus) {
                dirs[k].x = -ax->x;
                dirs[k].y = -ax->y;
            }
            dist[k] = (ld)(minus < plus ? minus : plus)
                      / sqrtl((ld)((i128)ax->x * ax->x + (i128)ax->y * ax->y));
            if (best < 0 || dist[k] < dist[best]) {
                best = k;
            }
            k++;
        }
    }
    *D = dist[best];
    *u = dirs[best];
    *unique = 1;
    for (i = 0; i < k; i++) {
        i128 cr = (i128)dirs[i].x * dirs[best].y - (i128)dirs[i].y * dirs[best].x;
        i128 dt = (i128)dirs[i].x * dirs[best].x + (i128)dirs[i].y * dirs[best].y;
        if (cr == 0 && dt > 0) {
            continue;   // the same direction
        }
        // The library picks its axis by rounded distance: anything within
        // a raw or so of the minimum may be chosen.
        if (dist[i] <= dist[best] * (1 + 1e-8L) + 1.5L) {
            *unique = 0;
        }
    }
    return 1;
}

// ---- the manifold checker -----------------------------------------------------------
// The rules of VECTORS.md (contact): each point within 4 raw of one polygon
// and within D + 4 of the other; each depth in [-tol, D + tol] with
// tol = 2 + D / 16384. Tighter, as this implementation promises: a point
// within 1 raw of one polygon, depths >= 0, and (unique MTV direction u)
// the depth is that of the point below the far polygon's support line
// along u: (max_B u.v - u.p) / |u| for a point on A, (u.p - min_A u.v) / |u|
// for a point on B, within 1.5 raw + the length approximation.

static long stats_points[3];
static long stats_unique;

static void check_manifold(const fc_poly *A, const fc_poly *B, const fc_manifold *m)
{
    fc_mtv mt;
    fc_vec u = { 0, 0 };
    ld D = 0, tol, da, db, ulen, depth_a, depth_b, slack;
    i128 alo = 0, ahi = 0, blo = 0, bhi = 0, up;
    int unique = 0, k, rc;

    rc = fc_poly_poly_mtv(A, B, &mt);
    assert_int_equal(rc, 1);
    assert_int_equal(m->normal.x, mt.normal.x);
    assert_int_equal(m->normal.y, mt.normal.y);
    assert_true(m->count == 1 || m->count == 2);
    stats_points[m->count]++;
    if (m->count == 1) {
        assert_int_equal(m->point[1].x, 0);
        assert_int_equal(m->point[1].y, 0);
        assert_int_equal(m->depth[1], 0);
    }
    assert_int_equal(ref_sat(A, B, &D, &u, &unique), 1);
    tol = 2 + D / 16384;
    project(A, &u, &alo, &ahi);
    project(B, &u, &blo, &bhi);
    ulen = sqrtl((ld)((i128)u.x * u.x + (i128)u.y * u.y));
    slack = 1.5L + D * 4e-9L;
    stats_unique += unique;
    for (k = 0; k < m->count; k++) {
        const fc_vec *p = &m->point[k];
        da = poly_dist(A, p);
        db = poly_dist(B, p);
        if (!((da <= 1 && db <= (ld)m->depth[k] + 2 && db <= D + 4)
              || (db <= 1 && da <= (ld)m->depth[k] + 2 && da <= D + 4))
            || m->depth[k] < 0 || (ld)m->depth[k] > D + tol) {
            dump_poly("A", A->v, A->n);
            dump_poly("B", B->v, B->n);
            fail_msg("point %d (%" PRId32 ", %" PRId32 ") depth %" PRId32
                     ": %.3Lf from A, %.3Lf from B, D %.3Lf",
                     k, p->x, p->y, m->depth[k], da, db, D);
        }
        if (!unique) {
            continue;
        }
        up = (i128)u.x * p->x + (i128)u.y * p->y;
        depth_a = (ld)(bhi - up) / ulen;
        depth_b = (ld)(up - alo) / ulen;
        if (!((da <= 1 && fabsl(depth_a - (ld)m->depth[k]) <= slack)
              || (db <= 1 && fabsl(depth_b - (ld)m->depth[k]) <= slack))) {
            dump_poly("A", A->v, A->n);
            dump_poly("B", B->v, B->n);
            fail_msg("point %d (%" PRId32 ", %" PRId32 ") depth %" PRId32
                     ": along u (%" PRId32 ", %" PRId32 ") it is %.3Lf below B's "
                     "support, %.3Lf above A's",
                     k, p->x, p->y, m->depth[k], u.x, u.y, depth_a, depth_b);
        }
    }
}

// Runs the contact on A, B, checks agreement with fc_poly_poly_mtv and
// the point rules; returns the hit flag, *m the manifold.
static int contact_checked(const fc_poly *A, const fc_poly *B, fc_manifold *m)
{
    fc_mtv mt;
    int rc = fc_poly_contact(A, B, m);
    int rm = fc_poly_poly_mtv(A, B, &mt);
    if (rc != rm) {
        dump_poly("A", A->v, A->n);
        dump_poly("B", B->v, B->n);
        fail_msg("fc_poly_contact %d, fc_poly_poly_mtv %d", rc, rm);
    }
    if (rc == 1) {
        check_manifold(A, B, m);
    }
    return rc;
}

static void expect_point(const fc_manifold *m, int k, int32_t x, int32_t y, int32_t d)
{
    assert_int_equal(m->point[k].x, x);
    assert_int_equal(m->point[k].y, y);
    assert_int_equal(m->depth[k], d);
}

// ---- fc_poly_contact: errors -------------------------------------------------------

static void test_contact_errors(void **state)
{
    fc_poly A, B, bad;
    fc_manifold m, sent;
    fc_vec concave[5];
    (void)state;
    build_box(&A, 0, 0, U1, U1);
    build_box(&B, U1 / 2, U1 / 2, 2 * U1, 2 * U1);
    memset(&sent, SENT, sizeof sent);

#define EXPECT_ERR(call, code)                                 \
    do {                                                       \
        m = sent;                                              \
        assert_int_equal((call), (code));                      \
        assert_memory_equal(&m, &sent, sizeof m);              \
    } while (0)
#define EXPECT_DEFINED(call)                                   \
    do {                                                       \
        int rc_;                                               \
        m = sent;                                              \
        rc_ = (call);                                          \
        if (rc_ < 0) {                                         \
            assert_memory_equal(&m, &sent, sizeof m);          \
        }                                                      \
    } while (0)

    EXPECT_ERR(fc_poly_contact(0, &B, &m), FC_ERR_NULL);
    EXPECT_ERR(fc_poly_contact(&A, 0, &m), FC_ERR_NULL);
    assert_int_equal(fc_poly_contact(&A, &B, 0), FC_ERR_NULL);

    bad = A;
    bad.n = 2;
    EXPECT_ERR(fc_poly_contact(&bad, &B, &m), FC_ERR_COUNT);
    EXPECT_ERR(fc_poly_contact(&A, &bad, &m), FC_ERR_COUNT);
    bad.n = NV + 1;
    EXPECT_ERR(fc_poly_contact(&bad, &B, &m), FC_ERR_COUNT);
    // Corrupted structs (fc_poly_check refuses them): the query trusts a
    // built polygon, so any answer goes, but it stays defined (sanitizers)
    // and an error leaves the output alone.
    bad = A;
    bad.v[2].x = R + 1;
    assert_true(fc_poly_check(&bad) < 0);
    EXPECT_DEFINED(fc_poly_contact(&bad, &B, &m));
    EXPECT_DEFINED(fc_poly_contact(&A, &bad, &m));
    bad = A;
    bad.normal[1] = mkv(0, 0);
    assert_true(fc_poly_check(&bad) < 0);
    EXPECT_DEFINED(fc_poly_contact(&bad, &B, &m));
    bad = A;
    bad.v[0].x = INT32_MIN;
    bad.v[1].y = INT32_MAX;
    bad.nlen[2] = 0u;
    bad.nshift[0] = 200u;
    assert_true(fc_poly_check(&bad) < 0);
    EXPECT_DEFINED(fc_poly_contact(&bad, &B, &m));
    EXPECT_DEFINED(fc_poly_contact(&A, &bad, &m));
    EXPECT_DEFINED(fc_poly_contact(&bad, &bad, &m));
    concave[0] = mkv(0, 0);
    concave[1] = mkv(4 * U1, 0);
    concave[2] = mkv(4 * U1, 4 * U1);
    concave[3] = mkv(2 * U1, U1);
    concave[4] = mkv(0, 4 * U1);
    build_ok(concave, 5, &bad);
    assert_int_equal(bad.convex, 0);
    EXPECT_ERR(fc_poly_contact(&bad, &B, &m), FC_ERR_CONCAVE);
    EXPECT_ERR(fc_poly_contact(&A, &bad, &m), FC_ERR_CONCAVE);

    // A miss leaves the output alone too.
    build_box(&B, 2 * U1, 0, 3 * U1, U1);
    EXPECT_ERR(fc_poly_contact(&A, &B, &m), 0);
    build_box(&B, U1 + 1, 0, 3 * U1, U1);   // a 1-raw gap
    EXPECT_ERR(fc_poly_contact(&A, &B, &m), 0);
#undef EXPECT_ERR
}

// ---- fc_poly_contact: known configurations -------------------------------------------

static void test_contact_face_face(void **state)
{
    fc_poly A, B;
    fc_manifold m;
    (void)state;
    // B's bottom face 1 unit into A's top face: two points on B's face.
    build_box(&A, 0, 0, 4 * U1, 4 * U1);
    build_box(&B, U1, 3 * U1, 3 * U1, 6 * U1);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.x, 0);
    assert_int_equal(m.normal.y, -U1);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, U1, 3 * U1, U1);
    expect_point(&m, 1, 3 * U1, 3 * U1, U1);

    // The incident face is wider than the reference face: clipped to it.
    build_box(&A, 0, 0, 2 * U1, 4 * U1);
    build_box(&B, -3 * U1, 3 * U1 + U1 / 2, 5 * U1, 6 * U1);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.y, -U1);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, 0, 3 * U1 + U1 / 2, U1 / 2);
    expect_point(&m, 1, 2 * U1, 3 * U1 + U1 / 2, U1 / 2);

    // Tilted incident face: both ends below the face, different depths.
    {
        fc_vec t[4];
        t[0] = mkv(U1, 3 * U1);
        t[1] = mkv(3 * U1, 3 * U1 + U1 / 2);
        t[2] = mkv(3 * U1, 6 * U1);
        t[3] = mkv(U1, 6 * U1);
        build_box(&A, 0, 0, 4 * U1, 4 * U1);
        build_ok(t, 4, &B);
        assert_int_equal(contact_checked(&A, &B, &m), 1);
        assert_int_equal(m.count, 2);
        expect_point(&m, 0, U1, 3 * U1, U1);
        expect_point(&m, 1, 3 * U1, 3 * U1 + U1 / 2, U1 / 2);
    }

    // Rotated squares (edge (3, 4) s, outward normal of edge 0 along
    // (4, -3)): b is a moved by one side along that normal (touching face
    // to face), then back by (4, -3) k: parallel faces 5k deep.
    {
        fc_vec a[4], b[4];
        int32_t s = 3 * U1, k = U1 / 5;
        int i;
        a[0] = mkv(0, 0);
        a[1] = mkv(3 * s, 4 * s);
        a[2] = mkv(-s, 7 * s);
        a[3] = mkv(-4 * s, 3 * s);
        for (i = 0; i < 4; i++) {
            b[i] = mkv(a[i].x + 4 * s - 4 * k, a[i].y - 3 * s + 3 * k);
        }
        build_ok(a, 4, &A);
        build_ok(b, 4, &B);
        assert_int_equal(contact_checked(&A, &B, &m), 1);
        assert_int_equal(m.count, 2);
        assert_int_equal(m.depth[0], 5 * k);
        assert_int_equal(m.depth[1], 5 * k);
        // A leaves along (-4, 3) / 5: -4/5 and 3/5 of 65536, nearest
        assert_int_equal(m.normal.x, -52429);
        assert_int_equal(m.normal.y, 39322);
    }
}

static void test_contact_vertex_face(void **state)
{
    fc_poly A, B;
    fc_manifold m;
    fc_vec t[3];
    (void)state;
    // A triangle's tip half a unit into a wide box's top face.
    t[0] = mkv(U1, -U1 / 2);
    t[1] = mkv(2 * U1, U1);
    t[2] = mkv(0, U1);
    build_ok(t, 3, &A);
    build_box(&B, -3 * U1, -3 * U1, 5 * U1, 0);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.x, 0);
    assert_int_equal(m.normal.y, U1);
    assert_int_equal(m.count, 1);
    expect_point(&m, 0, U1, -U1 / 2, U1 / 2);

    // The same with the roles swapped: the normal flips, the point stays.
    assert_int_equal(contact_checked(&B, &A, &m), 1);
    assert_int_equal(m.normal.y, -U1);
    assert_int_equal(m.count, 1);
    expect_point(&m, 0, U1, -U1 / 2, U1 / 2);

    // A box corner into a triangle's long face.
    t[0] = mkv(0, 0);
    t[1] = mkv(8 * U1, 0);
    t[2] = mkv(4 * U1, 4 * U1);
    build_ok(t, 3, &A);
    {
        fc_vec d[4];
        d[0] = mkv(4 * U1, U1 / 4);
        d[1] = mkv(5 * U1, U1 / 4 - U1);
        d[2] = mkv(4 * U1, U1 / 4 - 2 * U1);
        d[3] = mkv(3 * U1, U1 / 4 - U1);
        build_ok(d, 4, &B);
    }
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.y, U1);
    assert_int_equal(m.count, 1);
    expect_point(&m, 0, 4 * U1, U1 / 4, U1 / 4);
}

static void test_contact_touching(void **state)
{
    fc_poly A, B;
    fc_manifold m;
    fc_vec t[3];
    (void)state;
    // Edge on edge, partly overlapping: two depth-0 points.
    build_box(&A, 0, 0, U1, U1);
    build_box(&B, U1, U1 / 2, 2 * U1, U1 + U1 / 2);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.x, -U1);
    assert_int_equal(m.normal.y, 0);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, U1, U1, 0);
    expect_point(&m, 1, U1, U1 / 2, 0);

    // Corner on corner: one point.
    build_box(&B, U1, U1, 2 * U1, 2 * U1);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.count, 1);
    expect_point(&m, 0, U1, U1, 0);

    // Vertex on edge.
    t[0] = mkv(U1 / 2, U1);
    t[1] = mkv(U1, 2 * U1);
    t[2] = mkv(0, 2 * U1);
    build_ok(t, 3, &B);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.count, 1);
    expect_point(&m, 0, U1 / 2, U1, 0);

    // Identical edges: two points at the edge's ends.
    build_box(&B, 0, U1, U1, 2 * U1);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.count, 2);
    assert_int_equal(m.depth[0], 0);
    assert_int_equal(m.depth[1], 0);

    // A tiny polygon (1 raw edges) touching a huge one.
    build_box(&A, -R, -R, R, 0);
    build_box(&B, 5, 0, 6, 1);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, 5, 0, 0);
    expect_point(&m, 1, 6, 0, 0);
    assert_int_equal(contact_checked(&B, &A, &m), 1);
    assert_int_equal(m.count, 2);
}

static void test_contact_containment(void **state)
{
    fc_poly A, B;
    fc_manifold m;
    fc_vec t[3];
    (void)state;
    // A small box inside a larger one: out to the left or down by 2. A's
    // edges come first, and of them the right edge, through which A
    // leaves along -x; the points are on B's left side, 2 deep.
    build_box(&A, U1, U1, 2 * U1, 2 * U1);
    build_box(&B, 0, 0, 10 * U1, 4 * U1);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.x, -U1);
    assert_int_equal(m.normal.y, 0);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, 0, 2 * U1, 2 * U1);
    expect_point(&m, 1, 0, U1, 2 * U1);
    // The other way round: B inside A.
    assert_int_equal(contact_checked(&B, &A, &m), 1);
    assert_int_equal(m.count, 2);

    // A triangle deep inside a triangle: no face of the exit direction.
    t[0] = mkv(0, 0);
    t[1] = mkv(10 * U1, 0);
    t[2] = mkv(5 * U1, 9 * U1);
    build_ok(t, 3, &B);
    t[0] = mkv(4 * U1, 2 * U1);
    t[1] = mkv(6 * U1, 2 * U1);
    t[2] = mkv(5 * U1, 4 * U1);
    build_ok(t, 3, &A);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(contact_checked(&B, &A, &m), 1);
    // Identical polygons.
    assert_int_equal(contact_checked(&A, &A, &m), 1);
    assert_int_equal(contact_checked(&B, &B, &m), 1);
}

// A face made of two collinear edges that wrap round vertex 0: the
// square [0, 4]^2 listed from the middle of its bottom side, (2, 0) first.
// Edges 4 and 0 both have the outward normal (0, -2): the reference face
// runs from vertex 4 to vertex 1, found by walking back from edge 0.
static void test_contact_face_wraps(void **state)
{
    fc_poly A, B;
    fc_manifold m;
    fc_vec p[5];
    (void)state;
    p[0] = mkv(2 * U1, 0);
    p[1] = mkv(4 * U1, 0);
    p[2] = mkv(4 * U1, 4 * U1);
    p[3] = mkv(0, 4 * U1);
    p[4] = mkv(0, 0);
    build_ok(p, 5, &A);
    assert_int_equal(A.convex, 1);
    assert_int_equal(A.v[0].x, 2 * U1);   // kept counter-clockwise as given
    build_box(&B, U1, -U1, 3 * U1, U1 / 2);
    // B's top face half a unit into A's bottom face (A's axis, found
    // first, ties with B's): A leaves upwards, two points on B's face.
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.x, 0);
    assert_int_equal(m.normal.y, U1);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, 3 * U1, U1 / 2, U1 / 2);
    expect_point(&m, 1, U1, U1 / 2, U1 / 2);
    // The roles swapped: B's top face is the reference, and the incident
    // edge is A's bottom run, (0, 0) -> (4, 0) from edge 0 back over edge
    // 4, clipped to B's sides.
    assert_int_equal(contact_checked(&B, &A, &m), 1);
    assert_int_equal(m.normal.x, 0);
    assert_int_equal(m.normal.y, -U1);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, U1, 0, U1 / 2);
    expect_point(&m, 1, 3 * U1, 0, U1 / 2);
}

// Two thin triangles crossing like an X, no vertex of either inside the
// other, at the scale of a few raw units where rounded depths tie (7 raw
// along two axes): the exactly shorter one wins, B's edge (-8, 5) ->
// (-8, 1) against A's face, and both ends of that edge are kept.
// (test_internal.c drives the fallback this pair once reached.)
static void test_contact_edges_cross(void **state)
{
    fc_poly A, B;
    fc_manifold m;
    fc_vec p[3];
    (void)state;
    p[0] = mkv(3, 7);
    p[1] = mkv(-8, -4);
    p[2] = mkv(4, 7);
    build_ok(p, 3, &A);
    p[0] = mkv(-8, 5);
    p[1] = mkv(-8, 1);
    p[2] = mkv(8, -2);
    build_ok(p, 3, &B);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.normal.x, -44284);
    assert_int_equal(m.normal.y, 48310);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, -8, 5, 7);
    expect_point(&m, 1, -8, 1, 4);
}

// Lists the vertices of p the other way round, nothing else changed.
static void reverse_vertices(fc_poly *p)
{
    fc_vec t;
    int i;
    for (i = 0; i < p->n / 2; i++) {
        t = p->v[i];
        p->v[i] = p->v[p->n - 1 - i];
        p->v[p->n - 1 - i] = t;
    }
}

// Corrupted tables (normals that do not match the edges, vertices listed
// clockwise) are trusted like built ones (shapes.h): any answer is
// allowed, and the sanitizers check that each stays defined. They lead
// the clipping into its last resorts (no face, no incident edge).
static void test_contact_corrupted(void **state)
{
    fc_poly A, B;
    fc_manifold m;
    fc_vec t[3];
    int i;
    (void)state;

    // B's right edge given an upward normal and its top edge a sideways
    // one. A's bottom face (first of the tied axes) is the reference, and
    // the incident edge is B's right side, perpendicular to it: the side
    // planes cut nothing, and only its upper end is below A's face.
    build_box(&A, 0, 0, 4 * U1, 4 * U1);
    build_box(&B, U1, -U1, 3 * U1, U1 / 2);
    B.normal[1] = mkv(0, 1);
    B.normal[2] = mkv(-1, 0);
    assert_int_equal(fc_poly_check(&B), FC_ERR_INVALID);
    memset(&m, SENT, sizeof m);
    (void)fc_poly_contact(&A, &B, &m);   // any answer, defined

    // A triangle clear of the box, their bounding boxes overlapping, with
    // every normal (1, 0): no axis separates them. B has no edge facing
    // A's top face (the reference) and no face of its own along the axis,
    // no vertex of either lies in the other and no edges cross: the last
    // resort is B's deepest vertex below A's support line y = 2, (4, 1),
    // one unit below it.
    build_box(&A, 0, 0, 2 * U1, 2 * U1);
    t[0] = mkv(4 * U1, U1);
    t[1] = mkv(4 * U1, 4 * U1);
    t[2] = mkv(U1, 4 * U1);
    build_ok(t, 3, &B);
    for (i = 0; i < 3; i++) {
        B.normal[i] = mkv(1, 0);
    }
    memset(&m, SENT, sizeof m);
    (void)fc_poly_contact(&A, &B, &m);   // any answer, defined

    // Two boxes listed clockwise, A's normals all (1, 0) and B's all
    // (0, 1): A leaves along +x by 1, neither has a face for it, and the
    // clockwise vertices put no vertex inside the other. The first pair
    // of touching edges, B's top and A's top, is collinear and skipped;
    // the next, B's top and A's left side, crosses at (0, 2), on A's
    // support line: depth 0.
    build_box(&A, 0, 0, 2 * U1, 2 * U1);
    build_box(&B, -U1, 0, U1, 2 * U1);
    reverse_vertices(&A);
    reverse_vertices(&B);
    for (i = 0; i < 4; i++) {
        A.normal[i] = mkv(1, 0);
        B.normal[i] = mkv(0, 1);
    }
    assert_int_equal(A.v[0].y, 2 * U1);   // (0, 2), (2, 2), (2, 0), (0, 0)
    assert_int_equal(A.v[1].x, 2 * U1);
    memset(&m, SENT, sizeof m);
    (void)fc_poly_contact(&A, &B, &m);   // any answer, defined
    // Every assignment of axis-aligned normals to a box's edges, against
    // boxes in several places: the clipping meets incident edges along
    // its side planes and every other last resort.
    {
        static const fc_vec dirs[4] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 } };
        int code, place;
        for (place = 0; place < 4; place++) {
            for (code = 0; code < 256; code++) {
                build_box(&A, 0, 0, 4 * U1, 4 * U1);
                build_box(&B, place * U1 - U1, -U1 + place * (U1 / 2), 3 * U1, U1 / 2 + place * U1);
                for (i = 0; i < 4; i++) {
                    B.normal[i] = dirs[(code >> (2 * i)) & 3];
                }
                m.count = 0;
                if (fc_poly_contact(&A, &B, &m) == 1) {
                    assert_true(m.count == 1 || m.count == 2);
                }
                if (fc_poly_contact(&B, &A, &m) == 1) {
                    assert_true(m.count == 1 || m.count == 2);
                }
            }
        }
    }
    // The contact checks a polygon in constant time (count, convex flag):
    // normals and vertices at the int32 limits, far outside the range a
    // built polygon has, must still give a defined answer (negations and
    // differences wrap, products are wide).
    {
        static const int32_t ext[] = { INT32_MIN, INT32_MAX, INT32_MIN + 1, 0, 1, -1 };
        int j, k;
        for (j = 0; j < 36; j++) {
            for (k = 0; k < 4; k++) {
                build_box(&A, 0, 0, 4 * U1, 4 * U1);
                build_box(&B, U1, -U1, 3 * U1, U1 / 2);
                B.normal[k] = mkv(ext[j % 6], ext[j / 6]);
                m.count = 0;
                (void)fc_poly_contact(&A, &B, &m);   // any answer, defined
                (void)fc_poly_contact(&B, &A, &m);
                B.normal[k] = mkv(0, -1);
                B.v[k] = mkv(ext[j % 6], ext[j / 6]);
                (void)fc_poly_contact(&A, &B, &m);
                (void)fc_poly_contact(&B, &A, &m);
                B.box.min = mkv(INT32_MIN, INT32_MIN);
                B.box.max = mkv(INT32_MAX, INT32_MAX);
                (void)fc_poly_contact(&A, &B, &m);
                (void)fc_poly_contact(&B, &A, &m);
            }
        }
    }
}

// ---- fc_poly_contact: pseudo-random pairs -----------------------------------------

typedef struct tpoly {
    int n;
    fc_vec p[NV];
} tpoly;

// Convex hull (counter-clockwise, strict: no collinear vertices) of
// integer points, monotone chain; returns the vertex count.
static int hull(fc_vec *pts, int n, fc_vec *out)
{
    int i, j, k = 0, t;
    fc_vec tmp;
    for (i = 1; i < n; i++) {   // insertion sort by (x, y)
        tmp = pts[i];
        for (j = i; j > 0 && (pts[j - 1].x > tmp.x
                              || (pts[j - 1].x == tmp.x && pts[j - 1].y > tmp.y)); j--) {
            pts[j] = pts[j - 1];
        }
        pts[j] = tmp;
    }
    for (i = 0; i < n; i++) {
        while (k >= 2 && orient(&out[k - 2], &out[k - 1], &pts[i]) <= 0) {
            k--;
        }
        out[k++] = pts[i];
    }
    for (i = n - 2, t = k + 1; i >= 0; i--) {
        while (k >= t && orient(&out[k - 2], &out[k - 1], &pts[i]) <= 0) {
            k--;
        }
        out[k++] = pts[i];
    }
    return k - 1;
}

// A size of 4 .. 2^25 raw, log-uniform: with the offsets the tests add,
// shapes reach the edge of the supported range but stay inside it.
static int32_t rnd_scale(void)
{
    int bits = (int)rnd_between64(3, 25);
    return (int32_t)rnd_between64((int64_t)1 << (bits - 1), (int64_t)1 << bits);
}

// A random convex polygon of 3..NV vertices around c, radius about s.
static void gen_convex(tpoly *t, fc_vec c, int32_t s)
{
    fc_vec pts[4 * NV], h[4 * NV + 1];
    int i, n, m, tries, kind = (int)rnd_between64(0, 9);
    if (s < 8) {
        s = 8;
    }
    for (tries = 0;; tries++) {
        if (kind == 0 || tries > 20) {   // a box
            int32_t w = (int32_t)rnd_between64(1, s), e = (int32_t)rnd_between64(1, s);
            m = box_pts(h, c.x - w, c.y - e, c.x + w, c.y + e);
        } else {
            n = (int)rnd_between64(3, kind < 3 ? 4 : 3 * NV);
            for (i = 0; i < n; i++) {
                double a = rnd01() * 6.283185307179586;
                double r = (kind == 3 ? 1.0 : 0.5 + 0.5 * rnd01()) * (double)s;
                pts[i] = mkv(c.x + (int32_t)(r * cos(a)), c.y + (int32_t)(r * sin(a) * (kind == 4 ? 0.1 : 1.0)));
            }
            m = hull(pts, n, h);
        }
        if (m < 3 || m > NV) {
            continue;
        }
        // Collinear vertices: split an edge at its exact midpoint.
        if (m < NV && rnd_between64(0, 3) == 0) {
            int e = (int)rnd_between64(0, m - 1);
            fc_vec a = h[e], b = h[(e + 1) % m];
            if (((a.x ^ b.x) & 1) == 0 && ((a.y ^ b.y) & 1) == 0) {
                for (i = m; i > e + 1; i--) {
                    h[i] = h[i - 1];
                }
                h[e + 1] = mkv(a.x + (b.x - a.x) / 2, a.y + (b.y - a.y) / 2);
                m++;
            }
        }
        break;
    }
    t->n = m;
    // Either winding: keep counter-clockwise or reverse.
    if (rnd_between64(0, 1)) {
        for (i = 0; i < m; i++) {
            t->p[i] = h[i];
        }
    } else {
        for (i = 0; i < m; i++) {
            t->p[i] = h[m - 1 - i];
        }
    }
}

static void shift_poly(tpoly *t, int32_t dx, int32_t dy)
{
    int i;
    for (i = 0; i < t->n; i++) {
        t->p[i].x += dx;
        t->p[i].y += dy;
    }
}

static int32_t min_x(const tpoly *t)
{
    int32_t v = t->p[0].x;
    int i;
    for (i = 1; i < t->n; i++) {
        v = t->p[i].x < v ? t->p[i].x : v;
    }
    return v;
}

static int32_t max_x(const tpoly *t)
{
    int32_t v = t->p[0].x;
    int i;
    for (i = 1; i < t->n; i++) {
        v = t->p[i].x > v ? t->p[i].x : v;
    }
    return v;
}

static fc_vec rnd_center(int32_t s)
{
    int32_t lim = R - 2 * s - 2;
    if (lim < 0) {
        lim = 0;
    }
    return mkv((int32_t)rnd_between64(-lim, lim), (int32_t)rnd_between64(-lim, lim));
}

static void test_contact_random(void **state)
{
    tpoly ta, tb;
    fc_poly A, B;
    fc_manifold m;
    int iter, hits = 0, touch = 0, misses = 0;
    (void)state;
    rng_seed(0xC0A7AC7u);
    memset(stats_points, 0, sizeof stats_points);
    stats_unique = 0;
    for (iter = 0; iter < 10000; iter++) {
        int32_t sa = rnd_scale(), sb;
        fc_vec ca = rnd_center(4 * sa), cb;
        int mode = (int)rnd_between64(0, 5);
        sb = mode == 5 ? (int32_t)rnd_between64(1, 64) : (rnd_between64(0, 1) ? sa : rnd_scale());
        if (sb > 2 * sa) {
            sb = 2 * sa;
        }
        gen_convex(&ta, ca, sa);
        cb = mkv(ca.x + (int32_t)rnd_between64(-3 * (int64_t)sa / 2, 3 * (int64_t)sa / 2),
                 ca.y + (int32_t)rnd_between64(-3 * (int64_t)sa / 2, 3 * (int64_t)sa / 2));
        gen_convex(&tb, cb, sb);
        if (mode == 1) {
            // Exactly touching in x (or apart): B's left end on A's right end.
            shift_poly(&tb, max_x(&ta) - min_x(&tb), 0);
        } else if (mode == 2) {
            // B a copy of A moved by a few raw: deep, parallel faces.
            tb = ta;
            shift_poly(&tb, (int32_t)rnd_between64(-3, 3), (int32_t)rnd_between64(-3, 3));
        }
        build_ok(ta.p, ta.n, &A);
        build_ok(tb.p, tb.n, &B);
        if (!A.convex || !B.convex) {
            continue;
        }
        if (contact_checked(&A, &B, &m)) {
            hits++;
            touch += m.depth[0] == 0;
        } else {
            misses++;
        }
    }
    print_message("contact random: %d hits (%d with a depth-0 point), %d misses; "
                  "%ld one-point and %ld two-point manifolds, %ld unique-axis\n",
                  hits, touch, misses, stats_points[1], stats_points[2], stats_unique);
    assert_true(hits > 2500);
    assert_true(misses > 500);
    assert_true(touch > 100);
    assert_true(stats_points[1] > 300);
    assert_true(stats_points[2] > 300);
}

// Shapes spanning the whole supported range: the 128-bit bounds of the
// clip fractions and depths at their largest.
static void test_contact_extremes(void **state)
{
    tpoly ta, tb;
    fc_poly A, B;
    fc_manifold m;
    int iter, hits = 0;
    (void)state;
    build_box(&A, -R, -R, R, 0);
    build_box(&B, -R, -1, R, R);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(m.count, 2);
    expect_point(&m, 0, -R, -1, 1);
    expect_point(&m, 1, R, -1, 1);
    build_box(&B, R - 1, R - 1, R, R);   // a 1-raw box in a corner
    build_box(&A, -R, -R, R, R);
    assert_int_equal(contact_checked(&A, &B, &m), 1);
    assert_int_equal(contact_checked(&B, &A, &m), 1);
    rng_seed(0xE7);
    for (iter = 0; iter < 1500; iter++) {
        gen_convex(&ta, mkv(0, 0), R);
        gen_convex(&tb, mkv((int32_t)rnd_between64(-R / 2, R / 2), (int32_t)rnd_between64(-R / 2, R / 2)),
                   (int32_t)rnd_between64(1, R / 2));
        build_ok(ta.p, ta.n, &A);
        build_ok(tb.p, tb.n, &B);
        if (!A.convex || !B.convex) {
            continue;
        }
        hits += contact_checked(&A, &B, &m);
        hits += contact_checked(&B, &A, &m);
    }
    print_message("contact extremes: %d hits\n", hits);
    assert_true(hits > 1000);
}

// ---- fc_concave_overlap -----------------------------------------------------------------

static void test_ppx_errors(void **state)
{
    fc_vec sq[4], p[NV + 1], bow[4];
    int i;
    (void)state;
    box_pts(sq, 0, 0, U1, U1);
    assert_int_equal(fc_concave_overlap(0, 4, sq, 4), FC_ERR_NULL);
    assert_int_equal(fc_concave_overlap(sq, 4, 0, 4), FC_ERR_NULL);
    assert_int_equal(fc_concave_overlap(sq, 2, sq, 4), FC_ERR_COUNT);
    assert_int_equal(fc_concave_overlap(sq, 4, sq, 2), FC_ERR_COUNT);
    for (i = 0; i <= NV; i++) {
        p[i] = mkv(i, i * i);
    }
    assert_int_equal(fc_concave_overlap(p, NV + 1, sq, 4), FC_ERR_COUNT);
    assert_int_equal(fc_concave_overlap(sq, 4, p, NV + 1), FC_ERR_COUNT);
    p[0] = mkv(0, 0);
    p[1] = mkv(R + 1, 0);
    p[2] = mkv(0, U1);
    assert_int_equal(fc_concave_overlap(p, 3, sq, 4), FC_ERR_RANGE);
    assert_int_equal(fc_concave_overlap(sq, 4, p, 3), FC_ERR_RANGE);
    // Repeated consecutive vertex; zero area.
    p[0] = mkv(0, 0);
    p[1] = mkv(U1, 0);
    p[2] = mkv(U1, 0);
    p[3] = mkv(0, U1);
    assert_int_equal(fc_concave_overlap(p, 4, sq, 4), FC_ERR_DEGENERATE);
    assert_int_equal(fc_concave_overlap(sq, 4, p, 4), FC_ERR_DEGENERATE);
    p[2] = mkv(2 * U1, 0);
    assert_int_equal(fc_concave_overlap(p, 3, sq, 4), FC_ERR_DEGENERATE);
    assert_int_equal(fc_concave_overlap(sq, 4, p, 3), FC_ERR_DEGENERATE);
    // A bow tie.
    bow[0] = mkv(0, 0);
    bow[1] = mkv(2 * U1, 2 * U1);
    bow[2] = mkv(2 * U1, 0);
    bow[3] = mkv(0, U1);
    assert_int_equal(fc_concave_overlap(bow, 4, sq, 4), FC_ERR_COMPLEX);
    assert_int_equal(fc_concave_overlap(sq, 4, bow, 4), FC_ERR_COMPLEX);
}

// A comb of three teeth pointing up: base [0, 5] x [0, 1], teeth
// [0, 1], [2, 3], [4, 5] up to y = 4 (units of u).
static int comb_up(fc_vec *p, int32_t u)
{
    static const int xy[12][2] = {
        { 0, 0 }, { 5, 0 }, { 5, 4 }, { 4, 4 }, { 4, 1 }, { 3, 1 },
        { 3, 4 }, { 2, 4 }, { 2, 1 }, { 1, 1 }, { 1, 4 }, { 0, 4 }
    };
    int i;
    for (i = 0; i < 12; i++) {
        p[i] = mkv(xy[i][0] * u, xy[i][1] * u);
    }
    return 12;
}

// A comb of two teeth pointing down into the gaps of comb_up: teeth
// [1.25, 1.75] and [3.25, 3.75] reaching down to y = 1 + gap, base
// [1.25, 3.75] x [5, 6]; shifted right by dx.
static int comb_down(fc_vec *p, int32_t u, int32_t gap, int32_t dx)
{
    int32_t q = u / 4, lo = u + gap;
    p[0] = mkv(u + q + dx, lo);
    p[1] = mkv(u + 3 * q + dx, lo);
    p[2] = mkv(u + 3 * q + dx, 5 * u);
    p[3] = mkv(3 * u + q + dx, 5 * u);
    p[4] = mkv(3 * u + q + dx, lo);
    p[5] = mkv(3 * u + 3 * q + dx, lo);
    p[6] = mkv(3 * u + 3 * q + dx, 6 * u);
    p[7] = mkv(u + q + dx, 6 * u);
    return 8;
}

// Reverses a point array in place (the other winding).
static void reverse(fc_vec *p, int n)
{
    int i;
    fc_vec t;
    for (i = 0; i < n / 2; i++) {
        t = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = t;
    }
}

// Both argument orders and both windings agree on the expected answer.
static void expect_ppx(fc_vec *a, int na, fc_vec *b, int nb, int want)
{
    int k;
    for (k = 0; k < 4; k++) {
        int rc = (k & 1) ? fc_concave_overlap(b, nb, a, na) : fc_concave_overlap(a, na, b, nb);
        if (rc != want) {
            dump_poly("a", a, na);
            dump_poly("b", b, nb);
            fail_msg("fc_concave_overlap (variant %d) = %d, want %d", k, rc, want);
        }
        if (k == 1) {
            reverse(a, na);
        }
        if (k == 3) {
            reverse(a, na);
        }
        if (k == 1 || k == 3) {
            reverse(b, nb);
        }
    }
}

static void test_ppx_combs(void **state)
{
    fc_vec a[12], b[8];
    int na, nb;
    (void)state;
    na = comb_up(a, U1);
    assert_int_equal(fc_classify(a, na), FC_CONCAVE);
    // Interlocked, 1 raw above the base: apart; touching the base: hit.
    nb = comb_down(b, U1, 1, 0);
    assert_int_equal(fc_classify(b, nb), FC_CONCAVE);
    expect_ppx(a, na, b, nb, 0);
    nb = comb_down(b, U1, 0, 0);
    expect_ppx(a, na, b, nb, 1);
    nb = comb_down(b, U1, -1, 0);
    expect_ppx(a, na, b, nb, 1);
    // Sideways: a tooth 1 raw from the neighbouring tooth, then on it.
    nb = comb_down(b, U1, U1 / 2, -U1 / 4 + 1);
    expect_ppx(a, na, b, nb, 0);
    nb = comb_down(b, U1, U1 / 2, -U1 / 4);
    expect_ppx(a, na, b, nb, 1);
    nb = comb_down(b, U1, U1 / 2, U1 / 4 - 1);
    expect_ppx(a, na, b, nb, 0);
    nb = comb_down(b, U1, U1 / 2, U1 / 4);
    expect_ppx(a, na, b, nb, 1);
    // The same at the largest scale the range allows.
    na = comb_up(a, R / 8);
    nb = comb_down(b, R / 8, 1, 0);
    expect_ppx(a, na, b, nb, 0);
    nb = comb_down(b, R / 8, 0, 0);
    expect_ppx(a, na, b, nb, 1);
}

// U-shape: [0, 10] x [0, 10] without the slot [3, 7] x [3, 10].
static int u_shape(fc_vec *p, int32_t u)
{
    static const int xy[8][2] = {
        { 0, 0 }, { 10, 0 }, { 10, 10 }, { 7, 10 }, { 7, 3 }, { 3, 3 }, { 3, 10 }, { 0, 10 }
    };
    int i;
    for (i = 0; i < 8; i++) {
        p[i] = mkv(xy[i][0] * u, xy[i][1] * u);
    }
    return 8;
}

static void test_ppx_u_shapes(void **state)
{
    fc_vec a[8], b[8], t[4];
    int na, nb, i;
    (void)state;
    na = u_shape(a, U1);
    // A box in the slot: apart, 1 raw from each side; touching each side.
    nb = box_pts(t, 3 * U1 + 1, 3 * U1 + 1, 7 * U1 - 1, 12 * U1);
    expect_ppx(a, na, t, nb, 0);
    nb = box_pts(t, 3 * U1, 3 * U1 + 1, 7 * U1 - 1, 12 * U1);
    expect_ppx(a, na, t, nb, 1);
    nb = box_pts(t, 3 * U1 + 1, 3 * U1 + 1, 7 * U1, 12 * U1);
    expect_ppx(a, na, t, nb, 1);
    nb = box_pts(t, 3 * U1 + 1, 3 * U1, 7 * U1 - 1, 12 * U1);
    expect_ppx(a, na, t, nb, 1);
    // An upside-down U hooked over the right arm: its left arm in the
    // slot, the right arm [7, 10] x [3, 10] in its own slot [6.5, 10.5] x
    // [6, 11], 1 unit under its bar.
    {
        static const int xy[8][2] = {
            { 11, 12 }, { 13, 12 }, { 13, 22 }, { 21, 22 }, { 21, 12 }, { 23, 12 }, { 23, 24 }, { 11, 24 }
        };
        for (i = 0; i < 8; i++) {
            b[i] = mkv(xy[i][0] * (U1 / 2), xy[i][1] * (U1 / 2));
        }
        nb = 8;
        assert_int_equal(fc_classify(b, nb), FC_CONCAVE);
        expect_ppx(a, na, b, nb, 0);
        for (i = 0; i < 8; i++) {
            b[i].y -= U1 - 1;    // 1 raw above the arm
        }
        expect_ppx(a, na, b, nb, 0);
        for (i = 0; i < 8; i++) {
            b[i].y -= 1;         // on the arm
        }
        expect_ppx(a, na, b, nb, 1);
        for (i = 0; i < 8; i++) {
            b[i].y += U1 / 2;    // back up; then sideways onto the arm's side
            b[i].x += U1 / 2 - 1;
        }
        expect_ppx(a, na, b, nb, 0);
        for (i = 0; i < 8; i++) {
            b[i].x += 1;
        }
        expect_ppx(a, na, b, nb, 1);
    }
}

static void test_ppx_containment_touch_gap(void **state)
{
    fc_vec a[8], t[4], tri[3];
    int na;
    (void)state;
    na = u_shape(a, U1);
    // A triangle inside the U's bottom bar: contained both ways round.
    tri[0] = mkv(4 * U1, U1);
    tri[1] = mkv(6 * U1, U1);
    tri[2] = mkv(5 * U1, 2 * U1);
    expect_ppx(a, na, tri, 3, 1);
    // A box containing the whole U.
    box_pts(t, -U1, -U1, 11 * U1, 11 * U1);
    expect_ppx(a, na, t, 4, 1);
    // Inside the U's hull but in the slot: apart.
    tri[0] = mkv(4 * U1, 5 * U1);
    tri[1] = mkv(6 * U1, 5 * U1);
    tri[2] = mkv(5 * U1, 6 * U1);
    expect_ppx(a, na, tri, 3, 0);
    // Touching at a vertex: the U's corner (10, 10) and a triangle's tip.
    tri[0] = mkv(10 * U1, 10 * U1);
    tri[1] = mkv(12 * U1, 11 * U1);
    tri[2] = mkv(11 * U1, 12 * U1);
    expect_ppx(a, na, tri, 3, 1);
    tri[0] = mkv(10 * U1 + 1, 10 * U1);
    expect_ppx(a, na, tri, 3, 0);
    // A vertex on an edge interior, then 1 raw away.
    tri[0] = mkv(12 * U1, 5 * U1);
    tri[1] = mkv(10 * U1, 4 * U1);
    tri[2] = mkv(12 * U1, 3 * U1);
    expect_ppx(a, na, tri, 3, 1);
    tri[1] = mkv(10 * U1 + 1, 4 * U1);
    expect_ppx(a, na, tri, 3, 0);
    // Diagonal 1-raw gap: a triangle with a slanted edge against (10, 0).
    tri[0] = mkv(10 * U1 + 1, -1);
    tri[1] = mkv(12 * U1, -2 * U1);
    tri[2] = mkv(12 * U1, 2 * U1);
    expect_ppx(a, na, tri, 3, 0);
    // Two crossing bars: no vertex inside the other, edges cross.
    {
        fc_vec h[4], v[4];
        box_pts(h, 0, 2 * U1, 10 * U1, 3 * U1);
        box_pts(v, 4 * U1, 0, 5 * U1, 10 * U1);
        expect_ppx(h, 4, v, 4, 1);
    }
}

// Reference: triangulate both, then an exact closed SAT per triangle pair.
static int tri_sep(const fc_vec *t, const fc_vec *u)
{
    int pass, i, j;
    for (pass = 0; pass < 2; pass++) {
        const fc_vec *p = pass == 0 ? t : u;
        // orientation of p, so the edge normal points outward
        int s = orient(&p[0], &p[1], &p[2]);
        for (i = 0; i < 3; i++) {
            const fc_vec *a = &p[i], *b = &p[(i + 1) % 3];
            const fc_vec *q = pass == 0 ? u : t;
            int all_out = 1;
            for (j = 0; j < 3; j++) {
                if (orient(a, b, &q[j]) * s >= 0) {
                    all_out = 0;
                }
            }
            if (all_out) {
                return 1;
            }
        }
    }
    return 0;
}

static int ref_overlap(const fc_vec *a, int na, const fc_vec *b, int nb)
{
    uint8_t ta[3 * NV], tb[3 * NV];
    int ka = fc_triangulate(a, na, ta, (int)sizeof ta);
    int kb = fc_triangulate(b, nb, tb, (int)sizeof tb);
    int i, j, k;
    if (ka <= 0 || kb <= 0) {
        dump_poly("a", a, na);
        dump_poly("b", b, nb);
        fail_msg("fc_triangulate: %d %d", ka, kb);
    }
    for (i = 0; i < ka; i++) {
        for (j = 0; j < kb; j++) {
            fc_vec t[3], u[3];
            for (k = 0; k < 3; k++) {
                t[k] = a[ta[3 * i + k]];
                u[k] = b[tb[3 * j + k]];
            }
            if (!tri_sep(t, u)) {
                return 1;
            }
        }
    }
    return 0;
}

// A random star-shaped polygon about c (simple when it classifies so).
static int gen_star(fc_vec *p, fc_vec c, int32_t s, int grid)
{
    double ang[NV];
    int n = (int)rnd_between64(3, NV), i, j;
    for (i = 0; i < n; i++) {
        double x = rnd01() * 6.283185307179586;
        for (j = i; j > 0 && ang[j - 1] > x; j--) {
            ang[j] = ang[j - 1];
        }
        ang[j] = x;
    }
    for (i = 0; i < n; i++) {
        double r = (0.2 + 0.8 * rnd01()) * (double)s;
        int32_t x = (int32_t)(r * cos(ang[i])), y = (int32_t)(r * sin(ang[i]));
        if (grid > 1) {
            x = x / grid * grid;
            y = y / grid * grid;
        }
        p[i] = mkv(c.x + x, c.y + y);
    }
    return n;
}

static void test_ppx_random(void **state)
{
    fc_vec a[NV], b[NV];
    int iter, na, nb, hits = 0, misses = 0, concave = 0;
    (void)state;
    rng_seed(0x99E1u);
    for (iter = 0; iter < 6000; iter++) {
        int32_t sa = rnd_scale(), sb = rnd_between64(0, 1) ? sa : rnd_scale();
        int grid = rnd_between64(0, 2) == 0 ? (int)(sa / 4 > 1 ? sa / 4 : 1) : 1;
        fc_vec ca, cb;
        int ca_ok, cb_ok, want, got;
        if (sb > sa) {
            sb = sa;
        }
        ca = rnd_center(2 * sa);
        cb = mkv(ca.x + (int32_t)rnd_between64(-(int64_t)sa, sa),
                 ca.y + (int32_t)rnd_between64(-(int64_t)sa, sa));
        na = gen_star(a, ca, sa, grid);
        nb = gen_star(b, cb, sb, grid);
        ca_ok = fc_classify(a, na);
        cb_ok = fc_classify(b, nb);
        if ((ca_ok != FC_CONVEX && ca_ok != FC_CONCAVE) || (cb_ok != FC_CONVEX && cb_ok != FC_CONCAVE)) {
            continue;
        }
        concave += ca_ok == FC_CONCAVE;
        if (rnd_between64(0, 3) == 0) {
            // Slide b left until its leftmost vertex sits on a's rightmost x:
            // touching or 1 raw apart in many cases.
            int32_t ax = a[0].x, bx = b[0].x, jitter = (int32_t)rnd_between64(-1, 1);
            int i;
            for (i = 1; i < na; i++) {
                ax = a[i].x > ax ? a[i].x : ax;
            }
            for (i = 1; i < nb; i++) {
                bx = b[i].x < bx ? b[i].x : bx;
            }
            for (i = 0; i < nb; i++) {
                b[i].x += ax - bx + jitter;
            }
        }
        want = ref_overlap(a, na, b, nb);
        got = fc_concave_overlap(a, na, b, nb);
        if (got != want) {
            dump_poly("a", a, na);
            dump_poly("b", b, nb);
            fail_msg("fc_concave_overlap %d, reference %d", got, want);
        }
        assert_int_equal(fc_concave_overlap(b, nb, a, na), want);
        hits += want;
        misses += !want;
    }
    print_message("ppx random: %d overlaps, %d apart, %d concave a\n", hits, misses, concave);
    assert_true(hits > 800 && misses > 800 && concave > 800);
}

// ---- fc_concave_poly_mtv ------------------------------------------------------------------

static void test_concave_mtv_errors(void **state)
{
    fc_vec a[8], p[NV + 1], bow[4], cv[5];
    fc_poly B, bad;
    fc_mtv m, sent;
    int na, i;
    (void)state;
    na = u_shape(a, U1);
    build_box(&B, 2 * U1, 5 * U1, 4 * U1, 6 * U1);
    memset(&sent, SENT, sizeof sent);

#define EXPECT_ERR(call, code)                                 \
    do {                                                       \
        m = sent;                                              \
        assert_int_equal((call), (code));                      \
        assert_memory_equal(&m, &sent, sizeof m);              \
    } while (0)

    EXPECT_ERR(fc_concave_poly_mtv(0, na, &B, &m), FC_ERR_NULL);
    EXPECT_ERR(fc_concave_poly_mtv(a, na, 0, &m), FC_ERR_NULL);
    assert_int_equal(fc_concave_poly_mtv(a, na, &B, 0), FC_ERR_NULL);
    EXPECT_ERR(fc_concave_poly_mtv(a, 2, &B, &m), FC_ERR_COUNT);
    for (i = 0; i <= NV; i++) {
        p[i] = mkv(i, i * i);
    }
    EXPECT_ERR(fc_concave_poly_mtv(p, NV + 1, &B, &m), FC_ERR_COUNT);
    p[0] = mkv(0, 0);
    p[1] = mkv(-R - 1, 0);
    p[2] = mkv(0, U1);
    EXPECT_ERR(fc_concave_poly_mtv(p, 3, &B, &m), FC_ERR_RANGE);
    p[1] = mkv(0, 0);
    EXPECT_ERR(fc_concave_poly_mtv(p, 3, &B, &m), FC_ERR_DEGENERATE);
    p[1] = mkv(U1, U1);
    p[2] = mkv(2 * U1, 2 * U1);
    EXPECT_ERR(fc_concave_poly_mtv(p, 3, &B, &m), FC_ERR_DEGENERATE);
    bow[0] = mkv(0, 0);
    bow[1] = mkv(2 * U1, 2 * U1);
    bow[2] = mkv(2 * U1, 0);
    bow[3] = mkv(0, U1);
    EXPECT_ERR(fc_concave_poly_mtv(bow, 4, &B, &m), FC_ERR_COMPLEX);
    cv[0] = mkv(0, 0);
    cv[1] = mkv(4 * U1, 0);
    cv[2] = mkv(4 * U1, 4 * U1);
    cv[3] = mkv(2 * U1, U1);
    cv[4] = mkv(0, 4 * U1);
    build_ok(cv, 5, &bad);
    EXPECT_ERR(fc_concave_poly_mtv(a, na, &bad, &m), FC_ERR_CONCAVE);
    bad = B;
    bad.n = 2;
    EXPECT_ERR(fc_concave_poly_mtv(a, na, &bad, &m), FC_ERR_COUNT);
    bad = B;
    bad.v[0].y = R + 1;
    assert_true(fc_poly_check(&bad) < 0);
    EXPECT_DEFINED(fc_concave_poly_mtv(a, na, &bad, &m));
    bad = B;
    bad.normal[3] = mkv(0, 0);
    assert_true(fc_poly_check(&bad) < 0);
    EXPECT_DEFINED(fc_concave_poly_mtv(a, na, &bad, &m));
    // A miss leaves the output alone.
    build_box(&B, 4 * U1, 5 * U1, 6 * U1, 6 * U1);
    EXPECT_ERR(fc_concave_poly_mtv(a, na, &B, &m), 0);
#undef EXPECT_ERR
}

// The MTV of every piece, by the same decomposition: the answer must be
// the deepest of them (the first on ties), and hit exactly when
// fc_concave_overlap says the shapes overlap.
static void check_concave_mtv(const fc_vec *a, int na, const fc_poly *B)
{
    uint8_t idx[3 * NV], sizes[NV];
    fc_vec pts[NV];
    fc_poly piece;
    fc_mtv m, pm, best;
    int np, k, i, at = 0, found = 0, rc;
    np = fc_decompose(a, na, idx, (int)sizeof idx, sizes, (int)sizeof sizes);
    assert_true(np > 0);
    memset(&best, 0, sizeof best);
    for (k = 0; k < np; k++) {
        for (i = 0; i < sizes[k]; i++) {
            pts[i] = a[idx[at + i]];
        }
        at += sizes[k];
        build_ok(pts, sizes[k], &piece);
        assert_int_equal(piece.convex, 1);
        rc = fc_poly_poly_mtv(&piece, B, &pm);
        assert_true(rc == 0 || rc == 1);
        if (rc == 1 && (!found || pm.depth > best.depth)) {
            best = pm;
            found = 1;
        }
    }
    rc = fc_concave_poly_mtv(a, na, B, &m);
    assert_int_equal(rc, found);
    assert_int_equal(rc, fc_concave_overlap(a, na, B->v, B->n));
    if (rc == 1) {
        assert_int_equal(m.depth, best.depth);
        assert_int_equal(m.normal.x, best.normal.x);
        assert_int_equal(m.normal.y, best.normal.y);
    }
}

// Moves point array a by depth * normal (rounded to nearest raw).
static void move_by(fc_vec *a, int na, const fc_mtv *m)
{
    int i;
    int32_t dx = (int32_t)llround((double)m->depth * m->normal.x / 65536.0);
    int32_t dy = (int32_t)llround((double)m->depth * m->normal.y / 65536.0);
    for (i = 0; i < na; i++) {
        a[i].x += dx;
        a[i].y += dy;
    }
}

static void test_concave_mtv_u_box(void **state)
{
    fc_vec a[8], b[4];
    fc_poly B;
    fc_mtv m;
    int na;
    (void)state;
    na = u_shape(a, U1);
    // A box in the slot, clear of both arms: no piece touches.
    build_box(&B, 3 * U1 + 1, 5 * U1, 7 * U1 - 1, 6 * U1);
    assert_int_equal(fc_concave_poly_mtv(a, na, &B, &m), 0);
    check_concave_mtv(a, na, &B);
    // Into the left arm by 1/2: pushed left by 1/2, then merely touching.
    build_box(&B, 2 * U1 + U1 / 2, 5 * U1, 5 * U1, 6 * U1);
    assert_int_equal(fc_concave_poly_mtv(a, na, &B, &m), 1);
    assert_int_equal(m.normal.x, -U1);
    assert_int_equal(m.normal.y, 0);
    assert_int_equal(m.depth, U1 / 2);
    check_concave_mtv(a, na, &B);
    move_by(a, na, &m);
    assert_int_equal(fc_concave_poly_mtv(a, na, &B, &m), 1);
    assert_int_equal(m.depth, 0);
    na = u_shape(a, U1);
    // Across both arms, deeper in the right one: the LARGEST piece depth
    // wins (right arm, pushed right by 1), which leaves the left arm
    // still overlapping: the documented limit of the piecewise answer.
    build_box(&B, 2 * U1 + U1 / 2, 5 * U1, 8 * U1, 6 * U1);
    assert_int_equal(fc_concave_poly_mtv(a, na, &B, &m), 1);
    assert_int_equal(m.normal.x, U1);
    assert_int_equal(m.normal.y, 0);
    assert_int_equal(m.depth, U1);
    check_concave_mtv(a, na, &B);
    move_by(a, na, &m);
    assert_int_equal(fc_concave_overlap(a, na, B.v, B.n), 1);
    assert_int_equal(fc_concave_poly_mtv(a, na, &B, &m), 1);
    assert_true(m.depth > U1);
    // A convex a: exactly fc_poly_poly_mtv.
    {
        fc_poly A;
        fc_mtv mm;
        box_pts(b, 0, 0, 3 * U1, 3 * U1);
        build_ok(b, 4, &A);
        build_box(&B, 2 * U1, U1, 5 * U1, 2 * U1);
        assert_int_equal(fc_concave_poly_mtv(b, 4, &B, &m), 1);
        assert_int_equal(fc_poly_poly_mtv(&A, &B, &mm), 1);
        assert_memory_equal(&m, &mm, sizeof m);
    }
}

static void test_concave_mtv_random(void **state)
{
    fc_vec a[NV];
    tpoly tb;
    fc_poly B;
    int iter, na, hits = 0, misses = 0;
    (void)state;
    rng_seed(0x3D17u);
    for (iter = 0; iter < 2000; iter++) {
        int32_t sa = rnd_scale(), sb = rnd_scale();
        fc_vec ca, cb;
        int cls;
        if (sb > sa) {
            sb = sa;
        }
        ca = rnd_center(2 * sa);
        cb = mkv(ca.x + (int32_t)rnd_between64(-(int64_t)sa, sa), ca.y + (int32_t)rnd_between64(-(int64_t)sa, sa));
        na = gen_star(a, ca, sa, 1);
        cls = fc_classify(a, na);
        if (cls != FC_CONVEX && cls != FC_CONCAVE) {
            continue;
        }
        gen_convex(&tb, cb, sb);
        build_ok(tb.p, tb.n, &B);
        if (!B.convex) {
            continue;
        }
        check_concave_mtv(a, na, &B);
        if (fc_concave_overlap(a, na, B.v, B.n)) {
            hits++;
        } else {
            misses++;
        }
    }
    print_message("concave mtv random: %d hits, %d misses\n", hits, misses);
    assert_true(hits > 500 && misses > 300);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_contact_errors),
        cmocka_unit_test(test_contact_face_face),
        cmocka_unit_test(test_contact_vertex_face),
        cmocka_unit_test(test_contact_touching),
        cmocka_unit_test(test_contact_containment),
        cmocka_unit_test(test_contact_face_wraps),
        cmocka_unit_test(test_contact_edges_cross),
        cmocka_unit_test(test_contact_corrupted),
        cmocka_unit_test(test_contact_random),
        cmocka_unit_test(test_contact_extremes),
        cmocka_unit_test(test_ppx_errors),
        cmocka_unit_test(test_ppx_combs),
        cmocka_unit_test(test_ppx_u_shapes),
        cmocka_unit_test(test_ppx_containment_touch_gap),
        cmocka_unit_test(test_ppx_random),
        cmocka_unit_test(test_concave_mtv_errors),
        cmocka_unit_test(test_concave_mtv_u_box),
        cmocka_unit_test(test_concave_mtv_random),
    };
    return cmocka_run_group_tests_name("contact", tests, NULL, NULL);
}
