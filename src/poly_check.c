// Checking a polygon table made elsewhere (ROM): every field against what
// fc_poly_build would store (src/poly.c).
#include <string.h>
#include "internal.h"

int fc_poly_check(const fc_poly *p)
{
    fc_vec nrm;
    fci_len len;
    fc_box box;
    fc_circle bound;
    uint8_t ang[FC_MAX_VERTS];
    int i, s = 0, cls, rc;
    FC_CHECK(p != NULL, FC_ERR_NULL);
    rc = fci_check_points(p->v, p->n);
    if (rc < 0) {
        return rc;
    }
    cls = FC_CONVEX;
    if (fci_poly_convex(p->v, p->n, ang, &s) == 0) {
        cls = fci_classify(p->v, p->n, &s);
    }
    if (cls == FC_DEGENERATE) {
        return FC_ERR_DEGENERATE;
    }
    if (cls == FC_COMPLEX) {
        return FC_ERR_COMPLEX;
    }
    if (s < 0 || p->convex != ((cls == FC_CONVEX) ? 1u : 0u) || p->reversed > 1u || p->reserved != 0u) {
        return FC_ERR_INVALID;
    }
    for (i = 0; i < (int)p->n; i++) {
        FCI_EDGE_NORMAL(nrm, &p->v[i], &p->v[FCI_NEXT(i, (int)p->n)]);
        fci_length(&nrm, &len);
        if (nrm.x != p->normal[i].x || nrm.y != p->normal[i].y || len.n != p->nlen[i]
            || len.k != (unsigned)p->nshift[i] || ang[i] != p->nang[i]) {
            return FC_ERR_INVALID;
        }
    }
    (void)memset(&box, 0, sizeof box);        // fci_poly_bounds fills them;
    (void)memset(&bound, 0, sizeof bound);    // zeroed for analyzers that
    fci_poly_bounds(p, &box, &bound);         // cannot see into fci_radius_ceil
    if (box.min.x != p->box.min.x || box.min.y != p->box.min.y
        || box.max.x != p->box.max.x || box.max.y != p->box.max.y
        || bound.c.x != p->bound.c.x || bound.c.y != p->bound.c.y || bound.r != p->bound.r) {
        return FC_ERR_INVALID;
    }
    return FC_OK;
}
