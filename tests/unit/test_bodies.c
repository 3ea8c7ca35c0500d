// CMocka unit tests for what a game with many bodies uses: the tagged
// shapes and their dispatching queries (shape.h), the mirrored pairs and
// the contact manifolds of every pair (collide.h), the broadphase
// (broadphase.h), the vector helpers (fixed.h) and fc_poly_translate
// (shapes.h).
//
// Host-only test code: C99, __int128 for exact reference arithmetic, long
// double only for distances compared against tolerances of whole raw
// units. Decisions are checked exactly against the per-pair functions and
// brute-force references.
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <cmocka.h>

#include "test_rng.h"

#include "fixcol.h"

#if defined(__SIZEOF_INT128__)
__extension__ typedef __int128 i128;
#else
#  error "test_bodies.c needs __int128 for its exact reference arithmetic"
#endif

#define R   FC_RANGE_RAW
#define U1  65536
#define SENT 0xA5

typedef long double ld;

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

// ---- random shapes ------------------------------------------------------------

// A convex polygon of 3..8 vertices around (cx, cy) of radius about s.
static void rand_poly(fc_poly *p, int32_t cx, int32_t cy, int32_t s)
{
    fc_vec pts[8];
    for (;;) {
        int n = (int)rnd_between(3, 8), i;
        ld a0 = (ld)rnd01() * 6.28318530718L;
        for (i = 0; i < n; i++) {
            ld a = a0 + 6.28318530718L * ((ld)i + 0.8L * (ld)rnd01()) / (ld)n;
            pts[i].x = cx + (int32_t)((ld)s * cosl(a));
            pts[i].y = cy + (int32_t)((ld)s * sinl(a));
        }
        if (fc_poly_build(pts, n, p) == FC_OK && p->convex) {
            return;
        }
    }
}

// A shape of the given kind near (cx, cy), size about s; polygons are
// built into *store. Boxes are flat or points now and then.
static void rand_shape(int kind, fc_shape *sh, fc_poly *store, int32_t cx, int32_t cy, int32_t s)
{
    if (kind == FC_SHAPE_CIRCLE) {
        fc_circle c = mkcircle(cx, cy, rnd_between(0, s));
        assert_int_equal(fc_shape_circle(sh, &c), FC_OK);
    } else if (kind == FC_SHAPE_BOX) {
        int32_t w = rnd_between(0, s), h = rnd_between(0, s);
        fc_box b;
        uint32_t f = rng32() % 8u;
        if (f == 0u) {
            w = 0;
        } else if (f == 1u) {
            h = 0;
        } else if (f == 2u) {
            w = h = 0;
        }
        b = mkbox(cx - w, cy - h, cx + w, cy + h);
        assert_int_equal(fc_shape_box(sh, &b), FC_OK);
    } else {
        rand_poly(store, cx, cy, rnd_between(s / 8 + 2, s + 2));
        assert_int_equal(fc_shape_poly(sh, store), FC_OK);
    }
}

// ---- distances for the manifold checks -----------------------------------------

static ld dist_poly(const fc_poly *p, ld x, ld y)
{
    ld best = -1;
    int i, inside = 1;
    for (i = 0; i < (int)p->n; i++) {
        const fc_vec *a = &p->v[i], *b = &p->v[(i + 1) % p->n];
        ld ex = (ld)b->x - a->x, ey = (ld)b->y - a->y;
        ld wx = x - a->x, wy = y - a->y;
        ld l2 = ex * ex + ey * ey, t = (ex * wx + ey * wy) / l2, d;
        if (ex * wy - ey * wx < 0) {
            inside = 0;
        }
        t = t < 0 ? 0 : (t > 1 ? 1 : t);
        d = hypotl(x - (a->x + t * ex), y - (a->y + t * ey));
        if (best < 0 || d < best) {
            best = d;
        }
    }
    return inside ? 0 : best;
}

static ld dist_shape(const fc_shape *s, ld x, ld y)
{
    if (s->kind == FC_SHAPE_CIRCLE) {
        ld d = hypotl(x - s->u.circle.c.x, y - s->u.circle.c.y) - s->u.circle.r;
        return d < 0 ? 0 : d;
    }
    if (s->kind == FC_SHAPE_BOX) {
        const fc_box *b = &s->u.box;
        ld qx = x < b->min.x ? b->min.x : (x > b->max.x ? b->max.x : x);
        ld qy = y < b->min.y ? b->min.y : (y > b->max.y ? b->max.y : y);
        return hypotl(x - qx, y - qy);
    }
    return dist_poly(s->u.poly, x, y);
}

static int flat_box(const fc_shape *s)
{
    return s->kind == FC_SHAPE_BOX
        && (s->u.box.min.x == s->u.box.max.x || s->u.box.min.y == s->u.box.max.y);
}

// ---- dispatch -------------------------------------------------------------------------

// The per-pair answer, mirrored by hand: the reference for the dispatch.
static int pair_mtv(const fc_shape *a, const fc_shape *b, fc_mtv *m)
{
    int rc;
    switch (a->kind * 4 + b->kind) {
    case 5: return fc_circle_circle_mtv(&a->u.circle, &b->u.circle, m);
    case 6: return fc_circle_box_mtv(&a->u.circle, &b->u.box, m);
    case 10: return fc_box_box_mtv(&a->u.box, &b->u.box, m);
    case 13: return fc_poly_circle_mtv(a->u.poly, &b->u.circle, m);
    case 14: return fc_poly_box_mtv(a->u.poly, &b->u.box, m);
    case 15: return fc_poly_poly_mtv(a->u.poly, b->u.poly, m);
    default: break;
    }
    rc = pair_mtv(b, a, m);
    if (rc == 1) {
        m->normal.x = -m->normal.x;
        m->normal.y = -m->normal.y;
    }
    return rc;
}

static void test_dispatch_matches_pairs(void **state)
{
    fc_poly pa, pb;
    fc_shape a, b;
    fc_mtv m1, m2;
    int it, hits = 0;
    (void)state;
    rng_seed(11);
    for (it = 0; it < 6000; it++) {
        int ka = 1 + (int)(rng32() % 3u), kb = 1 + (int)(rng32() % 3u);
        int32_t s = rnd_between(1, 1 << rnd_between(4, 26));
        int rc;
        rand_shape(ka, &a, &pa, 0, 0, s);
        rand_shape(kb, &b, &pb, rnd_between(-3 * s / 2, 3 * s / 2), rnd_between(-3 * s / 2, 3 * s / 2), s);
        rc = pair_mtv(&a, &b, &m1);
        assert_int_equal(fc_collide_mtv(&a, &b, &m2), rc);
        assert_int_equal(fc_collide(&a, &b), rc);
        if (rc == 1) {
            hits++;
            assert_int_equal(m1.depth, m2.depth);
            assert_int_equal(m1.normal.x, m2.normal.x);
            assert_int_equal(m1.normal.y, m2.normal.y);
            // the mirrored query: the same push, the other way
            assert_int_equal(fc_collide_mtv(&b, &a, &m1), 1);
            assert_int_equal(m1.depth, m2.depth);
        }
    }
    print_message("dispatch: %d hits of 6000\n", hits);
    assert_true(hits > 1500 && hits < 4500);
}

static void test_mirrored_functions(void **state)
{
    fc_poly p;
    fc_box bx = mkbox(-U1, -U1, U1, U1);
    fc_circle c = mkcircle(U1 + U1 / 2, 0, U1);
    fc_mtv m, r;
    (void)state;
    rand_poly(&p, U1 / 2, 0, U1);
    assert_int_equal(fc_box_circle(&bx, &c), 1);
    assert_int_equal(fc_box_circle_mtv(&bx, &c, &m), 1);
    assert_int_equal(fc_circle_box_mtv(&c, &bx, &r), 1);
    assert_int_equal(m.depth, r.depth);
    assert_int_equal(m.normal.x, -r.normal.x);
    assert_int_equal(m.normal.x, -U1);            // the box leaves along -x
    assert_int_equal(fc_circle_poly(&c, &p), fc_poly_circle(&p, &c));
    assert_int_equal(fc_circle_poly_mtv(&c, &p, &m), fc_poly_circle_mtv(&p, &c, &r));
    assert_int_equal(m.normal.y, -r.normal.y);
    assert_int_equal(fc_box_poly(&bx, &p), 1);
    assert_int_equal(fc_box_poly_mtv(&bx, &p, &m), 1);
    assert_int_equal(fc_poly_box_mtv(&p, &bx, &r), 1);
    assert_int_equal(m.depth, r.depth);
    assert_int_equal(m.normal.x, -r.normal.x);
    // errors pass through, NULL outputs are refused
    c.r = -1;
    assert_int_equal(fc_box_circle(&bx, &c), FC_ERR_INVALID);
    assert_int_equal(fc_circle_poly_mtv(&c, &p, &m), FC_ERR_INVALID);
    assert_int_equal(fc_box_poly_mtv(&bx, &p, NULL), FC_ERR_NULL);
    assert_int_equal(fc_box_circle_mtv(&bx, &c, NULL), FC_ERR_NULL);
    assert_int_equal(fc_circle_poly_mtv(&c, &p, NULL), FC_ERR_NULL);
}

static void test_dispatch_errors(void **state)
{
    fc_shape a, b;
    fc_mtv m, keep;
    fc_manifold mf, keepf;
    fc_box bx;
    fc_circle c = mkcircle(0, 0, U1);
    (void)state;
    assert_int_equal(fc_shape_circle(&a, &c), FC_OK);
    assert_int_equal(fc_shape_circle(&b, &c), FC_OK);
    memset(&m, SENT, sizeof m);
    memset(&mf, SENT, sizeof mf);
    keep = m;
    keepf = mf;
    assert_int_equal(fc_collide(NULL, &b), FC_ERR_NULL);
    assert_int_equal(fc_collide(&a, NULL), FC_ERR_NULL);
    assert_int_equal(fc_collide_mtv(&a, &b, NULL), FC_ERR_NULL);
    assert_int_equal(fc_collide_manifold(&a, &b, NULL), FC_ERR_NULL);
    a.kind = 0;
    assert_int_equal(fc_collide(&a, &b), FC_ERR_INVALID);
    assert_int_equal(fc_collide_mtv(&a, &b, &m), FC_ERR_INVALID);
    a.kind = 4;
    assert_int_equal(fc_collide_manifold(&b, &a, &mf), FC_ERR_INVALID);
    assert_int_equal(fc_shape_bounds(&a, &bx), FC_ERR_INVALID);
    a.kind = FC_SHAPE_POLY;
    a.u.poly = NULL;
    assert_int_equal(fc_collide(&a, &b), FC_ERR_NULL);
    assert_int_equal(fc_collide_mtv(&b, &a, &m), FC_ERR_NULL);
    assert_int_equal(fc_shape_bounds(&a, &bx), FC_ERR_NULL);
    assert_int_equal(fc_shape_poly(&a, NULL), FC_ERR_NULL);
    assert_int_equal(fc_shape_box(NULL, &bx), FC_ERR_NULL);
    assert_int_equal(fc_shape_circle(&a, NULL), FC_ERR_NULL);
    // a miss and a bad shape leave the outputs alone
    c = mkcircle(10 * U1, 0, U1);
    assert_int_equal(fc_shape_circle(&a, &c), FC_OK);
    assert_int_equal(fc_collide_mtv(&a, &b, &m), 0);
    assert_int_equal(fc_collide_manifold(&a, &b, &mf), 0);
    a.u.circle.r = -5;
    assert_int_equal(fc_collide_mtv(&a, &b, &m), FC_ERR_INVALID);
    assert_int_equal(fc_collide_manifold(&b, &a, &mf), FC_ERR_INVALID);
    assert_memory_equal(&m, &keep, sizeof m);
    assert_memory_equal(&mf, &keepf, sizeof mf);
}

static void test_shape_bounds(void **state)
{
    fc_poly p;
    fc_shape s;
    fc_box b, q = mkbox(-3, -4, 5, 6);
    fc_circle c = mkcircle(10, -20, 7);
    (void)state;
    assert_int_equal(fc_shape_circle(&s, &c), FC_OK);
    assert_int_equal(fc_shape_bounds(&s, &b), FC_OK);
    assert_int_equal(b.min.x, 3);
    assert_int_equal(b.max.y, -13);
    assert_int_equal(fc_shape_box(&s, &q), FC_OK);
    assert_int_equal(fc_shape_bounds(&s, &b), FC_OK);
    assert_memory_equal(&b, &q, sizeof b);
    rand_poly(&p, 0, 0, 1000);
    assert_int_equal(fc_shape_poly(&s, &p), FC_OK);
    assert_int_equal(fc_shape_bounds(&s, &b), FC_OK);
    assert_memory_equal(&b, &p.box, sizeof b);
    c.r = R + 1;
    assert_int_equal(fc_shape_circle(&s, &c), FC_OK);
    memset(&b, SENT, sizeof b);
    q = b;
    assert_int_equal(fc_shape_bounds(&s, &b), FC_ERR_RANGE);
    assert_memory_equal(&b, &q, sizeof b);
    q = mkbox(1, 0, 0, 0);
    assert_int_equal(fc_shape_box(&s, &q), FC_OK);
    assert_int_equal(fc_shape_bounds(&s, &b), FC_ERR_INVALID);
    p.n = 2;
    assert_int_equal(fc_shape_poly(&s, &p), FC_OK);
    assert_int_equal(fc_shape_bounds(&s, &b), FC_ERR_COUNT);
    assert_int_equal(fc_shape_bounds(NULL, &b), FC_ERR_NULL);
}

// ---- manifolds ----------------------------------------------------------------------

static void test_manifold_every_pair(void **state)
{
    fc_poly pa, pb;
    fc_shape a, b;
    fc_mtv mt;
    fc_manifold m;
    int it, k, hits = 0, two = 0;
    (void)state;
    rng_seed(12);
    for (it = 0; it < 6000; it++) {
        int ka = 1 + (int)(rng32() % 3u), kb = 1 + (int)(rng32() % 3u);
        int32_t s = rnd_between(1, 1 << rnd_between(4, 26));
        int rc, via_poly;
        rand_shape(ka, &a, &pa, 0, 0, s);
        rand_shape(kb, &b, &pb, rnd_between(-3 * s / 2, 3 * s / 2), rnd_between(-3 * s / 2, 3 * s / 2), s);
        rc = fc_collide_mtv(&a, &b, &mt);
        assert_int_equal(fc_collide_manifold(&a, &b, &m), rc);
        if (rc != 1) {
            continue;
        }
        hits++;
        // A box with area against a polygon goes through fc_poly_contact.
        via_poly = ka + kb == FC_SHAPE_BOX + FC_SHAPE_POLY && !flat_box(ka == FC_SHAPE_BOX ? &a : &b);
        via_poly = via_poly || (ka == FC_SHAPE_POLY && kb == FC_SHAPE_POLY);
        assert_true(m.count == 1 || m.count == 2);
        two += m.count == 2;
        // the normal is exactly the MTV's, for every pair
        assert_int_equal(m.normal.x, mt.normal.x);
        assert_int_equal(m.normal.y, mt.normal.y);
        for (k = 0; k < (int)m.count; k++) {
            ld x = m.point[k].x, y = m.point[k].y;
            ld da = dist_shape(&a, x, y), db = dist_shape(&b, x, y);
            assert_true(m.depth[k] >= 0 && m.depth[k] <= mt.depth + 2 + mt.depth / 16384);
            if (via_poly) {
                assert_true((da <= 1.5L && db <= m.depth[k] + 2) || (db <= 1.5L && da <= m.depth[k] + 2));
            } else {
                // on or in both shapes, within the rounding of the point
                assert_true(da <= 1.5L && db <= 1.5L);
                assert_int_equal(m.depth[k], mt.depth);
            }
        }
        if (m.count == 1) {
            assert_int_equal(m.point[1].x, 0);
            assert_int_equal(m.depth[1], 0);
        }
    }
    print_message("manifolds: %d hits of 6000, %d with two points\n", hits, two);
    assert_true(hits > 1500);
    assert_true(two > 400);
}

static void test_manifold_cases(void **state)
{
    fc_vec tri[3];
    fc_poly p;
    fc_manifold m;
    fc_circle a = mkcircle(0, 0, U1), b = mkcircle(3 * U1, 0, 2 * U1);
    fc_box ba = mkbox(0, 0, U1, U1), bb = mkbox(U1 / 2, 10000, 100000, 50000);
    fc_box seg = mkbox(0, 0, U1, 0), pt = mkbox(5, 5, 5, 5);
    (void)state;
    // touching circles: the contact point itself, depth 0
    assert_int_equal(fc_circle_circle_manifold(&a, &b, &m), 1);
    assert_int_equal(m.count, 1);
    assert_int_equal(m.point[0].x, U1);
    assert_int_equal(m.point[0].y, 0);
    assert_int_equal(m.depth[0], 0);
    assert_int_equal(m.normal.x, -U1);
    // concentric zero circles: the common center
    a = mkcircle(7, 7, 0);
    assert_int_equal(fc_circle_circle_manifold(&a, &a, &m), 1);
    assert_int_equal(m.point[0].x, 7);
    // two boxes: the corners of the overlap on the side A leaves through
    assert_int_equal(fc_box_box_manifold(&ba, &bb, &m), 1);
    assert_int_equal(m.normal.x, -U1);
    assert_int_equal(m.count, 2);
    assert_int_equal(m.point[0].x, U1);
    assert_int_equal(m.point[0].y, 10000);
    assert_int_equal(m.point[1].y, 50000);
    assert_int_equal(m.depth[1], U1 / 2);
    // boxes sharing a corner: one point
    bb = mkbox(U1, U1, 2 * U1, 2 * U1);
    assert_int_equal(fc_box_box_manifold(&ba, &bb, &m), 1);
    assert_int_equal(m.count, 1);
    assert_int_equal(m.point[0].x, U1);
    // circle centered in a box: the center; outside: the nearest box point
    a = mkcircle(U1 / 2, U1 / 2, 10);
    assert_int_equal(fc_circle_box_manifold(&a, &ba, &m), 1);
    assert_int_equal(m.point[0].x, U1 / 2);
    a = mkcircle(U1 + 5, U1 + 5, 10);
    assert_int_equal(fc_circle_box_manifold(&a, &ba, &m), 1);
    assert_int_equal(m.point[0].x, U1);
    assert_int_equal(m.point[0].y, U1);
    // a segment across a triangle: the part inside it, exactly rounded
    tri[0] = mkv(-10, -10);
    tri[1] = mkv(100, -10);
    tri[2] = mkv(10, 100);
    assert_int_equal(fc_poly_build(tri, 3, &p), FC_OK);
    assert_int_equal(fc_box_poly_manifold(&seg, &p, &m), 1);
    assert_int_equal(m.count, 2);
    assert_int_equal(m.point[0].x, 0);
    assert_int_equal(m.point[1].x, 92);      // 100 - 90 * 10 / 110 = 91.8
    assert_int_equal(m.point[1].y, 0);
    assert_int_equal(m.normal.y, -U1);
    assert_int_equal(m.depth[0], 10);
    // a point box inside: the point
    assert_int_equal(fc_box_poly_manifold(&pt, &p, &m), 1);
    assert_int_equal(m.count, 1);
    assert_int_equal(m.point[0].x, 5);
    // circle against a triangle edge: the projection on the edge
    a = mkcircle(120, 40, 50);
    assert_int_equal(fc_circle_poly_manifold(&a, &p, &m), 1);
    assert_int_equal(m.count, 1);
    assert_true(dist_poly(&p, m.point[0].x, m.point[0].y) <= 0.75L);
    assert_true(hypotl(m.point[0].x - 120.0L, m.point[0].y - 40.0L) <= 50);
    // errors and NULL outputs
    assert_int_equal(fc_circle_circle_manifold(&a, &a, NULL), FC_ERR_NULL);
    assert_int_equal(fc_circle_box_manifold(&a, &ba, NULL), FC_ERR_NULL);
    assert_int_equal(fc_circle_poly_manifold(&a, &p, NULL), FC_ERR_NULL);
    assert_int_equal(fc_box_box_manifold(&ba, &ba, NULL), FC_ERR_NULL);
    assert_int_equal(fc_box_poly_manifold(&ba, &p, NULL), FC_ERR_NULL);
    ba.min.x = 2 * U1;
    assert_int_equal(fc_box_poly_manifold(&ba, &p, &m), FC_ERR_INVALID);
    p.convex = 0;
    assert_int_equal(fc_circle_poly_manifold(&a, &p, &m), FC_ERR_CONCAVE);
}

// Corrupted polygons: no undefined behaviour (the sanitizers watch), an
// answer or an error.
static void test_manifold_corrupted(void **state)
{
    fc_poly p;
    fc_manifold m;
    fc_box seg = mkbox(-U1, 0, U1, 0), bx = mkbox(-U1, -U1, U1, U1);
    fc_circle c = mkcircle(3 * U1, 0, U1);
    int it, i;
    (void)state;
    rng_seed(13);
    for (it = 0; it < 3000; it++) {
        rand_poly(&p, 0, 0, 2 * U1);
        for (i = 0; i < 3; i++) {
            int k = (int)(rng32() % p.n);
            switch (rng32() % 4u) {
            case 0: p.normal[k].x = (int32_t)rng32(); break;
            case 1: p.v[k].y = (int32_t)rng32(); break;
            case 2: p.nshift[k] = (uint8_t)rng32(); break;
            default: p.nlen[k] = rng32(); break;
            }
        }
        (void)fc_box_poly_manifold(&seg, &p, &m);
        (void)fc_box_poly_manifold(&bx, &p, &m);
        (void)fc_circle_poly_manifold(&c, &p, &m);
        c.c.x = rnd_between(-R, R);
        (void)fc_circle_poly_manifold(&c, &p, &m);
    }
}

// ---- broadphase -----------------------------------------------------------------------

#define NB 300

static int cmp_pair(const void *x, const void *y)
{
    const fc_pair *a = x, *b = y;
    if (a->a != b->a) {
        return a->a < b->a ? -1 : 1;
    }
    return a->b < b->b ? -1 : (a->b > b->b);
}

static int brute_pairs(const fc_box *bx, int n, fc_pair *out)
{
    int i, j, k = 0;
    for (i = 0; i < n; i++) {
        for (j = i + 1; j < n; j++) {
            if (fc_box_box(&bx[i], &bx[j]) == 1) {
                out[k].a = (uint16_t)i;
                out[k].b = (uint16_t)j;
                k++;
            }
        }
    }
    return k;
}

static fc_box boxes[NB];
static fc_pair got[NB * NB / 2], want[NB * NB / 2];

static void test_broadphase_frames(void **state)
{
    uint16_t order[NB];
    int32_t needed = -1;
    int frame, i, n, k, ref, total = 0;
    (void)state;
    rng_seed(14);
    for (i = 0; i < NB; i++) {
        int32_t x = rnd_between(-200 * U1, 200 * U1), y = rnd_between(-200 * U1, 200 * U1);
        int32_t w = rnd_between(0, 12 * U1), h = rnd_between(0, 12 * U1);
        if (i % 17 == 3) {
            boxes[i] = boxes[i - 1];            // identical boxes
        } else if (i % 13 == 5) {
            boxes[i] = mkbox(boxes[i - 1].max.x, y, boxes[i - 1].max.x + w, y + h);   // touching
        } else {
            boxes[i] = mkbox(x, y, x + w, y + h);
        }
    }
    n = NB;
    assert_int_equal(fc_bp_reset(order, n), FC_OK);
    for (frame = 0; frame < 30; frame++) {
        k = fc_bp_pairs(boxes, n, order, got, NB * NB / 2, &needed);
        assert_true(k >= 0);
        assert_int_equal(needed, k);
        ref = brute_pairs(boxes, n, want);
        assert_int_equal(k, ref);
        for (i = 0; i < k; i++) {
            assert_true(got[i].a < got[i].b);
        }
        qsort(got, (size_t)k, sizeof got[0], cmp_pair);
        assert_memory_equal(got, want, (size_t)k * sizeof got[0]);
        // order stays a sorted permutation
        for (i = 1; i < n; i++) {
            assert_true(boxes[order[i - 1]].min.x <= boxes[order[i]].min.x);
        }
        total += k;
        // move every body a little (some a lot), keep the order
        for (i = 0; i < n; i++) {
            int32_t dx = rnd_between(-U1, U1), dy = rnd_between(-U1, U1);
            if (rng32() % 50u == 0u) {
                dx = rnd_between(-100 * U1, 100 * U1);
            }
            boxes[i].min.x += dx;
            boxes[i].max.x += dx;
            boxes[i].min.y += dy;
            boxes[i].max.y += dy;
        }
        if (frame == 10) {
            n = NB - 40;                        // bodies removed: a new order
            assert_int_equal(fc_bp_reset(order, n), FC_OK);
        }
    }
    assert_true(total > 1000);
    // a short buffer: the first cap pairs, the total in needed
    k = fc_bp_pairs(boxes, n, order, got, 5, &needed);
    ref = brute_pairs(boxes, n, want);
    assert_int_equal(k, FC_ERR_CAPACITY);
    assert_int_equal(needed, ref);
    assert_int_equal(fc_bp_pairs(boxes, n, order, NULL, 0, &needed), FC_ERR_CAPACITY);
    assert_int_equal(needed, ref);
    for (i = 0; i < 5; i++) {
        assert_int_equal(fc_box_box(&boxes[got[i].a], &boxes[got[i].b]), 1);
    }
}

static void test_broadphase_cold_sorts(void **state)
{
    uint16_t order[NB];
    int i, k;
    (void)state;
    rng_seed(15);
    // reversed and shuffled orders: the insertion sort hands over to the
    // shell sort; the pairs and the sorted order come out right anyway
    for (i = 0; i < NB; i++) {
        int32_t x = rnd_between(-50 * U1, 50 * U1), y = rnd_between(-50 * U1, 50 * U1);
        boxes[i] = mkbox(x, y, x + U1, y + U1);
        order[i] = (uint16_t)(NB - 1 - i);
    }
    k = fc_bp_pairs(boxes, NB, order, got, NB * NB / 2, NULL);
    assert_int_equal(k, brute_pairs(boxes, NB, want));
    for (i = 1; i < NB; i++) {
        assert_true(boxes[order[i - 1]].min.x <= boxes[order[i]].min.x);
    }
    assert_int_equal(fc_bp_pairs(boxes, 0, order, NULL, 0, NULL), 0);
    assert_int_equal(fc_bp_pairs(boxes, 1, order, NULL, 0, NULL), FC_ERR_INVALID);  // order[0] != 0
    order[0] = 0;
    assert_int_equal(fc_bp_pairs(boxes, 1, order, NULL, 0, NULL), 0);
}

static void test_broadphase_errors(void **state)
{
    uint16_t order[4], keep[4];
    fc_pair pairs[8], pkeep[8];
    fc_box bx[4];
    int32_t needed = 77;
    int i;
    (void)state;
    for (i = 0; i < 4; i++) {
        bx[i] = mkbox(i, 0, i + 1, 1);
    }
    assert_int_equal(fc_bp_reset(order, 4), FC_OK);
    memset(pairs, SENT, sizeof pairs);
    memcpy(pkeep, pairs, sizeof pairs);
    order[2] = 1;                               // a duplicate
    memcpy(keep, order, sizeof order);
    assert_int_equal(fc_bp_pairs(bx, 4, order, pairs, 8, &needed), FC_ERR_INVALID);
    assert_memory_equal(order, keep, sizeof order);
    order[2] = 9;                               // out of range
    memcpy(keep, order, sizeof order);
    assert_int_equal(fc_bp_pairs(bx, 4, order, pairs, 8, &needed), FC_ERR_INVALID);
    assert_memory_equal(order, keep, sizeof order);
    assert_int_equal(fc_bp_reset(order, 4), FC_OK);
    memcpy(keep, order, sizeof order);
    bx[3].min.x = 5;                            // min > max
    assert_int_equal(fc_bp_pairs(bx, 4, order, pairs, 8, &needed), FC_ERR_INVALID);
    bx[3] = mkbox(0, 0, R + 1, 1);
    assert_int_equal(fc_bp_pairs(bx, 4, order, pairs, 8, &needed), FC_ERR_RANGE);
    assert_int_equal(fc_bp_pairs(bx, -1, order, pairs, 8, &needed), FC_ERR_COUNT);
    assert_int_equal(fc_bp_pairs(bx, FC_BP_MAX_BODIES + 1, order, pairs, 8, &needed), FC_ERR_COUNT);
    assert_int_equal(fc_bp_pairs(bx, 3, order, pairs, -1, &needed), FC_ERR_INVALID);
    assert_int_equal(fc_bp_pairs(NULL, 3, order, pairs, 8, &needed), FC_ERR_NULL);
    assert_int_equal(fc_bp_pairs(bx, 3, NULL, pairs, 8, &needed), FC_ERR_NULL);
    assert_int_equal(fc_bp_pairs(bx, 3, order, NULL, 8, &needed), FC_ERR_NULL);
    assert_memory_equal(order, keep, sizeof order);
    assert_memory_equal(pairs, pkeep, sizeof pairs);
    assert_int_equal(needed, 77);
    assert_int_equal(fc_bp_reset(NULL, 3), FC_ERR_NULL);
    assert_int_equal(fc_bp_reset(order, -2), FC_ERR_COUNT);
    // three boxes touching in a row: 0-1, 1-2
    assert_int_equal(fc_bp_reset(order, 3), FC_OK);
    assert_int_equal(fc_bp_pairs(bx, 3, order, pairs, 8, &needed), 2);
    assert_int_equal(needed, 2);
}

// The segment reference: fc_ray_box says whether the segment reaches the
// box (a hit or a start inside).
static void test_broadphase_queries(void **state)
{
    uint16_t hits[NB];
    fc_box q;
    fc_vec o, d;
    fc_ray ray;
    fc_ray_hit rh;
    int32_t needed;
    int it, i, k, j;
    (void)state;
    rng_seed(16);
    for (i = 0; i < NB; i++) {
        int32_t x = rnd_between(-100 * U1, 100 * U1), y = rnd_between(-100 * U1, 100 * U1);
        int32_t w = (i % 9 == 0) ? 0 : rnd_between(0, 10 * U1), h = rnd_between(0, 10 * U1);
        boxes[i] = mkbox(x, y, x + w, y + h);
    }
    for (it = 0; it < 400; it++) {
        int32_t x = rnd_between(-100 * U1, 100 * U1), y = rnd_between(-100 * U1, 100 * U1);
        q = mkbox(x, y, x + rnd_between(0, 30 * U1), y + rnd_between(0, 30 * U1));
        k = fc_bp_query_box(boxes, NB, &q, hits, NB, &needed);
        assert_int_equal(k, needed);
        for (i = 0, j = 0; i < NB; i++) {
            if (fc_box_box(&boxes[i], &q) == 1) {
                assert_true(j < k);
                assert_int_equal(hits[j], i);
                j++;
            }
        }
        assert_int_equal(j, k);
        o = mkv(x, y);
        d = mkv(rnd_between(-150 * U1, 150 * U1), rnd_between(-150 * U1, 150 * U1));
        if (it % 10 == 0) {
            d.y = 0;                            // axis-aligned segments
        } else if (it % 10 == 1) {
            d = mkv(0, 0);
        } else if (it % 10 == 2) {
            o = boxes[it % NB].min;             // through corners
            d.x = boxes[(it * 7) % NB].max.x - o.x;
            d.y = boxes[(it * 7) % NB].max.y - o.y;
        }
        k = fc_bp_query_segment(boxes, NB, &o, &d, hits, NB, &needed);
        assert_int_equal(k, needed);
        ray.origin = o;
        ray.delta = d;
        for (i = 0, j = 0; i < NB; i++) {
            int rr = fc_ray_box(&ray, &boxes[i], &rh);
            if (rr == FC_RAY_HIT || rr == FC_RAY_INSIDE) {
                assert_true(j < k);
                assert_int_equal(hits[j], i);
                j++;
            }
        }
        assert_int_equal(j, k);
    }
    // capacity, errors
    q = mkbox(-R, -R, R, R);
    assert_int_equal(fc_bp_query_box(boxes, NB, &q, hits, 3, &needed), FC_ERR_CAPACITY);
    assert_int_equal(needed, NB);
    assert_int_equal(hits[2], 2);
    q.min.x = R + 1;
    assert_int_equal(fc_bp_query_box(boxes, NB, &q, hits, 3, &needed), FC_ERR_RANGE);
    assert_int_equal(fc_bp_query_box(boxes, NB, NULL, hits, 3, &needed), FC_ERR_NULL);
    o = mkv(R + 1, 0);
    assert_int_equal(fc_bp_query_segment(boxes, NB, &o, &d, hits, NB, NULL), FC_ERR_RANGE);
    assert_int_equal(fc_bp_query_segment(boxes, NB, NULL, &d, hits, NB, NULL), FC_ERR_NULL);
    boxes[7].min.y = boxes[7].max.y + 1;
    assert_int_equal(fc_bp_query_segment(boxes, NB, &d, &d, hits, NB, NULL), FC_ERR_INVALID);
    assert_int_equal(fc_bp_query_box(boxes, NB, &q, hits, NB, NULL), FC_ERR_INVALID);
    boxes[7].min.y = boxes[7].max.y;
    o = mkv(-R, -R);
    d = mkv(R, R);
    k = fc_bp_query_segment(boxes, NB, &o, &d, NULL, 0, &needed);
    assert_true(k == 0 || k == FC_ERR_CAPACITY);
}

// ---- vectors and translation -------------------------------------------------------

static void test_vec_helpers(void **state)
{
    fc_vec a = mkv(INT32_MAX, -5), b = mkv(1, 7), r, keep;
    fc_wide w;
    uint32_t hi, lo;
    int it;
    (void)state;
    r = mkv(123, 456);
    keep = r;
    assert_int_equal(fc_vec_add(&a, &b, &r), FC_ERR_OVERFLOW);
    assert_memory_equal(&r, &keep, sizeof r);
    b.x = -1;
    assert_int_equal(fc_vec_add(&a, &b, &r), FC_OK);
    assert_int_equal(r.x, INT32_MAX - 1);
    assert_int_equal(r.y, 2);
    a = mkv(INT32_MIN, 0);
    assert_int_equal(fc_vec_sub(&a, &b, &r), FC_OK);
    b.x = 1;
    assert_int_equal(fc_vec_sub(&a, &b, &r), FC_ERR_OVERFLOW);
    assert_int_equal(fc_vec_neg(&a, &r), FC_ERR_OVERFLOW);
    assert_int_equal(fc_vec_perp(&a, &r), FC_OK);
    assert_int_equal(r.y, INT32_MIN);
    a = mkv(3, INT32_MIN);
    assert_int_equal(fc_vec_perp(&a, &r), FC_ERR_OVERFLOW);
    a = mkv(3, -4);
    assert_int_equal(fc_vec_perp(&a, &a), FC_OK);      // in place
    assert_int_equal(a.x, 4);
    assert_int_equal(a.y, 3);
    assert_int_equal(fc_vec_neg(&a, &a), FC_OK);
    assert_int_equal(a.x, -4);
    a = mkv(3 * U1, -U1 / 2);
    assert_int_equal(fc_vec_scale(&a, U1 / 2, &r), FC_OK);
    assert_int_equal(r.x, 3 * U1 / 2);
    assert_int_equal(r.y, -U1 / 4);
    assert_int_equal(fc_vec_scale(&a, INT32_MAX, &r), FC_ERR_OVERFLOW);
    a = mkv(INT32_MIN, INT32_MIN);
    assert_int_equal(fc_vec_dot(&a, &a, &w), FC_ERR_OVERFLOW);
    assert_int_equal(fc_vec_cross(&a, &a, &w), FC_OK);
    b = mkv(INT32_MIN, INT32_MAX);
    assert_int_equal(fc_vec_cross(&a, &b, &w), FC_OK);
    rng_seed(17);
    for (it = 0; it < 20000; it++) {
        i128 d, c;
        int32_t ax = (int32_t)rng32(), ay = (int32_t)rng32(), bx = (int32_t)rng32(), by = (int32_t)rng32();
        if (it % 4 == 0) {
            ax = it % 8 ? INT32_MIN : INT32_MAX;
            by = INT32_MIN;
        }
        a = mkv(ax, ay);
        b = mkv(bx, by);
        d = (i128)ax * bx + (i128)ay * by;
        c = (i128)ax * by - (i128)ay * bx;
        if (d > (i128)INT64_MAX) {
            assert_int_equal(fc_vec_dot(&a, &b, &w), FC_ERR_OVERFLOW);
        } else {
            assert_int_equal(fc_vec_dot(&a, &b, &w), FC_OK);
            fc_wide_parts(&w, &hi, &lo);
            assert_true((int64_t)(((uint64_t)hi << 32) | lo) == (int64_t)d);
        }
        assert_int_equal(fc_vec_cross(&a, &b, &w), FC_OK);
        fc_wide_parts(&w, &hi, &lo);
        assert_true((int64_t)(((uint64_t)hi << 32) | lo) == (int64_t)c);
    }
    assert_int_equal(fc_vec_add(NULL, &b, &r), FC_ERR_NULL);
    assert_int_equal(fc_vec_dot(&a, &b, NULL), FC_ERR_NULL);
    assert_int_equal(fc_vec_cross(&a, NULL, &w), FC_ERR_NULL);
    assert_int_equal(fc_vec_scale(&a, 1, NULL), FC_ERR_NULL);
    assert_int_equal(fc_vec_perp(NULL, &r), FC_ERR_NULL);
    assert_int_equal(fc_vec_neg(&a, NULL), FC_ERR_NULL);
    assert_int_equal(fc_vec_sub(&a, &b, NULL), FC_ERR_NULL);
}

static void test_translate(void **state)
{
    fc_poly p, q, ref, keep;
    fc_vec pts[FC_MAX_VERTS], d;
    int it, i;
    (void)state;
    rng_seed(18);
    for (it = 0; it < 2000; it++) {
        int32_t s = rnd_between(3, 1 << rnd_between(3, 27));
        rand_poly(&p, rnd_between(-R / 2, R / 2), rnd_between(-R / 2, R / 2), s);
        d = mkv(rnd_between(-R / 2, R / 2), rnd_between(-R / 2, R / 2));
        for (i = 0; i < (int)p.n; i++) {
            pts[i] = mkv(p.v[i].x + d.x, p.v[i].y + d.y);
        }
        if (fc_poly_build(pts, p.n, &ref) != FC_OK) {
            assert_int_equal(fc_poly_translate(&p, &d, &q), FC_ERR_RANGE);
            continue;
        }
        assert_int_equal(fc_poly_translate(&p, &d, &q), FC_OK);
        assert_memory_equal(&q, &ref, sizeof q);
        assert_int_equal(fc_poly_check(&q), FC_OK);
        assert_int_equal(fc_poly_translate(&p, &d, &p), FC_OK);     // in place
        assert_memory_equal(&p, &ref, sizeof p);
    }
    d = mkv(R, 0);
    rand_poly(&p, 0, 0, 100);
    keep = p;
    q = p;
    assert_int_equal(fc_poly_translate(&p, &d, &q), FC_ERR_RANGE);
    assert_memory_equal(&q, &keep, sizeof q);
    d = mkv(INT32_MAX, 0);
    assert_int_equal(fc_poly_translate(&p, &d, &q), FC_ERR_RANGE);
    p.box.min.x = INT32_MIN;                    // corrupted: refused, no overflow
    d = mkv(-5, 0);
    assert_int_equal(fc_poly_translate(&p, &d, &q), FC_ERR_RANGE);
    p = keep;
    p.n = 1;
    assert_int_equal(fc_poly_translate(&p, &d, &q), FC_ERR_COUNT);
    assert_int_equal(fc_poly_translate(NULL, &d, &q), FC_ERR_NULL);
}

// ---- distance ------------------------------------------------------------------------------

// The reference: the exact distance between the cores (long double), less
// both radii.
static int core_of(const fc_shape *s, fc_vec *pts, ld *r)
{
    int i;
    *r = 0;
    if (s->kind == FC_SHAPE_CIRCLE) {
        pts[0] = s->u.circle.c;
        *r = s->u.circle.r;
        return 1;
    }
    if (s->kind == FC_SHAPE_BOX) {
        pts[0] = s->u.box.min;
        pts[1] = mkv(s->u.box.max.x, s->u.box.min.y);
        pts[2] = s->u.box.max;
        pts[3] = mkv(s->u.box.min.x, s->u.box.max.y);
        return 4;
    }
    for (i = 0; i < (int)s->u.poly->n; i++) {
        pts[i] = s->u.poly->v[i];
    }
    return (int)s->u.poly->n;
}

static ld seg_dist(const fc_vec *a, const fc_vec *b, const fc_vec *p)
{
    ld ex = (ld)b->x - a->x, ey = (ld)b->y - a->y, wx = (ld)p->x - a->x, wy = (ld)p->y - a->y;
    ld l2 = ex * ex + ey * ey, t = l2 > 0 ? (ex * wx + ey * wy) / l2 : 0;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    return hypotl(wx - t * ex, wy - t * ey);
}

static ld ref_distance(const fc_shape *a, const fc_shape *b)
{
    fc_vec pa[FC_MAX_VERTS], pb[FC_MAX_VERTS];
    ld ra, rb, best = -1, d;
    int na = core_of(a, pa, &ra), nb = core_of(b, pb, &rb), i, j, k;
    for (k = 0; k < 2; k++) {
        const fc_vec *p = k ? pb : pa, *q = k ? pa : pb;
        int np = k ? nb : na, nq = k ? na : nb;
        for (i = 0; i < np; i++) {
            for (j = 0; j < nq; j++) {
                d = seg_dist(&q[j], &q[(j + 1) % nq], &p[i]);
                if (best < 0 || d < best) {
                    best = d;
                }
            }
        }
    }
    return best - ra - rb;
}

static void test_distance(void **state)
{
    fc_poly pa, pb;
    fc_shape a, b;
    fc_distance d, e, keep;
    int it, apart = 0;
    (void)state;
    rng_seed(19);
    for (it = 0; it < 6000; it++) {
        int ka = 1 + (int)(rng32() % 3u), kb = 1 + (int)(rng32() % 3u);
        int32_t s = rnd_between(1, 1 << rnd_between(4, 26));
        int rc;
        ld ref, da, db;
        rand_shape(ka, &a, &pa, 0, 0, s);
        rand_shape(kb, &b, &pb, rnd_between(-2 * s, 2 * s), rnd_between(-2 * s, 2 * s), s);
        memset(&d, SENT, sizeof d);
        keep = d;
        rc = fc_shape_distance(&a, &b, &d);
        assert_int_equal(rc, fc_collide(&a, &b));
        if (rc == 1) {
            assert_memory_equal(&d, &keep, sizeof d);
            continue;
        }
        apart++;
        ref = ref_distance(&a, &b);
        assert_true(fabsl((ld)d.d - ref) <= 2 + ref / 16384);
        da = dist_shape(&a, d.a.x, d.a.y);
        db = dist_shape(&b, d.b.x, d.b.y);
        assert_true(da <= 2 && db <= 2);
        assert_true(fabsl(hypotl((ld)d.a.x - d.b.x, (ld)d.a.y - d.b.y) - ref) <= 3 + ref / 16384);
        // the other order: the same distance
        assert_int_equal(fc_shape_distance(&b, &a, &e), 0);
        assert_int_equal(e.d, d.d);
    }
    print_message("distance: %d apart of 6000\n", apart);
    assert_true(apart > 1500);
}

static void test_distance_cases(void **state)
{
    fc_shape a, b;
    fc_distance d;
    fc_circle c1 = mkcircle(0, 0, U1), c2 = mkcircle(3 * U1, 0, U1);
    fc_box b1 = mkbox(0, 0, U1, U1), b2 = mkbox(U1 + 1, 0, 2 * U1, U1);
    (void)state;
    fc_shape_circle(&a, &c1);
    fc_shape_circle(&b, &c2);
    assert_int_equal(fc_shape_distance(&a, &b, &d), 0);
    assert_int_equal(d.d, U1);
    assert_int_equal(d.a.x, U1);
    assert_int_equal(d.b.x, 2 * U1);
    c2.c.x = 2 * U1;                        // touching
    fc_shape_circle(&b, &c2);
    assert_int_equal(fc_shape_distance(&a, &b, &d), 1);
    fc_shape_box(&a, &b1);
    fc_shape_box(&b, &b2);
    assert_int_equal(fc_shape_distance(&a, &b, &d), 0);   // one raw apart
    assert_int_equal(d.d, 1);
    assert_int_equal(d.a.x, U1);
    assert_int_equal(d.b.x, U1 + 1);
    assert_int_equal(d.a.y, d.b.y);
    b2 = mkbox(2 * U1, 2 * U1, 2 * U1, 2 * U1);          // a point box, diagonal
    fc_shape_box(&b, &b2);
    assert_int_equal(fc_shape_distance(&a, &b, &d), 0);
    assert_int_equal(d.d, 92682);                        // sqrt(2) 65536
    assert_int_equal(d.a.x, U1);
    assert_int_equal(d.a.y, U1);
    assert_int_equal(fc_shape_distance(&a, &b, NULL), FC_ERR_NULL);
    b.kind = 9;
    assert_int_equal(fc_shape_distance(&a, &b, &d), FC_ERR_INVALID);
}

// ---- sweeps of every pair ---------------------------------------------------------------

static void box_poly(const fc_box *b, fc_poly *p)
{
    fc_vec c[4];
    c[0] = b->min;
    c[1] = mkv(b->max.x, b->min.y);
    c[2] = b->max;
    c[3] = mkv(b->min.x, b->max.y);
    assert_int_equal(fc_poly_build(c, 4, p), FC_OK);
}

static void test_sweeps_agree(void **state)
{
    fc_poly pa, pb, bp;
    fc_shape a, b;
    fc_sweep r1, r2;
    fc_vec v, nv;
    fc_ray ray;
    fc_ray_hit hit;
    int it, hits = 0, rc;
    (void)state;
    rng_seed(20);
    for (it = 0; it < 4000; it++) {
        int ka = 1 + (int)(rng32() % 3u), kb = 1 + (int)(rng32() % 3u);
        int32_t s = rnd_between(2, 1 << rnd_between(4, 25));
        int32_t bx = rnd_between(-4 * s, 4 * s), by = rnd_between(-4 * s, 4 * s);
        rand_shape(ka, &a, &pa, 0, 0, s);
        rand_shape(kb, &b, &pb, bx, by, s);
        if (it % 2 == 0) {
            v = mkv(rnd_between(-8 * s, 8 * s), rnd_between(-8 * s, 8 * s));
        } else {
            // towards b, more or less, near or past it
            v = mkv(bx * rnd_between(1, 8) / 4 + rnd_between(-s, s), by * rnd_between(1, 8) / 4 + rnd_between(-s, s));
        }
        nv = mkv(-v.x, -v.y);
        rc = fc_collide_sweep(&a, &b, &v, &r1);
        assert_true(rc >= 0 && rc <= 2);
        assert_int_equal(rc == FC_SWEEP_OVERLAP, fc_collide(&a, &b) == 1);
        hits += rc == FC_SWEEP_HIT;
        // touching at the start: the motion is the exact sign of v along
        // the push, which the rounded normal shows away from a tie
        if (rc == FC_SWEEP_OVERLAP) {
            ld along = (ld)v.x * r1.start.normal.x + (ld)v.y * r1.start.normal.y;
            ld margin = 4 * (fabsl((ld)v.x) + fabsl((ld)v.y));
            assert_true(r1.motion >= -1 && r1.motion <= 1);
            if (along > margin) {
                assert_int_equal(r1.motion, FC_MOTION_SEPARATING);
            } else if (along < -margin) {
                assert_int_equal(r1.motion, FC_MOTION_DEEPENING);
            }
        } else {
            assert_int_equal(r1.motion, 0);
        }
        // the other way round: the same motion, the same time
        assert_int_equal(fc_collide_sweep(&b, &a, &nv, &r2), rc);
        if (rc == FC_SWEEP_HIT && (ka == FC_SHAPE_CIRCLE || kb == FC_SHAPE_CIRCLE)) {
            assert_int_equal(r2.toi, r1.toi);
        }
        if (rc == FC_SWEEP_HIT && ka != FC_SHAPE_CIRCLE && kb != FC_SHAPE_CIRCLE) {
            assert_int_equal(r2.toi, r1.toi);
        }
        // a box with area is the 4-gon of its corners
        if (kb == FC_SHAPE_BOX && b.u.box.min.x < b.u.box.max.x && b.u.box.min.y < b.u.box.max.y) {
            box_poly(&b.u.box, &bp);
            if (ka == FC_SHAPE_CIRCLE) {
                assert_int_equal(fc_circle_sweep_poly(&a.u.circle, &bp, &v, &r2), rc);
                // the same answer (where MTVs tie, the box and the polygon
                // may pick different sides: the depths agree)
                assert_int_equal(r2.toi, r1.toi);
                assert_int_equal(r2.start.depth, r1.start.depth);
                assert_int_equal(r2.end.depth, r1.end.depth);
                if (rc == FC_SWEEP_HIT) {
                    assert_int_equal(r2.normal.x, r1.normal.x);
                    assert_int_equal(r2.normal.y, r1.normal.y);
                }
            } else if (ka == FC_SHAPE_POLY) {
                assert_int_equal(fc_poly_sweep(a.u.poly, &bp, &v, &r2), rc);
                assert_int_equal(r2.toi, r1.toi);
                assert_int_equal(r2.will_intersect, r1.will_intersect);
            }
        }
        // two circles: a ray against the grown circle
        if (ka == FC_SHAPE_CIRCLE && kb == FC_SHAPE_CIRCLE && rc != FC_SWEEP_OVERLAP
            && a.u.circle.r + b.u.circle.r <= R) {
            fc_circle g = mkcircle(b.u.circle.c.x, b.u.circle.c.y, a.u.circle.r + b.u.circle.r);
            ray.origin = a.u.circle.c;
            ray.delta = v;
            assert_int_equal(fc_ray_circle(&ray, &g, &hit) == FC_RAY_HIT, rc == FC_SWEEP_HIT);
            if (rc == FC_SWEEP_HIT) {
                assert_int_equal(hit.t, r1.toi);
                assert_int_equal(hit.normal.x, r1.normal.x);
            }
        }
    }
    print_message("sweeps: %d hits of 4000\n", hits);
    assert_true(hits > 800);
}

// Two circles whose swept boxes just touch or just miss, on each side and
// axis, at every scale up to the ends of the range (where the sweep takes
// its checked path): the answer is the ray's against the grown circle,
// the end MTV fc_circle_circle_mtv's at the end position.
static int32_t clamp_range(int64_t x)
{
    return (int32_t)(x > R ? R : x < -R ? -R : x);
}

// A circle-circle sweep against the ray from a's center against b grown by
// a's radius (the time, the normal and the result) and against the end
// position's MTV; counts the misses and the hits.
static void check_sweep_circle_ray(const fc_circle *pa, const fc_circle *pb, const fc_vec *pv,
                                   int *rejected, int *hits)
{
    fc_circle a = *pa, b = *pb, g, moved;
    fc_vec v = *pv;
    int32_t reach = a.r + b.r;
    fc_sweep r;
    fc_ray ray;
    fc_ray_hit hit;
    fc_mtv m;
    int rc, rrc;
    rc = fc_circle_sweep_circle(&a, &b, &v, &r);
    assert_true(rc >= 0);
    g = mkcircle(b.c.x, b.c.y, reach);
    ray.origin = a.c;
    ray.delta = v;
    if (reach > R) {
        return;                                 // beyond what fc_ray_circle takes
    }
    rrc = fc_ray_circle(&ray, &g, &hit);
    assert_int_equal(rc, rrc == FC_RAY_HIT ? FC_SWEEP_HIT
                         : rrc == FC_RAY_INSIDE ? FC_SWEEP_OVERLAP : FC_SWEEP_MISS);
    if (rc == FC_SWEEP_MISS) {
        (*rejected)++;
        assert_int_equal(r.will_intersect, 0);
        assert_int_equal(r.end.depth, 0);
        return;
    }
    if (rc == FC_SWEEP_HIT) {
        (*hits)++;
        assert_int_equal(r.toi, hit.t);
        assert_int_equal(r.normal.x, hit.normal.x);
        assert_int_equal(r.normal.y, hit.normal.y);
    }
    moved = a;
    moved.c.x = a.c.x + v.x;
    moved.c.y = a.c.y + v.y;
    memset(&m, 0, sizeof m);
    if (moved.c.x >= -R && moved.c.x <= R && moved.c.y >= -R && moved.c.y <= R) {
        assert_true(fc_circle_circle_mtv(&moved, &b, &m) >= 0);
    }
    assert_int_equal(r.end.depth, m.depth);
    assert_int_equal(r.end.normal.x, m.normal.x);
    assert_int_equal(r.end.normal.y, m.normal.y);
}

static void test_sweep_circle_boxes(void **state)
{
    static const int32_t scales[] = { 4, U1, 1 << 24, 1 << 28, R };
    int i, rejected = 0, hits = 0;
    (void)state;
    rng_seed(23);
    for (i = 0; i < 60000; i++) {
        int32_t s = scales[i % 5], ra, rb, reach;
        int axis = (i / 5) % 2, side = (i / 10) % 2 ? 1 : -1, end_first = (i / 20) % 2;
        int64_t bx, by, wa, wb, ea, eb;
        fc_circle a, b;
        fc_vec v;
        ra = rnd_between(0, s / 4 < R / 2 ? s / 4 : R / 2);
        rb = rnd_between(0, s / 4 < R / 2 ? s / 4 : R / 2);
        reach = ra + rb;
        // b's center: in the middle half (no clamping below the largest
        // scale), its other coordinate at an end of the range every other
        // time (the checked path)
        bx = rnd_between(-R / 2, R / 2);
        by = rnd_between(-R / 2, R / 2);
        if ((i / 40) % 2 != 0) {
            if (axis == 0) {
                by = side * (int64_t)R;
            } else {
                bx = side * (int64_t)R;
            }
        }
        // along the axis: one end of a's path at side * (reach + 0 or 1)
        // from b's center, the other beyond it or back across
        wa = side * ((int64_t)reach + rnd_between(0, 1));
        wb = wa + side * (int64_t)rnd_between(-s, s);
        ea = end_first ? wb : wa;
        eb = end_first ? wa : wb;
        a.r = ra;
        b.r = rb;
        b.c.x = (int32_t)bx;
        b.c.y = (int32_t)by;
        if (axis == 0) {
            a.c.x = clamp_range(bx + ea);
            a.c.y = clamp_range(by + rnd_between(-s, s));
            v.x = clamp_range(bx + eb - a.c.x);
            v.y = clamp_range((int64_t)rnd_between(-s, s));
        } else {
            a.c.y = clamp_range(by + ea);
            a.c.x = clamp_range(bx + rnd_between(-s, s));
            v.y = clamp_range(by + eb - a.c.y);
            v.x = clamp_range((int64_t)rnd_between(-s, s));
        }
        check_sweep_circle_ray(&a, &b, &v, &rejected, &hits);
    }
    print_message("swept boxes: %d misses, %d hits of 60000\n", rejected, hits);
    assert_true(rejected > 10000 && hits > 1000);
}

// Diagonal tangents: paths along the lines x + y = +-c and x - y = +-c
// near c = R sqrt(2), where they touch the grown circle at 45 degrees (the
// corners of its box, where a swept-box test passes them), each end
// moved off the line by up to 2 raw, over every scale; against the ray
// as above.
static void test_sweep_circle_diagonals(void **state)
{
    static const int32_t scales[] = { 4, 300, U1, 1 << 24, 1 << 27 };
    int i, rejected = 0, hits = 0;
    (void)state;
    rng_seed(29);
    for (i = 0; i < 60000; i++) {
        int32_t s = scales[i % 5], reach, c, u0, u1;
        int sx = (i / 5) % 2 ? 1 : -1, sy = (i / 10) % 2 ? 1 : -1;
        int64_t w0x, w0y, w1x, w1y;
        fc_circle a, b;
        fc_vec v;
        a.r = rnd_between(0, s / 2);
        b.r = rnd_between(0, s / 2);
        reach = a.r + b.r;
        // c: R sqrt(2) rounded down, up to 3 raw off; the path's ends on
        // the line u + u' = c, on either side of the tangent point
        c = (int32_t)floor((double)reach * 1.4142135623730951) + rnd_between(-1, 3);
        u0 = c / 2 - rnd_between(-s / 8, 2 * s);
        u1 = c / 2 + rnd_between(-s / 8, 2 * s);
        w0x = u0;
        w0y = (int64_t)c - u0 + rnd_between(-2, 2);
        w1x = u1;
        w1y = (int64_t)c - u1 + rnd_between(-2, 2);
        if ((i / 20) % 2 != 0) {
            int64_t t = w0x;                    // reversed
            w0x = w1x;
            w1x = t;
            t = w0y;
            w0y = w1y;
            w1y = t;
        }
        b.c.x = rnd_between(-R / 4, R / 4);
        b.c.y = rnd_between(-R / 4, R / 4);
        a.c.x = b.c.x + (int32_t)(sx * w0x);
        a.c.y = b.c.y + (int32_t)(sy * w0y);
        v.x = (int32_t)(sx * (w1x - w0x));
        v.y = (int32_t)(sy * (w1y - w0y));
        check_sweep_circle_ray(&a, &b, &v, &rejected, &hits);
    }
    print_message("diagonals: %d misses, %d hits of 60000\n", rejected, hits);
    assert_true(rejected > 10000 && hits > 10000);
}

// The corners of the grown circle's box at every scale up to the largest
// the sweep's quick path takes (centers within 2^29): paths along x + y =
// c in each quadrant (mirrored, and with x and y swapped), c within 3 raw
// of R sqrt(2) or up to 20000 raw inside it (touching), each end up to 2
// raw off the line, with b's center near the origin; against the ray as
// above. Where the sweep tests the swept octagon first
// (FCI_SWEEP_OCTAGON), its bound L >= R sqrt(2) is tight here.
static void test_sweep_circle_corners(void **state)
{
    static const int32_t reaches[] = { 700000000, 600000000, 1 << 29, 300000000, (1 << 25) + 3,
                                       7 * U1 + 5, 1000 };
    int i, rejected = 0, hits = 0;
    (void)state;
    rng_seed(31);
    for (i = 0; i < 40000; i++) {
        int32_t reach = reaches[i % 7] - rnd_between(0, 3), c, d0, d1;
        int sx = (i / 7) % 2 ? 1 : -1, sy = (i / 14) % 2 ? 1 : -1, swap = (i / 28) % 2;
        uint64_t two_r2 = 2u * (uint64_t)reach * (uint64_t)reach, f;
        int64_t w0x, w0y, w1x, w1y, t;
        fc_circle a, b;
        fc_vec v;
        // f = floor(R sqrt(2)), exactly
        f = (uint64_t)sqrtl((long double)two_r2);
        while (f * f > two_r2) {
            f--;
        }
        while ((f + 1) * (f + 1) <= two_r2) {
            f++;
        }
        c = (int32_t)f + ((i / 56) % 2 ? rnd_between(-3, 3) : -rnd_between(0, 20000));
        d0 = rnd_between(0, reach / 8 < (1 << 24) ? reach / 8 : (1 << 24));
        d1 = rnd_between(0, reach / 8 < (1 << 24) ? reach / 8 : (1 << 24));
        w0x = c / 2 - d0;
        w0y = (int64_t)c - w0x + rnd_between(-2, 2);
        w1x = c / 2 + d1;
        w1y = (int64_t)c - w1x + rnd_between(-2, 2);
        if (swap) {
            t = w0x;
            w0x = w0y;
            w0y = t;
            t = w1x;
            w1x = w1y;
            w1y = t;
        }
        a.r = reach / 2;
        b.r = reach - a.r;
        b.c.x = rnd_between(-1000, 1000);
        b.c.y = rnd_between(-1000, 1000);
        a.c.x = b.c.x + (int32_t)(sx * w0x);
        a.c.y = b.c.y + (int32_t)(sy * w0y);
        v.x = (int32_t)(sx * (w1x - w0x));
        v.y = (int32_t)(sy * (w1y - w0y));
        check_sweep_circle_ray(&a, &b, &v, &rejected, &hits);
    }
    print_message("corners: %d misses, %d hits of 40000\n", rejected, hits);
    assert_true(rejected > 4000 && hits > 10000);
}

static void test_sweep_cases(void **state)
{
    fc_circle c1 = mkcircle(0, 0, U1), c2 = mkcircle(5 * U1, 0, U1);
    fc_box bx = mkbox(3 * U1, -U1, 4 * U1, U1), keep_box;
    fc_poly tri;
    fc_vec v = mkv(3 * U1, 0), pts[3];
    fc_sweep r, keep;
    (void)state;
    // touching exactly at t = 1, and 1 raw short
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_SWEEP_HIT);
    assert_int_equal(r.toi, U1);
    assert_int_equal(r.normal.x, -U1);
    assert_int_equal(r.end.depth, 0);
    v.x -= 1;
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_SWEEP_MISS);
    v = mkv(2 * U1, 0);
    assert_int_equal(fc_circle_sweep_box(&c1, &bx, &v, &r), FC_SWEEP_HIT);
    assert_int_equal(r.toi, U1);
    assert_int_equal(r.normal.x, -U1);
    v = mkv(-2 * U1, 0);
    assert_int_equal(fc_box_sweep_circle(&bx, &c1, &v, &r), FC_SWEEP_HIT);
    assert_int_equal(r.toi, U1);
    assert_int_equal(r.normal.x, U1);
    // touching at t = 0, still: sliding; leaving, deepening, along
    c2.c.x = 2 * U1;
    v = mkv(0, 0);
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_SWEEP_OVERLAP);
    assert_int_equal(r.start.depth, 0);
    assert_int_equal(r.start.normal.x, -U1);
    assert_int_equal(r.motion, FC_MOTION_SLIDING);
    v = mkv(-1, 5 * U1);
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_SWEEP_OVERLAP);
    assert_int_equal(r.motion, FC_MOTION_SEPARATING);
    v = mkv(1, 5 * U1);
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_SWEEP_OVERLAP);
    assert_int_equal(r.motion, FC_MOTION_DEEPENING);
    v = mkv(0, 5 * U1);
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_SWEEP_OVERLAP);
    assert_int_equal(r.motion, FC_MOTION_SLIDING);
    {
        // a box resting on a box, sliding along and lifting off by 1 raw
        fc_box floor_box = mkbox(-10 * U1, -U1, 10 * U1, 0), crate = mkbox(0, 0, U1, U1);
        fc_circle ball = mkcircle(0, U1, U1);
        v = mkv(3 * U1, 0);
        assert_int_equal(fc_box_sweep(&crate, &floor_box, &v, &r), FC_SWEEP_OVERLAP);
        assert_int_equal(r.motion, FC_MOTION_SLIDING);
        v = mkv(3 * U1, 1);
        assert_int_equal(fc_box_sweep(&crate, &floor_box, &v, &r), FC_SWEEP_OVERLAP);
        assert_int_equal(r.motion, FC_MOTION_SEPARATING);
        v = mkv(3 * U1, -1);
        assert_int_equal(fc_box_sweep(&crate, &floor_box, &v, &r), FC_SWEEP_OVERLAP);
        assert_int_equal(r.motion, FC_MOTION_DEEPENING);
        // a ball resting on the floor, both ways round
        assert_int_equal(fc_circle_sweep_box(&ball, &floor_box, &v, &r), FC_SWEEP_OVERLAP);
        assert_int_equal(r.motion, FC_MOTION_DEEPENING);
        v = mkv(-3 * U1, 1);
        assert_int_equal(fc_box_sweep_circle(&floor_box, &ball, &v, &r), FC_SWEEP_OVERLAP);
        assert_int_equal(r.motion, FC_MOTION_DEEPENING);
        v = mkv(-3 * U1, -1);
        assert_int_equal(fc_box_sweep_circle(&floor_box, &ball, &v, &r), FC_SWEEP_OVERLAP);
        assert_int_equal(r.motion, FC_MOTION_SEPARATING);
    }
    // grazing a corner of the box
    c1 = mkcircle(0, 2 * U1, U1);
    v = mkv(8 * U1, 0);
    assert_int_equal(fc_circle_sweep_box(&c1, &bx, &v, &r), FC_SWEEP_HIT);
    assert_int_equal(r.normal.y, U1);
    c1.c.y += 1;
    assert_int_equal(fc_circle_sweep_box(&c1, &bx, &v, &r), FC_SWEEP_MISS);
    // a polygon against a box and back
    pts[0] = mkv(0, 0);
    pts[1] = mkv(U1, 0);
    pts[2] = mkv(0, U1);
    assert_int_equal(fc_poly_build(pts, 3, &tri), FC_OK);
    v = mkv(2 * U1, 0);
    assert_int_equal(fc_poly_sweep_box(&tri, &bx, &v, &r), FC_SWEEP_HIT);
    assert_int_equal(r.toi, U1);
    assert_int_equal(r.normal.x, -U1);
    v = mkv(-2 * U1, 0);
    assert_int_equal(fc_box_sweep_poly(&bx, &tri, &v, &r), FC_SWEEP_HIT);
    assert_int_equal(r.normal.x, U1);
    assert_int_equal(fc_poly_sweep_circle(&tri, &c2, &v, &r), FC_SWEEP_OVERLAP);
    // errors leave the answer untouched
    memset(&r, SENT, sizeof r);
    keep = r;
    v = mkv(R + 1, 0);
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_ERR_RANGE);
    assert_int_equal(fc_poly_sweep_circle(&tri, &c2, &v, &r), FC_ERR_RANGE);
    assert_int_equal(fc_box_sweep_circle(&bx, &c2, &v, &r), FC_ERR_RANGE);
    assert_int_equal(fc_poly_sweep_box(&tri, &bx, &v, &r), FC_ERR_RANGE);
    v = mkv(0, 0);
    keep_box = bx;
    bx.min.x = bx.max.x + 1;
    assert_int_equal(fc_circle_sweep_box(&c1, &bx, &v, &r), FC_ERR_INVALID);
    assert_int_equal(fc_box_sweep_poly(&bx, &tri, &v, &r), FC_ERR_INVALID);
    bx = keep_box;
    c2.r = -1;
    assert_int_equal(fc_circle_sweep_circle(&c1, &c2, &v, &r), FC_ERR_INVALID);
    assert_int_equal(fc_box_sweep_circle(&bx, &c2, &v, &r), FC_ERR_INVALID);
    assert_memory_equal(&r, &keep, sizeof r);
    assert_int_equal(fc_circle_sweep_circle(&c1, &c1, &v, NULL), FC_ERR_NULL);
    assert_int_equal(fc_poly_sweep_circle(&tri, &c1, NULL, &r), FC_ERR_NULL);
    assert_int_equal(fc_box_sweep_poly(NULL, &tri, &v, &r), FC_ERR_NULL);
    assert_int_equal(fc_poly_sweep_box(&tri, NULL, &v, &r), FC_ERR_NULL);
    assert_int_equal(fc_poly_sweep_circle(&tri, &c1, &v, NULL), FC_ERR_NULL);
    assert_int_equal(fc_box_sweep_circle(&bx, &c1, &v, NULL), FC_ERR_NULL);
    {
        fc_shape sa, sb;
        fc_shape_circle(&sa, &c1);
        fc_shape_box(&sb, &bx);
        sb.kind = 0;
        assert_int_equal(fc_collide_sweep(&sa, &sb, &v, &r), FC_ERR_INVALID);
        assert_int_equal(fc_collide_sweep(NULL, &sb, &v, &r), FC_ERR_NULL);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dispatch_matches_pairs),
        cmocka_unit_test(test_mirrored_functions),
        cmocka_unit_test(test_dispatch_errors),
        cmocka_unit_test(test_shape_bounds),
        cmocka_unit_test(test_manifold_every_pair),
        cmocka_unit_test(test_manifold_cases),
        cmocka_unit_test(test_manifold_corrupted),
        cmocka_unit_test(test_broadphase_frames),
        cmocka_unit_test(test_broadphase_cold_sorts),
        cmocka_unit_test(test_broadphase_errors),
        cmocka_unit_test(test_broadphase_queries),
        cmocka_unit_test(test_vec_helpers),
        cmocka_unit_test(test_translate),
        cmocka_unit_test(test_distance),
        cmocka_unit_test(test_distance_cases),
        cmocka_unit_test(test_sweeps_agree),
        cmocka_unit_test(test_sweep_circle_boxes),
        cmocka_unit_test(test_sweep_circle_diagonals),
        cmocka_unit_test(test_sweep_circle_corners),
        cmocka_unit_test(test_sweep_cases),
    };
    return cmocka_run_group_tests_name("bodies", tests, NULL, NULL);
}
