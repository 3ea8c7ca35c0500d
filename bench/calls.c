// The measured calls (see calls.h): each wrapper calls one library
// function and nothing else; its no-op twin has the same signature and
// does nothing. This file is compiled on its own, so neither can be inlined
// into the harness's loops. A wrapper whose only work is the call is a
// tail call (a jump) on gcc; the no-op returns at once.
#include <string.h>

#include "calls.h"

// ---- fixcol -----------------------------------------------------------------
#if HAS_PP_MTV
static int call_poly_poly_mtv(const fc_poly *a, const fc_poly *b, fc_mtv *out)
{
    return fc_poly_poly_mtv(a, b, out);
}

static int nop_poly_poly_mtv(const fc_poly *a, const fc_poly *b, fc_mtv *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#endif

#if HAS_PP_YN
static int call_poly_poly(const fc_poly *a, const fc_poly *b)
{
    return fc_poly_poly(a, b);
}

static int nop_poly_poly(const fc_poly *a, const fc_poly *b)
{
    (void)a;
    (void)b;
    return 0;
}
#endif

#if HAS(OP_PP8_CONTACT)
static int call_poly_contact(const fc_poly *a, const fc_poly *b, fc_manifold *out)
{
    return fc_poly_contact(a, b, out);
}

static int nop_poly_contact(const fc_poly *a, const fc_poly *b, fc_manifold *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#endif

#if HAS(OP_CC_YN)
static int call_circle_circle(const fc_circle *a, const fc_circle *b)
{
    return fc_circle_circle(a, b);
}

static int nop_circle_circle(const fc_circle *a, const fc_circle *b)
{
    (void)a;
    (void)b;
    return 0;
}
#endif

#if HAS(OP_CC_MTV)
static int call_circle_circle_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
    return fc_circle_circle_mtv(a, b, out);
}

static int nop_circle_circle_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#endif

#if HAS(OP_PC_MTV)
static int call_poly_circle_mtv(const fc_poly *a, const fc_circle *b, fc_mtv *out)
{
    return fc_poly_circle_mtv(a, b, out);
}

static int nop_poly_circle_mtv(const fc_poly *a, const fc_circle *b, fc_mtv *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#endif

#if HAS_PSWEEP
static int call_poly_sweep(const fc_poly *a, const fc_poly *b, const fc_vec *v, fc_sweep *out)
{
    return fc_poly_sweep(a, b, v, out);
}

static int nop_poly_sweep(const fc_poly *a, const fc_poly *b, const fc_vec *v, fc_sweep *out)
{
    (void)a;
    (void)b;
    (void)v;
    (void)out;
    return 0;
}
#endif

#if HAS(OP_BUILD8)
static int call_poly_build(const fc_vec *pts, int n, fc_poly *out)
{
    return fc_poly_build(pts, n, out);
}

static int nop_poly_build(const fc_vec *pts, int n, fc_poly *out)
{
    (void)pts;
    (void)n;
    (void)out;
    return 0;
}
#endif

#if HAS(OP_MUL)
static int call_mul(fc_fixed a, fc_fixed b, fc_fixed *out)
{
    return fc_mul(a, b, out);
}

static int nop_mul(fc_fixed a, fc_fixed b, fc_fixed *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#endif

// The motion and distance ops' wrappers, generated: each calls one
// function; its no-op twin ignores its arguments and returns 0.
#define WRAP3(name, fn, T1, T2, T3) \
    static int call_##name(T1 a, T2 b, T3 c) { return fn(a, b, c); } \
    static int nop_##name(T1 a, T2 b, T3 c) { (void)a; (void)b; (void)c; return 0; }
#define WRAP4(name, fn, T1, T2, T3, T4) \
    static int call_##name(T1 a, T2 b, T3 c, T4 d) { return fn(a, b, c, d); } \
    static int nop_##name(T1 a, T2 b, T3 c, T4 d) { (void)a; (void)b; (void)c; (void)d; return 0; }
#define WRAP5(name, fn, T1, T2, T3, T4, T5) \
    static int call_##name(T1 a, T2 b, T3 c, T4 d, T5 e) { return fn(a, b, c, d, e); } \
    static int nop_##name(T1 a, T2 b, T3 c, T4 d, T5 e) \
    { (void)a; (void)b; (void)c; (void)d; (void)e; return 0; }
#define WRAP6(name, fn, T1, T2, T3, T4, T5, T6) \
    static int call_##name(T1 a, T2 b, T3 c, T4 d, T5 e, T6 f) { return fn(a, b, c, d, e, f); } \
    static int nop_##name(T1 a, T2 b, T3 c, T4 d, T5 e, T6 f) \
    { (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; return 0; }

#if HAS(OP_CC_SWEEP)
WRAP4(circle_sweep_circle, fc_circle_sweep_circle, const fc_circle *, const fc_circle *,
      const fc_vec *, fc_sweep *)
#endif
#if HAS(OP_RAYC)
WRAP3(ray_circle, fc_ray_circle, const fc_ray *, const fc_circle *, fc_ray_hit *)
#endif
#if HAS(OP_PC_SWEEP)
WRAP4(poly_sweep_circle, fc_poly_sweep_circle, const fc_poly *, const fc_circle *,
      const fc_vec *, fc_sweep *)
#endif
#if HAS(OP_CB_SWEEP)
WRAP4(circle_sweep_box, fc_circle_sweep_box, const fc_circle *, const fc_box *, const fc_vec *,
      fc_sweep *)
#endif
#if HAS(OP_DIST8) || HAS(OP_DIST_PC)
WRAP3(shape_distance, fc_shape_distance, const fc_shape *, const fc_shape *, fc_distance *)
#endif

void bench_fix_calls(int nop, bench_fix *out)
{
    memset(out, 0, sizeof *out);
#if HAS_PP_MTV
    out->poly_poly_mtv = nop ? nop_poly_poly_mtv : call_poly_poly_mtv;
#endif
#if HAS_PP_YN
    out->poly_poly = nop ? nop_poly_poly : call_poly_poly;
#endif
#if HAS(OP_PP8_CONTACT)
    out->poly_contact = nop ? nop_poly_contact : call_poly_contact;
#endif
#if HAS(OP_CC_YN)
    out->circle_circle = nop ? nop_circle_circle : call_circle_circle;
#endif
#if HAS(OP_CC_MTV)
    out->circle_circle_mtv = nop ? nop_circle_circle_mtv : call_circle_circle_mtv;
#endif
#if HAS(OP_PC_MTV)
    out->poly_circle_mtv = nop ? nop_poly_circle_mtv : call_poly_circle_mtv;
#endif
#if HAS_PSWEEP
    out->poly_sweep = nop ? nop_poly_sweep : call_poly_sweep;
#endif
#if HAS(OP_CC_SWEEP)
    out->circle_sweep_circle = nop ? nop_circle_sweep_circle : call_circle_sweep_circle;
#endif
#if HAS(OP_RAYC)
    out->ray_circle = nop ? nop_ray_circle : call_ray_circle;
#endif
#if HAS(OP_PC_SWEEP)
    out->poly_sweep_circle = nop ? nop_poly_sweep_circle : call_poly_sweep_circle;
#endif
#if HAS(OP_CB_SWEEP)
    out->circle_sweep_box = nop ? nop_circle_sweep_box : call_circle_sweep_box;
#endif
#if HAS(OP_DIST8) || HAS(OP_DIST_PC)
    out->shape_distance = nop ? nop_shape_distance : call_shape_distance;
#endif
#if HAS(OP_BUILD8)
    out->poly_build = nop ? nop_poly_build : call_poly_build;
#endif
#if HAS(OP_MUL)
    out->mul = nop ? nop_mul : call_mul;
#endif
}

#if HAS_FLOAT
// ---- the float baseline ------------------------------------------------------

#  if HAS_PP_MTV
static int fcall_poly_poly_mtv(const bl_poly *a, const bl_poly *b, bl_mtv *out)
{
    return bl_poly_poly_mtv(a, b, out);
}

static int fnop_poly_poly_mtv(const bl_poly *a, const bl_poly *b, bl_mtv *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#  endif

#  if HAS_PP_YN
static int fcall_poly_poly(const bl_poly *a, const bl_poly *b)
{
    return bl_poly_poly(a, b);
}

static int fnop_poly_poly(const bl_poly *a, const bl_poly *b)
{
    (void)a;
    (void)b;
    return 0;
}
#  endif

#  if HAS(OP_PP8_CONTACT)
static int fcall_poly_contact(const bl_poly *a, const bl_poly *b, bl_manifold *out)
{
    return bl_poly_contact(a, b, out);
}

static int fnop_poly_contact(const bl_poly *a, const bl_poly *b, bl_manifold *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#  endif

#  if HAS(OP_CC_YN)
static int fcall_circle_circle(const bl_circle *a, const bl_circle *b)
{
    return bl_circle_circle(a, b);
}

static int fnop_circle_circle(const bl_circle *a, const bl_circle *b)
{
    (void)a;
    (void)b;
    return 0;
}
#  endif

#  if HAS(OP_CC_MTV)
static int fcall_circle_circle_mtv(const bl_circle *a, const bl_circle *b, bl_mtv *out)
{
    return bl_circle_circle_mtv(a, b, out);
}

static int fnop_circle_circle_mtv(const bl_circle *a, const bl_circle *b, bl_mtv *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#  endif

#  if HAS(OP_PC_MTV)
static int fcall_poly_circle_mtv(const bl_poly *a, const bl_circle *b, bl_mtv *out)
{
    return bl_poly_circle_mtv(a, b, out);
}

static int fnop_poly_circle_mtv(const bl_poly *a, const bl_circle *b, bl_mtv *out)
{
    (void)a;
    (void)b;
    (void)out;
    return 0;
}
#  endif

#  if HAS_PSWEEP
static int fcall_poly_sweep(const bl_poly *a, const bl_poly *b, float vx, float vy, bl_sweep *out)
{
    return bl_poly_sweep(a, b, vx, vy, out);
}

static int fnop_poly_sweep(const bl_poly *a, const bl_poly *b, float vx, float vy, bl_sweep *out)
{
    (void)a;
    (void)b;
    (void)vx;
    (void)vy;
    (void)out;
    return 0;
}
#  endif

#  if HAS(OP_BUILD8)
static int fcall_poly_build(const float *xy, int n, bl_poly *out)
{
    bl_poly_build(xy, n, out);
    return 0;
}

static int fnop_poly_build(const float *xy, int n, bl_poly *out)
{
    (void)xy;
    (void)n;
    (void)out;
    return 0;
}
#  endif

#  if HAS(OP_MUL)
static int fcall_mul(float a, float b, float *out)
{
    *out = a * b;
    return 1;
}

static int fnop_mul(float a, float b, float *out)
{
    (void)b;
    *out = a;
    return 1;
}
#  endif

#  if HAS(OP_CC_SWEEP)
WRAP5(fcircle_sweep_circle, bl_circle_sweep_circle, const bl_circle *, const bl_circle *, float,
      float, bl_ray_hit *)
#  endif
#  if HAS(OP_RAYC)
WRAP6(fray_circle, bl_ray_circle, float, float, float, float, const bl_circle *, bl_ray_hit *)
#  endif
#  if HAS(OP_PC_SWEEP)
WRAP5(fpoly_sweep_circle, bl_poly_sweep_circle, const bl_poly *, const bl_circle *, float, float,
      bl_ray_hit *)
#  endif
#  if HAS(OP_CB_SWEEP)
WRAP5(fcircle_sweep_poly, bl_circle_sweep_poly, const bl_circle *, const bl_poly *, float, float,
      bl_ray_hit *)
#  endif
#  if HAS(OP_DIST8)
WRAP3(fpoly_distance, bl_poly_distance, const bl_poly *, const bl_poly *, bl_distance *)
#  endif
#  if HAS(OP_DIST_PC)
WRAP3(fpoly_circle_distance, bl_poly_circle_distance, const bl_poly *, const bl_circle *,
      bl_distance *)
#  endif

void bench_float_calls(int nop, bench_float *out)
{
    memset(out, 0, sizeof *out);
#  if HAS_PP_MTV
    out->poly_poly_mtv = nop ? fnop_poly_poly_mtv : fcall_poly_poly_mtv;
#  endif
#  if HAS_PP_YN
    out->poly_poly = nop ? fnop_poly_poly : fcall_poly_poly;
#  endif
#  if HAS(OP_PP8_CONTACT)
    out->poly_contact = nop ? fnop_poly_contact : fcall_poly_contact;
#  endif
#  if HAS(OP_CC_YN)
    out->circle_circle = nop ? fnop_circle_circle : fcall_circle_circle;
#  endif
#  if HAS(OP_CC_MTV)
    out->circle_circle_mtv = nop ? fnop_circle_circle_mtv : fcall_circle_circle_mtv;
#  endif
#  if HAS(OP_PC_MTV)
    out->poly_circle_mtv = nop ? fnop_poly_circle_mtv : fcall_poly_circle_mtv;
#  endif
#  if HAS_PSWEEP
    out->poly_sweep = nop ? fnop_poly_sweep : fcall_poly_sweep;
#  endif
#  if HAS(OP_CC_SWEEP)
    out->circle_sweep_circle = nop ? nop_fcircle_sweep_circle : call_fcircle_sweep_circle;
#  endif
#  if HAS(OP_RAYC)
    out->ray_circle = nop ? nop_fray_circle : call_fray_circle;
#  endif
#  if HAS(OP_PC_SWEEP)
    out->poly_sweep_circle = nop ? nop_fpoly_sweep_circle : call_fpoly_sweep_circle;
#  endif
#  if HAS(OP_CB_SWEEP)
    out->circle_sweep_poly = nop ? nop_fcircle_sweep_poly : call_fcircle_sweep_poly;
#  endif
#  if HAS(OP_DIST8)
    out->poly_distance = nop ? nop_fpoly_distance : call_fpoly_distance;
#  endif
#  if HAS(OP_DIST_PC)
    out->poly_circle_distance = nop ? nop_fpoly_circle_distance : call_fpoly_circle_distance;
#  endif
#  if HAS(OP_BUILD8)
    out->poly_build = nop ? fnop_poly_build : fcall_poly_build;
#  endif
#  if HAS(OP_MUL)
    out->mul = nop ? fnop_mul : fcall_mul;
#  endif
}
#endif
