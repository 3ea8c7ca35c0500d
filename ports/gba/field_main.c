// The fixcol field on the GBA (examples/field): for each size of
// FIELD_RUN_SIZES, the same FIELD_RUN_STEPS steps from the same seed as
// the desktop's `fixcol-field --sizes`, each step timed in CPU cycles
// (16.78 MHz, timers 0 and 1 cascaded; the step alone: no drawing, no
// checks). Prints the desktop's lines (the state hash among them), then
// each size's first step (the broadphase's sort from scratch, which a game
// does while loading) and the mean and largest of the others against one
// frame (280,896 cycles at 59.73 Hz), and the most bodies for which every
// step after the first fits a frame. The
// FIELD_PICTURE_SIZE run's last step is drawn in mode 3 for the
// screenshot. `make field-gba` runs it under build/host/mgba-run and
// compares the hashes with the desktop's.
#include <stdint.h>
#include "field.h"
#include "runs.h"
#include "draw.h"

#define REG_TM0CNT_L (*(volatile uint16_t *)0x04000100u)
#define REG_TM1CNT_L (*(volatile uint16_t *)0x04000104u)

#define FRAME_CYCLES 280896u    // 228 lines of 1232 cycles
#define FIELD_PICTURE_SIZE 300

#define C_BULLET C_RED

// The arena with its walls, (FIELD_W + 2 WALL) units wide, spans the 240
// pixels: 3/5 pixel per unit; centred vertically.
#define ARENA_PX_H (((FIELD_H + 2 * FIELD_WALL) * 3 + 4) / 5)
#define OFFSET_Y   ((SCR_H - ARENA_PX_H) / 2)

static field f __attribute__((section(".ewram_bss")));

// The low 32 bits of the cascaded timers (re-read when timer 0 wrapped
// between the two halves).
static uint32_t cycles(void)
{
    uint16_t h1, lo, h2;
    do {
        h1 = REG_TM1CNT_L;
        lo = REG_TM0CNT_L;
        h2 = REG_TM1CNT_L;
    } while (h1 != h2);
    return ((uint32_t)h1 << 16) | lo;
}

static void draw_field(void)
{
    int i, k;
    fill_rows(0, OFFSET_Y, C_BORDER);
    fill_rows(OFFSET_Y, OFFSET_Y + ARENA_PX_H, C_BACK);
    fill_rows(OFFSET_Y + ARENA_PX_H, SCR_H, C_BORDER);
    for (i = 0; i < f.n; i++) {
        const field_body *b = &f.bodies[i];
        if (b->kind == FIELD_CIRCLE) {
            spans_circle(&b->shape_in_place.u.circle);
        } else if (b->kind == FIELD_BOX) {
            spans_box(&b->shape_in_place.u.box);
        } else {
            spans_poly(b->shape_in_place.u.poly);
        }
        if (b->fixed) {
            spans_draw(b->kind == FIELD_BOX ? C_WALL : C_STATIC, 0, 0);
        } else {
            spans_draw(b->hit_step != 0u && f.step - b->hit_step < 12u ? C_HOT : C_FREE, 1,
                       C_STROKE);
        }
    }
    for (k = 0; k < FIELD_BULLETS; k++) {
        const field_bullet *u = &f.bullets[k];
        if (u->live) {
            line((int)(sx16(u->pos.x - u->vel.x / 2) >> 4), (int)(sy16(u->pos.y - u->vel.y / 2) >> 4),
                 (int)(sx16(u->pos.x) >> 4), (int)(sy16(u->pos.y) >> 4), C_BULLET);
        }
    }
}

static int fail(const char *what, int rc)
{
    put_str("fixcol-field: ");
    put_str(what);
    put_str(": ");
    put_str(fc_error_name(rc));
    fc_port_putc('\n');
    return 1;
}

int main(void)
{
    static const int sizes[] = { FIELD_RUN_SIZES };
    uint32_t c0, c1, first = 0, sum, worst;
    unsigned i;
    int s, rc, outside, best = 0, bad = 0;

    view_set(-FC_FIX(FIELD_WALL), FC_FIX(FIELD_H + FIELD_WALL), 3, 5, OFFSET_Y);
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        rc = field_init(&f, FIELD_RUN_SEED, sizes[i]);
        if (rc < 0) {
            return fail("field_init", rc);
        }
        outside = 0;
        sum = 0;
        worst = 0;
        for (s = 0; s < FIELD_RUN_STEPS; s++) {
            c0 = cycles();
            rc = field_step(&f);
            c1 = cycles();
            if (rc < 0) {
                return fail("field_step", rc);
            }
            if (s == 0) {
                first = c1 - c0;        // the broadphase sorts from scratch
            } else {
                sum += c1 - c0;
                worst = c1 - c0 > worst ? c1 - c0 : worst;
            }
            outside += field_count_outside(&f);
        }
        // the desktop's line (main.c, sizes())
        put_str("field ");
        put_udec((uint32_t)f.ndynamic, 3);
        put_str(" moving bodies, ");
        put_sdec(FIELD_RUN_STEPS);
        put_str(" steps: hash 0x");
        put_hex8(field_hash(&f));
        put_str(", outside ");
        put_sdec(outside);
        fc_port_putc('\n');
        put_str("  cycles: first step ");
        put_udec(first, 0);
        put_str("; then per step mean ");
        put_udec(sum / (FIELD_RUN_STEPS - 1), 0);
        put_str(", largest ");
        put_udec(worst, 0);
        put_str(" (");
        put_udec(worst * 100u / FRAME_CYCLES, 0);
        put_str("% of a frame)\n");
        if (worst <= FRAME_CYCLES && bad == 0) {
            best = f.ndynamic;
        } else {
            bad = 1;
        }
        if (sizes[i] == FIELD_PICTURE_SIZE) {
            draw_field();
            present();
            REG_DISPCNT = DISPCNT_MODE3 | DISPCNT_BG2;
        }
        if (outside != 0) {
            return 1;
        }
    }
    put_str("every step after the first within one frame (60 fps) up to ");
    put_sdec(best);
    put_str(" moving bodies\n");
    return 0;
}
