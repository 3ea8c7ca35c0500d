// Ray (segment) queries: polygon, circle, box.
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

// ---- small shared pieces ---------------------------------------------------------

// The checks every ray query starts with: NULL pointers, origin and delta
// within the supported range.
static int ray_check(const fc_ray *r, const fc_ray_hit *out)
{
    FC_CHECK(r != NULL, FC_ERR_NULL);
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(&r->origin) || !fci_vec_in_range(&r->delta)) {
        return FC_ERR_RANGE;
    }
    return FC_OK;
}

// Number of significant bits of a non-negative value (0 for 0).
static int bits32(uint32_t v)
{
    uint32_t rest = v;
    int b = 0;
    while (rest != 0u) {
        rest >>= 1;
        b++;
    }
    return b;
}

static int wide_bits(const fc_wide *a)
{
    uint32_t hi, lo;
    fc_wide_parts(a, &hi, &lo);
    return hi != 0u ? 32 + bits32(hi) : bits32(lo);
}

static int big_bits(const fci_big *a)
{
    int i;
    for (i = 3; i > 0; i--) {
        if (a->w[i] != 0u) {
            return 32 * i + bits32(a->w[i]);
        }
    }
    return bits32(a->w[0]);
}

// *out = floor(a / 2^s), 0 <= s < 64, for a result the caller knows fits
// 64 bits (the low 64 bits of the shifted value are taken). Every caller
// shifts by at most 62 (circle_estimate, unit_ratio and circle_normal
// derive their bounds), so q = s / 32 <= 1 and words q to q + 2 exist.
static void big_sar_wide(const fci_big *a, unsigned s, fc_wide *out)
{
    unsigned q = s >> 5, b = s & 31u;
    uint32_t w0 = a->w[q], w1 = a->w[q + 1u], w2 = a->w[q + 2u];
    if (b != 0u) {
        w0 = (w0 >> b) | (w1 << (32u - b));
        w1 = (w1 >> b) | (w2 << (32u - b));
    }
    fc_wide_set_parts(out, w1, w0);
}

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
    int axis = -1, i, rc = ray_check(r, out);
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
    int i, j, best = -1, sign, rc = ray_check(r, out);
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

// ---- circle ------------------------------------------------------------------------
//
// With w = o - c, f(t) = |w + t d|^2 - r^2 = A t^2 - 2 B t + C where
//   A = d.d        1..2^59,
//   B = -(w.d)     |B| <= 2^60 (B > 0: moving towards the center),
//   C = w.w - r^2  -2^58..2^61 (C <= 0: the origin is in the circle).
// The discriminant D = B^2 - A C equals A r^2 - X^2 with X = cross(d, w)
// (|X| <= 2^60); D and the products below reach 2^122 and are kept in
// fci_big. With C > 0 and A > 0 the segment reaches the circle exactly
// when f(1) <= 0, or when the vertex B / A of the parabola lies before 1
// and D >= 0. The first root is t1 = (B - sqrt(D)) / A = C / (B + sqrt(D)).
//
// k = floor(65536 t1) is the largest k with k / 65536 <= t1, and for
// k / 65536 <= B / A (before the vertex, where f decreases) that holds
// exactly when f(k / 65536) >= 0. So the predicate
//   P(k):  A k <= 65536 B  and  g(k) = A k^2 - 2^17 B k + 2^32 C >= 0
// (g = 2^32 f(k / 65536), |terms| <= 2^93) is true up to k and false
// after; P(0) holds. An estimate of k within one step (circle_estimate)
// is corrected by evaluating P, exactly.

typedef struct ray_circ {
    fc_wide a;   // A = d.d
    fc_wide b;   // B = -(w.d)
    fc_wide c;   // C = w.w - r^2
} ray_circ;

// P(k) above, 0 <= k <= 65536.
static int circle_not_past(const ray_circ *q, uint32_t k)
{
    fc_wide t;
    fci_big x, y;
    fc_wide_umul(&t, k, 1u);
    fci_big_mul_wide(&x, &q->a, &t);            // A k <= 2^75
    fc_wide_set(&t, 65536L);
    fci_big_mul_wide(&y, &q->b, &t);            // 65536 B <= 2^76
    if (fci_big_cmp(&x, &y) > 0) {
        return 0;
    }
    fc_wide_umul(&t, k, k);                     // k^2 <= 2^32
    fci_big_mul_wide(&x, &q->a, &t);            // A k^2 <= 2^91
    fc_wide_mul(&t, -(int32_t)k, 131072L);      // -2^17 k, |.| <= 2^33
    fci_big_mul_wide(&y, &q->b, &t);            // |.| <= 2^93
    fci_big_add(&x, &y);
    fc_wide_set(&t, 1);
    fc_wide_shl(&t, &t, 32u);
    fci_big_mul_wide(&y, &q->c, &t);            // 2^32 C <= 2^93
    fci_big_add(&x, &y);                        // |sum| < 2^95
    return fci_big_sign(&x) >= 0;
}

// Estimate of floor(65536 t1) from t1 = C / (B + sqrt(D)), called only for
// a hit (t1 <= 1, so C <= B + sqrt(D) < 2 B). Everything is scaled by 2^e
// so that B' = B 2^e lies in [2^29, 2^30): D' = D 4^e < B'^2 < 2^60 and
// C' = C 2^e < 2^31 (bits below the scale are dropped when e < 0). The
// denominator B' + isqrt(D') < 2^31 is then within 3 of (B + sqrt(D)) 2^e
// >= 2^29 and C' within 1 of C 2^e, so the quotient is within 2^-27 of t1:
// the estimate is within one step of k.
static uint32_t circle_estimate(const ray_circ *q, const fci_big *disc)
{
    fc_wide b, d = { 0 }, c;
    uint32_t hi, lo, den;
    int e = 30 - wide_bits(&q->b);
    if (e >= 0) {
        fc_wide_shl(&b, &q->b, (unsigned)e);
        (void)fci_big_to_wide(disc, &d);         // D < B^2 < 2^(60 - 2e)
        fc_wide_shl(&d, &d, 2u * (unsigned)e);
        fc_wide_shl(&c, &q->c, (unsigned)e);
    } else {
        fc_wide_sar(&b, &q->b, (unsigned)-e);
        big_sar_wide(disc, 2u * (unsigned)-e, &d);   // B <= 2^60: -e <= 31
        fc_wide_sar(&c, &q->c, (unsigned)-e);
    }
    fc_wide_parts(&b, &hi, &lo);
    den = lo + fc_wide_isqrt(&d);                // < 2^30 + 2^30
    fc_wide_shl(&c, &c, 16u);                    // < 2^47
    (void)fc_wide_divmod(&c, &c, den);
    fc_wide_parts(&c, &hi, &lo);
    return (hi != 0u || lo > 65536u) ? 65536u : lo;
}

// round(65536 num / den), 2^30 <= den < 2^89 (circle_normal's A r_s),
// |num| <= den (1 + 2^-28): both are shifted right by s = bits(den) - 31,
// 0 to 58, so that den fits 31 bits (a relative error below 2^-30), then
// one 64-by-32 division rounds.
static fc_fixed unit_ratio(const fci_big *num, const fci_big *den)
{
    fci_big n;
    fc_wide nw, dw;
    int32_t res = 0;
    uint32_t hi, lo;
    int s = big_bits(den) - 31;
    fci_big_mul_i32(&n, num, 65536L);           // <= 2^106
    big_sar_wide(&n, (unsigned)s, &nw);          // <= 2^47
    big_sar_wide(den, (unsigned)s, &dw);         // 2^30..2^31
    fc_wide_parts(&dw, &hi, &lo);
    (void)fc_wide_div_round(&nw, (int32_t)lo, &res);
    return res;
}

// The outward normal at the first root: with P = w + t1 d the hit point
// relative to c, A P = X perp(d) - sqrt(D) d (perp(d) = (-d.y, d.x)), and
// |A P| = A r. So
//   n = (-X d.y - sqrt(D) d.x, X d.x - sqrt(D) d.y) / (A r).
// sqrt(D) is the only irrational part. With M = A r^2 (>= D, >= X^2,
// <= 2^117) scaled by 4^j into [2^60, 2^62), R = isqrt(D 4^j) is within 2
// of sqrt(D) 2^j while sqrt(M 4^j) >= 2^30, so the error it brings to n is
// below 2^-29 and n stays within 1/2 + 2^-12 raw of the true unit normal.
// j >= 0: X 2^j, r 2^j < 2^31 and R < 2^31; j < 0: R 2^-j < 2^59. The
// numerators stay below 2^90.
static void circle_normal(const fc_vec *d, const fc_wide *x, const fci_big *disc,
                          const fc_wide *a, fc_fixed r, fc_vec *n)
{
    fc_wide r2, xs, rs, root, t = { 0 }, p, q;
    fci_big m, num, term, den;
    uint32_t s;
    int bm, j;
    fc_wide_mul(&r2, r, r);
    fci_big_mul_wide(&m, a, &r2);
    bm = big_bits(&m);
    fc_wide_set(&rs, r);
    if (bm <= 62) {
        j = (62 - bm) / 2;                       // M 4^j in [2^60, 2^62)
        (void)fci_big_to_wide(disc, &t);         // D <= M < 2^62
        fc_wide_shl(&t, &t, 2u * (unsigned)j);
        s = fc_wide_isqrt(&t);
        fc_wide_umul(&root, s, 1u);
        fc_wide_shl(&xs, x, (unsigned)j);
        fc_wide_shl(&rs, &rs, (unsigned)j);
    } else {
        j = (bm - 61) / 2;                       // M / 4^j in [2^60, 2^62)
        big_sar_wide(disc, 2u * (unsigned)j, &t);   // M <= 2^117: j <= 28
        s = fc_wide_isqrt(&t);
        fc_wide_umul(&root, s, 1u);
        fc_wide_shl(&root, &root, (unsigned)j);
        xs = *x;
    }
    // A r_s is in [2^30, 2^89), as unit_ratio needs: its square is A M 4^j
    // >= 2^60 in the first branch, A M in [2^62, 2^176] in the second.
    fci_big_mul_wide(&den, a, &rs);
    // n.x: -X_s d.y - R_s d.x
    fc_wide_set(&p, -d->y);
    fc_wide_set(&q, -d->x);
    fci_big_mul_wide(&num, &xs, &p);
    fci_big_mul_wide(&term, &root, &q);
    fci_big_add(&num, &term);
    n->x = unit_ratio(&num, &den);
    // n.y: X_s d.x - R_s d.y
    fc_wide_set(&p, d->x);
    fc_wide_set(&q, -d->y);
    fci_big_mul_wide(&num, &xs, &p);
    fci_big_mul_wide(&term, &root, &q);
    fci_big_add(&num, &term);
    n->y = unit_ratio(&num, &den);
}

int fc_ray_circle(const fc_ray *r, const fc_circle *c, fc_ray_hit *out)
{
    ray_circ q;
    fc_vec w, nd;
    fc_wide f1, x, t;
    fci_big disc, term;
    uint32_t k;
    int rc = ray_check(r, out);
    if (rc == FC_OK) {
        rc = fc_circle_check(c);
    }
    if (rc < 0) {
        return rc;
    }
    fci_sub(&w, &r->origin, &c->c);              // |w| <= 2^30
    fc_wide_mul(&q.c, w.x, w.x);
    fc_wide_muladd(&q.c, w.y, w.y);
    fc_wide_mulsub(&q.c, c->r, c->r);            // C
    if (fc_wide_sign(&q.c) <= 0) {
        return FC_RAY_INSIDE;
    }
    fc_wide_mul(&q.a, r->delta.x, r->delta.x);
    fc_wide_muladd(&q.a, r->delta.y, r->delta.y);   // A
    fc_wide_mul(&q.b, w.x, r->delta.x);
    fc_wide_muladd(&q.b, w.y, r->delta.y);
    fc_wide_neg(&q.b, &q.b);                     // B
    if (fc_wide_sign(&q.a) == 0 || fc_wide_sign(&q.b) <= 0) {
        return FC_RAY_MISS;   // still, or moving away: f grows from f(0) > 0
    }
    // f(1) = A - 2B + C: |A + C| < 2^62, 2B <= 2^61.
    fc_wide_add(&f1, &q.a, &q.c);
    fc_wide_sub(&f1, &f1, &q.b);
    fc_wide_sub(&f1, &f1, &q.b);
    // D = B^2 - A C (= A r^2 - X^2).
    fci_big_mul_wide(&disc, &q.b, &q.b);
    fc_wide_neg(&t, &q.c);
    fci_big_mul_wide(&term, &q.a, &t);
    fci_big_add(&disc, &term);
    if (fc_wide_sign(&f1) > 0 && (fc_wide_cmp(&q.b, &q.a) >= 0 || fci_big_sign(&disc) < 0)) {
        return FC_RAY_MISS;
    }
    k = circle_estimate(&q, &disc);
    while (k > 0u && !circle_not_past(&q, k)) {
        k--;
    }
    while (k < 65536u && circle_not_past(&q, k + 1u)) {
        k++;
    }
    if (c->r == 0) {
        nd.x = -r->delta.x;
        nd.y = -r->delta.y;
        fci_unit(&nd, &out->normal);
    } else {
        fc_wide_mul(&x, r->delta.x, w.y);
        fc_wide_mulsub(&x, r->delta.y, w.x);     // X = cross(d, w)
        circle_normal(&r->delta, &x, &disc, &q.a, c->r, &out->normal);
    }
    out->t = (fc_fixed)k;
    return FC_RAY_HIT;
}
