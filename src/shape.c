// Tagged shapes: setters, bounds and the dispatching yes/no query (the
// MTV and manifold dispatch live in files of their own, so that a program
// asking only yes/no links no MTV or manifold code).
#include "internal.h"

int fc_shape_circle(fc_shape *s, const fc_circle *c)
{
    FC_CHECK(s != NULL && c != NULL, FC_ERR_NULL);
    s->kind = FC_SHAPE_CIRCLE;
    s->u.circle = *c;
    return FC_OK;
}

int fc_shape_box(fc_shape *s, const fc_box *b)
{
    FC_CHECK(s != NULL && b != NULL, FC_ERR_NULL);
    s->kind = FC_SHAPE_BOX;
    s->u.box = *b;
    return FC_OK;
}

int fc_shape_poly(fc_shape *s, const fc_poly *p)
{
    FC_CHECK(s != NULL && p != NULL, FC_ERR_NULL);
    s->kind = FC_SHAPE_POLY;
    s->u.poly = p;
    return FC_OK;
}

int fc_shape_bounds(const fc_shape *s, fc_box *out)
{
    fc_box b;
    int rc;
    FC_CHECK(s != NULL && out != NULL, FC_ERR_NULL);
    switch (s->kind) {
    case FC_SHAPE_CIRCLE:
        rc = fc_circle_check(&s->u.circle);
        if (rc < 0) {
            return rc;
        }
        // In range: |c| + r <= 2^30, no overflow.
        b.min.x = s->u.circle.c.x - s->u.circle.r;
        b.min.y = s->u.circle.c.y - s->u.circle.r;
        b.max.x = s->u.circle.c.x + s->u.circle.r;
        b.max.y = s->u.circle.c.y + s->u.circle.r;
        break;
    case FC_SHAPE_BOX:
        rc = fc_box_check(&s->u.box);
        if (rc < 0) {
            return rc;
        }
        b = s->u.box;
        break;
    case FC_SHAPE_POLY:
        FC_CHECK(s->u.poly != NULL, FC_ERR_NULL);
        rc = fci_check_poly(s->u.poly, 0);
        if (rc < 0) {
            return rc;
        }
        b = s->u.poly->box;
        break;
    default:
        return FC_ERR_INVALID;
    }
    *out = b;
    return FC_OK;
}

int fc_collide(const fc_shape *a, const fc_shape *b)
{
    int pair = fci_shape_pair(a, b);
    switch (pair) {
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_CIRCLE):
        return fc_circle_circle(&a->u.circle, &b->u.circle);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_BOX):
        return fc_circle_box(&a->u.circle, &b->u.box);
    case FCI_PAIR(FC_SHAPE_CIRCLE, FC_SHAPE_POLY):
        return fc_circle_poly(&a->u.circle, b->u.poly);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_CIRCLE):
        return fc_box_circle(&a->u.box, &b->u.circle);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_BOX):
        return fc_box_box(&a->u.box, &b->u.box);
    case FCI_PAIR(FC_SHAPE_BOX, FC_SHAPE_POLY):
        return fc_box_poly(&a->u.box, b->u.poly);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_CIRCLE):
        return fc_poly_circle(a->u.poly, &b->u.circle);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_BOX):
        return fc_poly_box(a->u.poly, &b->u.box);
    case FCI_PAIR(FC_SHAPE_POLY, FC_SHAPE_POLY):
        return fc_poly_poly(a->u.poly, b->u.poly);
    default:
        return pair;            // an error
    }
}
