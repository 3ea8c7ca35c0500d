// The stack fc_poly_poly_mtv really uses on the Cortex-M0
// (ports/cortex-m/stack-paint.sh): the 1 KB below the caller's stack
// pointer painted with a pattern before each call, the deepest word
// overwritten found after it. The pairs take the SAT's deepest paths:
// boxes nested in each other (opposite faces tie: the exact comparison
// of squares), a copy moved a little (faces tie the same way), a copy
// turned a half turn, triangles, and pseudo-random 8-gons across each
// other, each pair both ways; every query ends in the unit normal's
// division. Prints the most bytes any call used and the number of hits;
// the exit status is 1 when no pair hit.
#include <stdint.h>
#include "fixcol.h"
#include "../6502/test-io.h"

#define PAINT 256u                  // words: 1 KB
#define MARK 0xDEADBEEFu

int main(void);

static fc_poly pa, pb;
static unsigned hits;

static unsigned used_by(const fc_poly *a, const fc_poly *b)
{
    volatile uint32_t *w;
    uintptr_t sp;
    fc_mtv m;
    unsigned k;
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    w = (volatile uint32_t *)(sp - 4u * PAINT);
    for (k = 0; k < PAINT; k++) {
        w[k] = MARK;
    }
    hits += (fc_poly_poly_mtv(a, b, &m) == 1) ? 1u : 0u;
    for (k = 0; k < PAINT && w[k] == MARK; k++) {
    }
    return 4u * (PAINT - k);
}

static unsigned most;
static void pair(const fc_vec *p, int n, const fc_vec *q, int m)
{
    unsigned u;
    if (fc_poly_build(p, n, &pa) != FC_OK || fc_poly_build(q, m, &pb) != FC_OK) {
        put("a pair does not build\n");
        return;
    }
    u = used_by(&pa, &pb);
    most = u > most ? u : most;
    u = used_by(&pb, &pa);
    most = u > most ? u : most;
}

static uint32_t seed = 7u;
static int32_t rnd(int32_t range)
{
    seed = seed * 1664525u + 1013904223u;
    return (int32_t)((seed >> 8) % (uint32_t)range);
}

int main(void)
{
    static const fc_vec big[4] = { { 0, 0 }, { 10L << 16, 0 }, { 10L << 16, 10L << 16 }, { 0, 10L << 16 } };
    static const fc_vec small[4] = { { 3L << 16, 3L << 16 }, { 7L << 16, 3L << 16 }, { 7L << 16, 7L << 16 },
                                     { 3L << 16, 7L << 16 } };
    static const fc_vec tri[3] = { { 0, 0 }, { 9L << 16, 1L << 16 }, { 2L << 16, 8L << 16 } };
    fc_vec p[8], q[8];
    int i, j;
    pair(big, 4, small, 4);
    pair(tri, 3, tri, 3);
    for (i = 0; i < 3; i++) {
        q[i].x = tri[i].x + 3;
        q[i].y = tri[i].y - 5;
    }
    pair(tri, 3, q, 3);
    for (i = 0; i < 3; i++) {
        q[i].x = (4L << 16) - tri[i].x;
        q[i].y = (4L << 16) - tri[i].y;
    }
    pair(tri, 3, q, 3);
    for (j = 0; j < 200; j++) {
        // an 8-gon about (0, 0) and one about a point near it, both with
        // every vertex on its own eighth of a turn (convex)
        static const int8_t dir[8][2] = { { 4, 0 }, { 3, 3 }, { 0, 4 }, { -3, 3 },
                                          { -4, 0 }, { -3, -3 }, { 0, -4 }, { 3, -3 } };
        int32_t r = 1L << (12 + rnd(10)), ox = rnd(4 * r) - 2 * r, oy = rnd(4 * r) - 2 * r;
        for (i = 0; i < 8; i++) {
            p[i].x = dir[i][0] * r + rnd(r);
            p[i].y = dir[i][1] * r + rnd(r);
            q[i].x = ox + dir[i][0] * r + rnd(r);
            q[i].y = oy + dir[i][1] * r + rnd(r);
        }
        pair(p, 8, q, 8);
    }
    hex(most);
    hex(hits);
    put("bytes at most below the caller's stack pointer (hex), hits\n");
    return hits == 0u ? 1 : 0;
}
