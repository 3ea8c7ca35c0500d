// The float baseline's contact manifold (see baseline.h), the classic
// Box2D clipping: the face of least penetration is the reference face, the
// other polygon's edge most anti-parallel to it is the incident edge, which
// is clipped to the reference face's side planes. A file of its own, so
// that the 8-bit images link it only beside fc_poly_contact.
#include "baseline.h"

#ifndef INFINITY
#  define INFINITY 3.40282347e38f   // SDCC's math.h has none; FLT_MAX serves here
#endif

// The largest separation of b from a face of a: for each face of a, the
// smallest height of b's vertices above it; *face gets the face.
static float max_separation(const bl_poly *a, const bl_poly *b, int *face)
{
    int i, j;
    float best = -INFINITY;
    *face = 0;
    for (i = 0; i < a->n; i++) {
        float s = INFINITY;
        for (j = 0; j < b->n; j++) {
            float d = a->nx[i] * (b->x[j] - a->x[i]) + a->ny[i] * (b->y[j] - a->y[i]);
            if (d < s) {
                s = d;
            }
        }
        if (s > best) {
            best = s;
            *face = i;
        }
    }
    return best;
}

// Keeps the part of the segment (x[0], y[0])-(x[1], y[1]) where
// nx x + ny y <= off; returns the number of points kept.
static int clip_segment(float *x, float *y, float nx, float ny, float off)
{
    float d0 = nx * x[0] + ny * y[0] - off, d1 = nx * x[1] + ny * y[1] - off;
    float ox[2], oy[2];
    int i, k = 0;
    if (d0 <= 0.0f) {
        ox[k] = x[0];
        oy[k++] = y[0];
    }
    if (d1 <= 0.0f) {
        ox[k] = x[1];
        oy[k++] = y[1];
    }
    if (d0 * d1 < 0.0f) {
        float t = d0 / (d0 - d1);
        ox[k] = x[0] + t * (x[1] - x[0]);
        oy[k++] = y[0] + t * (y[1] - y[0]);
    }
    for (i = 0; i < k; i++) {
        x[i] = ox[i];
        y[i] = oy[i];
    }
    return k;
}

int bl_poly_contact(const bl_poly *a, const bl_poly *b, bl_manifold *out)
{
    const bl_poly *ref = a, *inc = b;
    int fa, fb, f, e = 0, i, j, flip = 0;
    float sa, sb, nx, ny, tx, ty, lo, hi, front, best = INFINITY, x[2], y[2];
    sa = max_separation(a, b, &fa);
    if (sa > 0.0f) {
        return 0;
    }
    sb = max_separation(b, a, &fb);
    if (sb > 0.0f) {
        return 0;
    }
    f = fa;
    if (sb > sa + 0.0005f) {   // Box2D's tolerance: prefer a's face
        ref = b;
        inc = a;
        f = fb;
        flip = 1;
    }
    nx = ref->nx[f];
    ny = ref->ny[f];
    // the incident edge: the face of inc most anti-parallel to the normal
    for (i = 0; i < inc->n; i++) {
        float d = nx * inc->nx[i] + ny * inc->ny[i];
        if (d < best) {
            best = d;
            e = i;
        }
    }
    j = e + 1 == inc->n ? 0 : e + 1;
    x[0] = inc->x[e];
    y[0] = inc->y[e];
    x[1] = inc->x[j];
    y[1] = inc->y[j];
    // the reference face's side planes, along its tangent (counter-clockwise)
    tx = -ny;
    ty = nx;
    j = f + 1 == ref->n ? 0 : f + 1;
    lo = tx * ref->x[f] + ty * ref->y[f];
    hi = tx * ref->x[j] + ty * ref->y[j];
    front = nx * ref->x[f] + ny * ref->y[f];
    out->count = 0;
    if (clip_segment(x, y, -tx, -ty, -lo) == 2 && clip_segment(x, y, tx, ty, hi) == 2) {
        for (i = 0; i < 2; i++) {
            float s = nx * x[i] + ny * y[i] - front;
            if (s <= 0.0f) {
                out->px[out->count] = x[i];
                out->py[out->count] = y[i];
                out->depth[out->count] = -s;
                out->count++;
            }
        }
    }
    out->nx = flip ? nx : -nx;
    out->ny = flip ? ny : -ny;
    return 1;
}
