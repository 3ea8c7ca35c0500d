// Checks the port's fc_wide_cmp and fc_wide_ucmp (wcmp.s) against the C
// versions in src/wide.c, and times them (ports/6502/wcmp-test.sh; the Z80
// port shares this file: ports/z80/wcmp-test.sh).
//
// Without BENCH: src/wide.c is compiled into this file with its two
// compares renamed, so the assembly is held to the library's own C, not
// to a copy. Edge cases, every single-byte difference position, every
// placement across a 256-byte page, and CASES pseudo-random pairs (fixed
// seed); the exit status is the number of mismatches (at most 255), and a
// line per mismatch goes to stdout.
//
// -DBENCH=N: no check; linked with the library (FC_PORT_WCMP=0 or 1), N
// calls of what BENCH_WHAT says (0: an empty routine, 1: fc_wide_cmp, 2:
// fc_wide_ucmp, 3: fc_wide_cmp of equal values, 4: fc_wide_cmp_products,
// 5: a polygon MTV query), so the cycle count of a build with N = 2K
// minus one with N = K is K calls.
#ifndef BENCH

#ifndef CASES
#  define CASES 3000
#endif
#define FC_PORT_WCMP 0
#define fc_wide_cmp c_wide_cmp
#define fc_wide_ucmp c_wide_ucmp
#include "src/wide.c" // -I. on the command line
#undef fc_wide_cmp
#undef fc_wide_ucmp

// The port's (wcmp.s).
int fc_wide_cmp(const fc_wide *a, const fc_wide *b);
int fc_wide_ucmp(const fc_wide *a, const fc_wide *b);
#include "test-io.h"
int main(void);


static void num(int v)
{
    fc_port_putc(v < 0 ? '-' : v > 0 ? '+' : '0');
    fc_port_putc(' ');
}

static void dec(unsigned long v)
{
    char d[12];
    int n = 0;
    do {
        d[n++] = (char)('0' + (int)(v % 10u));
        v /= 10u;
    } while (v != 0u);
    while (n > 0) {
        fc_port_putc(d[--n]);
    }
}

static unsigned bad;
static unsigned long checked;

static void fail(const char *what, const fc_wide *a, const fc_wide *b, int got, int want)
{
    put(what);
    hex(a->hi); hex(a->lo); hex(b->hi); hex(b->lo);
    put("got "); num(got);
    put("want "); num(want);
    fc_port_putc('\n');
    if (bad < 255u) {
        bad++;
    }
}

// Both compares of a and b, the assembly against the C, and the exact
// values -1, 0, 1 (a caller may use them as numbers).
static void check(const fc_wide *a, const fc_wide *b)
{
    int s = fc_wide_cmp(a, b), u = fc_wide_ucmp(a, b);
    int cs = c_wide_cmp(a, b), cu = c_wide_ucmp(a, b);
    if (s != cs || (s != -1 && s != 0 && s != 1)) {
        fail("wcmp cmp ", a, b, s, cs);
    }
    if (u != cu || (u != -1 && u != 0 && u != 1)) {
        fail("wcmp ucmp ", a, b, u, cu);
    }
    checked++;
}

// check() both ways round, and the answers of a known order.
static void known(const fc_wide *a, const fc_wide *b, int s, int u)
{
    check(a, b);
    check(b, a);
    if (fc_wide_cmp(a, b) != s || fc_wide_cmp(b, a) != -s) {
        fail("wcmp known cmp ", a, b, fc_wide_cmp(a, b), s);
    }
    if (fc_wide_ucmp(a, b) != u || fc_wide_ucmp(b, a) != -u) {
        fail("wcmp known ucmp ", a, b, fc_wide_ucmp(a, b), u);
    }
}

static void set(fc_wide *w, uint32_t hi, uint32_t lo)
{
    w->hi = hi;
    w->lo = lo;
}

// Byte k (0 = least significant) of w set to x, by value, not by memory
// layout: the test must not share the routine's idea of the byte order.
static void set_byte(fc_wide *w, unsigned k, uint32_t x)
{
    unsigned sh = (k & 3u) * 8u;
    uint32_t m = (uint32_t)0xFFu << sh;
    if (k < 4u) {
        w->lo = (w->lo & ~m) | (x << sh);
    } else {
        w->hi = (w->hi & ~m) | (x << sh);
    }
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

static const uint32_t edge[][2] = {
    { 0u, 0u }, { 0u, 1u }, { 0xFFFFFFFFu, 0xFFFFFFFFu }, { 0xFFFFFFFFu, 0xFFFFFFFEu },
    { 0x80000000u, 0u }, { 0x7FFFFFFFu, 0xFFFFFFFFu }, { 0x80000000u, 1u },
    { 0x7FFFFFFFu, 0xFFFFFFFEu }, { 0u, 0x80000000u }, { 0u, 0x7FFFFFFFu },
    { 0u, 0xFFFFFFFFu }, { 1u, 0u }, { 0xFFFFFFFFu, 0u }, { 0xFFFFFFFFu, 0x80000000u },
    { 0xFFFFFFFFu, 0x7FFFFFFFu }, { 0x000000FFu, 0u }, { 0xFF000000u, 0u },
    { 0x00FF00FFu, 0xFF00FF00u }, { 0x01000000u, 0u }, { 0x00800000u, 0u }
};

// Byte values around the sign bit and the ends.
static const uint8_t bytes[] = { 0x00u, 0x01u, 0x7Fu, 0x80u, 0x81u, 0xFEu, 0xFFu };
static const uint32_t bases[] = { 0u, 0xFFFFFFFFu, 0x55555555u, 0x80808080u };

// Room for two operands at every placement relative to a page boundary.
static uint8_t buf[272u + 264u + 8u];

int main(void)
{
    fc_wide a, b;
    fc_wide *pa, *pb;
    unsigned i, j, k, x, y, o;
    int s, u, d;

    // Known orders.
    set(&a, 0u, 0u); set(&b, 0u, 0u); known(&a, &b, 0, 0);
    set(&a, 0u, 1u); set(&b, 0u, 0u); known(&a, &b, 1, 1);
    set(&a, 0x80000000u, 0u); set(&b, 0u, 0u); known(&a, &b, -1, 1);
    set(&a, 0u, 0u); set(&b, 0xFFFFFFFFu, 0xFFFFFFFFu); known(&a, &b, 1, -1);
    set(&a, 0x80000000u, 0u); set(&b, 0x7FFFFFFFu, 0xFFFFFFFFu); known(&a, &b, -1, 1);
    set(&a, 0xFFFFFFFFu, 0xFFFFFFFFu); set(&b, 0xFFFFFFFFu, 0xFFFFFFFFu); known(&a, &b, 0, 0);
    set(&a, 0xFFFFFFFFu, 0xFFFFFFFEu); set(&b, 0xFFFFFFFFu, 0xFFFFFFFFu); known(&a, &b, -1, -1);
    set(&a, 0u, 0x80000000u); set(&b, 0u, 0x7FFFFFFFu); known(&a, &b, 1, 1);
    set(&a, 1u, 0u); set(&b, 0u, 0xFFFFFFFFu); known(&a, &b, 1, 1);
    set(&a, 0xFFFFFFFFu, 0u); set(&b, 0u, 0xFFFFFFFFu); known(&a, &b, -1, 1);
    if (fc_wide_cmp(&a, &a) != 0 || fc_wide_ucmp(&b, &b) != 0) {
        fail("wcmp aliased ", &a, &a, fc_wide_cmp(&a, &a), 0);
    }
    // A NULL operand reads as 0, as in the C versions (wide.h).
    set(&a, 0x80000000u, 0u);
    set(&b, 0u, 1u);
    if (fc_wide_cmp(NULL, &a) != 1 || fc_wide_cmp(&b, NULL) != 1 || fc_wide_cmp(NULL, NULL) != 0
        || fc_wide_ucmp(NULL, &a) != -1 || fc_wide_ucmp(&b, NULL) != 1 || fc_wide_ucmp(NULL, NULL) != 0
        || c_wide_cmp(NULL, &a) != 1 || c_wide_ucmp(&b, NULL) != 1 || fc_wide_cmp(&a, NULL) != -1) {
        fail("wcmp NULL ", &a, &b, fc_wide_cmp(NULL, &a), 1);
    }

    // Every pair of edge values.
    for (i = 0; i < sizeof edge / sizeof edge[0]; i++) {
        for (j = 0; j < sizeof edge / sizeof edge[0]; j++) {
            set(&a, edge[i][0], edge[i][1]);
            set(&b, edge[j][0], edge[j][1]);
            check(&a, &b);
        }
    }

    // A difference in one byte only, at every position: the answer is
    // that byte's order (signed in the top byte for fc_wide_cmp).
    for (k = 0; k < 8u; k++) {
        for (o = 0; o < sizeof bases / sizeof bases[0]; o++) {
            for (x = 0; x < sizeof bytes; x++) {
                for (y = 0; y < sizeof bytes; y++) {
                    set(&a, bases[o], bases[o]);
                    b = a;
                    set_byte(&a, k, bytes[x]);
                    set_byte(&b, k, bytes[y]);
                    d = (int)bytes[x] - (int)bytes[y];
                    u = (d > 0) - (d < 0);
                    s = u;
                    if (k == 7u && ((bytes[x] ^ bytes[y]) & 0x80u)) {
                        s = -u;
                    }
                    known(&a, &b, s, u);
                }
            }
        }
    }

    // Every placement of each operand across a 256-byte page boundary,
    // the operands differing only in the lowest byte (every step runs)
    // or equal.
    for (o = 0; o < 264u; o++) {
        pa = (fc_wide *)(void *)&buf[o];
        pb = (fc_wide *)(void *)&buf[272u + o];
        set(pa, 0x89ABCDEFu, 0x01234567u);
        *pb = *pa;
        known(pa, pb, 0, 0);
        pb->lo ^= 1u;
        known(pa, pb, 1, 1);
    }

    // Pseudo-random pairs: independent, equal above a random byte, one
    // byte apart, equal, or both sign-extended 32-bit values (products
    // of small coordinates look like that).
    for (i = 0; i < CASES; i++) {
        set(&a, rnd(), rnd());
        b = a;
        switch (rnd() & 7u) {
        case 0:
        case 1:
            set(&b, rnd(), rnd());
            break;
        case 2:
        case 3:
            for (k = (rnd() & 7u) + 1u; k-- > 0u;) {
                set_byte(&b, k, rnd() & 0xFFu);
            }
            break;
        case 4:
        case 5:
            set_byte(&b, rnd() & 7u, rnd() & 0xFFu);
            break;
        case 6:
            break;
        default:
            a.hi = (a.lo & 0x80000000u) ? 0xFFFFFFFFu : 0u;
            b.lo = rnd();
            b.hi = (b.lo & 0x80000000u) ? 0xFFFFFFFFu : 0u;
            break;
        }
        check(&a, &b);
        check(&b, &a);
    }

    put("wcmp checked ");
    dec(checked);
    put(" pairs\n");
    return (int)bad;
}

#else // BENCH

#include "fixcol.h"

#ifndef BENCH_WHAT
#  define BENCH_WHAT 0
#endif
int wcmp_nop(const fc_wide *a, const fc_wide *b);
int main(void);

int main(void)
{
    // Q16.16 factors; their products are the compared values, as in the
    // library (coordinates of a few units to a few hundred).
    static const fc_fixed p[8] = {
        0x000C8000L, -0x0007C000L, 0x00640000L, 0x0000C000L,
        0x00FA0000L, -0x00030000L, 0x00400000L, 0x00800000L
    };
    static const fc_fixed q[8] = {
        0x00034000L, 0x00280000L, 0x00008000L, -0x00002000L,
        0x00B40000L, -0x00030000L, 0x00400000L, 0x00200000L
    };
    fc_wide w[8];
    unsigned i;
    int acc = 0;
    for (i = 0; i < 8u; i++) {
        fc_wide_mul(&w[i], p[i], q[i]);
    }
#if BENCH_WHAT == 0
    // The loop with a call of an empty routine of the same convention
    // (the test script assembles it), to subtract from the compare figures.
    for (i = 0; i < BENCH; i++) {
        acc += wcmp_nop(&w[i & 7u], &w[(i >> 3) & 7u]);
    }
#elif BENCH_WHAT == 1
    // fc_wide_cmp on all 64 ordered pairs of the eight products.
    for (i = 0; i < BENCH; i++) {
        acc += fc_wide_cmp(&w[i & 7u], &w[(i >> 3) & 7u]);
    }
#elif BENCH_WHAT == 2
    for (i = 0; i < BENCH; i++) {
        acc += fc_wide_ucmp(&w[i & 7u], &w[(i >> 3) & 7u]);
    }
#elif BENCH_WHAT == 3
    // The longest compare: equal values, all eight bytes (the same index
    // arithmetic as the other loops, eight copies of one value).
    for (i = 0; i < 8u; i++) {
        w[i] = w[4];
    }
    for (i = 0; i < BENCH; i++) {
        acc += fc_wide_cmp(&w[i & 7u], &w[(i >> 3) & 7u]);
    }
#elif BENCH_WHAT == 4
    // The library's building block: the sign of a*b - c*d.
    for (i = 0; i < BENCH; i++) {
        acc += fc_wide_cmp_products(p[i & 7u], q[i & 7u], p[(i >> 3) & 7u], q[(i >> 3) & 7u]);
    }
#else
    // A polygon query: minimum translation vector of two overlapping
    // octagons (SAT: every projection compare goes through fc_wide_cmp).
    {
        static const fc_vec oct[8] = {
            { 0x000A0000L, 0x00040000L }, { 0x00040000L, 0x000A0000L },
            { -0x00040000L, 0x000A0000L }, { -0x000A0000L, 0x00040000L },
            { -0x000A0000L, -0x00040000L }, { -0x00040000L, -0x000A0000L },
            { 0x00040000L, -0x000A0000L }, { 0x000A0000L, -0x00040000L }
        };
        static fc_vec moved[8];
        static fc_poly pa, pb; // too large for cc65's locals
        static fc_mtv m;
        for (i = 0; i < 8u; i++) {
            moved[i].x = oct[i].x + 0x000F8000L;
            moved[i].y = oct[i].y + 0x00034000L;
        }
        if (fc_poly_build(oct, 8, &pa) != FC_OK || fc_poly_build(moved, 8, &pb) != FC_OK) {
            return 2;
        }
        for (i = 0; i < BENCH; i++) {
            acc += fc_poly_poly_mtv(&pa, &pb, &m);
        }
    }
#endif
    return acc & 1;
}

#endif // BENCH
