// Wide arithmetic, the portable two-word implementation: products, sums
// and compares, all that the cheap queries need (the circle and point
// tests). The rest is in src/wide_ops.c (setting, reading, differences,
// shifts, rounding) and src/wide_root.c (square roots and divisions): cc65
// and SDCC link whole files.
#include "internal.h"

#if !FC_WIDE_NATIVE

#if !FC_PORT_MUL
// Magnitude of a 32-bit signed value as unsigned; exact for INT32_MIN.
static uint32_t mag32(int32_t v)
{
    return (v < 0) ? 0u - (uint32_t)v : (uint32_t)v;
}
#endif

// Every public function below accepts any argument (wide.h): a NULL input
// reads as 0 (through wide_in) and a NULL output is not written.
static const fc_wide wide_zero = { 0u, 0u };
#define wide_in(a) (((a) != NULL) ? (a) : &wide_zero)

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

#if FC_PORT_MUL
// The port defines the products themselves (config.h).
#elif FC_PORT_UMUL32
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
#endif // FC_PORT_MUL, FC_PORT_UMUL32

#if !FC_PORT_MUL
void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b)
{
    if (r != NULL) {
        umul32(r, a, b);
    }
}

void fc_wide_mul(fc_wide *r, int32_t a, int32_t b)
{
    if (r != NULL) {
        umul32(r, mag32(a), mag32(b));
        if ((a < 0) != (b < 0)) {
            wneg(r, r);
        }
    }
}

#endif // !FC_PORT_MUL

#if !FC_PORT_WADD
// With FC_PORT_WADD the port defines it (config.h).
void fc_wide_add(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    const fc_wide *x = wide_in(a), *y = wide_in(b);
    uint32_t lo;
    if (r != NULL) {
        lo = x->lo + y->lo;
        r->hi = x->hi + y->hi + (lo < x->lo ? 1u : 0u);
        r->lo = lo;
    }
}
#endif

#if !FC_PORT_MUL
void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b)
{
    fc_wide p;
    fc_wide_mul(&p, a, b);
    fc_wide_add(r, r, &p);
}
#endif // !FC_PORT_MUL

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

#endif // !FC_WIDE_NATIVE

int fc_wide_cmp_products(int32_t a, int32_t b, int32_t c, int32_t d)
{
    fc_wide p, q;
    fc_wide_mul(&p, a, b);
    fc_wide_mul(&q, c, d);
    return fc_wide_cmp(&p, &q);
}
