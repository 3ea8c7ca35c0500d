// The library's own C products for the tests that hold the port's
// assembly to them (depth-test.c and walk-test.c here; the Z80 and Game
// Boy ports build depth-test.c too): src/wide.c compiled into the test
// with its products renamed c_wide_umul, c_wide_mul and c_wide_muladd (the
// port's keep their names), and src/sat.c's depth_rel over them,
// n . (p - b), as want_depth.
#define FC_PORT_UMUL32 0
#define FC_PORT_MUL 0
#define fc_wide_umul c_wide_umul
#define fc_wide_mul c_wide_mul
#define fc_wide_muladd c_wide_muladd
#include "src/wide.c" // -I. on the command line
#undef fc_wide_umul
#undef fc_wide_mul
#undef fc_wide_muladd

// src/sat.c's depth_rel, on the C products.
static void want_depth(fc_wide *r, const fc_vec *n, const fc_vec *b, const fc_vec *p)
{
    c_wide_mul(r, n->x, fci_wsub(p->x, b->x));
    c_wide_muladd(r, n->y, fci_wsub(p->y, b->y));
}
