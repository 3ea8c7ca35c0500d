// Convex polygon against circle.
#include "internal.h"

// Finds how the circle center c relates to convex polygon p, exactly:
//  - inside or on the boundary: every edge has c on its inner side or on
//    it (n_i . (c - v_i) <= 0). Returns 2.
//  - outside, nearest point inside edge i: c is on the outer side of edge
//    i and projects onto the edge (0 <= e_i . (c - v_i) <= |e_i|^2), the
//    edge's Voronoi slab. Returns 1, *feature = i.
//  - outside, nearest point a vertex: the vertex with the least squared
//    distance (exact). Returns 0, *feature = its index.
// Slabs and vertex wedges of a convex polygon partition the outside, so
// this is the truly nearest feature (not the vertex a dot product picks).
int fci_nearest_feature(const fc_poly *p, const fc_vec *c, int *feature)
{
    fc_vec w, e;
    fc_wide t, e2, d2, best2;
    int i, n = p->n, inside = 1, best = 0;
    for (i = 0; i < n; i++) {
        fci_sub(&w, c, &p->v[i]);
        if (fci_dot_sign(&p->normal[i], &w) <= 0) {
            continue;
        }
        inside = 0;
        fci_sub(&e, &p->v[FCI_NEXT(i, n)], &p->v[i]);
        fc_wide_mul(&t, e.x, w.x);
        fc_wide_muladd(&t, e.y, w.y);
        fc_wide_mul(&e2, e.x, e.x);
        fc_wide_muladd(&e2, e.y, e.y);
        if (fc_wide_sign(&t) >= 0 && fc_wide_cmp(&t, &e2) <= 0) {
            *feature = i;
            return 1;
        }
    }
    if (inside != 0) {
        return 2;
    }
    for (i = 0; i < n; i++) {
        fci_sub(&w, c, &p->v[i]);
        fc_wide_mul(&d2, w.x, w.x);
        fc_wide_muladd(&d2, w.y, w.y);
        if (i == 0 || fc_wide_cmp(&d2, &best2) < 0) {
            best2 = d2;
            best = i;
        }
    }
    *feature = best;
    return 0;
}

// s = n_i . (c - v_i), the signed distance times |n_i|.
static void edge_offset(const fc_poly *p, int i, const fc_vec *c, fc_wide *s)
{
    fc_vec w;
    fci_sub(&w, c, &p->v[i]);
    fc_wide_mul(s, p->normal[i].x, w.x);
    fc_wide_muladd(s, p->normal[i].y, w.y);
}

static int poly_circle(const fc_poly *a, const fc_circle *b, fc_mtv *out)
{
    fc_box cb;
    fc_vec w;
    fc_wide s, d2, r2;
    fci_big lhs, rhs;
    fci_len len;
    fc_fixed dist = 0, best = 0;
    int i, f = 0, where, rc = fci_check_poly(a, 1);
    if (rc == FC_OK) {
        rc = fc_circle_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    // Early rejection on the circle's box (in range: sums fit int32).
    cb.min.x = b->c.x - b->r;
    cb.min.y = b->c.y - b->r;
    cb.max.x = b->c.x + b->r;
    cb.max.y = b->c.y + b->r;
    if (!FCI_BOXES_OVERLAP(&a->box, &cb)) {
        return 0;
    }
    fc_wide_mul(&r2, b->r, b->r);
    where = fci_nearest_feature(a, &b->c, &f);
    if (where == 1) {
        // Edge f: hit when s^2 <= r^2 |n|^2 (128-bit, exact); A moves
        // along -n_f by r - s / |n_f|.
        edge_offset(a, f, &b->c, &s);
        fci_big_mul_wide(&lhs, &s, &s);
        fc_wide_mul(&d2, a->normal[f].x, a->normal[f].x);
        fc_wide_muladd(&d2, a->normal[f].y, a->normal[f].y);
        fci_big_mul_wide(&rhs, &r2, &d2);
        if (fci_big_cmp(&lhs, &rhs) > 0) {
            return 0;
        }
        if (out != NULL) {
            fci_edge_len(a, f, &len);
            if (fci_div_len(&s, &len, &dist) < 0) {
                dist = 0;   // only a corrupted polygon gets here
            }
            w.x = fci_wneg(a->normal[f].x);
            w.y = fci_wneg(a->normal[f].y);
            fci_unit_len(&w, &len, &out->normal);
            out->depth = dist < b->r ? b->r - dist : 0;
        }
        return 1;
    }
    if (where == 0) {
        // Vertex f: hit when |c - v|^2 <= r^2; A moves from c towards v.
        fci_sub(&w, &a->v[f], &b->c);
        fc_wide_mul(&d2, w.x, w.x);
        fc_wide_muladd(&d2, w.y, w.y);
        if (fc_wide_cmp(&d2, &r2) > 0) {
            return 0;
        }
        if (out != NULL) {
            // w != 0: the center is outside
            dist = (fc_fixed)fci_unit_root(&w, &d2, &out->normal);
            out->depth = b->r - dist;
        }
        return 1;
    }
    // Center inside or on the boundary: A leaves through the edge nearest
    // the center, moving along -n_i by r + distance (first edge on ties).
    if (out != NULL) {
        for (i = 0; i < (int)a->n; i++) {
            edge_offset(a, i, &b->c, &s);
            fc_wide_neg(&s, &s);
            fci_edge_len(a, i, &len);
            if (i != 0 && !fci_len_may_beat(&s, &len, best)) {
                continue;
            }
            if (fci_div_len(&s, &len, &dist) < 0) {
                dist = 0;   // only a corrupted polygon gets here
            }
            if (i == 0 || dist < best) {
                best = dist;
                f = i;
            }
        }
        w.x = fci_wneg(a->normal[f].x);
        w.y = fci_wneg(a->normal[f].y);
        fci_edge_len(a, f, &len);
        fci_unit_len(&w, &len, &out->normal);
        // In range, r + distance < 2^29 + 2^30.5; a corrupted polygon
        // may give more, which wraps instead of overflowing.
        out->depth = fci_wadd(b->r, best);
    }
    return 1;
}

int fc_poly_circle(const fc_poly *a, const fc_circle *b)
{
    return poly_circle(a, b, NULL);
}

int fc_poly_circle_mtv(const fc_poly *a, const fc_circle *b, fc_mtv *out)
{
    fc_mtv m;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = poly_circle(a, b, &m);
    if (rc == 1) {
        *out = m;
    }
    return rc;
}
