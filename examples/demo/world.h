// The simulation core of the fixcol demo: a few dozen convex polygons,
// boxes and circles moving in a walled arena, moved to the exact time of
// each impact, bounced elastically, and pushed apart with minimum
// translation vectors. Pairs come from fixcol's broadphase (fc_bp_pairs
// over the boxes the bodies sweep), and every query goes through the
// dispatching calls on tagged shapes (fc_collide_sweep, fc_collide_mtv,
// fc_collide_manifold).
//
// Portable C in the library's subset (DESIGN.md): no float, no heap, no
// stdio, no global mutable state, no struct passed by value; only the
// public fixcol API. The host program (demo.c) prints and draws it; a
// target port can step the same world and compare world_hash().
//
// Units: positions and sizes are Q16.16 world units (y up); velocities
// are Q16.16 units per step, WORLD_STEPS_PER_SECOND steps per second.
#ifndef DEMO_WORLD_H
#define DEMO_WORLD_H

#include "fixcol.h"

#define WORLD_STEPS_PER_SECOND 60

// Arena interior [0, WORLD_W] x [0, WORLD_H] units, walled by four static
// boxes WORLD_WALL units thick.
#define WORLD_W    192
#define WORLD_H    108
#define WORLD_WALL 4

#define WORLD_DYNAMIC 48                  // moving bodies
#define WORLD_STATIC  6                   // four walls and two pillars
#define WORLD_BODIES  (WORLD_DYNAMIC + WORLD_STATIC)

// Collisions resolved within one step at most. When a step needs more
// (a body jammed between others), the rest of that step is dropped rather
// than moving anything past a contact; stats.stalls counts such steps.
#define WORLD_MAX_EVENTS 32

// Contacts kept per step for display (all of them are counted).
#define WORLD_MAX_CONTACTS 32

// The promise the demo checks: at the end of every step, before the
// push-apart, no two shapes overlap by more than this (raw Q16.16:
// 1/1024 unit). Motion never goes past a time of impact; what remains is
// rounding of positions to 1 raw and of times to 1/65536 step.
#define WORLD_OVERLAP_BOUND ((fc_fixed)64)

enum body_kind { BODY_POLY = 0, BODY_BOX = 1, BODY_CIRCLE = 2 };

typedef struct body {
    uint8_t kind;           // enum body_kind
    uint8_t fixed;          // 1: static (walls, pillars), never moves
    fc_vec pos;             // center (the local origin of a polygon)
    fc_vec vel;             // units per step
    fc_vec half;            // BODY_BOX: half extents
    fc_fixed r;             // BODY_CIRCLE: radius
    uint32_t hit_step;      // 1 + the last step with a collision, 0: none
    fc_poly local;          // BODY_POLY: vertices about pos
    fc_poly world;          // BODY_POLY: the polygon in place
    fc_box box;             // every kind: bounding box in place (the box
                            // itself for BODY_BOX)
    fc_circle circle;       // BODY_CIRCLE: the circle in place
    fc_shape shape;         // the shape in place, for fixcol's dispatching
                            // queries (points into world, box or circle)
} body;

// A collision resolved during a step, for display.
typedef struct contact {
    uint8_t a, b;           // body indices; b is the static one if any
    fc_vec point;           // where they touch
    fc_vec normal;          // unit, from b towards a (the MTV direction)
} contact;

// Counters, accumulated until the caller resets them.
typedef struct world_stats {
    uint32_t pairs;         // narrow-phase pair queries
    uint32_t hits;          // collisions resolved
    uint32_t pushes;        // overlaps pushed apart after a step
    uint32_t stalls;        // steps cut short (WORLD_MAX_EVENTS)
    fc_fixed max_overlap;   // largest MTV depth found after a step
} world_stats;

// Pairs the broadphase may report in one call: every pair of bodies.
#define WORLD_MAX_PAIRS (WORLD_BODIES * (WORLD_BODIES - 1) / 2)

typedef struct world {
    int n;                  // bodies in use: dynamic first, static last
    body bodies[WORLD_BODIES];
    uint16_t order[WORLD_BODIES];       // the broadphase's order, kept from
                                        // one call to the next
    fc_pair pairs[WORLD_MAX_PAIRS];     // the broadphase's answer
    uint32_t step;          // steps taken
    int ncontacts;          // contacts of the last step (<= MAX_CONTACTS)
    contact contacts[WORLD_MAX_CONTACTS];
    world_stats stats;
} world;

// Builds the arena and its bodies from seed (xorshift32; nonzero).
// FC_OK or a negative fixcol error code.
int world_init(world *w, uint32_t seed);

// Advances the world by one step. FC_OK or a negative fixcol error code
// (none is expected: every value stays well inside the supported range).
int world_step(world *w);

// FNV-1a (32-bit) over every body's position and velocity, each
// coordinate as four bytes, least significant first: the same on every
// target.
uint32_t world_hash(const world *w);

// Moving bodies whose box reaches past the arena's walls by more than
// WORLD_OVERLAP_BOUND: a body that tunnelled out would stay out, so the
// demos count these after every step (it must stay 0).
int world_count_outside(const world *w);

#endif // DEMO_WORLD_H
