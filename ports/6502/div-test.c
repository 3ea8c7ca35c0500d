// Checks the port's fci_divisor_set and fci_divide (div.s) against the C
// versions in src/wide_root.c (ports/6502/div-test.sh).
//
// The library's wide arithmetic (src/wide.c, src/wide_ops.c,
// src/wide_root.c) is compiled into this file with the two division
// functions renamed, so the assembly is held to the library's own C, not
// to a copy: divisors of every length from 1 to 2^32 - 1, dividends with
// hi = 0, hi = d - 1 and at the ends of the words, and CASES
// pseudo-random cases (fixed seed); the exit status is the number of
// mismatches (at most 255), and a line per mismatch goes to stdout.
#include <stdint.h>

#ifndef CASES
#  define CASES 2000
#endif
#define FC_PORT_DIV 0
#define fci_divisor_set c_divisor_set
#define fci_divide c_divide
#include "src/wide.c" // -I. on the command line
#undef wide_in
#include "src/wide_ops.c"
#include "src/wide_root.c"
#undef fci_divisor_set
#undef fci_divide

// The port's (div.s).
void fci_divisor_set(fci_divisor *dv, uint32_t d);
uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem);
#include "test-io.h"
int main(void);

static unsigned bad;

static void check(uint32_t d, uint32_t hi, uint32_t lo)
{
    fci_divisor a, c;
    uint32_t qa, qc, ra = 0xA5A5A5A5u, rc = 0x5A5A5A5Au;
    fci_divisor_set(&a, d);
    c_divisor_set(&c, d);
    qa = fci_divide(&a, hi, lo, &ra);
    qc = c_divide(&c, hi, lo, &rc);
    if (qa != qc || ra != rc) {
        put("divide ");
        hex(hi);
        hex(lo);
        hex(d);
        put("got ");
        hex(qa);
        hex(ra);
        put("want ");
        hex(qc);
        hex(rc);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

static uint32_t seed = 2027u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

int main(void)
{
    uint32_t d, m;
    unsigned i, k;
    // Every divisor length, at its ends and between, with the edge
    // dividends for it.
    for (k = 0; k < 32u; k++) {
        m = (uint32_t)1u << k;
        for (i = 0; i < 4u; i++) {
            d = i == 0u ? m : i == 1u ? m + (m >> 1) : i == 2u ? (m << 1) - 1u : m | (rnd() & (m - 1u));
            if (d == 0u) {
                continue;
            }
            check(d, 0u, 0u);
            check(d, 0u, 0xFFFFFFFFu);
            check(d, d - 1u, 0xFFFFFFFFu);
            check(d, d - 1u, 0u);
            check(d, (d - 1u) >> 1, rnd());
            check(d, rnd() % d, rnd());
        }
    }
    check(0xFFFFFFFFu, 0xFFFFFFFEu, 0xFFFFFFFFu);
    check(1u, 0u, 0xFFFFFFFFu);
    for (i = 0; i < CASES; i++) {
        d = rnd() >> (rnd() & 31u);
        if (d == 0u) {
            d = 1u;
        }
        check(d, rnd() % d, rnd());
    }
    put(bad == 0u ? "divisions checked, no mismatch\n" : "divisions checked, MISMATCHES\n");
    return (int)bad;
}
