// Box against box: the MTV (src/box_box.c has the yes/no test).
#include "internal.h"

// The four ways out for a, in the order +x, -x, +y, -y (the first wins a
// tie); each push is a difference of in-range values, below 2^31.
int fc_box_box_mtv(const fc_box *a, const fc_box *b, fc_mtv *out)
{
    int32_t push[4];
    int i, best, rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_box_box(a, b);
    if (rc != 1) {
        return rc;
    }
    push[0] = b->max.x - a->min.x;
    push[1] = a->max.x - b->min.x;
    push[2] = b->max.y - a->min.y;
    push[3] = a->max.y - b->min.y;
    best = 0;
    for (i = 1; i < 4; i++) {
        if (push[i] < push[best]) {
            best = i;
        }
    }
    out->normal.x = best == 0 ? FC_ONE : best == 1 ? -FC_ONE : 0;
    out->normal.y = best == 2 ? FC_ONE : best == 3 ? -FC_ONE : 0;
    out->depth = push[best];
    return 1;
}
