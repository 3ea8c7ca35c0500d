// Exact geometric predicates shared by the polygon code.
//
// Range proof: coordinates satisfy |v| <= 2^29, so a difference of two of
// them satisfies |d| <= 2^30 and fits int32, a product of two differences
// is at most 2^60, and a cross or dot product (a sum of two such products)
// is at most 2^61 in magnitude: one fc_wide holds it exactly.
#include "internal.h"

int fci_check_points(const fc_vec *pts, int n)
{
    int i;
#if !FCI_WIDE_SMALL
    uint32_t any = 0u;
#endif
    FC_CHECK(pts != NULL, FC_ERR_NULL);
    if (n < 3 || n > FC_MAX_VERTS) {
        return FC_ERR_COUNT;
    }
#if !FCI_WIDE_SMALL
    // Every coordinate comfortably in range (a power of two bounds an OR
    // exactly when it bounds each value): one test for all of them (not
    // in the SDCC builds, where every 32-bit operation is inline code).
    for (i = 0; i < n; i++) {
        any |= FCI_BIASED(pts[i].x) | FCI_BIASED(pts[i].y);
    }
    if (any < 0x40000000u) {
        return FC_OK;
    }
#endif
    for (i = 0; i < n; i++) {
        if (!fci_vec_in_range(&pts[i])) {
            return FC_ERR_RANGE;
        }
    }
    return FC_OK;
}

void fci_sub(fc_vec *d, const fc_vec *b, const fc_vec *a)
{
    d->x = fci_wsub(b->x, a->x);
    d->y = fci_wsub(b->y, a->y);
}

int fci_cross_sign(const fc_vec *u, const fc_vec *v)
{
    return fc_wide_cmp_products(u->x, v->y, u->y, v->x);
}

int fci_dot_sign(const fc_vec *u, const fc_vec *v)
{
    // Components within 2^30: each product within 2^60, exact.
    fc_wide d;
    fc_wide_mul(&d, u->x, v->x);
    fc_wide_muladd(&d, u->y, v->y);
    return fc_wide_sign(&d);
}

int fci_orient(const fc_vec *a, const fc_vec *b, const fc_vec *c)
{
    fc_vec u, v;
    fci_sub(&u, b, a);
    fci_sub(&v, c, a);
    return fci_cross_sign(&u, &v);
}

// p, known to be collinear with a and b, lies between them.
static int between(const fc_vec *a, const fc_vec *b, const fc_vec *p)
{
    return ((a->x <= p->x && p->x <= b->x) || (b->x <= p->x && p->x <= a->x))
        && ((a->y <= p->y && p->y <= b->y) || (b->y <= p->y && p->y <= a->y));
}

int fci_segments_touch(const fc_vec *a, const fc_vec *b, const fc_vec *c, const fc_vec *d)
{
    int o1 = fci_orient(a, b, c), o2 = fci_orient(a, b, d);
    int o3 = fci_orient(c, d, a), o4 = fci_orient(c, d, b);
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        return 1;   // proper crossing
    }
    return (o1 == 0 && between(a, b, c)) || (o2 == 0 && between(a, b, d))
        || (o3 == 0 && between(c, d, a)) || (o4 == 0 && between(c, d, b));
}

// Sum of cross(p_i - p_0, p_i+1 - p_0): the shoelace sum about vertex 0,
// equal to the sum about the origin for a closed polygon. Each term is at
// most 2^61, so even FC_MAX_VERTS = 255 terms stay far inside 128 bits.
void fci_area2(const fc_vec *pts, int n, fci_big *out)
{
    fci_big sum, t;
    fc_vec u, v;
    fc_wide c;
    int i;
    sum.w[0] = 0u;
    sum.w[1] = 0u;
    sum.w[2] = 0u;
    sum.w[3] = 0u;
    fci_sub(&u, &pts[1], &pts[0]);
    for (i = 1; i + 1 < n; i++) {
        fci_sub(&v, &pts[i + 1], &pts[0]);
        fc_wide_mul(&c, u.x, v.y);
        fc_wide_mulsub(&c, u.y, v.x);
        fci_big_from_wide(&t, &c);
        fci_big_add(&sum, &t);
        FCI_COPY2(u, v, x, y);
    }
    *out = sum;
}
