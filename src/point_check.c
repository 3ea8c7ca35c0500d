// fc_point_in_circle's checks alone (fci_point_circle_check, internal.h):
// a file of their own, as the port's assembly for the point test calls
// them and cc65 and SDCC link whole files. The circle, then the point.
#include "internal.h"

int fci_point_circle_check(const fc_circle *c, const fc_vec *p)
{
    int rc = fc_circle_check(c);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(p != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(p)) {
        return FC_ERR_RANGE;
    }
    return FC_OK;
}
