// Wide arithmetic: the portable two-word implementation, and the pieces
// shared by both implementations (square root, division, rounding).
#include "fixcol/wide.h"

#if !FC_WIDE_NATIVE

// Magnitude of a 32-bit signed value as unsigned; exact for INT32_MIN.
static uint32_t mag32(int32_t v)
{
    return (v < 0) ? 0u - (uint32_t)v : (uint32_t)v;
}

// Every public function below accepts any argument (wide.h): a NULL input
// reads as 0 (through wide_in) and a NULL output is not written.
static const fc_wide wide_zero = { 0u, 0u };

static const fc_wide *wide_in(const fc_wide *a)
{
    return (a != NULL) ? a : &wide_zero;
}

void fc_wide_set(fc_wide *r, int32_t v)
{
    if (r != NULL) {
        r->lo = (uint32_t)v;
        r->hi = (v < 0) ? 0xFFFFFFFFu : 0u;
    }
}

void fc_wide_set_parts(fc_wide *r, uint32_t hi, uint32_t lo)
{
    if (r != NULL) {
        r->hi = hi;
        r->lo = lo;
    }
}

void fc_wide_parts(const fc_wide *a, uint32_t *hi, uint32_t *lo)
{
    const fc_wide *x = wide_in(a);
    if (hi != NULL) {
        *hi = x->hi;
    }
    if (lo != NULL) {
        *lo = x->lo;
    }
}

// r = -a, unchecked (the library's own calls).
static void wneg(fc_wide *r, const fc_wide *a)
{
    uint32_t lo = 0u - a->lo;
    // cppcheck-suppress knownConditionTrueFalse ; lo is 0 only when a->lo is
    r->hi = 0u - a->hi - (lo != 0u ? 1u : 0u);
    r->lo = lo;
}

void fc_wide_neg(fc_wide *r, const fc_wide *a)
{
    if (r != NULL) {
        wneg(r, wide_in(a));
    }
}

#if FC_PORT_UMUL32
// The port's routine (config.h): same contract as the C version below.
void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
#  define umul32 fc_port_umul32
#else
// Unsigned 32x32 -> 64 from four 16x16 partial products. Each operand is
// cast to uint32_t before multiplying, so a 16-bit int never wraps.
static void umul32(fc_wide *r, uint32_t a, uint32_t b)
{
    uint32_t a0 = a & 0xFFFFu, a1 = a >> 16;
    uint32_t b0 = b & 0xFFFFu, b1 = b >> 16;
    uint32_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint32_t mid = (p00 >> 16) + (p01 & 0xFFFFu) + (p10 & 0xFFFFu);
    r->lo = (p00 & 0xFFFFu) | (mid << 16);
    r->hi = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
}
#endif // FC_PORT_UMUL32

void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b)
{
    if (r != NULL) {
        umul32(r, a, b);
    }
}

// r = a * b, signed, unchecked.
static void wmul(fc_wide *r, int32_t a, int32_t b)
{
    umul32(r, mag32(a), mag32(b));
    if ((a < 0) != (b < 0)) {
        wneg(r, r);
    }
}

void fc_wide_mul(fc_wide *r, int32_t a, int32_t b)
{
    if (r != NULL) {
        wmul(r, a, b);
    }
}

// r = a + b and r = a - b, unchecked.
static void wadd(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    uint32_t lo = a->lo + b->lo;
    r->hi = a->hi + b->hi + (lo < a->lo ? 1u : 0u);
    r->lo = lo;
}

static void wsub(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    uint32_t lo = a->lo - b->lo;
    r->hi = a->hi - b->hi - (a->lo < b->lo ? 1u : 0u);
    r->lo = lo;
}

void fc_wide_add(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    if (r != NULL) {
        wadd(r, wide_in(a), wide_in(b));
    }
}

void fc_wide_sub(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    if (r != NULL) {
        wsub(r, wide_in(a), wide_in(b));
    }
}

void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b)
{
    fc_wide p;
    if (r != NULL) {
        wmul(&p, a, b);
        wadd(r, r, &p);
    }
}

void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b)
{
    fc_wide p;
    if (r != NULL) {
        wmul(&p, a, b);
        wsub(r, r, &p);
    }
}

int fc_wide_sign(const fc_wide *a)
{
    const fc_wide *x = wide_in(a);
    if ((x->hi & 0x80000000u) != 0u) {
        return -1;
    }
    return (x->hi | x->lo) != 0u;
}

#if !FC_PORT_WCMP
// With FC_PORT_WCMP the port defines both compares (config.h).
int fc_wide_cmp(const fc_wide *a, const fc_wide *b)
{
    const fc_wide *x = wide_in(a), *y = wide_in(b);
    // Flip the sign bits so that unsigned order equals signed order.
    uint32_t ah = x->hi ^ 0x80000000u, bh = y->hi ^ 0x80000000u;
    if (ah != bh) {
        return ah < bh ? -1 : 1;
    }
    if (x->lo != y->lo) {
        return x->lo < y->lo ? -1 : 1;
    }
    return 0;
}

int fc_wide_ucmp(const fc_wide *a, const fc_wide *b)
{
    const fc_wide *x = wide_in(a), *y = wide_in(b);
    if (x->hi != y->hi) {
        return x->hi < y->hi ? -1 : 1;
    }
    if (x->lo != y->lo) {
        return x->lo < y->lo ? -1 : 1;
    }
    return 0;
}
#endif // !FC_PORT_WCMP

void fc_wide_sar(fc_wide *r, const fc_wide *a, unsigned n)
{
    const fc_wide *x = wide_in(a);
    uint32_t fill, hi, lo;
    unsigned s = (n > 63u) ? 63u : n;   // beyond 63 the result stays 0 or -1
    if (r == NULL) {
        return;
    }
    fill = ((x->hi & 0x80000000u) != 0u) ? 0xFFFFFFFFu : 0u;
    hi = x->hi;
    lo = x->lo;
    if (s >= 32u) {
        s -= 32u;
        lo = hi;
        hi = fill;
    }
    if (s != 0u) {
        lo = (lo >> s) | (hi << (32u - s));
        hi = (hi >> s) | (fill << (32u - s));
    }
    r->hi = hi;
    r->lo = lo;
}

void fc_wide_shl(fc_wide *r, const fc_wide *a, unsigned n)
{
    const fc_wide *x = wide_in(a);
    uint32_t hi, lo;
    unsigned s = n;
    if (r == NULL) {
        return;
    }
    if (s > 63u) {   // every bit shifted out
        r->hi = 0u;
        r->lo = 0u;
        return;
    }
    hi = x->hi;
    lo = x->lo;
    if (s >= 32u) {
        s -= 32u;
        hi = lo;
        lo = 0u;
    }
    if (s != 0u) {
        hi = (hi << s) | (lo >> (32u - s));
        lo <<= s;
    }
    r->hi = hi;
    r->lo = lo;
}

int fc_wide_fits32(const fc_wide *a)
{
    // The high word must be the sign extension of the low word.
    const fc_wide *x = wide_in(a);
    return x->hi == (((x->lo & 0x80000000u) != 0u) ? 0xFFFFFFFFu : 0u);
}

int32_t fc_wide_low32(const fc_wide *a)
{
    // Two's complement reinterpretation without implementation-defined
    // conversion of an out-of-range unsigned value.
    const fc_wide *x = wide_in(a);
    uint32_t m;
    if ((x->lo & 0x80000000u) != 0u) {
        m = 0x7FFFFFFFu - (x->lo & 0x7FFFFFFFu);   // below 2^31
        return -(int32_t)m - 1;
    }
    return (int32_t)x->lo;
}

// Square root digit by digit: two bits of the radicand enter the remainder
// per step, one bit of the root leaves. The remainder stays below
// 2 * root + 1 < 2^33, so it is kept as a 32-bit word plus a carry word.
static uint32_t isqrt_k(const fc_wide *a, fc_wide *rem)
{
    uint32_t nhi = a->hi, nlo = a->lo;
    uint32_t root = 0u, rlo = 0u, rhi = 0u;
    uint32_t tlo, thi;
    int i;
    for (i = 0; i < 32; i++) {
        rhi = (rhi << 2) | (rlo >> 30);
        rlo = (rlo << 2) | (nhi >> 30);
        nhi = (nhi << 2) | (nlo >> 30);
        nlo <<= 2;
        // trial = 4 * root + 1 (34 bits at most)
        tlo = (root << 2) | 1u;
        thi = root >> 30;
        root <<= 1;
        if (rhi > thi || (rhi == thi && rlo >= tlo)) {
            rhi = rhi - thi - (rlo < tlo ? 1u : 0u);
            rlo -= tlo;
            root |= 1u;
        }
    }
    rem->hi = rhi;
    rem->lo = rlo;
    return root;
}

// Long division: the high word by the hardware-sized 32-bit division, then
// the low word one bit at a time. The running remainder is below d, so
// shifting it left needs one extra bit, kept in `carry`. d > 0.
static uint32_t divmod_k(fc_wide *q, const fc_wide *n, uint32_t d)
{
    // cppcheck-suppress zerodivcond
    uint32_t qhi = n->hi / d;
    // cppcheck-suppress zerodivcond
    uint32_t rem = n->hi % d;
    uint32_t lo = n->lo, qlo = 0u, carry;
    int i;
    for (i = 0; i < 32; i++) {
        carry = rem >> 31;
        rem = (rem << 1) | (lo >> 31);
        lo <<= 1;
        qlo <<= 1;
        if (carry != 0u || rem >= d) {
            rem -= d;
            qlo |= 1u;
        }
    }
    q->hi = qhi;
    q->lo = qlo;
    return rem;
}

#else // FC_WIDE_NATIVE

static uint32_t isqrt_k(const fc_wide *a, fc_wide *rem)
{
    uint64_t n = (uint64_t)a->v, root = 0u, bit = (uint64_t)1 << 62;
    while (bit > n) {
        bit >>= 2;
    }
    while (bit != 0u) {
        if (n >= root + bit) {
            n -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    rem->v = FC_W_WRAP(n);
    return (uint32_t)root;
}

// d > 0.
static uint32_t divmod_k(fc_wide *q, const fc_wide *n, uint32_t d)
{
    uint64_t u = (uint64_t)n->v;
    // cppcheck-suppress zerodivcond
    uint32_t rem = (uint32_t)(u % d);
    // cppcheck-suppress zerodivcond
    q->v = FC_W_WRAP(u / d);
    return rem;
}

#endif // FC_WIDE_NATIVE

uint32_t fc_wide_isqrt_rem(const fc_wide *a, fc_wide *rem)
{
    fc_wide r, x;
    uint32_t root;
    fc_wide_set(&x, 0);
    if (a != NULL) {
        x = *a;
    }
    root = isqrt_k(&x, &r);
    if (rem != NULL) {
        *rem = r;
    }
    return root;
}

uint32_t fc_wide_isqrt(const fc_wide *a)
{
    return fc_wide_isqrt_rem(a, NULL);
}

uint32_t fc_wide_divmod(fc_wide *q, const fc_wide *n, uint32_t d)
{
    fc_wide t;
    uint32_t rem = 0u;
    fc_wide_set(&t, 0);
    if (n != NULL && d != 0u) {
        rem = divmod_k(&t, n, d);
    }
    if (q != NULL) {
        *q = t;
    }
    return rem;
}

// Magnitude of a wide value as an unsigned bit pattern; returns 1 when the
// value was negative. Exact for every value (-2^63 maps to 2^63).
static int wide_abs(fc_wide *m, const fc_wide *a)
{
    if (fc_wide_sign(a) < 0) {
        fc_wide_neg(m, a);
        return 1;
    }
    *m = *a;
    return 0;
}

// Writes the signed result of a rounded magnitude when it fits int32:
// up to 2^31 - 1 when positive, up to 2^31 when negative.
static int store_signed(const fc_wide *m, int neg, int32_t *out)
{
    uint32_t hi, lo;
    fc_wide_parts(m, &hi, &lo);
    if (hi != 0u || lo > ((neg != 0) ? 0x80000000u : 0x7FFFFFFFu)) {
        return FC_ERR_OVERFLOW;
    }
    if (neg != 0) {
        *out = (lo == 0x80000000u) ? INT32_MIN : -(int32_t)lo;
    } else {
        *out = (int32_t)lo;
    }
    return FC_OK;
}

int fc_wide_round_shr(const fc_wide *a, unsigned n, int32_t *out)
{
    fc_wide m;
    uint32_t hi, lo, t;
    int neg;
    FC_CHECK(a != NULL && out != NULL, FC_ERR_NULL);
    neg = wide_abs(&m, a);
    fc_wide_parts(&m, &hi, &lo);
    // The magnitude plus 2^(n-1), then shifted right by n. The magnitude is
    // at most 2^63 and the half at most 2^62: the sum does not wrap, and
    // the logical shift sees the whole value.
    if (n == 16u) {
        // fc_mul's and fc_rotate's case, with constant shifts only: an
        // 8-bit compiler turns them into byte moves instead of bit loops.
        hi += (lo >= 0xFFFF8000u) ? 1u : 0u;   // the carry of lo + 2^15
        lo = ((lo + 0x8000u) >> 16) | (hi << 16);
        hi >>= 16;
    } else if (n == 0u) {
        // a itself: nothing to round.
    } else if (n >= 64u) {
        // |a| / 2^n <= 1/2, equal only for |a| = 2^63 at n = 64: that
        // rounds away from zero to 1 (a = -2^63 is the only such value).
        lo = (n == 64u && hi == 0x80000000u && lo == 0u) ? 1u : 0u;
        hi = 0u;
    } else {
        unsigned b = (n - 1u) & 31u;   // 2^(n-1) is bit b of lo or of hi
        if (n <= 32u) {
            t = lo + ((uint32_t)1u << b);
            hi += (t < lo) ? 1u : 0u;
            lo = t;
        } else {
            hi += (uint32_t)1u << b;
        }
        if (n >= 32u) {
            lo = hi >> (n - 32u);
            hi = 0u;
        } else {
            lo = (lo >> n) | (hi << (32u - n));
            hi >>= n;
        }
    }
    fc_wide_set_parts(&m, hi, lo);
    return store_signed(&m, neg, out);
}

int fc_wide_div_round(const fc_wide *num, int32_t den, int32_t *out)
{
    fc_wide m;
    uint32_t d, rem;
    int neg;
    FC_CHECK(num != NULL && out != NULL, FC_ERR_NULL);
    if (den == 0) {
        return FC_ERR_DIVZERO;
    }
    neg = wide_abs(&m, num);
    d = (den < 0) ? 0u - (uint32_t)den : (uint32_t)den;
    if (den < 0) {
        neg = 1 - neg;
    }
    rem = divmod_k(&m, &m, d);
    // Round half away from zero on the magnitude: rem / d >= 1/2.
    if (rem >= d - rem) {
        fc_wide one;
        fc_wide_set(&one, 1);
        fc_wide_add(&m, &m, &one);
    }
    return store_signed(&m, neg, out);
}

int fc_wide_cmp_products(int32_t a, int32_t b, int32_t c, int32_t d)
{
    fc_wide p, q;
    fc_wide_mul(&p, a, b);
    fc_wide_mul(&q, c, d);
    return fc_wide_cmp(&p, &q);
}
