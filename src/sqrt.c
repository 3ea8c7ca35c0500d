// Square roots and exact vector lengths.
#include "internal.h"

int fc_sqrt(fc_fixed a, fc_fixed *out)
{
    fc_wide n;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (a < 0) {
        return FC_ERR_DOMAIN;
    }
    fc_wide_mul(&n, a, FC_ONE);
    *out = (fc_fixed)fci_isqrt_nearest(&n);   // below 2^23.5
    return FC_OK;
}

int fc_len2(const fc_vec *v, fc_wide *out)
{
    fc_wide s;
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (!FC_IN_RANGE(v->x) || !FC_IN_RANGE(v->y)) {
        return FC_ERR_RANGE;
    }
    fc_wide_mul(&s, v->x, v->x);
    fc_wide_muladd(&s, v->y, v->y);   // <= 2^59
    *out = s;
    return FC_OK;
}

int fc_len(const fc_vec *v, fc_fixed *out)
{
    fc_wide s;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = fc_len2(v, &s);
    if (rc < 0) {
        return rc;
    }
    *out = (fc_fixed)fci_isqrt_nearest(&s);   // <= 2^29.5 < 2^31
    return FC_OK;
}
