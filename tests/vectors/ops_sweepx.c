// Runner op of the sweep of any two shapes: sweepx.
#include "runner.h"

// sweepx SA SB vx vy -> miss | hit toi nx ny | overlap depth nx ny
static int op_sweepx(const fc_run_args *a, const fc_run_out *out)
{
    fc_sweep r;
    fc_vec v;
    int pos, rc = fc_run_shape_pair(a, 2, &pos);
    if (rc != FC_OK) {
        return rc;
    }
    v.x = a->v[pos];
    v.y = a->v[pos + 1];
    rc = fc_collide_sweep(&fc_run_shape_a.s, &fc_run_shape_b.s, &v, &r);
    fc_run_put_sweep(out, rc, &r);
    return rc < 0 ? rc : FC_OK;
}

const fc_run_op fc_run_ops_sweepx[] = {
    { "sweepx", op_sweepx },
    { 0, 0 }
};
