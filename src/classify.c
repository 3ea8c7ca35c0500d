// Signed area, winding and classification of point arrays.
#include "internal.h"

int fc_area2(const fc_vec *pts, int n, fc_wide *out)
{
    fci_big a;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    fci_area2(pts, n, &a);
    return fci_big_to_wide(&a, out);
}

int fc_winding(const fc_vec *pts, int n)
{
    fci_big a;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    fci_area2(pts, n, &a);
    return fci_big_sign(&a);
}

// Compares the directions of u and v as angles in [0, 2pi): -1 when u comes
// first, 0 when they point the same way, 1 when v comes first. The upper
// half-plane (angle in [0, pi)) comes before the lower one; within a half,
// the cross product orders them: vu is the sign of cross(v, u), which the
// caller has.
static int direction_cmp(const fc_vec *u, const fc_vec *v, int vu)
{
    int hu = 1;   // 1 in the lower half-plane, 0 in the upper one
    int hv = 1;
    if (u->y > 0 || (u->y == 0 && u->x > 0)) {
        hu = 0;
    }
    if (v->y > 0 || (v->y == 0 && v->x > 0)) {
        hv = 0;
    }
    if (hu != hv) {
        return hu - hv;
    }
    return vu;   // -cross(u, v)
}

// Classification, decided in this order:
//  1. a repeated consecutive vertex, or zero area: degenerate;
//  2. two adjacent edges folding back onto each other: complex;
//  3. every turn with the winding of the area (or straight): the polygon
//     is convex exactly when its edge direction turns once around, which
//     counting the wraps through angle 0 decides in O(n) (a pentagram
//     turns twice);
//  4. otherwise it is concave unless two non-adjacent edges touch: O(n^2).
// One pass over the turns comes first. Their sign, where one is not
// straight, gives the winding the polygon would have if it were convex:
// dir, from the first turn that is not straight (before it the direction
// does not change, so no wrap is missed). When no edge folds back, no turn
// goes the other way and the direction turns once around, the polygon is
// convex with that winding and its area is not zero: the turns, each
// below a half turn, sum to a full one, so at least three vertices are not
// collinear and the boundary goes once around a convex region. The exact
// 128-bit area is then not needed; in every other case it decides as
// above (with turns of both signs, or of the sign opposite to the area's,
// the polygon is not convex).
int fci_classify(const fc_vec *pts, int n, int *area_sign)
{
    fci_big area;
    fc_vec in, out;
    int i, j, s, turn, fold = 0, mixed = 0, dir = 0, wraps = 0;

    for (i = 0; i < n; i++) {
        j = FCI_NEXT(i, n);
        if (pts[i].x == pts[j].x && pts[i].y == pts[j].y) {
            *area_sign = 0;
            return FC_DEGENERATE;
        }
    }
    fci_sub(&in, &pts[0], &pts[n - 1]);
    for (i = 0; i < n; i++) {
        fci_sub(&out, &pts[FCI_NEXT(i, n)], &pts[i]);
        turn = fci_cross_sign(&in, &out);
        if (turn == 0) {
            if (fci_dot_sign(&in, &out) < 0) {
                fold = 1;
            }
        } else if (dir == 0) {
            dir = turn;
        } else if (turn != dir) {
            mixed = 1;
        } else {
            // the same way as before
        }
        if (dir != 0 && direction_cmp(&out, &in, turn) == -dir) {
            wraps++;
        }
        FCI_COPY2(in, out, x, y);
    }
    if (fold == 0 && mixed == 0 && wraps == 1) {
        *area_sign = dir;       // not 0: a wrap needs a turn
        return FC_CONVEX;
    }
    fci_area2(pts, n, &area);
    s = fci_big_sign(&area);
    *area_sign = s;
    if (s == 0) {
        return FC_DEGENERATE;
    }
    if (fold != 0) {
        return FC_COMPLEX;
    }
    if (mixed == 0 && s == dir) {
        return wraps == 1 ? FC_CONVEX : FC_COMPLEX;
    }

    for (i = 0; i + 2 < n; i++) {
        for (j = i + 2; j < n; j++) {
            if (i == 0 && j == n - 1) {
                continue;   // adjacent through vertex 0
            }
            if (fci_segments_touch(&pts[i], &pts[i + 1], &pts[j], &pts[FCI_NEXT(j, n)]) != 0) {
                return FC_COMPLEX;
            }
        }
    }
    return FC_CONCAVE;
}

int fc_classify(const fc_vec *pts, int n)
{
    int s;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    return fci_classify(pts, n, &s);
}
