// fixcol collision queries.
//
// Conventions (every query):
//  - shape first, then the other shape, then the output pointer;
//  - shapes are closed: touching counts as a hit, with depth 0;
//  - the return value is 1 for a hit, 0 for a miss, or a negative FC_ERR_*
//    code; outputs are written only when the function returns 1 (sweeps
//    and rays: whenever it does not return an error);
//  - every hit/miss decision is exact integer arithmetic. Depths and unit
//    normals are rounded: a depth is within 2 + depth/16384 raw of the
//    true value, a unit normal within 1 raw per component of the true one;
//  - polygons (fc_poly) must be convex where a function says so
//    (FC_ERR_CONCAVE otherwise); circles need r >= 0 and boxes min <= max
//    (FC_ERR_INVALID); everything must lie in the supported range
//    (FC_ERR_RANGE).
#ifndef FIXCOL_COLLIDE_H
#define FIXCOL_COLLIDE_H

#include "shapes.h"

// Minimum translation vector: moving the FIRST shape by depth * normal
// separates the two (they end up touching). It is the shortest such move,
// also when one shape contains the other. normal is a unit vector in
// Q16.16. Where several directions tie, the first in the query's
// documented axis order wins, so the answer is deterministic.
typedef struct fc_mtv {
    fc_vec normal;
    fc_fixed depth;
} fc_mtv;

// ---- pairs -----------------------------------------------------------------
// A yes/no function (cheapest: early rejection by boxes or circles, no
// square root) and an _mtv function for each pair.

int fc_circle_circle(const fc_circle *a, const fc_circle *b);
int fc_circle_circle_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out);

int fc_box_box(const fc_box *a, const fc_box *b);
int fc_box_box_mtv(const fc_box *a, const fc_box *b, fc_mtv *out);

// Circle a against box b; the MTV moves the circle.
int fc_circle_box(const fc_circle *a, const fc_box *b);
int fc_circle_box_mtv(const fc_circle *a, const fc_box *b, fc_mtv *out);

// Separating axis theorem over the edge normals of both convex polygons.
// The MTV axis is the edge normal (a's edges first, then b's) with the
// smallest push, in whichever direction is shorter.
int fc_poly_poly(const fc_poly *a, const fc_poly *b);
int fc_poly_poly_mtv(const fc_poly *a, const fc_poly *b, fc_mtv *out);

// Convex polygon a against circle b: the polygon's edge normals plus the
// axis through the vertex truly nearest the circle center. The MTV (which
// moves the polygon) is the exact penetration of the circle: r minus the
// distance from the center to the polygon, or r plus the distance to the
// nearest edge when the center is inside.
int fc_poly_circle(const fc_poly *a, const fc_circle *b);
int fc_poly_circle_mtv(const fc_poly *a, const fc_circle *b, fc_mtv *out);

// Convex polygon a against box b (the box may be flat or a point).
int fc_poly_box(const fc_poly *a, const fc_box *b);
int fc_poly_box_mtv(const fc_poly *a, const fc_box *b, fc_mtv *out);

// ---- moving shapes -------------------------------------------------------------
// A moves by v over t in [0, 1]; B stands still (for two moving shapes pass
// the relative velocity va - vb). The fields answer the classic swept
// separating-axis questions, exactly:
enum fc_sweep_result { FC_SWEEP_MISS = 0, FC_SWEEP_HIT = 1, FC_SWEEP_OVERLAP = 2 };
typedef struct fc_sweep {
    uint8_t intersect;       // touching or overlapping at t = 0
    uint8_t will_intersect;  // touching at some t in [0, 1]
    fc_fixed toi;            // first contact, Q16.16 in [0, 65536]: never
                             // later than the true time, at most 1 raw
                             // earlier (0 when intersect)
    fc_vec normal;           // unit normal of the axis on which contact
                             // begins, from B towards A (when intersect:
                             // the MTV normal at t = 0)
    fc_mtv start;            // MTV at t = 0 (zero when apart then)
    fc_mtv end;              // MTV where A ends up, at t = 1 (zero when
                             // apart then): the push that resolves the move
} fc_sweep;

// Convex polygons: per axis (the edge normals of both), the times at which
// the projections overlap form an interval; their intersection with [0, 1]
// is exactly the set of times of contact. Returns FC_SWEEP_OVERLAP,
// FC_SWEEP_HIT or FC_SWEEP_MISS and fills *out in every case.
int fc_poly_sweep(const fc_poly *a, const fc_poly *b, const fc_vec *v, fc_sweep *out);

// The same for boxes (axes x and y).
int fc_box_sweep(const fc_box *a, const fc_box *b, const fc_vec *v, fc_sweep *out);

#endif // FIXCOL_COLLIDE_H
