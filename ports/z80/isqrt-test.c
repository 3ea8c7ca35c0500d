// Checks the port's fci_isqrt_small (ports/z80/isqrt.s, ports/gb/isqrt.s)
// against the C version in src/wide_root.c (ports/z80/isqrt-test.sh,
// ports/gb/isqrt-test.sh).
//
// The library's wide arithmetic (src/wide.c, src/wide_ops.c,
// src/wide_root.c) is compiled into this file with the port's root left
// out, so the assembly is held to the library's own C, not to a copy:
// 0 to 3, every power of two and its neighbours, squares k^2 and their
// neighbours k^2 - 1 and k^2 + 2k (the largest remainder) for roots of
// every length, 2^64 - 1, and CASES pseudo-random values of every length
// (fixed seed); the exit status is the number of mismatches (at most
// 255), and a line per mismatch goes to stdout.
#include <stdint.h>

#ifndef CASES
#  define CASES 2000
#endif
#define FC_PORT_ISQRT_SMALL 0
#include "src/wide.c" // -I. on the command line
#undef wide_in
#include "src/wide_ops.c"
#include "src/wide_root.c"

// The port's.
uint32_t fci_isqrt_small(uint32_t hi, uint32_t lo, uint32_t *rhi, uint32_t *rlo);
#include "ports/6502/test-io.h"
int main(void);

static unsigned bad;

static void check(uint32_t hi, uint32_t lo)
{
    uint32_t qa, qc, ha = 0xA5A5A5A5u, la = 0x5A5A5A5Au, hc = 0u, lc = 0u;
    qa = fci_isqrt_small(hi, lo, &ha, &la);
    qc = isqrt_small(hi, lo, &hc, &lc);
    if (qa != qc || ha != hc || la != lc) {
        put("isqrt ");
        hex(hi);
        hex(lo);
        put("got ");
        hex(qa);
        hex(ha);
        hex(la);
        put("want ");
        hex(qc);
        hex(hc);
        hex(lc);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

// k^2 + d (d a small signed offset), as hi and lo.
static void check_square(uint32_t k, int d)
{
    uint32_t a1 = k >> 16, a0 = k & 0xFFFFu;
    uint32_t p0 = a0 * a0, p1 = a1 * a0, p2 = a1 * a1;
    uint32_t lo = p0 + (p1 << 17), hi = p2 + (p1 >> 15) + ((lo < p0) ? 1u : 0u);
    uint32_t t = lo + (uint32_t)d;
    if (d < 0) {
        hi -= (t > lo) ? 1u : 0u;
    } else {
        hi += (t < lo) ? 1u : 0u;
    }
    check(hi, t);
}

static uint32_t seed = 2027u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

int main(void)
{
    unsigned i, s;
    uint32_t k, m;
    check(0u, 0u);
    check(0u, 1u);
    check(0u, 2u);
    check(0u, 3u);
    check(0xFFFFFFFFu, 0xFFFFFFFFu);
    check(0xFFFFFFFEu, 0x00000001u);        // (2^32 - 1)^2
    check(0xFFFFFFFEu, 0x00000000u);
    for (s = 0; s < 64u; s++) {
        m = s < 32u ? (uint32_t)1u << s : 0u;
        k = s < 32u ? 0u : (uint32_t)1u << (s - 32u);
        check(k, m);
        check(k - (m == 0u ? 1u : 0u), m - 1u);
        check(k, m + 1u);
    }
    for (s = 1; s <= 32u; s++) {
        m = s == 32u ? 0xFFFFFFFFu : ((uint32_t)1u << s) - 1u;
        for (i = 0; i < 4u; i++) {
            k = i == 0u ? m : i == 1u ? (m >> 1) + 1u : i == 2u ? m - (m >> 2) : (rnd() & m) | (m >> 1);
            if (k == 0u) {
                continue;
            }
            check_square(k, 0);
            check_square(k, -1);
            check_square(k, 1);
            if (k < 0x80000000u) {
                check_square(k, (int)(2u * (k & 0x3FFFu)));   // within the remainder's range
            }
        }
        // k^2 + 2k, the largest remainder, for k below 2^31
        if (s < 32u) {
            check_square(m, 0);
            {
                uint32_t a = m;
                uint32_t a1 = a >> 16, a0 = a & 0xFFFFu;
                uint32_t p0 = a0 * a0, p1 = a1 * a0, p2 = a1 * a1;
                uint32_t lo = p0 + (p1 << 17), hi = p2 + (p1 >> 15) + ((lo < p0) ? 1u : 0u);
                uint32_t t = lo + 2u * a;
                hi += (t < lo) ? 1u : 0u;
                hi += (2u * a < a) ? 1u : 0u;
                check(hi, t);
            }
        }
    }
    for (i = 0; i < CASES; i++) {
        s = rnd() & 63u;
        m = rnd();
        k = rnd();
        if (s >= 32u) {
            k = 0u;
            m >>= s - 32u;
        } else {
            k >>= s;
        }
        check(k, m);
    }
    put(bad == 0u ? "roots checked, no mismatch\n" : "roots checked, MISMATCHES\n");
    return (int)bad;
}
