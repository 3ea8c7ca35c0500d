// Separating axis theorem for convex shapes: polygon-polygon, polygon-box.
#include "internal.h"

int fci_check_poly(const fc_poly *p, int need_convex)
{
    int i;
    FC_CHECK(p != NULL, FC_ERR_NULL);
    if ((int)p->n < 3 || (int)p->n > FC_MAX_VERTS) {
        return FC_ERR_COUNT;
    }
    for (i = 0; i < (int)p->n; i++) {
        const fc_vec *nv = &p->normal[i];
        if (!fci_vec_in_range(&p->v[i])) {
            return FC_ERR_RANGE;
        }
        // A built polygon has edge normals of length 1 to 2^30.5; anything
        // else is a corrupted table, refused before it could be used.
        if ((nv->x == 0 && nv->y == 0) || nv->x > 2 * FC_RANGE_RAW || nv->x < -2 * FC_RANGE_RAW
            || nv->y > 2 * FC_RANGE_RAW || nv->y < -2 * FC_RANGE_RAW) {
            return FC_ERR_INVALID;
        }
    }
    if (need_convex && !p->convex) {
        return FC_ERR_CONCAVE;
    }
    return FC_OK;
}

int fci_boxes_overlap(const fc_box *a, const fc_box *b)
{
    return a->min.x <= b->max.x && b->min.x <= a->max.x
        && a->min.y <= b->max.y && b->min.y <= a->max.y;
}

void fci_poly_shape(const fc_poly *p, fci_shape *s)
{
    s->v = p->v;
    s->n = p->n;
    s->axis = p->normal;
    s->naxes = p->n;
}

void fci_box_shape(const fc_box *b, fc_vec *corners, fci_shape *s)
{
    static const fc_vec box_axes[2] = { { 1, 0 }, { 0, 1 } };
    corners[0] = b->min;
    corners[1].x = b->max.x;
    corners[1].y = b->min.y;
    corners[2] = b->max;
    corners[3].x = b->min.x;
    corners[3].y = b->max.y;
    s->v = corners;
    s->n = 4;
    s->axis = box_axes;
    s->naxes = 2;
}

// Each projection is a dot product of an axis (|component| <= 2^30) with a
// vertex (<= 2^29): at most 2^60, exact in an fc_wide.
void fci_project(const fci_shape *s, const fc_vec *axis, fc_wide *lo, fc_wide *hi)
{
    fc_wide d;
    int i;
    for (i = 0; i < s->n; i++) {
        fc_wide_mul(&d, axis->x, s->v[i].x);
        fc_wide_muladd(&d, axis->y, s->v[i].y);
        if (i == 0 || fc_wide_cmp(&d, lo) < 0) {
            *lo = d;
        }
        if (i == 0 || fc_wide_cmp(&d, hi) > 0) {
            *hi = d;
        }
    }
}

// For every axis of a, then of b:
//   project both shapes; a gap on any axis means a miss (exact);
//   otherwise A can leave along +axis by (bhi - alo) or along -axis by
//   (ahi - blo): keep the shorter, divided by |axis| to a distance.
// The MTV is the axis with the smallest distance, the first one on ties.
int fci_sat(const fci_shape *a, const fci_shape *b, fc_mtv *mtv, fci_axis *axis)
{
    const fci_shape *owner;
    fc_wide alo = { 0 }, ahi = { 0 }, blo = { 0 }, bhi = { 0 }, plus, minus;
    const fc_wide *push;
    fc_vec best_axis;
    fc_fixed best = 0, d = 0;
    fci_len len;
    int i, pass, found = 0, best_side = 0, best_owner = 0, side;
    best_axis.x = 1;
    best_axis.y = 0;
    for (pass = 0; pass < 2; pass++) {
        owner = pass == 0 ? a : b;
        for (i = 0; i < owner->naxes; i++) {
            const fc_vec *ax = &owner->axis[i];
            fci_project(a, ax, &alo, &ahi);
            fci_project(b, ax, &blo, &bhi);
            if (fc_wide_cmp(&ahi, &blo) < 0 || fc_wide_cmp(&bhi, &alo) < 0) {
                return 0;
            }
            if (mtv == NULL) {
                continue;
            }
            fc_wide_sub(&plus, &bhi, &alo);
            fc_wide_sub(&minus, &ahi, &blo);
            side = fc_wide_cmp(&minus, &plus);   // < 0: along -axis is shorter
            push = (side < 0) ? &minus : &plus;
            if (found && !fci_dist_may_beat(push, ax, best)) {
                continue;   // its distance is at least best: no need for it
            }
            fci_length(ax, &len);
            // Both pushes are below 2^62 and the distance below 2^31.
            (void)fci_div_len(push, &len, &d);
            if (!found || d < best) {
                found = 1;
                best = d;
                best_axis = *ax;
                best_side = side;
                best_owner = pass;
            }
        }
    }
    if (mtv != NULL) {
        if (best_side < 0) {
            best_axis.x = -best_axis.x;
            best_axis.y = -best_axis.y;
        }
        fci_unit(&best_axis, &mtv->normal);
        mtv->depth = best;
        if (axis != NULL) {
            axis->owner = best_owner;
            axis->dir = best_axis;
        }
    }
    return 1;
}

int fc_poly_poly(const fc_poly *a, const fc_poly *b)
{
    fci_shape sa, sb;
    int rc = fci_check_poly(a, 1);
    if (rc == FC_OK) {
        rc = fci_check_poly(b, 1);
    }
    if (rc < 0) {
        return rc;
    }
    if (!fci_boxes_overlap(&a->box, &b->box)) {
        return 0;
    }
    fci_poly_shape(a, &sa);
    fci_poly_shape(b, &sb);
    return fci_sat(&sa, &sb, NULL, NULL);
}

int fc_poly_poly_mtv(const fc_poly *a, const fc_poly *b, fc_mtv *out)
{
    fci_shape sa, sb;
    fc_mtv m;
    int rc = fci_check_poly(a, 1);
    if (rc == FC_OK) {
        rc = fci_check_poly(b, 1);
    }
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (!fci_boxes_overlap(&a->box, &b->box)) {
        return 0;
    }
    fci_poly_shape(a, &sa);
    fci_poly_shape(b, &sb);
    rc = fci_sat(&sa, &sb, &m, NULL);
    if (rc == 1) {
        *out = m;
    }
    return rc;
}

// Polygon against box: the polygon's normals, then the box's two axes.
static int poly_box(const fc_poly *a, const fc_box *b, fc_mtv *out)
{
    fci_shape sa, sb;
    fc_vec corners[4];
    fc_mtv m;
    int rc = fci_check_poly(a, 1);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    if (!fci_boxes_overlap(&a->box, b)) {
        return 0;
    }
    fci_poly_shape(a, &sa);
    fci_box_shape(b, corners, &sb);
    rc = fci_sat(&sa, &sb, out != NULL ? &m : NULL, NULL);
    if (rc == 1 && out != NULL) {
        *out = m;
    }
    return rc;
}

int fc_poly_box(const fc_poly *a, const fc_box *b)
{
    return poly_box(a, b, NULL);
}

int fc_poly_box_mtv(const fc_poly *a, const fc_box *b, fc_mtv *out)
{
    FC_CHECK(out != NULL, FC_ERR_NULL);
    return poly_box(a, b, out);
}
