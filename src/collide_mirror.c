// The mirrored pairs: box against circle, circle against polygon, box
// against polygon. Each is its pair's function with the arguments swapped
// and the MTV's normal negated (the push that separates the two is the
// same length either way), so the decision is exactly the same.
#include "internal.h"

// Unit normals have components of at most FC_ONE; the negation wraps all
// the same, for what a corrupted polygon could give.
static int flip_mtv(int rc, const fc_mtv *m, fc_mtv *out)
{
    if (rc == 1) {
        out->normal.x = fci_wneg(m->normal.x);
        out->normal.y = fci_wneg(m->normal.y);
        out->depth = m->depth;
    }
    return rc;
}

int fc_box_circle(const fc_box *a, const fc_circle *b)
{
    return fc_circle_box(b, a);
}

int fc_box_circle_mtv(const fc_box *a, const fc_circle *b, fc_mtv *out)
{
    fc_mtv m;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    return flip_mtv(fc_circle_box_mtv(b, a, &m), &m, out);
}

int fc_circle_poly(const fc_circle *a, const fc_poly *b)
{
    return fc_poly_circle(b, a);
}

int fc_circle_poly_mtv(const fc_circle *a, const fc_poly *b, fc_mtv *out)
{
    fc_mtv m;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    return flip_mtv(fc_poly_circle_mtv(b, a, &m), &m, out);
}

int fc_box_poly(const fc_box *a, const fc_poly *b)
{
    return fc_poly_box(b, a);
}

int fc_box_poly_mtv(const fc_box *a, const fc_poly *b, fc_mtv *out)
{
    fc_mtv m;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    return flip_mtv(fc_poly_box_mtv(b, a, &m), &m, out);
}
