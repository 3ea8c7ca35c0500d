// Vertex average, area centroid, bounding circle and radius heuristics.
#include "internal.h"

int fc_center(const fc_vec *pts, int n, fc_vec *out)
{
    fc_wide sx, sy;
    fc_vec c;
    int i, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    // One loop per sum: gcc 12 at -O3 miscompiles the vectorized loop that
    // sums both coordinates once fc_wide_div_round is inlined below (as in
    // the single header): the sign test of the x sum read a partial sum,
    // so the center of (-3,-1) (0,-1) (0,0) (-3,0) came out as x = -1.
    fc_wide_set(&sx, 0);
    for (i = 0; i < n; i++) {
        fc_wide_muladd(&sx, pts[i].x, 1);
    }
    fc_wide_set(&sy, 0);
    for (i = 0; i < n; i++) {
        fc_wide_muladd(&sy, pts[i].y, 1);
    }
    // An average of in-range values is in range: the divisions cannot fail.
    (void)fc_wide_div_round(&sx, n, &c.x);
    (void)fc_wide_div_round(&sy, n, &c.y);
    *out = c;
    return FC_OK;
}

// Area centroid C = sum((p_i + p_i+1) * cross_i) / (3 * area2), evaluated
// about vertex 0 (d_i = p_i - p_0, so the terms of i = 0 and n - 1
// vanish) and shifted back inside the numerator, so that the single
// rounding of the division is the rounding of the true centroid:
//   C = (3 A p_0 + sum((d_i + d_i+1) cross(d_i, d_i+1))) / (3 A).
// The sum reaches 2^99 (|d| <= 2^30, |cross| <= 2^61): 128-bit integers.
int fc_centroid(const fc_vec *pts, int n, fc_vec *out)
{
    fci_big a3, nx, ny, t, cb;
    fc_vec d0, d1, c;
    fc_wide cr;
    int i, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    fci_area2(pts, n, &a3);
    if (fci_big_sign(&a3) == 0) {
        return FC_ERR_DEGENERATE;
    }
    fci_big_mul_i32(&a3, &a3, 3);
    fci_big_mul_i32(&nx, &a3, pts[0].x);
    fci_big_mul_i32(&ny, &a3, pts[0].y);
    fci_sub(&d0, &pts[1], &pts[0]);
    for (i = 1; i + 1 < n; i++) {
        fci_sub(&d1, &pts[i + 1], &pts[0]);
        fc_wide_mul(&cr, d0.x, d1.y);
        fc_wide_mulsub(&cr, d0.y, d1.x);
        fci_big_from_wide(&cb, &cr);
        // d0.x + d1.x may need 32 bits: two products instead of one.
        fci_big_mul_i32(&t, &cb, d0.x);
        fci_big_add(&nx, &t);
        fci_big_mul_i32(&t, &cb, d1.x);
        fci_big_add(&nx, &t);
        fci_big_mul_i32(&t, &cb, d0.y);
        fci_big_add(&ny, &t);
        fci_big_mul_i32(&t, &cb, d1.y);
        fci_big_add(&ny, &t);
        FCI_COPY2(d0, d1, x, y);
    }
    rc = fci_big_div_round(&nx, &a3, &c.x);
    if (rc == FC_OK) {
        rc = fci_big_div_round(&ny, &a3, &c.y);
    }
    if (rc == FC_OK) {
        *out = c;
    }
    return rc;
}

int fc_bcircle(const fc_vec *pts, int n, fc_circle *out)
{
    fc_circle c;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_centroid(pts, n, &c.c);
    if (rc == FC_OK) {
        rc = fci_radius_ceil(pts, n, &c.c, &c.r);
    }
    if (rc == FC_OK) {
        *out = c;
    }
    return rc;
}

int fc_radius_max(const fc_vec *pts, int n, const fc_vec *center, fc_fixed *out)
{
    fc_fixed r;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(center != NULL && out != NULL, FC_ERR_NULL);
    rc = fci_radius_ceil(pts, n, center, &r);
    if (rc == FC_OK) {
        *out = r;
    }
    return rc;
}

// Average of the vertex distances, each rounded to nearest, the sum
// divided with one more rounding.
static int radius_avg(const fc_vec *pts, int n, const fc_vec *center, fc_fixed *out)
{
    fc_wide sum, d, rem, one;
    uint32_t r, rh, rl;
    int i;
    fc_wide_set(&sum, 0);
    for (i = 0; i < n; i++) {
        fci_dist2_any(&d, &pts[i], center);
        r = fc_wide_isqrt_rem(&d, &rem);
        fc_wide_parts(&rem, &rh, &rl);
        fc_wide_umul(&d, r, 1u);
        fc_wide_add(&sum, &sum, &d);
        if (rh != 0u || rl > r) {
            fc_wide_set(&one, 1);
            fc_wide_add(&sum, &sum, &one);
        }
    }
    return fc_wide_div_round(&sum, n, out);
}

int fc_radius_avg(const fc_vec *pts, int n, const fc_vec *center, fc_fixed *out)
{
    fc_fixed r;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(center != NULL && out != NULL, FC_ERR_NULL);
    rc = radius_avg(pts, n, center, &r);
    if (rc == FC_OK) {
        *out = r;
    }
    return rc;
}

int fc_radius_mid(const fc_vec *pts, int n, const fc_vec *center, fc_fixed *out)
{
    fc_fixed rmax, ravg;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(center != NULL && out != NULL, FC_ERR_NULL);
    // The average first: it never exceeds the maximum (each rounded
    // distance is at most the ceiling of the largest), so it overflows only
    // when the maximum does too, while the maximum may overflow alone.
    // Either way the answer is the same FC_ERR_OVERFLOW.
    rc = radius_avg(pts, n, center, &ravg);
    if (rc < 0) {
        return rc;
    }
    rc = fci_radius_ceil(pts, n, center, &rmax);
    if (rc < 0) {
        return rc;
    }
    // Both are non-negative int32: the sum fits uint32, ties round up.
    *out = (fc_fixed)(((uint32_t)rmax + (uint32_t)ravg + 1u) >> 1);
    return FC_OK;
}
