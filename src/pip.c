// Point in polygon: exact, even-odd rule, any polygon.
#include "internal.h"

// About p as origin, each edge (a, b) is checked first for containing p
// (collinear, and p between the ends: cross = 0, dot <= 0), then counted
// when it crosses the ray from p towards +x. Half-open in y (an end at
// y = 0 counts as below), so a ray through a vertex counts it once; the
// crossing lies right of p exactly when cross(a, b) has the sign of the
// edge's rise.
int fc_point_in_poly(const fc_vec *pts, int n, const fc_vec *p)
{
    fc_vec a, b;
    int i, c, inside = 0;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(p != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(p)) {
        return FC_ERR_RANGE;
    }
    for (i = 0; i < n; i++) {
        fci_sub(&a, &pts[i], p);
        fci_sub(&b, &pts[FCI_NEXT(i, n)], p);
        c = fci_cross_sign(&a, &b);
        if (c == 0 && fci_dot_sign(&a, &b) <= 0) {
            return FC_PIP_ON;
        }
        if ((a.y > 0) != (b.y > 0) && (b.y > a.y ? c > 0 : c < 0)) {
            inside ^= 1;
        }
    }
    return inside ? FC_PIP_IN : FC_PIP_OUT;
}
