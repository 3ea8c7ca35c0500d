// The unit normal of an axis from its stored length (fci_unit_len): a
// module of its own, so that a program that never asks for one (the cheap
// queries, the circle MTVs) does not link it on the 8-bit CPUs, whose
// linkers take whole modules. With FC_PORT_DIV_LEN the port's (config.h).
#include "internal.h"

// In the SDCC builds (FCI_WIDE_SMALL), FCI_UNIT_LEN_COMPACT=1 takes the
// definition as it reads, in calls: the same components, more slowly, in
// about 400 bytes less code on the Z80 (the port's test images with the
// most code, ports/z80/port.sh).
#ifndef FCI_UNIT_LEN_COMPACT
#  define FCI_UNIT_LEN_COMPACT 0
#endif

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
#elif FCI_WIDE_SMALL && FCI_UNIT_LEN_COMPACT && !FC_PORT_DIV_LEN
// The definition, in calls: c 65536, shifted by k, over N as an int32.
void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u)
{
    fc_wide num;
    fc_vec r;
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
// On 32-bit words, both components share one divisor, d = |N| (N read as
// an int32), and take one 64 / 32 division each. Each component as
// fc_wide_div_round rounds c 65536 2^k (modulo 2^64, as fc_wide_shl takes
// it) over N: half away from zero, and fail (the component of (1, 0))
// where the quotient does not fit int32. A magnitude whose high word
// reaches d has a quotient of 2^32 or more, which fails anyway.
//
// |n.x| 2^k <= N + 1 < 2^31 for a length that fci_length gave, so the
// numerators stay below 2^47 and the quotients within 65536 + 1: the
// divisions cannot fail. A stored length that lies (a corrupted polygon)
// may make them fail: the answer is then (1, 0), still defined.
//
// Where this sits under the SAT's frame at the end of fc_poly_poly_mtv
// (the 32-bit ports), inlined into fci_unit_len (gcc, clang), so that both
// components share its frame; elsewhere (SDCC, cc65) one copy, called twice.
#  if defined(__GNUC__)
__attribute__((__always_inline__)) FC_INLINE
#  else
static
#  endif
int32_t unit_len_part(int32_t c, const fci_len *len, const fci_divisor *dv, uint32_t d,
                      int32_t fail)
{
    uint32_t hi, lo, q, r;
    int32_t out;
    unsigned neg;
#  if FCI_WIDE_SMALL
    // SDCC: c 2^(16 + k) modulo 2^64 in one shift a byte at a time
    // (fci_wide_shl_lost; 0 from 64 places on, and k + 16 cannot wrap),
    // then its magnitude.
    fc_wide t;
    fc_wide_set(&t, c);
    (void)fci_wide_shl_lost(&t, &t, (len->k > 63u) ? 64u : len->k + 16u);
    neg = (unsigned)fci_wide_mag(&t, &hi, &lo);
#  else
    unsigned k = len->k;
    uint32_t ext;
    neg = (unsigned)((uint32_t)c >> 31);
    if (k < 16u) {
        // |c| 2^(16 + k) <= 2^62 cannot wrap: its magnitude is |c|
        // shifted, in two shifts of 32 places together, with the sign of c.
        ext = (neg != 0u) ? 0u - (uint32_t)c : (uint32_t)c;
        hi = ext >> (16u - k);
        lo = ext << (16u + k);
    } else {
        // c 2^16 as a 64-bit two's complement pattern, shifted by k
        ext = 0u - (uint32_t)neg;               // the sign's bits
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
        neg = (unsigned)(hi >> 31);
        lo = (lo ^ (0u - (uint32_t)neg)) + neg;
        hi = (hi ^ (0u - (uint32_t)neg)) + ((lo < neg) ? 1u : 0u);
    }
#  endif
    // the sign of the quotient (N read as an int32)
    neg ^= (unsigned)(len->n >> 31);
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
    uint32_t d = ((len->n & 0x80000000u) != 0u) ? 0u - len->n : len->n;
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
