// Circle against circle, circle against box.
#include "internal.h"

// The decision of both circle-circle functions: d = a.c - b.c and its
// squared length against (ra + rb)^2, exact (|d| <= 2^30, sums <= 2^61).
// The common case, every value comfortably in range, takes two tests on
// ORs (FCI_BIASED centers below 2^30, radii below 2^29: a power of two
// bounds an OR exactly when it bounds each value); anything else goes
// through the full checks first.
#define CIRCLES_QUICK(a, b)                                                     \
    ((FCI_BIASED((a)->c.x) | FCI_BIASED((a)->c.y)                               \
      | FCI_BIASED((b)->c.x) | FCI_BIASED((b)->c.y)) < 0x40000000u              \
     && ((uint32_t)(a)->r | (uint32_t)(b)->r) < 0x20000000u)

// Inlined where the compiler inlines well (gcc, clang); a call elsewhere
// (SDCC and cc65), where code size counts more.
#if defined(__GNUC__)
#  define CIRCLE_INLINE FC_INLINE
#else
#  define CIRCLE_INLINE static
#endif

CIRCLE_INLINE int circles_touch(const fc_circle *a, const fc_circle *b, fc_vec *d, fc_wide *d2)
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

// The yes/no decision with the offsets first (FCI_OFFSET_FILTER): R = ra
// + rb <= 2^30 and |d| <= 2^30 per component on the quick path.
#if FCI_OFFSET_FILTER
CIRCLE_INLINE int circles_overlap(const fc_circle *a, const fc_circle *b)
{
    fc_vec d;
    fc_wide d2;
    int rc = fci_offsets_touch(a->c.x - b->c.x, a->c.y - b->c.y,
                               (uint32_t)a->r + (uint32_t)b->r);
    if (rc >= 0) {
        return rc;
    }
    return circles_touch(a, b, &d, &d2);
}
#endif

CIRCLE_INLINE int circles_decide(const fc_circle *a, const fc_circle *b, fc_vec *d, fc_wide *d2)
{
    int rc;
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
    if (!CIRCLES_QUICK(a, b)) {
        rc = fc_circle_check(a);
        if (rc == FC_OK) {
            rc = fc_circle_check(b);
        }
        if (rc < 0) {
            return rc;
        }
    }
    return circles_touch(a, b, d, d2);
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
    return circles_decide(a, b, &d, &d2);
}

int fc_circle_circle(const fc_circle *a, const fc_circle *b)
{
#if FCI_OFFSET_FILTER
    if (a != NULL && b != NULL && CIRCLES_QUICK(a, b)) {
        return circles_overlap(a, b);
    }
#else
    fc_vec d;
    fc_wide d2;
    if (a != NULL && b != NULL && CIRCLES_QUICK(a, b)) {
        return circles_touch(a, b, &d, &d2);
    }
#endif
    return circles_checked(a, b);
}

// The MTV moves a straight away from b's center by (ra + rb) - |d|. With
// both centers equal every direction is as short: +x is reported.
// The MTV of touching circles from d = a.c - b.c and |d|^2.
static void circles_mtv(fc_fixed reach, const fc_vec *d, const fc_wide *d2, fc_mtv *out)
{
    if (d->x == 0 && d->y == 0) {
        out->normal.x = FC_ONE;
        out->normal.y = 0;
        out->depth = reach;
    } else {
        // |d| <= ra + rb, so the rounded root is too.
        out->depth = reach - (fc_fixed)fci_unit_root(d, d2, &out->normal);
    }
}

void fci_circles_push(fc_fixed reach, const fc_vec *d, const fc_wide *d2, fc_mtv *out)
{
    circles_mtv(reach, d, d2, out);
}

CIRCLE_COLD int circles_mtv_checked(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
    fc_vec d;
    fc_wide d2;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = circles_decide(a, b, &d, &d2);
    if (rc != 1) {
        return rc;
    }
    circles_mtv(a->r + b->r, &d, &d2, out);
    return 1;
}

// Where the compiler inlines well, the common case (every value
// comfortably in range) goes first without the checks' registers; the 8-bit
// compilers keep one path, in fewer bytes.
int fc_circle_circle_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
#if defined(__GNUC__)
    fc_vec d;
    fc_wide d2;
    if (a != NULL && b != NULL && out != NULL && CIRCLES_QUICK(a, b)) {
        if (!circles_touch(a, b, &d, &d2)) {
            return 0;
        }
        circles_mtv(a->r + b->r, &d, &d2, out);
        return 1;
    }
#endif
    return circles_mtv_checked(a, b, out);
}

int fci_circles_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
    fc_vec d;
    fc_wide d2;
    if (!circles_touch(a, b, &d, &d2)) {
        return 0;
    }
    circles_mtv(a->r + b->r, &d, &d2, out);
    return 1;
}

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
static int circle_box_decide(const fc_circle *a, const fc_box *b, fc_vec *d, fc_wide *d2)
{
    fc_vec q;
    fc_wide r2;
    int rc = fc_circle_check(a);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    q.x = clamp(a->c.x, b->min.x, b->max.x);
    q.y = clamp(a->c.y, b->min.y, b->max.y);
    if (q.x == a->c.x && q.y == a->c.y) {
        return 2;
    }
    fci_sub(d, &a->c, &q);
    fc_wide_mul(d2, d->x, d->x);
    fc_wide_muladd(d2, d->y, d->y);
    fc_wide_mul(&r2, a->r, a->r);
    return fc_wide_cmp(d2, &r2) > 0 ? 0 : 1;
}

int fc_circle_box(const fc_circle *a, const fc_box *b)
{
    fc_vec d;
    fc_wide d2;
    int rc = circle_box_decide(a, b, &d, &d2);
    return rc > 0 ? 1 : rc;
}

// Written in place once the decision found a hit (no error can follow).
int fc_circle_box_mtv(const fc_circle *a, const fc_box *b, fc_mtv *out)
{
    fc_vec d;
    fc_wide d2;
    int32_t push[4];
    int i, best, rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = circle_box_decide(a, b, &d, &d2);
    if (rc <= 0) {
        return rc;
    }
    if (rc == 1) {
        out->depth = a->r - (fc_fixed)fci_unit_root(&d, &d2, &out->normal);
    } else {
        push[0] = a->c.x - b->min.x;
        push[1] = b->max.x - a->c.x;
        push[2] = a->c.y - b->min.y;
        push[3] = b->max.y - a->c.y;
        best = 0;
        for (i = 1; i < 4; i++) {
            if (push[i] < push[best]) {
                best = i;
            }
        }
        out->normal.x = best == 0 ? -FC_ONE : best == 1 ? FC_ONE : 0;
        out->normal.y = best == 2 ? -FC_ONE : best == 3 ? FC_ONE : 0;
        out->depth = a->r + push[best];   // <= 2^29 + 2^30
    }
    return 1;
}
