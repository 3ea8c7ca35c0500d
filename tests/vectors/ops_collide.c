// Runner ops of the collision pairs and moving polygons: cc bb cb pp pc
// sweep.
#include "runner.h"

static fc_vec pts[FC_MAX_VERTS];
static fc_poly poly_a, poly_b;   // static: 8-bit targets have small stacks

static void read_circle(const fc_run_args *a, int *pos, fc_circle *c)
{
    c->c.x = a->v[*pos];
    c->c.y = a->v[*pos + 1];
    c->r = a->v[*pos + 2];
    *pos += 3;
}

static void read_box(const fc_run_args *a, int *pos, fc_box *b)
{
    b->min.x = a->v[*pos];
    b->min.y = a->v[*pos + 1];
    b->max.x = a->v[*pos + 2];
    b->max.y = a->v[*pos + 3];
    *pos += 4;
}

static int op_cc(const fc_run_args *a, const fc_run_out *out)
{
    fc_circle ca, cb;
    fc_mtv m;
    int pos = 0, rc;
    if (!fc_run_argc_is(a, 6)) {
        return FC_RUN_SYNTAX;
    }
    read_circle(a, &pos, &ca);
    read_circle(a, &pos, &cb);
    rc = fc_circle_circle_mtv(&ca, &cb, &m);
    if (rc >= 0) {
        fc_run_put_hit(out, rc, &m);
    }
    return rc;
}

static int op_bb(const fc_run_args *a, const fc_run_out *out)
{
    fc_box ba, bb;
    fc_mtv m;
    int pos = 0, rc;
    if (!fc_run_argc_is(a, 8)) {
        return FC_RUN_SYNTAX;
    }
    read_box(a, &pos, &ba);
    read_box(a, &pos, &bb);
    rc = fc_box_box_mtv(&ba, &bb, &m);
    if (rc >= 0) {
        fc_run_put_hit(out, rc, &m);
    }
    return rc;
}

static int op_cb(const fc_run_args *a, const fc_run_out *out)
{
    fc_circle ca;
    fc_box bb;
    fc_mtv m;
    int pos = 0, rc;
    if (!fc_run_argc_is(a, 7)) {
        return FC_RUN_SYNTAX;
    }
    read_circle(a, &pos, &ca);
    read_box(a, &pos, &bb);
    rc = fc_circle_box_mtv(&ca, &bb, &m);
    if (rc >= 0) {
        fc_run_put_hit(out, rc, &m);
    }
    return rc;
}

static int op_pp(const fc_run_args *a, const fc_run_out *out)
{
    fc_mtv m;
    int pos, rc = fc_run_convex_pair(a, 0, &poly_a, &poly_b, &pos);
    if (rc == FC_OK) {
        rc = fc_poly_poly_mtv(&poly_a, &poly_b, &m);
    }
    if (rc >= 0) {
        fc_run_put_hit(out, rc, &m);
    }
    return rc;
}

static int op_pc(const fc_run_args *a, const fc_run_out *out)
{
    fc_circle cb;
    fc_mtv m;
    int n, pos = 0, rc = fc_run_poly(a, &pos, pts, &n);
    if (rc == FC_OK && !fc_run_at_end(a, pos + 3)) {
        rc = FC_RUN_SYNTAX;
    }
    if (rc == FC_OK) {
        rc = fc_run_build_convex(pts, n, &poly_a);
    }
    if (rc == FC_OK) {
        read_circle(a, &pos, &cb);
        rc = fc_poly_circle_mtv(&poly_a, &cb, &m);
    }
    if (rc >= 0) {
        fc_run_put_hit(out, rc, &m);
    }
    return rc;
}

static int op_sweep(const fc_run_args *a, const fc_run_out *out)
{
    fc_sweep r;
    fc_vec v;
    int pos, rc = fc_run_convex_pair(a, 2, &poly_a, &poly_b, &pos);
    if (rc != FC_OK) {
        return rc;
    }
    v.x = a->v[pos];
    v.y = a->v[pos + 1];
    rc = fc_poly_sweep(&poly_a, &poly_b, &v, &r);
    fc_run_put_sweep(out, rc, &r);
    return rc < 0 ? rc : FC_OK;
}

const fc_run_op fc_run_ops_collide[] = {
    { "cc", op_cc },
    { "bb", op_bb },
    { "cb", op_cb },
    { "pp", op_pp },
    { "pc", op_pc },
    { "sweep", op_sweep },
    { 0, 0 }
};
