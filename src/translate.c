// Moving a built polygon: vertices, box and bounding circle shift by d;
// the edge normals, their lengths and extents, the winding and convexity
// depend only on differences of vertices and stay as they are.
#include "internal.h"

// The polygon's box moved by d stays in the supported range (then every
// vertex of a built polygon does: they lie in its box).
static int moved_in_range(const fc_box *b, const fc_vec *d)
{
    return d->x >= -2 * FC_RANGE_RAW && d->x <= 2 * FC_RANGE_RAW
        && d->y >= -2 * FC_RANGE_RAW && d->y <= 2 * FC_RANGE_RAW
        && FC_IN_RANGE(b->min.x + d->x) && FC_IN_RANGE(b->max.x + d->x)
        && FC_IN_RANGE(b->min.y + d->y) && FC_IN_RANGE(b->max.y + d->y);
}

int fc_poly_translate(const fc_poly *p, const fc_vec *d, fc_poly *out)
{
    int i, rc;
    FC_CHECK(p != NULL && d != NULL && out != NULL, FC_ERR_NULL);
    rc = fci_check_poly(p, 0);
    if (rc < 0) {
        return rc;
    }
    // A box of a built polygon is in range (|box| <= 2^29, |d| <= 2^30:
    // sums below 2^31); a corrupted one is refused before any sum.
    if (!FC_IN_RANGE(p->box.min.x) || !FC_IN_RANGE(p->box.max.x)
        || !FC_IN_RANGE(p->box.min.y) || !FC_IN_RANGE(p->box.max.y)
        || !moved_in_range(&p->box, d)) {
        return FC_ERR_RANGE;
    }
    if (out != p) {
        *out = *p;
    }
    for (i = 0; i < (int)out->n; i++) {
        // wrapping: only a corrupted polygon has vertices outside its box
        out->v[i].x = fci_wadd(out->v[i].x, d->x);
        out->v[i].y = fci_wadd(out->v[i].y, d->y);
    }
    out->box.min.x += d->x;
    out->box.min.y += d->y;
    out->box.max.x += d->x;
    out->box.max.y += d->y;
    out->bound.c.x = fci_wadd(out->bound.c.x, d->x);
    out->bound.c.y = fci_wadd(out->bound.c.y, d->y);
    return FC_OK;
}
