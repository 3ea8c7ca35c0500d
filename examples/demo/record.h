// What the demo's host program keeps of a run for drawing: each body's
// position and contact state once per frame, and every contact. Host-side
// only; the simulation core (world.h) does not need it.
#ifndef DEMO_RECORD_H
#define DEMO_RECORD_H

#include "world.h"

#define DEMO_SECONDS     10
#define DEMO_STEPS       (DEMO_SECONDS * WORLD_STEPS_PER_SECOND)
#define DEMO_FRAME_EVERY 2                                   // 30 frames/s
#define DEMO_FRAMES      (DEMO_STEPS / DEMO_FRAME_EVERY)
#define DEMO_HOT_STEPS   9        // a collided body shows for 0.15 s
#define DEMO_ARROW_STEPS 6        // its contact arrow for 0.1 s
#define DEMO_MAX_LOG     8192     // contacts kept for drawing

typedef struct demo_contact {
    uint32_t step;          // world step count just after the collision
    contact c;
} demo_contact;

typedef struct demo_rec {
    fc_vec pos[DEMO_FRAMES][WORLD_BODIES];   // before step frame * FRAME_EVERY
    uint8_t hot[DEMO_FRAMES][WORLD_BODIES];  // collided within HOT_STEPS
    int nlog;
    demo_contact log[DEMO_MAX_LOG];
} demo_rec;

// First and last frame in which the arrow of contact k shows; 0 when it
// shows in none.
int rec_contact_frames(const demo_rec *rec, int k, int *first, int *last);

// Writes the animated SVG of every frame (still < 0), or a still of frame
// still. 0 on success, -1 when the file cannot be written.
int svg_write(const char *path, const world *w, const demo_rec *rec, int still);

#endif // DEMO_RECORD_H
