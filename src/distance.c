// Distance and closest points between two shapes that do not touch.
//
// Every shape is a convex core grown by a radius: a polygon or a box is
// its vertices and edges with radius 0, a circle its center with radius
// r. The distance between two disjoint convex cores A and B is the
// distance from the origin to their Minkowski difference B - A, a convex
// polygon of at most na + nb edges whose vertices are vertex pairs
// b_j - a_i and whose edges are an edge of one core at a vertex of the
// other. nearest() walks that boundary once (merging the two cores' edges
// by direction, exactly), so a pair of polygons costs na + nb steps:
//
//   dist = the nearest vertex pair |b_j - a_i| of the walk, unless one
//          edge of the walk has the origin outside its line and the foot
//          inside it (a vertex p of one core facing an edge (v, v + e,
//          outward n) of the other): then n . (p - v) / |n|.
//
// The vertex pairs are compared exactly (squared, 64 bits) and rooted once;
// the facing edge, when there is one, is exactly nearer than every vertex
// and costs one division by the edge's length (stored in a built polygon).
// The shapes' distance is the cores' minus both radii, and each closest
// point moves from its core's by its radius along the exact direction
// between the cores (a vertex difference or an edge normal).
//
// Decided first by fc_collide (exact): touching or overlapping shapes have
// no distance. For disjoint shapes every value below is rounded once or
// within a relative 2^-28 of the truth: the distance is within
// 2 + d / 16384 raw, each point within 2 raw of its shape. A corrupted
// polygon (trusted input) still walks exactly na + nb steps.
#include "internal.h"

// A core: n vertices; with edges, edge i runs from v[i] to v[i + 1] with
// outward normal normal[i] (counter-clockwise); its length from the
// polygon or, for a box, the unit axis normal's.
typedef struct core {
    const fc_vec *v;
    const fc_vec *normal;
    int n;
    int edges;
    const fc_poly *poly;
    fc_fixed r;
} core;

// The best pair so far: the point on each core, and the exact direction
// w from A's core towards B's.
typedef struct best {
    fc_fixed d;
    fc_vec pa, pb, w;
} best;

static void make_core(const fc_shape *s, fc_vec *corner, core *c)
{
    static const fc_vec box_normals[4] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
    c->normal = box_normals;
    c->edges = 0;
    c->poly = NULL;
    c->r = 0;
    if (s->kind == FC_SHAPE_CIRCLE) {
        c->v = &s->u.circle.c;
        c->n = 1;
        c->r = s->u.circle.r;
    } else if (s->kind == FC_SHAPE_BOX) {
        fci_box_corners(&s->u.box, corner);
        c->v = corner;
        c->n = 4;
        c->edges = 1;
    } else {
        c->v = s->u.poly->v;
        c->normal = s->u.poly->normal;
        c->n = (int)s->u.poly->n;
        c->edges = 1;
        c->poly = s->u.poly;
    }
}

static void edge_len(const core *c, int i, fci_len *len)
{
    if (c->poly != NULL) {
        fci_edge_len(c->poly, i, len);
    } else {
        fci_length(&c->normal[i], len);
    }
}

// 1 when p comes before q by y, then by x.
static int before_yx(const fc_vec *p, const fc_vec *q)
{
    if (p->y != q->y) {
        if (p->y < q->y) {
            return 1;
        }
        return 0;
    }
    if (p->x < q->x) {
        return 1;
    }
    return 0;
}

// The lowest vertex of a core (smallest y, then smallest x), or with
// top != 0 the highest (largest y, then largest x).
static int extreme(const core *c, int top)
{
    int i, k = 0;
    for (i = 1; i < c->n; i++) {
        const fc_vec *p = &c->v[i], *q = &c->v[k];
        if ((top != 0 && before_yx(q, p) != 0) || (top == 0 && before_yx(p, q) != 0)) {
            k = i;
        }
    }
    return k;
}

// 1 for a direction in [0, pi) from the +x axis (counter-clockwise).
static int upper(const fc_vec *d)
{
    if (d->y > 0 || (d->y == 0 && d->x > 0)) {
        return 1;
    }
    return 0;
}

// 1 when direction d turns no further from the +x axis (counter-clockwise,
// in [0, 2 pi)) than e (neither zero).
static int turns_first(const fc_vec *d, const fc_vec *e)
{
    int hd = upper(d), he = upper(e);
    fc_wide c;
    if (hd != he) {
        return hd;
    }
    fc_wide_mul(&c, d->x, e->y);
    fc_wide_mulsub(&c, d->y, e->x);
    return fc_wide_sign(&c) >= 0;
}

static int is_zero(const fc_vec *d)
{
    return d->x == 0 && d->y == 0;
}

// Vertex p against edge j of core e: 1 when p lies strictly outside the
// edge's line and projects strictly inside the edge, with the push
// n . (p - v_j) in *s and the foot's parameter in *lam.
static int faces(const fc_vec *p, const core *e, int j, fc_wide *s, fci_rat *lam)
{
    fc_vec w, ed;
    const fc_vec *v0 = &e->v[j];
    fci_sub(&ed, &e->v[FCI_NEXT(j, e->n)], v0);
    fci_sub(&w, p, v0);
    fc_wide_mul(s, e->normal[j].x, w.x);
    fc_wide_muladd(s, e->normal[j].y, w.y);
    if (fc_wide_sign(s) <= 0) {
        return 0;
    }
    fc_wide_mul(&lam->num, ed.x, w.x);
    fc_wide_muladd(&lam->num, ed.y, w.y);
    fc_wide_mul(&lam->den, ed.x, ed.x);
    fc_wide_muladd(&lam->den, ed.y, ed.y);
    return fc_wide_sign(&lam->num) > 0 && fc_wide_cmp(&lam->num, &lam->den) < 0;
}

// The foot of p on edge j of core e (found by faces): the pair's distance
// s / |n| and points; flip: p is B's vertex (the direction from A to B is
// then the edge's normal, else its negation). In range the division
// cannot overflow; a corrupted polygon's may, kept at the largest value.
static void edge_foot(const core *e, int j, const fc_vec *p, int flip, const fc_wide *s,
                      const fci_rat *lam, best *bt)
{
    fci_len len;
    fc_vec ed, foot;
    fc_fixed d = 0x7FFFFFFF;    // kept when the division overflows
    const fc_vec *v0 = &e->v[j];
    edge_len(e, j, &len);
    (void)fci_div_len(s, &len, &d);
    fci_sub(&ed, &e->v[FCI_NEXT(j, e->n)], v0);
    foot.x = fci_rat_coord(v0->x, ed.x, lam);
    foot.y = fci_rat_coord(v0->y, ed.y, lam);
    bt->d = d;
    if (flip != 0) {
        bt->pb = *p;
        bt->pa = foot;
        bt->w = e->normal[j];
    } else {
        bt->pa = *p;
        bt->pb = foot;
        bt->w.x = fci_wneg(e->normal[j].x);
        bt->w.y = fci_wneg(e->normal[j].y);
    }
}

// The nearest pair of the cores, walking the boundary of their Minkowski
// difference B - A once. Its vertices are vertex pairs b_j - a_i and its
// edges are B's edges at a vertex of A or A's edges at a vertex of B; the
// two polygons' edges come in order of direction, so merging them by
// direction (exact cross products) visits each edge of B - A once: na + nb
// steps, not na nb. The origin lies outside B - A (the shapes are apart),
// and its nearest point there is a vertex, or the foot of the one edge
// whose line has the origin outside and whose interior holds the foot:
// that edge, when there is one, is exactly nearer than every vertex.
static void nearest(const core *a, const core *b, best *bt)
{
    fci_rat lam, elam;
    fc_wide d2, b2, s, es;
    fc_vec w, da, db;
    int ea = a->edges != 0 ? a->n : 0, eb = b->edges != 0 ? b->n : 0;
    int i = 0, j = 0, ta = 0, tb = 0, first = 1, ei = -1, ej = 0, eflip = 0, take_a;
    if (ea != 0 && eb != 0) {
        i = extreme(a, 1);      // with one core's edges alone, any start
        j = extreme(b, 0);
    }
    fc_wide_set(&b2, 0);
    fc_wide_set(&es, 0);
    elam.num = b2;
    elam.den = b2;
    bt->w.x = 1;
    bt->w.y = 0;
    for (;;) {
        fci_sub(&w, &b->v[j], &a->v[i]);
        fc_wide_mul(&d2, w.x, w.x);
        fc_wide_muladd(&d2, w.y, w.y);
        if (first != 0 || fc_wide_ucmp(&d2, &b2) < 0) {
            first = 0;
            b2 = d2;
            bt->pa = a->v[i];
            bt->pb = b->v[j];
            bt->w = w;
        }
        if (ta == ea && tb == eb) {
            break;
        }
        take_a = 0;
        if (ta < ea) {
            take_a = 1;
        }
        if (take_a != 0 && tb < eb) {
            fci_sub(&db, &b->v[FCI_NEXT(j, b->n)], &b->v[j]);
            fci_sub(&da, &a->v[i], &a->v[FCI_NEXT(i, a->n)]);    // -A's edge
            // a zero edge (a flat box) moves nothing: taken at once
            if (is_zero(&da) == 0 && (is_zero(&db) != 0 || turns_first(&da, &db) == 0)) {
                take_a = 0;
            }
        }
        // A's edge i at B's vertex j, or B's edge j at A's vertex i
        if (ei < 0 && faces(take_a != 0 ? &b->v[j] : &a->v[i], take_a != 0 ? a : b,
                            take_a != 0 ? i : j, &s, &lam) != 0) {
            ei = i;
            ej = j;
            eflip = take_a;
            es = s;
            elam = lam;
        }
        if (take_a != 0) {
            i = FCI_NEXT(i, a->n);
            ta++;
        } else {
            j = FCI_NEXT(j, b->n);
            tb++;
        }
    }
    // in range |w| < 2^31 and its nearest root fits; a corrupted polygon
    // may give more, kept at the largest distance
    {
        uint32_t r = fci_isqrt_nearest(&b2);
        bt->d = (fc_fixed)(r > 0x7FFFFFFFu ? 0x7FFFFFFFu : r);
    }
    if (ei >= 0) {
        edge_foot(eflip != 0 ? a : b, eflip != 0 ? ei : ej,
                  eflip != 0 ? &b->v[ej] : &a->v[ei], eflip, &es, &elam, bt);
    }
}

// round(w.c r / |w|) for one component w.c of w: |w.c| r 2^k / N, rounded
// half away from zero by one 64-bit division (|w.c| 2^k <= N < 2^31, as
// |w.c| <= |w| and N is the floor of |w| 2^k, so |w.c| r 2^k < 2^62 and
// the quotient is at most r). A corrupted polygon's w gives 0.
static fc_fixed along(fc_fixed wc, fc_fixed r, const fci_len *len)
{
    fc_wide t;
    fc_fixed q = 0;
    fc_wide_umul(&t, wc < 0 ? 0u - (uint32_t)wc : (uint32_t)wc, (uint32_t)r);
    (void)fci_div_len(&t, len, &q);
    return wc < 0 ? -q : q;
}

int fc_shape_distance(const fc_shape *a, const fc_shape *b, fc_distance *out)
{
    fc_vec ca[4], cb[4];
    core ka, kb;
    best bt;
    fci_len len;
    fc_distance r;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_collide(a, b);
    if (rc != 0) {
        return rc;          // an error, or touching (1)
    }
    make_core(a, ca, &ka);
    make_core(b, cb, &kb);
    nearest(&ka, &kb, &bt);
    r.a = bt.pa;
    r.b = bt.pb;
    // the cores are apart by more than both radii: w != 0
    fci_length(&bt.w, &len);
    if (ka.r != 0) {
        r.a.x = fci_wadd(r.a.x, along(bt.w.x, ka.r, &len));
        r.a.y = fci_wadd(r.a.y, along(bt.w.y, ka.r, &len));
    }
    if (kb.r != 0) {
        r.b.x = fci_wsub(r.b.x, along(bt.w.x, kb.r, &len));
        r.b.y = fci_wsub(r.b.y, along(bt.w.y, kb.r, &len));
    }
    // Below zero only by rounding, at a gap of a few raw between large
    // shapes: kept at 0.
    r.d = fci_wsub(fci_wsub(bt.d, ka.r), kb.r);
    r.d = r.d < 0 ? 0 : r.d;
    *out = r;
    return 0;
}
