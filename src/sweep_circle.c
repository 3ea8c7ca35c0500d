// A moving circle against a still convex polygon: exact swept test.
//
// The circle (center c, radius r) moves by v over t in [0, 1]; b is convex,
// counter-clockwise, vertices p_i, edges e_i = p_i+1 - p_i with outward
// normals n_i = (e_i.y, -e_i.x) (|n_i| = |e_i|). The centers at which the
// circle touches b form M = b grown by r: convex, its boundary made of the
// offset edges S_i = { p_i + r n_i / |n_i| + u e_i : 0 <= u <= 1 } and the
// vertex arcs (parts of the circles of radius r about the vertices). The
// path c + t v touches b at the times it lies in M, an interval [t_in,
// t_out] (convexity); the first contact is its entry t_in.
//
// Algorithm:
//
//   if dist(c, b) <= r:                       (fc_poly_circle, exact)
//       OVERLAP: toi 0, normal = start = the circle's MTV at t = 0
//   for each edge i:                          (edge stage)
//       if n_i . v < 0 and the path crosses the offset line
//          n_i . (x - p_i) = r |n_i| at a time t_i in [0, 1] and at a point
//          of S_i:
//           HIT: toi = floor(65536 t_i), normal = n_i / |n_i|
//   for each vertex i:                        (vertex stage)
//       k_i = fc_ray_circle(ray (c, v), circle (p_i, r))   (exact floor)
//   no k_i: MISS
//   HIT: toi = min k_i; normal = the one of the vertex whose first root is
//        t_in: the unique vertex with that k, else (a tie) a tied vertex
//        whose first root point lies in its normal cone
//   end = the circle's MTV at c + v (zero when c + v is out of range)
//
// Why it is exact (c outside M from here on):
//  - Each S_i and each vertex disk D_i lies in M, so the time the path
//    reaches any of them is >= t_in.
//  - Edge stage: a qualifying edge gives t_in itself: M lies in the
//    half-plane H_i = { n_i . (x - p_i) <= r |n_i| }, the path is outside
//    H_i before t_i (n_i . v < 0), so outside M, and at t_i on S_i, in M.
//  - Otherwise the entry point (if any) lies on an arc: an entry on an
//    offset edge S_i with n_i . v < 0 would qualify; with n_i . v = 0 the
//    path runs along S_i and enters it at an end, which is on an arc; with
//    n_i . v > 0 it cannot enter M there (M lies in H_i). An entry on the
//    arc of vertex i is the first root of D_i; every other root is later.
//    So t_in = min over the vertices of their first roots, and since floor
//    is monotone, toi = min k_i. will_intersect is exact the same way (a
//    contact has an entry point, which the stages find).
//  - The vertex owning the entry point: the first root point q_i of D_i
//    lies on the boundary of M exactly when q_i - p_i is in the normal cone
//    of vertex i (then p_i is b's nearest point to q_i). On the boundary,
//    D_i's tangent supports M; a first root with v pointing strictly into
//    D_i is then the entry of M. If the path enters the interior of M, the
//    boundary meets it only at t_in and t_out, and a first root at t_out
//    would need v tangent there, impossible: the in-cone vertex is unique.
//    Otherwise the path runs along a supporting line and meets M only on
//    it, at tangent points (and along an offset edge between two): these
//    all have the line's normal, so any in-cone vertex gives the right
//    normal, and toi is the minimum either way.
//    Collinear vertices (an empty cone but for one direction) are never
//    the entry vertex here: an entry at such a point either qualifies an
//    adjacent edge or continues a run that started at a corner.
//    With r = 0 every vertex hit reports -v / |v| (src/ray.c), whichever.
//
// Magnitudes (coordinates, r and v within 2^29, so differences w = c - p_i
// and e_i within 2^30 per component, n_i likewise):
//   s0 = n.w          <= 2^61       q = -(n.v)    <= 2^60
//   e.v, cross(w, v)  <= 2^60       |n|^2         <= 2^61
//   r e.v             <= 2^89       65536 r       <= 2^45
//   L = 65536 s0 - k q < 2^78 (k <= 65536)
//   D = v.v r^2 - X^2 <= 2^117 (X = cross(v, w) <= 2^60)
//   X (n.v)           <= 2^120      cross(n, v)   <= 2^60
// Each decision is the sign of p sqrt(m) - q with |p| <= 2^60 and m, |q|
// below 2^127, settled by the signs or by comparing p^2 m (<= 2^237) with
// q^2 (<= 2^240) in 256 bits (fci_big_cmp_prod). Nothing is rounded but the reported normal.
#include "internal.h"

// The still shape a circle sweeps against: a convex counter-clockwise
// vertex loop with its box, and the polygon or box it is (for the MTVs).
typedef struct target {
    const fc_vec *v;
    int n;
    const fc_box *box;
    const fc_poly *poly;
    const fc_box *abox;
} target;

#if !FCI_WIDE_SMALL
// |x| (x != 0) as m 2^e with m in [2^19, 2^20): exact when e <= 0, else
// m 2^e <= |x| < (m + 1) 2^e, within a relative 2^-19.
static uint32_t top20(const fci_big *x, int *e)
{
    fci_big a;
    uint32_t m, carry = 1u;
    int i = 3, sh;
    unsigned j, off;
    a = *x;
    if ((a.w[3] & 0x80000000u) != 0u) {
        for (j = 0u; j < 4u; j++) {            // two's complement negation
            a.w[j] = ~a.w[j] + carry;
            if (a.w[j] != 0u) {
                carry = 0u;                    // only a word that wrapped passes it on
            }
        }
    }
    while (i > 0 && a.w[i] == 0u) {
        i--;
    }
    sh = 32 * i + (32 - (int)fci_clz32(a.w[i])) - 20;
    *e = sh;
    if (sh <= 0) {
        return a.w[0] << (unsigned)-sh;        // |x| < 2^20: exact
    }
    j = (unsigned)sh >> 5;
    off = (unsigned)sh & 31u;
    m = a.w[j] >> off;
    if (off != 0u && j < 3u) {
        m |= a.w[j + 1u] << (32u - off);
    }
    return m & 0xFFFFFu;
}

// Bit length of a nonzero 64-bit value.
static int bits64(const fc_wide *a)
{
    uint32_t hi, lo;
    fc_wide_parts(a, &hi, &lo);
    return hi != 0u ? 64 - (int)fci_clz32(hi) : 32 - (int)fci_clz32(lo);
}

// A quick decision of p^2 m against q^2 (none zero) on 20-bit mantissas:
// 1 or -1 when they settle it, 0 when too close to tell. p^2 m is then
// P 2^f with P = mp^2 mm < 2^60 known within a relative 2^-17 above, q^2
// is Q 2^g with Q = mq^2 < 2^40 within 2^-18 above.
static int root_sign_quick(const fc_wide *p, const fci_big *m, const fci_big *q)
{
    fci_big pb;
    fc_wide big_p, big_q, diff, margin, t;
    int ep, em, eq, f, g, lp, lq, sh;
    uint32_t mp, mm, mq, hi, lo;
    fci_big_from_wide(&pb, p);
    mp = top20(&pb, &ep);
    mm = top20(m, &em);
    mq = top20(q, &eq);
    // P = mp^2 mm, with mp^2 < 2^40 split at bit 20
    fc_wide_umul(&t, mp, mp);
    fc_wide_parts(&t, &hi, &lo);
    fc_wide_umul(&big_p, (hi << 12) | (lo >> 20), mm);
    fc_wide_shl(&big_p, &big_p, 20u);
    fc_wide_umul(&t, lo & 0xFFFFFu, mm);
    fc_wide_add(&big_p, &big_p, &t);
    fc_wide_umul(&big_q, mq, mq);
    f = 2 * ep + em;
    g = 2 * eq;
    lp = bits64(&big_p) + f;
    lq = bits64(&big_q) + g;
    if (lp >= lq + 2) {
        return 1;
    }
    if (lq >= lp + 2) {
        return -1;
    }
    // align: P in [2^57, 2^60) and Q in [2^38, 2^40) with lp, lq within
    // 1 put g - f in [16, 23]; Q shifted to P's exponent stays below 2^62
    sh = g - f;
    fc_wide_shl(&big_q, &big_q, (unsigned)sh);
    fc_wide_sub(&diff, &big_p, &big_q);
    fc_wide_sar(&margin, &big_q, 16u);
    fc_wide_set(&t, 2);
    fc_wide_add(&margin, &margin, &t);
    if (fc_wide_cmp(&diff, &margin) >= 0) {
        return 1;           // P >= Q (1 + 2^-16) + 2 > q^2 / 2^g'
    }
    fc_wide_neg(&diff, &diff);
    fc_wide_sar(&margin, &big_p, 15u);
    fc_wide_add(&margin, &margin, &t);
    if (fc_wide_cmp(&diff, &margin) >= 0) {
        return -1;          // Q >= P (1 + 2^-15) + 2 > p^2 m / 2^f'
    }
    return 0;
}
#endif

// Sign of p sqrt(m) - q, m >= 0, exact: |p| < 2^63 (p^2 fits fci_big),
// p^2 m and q^2 below 2^256. Signs first, then 20-bit mantissas (not in
// the FCI_WIDE_SMALL builds), then p^2 m against q^2 in 256 bits.
static int root_sign(const fc_wide *p, const fci_big *m, const fci_big *q)
{
    fci_big p2;
    int sp = fc_wide_sign(p), sq = fci_big_sign(q), c;
    if (fci_big_sign(m) == 0) {
        sp = 0;
    }
    if (sp != sq) {
        return sp != 0 ? sp : -sq;
    }
    if (sp == 0) {
        return 0;
    }
#if !FCI_WIDE_SMALL
    c = root_sign_quick(p, m, q);
    if (c != 0) {
        return sp > 0 ? c : -c;
    }
#endif
    fci_big_mul_wide(&p2, p, p);
    c = fci_big_cmp_prod(&p2, m, q, q);
    return sp > 0 ? c : -c;
}

// ---- edge stage ---------------------------------------------------------------------

// The data of one edge the path may cross inwards.
typedef struct edge_cross {
    fc_wide s0;   // n . (c - p), the signed distance times |n|
    fc_wide q;    // -(n . v) > 0
    fci_big n2;   // |n|^2 = |e|^2
} edge_cross;

// 1 when the path crosses the offset line of edge p0 -> p1 inwards at a
// time t in [0, 1] and a point of the offset edge; fills *ec.
//  t = (s0 - r |n|) / q: t >= 0 iff r |n| <= s0, t <= 1 iff s0 - q <= r |n|.
//  The point x = c + t v is on S when 0 <= e.(x - p0) <= |e|^2. With
//  q e.(x - p0) = |e|^2 cross(w, v) - r (e.v) |e| (w = c - p0; the
//  identity (e.v)(n.w) - (n.v)(e.w) = |e|^2 cross(w, v) for n = perp(e))
//  that is |e| cross(w, v) >= r (e.v), and the upper end is the same
//  with w' = c - p1: |e| cross(w', v) <= r (e.v).
static int edge_crossing(const fc_circle *a, const fc_vec *v, const fc_vec *p0,
                         const fc_vec *p1, edge_cross *ec)
{
    fc_vec e, w;
    fc_wide t, rw;
    fci_big y;
    fci_sub(&e, p1, p0);
    fc_wide_mul(&ec->q, e.y, v->x);
    fc_wide_mulsub(&ec->q, e.x, v->y);             // n . v, |.| <= 2^60
    if (fc_wide_sign(&ec->q) >= 0) {
        return 0;
    }
    fc_wide_neg(&ec->q, &ec->q);
    fci_sub(&w, &a->c, p0);
    fc_wide_mul(&ec->s0, e.y, w.x);
    fc_wide_mulsub(&ec->s0, e.x, w.y);             // n . w, |.| <= 2^61
    fc_wide_mul(&t, e.x, e.x);
    fc_wide_muladd(&t, e.y, e.y);                  // |e|^2 <= 2^61
    fci_big_from_wide(&ec->n2, &t);
    fc_wide_set(&rw, a->r);
    fci_big_from_wide(&y, &ec->s0);
    if (root_sign(&rw, &ec->n2, &y) > 0) {
        return 0;                                  // t < 0
    }
    fc_wide_sub(&t, &ec->s0, &ec->q);              // |.| < 2^62
    fci_big_from_wide(&y, &t);
    if (root_sign(&rw, &ec->n2, &y) < 0) {
        return 0;                                  // t > 1
    }
    fc_wide_mul(&t, e.x, v->x);
    fc_wide_muladd(&t, e.y, v->y);                 // e . v, |.| <= 2^60
    fci_big_mul_wide(&y, &rw, &t);                 // r (e . v), < 2^89
    fc_wide_mul(&t, w.x, v->y);
    fc_wide_mulsub(&t, w.y, v->x);                 // cross(w, v) <= 2^60
    if (root_sign(&t, &ec->n2, &y) < 0) {
        return 0;                                  // before the start of S
    }
    fci_sub(&w, &a->c, p1);
    fc_wide_mul(&t, w.x, v->y);
    fc_wide_mulsub(&t, w.y, v->x);                 // cross(w', v)
    return root_sign(&t, &ec->n2, &y) <= 0;        // not past its end
}

// k / 65536 <= t = (s0 - r |n|) / q, i.e. L = 65536 s0 - k q >= 65536 r |n|
// (L < 2^78, (65536 r)^2 |n|^2 <= 2^151).
static int edge_not_past(const edge_cross *ec, fc_fixed r, uint32_t k)
{
    fc_wide t;
    fci_big l, y;
    fc_wide_set(&t, 65536L);
    fci_big_mul_wide(&l, &ec->s0, &t);
    fc_wide_set(&t, -(int32_t)k);
    fci_big_mul_wide(&y, &ec->q, &t);
    fci_big_add(&l, &y);
    fc_wide_mul(&t, r, 65536L);
    return root_sign(&t, &ec->n2, &l) <= 0;
}

// floor(65536 t) for 0 <= t <= 1: the largest k in [0, 65536] with
// edge_not_past (true at 0), by bisection (17 exact steps).
static fc_fixed edge_floor(const edge_cross *ec, fc_fixed r)
{
    uint32_t lo = 0u, hi = 65537u, mid;
    while (hi - lo > 1u) {
        mid = (lo + hi) >> 1;
        if (edge_not_past(ec, r, mid) != 0) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return (fc_fixed)lo;
}

// ---- vertex stage -------------------------------------------------------------------

// 1 when the first root point q of the circle (p_i, r) hit by the path
// lies in the normal cone of vertex i, between n_prev and n_next (both
// included); 0 for a collinear vertex. With A (q - p_i) = X perp(v) -
// sqrt(D) v (src/ray.c; X = cross(v, c - p_i), D = A r^2 - X^2,
// A = v . v): cross(n, A (q - p_i)) = X (n . v) - sqrt(D) cross(n, v).
// A zero radius answers 1 (every hit passes through the vertex).
// The neighbours are the nearest corners at another point: a flat box's
// corners come in equal pairs, and the end of such a segment has a
// half-plane for its cone (n_prev = -n_next, where both tests below are
// the same one); a box that is a point has the whole plane.
static int in_cone(const fc_circle *a, const target *b, const fc_vec *v, int i)
{
    fc_vec e, n0, n1, w;
    fc_wide x, t, u;
    fci_big d, y;
    int n = b->n, j, k;
    if (a->r == 0) {
        return 1;
    }
    j = i;
    for (k = 1; k < n; k++) {
        j = j > 0 ? j - 1 : n - 1;
        fci_sub(&e, &b->v[i], &b->v[j]);
        if (e.x != 0 || e.y != 0) {
            break;
        }
    }
    if (k == n) {
        return 1;   // every corner at one point
    }
    n0.x = e.y;
    n0.y = -e.x;
    j = i;
    do {
        j = FCI_NEXT(j, n);
        fci_sub(&e, &b->v[j], &b->v[i]);
    } while (e.x == 0 && e.y == 0);
    n1.x = e.y;
    n1.y = -e.x;
    if (fci_cross_sign(&n0, &n1) == 0 && fci_dot_sign(&n0, &n1) > 0) {
        return 0;
    }
    fci_sub(&w, &a->c, &b->v[i]);
    fc_wide_mul(&x, v->x, w.y);
    fc_wide_mulsub(&x, v->y, w.x);                 // X <= 2^60
    fc_wide_mul(&t, v->x, v->x);
    fc_wide_muladd(&t, v->y, v->y);                // A <= 2^59
    fc_wide_mul(&u, a->r, a->r);                   // r^2 <= 2^58
    fci_big_mul_wide(&d, &t, &u);
    fc_wide_neg(&t, &x);
    fci_big_mul_wide(&y, &x, &t);
    fci_big_add(&d, &y);                           // D, 0..2^117
    // cross(n0, A (q - p)) >= 0
    fc_wide_mul(&t, n0.x, v->x);
    fc_wide_muladd(&t, n0.y, v->y);                // n0 . v
    fci_big_mul_wide(&y, &x, &t);                  // X (n0 . v) <= 2^120
    fc_wide_mul(&t, n0.x, v->y);
    fc_wide_mulsub(&t, n0.y, v->x);                // cross(n0, v)
    if (root_sign(&t, &d, &y) > 0) {
        return 0;
    }
    // cross(n1, A (q - p)) <= 0
    fc_wide_mul(&t, n1.x, v->x);
    fc_wide_muladd(&t, n1.y, v->y);
    fci_big_mul_wide(&y, &x, &t);
    fc_wide_mul(&t, n1.x, v->y);
    fc_wide_mulsub(&t, n1.y, v->x);
    return root_sign(&t, &d, &y) >= 0;
}

// The vertex stage: 1 and the earliest contact when any vertex circle is
// reached in [0, 1].
static int vertex_stage(const fc_circle *a, const target *b, const fc_vec *v, fc_ray_hit *best)
{
    fc_ray ray;
    fc_circle disk;
    fc_ray_hit hit;
    int i, found = -1, found_in = -1;
    ray.origin = a->c;
    ray.delta = *v;
    disk.r = a->r;
    for (i = 0; i < b->n; i++) {
        disk.c = b->v[i];
        if (fc_ray_circle(&ray, &disk, &hit) != FC_RAY_HIT) {
            continue;   // (never INSIDE: c is outside every vertex disk)
        }
        if (found >= 0 && hit.t > best->t) {
            continue;
        }
        if (found >= 0 && hit.t == best->t) {
            // Same floor: keep the vertex whose root is the entry.
            if (found_in < 0) {
                found_in = in_cone(a, b, v, found);
            }
            if (found_in || !in_cone(a, b, v, i)) {
                continue;   // (two in the cone: same normal, see above)
            }
            found_in = 1;
        } else {
            found_in = -1;
        }
        found = i;
        *best = hit;
    }
    return found >= 0;
}

// ---- the query ----------------------------------------------------------------------

// The circle's MTV against the target (a polygon's MTV reversed, a box's
// as it is): 1 when they touch, else 0 and *m untouched (zero).
static int circle_mtv(const target *b, const fc_circle *c, fc_mtv *m)
{
    fc_mtv pm;
    if (b->poly == NULL) {
        return fc_circle_box_mtv(c, b->abox, m) == 1;
    }
    if (fc_poly_circle_mtv(b->poly, c, &pm) != 1) {
        return 0;
    }
    m->normal.x = fci_wneg(pm.normal.x);
    m->normal.y = fci_wneg(pm.normal.y);
    m->depth = pm.depth;
    return 1;
}

// The exact direction the circle's MTV pushes it (for the motion of a
// sweep that starts touching): from the nearest point of the target to
// the center when the center is outside; when it is inside, the outward
// normal of the side the MTV leaves through (a box's is exact; a
// polygon's is the edge whose unit normal the MTV reports).
static void push_dir(const target *b, const fc_circle *c, const fc_mtv *m, fc_vec *dir)
{
    fc_vec u;
    int i, f = 0, where;
    FCI_COPY2(*dir, m->normal, x, y);
    if (b->poly == NULL) {
        u.x = c->c.x < b->abox->min.x ? b->abox->min.x : (c->c.x > b->abox->max.x ? b->abox->max.x : c->c.x);
        u.y = c->c.y < b->abox->min.y ? b->abox->min.y : (c->c.y > b->abox->max.y ? b->abox->max.y : c->c.y);
        if (u.x != c->c.x || u.y != c->c.y) {
            fci_sub(dir, &c->c, &u);
        }
        return;
    }
    where = fci_nearest_feature(b->poly, &c->c, &f);
    if (where == 0) {
        fci_sub(dir, &c->c, &b->v[f]);
    } else if (where == 1) {
        *dir = b->poly->normal[f];
    } else {
        for (i = 0; i < b->n; i++) {
            fci_unit(&b->poly->normal[i], &u);
            if (u.x == m->normal.x && u.y == m->normal.y) {
                *dir = b->poly->normal[i];
                break;
            }
        }
    }
}

// toi and normal of a sweep that starts apart; 1 for a hit.
static int first_contact(const fc_circle *a, const target *b, const fc_vec *v, fc_sweep *r)
{
    edge_cross ec;
    fc_vec n;
    fc_ray_hit hit = { 0, { 0, 0 } };
    int i, j;
    for (i = 0; i < b->n; i++) {
        j = FCI_NEXT(i, b->n);
        if (edge_crossing(a, v, &b->v[i], &b->v[j], &ec) != 0) {
            r->toi = edge_floor(&ec, a->r);
            n.x = b->v[j].y - b->v[i].y;
            n.y = b->v[i].x - b->v[j].x;
            fci_unit(&n, &r->normal);
            return 1;
        }
    }
    if (!vertex_stage(a, b, v, &hit)) {
        return 0;
    }
    r->toi = hit.t;
    r->normal = hit.normal;
    return 1;
}

// The sweep of circle a by v against the checked target b.
static int circle_sweep(const fc_circle *a, const target *b, const fc_vec *v, fc_sweep *out)
{
    fc_sweep r;
    fc_circle moved;
    fc_vec dir;
    fc_box cb;
    fci_sweep_clear(&r);
    // The circle's box (in range: |c| + r < 2^30) swept by v against the
    // target's: apart, the answer is a miss with every field zero.
    cb.min.x = a->c.x - a->r;
    cb.min.y = a->c.y - a->r;
    cb.max.x = a->c.x + a->r;
    cb.max.y = a->c.y + a->r;
    if (!fci_swept_boxes_overlap(&cb, v, b->box)) {
        *out = r;
        return FC_SWEEP_MISS;
    }
    if (circle_mtv(b, a, &r.start) != 0) {
        r.intersect = 1u;
        r.will_intersect = 1u;
        FCI_COPY2(r.normal, r.start.normal, x, y);
        push_dir(b, a, &r.start, &dir);
        r.motion = (int8_t)fci_motion(v, &dir);
    } else {
        r.will_intersect = (uint8_t)first_contact(a, b, v, &r);
    }
    // The end position: c + v is within 2^30 (int32); past 2^29 it is out
    // of the supported range and the end MTV stays zero.
    moved.c.x = a->c.x + v->x;
    moved.c.y = a->c.y + v->y;
    moved.r = a->r;
    cb.min.x = moved.c.x - a->r;
    cb.min.y = moved.c.y - a->r;
    cb.max.x = moved.c.x + a->r;
    cb.max.y = moved.c.y + a->r;
    if (fci_vec_in_range(&moved.c) != 0 && FCI_BOXES_OVERLAP(&cb, b->box)) {
        (void)circle_mtv(b, &moved, &r.end);
    }
    *out = r;
    if (r.intersect != 0u) {
        return FC_SWEEP_OVERLAP;
    }
    return (r.will_intersect != 0u) ? FC_SWEEP_HIT : FC_SWEEP_MISS;
}

static int check_circle_v(const fc_circle *a, const fc_vec *v, const fc_sweep *out)
{
    int rc;
    FC_CHECK(a != NULL && v != NULL && out != NULL, FC_ERR_NULL);
    rc = fc_circle_check(a);
    if (rc == FC_OK && !fci_vec_in_range(v)) {
        rc = FC_ERR_RANGE;
    }
    return rc;
}

int fc_circle_sweep_poly(const fc_circle *a, const fc_poly *b, const fc_vec *v, fc_sweep *out)
{
    target t;
    int rc = check_circle_v(a, v, out);
    if (rc == FC_OK) {
        rc = fci_check_poly_full(b, 1);
    }
    if (rc < 0) {
        return rc;
    }
    t.v = b->v;
    t.n = (int)b->n;
    t.box = &b->box;
    t.poly = b;
    t.abox = NULL;
    return circle_sweep(a, &t, v, out);
}

// A box is the convex loop of its corners, counter-clockwise (a flat box
// repeats corners: its zero edges never qualify, its corners do).
int fc_circle_sweep_box(const fc_circle *a, const fc_box *b, const fc_vec *v, fc_sweep *out)
{
    fc_vec corner[4];
    target t;
    int rc = check_circle_v(a, v, out);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    fci_box_corners(b, corner);
    t.v = corner;
    t.n = 4;
    t.box = b;
    t.poly = NULL;
    t.abox = b;
    return circle_sweep(a, &t, v, out);
}

// Two circles touching at t = 0 (the answer cleared): the start MTV,
// the motion along it and the end MTV. Out of the common path's way
// (a call of its own where the compiler would otherwise keep its values
// in the hit's registers).
#if defined(__GNUC__)
__attribute__((__noinline__))
#endif
static int sweep_starts_touching(const fc_circle *a, const fc_circle *b, const fc_vec *v,
                                 const fc_vec *w, fc_sweep *out)
{
    fc_circle moved;
    fc_vec dir;
    dir = *w;
    out->will_intersect = 1u;
    out->intersect = 1u;
    (void)fci_circles_mtv(a, b, &out->start);
    out->normal = out->start.normal;
    // pushed along w = a.c - b.c, or +x for equal centers (exact)
    if (dir.x == 0 && dir.y == 0) {
        dir.x = 1;
    }
    out->motion = (int8_t)fci_motion(v, &dir);
    // The end position when it is in range: its MTV when it touches b,
    // as fc_circle_circle_mtv gives it.
    moved.c.x = a->c.x + v->x;                  // |.| <= 2^30
    moved.c.y = a->c.y + v->y;
    moved.r = a->r;
    if (fci_vec_in_range(&moved.c) != 0) {
        (void)fci_circles_mtv(&moved, b, &out->end);
    }
    return FC_SWEEP_OVERLAP;
}

#if FCI_SWEEP_OCTAGON && !FCI_WIDE_SMALL && !defined(__CC65__)
// The swept octagon, where a miss through the ray costs far more than this
// test (FCI_SWEEP_OCTAGON, internal.h): the disk |p| <= R lies within
// |x| + |y| <= R sqrt 2, so a path w + t v (|w| < 2^30, |v| <= 2^29, R <
// 2^30) whose both ends lie beyond one of those four lines never touches
// it. Mirrored so that w lies in the first quadrant (w and v's x negated
// where w.x < 0, y likewise; the line x + y = -L cannot have w beyond it
// then), with L = ((R >> 13) + 1) 11586 >= R sqrt 2 (11586 / 8192 >
// sqrt 2; L < 2^30.6) and e the mirrored end w + v: beyond x + y = L
// when x > L - y, beyond x - y = L and y - x = L as written; every term
// is below 2^31 in magnitude. 1 when the path stays beyond a line.
#if defined(__GNUC__)
__attribute__((__noinline__))
#endif
static int corner_apart(const fc_vec *w, const fc_vec *v, int32_t reach)
{
    int32_t lim = (int32_t)((((uint32_t)reach >> 13) + 1u) * 11586u);
    int32_t mx = -(int32_t)((uint32_t)w->x >> 31), my = -(int32_t)((uint32_t)w->y >> 31);
    int32_t ax = (w->x ^ mx) - mx, ay = (w->y ^ my) - my;
    int32_t ex = ax + ((v->x ^ mx) - mx), ey = ay + ((v->y ^ my) - my);
    return (ax > lim - ay && ex > lim - ey) || (ax - ay > lim && ex - ey > lim)
        || (ay - ax > lim && ey - ex > lim);
}
#endif

// Two circles: the path of a's center against b's circle grown by ra
// (radius ra + rb <= 2^30, centers 2^30 apart at most: within the bounds
// of the ray's circle arithmetic, src/ray.c).
//
// First the swept boxes: per axis, a's offset from b over the motion,
// w + t v (w = a.c - b.c), must come within R = ra + rb of 0; the axis
// keeps them apart exactly when both ends, w and w + v, lie beyond the
// same side (R - w < 0 and R - w - v < 0, or the same with -w).
int fc_circle_sweep_circle(const fc_circle *a, const fc_circle *b, const fc_vec *v, fc_sweep *out)
{
    fc_vec w, d;
    fc_wide f1;
    int32_t reach;
    int rc;
    FC_CHECK(a != NULL && b != NULL && v != NULL && out != NULL, FC_ERR_NULL);
#if !FCI_WIDE_SMALL && !defined(__CC65__)
    // Every value comfortably in range (a power of two bounds an OR
    // exactly when it bounds each value: |w| < 2^30, |v| < 2^29, R < 2^30)
    // spares the full checks, and the swept boxes take one branch: R - w
    // and R + w are below 2^31 in magnitude; where one is negative, taking
    // v off or adding it stays in range too, and where it is not, the
    // AND's sign bit is clear whatever the other wrapped to. Anything else
    // (and the 8-bit compilers' builds, whose 32-bit operations are long
    // code and whose images are full) is checked first and compares the
    // values themselves.
    if ((FCI_BIASED(a->c.x) | FCI_BIASED(a->c.y) | FCI_BIASED(b->c.x) | FCI_BIASED(b->c.y)
         | FCI_BIASED(v->x) | FCI_BIASED(v->y)) < 0x40000000u
        && ((uint32_t)a->r | (uint32_t)b->r) < 0x20000000u) {
        uint32_t lx, hx, ly, hy;
        w.x = a->c.x - b->c.x;
        w.y = a->c.y - b->c.y;
        reach = a->r + b->r;
        lx = (uint32_t)reach - (uint32_t)w.x;
        hx = (uint32_t)reach + (uint32_t)w.x;
        ly = (uint32_t)reach - (uint32_t)w.y;
        hy = (uint32_t)reach + (uint32_t)w.y;
        if (((lx & (lx - (uint32_t)v->x)) | (hx & (hx + (uint32_t)v->x))
             | (ly & (ly - (uint32_t)v->y)) | (hy & (hy + (uint32_t)v->y))) >= 0x80000000u) {
            FCI_SWEEP_CLEAR(out);
            return FC_SWEEP_MISS;
        }
#if FCI_SWEEP_OCTAGON
        if (corner_apart(&w, v, reach)) {
            FCI_SWEEP_CLEAR(out);
            return FC_SWEEP_MISS;
        }
#endif
    } else
#endif
    {
        rc = check_circle_v(a, v, out);
        if (rc == FC_OK) {
            rc = fc_circle_check(b);
        }
        if (rc < 0) {
            return rc;
        }
        w.x = a->c.x - b->c.x;                  // |.| <= 2^30
        w.y = a->c.y - b->c.y;
        reach = a->r + b->r;                    // <= 2^30
        if (w.x + (v->x > 0 ? v->x : 0) < -reach || w.x + (v->x < 0 ? v->x : 0) > reach
            || w.y + (v->y > 0 ? v->y : 0) < -reach || w.y + (v->y < 0 ? v->y : 0) > reach) {
            fci_sweep_clear(out);
            return FC_SWEEP_MISS;
        }
    }
    // No error from here on: the answer is written in place. The ray
    // against the grown circle decides everything: it starts inside
    // exactly when the circles touch at t = 0.
    rc = fci_ray_circle(&w, v, reach, &out->toi, &out->normal, &f1);
    if (rc != FC_RAY_HIT) {
        FCI_SWEEP_CLEAR(out);
        if (rc == FC_RAY_MISS) {
            return FC_SWEEP_MISS;   // never touching: apart at t = 1 too
        }
        return sweep_starts_touching(a, b, v, &w, out);
    }
    // A hit: the ray wrote the time and the normal; the rest is written
    // here. f1 = |end - b.c|^2 - R^2 from the ray, so the end touches b
    // exactly when f1 <= 0; then |end - b.c| <= R.
    out->intersect = 0u;
    out->will_intersect = 1u;
    out->motion = 0;
    out->start.normal.x = 0;
    out->start.normal.y = 0;
    out->start.depth = 0;
    d.x = w.x + v->x;                           // end - b.c: |.| <= 2^30
    d.y = w.y + v->y;
    if (FCI_WLE0(&f1) && FC_IN_RANGE(a->c.x + v->x) && FC_IN_RANGE(a->c.y + v->y)) {
        fc_wide_muladd(&f1, reach, reach);
#if !FCI_WIDE_WORDS
        // fci_circles_push's one pass, without its call
        if (!fci_circles_push_quick(reach, &d, &f1, &out->end))
#endif
        {
            // fci_circles_push without its call: d = 0 pushes along +x
            out->end.depth = reach - (fc_fixed)fci_unit_root(&d, &f1, &out->end.normal);
            if (d.x == 0 && d.y == 0) {
                out->end.normal.x = FC_ONE;
            }
        }
    } else {
        out->end.normal.x = 0;
        out->end.normal.y = 0;
        out->end.depth = 0;
    }
    return FC_SWEEP_HIT;
}

// The mirrored sweeps: b moving by -v against a still is the same motion;
// the times are the same and every normal turns round.
static int mirrored(int rc, fc_sweep *r, fc_sweep *out)
{
    if (rc >= 0) {
        fci_sweep_flip(r);
        *out = *r;
    }
    return rc;
}

static int neg_v(const fc_vec *v, fc_vec *n)
{
    FC_CHECK(v != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(v)) {
        return FC_ERR_RANGE;
    }
    n->x = -v->x;
    n->y = -v->y;
    return FC_OK;
}

int fc_poly_sweep_circle(const fc_poly *a, const fc_circle *b, const fc_vec *v, fc_sweep *out)
{
    fc_sweep r;
    fc_vec n;
    int rc = neg_v(v, &n);
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (rc < 0) {
        return rc;
    }
    return mirrored(fc_circle_sweep_poly(b, a, &n, &r), &r, out);
}

int fc_box_sweep_circle(const fc_box *a, const fc_circle *b, const fc_vec *v, fc_sweep *out)
{
    fc_sweep r;
    fc_vec n;
    int rc = neg_v(v, &n);
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (rc < 0) {
        return rc;
    }
    return mirrored(fc_circle_sweep_box(b, a, &n, &r), &r, out);
}
