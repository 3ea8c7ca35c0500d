// Helpers the collision and contact ops share (runner.h), in a file of
// their own: a target that links one op group at a time (the Z80) then
// pulls in no other group's ops and library code.
#include "runner.h"

static fc_vec pts_a[FC_MAX_VERTS], pts_b[FC_MAX_VERTS];   // static: small stacks

// Builds parsed points into a convex fc_poly: the build's errors, then
// FC_ERR_CONCAVE for a simple polygon that is not convex.
int fc_run_build_convex(const fc_vec *p, int n, fc_poly *out)
{
    int rc = fc_poly_build(p, n, out);
    if (rc == FC_OK && !out->convex) {
        rc = FC_ERR_CONCAVE;
    }
    return rc;
}

// Two polygon arguments followed by `extra` numbers: the token count is
// checked before either polygon is built, so a malformed line answers
// err syntax whatever its polygons are.
int fc_run_convex_pair(const fc_run_args *a, int extra, fc_poly *pa, fc_poly *pb, int *pos)
{
    int na, nb, rc;
    *pos = 0;
    rc = fc_run_poly(a, pos, pts_a, &na);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_run_poly(a, pos, pts_b, &nb);
    if (rc != FC_OK) {
        return rc;
    }
    if (!fc_run_at_end(a, *pos + extra)) {
        return FC_RUN_SYNTAX;
    }
    rc = fc_run_build_convex(pts_a, na, pa);
    if (rc != FC_OK) {
        return rc;
    }
    return fc_run_build_convex(pts_b, nb, pb);
}

void fc_run_put_hit(const fc_run_out *out, int rc, const fc_mtv *m)
{
    if (rc == 0) {
        fc_run_put_word(out, "miss");
    } else {
        fc_run_put_word(out, "hit");
        fc_run_put_int(out, m->depth);
        fc_run_put_int(out, m->normal.x);
        fc_run_put_int(out, m->normal.y);
    }
}

void fc_run_put_manifold(const fc_run_out *out, int rc, const fc_manifold *m)
{
    int k;
    if (rc == 0) {
        fc_run_put_word(out, "miss");
        return;
    }
    fc_run_put_word(out, "hit");
    fc_run_put_int(out, m->normal.x);
    fc_run_put_int(out, m->normal.y);
    fc_run_put_int(out, (int32_t)m->count);
    for (k = 0; k < (int)m->count; k++) {
        fc_run_put_int(out, m->point[k].x);
        fc_run_put_int(out, m->point[k].y);
        fc_run_put_int(out, m->depth[k]);
    }
}

void fc_run_put_sweep(const fc_run_out *out, int rc, const fc_sweep *r)
{
    if (rc == FC_SWEEP_OVERLAP) {
        fc_run_put_word(out, "overlap");
        fc_run_put_int(out, r->start.depth);
        fc_run_put_int(out, r->start.normal.x);
        fc_run_put_int(out, r->start.normal.y);
    } else if (rc == FC_SWEEP_HIT) {
        fc_run_put_word(out, "hit");
        fc_run_put_int(out, r->toi);
        fc_run_put_int(out, r->normal.x);
        fc_run_put_int(out, r->normal.y);
    } else if (rc == FC_SWEEP_MISS) {
        fc_run_put_word(out, "miss");
    }
}
