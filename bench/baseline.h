// Plain float baseline for bench/: the classic separating-axis test as
// commonly written (not part of the library). Shapes are converted from
// Q16.16 once, outside the measurement.
#ifndef FIXCOL_BENCH_BASELINE_H
#define FIXCOL_BENCH_BASELINE_H

#define BL_MAX_VERTS 16

typedef struct bl_poly {
    int n;
    float x[BL_MAX_VERTS], y[BL_MAX_VERTS];    // vertices
    float nx[BL_MAX_VERTS], ny[BL_MAX_VERTS];  // unit edge normals (sqrtf)
} bl_poly;

typedef struct bl_circle {
    float x, y, r;
} bl_circle;

typedef struct bl_mtv {
    float nx, ny, depth;
} bl_mtv;

typedef struct bl_manifold {
    float nx, ny;              // moves A out of B, as fixcol's
    int count;                 // 0, 1 or 2 points
    float px[2], py[2], depth[2];
} bl_manifold;

typedef struct bl_sweep {
    int intersect, will_intersect;
    float toi, nx, ny;
    bl_mtv start;
} bl_sweep;

// The float counterpart of fc_poly_build: copy the vertices and compute
// each edge's unit normal with sqrtf. xy holds n (x, y) pairs.
void bl_poly_build(const float *xy, int n, bl_poly *out);

// Yes/no: 1 on hit (touching counts), 0 on miss.
int bl_poly_poly(const bl_poly *a, const bl_poly *b);
int bl_circle_circle(const bl_circle *a, const bl_circle *b);
// 1 on hit (touching counts), 0 on miss; *out as fixcol's MTV (moving A by
// depth * n separates).
int bl_poly_poly_mtv(const bl_poly *a, const bl_poly *b, bl_mtv *out);
int bl_circle_circle_mtv(const bl_circle *a, const bl_circle *b, bl_mtv *out);
int bl_poly_circle_mtv(const bl_poly *a, const bl_circle *b, bl_mtv *out);
// Contact manifold, Box2D style (counter-clockwise polygons): the face of
// least penetration is the reference face, the other polygon's edge most
// anti-parallel to it is clipped to its side planes, and the clipped ends
// at or below the face are the points. 1 on hit, 0 on miss.
int bl_poly_contact(const bl_poly *a, const bl_poly *b, bl_manifold *out);
// A moves by (vx, vy) over t in [0, 1]: 0 miss, 1 hit, 2 overlapping at t=0.
int bl_poly_sweep(const bl_poly *a, const bl_poly *b, float vx, float vy, bl_sweep *out);


// bench/baseline_motion.c: the motion and distance queries.
typedef struct bl_ray_hit {
    float t, nx, ny;
} bl_ray_hit;

typedef struct bl_distance {
    float d, ax, ay, bx, by;
} bl_distance;

// Rays and sweeps: 0 miss, 1 hit (*out), 2 touching at t = 0.
int bl_ray_circle(float ox, float oy, float dx, float dy, const bl_circle *c, bl_ray_hit *out);
int bl_circle_sweep_circle(const bl_circle *a, const bl_circle *b, float vx, float vy,
                           bl_ray_hit *out);
int bl_circle_sweep_poly(const bl_circle *a, const bl_poly *b, float vx, float vy,
                         bl_ray_hit *out);
int bl_poly_sweep_circle(const bl_poly *a, const bl_circle *b, float vx, float vy,
                         bl_ray_hit *out);
// Distances: 1 touching or overlapping, 0 apart (*out).
int bl_poly_distance(const bl_poly *a, const bl_poly *b, bl_distance *out);
int bl_poly_circle_distance(const bl_poly *a, const bl_circle *b, bl_distance *out);

#endif
