// Validated polygons: building, checking a ROM table, transforming.
#include <string.h>
#include "internal.h"

// The derived fields of a counter-clockwise polygon: edge normals, box,
// and the enclosing circle about the box center (cheaper than the area
// centroid, and never looser than twice the optimal radius). Both callers
// have checked that the vertices are in range, so each lies within 2^29
// of the box center per coordinate: the radius is at most 2^29.5 and
// fci_radius_ceil cannot overflow.
static void derive(const fc_poly *p, fc_vec *normal, fc_box *box, fc_circle *bound)
{
    fc_vec e;
    uint32_t half;
    int i, n = p->n;
    for (i = 0; i < n; i++) {
        fci_sub(&e, &p->v[FCI_NEXT(i, n)], &p->v[i]);
        normal[i].x = e.y;     // outward for counter-clockwise: (dy, -dx)
        normal[i].y = -e.x;
    }
    (void)fc_bbox(p->v, n, box);
    // floor of the midpoint without overflow or a negative shift
    half = ((uint32_t)box->max.x - (uint32_t)box->min.x) >> 1;
    bound->c.x = box->min.x + (int32_t)half;
    half = ((uint32_t)box->max.y - (uint32_t)box->min.y) >> 1;
    bound->c.y = box->min.y + (int32_t)half;
    (void)fci_radius_ceil(p->v, n, &bound->c, &bound->r);
}

int fc_poly_build(const fc_vec *pts, int n, fc_poly *out)
{
    fc_vec t;
    int i, s, cls, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    cls = fci_classify(pts, n, &s);
    if (cls == FC_DEGENERATE) {
        return FC_ERR_DEGENERATE;
    }
    if (cls == FC_COMPLEX) {
        return FC_ERR_COMPLEX;
    }
    // Valid: from here on nothing can fail. Copy (unless pts is out->v),
    // then reverse in place by swaps, so rebuilding in place works too.
    if (pts != out->v) {
        (void)memcpy(out->v, pts, (size_t)n * sizeof pts[0]);
    }
    out->reversed = 0u;
    if (s < 0) {
        for (i = 0; i < n / 2; i++) {
            t = out->v[i];
            out->v[i] = out->v[n - 1 - i];
            out->v[n - 1 - i] = t;
        }
        out->reversed = 1u;
    }
    out->n = (uint8_t)n;
    out->convex = (cls == FC_CONVEX) ? 1u : 0u;
    out->reserved = 0;
    for (i = 0; i < FC_MAX_VERTS; i++) {
        if (i >= n) {
            out->v[i].x = 0;
            out->v[i].y = 0;
        }
        out->normal[i].x = 0;
        out->normal[i].y = 0;
    }
    derive(out, out->normal, &out->box, &out->bound);
    return FC_OK;
}

int fc_poly_check(const fc_poly *p)
{
    fc_vec normal[FC_MAX_VERTS];
    fc_box box;
    fc_circle bound;
    int i, s, cls, rc;
    FC_CHECK(p != NULL, FC_ERR_NULL);
    rc = fci_check_points(p->v, p->n);
    if (rc < 0) {
        return rc;
    }
    cls = fci_classify(p->v, p->n, &s);
    if (cls == FC_DEGENERATE) {
        return FC_ERR_DEGENERATE;
    }
    if (cls == FC_COMPLEX) {
        return FC_ERR_COMPLEX;
    }
    if (s < 0 || p->convex != ((cls == FC_CONVEX) ? 1u : 0u) || p->reversed > 1u || p->reserved != 0u) {
        return FC_ERR_INVALID;
    }
    (void)memset(normal, 0, sizeof normal);   // derive fills them; zeroed for
    (void)memset(&box, 0, sizeof box);        // analyzers that cannot see into
    (void)memset(&bound, 0, sizeof bound);    // fci_radius_ceil (centroid.c)
    derive(p, normal, &box, &bound);
    for (i = 0; i < (int)p->n; i++) {
        if (normal[i].x != p->normal[i].x || normal[i].y != p->normal[i].y) {
            return FC_ERR_INVALID;
        }
    }
    if (box.min.x != p->box.min.x || box.min.y != p->box.min.y
        || box.max.x != p->box.max.x || box.max.y != p->box.max.y
        || bound.c.x != p->bound.c.x || bound.c.y != p->bound.c.y || bound.r != p->bound.r) {
        return FC_ERR_INVALID;
    }
    return FC_OK;
}

int fc_poly_transform(const fc_poly *local, const fc_vec *pos, fc_angle angle, fc_poly *world)
{
    fc_vec pts[FC_MAX_VERTS];
    int i, rc;
    FC_CHECK(local != NULL && pos != NULL && world != NULL, FC_ERR_NULL);
    if ((int)local->n < 3 || (int)local->n > FC_MAX_VERTS) {
        return FC_ERR_COUNT;
    }
    if (!fci_vec_in_range(pos)) {
        return FC_ERR_RANGE;
    }
    for (i = 0; i < (int)local->n; i++) {
        rc = fc_rotate(&local->v[i], angle, &pts[i]);
        if (rc < 0) {
            return rc;
        }
        // |rotated| <= 2^29.5 + 1 and |pos| <= 2^29: the sum fits int32.
        pts[i].x += pos->x;
        pts[i].y += pos->y;
    }
    return fc_poly_build(pts, local->n, world);
}
