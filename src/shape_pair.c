// The pair code every dispatching query switches on (internal.h), in a
// file of its own so that a program using one dispatching query links
// only that query's pair functions.
#include "internal.h"

int fci_shape_pair(const fc_shape *a, const fc_shape *b)
{
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
    if (a->kind < FC_SHAPE_CIRCLE || a->kind > FC_SHAPE_POLY
        || b->kind < FC_SHAPE_CIRCLE || b->kind > FC_SHAPE_POLY) {
        return FC_ERR_INVALID;
    }
    FC_CHECK((a->kind != FC_SHAPE_POLY || a->u.poly != NULL)
             && (b->kind != FC_SHAPE_POLY || b->u.poly != NULL), FC_ERR_NULL);
    return (int)a->kind * 4 + (int)b->kind;
}
