// Ray (segment) queries: polygon and box (the circle: src/ray_circle.c,
// a file of its own because the sweeps of circles need it too).
//
// The segment is o + t d, t in [0, 1]. Every query first answers INSIDE
// when o is in or on the closed shape, then finds the exact first time
// t_true at which the segment touches the shape, and reports
// k = floor(65536 t_true) together with the outward unit normal there.
//
// Range proof shared by the three: o, d and every shape coordinate lie
// within +-2^29, so a difference w of two points fits 2^30, a product of
// a difference with d fits 2^59 and a dot or cross product of two
// differences fits 2^61: one fc_wide each. Anything wider (products of two
// such values, up to 2^122) goes through fci_big.
#include "internal.h"

// ---- box ---------------------------------------------------------------------------
//
// Slab method, exact: on an axis with d != 0 the segment is between the
// two planes for t in [enter, exit] = [(lo - o) / d, (hi - o) / d] (ends
// swapped for d < 0), each a fraction num / den with |num| <= 2^30 and
// 0 < den <= 2^29; with d = 0 it is between them always or never. The hit
// time is the largest enter, when it is not past the smallest exit (nor
// past 1). Fractions are compared by cross multiplication (<= 2^60).

int fc_ray_box(const fc_ray *r, const fc_box *b, fc_ray_hit *out)
{
    int32_t o, d, lo, hi, en, ex, den;
    int32_t in_num = 0, in_den = 1, out_num = 1, out_den = 1;
    fc_wide num, wden;
    int axis = -1, i, rc = fci_ray_check(r, out);
    if (rc == FC_OK) {
        rc = fc_point_in_box(b, &r->origin);   // checks the box too
    }
    if (rc < 0) {
        return rc;
    }
    if (rc == 1) {
        return FC_RAY_INSIDE;
    }
    for (i = 0; i < 2; i++) {
        o = i == 0 ? r->origin.x : r->origin.y;
        d = i == 0 ? r->delta.x : r->delta.y;
        lo = i == 0 ? b->min.x : b->min.y;
        hi = i == 0 ? b->max.x : b->max.y;
        if (d == 0) {
            if (o < lo || o > hi) {
                return FC_RAY_MISS;
            }
            continue;
        }
        if (d > 0) {
            en = lo - o;
            ex = hi - o;
            den = d;
        } else {
            en = o - hi;
            ex = o - lo;
            den = -d;
        }
        // Strictly later only: on a tie (a corner) the x side stays.
        if (fc_wide_cmp_products(en, in_den, in_num, den) > 0) {
            in_num = en;
            in_den = den;
            axis = i;
        }
        if (fc_wide_cmp_products(ex, out_den, out_num, den) < 0) {
            out_num = ex;
            out_den = den;
        }
    }
    // With the origin outside, a hit always has a slab entered at t > 0
    // (axis >= 0); 0 < enter <= exit <= 1.
    if (axis < 0 || fc_wide_cmp_products(in_num, out_den, out_num, in_den) > 0) {
        return FC_RAY_MISS;
    }
    fc_wide_set(&num, in_num);
    fc_wide_set(&wden, in_den);
    out->t = fci_frac_floor16(&num, &wden);
    d = axis == 0 ? r->delta.x : r->delta.y;
    out->normal.x = 0;
    out->normal.y = 0;
    if (axis == 0) {
        out->normal.x = d > 0 ? -FC_ONE : FC_ONE;
    } else {
        out->normal.y = d > 0 ? -FC_ONE : FC_ONE;
    }
    return FC_RAY_HIT;
}

// ---- polygon -------------------------------------------------------------------------
//
// The first boundary point is the least, over the edges, of the first time
// the segment touches the closed edge segment a + u e, u in [0, 1]:
//  - not parallel (cross(d, e) != 0): t = cross(a - o, e) / cross(d, e),
//    u = cross(a - o, d) / cross(d, e), both must lie in [0, 1];
//  - parallel and on the same line (cross(a - o, d) = 0): the edge covers
//    [(a - o).d, (b - o).d] / d.d on the line; the origin is outside the
//    polygon, so not on the edge, and the touch is the nearer end when it
//    lies in [0, 1];
//  - parallel on another line: no touch.
// Magnitudes: |a - o|, |e| <= 2^30, |d| <= 2^29, so the numerators are at
// most 2^61 and the denominators at most 2^60 (both > 0 after the sign is
// normalised). Two times are compared by cross multiplication in 128 bits.

// 1 and *num / *den (0 <= num <= den) when the segment touches edge a b.
static int edge_touch(const fc_ray *r, const fc_vec *a, const fc_vec *b, fc_wide *num, fc_wide *den)
{
    fc_vec ao, bo, e;
    fc_wide dn, tn, un, tb;
    const fc_vec *d = &r->delta;
    fci_sub(&ao, a, &r->origin);
    fci_sub(&e, b, a);
    fc_wide_mul(&dn, d->x, e.y);
    fc_wide_mulsub(&dn, d->y, e.x);            // cross(d, e), <= 2^60
    fc_wide_mul(&un, ao.x, d->y);
    fc_wide_mulsub(&un, ao.y, d->x);           // cross(a - o, d), <= 2^60
    if (fc_wide_sign(&dn) == 0) {
        if (fc_wide_sign(&un) != 0) {
            return 0;
        }
        fci_sub(&bo, b, &r->origin);
        fc_wide_mul(&tn, ao.x, d->x);
        fc_wide_muladd(&tn, ao.y, d->y);       // (a - o).d, <= 2^60
        fc_wide_mul(&tb, bo.x, d->x);
        fc_wide_muladd(&tb, bo.y, d->y);
        if (fc_wide_cmp(&tb, &tn) < 0) {
            tn = tb;
        }
        fc_wide_mul(&dn, d->x, d->x);
        fc_wide_muladd(&dn, d->y, d->y);       // d.d, 1..2^59
        if (fc_wide_sign(&tn) < 0 || fc_wide_cmp(&tn, &dn) > 0) {
            return 0;
        }
        *num = tn;
        *den = dn;
        return 1;
    }
    fc_wide_mul(&tn, ao.x, e.y);
    fc_wide_mulsub(&tn, ao.y, e.x);            // cross(a - o, e), <= 2^61
    if (fc_wide_sign(&dn) < 0) {
        fc_wide_neg(&dn, &dn);
        fc_wide_neg(&tn, &tn);
        fc_wide_neg(&un, &un);
    }
    if (fc_wide_sign(&tn) < 0 || fc_wide_cmp(&tn, &dn) > 0
        || fc_wide_sign(&un) < 0 || fc_wide_cmp(&un, &dn) > 0) {
        return 0;
    }
    *num = tn;
    *den = dn;
    return 1;
}

int fc_ray_poly(const fc_ray *r, const fc_vec *pts, int n, fc_ray_hit *out)
{
    fci_big area, lhs, rhs;
    fc_wide bn, bd, tn, td;
    fc_vec e, perp;
    int i, j, best = -1, sign, rc = fci_ray_check(r, out);
    if (rc == FC_OK) {
        rc = fci_check_points(pts, n);
    }
    if (rc < 0) {
        return rc;
    }
    for (i = 0; i < n; i++) {
        j = FCI_NEXT(i, n);
        if (pts[i].x == pts[j].x && pts[i].y == pts[j].y) {
            return FC_ERR_DEGENERATE;
        }
    }
    fci_area2(pts, n, &area);
    sign = fci_big_sign(&area);
    if (sign == 0) {
        return FC_ERR_DEGENERATE;
    }
    // pts, n and the origin passed the checks above: no error code here.
    if (fc_point_in_poly(pts, n, &r->origin) != FC_PIP_OUT) {
        return FC_RAY_INSIDE;
    }
    if (r->delta.x == 0 && r->delta.y == 0) {
        return FC_RAY_MISS;
    }
    fc_wide_set(&bn, 1);
    fc_wide_set(&bd, 1);
    for (i = 0; i < n; i++) {
        if (!edge_touch(r, &pts[i], &pts[FCI_NEXT(i, n)], &tn, &td)) {
            continue;
        }
        if (best >= 0) {
            // tn / td < bn / bd  <=>  tn bd < bn td (denominators > 0).
            fci_big_mul_wide(&lhs, &tn, &bd);
            fci_big_mul_wide(&rhs, &bn, &td);
            if (fci_big_cmp(&lhs, &rhs) >= 0) {
                continue;   // not earlier: the first edge found keeps a tie
            }
        }
        best = i;
        bn = tn;
        bd = td;
    }
    if (best < 0) {
        return FC_RAY_MISS;
    }
    // The edge's perpendicular (e.y, -e.x) is on its right: outward for a
    // counter-clockwise polygon (positive area), inward for a clockwise one.
    fci_sub(&e, &pts[FCI_NEXT(best, n)], &pts[best]);   // |e| <= 2^30, != 0
    perp.x = sign > 0 ? e.y : -e.y;
    perp.y = sign > 0 ? -e.x : e.x;
    out->t = fci_frac_floor16(&bn, &bd);
    fci_unit(&perp, &out->normal);
    return FC_RAY_HIT;
}
