// Runner ops of the generic shapes and the broadphase: collide pairs
// (manifold: ops_manifold.c, with a group of its own, so that an 8-bit
// image holds the code of either).
#include "runner.h"

static int op_collide(const fc_run_args *a, const fc_run_out *out)
{
    fc_mtv m;
    int pos, rc = fc_run_shape_pair(a, 0, &pos);
    if (rc == FC_OK) {
        rc = fc_collide_mtv(&fc_run_shape_a.s, &fc_run_shape_b.s, &m);
    }
    if (rc >= 0) {
        fc_run_put_hit(out, rc, &m);
    }
    return rc;
}

// ---- pairs ------------------------------------------------------------------------

static fc_box boxes[FC_RUN_MAX_BOXES];
static uint16_t order[FC_RUN_MAX_BOXES];
static uint16_t hits[FC_RUN_MAX_BOXES];

#if FC_RUN_PAIR_CAP > 0
static fc_pair found[FC_RUN_PAIR_CAP];
// Bit j of row i: boxes i and j (i < j) overlap. Printed row by row, so
// the answer is ordered by i then j whatever order the pairs came in.
static uint8_t matrix[FC_RUN_MAX_BOXES][(FC_RUN_MAX_BOXES + 7) / 8];

// The rows from the pairs found: 1, or 0 when they did not all fit.
static int rows_from_pairs(const fc_run_out *out, int n, int rc)
{
    int i, j, k;
    if (rc < 0) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        for (j = 0; j < (int)sizeof matrix[0]; j++) {
            matrix[i][j] = 0;
        }
    }
    for (k = 0; k < rc; k++) {
        i = found[k].a;
        j = found[k].b;
        matrix[i][j >> 3] = (uint8_t)(matrix[i][j >> 3] | (1u << (j & 7)));
    }
    for (i = 0; i < n; i++) {
        for (j = i + 1; j < n; j++) {
            if ((matrix[i][j >> 3] >> (j & 7)) & 1) {
                fc_run_put_int(out, i);
                fc_run_put_int(out, j);
            }
        }
    }
    return 1;
}
#  define FOUND found
#else
#  define FOUND NULL
#  define rows_from_pairs(out, n, rc) 0
#endif

// pairs N B1 ... BN: the count from the sweep (fc_bp_pairs), then the
// pairs row by row: from the pairs found when the buffer held them all,
// else from one box query per body (its hits come in index order).
static int op_pairs(const fc_run_args *a, const fc_run_out *out)
{
    int32_t total = 0;
    int n, i, k, rc;
    if (a->n < 1) {
        return FC_RUN_SYNTAX;
    }
    if (a->v[0] < 0 || a->v[0] > FC_RUN_MAX_BOXES) {
        return FC_ERR_COUNT;
    }
    n = (int)a->v[0];
    if (!fc_run_argc_is(a, 1 + 4 * n)) {
        return FC_RUN_SYNTAX;
    }
    for (i = 0; i < n; i++) {
        boxes[i].min.x = a->v[1 + 4 * i];
        boxes[i].min.y = a->v[2 + 4 * i];
        boxes[i].max.x = a->v[3 + 4 * i];
        boxes[i].max.y = a->v[4 + 4 * i];
    }
    (void)fc_bp_reset(order, n);
    rc = fc_bp_pairs(boxes, n, order, FOUND, FC_RUN_PAIR_CAP, &total);
    if (rc < 0 && rc != FC_ERR_CAPACITY) {
        return rc;
    }
    fc_run_put_int(out, total);
    if (!rows_from_pairs(out, n, rc)) {
        for (i = 0; i < n; i++) {
            rc = fc_bp_query_box(boxes, n, &boxes[i], hits, n, NULL);
            for (k = 0; k < rc; k++) {
                if ((int)hits[k] > i) {
                    fc_run_put_int(out, i);
                    fc_run_put_int(out, hits[k]);
                }
            }
        }
    }
    return FC_OK;
}

const fc_run_op fc_run_ops_shapes[] = {
    { "collide", op_collide },
    { "pairs", op_pairs },
    { 0, 0 }
};
