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
    if (rc == FC_SWEEP_OVERLAP) {
        fc_run_put_word(out, "overlap");
        fc_run_put_int(out, r.start.depth);
        fc_run_put_int(out, r.start.normal.x);
        fc_run_put_int(out, r.start.normal.y);
    } else if (rc == FC_SWEEP_HIT) {
        fc_run_put_word(out, "hit");
        fc_run_put_int(out, r.toi);
        fc_run_put_int(out, r.normal.x);
        fc_run_put_int(out, r.normal.y);
    } else if (rc == FC_SWEEP_MISS) {
        fc_run_put_word(out, "miss");
    }
    return rc < 0 ? rc : FC_OK;
}

const fc_run_op fc_run_ops_sweepx[] = {
    { "sweepx", op_sweepx },
    { 0, 0 }
};
