// The measured calls of the benchmark harness (bench/calls.c), and the ops.
//
// Every library call the harness measures goes through a wrapper in
// bench/calls.c, a translation unit of its own, so that the call cannot be
// inlined into the loop or optimised with it. Each wrapper has a no-op
// twin with the same signature, in the same file. The harness runs one op's
// loop twice, identically but for the table of wrappers it was given: the
// real one and the no-op one. The difference of the two counts is the cost
// of the library call alone.
#ifndef FIXCOL_BENCH_CALLS_H
#define FIXCOL_BENCH_CALLS_H

#include "fixcol.h"
#include "baseline.h"

// The ops (bench.py's OPS, in this order).
#define OP_PP8_MTV      0   // 8-gon pairs, fc_poly_poly_mtv
#define OP_PP8_YN       1   // 8-gon pairs, fc_poly_poly
#define OP_PP8_YN_HIT   2   //   the same, the hitting pairs only
#define OP_PP8_YN_MISS  3   //   the same, the missing pairs only
#define OP_PP8_CONTACT  4   // 8-gon pairs, fc_poly_contact
#define OP_PP4_MTV      5   // box pairs as 4-gons, fc_poly_poly_mtv
#define OP_PPN_MTV      6   // other polygon pairs, fc_poly_poly_mtv
#define OP_CC_YN        7   // circle pairs, fc_circle_circle
#define OP_CC_MTV       8   // circle pairs, fc_circle_circle_mtv
#define OP_PC_MTV       9   // 8-gon and circle pairs, fc_poly_circle_mtv
#define OP_SWEEP       10   // 8-gon sweeps, fc_poly_sweep
#define OP_BUILD8      11   // both polygons of each 8-gon pair, fc_poly_build
#define OP_MUL         12   // Q16.16 products, fc_mul
#define OP_SW_FAR      13   // 8-gon sweeps whose swept boxes miss B, fc_poly_sweep
#define OP_SW_NEAR     14   //   the same, swept boxes overlapping, missing
#define OP_SW_HIT      15   //   the same, hitting
#define OP_CC_SWEEP    16   // a circle moving against a circle, fc_circle_sweep_circle
#define OP_RAYC        17   // the same queries as rays against the grown circle, fc_ray_circle
#define OP_PC_SWEEP    18   // an 8-gon moving against a circle, fc_poly_sweep_circle
#define OP_CB_SWEEP    19   // a circle moving against a box, fc_circle_sweep_box
#define OP_DIST8       20   // 8-gon pairs apart, fc_shape_distance
#define OP_DIST_PC     21   // 8-gon and circle apart, fc_shape_distance
#define OP_COUNT       22

// BENCH_OP (one of the numbers above): an image for that op alone, so that
// only the library modules it needs are linked (the 8-bit targets' 64 KB).
// BENCH_NO_FLOAT: no float baseline (cc65 has no float).
#ifdef BENCH_OP
#  define HAS(o) (BENCH_OP == (o))
#else
#  define HAS(o) 1
#endif
#define HAS_PP_MTV (HAS(OP_PP8_MTV) || HAS(OP_PP4_MTV) || HAS(OP_PPN_MTV))
#define HAS_PP_YN (HAS(OP_PP8_YN) || HAS(OP_PP8_YN_HIT) || HAS(OP_PP8_YN_MISS))
#define HAS_PAIR (HAS_PP_MTV || HAS_PP_YN || HAS(OP_PP8_CONTACT) || HAS(OP_BUILD8))
#define HAS_PSWEEP (HAS(OP_SWEEP) || HAS(OP_SW_FAR) || HAS(OP_SW_NEAR) || HAS(OP_SW_HIT))
#define HAS_POLY (HAS_PAIR || HAS_PSWEEP)
// The motion and distance ops: their lines name shapes by kind
// (sweepx, dist, rayc).
#define HAS_MOTION (HAS(OP_SW_FAR) || HAS(OP_SW_NEAR) || HAS(OP_SW_HIT) || HAS(OP_CC_SWEEP) \
                    || HAS(OP_RAYC) || HAS(OP_PC_SWEEP) || HAS(OP_CB_SWEEP) || HAS(OP_DIST8) \
                    || HAS(OP_DIST_PC))
#define HAS_CC (HAS(OP_CC_YN) || HAS(OP_CC_MTV))
#ifdef BENCH_NO_FLOAT
#  define HAS_FLOAT 0
#else
#  define HAS_FLOAT 1
#endif

// fixcol's calls. Members for ops an image leaves out are null.
typedef struct bench_fix {
    int (*poly_poly_mtv)(const fc_poly *a, const fc_poly *b, fc_mtv *out);
    int (*poly_poly)(const fc_poly *a, const fc_poly *b);
    int (*poly_contact)(const fc_poly *a, const fc_poly *b, fc_manifold *out);
    int (*circle_circle)(const fc_circle *a, const fc_circle *b);
    int (*circle_circle_mtv)(const fc_circle *a, const fc_circle *b, fc_mtv *out);
    int (*poly_circle_mtv)(const fc_poly *a, const fc_circle *b, fc_mtv *out);
    int (*poly_sweep)(const fc_poly *a, const fc_poly *b, const fc_vec *v, fc_sweep *out);
    int (*poly_build)(const fc_vec *pts, int n, fc_poly *out);
    int (*mul)(fc_fixed a, fc_fixed b, fc_fixed *out);
    int (*circle_sweep_circle)(const fc_circle *a, const fc_circle *b, const fc_vec *v,
                               fc_sweep *out);
    int (*ray_circle)(const fc_ray *r, const fc_circle *c, fc_ray_hit *out);
    int (*poly_sweep_circle)(const fc_poly *a, const fc_circle *b, const fc_vec *v,
                             fc_sweep *out);
    int (*circle_sweep_box)(const fc_circle *a, const fc_box *b, const fc_vec *v, fc_sweep *out);
    int (*shape_distance)(const fc_shape *a, const fc_shape *b, fc_distance *out);
} bench_fix;

// Fills *out with the wrappers (nop = 0) or their no-op twins (nop = 1).
void bench_fix_calls(int nop, bench_fix *out);

#if HAS_FLOAT
// The float baseline's counterparts (bench/baseline.c). mul is one float
// product; poly_build returns 0.
typedef struct bench_float {
    int (*poly_poly_mtv)(const bl_poly *a, const bl_poly *b, bl_mtv *out);
    int (*poly_poly)(const bl_poly *a, const bl_poly *b);
    int (*poly_contact)(const bl_poly *a, const bl_poly *b, bl_manifold *out);
    int (*circle_circle)(const bl_circle *a, const bl_circle *b);
    int (*circle_circle_mtv)(const bl_circle *a, const bl_circle *b, bl_mtv *out);
    int (*poly_circle_mtv)(const bl_poly *a, const bl_circle *b, bl_mtv *out);
    int (*poly_sweep)(const bl_poly *a, const bl_poly *b, float vx, float vy, bl_sweep *out);
    int (*poly_build)(const float *xy, int n, bl_poly *out);
    int (*mul)(float a, float b, float *out);
    int (*circle_sweep_circle)(const bl_circle *a, const bl_circle *b, float vx, float vy,
                               bl_ray_hit *out);
    int (*ray_circle)(float ox, float oy, float dx, float dy, const bl_circle *c,
                      bl_ray_hit *out);
    int (*poly_sweep_circle)(const bl_poly *a, const bl_circle *b, float vx, float vy,
                             bl_ray_hit *out);
    int (*circle_sweep_poly)(const bl_circle *a, const bl_poly *b, float vx, float vy,
                             bl_ray_hit *out);
    int (*poly_distance)(const bl_poly *a, const bl_poly *b, bl_distance *out);
    int (*poly_circle_distance)(const bl_poly *a, const bl_circle *b, bl_distance *out);
} bench_float;

void bench_float_calls(int nop, bench_float *out);
#endif

#endif
