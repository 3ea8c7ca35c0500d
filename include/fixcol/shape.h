// fixcol tagged shapes: one call for any pair of kinds.
//
// An fc_shape is a circle, a box or a convex polygon behind one tag, so a
// game keeps its bodies in one array and asks about any two of them with
// one call. The dispatching queries answer exactly what the per-pair
// function of the two kinds answers (collide.h): the same decision, the
// same depth and normal, in both orders (for the mirrored order the
// per-pair function with the arguments swapped and the normal negated).
// As everywhere, the first shape is the one that moves or is pushed.
#ifndef FIXCOL_SHAPE_H
#define FIXCOL_SHAPE_H

#include "collide.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { FC_SHAPE_CIRCLE = 1, FC_SHAPE_BOX = 2, FC_SHAPE_POLY = 3 };

// kind selects the member of u. A polygon is held by pointer (a built
// fc_poly, in RAM or a const table in ROM), so an fc_shape stays small
// (20 bytes on 32-bit targets) and copying it never copies vertices.
typedef struct fc_shape {
    uint8_t kind;
    union {
        fc_circle circle;
        fc_box box;
        const fc_poly *poly;
    } u;
} fc_shape;

// Setters (any of them may also be written by hand): FC_OK, or
// FC_ERR_NULL. The shape is not validated here; the queries do that.
int fc_shape_circle(fc_shape *s, const fc_circle *c);
int fc_shape_box(fc_shape *s, const fc_box *b);
int fc_shape_poly(fc_shape *s, const fc_poly *p);

// The bounding box of the shape (for a polygon the box fc_poly_build
// stored): FC_OK, or FC_ERR_NULL, FC_ERR_INVALID (unknown kind, r < 0,
// min > max), FC_ERR_RANGE (a circle's box outside int32 cannot happen
// in range: circles beyond +-2^29 are refused), FC_ERR_COUNT (polygon).
int fc_shape_bounds(const fc_shape *s, fc_box *out);

// Yes/no, the MTV that moves a out of b, and the contact manifold, for
// any two kinds. Return and errors as the per-pair functions; an unknown
// kind is FC_ERR_INVALID and a NULL polygon pointer FC_ERR_NULL.
int fc_collide(const fc_shape *a, const fc_shape *b);
int fc_collide_mtv(const fc_shape *a, const fc_shape *b, fc_mtv *out);
int fc_collide_manifold(const fc_shape *a, const fc_shape *b, fc_manifold *out);

// The sweep of a moving by v (the relative velocity) against b still, for
// any two kinds: the pair's sweep function of collide.h (fc_poly_sweep,
// fc_box_sweep, fc_circle_sweep_poly and the rest), the same answer.
int fc_collide_sweep(const fc_shape *a, const fc_shape *b, const fc_vec *v, fc_sweep *out);

// Distance and closest points (src/distance.c). Returns 1 when a and b
// touch or overlap (fc_collide's exact decision; *out untouched), or 0
// when they are apart, with *out: d the Euclidean distance between them
// (within 2 + d / 16384 raw of the exact value), a the point of a nearest
// to b and b the point of b nearest to a (each within 2 raw of its shape,
// and |a - b| within the same tolerance of d). Errors as fc_collide, and
// FC_ERR_NULL for out. After fc_collide's decision, one walk of na + nb
// exact steps (the boundary of the Minkowski difference), at most one
// division (a stored edge length) and one square root.
typedef struct fc_distance {
    fc_fixed d;
    fc_vec a;
    fc_vec b;
} fc_distance;
int fc_shape_distance(const fc_shape *a, const fc_shape *b, fc_distance *out);

#ifdef __cplusplus
}
#endif

#endif // FIXCOL_SHAPE_H
