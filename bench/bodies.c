// Costs of the many-bodies layer: the broadphase over 1000 random boxes
// at two densities (brute force, sort-and-sweep from a cold order, and
// frame to frame with last frame's order), and moving an 8-gon
// (fc_poly_translate against fc_poly_transform and fc_poly_build).
//
// Host: run under callgrind by `make bench-bodies`, which reads each
// measured function's inclusive instruction count (callgrind_annotate)
// and divides it by its calls: every measured function below is kept out
// of line and does one frame (or one call) of work.
// Targets (BODIES_TARGET, tools/bench-bodies.sh): one image per
// BODIES_MODE and BODIES_DENSE, each doing a little more than the one
// before it, so that differences of whole-run counts isolate each part
// (qemu's instruction count for Cortex-M0 code, the GBA's cycle timers
// under mGBA).
#ifndef BODIES_TARGET
#  include <stdio.h>
#  include <string.h>
#endif
#include <stdint.h>

#include "fixcol.h"

#define BODIES 1000
#ifdef BODIES_TARGET
#  define FRAMES 10
#else
#  define FRAMES 20
#endif
#define U ((int32_t)65536)

// The GBA keeps large arrays in EWRAM (its IWRAM is 32 KB).
#if defined(BODIES_GBA)
#  define BIG __attribute__((section(".ewram_bss")))
#else
#  define BIG
#endif

#if defined(__GNUC__)
#  define MEASURED __attribute__((noinline))
#else
#  define MEASURED
#endif

static fc_box boxes[BODIES] BIG;
static uint16_t order[BODIES] BIG;
static fc_pair pairs[BODIES * 4] BIG;      // the dense scene ends near 900
static uint32_t seed = 12345u;

static int32_t rnd(int32_t lo, int32_t hi)
{
    seed = seed * 1664525u + 1013904223u;
    return lo + (int32_t)((seed >> 8) % (uint32_t)(hi - lo + 1));
}

// Boxes of 1..4 units in a square of the given side (units).
static void scatter(int32_t side)
{
    int i;
    for (i = 0; i < BODIES; i++) {
        int32_t x = rnd(0, side * U), y = rnd(0, side * U);
        boxes[i].min.x = x;
        boxes[i].min.y = y;
        boxes[i].max.x = x + rnd(U, 4 * U);
        boxes[i].max.y = y + rnd(U, 4 * U);
    }
}

// Every body moves up to an eighth of a unit.
static void move_all(void)
{
    int i;
    for (i = 0; i < BODIES; i++) {
        int32_t dx = rnd(-U / 8, U / 8), dy = rnd(-U / 8, U / 8);
        boxes[i].min.x += dx;
        boxes[i].max.x += dx;
        boxes[i].min.y += dy;
        boxes[i].max.y += dy;
    }
}

MEASURED static long frame_brute(void)
{
    long k = 0;
    int i, j;
    for (i = 0; i < BODIES; i++) {
        for (j = i + 1; j < BODIES; j++) {
            k += fc_box_box(&boxes[i], &boxes[j]) == 1;
        }
    }
    return k;
}

MEASURED static long frame_cold(void)
{
    (void)fc_bp_reset(order, BODIES);
    return fc_bp_pairs(boxes, BODIES, order, pairs, (int)(sizeof pairs / sizeof pairs[0]), NULL);
}

MEASURED static long frame_warm(void)
{
    return fc_bp_pairs(boxes, BODIES, order, pairs, (int)(sizeof pairs / sizeof pairs[0]), NULL);
}

static fc_poly local, world;

MEASURED static int move_translate(const fc_vec *d)
{
    int rc = fc_poly_translate(&local, d, &world);
    return rc + (int)world.n;   // not a tail call: counted in here
}

MEASURED static int move_transform(const fc_vec *d, fc_angle a)
{
    int rc = fc_poly_transform(&local, d, a, &world);
    return rc + (int)world.n;
}

MEASURED static int move_build(const fc_vec *pts)
{
    int rc = fc_poly_build(pts, 8, &world);
    return rc + (int)world.n;
}

// Moving an 8-gon 1000 times; what: 0 the loop alone, 1 translate,
// 2 transform, 3 build.
static int moves(int what)
{
    fc_vec pts[8], d;
    int i, k = 0;
    for (i = 0; i < 8; i++) {
        // an octagon of radius 2 units (92682 = 2^17 / sqrt(2), rounded),
        // a little skewed: no vertex lies on the line of its neighbours,
        // which rounding at other angles would make concave
        static const int32_t c[8][2] = { { 131072, 0 }, { 92682, 92682 }, { 0, 131072 },
                                         { -92682, 92682 }, { -131072, 0 }, { -92682, -92682 },
                                         { 0, -131072 }, { 92682, -92682 } };
        pts[i].x = c[i][0] + (int32_t)i * 977;
        pts[i].y = c[i][1] - (int32_t)i * 311;
    }
    if (fc_poly_build(pts, 8, &local) != FC_OK) {
        return 1;
    }
    for (i = 0; i < 1000; i++) {
        d.x = rnd(-1000 * U, 1000 * U);
        d.y = rnd(-1000 * U, 1000 * U);
        if (what == 1) {
            k += move_translate(&d);
        }
        if (what == 2) {
            k += move_transform(&d, (fc_angle)(i * 67));
        }
        if (what == 3) {
            k += move_build(local.v);
        }
    }
    return k == -1;
}

// One scene: upto 0 scatter alone, 1 and a brute-force frame, 2 and
// FRAMES cold frames instead, 3 one cold frame and FRAMES moves, 4 the
// same with a warm frame after each move. Returns the last frame's pair
// count (or -1 when a cold frame disagrees with brute force).
static long scene(int dense, int upto)
{
    long k = 0;
    int f;
    scatter(dense ? 120 : 400);
    if (upto == 1) {
        k = frame_brute();
    }
    if (upto == 2) {
        for (f = 0; f < FRAMES; f++) {
            k = frame_cold();
        }
    }
    if (upto >= 3) {
        (void)frame_cold();            // order sorted: the warm frames start from it
        for (f = 0; f < FRAMES; f++) {
            move_all();
            if (upto == 4) {
                k = frame_warm();
            }
        }
    }
    return k;
}

#ifndef BODIES_TARGET
// bodies sparse | dense | move: one scene per run, so that the counts of
// one run belong to one density.
int main(int argc, char **argv)
{
    long k;
    int f;
    if (argc > 1 && strcmp(argv[1], "move") != 0) {
        int dense = strcmp(argv[1], "dense") == 0;
        scatter(dense ? 120 : 400);
        k = frame_brute();
        for (f = 0; f < FRAMES; f++) {
            if (frame_cold() != k) {
                return 1;
            }
        }
        k = scene(dense, 4);
        printf("%s: %d boxes, %ld pairs at the end\n", argv[1], BODIES, k);
        return 0;
    }
    return moves(1) | moves(2) | moves(3);
}
#else
// BODIES_MODE 0..4: scene(BODIES_DENSE, mode); 5..8: moves(mode - 5).
int main(void)
{
    return BODIES_MODE <= 4 ? scene(BODIES_DENSE, BODIES_MODE) < 0 : moves(BODIES_MODE - 5);
}
#endif
