// The range check of a point, which every check calls: a file of its own
// (cc65 and SDCC link whole files), so that the circle tests do not bring
// the box test's file, nor the box test the predicates' wide arithmetic
// (src/predicates.c).
#include "internal.h"

int fci_vec_in_range(const fc_vec *v)
{
    return FCI_IN_RANGE_U(v->x) && FCI_IN_RANGE_U(v->y);    // FCI_VEC_IN_RANGE's test
}
