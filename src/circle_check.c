// The circle check, and the offset filter of the circle tests: a file of
// their own, as every circle query starts with them and cc65 and SDCC
// link whole files.
#include "internal.h"

int fc_circle_check(const fc_circle *c)
{
    FC_CHECK(c != NULL, FC_ERR_NULL);
    if (c->r < 0) {
        return FC_ERR_INVALID;
    }
    if (!fci_vec_in_range(&c->c) || c->r > FC_RANGE_RAW) {
        return FC_ERR_RANGE;
    }
    return FC_OK;
}

#if FCI_OFFSET_FILTER
// The sums stay below 2^31 for the bounds in src/internal.h.
int fci_offsets_touch(int32_t dx, int32_t dy, uint32_t r)
{
    uint32_t ax = (dx < 0) ? 0u - (uint32_t)dx : (uint32_t)dx;
    uint32_t ay = (dy < 0) ? 0u - (uint32_t)dy : (uint32_t)dy;
    if (ax > r || ay > r) {
        return 0;
    }
    if (ax + ay <= r) {
        return 1;
    }
    return -1;
}
#endif
