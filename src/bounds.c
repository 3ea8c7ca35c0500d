// The bounding box of a point array.
#include "internal.h"

void fci_bbox(const fc_vec *pts, int n, fc_box *out)
{
    int i;
    FCI_COPY2(out->min, pts[0], x, y);
    FCI_COPY2(out->max, pts[0], x, y);
    for (i = 1; i < n; i++) {
        if (pts[i].x < out->min.x) {
            out->min.x = pts[i].x;
        }
        if (pts[i].x > out->max.x) {
            out->max.x = pts[i].x;
        }
        if (pts[i].y < out->min.y) {
            out->min.y = pts[i].y;
        }
        if (pts[i].y > out->max.y) {
            out->max.y = pts[i].y;
        }
    }
}

int fc_bbox(const fc_vec *pts, int n, fc_box *out)
{
    fc_box b;
    int rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    fci_bbox(pts, n, &b);   // in a copy: out may overlap pts
    *out = b;
    return FC_OK;
}
