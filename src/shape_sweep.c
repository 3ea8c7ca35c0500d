// The dispatching sweep over tagged shapes (src/shape.c).
#include "internal.h"

int fc_collide_sweep(const fc_shape *a, const fc_shape *b, const fc_vec *v, fc_sweep *out)
{
    int pair = fci_shape_pair(a, b);
    switch (pair) {
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_CIRCLE):
        return fc_circle_sweep_circle(&a->u.circle, &b->u.circle, v, out);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_BOX):
        return fc_circle_sweep_box(&a->u.circle, &b->u.box, v, out);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_POLY):
        return fc_circle_sweep_poly(&a->u.circle, b->u.poly, v, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_CIRCLE):
        return fc_box_sweep_circle(&a->u.box, &b->u.circle, v, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_BOX):
        return fc_box_sweep(&a->u.box, &b->u.box, v, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_POLY):
        return fc_box_sweep_poly(&a->u.box, b->u.poly, v, out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_CIRCLE):
        return fc_poly_sweep_circle(a->u.poly, &b->u.circle, v, out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_BOX):
        return fc_poly_sweep_box(a->u.poly, &b->u.box, v, out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_POLY):
        return fc_poly_sweep(a->u.poly, b->u.poly, v, out);
    default:
        return pair;            // an error
    }
}
