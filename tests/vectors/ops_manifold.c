// Runner op of the contact manifold of any two shapes: manifold.
#include "runner.h"

static int op_manifold(const fc_run_args *a, const fc_run_out *out)
{
    fc_manifold m;
    int pos, rc = fc_run_shape_pair(a, 0, &pos);
    if (rc == FC_OK) {
        rc = fc_collide_manifold(&fc_run_shape_a.s, &fc_run_shape_b.s, &m);
    }
    if (rc >= 0) {
        fc_run_put_manifold(out, rc, &m);
    }
    return rc;
}

const fc_run_op fc_run_ops_manifold[] = {
    { "manifold", op_manifold },
    { 0, 0 }
};
