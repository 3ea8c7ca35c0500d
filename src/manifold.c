// Contact manifolds of the pairs with a circle or a box (the polygon pair
// is src/contact.c). Each decides with its pair's MTV function, so the
// hit/miss decision, the normal and the depth are exactly that
// function's, and adds the points:
//
//   circle-circle  one point on the segment between the centers that lies
//                  in both disks: b.c + (a.c - b.c) rb / (ra + rb)
//   circle-box     the box point nearest the center (the center itself
//                  when it is inside)
//   circle-poly    likewise: the polygon's nearest vertex, the center's
//                  projection on its nearest edge, or the center inside
//   box-box        the two corners of the overlap rectangle on the side
//                  facing the normal (one when the overlap is flat)
//   box-poly       a box with area: the polygon pair's clipping (a
//                  reference face, the incident edge clipped to it) with
//                  the box as a 4-gon; a flat box (a segment or a point):
//                  the part of the segment inside the polygon, clipped
//                  exactly
//
// Every point lies on or in both shapes (within its rounding of half a raw
// per coordinate) with the MTV depth as its depth, except the clipped
// ones of a box with area against a polygon, which lie on one shape and
// within their own depth (below the reference face) of the other, as
// fc_poly_contact's do.
#include <string.h>
#include "internal.h"

static void start(fc_manifold *m, const fc_mtv *mtv)
{
    (void)memset(m, 0, sizeof *m);
    m->normal = mtv->normal;
    m->depth[0] = mtv->depth;
}

static void add_point(fc_manifold *m, fc_fixed x, fc_fixed y)
{
    m->point[m->count].x = x;
    m->point[m->count].y = y;
    m->depth[m->count] = m->depth[0];
    m->count++;
}

static int32_t nearest_in(int32_t v, int32_t lo, int32_t hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

// |d| <= ra + rb = s for touching circles, so each coordinate of
// d rb / s is at most rb: the point lies between the centers, within ra
// of a.c and rb of b.c (exactly before rounding).
int fc_circle_circle_manifold(const fc_circle *a, const fc_circle *b, fc_manifold *out)
{
    fc_mtv mtv;
    fc_manifold m;
    fc_wide w;
    int32_t s, tx = 0, ty = 0;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_circle_circle_mtv(a, b, &mtv);
    if (rc != 1) {
        return rc;
    }
    start(&m, &mtv);
    s = a->r + b->r;                        // checked: below 2^30
    if (s > 0) {
        fc_wide_mul(&w, a->c.x - b->c.x, b->r);
        (void)fc_wide_div_round(&w, s, &tx);
        fc_wide_mul(&w, a->c.y - b->c.y, b->r);
        (void)fc_wide_div_round(&w, s, &ty);
    }
    add_point(&m, b->c.x + tx, b->c.y + ty);
    *out = m;
    return 1;
}

int fc_circle_box_manifold(const fc_circle *a, const fc_box *b, fc_manifold *out)
{
    fc_mtv mtv;
    fc_manifold m;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_circle_box_mtv(a, b, &mtv);
    if (rc != 1) {
        return rc;
    }
    start(&m, &mtv);
    add_point(&m, nearest_in(a->c.x, b->min.x, b->max.x), nearest_in(a->c.y, b->min.y, b->max.y));
    *out = m;
    return 1;
}

// The projection of c on edge f, v + lambda e with e the edge vector and
// lambda = e . (c - v) / |e|^2 in [0, 1] (c lies in the edge's slab),
// each coordinate rounded once from the exact fraction (fci_rat_coord).
static void project(const fc_poly *p, int f, const fc_vec *c, fc_vec *q)
{
    const fc_vec *v = &p->v[f];
    fc_vec e, w;
    fci_rat lam;
    fci_sub(&e, &p->v[FCI_NEXT(f, (int)p->n)], v);
    fci_sub(&w, c, v);
    fc_wide_mul(&lam.num, e.x, w.x);
    fc_wide_muladd(&lam.num, e.y, w.y);
    fc_wide_mul(&lam.den, e.x, e.x);
    fc_wide_muladd(&lam.den, e.y, e.y);
    // A corrupted polygon's zero edge makes den 0: the division refuses it
    // and the coordinate stays v's.
    q->x = fci_rat_coord(v->x, e.x, &lam);
    q->y = fci_rat_coord(v->y, e.y, &lam);
}

int fc_circle_poly_manifold(const fc_circle *a, const fc_poly *b, fc_manifold *out)
{
    fc_mtv mtv;
    fc_manifold m;
    fc_vec q;
    int rc, f = 0, where;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_circle_poly_mtv(a, b, &mtv);
    if (rc != 1) {
        return rc;
    }
    start(&m, &mtv);
    where = fci_nearest_feature(b, &a->c, &f);
    if (where == 2) {
        q = a->c;
    } else if (where == 0) {
        q = b->v[f];
    } else {
        project(b, f, &a->c, &q);
    }
    add_point(&m, q.x, q.y);
    *out = m;
    return 1;
}

int fc_box_box_manifold(const fc_box *a, const fc_box *b, fc_manifold *out)
{
    fc_mtv mtv;
    fc_manifold m;
    int32_t x0, y0, x1, y1;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_box_box_mtv(a, b, &mtv);
    if (rc != 1) {
        return rc;
    }
    start(&m, &mtv);
    x0 = a->min.x > b->min.x ? a->min.x : b->min.x;
    x1 = a->max.x < b->max.x ? a->max.x : b->max.x;
    y0 = a->min.y > b->min.y ? a->min.y : b->min.y;
    y1 = a->max.y < b->max.y ? a->max.y : b->max.y;
    if (mtv.normal.x != 0) {
        // A leaves along +x through the overlap's left side, or along -x.
        x0 = mtv.normal.x > 0 ? x0 : x1;
        add_point(&m, x0, y0);
        if (y1 != y0) {
            add_point(&m, x0, y1);
        }
    } else {
        y0 = mtv.normal.y > 0 ? y0 : y1;
        add_point(&m, x0, y0);
        if (x1 != x0) {
            add_point(&m, x1, y0);
        }
    }
    *out = m;
    return 1;
}

// A flat box is the segment min -> max (a point when both sides are flat).
// Its part inside the polygon: the lambdas in [0, 1] on the inner side of
// every edge, n_i . (v_i - min - lambda d) >= 0, as exact fractions.
static void flat_box(const fc_box *a, const fc_poly *b, fc_manifold *m)
{
    fci_rat lo, hi;
    fc_vec d, e, p;
    fc_wide c0, c1;
    int i, inside = 1;
    fci_sub(&d, &a->max, &a->min);
    fci_rat_set(&lo, 0);
    fci_rat_set(&hi, 1);
    for (i = 0; i < (int)b->n && inside; i++) {
        const fc_vec *n = &b->normal[i];
        fci_sub(&e, &b->v[i], &a->min);
        fc_wide_mul(&c0, n->x, e.x);
        fc_wide_muladd(&c0, n->y, e.y);
        fc_wide_mul(&c1, fci_wneg(n->x), d.x);
        fc_wide_mulsub(&c1, n->y, d.y);
        inside = fci_rat_clip(&lo, &hi, &c0, &c1);
    }
    if (!inside) {
        // Only a polygon that is not what fc_poly_build made gets here.
        add_point(m, a->min.x, a->min.y);
        return;
    }
    add_point(m, fci_rat_coord(a->min.x, d.x, &lo), fci_rat_coord(a->min.y, d.y, &lo));
    p.x = fci_rat_coord(a->min.x, d.x, &hi);
    p.y = fci_rat_coord(a->min.y, d.y, &hi);
    // one point for a point box, or ends that round to the same point
    if (p.x != m->point[0].x || p.y != m->point[0].y) {
        add_point(m, p.x, p.y);
    }
}

// A box with area is viewed as a 4-gon (its corners counter-clockwise,
// unit axis normals) and goes through the polygon pair's clipping with the
// SAT run the way fc_poly_box_mtv runs it (the polygon first), so that
// the normal is exactly fc_box_poly_mtv's; the roles are then swapped
// back (points and depths stay, the normal turns round).
int fc_box_poly_manifold(const fc_box *a, const fc_poly *b, fc_manifold *out)
{
    static const fc_vec box_normals[4] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
    fc_vec corner[4];
    fci_shape sa, sb;
    fci_view va, vb;
    fci_axis axis;
    fc_mtv mtv, pm;
    fc_manifold m;
    int rc;
    FC_CHECK(a != NULL && out != NULL, FC_ERR_NULL);
    if (a->min.x != a->max.x && a->min.y != a->max.y) {
        // One SAT, the one fc_poly_box_mtv runs (the polygon first), with
        // its axis for the clipping; the checks and the box test first, as
        // there.
        rc = fci_check_poly(b, 1);
        if (rc == FC_OK) {
            rc = fc_box_check(a);
        }
        if (rc < 0) {
            return rc;
        }
        fci_box_shape(a, corner, &sa);
        fci_poly_shape(b, &sb);
        if (!FCI_BOXES_OVERLAP(&b->box, a) || fci_sat(&sb, &sa, &pm, &axis) != 1) {
            return 0;
        }
        va.v = corner;
        va.normal = box_normals;
        va.n = 4;
        fci_view_poly(b, &vb);
        fci_contact_views(&vb, &va, &pm, &axis, &m);
        m.normal.x = fci_wneg(m.normal.x);
        m.normal.y = fci_wneg(m.normal.y);
        *out = m;
        return 1;
    }
    rc = fc_box_poly_mtv(a, b, &mtv);
    if (rc != 1) {
        return rc;
    }
    start(&m, &mtv);
    flat_box(a, b, &m);
    *out = m;
    return 1;
}
