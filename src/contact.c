// Contact manifold of two convex polygons: reference face, incident edge,
// clipping, after Box2D's b2ClipPolygons, but decided exactly.
//
// Range proof for everything below (coordinates |v| <= 2^29):
//  - a difference of two vertices, an edge vector and an edge normal have
//    components of at most 2^30, and their dot and cross products are at
//    most 2^61: one fc_wide;
//  - a clip parameter is a fraction num / den of two such products, so
//    comparing two of them (num1 den2 against num2 den1) needs 2^122 + 1
//    bits of magnitude: fci_big (128 bits);
//  - a point q + (num / den) d is rounded once from (q den + num d) / den,
//    a numerator below 2^92;
//  - a depth n . (o - p) / |n| with |n| = N / 2^k (fci_length, N < 2^31)
//    is rounded once from (den n.(o - q) - num n.d) 2^k / (den N): both
//    products are below 2^122 before the shift, and the numerator equals
//    den (2^k |n|) |o - p| cos < 2^61 2^31 2^30.5 = 2^122.5 after it,
//    inside the signed 128 bits; the quotient, a distance between
//    in-range points, is below 2^30.5.
#include <string.h>
#include "internal.h"

// The line depths are measured from: the reference polygon's supporting
// line through o with outward integer normal n; a point p lies
// n . (o - p) / |n| below it.
typedef struct ct_plane {
    fc_vec o;
    fc_vec n;
    fci_len len;
} ct_plane;

static void dot_w(fc_wide *r, const fc_vec *u, const fc_vec *v)
{
    fc_wide_mul(r, u->x, v->x);
    fc_wide_muladd(r, u->y, v->y);
}

void fci_rat_set(fci_rat *r, int32_t num)
{
    fc_wide_set(&r->num, num);
    fc_wide_set(&r->den, 1);
}

// Sign of a - b, exact (cross-multiplied in 128 bits; both dens > 0).
int fci_rat_cmp(const fci_rat *a, const fci_rat *b)
{
    fci_big l, r;
    fci_big_mul_wide(&l, &a->num, &b->den);
    fci_big_mul_wide(&r, &b->num, &a->den);
    return fci_big_cmp(&l, &r);
}

// Restricts [lo, hi] to the lambdas with c0 + lambda c1 >= 0. Returns 0
// when nothing is left.
int fci_rat_clip(fci_rat *lo, fci_rat *hi, const fc_wide *c0, const fc_wide *c1)
{
    fci_rat r;
    int s = fc_wide_sign(c1);
    if (s == 0) {
        return fc_wide_sign(c0) >= 0;
    }
    if (s > 0) {                    // lambda >= -c0 / c1
        fc_wide_neg(&r.num, c0);
        r.den = *c1;
        if (fci_rat_cmp(&r, lo) > 0) {
            FCI_COPY2(*lo, r, num, den);
        }
    } else {                        // lambda <= c0 / -c1
        r.num = *c0;
        fc_wide_neg(&r.den, c1);
        if (fci_rat_cmp(&r, hi) < 0) {
            FCI_COPY2(*hi, r, num, den);
        }
    }
    return fci_rat_cmp(lo, hi) <= 0;
}

// big = a * b - c * d, exact.
static void big_det(fci_big *r, const fc_wide *a, const fc_wide *b, const fc_wide *c,
                    const fc_wide *d)
{
    fci_big t;
    fci_big_mul_wide(r, a, b);
    fci_big_mul_wide(&t, c, d);
    fci_big_mul_i32(&t, &t, -1);
    fci_big_add(r, &t);
}

// The exact depth of q + lambda d below the plane, times den |n|, as the
// numerator e0 den - e1 num with e0 = n . (o - q), e1 = n . d.
static void depth_num(fci_big *r, const fc_vec *q, const fc_vec *d, const fci_rat *lam,
                      const ct_plane *pl)
{
    fc_wide e0, e1;
    fc_vec e;
    fci_sub(&e, &pl->o, q);
    dot_w(&e0, &pl->n, &e);
    dot_w(&e1, &pl->n, d);
    big_det(r, &e0, &lam->den, &e1, &lam->num);
}

// One coordinate of q + lambda d, nearest: (q den + num d) / den.
fc_fixed fci_rat_coord(fc_fixed q, fc_fixed d, const fci_rat *lam)
{
    fci_big num, t, den;
    fc_wide w;
    fc_fixed r = q;
    fc_wide_set(&w, q);
    fci_big_mul_wide(&num, &w, &lam->den);
    fc_wide_set(&w, d);
    fci_big_mul_wide(&t, &w, &lam->num);
    fci_big_add(&num, &t);
    fci_big_from_wide(&den, &lam->den);
    // The point lies on the segment, inside the supported range: no overflow.
    (void)fci_big_div_round(&num, &den, &r);
    return r;
}

// Writes point k of m: q + lambda d rounded to nearest, and its depth below
// the plane, rounded to nearest (both from the exact fractions, once).
static void emit(fc_manifold *m, int k, const fc_vec *q, const fc_vec *d, const fci_rat *lam,
                 const ct_plane *pl)
{
    fci_big num, den;
    fc_wide e0;
    fc_vec p, e;
    fc_fixed depth = 0;
    uint32_t scale = (uint32_t)1u << pl->len.k;
    // An end of the incident edge that no side plane cut (lambda = 0 / 1
    // or 1 / 1): the vertex itself, and its depth n . (o - p) 2^k / N from
    // 64 bits (below 2^62), rounded half up (half away from zero for a
    // depth that is not negative, as below).
    if (fc_wide_fits32(&lam->den) && fc_wide_low32(&lam->den) == 1 && fc_wide_fits32(&lam->num)
        && (uint32_t)fc_wide_low32(&lam->num) <= 1u) {
        p = *q;
        if (fc_wide_low32(&lam->num) != 0) {
            p.x = fci_wadd(p.x, d->x);
            p.y = fci_wadd(p.y, d->y);
        }
        fci_sub(&e, &pl->o, &p);
        dot_w(&e0, &pl->n, &e);
        if (fc_wide_sign(&e0) >= 0 && fci_div_len(&e0, &pl->len, &depth) == FC_OK) {
            m->point[k] = p;
            m->depth[k] = depth;
            return;
        }
        depth = 0;
    }
    m->point[k].x = fci_rat_coord(q->x, d->x, lam);
    m->point[k].y = fci_rat_coord(q->y, d->y, lam);
    depth_num(&num, q, d, lam, pl);
    fci_big_mul_i32(&num, &num, (int32_t)scale);
    fci_big_from_wide(&den, &lam->den);
    fci_big_mul_i32(&den, &den, (int32_t)pl->len.n);
    // A distance between in-range points: below 2^30.5, no overflow.
    (void)fci_big_div_round(&num, &den, &depth);
    m->depth[k] = depth;
}

// 1 when the outward normals u and v point exactly the same way.
static int same_dir(const fc_vec *u, const fc_vec *v)
{
    return fci_cross_sign(u, v) == 0 && fci_dot_sign(u, v) > 0;
}

// The face of p along dir: the run of edges whose outward normal points
// exactly along dir (collinear vertices make a run of several edges).
// Returns 0 when p has no such edge (its support along dir is a vertex),
// else 1 with *edge one edge of the run and *first, *end the vertices
// that begin and end the run, counter-clockwise.
static int face_along(const fci_view *p, const fc_vec *dir, int *edge, int *first, int *end)
{
    int n = p->n, i, k, s, e, t;
    for (i = 0; i < n; i++) {
        if (same_dir(&p->normal[i], dir) != 0) {
            break;
        }
    }
    if (i == n) {
        return 0;
    }
    s = i;
    e = i;
    for (k = 0; k < n; k++) {
        t = FCI_PREV(s, n);
        if (!same_dir(&p->normal[t], dir)) {
            break;
        }
        s = t;
    }
    for (k = 0; k < n; k++) {
        t = FCI_NEXT(e, n);
        if (!same_dir(&p->normal[t], dir)) {
            break;
        }
        e = t;
    }
    *edge = i;
    *first = s;
    *end = FCI_NEXT(e, n);
    return 1;
}

// The edge of p whose outward normal is nearest in angle to w (the edge
// most anti-parallel to the reference normal -w), exactly: among the
// normals n with n . w > 0 (a convex polygon always has one, its
// exterior angles being below 180 degrees), the smallest
// tan = |n x w| / (n . w), compared cross-multiplied in 128 bits. The
// first wins ties. -1 when there is none (never for a valid polygon).
static int incident_edge(const fci_view *p, const fc_vec *w)
{
    fc_wide dk, ck, db, cb;
    fci_big l, r;
    int k, best = -1;
    fc_wide_set(&db, 1);
    fc_wide_set(&cb, 0);
    for (k = 0; k < p->n; k++) {
        const fc_vec *nk = &p->normal[k];
        dot_w(&dk, nk, w);
        if (fc_wide_sign(&dk) <= 0) {
            continue;
        }
        fc_wide_mul(&ck, nk->x, w->y);
        fc_wide_mulsub(&ck, nk->y, w->x);
        if (fc_wide_sign(&ck) < 0) {
            fc_wide_neg(&ck, &ck);
        }
        if (best >= 0) {
            fci_big_mul_wide(&l, &ck, &db);
            fci_big_mul_wide(&r, &cb, &dk);
            if (fci_big_cmp(&l, &r) >= 0) {
                continue;
            }
        }
        best = k;
        db = dk;
        cb = ck;
    }
    return best;
}

// One reference-face attempt: ref's face along dir against the incident
// edge of inc. Writes the surviving points into m and returns their count
// (0 when ref has no face along dir or every point is cut off).
static int try_face(const fci_view *ref, const fci_view *inc, const fc_vec *dir, fc_manifold *m)
{
    ct_plane pl;
    fci_rat lo, hi;
    fci_big g;
    fc_vec w, t, d, e;
    fc_wide c0, c1, td;
    const fc_vec *v1, *v2, *q1;
    int f = 0, first = 0, end = 0, k = 0, ifirst = 0, iend = 0, count = 0;

    pl.len.n = 1u;                      // set for real before any use
    pl.len.k = 0u;
    if (!face_along(ref, dir, &f, &first, &end)) {
        return 0;
    }
    w.x = fci_wneg(dir->x);
    w.y = fci_wneg(dir->y);
    k = incident_edge(inc, &w);
    if (k < 0) {
        return 0;
    }
    (void)face_along(inc, &inc->normal[k], &k, &ifirst, &iend);
    v1 = &ref->v[first];
    v2 = &ref->v[end];
    q1 = &inc->v[ifirst];
    pl.o = *v1;
    pl.n = ref->normal[f];
    fci_length(&pl.n, &pl.len);
    fci_sub(&t, v2, v1);
    fci_sub(&d, &inc->v[iend], q1);
    dot_w(&td, &t, &d);
    fci_rat_set(&lo, 0);
    fci_rat_set(&hi, 1);

    // Side plane at v1: t . (q1 + lambda d - v1) >= 0.
    fci_sub(&e, q1, v1);
    dot_w(&c0, &t, &e);
    if (!fci_rat_clip(&lo, &hi, &c0, &td)) {
        return 0;
    }
    // Side plane at v2: t . (v2 - q1 - lambda d) >= 0.
    fci_sub(&e, v2, q1);
    dot_w(&c0, &t, &e);
    fc_wide_neg(&c1, &td);
    if (!fci_rat_clip(&lo, &hi, &c0, &c1)) {
        return 0;
    }
    // Keep the ends that lie on or below the reference face.
    depth_num(&g, q1, &d, &lo, &pl);
    if (fci_big_sign(&g) >= 0) {
        emit(m, count++, q1, &d, &lo, &pl);
    }
    if (fci_rat_cmp(&lo, &hi) != 0) {
        depth_num(&g, q1, &d, &hi, &pl);
        if (fci_big_sign(&g) >= 0) {
            emit(m, count++, q1, &d, &hi, &pl);
        }
    }
    return count;
}

// 1 when p lies in the closed convex (counter-clockwise) polygon c.
static int in_convex(const fci_view *c, const fc_vec *p)
{
    int i;
    for (i = 0; i < c->n; i++) {
        if (fci_orient(&c->v[i], &c->v[FCI_NEXT(i, c->n)], p) < 0) {
            return 0;
        }
    }
    return 1;
}

// The deepest vertex of p below the plane (ties: the first) among those
// inside c, or among all of them when c is NULL; -1 when none qualifies.
// *best_d is updated when a deeper one is found and gives the depth
// numerator to beat when *have is set.
static int deepest_vertex(const fci_view *p, const fci_view *c, const ct_plane *pl,
                          fc_wide *best_d, int *have)
{
    fc_wide dv;
    fc_vec e;
    int i, best = -1;
    for (i = 0; i < p->n; i++) {
        if (c != NULL && !in_convex(c, &p->v[i])) {
            continue;
        }
        fci_sub(&e, &pl->o, &p->v[i]);
        dot_w(&dv, &pl->n, &e);
        if (!*have || fc_wide_cmp(&dv, best_d) > 0) {
            *have = 1;
            *best_d = dv;
            best = i;
        }
    }
    return best;
}

// When no reference face gives a point (deep overlaps, vertex-to-vertex
// penetration): one point of A n B, whose depth below ref's supporting
// line along dir is then between 0 and the MTV depth. The deepest vertex
// of either polygon inside the other (inc's first on ties), else the
// first proper crossing of two edges (one of these exists for two convex
// polygons that overlap). Always writes one point.
static void fallback(const fci_view *ref, const fci_view *inc, const fc_vec *dir, fc_manifold *m)
{
    ct_plane pl;
    fci_rat lam;
    fc_wide best_d, den, num;
    fc_vec zero, e1, e2, e;
    int i, j, k, have = 0, from_ref = 0;

    pl.len.n = 1u;                      // set for real before any use
    pl.len.k = 0u;
    // ref's support vertex along dir: the deepest of its vertices below
    // the line through the origin with normal -dir.
    pl.o.x = 0;
    pl.o.y = 0;
    pl.n.x = fci_wneg(dir->x);
    pl.n.y = fci_wneg(dir->y);
    fc_wide_set(&best_d, 0);
    k = deepest_vertex(ref, NULL, &pl, &best_d, &have);
    pl.o = ref->v[k];
    FCI_COPY2(pl.n, *dir, x, y);
    fci_length(&pl.n, &pl.len);
    zero.x = 0;
    zero.y = 0;
    fci_rat_set(&lam, 0);

    have = 0;
    k = deepest_vertex(inc, ref, &pl, &best_d, &have);
    j = deepest_vertex(ref, inc, &pl, &best_d, &have);
    if (j >= 0) {
        k = j;
        from_ref = 1;
    }
    if (k >= 0) {
        emit(m, 0, from_ref ? &ref->v[k] : &inc->v[k], &zero, &lam, &pl);
        return;
    }
    for (i = 0; i < inc->n; i++) {
        const fc_vec *p1 = &inc->v[i];
        fci_sub(&e1, &inc->v[FCI_NEXT(i, inc->n)], p1);
        for (j = 0; j < ref->n; j++) {
            const fc_vec *q1 = &ref->v[j];
            if (!fci_segments_touch(p1, &inc->v[FCI_NEXT(i, inc->n)], q1,
                                    &ref->v[FCI_NEXT(j, ref->n)])) {
                continue;
            }
            // p1 + lambda e1 on q1 q2: lambda = cross(q1 - p1, e2) / cross(e1, e2).
            fci_sub(&e2, &ref->v[FCI_NEXT(j, ref->n)], q1);
            fci_sub(&e, q1, p1);
            fc_wide_mul(&den, e1.x, e2.y);
            fc_wide_mulsub(&den, e1.y, e2.x);
            if (fc_wide_sign(&den) == 0) {
                continue;   // parallel: an end lies on the other, found above
            }
            fc_wide_mul(&num, e.x, e2.y);
            fc_wide_mulsub(&num, e.y, e2.x);
            if (fc_wide_sign(&den) < 0) {
                fc_wide_neg(&den, &den);
                fc_wide_neg(&num, &num);
            }
            lam.num = num;
            lam.den = den;
            emit(m, 0, p1, &e1, &lam, &pl);
            return;
        }
    }
    // Unreachable when the polygons overlap; stay deterministic anyway.
    k = deepest_vertex(inc, NULL, &pl, &best_d, &have);
    emit(m, 0, &inc->v[k < 0 ? 0 : k], &zero, &lam, &pl);
}

// Contact manifold, after Box2D (b2ClipPolygons), decided exactly:
//
//   mtv = SAT(A, B)                       (fci_sat_poly, as fc_poly_poly_mtv)
//   if no overlap: return miss
//   u = the MTV axis as an exact integer vector, A leaving B along +u
//   ref = the polygon owning the axis, with face direction
//         f = +u for B (B's face A leaves through), -u for A
//   repeat with (ref, f), then with the roles swapped (other, -f):
//     face = the edge run of ref whose outward normal points exactly
//            along f (none when ref's support along f is a vertex)
//     inc  = the edge of the other polygon whose normal is nearest in
//            angle to -f, extended over collinear neighbours
//     clip inc, q1 + lambda (q2 - q1), to the slab between the two side
//          planes through the face ends: lambda in [lo, hi], exact
//          fractions (each plane cuts lambda at num / den)
//     keep lo and hi (once when equal) when on or below the face
//     stop when a point survived
//   otherwise (deep or vertex-to-vertex overlap): one point of A n B
//   each point: rounded once from its exact fraction; its depth below
//         the reference face, n . (v1 - p) / |n|, rounded once
//
// Why the points are sound: a kept point lies on the incident polygon,
// inside the face's slab and d below the face, so within d of the
// reference polygon; measured from the reference polygon's support line
// along u, every point of the other polygon is at most the MTV depth
// deep, so 0 <= d <= depth. Touching shapes give depth 0 points on the
// contact, parallel faces two points, a vertex on a face one.
//
// The boxes of the two polygons are compared first, as in
// fc_poly_poly_mtv, so the hit/miss decision and the normal are exactly
// those of fc_poly_poly_mtv.
void fci_view_poly(const fc_poly *p, fci_view *v)
{
    v->v = p->v;
    v->normal = p->normal;
    v->n = (int)p->n;
}

// The manifold of two views once the SAT found them touching (mtv) on
// axis: the reference face and the incident edge, both ways, then the
// fallback. Writes every field of *m.
void fci_contact_views(const fci_view *a, const fci_view *b, const fc_mtv *mtv,
                       const fci_axis *axis, fc_manifold *m)
{
    fc_vec face, back;
    const fci_view *ref, *inc;
    int count;
    (void)memset(m, 0, sizeof *m);
    m->normal = mtv->normal;
    if (axis->owner == 1) {
        ref = b;
        inc = a;
        face = axis->dir;
    } else {
        ref = a;
        inc = b;
        face.x = fci_wneg(axis->dir.x);
        face.y = fci_wneg(axis->dir.y);
    }
    back.x = fci_wneg(face.x);
    back.y = fci_wneg(face.y);
    count = try_face(ref, inc, &face, m);
    if (count == 0) {
        count = try_face(inc, ref, &back, m);
    }
    if (count == 0) {
        fallback(ref, inc, &face, m);
        count = 1;
    }
    m->count = (uint8_t)count;
}

int fc_poly_contact(const fc_poly *a, const fc_poly *b, fc_manifold *out)
{
    fci_axis axis;
    fc_mtv mtv;
    fc_manifold m;
    fci_view va, vb;
    int rc = fci_check_poly(a, 1);
    if (rc == FC_OK) {
        rc = fci_check_poly(b, 1);
    }
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (!FCI_BOXES_OVERLAP(&a->box, &b->box)) {
        return 0;
    }
    if (fci_sat_poly(a, b, &mtv, &axis) != 1) {
        return 0;
    }
    fci_view_poly(a, &va);
    fci_view_poly(b, &vb);
    fci_contact_views(&va, &vb, &mtv, &axis, &m);
    *out = m;
    return 1;
}
