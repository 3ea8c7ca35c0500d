// The circle check, the circle pair's checks, and the offset filter of
// the circle tests: a file of their own, as every circle query starts
// with them and cc65 and SDCC link whole files (the ports' circle tests
// in assembly call the checks and decide the rest themselves; the point's
// are in src/point_check.c).
#include "internal.h"

int fc_circle_check(const fc_circle *c)
{
    FC_CHECK(c != NULL, FC_ERR_NULL);
    if (c->r < 0) {
        return FC_ERR_INVALID;
    }
    // r >= 0 here: compared unsigned, shorter on the 8-bit CPUs
    if (!fci_vec_in_range(&c->c) || (uint32_t)c->r > (uint32_t)FC_RANGE_RAW) {
        return FC_ERR_RANGE;
    }
    return FC_OK;
}

#if FC_PORT_CIRCLE
// fc_circle_circle's checks: FC_OK, or the error code of the first that
// fails (both pointers, then a, then b): the port's assembly calls them
// (config.h; the C version, src/collide_circle.c, writes them out beside
// its quick range test).
int fci_circles_check(const fc_circle *a, const fc_circle *b)
{
    int rc;
    FC_CHECK(a != NULL && b != NULL, FC_ERR_NULL);
    rc = fc_circle_check(a);
    if (rc == FC_OK) {
        rc = fc_circle_check(b);
    }
    return rc;
}
#endif

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
