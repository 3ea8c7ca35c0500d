// Local-to-world transform of a polygon: rotation (src/trig.c) and a
// rebuild. In a file of its own: building a polygon links no trigonometry.
#include "internal.h"

int fc_poly_transform(const fc_poly *local, const fc_vec *pos, fc_angle angle, fc_poly *world)
{
    fc_vec pts[FC_MAX_VERTS];
    fc_fixed c, s;
    int i;
    FC_CHECK(local != NULL && pos != NULL && world != NULL, FC_ERR_NULL);
    if ((int)local->n < 3 || (int)local->n > FC_MAX_VERTS) {
        return FC_ERR_COUNT;
    }
    if (!fci_vec_in_range(pos)) {
        return FC_ERR_RANGE;
    }
    // The sine and cosine once for every vertex (fc_rotate's rounding).
    c = fc_cos(angle);
    s = fc_sin(angle);
    for (i = 0; i < (int)local->n; i++) {
        if (!fci_vec_in_range(&local->v[i])) {
            return FC_ERR_RANGE;
        }
        fci_rotate_cs(&local->v[i], c, s, &pts[i]);
        // |rotated| <= 2^29.5 + 1 and |pos| <= 2^29: the sum fits int32.
        pts[i].x += pos->x;
        pts[i].y += pos->y;
    }
    return fc_poly_build(pts, local->n, world);
}
