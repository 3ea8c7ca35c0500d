// Integer approximate length: two "alpha max plus beta min" lines,
//   alen = max(M + 5m/32, 27M/32 + 71m/128),  M = max(|x|,|y|), m = min,
// evaluated with one rounding in 32-bit unsigned arithmetic. Error bounds
// are stated in fixed.h and checked by the tests over every direction.
#include <stddef.h>
#include "fixcol/fixed.h"

// Both lines scaled by 128: 128M + 20m and 108M + 71m. With M < 2^24 the
// larger is below 179 * 2^24 < 2^32, so M (and m with it) is first halved
// until it fits; that costs at most 2^-22 of relative error and no shift
// happens below 256.0, where the result is the exactly rounded formula.
static uint32_t alen_raw(const fc_vec *v)
{
    uint32_t ax = (v->x < 0) ? 0u - (uint32_t)v->x : (uint32_t)v->x;
    uint32_t ay = (v->y < 0) ? 0u - (uint32_t)v->y : (uint32_t)v->y;
    uint32_t big = (ax > ay) ? ax : ay;
    uint32_t small = (ax > ay) ? ay : ax;
    uint32_t a, b;
    unsigned shift = 0u;
    while (big > 0x00FFFFFFu) {
        big >>= 1;
        small >>= 1;
        shift++;
    }
    a = (big << 7) + small * 20u;
    b = big * 108u + small * 71u;
    if (b > a) {
        a = b;
    }
    return ((a + 64u) >> 7) << shift;
}

int fc_alen(const fc_vec *v, fc_fixed *out)
{
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (!FC_IN_RANGE(v->x) || !FC_IN_RANGE(v->y)) {
        return FC_ERR_RANGE;
    }
    *out = (fc_fixed)alen_raw(v);   // <= 1.0122 * 2^29.5 < 2^31
    return FC_OK;
}

// alen >= L * (1 - 0.0120) - 1/2, so alen * 65/64 + 2 >= L * 1.0034 + 1/2
// minus the floor of alen/64 (under 1): never below L.
int fc_alen_upper(const fc_vec *v, fc_fixed *out)
{
    uint32_t a;
    FC_CHECK(v != NULL && out != NULL, FC_ERR_NULL);
    if (!FC_IN_RANGE(v->x) || !FC_IN_RANGE(v->y)) {
        return FC_ERR_RANGE;
    }
    a = alen_raw(v);
    a += (a >> 6) + 2u;
    *out = (fc_fixed)a;
    return FC_OK;
}
