// The dispatching MTV query over tagged shapes (src/shape.c).
#include "internal.h"

int fc_collide_mtv(const fc_shape *a, const fc_shape *b, fc_mtv *out)
{
    int pair = fci_shape_pair(a, b);
    FC_CHECK(out != NULL, FC_ERR_NULL);
    switch (pair) {
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_CIRCLE):
        return fc_circle_circle_mtv(&a->u.circle, &b->u.circle, out);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_BOX):
        return fc_circle_box_mtv(&a->u.circle, &b->u.box, out);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_POLY):
        return fc_circle_poly_mtv(&a->u.circle, b->u.poly, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_CIRCLE):
        return fc_box_circle_mtv(&a->u.box, &b->u.circle, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_BOX):
        return fc_box_box_mtv(&a->u.box, &b->u.box, out);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_POLY):
        return fc_box_poly_mtv(&a->u.box, b->u.poly, out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_CIRCLE):
        return fc_poly_circle_mtv(a->u.poly, &b->u.circle, out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_BOX):
        return fc_poly_box_mtv(a->u.poly, &b->u.box, out);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_POLY):
        return fc_poly_poly_mtv(a->u.poly, b->u.poly, out);
    default:
        return pair;            // an error
    }
}
