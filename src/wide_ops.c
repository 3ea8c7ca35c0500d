// Wide arithmetic, the portable two-word implementation: setting and
// reading the words, differences, signs, shifts and narrowing (products,
// sums and compares are in src/wide.c); and, for both implementations,
// rounding a wide value to 32 bits (fc_wide_round_shr: every Q16.16
// product, without the square roots and divisions of src/wide_root.c).
#include "internal.h"

#if !FC_WIDE_NATIVE

// Every public function below accepts any argument (wide.h): a NULL input
// reads as 0 (through wide_in) and a NULL output is not written.
static const fc_wide ops_zero = { 0u, 0u };
#define wide_in(a) (((a) != NULL) ? (a) : &ops_zero)

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

#if !FC_PORT_WADD
// With FC_PORT_WADD the port defines it (config.h).
void fc_wide_sub(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    const fc_wide *x = wide_in(a), *y = wide_in(b);
    uint32_t lo;
    if (r != NULL) {
        lo = x->lo - y->lo;
        r->hi = x->hi - y->hi - (x->lo < y->lo ? 1u : 0u);
        r->lo = lo;
    }
}
#endif

#if !FC_PORT_MUL
// With FC_PORT_MUL the port defines it (config.h).
void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b)
{
    fc_wide p;
    fc_wide_mul(&p, a, b);
    fc_wide_sub(r, r, &p);
}
#endif

int fc_wide_sign(const fc_wide *a)
{
    const fc_wide *x = wide_in(a);
    if ((x->hi & 0x80000000u) != 0u) {
        return -1;
    }
    return (x->hi | x->lo) != 0u;
}

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
    // cppcheck-suppress knownConditionTrueFalse ; cppcheck follows one caller; any shift count reaches here
    if (s >= 32u) {
        s -= 32u;
        lo = hi;
        hi = fill;
    }
    // cppcheck-suppress knownConditionTrueFalse ; cppcheck follows one caller; any shift count reaches here
    if (s != 0u) {
        lo = (lo >> s) | (hi << (32u - s));
        hi = (hi >> s) | (fill << (32u - s));
    }
    r->hi = hi;
    r->lo = lo;
}

#if FCI_WIDE_SMALL
#if !FC_PORT_SHL
// a 2^n modulo 2^64 into *r, and 1 when a bit that is 1 leaves the top
// (a 2^n >= 2^64): fc_wide_shl's shift on SDCC, which shifts a word by a
// variable count one bit at a time, each step a pass over its four
// bytes. Here a byte at a time first, then the rest by bits, at most 7.
// With FC_PORT_SHL the port's (config.h).
int fci_wide_shl_lost(fc_wide *r, const fc_wide *a, unsigned n)
{
    uint32_t hi = a->hi, lo = a->lo, lost = 0u;
    unsigned s = n;
    if (s > 63u) {   // every bit shifted out
        lost = hi | lo;
        hi = 0u;
        lo = 0u;
        s = 0u;
    }
    while (s >= 8u) {
        lost |= hi >> 24;
        hi = (hi << 8) | (lo >> 24);
        lo <<= 8;
        s -= 8u;
    }
    while (s != 0u) {
        lost |= hi >> 31;
        hi = (hi << 1) | (lo >> 31);
        lo <<= 1;
        s--;
    }
    r->hi = hi;
    r->lo = lo;
    return (lost != 0u) ? 1 : 0;
}
#endif

void fc_wide_shl(fc_wide *r, const fc_wide *a, unsigned n)
{
    if (r != NULL) {
        (void)fci_wide_shl_lost(r, wide_in(a), n);
    }
}
#else
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
#endif

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

#endif // !FC_WIDE_NATIVE

// The magnitude of a in *hi, *lo (exact: -2^63 gives 2^63); 1 when a < 0.
int fci_wide_mag(const fc_wide *a, uint32_t *hi, uint32_t *lo)
{
    uint32_t h, l;
    FCI_WIDE_GET(a, h, l);
    if ((h & 0x80000000u) != 0u) {
        l = 0u - l;
        // cppcheck-suppress knownConditionTrueFalse ; cppcheck follows one caller; l is 0 only when a->lo is
        h = 0u - h - ((l != 0u) ? 1u : 0u);
        *hi = h;
        *lo = l;
        return 1;
    }
    *hi = h;
    *lo = l;
    return 0;
}

// *out = (neg ? -1 : 1) (hi 2^32 + lo) when that fits int32: up to
// 2^31 - 1 when positive, up to 2^31 when negative.
int fci_store_signed(uint32_t hi, uint32_t lo, int neg, int32_t *out)
{
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
    uint32_t hi, lo, t;
    int neg;
    FC_CHECK(a != NULL && out != NULL, FC_ERR_NULL);
    neg = fci_wide_mag(a, &hi, &lo);
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
        if (n == 64u && hi == 0x80000000u && lo == 0u) {
            lo = 1u;
        } else {
            lo = 0u;
        }
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
    return fci_store_signed(hi, lo, neg, out);
}
