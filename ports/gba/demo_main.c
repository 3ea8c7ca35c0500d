// fixcol demo on the GBA: steps the world of examples/demo/world.c for the
// same DEMO_STEPS steps from the same seed as the host program (demo.c),
// draws every DEMO_FRAME_EVERY-th step in bitmap mode 3 (240x160, 15-bit
// BGR), prints the host's per-second summary and final lines through the
// port console (console.c: mGBA's debug registers, then @@EXIT), and
// returns the host's exit status. `make demo-gba` runs it under
// build/host/mgba-run, saves the last frame as docs/demo-gba.png and
// checks the printed lines, the state hash among them, against the host.
//
// Integer only: shapes are scan-converted per row from their Q16.16
// outlines in 1/16-pixel units, filled, and outlined where a row's span
// reaches past its neighbours'. The frame is drawn into a back buffer in
// EWRAM and copied to VRAM by DMA at the start of vertical blank.
//
// Not part of examples/demo/*.c on purpose: `make demo` compiles every
// file there into the host program.
#include <stdint.h>
#include "record.h"

void fc_port_putc(int c);

#define DEMO_SEED 0x2545f491u   // the host program's (demo.c)

// ---- hardware ----------------------------------------------------------------
#define REG_DISPCNT  (*(volatile uint16_t *)0x04000000u)
#define REG_VCOUNT   (*(volatile uint16_t *)0x04000006u)
#define REG_DMA3SAD  (*(volatile uint32_t *)0x040000D4u)
#define REG_DMA3DAD  (*(volatile uint32_t *)0x040000D8u)
#define REG_DMA3CNT  (*(volatile uint32_t *)0x040000DCu)
#define VRAM         ((volatile uint16_t *)0x06000000u)
#define DISPCNT_MODE3 3u
#define DISPCNT_BG2   (1u << 10)
#define DMA_ENABLE    (1u << 31)
#define DMA_32BIT     (1u << 26)
#define DMA_SRC_FIXED (2u << 23)

#define SCR_W 240
#define SCR_H 160

#define RGB15(r, g, b) ((uint16_t)(((r) >> 3) | (((g) >> 3) << 5) | (((b) >> 3) << 10)))
// The SVG's colours (svg.c).
#define C_BACK   RGB15(0xf5, 0xf7, 0xf8)
#define C_FREE   RGB15(0xc9, 0xd1, 0xd8)
#define C_HOT    RGB15(0xff, 0x98, 0x00)
#define C_STROKE RGB15(0x37, 0x47, 0x4f)
#define C_STATIC RGB15(0x60, 0x7d, 0x8b)
#define C_WALL   RGB15(0x37, 0x47, 0x4f)
#define C_ARROW  RGB15(0xd5, 0x00, 0x00)
#define C_BORDER RGB15(0x26, 0x32, 0x38)   // above and below the arena

// World to screen: the arena with its walls, (WORLD_W + 2 WALL) units
// wide, spans the 240 pixels: 6/5 pixel per unit; centred vertically.
#define ARENA_PX_H (((WORLD_H + 2 * WORLD_WALL) * 6 + 4) / 5)
#define OFFSET_Y   ((SCR_H - ARENA_PX_H) / 2)

static world w __attribute__((section(".ewram_bss")));
static uint16_t fb[SCR_W * SCR_H] __attribute__((section(".ewram_bss")));

// ---- output --------------------------------------------------------------------
static void put_str(const char *s)
{
    while (*s != '\0') {
        fc_port_putc(*s++);
    }
}

// Unsigned decimal, right-aligned in width characters.
static void put_udec(uint32_t v, int width)
{
    char buf[11];
    int n = 0;
    do {
        buf[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0u);
    while (width-- > n) {
        fc_port_putc(' ');
    }
    while (n > 0) {
        fc_port_putc(buf[--n]);
    }
}

static void put_sdec(int32_t v)
{
    if (v < 0) {
        fc_port_putc('-');
        put_udec(0u - (uint32_t)v, 0);
    } else {
        put_udec((uint32_t)v, 0);
    }
}

// demo.c's print_units: a raw Q16.16 value >= 0 with five decimals.
static void put_units(fc_fixed v)
{
    uint32_t whole = (uint32_t)v >> 16;
    uint32_t frac = (uint32_t)((((uint64_t)v & 0xffffu) * 100000u + 32768u) >> 16);
    char d[5];
    int i;
    if (frac >= 100000u) {
        whole++;
        frac -= 100000u;
    }
    put_udec(whole, 0);
    fc_port_putc('.');
    for (i = 4; i >= 0; i--) {
        d[i] = (char)('0' + frac % 10u);
        frac /= 10u;
    }
    for (i = 0; i < 5; i++) {
        fc_port_putc(d[i]);
    }
}

static void put_hex8(uint32_t v)
{
    int i;
    for (i = 7; i >= 0; i--) {
        fc_port_putc("0123456789abcdef"[(v >> (4 * i)) & 15u]);
    }
}

// ---- drawing -------------------------------------------------------------------
// Screen coordinates in 1/16 pixel (y down).
static int32_t sx16(fc_fixed x)
{
    return (int32_t)(((x + FC_FIX(WORLD_WALL)) * 6) / 5) >> 12;
}

static int32_t sy16(fc_fixed y)
{
    return ((int32_t)(((FC_FIX(WORLD_H + WORLD_WALL) - y) * 6) / 5) >> 12) + OFFSET_Y * 16;
}

// One shape's spans: row y covers pixels lo[y]..hi[y] (lo > hi: none).
static int16_t span_lo[SCR_H], span_hi[SCR_H];
static int span_y0, span_y1;

static void spans_clear(void)
{
    span_y0 = SCR_H;
    span_y1 = -1;
}

static void span_set(int y, int32_t lo16, int32_t hi16)
{
    // Pixel x (centre x + 0.5) is inside when lo16 <= 16 x + 8 <= hi16.
    int32_t a = (lo16 - 8 + 15) >> 4;
    int32_t b = (hi16 - 8) >> 4;
    if (a < 0) {
        a = 0;
    }
    if (b > SCR_W - 1) {
        b = SCR_W - 1;
    }
    if (a > b) {
        return;
    }
    span_lo[y] = (int16_t)a;
    span_hi[y] = (int16_t)b;
    if (y < span_y0) {
        span_y0 = y;
    }
    if (y > span_y1) {
        span_y1 = y;
    }
}

static int row_first(int32_t min16)
{
    int y = (int)((min16 - 8 + 15) >> 4);
    return y < 0 ? 0 : y;
}

static int row_last(int32_t max16)
{
    int y = (int)((max16 - 8) >> 4);
    return y > SCR_H - 1 ? SCR_H - 1 : y;
}

// A convex polygon (any winding).
static void spans_poly(const fc_poly *p)
{
    int32_t x[FC_MAX_VERTS], y[FC_MAX_VERTS];
    int32_t ymin, ymax;
    int i, n = p->n, row;
    spans_clear();
    for (i = 0; i < n; i++) {
        x[i] = sx16(p->v[i].x);
        y[i] = sy16(p->v[i].y);
    }
    ymin = ymax = y[0];
    for (i = 1; i < n; i++) {
        ymin = y[i] < ymin ? y[i] : ymin;
        ymax = y[i] > ymax ? y[i] : ymax;
    }
    for (row = row_first(ymin); row <= row_last(ymax); row++) {
        int32_t yc = 16 * row + 8, lo = INT32_MAX, hi = INT32_MIN;
        for (i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            int32_t ya = y[i], yb = y[j], xi;
            if (ya == yb) {
                if (ya == yc) {
                    lo = x[i] < lo ? x[i] : lo;
                    lo = x[j] < lo ? x[j] : lo;
                    hi = x[i] > hi ? x[i] : hi;
                    hi = x[j] > hi ? x[j] : hi;
                }
                continue;
            }
            if ((yc < ya && yc < yb) || (yc > ya && yc > yb)) {
                continue;
            }
            xi = x[i] + (yc - ya) * (x[j] - x[i]) / (yb - ya);
            lo = xi < lo ? xi : lo;
            hi = xi > hi ? xi : hi;
        }
        if (lo <= hi) {
            span_set(row, lo, hi);
        }
    }
}

static uint32_t isqrt32(uint32_t v)
{
    uint32_t r = 0, bit = 1u << 30;
    while (bit > v) {
        bit >>= 2;
    }
    while (bit != 0u) {
        if (v >= r + bit) {
            v -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

// A box: every row between its edges, from min.x to max.x (sy16 turns
// y up into rows down: the top edge is max.y).
static void spans_box(const fc_box *b)
{
    int32_t x0 = sx16(b->min.x), x1 = sx16(b->max.x);
    int row;
    spans_clear();
    for (row = row_first(sy16(b->max.y)); row <= row_last(sy16(b->min.y)); row++) {
        span_set(row, x0, x1);
    }
}

static void spans_circle(const fc_circle *c)
{
    int32_t cx = sx16(c->c.x), cy = sy16(c->c.y);
    int32_t r = (int32_t)((c->r * 6) / 5) >> 12;
    int row;
    spans_clear();
    for (row = row_first(cy - r); row <= row_last(cy + r); row++) {
        int32_t dy = 16 * row + 8 - cy;
        int32_t h = (int32_t)isqrt32((uint32_t)(r * r - dy * dy));
        span_set(row, cx - h, cx + h);
    }
}

// Fills the current spans; with an outline, pixels on the span's ends or
// outside a neighbouring row's span get the stroke colour.
static void spans_draw(uint16_t fill, int outline, uint16_t stroke)
{
    int y, x;
    for (y = span_y0; y <= span_y1; y++) {
        uint16_t *row = &fb[y * SCR_W];
        int lo = span_lo[y], hi = span_hi[y];
        int ulo = y > span_y0 ? span_lo[y - 1] : hi + 1;
        int uhi = y > span_y0 ? span_hi[y - 1] : lo - 1;
        int dlo = y < span_y1 ? span_lo[y + 1] : hi + 1;
        int dhi = y < span_y1 ? span_hi[y + 1] : lo - 1;
        for (x = lo; x <= hi; x++) {
            int edge = outline && (x == lo || x == hi || x < ulo || x > uhi
                                   || x < dlo || x > dhi);
            row[x] = edge ? stroke : fill;
        }
    }
}

static void plot(int x, int y, uint16_t c)
{
    if (x >= 0 && x < SCR_W && y >= 0 && y < SCR_H) {
        fb[y * SCR_W + x] = c;
    }
}

static void line(int x0, int y0, int x1, int y1, uint16_t c)
{
    int dx = x1 > x0 ? x1 - x0 : x0 - x1, sx = x0 < x1 ? 1 : -1;
    int dy = y1 > y0 ? y0 - y1 : y1 - y0, sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        int e2;
        plot(x0, y0, c);
        if (x0 == x1 && y0 == y1) {
            break;
        }
        e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
}

// DMA reads memory behind the compiler's back: every store before it
// must have happened.
#define MEMORY_BARRIER() __asm__ volatile("" ::: "memory")

static void fill_rows(int y0, int y1, uint16_t c)
{
    static volatile uint32_t v;
    v = (uint32_t)c * 0x10001u;
    MEMORY_BARRIER();
    REG_DMA3SAD = (uint32_t)&v;
    REG_DMA3DAD = (uint32_t)&fb[y0 * SCR_W];
    REG_DMA3CNT = DMA_ENABLE | DMA_32BIT | DMA_SRC_FIXED | (uint32_t)((y1 - y0) * SCR_W / 2);
}

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

static void present(void)
{
    while (REG_VCOUNT >= SCR_H) {
    }
    while (REG_VCOUNT < SCR_H) {
    }
    MEMORY_BARRIER();
    REG_DMA3SAD = (uint32_t)fb;
    REG_DMA3DAD = (uint32_t)VRAM;
    REG_DMA3CNT = DMA_ENABLE | DMA_32BIT | (uint32_t)(SCR_W * SCR_H / 2);
}

// ---- the run -------------------------------------------------------------------
int main(void)
{
    uint32_t pairs = 0, hits = 0, pushes = 0, stalls = 0;
    fc_fixed worst = 0;
    int s, rc, outside = 0;

    // crt0.s left the display in forced blank (DISPCNT = 0x80).
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
