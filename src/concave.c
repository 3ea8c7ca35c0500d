// Simple (possibly concave) polygons: exact overlap, and the minimum
// translation through a convex decomposition.
#include "internal.h"

// FC_OK when pts is a valid simple polygon with area: the classification
// of fc_classify, its degenerate and complex classes as errors.
static int validate_simple(const fc_vec *pts, int n)
{
    int s, cls, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    cls = fci_classify(pts, n, &s);
    if (cls == FC_DEGENERATE) {
        return FC_ERR_DEGENERATE;
    }
    if (cls == FC_COMPLEX) {
        return FC_ERR_COMPLEX;
    }
    return FC_OK;
}

// Closed polygons overlap exactly when their boundaries share a point or
// one lies inside the other:
//   validate both (simple, with area)
//   boxes apart: no overlap
//   any edge of a touches any edge of b (exact segment test): overlap
//   boundaries apart: a is inside b, b inside a, or they are apart, and
//     one vertex tells which (a vertex of a in b puts all of a in b)
int fc_concave_overlap(const fc_vec *a, int na, const fc_vec *b, int nb)
{
    fc_box ba = { { 0, 0 }, { 0, 0 } }, bb = { { 0, 0 }, { 0, 0 } };
    int i, j;
    int rc = validate_simple(a, na);
    if (rc == FC_OK) {
        rc = validate_simple(b, nb);
    }
    if (rc < 0) {
        return rc;
    }
    (void)fc_bbox(a, na, &ba);
    (void)fc_bbox(b, nb, &bb);
    if (!FCI_BOXES_OVERLAP(&ba, &bb)) {
        return 0;
    }
    for (i = 0; i < na; i++) {
        const fc_vec *a1 = &a[FCI_NEXT(i, na)];
        for (j = 0; j < nb; j++) {
            if (fci_segments_touch(&a[i], a1, &b[j], &b[FCI_NEXT(j, nb)]) != 0) {
                return 1;
            }
        }
    }
    if (fc_point_in_poly(b, nb, &a[0]) > 0 || fc_point_in_poly(a, na, &b[0]) > 0) {
        return 1;
    }
    return 0;
}

// MTV of one convex, counter-clockwise piece (pts, n) against b: exactly
// fc_poly_poly_mtv on the polygon fc_poly_build would make of the piece
// (the same edge normals (dy, -dx), the same box rejection, the same
// fci_sat), without that polygon: cc65 cannot hold a 288-byte fc_poly in
// a stack frame, so the piece lives in two 128-byte arrays split across
// this function and its caller.
static int piece_mtv(const fc_vec *pts, int n, const fc_poly *b, fc_mtv *out)
{
    fc_vec normal[FC_MAX_VERTS], e;
    fc_box box = { { 0, 0 }, { 0, 0 } };
    fci_shape sa, sb;
    int i;
    (void)fc_bbox(pts, n, &box);
    if (!FCI_BOXES_OVERLAP(&box, &b->box)) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        fci_sub(&e, &pts[FCI_NEXT(i, n)], &pts[i]);
        normal[i].x = e.y;
        normal[i].y = -e.x;
    }
    sa.v = pts;
    sa.n = n;
    sa.axis = normal;
    sa.naxes = n;
    sa.two_way = 0;
    fci_poly_shape(b, &sb);
    return fci_sat(&sa, &sb, out, NULL);
}

// Decomposition, then the deepest piece:
//   pieces = fc_decompose(a)     (Hertel-Mehlhorn: convex pieces with
//                                 area, counter-clockwise)
//   for each piece: its MTV against b, as fc_poly_poly_mtv would give it
//   report the piece MTV of LARGEST depth; miss when no piece touches b
// Moving a by the deepest piece's MTV separates that piece from b (a
// smaller push would leave it inside b). Other pieces may still touch b
// afterwards; repeating the query usually resolves them, but not always:
// b jammed across two pieces (a box wider than a U's slot, lying across
// both arms) is pushed back and forth. A global minimum translation of
// the concave shape would need the Minkowski difference; this is the
// standard piecewise approach instead.
int fc_concave_poly_mtv(const fc_vec *a, int na, const fc_poly *b, fc_mtv *out)
{
    uint8_t idx[3 * (FC_MAX_VERTS - 2)];
    uint8_t sizes[FC_MAX_VERTS - 2];
    fc_vec pts[FC_MAX_VERTS];
    fc_mtv m, best;
    int k, i, at, np, found = 0;
    int rc = fci_check_points(a, na);
    if (rc == FC_OK) {
        rc = fci_check_poly_full(b, 1);
    }
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    np = fc_decompose(a, na, idx, (int)sizeof idx, sizes, (int)sizeof sizes);
    if (np < 0) {
        return np;
    }
    best.normal.x = 0;
    best.normal.y = 0;
    best.depth = 0;
    at = 0;
    for (k = 0; k < np; k++) {
        for (i = 0; i < (int)sizes[k]; i++) {
            pts[i] = a[idx[at + i]];
        }
        at += (int)sizes[k];
        if (piece_mtv(pts, sizes[k], b, &m) == 1 && (found == 0 || m.depth > best.depth)) {
            best = m;
            found = 1;
        }
    }
    if (found != 0) {
        *out = best;
    }
    return found;
}
