// The enclosing radius about a center, rounded up: what the centroid's
// circles and radii need (src/centroid.c), in a file of its own. (A
// built polygon's bounding circle takes src/poly.c's radius_up.)
#include "internal.h"

// Squared distance from p to c as an unsigned 64-bit pattern. With p in
// range and c any int32 pair, each difference is below 1.25 * 2^31 and
// the sum of squares below 0.79 * 2^64: exact.
void fci_dist2_any(fc_wide *d, const fc_vec *p, const fc_vec *c)
{
    fc_wide t;
    fc_wide_umul(d, FCI_ABSDIFF(p->x, c->x), FCI_ABSDIFF(p->x, c->x));
    fc_wide_umul(&t, FCI_ABSDIFF(p->y, c->y), FCI_ABSDIFF(p->y, c->y));
    fc_wide_add(d, d, &t);
}

// ceil(sqrt(best)), FC_ERR_OVERFLOW past int32.
static int radius_of(const fc_wide *best, fc_fixed *out)
{
    fc_wide rem;
    uint32_t r = fc_wide_isqrt_rem(best, &rem);
    if (fc_wide_sign(&rem) != 0) {
        r++;
    }
    if (r > 0x7FFFFFFFu) {
        return FC_ERR_OVERFLOW;
    }
    *out = (fc_fixed)r;
    return FC_OK;
}

// The largest |p_i - c|^2, exactly. Where a 32 x 32 -> 64 product is a
// call (FCI_MUL64_CALL: ARMv6-M, Thumb-1) each square is taken from the
// 16-bit halves of the magnitude (FCI_SQ_ADD, three one-word
// products). The sum of the two squares stays below 2^64
// (fci_dist2_any). Elsewhere the 64-bit squares themselves (one
// instruction each on a 64-bit machine; on the 8-bit CPUs the port's
// product, where 32-bit products in C would be loops).
#if FCI_WIDE_WORDS && !FCI_WIDE_SMALL && FCI_MUL64_CALL
int fci_radius_ceil(const fc_vec *pts, int n, const fc_vec *c, fc_fixed *out)
{
    fc_wide best;
    uint32_t h, l, bh = 0u, bl = 0u;
    int32_t cx = c->x, cy = c->y;
    int i;
    for (i = 0; i < n; i++) {
        h = 0u;
        l = 0u;
        FCI_SQ_ADD(FCI_ABSDIFF(pts[i].x, cx), h, l);
        FCI_SQ_ADD(FCI_ABSDIFF(pts[i].y, cy), h, l);
        if (h > bh || (h == bh && l > bl)) {
            bh = h;
            bl = l;
        }
    }
    fc_wide_set_parts(&best, bh, bl);
    return radius_of(&best, out);
}

#else

int fci_radius_ceil(const fc_vec *pts, int n, const fc_vec *c, fc_fixed *out)
{
    fc_wide best, d;
    int i;
    fc_wide_set(&best, 0);
    for (i = 0; i < n; i++) {
        fci_dist2_any(&d, &pts[i], c);
        if (fc_wide_ucmp(&d, &best) > 0) {
            best = d;
        }
    }
    return radius_of(&best, out);
}

#endif
