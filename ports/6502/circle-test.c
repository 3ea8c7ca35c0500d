// Checks the port's fc_circle_circle, fc_point_in_circle, fc_circle_box
// and fc_box_circle (circle.s, pcircle.s, cbox.s) against the library's C
// versions, which a build with FC_PORT_CIRCLE=1 names fci_circle_circle_c,
// fci_point_in_circle_c and fci_circle_box_c, and times the first two
// (ports/6502/circle-test.sh). Each pair of circles also makes a box for
// the first: from the second's center to its center plus its radius on
// each axis (an invalid box for a negative radius).
//
// Without BENCH: centers and radii at and around the limits of the
// common case and of the range (a top byte of 0x1F, 0x20, 0xDF, 0xE0,
// 2^29 and one past, negative and huge radii), NULL pointers, pairs
// exactly touching (offsets of 3-4-5 and 5-12-13 triangles, the radii
// summing to the distance, one less, one more), and CASES pseudo-random
// pairs (fixed seed); the exit status is the number of mismatches (at
// most 255), and a line per mismatch goes to stdout.
//
// -DBENCH=N: N calls of fc_circle_circle (BENCH_WHAT=1: a clear hit, 2:
// a hit near the boundary, 3: a clear miss) or of fc_point_in_circle (4:
// near the edge), so the cycle count of a build with N = 2K minus one
// with N = K is K calls.
#include <stdint.h>
#include "fixcol.h"

#ifndef BENCH

#ifndef CASES
#  define CASES 3000
#endif
int fci_circle_circle_c(const fc_circle *a, const fc_circle *b);
int fci_point_in_circle_c(const fc_circle *c, const fc_vec *p);
int fci_circle_box_c(const fc_circle *a, const fc_box *b);
#include "test-io.h"
int main(void);

static unsigned bad;


static void show(const fc_circle *c)
{
    if (c == NULL) {
        put("NULL ");
        return;
    }
    hex((uint32_t)c->c.x);
    hex((uint32_t)c->c.y);
    hex((uint32_t)c->r);
}

static void fail(const char *what, const fc_circle *a, const fc_circle *b, int got, int want)
{
    put(what);
    show(a);
    show(b);
    put("got ");
    hex((uint32_t)(int32_t)got);
    put("want ");
    hex((uint32_t)(int32_t)want);
    fc_port_putc('\n');
    if (bad < 255u) {
        bad++;
    }
}

static void check_box(const fc_circle *a, const fc_circle *b)
{
    fc_box box, *bp = NULL;
    int got, want;
    if (b != NULL) {
        box.min = b->c;
        box.max.x = (int32_t)((uint32_t)b->c.x + (uint32_t)b->r);
        box.max.y = (int32_t)((uint32_t)b->c.y + (uint32_t)b->r);
        bp = &box;
    }
    want = fci_circle_box_c(a, bp);
    got = fc_circle_box(a, bp);
    if (got != want) {
        fail("fc_circle_box ", a, b, got, want);
    }
    got = fc_box_circle(bp, a);
    if (got != want) {
        fail("fc_box_circle ", a, b, got, want);
    }
}

static void check(const fc_circle *a, const fc_circle *b)
{
    int got = fc_circle_circle(a, b), want = fci_circle_circle_c(a, b);
    if (got != want) {
        fail("fc_circle_circle ", a, b, got, want);
    }
    got = fc_point_in_circle(a, b != NULL ? &b->c : NULL);
    want = fci_point_in_circle_c(a, b != NULL ? &b->c : NULL);
    if (got != want) {
        fail("fc_point_in_circle ", a, b, got, want);
    }
    check_box(a, b);
}

static void set(fc_circle *c, uint32_t x, uint32_t y, uint32_t r)
{
    c->c.x = (int32_t)x;
    c->c.y = (int32_t)y;
    c->r = (int32_t)r;
}

static const uint32_t coords[] = {
    0u, 1u, 0xFFFFFFFFu, 0x1FFFFFFFu, 0x20000000u, 0x20000001u, 0xE0000000u, 0xDFFFFFFFu,
    0xE0000001u, 0x1F000000u, 0xE1000000u, 0x7FFFFFFFu, 0x80000000u, 0x00640000u, 0xFF9C0000u
};
static const uint32_t radii[] = {
    0u, 1u, 0x1FFFFFFFu, 0x20000000u, 0x20000001u, 0xFFFFFFFFu, 0x80000000u, 0x000C0000u,
    0x10000000u, 0x1F000000u
};
#define NCOORD (sizeof coords / sizeof coords[0])
#define NRAD (sizeof radii / sizeof radii[0])

static uint32_t seed = 77u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

// Exactly touching, and one raw either side, scaled by s: offsets (3, 4)
// or (5, 12) in each sign, the radii splitting the distance.
static void triangles(uint32_t s)
{
    static const int32_t legs[2][3] = { { 3, 4, 5 }, { 5, 12, 13 } };
    fc_circle a, b;
    unsigned t, q;
    int32_t d;
    for (t = 0; t < 2u; t++) {
        for (q = 0; q < 4u; q++) {
            int32_t ox = legs[t][0] * (int32_t)s, oy = legs[t][1] * (int32_t)s;
            int32_t dist = legs[t][2] * (int32_t)s;
            if (q & 1u) {
                ox = -ox;
            }
            if (q & 2u) {
                oy = -oy;
            }
            for (d = -1; d <= 1; d++) {
                set(&a, 0x00100000u, 0xFFF00000u, (uint32_t)(dist / 3));
                set(&b, (uint32_t)(a.c.x + ox), (uint32_t)(a.c.y + oy),
                    (uint32_t)(dist - dist / 3 + d));
                check(&a, &b);
                check(&b, &a);
                a.r = dist + d;                 // the point at b's center
                check(&a, &b);
            }
        }
    }
}

// Across the whole range: centers 2^30 apart at most, radii up to 2^29
// (the end of the range, which the assembly's quick test leaves to the
// checks), exactly touching and one raw either side, both orders; then a
// point at half the offset on a circle of half the distance.
static void ends(void)
{
    static const int32_t legs[3][3] = {
        { 858993456L, 644245092L, 1073741820L },    // 4, 3, 5 times 214748364
        { 412977620L, 991146288L, 1073741812L },    // 5, 12, 13 times 82595524
        { 0x40000000L, 0L, 0x40000000L }            // along an axis
    };
    fc_circle a, b;
    unsigned t;
    int32_t d;
    for (t = 0; t < 3u; t++) {
        for (d = -1; d <= 1; d++) {
            set(&a, 0xE0000000u, 0xE0000000u, 0x20000000u);
            set(&b, (uint32_t)(a.c.x + legs[t][0]), (uint32_t)(a.c.y + legs[t][1]),
                (uint32_t)(legs[t][2] - 0x20000000L + d));
            check(&a, &b);
            check(&b, &a);
            a.r = legs[t][2] / 2 + d;
            b.c.x = a.c.x + legs[t][0] / 2;
            b.c.y = a.c.y + legs[t][1] / 2;
            check(&a, &b);
        }
    }
}

int main(void)
{
    fc_circle a, b;
    unsigned i, j, k;
    set(&a, 0u, 0u, 0x10000u);
    check(NULL, &a);
    check(&a, NULL);
    check(NULL, NULL);
    for (i = 0; i < NCOORD; i++) {
        for (j = 0; j < NCOORD; j++) {
            set(&a, coords[i], 0x10000u, 0x8000u);
            set(&b, coords[j], 0u, 0x8000u);
            check(&a, &b);
            set(&a, 0x10000u, coords[i], 0x8000u);
            set(&b, 0u, coords[j], 0x20000u);
            check(&a, &b);
        }
        for (k = 0; k < NRAD; k++) {
            set(&a, coords[i], coords[i], radii[k]);
            set(&b, 0x00010000u, 0xFFFF0000u, 0x00030000u);
            check(&a, &b);
            check(&b, &a);
        }
    }
    for (i = 0; i < NRAD; i++) {
        for (j = 0; j < NRAD; j++) {
            set(&a, 0x00100000u, 0u, radii[i]);
            set(&b, 0xFFF00000u, 0u, radii[j]);
            check(&a, &b);
        }
    }
    triangles(1u);
    triangles(0x10000u);
    triangles(0x123457u);
    triangles(0x00C00000u);     // offsets near 2^27..2^28, radii near 2^27
    ends();
    for (i = 0; i < CASES; i++) {
        uint32_t m = (rnd() & 1u) ? 0x01FFFFFFu : 0x3FFFFFFFu;
        set(&a, (rnd() & m) - (m >> 1), (rnd() & m) - (m >> 1), (rnd() & m) >> 1);
        set(&b, (rnd() & m) - (m >> 1), (rnd() & m) - (m >> 1), (rnd() & m) >> 1);
        check(&a, &b);
    }
    put(bad == 0u ? "circle queries checked, no mismatch\n" : "circle queries checked, MISMATCHES\n");
    return (int)bad;
}

#else // BENCH

#ifndef BENCH_WHAT
#  define BENCH_WHAT 1
#endif
#define PX(v) ((fc_fixed)(v) * 65536L)
static fc_circle c1 = { { PX(100), PX(120) }, PX(16) };
#if BENCH_WHAT == 1
static fc_circle c2 = { { PX(108), PX(130) }, PX(12) };
#elif BENCH_WHAT == 2
static fc_circle c2 = { { PX(120), PX(130) }, PX(12) };
#elif BENCH_WHAT == 3
static fc_circle c2 = { { PX(200), PX(130) }, PX(12) };
#else
static fc_circle c2 = { { PX(112), PX(127) }, 0 };   // 13.9 px from c1's center
#endif
static volatile int sink;

int main(void)
{
    unsigned i;
    for (i = 0; i < BENCH; i++) {
#if BENCH_WHAT == 4
        sink = fc_point_in_circle(&c1, &c2.c);
#else
        sink = fc_circle_circle(&c1, &c2);
#endif
    }
    return 0;
}
#endif // BENCH
