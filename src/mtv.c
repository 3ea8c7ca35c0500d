// Lengths of exact integer vectors: unit normals and distances along them.
//
// A separating axis is an exact integer vector n (an edge perpendicular, a
// center difference). Decisions use n as it is; only a reported depth or
// normal needs |n|, which is irrational. |n| is taken as N / 2^k with
// N = isqrt(|n|^2 * 4^k) in [2^29, 2^31): a relative error below 2^-29,
// whatever the length of n, so tiny and huge shapes get the same
// precision.
#include "internal.h"

#if FC_PORT_DIV_LEN && (!FCI_WIDE_WORDS || FCI_WIDE_SMALL)
#  error "FC_PORT_DIV_LEN replaces the divisions of the builds with 32-bit words (not FCI_WIDE_SMALL)"
#endif

uint32_t fci_isqrt_nearest(const fc_wide *n)
{
    fc_wide rest;
    uint32_t r = fc_wide_isqrt_rem(n, &rest);
    uint32_t hi, lo;
    fc_wide_parts(&rest, &hi, &lo);
    if (hi != 0u || lo > r) {
        r++;   // n > r^2 + r: nearer to r + 1 (no ties for integers)
    }
    return r;
}

void fci_length(const fc_vec *n, fci_len *len)
{
    // k: the smallest that makes |n|^2 4^k >= 2^58 (wide.c). A zero vector
    // never comes from a valid shape, only from a corrupted table; its
    // length is taken as 1 (N = 2^29, k = 29) so that every caller stays
    // total.
    len->n = fci_wide_length(n->x, n->y, &len->k);
}

void fci_unit(const fc_vec *n, fc_vec *u)
{
    // Each component round(c 2^(16+k) / N), ties away from zero, with N
    // and k as fci_length takes them: |c| 2^k <= N + 1, so within 65537.
    unsigned k;
    (void)fci_wide_unit(n->x, n->y, &u->x, &u->y, &k);
}


#if !FCI_WIDE_WORDS
// A 64-bit machine: each component round(c 2^(16+k) / N) as
// fc_wide_div_round rounds it (the numerator c 2^16 shifted by k modulo
// 2^64, the divisor N read as an int32, half away from zero, and fail
// where the quotient does not fit int32), in the machine's arithmetic.
// |c| 2^k <= N + 1 < 2^31 for a length that fci_length gave, so the
// numerator stays below 2^47 and the quotient within 65536 + 1; a stored
// length that lies (a corrupted polygon) may make it fail: the answer is
// then (1, 0), still defined.
FC_INLINE int32_t unit_len_part(int32_t c, unsigned k, uint32_t n, int32_t fail)
{
    uint64_t u = (k > 63u) ? 0u : ((uint64_t)(int64_t)c << 16) << k;
    uint64_t neg = u >> 63, m = (neg != 0u) ? 0u - u : u, q, r;
    uint32_t d = (n >> 31 != 0u) ? 0u - n : n;
    neg ^= n >> 31;
    q = m / d;
    r = m - q * d;
    if (r >= d - r) {
        q++;                                    // q <= 2^63: no wrap
    }
    if (q > ((neg != 0u) ? 0x80000000u : 0x7FFFFFFFu)) {
        return fail;
    }
    if (neg != 0u) {
        return (q == 0x80000000u) ? INT32_MIN : -(int32_t)q;
    }
    return (int32_t)q;
}

void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u)
{
    if (len->n == 0u) {
        u->x = 65536L;                          // no division: (1, 0)
        u->y = 0;
        return;
    }
    u->x = unit_len_part(n->x, len->k, len->n, 65536L);
    u->y = unit_len_part(n->y, len->k, len->n, 0);
}
#elif FCI_WIDE_SMALL
// Each component round(c 2^(16+k) / N) as fc_wide_div_round rounds it: in
// the SDCC builds (FCI_WIDE_SMALL), where code size counts most.
void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u)
{
    fc_wide num;
    fc_vec r;
    // |n.x| 2^k <= N + 1 < 2^31, so the numerators stay below 2^47 and the
    // quotients within 65536 + 1: the divisions cannot fail for a length
    // that fci_length gave. A stored length that lies (a corrupted polygon)
    // may make them fail: the answer is then (1, 0), still defined.
    fc_wide_mul(&num, n->x, 65536L);
    fc_wide_shl(&num, &num, len->k);
    if (fc_wide_div_round(&num, (int32_t)len->n, &r.x) < 0) {
        r.x = 65536L;
    }
    fc_wide_mul(&num, n->y, 65536L);
    fc_wide_shl(&num, &num, len->k);
    if (fc_wide_div_round(&num, (int32_t)len->n, &r.y) < 0) {
        r.y = 0;
    }
    *u = r;
}
#elif !FC_PORT_DIV_LEN
// With FC_PORT_DIV_LEN the port's (config.h).
//
// On 32-bit words (the other ports), where this sits under the SAT's
// frame at the end of fc_poly_poly_mtv: the same quotients from plain
// words and one shared divisor, in one small frame. Each component as above: for the
// numerator c 65536 2^k taken modulo 2^64 (as fc_wide_shl takes it) and
// the divisor N read as int32 (d = |N| > 0), the quotient rounded half
// away from zero, and fail (the component of (1, 0)) where that does not
// fit int32. A magnitude whose high word reaches d has a quotient of 2^32
// or more, which fails anyway: one 64 / 32 division suffices. Inlined
// into fci_unit_len (gcc, clang), so that both components share its frame.
#if defined(__GNUC__)
__attribute__((__always_inline__))
#endif
FC_INLINE int32_t unit_len_part(int32_t c, const fci_len *len, const fci_divisor *dv, uint32_t d,
                                int32_t fail)
{
    uint32_t neg = (uint32_t)c >> 31, ext, hi, lo, q, r;
    unsigned k = len->k;
    int32_t out;
    if (k < 16u) {
        // |c| 2^(16 + k) <= 2^62 cannot wrap: its magnitude is |c|
        // shifted, in two shifts of 32 places together (a lengthy shift
        // is a loop on the 8-bit CPUs), with the sign of c.
        ext = (neg != 0u) ? 0u - (uint32_t)c : (uint32_t)c;
        hi = ext >> (16u - k);
        lo = ext << (16u + k);
    } else {
        // c 2^16 as a 64-bit two's complement pattern, shifted by k
        ext = 0u - neg;                         // the sign's bits
        hi = ((uint32_t)c >> 16) | (ext << 16);
        lo = (uint32_t)c << 16;
        if (k >= 64u) {
            hi = 0u;
            lo = 0u;
        } else if (k >= 32u) {
            hi = lo << (k - 32u);
            lo = 0u;
        } else {
            hi = (hi << k) | (lo >> (32u - k));
            lo <<= k;
        }
        // its magnitude (the shift may have wrapped the sign)
        neg = hi >> 31;
        lo = (lo ^ (0u - neg)) + neg;
        hi = (hi ^ (0u - neg)) + ((lo < neg) ? 1u : 0u);
    }
    // the sign of the quotient
    neg ^= len->n >> 31;
    if (hi >= d) {
        return fail;
    }
    q = fci_divide(dv, hi, lo, &r);
    // Rounded half away from zero. A quotient of 2^32 - 1 fails as it is
    // (its magnitude is past 2^31 either way), so the increment never
    // wraps.
    if (r >= d - r && q != 0xFFFFFFFFu) {
        q++;
    }
    return (fci_store_signed(0u, q, (int)neg, &out) < 0) ? fail : out;
}

void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u)
{
    fci_divisor dv;
    int32_t x;
    // |N| as the divisor (a stored length of 2^31 or more reads as a
    // negative int32, as fc_wide_div_round takes it)
    uint32_t d = (len->n >> 31 != 0u) ? 0u - len->n : len->n;
    if (d == 0u) {
        u->x = 65536L;                         // no division: (1, 0)
        u->y = 0;
        return;
    }
    fci_divisor_set(&dv, d);
    x = unit_len_part(n->x, len, &dv, d, 65536L);
    u->y = unit_len_part(n->y, len, &dv, d, 0);
    u->x = x;
}

#endif

int fci_dist_may_beat(const fc_wide *num, const fc_vec *n, fc_fixed best)
{
    // With a = max(|x|, |y|), b = min: |n| <= a + b/2, as
    // (a + b/2)^2 - a^2 - b^2 = b (a - 3b/4) >= 0; U = a + floor(b/2) + 1
    // bounds |n| from above and is at least 1 (the length fci_length
    // takes for a zero vector). Components are at most 2^30: U < 2^31.
    uint32_t ax = n->x < 0 ? 0u - (uint32_t)n->x : (uint32_t)n->x;
    uint32_t ay = n->y < 0 ? 0u - (uint32_t)n->y : (uint32_t)n->y;
    uint32_t u = ax > ay ? ax + (ay >> 1) + 1u : ay + (ax >> 1) + 1u;
    fc_wide lim, t;
    fc_wide_mul(&lim, best, (int32_t)u);
    fc_wide_set(&t, (int32_t)u);
    fc_wide_add(&lim, &lim, &t);                // (best + 1) U < 2^62
    return fc_wide_cmp(num, &lim) < 0;
}

// With FC_PORT_DIV_LEN the port's (config.h).
#if FCI_WIDE_WORDS && !FC_PORT_DIV_LEN
int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out)
{
    fci_divisor dv;
    uint32_t hi, lo, q, r;
    unsigned k = len->k;
    // num / |n| = num 2^k / N, rounded half up. A result below 2^31 needs
    // num 2^k < 2^31 N < 2^62: shifted first, num 2^k fits 64 bits with a
    // high word below N, and one division with a 32-bit quotient remains.
    fc_wide_parts(num, &hi, &lo);
#if FCI_WIDE_SMALL && !FC_WIDE_NATIVE
    // SDCC shifts a word by a variable count one bit at a time:
    // fc_wide_shl's shift, a byte at a time first.
    if (k != 0u) {
        fc_wide t;
        if (fci_wide_shl_lost(&t, num, k) != 0) {
            return FC_ERR_OVERFLOW;            // num 2^k >= 2^64
        }
        fc_wide_parts(&t, &hi, &lo);
    }
#else
    if (k != 0u) {
        if ((hi >> (32u - k)) != 0u) {
            return FC_ERR_OVERFLOW;            // num 2^k >= 2^64
        }
        hi = (hi << k) | (lo >> (32u - k));
        lo <<= k;
    }
#endif
    if (hi >= len->n) {
        return FC_ERR_OVERFLOW;                // quotient >= 2^32
    }
    fci_divisor_set(&dv, len->n);
    q = fci_divide(&dv, hi, lo, &r);
    if (r >= len->n - r) {
        if (q >= 0x7FFFFFFFu) {
            return FC_ERR_OVERFLOW;
        }
        q++;                                   // round half up
    } else if (q > 0x7FFFFFFFu) {
        return FC_ERR_OVERFLOW;
    } else {
        // rounded down
    }
    *out = (fc_fixed)q;
    return FC_OK;
}
#endif
