// The dispatching contact manifold over tagged shapes (src/shape.c). The
// mirrored pairs take their pair's manifold with the arguments swapped:
// the points and depths are the same, the normal is negated.
#include "internal.h"

static int flip_manifold(int rc, fc_manifold *m)
{
    if (rc == 1) {
        m->normal.x = fci_wneg(m->normal.x);
        m->normal.y = fci_wneg(m->normal.y);
    }
    return rc;
}

int fc_collide_manifold(const fc_shape *a, const fc_shape *b, fc_manifold *out)
{
    int pair = fci_shape_pair(a, b);
    FC_CHECK(out != NULL, FC_ERR_NULL);
    switch (pair) {
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_CIRCLE):
        return fc_circle_circle_manifold(&a->u.circle, &b->u.circle, out);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_BOX):
        return fc_circle_box_manifold(&a->u.circle, &b->u.box, out);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_POLY):
        return fc_circle_poly_manifold(&a->u.circle, b->u.poly, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_CIRCLE):
        return flip_manifold(fc_circle_box_manifold(&b->u.circle, &a->u.box, out), out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_BOX):
        return fc_box_box_manifold(&a->u.box, &b->u.box, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_POLY):
        return fc_box_poly_manifold(&a->u.box, b->u.poly, out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_CIRCLE):
        return flip_manifold(fc_circle_poly_manifold(&b->u.circle, a->u.poly, out), out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_BOX):
        return flip_manifold(fc_box_poly_manifold(&b->u.box, a->u.poly, out), out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_POLY):
        return fc_poly_contact(a->u.poly, b->u.poly, out);
    default:
        return pair;            // an error
    }
}
