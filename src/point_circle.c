// Point in a circle (point in a box is in src/point.c).
#include "internal.h"

// |p - c| <= r exactly; the offsets first where FCI_OFFSET_FILTER
// (|p - c| <= 2^30 per component, r <= 2^29).
#if FC_PORT_CIRCLE
// The port's fc_point_in_circle calls it for the rest (config.h).
int fci_point_in_circle_c(const fc_circle *c, const fc_vec *p)
#else
int fc_point_in_circle(const fc_circle *c, const fc_vec *p)
#endif
{
    fc_wide d2, r2;
    fc_vec d;
    int rc = fci_point_circle_check(c, p);
    if (rc < 0) {
        return rc;
    }
    d.x = p->x - c->c.x;                        // both in range: within 2^30
    d.y = p->y - c->c.y;
#if FCI_OFFSET_FILTER
    rc = fci_offsets_touch(d.x, d.y, (uint32_t)c->r);
    if (rc >= 0) {
        return rc;
    }
#endif
    fc_wide_mul(&d2, d.x, d.x);
    fc_wide_muladd(&d2, d.y, d.y);
    fc_wide_mul(&r2, c->r, c->r);
    return fc_wide_cmp(&d2, &r2) <= 0;
}
