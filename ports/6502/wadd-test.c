// Checks the port's fc_wide_add and fc_wide_sub (wadd.s) against the C
// versions in src/wide.c and src/wide_ops.c (ports/6502/wadd-test.sh).
//
// The two C files are compiled into this file with the two functions
// renamed, so the assembly is held to the library's own C, not to a copy:
// every carry and borrow position, the ends of int64, NULL operands and
// results, the result in place of either operand, every placement across
// a 256-byte page and CASES pseudo-random pairs (fixed seed); the exit
// status is the number of mismatches (at most 255), and a line per
// mismatch goes to stdout.
#include <stdint.h>

#ifndef CASES
#  define CASES 3000
#endif
#define FC_PORT_WADD 0
#define fc_wide_add c_wide_add
#define fc_wide_sub c_wide_sub
#include "src/wide.c" // -I. on the command line
#undef wide_in
#include "src/wide_ops.c"
#undef fc_wide_add
#undef fc_wide_sub

// The port's (wadd.s).
void fc_wide_add(fc_wide *r, const fc_wide *a, const fc_wide *b);
void fc_wide_sub(fc_wide *r, const fc_wide *a, const fc_wide *b);
#include "test-io.h"
int main(void);

static unsigned bad;

static void show(const fc_wide *w)
{
    if (w == NULL) {
        put("NULL ");
        return;
    }
    hex(w->hi);
    hex(w->lo);
}

static int same(const fc_wide *x, const fc_wide *y)
{
    return x->hi == y->hi && x->lo == y->lo;
}

static void fail(const char *what, const fc_wide *a, const fc_wide *b, const fc_wide *got,
                 const fc_wide *want)
{
    put(what);
    show(a);
    show(b);
    put("got ");
    show(got);
    put("want ");
    show(want);
    fc_port_putc('\n');
    if (bad < 255u) {
        bad++;
    }
}

static const fc_wide sentinel = { 0xA5A5A5A5u, 0x5A5A5A5Au };

// The two operations, the port's and the C, with the names a mismatch
// is reported under (into a fresh result, into a, into b).
typedef void (*wide_op)(fc_wide *r, const fc_wide *a, const fc_wide *b);
typedef struct op_pair {
    wide_op port, c;
    const char *name[3];
} op_pair;
static const op_pair ops[2] = {
    { fc_wide_add, c_wide_add, { "add ", "add into a ", "add into b " } },
    { fc_wide_sub, c_wide_sub, { "sub ", "sub into a ", "sub into b " } }
};

// Both operations on a and b (either may be NULL): into a fresh result,
// into a NULL one, and in place of each operand.
static void check(const fc_wide *a, const fc_wide *b)
{
    fc_wide got, want, t, u;
    unsigned i;
    for (i = 0; i < 2u; i++) {
        got = sentinel;
        want = sentinel;
        ops[i].port(&got, a, b);
        ops[i].c(&want, a, b);
        if (!same(&got, &want)) {
            fail(ops[i].name[0], a, b, &got, &want);
        }
        // A NULL result: nothing to write (the place a write through NULL
        // would land, zero page, is the runtime's own and changes anyway).
        ops[i].port(NULL, a, b);
        if (a != NULL && b != NULL) {
            t = *a;
            u = *b;
            ops[i].port(&t, &t, &u);
            if (!same(&t, &want)) {
                fail(ops[i].name[1], a, b, &t, &want);
            }
            t = *a;
            ops[i].port(&u, &t, &u);
            if (!same(&u, &want)) {
                fail(ops[i].name[2], a, b, &u, &want);
            }
        }
    }
}

static const uint32_t edge[] = {
    0u, 1u, 0x7Fu, 0x80u, 0xFFu, 0x100u, 0xFFFFu, 0x10000u, 0xFFFFFFu, 0x1000000u,
    0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFEu, 0xFFFFFFFFu
};
#define NEDGE (sizeof edge / sizeof edge[0])

static uint32_t seed = 2026u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

// Room for three values at every placement relative to a page boundary.
static uint8_t buf[272u + 24u];

int main(void)
{
    fc_wide a, b;
    fc_wide *pa, *pb;
    unsigned i, j, k, o;
    a.hi = 1u;
    a.lo = 2u;
    check(NULL, &a);
    check(&a, NULL);
    check(NULL, NULL);
    // Every pair of edge words in every word: carries and borrows across
    // every byte and both words.
    for (i = 0; i < NEDGE; i++) {
        for (j = 0; j < NEDGE; j++) {
            for (k = 0; k < 4u; k++) {
                a.hi = (k & 1u) ? edge[i] : edge[j];
                a.lo = edge[i];
                b.hi = (k & 2u) ? edge[j] : edge[i];
                b.lo = edge[j];
                check(&a, &b);
            }
        }
    }
    // A carry out of each single byte position.
    for (i = 0; i < 64u; i += 8u) {
        a.hi = i >= 32u ? (uint32_t)0xFFu << (i - 32u) : 0xFFFFFFFFu;
        a.lo = i >= 32u ? 0xFFFFFFFFu : (uint32_t)0xFFu << i;
        b.hi = i >= 32u ? (uint32_t)1u << (i - 32u) : 0u;
        b.lo = i >= 32u ? 0u : (uint32_t)1u << i;
        check(&a, &b);
        check(&b, &a);
    }
    // Every placement across a 256-byte page.
    for (o = 0; o < 272u; o++) {
        pa = (fc_wide *)(void *)&buf[o];
        pb = (fc_wide *)(void *)&buf[o + 8u];
        pa->hi = 0x12345678u;
        pa->lo = 0xFFFFFFF0u + o;
        pb->hi = 0xFEDCBA98u;
        pb->lo = 0x00000020u + o;
        check(pa, pb);
    }
    for (i = 0; i < CASES; i++) {
        a.hi = rnd();
        a.lo = rnd();
        b.hi = (rnd() & 3u) == 0u ? a.hi : rnd();
        b.lo = (rnd() & 3u) == 0u ? a.lo : rnd();
        check(&a, &b);
    }
    put(bad == 0u ? "wide sums checked, no mismatch\n" : "wide sums checked, MISMATCHES\n");
    return (int)bad;
}
