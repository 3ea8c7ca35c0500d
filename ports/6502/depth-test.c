// Checks the port's fci_port_depth (depth.s) against the library's own C
// for it (ports/6502/depth-test.sh; the Z80 and Game Boy ports build it
// too): src/sat.c's depth_rel, the wide products of src/wide.c over
// fci_wsub, compiled into this file with their names changed
// (c-products.h). The ends of int32 and values with zero bytes in every
// operand, zero components (a box's axes), every placement across a
// 256-byte page and CASES pseudo-random cases (fixed seed); the exit
// status is the number of mismatches (at most 255), and a line per
// mismatch goes to stdout.
#include <stdint.h>

#ifndef CASES
#  define CASES 1500
#endif
#include "c-products.h"

// The port's (depth.s).
void fci_port_depth(fc_wide *r, const fc_vec *n, const fc_vec *b, const fc_vec *p);
#include "test-io.h"
int main(void);

static unsigned bad;

static void check(const fc_vec *n, const fc_vec *b, const fc_vec *p)
{
    static const fc_wide sentinel = { 0x5A5A5A5Au, 0xA5A5A5A5u };
    fc_wide got, want;
    fc_vec n0, b0, p0;
    got = sentinel;
    want = sentinel;
    n0 = *n;
    b0 = *b;
    p0 = *p;
    fci_port_depth(&got, n, b, p);
    want_depth(&want, n, b, p);
    if (got.hi != want.hi || got.lo != want.lo || n->x != n0.x || n->y != n0.y
        || b->x != b0.x || b->y != b0.y || p->x != p0.x || p->y != p0.y) {
        put("depth n ");
        hex((uint32_t)n->x);
        hex((uint32_t)n->y);
        put("b ");
        hex((uint32_t)b->x);
        hex((uint32_t)b->y);
        put("p ");
        hex((uint32_t)p->x);
        hex((uint32_t)p->y);
        put("got ");
        hex(got.hi);
        hex(got.lo);
        put("want ");
        hex(want.hi);
        hex(want.lo);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

static const uint32_t edge[] = {
    0u, 1u, 0xFFu, 0x100u, 0xFFFFu, 0x10000u, 0xFFFFFFu, 0x1000000u, 0x12345678u,
    0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFF000000u, 0xFFFF0000u, 0xFFFFFFFFu
};
#define NEDGE (sizeof edge / sizeof edge[0])

static uint32_t seed = 2026u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

// A random word, often with zero or 0xFF bytes (the multiply skips a
// zero byte's row and column), or of any length (the Game Boy's product
// takes one pass below 2^16 and a byte below 2^24).
static int32_t word(void)
{
    uint32_t v = rnd(), m = rnd();
    if ((m & 192u) == 0u) {
        v >>= m >> 27;
    }
    if ((m & 3u) == 0u) {
        v &= 0x00FFFFFFu;
    }
    if ((m & 12u) == 0u) {
        v &= 0xFF00FF00u;
    }
    if ((m & 48u) == 0u) {
        v = 0u - (v & 0x00FFFFFFu);
    }
    return (int32_t)v;
}

// Room for the three vectors at every placement across a page boundary.
static uint8_t buf[256u + 32u];

int main(void)
{
    fc_vec n, b, p;
    fc_vec *pn, *pb, *pp;
    unsigned i, j, k;
    // Every pair of edge words as a product's two operands, in both
    // products, with the other product's operands zero, one or an edge.
    for (i = 0; i < NEDGE; i++) {
        for (j = 0; j < NEDGE; j++) {
            for (k = 0; k < 4u; k++) {
                n.x = (int32_t)edge[i];
                n.y = (int32_t)edge[(i + k * 4u) % NEDGE];
                b.x = (int32_t)edge[(j + k) % NEDGE];
                b.y = (int32_t)edge[j];
                p.x = (int32_t)edge[(k & 1u) ? j : 0u];
                p.y = (int32_t)edge[(k & 2u) ? i : 1u];
                check(&n, &b, &p);
                n.y = 0;
                check(&n, &b, &p);
                n.x = 0;
                n.y = (int32_t)edge[i];
                check(&n, &b, &p);
            }
        }
    }
    // Every placement across a page.
    for (i = 0; i < 256u + 8u; i += 1u) {
        pn = (fc_vec *)(void *)&buf[i];
        pb = (fc_vec *)(void *)&buf[(i + 8u) % 280u];
        pp = (fc_vec *)(void *)&buf[(i + 16u) % 280u];
        pn->x = 0x00123456L;
        pn->y = -0x00654321L;
        pb->x = (int32_t)(0x00F00000UL + i);
        pb->y = 0x00A0B0C0L;
        pp->x = -0x00010203L;
        pp->y = (int32_t)(0x00C0FFEEUL - i);
        check(pn, pb, pp);
    }
    for (i = 0; i < CASES; i++) {
        n.x = word();
        n.y = word();
        b.x = word();
        b.y = word();
        p.x = word();
        p.y = word();
        check(&n, &b, &p);
    }
    put(bad == 0u ? "depth checked, no mismatch\n" : "depth checked, MISMATCHES\n");
    return (int)bad;
}
