// CMocka white-box tests for helpers of src/internal.h whose edge cases no
// public function reaches: the 128-bit division's rounding past 2^32,
// the 64 x 64 -> 128 product at its extremes, and the division by a
// vector length at the int32 limit. Each is checked against exact
// reference values (__int128 arithmetic, or worked by hand).
//
// Host-only test code: C99 with __int128 (gcc and clang on x86-64).
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <inttypes.h>
#include <cmocka.h>

#include "test_rng.h"

#include "../../src/internal.h"

#if defined(__SIZEOF_INT128__)
__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;
#else
#  error "test_internal.c needs __int128 for its reference arithmetic"
#endif

#define COUNT_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

// ---- conversions -------------------------------------------------------------

static void big_set(fci_big *r, u128 v)
{
    int i;
    for (i = 0; i < 4; i++) {
        r->w[i] = (uint32_t)(v >> (32 * i));
    }
}

static u128 big_get(const fci_big *a)
{
    u128 v = 0;
    int i;
    for (i = 3; i >= 0; i--) {
        v = (v << 32) | a->w[i];
    }
    return v;
}

static void wide_set(fc_wide *w, int64_t v)
{
    fc_wide_set_parts(w, (uint32_t)((uint64_t)v >> 32), (uint32_t)(uint64_t)v);
}

static u128 mag(i128 v)
{
    return v < 0 ? (u128)0 - (u128)v : (u128)v;
}

static void print_u128(const char *what, u128 v)
{
    print_error("%s 0x%016" PRIx64 "%016" PRIx64 "\n", what, (uint64_t)(v >> 64), (uint64_t)v);
}

// ---- fci_big_mul_wide ------------------------------------------------------------

static void check_mul(int64_t a, int64_t b)
{
    fc_wide wa, wb;
    fci_big r;
    u128 want = (u128)((i128)a * (i128)b);
    wide_set(&wa, a);
    wide_set(&wb, b);
    fci_big_mul_wide(&r, &wa, &wb);
    if (big_get(&r) != want) {
        print_u128("got ", big_get(&r));
        print_u128("want", want);
        fail_msg("fci_big_mul_wide(%" PRId64 ", %" PRId64 ")", a, b);
    }
}

// The largest magnitudes, where the partial products are largest: the
// sums of their high words come closest to a carry out of words 2 and 3
// (src/big.c shows none ever leaves them).
static void test_big_mul_wide(void **state)
{
    static const int64_t edge[] = {
        0, 1, -1, 2, -2, INT64_MAX, INT64_MIN, INT64_MAX - 1, INT64_MIN + 1,
        (int64_t)0x7FFFFFFF00000000, (int64_t)0x7FFFFFFEFFFFFFFF,
        (int64_t)0x00000000FFFFFFFF, (int64_t)0x0000000100000000,
        (int64_t)0x7FFFFFFF80000000, -(int64_t)0x7FFFFFFFFFFFFFFE,
        (int64_t)0x4000000000000000, -(int64_t)0x4000000000000001,
        (int64_t)0x00000001FFFFFFFF, -(int64_t)0x00000000FFFFFFFF,
    };
    int i, j;
    (void)state;
    for (i = 0; i < COUNT_OF(edge); i++) {
        for (j = 0; j < COUNT_OF(edge); j++) {
            check_mul(edge[i], edge[j]);
        }
    }
    // By hand: (2^63 - 1)^2 = 2^126 - 2^64 + 1, (-2^63)^2 = 2^126.
    {
        fc_wide a;
        fci_big r;
        wide_set(&a, INT64_MAX);
        fci_big_mul_wide(&r, &a, &a);
        assert_true(r.w[3] == 0x3FFFFFFFu && r.w[2] == 0xFFFFFFFFu && r.w[1] == 0u
                    && r.w[0] == 1u);
        wide_set(&a, INT64_MIN);
        fci_big_mul_wide(&r, &a, &a);
        assert_true(r.w[3] == 0x40000000u && r.w[2] == 0u && r.w[1] == 0u && r.w[0] == 0u);
    }
    rng_seed(0xB16u);
    for (i = 0; i < 200000; i++) {
        int64_t a = (int64_t)rng64(), b = (int64_t)rng64();
        // Every fourth draw keeps only the high bits of each word, where
        // the partial products are largest.
        if (i % 4 == 0) {
            a = (int64_t)((uint64_t)a | 0x7FFF0000FFFF0000u);
            b = (int64_t)((uint64_t)b | 0x7FFF0000FFFF0000u);
        }
        check_mul(a, b);
    }
}

// ---- sums, products by int32, comparisons ---------------------------------------

// The 256-bit product of two magnitudes below 2^128 as eight 32-bit words,
// schoolbook: the reference for fci_big_cmp_prod.
static void ref_mul256(u128 x, u128 y, uint32_t *r)
{
    uint64_t t;
    int i, j, k;
    for (i = 0; i < 8; i++) {
        r[i] = 0u;
    }
    for (i = 0; i < 4; i++) {
        uint32_t carry = 0u;
        for (j = 0; j < 4; j++) {
            t = (uint64_t)(uint32_t)(x >> (32 * i)) * (uint32_t)(y >> (32 * j)) + r[i + j] + carry;
            r[i + j] = (uint32_t)t;
            carry = (uint32_t)(t >> 32);
        }
        for (k = i + 4; k < 8 && carry != 0u; k++) {
            t = (uint64_t)r[k] + carry;
            r[k] = (uint32_t)t;
            carry = (uint32_t)(t >> 32);
        }
    }
}

static int ref_cmp_prod(u128 a, u128 b, u128 c, u128 d)
{
    uint32_t l[8], r[8];
    int i;
    ref_mul256(mag((i128)a), mag((i128)b), l);
    ref_mul256(mag((i128)c), mag((i128)d), r);
    for (i = 7; i >= 0; i--) {
        if (l[i] != r[i]) {
            return l[i] < r[i] ? -1 : 1;
        }
    }
    return 0;
}

// A random 128-bit value: every third one small, every fifth one at an
// extreme (0, 1, -1, the largest or the most negative).
static u128 rand_big(int i)
{
    static const u128 top = (u128)1 << 127;
    u128 v = ((u128)rng64() << 64) | rng64();
    switch (i % 15) {
    case 0: return 0;
    case 3: return (u128)0 - 1u;
    case 5: return top;
    case 10: return top - 1u;
    case 6: case 9: case 12: return (u128)(i128)(int32_t)rng32();
    default: return (i % 7 == 0) ? v >> (rng32() % 120u) : v;
    }
}

// fci_big_add, fci_big_mul_i32 (both modulo 2^128), fci_big_cmp,
// fci_big_sign and fci_big_cmp_prod against __int128 and a schoolbook
// 256-bit product, on random values and the extremes: both builds of
// src/big.c (the compiler's 128-bit type, 32-bit words) must agree.
static void test_big_ops(void **state)
{
    int i;
    (void)state;
    rng_seed(0xB165u);
    for (i = 0; i < 300000; i++) {
        u128 a = rand_big(i), b = rand_big(i / 3 + 1), c = rand_big(i / 5 + 2), d = rand_big(i + 7);
        int32_t k = (i % 4 == 0) ? INT32_MIN : (int32_t)rng32();
        fci_big x, y, z, w, r;
        u128 km;
        int want;
        big_set(&x, a);
        big_set(&y, b);
        big_set(&z, c);
        big_set(&w, d);
        r = x;
        fci_big_add(&r, &y);
        assert_true(big_get(&r) == a + b);
        fci_big_mul_i32(&r, &x, k);
        km = (k < 0) ? (u128)0 - (u128)(0u - (uint32_t)k) : (u128)(uint32_t)k;
        assert_true(big_get(&r) == a * km);
        want = ((i128)a < (i128)b) ? -1 : ((i128)a > (i128)b);
        assert_int_equal(fci_big_cmp(&x, &y), want);
        assert_int_equal(fci_big_cmp(&x, &x), 0);
        assert_int_equal(fci_big_sign(&x), ((i128)a < 0) ? -1 : (a != 0));
        assert_int_equal(fci_big_cmp_prod(&x, &y, &z, &w), ref_cmp_prod(a, b, c, d));
        assert_int_equal(fci_big_cmp_prod(&x, &y, &y, &x), 0);
        // Products that differ only low down, or not at all: every
        // carry of the 256-bit sums decides these.
        big_set(&z, a + 1u);
        assert_int_equal(fci_big_cmp_prod(&x, &y, &z, &y), ref_cmp_prod(a, b, a + 1u, b));
        big_set(&z, mag((i128)a) >> 1);
        big_set(&w, mag((i128)b) << 1);
        assert_int_equal(fci_big_cmp_prod(&x, &y, &z, &w),
                         ref_cmp_prod(a, b, mag((i128)a) >> 1, mag((i128)b) << 1));
    }
}

// ---- fci_circles_mtv ---------------------------------------------------------------

// The MTV of two checked circles: 1 and the MTV when they touch (here 1
// raw deep), 0 with *out untouched when they are apart by 1 raw.
static void test_circles_mtv(void **state)
{
    fc_circle a, b;
    fc_mtv m;
    (void)state;
    a.c.x = 0;
    a.c.y = 0;
    a.r = 3 << 16;
    b.c.x = 5 << 16;
    b.c.y = 0;
    b.r = (2 << 16) + 1;
    assert_int_equal(fci_circles_mtv(&a, &b, &m), 1);
    assert_int_equal(m.depth, 1);
    assert_int_equal(m.normal.x, -65536);
    assert_int_equal(m.normal.y, 0);
    b.r = (2 << 16) - 1;
    m.depth = 12345;
    assert_int_equal(fci_circles_mtv(&a, &b, &m), 0);
    assert_int_equal(m.depth, 12345);
}

// ---- the contact manifold's fallback ----------------------------------------------

// The SAT gives the contact the face A leaves through, and a point always
// survives clipping there; the fallback (no face keeps a point: one point
// of A n B) remains for an axis that is no face of either polygon, as a
// corrupted struct may give. Driven directly: two thin triangles crossing
// like an X, no vertex of either inside the other, with the axis (-11, 11)
// of A's edge (3, 7) -> (-8, -4) taken the other way round (A leaving
// along its outward normal, where neither polygon has a face). B's edge
// (-8, 1) -> (8, -2) meets that edge of A at (-72/19, 4/19): the point
// (-4, 0), 1 deep.
static void test_contact_fallback(void **state)
{
    static const fc_vec pa[3] = { { 3, 7 }, { -8, -4 }, { 4, 7 } };
    static const fc_vec pb[3] = { { -8, 5 }, { -8, 1 }, { 8, -2 } };
    fc_poly a, b;
    fci_view va, vb;
    fci_axis axis;
    fc_mtv mtv;
    fc_manifold m;
    (void)state;
    assert_int_equal(fc_poly_build(pa, 3, &a), FC_OK);
    assert_int_equal(fc_poly_build(pb, 3, &b), FC_OK);
    fci_view_poly(&a, &va);
    fci_view_poly(&b, &vb);
    axis.owner = 0;
    axis.dir.x = -11;
    axis.dir.y = 11;
    mtv.normal.x = -46341;
    mtv.normal.y = 46341;
    mtv.depth = 7;
    fci_contact_views(&va, &vb, &mtv, &axis, &m);
    assert_int_equal(m.count, 1);
    assert_int_equal(m.normal.x, -46341);
    assert_int_equal(m.normal.y, 46341);
    assert_int_equal(m.point[0].x, -4);
    assert_int_equal(m.point[0].y, 0);
    assert_int_equal(m.depth[0], 1);
}

// ---- fci_big_div_round -------------------------------------------------------------

// num / den rounded to nearest, ties away from zero; 0 and *out when it
// fits int32, else FC_ERR_OVERFLOW.
static int ref_div_round(i128 num, i128 den, int32_t *out)
{
    u128 n = mag(num), d = mag(den), q = n / d, r = n % d;
    int neg = (num < 0) != (den < 0);
    if (r >= d - r) {
        q++;
    }
    if (q > (neg ? (u128)0x80000000u : (u128)0x7FFFFFFFu)) {
        return FC_ERR_OVERFLOW;
    }
    *out = neg ? (int32_t)(0 - (int64_t)q) : (int32_t)q;
    return FC_OK;
}

static void check_div(i128 num, i128 den)
{
    fci_big n, d;
    int32_t got = 12345, want = 12345;
    int rc, wrc;
    big_set(&n, (u128)num);
    big_set(&d, (u128)den);
    rc = fci_big_div_round(&n, &d, &got);
    wrc = ref_div_round(num, den, &want);
    if (rc != wrc || got != want) {
        print_u128("num", (u128)num);
        print_u128("den", (u128)den);
        fail_msg("fci_big_div_round: %d %" PRId32 ", want %d %" PRId32, rc, got, wrc, want);
    }
}

static void expect_div(i128 num, i128 den, int rc, int32_t want)
{
    fci_big n, d;
    int32_t got = 12345;
    big_set(&n, (u128)num);
    big_set(&d, (u128)den);
    assert_int_equal(fci_big_div_round(&n, &d, &got), rc);
    assert_int_equal(got, rc == FC_OK ? want : 12345);   // untouched on error
    check_div(num, den);
}

static void test_big_div_round(void **state)
{
    static const int64_t dens[] = { 1, 2, 3, 7, 0xFFFFFFFF, 0x100000000, INT64_MAX };
    i128 d, big = (i128)1 << 100;
    int i, k;
    (void)state;
    // Quotients at the int32 limits, exact and with a half.
    expect_div(0x7FFFFFFF, 1, FC_OK, INT32_MAX);
    expect_div(-(i128)0x80000000, 1, FC_OK, INT32_MIN);
    expect_div(0x80000000, 1, FC_ERR_OVERFLOW, 0);
    expect_div(-(i128)0x80000001, 1, FC_ERR_OVERFLOW, 0);
    expect_div(2 * (i128)0x7FFFFFFF, 2, FC_OK, INT32_MAX);
    expect_div(2 * (i128)0x7FFFFFFF + 1, 2, FC_ERR_OVERFLOW, 0);     // 2^31 - 1/2: up
    expect_div(2 * (i128)0x7FFFFFFF + 1, -2, FC_OK, INT32_MIN);      // -(2^31 - 1/2)
    expect_div(-(2 * (i128)0x80000000 + 1), 2, FC_ERR_OVERFLOW, 0);  // -(2^31 + 1/2)
    expect_div(3, 2, FC_OK, 2);
    expect_div(-3, 2, FC_OK, -2);
    expect_div(5, -3, FC_OK, -2);
    expect_div(4, 3, FC_OK, 1);
    expect_div(0, -7, FC_OK, 0);
    {
        fci_big n, d;
        int32_t got = 12345;
        big_set(&n, 5);
        big_set(&d, 0);
        assert_int_equal(fci_big_div_round(&n, &d, &got), FC_ERR_OVERFLOW);   // den = 0
        assert_int_equal(got, 12345);
    }
    // A quotient of 2^32 - 1 that rounds up to 2^32: 32 bits would wrap to
    // 0, and the rounding step must report the overflow itself.
    expect_div(2 * (i128)0xFFFFFFFF + 1, 2, FC_ERR_OVERFLOW, 0);
    expect_div(-(2 * (i128)0xFFFFFFFF + 1), 2, FC_ERR_OVERFLOW, 0);
    expect_div(3 * (i128)0xFFFFFFFF + 2, 3, FC_ERR_OVERFLOW, 0);
    expect_div(3 * (i128)0xFFFFFFFF + 1, 3, FC_ERR_OVERFLOW, 0);       // not rounded up
    expect_div(2 * (i128)0xFFFFFFFF + 1, 2 * (i128)0xFFFFFFFF + 1, FC_OK, 1);
    // Quotients far beyond 32 bits, and the extreme magnitudes.
    expect_div(big, 3, FC_ERR_OVERFLOW, 0);
    expect_div(big + 1, big, FC_OK, 1);
    expect_div(-big, big / 2 + 1, FC_OK, -2);
    expect_div(-big, 2 * big, FC_OK, -1);            // -1/2: away from zero
    expect_div(big - 1, 2 * big, FC_OK, 0);
    expect_div((i128)((u128)1 << 127), (i128)((u128)1 << 127), FC_OK, 1);   // -2^127 / -2^127
    // Random: quotients near the int32 range (exact, half, off by one) and
    // anywhere.
    rng_seed(0xD17u);
    for (i = 0; i < 20000; i++) {
        int64_t q = (int64_t)rnd_between(INT32_MIN, INT32_MAX) * (i % 3 == 0 ? 2 : 1);
        d = (i128)(int64_t)(rng64() >> (rng32() % 64));
        if (d == 0) {
            d = 1;
        }
        if (i % 2) {
            d = -d;
        }
        for (k = -1; k <= 1; k++) {
            check_div((i128)q * d + k, d);
            check_div((i128)q * d + d / 2 + k, d);
        }
    }
    for (i = 0; i < 20000; i++) {
        u128 n = ((u128)rng64() << 64) | rng64(), m = ((u128)rng64() << 64) | rng64();
        n >>= rng32() % 128;
        m >>= rng32() % 128;
        if (m == 0) {
            m = 1;
        }
        check_div((i128)n, (i128)m);
        check_div((i128)n, (i128)dens[i % COUNT_OF(dens)]);
    }
    // Words near the digit boundaries, where the trial quotient digit is
    // too large and the divisor is added back once or twice.
    for (i = 0; i < 200000; i++) {
        static const uint32_t words[] = { 0u, 1u, 2u, 0x7FFFFFFFu, 0x80000000u, 0x80000001u,
                                          0xFFFFFFFEu, 0xFFFFFFFFu };
        u128 n = 0, m = 0;
        for (k = 0; k < 4; k++) {
            n = (n << 32) | (rng32() % 3 == 0 ? rng32() : words[rng32() % COUNT_OF(words)]);
            m = (m << 32) | (rng32() % 3 == 0 ? rng32() : words[rng32() % COUNT_OF(words)]);
        }
        n >>= 32 * (rng32() % 4);
        m >>= 32 * (rng32() % 4);
        if (m == 0) {
            m = 1;
        }
        check_div((i128)n, (i128)m);
        check_div((i128)(n >> 1), (i128)m);
        if (m < (u128)1 << 95) {   // near a quotient within int32
            check_div((i128)m * (int32_t)rng32() + (i128)(rng32() % 5) - 2, (i128)m);
        }
    }
}

// ---- fci_frac_floor16 --------------------------------------------------------------

static void check_floor16(int64_t num, int64_t den)
{
    fc_wide n, d;
    fc_fixed got, want;
    fc_wide_set_parts(&n, (uint32_t)((uint64_t)num >> 32), (uint32_t)num);
    fc_wide_set_parts(&d, (uint32_t)((uint64_t)den >> 32), (uint32_t)den);
    want = num >= den ? 65536 : (fc_fixed)(((u128)num << 16) / (u128)den);
    got = fci_frac_floor16(&n, &d);
    if (got != want) {
        fail_msg("frac_floor16(%" PRId64 ", %" PRId64 ") = %" PRId32 ", want %" PRId32, num, den,
                 got, want);
    }
}

static void test_frac_floor16(void **state)
{
    int i;
    (void)state;
    check_floor16(0, 1);
    check_floor16(1, 1);
    check_floor16(1, 2);
    check_floor16(0x3FFFFFFFFFFFFFFF - 1, 0x3FFFFFFFFFFFFFFF);
    check_floor16(0x3FFFFFFFFFFFFFFF, 0x3FFFFFFFFFFFFFFF);
    check_floor16(0x3FFFFFFFFFFFFFFF, 0x3FFFFFFFFFFFFFFE);
    {
        fc_wide n, d;                    // outside the contract: 0
        wide_set(&n, -1);
        wide_set(&d, 5);
        assert_int_equal(fci_frac_floor16(&n, &d), 0);
        wide_set(&n, INT64_MIN);
        assert_int_equal(fci_frac_floor16(&n, &d), 0);
    }
    rng_seed(0xF100Fu);
    for (i = 0; i < 200000; i++) {
        int64_t den = (int64_t)(rng64() >> (2u + rng32() % 62u));
        int64_t num, k;
        if (den == 0) {
            den = 1;
        }
        num = (int64_t)(rng64() % (uint64_t)den);
        check_floor16(num, den);
        // next to a multiple of den / 65536
        k = (int64_t)(rng32() % 65536u);
        num = (int64_t)(((u128)k * (u128)den + 65535u) >> 16);
        if (num < den) {
            check_floor16(num, den);
            if (num > 0) {
                check_floor16(num - 1, den);
            }
        }
    }
}

// ---- fci_div_len and fci_length ---------------------------------------------------------

// round(num 2^k / N), halves up: what fci_div_len computes, exactly.
static int ref_div_len(uint64_t num, uint32_t n, unsigned k, fc_fixed *out)
{
    u128 q = (((u128)num << (k + 1)) + n) / ((u128)2 * n);
    if (q > 0x7FFFFFFFu) {
        return FC_ERR_OVERFLOW;
    }
    *out = (fc_fixed)q;
    return FC_OK;
}

static void check_div_len(uint64_t num, uint32_t n, unsigned k)
{
    fc_wide w;
    fci_len len;
    fc_fixed got = 12345, want = 12345;
    int rc, wrc;
    wide_set(&w, (int64_t)num);
    len.n = n;
    len.k = k;
    rc = fci_div_len(&w, &len, &got);
    wrc = ref_div_len(num, n, k, &want);
    if (rc != wrc || got != want) {
        fail_msg("fci_div_len(%" PRIu64 ", %" PRIu32 ", %u): %d %" PRId32 ", want %d %" PRId32,
                 num, n, k, rc, got, wrc, want);
    }
}

static void expect_div_len(uint64_t num, uint32_t n, unsigned k, int rc, fc_fixed want)
{
    fc_wide w;
    fci_len len;
    fc_fixed got = 12345;
    wide_set(&w, (int64_t)num);
    len.n = n;
    len.k = k;
    assert_int_equal(fci_div_len(&w, &len, &got), rc);
    assert_int_equal(got, rc == FC_OK ? want : 12345);   // untouched on error
    check_div_len(num, n, k);
}

static void test_div_len(void **state)
{
    const uint64_t n30 = (uint64_t)1 << 30, n29 = (uint64_t)1 << 29;
    int i;
    (void)state;
    // |n| = 2^30 (N = 2^30, k = 0): the int32 limit, exact and half up.
    expect_div_len(0x7FFFFFFFu * n30, (uint32_t)n30, 0u, FC_OK, INT32_MAX);
    expect_div_len(0x7FFFFFFFu * n30 + n29 - 1, (uint32_t)n30, 0u, FC_OK, INT32_MAX);
    // 2^31 - 1/2 rounds up to 2^31: the integer part fits, the sum not.
    expect_div_len(0x7FFFFFFFu * n30 + n29, (uint32_t)n30, 0u, FC_ERR_OVERFLOW, 0);
    // An integer part of 2^31 or more: refused before any shift.
    expect_div_len(0x80000000u * n30, (uint32_t)n30, 0u, FC_ERR_OVERFLOW, 0);
    expect_div_len((uint64_t)INT64_MAX, (uint32_t)n29, 0u, FC_ERR_OVERFLOW, 0);   // q >= 2^32
    // |n| = 1 (N = 2^29, k = 29): num itself, up to 2^31 - 1.
    expect_div_len(0x7FFFFFFFu, (uint32_t)n29, 29u, FC_OK, INT32_MAX);
    expect_div_len(0x80000000u, (uint32_t)n29, 29u, FC_ERR_OVERFLOW, 0);
    expect_div_len(12345u, (uint32_t)n29, 29u, FC_OK, 12345);
    expect_div_len(0u, (uint32_t)n29, 29u, FC_OK, 0);
    // |n| = 3 (k = 28, N = isqrt(9 * 4^28) = 3 * 2^28): 10 / 3 rounds to 3,
    // 11 / 3 to 4; 2^31 - 2/3 to 2^31 - 1 and 2^31 - 1/3 to 2^31, which
    // the integer part 7 = (2^31 - 1) >> 28 does not reveal.
    expect_div_len(10u, 3u << 28, 28u, FC_OK, 3);
    expect_div_len(11u, 3u << 28, 28u, FC_OK, 4);
    expect_div_len(3 * (uint64_t)0x7FFFFFFF, 3u << 28, 28u, FC_OK, INT32_MAX);
    expect_div_len(3 * (uint64_t)0x7FFFFFFF + 1, 3u << 28, 28u, FC_OK, INT32_MAX);
    expect_div_len(3 * (uint64_t)0x7FFFFFFF + 2, 3u << 28, 28u, FC_ERR_OVERFLOW, 0);
    rng_seed(0x1E4u);
    for (i = 0; i < 100000; i++) {
        unsigned k = rng32() % 30u;
        uint32_t n = (uint32_t)n29 + rng32() % (uint32_t)(3 * n29);   // [2^29, 2^31)
        // Around the limit: num near 2^31 N / 2^k, and anywhere below 2^62.
        uint64_t num = (uint64_t)(((u128)0x7FFFFFFFu * n) >> k);
        num += (uint64_t)rnd_between(-(int32_t)(n >> k) - 2, (int32_t)(n >> k) + 2);
        check_div_len(num, n, k);
        check_div_len(rng64() >> (2 + rng32() % 62u), n, k);
    }
}

// The zero vector, which only a corrupted table gives, has length 1;
// others are scaled into [2^29, 2^31).
static void test_length(void **state)
{
    fc_vec v;
    fci_len len;
    (void)state;
    v.x = 0;
    v.y = 0;
    fci_length(&v, &len);
    assert_int_equal(len.n, 0x20000000u);
    assert_int_equal(len.k, 29u);
    v.x = 0;
    v.y = -1;
    fci_length(&v, &len);
    assert_int_equal(len.n, 0x20000000u);
    assert_int_equal(len.k, 29u);
    v.x = 3;
    v.y = 4;
    fci_length(&v, &len);                     // 5 * 2^27 in [2^29, 2^31)
    assert_int_equal(len.n, 5u << 27);
    assert_int_equal(len.k, 27u);
    v.x = 1 << 30;
    v.y = 0;
    fci_length(&v, &len);
    assert_int_equal(len.n, 1u << 30);
    assert_int_equal(len.k, 0u);
}

// fci_dist_may_beat: whenever it says 0, fci_div_len gives more than best
// (its promise, which lets the searches skip the division of an axis that
// can neither beat nor tie); whenever it says 1, the distance is below
// about 1.118 (best + 1) + (best + 1) / |n| (the bound a + b/2 + 1 is
// within 11.8% of |n|, plus 1), so it does skip most.
static void check_dist_filter(int32_t x, int32_t y, uint64_t num, fc_fixed best)
{
    fc_vec n;
    fc_wide w;
    fci_len len;
    fc_fixed d = 0;
    int may, rc;
    i128 l2 = (i128)x * x + (i128)y * y;
    n.x = x;
    n.y = y;
    wide_set(&w, (int64_t)num);
    may = fci_dist_may_beat(&w, &n, best);
    fci_length(&n, &len);
    rc = fci_div_len(&w, &len, &d);
    if (!may && rc == FC_OK && d <= best) {
        fail_msg("fci_dist_may_beat(%" PRIu64 ", (%" PRId32 ", %" PRId32 "), %" PRId32
                 ") = 0 but the distance is %" PRId32, num, x, y, best, d);
    }
    if (may && l2 != 0) {
        // 4 num^2 < (best + 1)^2 (5 |n|^2 + 12 |n| + 4), |n| <= l2 (integers)
        u128 lhs = 4 * (u128)num * num;
        u128 rhs = ((u128)best + 1u) * ((u128)best + 1u) * (u128)(5 * l2 + 12 * l2 + 4);
        if (lhs >= rhs) {
            fail_msg("fci_dist_may_beat(%" PRIu64 ", (%" PRId32 ", %" PRId32 "), %" PRId32
                     ") = 1 far above best", num, x, y, best);
        }
    }
}

// fci_unit_root: the unit vector of fci_unit and the root of
// fci_isqrt_nearest from one square root, at every scale (k = 0 for
// lengths of 2^29 and more), near the halves n + 1/2, and for d = 0.
static void check_unit_root(int32_t x, int32_t y)
{
    fc_vec d, u, want;
    fc_wide d2;
    uint32_t r, wr;
    d.x = x;
    d.y = y;
    fc_wide_mul(&d2, x, x);
    fc_wide_muladd(&d2, y, y);
    r = fci_unit_root(&d, &d2, &u);
    fci_unit(&d, &want);
    wr = fci_isqrt_nearest(&d2);
    if (r != wr || u.x != want.x || u.y != want.y) {
        fail_msg("unit_root(%" PRId32 ", %" PRId32 ") = %" PRIu32 " (%" PRId32 ", %" PRId32
                 "), want %" PRIu32 " (%" PRId32 ", %" PRId32 ")", x, y, r, u.x, u.y, wr,
                 want.x, want.y);
    }
    if (wr <= 0x40000000u) {
        // The circles' MTV from the same root and unit vector (+x for d =
        // 0), the reach just below 2^30 where it can be
        fc_mtv m;
        int32_t reach = (wr < 0x40000000u) ? 0x3FFFFFFF : 0x40000000;
        fci_circles_push(reach, &d, &d2, &m);
        if (m.depth != reach - (int32_t)wr
            || m.normal.x != ((wr == 0u) ? FC_ONE : want.x) || m.normal.y != want.y) {
            fail_msg("circles_push(%" PRId32 ", %" PRId32 ") = %" PRId32 " (%" PRId32
                     ", %" PRId32 ")", x, y, m.depth, m.normal.x, m.normal.y);
        }
    }
}

static void test_unit_root(void **state)
{
    int i;
    int32_t m;
    (void)state;
    check_unit_root(0, 0);
    check_unit_root(1, 0);
    check_unit_root(0, -1);
    check_unit_root(0x40000000, 0x40000000);
    check_unit_root(-0x40000000, 0x40000000);
    check_unit_root(0x20000000, 0);
    check_unit_root(0x1FFFFFFF, 1);
    check_unit_root(0x3FFFFFFF, 0);             // 4^s d2 next to 2^60
    check_unit_root(0x3FFFFFFF, -0x3FFF);
    check_unit_root(0x20000000, 1);             // next to 2^58
    check_unit_root(0x1FFFFFFF, 0);
    check_unit_root(0, 0xFFFF);                 // d2 in one word
    check_unit_root(0xFFFF, 0xFFFF);
    // components exactly half a raw unit above a multiple (N = 2^17 4097):
    // rounded away from zero
    check_unit_root(4097, 537001984);
    check_unit_root(-12291, 537001984);
    check_unit_root(36873, -537001983);
    rng_seed(0x0417u);
    for (i = 0; i < 200000; i++) {
        unsigned sh = rng32() % 31u;
        int32_t x = (int32_t)(rng32() >> 1) >> sh, y = (int32_t)(rng32() >> 1) >> (rng32() % 31u);
        if (x > 0x40000000) {
            x = 0x40000000;
        }
        if (y > 0x40000000) {
            y = 0x40000000;
        }
        check_unit_root(i % 2 ? -x : x, i % 3 ? y : -y);
        // a length within one of m + 1/2: (m, 0) and its neighbours
        // across the diagonal, where the rounding boundary lies
        m = (int32_t)(rng32() >> (2u + rng32() % 30u));
        check_unit_root(m, 1);
        check_unit_root(m, (int32_t)(rng32() % 3u));
        check_unit_root(m, m);
        check_unit_root(m, m + 1);
        {
            // (m, s) with s^2 near m: |d|^2 near m^2 + m, the boundary
            // between m and m + 1
            int32_t lo = 0, hi = 46341, mid;
            while (lo < hi) {
                mid = (lo + hi + 1) / 2;
                if ((int64_t)mid * mid <= m) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            check_unit_root(m, lo);
            check_unit_root(-m, lo + 1);
        }
    }
}

static void test_dist_filter(void **state)
{
    int i;
    (void)state;
    check_dist_filter(1, 0, 100u, 100);        // exactly best: cannot beat it
    check_dist_filter(1, 0, 99u, 100);
    check_dist_filter(3, 4, 500u, 100);        // 500 / 5 = 100
    check_dist_filter(3, 4, 499u, 100);        // 99.8 rounds to 100: still may
    check_dist_filter(0, 0, 7u, 8);            // a zero vector counts as length 1
    check_dist_filter(0, 0, 8u, 8);
    check_dist_filter(1 << 30, -(1 << 30), (uint64_t)1 << 61, INT32_MAX);
    check_dist_filter(-(1 << 30), 1 << 30, 0u, 0);
    rng_seed(0xF17u);
    for (i = 0; i < 200000; i++) {
        // components within the contract, |x|, |y| < 2^30, at every scale
        int32_t x = (int32_t)(rng32() >> (2 + rng32() % 30u)) * (rng32() % 2u ? 1 : -1);
        int32_t y = (int32_t)(rng32() >> (2 + rng32() % 30u)) * (rng32() % 2u ? 1 : -1);
        fc_fixed best = (fc_fixed)(rng32() >> (1 + rng32() % 31u));
        i128 l2 = (i128)x * x + (i128)y * y;
        uint64_t p2 = 1, num;
        while ((i128)p2 * p2 < l2) {
            p2 *= 2;   // the power of two at or above |n|, at most 2^31
        }
        // num near best |n|, where the answer changes, and anywhere
        num = (uint64_t)best * (p2 / 2 + rng32() % (p2 + 1));
        check_dist_filter(x, y, num >> 1 > ((uint64_t)1 << 61) ? (uint64_t)1 << 62 : num, best);
        check_dist_filter(x, y, rng64() >> (2 + rng32() % 62u), best);
    }
}

// ---- the linear-time SAT against the projecting one ------------------------------
// fci_sat_poly (rotating calipers, stored lengths, filtered divisions)
// must give exactly fci_sat's answer on every pair of built convex
// polygons: hit or miss, depth, normal, and the axis it came from. The
// polygons are random convex ones at every scale, with collinear vertices,
// axis-aligned boxes (ties everywhere) and nested pairs.

static double rnd_range(double lo, double hi)
{
    return lo + (hi - lo) * rnd01();
}

// n random angles in [0, 2 pi), sorted (a star-shaped loop's vertices).
static void random_angles(double *ang, int n)
{
    double t;
    int i, j;
    for (i = 0; i < n; i++) {
        ang[i] = rnd_range(0.0, 6.283185307179586);
    }
    for (i = 1; i < n; i++) {       // insertion sort
        for (j = i; j > 0 && ang[j - 1] > ang[j]; j--) {
            t = ang[j];
            ang[j] = ang[j - 1];
            ang[j - 1] = t;
        }
    }
}

// A random convex polygon about (cx, cy), or 0 when rounding broke it.
static int random_convex(fc_poly *p, double cx, double cy, double r, int kind)
{
    fc_vec pts[FC_MAX_VERTS];
    double ang[FC_MAX_VERTS];
    int n, i;
    if (kind == 0) {
        // an axis-aligned box, sometimes with a collinear midpoint
        double w = r * rnd_range(0.2, 1.0), h = r * rnd_range(0.2, 1.0);
        n = 0;
        pts[n].x = (int32_t)(cx - w); pts[n++].y = (int32_t)(cy - h);
        if (rng32() % 2u) { pts[n].x = (int32_t)cx; pts[n++].y = (int32_t)(cy - h); }
        pts[n].x = (int32_t)(cx + w); pts[n++].y = (int32_t)(cy - h);
        pts[n].x = (int32_t)(cx + w); pts[n++].y = (int32_t)(cy + h);
        pts[n].x = (int32_t)(cx - w); pts[n++].y = (int32_t)(cy + h);
        return fc_poly_build(pts, n, p) == FC_OK && p->convex;
    }
    n = 3 + (int)(rng32() % (uint32_t)(FC_MAX_VERTS - 2));
    random_angles(ang, n);
    for (i = 0; i < n; i++) {
        pts[i].x = (int32_t)(cx + r * __builtin_cos(ang[i]));
        pts[i].y = (int32_t)(cy + r * __builtin_sin(ang[i]));
    }
    if (kind == 2 && n >= 4) {
        // a collinear vertex: the midpoint of edge 0 (exact when even)
        pts[1].x = pts[0].x / 2 + pts[2].x / 2;
        pts[1].y = pts[0].y / 2 + pts[2].y / 2;
        if ((pts[0].x | pts[2].x | pts[0].y | pts[2].y) & 1) {
            pts[1] = pts[0];   // not exact: make it fail below instead
        }
    }
    return fc_poly_build(pts, n, p) == FC_OK && p->convex;
}

static void check_sat_pair(const fc_poly *a, const fc_poly *b)
{
    fci_shape sa, sb;
    fc_mtv m1, m2;
    fci_axis x1, x2;
    int r1, r2;
    memset(&m1, 0, sizeof m1);
    memset(&m2, 0, sizeof m2);
    memset(&x1, 0, sizeof x1);
    memset(&x2, 0, sizeof x2);
    fci_poly_shape(a, &sa);
    fci_poly_shape(b, &sb);
    r1 = fci_sat(&sa, &sb, &m1, &x1);
    r2 = fci_sat_poly(a, b, &m2, &x2);
    assert_int_equal(r1, r2);
    assert_int_equal(fci_sat_poly(a, b, NULL, NULL), r1);
    assert_int_equal(fci_sat(&sa, &sb, NULL, NULL), r1);
    if (r1 == 1) {
        if (m1.depth != m2.depth || m1.normal.x != m2.normal.x || m1.normal.y != m2.normal.y
            || x1.owner != x2.owner || x1.dir.x != x2.dir.x || x1.dir.y != x2.dir.y) {
            fail_msg("fci_sat: %" PRId32 " (%" PRId32 ", %" PRId32 ") owner %d; fci_sat_poly: %" PRId32
                     " (%" PRId32 ", %" PRId32 ") owner %d", m1.depth, m1.normal.x, m1.normal.y, x1.owner,
                     m2.depth, m2.normal.x, m2.normal.y, x2.owner);
        }
    }
}

static void check_sat_box(const fc_poly *a, const fc_box *b)
{
    fci_shape sa, sb;
    fc_vec corners[4];
    fc_mtv m1, m2;
    int r1, r2;
    memset(&m1, 0, sizeof m1);
    memset(&m2, 0, sizeof m2);
    fci_poly_shape(a, &sa);
    fci_box_shape(b, corners, &sb);
    r1 = fci_boxes_overlap(&a->box, b) ? fci_sat(&sa, &sb, &m1, NULL) : 0;
    r2 = fc_poly_box_mtv(a, b, &m2);
    assert_int_equal(r1, r2);
    assert_int_equal(fc_poly_box(a, b), r1);
    if (r1 == 1) {
        assert_int_equal(m1.depth, m2.depth);
        assert_int_equal(m1.normal.x, m2.normal.x);
        assert_int_equal(m1.normal.y, m2.normal.y);
    }
}

static void test_sat_poly(void **state)
{
    fc_poly a, b;
    fc_box box;
    int i, done = 0;
    (void)state;
    rng_seed(0x5A7u);
    for (i = 0; i < 200000 && done < 60000; i++) {
        // every scale, from a few raw to the edge of the supported range
        double scale = __builtin_pow(2.0, rnd_range(2.0, 27.5));
        double ra = scale * rnd_range(0.3, 1.0), rb = scale * rnd_range(0.05, 1.0);
        double dist = (ra + rb) * rnd_range(0.0, 1.2), phi = rnd_range(0.0, 6.283185307179586);
        double cx = rnd_range(-1.0, 1.0) * (536870912.0 - 2.5 * scale);
        double cy = rnd_range(-1.0, 1.0) * (536870912.0 - 2.5 * scale);
        if (rng32() % 8u == 0u) {
            dist = (ra + rb) * rnd_range(0.0, 0.05);   // nested or nearly
        }
        if (!random_convex(&a, cx, cy, ra, (int)(rng32() % 3u))
            || !random_convex(&b, cx + dist * __builtin_cos(phi), cy + dist * __builtin_sin(phi), rb,
                              (int)(rng32() % 3u))) {
            continue;
        }
        check_sat_pair(&a, &b);
        check_sat_pair(&b, &a);
        box.min.x = (int32_t)(cx + dist * __builtin_cos(phi) - rb);
        box.max.x = (int32_t)(cx + dist * __builtin_cos(phi) + rb * rnd_range(0.0, 1.0));
        box.min.y = (int32_t)(cy + dist * __builtin_sin(phi) - rb * rnd_range(0.0, 1.0));
        box.max.y = (int32_t)(cy + dist * __builtin_sin(phi) + rb);
        if (fc_box_check(&box) == FC_OK) {
            check_sat_box(&a, &box);
        }
        done++;
    }
    assert_true(done > 40000);
}

// ---- the build's convexity from the pseudo-angles against fci_classify ---------
// Whenever fci_poly_convex proves a loop convex it must be what
// fci_classify says, with its winding: loops of every kind, both
// windings, at every scale, with straight vertices (midpoints of edges,
// runs of them), spikes, folds, pentagrams, repeated vertices and tiny
// grids. Convex loops with straight vertices must be proved by the angles
// (no fallback), and so must most convex loops without them.

// 1 when the loop (in range) goes straight on somewhere: an exactly
// collinear vertex, its edges the same way (the exact predicates).
static int has_straight(const fc_vec *p, int n)
{
    fc_vec u, v;
    int i;
    for (i = 0; i < n; i++) {
        fci_sub(&u, &p[i], &p[(i + n - 1) % n]);
        fci_sub(&v, &p[(i + 1) % n], &p[i]);
        if (fci_cross_sign(&u, &v) == 0 && fci_dot_sign(&u, &v) > 0) {
            return 1;
        }
    }
    return 0;
}

static void test_convex_by_angles(void **state)
{
    fc_vec p[FC_MAX_VERTS], q[FC_MAX_VERTS];
    uint8_t ang[FC_MAX_VERTS];
    int i, j, n, s1, s2, cls, fast, convex = 0, proved = 0, straight = 0, straight_proved = 0;
    (void)state;
    rng_seed(0xC0417u);
    for (i = 0; i < 300000; i++) {
        int kind = (int)(rng32() % 6u);
        double scale = __builtin_pow(2.0, rnd_range(1.0, 28.0));
        n = 3 + (int)(rng32() % (uint32_t)(FC_MAX_VERTS - 2));
        if (kind == 5) {
            // a tiny grid: coincidences, straight runs, folds everywhere
            for (j = 0; j < n; j++) {
                p[j].x = rnd_between(-3, 3);
                p[j].y = rnd_between(-3, 3);
            }
        } else {
            // star-shaped about 0: on a circle (convex) or not (kind 1)
            double a0[FC_MAX_VERTS];
            random_angles(a0, n);
            for (j = 0; j < n; j++) {
                double r = scale * ((kind == 1) ? rnd_range(0.2, 1.0) : 1.0);
                p[j].x = (int32_t)(r * __builtin_cos(a0[j])) * 2;   // even: exact midpoints
                p[j].y = (int32_t)(r * __builtin_sin(a0[j])) * 2;
            }
            if (kind == 2 || kind == 3) {
                // straight vertices: midpoints of edges (kind 3: a run of
                // them, at a quarter and a half of one edge)
                int e = (int)(rng32() % (uint32_t)n), m = (kind == 3) ? 3 : 1;
                if (n + m <= FC_MAX_VERTS) {
                    fc_vec a = p[e], b = p[(e + 1) % n];
                    for (j = n - 1; j > e; j--) {
                        p[j + m] = p[j];
                    }
                    for (j = 1; j <= m; j++) {
                        int64_t w = (m == 1) ? 2 : 4;
                        p[e + j].x = (int32_t)(a.x + ((int64_t)b.x - a.x) * j / w);
                        p[e + j].y = (int32_t)(a.y + ((int64_t)b.y - a.y) * j / w);
                    }
                    n += m;
                }
            }
            if (kind == 4) {
                // a spike or a fold: one vertex pushed far out or back
                j = (int)(rng32() % (uint32_t)n);
                p[j].x = (int32_t)(p[j].x * rnd_range(-1.0, 3.0));
                p[j].y = (int32_t)(p[j].y * rnd_range(-1.0, 3.0));
            }
        }
        if (rng32() % 2u) {
            for (j = 0; j < n; j++) {
                q[j] = p[n - 1 - j];   // clockwise
            }
            memcpy(p, q, sizeof p);
        }
        if (fci_check_points(p, n) != FC_OK) {
            continue;
        }
        s1 = 0;
        fast = fci_poly_convex(p, n, ang, &s1);
        cls = fci_classify(p, n, &s2);
        if (fast) {
            if (cls != FC_CONVEX || s1 != s2) {
                fail_msg("loop %d (kind %d, n %d): proved convex with winding %d, classified %d with %d",
                         i, kind, n, s1, cls, s2);
            }
        }
        if (cls == FC_CONVEX) {
            convex++;
            proved += fast;
            if (has_straight(p, n)) {
                straight++;
                straight_proved += fast;
            }
        }
    }
    print_message("convex %d, proved by angles %d; with straight vertices %d, proved %d\n", convex, proved,
                  straight, straight_proved);
    assert_true(straight > 20000);
    assert_true(straight_proved >= straight - straight / 200);
    assert_true(proved > convex - convex / 100);
}

// Stored lengths that lie (a corrupted polygon): every division that
// could fail falls back to a defined answer.
// fci_unit_len against its definition written with the public wide
// arithmetic: each component round(c 2^16 2^k / N), the numerator taken
// modulo 2^64 as fc_wide_shl takes it and N read as an int32, (1, 0)'s
// component where the quotient does not fit; every shift 0..70, lengths
// that lie (0, 2^31 and more) and pseudo-random ones.
static void unit_len_reference(const fc_vec *n, const fci_len *len, fc_vec *u)
{
    fc_wide num;
    fc_fixed x, y;
    fc_wide_mul(&num, n->x, 65536L);
    fc_wide_shl(&num, &num, len->k);
    if (len->n == 0u || fc_wide_div_round(&num, (int32_t)len->n, &x) < 0) {
        x = 65536L;
    }
    fc_wide_mul(&num, n->y, 65536L);
    fc_wide_shl(&num, &num, len->k);
    if (len->n == 0u || fc_wide_div_round(&num, (int32_t)len->n, &y) < 0) {
        y = 0;
    }
    u->x = x;
    u->y = y;
}

static void test_unit_len_definition(void **state)
{
    static const uint32_t lens[] = { 0u, 1u, 2u, 3u, 0x10000u, 0x1FFFFFFFu, 0x20000000u,
                                     0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFFFFFFFFu };
    static const int32_t comps[] = { 0, 1, -1, 65536, -65536, 0x3FFFFFFF, -0x40000000,
                                     INT32_MAX, INT32_MIN };
    fc_vec n, u, want;
    fci_len len;
    unsigned i, j, k;
    (void)state;
    for (k = 0u; k <= 70u; k++) {
        for (i = 0u; i < sizeof lens / sizeof lens[0]; i++) {
            for (j = 0u; j < sizeof comps / sizeof comps[0]; j++) {
                n.x = comps[j];
                n.y = comps[(j + 3u) % (sizeof comps / sizeof comps[0])];
                len.n = lens[i];
                len.k = k;
                fci_unit_len(&n, &len, &u);
                unit_len_reference(&n, &len, &want);
                assert_int_equal(u.x, want.x);
                assert_int_equal(u.y, want.y);
            }
        }
    }
    rng_seed(0x11E7u);
    for (i = 0u; i < 200000u; i++) {
        n.x = (int32_t)rng32();
        n.y = (int32_t)rng32();
        if ((i & 1u) != 0u) {
            n.x >>= 12;
            n.y >>= 12;
        }
        len.n = rng32() >> (rng32() & 31u);
        len.k = rng32() % 72u;
        fci_unit_len(&n, &len, &u);
        unit_len_reference(&n, &len, &want);
        assert_int_equal(u.x, want.x);
        assert_int_equal(u.y, want.y);
    }
}

static void test_lying_lengths(void **state)
{
    static const fc_vec sq[4] = { { 0, 0 }, { 4 << 16, 0 }, { 4 << 16, 4 << 16 }, { 0, 4 << 16 } };
    fc_vec n, u;
    fci_len len;
    fc_poly a, b;
    fc_circle c;
    fc_mtv m;
    int i;
    (void)state;
    n.x = INT32_MAX;
    n.y = INT32_MAX;
    len.n = 0x20000000u;
    len.k = 14u;
    fci_unit_len(&n, &len, &u);          // both quotients overflow
    assert_int_equal(u.x, 65536);
    assert_int_equal(u.y, 0);
    n.x = -65536;                        // negative quotients past 2^31
    n.y = -65536;
    len.n = 1u;
    len.k = 0u;
    fci_unit_len(&n, &len, &u);
    assert_int_equal(u.x, 65536);
    assert_int_equal(u.y, 0);
    len.n = 0x80000000u;                 // no root gives it: divides by -2^31
    fci_unit_len(&n, &len, &u);
    assert_int_equal(u.x, 2);
    assert_int_equal(u.y, 2);
    len.n = 0u;                          // nor this: no division
    fci_unit_len(&n, &len, &u);
    assert_int_equal(u.x, 65536);
    assert_int_equal(u.y, 0);
    assert_int_equal(fc_poly_build(sq, 4, &a), FC_OK);
    b = a;
    for (i = 0; i < 4; i++) {
        a.nshift[i] = 31u;                 // every distance overflows
        b.v[i].x += 1 << 16;
    }
    memset(&m, 0, sizeof m);
    assert_int_equal(fc_poly_poly_mtv(&a, &b, &m), 1);
    assert_int_equal(m.depth, 3 << 16);   // b's true lengths win
    c.c.x = 2 << 16;                       // the center inside a
    c.c.y = 1 << 16;
    c.r = 1 << 16;
    assert_int_equal(fc_poly_circle_mtv(&a, &c, &m), 1);
}

// ---- the pseudo-angle of a normal (fc_poly's nang) ----------------------------

// The exact definition: quarter turns to (a, b), a > 0 <= b, then
// 32 b / a below 45 degrees, 64 - 32 a / b from there, rounded down.
static unsigned angle_ref(int32_t x, int32_t y)
{
    int64_t a, b;
    unsigned turn, q;
    if (x > 0 && y >= 0) {
        turn = 0; a = x; b = y;
    } else if (x <= 0 && y > 0) {
        turn = 64; a = y; b = -(int64_t)x;
    } else if (x < 0 && y <= 0) {
        turn = 128; a = -(int64_t)x; b = -(int64_t)y;
    } else {
        turn = 192; a = -(int64_t)y; b = x;
    }
    if (a == 0) {
        return turn;
    }
    if (b < a) {
        for (q = 0; (int64_t)(q + 1) * a <= 32 * b; q++) {
        }
        return turn + q;                 // q a <= 32 b < (q + 1) a
    }
    for (q = 32; q < 64 && (int64_t)(64 - q - 1) * b >= 32 * a; q++) {
    }
    return (turn + q) & 255u;            // 64 - q - 1 < 32 a / b <= 64 - q
}

static int32_t angle_component(int i)
{
    static const int32_t ext[] = { 0, 1, -1, 2, -2, INT32_MAX, INT32_MIN, INT32_MIN + 1,
                                   1 << 30, -(1 << 30), (1 << 30) + 1, 46341, -46341 };
    switch (i % 4) {
    case 0: return ext[rng32() % COUNT_OF(ext)];
    case 1: return (int32_t)rng32() >> (rng32() % 31u);
    default: return (int32_t)rng32();
    }
}

// 1 when the stored angles of m and n decide the sign of cross(m, n) and
// give the exact one (or leave it open: 0 and 128); 0 when they mislead.
static int angle_rule_holds(const fc_vec *m, const fc_vec *n)
{
    i128 c = (i128)m->x * n->y - (i128)m->y * n->x;
    unsigned d = (unsigned)(fci_normal_angle(n) - fci_normal_angle(m)) & 255u;
    if (d == 0u || d == 128u) {
        return 1;
    }
    return (d < 128u) ? c > 0 : c < 0;
}

// fci_isqrt32 (the bounding circle's root) is the floor root of every
// 32-bit value: each value below 2^20, the squares and their neighbours at
// every length, the ends, and random values of every length.
static void check_isqrt32(uint32_t x)
{
    uint64_t r = fci_isqrt32(x);
    assert_true(r * r <= x && (r + 1u) * (r + 1u) > x);
}

static void test_isqrt32(void **state)
{
    uint32_t x, r;
    int i;
    (void)state;
    rng_seed(32);
    for (x = 0u; x < (1u << 20); x++) {
        check_isqrt32(x);
    }
    for (r = 1u; r < 65536u; r += (r >> 4) + 1u) {
        check_isqrt32(r * r - 1u);
        check_isqrt32(r * r);
        check_isqrt32(r * r + 1u);
        check_isqrt32(r * r + 2u * r);
    }
    check_isqrt32(0xFFFE0001u);   // 65535^2
    check_isqrt32(0xFFFFFFFFu);
    check_isqrt32(0x80000000u);
    for (i = 0; i < 200000; i++) {
        x = (uint32_t)rnd_between(INT32_MIN, INT32_MAX);
        check_isqrt32(x >> (i & 31));
    }
}

static void test_normal_angle(void **state)
{
    fc_vec m, n, r;
    int i, j, k, x, y;
    (void)state;
    rng_seed(77);
    // every small vector, and its value against the definition
    for (x = -12; x <= 12; x++) {
        for (y = -12; y <= 12; y++) {
            m.x = x;
            m.y = y;
            if (x == 0 && y == 0) {
                assert_int_equal(fci_normal_angle(&m), 0);
                continue;
            }
            assert_int_equal(fci_normal_angle(&m), angle_ref(x, y));
            for (i = -12; i <= 12; i++) {
                for (j = -12; j <= 12; j++) {
                    n.x = i;
                    n.y = j;
                    if (i != 0 || j != 0) {
                        assert_true(angle_rule_holds(&m, &n));
                    }
                }
            }
        }
    }
    // the axes and the diagonals, exactly
    m.x = 5; m.y = 0;
    assert_int_equal(fci_normal_angle(&m), 0);
    m.x = 0; m.y = 5;
    assert_int_equal(fci_normal_angle(&m), 64);
    m.x = -7; m.y = -7;
    assert_int_equal(fci_normal_angle(&m), 160);
    m.x = INT32_MIN; m.y = INT32_MIN;
    assert_int_equal(fci_normal_angle(&m), 160);
    m.x = INT32_MAX; m.y = INT32_MIN;
    assert_int_equal(fci_normal_angle(&m), angle_ref(INT32_MAX, INT32_MIN));
    // large and extreme components; quarter turns add 64; nearly parallel
    // and nearly opposite pairs (scaled copies, nudged)
    for (k = 0; k < 400000; k++) {
        m.x = angle_component(k);
        m.y = angle_component(k >> 2);
        if (m.x == 0 && m.y == 0) {
            continue;
        }
        assert_int_equal(fci_normal_angle(&m), angle_ref(m.x, m.y));
        if (m.x != INT32_MIN && m.y != INT32_MIN) {
            r.x = -m.y;
            r.y = m.x;
            assert_int_equal(fci_normal_angle(&r), (fci_normal_angle(&m) + 64u) & 255u);
        }
        switch (k % 3) {
        case 0:
            n.x = angle_component(k + 1);
            n.y = angle_component(k + 2);
            break;
        case 1: {
            int s = (int)(rng32() % 20u), t = (rng32() & 1u) ? 1 : -1;
            n.x = (int32_t)((uint32_t)(m.x >> s) * (uint32_t)t + (rng32() % 5u) - 2u);
            n.y = (int32_t)((uint32_t)(m.y >> s) * (uint32_t)t + (rng32() % 5u) - 2u);
            break;
        }
        default:
            n.x = (int32_t)((uint32_t)m.x + (rng32() % 9u) - 4u);
            n.y = (int32_t)((uint32_t)m.y + (rng32() % 9u) - 4u);
            break;
        }
        if (n.x == 0 && n.y == 0) {
            continue;
        }
        assert_true(angle_rule_holds(&m, &n));
        assert_true(angle_rule_holds(&n, &m));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_convex_by_angles),
        cmocka_unit_test(test_big_mul_wide),
        cmocka_unit_test(test_big_ops),
        cmocka_unit_test(test_contact_fallback),
        cmocka_unit_test(test_circles_mtv),
        cmocka_unit_test(test_big_div_round),
        cmocka_unit_test(test_div_len),
        cmocka_unit_test(test_length),
        cmocka_unit_test(test_unit_root),
        cmocka_unit_test(test_frac_floor16),
        cmocka_unit_test(test_dist_filter),
        cmocka_unit_test(test_sat_poly),
        cmocka_unit_test(test_lying_lengths),
        cmocka_unit_test(test_unit_len_definition),
        cmocka_unit_test(test_normal_angle),
        cmocka_unit_test(test_isqrt32),
    };
    return cmocka_run_group_tests_name("internal", tests, NULL, NULL);
}
