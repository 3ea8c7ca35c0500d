// CMocka unit tests of the FC_TRUST_BOXES=1 build option
// (include/fixcol/config.h): the box queries of src/box_box.c and
// src/point.c are compiled into this file with the option on and their
// names changed, and held to the library's checking versions (linked as
// usual): the same answer for every valid box and point, FC_ERR_NULL for
// NULL pointers, and for what the checks refuse (out of range, min > max)
// 0 or 1 as the coordinates compare, never an error code; the sanitizers
// of the test builds watch for undefined behaviour.
//
// Host-only test code: C99.
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_rng.h"

#define FC_TRUST_BOXES 1
#define fc_box_box trusting_box_box
#define fc_point_in_box trusting_point_in_box
#define fc_box_check trusting_box_check
#define fci_vec_in_range trusting_vec_in_range
#define fci_boxes_overlap trusting_boxes_overlap
#include "../../src/box_box.c"
#include "../../src/range.c"
#include "../../src/point.c"
#undef fc_box_box
#undef fc_point_in_box
#undef fc_box_check

// The library's own, which check (its header was read under the names
// above).
int fc_box_box(const fc_box *a, const fc_box *b);
int fc_point_in_box(const fc_box *b, const fc_vec *p);
int fc_box_check(const fc_box *b);

// Coordinates at and past the ends of the range and of int32.
static const int32_t edge[] = {
    0, 1, -1, FC_RANGE_RAW, -FC_RANGE_RAW, FC_RANGE_RAW + 1, -FC_RANGE_RAW - 1,
    INT32_MAX, INT32_MIN, 0x00400000, -0x00400000
};
#define NEDGE ((int)(sizeof edge / sizeof edge[0]))

static int32_t coord(void)
{
    uint32_t r = rng32();
    if ((r & 7u) == 0u) {
        return edge[(r >> 8) % (uint32_t)NEDGE];
    }
    return (int32_t)((r >> 8) & 0x003FFFFFu) - 0x00200000;   // +-32 units
}

static void random_box(fc_box *b)
{
    b->min.x = coord();
    b->min.y = coord();
    b->max.x = coord();
    b->max.y = coord();
}

// Exactly the comparison of closed boxes, for any coordinates.
static int overlap(const fc_box *a, const fc_box *b)
{
    return a->min.x <= b->max.x && b->min.x <= a->max.x && a->min.y <= b->max.y
           && b->min.y <= a->max.y;
}

static int inside(const fc_box *b, const fc_vec *p)
{
    return p->x >= b->min.x && p->x <= b->max.x && p->y >= b->min.y && p->y <= b->max.y;
}

static void test_null(void **state)
{
    fc_box b = { { 0, 0 }, { 65536, 65536 } };
    fc_vec p = { 0, 0 };
    (void)state;
    assert_int_equal(trusting_box_box(NULL, &b), FC_ERR_NULL);
    assert_int_equal(trusting_box_box(&b, NULL), FC_ERR_NULL);
    assert_int_equal(trusting_box_box(NULL, NULL), FC_ERR_NULL);
    assert_int_equal(trusting_point_in_box(NULL, &p), FC_ERR_NULL);
    assert_int_equal(trusting_point_in_box(&b, NULL), FC_ERR_NULL);
}

// Every pair of valid boxes and every valid point: the checking answer.
// Everything else: the bare comparison, 0 or 1.
static void test_against_checking(void **state)
{
    int i, valid = 0, refused = 0;
    (void)state;
    rng_seed(0x7255u);
    for (i = 0; i < 200000; i++) {
        fc_box a, b;
        fc_vec p;
        int want, got;
        random_box(&a);
        random_box(&b);
        if ((i & 1) == 0) {             // half of them ordered, mostly valid
            int32_t t;
            if (a.min.x > a.max.x) { t = a.min.x; a.min.x = a.max.x; a.max.x = t; }
            if (a.min.y > a.max.y) { t = a.min.y; a.min.y = a.max.y; a.max.y = t; }
            if (b.min.x > b.max.x) { t = b.min.x; b.min.x = b.max.x; b.max.x = t; }
            if (b.min.y > b.max.y) { t = b.min.y; b.min.y = b.max.y; b.max.y = t; }
        }
        p.x = coord();
        p.y = coord();
        got = trusting_box_box(&a, &b);
        assert_int_equal(got, overlap(&a, &b));
        want = fc_box_box(&a, &b);
        if (fc_box_check(&a) == FC_OK && fc_box_check(&b) == FC_OK) {
            assert_int_equal(got, want);
            valid++;
        } else {
            assert_true(want < 0);
            refused++;
        }
        got = trusting_point_in_box(&a, &p);
        assert_int_equal(got, inside(&a, &p));
        want = fc_point_in_box(&a, &p);
        if (want >= 0) {
            assert_int_equal(got, want);
        }
    }
    // Both kinds of case were drawn often.
    assert_true(valid > 20000);
    assert_true(refused > 20000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_null),
        cmocka_unit_test(test_against_checking),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
