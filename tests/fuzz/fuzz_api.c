// libFuzzer harness for the public API with raw, unvalidated inputs: the
// fuzz bytes become fc_vec / fc_box / fc_circle / fc_poly / counts / angles
// (garbage included: out-of-range values, INT32_MIN, negative radii, min >
// max, polygons copied byte for byte from the input, n from -128 to 255)
// and drive every public function family. Invariants checked for each call:
//  - the return value is in the function's documented set;
//  - on error (and wherever the header says outputs are not written:
//    misses, ray non-hits) the outputs are byte-for-byte untouched
//    (sentinel-filled before the call, compared after);
//  - a few cheap cross-checks: exact add/sub/mul/from_int against int64,
//    fc_poly_build / fc_poly_transform output passes fc_poly_check, the
//    yes/no query agrees with its _mtv twin, triangulation and
//    decomposition indices are in range and sized as documented.
// A violation calls abort(), which libFuzzer reports as a crash.
//
// Input layout: byte 0 selects the function, the rest feeds the values.
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "fixcol.h"

#define SENTINEL 0xA5
#define NPTS 256            // point arrays hold 256 so any n <= 255 is addressable
#define IDXBUF (3 * 256)

typedef struct reader {
    const uint8_t *d;
    size_t n;
    size_t p;
} reader;

static void fail(void)
{
    abort();
}

#define REQUIRE(c) do { if (!(c)) { fail(); } } while (0)

static uint8_t u8(reader *r)
{
    return r->p < r->n ? r->d[r->p++] : 0;
}

static uint32_t u32(reader *r)
{
    uint32_t v = u8(r);
    v |= (uint32_t)u8(r) << 8;
    v |= (uint32_t)u8(r) << 16;
    v |= (uint32_t)u8(r) << 24;
    return v;
}

static const int32_t special[] = {
    0, 1, -1, FC_ONE, -FC_ONE, FC_HALF, -FC_HALF,
    FC_RANGE_RAW, -FC_RANGE_RAW, FC_RANGE_RAW + 1, -FC_RANGE_RAW - 1,
    FC_RANGE_RAW - 1, -FC_RANGE_RAW + 1, INT32_MAX, INT32_MIN, INT32_MIN + 1,
    0x7FFF0000, (int32_t)0x80010000, 0x00008001, 46341 * 256
};

// A Q16.16 value: mostly small grid values (so that polygons are often
// valid), sometimes the range boundaries, sometimes any 32-bit pattern.
static int32_t val(reader *r)
{
    uint8_t mode = u8(r);
    switch (mode & 7) {
    case 0: case 1: case 2:
        return (int32_t)(int8_t)u8(r) * FC_ONE;
    case 3:
        return (int32_t)(int8_t)u8(r) * 4096;
    case 4:
        return (int32_t)(int16_t)(uint16_t)(u8(r) | (u8(r) << 8));
    case 5:
        return special[u8(r) % (sizeof special / sizeof special[0])];
    default:
        return (int32_t)u32(r);
    }
}

static void vec(reader *r, fc_vec *v)
{
    v->x = val(r);
    v->y = val(r);
}

// A count: usually 3..10, sometimes anything from -128 to 255.
static int count(reader *r)
{
    uint8_t b = u8(r);
    if (b < 160) {
        return 3 + b % 8;
    }
    if (b < 224) {
        return u8(r);
    }
    return (int)(int8_t)u8(r);
}

// Points: the first min(n, 255) are read from the input, the rest of the
// 256-entry array stays zero.
static int points(reader *r, fc_vec *pts)
{
    int n = count(r), i, m;
    memset(pts, 0, NPTS * sizeof *pts);
    m = n < 0 ? 0 : n;
    for (i = 0; i < m && i < NPTS; i++) {
        vec(r, &pts[i]);
    }
    return n;
}

static void box(reader *r, fc_box *b)
{
    vec(r, &b->min);
    vec(r, &b->max);
    if (u8(r) & 1) {   // usually ordered
        fc_fixed t;
        if (b->min.x > b->max.x) { t = b->min.x; b->min.x = b->max.x; b->max.x = t; }
        if (b->min.y > b->max.y) { t = b->min.y; b->min.y = b->max.y; b->max.y = t; }
    }
}

static void circle(reader *r, fc_circle *c)
{
    vec(r, &c->c);
    c->r = val(r);
    if (u8(r) & 1 && c->r < 0 && c->r != INT32_MIN) {
        c->r = -c->r;
    }
}

// A polygon: built from points (valid when the points are), built then
// one byte corrupted, or raw bytes from the input. The queries trust a
// built polygon (shapes.h): for a corrupted one any answer is allowed, but
// never undefined behaviour (the sanitizers), a read outside the struct
// (ASan), a hang (the fuzz timeout), or an output written on an error.
static void poly(reader *r, fc_poly *p)
{
    fc_vec pts[NPTS];
    uint8_t mode = u8(r);
    int n, rc;
    memset(p, 0, sizeof *p);
    if (mode < 200) {
        n = points(r, pts);
        rc = fc_poly_build(pts, n, p);
        if (rc == FC_OK) {
            REQUIRE(fc_poly_check(p) == FC_OK);
            if (mode >= 170) {
                size_t at = u8(r) % sizeof *p;
                ((uint8_t *)p)[at] ^= (uint8_t)(1u << (u8(r) & 7));
            }
        } else {
            REQUIRE(rc < 0 && rc >= FC_ERR_CAPACITY);
            memset(p, 0, sizeof *p);
            p->n = (uint8_t)n;
        }
    } else {
        size_t i;
        for (i = 0; i < sizeof *p; i++) {
            ((uint8_t *)p)[i] = u8(r);
        }
    }
}

static int is_err(int rc)
{
    return rc <= FC_ERR_NULL && rc >= FC_ERR_CAPACITY;
}

static int untouched(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    size_t i;
    for (i = 0; i < n; i++) {
        if (b[i] != SENTINEL) {
            return 0;
        }
    }
    return 1;
}

#define SENT(x) memset(&(x), SENTINEL, sizeof(x))
#define CLEAN(x) untouched(&(x), sizeof(x))

// 0 or an error; the output untouched on error.
#define OK_OR_ERR(rc, out) do { \
    REQUIRE((rc) == FC_OK || is_err(rc)); \
    if ((rc) != FC_OK) { REQUIRE(CLEAN(out)); } \
    REQUIRE(fc_error_name(rc) != 0); \
} while (0)

// 1 (output written) or 0 / an error (output untouched).
#define HIT_OR_NOT(rc, out) do { \
    REQUIRE((rc) == 0 || (rc) == 1 || is_err(rc)); \
    if ((rc) != 1) { REQUIRE(CLEAN(out)); } \
} while (0)

// The yes/no query and its _mtv twin agree (both errors, or equal).
#define AGREE(yes, mtv) REQUIRE(((yes) < 0 && (mtv) < 0) || (yes) == (mtv))

static void fuzz_fixed(reader *r, unsigned which)
{
    fc_fixed a = val(r), b = val(r), o;
    fc_vec v, vo;
    fc_wide w;
    int rc;
    SENT(o);
    switch (which % 12) {
    case 0:
        rc = fc_from_int(a, &o);
        OK_OR_ERR(rc, o);
        REQUIRE((rc == FC_OK) == (a >= -32768 && a <= 32767));
        if (rc == FC_OK) { REQUIRE(o == (fc_fixed)((int64_t)a * 65536)); }
        break;
    case 1:
        rc = fc_from_ratio(a, b, &o);
        OK_OR_ERR(rc, o);
        if (b == 0) { REQUIRE(rc == FC_ERR_DIVZERO); }
        break;
    case 2:
        (void)fc_to_int_floor(a);
        (void)fc_to_int_nearest(a);
        (void)fc_sin((fc_angle)b);
        (void)fc_cos((fc_angle)b);
        (void)fc_error_name(a);
        break;
    case 3: {
        int64_t s = (int64_t)a + b;
        rc = fc_add(a, b, &o);
        OK_OR_ERR(rc, o);
        REQUIRE((rc == FC_OK) == (s >= INT32_MIN && s <= INT32_MAX));
        if (rc == FC_OK) { REQUIRE(o == (fc_fixed)s); }
        SENT(o);
        s = (int64_t)a - b;
        rc = fc_sub(a, b, &o);
        OK_OR_ERR(rc, o);
        REQUIRE((rc == FC_OK) == (s >= INT32_MIN && s <= INT32_MAX));
        if (rc == FC_OK) { REQUIRE(o == (fc_fixed)s); }
        break;
    }
    case 4: {
        // nearest, ties away from zero
        int64_t p = (int64_t)a * b, q;
        int64_t m = p < 0 ? -p : p;
        q = (m + 32768) >> 16;
        if (p < 0) { q = -q; }
        rc = fc_mul(a, b, &o);
        OK_OR_ERR(rc, o);
        REQUIRE((rc == FC_OK) == (q >= INT32_MIN && q <= INT32_MAX));
        if (rc == FC_OK) { REQUIRE(o == (fc_fixed)q); }
        break;
    }
    case 5:
        rc = fc_div(a, b, &o);
        OK_OR_ERR(rc, o);
        if (b == 0) { REQUIRE(rc == FC_ERR_DIVZERO); }
        break;
    case 6:
        rc = fc_sqrt(a, &o);
        OK_OR_ERR(rc, o);
        REQUIRE((rc == FC_OK) == (a >= 0));
        break;
    case 7:
        v.x = a; v.y = b;
        rc = fc_len(&v, &o);
        OK_OR_ERR(rc, o);
        REQUIRE((rc == FC_OK) == (FC_IN_RANGE(a) && FC_IN_RANGE(b)));
        if (rc == FC_OK) { REQUIRE(o >= 0); }
        break;
    case 8:
        v.x = a; v.y = b;
        SENT(w);
        rc = fc_len2(&v, &w);
        OK_OR_ERR(rc, w);
        break;
    case 9:
        v.x = a; v.y = b;
        rc = fc_alen(&v, &o);
        OK_OR_ERR(rc, o);
        SENT(o);
        rc = fc_alen_upper(&v, &o);
        OK_OR_ERR(rc, o);
        break;
    case 10:
        v.x = a; v.y = b;
        SENT(vo);
        rc = fc_rotate(&v, (fc_angle)u32(r), &vo);
        OK_OR_ERR(rc, vo);
        if (rc == FC_OK) {   // out may alias v
            fc_vec in = v;
            fc_angle ang = (fc_angle)u32(r);
            fc_vec want;
            REQUIRE(fc_rotate(&in, ang, &want) == FC_OK);
            REQUIRE(fc_rotate(&in, ang, &in) == FC_OK);
            REQUIRE(memcmp(&in, &want, sizeof in) == 0);
        }
        break;
    default:
        // NULL outputs and inputs
        REQUIRE(fc_add(a, b, 0) == FC_ERR_NULL);
        REQUIRE(fc_sub(a, b, 0) == FC_ERR_NULL);
        REQUIRE(fc_mul(a, b, 0) == FC_ERR_NULL);
        REQUIRE(fc_div(a, b, 0) == FC_ERR_NULL);
        REQUIRE(fc_from_int(a, 0) == FC_ERR_NULL);
        REQUIRE(fc_from_ratio(a, b, 0) == FC_ERR_NULL);
        REQUIRE(fc_sqrt(a, 0) == FC_ERR_NULL);
        REQUIRE(fc_len(0, &o) == FC_ERR_NULL);
        REQUIRE(fc_alen(0, &o) == FC_ERR_NULL);
        REQUIRE(fc_alen_upper(0, &o) == FC_ERR_NULL);
        REQUIRE(CLEAN(o));
        v.x = a; v.y = b;
        SENT(w);
        SENT(vo);
        REQUIRE(fc_len(&v, 0) == FC_ERR_NULL);
        REQUIRE(fc_len2(0, &w) == FC_ERR_NULL);
        REQUIRE(fc_len2(&v, 0) == FC_ERR_NULL);
        REQUIRE(fc_alen(&v, 0) == FC_ERR_NULL);
        REQUIRE(fc_alen_upper(&v, 0) == FC_ERR_NULL);
        REQUIRE(fc_rotate(0, (fc_angle)a, &vo) == FC_ERR_NULL);
        REQUIRE(fc_rotate(&v, (fc_angle)a, 0) == FC_ERR_NULL);
        REQUIRE(CLEAN(w) && CLEAN(vo));
        break;
    }
}

static void fuzz_wide(reader *r, unsigned which)
{
    fc_wide a, b, q, rem;
    int32_t o;
    uint32_t hi = u32(r), lo = u32(r);
    int rc;
    fc_wide_set_parts(&a, hi, lo);
    fc_wide_mul(&b, (int32_t)u32(r), (int32_t)u32(r));
    switch (which % 7) {
    case 0: {
        uint32_t s = fc_wide_isqrt(&a), s2;
        SENT(rem);
        s2 = fc_wide_isqrt_rem(&a, &rem);
        REQUIRE(s == s2);
        REQUIRE(fc_wide_isqrt_rem(&a, NULL) == s);
        {   // s^2 <= a < (s + 1)^2, and rem = a - s^2
            uint64_t n = ((uint64_t)hi << 32) | lo, sq = (uint64_t)s * s;
            uint32_t rh, rl;
            fc_wide_parts(&rem, &rh, &rl);
            REQUIRE(sq <= n && n - sq <= 2u * (uint64_t)s);
            REQUIRE((((uint64_t)rh << 32) | rl) == n - sq);
        }
        break;
    }
    case 1: {
        uint32_t d = u32(r), m, m2;
        uint64_t n = ((uint64_t)hi << 32) | lo;
        if (u8(r) & 1u) { d &= 0xFFFFu; }   // small divisors, zero included
        SENT(q);
        m = fc_wide_divmod(&q, &a, d);
        if (d == 0) {   // no quotient: q = 0, 0 returned
            REQUIRE(m == 0 && fc_wide_sign(&q) == 0);
            REQUIRE(fc_wide_divmod(NULL, &a, d) == 0);
            break;
        }
        {
            uint32_t qh, ql;
            fc_wide_parts(&q, &qh, &ql);
            REQUIRE(m == (uint32_t)(n % d) && (((uint64_t)qh << 32) | ql) == n / d);
        }
        REQUIRE(fc_wide_divmod(NULL, &a, d) == m);
        m2 = fc_wide_divmod(&a, &a, d);   // q may alias n
        REQUIRE(m2 == m && memcmp(&q, &a, sizeof q) == 0);
        break;
    }
    case 2:
        SENT(o);
        rc = fc_wide_round_shr(&a, u8(r), &o);   // every shift, 0 and >= 64 included
        OK_OR_ERR(rc, o);
        break;
    case 3:
        SENT(o);
        rc = fc_wide_div_round(&a, (int32_t)u32(r), &o);
        OK_OR_ERR(rc, o);
        break;
    case 4:
        rc = fc_wide_cmp_products((int32_t)hi, (int32_t)lo, (int32_t)u32(r), (int32_t)u32(r));
        REQUIRE(rc >= -1 && rc <= 1);
        break;
    default:
        fc_wide_add(&q, &a, &b);
        fc_wide_sub(&q, &q, &b);
        REQUIRE(fc_wide_cmp(&q, &a) == 0);
        fc_wide_muladd(&q, (int32_t)hi, (int32_t)lo);
        fc_wide_mulsub(&q, (int32_t)hi, (int32_t)lo);
        REQUIRE(fc_wide_cmp(&q, &a) == 0);
        fc_wide_neg(&q, &a);
        REQUIRE(fc_wide_sign(&q) == -fc_wide_sign(&a) || fc_wide_ucmp(&a, &q) == 0);
        fc_wide_umul(&q, hi, lo);
        fc_wide_sar(&q, &a, u8(r));   // every shift, >= 64 included
        fc_wide_shl(&q, &a, u8(r));
        (void)fc_wide_fits32(&q);
        (void)fc_wide_low32(&q);
        fc_wide_parts(&q, &hi, &lo);
        break;
    case 6: {
        // NULL pointers: an input reads as 0, an output is not written,
        // and the functions with an error code return FC_ERR_NULL.
        fc_wide z;
        fc_wide_set(&z, 0);
        fc_wide_set(NULL, (int32_t)hi);
        fc_wide_set_parts(NULL, hi, lo);
        fc_wide_parts(&a, NULL, NULL);
        fc_wide_mul(NULL, (int32_t)hi, (int32_t)lo);
        fc_wide_umul(NULL, hi, lo);
        fc_wide_muladd(NULL, (int32_t)hi, (int32_t)lo);
        fc_wide_mulsub(NULL, (int32_t)hi, (int32_t)lo);
        fc_wide_add(NULL, &a, &b);
        fc_wide_sub(NULL, &a, &b);
        fc_wide_neg(NULL, &a);
        fc_wide_sar(NULL, &a, u8(r));
        fc_wide_shl(NULL, &a, u8(r));
        fc_wide_add(&q, NULL, &b);
        REQUIRE(fc_wide_cmp(&q, &b) == 0);
        fc_wide_sub(&q, &a, NULL);
        REQUIRE(fc_wide_cmp(&q, &a) == 0);
        fc_wide_neg(&q, NULL);
        REQUIRE(fc_wide_sign(&q) == 0);
        fc_wide_sar(&q, NULL, u8(r));
        REQUIRE(fc_wide_sign(&q) == 0);
        fc_wide_shl(&q, NULL, u8(r));
        REQUIRE(fc_wide_sign(&q) == 0);
        REQUIRE(fc_wide_sign(NULL) == 0 && fc_wide_cmp(&a, NULL) == fc_wide_cmp(&a, &z));
        REQUIRE(fc_wide_ucmp(NULL, &b) == fc_wide_ucmp(&z, &b));
        REQUIRE(fc_wide_fits32(NULL) == 1 && fc_wide_low32(NULL) == 0);
        REQUIRE(fc_wide_isqrt(NULL) == 0 && fc_wide_isqrt_rem(NULL, &q) == 0 && fc_wide_sign(&q) == 0);
        REQUIRE(fc_wide_divmod(&q, NULL, hi) == 0 && fc_wide_sign(&q) == 0);
        SENT(o);
        REQUIRE(fc_wide_round_shr(NULL, u8(r), &o) == FC_ERR_NULL);
        REQUIRE(fc_wide_round_shr(&a, u8(r), NULL) == FC_ERR_NULL);
        REQUIRE(fc_wide_div_round(NULL, (int32_t)lo, &o) == FC_ERR_NULL);
        REQUIRE(fc_wide_div_round(&a, (int32_t)lo, NULL) == FC_ERR_NULL);
        REQUIRE(CLEAN(o));
        break;
    }
    }
}

static void fuzz_points(reader *r, unsigned which)
{
    static fc_vec pts[NPTS];
    fc_vec p, c, vo;
    fc_wide w;
    fc_box bo;
    fc_circle co;
    fc_fixed fo;
    uint8_t tri[IDXBUF], sizes[256];
    int n = points(r, pts), rc, cap, scap, i;
    SENT(vo); SENT(bo); SENT(co); SENT(fo); SENT(w);
    switch (which % 12) {
    case 0:
        rc = fc_area2(pts, n, &w);
        OK_OR_ERR(rc, w);
        break;
    case 1:
        rc = fc_winding(pts, n);
        REQUIRE((rc >= -1 && rc <= 1) || is_err(rc));
        break;
    case 2:
        rc = fc_classify(pts, n);
        REQUIRE((rc >= FC_CONVEX && rc <= FC_DEGENERATE) || is_err(rc));
        break;
    case 3:
        rc = fc_center(pts, n, &vo);
        OK_OR_ERR(rc, vo);
        SENT(vo);
        rc = fc_centroid(pts, n, &vo);
        OK_OR_ERR(rc, vo);
        break;
    case 4:
        rc = fc_bbox(pts, n, &bo);
        OK_OR_ERR(rc, bo);
        if (rc == FC_OK) { REQUIRE(fc_box_check(&bo) == FC_OK); }
        break;
    case 5:
        rc = fc_bcircle(pts, n, &co);
        OK_OR_ERR(rc, co);
        // A self-intersecting input can put the centroid (so the circle)
        // outside the supported range: fc_circle_check then says RANGE
        // (tests/fuzz/repro-bcircle-range.bin). Otherwise every vertex
        // must be inside.
        if (rc == FC_OK && fc_circle_check(&co) == FC_OK) {
            for (i = 0; i < n; i++) {   // every vertex inside
                REQUIRE(fc_point_in_circle(&co, &pts[i]) == 1);
            }
        }
        break;
    case 6:
        vec(r, &c);
        rc = fc_radius_max(pts, n, &c, &fo);
        OK_OR_ERR(rc, fo);
        SENT(fo);
        rc = fc_radius_avg(pts, n, &c, &fo);
        OK_OR_ERR(rc, fo);
        SENT(fo);
        rc = fc_radius_mid(pts, n, &c, &fo);
        OK_OR_ERR(rc, fo);
        break;
    case 7:
        vec(r, &p);
        rc = fc_point_in_poly(pts, n, &p);
        REQUIRE((rc >= FC_PIP_OUT && rc <= FC_PIP_ON) || is_err(rc));
        break;
    case 8:
        cap = (u8(r) < 200) ? IDXBUF : (int)(u8(r) * 3u) - (int)(u8(r) % 3u);
        SENT(tri);
        rc = fc_triangulate(pts, n, tri, cap);
        REQUIRE(rc >= 0 || is_err(rc));
        if (rc < 0) {
            REQUIRE(CLEAN(tri));
        } else {
            REQUIRE(rc == n - 2 && 3 * rc <= cap);
            for (i = 0; i < 3 * rc; i++) { REQUIRE(tri[i] < n); }
            REQUIRE(untouched(tri + 3 * rc, sizeof tri - (size_t)(3 * rc)));
        }
        break;
    case 9:
        cap = (u8(r) < 200) ? IDXBUF : (int)(u8(r) * 3u);
        scap = (u8(r) < 200) ? 256 : (int)u8(r);
        SENT(tri); SENT(sizes);
        rc = fc_decompose(pts, n, tri, cap, sizes, scap);
        REQUIRE(rc >= 0 || is_err(rc));
        if (rc < 0) {
            REQUIRE(CLEAN(tri) && CLEAN(sizes));
        } else {
            int total = 0;
            REQUIRE(rc >= 1 && rc <= n - 2 && rc <= scap);
            for (i = 0; i < rc; i++) {
                REQUIRE(sizes[i] >= 3);
                total += sizes[i];
            }
            REQUIRE(total <= cap && total <= 3 * (n - 2));
            for (i = 0; i < total; i++) { REQUIRE(tri[i] < n); }
        }
        break;
    case 10: {
        fc_poly out, out2;
        SENT(out);
        rc = fc_poly_build(pts, n, &out);
        OK_OR_ERR(rc, out);
        if (rc == FC_OK) {
            REQUIRE(fc_poly_check(&out) == FC_OK);
            REQUIRE(out.n == n);
            // in-place rebuild from out->v gives the same polygon
            out2 = out;
            REQUIRE(fc_poly_build(out2.v, out2.n, &out2) == FC_OK);
            REQUIRE(fc_poly_check(&out2) == FC_OK);
        }
        break;
    }
    default: {
        static fc_vec pb[NPTS];
        int nb = points(r, pb);
        rc = fc_concave_overlap(pts, n, pb, nb);
        REQUIRE(rc == 0 || rc == 1 || is_err(rc));
        if (rc >= 0) { REQUIRE(fc_concave_overlap(pb, nb, pts, n) == rc); }
        break;
    }
    }
}

// A tagged shape of any kind: a circle, a box or a (corrupted) polygon
// held in the storage given, or a kind that is none of them.
static void shape(reader *r, fc_shape *s, fc_poly *p, fc_circle *c, fc_box *b)
{
    uint8_t k = u8(r);
    s->kind = (uint8_t)(k < 250 ? 1 + k % 3 : k);
    if (s->kind == FC_SHAPE_CIRCLE) {
        circle(r, c);
        s->u.circle = *c;
    } else if (s->kind == FC_SHAPE_BOX) {
        box(r, b);
        s->u.box = *b;
    } else {
        poly(r, p);
        s->u.poly = (k % 7 == 6) ? NULL : p;
    }
}

static void fuzz_shapes(reader *r, unsigned which)
{
    fc_box a, b;
    fc_circle ca, cb;
    fc_poly pa, pb;
    fc_vec p, v;
    fc_mtv m;
    fc_sweep s;
    fc_manifold mf;
    int rc, yes;
    SENT(m); SENT(s); SENT(mf);
    switch (which % 17) {
    case 0:
        box(r, &a);
        vec(r, &p);
        rc = fc_box_check(&a);
        REQUIRE(rc == FC_OK || rc == FC_ERR_RANGE || rc == FC_ERR_INVALID);
        rc = fc_point_in_box(&a, &p);
        REQUIRE(rc == 0 || rc == 1 || is_err(rc));
        circle(r, &ca);
        rc = fc_circle_check(&ca);
        REQUIRE(rc == FC_OK || rc == FC_ERR_RANGE || rc == FC_ERR_INVALID);
        rc = fc_point_in_circle(&ca, &p);
        REQUIRE(rc == 0 || rc == 1 || is_err(rc));
        break;
    case 1:
        circle(r, &ca); circle(r, &cb);
        yes = fc_circle_circle(&ca, &cb);
        rc = fc_circle_circle_mtv(&ca, &cb, &m);
        HIT_OR_NOT(rc, m);
        AGREE(yes, rc);
        break;
    case 2:
        box(r, &a); box(r, &b);
        yes = fc_box_box(&a, &b);
        rc = fc_box_box_mtv(&a, &b, &m);
        HIT_OR_NOT(rc, m);
        AGREE(yes, rc);
        break;
    case 3:
        circle(r, &ca); box(r, &b);
        yes = fc_circle_box(&ca, &b);
        rc = fc_circle_box_mtv(&ca, &b, &m);
        HIT_OR_NOT(rc, m);
        AGREE(yes, rc);
        break;
    case 4:
        poly(r, &pa); poly(r, &pb);
        yes = fc_poly_poly(&pa, &pb);
        rc = fc_poly_poly_mtv(&pa, &pb, &m);
        HIT_OR_NOT(rc, m);
        AGREE(yes, rc);
        break;
    case 5:
        poly(r, &pa); circle(r, &cb);
        yes = fc_poly_circle(&pa, &cb);
        rc = fc_poly_circle_mtv(&pa, &cb, &m);
        HIT_OR_NOT(rc, m);
        AGREE(yes, rc);
        break;
    case 6:
        poly(r, &pa); box(r, &b);
        yes = fc_poly_box(&pa, &b);
        rc = fc_poly_box_mtv(&pa, &b, &m);
        HIT_OR_NOT(rc, m);
        AGREE(yes, rc);
        break;
    case 7:
        poly(r, &pa); poly(r, &pb); vec(r, &v);
        rc = fc_poly_sweep(&pa, &pb, &v, &s);
        REQUIRE((rc >= FC_SWEEP_MISS && rc <= FC_SWEEP_OVERLAP) || is_err(rc));
        if (rc < 0) { REQUIRE(CLEAN(s)); }
        else { REQUIRE(s.toi >= 0 && s.toi <= FC_ONE); }
        break;
    case 8:
        box(r, &a); box(r, &b); vec(r, &v);
        rc = fc_box_sweep(&a, &b, &v, &s);
        REQUIRE((rc >= FC_SWEEP_MISS && rc <= FC_SWEEP_OVERLAP) || is_err(rc));
        if (rc < 0) { REQUIRE(CLEAN(s)); }
        else { REQUIRE(s.toi >= 0 && s.toi <= FC_ONE); }
        break;
    case 9:
        circle(r, &ca); poly(r, &pb); vec(r, &v);
        rc = fc_circle_sweep_poly(&ca, &pb, &v, &s);
        REQUIRE((rc >= FC_SWEEP_MISS && rc <= FC_SWEEP_OVERLAP) || is_err(rc));
        if (rc < 0) { REQUIRE(CLEAN(s)); }
        else { REQUIRE(s.toi >= 0 && s.toi <= FC_ONE); }
        break;
    case 10: {
        fc_ray ray;
        fc_ray_hit h;
        static fc_vec pts[NPTS];
        int n;
        vec(r, &ray.origin); vec(r, &ray.delta);
        SENT(h);
        switch (u8(r) % 3) {
        case 0:
            n = points(r, pts);
            rc = fc_ray_poly(&ray, pts, n, &h);
            break;
        case 1:
            circle(r, &ca);
            rc = fc_ray_circle(&ray, &ca, &h);
            break;
        default:
            box(r, &a);
            rc = fc_ray_box(&ray, &a, &h);
            break;
        }
        REQUIRE((rc >= FC_RAY_MISS && rc <= FC_RAY_INSIDE) || is_err(rc));
        if (rc != FC_RAY_HIT) { REQUIRE(CLEAN(h)); }
        else { REQUIRE(h.t >= 0 && h.t <= FC_ONE); }
        break;
    }
    case 11:
        poly(r, &pa); poly(r, &pb);
        rc = fc_poly_contact(&pa, &pb, &mf);
        HIT_OR_NOT(rc, mf);
        if (rc == 1) { REQUIRE(mf.count == 1 || mf.count == 2); }
        // Both trust a built polygon, but the contact also refuses
        // out-of-range vertices: they agree on polygons that pass the check.
        if (fc_poly_check(&pa) == FC_OK && fc_poly_check(&pb) == FC_OK) {
            AGREE(fc_poly_poly_mtv(&pa, &pb, &m), rc);
        }
        break;
    case 12: {
        static fc_vec pts[NPTS];
        int n = points(r, pts);
        poly(r, &pb);
        rc = fc_concave_poly_mtv(pts, n, &pb, &m);
        HIT_OR_NOT(rc, m);
        break;
    }
    case 14: {
        // tagged shapes of any kind (a kind byte may be none of the three)
        fc_shape sa, sb;
        int ym;
        pa.n = 0;
        pb.n = 0;
        shape(r, &sa, &pa, &ca, &a);
        shape(r, &sb, &pb, &cb, &b);
        yes = fc_collide(&sa, &sb);
        rc = fc_collide_mtv(&sa, &sb, &m);
        HIT_OR_NOT(rc, m);
        AGREE(yes, rc);
        ym = fc_collide_manifold(&sa, &sb, &mf);
        HIT_OR_NOT(ym, mf);
        // as case 11: a polygon pair's manifold also refuses vertices out
        // of range, so they agree on polygons that pass the check
        if ((sa.kind != FC_SHAPE_POLY || (sa.u.poly != NULL && fc_poly_check(sa.u.poly) == FC_OK))
            && (sb.kind != FC_SHAPE_POLY || (sb.u.poly != NULL && fc_poly_check(sb.u.poly) == FC_OK))) {
            REQUIRE(ym == rc);
        }
        if (ym == 1) { REQUIRE(mf.count == 1 || mf.count == 2); }
        rc = fc_shape_bounds(&sa, &a);
        REQUIRE(rc == FC_OK || is_err(rc));
        {
            fc_distance dd;
            SENT(dd);
            rc = fc_shape_distance(&sa, &sb, &dd);
            REQUIRE(rc == 0 || rc == 1 || is_err(rc));
            if (rc != 0) { REQUIRE(CLEAN(dd)); }
            else { REQUIRE(dd.d >= 0); }
            if (rc >= 0) { REQUIRE(rc == yes); }
        }
        vec(r, &v);
        SENT(s);
        rc = fc_collide_sweep(&sa, &sb, &v, &s);
        REQUIRE((rc >= FC_SWEEP_MISS && rc <= FC_SWEEP_OVERLAP) || is_err(rc));
        if (rc < 0) { REQUIRE(CLEAN(s)); }
        else { REQUIRE(s.toi >= 0 && s.toi <= FC_ONE && s.motion >= -1 && s.motion <= 1); }
        if (rc >= 0 && rc != FC_SWEEP_OVERLAP) { REQUIRE(s.motion == 0); }
        break;
    }
    case 15: {
        // the broadphase over corrupted orders and boxes
        static fc_box boxes[40];
        static uint16_t order[40], hits[40];
        static fc_pair pairs[64];
        int32_t needed = -1;
        int n = u8(r) % 41, cap = u8(r) % 65, i;
        for (i = 0; i < n; i++) {
            box(r, &boxes[i]);
            order[i] = (uint16_t)(u8(r) < 240 ? i : u8(r));
        }
        rc = fc_bp_pairs(boxes, n, order, pairs, cap, &needed);
        REQUIRE(rc >= 0 || rc == FC_ERR_CAPACITY || is_err(rc));
        if (rc >= 0) { REQUIRE(needed == rc && rc <= cap); }
        if (rc == FC_ERR_CAPACITY) { REQUIRE(needed > cap); }
        for (i = 0; i < (rc >= 0 ? rc : 0); i++) {
            REQUIRE(pairs[i].a < pairs[i].b && pairs[i].b < n);
            REQUIRE(fc_box_box(&boxes[pairs[i].a], &boxes[pairs[i].b]) == 1);
        }
        box(r, &a);
        rc = fc_bp_query_box(boxes, n, &a, hits, cap % 41, &needed);
        REQUIRE(rc >= 0 || is_err(rc));
        vec(r, &p);
        vec(r, &v);
        rc = fc_bp_query_segment(boxes, n, &p, &v, hits, cap % 41, &needed);
        REQUIRE(rc >= 0 || is_err(rc));
        break;
    }
    case 16: {
        // vector helpers and moving a (possibly corrupted) polygon
        fc_vec o;
        fc_wide w;
        vec(r, &p);
        vec(r, &v);
        SENT(o);
        rc = fc_vec_add(&p, &v, &o);
        OK_OR_ERR(rc, o);
        SENT(o);
        rc = fc_vec_sub(&p, &v, &o);
        OK_OR_ERR(rc, o);
        SENT(o);
        rc = fc_vec_scale(&p, v.x, &o);
        OK_OR_ERR(rc, o);
        SENT(o);
        rc = fc_vec_perp(&p, &o);
        OK_OR_ERR(rc, o);
        SENT(o);
        rc = fc_vec_neg(&p, &o);
        OK_OR_ERR(rc, o);
        rc = fc_vec_dot(&p, &v, &w);
        REQUIRE(rc == FC_OK || rc == FC_ERR_OVERFLOW);
        REQUIRE(fc_vec_cross(&p, &v, &w) == FC_OK);
        poly(r, &pa);
        SENT(pb);
        rc = fc_poly_translate(&pa, &v, &pb);
        OK_OR_ERR(rc, pb);
        if (rc == FC_OK && fc_poly_check(&pa) == FC_OK) { REQUIRE(fc_poly_check(&pb) == FC_OK); }
        break;
    }
    default: {
        fc_poly w;
        fc_angle ang = (fc_angle)u32(r);
        poly(r, &pa);
        vec(r, &v);
        rc = fc_poly_check(&pa);
        REQUIRE(rc == FC_OK || is_err(rc));
        SENT(w);
        rc = fc_poly_transform(&pa, &v, ang, &w);
        OK_OR_ERR(rc, w);
        if (rc == FC_OK) { REQUIRE(fc_poly_check(&w) == FC_OK); }
        break;
    }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    reader r;
    uint8_t sel;
    if (size == 0) {
        return 0;
    }
    r.d = data;
    r.n = size;
    r.p = 1;
    sel = data[0];
    switch (sel & 3) {
    case 0: fuzz_fixed(&r, sel >> 2); break;
    case 1: fuzz_wide(&r, sel >> 2); break;
    case 2: fuzz_points(&r, sel >> 2); break;
    default: fuzz_shapes(&r, sel >> 2); break;
    }
    return 0;
}
