// Drawing and text output shared by the GBA demos (see draw.h).
#include "draw.h"

#define REG_VCOUNT   (*(volatile uint16_t *)0x04000006u)
#define REG_DMA3SAD  (*(volatile uint32_t *)0x040000D4u)
#define REG_DMA3DAD  (*(volatile uint32_t *)0x040000D8u)
#define REG_DMA3CNT  (*(volatile uint32_t *)0x040000DCu)
#define VRAM         ((volatile uint16_t *)0x06000000u)
#define DMA_ENABLE    (1u << 31)
#define DMA_32BIT     (1u << 26)
#define DMA_SRC_FIXED (2u << 23)

static uint16_t fb[SCR_W * SCR_H] __attribute__((section(".ewram_bss")));

// ---- output --------------------------------------------------------------------
void put_str(const char *s)
{
    while (*s != '\0') {
        fc_port_putc(*s++);
    }
}

// Unsigned decimal, right-aligned in width characters.
void put_udec(uint32_t v, int width)
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

void put_sdec(int32_t v)
{
    if (v < 0) {
        fc_port_putc('-');
        put_udec(0u - (uint32_t)v, 0);
    } else {
        put_udec((uint32_t)v, 0);
    }
}

// demo.c's print_units: a raw Q16.16 value >= 0 with five decimals.
void put_units(fc_fixed v)
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

void put_hex8(uint32_t v)
{
    int i;
    for (i = 7; i >= 0; i--) {
        fc_port_putc("0123456789abcdef"[(v >> (4 * i)) & 15u]);
    }
}


// ---- the view ------------------------------------------------------------------
static fc_fixed view_left, view_top;
static int32_t view_num = 1, view_den = 1, view_offset16;

void view_set(fc_fixed left, fc_fixed top, int32_t num, int32_t den, int offset_y)
{
    view_left = left;
    view_top = top;
    view_num = num;
    view_den = den;
    view_offset16 = 16 * offset_y;
}

int32_t sx16(fc_fixed x)
{
    return (int32_t)(((x - view_left) * view_num) / view_den) >> 12;
}

int32_t sy16(fc_fixed y)
{
    return ((int32_t)(((view_top - y) * view_num) / view_den) >> 12) + view_offset16;
}

int32_t slen16(fc_fixed len)
{
    return (int32_t)((len * view_num) / view_den) >> 12;
}

// ---- shapes --------------------------------------------------------------------
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
void spans_poly(const fc_poly *p)
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
void spans_box(const fc_box *b)
{
    int32_t x0 = sx16(b->min.x), x1 = sx16(b->max.x);
    int row;
    spans_clear();
    for (row = row_first(sy16(b->max.y)); row <= row_last(sy16(b->min.y)); row++) {
        span_set(row, x0, x1);
    }
}

void spans_circle(const fc_circle *c)
{
    int32_t cx = sx16(c->c.x), cy = sy16(c->c.y);
    int32_t r = slen16(c->r);
    int row;
    spans_clear();
    for (row = row_first(cy - r); row <= row_last(cy + r); row++) {
        int32_t dy = 16 * row + 8 - cy;
        int32_t h = (int32_t)isqrt32((uint32_t)(r * r - dy * dy));
        span_set(row, cx - h, cx + h);
    }
}

void spans_draw(uint16_t fill, int outline, uint16_t stroke)
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

void plot(int x, int y, uint16_t c)
{
    if (x >= 0 && x < SCR_W && y >= 0 && y < SCR_H) {
        fb[y * SCR_W + x] = c;
    }
}

void line(int x0, int y0, int x1, int y1, uint16_t c)
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
// must have happened. A transfer starts a few cycles after it is enabled,
// so each function waits for its end before anything can change the
// source (fill_rows' colour word, the back buffer).
#define MEMORY_BARRIER() __asm__ volatile("" ::: "memory")

static void dma_wait(void)
{
    while ((REG_DMA3CNT & DMA_ENABLE) != 0u) {
    }
    MEMORY_BARRIER();
}

void fill_rows(int y0, int y1, uint16_t c)
{
    static volatile uint32_t v;
    v = (uint32_t)c * 0x10001u;
    MEMORY_BARRIER();
    REG_DMA3SAD = (uint32_t)&v;
    REG_DMA3DAD = (uint32_t)&fb[y0 * SCR_W];
    REG_DMA3CNT = DMA_ENABLE | DMA_32BIT | DMA_SRC_FIXED | (uint32_t)((y1 - y0) * SCR_W / 2);
    dma_wait();
}

void present(void)
{
    while (REG_VCOUNT >= SCR_H) {
    }
    while (REG_VCOUNT < SCR_H) {
    }
    MEMORY_BARRIER();
    REG_DMA3SAD = (uint32_t)fb;
    REG_DMA3DAD = (uint32_t)VRAM;
    REG_DMA3CNT = DMA_ENABLE | DMA_32BIT | (uint32_t)(SCR_W * SCR_H / 2);
    dma_wait();
}

