// Circle against circle: the yes/no test, with the decision the MTV
// shares (the MTVs are in src/collide_circle_mtv.c, circle against box in
// src/collide_circle_box.c: cc65 and SDCC link whole files, and a test
// needs no square root and nothing of the other pair).
#include "internal.h"

#if defined(__CC65__) || defined(__SDCC) || defined(__OPTIMIZE_SIZE__)
// As internal.h's inline version, where one copy is wanted (internal.h).
int fci_circles_touch(const fc_circle *a, const fc_circle *b, fc_vec *d, fc_wide *d2)
{
    fc_wide rs2;
    int32_t rs;
    d->x = a->c.x - b->c.x;
    d->y = a->c.y - b->c.y;
    fc_wide_mul(d2, d->x, d->x);
    fc_wide_muladd(d2, d->y, d->y);
    rs = a->r + b->r;
    fc_wide_mul(&rs2, rs, rs);
    return !FCI_WLT(&rs2, d2);
}
#endif

// The yes/no decision with the offsets first (FCI_OFFSET_FILTER): R = ra
// + rb <= 2^30 and |d| <= 2^30 per component on the quick path. Inlined
// where the compiler inlines well (gcc, clang).
#if FCI_OFFSET_FILTER
#if defined(__GNUC__)
#  define CIRCLE_INLINE FC_INLINE
#else
#  define CIRCLE_INLINE static
#endif
CIRCLE_INLINE int circles_overlap(const fc_circle *a, const fc_circle *b)
{
    fc_vec d;
    fc_wide d2;
    int rc = fci_offsets_touch(a->c.x - b->c.x, a->c.y - b->c.y,
                               (uint32_t)a->r + (uint32_t)b->r);
    if (rc >= 0) {
        return rc;
    }
    return fci_circles_touch(a, b, &d, &d2);
}
#endif

int fci_circles_decide(const fc_circle *a, const fc_circle *b, fc_vec *d, fc_wide *d2)
{
    int rc;
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
    if (!FCI_CIRCLES_QUICK(a, b)) {
        rc = fc_circle_check(a);
        if (rc == FC_OK) {
            rc = fc_circle_check(b);
        }
        if (rc < 0) {
            return rc;
        }
    }
    return fci_circles_touch(a, b, d, d2);
}

// The checks and the test for what the quick range test does not pass:
// a separate function, kept out of line where the compiler would inline
// it, so that the common case saves no registers.
#if defined(__GNUC__)
#  define CIRCLE_COLD static __attribute__((__noinline__))
#else
#  define CIRCLE_COLD static
#endif
CIRCLE_COLD int circles_checked(const fc_circle *a, const fc_circle *b)
{
    fc_vec d;
    fc_wide d2;
    return fci_circles_decide(a, b, &d, &d2);
}

#if FC_PORT_CIRCLE
// The port's fc_circle_circle calls it for what its common case, the
// quick range test's, leaves (config.h): the checks and the squares.
int fci_circle_circle_c(const fc_circle *a, const fc_circle *b)
{
    return circles_checked(a, b);
}
#elif !FCI_WIDE_WORDS
// A 64-bit machine: one range test, then the squares compared through the
// sign of d2 - 1 - rs^2 (d2 < 2^61 and rs^2 < 2^58: no wrap), which is
// negative exactly when d2 <= rs^2.
int fc_circle_circle(const fc_circle *a, const fc_circle *b)
{
    int64_t dx, dy;
    uint64_t rs;
    if (a != NULL && b != NULL && fci_circles_quick64(a, b, &dx, &dy, &rs)) {
        uint64_t d2 = (uint64_t)(dx * dx) + (uint64_t)(dy * dy);
        return (int)((d2 - 1u - rs * rs) >> 63);
    }
    return circles_checked(a, b);
}
#else
int fc_circle_circle(const fc_circle *a, const fc_circle *b)
{
#if FCI_OFFSET_FILTER
    if (a != NULL && b != NULL && FCI_CIRCLES_QUICK(a, b)) {
        return circles_overlap(a, b);
    }
#else
    fc_vec d;
    fc_wide d2;
    if (a != NULL && b != NULL && FCI_CIRCLES_QUICK(a, b)) {
        return fci_circles_touch(a, b, &d, &d2);
    }
#endif
    return circles_checked(a, b);
}
#endif
