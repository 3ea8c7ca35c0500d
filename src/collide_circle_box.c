// Circle against box (and box against circle): the yes/no tests, with the
// decision the MTVs share (src/collide_circle_mtv.c). A file of its own,
// apart from the circle pair's (src/collide_circle.c): cc65 and SDCC link
// whole files.
#include "internal.h"

static int32_t clamp(int32_t v, int32_t lo, int32_t hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

// Circle a against box b. With q the point of the box nearest the center:
// a center outside the box hits when |c - q| <= r, and leaves along
// c - q by r - |c - q|; a center inside (or on the boundary) leaves
// through the nearest side, by r plus its distance to that side (sides in
// the order -x, +x, -y, +y on ties).
// The decision: an error code, 0 apart, 1 touching with the center
// outside (*d = c - q, *d2 = |d|^2), 2 with the center inside or on the
// boundary. Apart from the MTV, so that a program testing only links no
// square root where the linker takes single functions (avr-gcc and
// arm-none-eabi-gcc with --gc-sections).
int fci_circle_box_decide(const fc_circle *a, const fc_box *b, fc_vec *d, fc_wide *d2)
{
    fc_vec q;
    fc_wide r2;
    int rc = fci_circle_box_check(a, b);
    if (rc < 0) {
        return rc;
    }
    q.x = clamp(a->c.x, b->min.x, b->max.x);
    q.y = clamp(a->c.y, b->min.y, b->max.y);
    if (q.x == a->c.x && q.y == a->c.y) {
        return 2;
    }
    d->x = a->c.x - q.x;                        // both in range: within 2^30
    d->y = a->c.y - q.y;
    fc_wide_mul(d2, d->x, d->x);
    fc_wide_muladd(d2, d->y, d->y);
    fc_wide_mul(&r2, a->r, a->r);
    return fc_wide_cmp(d2, &r2) > 0 ? 0 : 1;
}

#if FC_PORT_CIRCLE
// The port's assembly defines fc_circle_box and fc_box_circle (config.h);
// this is what its tests compare them with.
int fci_circle_box_c(const fc_circle *a, const fc_box *b)
#else
int fc_circle_box(const fc_circle *a, const fc_box *b)
#endif
{
    fc_vec d;
    fc_wide d2;
    int rc = fci_circle_box_decide(a, b, &d, &d2);
    return rc > 0 ? 1 : rc;
}

#if !FC_PORT_CIRCLE
int fc_box_circle(const fc_box *a, const fc_circle *b)
{
    return fc_circle_box(b, a);
}
#endif
