// fixcol shapes: boxes, circles, polygons; polygon utilities.
//
// Two layers:
//  - utilities on caller point arrays (const fc_vec *pts, int n), defined
//    for any polygon, simple or not, either winding: signed area, winding,
//    classification, centroids, bounds, point in polygon, triangulation,
//    convex decomposition;
//  - fc_poly, a validated polygon in a fixed-capacity struct with
//    everything the collision queries need precomputed. It is plain data:
//    queries take it by const pointer, so a polygon may live in ROM (see
//    tools/fc-polyc, which prints a ready const initializer).
//
// Polygon point arrays hold 3..FC_MAX_VERTS vertices (FC_ERR_COUNT) inside
// the supported range (FC_ERR_RANGE). Every function validates its input
// and writes its outputs only on success.
#ifndef FIXCOL_SHAPES_H
#define FIXCOL_SHAPES_H

#include "fixed.h"

#ifdef __cplusplus
extern "C" {
#endif

// Axis-aligned box, closed: min <= max on both axes.
typedef struct fc_box {
    fc_vec min;
    fc_vec max;
} fc_box;

// Circle, closed: r >= 0.
typedef struct fc_circle {
    fc_vec c;
    fc_fixed r;
} fc_circle;

// Classification of a polygon (fc_classify).
enum {
    FC_CONVEX = 1,      // simple and convex (collinear vertices allowed)
    FC_CONCAVE = 2,     // simple, not convex
    FC_COMPLEX = 3,     // self-intersecting (an edge touching another,
                        // a 180-degree reversal, a repeated vertex)
    FC_DEGENERATE = 4   // zero area or a repeated consecutive vertex
};

// A validated polygon. Vertices are counter-clockwise (y up) whatever the
// input winding; normal[i] is the exact integer outward perpendicular of
// edge v[i] -> v[i+1]: (dy, -dx), not normalised. fc_poly_build fills
// every field; the queries trust them (see "Trust" below).
typedef struct fc_poly {
    uint8_t n;            // vertex count, 3..FC_MAX_VERTS
    uint8_t convex;       // 1 when convex
    uint8_t reversed;     // 1 when the input was clockwise (v[i] = in[n-1-i])
    uint8_t reserved;     // 0
    fc_box box;           // bounding box
    fc_circle bound;      // enclosing circle about the box center (cheaper
                          // to build than fc_bcircle): with t the farthest
                          // vertex's distance rounded up, t <= r <= t +
                          // t / 4096, and r = t when every vertex lies
                          // within 2^15 raw of the center per coordinate
    fc_vec v[FC_MAX_VERTS];
    fc_vec normal[FC_MAX_VERTS];
    // The length of each edge normal, so that no query takes a square
    // root: |normal[i]| = nlen[i] / 2^nshift[i], with nlen[i] the floor of
    // the root of |normal[i]|^2 4^nshift[i], in [2^29, 2^31).
    uint32_t nlen[FC_MAX_VERTS];
    uint8_t nshift[FC_MAX_VERTS];
    // The direction of each edge normal in 256ths of a turn, rounded down
    // (fc_poly_build's pseudo-angle: exact quarter turns, monotone between
    // them). Two directions whose values differ by 1 to 127 (modulo 256)
    // turn counter-clockwise from one to the other by less than a half
    // turn, by 129 to 255 clockwise: fc_poly_build's convexity test and
    // the SAT's walks from one edge's deepest vertex to the next decide
    // most steps from these bytes and compute the rest exactly.
    uint8_t nang[FC_MAX_VERTS];
} fc_poly;

// ---- boxes and circles ------------------------------------------------------

// FC_OK when the box is in range with min <= max (else RANGE / INVALID).
int fc_box_check(const fc_box *b);

// FC_OK when the circle is in range with r >= 0 (else RANGE / INVALID).
int fc_circle_check(const fc_circle *c);

// 1 when p lies in the closed box, 0 when not, negative error. Built with
// FC_TRUST_BOXES=1 (config.h), it does not check the box and the point
// (NULL pointers aside): for values valid by construction.
int fc_point_in_box(const fc_box *b, const fc_vec *p);

// 1 when p lies in the closed circle (squared distance, exact), 0 when not.
int fc_point_in_circle(const fc_circle *c, const fc_vec *p);

// ---- utilities on point arrays ----------------------------------------------

// Twice the signed area, sum of cross(p[i], p[i+1]), exact; positive for
// counter-clockwise (y up). FC_ERR_OVERFLOW when it exceeds int64 (only
// possible for self-intersecting polygons wound many times).
int fc_area2(const fc_vec *pts, int n, fc_wide *out);

// 1 counter-clockwise, -1 clockwise, 0 zero area; or a negative error.
int fc_winding(const fc_vec *pts, int n);

// FC_CONVEX, FC_CONCAVE, FC_COMPLEX or FC_DEGENERATE (the classification
// above), or a negative error. Exact: a pentagram is complex.
int fc_classify(const fc_vec *pts, int n);

// Vertex average, nearest.
int fc_center(const fc_vec *pts, int n, fc_vec *out);

// Area centroid, nearest. FC_ERR_DEGENERATE for zero area,
// FC_ERR_OVERFLOW when it does not fit (self-intersecting input only).
int fc_centroid(const fc_vec *pts, int n, fc_vec *out);

// Bounding box of the vertices.
int fc_bbox(const fc_vec *pts, int n, fc_box *out);

// Tight bounding circle about the area centroid: center = fc_centroid,
// r = the largest centroid-to-vertex distance rounded up, so every vertex
// is inside and r is at most 1 raw above that distance. For a simple
// polygon the circle lies in the supported range; for a self-intersecting
// one the centroid (and so the circle) may lie far outside it, and
// fc_circle_check then rejects the circle (FC_ERR_OVERFLOW only when a
// value does not fit int32).
int fc_bcircle(const fc_vec *pts, int n, fc_circle *out);

// The three radius heuristics about a given center (usually the centroid):
// the largest vertex distance (rounded up: encloses every vertex), the
// average vertex distance (each distance rounded to nearest, then their
// mean: within 1 raw of the true average), and midway between the two
// (rounded half up): a circle that fits most shapes better at the cost of
// missing corners.
int fc_radius_max(const fc_vec *pts, int n, const fc_vec *center, fc_fixed *out);
int fc_radius_avg(const fc_vec *pts, int n, const fc_vec *center, fc_fixed *out);
int fc_radius_mid(const fc_vec *pts, int n, const fc_vec *center, fc_fixed *out);

// Point in polygon, exact, even-odd rule, any polygon: FC_PIP_IN, FC_PIP_OUT
// or FC_PIP_ON (on an edge or a vertex), or a negative error.
enum { FC_PIP_OUT = 0, FC_PIP_IN = 1, FC_PIP_ON = 2 };
int fc_point_in_poly(const fc_vec *pts, int n, const fc_vec *p);

// Ear-clipping triangulation of a simple polygon of either winding,
// collinear vertices included. Writes n - 2 triangles as index triples
// (3 * (n - 2) bytes) into tri; every triangle has the polygon's winding
// and non-zero area. Returns the triangle count, or FC_ERR_DEGENERATE,
// FC_ERR_COMPLEX, FC_ERR_CAPACITY (tri_cap < 3 * (n - 2)), ...
int fc_triangulate(const fc_vec *pts, int n, uint8_t *tri, int tri_cap);

// Convex decomposition: triangulates, then removes every diagonal whose
// two pieces merge into a convex piece (Hertel-Mehlhorn: at most four
// times the optimal number of pieces). Piece k has sizes[k] vertex
// indices, stored one piece after another in idx, counter-clockwise.
// Returns the piece count. idx needs at most 3 * (n - 2) bytes and sizes
// at most n - 2 entries; FC_ERR_CAPACITY when the given room is short.
int fc_decompose(const fc_vec *pts, int n, uint8_t *idx, int idx_cap,
                 uint8_t *sizes, int sizes_cap);

// ---- validated polygons -------------------------------------------------------

// Validates pts and builds *out. pts may be out->v itself (rebuilding a
// polygon in place); no other overlap is allowed. FC_ERR_NULL, FC_ERR_COUNT, FC_ERR_RANGE,
// FC_ERR_DEGENERATE (repeated consecutive vertex, zero area),
// FC_ERR_COMPLEX (self-intersection). Either winding is accepted and
// stored counter-clockwise; out->convex records convexity.
int fc_poly_build(const fc_vec *pts, int n, fc_poly *out);

// Checks the invariants of a polygon made elsewhere (a const table in
// ROM): count, range, counter-clockwise, convex flag right, and every
// derived field (normals, lengths, extents, box, circle) equal to what
// fc_poly_build computes. FC_OK or the first error found.
//
// Trust. The queries check a polygon's count (FC_ERR_COUNT) and, where
// they need it, its convex flag (FC_ERR_CONCAVE) in constant time, and
// otherwise trust what fc_poly_build proved; they do not re-validate the
// polygon on every call. (Sweeps, whose cost dwarfs a linear pass, also
// refuse vertices out of range, FC_ERR_RANGE, and zero or oversized
// normals, FC_ERR_INVALID.) A struct that fc_poly_check would refuse (a
// table made by hand, memory overwritten by a bug) may therefore give a
// wrong answer or an error, but never undefined behaviour, a read outside
// the struct or a hang: the fuzzer feeds corrupted structs to every query
// under the sanitizers. Run fc_poly_check once on any table that did not
// come from fc_poly_build or tools/fc-polyc.
int fc_poly_check(const fc_poly *p);

// Moves a built polygon by d: O(n) additions and no re-validation (a
// translation keeps everything fc_poly_build proved). *out is then what
// fc_poly_build makes of the moved vertices (the same normals, lengths,
// extents, box and circle moved by d), and keeps p's reversed flag.
// out may be p itself. FC_ERR_NULL, FC_ERR_COUNT (as every query, p's
// count is checked), FC_ERR_RANGE when the moved polygon leaves the
// supported range (nothing written then).
int fc_poly_translate(const fc_poly *p, const fc_vec *d, fc_poly *out);

// Local-to-world transform: rotates the vertices of local by angle about
// the local origin, translates them by pos and builds *world from them.
// Each rotated coordinate is rounded to the nearest raw unit, which can
// make a tiny polygon non-convex, and any polygon with a collinear vertex
// (one on the line between its neighbours): it bends in or out at most
// angles. world->convex says so; leave collinear vertices out of local
// shapes that turn.
int fc_poly_transform(const fc_poly *local, const fc_vec *pos, fc_angle angle,
                      fc_poly *world);

#ifdef __cplusplus
}
#endif

#endif // FIXCOL_SHAPES_H
