// Point in a box (point in a circle is in src/point_circle.c, with the
// wide products: cc65 and SDCC link whole files).
#include "internal.h"

#if !FC_PORT_BOX
// With FC_PORT_BOX the port defines it (config.h; ports/6502/box.s).
int fc_point_in_box(const fc_box *b, const fc_vec *p)
{
#if FC_TRUST_BOXES
    // The box and the point are the caller's to keep valid (config.h).
    FC_CHECK(b != NULL && p != NULL, FC_ERR_NULL);
#else
    int rc = fc_box_check(b);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(p != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(p)) {
        return FC_ERR_RANGE;
    }
#endif
    return p->x >= b->min.x && p->x <= b->max.x && p->y >= b->min.y && p->y <= b->max.y;
}
#endif
