// The boxes' overlap test as a function (FCI_BOXES_OVERLAP, internal.h,
// calls it where code size counts): a file of its own, apart from the box
// check (src/box_box.c), which the circle and box test links without it
// (cc65 and SDCC link whole files).
#include "internal.h"

int fci_boxes_overlap(const fc_box *a, const fc_box *b)
{
    return FCI_BOXES_TOUCH(a, b);
}
