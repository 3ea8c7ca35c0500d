// Checks the port's fci_port_isqrt_w (smull_v6m.S) against src/wide_root.c's
// isqrt_w, the C it replaces (ports/cortex-m/isqrt-test.sh).
//
// The library's wide arithmetic (src/wide.c, src/wide_ops.c,
// src/wide_root.c) is compiled into this file with FC_PORT_ISQRT=0, so the
// assembly is held to the library's own C, not to a copy, on every output
// (the root, the remainder's two words, the reciprocal Y, k and back),
// with the two caps the library uses (2 and 32): every n below 2^16, the
// powers of two and their neighbours, squares and their neighbours at
// every length, high words with the low word empty or full, and CASES
// pseudo-random values of every length (fixed seed). The exit status is
// the number of mismatches (at most 255); a line per mismatch goes to the
// console.
#include <stdint.h>

#ifndef CASES
#  define CASES 100000
#endif
#include "src/wide.c" // -I. on the command line
#undef wide_in
#include "src/wide_ops.c"
#include "src/wide_root.c"

#if FC_PORT_ISQRT
#  error "build this test with -DFC_PORT_ISQRT=0: the C root is the reference"
#endif

uint32_t fci_port_isqrt_w(uint32_t hi, uint32_t lo, unsigned cap, isqrt_out *o);
#include "../6502/test-io.h"
int main(void);

static unsigned bad;
static unsigned long checked;

static void check_cap(uint32_t hi, uint32_t lo, unsigned cap)
{
    isqrt_out a = { 1u, 2u, 3u, 4u, 5u }, c = { 6u, 7u, 8u, 9u, 10u };
    uint32_t ra = fci_port_isqrt_w(hi, lo, cap, &a);
    uint32_t rc = isqrt_w(hi, lo, cap, &c);
    checked++;
    if (ra != rc || a.rh != c.rh || a.rl != c.rl || a.y != c.y || a.k != c.k
        || a.back != c.back) {
        put("isqrt ");
        hex(hi);
        hex(lo);
        hex(cap);
        put("got ");
        hex(ra);
        hex(a.rh);
        hex(a.rl);
        hex(a.y);
        hex(a.k);
        hex(a.back);
        put("want ");
        hex(rc);
        hex(c.rh);
        hex(c.rl);
        hex(c.y);
        hex(c.k);
        hex(c.back);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

static void check(uint32_t hi, uint32_t lo)
{
    check_cap(hi, lo, 2u);
    check_cap(hi, lo, 32u);
}

// n + d for the 64-bit n = hi 2^32 + lo (d small, either sign), modulo 2^64.
static void check_near(uint32_t hi, uint32_t lo, int32_t d)
{
    uint32_t l = lo + (uint32_t)d;
    uint32_t h = hi;
    if (d > 0 && l < lo) {
        h++;
    } else if (d < 0 && l > lo) {
        h--;
    }
    check(h, l);
}

// r^2 and its neighbours.
static void check_square(uint32_t r)
{
    fc_wide sq;
    uint32_t hi, lo;
    fc_wide_umul(&sq, r, r);
    fc_wide_parts(&sq, &hi, &lo);
    check_near(hi, lo, -1);
    check(hi, lo);
    check_near(hi, lo, 1);
    // (r + 1)^2 - 1 = r^2 + 2r: the largest n with root r
    fc_wide_umul(&sq, r, 2u);
    {
        uint32_t th, tl, l;
        fc_wide_parts(&sq, &th, &tl);
        l = lo + tl;
        check(hi + th + (l < lo ? 1u : 0u), l);
    }
}

static uint32_t seed = 2027u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed ^ (seed >> 15);
}

int main(void)
{
    uint32_t i, k, r;
    for (i = 0; i < 65536u; i++) {
        check(0u, i);
    }
    for (k = 0; k < 64u; k++) {
        uint32_t hi = k >= 32u ? (uint32_t)1u << (k - 32u) : 0u;
        uint32_t lo = k < 32u ? (uint32_t)1u << k : 0u;
        check_near(hi, lo, -1);
        check(hi, lo);
        check_near(hi, lo, 1);
    }
    check(0xFFFFFFFFu, 0xFFFFFFFFu);
    for (k = 0; k < 32u; k++) {
        r = (uint32_t)1u << k;
        check_square(r);
        check_square(r - 1u);
        check_square(r + 1u);
        check_square(r | (rnd() & (r - 1u)));
        check_square(r | (rnd() & (r - 1u)));
    }
    check_square(0xFFFFFFFFu);
    check_square(0xFFFFFFFEu);
    for (i = 0; i < 64u; i++) {
        uint32_t hi = rnd() >> (i & 31u);
        check(hi, 0u);
        check(hi, 0xFFFFFFFFu);
    }
    for (i = 0; i < CASES; i++) {
        uint32_t sh = rnd() & 63u;
        uint32_t hi = sh < 32u ? rnd() >> sh : 0u;
        uint32_t lo = sh < 32u ? rnd() : rnd() >> (sh - 32u);
        check(hi, lo);
        if ((i & 7u) == 0u) {
            check_square(rnd() >> (rnd() & 31u));
        }
    }
    hex((uint32_t)checked);
    put(bad == 0u ? "roots checked (hex count), no mismatch\n" : "roots checked (hex count), MISMATCHES\n");
    return (int)bad;
}
