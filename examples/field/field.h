// The fixcol field: a game-sized scene of a few hundred bodies. Spinning
// asteroids (convex polygons), crates (boxes) and mines (circles) drift in
// a walled arena around a turret that turns and fires bullets. Every step
// takes one broadphase call (fc_bp_pairs) over the bodies' boxes and the
// bullets' paths; each pair of bodies it reports is resolved with the
// dispatching MTV (fc_collide_mtv: push apart, bounce), and each bullet
// takes the first body its path crosses, found with the exact ray queries.
//
// Rotation costs what a game can afford: each polygon shape is rotated
// once, at start-up, into FIELD_FRAMES frames (fc_poly_transform); a step
// then places a spinning polygon by translating its current frame
// (fc_poly_translate: n additions, no re-validation).
//
// Portable C in the library's subset (DESIGN.md): no float, no heap, no
// stdio, no global mutable state, no struct passed by value; only the
// public fixcol API. examples/field/main.c prints and draws it on the
// desktop; ports/gba/field_main.c steps the same field on the GBA, times
// each step in cycles and compares field_hash().
//
// Units: positions and sizes are Q16.16 world units (y up); velocities
// are units per step, FIELD_STEPS_PER_SECOND steps per second.
#ifndef FIXCOL_FIELD_H
#define FIXCOL_FIELD_H

#include "fixcol.h"

#define FIELD_STEPS_PER_SECOND 60

// Arena interior [0, FIELD_W] x [0, FIELD_H] units, walled by four static
// boxes FIELD_WALL units thick. The turret sits at the center.
#define FIELD_W    384
#define FIELD_H    224
#define FIELD_WALL 8

#define FIELD_MAX_DYNAMIC 400                  // moving bodies at most
#define FIELD_STATIC      5                    // four walls and the turret
#define FIELD_MAX_BODIES  (FIELD_MAX_DYNAMIC + FIELD_STATIC)
#define FIELD_MAX_POLYS   (FIELD_MAX_DYNAMIC / 3 + 2)   // asteroids + turret
#define FIELD_BULLETS     24                   // bullet slots
#define FIELD_SLOTS       (FIELD_MAX_BODIES + FIELD_BULLETS)
#define FIELD_MAX_PAIRS   2048                 // the broadphase's buffer

// Polygon shapes (four asteroids and the turret), each pre-rotated into
// FIELD_FRAMES frames, 1/FIELD_FRAMES turn apart.
#define FIELD_SHAPES       5
#define FIELD_TURRET_SHAPE 4
#define FIELD_FRAMES       32

// The turret fires every FIELD_FIRE_EVERY steps; a bullet flies
// FIELD_BULLET_SPEED units per step for at most FIELD_BULLET_LIFE steps.
#define FIELD_FIRE_EVERY   5
#define FIELD_BULLET_SPEED 6
#define FIELD_BULLET_LIFE  90

// No velocity component of a body exceeds this (raw, units per step):
// bullets' kicks are clamped to it. With the thinnest body 3 units across
// and the walls FIELD_WALL thick, nothing moves through anything in one
// step.
#define FIELD_MAX_SPEED (FC_ONE * 5 / 4)

enum field_kind { FIELD_POLY = 0, FIELD_BOX = 1, FIELD_CIRCLE = 2 };

typedef struct field_body {
    uint8_t kind;           // enum field_kind
    uint8_t fixed;          // 1: static (walls, turret), never pushed
    uint8_t shape;          // FIELD_POLY: its shape (0..FIELD_SHAPES-1)
    uint8_t spin_neg;       // FIELD_POLY: 1 turns clockwise
    uint16_t angle;         // FIELD_POLY: 1/65536 turn
    uint16_t spin;          // FIELD_POLY: angle added per step
    uint16_t poly;          // FIELD_POLY: index in field.polys
    fc_vec pos;             // center
    fc_vec vel;             // units per step
    fc_vec half;            // FIELD_BOX: half extents
    fc_fixed r;             // FIELD_CIRCLE: radius
    uint32_t hit_step;      // 1 + the last step a bullet hit it, 0: none
    fc_shape shape_in_place;   // for fixcol's dispatching queries
} field_body;

typedef struct field_bullet {
    uint8_t live;
    uint8_t life;           // steps left
    fc_vec pos;
    fc_vec vel;
} field_bullet;

// Counters, accumulated until the caller resets them.
typedef struct field_stats {
    uint32_t pairs;         // pairs the broadphase reported
    uint32_t contacts;      // pairs of bodies found overlapping and pushed
    uint32_t shots;         // bullets fired
    uint32_t bullet_hits;   // bullets that hit a body
    uint32_t short_buffer;  // steps whose pairs did not fit FIELD_MAX_PAIRS
    fc_fixed max_depth;     // deepest overlap pushed apart
} field_stats;

typedef struct field {
    int n;                  // bodies: dynamic first, static last
    int ndynamic;
    int npolys;
    uint32_t step;
    uint32_t seed;          // xorshift32 state (bullets' order of slots)
    uint16_t turret_angle;
    field_body bodies[FIELD_MAX_BODIES];
    field_bullet bullets[FIELD_BULLETS];
    fc_poly polys[FIELD_MAX_POLYS];          // polygons in place
    fc_poly frames[FIELD_SHAPES][FIELD_FRAMES];   // pre-rotated, about 0
    fc_box boxes[FIELD_SLOTS];               // bodies, then bullet paths
    uint16_t order[FIELD_SLOTS];             // the broadphase's order
    fc_pair pairs[FIELD_MAX_PAIRS];
    field_stats stats;
} field;

// Builds the arena, the turret and ndynamic moving bodies (1 to
// FIELD_MAX_DYNAMIC: asteroid, crate, mine in turn) from seed (nonzero).
// FC_OK or a negative fixcol error code.
int field_init(field *f, uint32_t seed, int ndynamic);

// Advances the field by one step. FC_OK or a negative fixcol error code.
int field_step(field *f);

// FNV-1a (32-bit) over every body's position, velocity and angle and
// every bullet, each value as four bytes, least significant first: the
// same on every target.
uint32_t field_hash(const field *f);

// Moving bodies whose box lies wholly outside the arena's interior: a
// body that tunnelled through a wall would stay out (it must stay 0).
int field_count_outside(const field *f);

#endif // FIXCOL_FIELD_H
