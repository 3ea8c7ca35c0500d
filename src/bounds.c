// The bounding box of a point array.
#include "internal.h"

int fc_bbox(const fc_vec *pts, int n, fc_box *out)
{
    fc_box b;
    int i, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    b.min = pts[0];
    b.max = pts[0];
    for (i = 1; i < n; i++) {
        if (pts[i].x < b.min.x) {
            b.min.x = pts[i].x;
        }
        if (pts[i].x > b.max.x) {
            b.max.x = pts[i].x;
        }
        if (pts[i].y < b.min.y) {
            b.min.y = pts[i].y;
        }
        if (pts[i].y > b.max.y) {
            b.max.y = pts[i].y;
        }
    }
    *out = b;
    return FC_OK;
}

