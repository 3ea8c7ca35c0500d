// Runner op of the distance between any two shapes: dist.
#include "runner.h"

// dist SA SB -> overlap | apart d ax ay bx by
static int op_dist(const fc_run_args *a, const fc_run_out *out)
{
    fc_distance d;
    int pos, rc = fc_run_shape_pair(a, 0, &pos);
    if (rc == FC_OK) {
        rc = fc_shape_distance(&fc_run_shape_a.s, &fc_run_shape_b.s, &d);
    }
    if (rc == 1) {
        fc_run_put_word(out, "overlap");
    } else if (rc == 0) {
        fc_run_put_word(out, "apart");
        fc_run_put_int(out, d.d);
        fc_run_put_int(out, d.a.x);
        fc_run_put_int(out, d.a.y);
        fc_run_put_int(out, d.b.x);
        fc_run_put_int(out, d.b.y);
    }
    return rc < 0 ? rc : FC_OK;
}

const fc_run_op fc_run_ops_dist[] = {
    { "dist", op_dist },
    { 0, 0 }
};
