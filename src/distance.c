// Distance and closest points between two shapes that do not touch.
//
// Every shape is a convex core grown by a radius: a polygon or a box is
// its vertices and edges with radius 0, a circle its center with radius
// r. Between two disjoint convex cores the distance is attained between a
// vertex of one and a point of the other's boundary, so
//
//   dist = min( min over vertex pairs |b_j - a_i|,
//               min over a vertex p and an edge (v, v + e, outward n) of
//               the other core with p outside the edge's line and its
//               projection inside the edge: n . (p - v) / |n| )
//
// The vertex pairs are compared exactly (squared, 64 bits) and rooted once;
// an edge candidate costs one division by the edge's length (stored in a
// built polygon), and only when it may beat the best so far. The
// shapes' distance is the cores' minus both radii, and each closest point
// moves from its core's by its radius along the exact direction between
// the cores (a vertex difference or an edge normal).
//
// Decided first by fc_collide (exact): touching or overlapping shapes have
// no distance. For disjoint shapes every value below is rounded once or
// within a relative 2^-28 of the truth: the distance is within
// 2 + d / 16384 raw, each point within 2 raw of its shape.
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

// The vertex pairs: the nearest, exactly, then its length rounded.
static void vertex_pairs(const core *a, const core *b, best *bt)
{
    fc_vec w;
    fc_wide d2, b2;
    uint32_t r;
    int i, j, first = 1;
    fc_wide_set(&b2, 0);
    bt->pa = a->v[0];           // (every core has a vertex)
    bt->pb = b->v[0];
    bt->w.x = 1;
    bt->w.y = 0;
    for (i = 0; i < a->n; i++) {
        for (j = 0; j < b->n; j++) {
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
        }
    }
    // in range |w| < 2^31 and its nearest root fits; a corrupted polygon
    // may give more, kept at the largest distance
    r = fci_isqrt_nearest(&b2);
    bt->d = (fc_fixed)(r > 0x7FFFFFFFu ? 0x7FFFFFFFu : r);
}

// The vertices of p against the edges of e; flip: p is B's core (the
// direction from A to B is then the edge's normal, else its negation).
static void vertex_edges(const core *p, const core *e, int flip, best *bt)
{
    fci_len len;
    fci_rat lam;
    fc_vec w, ed;
    fc_wide s;
    fc_fixed d;
    int i, j;
    if (e->edges == 0) {
        return;
    }
    for (j = 0; j < e->n; j++) {
        const fc_vec *v0 = &e->v[j];
        fci_sub(&ed, &e->v[FCI_NEXT(j, e->n)], v0);
        for (i = 0; i < p->n; i++) {
            fci_sub(&w, &p->v[i], v0);
            fc_wide_mul(&s, e->normal[j].x, w.x);
            fc_wide_muladd(&s, e->normal[j].y, w.y);
            if (fc_wide_sign(&s) <= 0) {
                continue;           // on the inner side of the edge's line
            }
            fc_wide_mul(&lam.num, ed.x, w.x);
            fc_wide_muladd(&lam.num, ed.y, w.y);
            fc_wide_mul(&lam.den, ed.x, ed.x);
            fc_wide_muladd(&lam.den, ed.y, ed.y);
            if (fc_wide_sign(&lam.num) <= 0 || fc_wide_cmp(&lam.num, &lam.den) >= 0) {
                continue;           // projects onto a vertex: a vertex pair
            }
            edge_len(e, j, &len);
            if (fci_len_may_beat(&s, &len, bt->d) == 0 || fci_div_len(&s, &len, &d) < 0
                || d >= bt->d) {
                continue;
            }
            bt->d = d;
            w.x = fci_rat_coord(v0->x, ed.x, &lam);
            w.y = fci_rat_coord(v0->y, ed.y, &lam);
            if (flip != 0) {
                bt->pb = p->v[i];
                bt->pa = w;
                bt->w = e->normal[j];
            } else {
                bt->pa = p->v[i];
                bt->pb = w;
                bt->w.x = fci_wneg(e->normal[j].x);
                bt->w.y = fci_wneg(e->normal[j].y);
            }
        }
    }
}

// round(w.c r / |w|) for one component w.c of w: w.c r 2^k / N, exact
// until the one rounding (|w.c| r 2^k < 2^31 2^29 2^29 in 128 bits).
static fc_fixed along(fc_fixed wc, fc_fixed r, const fci_len *len)
{
    fci_big num, den;
    fc_wide t;
    fc_fixed q = 0;
    uint32_t scale = (uint32_t)1u << (len->k & 31u);     // k <= 29
    fc_wide_mul(&t, wc, r);
    fci_big_from_wide(&num, &t);
    fci_big_mul_i32(&num, &num, (int32_t)scale);
    fc_wide_umul(&t, len->n, 1u);
    fci_big_from_wide(&den, &t);
    (void)fci_big_div_round(&num, &den, &q);
    return q;
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
    vertex_pairs(&ka, &kb, &bt);
    vertex_edges(&ka, &kb, 0, &bt);
    vertex_edges(&kb, &ka, 1, &bt);
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
