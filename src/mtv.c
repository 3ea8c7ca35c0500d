// Lengths of exact integer vectors: unit normals and distances along them.
//
// A separating axis is an exact integer vector n (an edge perpendicular, a
// center difference). Decisions use n as it is; only a reported depth or
// normal needs |n|, which is irrational. |n| is taken as N / 2^k with
// N = isqrt(|n|^2 * 4^k) in [2^29, 2^31): a relative error below 2^-29,
// whatever the length of n, so tiny and huge shapes get the same
// precision.
#include "internal.h"

#if FC_PORT_DIV_LEN && !FCI_WIDE_WORDS
#  error "FC_PORT_DIV_LEN replaces the divisions of the builds with 32-bit words"
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
    // num / |n| = num 2^k / N, rounded half up. A result below 2^31 needs
    // num 2^k < 2^31 N < 2^62: shifted first, num 2^k fits 64 bits with a
    // high word below N, and one division with a 32-bit quotient remains.
#if FCI_WIDE_SMALL && !FC_WIDE_NATIVE
    fc_wide t;
    // SDCC shifts a word by a variable count one bit at a time:
    // fc_wide_shl's shift, a byte at a time first (k = 0 copies).
    if (fci_wide_shl_lost(&t, num, len->k) != 0) {
        return FC_ERR_OVERFLOW;                // num 2^k >= 2^64
    }
    fc_wide_parts(&t, &hi, &lo);
#else
    unsigned k = len->k;
    fc_wide_parts(num, &hi, &lo);
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
