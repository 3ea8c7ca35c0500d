// The mirrored pairs: circle against polygon, box against polygon (box
// against circle is with the circle pairs, src/collide_circle*.c). Each
// is its pair's function with the arguments swapped and the MTV's normal
// negated (fci_flip_mtv: the push that separates the two is the same
// length either way), so the decision is exactly the same.
#include "internal.h"

int fc_circle_poly(const fc_circle *a, const fc_poly *b)
{
    return fc_poly_circle(b, a);
}

int fc_circle_poly_mtv(const fc_circle *a, const fc_poly *b, fc_mtv *out)
{
    fc_mtv m;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    return fci_flip_mtv(fc_poly_circle_mtv(b, a, &m), &m, out);
}

int fc_box_poly(const fc_box *a, const fc_poly *b)
{
    return fc_poly_box(b, a);
}

int fc_box_poly_mtv(const fc_box *a, const fc_poly *b, fc_mtv *out)
{
    fc_mtv m;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    return fci_flip_mtv(fc_poly_box_mtv(b, a, &m), &m, out);
}
