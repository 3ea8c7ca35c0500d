// fixcol broadphase: which of many bodies may touch, in caller memory.
//
// Bodies are an array of boxes the caller owns (fc_shape_bounds gives a
// shape's box), indexed 0..n-1. Nothing is allocated: the pair finder
// keeps its state in an order array the caller passes every frame, and
// every answer goes to a caller buffer with its capacity.
//
// fc_bp_pairs is sort-and-sweep on x: the bodies sorted by min.x (an
// insertion sort of last frame's order, close to linear when bodies move
// a little per frame), then each body checked against those that start
// before it ends. Boxes are closed: touching boxes are a pair.
#ifndef FIXCOL_BROADPHASE_H
#define FIXCOL_BROADPHASE_H

#include "shapes.h"

#ifdef __cplusplus
extern "C" {
#endif

// Two body indices, a < b.
typedef struct fc_pair {
    uint16_t a;
    uint16_t b;
} fc_pair;

// The most bodies the broadphase takes (indices are 15-bit).
#define FC_BP_MAX_BODIES 32767

// Sets order[i] = i: the start, and after bodies are added or removed.
// FC_OK, FC_ERR_NULL, FC_ERR_COUNT (n outside 0..FC_BP_MAX_BODIES).
int fc_bp_reset(uint16_t *order, int n);

// Every pair of overlapping or touching boxes among boxes[0..n-1], each
// once as (a, b) with a < b, in sweep order (sorted on the body that
// starts first in x). order must hold a permutation of 0..n-1 (from
// fc_bp_reset or the previous call); it is re-sorted in place on success
// and on FC_ERR_CAPACITY, and left as it was on any other error. Returns
// the number of pairs written, or FC_ERR_CAPACITY when more than cap
// were found: then pairs holds the first cap of them and *needed (when
// needed is not NULL) the total, so a game can grow its buffer (or use
// what fits). *needed is also set on success. pairs may be NULL when
// cap is 0. Errors (nothing written): FC_ERR_NULL, FC_ERR_COUNT (n
// outside 0..FC_BP_MAX_BODIES), FC_ERR_INVALID (cap < 0, order not a
// permutation of 0..n-1, a box with min > max), FC_ERR_RANGE (a box
// outside the supported range).
// Cost: O(n + k + m) for k pairs and m box tests in the sweep, plus the
// sort: O(n + s) for s bodies that swapped places since the last call.
int fc_bp_pairs(const fc_box *boxes, int n, uint16_t *order, fc_pair *pairs, int cap,
                int32_t *needed);

// The bodies whose box overlaps or touches q, in increasing index order
// (one pass over the boxes; no order needed). Returns their count, or
// FC_ERR_CAPACITY with the first cap indices in hits and the total in
// *needed. Errors as fc_bp_pairs, and those of q.
int fc_bp_query_box(const fc_box *boxes, int n, const fc_box *q, uint16_t *hits, int cap,
                    int32_t *needed);

// The bodies whose box the segment from..from+delta crosses or touches,
// exactly (the segment, not only its bounding box), in increasing index
// order: the candidates of a bullet or a line of sight, for the exact ray
// queries of collide.h. Returns and errors as fc_bp_query_box, and
// FC_ERR_RANGE for a segment outside the supported range.
int fc_bp_query_segment(const fc_box *boxes, int n, const fc_vec *from, const fc_vec *delta,
                        uint16_t *hits, int cap, int32_t *needed);

#ifdef __cplusplus
}
#endif

#endif // FIXCOL_BROADPHASE_H
