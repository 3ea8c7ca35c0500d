// Checks the port's fci_wide_shl_lost (shl.s) against a reference that
// shifts one bit at a time (ports/z80/shl-test.sh): the result, the
// bits that leave, and the operand left alone when the result is
// elsewhere. Every shift count from 0 to 72 and the ends of unsigned
// (255, 256, 65535) on values with every single bit set, every byte set,
// all ones, the words' ends and CASES pseudo-random values (fixed seed),
// each with the result in place (r == a) and elsewhere. The exit status
// is the number of mismatches (at most 255), and a line per mismatch
// goes to stdout.
#include <stdint.h>
#include "fixcol/wide.h"

#ifndef CASES
#  define CASES 1500
#endif

// The port's (shl.s).
int fci_wide_shl_lost(fc_wide *r, const fc_wide *a, unsigned n);
#include "ports/6502/test-io.h"
int main(void);

static unsigned bad;

// a 2^n modulo 2^64 and whether a 1 leaves the top: one bit at a time.
static int want_shl(fc_wide *r, const fc_wide *a, unsigned n)
{
    uint32_t hi = a->hi, lo = a->lo;
    unsigned i;
    int lost = 0;
    for (i = 0; i < n && i < 64u; i++) {
        if ((hi & 0x80000000u) != 0u) {
            lost = 1;
        }
        hi = (hi << 1) | (lo >> 31);
        lo <<= 1;
    }
    r->hi = hi;
    r->lo = lo;
    return lost;
}

static void check(uint32_t hi, uint32_t lo, unsigned n)
{
    fc_wide a, r, w;
    int got, want, in;
    a.hi = hi;
    a.lo = lo;
    want = want_shl(&w, &a, n);
    for (in = 0; in < 2; in++) {
        r.hi = 0x5A5A5A5Au;
        r.lo = 0xA5A5A5A5u;
        if (in != 0) {
            r = a;
            got = fci_wide_shl_lost(&r, &r, n);
        } else {
            got = fci_wide_shl_lost(&r, &a, n);
        }
        if (got != want || r.hi != w.hi || r.lo != w.lo || a.hi != hi || a.lo != lo) {
            put("shl ");
            hex(hi);
            hex(lo);
            put("n ");
            hex(n);
            put(in ? "in place got " : "got ");
            hex(r.hi);
            hex(r.lo);
            hex((uint32_t)got);
            put("want ");
            hex(w.hi);
            hex(w.lo);
            hex((uint32_t)want);
            put("\n");
            if (bad < 255u) {
                bad++;
            }
        }
    }
}

static uint32_t seed = 2026u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

static const unsigned far_n[3] = { 255u, 256u, 65535u };

static void counts(uint32_t hi, uint32_t lo)
{
    unsigned n;
    for (n = 0; n <= 72u; n++) {
        check(hi, lo, n);
    }
    for (n = 0; n < 3u; n++) {
        check(hi, lo, far_n[n]);
    }
}

int main(void)
{
    static const uint32_t ends[6] = { 0u, 1u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu, 0x00FF00FFu };
    unsigned i, j;
    for (i = 0; i < 32u; i++) {
        counts(0u, (uint32_t)1u << i);
        counts((uint32_t)1u << i, 0u);
    }
    for (i = 0; i < 4u; i++) {
        counts(0u, (uint32_t)0xFFu << (8u * i));
        counts((uint32_t)0xFFu << (8u * i), 0u);
    }
    for (i = 0; i < 6u; i++) {
        for (j = 0; j < 6u; j++) {
            counts(ends[i], ends[j]);
        }
    }
    for (i = 0; i < CASES; i++) {
        uint32_t hi = rnd(), lo = rnd();
        // narrower values too: a numerator of a unit normal, below 2^47
        if ((i & 1u) != 0u) {
            hi >>= (rnd() >> 27);
        }
        check(hi, lo, (unsigned)(rnd() >> 26));
        check(hi, lo, (unsigned)(rnd() >> 24) & 0x7Fu);
    }
    if (bad == 0u) {
        put("shl checked, no mismatch\n");
    }
    return (int)bad;
}
