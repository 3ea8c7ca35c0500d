// Runner ops of the contact queries: contact ppx.
#include "runner.h"

// static: 8-bit targets have small stacks
static fc_poly poly_a, poly_b;
static fc_vec pts_a[FC_MAX_VERTS], pts_b[FC_MAX_VERTS];

// contact polyA polyB -> miss | hit nx ny K x1 y1 d1 [x2 y2 d2]
static int op_contact(const fc_run_args *a, const fc_run_out *out)
{
    fc_manifold m;
    int pos, rc = fc_run_convex_pair(a, 0, &poly_a, &poly_b, &pos);
    if (rc == FC_OK) {
        rc = fc_poly_contact(&poly_a, &poly_b, &m);
    }
    if (rc >= 0) {
        fc_run_put_manifold(out, rc, &m);
    }
    return rc;
}

// ppx polyA polyB -> miss | hit
static int op_ppx(const fc_run_args *a, const fc_run_out *out)
{
    int na = 0, nb = 0, pos = 0, rc = fc_run_poly(a, &pos, pts_a, &na);
    if (rc == FC_OK) {
        rc = fc_run_poly(a, &pos, pts_b, &nb);
    }
    if (rc == FC_OK && !fc_run_at_end(a, pos)) {
        rc = FC_RUN_SYNTAX;
    }
    if (rc == FC_OK) {
        rc = fc_concave_overlap(pts_a, na, pts_b, nb);
    }
    if (rc == 0) {
        fc_run_put_word(out, "miss");
    } else if (rc == 1) {
        fc_run_put_word(out, "hit");
    }
    return rc;
}

const fc_run_op fc_run_ops_contact[] = {
    { "contact", op_contact },
    { "ppx", op_ppx },
    { 0, 0 }
};
