// Checks the port's fc_box_box and fc_point_in_box (box.s) and
// fci_boxes_overlap (boxov.s) against the C versions in src/box_box.c,
// src/point.c and src/boxes_overlap.c, and times the first two
// (ports/6502/box-test.sh).
//
// Without BENCH: the two C files are compiled into this file with their
// functions renamed, so the assembly is held to the library's own C, not
// to a copy. Every pair of boxes from coordinates at and around the range
// limits (2^29, one past, a top byte of 0x20 with lower bytes set, the
// ends of int32), invalid boxes, NULL pointers, touching and separated
// boxes, boxes across a 256-byte page, CASES pseudo-random cases and
// CASES / 2 whose coordinates often share their upper 16 bits (fixed
// seed); the exit status is the number of mismatches (at most
// 255), and a line per mismatch goes to stdout.
//
// -DBENCH=N: no check; N calls of fc_box_box (BENCH_WHAT=1), of
// fc_point_in_box (2) or of a hand-written int16 AABB test (0), each a
// hit, so the cycle count of a build with N = 2K minus one with N = K is
// K calls.
#include <stdint.h>
#ifndef BENCH

#ifndef CASES
#  define CASES 3000
#endif
#define FC_PORT_BOX 0
#define fc_box_box c_box_box
#define fc_point_in_box c_point_in_box
#define fc_box_check c_box_check
#define fci_vec_in_range c_vec_in_range
#define fci_boxes_overlap c_boxes_overlap
#include "src/box_box.c" // -I. on the command line
#include "src/boxes_overlap.c"
#include "src/range.c"
#include "src/point.c"
#undef fc_box_box
#undef fc_point_in_box
#undef fci_boxes_overlap

// The port's (box.s, and boxov.s: the 6502's by default, the Z80's and
// Game Boy's with TEST_BOXES_OVERLAP=1 from their box-test.sh).
int fc_box_box(const fc_box *a, const fc_box *b);
int fc_point_in_box(const fc_box *b, const fc_vec *p);
#if !defined(TEST_BOXES_OVERLAP) && defined(__CC65__)
#  define TEST_BOXES_OVERLAP 1
#endif
#ifdef TEST_BOXES_OVERLAP
int fci_boxes_overlap(const fc_box *a, const fc_box *b);
#endif
#include "test-io.h"
int main(void);

static unsigned bad;


static void show_box(const fc_box *b)
{
    if (b == NULL) {
        put("NULL ");
        return;
    }
    hex((uint32_t)b->min.x); hex((uint32_t)b->min.y);
    hex((uint32_t)b->max.x); hex((uint32_t)b->max.y);
}

static void fail(const char *what, const fc_box *a, const fc_box *b, const fc_vec *p, int got,
                 int want)
{
    put(what);
    show_box(a);
    show_box(b);
    if (p != NULL) {
        hex((uint32_t)p->x);
        hex((uint32_t)p->y);
    }
    put("got ");
    hex((uint32_t)(int32_t)got);
    put("want ");
    hex((uint32_t)(int32_t)want);
    fc_port_putc('\n');
    if (bad < 255u) {
        bad++;
    }
}

static void check(const fc_box *a, const fc_box *b)
{
    int got = fc_box_box(a, b), want = c_box_box(a, b);
    if (got != want) {
        fail("fc_box_box ", a, b, NULL, got, want);
    }
#ifdef TEST_BOXES_OVERLAP
    if (a != NULL && b != NULL) {   // (its callers pass no NULL)
        got = fci_boxes_overlap(a, b);
        want = c_boxes_overlap(a, b);
        if (got != want) {
            fail("fci_boxes_overlap ", a, b, NULL, got, want);
        }
    }
#endif
    got = fc_point_in_box(a, b != NULL ? &b->min : NULL);
    want = c_point_in_box(a, b != NULL ? &b->min : NULL);
    if (got != want) {
        fail("fc_point_in_box ", a, NULL, b != NULL ? &b->min : NULL, got, want);
    }
    got = fc_point_in_box(a, b != NULL ? &b->max : NULL);
    want = c_point_in_box(a, b != NULL ? &b->max : NULL);
    if (got != want) {
        fail("fc_point_in_box ", a, NULL, b != NULL ? &b->max : NULL, got, want);
    }
}

// Coordinates at and around the limits of the range and of int32.
static const uint32_t edge[] = {
    0u, 1u, 0xFFFFFFFFu, 0x20000000u, 0x20000001u, 0x1FFFFFFFu, 0xE0000000u, 0xDFFFFFFFu,
    0xE0000001u, 0x20000100u, 0x20010000u, 0x7FFFFFFFu, 0x80000000u, 0x00280000u, 0x00400000u,
    0xFFC00000u, 0x40000000u, 0xC0000000u, 0x00FFFFFFu, 0xFF000000u
};
#define NEDGE (sizeof edge / sizeof edge[0])

static uint32_t seed = 2024u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

// A coordinate: mostly screen values, sometimes an edge value.
static int32_t coord(void)
{
    uint32_t r = rnd();
    if ((r & 15u) == 0u) {
        return (int32_t)edge[(r >> 8) % NEDGE];
    }
    return (int32_t)((r >> 8) & 0x01FFFFFFu) - 0x00800000L;
}

static void set(fc_box *b, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1)
{
    b->min.x = (int32_t)x0;
    b->min.y = (int32_t)y0;
    b->max.x = (int32_t)x1;
    b->max.y = (int32_t)y1;
}

// Room for two boxes at every placement relative to a page boundary.
static uint8_t buf[272u + 272u + 16u];

int main(void)
{
    fc_box a, b;
    fc_box *pa, *pb;
    unsigned i, j, k, o;

    // NULL pointers.
    set(&a, 0u, 0u, 0x10000u, 0x10000u);
    check(NULL, &a);
    check(&a, NULL);
    check(NULL, NULL);
    // Every edge value in every coordinate of a, against a valid b, and
    // every pair of edge values as a's x extent.
    for (i = 0; i < NEDGE; i++) {
        for (k = 0; k < 4u; k++) {
            set(&a, 0u, 0u, 0x10000u, 0x10000u);
            set(&b, 0x8000u, 0x8000u, 0x18000u, 0x18000u);
            switch (k) {
            case 0: a.min.x = (int32_t)edge[i]; break;
            case 1: a.min.y = (int32_t)edge[i]; break;
            case 2: a.max.x = (int32_t)edge[i]; break;
            default: a.max.y = (int32_t)edge[i]; break;
            }
            check(&a, &b);
            check(&b, &a);
        }
        for (j = 0; j < NEDGE; j++) {
            set(&a, edge[i], 0u, edge[j], 0x10000u);
            set(&b, edge[j], 0u, edge[i], 0x10000u);
            check(&a, &b);
            check(&b, &a);
        }
    }
    // Touching at an edge or a corner, one raw apart, invalid both ways.
    set(&a, 0u, 0u, 0x10000u, 0x10000u);
    set(&b, 0x10000u, 0x10000u, 0x20000u, 0x20000u);
    check(&a, &b);
    check(&b, &a);
    b.min.x = 0x10001;
    check(&a, &b);
    check(&b, &a);
    set(&b, 0x20000u, 0u, 0x10000u, 0x10000u);
    check(&a, &b);
    check(&b, &a);
    set(&b, 0u, 0x20000u, 0x10000u, 0x10000u);
    check(&a, &b);
    check(&b, &a);
    // Every placement of each box across a 256-byte page boundary.
    for (o = 0; o < 272u; o++) {
        pa = (fc_box *)(void *)&buf[o];
        pb = (fc_box *)(void *)&buf[272u + o];
        set(pa, 0xFFFF0000u, 0x00010000u, 0x00020000u, 0x00030000u);
        set(pb, 0x00020000u, 0xFFFE0000u, 0x00040000u, 0x00010000u);
        check(pa, pb);
        pb->min.x = 0x00020001L;
        check(pa, pb);
        pb->max.y = 0x20000001L;
        check(pa, pb);
    }
    // Pseudo-random boxes, valid and not.
    for (i = 0; i < CASES; i++) {
        set(&a, (uint32_t)coord(), (uint32_t)coord(), (uint32_t)coord(), (uint32_t)coord());
        set(&b, (uint32_t)coord(), (uint32_t)coord(), (uint32_t)coord(), (uint32_t)coord());
        if ((rnd() & 3u) != 0u) {
            // mostly valid: order the corners
            if (a.min.x > a.max.x) { int32_t t = a.min.x; a.min.x = a.max.x; a.max.x = t; }
            if (a.min.y > a.max.y) { int32_t t = a.min.y; a.min.y = a.max.y; a.max.y = t; }
            if (b.min.x > b.max.x) { int32_t t = b.min.x; b.min.x = b.max.x; b.max.x = t; }
            if (b.min.y > b.max.y) { int32_t t = b.min.y; b.min.y = b.max.y; b.max.y = t; }
        }
        check(&a, &b);
    }
    // Pseudo-random boxes whose coordinates share their upper 16 bits
    // (the same pixel) more often than not: what decides is the lower
    // half, or nothing (equal values).
    for (i = 0; i < CASES / 2u; i++) {
        uint32_t px = (rnd() >> 8) & 3u, py = (rnd() >> 8) & 3u;
        set(&a, (px << 16) | (rnd() & 0x3u), (py << 16) | (rnd() & 0x3u),
            ((px + ((rnd() >> 9) & 1u)) << 16) | (rnd() & 0x3u),
            ((py + ((rnd() >> 9) & 1u)) << 16) | (rnd() & 0x3u));
        set(&b, (((rnd() >> 8) & 3u) << 16) | (rnd() & 0x3u), (((rnd() >> 8) & 3u) << 16),
            (((rnd() >> 8) & 3u) << 16) | (rnd() & 0x3u), (((rnd() >> 8) & 3u) << 16));
        if ((rnd() & 7u) == 0u) {
            a.min.x = (int32_t)(0u - (uint32_t)a.min.x);   // negative, or across 0
            b.max.y = (int32_t)(0u - (uint32_t)b.max.y);
        }
        check(&a, &b);
        check(&b, &a);
    }
    put(bad == 0u ? "box queries checked, no mismatch\n" : "box queries checked, MISMATCHES\n");
    return (int)bad;
}

#else // BENCH

#include "fixcol.h"
#ifndef BENCH_WHAT
#  define BENCH_WHAT 1
#endif
#if BENCH_WHAT == 1
static fc_box b1 = { { 40L << 16, 40L << 16 }, { 72L << 16, 72L << 16 } };
static fc_box b2 = { { 60L << 16, 50L << 16 }, { 100L << 16, 90L << 16 } };
#elif BENCH_WHAT == 2
static fc_box b1 = { { 40L << 16, 40L << 16 }, { 72L << 16, 72L << 16 } };
static fc_vec v1 = { 64L << 16, 60L << 16 };
#else
typedef struct box16 { int16_t x0, y0, x1, y1; } box16;
static int aabb16(const box16 *a, const box16 *b)
{
    return a->x0 <= b->x1 && b->x0 <= a->x1 && a->y0 <= b->y1 && b->y0 <= a->y1;
}
static box16 h1 = { 40, 40, 72, 72 }, h2 = { 60, 50, 100, 90 };
#endif
static volatile int sink;

int main(void)
{
    unsigned i;
    for (i = 0; i < BENCH; i++) {
#if BENCH_WHAT == 1
        sink = fc_box_box(&b1, &b2);
#elif BENCH_WHAT == 2
        sink = fc_point_in_box(&b1, &v1);
#else
        sink = aabb16(&h1, &h2);
#endif
    }
    return 0;
}
#endif // BENCH
