// Local-to-world transform of a polygon: rotation (src/trig.c) and a
// rebuild. In a file of its own: building a polygon links no trigonometry.
#include "internal.h"

int fc_poly_transform(const fc_poly *local, const fc_vec *pos, fc_angle angle, fc_poly *world)
{
    fc_vec pts[FC_MAX_VERTS];
    int i, rc;
    FC_CHECK(local != NULL && pos != NULL && world != NULL, FC_ERR_NULL);
    if ((int)local->n < 3 || (int)local->n > FC_MAX_VERTS) {
        return FC_ERR_COUNT;
    }
    if (!fci_vec_in_range(pos)) {
        return FC_ERR_RANGE;
    }
    for (i = 0; i < (int)local->n; i++) {
        rc = fc_rotate(&local->v[i], angle, &pts[i]);
        if (rc < 0) {
            return rc;
        }
        // |rotated| <= 2^29.5 + 1 and |pos| <= 2^29: the sum fits int32.
        pts[i].x += pos->x;
        pts[i].y += pos->y;
    }
    return fc_poly_build(pts, local->n, world);
}
