// The boxes' overlap test as a function (FCI_BOXES_OVERLAP, internal.h,
// calls it where code size counts): a file of its own, apart from the box
// check (src/box_box.c), which the circle and box test links without it
// (cc65 and SDCC link whole files). With FC_PORT_BOXES_OVERLAP the
// port's (config.h).
#include "internal.h"

#if !FC_PORT_BOXES_OVERLAP
int fci_boxes_overlap(const fc_box *a, const fc_box *b)
{
    return FCI_BOXES_TOUCH(a, b);
}
#else
typedef int fci_boxes_overlap_is_the_ports; // ISO C: no empty unit
#endif
