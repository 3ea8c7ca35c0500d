// fixcol demo on the GBA: steps the world of examples/demo/world.c for the
// same DEMO_STEPS steps from the same seed as the host program (demo.c),
// draws every DEMO_FRAME_EVERY-th step in bitmap mode 3 (240x160, 15-bit
// BGR), prints the host's per-second summary and final lines through the
// port console (console.c: mGBA's debug registers, then @@EXIT), and
// returns the host's exit status. `make demo-gba` runs it under
// build/host/mgba-run, saves the last frame as docs/demo-gba.png and
// checks the printed lines, the state hash among them, against the host.
//
// Drawing (draw.c, shared with field_main.c) is integer only: shapes are
// scan-converted per row from their Q16.16 outlines in 1/16-pixel units,
// filled, and outlined where a row's span reaches past its neighbours'.
// The frame is drawn into a back buffer in EWRAM and copied to VRAM by
// DMA at the start of vertical blank.
//
// Not part of examples/demo/*.c on purpose: `make demo` compiles every
// file there into the host program.
#include <stdint.h>
#include "record.h"
#include "draw.h"

#define DEMO_SEED 0x2545f491u   // the host program's (demo.c)

#define C_ARROW C_RED

// World to screen: the arena with its walls, (WORLD_W + 2 WALL) units
// wide, spans the 240 pixels: 6/5 pixel per unit; centred vertically.
#define ARENA_PX_H (((WORLD_H + 2 * WORLD_WALL) * 6 + 4) / 5)
#define OFFSET_Y   ((SCR_H - ARENA_PX_H) / 2)

static world w __attribute__((section(".ewram_bss")));

// Contacts shown for DEMO_ARROW_STEPS steps, as in the SVG: a dot at the
// point and a short line along the normal.
#define ARROW_RING DEMO_ARROW_STEPS
static contact shown[ARROW_RING][WORLD_MAX_CONTACTS];
static int nshown[ARROW_RING];

static void keep_contacts(void)
{
    int slot = (int)(w.step % ARROW_RING), k;
    nshown[slot] = w.ncontacts;
    for (k = 0; k < w.ncontacts; k++) {
        shown[slot][k] = w.contacts[k];
    }
}

static void draw_frame(void)
{
    int i, s, k;
    fill_rows(0, OFFSET_Y, C_BORDER);
    fill_rows(OFFSET_Y, OFFSET_Y + ARENA_PX_H, C_BACK);
    fill_rows(OFFSET_Y + ARENA_PX_H, SCR_H, C_BORDER);
    for (i = 0; i < w.n; i++) {
        const body *b = &w.bodies[i];
        uint16_t fill;
        if (b->kind == BODY_CIRCLE) {
            spans_circle(&b->circle);
        } else if (b->kind == BODY_BOX) {
            spans_box(&b->box);
        } else {
            spans_poly(&b->world);
        }
        if (b->fixed) {
            spans_draw(b->kind == BODY_BOX ? C_WALL : C_STATIC, 0, 0);
        } else {
            fill = b->hit_step != 0u && w.step - b->hit_step < DEMO_HOT_STEPS ? C_HOT : C_FREE;
            spans_draw(fill, 1, C_STROKE);
        }
    }
    for (s = 0; s < ARROW_RING; s++) {
        for (k = 0; k < nshown[s]; k++) {
            const contact *c = &shown[s][k];
            int x = (int)(sx16(c->point.x) >> 4), y = (int)(sy16(c->point.y) >> 4);
            int ex = (int)(sx16(c->point.x + 4 * c->normal.x) >> 4);
            int ey = (int)(sy16(c->point.y + 4 * c->normal.y) >> 4);
            line(x, y, ex, ey, C_ARROW);
            line(x - 1, y, x + 1, y, C_ARROW);
            line(x, y - 1, x, y + 1, C_ARROW);
        }
    }
}

// ---- the run -------------------------------------------------------------------
int main(void)
{
    uint32_t pairs = 0, hits = 0, pushes = 0, stalls = 0;
    fc_fixed worst = 0;
    int s, rc, outside = 0;

    // crt0.s left the display in forced blank (DISPCNT = 0x80).
    view_set(-FC_FIX(WORLD_WALL), FC_FIX(WORLD_H + WORLD_WALL), 6, 5, OFFSET_Y);
    rc = world_init(&w, DEMO_SEED);
    if (rc < 0) {
        put_str("fixcol-demo: world_init: ");
        put_str(fc_error_name(rc));
        fc_port_putc('\n');
        return 1;
    }
    draw_frame();
    present();
    REG_DISPCNT = DISPCNT_MODE3 | DISPCNT_BG2;

    put_str("fixcol demo: ");
    put_sdec(WORLD_DYNAMIC);
    put_str(" moving bodies (polygons, boxes, circles) and ");
    put_sdec(WORLD_STATIC);
    put_str(" static, ");
    put_sdec(WORLD_STEPS_PER_SECOND);
    put_str(" steps per second\n");
    put_str("  time  bodies  pairs tested  hits  pushed  largest overlap (units)\n");
    for (s = 0; s < DEMO_STEPS; s++) {
        rc = world_step(&w);
        if (rc < 0) {
            put_str("fixcol-demo: step ");
            put_sdec(s);
            put_str(": ");
            put_str(fc_error_name(rc));
            fc_port_putc('\n');
            return 1;
        }
        keep_contacts();
        outside += world_count_outside(&w);
        if ((s + 1) % DEMO_FRAME_EVERY == 0 || s + 1 == DEMO_STEPS) {
            draw_frame();
            present();
        }
        if ((s + 1) % WORLD_STEPS_PER_SECOND == 0) {
            put_str("  ");
            put_udec((uint32_t)((s + 1) / WORLD_STEPS_PER_SECOND), 3);
            put_str("s  ");
            put_udec((uint32_t)w.n, 6);
            put_str("  ");
            put_udec(w.stats.pairs, 12);
            put_str("  ");
            put_udec(w.stats.hits, 4);
            put_str("  ");
            put_udec(w.stats.pushes, 6);
            put_str("  ");
            put_units(w.stats.max_overlap);
            put_str(" (");
            put_sdec(w.stats.max_overlap);
            put_str(" raw)\n");
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

    put_sdec(DEMO_SECONDS);
    put_str(" s: ");
    put_udec(pairs, 0);
    put_str(" pairs tested, ");
    put_udec(hits, 0);
    put_str(" hits, ");
    put_udec(pushes, 0);
    put_str(" overlaps pushed apart, ");
    put_udec(stalls, 0);
    put_str(" steps cut short\n");
    put_str("largest overlap after any step: ");
    put_units(worst);
    put_str(" units (");
    put_sdec(worst);
    put_str(" raw), bound ");
    put_units(WORLD_OVERLAP_BOUND);
    put_str(" (");
    put_sdec(WORLD_OVERLAP_BOUND);
    put_str(" raw): ");
    put_str(worst <= WORLD_OVERLAP_BOUND ? "ok\n" : "EXCEEDED\n");
    put_str("bodies outside the arena: ");
    put_sdec(outside);
    put_str(" (over all steps)\n");
    put_str("state hash after ");
    put_sdec(DEMO_STEPS);
    put_str(" steps: 0x");
    put_hex8(world_hash(&w));
    fc_port_putc('\n');
    return worst <= WORLD_OVERLAP_BOUND && outside == 0 ? 0 : 1;
}
