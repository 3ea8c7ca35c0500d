// fc_circle_box's checks alone (fci_circle_box_check, internal.h): a file
// of their own, as the ports' assembly for the circle and box tests calls
// them and cc65 and SDCC link whole files. The circle, then the box.
#include "internal.h"

int fci_circle_box_check(const fc_circle *a, const fc_box *b)
{
    int rc = fc_circle_check(a);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    return rc;
}
