// Runner ops of the ray queries: rayp rayc rayb.
//   rayp ox oy dx dy poly
//   rayc ox oy dx dy cx cy r
//   rayb ox oy dx dy minx miny maxx maxy
// answer `miss`, `inside` or `hit t nx ny`.
#include "runner.h"

static fc_vec pts[FC_MAX_VERTS];   // static: 8-bit targets have small stacks

static void read_ray(const fc_run_args *a, fc_ray *r)
{
    r->origin.x = a->v[0];
    r->origin.y = a->v[1];
    r->delta.x = a->v[2];
    r->delta.y = a->v[3];
}

static void clear_hit(fc_ray_hit *h)
{
    h->t = 0;
    h->normal.x = 0;
    h->normal.y = 0;
}

static void put_ray(const fc_run_out *out, int rc, const fc_ray_hit *h)
{
    if (rc == FC_RAY_HIT) {
        fc_run_put_word(out, "hit");
        fc_run_put_int(out, h->t);
        fc_run_put_int(out, h->normal.x);
        fc_run_put_int(out, h->normal.y);
    } else if (rc == FC_RAY_INSIDE) {
        fc_run_put_word(out, "inside");
    } else {
        fc_run_put_word(out, "miss");
    }
}

static int op_rayp(const fc_run_args *a, const fc_run_out *out)
{
    fc_ray r;
    fc_ray_hit h;
    int pos = 4, n = 0, rc;
    clear_hit(&h);
    rc = fc_run_poly(a, &pos, pts, &n);
    if (rc == FC_OK && !fc_run_at_end(a, pos)) {
        rc = FC_RUN_SYNTAX;
    }
    if (rc == FC_OK) {
        read_ray(a, &r);
        rc = fc_ray_poly(&r, pts, n, &h);
    }
    if (rc >= 0) {
        put_ray(out, rc, &h);
    }
    return rc;
}

static int op_rayc(const fc_run_args *a, const fc_run_out *out)
{
    fc_ray r;
    fc_circle c;
    fc_ray_hit h;
    int rc;
    clear_hit(&h);
    if (!fc_run_argc_is(a, 7)) {
        return FC_RUN_SYNTAX;
    }
    read_ray(a, &r);
    c.c.x = a->v[4];
    c.c.y = a->v[5];
    c.r = a->v[6];
    rc = fc_ray_circle(&r, &c, &h);
    if (rc >= 0) {
        put_ray(out, rc, &h);
    }
    return rc;
}

static int op_rayb(const fc_run_args *a, const fc_run_out *out)
{
    fc_ray r;
    fc_box b;
    fc_ray_hit h;
    int rc;
    clear_hit(&h);
    if (!fc_run_argc_is(a, 8)) {
        return FC_RUN_SYNTAX;
    }
    read_ray(a, &r);
    b.min.x = a->v[4];
    b.min.y = a->v[5];
    b.max.x = a->v[6];
    b.max.y = a->v[7];
    rc = fc_ray_box(&r, &b, &h);
    if (rc >= 0) {
        put_ray(out, rc, &h);
    }
    return rc;
}

const fc_run_op fc_run_ops_ray[] = {
    { "rayp", op_rayp },
    { "rayc", op_rayc },
    { "rayb", op_rayb },
    { 0, 0 }
};
