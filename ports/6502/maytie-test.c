// Checks the port's fci_port_may_tie (maytie.s) against the library's C
// for it (ports/6502/maytie-test.sh): src/sat.c's may_tie on the 8-bit
// CPUs, the unsigned product of src/wide.c compiled into this file with
// its name changed, and a signed 64-bit comparison. Every shift k with
// lengths at the ends of their range and beyond it (a corrupted struct's),
// distances at the ends of int32, pushes on either side of the bound and
// at the ends of int64, every placement across a 256-byte page and CASES
// pseudo-random cases (fixed seed); the exit status is the number of
// mismatches (at most 255), and a line per mismatch goes to stdout.
#include <stdint.h>

#ifndef CASES
#  define CASES 1500
#endif
#define FC_PORT_UMUL32 0
#define FC_PORT_MUL 0
#define fc_wide_umul c_wide_umul
#define fc_wide_mul c_wide_mul
#define fc_wide_muladd c_wide_muladd
#include "src/wide.c" // -I. on the command line
#undef fc_wide_umul
#undef fc_wide_mul
#undef fc_wide_muladd

// The port's (maytie.s).
int fci_port_may_tie(const fc_wide *push, const fci_len *len, fc_fixed best);
#include "test-io.h"
int main(void);

static unsigned bad;

// a < b, both read as signed 64-bit values.
static int wide_less(const fc_wide *a, const fc_wide *b)
{
    if (a->hi != b->hi) {
        return (int32_t)a->hi < (int32_t)b->hi;
    }
    return a->lo < b->lo;
}

// src/sat.c's may_tie on the 8-bit CPUs, on the C product.
static int want_may_tie(const fc_wide *push, const fci_len *len, fc_fixed best)
{
    fc_wide lim;
    c_wide_umul(&lim, (uint32_t)best + 1u, (len->n >> len->k) + 1u);
    return wide_less(push, &lim);
}

static void check(const fc_wide *push, const fci_len *len, fc_fixed best)
{
    fc_wide p0;
    fci_len l0;
    int got, want;
    p0 = *push;
    l0 = *len;
    got = fci_port_may_tie(push, len, best);
    want = want_may_tie(push, len, best);
    if (got != want || push->hi != p0.hi || push->lo != p0.lo || len->n != l0.n || len->k != l0.k) {
        put("may_tie push ");
        hex(push->hi);
        hex(push->lo);
        put("n ");
        hex(len->n);
        put("k ");
        hex((uint32_t)len->k);
        put("best ");
        hex((uint32_t)best);
        put(got ? "got 1\n" : "got 0\n");
        if (bad < 255u) {
            bad++;
        }
    }
}

// The bound itself, one less and one more, as pushes (the exact ties).
static void around(const fci_len *len, fc_fixed best)
{
    fc_wide push;
    c_wide_umul(&push, (uint32_t)best + 1u, (len->n >> len->k) + 1u);
    check(&push, len, best);
    push.lo--;
    if (push.lo == 0xFFFFFFFFu) {
        push.hi--;
    }
    check(&push, len, best);
    push.lo += 2u;
    if (push.lo < 2u) {
        push.hi++;
    }
    check(&push, len, best);
}

static const uint32_t edge[] = {
    0u, 1u, 0xFFu, 0x100u, 0xFFFFu, 0x10000u, 0x20000000u, 0x2468ACE0u, 0x7FFFFFFFu,
    0x80000000u, 0xFFFFFFFEu, 0xFFFFFFFFu
};
#define NEDGE (sizeof edge / sizeof edge[0])

static uint32_t seed = 2027u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

// Room for the push and the length at every placement across a page.
static uint8_t buf[256u + 32u];

int main(void)
{
    fc_wide push;
    fci_len len;
    fc_wide *pp;
    fci_len *pl;
    unsigned i, j, k;
    for (k = 0; k < 32u; k++) {
        len.k = k;
        for (i = 0; i < NEDGE; i++) {
            len.n = edge[i];
            for (j = 0; j < NEDGE; j++) {
                around(&len, (fc_fixed)edge[j]);
            }
            push.hi = 0x80000000u;   // the ends of int64
            push.lo = 0u;
            check(&push, &len, 5);
            push.hi = 0x7FFFFFFFu;
            push.lo = 0xFFFFFFFFu;
            check(&push, &len, 5);
        }
    }
    for (i = 0; i < 256u + 8u; i++) {
        pp = (fc_wide *)(void *)&buf[i];
        pl = (fci_len *)(void *)&buf[(i + 8u) % 272u];
        pl->n = 0x5A3C9E11u + i;
        pl->k = 9u;
        pp->hi = 0x00000123u;
        pp->lo = 0x456789ABu - i;
        check(pp, pl, (fc_fixed)(0x00024000L + (long)i));
    }
    for (i = 0; i < CASES; i++) {
        len.n = (rnd() >> 1) | 0x20000000u;   // a built polygon's, in [2^29, 2^31)
        len.k = (unsigned)(rnd() & 31u);
        if ((i & 7u) == 0u) {
            len.n = rnd();
        }
        around(&len, (fc_fixed)(rnd() >> (rnd() & 31u)));
        push.hi = rnd() >> (rnd() & 31u);
        push.lo = rnd();
        check(&push, &len, (fc_fixed)(rnd() >> 8));
    }
    put(bad == 0u ? "may_tie checked, no mismatch\n" : "may_tie checked, MISMATCHES\n");
    return (int)bad;
}
