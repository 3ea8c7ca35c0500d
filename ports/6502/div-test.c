// Checks a port's fci_divisor_set and fci_divide (div.s; shared by the
// 6502's, the Z80's and the Game Boy's div-test.sh) against the C versions
// in src/wide_root.c, and with CHECK_LENS=1 (the 6502's default, whose
// div.s also has them, and the Z80's and Game Boy's scripts, for their
// dlen.s: FC_PORT_DIV_LEN) fci_div_len and fci_unit_len against
// src/mtv.c's and src/unit_len.c's.
//
// The library's wide arithmetic (src/wide.c, src/wide_ops.c,
// src/wide_root.c) and its lengths (src/mtv.c, src/unit_len.c) are
// compiled into this file with those functions renamed, so the assembly is held to the
// library's own C, not to a copy. The division: divisors of every length
// from 1 to 2^32 - 1, dividends with hi = 0, hi = d - 1 and at the ends of
// the words. fci_div_len: every shift k with lengths at the ends of their
// range and beyond it (zero, 2^31 and more: a corrupted struct's), pushes
// whose quotient lies at 0, 2^31 - 1, 2^31 and 2^32 - 1 with remainders
// at 0, just below, at and just above half the length, pushes at the
// edge of the shift's overflow, every page placement. fci_unit_len:
// normals with components at the ends of int32 and their lengths as
// fci_length takes them, then off by one; shifts of 0 to 300 places;
// in place. Each also takes CASES pseudo-random cases (fixed seed); the
// exit status is the number of mismatches (at most 255), and a line per
// mismatch goes to stdout.
#include <stdint.h>

#ifndef CASES
#  define CASES 2000
#endif
#ifndef CHECK_LENS
#  if defined(__CC65__)
#    define CHECK_LENS 1   // the 6502's div.s: FC_PORT_DIV_LEN
#  else
#    define CHECK_LENS 0
#  endif
#endif
#define FC_PORT_DIV 0
#define FC_PORT_DIV_LEN 0
#define fci_divisor_set c_divisor_set
#define fci_divide c_divide
#define fci_div_len c_div_len
#define fci_unit_len c_unit_len
#include "src/wide.c" // -I. on the command line
#undef wide_in
#include "src/wide_ops.c"
#include "src/wide_root.c"
#if CHECK_LENS
#  include "src/mtv.c"
#  include "src/unit_len.c"
#endif
#undef fci_divisor_set
#undef fci_divide
#undef fci_div_len
#undef fci_unit_len

// The port's (div.s).
void fci_divisor_set(fci_divisor *dv, uint32_t d);
uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem);
#if CHECK_LENS
int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out);
void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u);
#endif
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

#if CHECK_LENS
static void check_len(const fc_wide *num, const fci_len *len)
{
    fc_fixed got = 0x5A5A5A5AL, want = 0x5A5A5A5AL;
    int rg, rw;
    rg = fci_div_len(num, len, &got);
    rw = c_div_len(num, len, &want);
    if (rg != rw || got != want) {
        put("div_len ");
        hex(num->hi);
        hex(num->lo);
        hex(len->n);
        hex((uint32_t)len->k);
        put("got ");
        hex((uint32_t)rg);
        hex((uint32_t)got);
        put("want ");
        hex((uint32_t)rw);
        hex((uint32_t)want);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

// num = floor((q n + r) / 2^k) (modulo 2^64), and the values beside it.
static void around_len(uint32_t q, uint32_t r, const fci_len *len)
{
    fc_wide v, t;
    unsigned k = len->k;
    fc_wide_umul(&v, q, len->n);
    t.hi = 0u;
    t.lo = r;
    fc_wide_add(&v, &v, &t);
    if (k != 0u) {
        v.lo = (v.lo >> k) | (v.hi << (32u - k));
        v.hi >>= k;
    }
    check_len(&v, len);
    v.lo++;
    if (v.lo == 0u) {
        v.hi++;
    }
    check_len(&v, len);
    v.lo -= 2u;
    if (v.lo >= 0xFFFFFFFEu) {
        v.hi--;
    }
    check_len(&v, len);
}

static const uint32_t quots[] = { 0u, 1u, 0x7FFFFFFEu, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu };
static const uint32_t lens[] = { 0u, 1u, 2u, 3u, 0x20000000u, 0x2AAAAAABu, 0x7FFFFFFFu, 0x80000000u,
                                 0xFFFFFFFFu };
#define NQUOTS (sizeof quots / sizeof quots[0])
#define NLENS (sizeof lens / sizeof lens[0])

// Room for the push and the length at every placement across a page.
static uint8_t buf[256u + 16u];

static void check_unit(const fc_vec *n, const fci_len *len)
{
    fc_vec got, want;
    fc_vec n0;
    n0 = *n;
    got.x = 0x5A5A5A5AL;
    got.y = -0x5A5A5A5AL;
    want = got;
    fci_unit_len(n, len, &got);
    c_unit_len(n, len, &want);
    if (got.x != want.x || got.y != want.y || n->x != n0.x || n->y != n0.y) {
        put("unit_len ");
        hex((uint32_t)n->x);
        hex((uint32_t)n->y);
        hex(len->n);
        hex((uint32_t)len->k);
        put("got ");
        hex((uint32_t)got.x);
        hex((uint32_t)got.y);
        put("want ");
        hex((uint32_t)want.x);
        hex((uint32_t)want.y);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
    // in place (u = n)
    got = *n;
    fci_unit_len(&got, len, &got);
    if (got.x != want.x || got.y != want.y) {
        put("unit_len in place\n");
        if (bad < 255u) {
            bad++;
        }
    }
}

static const uint32_t comps[] = { 0u, 1u, 0xFFFFu, 0x10000u, 0x7FFFu, 0x12345u, 0x3FFFFFFFu, 0x40000000u,
                                  0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFFFF0000u, 0xFFFFFFFFu };
#define NCOMPS (sizeof comps / sizeof comps[0])

// A normal's length as fci_length takes it, then the same with N and k
// off by one and beyond (a corrupted struct's).
static void check_units(void)
{
    fc_vec n;
    fci_len len, bent;
    unsigned i, j, k;
    for (i = 0; i < NCOMPS; i++) {
        for (j = 0; j < NCOMPS; j++) {
            n.x = (int32_t)comps[i];
            n.y = (int32_t)comps[j];
            fci_length(&n, &len);
            check_unit(&n, &len);
            bent = len;
            bent.n++;
            check_unit(&n, &bent);
            bent.n = len.n - 1u;
            check_unit(&n, &bent);
            bent = len;
            bent.k = (len.k + 1u) & 31u;
            check_unit(&n, &bent);
        }
    }
    for (k = 0; k < 70u; k++) {
        len.k = k;
        for (i = 0; i < NLENS; i++) {
            len.n = lens[i];
            n.x = (int32_t)comps[(i + k) % NCOMPS];
            n.y = (int32_t)comps[(3u * i + k) % NCOMPS];
            check_unit(&n, &len);
        }
    }
    len.k = 300u;
    len.n = 0x40000000u;
    check_unit(&n, &len);
    for (i = 0; i < CASES; i++) {
        n.x = (int32_t)(rnd() >> (rnd() & 31u));
        n.y = -(int32_t)(rnd() >> (rnd() & 31u));
        if ((i & 1u) != 0u) {
            n.x = -n.x;
        }
        fci_length(&n, &len);
        if ((i & 7u) == 0u) {
            len.n = rnd() >> (rnd() & 7u);
            len.k = (unsigned)(rnd() & 31u);
        }
        check_unit(&n, &len);
    }
}

static void check_lens(void)
{
    fci_len len;
    fc_wide v;
    fc_wide *pv;
    fci_len *pl;
    unsigned i, j, k;
    for (k = 0; k < 32u; k++) {
        len.k = k;
        for (i = 0; i < NLENS; i++) {
            len.n = lens[i];
            for (j = 0; j < NQUOTS; j++) {
                around_len(quots[j], 0u, &len);
                around_len(quots[j], len.n >> 1, &len);
                around_len(quots[j], (len.n >> 1) + 1u, &len);
                around_len(quots[j], len.n - 1u, &len);
            }
            // the edge of num 2^k's overflow
            v.hi = (k == 0u) ? 0xFFFFFFFFu : 0xFFFFFFFFu >> k;
            v.lo = 0xFFFFFFFFu;
            check_len(&v, &len);
            v.hi++;
            v.lo = 0u;
            check_len(&v, &len);
        }
    }
    for (i = 0; i < 256u; i++) {
        pv = (fc_wide *)(void *)&buf[i];
        pl = (fci_len *)(void *)&buf[(i + 8u) % 264u];
        pv->hi = 0x00000123u;
        pv->lo = 0x456789ABu + i;
        pl->n = 0x5A3C9E11u;
        pl->k = 9u;
        check_len(pv, pl);
    }
    for (i = 0; i < CASES; i++) {
        len.n = (rnd() >> 1) | 0x20000000u;   // a stored length, in [2^29, 2^31)
        len.k = (unsigned)(rnd() & 31u);
        if ((i & 7u) == 0u) {
            len.n = rnd() >> (rnd() & 31u);
        }
        around_len(rnd() >> (rnd() & 31u), rnd() % (len.n | 1u), &len);
        v.hi = rnd() >> (rnd() & 31u);
        v.lo = rnd();
        check_len(&v, &len);
    }
}
#endif

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
#if CHECK_LENS
    check_lens();
    put(bad == 0u ? "div_len checked, no mismatch\n" : "div_len checked, MISMATCHES\n");
    check_units();
    put(bad == 0u ? "unit_len checked, no mismatch\n" : "unit_len checked, MISMATCHES\n");
#endif
    return (int)bad;
}
