// Checks and times the Game Boy port's fc_port_umul32 (ports/gb/umul32.s)
// on the SM83 under libmgba (ports/gb/umul-test.sh builds and runs it).
//
// Without BENCH: the assembly routine is compared with the portable C
// product (fc_wide_umul of src/wide.c, built with FC_PORT_UMUL32=0) and
// with a bit-serial reference below, on edge cases (0, 1, all ones, every
// power of two, single-byte values in every byte position, ...) taken in
// every pair, and CASES (default 4000) pseudo-random pairs from a fixed
// seed. A line per mismatch; then "umul32: N pairs, M mismatches: pass"
// (or FAIL); the exit status is 0 on a pass, 1 on a failure.
//
// -DBENCH=N: clock cycles per call, counted with the timer (TIMA at
// 0xFF05 with TAC = 0x04: one tick per 1024 clock cycles, overflows
// polled through IF between calls), for N calls on each of two operand
// sets (N a multiple of 64): "q16" the eight Q16.16 operands of the Z80
// and 6502 benchmarks in all 64 pairs, "dense" eight random 32-bit
// operands with no zero byte. The empty loop is measured the same way and
// subtracted, so a figure includes the call, its argument passing and
// the operand fetch ("empty call" times an empty function of the same
// prototype: that part alone); fc_wide_umul and fc_wide_mul include one
// fc_wide_parts. With -DFC_PORT_UMUL32=1 (the library built with
// umul32.s) the routine itself is timed too; either way "C umul32" is the
// static umul32 of src/wide.c, copied below, called directly.
#include "fixcol.h"

void fc_port_putc(int c); // ports/gb/console.c
#if FC_PORT_UMUL32 || !defined(BENCH)
void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
#endif

static void put(const char *s)
{
    while (*s) {
        fc_port_putc(*s++);
    }
}

static void dec(uint32_t v)
{
    char buf[11];
    int i = 10;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + (int)(v % 10u));
        v /= 10u;
    } while (v != 0u);
    put(&buf[i]);
}

#ifdef BENCH

// src/wide.c's portable umul32, for timing the C product without the
// fc_wide_umul wrapper around it.
void c_umul32(fc_wide *r, uint32_t a, uint32_t b);
void c_umul32(fc_wide *r, uint32_t a, uint32_t b)
{
    uint32_t a0 = a & 0xFFFFu, a1 = a >> 16;
    uint32_t b0 = b & 0xFFFFu, b1 = b >> 16;
    uint32_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint32_t mid = (p00 >> 16) + (p01 & 0xFFFFu) + (p10 & 0xFFFFu);
    r->lo = (p00 & 0xFFFFu) | (mid << 16);
    r->hi = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
}

// An empty function of fc_port_umul32's prototype: what a call costs the
// caller (argument pushing, the call, the callee's pop of its arguments).
void empty_umul32(fc_wide *r, uint32_t a, uint32_t b);
void empty_umul32(fc_wide *r, uint32_t a, uint32_t b)
{
    (void)r;
    (void)a;
    (void)b;
}

#define DIV  (*(volatile uint8_t *)0xFF04)
#define TIMA (*(volatile uint8_t *)0xFF05)
#define TMA  (*(volatile uint8_t *)0xFF06)
#define TAC  (*(volatile uint8_t *)0xFF07)
#define IFLG (*(volatile uint8_t *)0xFF0F)

static uint16_t ovf;
static volatile uint32_t sink;

static void t_start(void)
{
    TAC = 0u;
    TMA = 0u;
    TIMA = 0u;
    IFLG = 0u;
    ovf = 0u;
    DIV = 0u;   // resets the divider that TIMA counts from
    TAC = 0x04u; // on, 4096 Hz: one tick per 1024 clock cycles
}

// Between calls: a TIMA overflow (every 262,144 cycles) sets IF bit 2.
#define POLL() do { if (IFLG & 4u) { IFLG = 0u; ovf++; } } while (0)

static uint32_t t_stop(void) // ticks since t_start
{
    uint8_t t = TIMA;
    if (IFLG & 4u) {
        t = TIMA;
        ovf++;
    }
    TAC = 0u;
    return ((uint32_t)ovf << 8) + t;
}

static const fc_fixed q16[8] = {
    0x00018000L, -0x00028000L, 0x0003243FL, -0x00000001L,
    0x00B504F3L, 0x7FFFFFFFL, -0x0000FFFFL, 0x00001234L
};
static const fc_fixed dense[8] = {
    0x5A3C96E1L, -0x1B7D2C4FL, 0x6E21F3A7L, -0x7C19B5D3L,
    0x3F8E6B29L, 0x49D7A1C5L, -0x2C6F93B7L, 0x17B4E85DL
};

enum { F_LOOP, F_EMPTY, F_PORT, F_CUMUL, F_WUMUL, F_WMUL, F_MUL };

static uint32_t run(int f, const fc_fixed *v)
{
    uint16_t i;
    uint32_t acc = 0, hi, lo;
    fc_wide w;
    fc_fixed out;
    t_start();
    switch (f) {
    case F_LOOP:
        for (i = 0; i < BENCH; i++) {
            acc ^= (uint32_t)v[i & 7u] ^ (uint32_t)v[(i >> 3) & 7u];
            POLL();
        }
        break;
    case F_EMPTY:
        for (i = 0; i < BENCH; i++) {
            empty_umul32(&w, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
            acc ^= w.lo;
            POLL();
        }
        break;
#if FC_PORT_UMUL32
    case F_PORT:
        for (i = 0; i < BENCH; i++) {
            fc_port_umul32(&w, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
            acc ^= w.lo;
            POLL();
        }
        break;
#endif
    case F_CUMUL:
        for (i = 0; i < BENCH; i++) {
            c_umul32(&w, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
            acc ^= w.lo;
            POLL();
        }
        break;
    case F_WUMUL:
        for (i = 0; i < BENCH; i++) {
            fc_wide_umul(&w, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
            fc_wide_parts(&w, &hi, &lo);
            acc ^= lo;
            POLL();
        }
        break;
    case F_WMUL:
        for (i = 0; i < BENCH; i++) {
            fc_wide_mul(&w, v[i & 7u], v[(i >> 3) & 7u]);
            fc_wide_parts(&w, &hi, &lo);
            acc ^= lo;
            POLL();
        }
        break;
    default:
        for (i = 0; i < BENCH; i++) {
            fc_mul(v[i & 7u], v[(i >> 3) & 7u], &out);
            acc ^= (uint32_t)out;
            POLL();
        }
        break;
    }
    sink = acc; // the results are used
    return t_stop();
}

static const char *const names[] = {
    "loop", "empty call", "fc_port_umul32", "C umul32", "fc_wide_umul", "fc_wide_mul", "fc_mul"
};

int main(void)
{
    int set, f;
    for (set = 0; set < 2; set++) {
        const fc_fixed *v = set ? dense : q16;
        uint32_t loop = run(F_LOOP, v);
        for (f = F_EMPTY; f <= F_MUL; f++) {
            uint32_t t;
#if !FC_PORT_UMUL32
            if (f == F_PORT) {
                continue; // fc_port_umul32 only when the library has it
            }
#endif
            t = run(f, v) - loop;
            put("bench FC_PORT_UMUL32=");
            fc_port_putc('0' + FC_PORT_UMUL32);
            put(set ? " dense " : " q16 ");
            put(names[f]);
            fc_port_putc(' ');
            // ticks of 1024 cycles over BENCH calls, to the nearest cycle
            dec((t * 1024u + BENCH / 2u) / BENCH);
            put(" cycles\n");
        }
        put("bench loop ");
        dec((loop * 1024u + BENCH / 2u) / BENCH);
        put(" cycles (subtracted)\n");
    }
    return 0;
}

#else // check

#ifndef CASES
#  define CASES 4000
#endif

// Bit-serial reference: a different method from both products tested.
static void ref(uint32_t *hi, uint32_t *lo, uint32_t a, uint32_t b)
{
    uint32_t h = 0, l = 0, ah = 0, al = a;
    while (b != 0u) {
        if (b & 1u) {
            l += al;
            h += ah + (l < al ? 1u : 0u);
        }
        ah = (ah << 1) | (al >> 31);
        al <<= 1;
        b >>= 1;
    }
    *hi = h;
    *lo = l;
}

static uint32_t seed = 0x2545F491u;
static uint32_t rnd(void)
{
    // 32-bit LCG; bytes masked so that 0x00 and 0xFF bytes are common.
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
    if (m & 32u) x |= 0x000000FFu;
    return x;
}

static void hex(uint32_t v)
{
    int i;
    for (i = 28; i >= 0; i -= 4) {
        fc_port_putc("0123456789abcdef"[(unsigned)(v >> i) & 15u]);
    }
    fc_port_putc(' ');
}

static const uint32_t fixed_edge[] = {
    0u, 1u, 2u, 3u, 0xFFFFFFFFu, 0xFFFFFFFEu, 0x7FFFFFFFu, 0x80000001u,
    0x0000FFFFu, 0xFFFF0000u, 0x00FFFFFFu, 0xFFFFFF00u, 0x00FF00FFu,
    0xFF00FF00u, 0x55555555u, 0xAAAAAAAAu, 0x00010001u, 0x00018000u,
    0x0003243Fu, 0x00B504F3u, 0x12345678u, 0xFEDCBA98u
};
// Single-byte values, each in every byte position.
static const uint8_t byte_edge[] = { 0x01u, 0x02u, 0x7Fu, 0x80u, 0x81u, 0xFEu, 0xFFu };

#define N_EDGE (sizeof fixed_edge / sizeof fixed_edge[0] + 32u \
                + 4u * sizeof byte_edge / sizeof byte_edge[0])
static uint32_t edge[N_EDGE];

static uint32_t pairs, bad;

static void check(uint32_t a, uint32_t b)
{
    fc_wide w, c;
    uint32_t hi, lo;
    ref(&hi, &lo, a, b);
    fc_port_umul32(&w, a, b);
    fc_wide_umul(&c, a, b); // src/wide.c, FC_PORT_UMUL32=0: the C product
    pairs++;
    if ((w.hi != hi || w.lo != lo || c.hi != hi || c.lo != lo) && bad < 20u) {
        put("umul32 ");
        hex(a); hex(b);
        put("asm ");
        hex(w.hi); hex(w.lo);
        put("C ");
        hex(c.hi); hex(c.lo);
        put("want ");
        hex(hi); hex(lo);
        fc_port_putc('\n');
    }
    if (w.hi != hi || w.lo != lo || c.hi != hi || c.lo != lo) {
        bad++;
    }
}

int main(void)
{
    unsigned i, j, n = 0;
    for (i = 0; i < sizeof fixed_edge / sizeof fixed_edge[0]; i++) {
        edge[n++] = fixed_edge[i];
    }
    for (i = 0; i < 32u; i++) {
        edge[n++] = (uint32_t)1u << i;
    }
    for (i = 0; i < 4u; i++) {
        for (j = 0; j < sizeof byte_edge / sizeof byte_edge[0]; j++) {
            edge[n++] = (uint32_t)byte_edge[j] << (8u * i);
        }
    }
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            check(edge[i], edge[j]);
        }
    }
    for (i = 0; i < CASES; i++) {
        uint32_t a = rnd();
        check(a, rnd());
    }
    put("umul32: ");
    dec(pairs);
    put(" pairs, ");
    dec(bad);
    put(bad == 0u ? " mismatches: pass\n" : " mismatches: FAIL\n");
    return bad == 0u ? 0 : 1;
}
#endif
