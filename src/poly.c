// Validated polygons: building, checking a ROM table, transforming.
#include <string.h>
#include "internal.h"

// The pseudo-angle of a normal in 256ths of a turn (fc_poly's nang),
// rounded down. Quarter turns bring (x, y) to (a, b) with a > 0 and b >= 0,
// 64 each; within the quarter the value is 32 b / a below 45 degrees and
// 64 - 32 a / b from there on, a monotone function of the angle. So a
// quarter turn adds exactly 64 and a half turn 128, and two exact values
// differ by less than 128 (modulo 256) exactly when the second direction
// lies less than a half turn counter-clockwise of the first. Each stored
// value is the exact one rounded down, so a difference of stored values
// of 1 to 127 says so, 129 to 255 says the opposite, and only 0 and 128
// leave it open. The quotient takes five steps of a restoring division,
// or for values below 2^27 one instruction on a 64-bit machine and on
// ARMv7-M (magnitudes below 2^32; a zero vector, never a built normal,
// gives 0).
uint8_t fci_normal_angle(const fc_vec *n)
{
    uint32_t a = (uint32_t)n->x, b = (uint32_t)n->y, t;
    unsigned q = 0u, turn = 0u, below;
    if (n->x < 0) {
        a = 0u - a;   // the magnitudes (2^31 for INT32_MIN)
    }
    if (n->y < 0) {
        b = 0u - b;
    }
    if (n->x > 0 && n->y >= 0) {
        // the first quarter: (|x|, |y|)
    } else if (n->x < 0 && n->y <= 0) {
        turn = 128u;  // the third
    } else {
        t = a;        // the second or fourth: (|y|, |x|)
        a = b;
        b = t;
        turn = 192u;
        if (n->y > 0) {
            turn = 64u;
        }
    }
    below = 0u;
    if (b < a) {
        below = 1u;   // below 45 degrees
    } else {
        t = a;
        a = b;
        b = t;
    }
    if (a == 0u) {
        return 0u;    // only the zero vector (a is now the larger)
    }
#if FCI_BIG_NATIVE || FCI_DIV32
    // a 64-bit machine and ARMv7-M divide in one instruction: where 32 b
    // fits 32 bits (b = a gives q = 32, b = 0)
    if (b < 0x08000000u) {
        q = (unsigned)((b << 5) / a);
        b = (b << 5) % a;
        if (q == 32u) {
            q = 31u;   // as the steps below leave it: 31, remainder a
            b = a;
        }
    } else
#endif
    {
        // q = floor(32 b / a) and the remainder in b, from b <= a: 2 b is
        // compared as b >= a - b, and doubled only when below a (no
        // overflow). From b = a, q = 31 and b = a: ceil(32 a / b) = 32
        // below.
        unsigned k;
        for (k = 0u; k < 5u; k++) {
            t = a - b;
            q <<= 1;
            if (b >= t) {
                b -= t;
                q |= 1u;
            } else {
                b <<= 1;
            }
        }
    }
    if (below != 0u) {
        return (uint8_t)(turn + q);                          // floor(32 b / a)
    }
    return (uint8_t)(turn + 64u - q - (b != 0u ? 1u : 0u));   // 64 - ceil(32 a / b)
}

// The derived fields of a counter-clockwise polygon. Both callers have
// checked that the vertices are in range.

// Edge i's outward normal (dy, -dx), exact. Both callers have checked
// the vertices, so every difference fits (|d| <= 2^30).
static void edge_normal(const fc_poly *p, int i, fc_vec *nrm)
{
    const fc_vec *a = &p->v[i], *b = &p->v[FCI_NEXT(i, (int)p->n)];
    nrm->x = b->y - a->y;
    nrm->y = a->x - b->x;
}

// The sign of nrm . (b - a): how the projection on nrm changes from
// vertex a to vertex b (components within 2^30: products within 2^60).
static int step_sign(const fc_vec *nrm, const fc_vec *a, const fc_vec *b)
{
    fc_wide d;
    fc_wide_mul(&d, nrm->x, b->x - a->x);
    fc_wide_muladd(&d, nrm->y, b->y - a->y);
    return fc_wide_sign(&d);
}

// Rotating calipers over the polygon's own (convex, counter-clockwise)
// vertices: *j is the first vertex of smallest nrm . v for the previous
// edge, or -1 before edge 0. The projections on an edge's normal fall and
// then rise along the loop (a convex polygon is flat only at its extremes),
// so the first smallest is where they stop falling, found from the signs
// of the steps between neighbours: for edge 0 from its end vertex 1 on,
// past the vertices that still lie on the edge's line (steps of 0 before
// the first fall; no step rises there, every vertex lying behind the
// edge); for the next edges from the previous one's.
static void edge_anti(const fc_poly *p, const fc_vec *nrm, int *j)
{
    int k, fell = 0, n = p->n;
    if (*j < 0) {
        *j = 1;
        for (k = 2; k < n; k++) {
            int c = step_sign(nrm, &p->v[k - 1], &p->v[k]);
            if (c >= 0 && fell != 0) {
                break;
            }
            if (c < 0) {
                fell = 1;
            }
            *j = k;
        }
        return;
    }
    for (k = 0; k < n; k++) {
        int nx = FCI_NEXT(*j, n);
        if (step_sign(nrm, &p->v[*j], &p->v[nx]) >= 0) {
            break;
        }
        *j = nx;
    }
}

// The box and the enclosing circle about the box center (cheaper than the
// area centroid, and never looser than twice the optimal radius). Each
// vertex lies within 2^29 of the box center per coordinate: the radius is
// at most 2^29.5 and fci_radius_ceil cannot overflow.
static void derive_bounds(const fc_poly *p, fc_box *box, fc_circle *bound)
{
    uint32_t half;
    (void)fc_bbox(p->v, p->n, box);
    // floor of the midpoint without overflow or a negative shift
    half = ((uint32_t)box->max.x - (uint32_t)box->min.x) >> 1;
    bound->c.x = box->min.x + (int32_t)half;
    half = ((uint32_t)box->max.y - (uint32_t)box->min.y) >> 1;
    bound->c.y = box->min.y + (int32_t)half;
    (void)fci_radius_ceil(p->v, p->n, &bound->c, &bound->r);
}

int fc_poly_build(const fc_vec *pts, int n, fc_poly *out)
{
    fc_vec t;
    fci_len len;
    int i, j, s, cls, rc = fci_check_points(pts, n);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    cls = fci_classify(pts, n, &s);
    if (cls == FC_DEGENERATE) {
        return FC_ERR_DEGENERATE;
    }
    if (cls == FC_COMPLEX) {
        return FC_ERR_COMPLEX;
    }
    // Valid: from here on nothing can fail. Copy (unless pts is out->v),
    // then reverse in place by swaps, so rebuilding in place works too.
    if (pts != out->v) {
        for (i = 0; i < n; i++) {
            FCI_COPY2(out->v[i], pts[i], x, y); // not memcpy: a compact
        }                                       // libc's goes byte by byte
    }
    out->reversed = 0u;
    if (s < 0) {
        for (i = 0; i < n / 2; i++) {
            t = out->v[i];
            out->v[i] = out->v[n - 1 - i];
            out->v[n - 1 - i] = t;
        }
        out->reversed = 1u;
    }
    out->n = (uint8_t)n;
    out->convex = (cls == FC_CONVEX) ? 1u : 0u;
    out->reserved = 0;
    j = -1;
    for (i = 0; i < FC_MAX_VERTS; i++) {
        if (i < n) {
            edge_normal(out, i, &out->normal[i]);
            fci_length(&out->normal[i], &len);
            out->nlen[i] = len.n;
            out->nshift[i] = (uint8_t)len.k;
            if (out->convex != 0u) {
                edge_anti(out, &out->normal[i], &j);
            }
            out->anti[i] = (uint8_t)(j < 0 ? 0 : j);
            out->nang[i] = fci_normal_angle(&out->normal[i]);
        } else {
            out->v[i].x = 0;
            out->v[i].y = 0;
            out->normal[i].x = 0;
            out->normal[i].y = 0;
            out->nlen[i] = 0u;
            out->nshift[i] = 0u;
            out->anti[i] = 0u;
            out->nang[i] = 0u;
        }
    }
    derive_bounds(out, &out->box, &out->bound);
    return FC_OK;
}

int fc_poly_check(const fc_poly *p)
{
    fc_vec nrm;
    fci_len len;
    fc_box box;
    fc_circle bound;
    int i, j, s, cls, rc;
    FC_CHECK(p != NULL, FC_ERR_NULL);
    rc = fci_check_points(p->v, p->n);
    if (rc < 0) {
        return rc;
    }
    cls = fci_classify(p->v, p->n, &s);
    if (cls == FC_DEGENERATE) {
        return FC_ERR_DEGENERATE;
    }
    if (cls == FC_COMPLEX) {
        return FC_ERR_COMPLEX;
    }
    if (s < 0 || p->convex != ((cls == FC_CONVEX) ? 1u : 0u) || p->reversed > 1u || p->reserved != 0u) {
        return FC_ERR_INVALID;
    }
    j = -1;
    for (i = 0; i < (int)p->n; i++) {
        edge_normal(p, i, &nrm);
        fci_length(&nrm, &len);
        if (cls == FC_CONVEX) {
            edge_anti(p, &nrm, &j);
        }
        if (nrm.x != p->normal[i].x || nrm.y != p->normal[i].y || len.n != p->nlen[i]
            || len.k != (unsigned)p->nshift[i] || (unsigned)(j < 0 ? 0 : j) != (unsigned)p->anti[i]
            || fci_normal_angle(&nrm) != p->nang[i]) {
            return FC_ERR_INVALID;
        }
    }
    (void)memset(&box, 0, sizeof box);        // derive_bounds fills them; zeroed
    (void)memset(&bound, 0, sizeof bound);    // for analyzers that cannot see
    derive_bounds(p, &box, &bound);           // into fci_radius_ceil
    if (box.min.x != p->box.min.x || box.min.y != p->box.min.y
        || box.max.x != p->box.max.x || box.max.y != p->box.max.y
        || bound.c.x != p->bound.c.x || bound.c.y != p->bound.c.y || bound.r != p->bound.r) {
        return FC_ERR_INVALID;
    }
    return FC_OK;
}
