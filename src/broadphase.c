// Broadphase over caller-owned boxes: sort-and-sweep on x, a box query and
// a segment query. Every comparison is of in-range coordinates, exact.
#include "internal.h"

#define MARK 0x8000u

// n within 0..FC_BP_MAX_BODIES in one unsigned comparison (a negative n
// wraps far above the bound), which stays meaningful where int is 16 bits.
#define COUNT_OK(n) ((unsigned)(n) <= (unsigned)FC_BP_MAX_BODIES)

// The boxes in range with min <= max (FCI_BOX_QUICK for the common case,
// fc_box_check's full answer for the rest).
static int check_boxes(const fc_box *boxes, int n)
{
    int i, rc;
    for (i = 0; i < n; i++) {
        const fc_box *b = &boxes[i];
#if !FCI_WIDE_SMALL
        if (FCI_BOX_QUICK(b)) {
            continue;       // (SDCC: code size first, the full check alone)
        }
#endif
        rc = fc_box_check(b);
        if (rc < 0) {
            return rc;
        }
    }
    return FC_OK;
}

static int check_common(const fc_box *boxes, int n, const void *out, int cap)
{
    FC_CHECK(boxes != NULL || n == 0, FC_ERR_NULL);
    FC_CHECK(out != NULL || cap == 0, FC_ERR_NULL);
    if (!COUNT_OK(n)) {
        return FC_ERR_COUNT;
    }
    if (cap < 0) {
        return FC_ERR_INVALID;
    }
    return check_boxes(boxes, n);
}

// FC_OK when order[0..n-1] is a permutation of 0..n-1. Each value seen
// marks its slot with the top bit (indices are 15-bit), and every mark is
// cleared before returning, so order ends as it was.
static int check_order(uint16_t *order, int n)
{
    int i, rc = FC_OK;
    for (i = 0; i < n; i++) {
        if ((unsigned)order[i] >= (unsigned)n) {
            return FC_ERR_INVALID;
        }
    }
    for (i = 0; i < n; i++) {
        unsigned v = (unsigned)order[i] & (MARK - 1u);
        if (((unsigned)order[v] & MARK) != 0u) {
            rc = FC_ERR_INVALID;
            break;
        }
        order[v] = (uint16_t)((unsigned)order[v] | MARK);
    }
    for (i = 0; i < n; i++) {
        order[i] = (uint16_t)((unsigned)order[i] & (MARK - 1u));
    }
    return rc;
}

int fc_bp_reset(uint16_t *order, int n)
{
    int i;
    FC_CHECK(order != NULL || n == 0, FC_ERR_NULL);
    if (!COUNT_OK(n)) {
        return FC_ERR_COUNT;
    }
    for (i = 0; i < n; i++) {
        order[i] = (uint16_t)i;
    }
    return FC_OK;
}

// Shell sort by min.x with the gaps 1, 4, 13, 40, ... (each 3g + 1, from
// a table: no division, which the Cortex-M0 would call a routine for):
// the fallback when the order is far from sorted (the first frame), where
// an insertion sort would be quadratic.
#define SHELL_GAPS 9
static void shell_sort(const fc_box *boxes, uint16_t *order, int n)
{
    static const int gaps[SHELL_GAPS] = { 1, 4, 13, 40, 121, 364, 1093, 3280, 9841 };
    int g = SHELL_GAPS - 1, i, j;
    while (g > 0 && gaps[g] >= n) {
        g--;
    }
    for (; g >= 0; g--) {
        int gap = gaps[g];
        for (i = gap; i < n; i++) {
            uint16_t v = order[i];
            int32_t key = boxes[v].min.x;
            for (j = i; j >= gap && boxes[order[j - gap]].min.x > key; j -= gap) {
                order[j] = order[j - gap];
            }
            order[j] = v;
        }
    }
}

// Insertion sort by min.x, stable: linear in n plus the number of moves,
// which is small when the bodies moved a little since the order was
// sorted. Past a budget of moves the rest is left to the shell sort.
static void sort_order(const fc_box *boxes, uint16_t *order, int n)
{
    int32_t budget = (int32_t)8 * n + 64;
    int i, j;
    for (i = 1; i < n; i++) {
        uint16_t v = order[i];
        int32_t key = boxes[v].min.x;
        for (j = i; j > 0 && boxes[order[j - 1]].min.x > key; j--) {
            order[j] = order[j - 1];
            budget--;
        }
        order[j] = v;
        if (budget < 0) {
            shell_sort(boxes, order, n);
            return;
        }
    }
}

int fc_bp_pairs(const fc_box *boxes, int n, uint16_t *order, fc_pair *pairs, int cap,
                int32_t *needed)
{
    int32_t found = 0;
    int i, j, rc = check_common(boxes, n, pairs, cap);
    FC_CHECK(order != NULL || n == 0, FC_ERR_NULL);
    if (rc == FC_OK) {
        rc = check_order(order, n);
    }
    if (rc < 0) {
        return rc;
    }
    sort_order(boxes, order, n);
    for (i = 0; i < n; i++) {
        const fc_box *bi = &boxes[order[i]];
        for (j = i + 1; j < n; j++) {
            const fc_box *bj = &boxes[order[j]];
            if (bj->min.x > bi->max.x) {
                break;      // sorted: no later box starts before bi ends
            }
            if (bj->min.y > bi->max.y || bi->min.y > bj->max.y) {
                continue;
            }
            if (found < (int32_t)cap) {
                uint16_t p = order[i], q = order[j];
                pairs[found].a = p < q ? p : q;
                pairs[found].b = p < q ? q : p;
            }
            found++;
        }
    }
    if (needed != NULL) {
        *needed = found;
    }
    return found > (int32_t)cap ? FC_ERR_CAPACITY : (int)found;
}

// Writes index i as hit number *found when it fits, and counts it.
static void add_hit(uint16_t *hits, int cap, int32_t *found, int i)
{
    if (*found < (int32_t)cap) {
        hits[*found] = (uint16_t)i;
    }
    (*found)++;
}

static int hits_result(int32_t found, int cap, int32_t *needed)
{
    if (needed != NULL) {
        *needed = found;
    }
    return found > (int32_t)cap ? FC_ERR_CAPACITY : (int)found;
}

int fc_bp_query_box(const fc_box *boxes, int n, const fc_box *q, uint16_t *hits, int cap,
                    int32_t *needed)
{
    int32_t found = 0;
    int i, rc = check_common(boxes, n, hits, cap);
    if (rc == FC_OK) {
        FC_CHECK(q != NULL, FC_ERR_NULL);
        rc = fc_box_check(q);
    }
    if (rc < 0) {
        return rc;
    }
    for (i = 0; i < n; i++) {
        if (fci_boxes_overlap(&boxes[i], q) != 0) {
            add_hit(hits, cap, &found, i);
        }
    }
    return hits_result(found, cap, needed);
}

// The segment o + t d, t in [0, 1], touches the closed box b exactly when
// no axis separates them (the separating axis theorem for two convex
// sets): x, y (the segment's bounding box against b) and the segment's
// normal m = (-d.y, d.x), along which b spans the values m . (c - o) of
// its corners c; the segment sits at 0. Corner differences are below
// 2^30 and d below 2^29 (in range): products below 2^59.
static int segment_touches(const fc_box *b, const fc_vec *o, const fc_vec *d, const fc_box *sb)
{
    fc_wide hi, lo;
    int32_t mx = fci_wneg(d->y), my = d->x;
    if (!fci_boxes_overlap(b, sb)) {
        return 0;
    }
    fc_wide_mul(&hi, mx, (mx >= 0 ? b->max.x : b->min.x) - o->x);
    fc_wide_muladd(&hi, my, (my >= 0 ? b->max.y : b->min.y) - o->y);
    fc_wide_mul(&lo, mx, (mx >= 0 ? b->min.x : b->max.x) - o->x);
    fc_wide_muladd(&lo, my, (my >= 0 ? b->min.y : b->max.y) - o->y);
    return fc_wide_sign(&hi) >= 0 && fc_wide_sign(&lo) <= 0;
}

int fc_bp_query_segment(const fc_box *boxes, int n, const fc_vec *from, const fc_vec *delta,
                        uint16_t *hits, int cap, int32_t *needed)
{
    fc_box sb;
    int32_t found = 0;
    int i, rc = check_common(boxes, n, hits, cap);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(from != NULL && delta != NULL, FC_ERR_NULL);
    if (!fci_vec_in_range(from) || !fci_vec_in_range(delta)) {
        return FC_ERR_RANGE;
    }
    // The segment's box; its far end may lie up to 2^30 out, in int32.
    sb.min = *from;
    sb.max = *from;
    if (delta->x < 0) {
        sb.min.x += delta->x;
    } else {
        sb.max.x += delta->x;
    }
    if (delta->y < 0) {
        sb.min.y += delta->y;
    } else {
        sb.max.y += delta->y;
    }
    for (i = 0; i < n; i++) {
        if (segment_touches(&boxes[i], from, delta, &sb) != 0) {
            add_hit(hits, cap, &found, i);
        }
    }
    return hits_result(found, cap, needed);
}
