// Q16.16 conversions and arithmetic.
#include <stddef.h>
#include "fixcol/fixed.h"

int fc_from_int(int32_t n, fc_fixed *out)
{
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (n < -32768L || n > 32767L) {
        return FC_ERR_OVERFLOW;
    }
    // n * 65536 through unsigned arithmetic: never shift a negative value.
    *out = (fc_fixed)(int32_t)((uint32_t)n << 16);
    return FC_OK;
}

int fc_from_ratio(int32_t num, int32_t den, fc_fixed *out)
{
    return fc_div(num, den, out);
}

int32_t fc_to_int_floor(fc_fixed a)
{
    // Bias to unsigned, shift, unbias: floor division by 65536 for every
    // value, with no implementation-defined shift of a negative number.
    return (int32_t)(((uint32_t)a + 0x80000000u) >> 16) - 32768L;
}

int32_t fc_to_int_nearest(fc_fixed a)
{
    uint32_t mag = (a < 0) ? 0u - (uint32_t)a : (uint32_t)a;
    int32_t r = (int32_t)((mag + 0x8000u) >> 16);   // at most 32768
    return (a < 0) ? -r : r;
}

int fc_add(fc_fixed a, fc_fixed b, fc_fixed *out)
{
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if ((b > 0 && a > INT32_MAX - b) || (b < 0 && a < INT32_MIN - b)) {
        return FC_ERR_OVERFLOW;
    }
    *out = a + b;
    return FC_OK;
}

int fc_sub(fc_fixed a, fc_fixed b, fc_fixed *out)
{
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if ((b < 0 && a > INT32_MAX + b) || (b > 0 && a < INT32_MIN + b)) {
        return FC_ERR_OVERFLOW;
    }
    *out = a - b;
    return FC_OK;
}

#if !FC_PORT_MUL
// With FC_PORT_MUL the port defines it (config.h; ports/6502/umul32.s).
int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out)
{
    fc_wide p;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    fc_wide_mul(&p, a, b);
    return fc_wide_round_shr(&p, 16u, out);
}
#endif

int fc_div(fc_fixed a, fc_fixed b, fc_fixed *out)
{
    fc_wide n;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    fc_wide_mul(&n, a, FC_ONE);
    return fc_wide_div_round(&n, b, out);
}
