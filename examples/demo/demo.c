// fixcol demo, the host program: steps the world of world.c for
// DEMO_SECONDS simulated seconds, prints a summary per second and the
// final state hash, and writes an animated SVG and a still of one frame.
//
//   fixcol-demo [animated.svg [still.svg]]
//
// The exit status is 0 when every step kept the overlap bound and no body
// left the arena, 1 otherwise (or when a file cannot be written).
#include <stdio.h>
#include "record.h"

#define DEMO_SEED 0x2545f491u

static world w;          // about 40 KB: static, not on the stack
static demo_rec rec;

// Prints a raw Q16.16 value >= 0 in units with five decimals, rounded,
// integer arithmetic only.
static void print_units(fc_fixed v)
{
    unsigned long whole = (unsigned long)v >> 16;
    unsigned long frac = (((unsigned long)v & 0xffffu) * 100000u + 32768u) >> 16;
    if (frac >= 100000u) {
        whole++;
        frac -= 100000u;
    }
    printf("%lu.%05lu", whole, frac);
}

static void record_frame(int frame)
{
    int i;
    for (i = 0; i < w.n; i++) {
        const body *b = &w.bodies[i];
        rec.pos[frame][i] = b->pos;
        rec.hot[frame][i] = (uint8_t)(b->hit_step != 0u
                                      && w.step - b->hit_step < DEMO_HOT_STEPS);
    }
}

static void record_contacts(void)
{
    int k;
    for (k = 0; k < w.ncontacts && rec.nlog < DEMO_MAX_LOG; k++) {
        rec.log[rec.nlog].step = w.step;
        rec.log[rec.nlog].c = w.contacts[k];
        rec.nlog++;
    }
}

// The frame with the most contact arrows showing (the first on ties).
static int busiest_frame(void)
{
    static int count[DEMO_FRAMES];
    int k, f, f0, f1, best = 0;
    for (k = 0; k < rec.nlog; k++) {
        if (rec_contact_frames(&rec, k, &f0, &f1)) {
            for (f = f0; f <= f1; f++) {
                count[f]++;
            }
        }
    }
    for (f = 1; f < DEMO_FRAMES; f++) {
        if (count[f] > count[best]) {
            best = f;
        }
    }
    return best;
}

static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    long n = 0;
    if (f != 0) {
        while (getc(f) != EOF) {
            n++;
        }
        fclose(f);
    }
    return n;
}

int main(int argc, char **argv)
{
    const char *anim = argc > 1 ? argv[1] : "build/demo.svg";
    const char *still = argc > 2 ? argv[2] : "build/demo-still.svg";
    unsigned long pairs = 0, hits = 0, pushes = 0, stalls = 0;
    fc_fixed worst = 0;
    long centi;
    int s, rc, outside = 0, frame;

    rc = world_init(&w, DEMO_SEED);
    if (rc < 0) {
        fprintf(stderr, "fixcol-demo: world_init: %s\n", fc_error_name(rc));
        return 1;
    }
    printf("fixcol demo: %d moving bodies (polygons, boxes, circles) and %d static, "
           "%d steps per second\n", WORLD_DYNAMIC, WORLD_STATIC, WORLD_STEPS_PER_SECOND);
    printf("  time  bodies  pairs tested  hits  pushed  largest overlap (units)\n");
    for (s = 0; s < DEMO_STEPS; s++) {
        if (s % DEMO_FRAME_EVERY == 0) {
            record_frame(s / DEMO_FRAME_EVERY);
        }
        rc = world_step(&w);
        if (rc < 0) {
            fprintf(stderr, "fixcol-demo: step %d: %s\n", s, fc_error_name(rc));
            return 1;
        }
        record_contacts();
        outside += world_count_outside(&w);
        if ((s + 1) % WORLD_STEPS_PER_SECOND == 0) {
            printf("  %3ds  %6d  %12lu  %4lu  %6lu  ", (s + 1) / WORLD_STEPS_PER_SECOND,
                   w.n, (unsigned long)w.stats.pairs, (unsigned long)w.stats.hits,
                   (unsigned long)w.stats.pushes);
            print_units(w.stats.max_overlap);
            printf(" (%ld raw)\n", (long)w.stats.max_overlap);
            pairs += w.stats.pairs;
            hits += w.stats.hits;
            pushes += w.stats.pushes;
            stalls += w.stats.stalls;
            if (w.stats.max_overlap > worst) {
                worst = w.stats.max_overlap;
            }
            w.stats.pairs = 0;
            w.stats.hits = 0;
            w.stats.pushes = 0;
            w.stats.stalls = 0;
            w.stats.max_overlap = 0;
        }
    }

    printf("%d s: %lu pairs tested, %lu hits, %lu overlaps pushed apart, "
           "%lu steps cut short\n", DEMO_SECONDS, pairs, hits, pushes, stalls);
    printf("largest overlap after any step: ");
    print_units(worst);
    printf(" units (%ld raw), bound ", (long)worst);
    print_units(WORLD_OVERLAP_BOUND);
    printf(" (%ld raw): %s\n", (long)WORLD_OVERLAP_BOUND,
           worst <= WORLD_OVERLAP_BOUND ? "ok" : "EXCEEDED");
    printf("bodies outside the arena: %d (over all steps)\n", outside);
    printf("state hash after %d steps: 0x%08lx\n", DEMO_STEPS, (unsigned long)world_hash(&w));

    frame = busiest_frame();
    if (svg_write(anim, &w, &rec, -1) != 0 || svg_write(still, &w, &rec, frame) != 0) {
        fprintf(stderr, "fixcol-demo: cannot write %s or %s\n", anim, still);
        return 1;
    }
    centi = (frame * DEMO_FRAME_EVERY * 100L + WORLD_STEPS_PER_SECOND / 2) / WORLD_STEPS_PER_SECOND;
    printf("wrote %s (%ld bytes, %d frames at %d per second) and %s (frame %d, t = %ld.%02ld s)\n",
           anim, file_size(anim), DEMO_FRAMES, WORLD_STEPS_PER_SECOND / DEMO_FRAME_EVERY,
           still, frame, centi / 100, centi % 100);
    return worst <= WORLD_OVERLAP_BOUND && outside == 0 ? 0 : 1;
}
