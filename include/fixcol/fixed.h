// fixcol Q16.16 scalars, vectors, angles and lengths.
//
// fc_fixed is a raw int32_t holding value * 65536. Every function that can
// fail returns an int (FC_OK or a negative FC_ERR_* code) and writes its
// result through the last pointer argument only on success. Results are
// rounded to nearest, ties away from zero, unless the name says otherwise.
#ifndef FIXCOL_FIXED_H
#define FIXCOL_FIXED_H

#include "base.h"
#include "wide.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef int32_t fc_fixed;

// Binary angle: 65536 per full turn, counter-clockwise with y up.
typedef uint16_t fc_angle;

typedef struct fc_vec {
    fc_fixed x;
    fc_fixed y;
} fc_vec;

#define FC_ONE       ((fc_fixed)0x00010000L)   // 1.0
#define FC_HALF      ((fc_fixed)0x00008000L)   // 0.5
#define FC_FIXED_MAX ((fc_fixed)INT32_MAX)     // 32767.99998
#define FC_FIXED_MIN ((fc_fixed)INT32_MIN)     // -32768.0

// Q16.16 constant from an integer literal, e.g. FC_FIX(3) == 3.0 (the
// caller keeps it within +-32767).
#define FC_FIX(n) ((fc_fixed)((int32_t)(n) * 65536L))

#define FC_ANGLE_QUARTER ((fc_angle)0x4000u)   // 90 degrees
#define FC_ANGLE_HALF    ((fc_angle)0x8000u)   // 180 degrees

// ---- conversions ---------------------------------------------------------

// *out = n as Q16.16; FC_ERR_OVERFLOW unless -32768 <= n <= 32767.
int fc_from_int(int32_t n, fc_fixed *out);

// *out = num / den as Q16.16, nearest; FC_ERR_DIVZERO, FC_ERR_OVERFLOW.
int fc_from_ratio(int32_t num, int32_t den, fc_fixed *out);

// Integer part, rounded towards minus infinity (floor). Total.
int32_t fc_to_int_floor(fc_fixed a);

// Nearest integer, ties away from zero (2.5 -> 3, -2.5 -> -3). Total.
int32_t fc_to_int_nearest(fc_fixed a);

// ---- arithmetic ----------------------------------------------------------

// *out = a + b; FC_ERR_OVERFLOW when the exact sum does not fit.
int fc_add(fc_fixed a, fc_fixed b, fc_fixed *out);

// *out = a - b; FC_ERR_OVERFLOW when the exact difference does not fit.
int fc_sub(fc_fixed a, fc_fixed b, fc_fixed *out);

// *out = a * b / 65536, nearest; FC_ERR_OVERFLOW.
int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);

// *out = a * 65536 / b, nearest; FC_ERR_DIVZERO, FC_ERR_OVERFLOW.
int fc_div(fc_fixed a, fc_fixed b, fc_fixed *out);

// *out = sqrt(a) as Q16.16 (the integer sqrt(a * 65536)), nearest;
// FC_ERR_DOMAIN for a < 0. Never overflows (the root is below 2^23.5).
int fc_sqrt(fc_fixed a, fc_fixed *out);

// ---- vector lengths ------------------------------------------------------
// Vectors must lie in the supported range (|x|, |y| <= 8192.0, see base.h):
// FC_ERR_RANGE otherwise. Inside it no length overflows.

// *out = sqrt(x^2 + y^2), exact to the nearest raw unit.
int fc_len(const fc_vec *v, fc_fixed *out);

// *out = x^2 + y^2 exactly, in raw^2 units (Q32.32).
int fc_len2(const fc_vec *v, fc_wide *out);

// Integer approximate length without square root or multiply:
//   alen = max(M + 5m/32, 27M/32 + 71m/128),  M = max(|x|,|y|), m = min.
// Worst relative error of the formula, measured over every direction:
// -1.198% to +1.214%. Below 256.0 the result is the formula rounded to
// nearest (at most 1/2 raw more); above, M and m are first halved until M
// fits 24 bits, adding at most 2^-22 relative. Bound, as tests check it:
//   L * (1 - 0.0120) - 1  <=  alen  <=  L * (1 + 0.0122) + 1,  L = |v|.
int fc_alen(const fc_vec *v, fc_fixed *out);

// Like fc_alen but never below the true length, for conservative
// rejection tests: L <= alen_upper <= L * (1 + 0.0282) + 3.
int fc_alen_upper(const fc_vec *v, fc_fixed *out);

// ---- angles ----------------------------------------------------------------

// Sine and cosine of a binary angle as Q16.16, from a 256-entry
// quarter-wave table with linear interpolation. Exact (0, +-65536) at
// multiples of a quarter turn. Worst error over all 65536 angles, measured
// by tests/unit/test_fixed.c: 1.18 raw (1.8e-5) from the true value, at
// most 1 raw from the correctly rounded one.
fc_fixed fc_sin(fc_angle a);
fc_fixed fc_cos(fc_angle a);

// *out = v rotated counter-clockwise by a: (x cos - y sin, x sin + y cos),
// computed from the exact 64-bit products and rounded once per component.
// Exact for quarter turns. Error per component at most 2 + |v| / 35000
// raw. FC_ERR_RANGE for a vector outside the supported range. out may
// alias v.
int fc_rotate(const fc_vec *v, fc_angle a, fc_vec *out);

// ---- vectors (src/vec.c) ------------------------------------------------------
// The arithmetic game code repeats, total like the rest: FC_OK, or
// FC_ERR_NULL, or FC_ERR_OVERFLOW when a component does not fit int32
// (nothing written then). out may alias an argument.

// a + b, a - b, -v (only a component of -2^31 overflows).
int fc_vec_add(const fc_vec *a, const fc_vec *b, fc_vec *out);
int fc_vec_sub(const fc_vec *a, const fc_vec *b, fc_vec *out);
int fc_vec_neg(const fc_vec *v, fc_vec *out);

// v scaled by the Q16.16 factor s: each component fc_mul(c, s), rounded
// to nearest, ties away from zero.
int fc_vec_scale(const fc_vec *v, fc_fixed s, fc_vec *out);

// The perpendicular (-y, x): v turned a quarter counter-clockwise.
int fc_vec_perp(const fc_vec *v, fc_vec *out);

// a . b and a x b = a.x b.y - a.y b.x, exact in raw units squared (Q32.32
// in the wide type). The cross product always fits; the dot product
// overflows only when all four components are -2^31 (a sum of 2^63).
int fc_vec_dot(const fc_vec *a, const fc_vec *b, fc_wide *out);
int fc_vec_cross(const fc_vec *a, const fc_vec *b, fc_wide *out);

#ifdef __cplusplus
}
#endif

#endif // FIXCOL_FIXED_H
