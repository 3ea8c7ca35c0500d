// 128-bit integer helpers for the few sums that exceed 64 bits.
#include "internal.h"

void fci_big_from_wide(fci_big *r, const fc_wide *a)
{
    uint32_t hi, lo, fill;
    fc_wide_parts(a, &hi, &lo);
    fill = ((hi & 0x80000000u) != 0u) ? 0xFFFFFFFFu : 0u;
    r->w[0] = lo;
    r->w[1] = hi;
    r->w[2] = fill;
    r->w[3] = fill;
}

int fci_big_sign(const fci_big *a)
{
    if ((a->w[3] & 0x80000000u) != 0u) {
        return -1;
    }
    return (a->w[0] | a->w[1] | a->w[2] | a->w[3]) != 0u;
}

int fci_big_to_wide(const fci_big *a, fc_wide *out)
{
    uint32_t fill = ((a->w[1] & 0x80000000u) != 0u) ? 0xFFFFFFFFu : 0u;
    if (a->w[2] != fill || a->w[3] != fill) {
        return FC_ERR_OVERFLOW;
    }
    fc_wide_set_parts(out, a->w[1], a->w[0]);
    return FC_OK;
}

#if FCI_BIG_NATIVE || !FCI_WIDE_SMALL
// The end of fci_big_div_round once the magnitude's quotient q (below
// 2^32) is known: plus one when up (the remainder at least half the
// divisor: half away from zero), then the sign; FC_ERR_OVERFLOW unless
// the result fits int32.
static int round_store(uint32_t quot, int up, int neg, int32_t *out)
{
    uint32_t q = quot;
    if (up != 0) {
        if (q == 0xFFFFFFFFu) {
            return FC_ERR_OVERFLOW;
        }
        q++;
    }
    if (q > ((neg != 0) ? 0x80000000u : 0x7FFFFFFFu)) {
        return FC_ERR_OVERFLOW;
    }
    *out = (neg != 0) ? ((q == 0x80000000u) ? INT32_MIN : -(int32_t)q) : (int32_t)q;
    return FC_OK;
}
#endif

#if FCI_BIG_NATIVE

// The 128-bit type of the compiler (FCI_BIG_NATIVE, src/internal.h):
// every value goes in and out of the four words, and the arithmetic on it
// is unsigned, so wrapping is defined; signed order is the unsigned order
// of the values with the top bit flipped.
__extension__ typedef unsigned __int128 big_u;
__extension__ typedef __int128 big_s;

static big_u big_get(const fci_big *a)
{
    return ((big_u)(((uint64_t)a->w[3] << 32) | a->w[2]) << 64)
           | (((uint64_t)a->w[1] << 32) | a->w[0]);
}

static void big_put(fci_big *r, big_u v)
{
    uint64_t lo = (uint64_t)v, hi = (uint64_t)(v >> 64);
    r->w[0] = (uint32_t)lo;
    r->w[1] = (uint32_t)(lo >> 32);
    r->w[2] = (uint32_t)hi;
    r->w[3] = (uint32_t)(hi >> 32);
}

// |a| (2^127 for the most negative value); 1 when a < 0.
static int big_mag(big_u a, big_u *m)
{
    if ((a & ((big_u)1u << 127)) != 0u) {
        *m = 0u - a;
        return 1;
    }
    *m = a;
    return 0;
}

void fci_big_add(fci_big *r, const fci_big *a)
{
    big_put(r, big_get(r) + big_get(a));
}

void fci_big_mul_i32(fci_big *r, const fci_big *a, int32_t k)
{
    uint32_t m = (k < 0) ? 0u - (uint32_t)k : (uint32_t)k;
    big_u p = big_get(a) * m;                   // modulo 2^128, as the words
    big_put(r, (k < 0) ? 0u - p : p);
}

int fci_big_cmp(const fci_big *a, const fci_big *b)
{
    big_u x = big_get(a) ^ ((big_u)1u << 127), y = big_get(b) ^ ((big_u)1u << 127);
    return x < y ? -1 : (x > y ? 1 : 0);
}

// |a|, |b| <= 2^63: the product, at most 2^126, fits.
void fci_big_mul_wide(fci_big *r, const fc_wide *a, const fc_wide *b)
{
    big_put(r, (big_u)((big_s)a->v * (big_s)b->v));
}

// The 256-bit product of x and y as hi 2^128 + lo, from four 64 x 64
// products: the middle sum (below 3 2^64) carries into hi.
static void big_umul256(big_u x, big_u y, big_u *hi, big_u *lo)
{
    uint64_t x0 = (uint64_t)x, x1 = (uint64_t)(x >> 64);
    uint64_t y0 = (uint64_t)y, y1 = (uint64_t)(y >> 64);
    big_u p00 = (big_u)x0 * y0, p01 = (big_u)x0 * y1;
    big_u p10 = (big_u)x1 * y0, p11 = (big_u)x1 * y1;
    big_u mid = (p00 >> 64) + (uint64_t)p01 + (uint64_t)p10;
    *lo = (mid << 64) | (uint64_t)p00;
    *hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
}

int fci_big_cmp_prod(const fci_big *a, const fci_big *b, const fci_big *c, const fci_big *d)
{
    big_u x, y, lh, ll, rh, rl;
    (void)big_mag(big_get(a), &x);
    (void)big_mag(big_get(b), &y);
    big_umul256(x, y, &lh, &ll);
    (void)big_mag(big_get(c), &x);
    (void)big_mag(big_get(d), &y);
    big_umul256(x, y, &rh, &rl);
    if (lh != rh) {
        return lh < rh ? -1 : 1;
    }
    return ll < rl ? -1 : (ll > rl ? 1 : 0);
}

// As the word versions: the rounded quotient of the magnitudes must fit
// 32 bits (FC_ERR_OVERFLOW for a zero divisor too), then int32.
int fci_big_div_round(const fci_big *num, const fci_big *den, int32_t *out)
{
    big_u n, d, q, r;
    int neg = big_mag(big_get(num), &n);
    if (big_mag(big_get(den), &d) != 0) {
        neg = 1 - neg;
    }
    if (d == 0u) {
        return FC_ERR_OVERFLOW;
    }
    q = n / d;
    r = n - q * d;
    if (q > 0xFFFFFFFFu) {
        return FC_ERR_OVERFLOW;
    }
    return round_store((uint32_t)q, (r >= d - r) ? 1 : 0, neg, out);
}

fc_fixed fci_frac_floor16(const fc_wide *num, const fc_wide *den)
{
    if (fc_wide_cmp(num, den) >= 0) {
        return FC_ONE;
    }
    if (num->v < 0) {
        return 0;   // outside the contract: 0, as the word versions give
    }
    // 0 <= num < den < 2^62: the quotient is below 2^16.
    return (fc_fixed)((((big_u)(uint64_t)num->v) << 16) / (uint64_t)den->v);
}

#else // !FCI_BIG_NATIVE

FC_PORT_FAST_CODE void fci_big_add(fci_big *r, const fci_big *a)
{
    uint32_t carry = 0u, s;
    int i;
    for (i = 0; i < 4; i++) {
        s = r->w[i] + carry;
        // cppcheck-suppress misra-c2012-10.6 ; not composite (docs/MISRA.md)
        carry = (s < carry) ? 1u : 0u;
        r->w[i] = s + a->w[i];
        if (r->w[i] < s) {
            carry = 1u;
        }
    }
}

static void big_neg(fci_big *r)
{
    uint32_t carry = 1u;
    int i;
    for (i = 0; i < 4; i++) {
        r->w[i] = ~r->w[i] + carry;
        if (r->w[i] != 0u) {
            carry = 0u;   // only a word that wrapped to 0 passes the +1 on
        }
    }
}

// Magnitude; returns 1 when a was negative.
static int big_abs(fci_big *m, const fci_big *a)
{
    *m = *a;
    if (fci_big_sign(a) < 0) {
        big_neg(m);
        return 1;
    }
    return 0;
}

FC_PORT_FAST_CODE void fci_big_mul_i32(fci_big *r, const fci_big *a, int32_t k)
{
    fci_big m;
    fc_wide p;
    uint32_t uk = (k < 0) ? 0u - (uint32_t)k : (uint32_t)k;
    uint32_t carry = 0u, hi, lo;
    int a_neg = big_abs(&m, a);
    int i;
    for (i = 0; i < 4; i++) {
        fc_wide_umul(&p, m.w[i], uk);
        fc_wide_parts(&p, &hi, &lo);
        lo += carry;
        hi += (lo < carry) ? 1u : 0u;   // hi <= 2^32 - 2: no wrap
        m.w[i] = lo;
        carry = hi;
    }
    if ((a_neg != 0) != (k < 0)) {
        big_neg(&m);
    }
    *r = m;
}

static int big_ucmp(const fci_big *a, const fci_big *b)
{
    int i;
    for (i = 3; i >= 0; i--) {
        if (a->w[i] != b->w[i]) {
            return a->w[i] < b->w[i] ? -1 : 1;
        }
    }
    return 0;
}

#if FCI_WIDE_SMALL

// r -= a, both unsigned, r >= a.
static void big_usub(fci_big *r, const fci_big *a)
{
    uint32_t borrow = 0u, x, y;
    int i;
    for (i = 0; i < 4; i++) {
        x = r->w[i];
        y = a->w[i];
        r->w[i] = x - y - borrow;
        // cppcheck-suppress misra-c2012-10.6 ; not composite (docs/MISRA.md)
        borrow = (x < y || (x == y && borrow != 0u)) ? 1u : 0u;
    }
}

static void big_shl1(fci_big *r, uint32_t in)
{
    int i;
    for (i = 3; i > 0; i--) {
        r->w[i] = (r->w[i] << 1) | (r->w[i - 1] >> 31);
    }
    r->w[0] = (r->w[0] << 1) | in;
}

// The builds where code size decides (FCI_WIDE_SMALL, wide.h): restoring
// division, one bit per step, 128 steps.
int fci_big_div_round(const fci_big *num, const fci_big *den, int32_t *out)
{
    fci_big n, d, rem;
    uint32_t q = 0u, qover = 0u;
    int neg = big_abs(&n, num);
    int bit;
    if (big_abs(&d, den) != 0) {
        neg = 1 - neg;   // the quotient's sign: num's, flipped when den < 0
    }
    rem.w[0] = 0u;
    rem.w[1] = 0u;
    rem.w[2] = 0u;
    rem.w[3] = 0u;
    for (bit = 127; bit >= 0; bit--) {
        unsigned b = (unsigned)bit;
        big_shl1(&rem, (n.w[b >> 5] >> (b & 31u)) & 1u);
        qover |= q >> 31;   // a quotient bit beyond 32 means overflow
        q <<= 1;
        if (big_ucmp(&rem, &d) >= 0) {
            big_usub(&rem, &d);
            q |= 1u;
        }
    }
    // Round half away from zero: 2 * rem >= d (rem < d < 2^127, no wrap).
    // den = 0 sets every quotient bit: an overflow.
    big_shl1(&rem, 0u);
    if (big_ucmp(&rem, &d) >= 0) {
        if (q == 0xFFFFFFFFu) {
            qover = 1u;
        }
        q++;
    }
    if (qover != 0u || q > ((neg != 0) ? 0x80000000u : 0x7FFFFFFFu)) {
        return FC_ERR_OVERFLOW;
    }
    *out = (neg != 0) ? ((q == 0x80000000u) ? INT32_MIN : -(int32_t)q) : (int32_t)q;
    return FC_OK;
}

// floor(65536 num / den): sixteen steps of restoring division (the
// remainder stays below den, so 2 rem stays below 2^63).
fc_fixed fci_frac_floor16(const fc_wide *num, const fc_wide *den)
{
    fc_wide rem;
    uint32_t q = 0u;
    int i;
    if (fc_wide_cmp(num, den) >= 0) {
        return FC_ONE;
    }
    rem = *num;
    for (i = 0; i < 16; i++) {
        fc_wide_add(&rem, &rem, &rem);
        q <<= 1;
        if (fc_wide_cmp(&rem, den) >= 0) {
            fc_wide_sub(&rem, &rem, den);
            q |= 1u;
        }
    }
    return (fc_fixed)q;
}

#else // !FCI_WIDE_SMALL

// Division by Knuth's algorithm D (The Art of Computer Programming,
// vol. 2, 4.3.1) with 32-bit digits, for the one quotient digit that the
// callers' results can have: q = floor(n / d) for magnitudes n, d != 0,
// and *up = 1 when the remainder r is at least d - r (n / d rounds up).
// The divisor's top word d[m] is normalised (its top bit set, the
// numerator shifted along into five words u[]); the numerator must then
// be below d 2^32, else the quotient has a second digit: FC_ERR_OVERFLOW.
// The trial digit from u's top two words and d[m] is at most 2 above the
// true one (Knuth's theorem B): the product q d is taken off, and d added
// back while the difference is negative.
static int big_udiv(const fci_big *num, const fci_big *den, uint32_t *quot, int *up)
{
    fci_big n, d;
    uint32_t u[5], p[5], hi, lo, q, rem, borrow, x, y;
    fci_divisor dv;
    fc_wide t;
    unsigned s, m, i;
    n = *num;
    d = *den;
    m = 3u;
    while (d.w[m] == 0u) {
        if (m == 0u) {
            return FC_ERR_OVERFLOW;   // den = 0
        }
        m--;
    }
    s = fci_clz32(d.w[m]);
    u[4] = 0u;
    if (s != 0u) {
        u[4] = n.w[3] >> (32u - s);
        for (i = 3u; i > 0u; i--) {
            n.w[i] = (n.w[i] << s) | (n.w[i - 1u] >> (32u - s));
            d.w[i] = (d.w[i] << s) | (d.w[i - 1u] >> (32u - s));
        }
        n.w[0] <<= s;
        d.w[0] <<= s;
    }
    for (i = 0u; i < 4u; i++) {
        u[i] = n.w[i];
    }
    // u < d 2^32: the words above m + 1 are zero and u[m+1..1] < d[m..0].
    for (i = 4u; i > m + 1u; i--) {
        if (u[i] != 0u) {
            return FC_ERR_OVERFLOW;
        }
    }
    for (i = m + 1u; i > 0u; i--) {
        if (u[i] != d.w[i - 1u]) {
            break;
        }
    }
    if (i == 0u || u[i] > d.w[i - 1u]) {
        return FC_ERR_OVERFLOW;
    }
    if (u[m + 1u] >= d.w[m]) {
        q = 0xFFFFFFFFu;   // u[m + 1] = d[m]: Knuth's b - 1
    } else {
        fci_divisor_set(&dv, d.w[m]);
        q = fci_divide(&dv, u[m + 1u], u[m], &rem);
    }
    // p = q d over words 0..m + 1.
    p[0] = 0u;
    for (i = 0u; i <= m; i++) {
        fc_wide_umul(&t, q, d.w[i]);
        fc_wide_parts(&t, &hi, &lo);
        x = p[i] + lo;
        p[i] = x;
        p[i + 1u] = hi + ((x < lo) ? 1u : 0u);   // hi <= 2^32 - 2: no wrap
    }
    // u - p over words 0..m + 1; while negative (a borrow out of the top
    // word), q one less and d added back.
    borrow = 0u;
    for (i = 0u; i <= m + 1u; i++) {
        x = u[i];
        y = p[i];
        u[i] = x - y - borrow;
        // cppcheck-suppress misra-c2012-10.6 ; not composite (docs/MISRA.md)
        borrow = (x < y || (x == y && borrow != 0u)) ? 1u : 0u;
    }
    while (borrow != 0u) {
        uint32_t carry = 0u;
        q--;
        for (i = 0u; i <= m; i++) {
            x = u[i] + carry;
            // cppcheck-suppress misra-c2012-10.6 ; not composite (docs/MISRA.md)
            carry = (x < carry) ? 1u : 0u;
            u[i] = x + d.w[i];
            if (u[i] < x) {
                carry = 1u;
            }
        }
        u[m + 1u] += carry;
        if (u[m + 1u] == 0u && carry != 0u) {
            borrow = 0u;   // the top word wrapped back to 0: non-negative
        }
    }
    // r >= d - r, with r = u[0..m] < d.
    borrow = 0u;
    for (i = 0u; i <= m; i++) {
        x = d.w[i];
        y = u[i];
        p[i] = x - y - borrow;
        // cppcheck-suppress misra-c2012-10.6 ; not composite (docs/MISRA.md)
        borrow = (x < y || (x == y && borrow != 0u)) ? 1u : 0u;
    }
    for (i = m + 1u; i > 0u; i--) {
        if (u[i - 1u] != p[i - 1u]) {
            break;
        }
    }
    *up = 0;
    if (i == 0u || u[i - 1u] > p[i - 1u]) {
        *up = 1;
    }
    *quot = q;
    return FC_OK;
}

int fci_big_div_round(const fci_big *num, const fci_big *den, int32_t *out)
{
    fci_big n, d;
    uint32_t q;
    int up;
    int neg = big_abs(&n, num);
    if (big_abs(&d, den) != 0) {
        neg = 1 - neg;   // the quotient's sign: num's, flipped when den < 0
    }
    if (big_udiv(&n, &d, &q, &up) < 0) {
        return FC_ERR_OVERFLOW;
    }
    return round_store(q, up, neg, out);
}

fc_fixed fci_frac_floor16(const fc_wide *num, const fc_wide *den)
{
    fci_big n, d;
    uint32_t q = 0u;
    int up;
    if (fc_wide_cmp(num, den) >= 0) {
        return FC_ONE;
    }
    // num 2^16 < den 2^16 < 2^78: the quotient is below 2^16.
    fci_big_from_wide(&n, num);
    fci_big_mul_i32(&n, &n, 65536);
    fci_big_from_wide(&d, den);
    (void)big_udiv(&n, &d, &q, &up);
    return (fc_fixed)q;
}

#endif // FCI_WIDE_SMALL

int fci_big_cmp(const fci_big *a, const fci_big *b)
{
    int sa = fci_big_sign(a), sb = fci_big_sign(b);
    if (sa != sb) {
        return sa < sb ? -1 : 1;
    }
    // Same sign: two's complement order equals unsigned order.
    return big_ucmp(a, b);
}

#if !FC_PORT_BIG_MUL
#if FC_WIDE_NATIVE && !FCI_MUL64_CALL
// The magnitudes' product from four widening 32 x 32 products, written
// out: x = x1 2^32 + x0 and y likewise, each at most 2^63. The middle sum
// (p00 >> 32) + low(p01) + low(p10) is below 3 2^32, and the top
// p11 + high(p01) + high(p10) + its carry is the product >> 64, below
// 2^62: no word overflows.
FC_PORT_FAST_CODE void fci_big_mul_wide(fci_big *r, const fc_wide *a, const fc_wide *b)
{
    uint64_t x = (uint64_t)a->v, y = (uint64_t)b->v, p00, p01, p10, mid, top;
    uint32_t x0, x1, y0, y1;
    int neg = 0;
    if (a->v < 0) {
        x = 0u - x;
        neg = 1;
    }
    if (b->v < 0) {
        y = 0u - y;
        neg = 1 - neg;
    }
    x0 = (uint32_t)x;
    x1 = (uint32_t)(x >> 32);
    y0 = (uint32_t)y;
    y1 = (uint32_t)(y >> 32);
    p00 = (uint64_t)x0 * y0;
    p01 = (uint64_t)x0 * y1;
    p10 = (uint64_t)x1 * y0;
    mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    top = (uint64_t)x1 * y1 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    r->w[0] = (uint32_t)p00;
    r->w[1] = (uint32_t)mid;
    r->w[2] = (uint32_t)top;
    r->w[3] = (uint32_t)(top >> 32);
    if (neg != 0) {
        big_neg(r);
    }
}
#else
// acc += (hi * 2^32 + lo) * 2^(32 k), k <= 2, for a sum that stays below
// 2^(32 (k + 2)): the carry out of word k goes into word k + 1, and none
// leaves word k + 1. (hi <= 2^32 - 2, so hi + carry does not wrap.)
static void acc_add(uint32_t *acc, int k, uint32_t hi, uint32_t lo)
{
    uint32_t t = acc[k] + lo;
    acc[k] = t;
    acc[k + 1] += hi + ((t < lo) ? 1u : 0u);
}

// Schoolbook product of the magnitudes from four 32 x 32 partial products
// x_i y_j, added at word i + j in the order (0,0), (0,1), (1,0), (1,1).
// Magnitudes are at most 2^63 (x_1 <= 2^31, and x_0 = 0 when x_1 = 2^31),
// so the running sum stays below 2^64 after the first, below
// x_0 y_0 + (x_0 y_1 + x_1 y_0) 2^32 < 2^96 after the next two and at
// most 2^126 after the last: within words 0 to k + 1 each time, as
// acc_add needs.
FC_PORT_FAST_CODE void fci_big_mul_wide(fci_big *r, const fc_wide *a, const fc_wide *b)
{
    fc_wide ma, mb, p;
    uint32_t x[2], y[2], hi, lo;
    int neg = 0, i, j;
    ma = *a;
    mb = *b;
    if (fc_wide_sign(&ma) < 0) {
        fc_wide_neg(&ma, &ma);
        neg = 1 - neg;
    }
    if (fc_wide_sign(&mb) < 0) {
        fc_wide_neg(&mb, &mb);
        neg = 1 - neg;
    }
    fc_wide_parts(&ma, &x[1], &x[0]);
    fc_wide_parts(&mb, &y[1], &y[0]);
    r->w[0] = 0u;
    r->w[1] = 0u;
    r->w[2] = 0u;
    r->w[3] = 0u;
    for (i = 0; i < 2; i++) {
        for (j = 0; j < 2; j++) {
            fc_wide_umul(&p, x[i], y[j]);
            fc_wide_parts(&p, &hi, &lo);
            acc_add(r->w, i + j, hi, lo);
        }
    }
    if (neg != 0) {
        big_neg(r);
    }
}
#endif // FC_WIDE_NATIVE && !FCI_MUL64_CALL
#endif // !FC_PORT_BIG_MUL: the port's (ports/cortex-m/smull_v6m.S)

// ---- 256-bit products (for fc_circle_sweep_poly, src/sweep_circle.c) ----------------
// The swept circle compares squares of sums with one square root in them:
// products of two 128-bit values (below 2^240 in that file). Magnitudes
// below 2^128 give products below 2^256: eight words, exact.

// r[0..7] = x * y for non-negative x, y: sixteen 32 x 32 partial products,
// carries rippling upwards (the total never exceeds 2^256, so the last
// carry out of r[7] is always zero).
static void big_umul256(uint32_t *r, const fci_big *x, const fci_big *y)
{
    fc_wide p;
    uint32_t hi, lo, t, u, carry;
    int i, j, k;
    for (i = 0; i < 8; i++) {
        r[i] = 0u;
    }
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 4; j++) {
            fc_wide_umul(&p, x->w[i], y->w[j]);
            fc_wide_parts(&p, &hi, &lo);
            k = i + j;                      // <= 6: r[k + 1] exists
            t = r[k] + lo;
            // cppcheck-suppress misra-c2012-10.6 ; not composite (docs/MISRA.md)
            carry = (t < lo) ? 1u : 0u;
            r[k] = t;
            t = r[k + 1] + hi;
            u = t + carry;
            // cppcheck-suppress misra-c2012-10.6 ; not composite (docs/MISRA.md)
            carry = (t < hi) ? 1u : 0u;
            carry += (u < t) ? 1u : 0u;   // at most 1 in all
            r[k + 1] = u;
            for (k += 2; k < 8 && carry != 0u; k++) {
                r[k] += carry;
                if (r[k] != 0u) {
                    carry = 0u;
                }
            }
        }
    }
}

int fci_big_cmp_prod(const fci_big *a, const fci_big *b, const fci_big *c, const fci_big *d)
{
    fci_big x, y;
    uint32_t l[8], r[8];
    int i;
    (void)big_abs(&x, a);
    (void)big_abs(&y, b);
    big_umul256(l, &x, &y);
    (void)big_abs(&x, c);
    (void)big_abs(&y, d);
    big_umul256(r, &x, &y);
    for (i = 7; i >= 0; i--) {
        if (l[i] != r[i]) {
            return l[i] < r[i] ? -1 : 1;
        }
    }
    return 0;
}

#endif // FCI_BIG_NATIVE
