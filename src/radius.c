// The enclosing radius about a center, rounded up: what fc_poly_build
// needs for its bounding circle, in a file of its own so that building a
// polygon links none of the centroid code.
#include "internal.h"

// |a - b| for any two int32 values, exact as uint32 (below 2^32).
static uint32_t absdiff(int32_t a, int32_t b)
{
    return (a >= b) ? (uint32_t)a - (uint32_t)b : (uint32_t)b - (uint32_t)a;
}

// Squared distance from p to c as an unsigned 64-bit pattern. With p in
// range and c any int32 pair, each difference is below 1.25 * 2^31 and
// the sum of squares below 0.79 * 2^64: exact.
void fci_dist2_any(fc_wide *d, const fc_vec *p, const fc_vec *c)
{
    fc_wide t;
    fc_wide_umul(d, absdiff(p->x, c->x), absdiff(p->x, c->x));
    fc_wide_umul(&t, absdiff(p->y, c->y), absdiff(p->y, c->y));
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

// The largest |p_i - c|^2 is taken exactly. Where a 32 x 32 -> 64 product
// is a call (FCI_MUL64_CALL: ARMv6-M, Thumb-1), most vertices are ruled
// out first by 16-bit squares: with every difference's magnitude at most
// span, and sh a shift that brings span below 2^15, a = |dx| >> sh and
// b = |dy| >> sh give lo = a^2 + b^2 and hi = (a + 1)^2 + (b + 1)^2, both
// below 2^32, with lo 4^sh <= |p - c|^2 < hi 4^sh. A first pass finds the
// largest lo; a vertex whose hi is at most that lies strictly nearer than
// the vertex that gave it, so only the others (that vertex among them,
// and seldom another) take their 64-bit squares in the second. Elsewhere
// the 64-bit squares cost less than the filter (one instruction each on
// a 64-bit machine; on the 8-bit CPUs the port's product, where 32-bit
// products in C would be loops).
#if FCI_RADIUS_FILTER
int fci_radius_within(const fc_vec *pts, int n, const fc_vec *c, uint32_t span, fc_fixed *out)
{
    fc_wide best, d;
    uint32_t a, b, lo, hi[FC_MAX_VERTS], top = 0u;
    unsigned sh = 0u;
    int i;
    // a shift that brings span below 2^15, in five tests (not always the
    // least such shift: a larger one only makes the filter coarser)
    if (span >= 0x00800000UL) {
        span >>= 8;
        sh = 8u;
    }
    if (span >= 0x00800000UL) {
        span >>= 8;
        sh += 8u;
    }
    if (span >= 0x00080000UL) {
        span >>= 4;
        sh += 4u;
    }
    if (span >= 0x00020000UL) {
        span >>= 2;
        sh += 2u;
    }
    if (span >= 0x00008000UL) {
        sh += 2u;
    }
    if (n > FC_MAX_VERTS) {
        n = FC_MAX_VERTS;       // never from the callers (checked counts)
    }
    for (i = 0; i < n; i++) {
        a = absdiff(pts[i].x, c->x) >> sh;
        b = absdiff(pts[i].y, c->y) >> sh;
        lo = a * a + b * b;
        hi[i] = lo + 2u * (a + b) + 2u;
        if (lo > top) {
            top = lo;
        }
    }
    fc_wide_set(&best, 0);
    for (i = 0; i < n; i++) {
        if (hi[i] > top) {
            fci_dist2_any(&d, &pts[i], c);
            if (fc_wide_ucmp(&d, &best) > 0) {
                best = d;
            }
        }
    }
    return radius_of(&best, out);
}

int fci_radius_ceil(const fc_vec *pts, int n, const fc_vec *c, fc_fixed *out)
{
    uint32_t span = 0u;
    int i;
    for (i = 0; i < n; i++) {
        span |= absdiff(pts[i].x, c->x) | absdiff(pts[i].y, c->y);
    }
    return fci_radius_within(pts, n, c, span, out);
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
