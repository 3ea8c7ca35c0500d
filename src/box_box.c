// Box against box, yes/no, and the box check: a file of its own, so that a
// program that only tests boxes links nothing else of the library but
// the range check and, where it is a call, the overlap test (src/range.c,
// src/boxes_overlap.c; cc65 and SDCC link whole object files).
#include "internal.h"

int fc_box_check(const fc_box *b)
{
    FC_CHECK(b != NULL, FC_ERR_NULL);
    if (!FCI_VEC_IN_RANGE(&b->min) || !FCI_VEC_IN_RANGE(&b->max)) {
        return FC_ERR_RANGE;
    }
    if (b->min.x > b->max.x || b->min.y > b->max.y) {
        return FC_ERR_INVALID;
    }
    return FC_OK;
}

#if !FC_PORT_BOX
// With FC_PORT_BOX the port defines it (config.h; ports/6502/box.s).
int fc_box_box(const fc_box *a, const fc_box *b)
{
#if FC_TRUST_BOXES
    // The boxes are the caller's to keep valid (config.h): comparing any
    // two int32 values is defined, so an invalid box gives 0 or 1.
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
    return FCI_BOXES_OVERLAP(a, b);
#else
    int rc;
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
#if !FCI_WIDE_SMALL
    // (not with SDCC, where every 32-bit operation is inline code and the
    // Z80 images are full: code size first there)
    if (FCI_BOX_QUICK(a) && FCI_BOX_QUICK(b)) {
        return FCI_BOXES_OVERLAP(a, b);
    }
#endif
    rc = fc_box_check(a);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    return FCI_BOXES_OVERLAP(a, b);
#endif
}
#endif
