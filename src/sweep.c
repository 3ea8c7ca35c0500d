// Moving convex shapes: exact time of first contact by intersecting the
// per-axis time intervals of the separating axis theorem.
#include "internal.h"

// Room for a polygon or a box's four corners.
#if FC_MAX_VERTS > 4
#  define MOVED_MAX FC_MAX_VERTS
#else
#  define MOVED_MAX 4
#endif

// A time num / den with den > 0; 0 <= num <= den once clamped to [0, 1].
typedef struct frac {
    fc_wide num;
    fc_wide den;
} frac;

#if !FCI_WIDE_SMALL
// v in [1, 2^62] as m 2^e with m in [2^30, 2^31): exact when e <= 0, else
// m 2^e <= v < (m + 1) 2^e, within a relative 2^-30.
static uint32_t mantissa(const fc_wide *v, int *e)
{
    fc_wide t;
    uint32_t hi, lo;
    int s;
    fc_wide_parts(v, &hi, &lo);
    s = (hi != 0u ? 64 - (int)fci_clz32(hi) : 32 - (int)fci_clz32(lo)) - 31;
    *e = s;
    if (s <= 0) {
        return lo << (unsigned)-s;
    }
    fc_wide_sar(&t, v, (unsigned)s);
    fc_wide_parts(&t, &hi, &lo);
    return lo;
}

// A quick decision of a b against c d (each in [1, 2^62]): 1 or -1 when
// 32-bit mantissas settle it, 0 when too close to tell. Each product
// p = P 2^e is then known within a relative 2^-28 above P
// (P in [2^60, 2^62)): exponents 3 apart decide at once; otherwise the
// smaller product is shifted to the larger's exponent (floor) and the
// difference must clear both errors.
static int products_cmp_quick(const fc_wide *a, const fc_wide *b, const fc_wide *c,
                              const fc_wide *d)
{
    fc_wide p, q, t, diff, margin;
    int ea, eb, ec, ed, e, flip = 1;
    uint32_t ma = mantissa(a, &ea), mb = mantissa(b, &eb);
    uint32_t mc = mantissa(c, &ec), md = mantissa(d, &ed);
    fc_wide_umul(&p, ma, mb);
    fc_wide_umul(&q, mc, md);
    e = (ea + eb) - (ec + ed);
    if (e < 0) {
        t = p;              // the larger exponent first: p
        p = q;
        q = t;
        e = -e;
        flip = -1;
    }
    if (e >= 3) {
        return flip;        // p >= 2^63 2^e2 > q (q < 2^62 (1 + 2^-28) 2^e2)
    }
    fc_wide_sar(&q, &q, (unsigned)e);
    // p in [P, P (1 + 2^-28)), q in [Q', (Q' + 1) (1 + 2^-28)) (units 2^e1)
    fc_wide_sub(&diff, &p, &q);
    fc_wide_sar(&margin, &q, 28u);
    fc_wide_set(&t, 3);
    fc_wide_add(&margin, &margin, &t);
    if (fc_wide_cmp(&diff, &margin) >= 0) {
        return flip;        // P - Q' >= 1 + (Q' + 1) 2^-28
    }
    fc_wide_neg(&diff, &diff);
    fc_wide_sar(&margin, &p, 28u);
    fc_wide_set(&t, 2);
    fc_wide_add(&margin, &margin, &t);
    if (fc_wide_cmp(&diff, &margin) >= 0) {
        return -flip;       // Q' - P >= P 2^-28
    }
    return 0;
}

#endif

// Sign of x - y, exact: x.num y.den - y.num x.den in 128 bits (numerators
// below 2^62, denominators below 2^61), after a quick decision on 32-bit
// mantissas that settles all but near ties (not in the FCI_WIDE_SMALL
// builds, where code size comes first). Against y = 0 / 1 or 1 / 1
// (the bounds of [0, 1] before an axis moves them) one 64-bit compare does.
static int frac_cmp(const frac *x, const frac *y)
{
    fci_big l, r;
    int sx, sy;
    if (fc_wide_fits32(&y->den) && fc_wide_low32(&y->den) == 1 && fc_wide_fits32(&y->num)) {
        int32_t k = fc_wide_low32(&y->num);
        if (k == 0) {
            return fc_wide_sign(&x->num);            // x.den > 0
        }
        if (k == 1) {
            return fc_wide_cmp(&x->num, &x->den);
        }
    }
    sx = fc_wide_sign(&x->num);
    sy = fc_wide_sign(&y->num);
    if (sx != sy || sx == 0) {
        return sx > sy ? 1 : (sx < sy ? -1 : 0);     // the denominators are > 0
    }
#if !FCI_WIDE_SMALL
    // Positive times (negative ones meet only times of the other sign
    // here: t0 >= 0, and t1 < 0 ends the search) go the quick way first.
    if (sx > 0) {
        int q = products_cmp_quick(&x->num, &y->den, &y->num, &x->den);
        if (q != 0) {
            return q;
        }
    }
#endif
    fci_big_mul_wide(&l, &x->num, &y->den);
    fci_big_mul_wide(&r, &y->num, &x->den);
    return fci_big_cmp(&l, &r);
}

static void set_frac(frac *f, int32_t num)
{
    fc_wide_set(&f->num, num);
    fc_wide_set(&f->den, 1);
}

// The MTV where A ends up: the same shape moved by v (coordinates within
// 2^30, projections within 2^61: the SAT stays exact). Zero when apart.
static void end_mtv(const fci_shape *a, const fci_shape *b, const fc_vec *v, fc_mtv *m)
{
    fc_vec moved[MOVED_MAX];
    fci_shape at_end;
    int i;
    for (i = 0; i < a->n; i++) {
        moved[i].x = fci_wadd(a->v[i].x, v->x);
        moved[i].y = fci_wadd(a->v[i].y, v->y);
    }
    at_end = *a;
    at_end.v = moved;
    (void)fci_sat(&at_end, b, m, NULL);
}

// 1 when box a swept by v may touch box b: the union of a and a + v holds
// every position on the way. Wrapping sums keep a corrupted box defined.
int fci_swept_boxes_overlap(const fc_box *a, const fc_vec *v, const fc_box *b)
{
    fc_box s;
    s = *a;
    if (v->x < 0) {
        s.min.x = fci_wadd(s.min.x, v->x);
    } else {
        s.max.x = fci_wadd(s.max.x, v->x);
    }
    if (v->y < 0) {
        s.min.y = fci_wadd(s.min.y, v->y);
    } else {
        s.max.y = fci_wadd(s.max.y, v->y);
    }
    return FCI_BOXES_OVERLAP(&s, b);
}

// Stores, not copies: fewer instructions on every CPU.
void fci_sweep_clear(fc_sweep *r)
{
    FCI_SWEEP_CLEAR(r);
}

// The answer for shapes whose swept boxes do not touch: a miss, every
// field zero.
static int sweep_miss(fc_sweep *out)
{
    fc_sweep r;
    fci_sweep_clear(&r);
    *out = r;
    return FC_SWEEP_MISS;
}

// For each axis n of both shapes (pa, pb: the polygons themselves, or
// NULL for boxes), with A's interval [a0, a1], B's [b0, b1] and
// s = n . v, A's interval at time t is [a0 + ts, a1 + ts]:
//   s = 0: they overlap always or never;
//   s > 0: from (b0 - a1) / s until (b1 - a0) / s;
//   s < 0: from (a0 - b1) / -s until (a1 - b0) / -s.
// Contact times = [max of starts, min of ends] within [0, 1]; the axis of
// the latest start is where contact begins (first such axis on ties).
// The shapes touch at t = 1 exactly when no axis keeps them apart for
// ever and t0 <= 1 <= t1: only then is the MTV at the end computed (it is
// zero otherwise).
static int sweep_shapes(const fci_shape *a, const fci_shape *b, const fc_vec *v,
                        const fc_poly *pa, const fc_poly *pb, fc_sweep *out)
{
    const fci_shape *owner;
    fci_axis axis;
    fc_vec enter_axis;
    fc_wide a0 = { 0 }, a1 = { 0 }, b0 = { 0 }, b1 = { 0 }, s;
    frac enter, leave, t0, t1, one;
    fc_sweep r;
    int i, pass, sign, moved, overlap_now = 1, never = 0;

    set_frac(&t0, 0);
    set_frac(&t1, 1);
    set_frac(&one, 1);
    enter_axis.x = 1;
    enter_axis.y = 0;
    for (pass = 0; pass < 2; pass++) {
        owner = pass == 0 ? a : b;
        for (i = 0; i < owner->naxes && never == 0; i++) {
            const fc_vec *ax = &owner->axis[i];
            fci_project(a, ax, &a0, &a1);
            fci_project(b, ax, &b0, &b1);
            fc_wide_mul(&s, ax->x, v->x);
            fc_wide_muladd(&s, ax->y, v->y);
            sign = fc_wide_sign(&s);
            if (fc_wide_cmp(&a1, &b0) < 0 || fc_wide_cmp(&b1, &a0) < 0) {
                overlap_now = 0;
                if (sign == 0) {
                    never = 1;   // apart on this axis for ever: the search ends
                }
            }
            if (sign == 0) {
                continue;
            }
            if (sign > 0) {
                fc_wide_sub(&enter.num, &b0, &a1);
                fc_wide_sub(&leave.num, &b1, &a0);
                enter.den = s;
            } else {
                fc_wide_sub(&enter.num, &a0, &b1);
                fc_wide_sub(&leave.num, &a1, &b0);
                fc_wide_neg(&enter.den, &s);
            }
            leave.den = enter.den;
            moved = 0;
            if (frac_cmp(&enter, &t0) > 0) {
                FCI_COPY2(t0, enter, num, den);
                enter_axis.x = sign > 0 ? -ax->x : ax->x;   // from B towards A
                enter_axis.y = sign > 0 ? -ax->y : ax->y;
                moved = 1;
            }
            if (frac_cmp(&leave, &t1) < 0) {
                FCI_COPY2(t1, leave, num, den);
                moved = 1;
            }
            if (moved != 0 && frac_cmp(&t0, &t1) > 0) {
                never = 1;       // no common time in [0, 1]: apart now too
            }
        }
        if (never != 0) {
            // A miss, apart at t = 0 and t = 1 (t0 > 0 or t1 < 0 means
            // apart now): nothing more to find.
            fci_sweep_clear(&r);
            *out = r;
            return FC_SWEEP_MISS;
        }
    }

    fci_sweep_clear(&r);
    r.intersect = (uint8_t)overlap_now;
    r.will_intersect = 1u;     // t0 <= t1: they touch within [0, 1]
    if (overlap_now != 0) {
        // The polygons' linear-time SAT where there are polygons (the
        // same answer as fci_sat's).
        if (pa != NULL && pb != NULL) {
            (void)fci_sat_poly(pa, pb, &r.start, &axis);
        } else {
            (void)fci_sat(a, b, &r.start, &axis);
        }
        FCI_COPY2(r.normal, r.start.normal, x, y);
        r.motion = (int8_t)fci_motion(v, &axis.dir);
    } else {
        r.toi = fci_frac_floor16(&t0.num, &t0.den);
        fci_unit(&enter_axis, &r.normal);
    }
    if (frac_cmp(&t1, &one) >= 0) {            // t0 <= t1 = 1: touching at the end
        end_mtv(a, b, v, &r.end);
    }
    *out = r;
    return overlap_now != 0 ? FC_SWEEP_OVERLAP : FC_SWEEP_HIT;
}

int fc_poly_sweep(const fc_poly *a, const fc_poly *b, const fc_vec *v, fc_sweep *out)
{
    fci_shape sa, sb;
    int rc = fci_check_poly_full(a, 1);
    if (rc == FC_OK) {
        rc = fci_check_poly_full(b, 1);
    }
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(v)) {
        return FC_ERR_RANGE;
    }
    if (!fci_swept_boxes_overlap(&a->box, v, &b->box)) {
        return sweep_miss(out);
    }
    fci_poly_shape(a, &sa);
    fci_poly_shape(b, &sb);
    return sweep_shapes(&sa, &sb, v, a, b, out);
}

int fc_box_sweep(const fc_box *a, const fc_box *b, const fc_vec *v, fc_sweep *out)
{
    fci_shape sa, sb;
    fc_vec ca[4], cb[4];
    int rc = fc_box_check(a);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(v)) {
        return FC_ERR_RANGE;
    }
    if (!fci_swept_boxes_overlap(a, v, b)) {
        return sweep_miss(out);
    }
    fci_box_shape(a, ca, &sa);
    fci_box_shape(b, cb, &sb);
    return sweep_shapes(&sa, &sb, v, NULL, NULL, out);
}

// A convex polygon against a box, either moving: the same swept SAT over
// the polygon's normals and the box's two axes.
static int poly_box_sweep(const fc_poly *p, const fc_box *bx, int poly_moves, const fc_vec *v,
                          fc_sweep *out)
{
    fci_shape sp, sb;
    fc_vec corner[4];
    int rc = fci_check_poly_full(p, 1);
    if (rc == FC_OK) {
        rc = fc_box_check(bx);
    }
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(v)) {
        return FC_ERR_RANGE;
    }
    if (poly_moves != 0 ? !fci_swept_boxes_overlap(&p->box, v, bx)
                        : !fci_swept_boxes_overlap(bx, v, &p->box)) {
        return sweep_miss(out);
    }
    fci_poly_shape(p, &sp);
    fci_box_shape(bx, corner, &sb);
    if (poly_moves != 0) {
        return sweep_shapes(&sp, &sb, v, NULL, NULL, out);
    }
    return sweep_shapes(&sb, &sp, v, NULL, NULL, out);
}

int fc_poly_sweep_box(const fc_poly *a, const fc_box *b, const fc_vec *v, fc_sweep *out)
{
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
    return poly_box_sweep(a, b, 1, v, out);
}

int fc_box_sweep_poly(const fc_box *a, const fc_poly *b, const fc_vec *v, fc_sweep *out)
{
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
    return poly_box_sweep(b, a, 0, v, out);
}

void fci_sweep_flip(fc_sweep *r)
{
    r->normal.x = fci_wneg(r->normal.x);
    r->normal.y = fci_wneg(r->normal.y);
    r->start.normal.x = fci_wneg(r->start.normal.x);
    r->start.normal.y = fci_wneg(r->start.normal.y);
    r->end.normal.x = fci_wneg(r->end.normal.x);
    r->end.normal.y = fci_wneg(r->end.normal.y);
}

int fci_motion(const fc_vec *v, const fc_vec *dir)
{
    return fci_dot_sign(v, dir);
}
