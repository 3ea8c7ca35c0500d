// Checks the port's fc_port_umul32 against the portable C product, and
// times fc_mul (ports/6502/umul-test.sh; the Z80 port shares this file).
//
// -DBENCH=N: no check; N calls of fc_mul (-DBENCH_WIDE=1: of
// fc_wide_mul, the signed 32 x 32 -> 64 product; 2: of fc_wide_umul, the
// bare unsigned one; 3: the loop alone; 4: fc_port_umul32 itself) on varied operands, so
// the cycle count of a build with N = 2K minus one with N = K is K calls.
// Without BENCH: the assembly routine is compared with the C reference on
// edge cases and pseudo-random operands; the exit status is the number of
// mismatches (at most 255), and a line per mismatch goes to stdout.
#include "fixcol.h"

#ifdef BENCH
void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
#ifndef BENCH_WIDE
#  define BENCH_WIDE 0
#endif
int main(void)
{
    static const fc_fixed v[8] = {
        0x00018000L, -0x00028000L, 0x0003243FL, -0x00000001L,
        0x00B504F3L, 0x7FFFFFFFL, -0x0000FFFFL, 0x00001234L
    };
    unsigned i;
#if BENCH_WIDE == 4
    // The port's fc_port_umul32 called directly (FC_PORT_UMUL32=1 only).
    fc_wide out;
    uint32_t acc = 0;
    for (i = 0; i < BENCH; i++) {
        fc_port_umul32(&out, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
        acc ^= out.lo;
    }
#elif BENCH_WIDE == 2
    // fc_wide_umul: the bare 32 x 32 -> 64 product (umul32 or the port's).
    fc_wide out;
    uint32_t acc = 0, hi, lo;
    for (i = 0; i < BENCH; i++) {
        fc_wide_umul(&out, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
        fc_wide_parts(&out, &hi, &lo);
        acc ^= lo;
    }
#elif BENCH_WIDE == 3
    // The loop alone, to subtract from the other figures.
    uint32_t acc = 0;
    for (i = 0; i < BENCH; i++) {
        acc ^= (uint32_t)v[i & 7u] ^ (uint32_t)v[(i >> 3) & 7u];
    }
#elif BENCH_WIDE
    // fc_wide_mul alone: magnitudes, the 32 x 32 -> 64 product, the sign.
    fc_wide out;
    uint32_t acc = 0, hi, lo;
    for (i = 0; i < BENCH; i++) {
        fc_wide_mul(&out, v[i & 7u], v[(i >> 3) & 7u]);
        fc_wide_parts(&out, &hi, &lo);
        acc ^= lo;
    }
#else
    fc_fixed out, acc = 0;
    for (i = 0; i < BENCH; i++) {
        fc_mul(v[i & 7u], v[(i >> 3) & 7u], &out);
        acc ^= (uint32_t)out;
    }
#endif
    return (int)(acc & 1u);
}
#else
void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
void fc_port_putc(int c); // the port's console.c

static void ref(uint32_t *hi, uint32_t *lo, uint32_t a, uint32_t b)
{
    uint32_t a0 = a & 0xFFFFu, a1 = a >> 16;
    uint32_t b0 = b & 0xFFFFu, b1 = b >> 16;
    uint32_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint32_t mid = (p00 >> 16) + (p01 & 0xFFFFu) + (p10 & 0xFFFFu);
    *lo = (p00 & 0xFFFFu) | (mid << 16);
    *hi = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
}

static uint32_t seed = 12345u;
static uint32_t rnd(void)
{
    // 32-bit LCG; mask byte patterns so zero and 0xFF bytes are common.
    uint32_t x, m;
    seed = seed * 1664525u + 1013904223u;
    x = seed;
    seed = seed * 1664525u + 1013904223u;
    m = seed >> 24;
    if (m & 1u) x &= 0x00FFFFFFu;
    if (m & 2u) x &= 0xFF00FFFFu;
    if (m & 4u) x &= 0xFFFF00FFu;
    if (m & 8u) x &= 0xFFFFFF00u;
    if (m & 16u) x |= 0xFF000000u;
    if (m & 32u) x |= 0x0000FF00u;
    return x;
}

static void put(const char *s)
{
    while (*s) {
        fc_port_putc(*s++);
    }
}

static void hex(uint32_t v)
{
    int i;
    for (i = 28; i >= 0; i -= 4) {
        fc_port_putc("0123456789abcdef"[(unsigned)(v >> i) & 15u]);
    }
    fc_port_putc(' ');
}

static const uint32_t edge[] = {
    0u, 1u, 2u, 0xFFu, 0x100u, 0xFFFFu, 0x10000u, 0x7FFFFFFFu,
    0x80000000u, 0x80000001u, 0xFFFFFFFEu, 0xFFFFFFFFu, 0x00FF00FFu, 0xFF00FF00u
};

static unsigned bad;

static void check(uint32_t a, uint32_t b)
{
    fc_wide w;
    uint32_t hi, lo, whi, wlo;
    ref(&hi, &lo, a, b);
    fc_port_umul32(&w, a, b);
    fc_wide_parts(&w, &whi, &wlo);
    if (whi != hi || wlo != lo) {
        put("umul32 ");
        hex(a); hex(b); hex(whi); hex(wlo);
        put("want ");
        hex(hi); hex(lo);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

int main(void)
{
    unsigned i, j;
    for (i = 0; i < sizeof edge / sizeof edge[0]; i++) {
        for (j = 0; j < sizeof edge / sizeof edge[0]; j++) {
            check(edge[i], edge[j]);
        }
    }
    for (i = 0; i < CASES; i++) {
        check(rnd(), rnd());
    }
    put("umul32 checked\n");
    return (int)bad;
}
#endif
