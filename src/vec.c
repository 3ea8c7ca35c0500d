// Vector helpers: sums, differences, scaling, perpendiculars, products.
#include <stddef.h>
#include "fixcol/fixed.h"

// a + b and a - b when they fit int32 (tested on the operands: no wider
// type needed).
static int add32(int32_t a, int32_t b, int32_t *out)
{
    if ((b > 0 && a > INT32_MAX - b) || (b < 0 && a < INT32_MIN - b)) {
        return 0;
    }
    *out = a + b;
    return 1;
}

static int sub32(int32_t a, int32_t b, int32_t *out)
{
    if ((b < 0 && a > INT32_MAX + b) || (b > 0 && a < INT32_MIN + b)) {
        return 0;
    }
    *out = a - b;
    return 1;
}

int fc_vec_add(const fc_vec *a, const fc_vec *b, fc_vec *out)
{
    fc_vec r;
    FC_CHECK(a != NULL && b != NULL && out != NULL, FC_ERR_NULL);
    if (!add32(a->x, b->x, &r.x) || !add32(a->y, b->y, &r.y)) {
        return FC_ERR_OVERFLOW;
    }
    *out = r;
    return FC_OK;
}

int fc_vec_sub(const fc_vec *a, const fc_vec *b, fc_vec *out)
{
    fc_vec r;
    FC_CHECK(a != NULL && b != NULL && out != NULL, FC_ERR_NULL);
    if (!sub32(a->x, b->x, &r.x) || !sub32(a->y, b->y, &r.y)) {
        return FC_ERR_OVERFLOW;
    }
    *out = r;
    return FC_OK;
}

int fc_vec_neg(const fc_vec *v, fc_vec *out)
{
    fc_vec r;
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (v->x == INT32_MIN || v->y == INT32_MIN) {
        return FC_ERR_OVERFLOW;
    }
    r.x = -v->x;
    r.y = -v->y;
    *out = r;
    return FC_OK;
}

int fc_vec_perp(const fc_vec *v, fc_vec *out)
{
    fc_vec r;
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (v->y == INT32_MIN) {
        return FC_ERR_OVERFLOW;
    }
    r.x = -v->y;
    r.y = v->x;
    *out = r;
    return FC_OK;
}

int fc_vec_scale(const fc_vec *v, fc_fixed s, fc_vec *out)
{
    fc_vec r;
    int rc;
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    rc = fc_mul(v->x, s, &r.x);
    if (rc == FC_OK) {
        rc = fc_mul(v->y, s, &r.y);
    }
    if (rc == FC_OK) {
        *out = r;
    }
    return rc;
}

// p + q for two products of int32 values: each lies in [-2^62 + 2^31,
// 2^62], so the sum overflows int64 only at 2^63 (all four factors
// -2^31), with both positive and the wrapped sum negative.
static int sum_products(const fc_wide *p, const fc_wide *q, fc_wide *out)
{
    fc_wide r;
    fc_wide_add(&r, p, q);
    if (fc_wide_sign(p) > 0 && fc_wide_sign(q) > 0 && fc_wide_sign(&r) < 0) {
        return FC_ERR_OVERFLOW;
    }
    *out = r;
    return FC_OK;
}

int fc_vec_dot(const fc_vec *a, const fc_vec *b, fc_wide *out)
{
    fc_wide p, q;
    FC_CHECK(a != NULL && b != NULL && out != NULL, FC_ERR_NULL);
    fc_wide_mul(&p, a->x, b->x);
    fc_wide_mul(&q, a->y, b->y);
    return sum_products(&p, &q, out);
}

int fc_vec_cross(const fc_vec *a, const fc_vec *b, fc_wide *out)
{
    fc_wide p, q;
    FC_CHECK(a != NULL && b != NULL && out != NULL, FC_ERR_NULL);
    fc_wide_mul(&p, a->x, b->y);
    // -(a.y b.x) lies in [-2^62, 2^62 - 2^31]: with p the sum stays
    // within +-(2^63 - 2^31), so the cross product never overflows.
    fc_wide_mul(&q, a->y, b->x);
    fc_wide_neg(&q, &q);
    fc_wide_add(out, &p, &q);
    return FC_OK;
}
