// The float baseline: classic SAT, yes/no and with MTV. Every axis is a unit normal
// (normalised with sqrtf when the polygon is built), every vertex of both
// shapes is projected on every axis, the smallest overlap gives the MTV,
// pointed from B towards A by the centers. Circles compare squared
// distances and take one sqrtf on a hit. Polygon-circle adds the axis from
// the nearest vertex to the circle's center. The sweep intersects per-axis
// time intervals. The contact manifold is in baseline_contact.c. This is the textbook algorithm, written plainly; it is
// not exact (that is the point of the comparison).
#include <math.h>

#include "baseline.h"

#ifndef INFINITY
#  define INFINITY 3.40282347e38f   // SDCC's math.h has none; FLT_MAX serves here
#endif

void bl_poly_build(const float *xy, int n, bl_poly *out)
{
    int i;
    out->n = n;
    for (i = 0; i < n; i++) {
        out->x[i] = xy[2 * i];
        out->y[i] = xy[2 * i + 1];
    }
    for (i = 0; i < n; i++) {
        int j = i + 1 == n ? 0 : i + 1;
        float ex = out->x[j] - out->x[i], ey = out->y[j] - out->y[i];
        float len = sqrtf(ex * ex + ey * ey);
        // outward for counter-clockwise vertices; the scenes are CCW and
        // the SAT below does not depend on the sign
        out->nx[i] = ey / len;
        out->ny[i] = -ex / len;
    }
}

static void project(const bl_poly *p, float ax, float ay, float *mn, float *mx)
{
    int i;
    float lo = p->x[0] * ax + p->y[0] * ay, hi = lo;
    for (i = 1; i < p->n; i++) {
        float d = p->x[i] * ax + p->y[i] * ay;
        if (d < lo) {
            lo = d;
        }
        if (d > hi) {
            hi = d;
        }
    }
    *mn = lo;
    *mx = hi;
}

static void center(const bl_poly *p, float *cx, float *cy)
{
    int i;
    float sx = 0.0f, sy = 0.0f;
    for (i = 0; i < p->n; i++) {
        sx += p->x[i];
        sy += p->y[i];
    }
    *cx = sx / (float)p->n;
    *cy = sy / (float)p->n;
}

// One polygon's axes against both shapes; 0 as soon as one separates.
static int axes_of(const bl_poly *s, const bl_poly *a, const bl_poly *b, bl_mtv *best)
{
    int i;
    for (i = 0; i < s->n; i++) {
        float ax = s->nx[i], ay = s->ny[i], amin, amax, bmin, bmax, o;
        project(a, ax, ay, &amin, &amax);
        project(b, ax, ay, &bmin, &bmax);
        if (amax < bmin || bmax < amin) {
            return 0;
        }
        o = (amax < bmax ? amax : bmax) - (amin > bmin ? amin : bmin);
        // containment: the shorter way out
        if (amax - bmin < o) {
            o = amax - bmin;
        }
        if (bmax - amin < o) {
            o = bmax - amin;
        }
        if (o < best->depth) {
            best->depth = o;
            best->nx = ax;
            best->ny = ay;
        }
    }
    return 1;
}

// One polygon's axes: 1 as soon as one separates a and b.
static int separated_on(const bl_poly *s, const bl_poly *a, const bl_poly *b)
{
    int i;
    for (i = 0; i < s->n; i++) {
        float amin, amax, bmin, bmax;
        project(a, s->nx[i], s->ny[i], &amin, &amax);
        project(b, s->nx[i], s->ny[i], &bmin, &bmax);
        if (amax < bmin || bmax < amin) {
            return 1;
        }
    }
    return 0;
}

int bl_poly_poly(const bl_poly *a, const bl_poly *b)
{
    return !separated_on(a, a, b) && !separated_on(b, a, b);
}

int bl_circle_circle(const bl_circle *a, const bl_circle *b)
{
    float dx = a->x - b->x, dy = a->y - b->y, r = a->r + b->r;
    return dx * dx + dy * dy <= r * r;
}

int bl_poly_poly_mtv(const bl_poly *a, const bl_poly *b, bl_mtv *out)
{
    bl_mtv m;
    float acx, acy, bcx, bcy;
    m.depth = INFINITY;
    m.nx = m.ny = 0.0f;
    if (!axes_of(a, a, b, &m) || !axes_of(b, a, b, &m)) {
        return 0;
    }
    center(a, &acx, &acy);
    center(b, &bcx, &bcy);
    if ((acx - bcx) * m.nx + (acy - bcy) * m.ny < 0.0f) {
        m.nx = -m.nx;
        m.ny = -m.ny;
    }
    *out = m;
    return 1;
}

int bl_circle_circle_mtv(const bl_circle *a, const bl_circle *b, bl_mtv *out)
{
    float dx = a->x - b->x, dy = a->y - b->y, r = a->r + b->r;
    float d2 = dx * dx + dy * dy, d;
    if (d2 > r * r) {
        return 0;
    }
    d = sqrtf(d2);
    if (d > 0.0f) {
        out->nx = dx / d;
        out->ny = dy / d;
    } else {
        out->nx = 1.0f;
        out->ny = 0.0f;
    }
    out->depth = r - d;
    return 1;
}

static float sep_circle(const bl_poly *a, const bl_circle *b, float ax, float ay, float *o)
{
    float amin, amax, c = b->x * ax + b->y * ay, bmin = c - b->r, bmax = c + b->r, v;
    project(a, ax, ay, &amin, &amax);
    if (amax < bmin || bmax < amin) {
        return 0;
    }
    v = (amax < bmax ? amax : bmax) - (amin > bmin ? amin : bmin);
    if (amax - bmin < v) {
        v = amax - bmin;
    }
    if (bmax - amin < v) {
        v = bmax - amin;
    }
    *o = v;
    return 1;
}

int bl_poly_circle_mtv(const bl_poly *a, const bl_circle *b, bl_mtv *out)
{
    bl_mtv m;
    int i, near = 0;
    float o, dx, dy, d2, best = INFINITY, len, acx, acy;
    m.depth = INFINITY;
    m.nx = m.ny = 0.0f;
    for (i = 0; i < a->n; i++) {
        if (!sep_circle(a, b, a->nx[i], a->ny[i], &o)) {
            return 0;
        }
        if (o < m.depth) {
            m.depth = o;
            m.nx = a->nx[i];
            m.ny = a->ny[i];
        }
    }
    for (i = 0; i < a->n; i++) {
        dx = b->x - a->x[i];
        dy = b->y - a->y[i];
        d2 = dx * dx + dy * dy;
        if (d2 < best) {
            best = d2;
            near = i;
        }
    }
    dx = b->x - a->x[near];
    dy = b->y - a->y[near];
    len = sqrtf(dx * dx + dy * dy);
    if (len > 0.0f) {
        dx /= len;
        dy /= len;
        if (!sep_circle(a, b, dx, dy, &o)) {
            return 0;
        }
        if (o < m.depth) {
            m.depth = o;
            m.nx = dx;
            m.ny = dy;
        }
    }
    center(a, &acx, &acy);
    if ((acx - b->x) * m.nx + (acy - b->y) * m.ny < 0.0f) {
        m.nx = -m.nx;
        m.ny = -m.ny;
    }
    *out = m;
    return 1;
}

static int sweep_axes(const bl_poly *s, const bl_poly *a, const bl_poly *b, float vx, float vy,
                      float *t0, float *t1, float *nx, float *ny)
{
    int i;
    for (i = 0; i < s->n; i++) {
        float ax = s->nx[i], ay = s->ny[i], amin, amax, bmin, bmax, sp, lo, hi;
        project(a, ax, ay, &amin, &amax);
        project(b, ax, ay, &bmin, &bmax);
        sp = vx * ax + vy * ay;
        if (sp == 0.0f) {
            if (amin > bmax || amax < bmin) {
                return 0;
            }
            continue;
        }
        lo = (bmin - amax) / sp;
        hi = (bmax - amin) / sp;
        if (lo > hi) {
            float t = lo;
            lo = hi;
            hi = t;
        }
        if (lo > *t0) {
            *t0 = lo;
            *nx = ax;
            *ny = ay;
        }
        if (hi < *t1) {
            *t1 = hi;
        }
        if (*t0 > *t1) {
            return 0;
        }
    }
    return 1;
}

int bl_poly_sweep(const bl_poly *a, const bl_poly *b, float vx, float vy, bl_sweep *out)
{
    float t0 = 0.0f, t1 = 1.0f, nx = 0.0f, ny = 0.0f, acx, acy, bcx, bcy;
    out->intersect = bl_poly_poly_mtv(a, b, &out->start);
    if (out->intersect) {
        out->will_intersect = 1;
        out->toi = 0.0f;
        out->nx = out->start.nx;
        out->ny = out->start.ny;
        return 2;
    }
    out->will_intersect = sweep_axes(a, a, b, vx, vy, &t0, &t1, &nx, &ny)
                          && sweep_axes(b, a, b, vx, vy, &t0, &t1, &nx, &ny);
    if (!out->will_intersect) {
        return 0;
    }
    center(a, &acx, &acy);
    center(b, &bcx, &bcy);
    if ((acx + vx * t0 - bcx) * nx + (acy + vy * t0 - bcy) * ny < 0.0f) {
        nx = -nx;
        ny = -ny;
    }
    out->toi = t0;
    out->nx = nx;
    out->ny = ny;
    return 1;
}

