// Circle against circle, circle against box, box against circle: the
// MTVs (the yes/no tests and the decisions are in src/collide_circle.c).
#include "internal.h"

#if defined(__GNUC__)
#  define CIRCLE_COLD static __attribute__((__noinline__))
#else
#  define CIRCLE_COLD static
#endif

// The MTV moves a straight away from b's center by (ra + rb) - |d|. With
// both centers equal every direction is as short: +x is reported.
// The MTV of touching circles from d = a.c - b.c and |d|^2
// (fci_circles_push, internal.h).
void fci_circles_push(fc_fixed reach, const fc_vec *d, const fc_wide *d2, fc_mtv *out)
{
#if !FCI_WIDE_WORDS
    // A 64-bit machine: the same answer in one pass where its range holds.
    if (fci_circles_push_quick(reach, d, d2, out)) {
        return;
    }
#endif
    if (d->x == 0 && d->y == 0) {
        out->normal.x = FC_ONE;
        out->normal.y = 0;
        out->depth = reach;
    } else {
        // |d| <= ra + rb, so the rounded root is too.
        out->depth = reach - (fc_fixed)fci_unit_root(d, d2, &out->normal);
    }
}

CIRCLE_COLD int circles_mtv_checked(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
    fc_vec d;
    fc_wide d2;
    int rc;
    FC_CHECK(a != NULL && b != NULL && out != NULL, FC_ERR_NULL);
    rc = fci_circles_decide(a, b, &d, &d2);
    if (rc != 1) {
        return rc;
    }
    fci_circles_push(a->r + b->r, &d, &d2, out);
    return 1;
}

// Where the compiler inlines well, the common case (every value
// comfortably in range) goes first without the checks' registers; the 8-bit
// compilers keep one path, in fewer bytes.
int fc_circle_circle_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
#if !FCI_WIDE_WORDS
    // A 64-bit machine: a miss returns at once, a hit goes on to the one
    // root of fci_circles_push64. The output's check first, on its own: a
    // separate test and branch per pointer.
    int64_t dx, dy;
    uint64_t rs, d2;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (a != NULL && b != NULL && fci_circles_quick64(a, b, &dx, &dy, &rs)) {
        d2 = (uint64_t)(dx * dx) + (uint64_t)(dy * dy);
        if (d2 > rs * rs) {
            return 0;
        }
        return fci_circles_push64(dx, dy, d2, out, (int32_t)rs);
    }
#elif defined(__GNUC__)
    fc_vec d;
    fc_wide d2;
    if (a != NULL && b != NULL && out != NULL && FCI_CIRCLES_QUICK(a, b)) {
        if (!fci_circles_touch(a, b, &d, &d2)) {
            return 0;
        }
        fci_circles_push(a->r + b->r, &d, &d2, out);
        return 1;
    }
#endif
    return circles_mtv_checked(a, b, out);
}

int fci_circles_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out)
{
    fc_vec d;
    fc_wide d2;
    if (!fci_circles_touch(a, b, &d, &d2)) {
        return 0;
    }
    fci_circles_push(a->r + b->r, &d, &d2, out);
    return 1;
}

// Written in place once the decision found a hit (no error can follow).
int fc_circle_box_mtv(const fc_circle *a, const fc_box *b, fc_mtv *out)
{
    fc_vec d;
    fc_wide d2;
    int32_t push[4];
    int i, best, rc;
    FC_CHECK(a != NULL && b != NULL && out != NULL, FC_ERR_NULL);
    rc = fci_circle_box_decide(a, b, &d, &d2);
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

// Unit normals have components of at most FC_ONE; the negation wraps all
// the same, for what a corrupted polygon could give.
int fci_flip_mtv(int rc, const fc_mtv *m, fc_mtv *out)
{
    if (rc == 1) {
        out->normal.x = fci_wneg(m->normal.x);
        out->normal.y = fci_wneg(m->normal.y);
        out->depth = m->depth;
    }
    return rc;
}

int fc_box_circle_mtv(const fc_box *a, const fc_circle *b, fc_mtv *out)
{
    fc_mtv m;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    return fci_flip_mtv(fc_circle_box_mtv(b, a, &m), &m, out);
}
