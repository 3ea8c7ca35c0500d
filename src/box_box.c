// Box against box, yes/no, and the box check: a file of its own, so that a
// program that only tests boxes links nothing else of the library (cc65
// and SDCC link whole object files). The range test is the macro itself,
// not fci_vec_in_range, for the same reason.
#include "internal.h"

// SDCC (FCI_WIDE_SMALL) inlines every 32-bit comparison: there the range
// test is fci_vec_in_range's, called, and fc_box_box skips the OR test,
// for code size (the Z80 images are full).
#if FCI_WIDE_SMALL
#  define BOX_IN_RANGE(b) (fci_vec_in_range(&(b)->min) && fci_vec_in_range(&(b)->max))
#else
#  define BOX_IN_RANGE(b)                                                       \
    (FC_IN_RANGE((b)->min.x) && FC_IN_RANGE((b)->min.y) && FC_IN_RANGE((b)->max.x) \
     && FC_IN_RANGE((b)->max.y))
#endif

int fc_box_check(const fc_box *b)
{
    FC_CHECK(b != NULL, FC_ERR_NULL);
    if (!BOX_IN_RANGE(b)) {
        return FC_ERR_RANGE;
    }
    if (b->min.x > b->max.x || b->min.y > b->max.y) {
        return FC_ERR_INVALID;
    }
    return FC_OK;
}

int fci_boxes_overlap(const fc_box *a, const fc_box *b)
{
    return a->min.x <= b->max.x && b->min.x <= a->max.x
        && a->min.y <= b->max.y && b->min.y <= a->max.y;
}

int fc_box_box(const fc_box *a, const fc_box *b)
{
    int rc;
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
#if !FCI_WIDE_SMALL
    if (FCI_BOX_QUICK(a) && FCI_BOX_QUICK(b)) {
        return fci_boxes_overlap(a, b);
    }
#endif
    rc = fc_box_check(a);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    return fci_boxes_overlap(a, b);
}
