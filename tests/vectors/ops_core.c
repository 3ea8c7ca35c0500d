// Runner ops of the scalar core: mul div sqrt len alen len2 rot.
#include "runner.h"

static int op_mul(const fc_run_args *a, const fc_run_out *out)
{
    fc_fixed r;
    int rc;
    if (!fc_run_argc_is(a, 2)) {
        return FC_RUN_SYNTAX;
    }
    rc = fc_mul(a->v[0], a->v[1], &r);
    if (rc == FC_OK) {
        fc_run_put_int(out, r);
    }
    return rc;
}

static int op_div(const fc_run_args *a, const fc_run_out *out)
{
    fc_fixed r;
    int rc;
    if (!fc_run_argc_is(a, 2)) {
        return FC_RUN_SYNTAX;
    }
    rc = fc_div(a->v[0], a->v[1], &r);
    if (rc == FC_OK) {
        fc_run_put_int(out, r);
    }
    return rc;
}

static int op_sqrt(const fc_run_args *a, const fc_run_out *out)
{
    fc_fixed r;
    int rc;
    if (!fc_run_argc_is(a, 1)) {
        return FC_RUN_SYNTAX;
    }
    rc = fc_sqrt(a->v[0], &r);
    if (rc == FC_OK) {
        fc_run_put_int(out, r);
    }
    return rc;
}

// The vector ops share one shape: two arguments, a vector, one result.
static int vec_arg(const fc_run_args *a, int argc, fc_vec *v)
{
    if (!fc_run_argc_is(a, argc)) {
        return FC_RUN_SYNTAX;
    }
    v->x = a->v[0];
    v->y = a->v[1];
    return FC_OK;
}

static int op_len(const fc_run_args *a, const fc_run_out *out)
{
    fc_vec v;
    fc_fixed r;
    int rc = vec_arg(a, 2, &v);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_len(&v, &r);
    if (rc == FC_OK) {
        fc_run_put_int(out, r);
    }
    return rc;
}

static int op_alen(const fc_run_args *a, const fc_run_out *out)
{
    fc_vec v;
    fc_fixed r;
    int rc = vec_arg(a, 2, &v);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_alen(&v, &r);
    if (rc == FC_OK) {
        fc_run_put_int(out, r);
    }
    return rc;
}

static int op_len2(const fc_run_args *a, const fc_run_out *out)
{
    fc_vec v;
    fc_wide r;
    int rc = vec_arg(a, 2, &v);
    if (rc != FC_OK) {
        return rc;
    }
    rc = fc_len2(&v, &r);
    if (rc == FC_OK) {
        fc_run_put_wide(out, &r);
    }
    return rc;
}

static int op_rot(const fc_run_args *a, const fc_run_out *out)
{
    fc_vec v, r;
    int rc = vec_arg(a, 3, &v);
    if (rc != FC_OK) {
        return rc;
    }
    if (a->v[2] < 0 || a->v[2] > 65535L) {
        return FC_RUN_SYNTAX;
    }
    rc = fc_rotate(&v, (fc_angle)a->v[2], &r);
    if (rc == FC_OK) {
        fc_run_put_int(out, r.x);
        fc_run_put_int(out, r.y);
    }
    return rc;
}

const fc_run_op fc_run_ops_core[] = {
    { "mul", op_mul },
    { "div", op_div },
    { "sqrt", op_sqrt },
    { "len", op_len },
    { "alen", op_alen },
    { "len2", op_len2 },
    { "rot", op_rot },
    { 0, 0 }
};
