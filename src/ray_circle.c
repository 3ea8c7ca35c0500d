// Ray (segment) against a circle (src/ray.c has the polygon and the box;
// the range proof at its top holds here too). In a file of its own: the
// sweeps of circles use it, and a program that sweeps circles links none
// of the polygon and box rays.
#include "internal.h"

// The checks every ray query starts with: NULL pointers, origin and delta
// within the supported range.
int fci_ray_check(const fc_ray *r, const fc_ray_hit *out)
{
    FC_CHECK(r != NULL, FC_ERR_NULL);
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(&r->origin) || !fci_vec_in_range(&r->delta)) {
        return FC_ERR_RANGE;
    }
    return FC_OK;
}

// Number of significant bits of a non-negative value (0 for 0): from the
// leading zeros, but in the FCI_WIDE_SMALL builds (SDCC), whose code space
// keeps a loop.
static int bits32(uint32_t v)
{
#if FCI_WIDE_SMALL
    uint32_t rest = v;
    int b = 0;
    while (rest != 0u) {
        rest >>= 1;
        b++;
    }
    return b;
#else
    return (v != 0u) ? 32 - (int)fci_clz32(v) : 0;
#endif
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
// is k itself unless T = 65536 t1 may lie near an integer; then it is
// corrected by evaluating P, exactly.

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

// The root of D the normal takes (circle_normal): s = floor(sqrt(D) 2^g),
// D scaled by 4^g (g >= 0) or floored by 4^-g (g < 0); a root of a floor
// is the floor of the root, so either way s is sqrt(D) 2^g floored.
typedef struct root_at {
    uint32_t s;
    int g;
} root_at;

// Estimate of floor(65536 t1) from t1 = C / (B + sqrt(D)), called only for
// a hit (t1 <= 1, so C <= B + sqrt(D) < 2 B: sqrt(D) < B as A C > 0).
// Everything is scaled by 2^e so that B' = B 2^e lies in [2^29, 2^30):
// D' = D 4^e < B'^2 < 2^60 and C' = C 2^e < 2^31 (bits below the scale
// are dropped when e < 0). The denominator den = B' + isqrt(D') < 2^31
// is then at most 3 below (B + sqrt(D)) 2^e >= 2^29 and C' less than 1
// below C 2^e (both exact for e >= 0), so the quotient C' / den is within
// 3 2^-29 of t1 either way (t1 <= 1), and 65536 C' / den within 3 2^-13 =
// 24 / 65536 of T = 65536 t1. With Q = floor(2^32 C' / den) (below
// 2^63), Q / 65536 lies within 25 / 65536 of T: floor(Q / 65536) is the
// estimate (at most one step from k), and when Q's low 16 bits are at
// least 32 and at most 65503 no integer lies between Q / 65536 and T, so
// the estimate is k itself and *sure is 1. Otherwise (about one hit in a
// thousand) *sure is 0 and the caller settles k with the exact predicate.
static uint32_t circle_estimate(const ray_circ *q, const fci_big *disc, const root_at *nr,
                                int *sure)
{
    fc_wide b, d = { 0 }, c;
    uint32_t hi, lo, den, root;
    int e = 30 - wide_bits(&q->b);
    if (e >= 0) {
        fc_wide_shl(&b, &q->b, (unsigned)e);
        fc_wide_shl(&c, &q->c, (unsigned)e);
    } else {
        fc_wide_sar(&b, &q->b, (unsigned)-e);
        fc_wide_sar(&c, &q->c, (unsigned)-e);
    }
    if (nr != NULL && nr->g >= e) {
        // isqrt(D') = floor(sqrt(D) 2^e), from the normal's root at the
        // finer scale g (a floor of a floor halved is the floor)
        int sh = nr->g - e;                      // 0 to 62
        root = (sh < 32) ? nr->s >> (unsigned)sh : 0u;
    } else {
        if (e >= 0) {
            (void)fci_big_to_wide(disc, &d);     // D < B^2 < 2^(60 - 2e)
            fc_wide_shl(&d, &d, 2u * (unsigned)e);
        } else {
            big_sar_wide(disc, 2u * (unsigned)-e, &d);   // B <= 2^60: -e <= 31
        }
        root = fc_wide_isqrt(&d);
    }
    fc_wide_parts(&b, &hi, &lo);
    den = lo + root;                             // < 2^30 + 2^30
    fc_wide_shl(&c, &c, 32u);                    // < 2^63
    (void)fc_wide_divmod(&c, &c, den);
    fc_wide_parts(&c, &hi, &lo);                 // Q
    if (hi != 0u) {
        *sure = 0;                               // T near 65536 (t1 = 1 at most)
        return 65536u;
    }
    *sure = (lo & 0xFFFFu) >= 32u && (lo & 0xFFFFu) <= 65503u;
    return lo >> 16;
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
// numerators stay below 2^90. circle_root takes that root (g = j), before
// the time's estimate, which takes its own from it when its scale is no
// finer; circle_normal the rest.
static void circle_root(const fci_big *disc, const fc_wide *a, fc_fixed r, root_at *nr)
{
    fc_wide r2, t = { 0 };
    fci_big m;
    int bm, j;
    fc_wide_mul(&r2, r, r);
    fci_big_mul_wide(&m, a, &r2);
    bm = big_bits(&m);
    if (bm <= 62) {
        j = (62 - bm) / 2;                       // M 4^j in [2^60, 2^62)
        (void)fci_big_to_wide(disc, &t);         // D <= M < 2^62
        fc_wide_shl(&t, &t, 2u * (unsigned)j);
        nr->g = j;
    } else {
        j = (bm - 61) / 2;                       // M / 4^j in [2^60, 2^62)
        big_sar_wide(disc, 2u * (unsigned)j, &t);   // M <= 2^117: j <= 28
        nr->g = -j;
    }
    nr->s = fc_wide_isqrt(&t);
}

static void circle_normal(const fc_vec *d, const fc_wide *x, const fc_wide *a, fc_fixed r,
                          const root_at *nr, fc_vec *n)
{
    fc_wide xs, rs, root, p, q;
    fci_big num, term, den;
    fc_wide_set(&rs, r);
    fc_wide_umul(&root, nr->s, 1u);
    if (nr->g >= 0) {
        fc_wide_shl(&xs, x, (unsigned)nr->g);
        fc_wide_shl(&rs, &rs, (unsigned)nr->g);
    } else {
        fc_wide_shl(&root, &root, (unsigned)-nr->g);
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
    fc_vec w;
    int rc = fci_ray_check(r, out);
    if (rc == FC_OK) {
        rc = fc_circle_check(c);
    }
    if (rc < 0) {
        return rc;
    }
    fci_sub(&w, &r->origin, &c->c);             // |w| <= 2^30
    return fci_ray_circle(&w, &r->delta, c->r, &out->t, &out->normal, NULL);
}

// The bounds above hold for a radius up to 2^30 as well (the swept circle
// pair's ra + rb): C = w.w - r^2 still lies in -2^60..2^61, D = A r^2 - X^2
// below 2^119, circle_normal's M = A r^2 below 2^119 (shifts up to 58)
// and its A r below 2^89 (a shift of 59 in unit_ratio, words 1 to 3).
int fci_ray_circle(const fc_vec *w, const fc_vec *delta, fc_fixed radius, fc_fixed *t_out,
                   fc_vec *normal, fc_wide *f1_out)
{
    ray_circ q;
    fc_vec nd;
    fc_wide f1, x, t;
    fci_big disc, term;
    root_at nr = { 0u, 0 };
    uint32_t k;
    int sure;
    fc_wide_mul(&q.c, w->x, w->x);
    fc_wide_muladd(&q.c, w->y, w->y);
    fc_wide_mulsub(&q.c, radius, radius);        // C
    if (fc_wide_sign(&q.c) <= 0) {
        return FC_RAY_INSIDE;
    }
    fc_wide_mul(&q.a, delta->x, delta->x);
    fc_wide_muladd(&q.a, delta->y, delta->y);    // A
    fc_wide_mul(&q.b, w->x, delta->x);
    fc_wide_muladd(&q.b, w->y, delta->y);
    fc_wide_neg(&q.b, &q.b);                     // B
    if (fc_wide_sign(&q.a) == 0 || fc_wide_sign(&q.b) <= 0) {
        return FC_RAY_MISS;   // still, or moving away: f grows from f(0) > 0
    }
    // f(1) = A - 2B + C: |A + C| < 2^62, 2B <= 2^61.
    fc_wide_add(&f1, &q.a, &q.c);
    fc_wide_sub(&f1, &f1, &q.b);
    fc_wide_sub(&f1, &f1, &q.b);
    if (fc_wide_sign(&f1) > 0 && fc_wide_cmp(&q.b, &q.a) >= 0) {
        return FC_RAY_MISS;   // f(1) > 0 with the vertex at or after 1
    }
    // D = B^2 - A C (= A r^2 - X^2).
    fci_big_mul_wide(&disc, &q.b, &q.b);
    fc_wide_neg(&t, &q.c);
    fci_big_mul_wide(&term, &q.a, &t);
    fci_big_add(&disc, &term);
    if (fc_wide_sign(&f1) > 0 && fci_big_sign(&disc) < 0) {
        return FC_RAY_MISS;   // the vertex before 1, but f stays above 0
    }
    if (radius != 0) {
        circle_root(&disc, &q.a, radius, &nr);
    }
    k = circle_estimate(&q, &disc, radius != 0 ? &nr : NULL, &sure);
    if (!sure) {
        while (k > 0u && !circle_not_past(&q, k)) {
            k--;
        }
        while (k < 65536u && circle_not_past(&q, k + 1u)) {
            k++;
        }
    }
    if (radius == 0) {
        nd.x = -delta->x;
        nd.y = -delta->y;
        fci_unit(&nd, normal);
    } else {
        fc_wide_mul(&x, delta->x, w->y);
        fc_wide_mulsub(&x, delta->y, w->x);       // X = cross(d, w)
        circle_normal(delta, &x, &q.a, radius, &nr, normal);
    }
    *t_out = (fc_fixed)k;
    if (f1_out != NULL) {
        *f1_out = f1;
    }
    return FC_RAY_HIT;
}
