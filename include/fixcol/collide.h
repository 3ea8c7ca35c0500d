// fixcol collision queries.
//
// Conventions (every query):
//  - shape first, then the other shape, then the output pointer;
//  - shapes are closed: touching counts as a hit, with depth 0;
//  - the return value is 1 for a hit, 0 for a miss, or a negative FC_ERR_*
//    code; a sweep also returns 2 (FC_SWEEP_OVERLAP: touching at the
//    start) and a ray 2 (FC_RAY_INSIDE: starting in or on the shape).
//    Outputs are written only when the function returns 1 (sweeps:
//    whenever they do not return an error; rays: only for FC_RAY_HIT);
//  - every hit/miss decision is exact integer arithmetic. Depths and unit
//    normals are rounded: a depth is within 2 + depth/16384 raw of the
//    true value, a unit normal within 1 raw per component of the true one;
//  - polygons (fc_poly) must be convex where a function says so
//    (FC_ERR_CONCAVE otherwise); circles need r >= 0 and boxes min <= max
//    (FC_ERR_INVALID); everything must lie in the supported range
//    (FC_ERR_RANGE). A polygon is trusted to be what fc_poly_build made:
//    its count and convex flag are checked, the rest is not re-validated
//    on every call (see "Trust" in shapes.h: a corrupted struct may give
//    a wrong answer or an error, never undefined behaviour).
#ifndef FIXCOL_COLLIDE_H
#define FIXCOL_COLLIDE_H

#include "shapes.h"

#ifdef __cplusplus
extern "C" {
#endif

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

// Built with FC_TRUST_BOXES=1 (config.h), fc_box_box does not check its
// boxes (NULL pointers aside): for boxes valid by construction.
int fc_box_box(const fc_box *a, const fc_box *b);
int fc_box_box_mtv(const fc_box *a, const fc_box *b, fc_mtv *out);

// Circle a against box b; the MTV moves the circle.
int fc_circle_box(const fc_circle *a, const fc_box *b);
int fc_circle_box_mtv(const fc_circle *a, const fc_box *b, fc_mtv *out);

// Separating axis theorem over the edge normals of both convex polygons.
// The MTV leaves through a face: along -n for an edge of a (normal n), along
// +n for an edge of b. No other direction is ever shorter (the faces of
// b - a are exactly these), so this is the shortest push in whichever
// direction. Between axes whose rounded depths are equal the exactly
// shorter wins, then the first (a's edges first, then b's).
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

// The mirrored pairs: box a against circle b, circle a against convex
// polygon b, box a against convex polygon b. Each is its pair's function
// above with the arguments swapped and the MTV's normal negated (the MTV
// moves a), so the decisions and depths are exactly the same.
int fc_box_circle(const fc_box *a, const fc_circle *b);
int fc_box_circle_mtv(const fc_box *a, const fc_circle *b, fc_mtv *out);
int fc_circle_poly(const fc_circle *a, const fc_poly *b);
int fc_circle_poly_mtv(const fc_circle *a, const fc_poly *b, fc_mtv *out);
int fc_box_poly(const fc_box *a, const fc_poly *b);
int fc_box_poly_mtv(const fc_box *a, const fc_poly *b, fc_mtv *out);

// ---- moving shapes -------------------------------------------------------------
// A moves by v over t in [0, 1]; B stands still (for two moving shapes pass
// the relative velocity va - vb). The fields answer the classic swept
// separating-axis questions, exactly:
enum { FC_SWEEP_MISS = 0, FC_SWEEP_HIT = 1, FC_SWEEP_OVERLAP = 2 };
// How v moves A when the sweep starts touching (intersect): the exact sign
// of v along the MTV's axis (the exact direction A is pushed out, not the
// rounded normal). A game can let a body that is touching and leaving move
// freely.
enum { FC_MOTION_DEEPENING = -1, FC_MOTION_SLIDING = 0, FC_MOTION_SEPARATING = 1 };
typedef struct fc_sweep {
    uint8_t intersect;       // touching or overlapping at t = 0
    uint8_t will_intersect;  // touching at some t in [0, 1]
    int8_t motion;           // when intersect: FC_MOTION_SEPARATING (v
                             // moves A out along the MTV axis), _SLIDING
                             // (v is across it) or _DEEPENING; 0 otherwise
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

// Circle a moving by v against the still convex polygon b (src/sweep_circle.c).
// Exact: will_intersect says whether the disk, swept along the segment,
// ever touches the closed polygon; toi = floor(65536 t_in) for the first
// time t_in of contact (65536 when it touches exactly at t = 1). normal
// (from B towards A: the way that pushes the circle out) is the unit vector
// from the contact point on b to the circle's center at t_in, within 1 raw
// per component: an edge's outward normal, or (center - vertex) / r at a
// vertex (a zero radius reports -v / |v| there). start and end are the
// circle's MTVs (fc_poly_circle_mtv negated) at t = 0 and at c + v; end is
// zero when c + v lies outside the supported range. Fills *out and returns
// FC_SWEEP_OVERLAP, FC_SWEEP_HIT or FC_SWEEP_MISS; errors (*out untouched):
// FC_ERR_NULL, FC_ERR_RANGE (center, r or v beyond +-2^29 raw),
// FC_ERR_INVALID (r < 0), and for b FC_ERR_COUNT, FC_ERR_CONCAVE, and
// FC_ERR_RANGE or FC_ERR_INVALID for vertices or normals a built polygon
// cannot have.
int fc_circle_sweep_poly(const fc_circle *a, const fc_poly *b, const fc_vec *v, fc_sweep *out);

// The other pairs, exact as the three above (the moving shape first, B
// still; pass the relative velocity). A polygon or box face normal, or at
// a circle the direction between the contact point and its center (from
// B towards A); start and end are the pair's MTVs (moving A) at t = 0 and
// at A + v (zero when apart then, or when a moved circle's center leaves
// the supported range). Returns and errors as fc_poly_sweep and
// fc_circle_sweep_poly.
//  - fc_circle_sweep_box: the circle against the box's corners and sides
//    (flat boxes too), as fc_circle_sweep_poly does;
//  - fc_circle_sweep_circle: the center's path against b grown by ra,
//    as fc_ray_circle answers it (its cost, and the MTV at the end after
//    contact);
//  - fc_poly_sweep_box, fc_box_sweep_poly: the swept SAT over the
//    polygon's normals and the box's axes;
//  - fc_poly_sweep_circle, fc_box_sweep_circle: the circle's sweep with
//    -v, every normal negated (the same motion seen from the other side).
int fc_circle_sweep_box(const fc_circle *a, const fc_box *b, const fc_vec *v, fc_sweep *out);
int fc_circle_sweep_circle(const fc_circle *a, const fc_circle *b, const fc_vec *v, fc_sweep *out);
int fc_poly_sweep_box(const fc_poly *a, const fc_box *b, const fc_vec *v, fc_sweep *out);
int fc_box_sweep_poly(const fc_box *a, const fc_poly *b, const fc_vec *v, fc_sweep *out);
int fc_poly_sweep_circle(const fc_poly *a, const fc_circle *b, const fc_vec *v, fc_sweep *out);
int fc_box_sweep_circle(const fc_box *a, const fc_circle *b, const fc_vec *v, fc_sweep *out);

// ---- rays ------------------------------------------------------------------------
// A ray is the segment origin + t * delta, t in [0, 1] (src/ray.c). Every
// ray query returns one of:
//  - FC_RAY_INSIDE: the origin lies in or on the closed shape;
//  - FC_RAY_HIT: the segment reaches the shape at its first boundary point
//    p = origin + t_true * delta, 0 < t_true <= 1. out->t is
//    floor(65536 * t_true), exactly: never later than the true time and at
//    most 1 raw earlier (65536 when the segment ends exactly on the shape).
//    out->normal is the outward unit normal (Q16.16) of the surface at p,
//    each component within 1 raw of the true unit vector; at a polygon or
//    box vertex, the normal of either side through it;
//  - FC_RAY_MISS: the segment does not reach the shape;
//  - a negative FC_ERR_* code.
// Unlike the other queries, *out is written only for FC_RAY_HIT (never for
// INSIDE, MISS or an error). Shapes are closed: grazing a circle, touching
// a corner or ending exactly on the surface is a hit. A zero delta answers
// only INSIDE or MISS. Errors: FC_ERR_NULL (r, the shape or out NULL),
// FC_ERR_RANGE (origin, delta, coordinates or radius beyond +-2^29 raw),
// FC_ERR_INVALID (r < 0, min > max), FC_ERR_COUNT (n outside
// 3..FC_MAX_VERTS), FC_ERR_DEGENERATE (fc_ray_poly: a repeated consecutive
// vertex, or zero signed area).
// Every decision and every t is exact integer arithmetic.
typedef struct fc_ray {
    fc_vec origin;
    fc_vec delta;        // the segment is origin + t * delta, t in [0, 1]
} fc_ray;

typedef struct fc_ray_hit {
    fc_fixed t;          // raw Q16.16 fraction of delta, 0..65536
    fc_vec normal;       // outward unit normal of the surface hit
} fc_ray_hit;

enum { FC_RAY_MISS = 0, FC_RAY_HIT = 1, FC_RAY_INSIDE = 2 };

// Any polygon given as points, either winding, concave included. Inside
// is the even-odd test of fc_point_in_poly (boundary included); the hit is
// the first point of the segment on any edge (edges are closed segments).
// The normal is the edge's perpendicular on the side given by the sign of
// the polygon's signed area: outward for every simple polygon. (For a
// self-intersecting polygon that is the outward side of the edges wound
// with the polygon's net orientation and the inward side of the others.)
int fc_ray_poly(const fc_ray *r, const fc_vec *pts, int n, fc_ray_hit *out);

// Circle: the first root of |origin + t delta - c|^2 = r^2, exact. The
// normal is (p - c) / r; a zero-radius circle reports -delta / |delta|.
int fc_ray_circle(const fc_ray *r, const fc_circle *c, fc_ray_hit *out);

// Box (slab method with exact rational entry times); flat and point boxes
// are fine. On a corner the normal is that of the last slab entered, the x
// side on a tie.
int fc_ray_box(const fc_ray *r, const fc_box *b, fc_ray_hit *out);

// ---- contacts and concave shapes -------------------------------------------------
// (src/contact.c, src/concave.c)

// Contact manifold: the MTV normal (unit, Q16.16, moving A out of B) and
// 1 or 2 contact points, each with its penetration depth along the normal
// (>= 0, rounded to nearest). point[1] and depth[1] are 0 when count = 1.
typedef struct fc_manifold {
    fc_vec normal;
    uint8_t count;
    fc_vec point[2];
    fc_fixed depth[2];
} fc_manifold;

// Contact manifold of two convex polygons, Box2D style: the reference face
// is the edge (with any collinear neighbours) of the polygon owning the
// MTV axis whose outward normal is the MTV direction; the incident edge is
// the other polygon's edge most anti-parallel to it (exact comparison); it
// is clipped to the reference face's side planes with exact fractions and
// its ends on or below the face are kept, each rounded once. The hit/miss
// decision and the normal are exactly those of fc_poly_poly_mtv. Every
// point lies on one polygon (within rounding) and within its depth of the
// other, and 0 <= depth <= the MTV depth (within rounding). Touching
// polygons give depth-0 points on the contact; parallel overlapping faces
// give 2 points, a vertex on a face 1. Deep overlaps where no face clips
// (a vertex pushed out through a vertex) give 1 point inside both.
// Returns 1 (hit, *out written), 0 (miss) or FC_ERR_NULL, FC_ERR_COUNT,
// FC_ERR_RANGE, FC_ERR_INVALID, FC_ERR_CONCAVE as fc_poly_poly_mtv.
int fc_poly_contact(const fc_poly *a, const fc_poly *b, fc_manifold *out);

// Contact manifolds of the other pairs (src/manifold.c). Each decides with
// its pair's _mtv function above, so the hit/miss decision and the normal
// (moving a out of b) are exactly that function's; unless said otherwise
// every point lies on or in both shapes, within the rounding of each
// coordinate to nearest, with the MTV depth as its depth:
//  - two circles: one point, b.c + (a.c - b.c) rb / (ra + rb), on the
//    segment between the centers (the contact point when they touch);
//  - circle and box or polygon: one point, the point of the box or
//    polygon nearest the circle's center (the center when it is inside);
//  - two boxes: the corners of the overlap rectangle on the side a leaves
//    through, two, or one when the overlap is a segment across the normal;
//  - box a and polygon b: a box with area is clipped as fc_poly_contact
//    clips two polygons (the box as a 4-gon: points on one shape and
//    within their depth, measured below the reference face, of the
//    other); a flat box (a segment or a point) gives the ends of its part
//    inside the polygon.
// For box-circle, polygon-circle and polygon-box use fc_collide_manifold
// (shape.h): the same points with the normal negated. Returns 1 (hit,
// *out written), 0 (miss) or the errors of the _mtv function.
int fc_circle_circle_manifold(const fc_circle *a, const fc_circle *b, fc_manifold *out);
int fc_circle_box_manifold(const fc_circle *a, const fc_box *b, fc_manifold *out);
int fc_circle_poly_manifold(const fc_circle *a, const fc_poly *b, fc_manifold *out);
int fc_box_box_manifold(const fc_box *a, const fc_box *b, fc_manifold *out);
int fc_box_poly_manifold(const fc_box *a, const fc_poly *b, fc_manifold *out);

// Exact overlap of two simple polygons of either winding, concave
// allowed, closed (touching counts): 1 overlap, 0 apart. Validates both:
// FC_ERR_NULL, FC_ERR_COUNT, FC_ERR_RANGE, FC_ERR_DEGENERATE (repeated
// consecutive vertex, zero area), FC_ERR_COMPLEX (self-intersecting).
// O(na nb): any edge of a touching any edge of b; otherwise one contains
// the other exactly when a vertex of it lies in the other.
int fc_concave_overlap(const fc_vec *a, int na, const fc_vec *b, int nb);

// MTV of a simple (possibly concave) polygon a against a convex polygon b,
// through a's convex decomposition (fc_decompose): the MTV of every piece
// that touches b is computed, and the one with the LARGEST depth is
// reported (the first on ties). Moving a by it separates that piece from
// b; other pieces may still touch b (a U-shape around b, pushed out of one
// arm, can hit with the other), and repeating the query usually resolves
// them (not always: b jammed across both arms of a U narrower than b is
// pushed back and forth). This is the standard piecewise approach, not
// the global minimum translation of the concave shape; each piece's MTV
// is exactly fc_poly_poly_mtv of that piece (built as fc_poly_build would
// build it). Returns 1 (hit, *out written), 0 when no piece
// touches b, or an error: a as fc_decompose (FC_ERR_DEGENERATE,
// FC_ERR_COMPLEX, ...), b as fc_poly_poly_mtv, FC_ERR_NULL for out.
int fc_concave_poly_mtv(const fc_vec *a, int na, const fc_poly *b, fc_mtv *out);

#ifdef __cplusplus
}
#endif

#endif // FIXCOL_COLLIDE_H
