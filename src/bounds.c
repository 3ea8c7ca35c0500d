// Boxes and circles: validation, point containment, bounding box.
#include "internal.h"

int fc_circle_check(const fc_circle *c)
{
    FC_CHECK(c != NULL, FC_ERR_NULL);
    if (c->r < 0) {
        return FC_ERR_INVALID;
    }
    if (!fci_vec_in_range(&c->c) || c->r > FC_RANGE_RAW) {
        return FC_ERR_RANGE;
    }
    return FC_OK;
}

int fc_point_in_box(const fc_box *b, const fc_vec *p)
{
    int rc = fc_box_check(b);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(p != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(p)) {
        return FC_ERR_RANGE;
    }
    return p->x >= b->min.x && p->x <= b->max.x && p->y >= b->min.y && p->y <= b->max.y;
}

#if FCI_OFFSET_FILTER
// The sums stay below 2^31 for the bounds in src/internal.h.
int fci_offsets_touch(int32_t dx, int32_t dy, uint32_t r)
{
    uint32_t ax = (dx < 0) ? 0u - (uint32_t)dx : (uint32_t)dx;
    uint32_t ay = (dy < 0) ? 0u - (uint32_t)dy : (uint32_t)dy;
    if (ax > r || ay > r) {
        return 0;
    }
    if (ax + ay <= r) {
        return 1;
    }
    return -1;
}
#endif

// |p - c| <= r exactly; the offsets first where FCI_OFFSET_FILTER
// (|p - c| <= 2^30 per component, r <= 2^29).
int fc_point_in_circle(const fc_circle *c, const fc_vec *p)
{
    fc_wide d2, r2;
    fc_vec d;
    int rc = fc_circle_check(c);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(p != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(p)) {
        return FC_ERR_RANGE;
    }
    fci_sub(&d, p, &c->c);
#if FCI_OFFSET_FILTER
    rc = fci_offsets_touch(d.x, d.y, (uint32_t)c->r);
    if (rc >= 0) {
        return rc;
    }
#endif
    fc_wide_mul(&d2, d.x, d.x);
    fc_wide_muladd(&d2, d.y, d.y);
    fc_wide_mul(&r2, c->r, c->r);
    return fc_wide_cmp(&d2, &r2) <= 0;
}

int fc_bbox(const fc_vec *pts, int n, fc_box *out)
{
    fc_box b;
    int i, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    b.min = pts[0];
    b.max = pts[0];
    for (i = 1; i < n; i++) {
        if (pts[i].x < b.min.x) {
            b.min.x = pts[i].x;
        }
        if (pts[i].x > b.max.x) {
            b.max.x = pts[i].x;
        }
        if (pts[i].y < b.min.y) {
            b.min.y = pts[i].y;
        }
        if (pts[i].y > b.max.y) {
            b.max.y = pts[i].y;
        }
    }
    *out = b;
    return FC_OK;
}

