// Runner ops of the polygon utilities:
// area2 winding convex centroid center aabb bcircle pip tri.
#include "runner.h"

static fc_vec pts[FC_MAX_VERTS];   // static: 8-bit targets have small stacks

// The one-polygon argument list shared by most ops.
static int poly_only(const fc_run_args *a, int *n)
{
    int pos = 0;
    int rc = fc_run_poly(a, &pos, pts, n);
    if (rc == FC_OK && !fc_run_at_end(a, pos)) {
        rc = FC_RUN_SYNTAX;
    }
    return rc;
}

static void put_vec(const fc_run_out *out, const fc_vec *v)
{
    fc_run_put_int(out, v->x);
    fc_run_put_int(out, v->y);
}

static int op_area2(const fc_run_args *a, const fc_run_out *out)
{
    fc_wide r;
    int n, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_area2(pts, n, &r);
    if (rc == FC_OK) {
        fc_run_put_wide(out, &r);
    }
    return rc;
}

static int op_winding(const fc_run_args *a, const fc_run_out *out)
{
    int n, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_winding(pts, n);
    if (rc >= -1 && rc <= 1) {
        fc_run_put_word(out, rc > 0 ? "ccw" : rc < 0 ? "cw" : "degenerate");
        rc = FC_OK;
    }
    return rc;
}

static int op_convex(const fc_run_args *a, const fc_run_out *out)
{
    static const char *const names[5] = { "", "convex", "concave", "complex", "degenerate" };
    int n, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_classify(pts, n);
    if (rc > 0 && rc <= FC_DEGENERATE) {
        fc_run_put_word(out, names[rc]);
        rc = FC_OK;
    }
    return rc;
}

static int op_centroid(const fc_run_args *a, const fc_run_out *out)
{
    fc_vec c;
    int n, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_centroid(pts, n, &c);
    if (rc == FC_OK) {
        put_vec(out, &c);
    }
    return rc;
}

static int op_center(const fc_run_args *a, const fc_run_out *out)
{
    fc_vec c;
    int n, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_center(pts, n, &c);
    if (rc == FC_OK) {
        put_vec(out, &c);
    }
    return rc;
}

static int op_aabb(const fc_run_args *a, const fc_run_out *out)
{
    fc_box b;
    int n, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_bbox(pts, n, &b);
    if (rc == FC_OK) {
        put_vec(out, &b.min);
        put_vec(out, &b.max);
    }
    return rc;
}

static int op_bcircle(const fc_run_args *a, const fc_run_out *out)
{
    fc_circle c;
    int n, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_bcircle(pts, n, &c);
    if (rc == FC_OK) {
        put_vec(out, &c.c);
        fc_run_put_int(out, c.r);
    }
    return rc;
}

static int op_pip(const fc_run_args *a, const fc_run_out *out)
{
    static const char *const names[3] = { "out", "in", "on" };
    fc_vec p;
    int n, pos = 0, rc = fc_run_poly(a, &pos, pts, &n);
    if (rc != FC_OK) {
        return rc;
    }
    if (!fc_run_at_end(a, pos + 2)) {
        return FC_RUN_SYNTAX;
    }
    p.x = a->v[pos];
    p.y = a->v[pos + 1];
    rc = fc_point_in_poly(pts, n, &p);
    if (rc >= 0) {
        fc_run_put_word(out, names[rc]);
        rc = FC_OK;
    }
    return rc;
}

static int op_tri(const fc_run_args *a, const fc_run_out *out)
{
    static uint8_t tri[3 * (FC_MAX_VERTS - 2)];
    int n, i, rc = poly_only(a, &n);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_triangulate(pts, n, tri, (int)sizeof tri);
    if (rc > 0) {
        fc_run_put_int(out, rc);
        for (i = 0; i < 3 * rc; i++) {
            fc_run_put_int(out, tri[i]);
        }
        rc = FC_OK;
    }
    return rc;
}

const fc_run_op fc_run_ops_geom[] = {
    { "area2", op_area2 },
    { "winding", op_winding },
    { "convex", op_convex },
    { "centroid", op_centroid },
    { "center", op_center },
    { "aabb", op_aabb },
    { "bcircle", op_bcircle },
    { "pip", op_pip },
    { "tri", op_tri },
    { 0, 0 }
};
