// The float baseline for the motion and distance queries, written as a
// game usually writes them (not part of the library; not exact):
//   - a ray against a circle: the quadratic |o + t d - c|^2 = r^2, one sqrtf;
//   - a circle moving against a circle: the same ray against the circle of
//     radius ra + rb, as most libraries do it;
//   - a circle moving against a polygon (a box as its 4-gon), and a polygon
//     moving against a circle (the circle moving the other way): the
//     center's segment against the polygon grown by r, that is against
//     every edge moved out by r along its unit normal and every vertex's
//     circle of radius r; the earliest time wins;
//   - distance between two convex polygons: every vertex against every
//     edge of the other, nearest point on the segment, one sqrtf at the end
//     (O(na nb), as the usual hand-written version);
//   - distance between a polygon and a circle: the center against every
//     edge, less r.
// Overlaps at t = 0 answer 2 with no normal, as the fixcol sweeps'
// "overlap"; distances answer 1 for touching or overlapping shapes.
#include <math.h>

#include "baseline.h"

int bl_ray_circle(float ox, float oy, float dx, float dy, const bl_circle *c, bl_ray_hit *out)
{
    float mx = ox - c->x, my = oy - c->y;
    float a = dx * dx + dy * dy, b = mx * dx + my * dy, cc = mx * mx + my * my - c->r * c->r;
    float disc, t;
    if (cc <= 0.0f) {
        return 2;                       // the origin is inside
    }
    if (b > 0.0f || a == 0.0f) {
        return 0;                       // moving away, or not moving
    }
    disc = b * b - a * cc;
    if (disc < 0.0f) {
        return 0;
    }
    t = (-b - sqrtf(disc)) / a;
    if (t > 1.0f) {
        return 0;
    }
    out->t = t;
    out->nx = (mx + t * dx) / c->r;
    out->ny = (my + t * dy) / c->r;
    return 1;
}

int bl_circle_sweep_circle(const bl_circle *a, const bl_circle *b, float vx, float vy,
                           bl_ray_hit *out)
{
    bl_circle g;
    g.x = b->x;
    g.y = b->y;
    g.r = a->r + b->r;
    return bl_ray_circle(a->x, a->y, vx, vy, &g, out);
}

// The earliest t in [0, 1] at which o + t d comes within r of polygon p
// (p's edges outward for counter-clockwise vertices); 2 when o starts
// within r, 0 when it never does.
static int grown_ray(const bl_poly *p, float r, float ox, float oy, float dx, float dy,
                     bl_ray_hit *out)
{
    float best = 2.0f, bnx = 0.0f, bny = 0.0f;
    int i, inside = 1;
    for (i = 0; i < p->n; i++) {
        int j = i + 1 == p->n ? 0 : i + 1;
        float s = (ox - p->x[i]) * p->nx[i] + (oy - p->y[i]) * p->ny[i] - r;
        float dn = dx * p->nx[i] + dy * p->ny[i];
        bl_circle c;
        bl_ray_hit h;
        if (s > 0.0f) {
            inside = 0;
        }
        // the moved edge: where the signed distance falls to r, if the
        // point there lies between the edge's ends
        if (s >= 0.0f && dn < 0.0f) {
            float t = -s / dn;
            float px = ox + t * dx - p->x[i], py = oy + t * dy - p->y[i];
            float ex = p->x[j] - p->x[i], ey = p->y[j] - p->y[i];
            float u = px * ex + py * ey;
            if (t <= 1.0f && t < best && u >= 0.0f && u <= ex * ex + ey * ey) {
                best = t;
                bnx = p->nx[i];
                bny = p->ny[i];
            }
        }
        c.x = p->x[i];
        c.y = p->y[i];
        c.r = r;
        switch (bl_ray_circle(ox, oy, dx, dy, &c, &h)) {
        case 2:
            return 2;
        case 1:
            if (h.t < best) {
                best = h.t;
                bnx = h.nx;
                bny = h.ny;
            }
            break;
        default:
            break;
        }
    }
    if (inside) {
        return 2;
    }
    if (best > 1.0f) {
        return 0;
    }
    out->t = best;
    out->nx = bnx;
    out->ny = bny;
    return 1;
}

int bl_circle_sweep_poly(const bl_circle *a, const bl_poly *b, float vx, float vy,
                         bl_ray_hit *out)
{
    return grown_ray(b, a->r, a->x, a->y, vx, vy, out);
}

int bl_poly_sweep_circle(const bl_poly *a, const bl_circle *b, float vx, float vy,
                         bl_ray_hit *out)
{
    // the circle moves by -v against A: the normal, from the circle
    // towards A, is the negated one
    int rc = grown_ray(a, b->r, b->x, b->y, -vx, -vy, out);
    if (rc == 1) {
        out->nx = -out->nx;
        out->ny = -out->ny;
    }
    return rc;
}

// The squared distance from (px, py) to the segment (x0, y0)-(x1, y1), and
// the nearest point on it.
static float seg_d2(float px, float py, float x0, float y0, float x1, float y1, float *qx,
                    float *qy)
{
    float ex = x1 - x0, ey = y1 - y0, wx = px - x0, wy = py - y0;
    float l2 = ex * ex + ey * ey, t = l2 > 0.0f ? (wx * ex + wy * ey) / l2 : 0.0f;
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    *qx = x0 + t * ex;
    *qy = y0 + t * ey;
    return (px - *qx) * (px - *qx) + (py - *qy) * (py - *qy);
}

int bl_poly_distance(const bl_poly *a, const bl_poly *b, bl_distance *out)
{
    float best = -1.0f, qx, qy;
    int k, i, j;
    if (bl_poly_poly(a, b)) {
        return 1;
    }
    for (k = 0; k < 2; k++) {
        const bl_poly *p = k ? b : a, *e = k ? a : b;
        for (i = 0; i < p->n; i++) {
            for (j = 0; j < e->n; j++) {
                int j1 = j + 1 == e->n ? 0 : j + 1;
                float d2 = seg_d2(p->x[i], p->y[i], e->x[j], e->y[j], e->x[j1], e->y[j1], &qx,
                                  &qy);
                if (best < 0.0f || d2 < best) {
                    best = d2;
                    out->ax = k ? qx : p->x[i];
                    out->ay = k ? qy : p->y[i];
                    out->bx = k ? p->x[i] : qx;
                    out->by = k ? p->y[i] : qy;
                }
            }
        }
    }
    out->d = sqrtf(best);
    return 0;
}

int bl_poly_circle_distance(const bl_poly *a, const bl_circle *b, bl_distance *out)
{
    float best = -1.0f, qx, qy, d;
    int j;
    bl_mtv m;
    if (bl_poly_circle_mtv(a, b, &m)) {
        return 1;
    }
    for (j = 0; j < a->n; j++) {
        int j1 = j + 1 == a->n ? 0 : j + 1;
        float d2 = seg_d2(b->x, b->y, a->x[j], a->y[j], a->x[j1], a->y[j1], &qx, &qy);
        if (best < 0.0f || d2 < best) {
            best = d2;
            out->ax = qx;
            out->ay = qy;
        }
    }
    d = sqrtf(best);
    out->d = d - b->r;
    out->bx = b->x + (out->ax - b->x) * b->r / d;
    out->by = b->y + (out->ay - b->y) * b->r / d;
    return 0;
}
