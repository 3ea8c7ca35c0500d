// Drawing and text output shared by the GBA demos (demo_main.c,
// field_main.c): a mode 3 back buffer in EWRAM, shapes scan-converted per
// row from their Q16.16 outlines in 1/16-pixel units (integer only),
// lines, and decimal and hexadecimal output through the port console.
#ifndef GBA_DRAW_H
#define GBA_DRAW_H

#include <stdint.h>
#include "fixcol.h"

#define SCR_W 240
#define SCR_H 160

#define RGB15(r, g, b) ((uint16_t)(((r) >> 3) | (((g) >> 3) << 5) | (((b) >> 3) << 10)))
// The SVGs' colours (examples/demo/svg.c, examples/field/main.c).
#define C_BACK   RGB15(0xf5, 0xf7, 0xf8)
#define C_FREE   RGB15(0xc9, 0xd1, 0xd8)
#define C_HOT    RGB15(0xff, 0x98, 0x00)
#define C_STROKE RGB15(0x37, 0x47, 0x4f)
#define C_STATIC RGB15(0x60, 0x7d, 0x8b)
#define C_WALL   RGB15(0x37, 0x47, 0x4f)
#define C_RED    RGB15(0xd5, 0x00, 0x00)   // contacts, bullets
#define C_BORDER RGB15(0x26, 0x32, 0x38)   // above and below the arena

#define REG_DISPCNT   (*(volatile uint16_t *)0x04000000u)
#define DISPCNT_MODE3 3u
#define DISPCNT_BG2   (1u << 10)

void fc_port_putc(int c);

// ---- output ----
void put_str(const char *s);
void put_udec(uint32_t v, int width);   // right-aligned in width characters
void put_sdec(int32_t v);
void put_units(fc_fixed v);             // a raw value >= 0, five decimals
void put_hex8(uint32_t v);

// ---- the view: world (Q16.16, y up) to screen (1/16 pixel, y down) ----
// x16 = ((x - left) num / den) >> 12, y16 = ((top - y) num / den) >> 12
// + 16 offset_y: num / den pixels per unit; every (x - left) num and
// (top - y) num must fit 32 bits.
void view_set(fc_fixed left, fc_fixed top, int32_t num, int32_t den, int offset_y);
int32_t sx16(fc_fixed x);
int32_t sy16(fc_fixed y);
int32_t slen16(fc_fixed len);           // a length, 1/16 pixel

// ---- shapes: the spans of one shape, then drawn ----
void spans_poly(const fc_poly *p);      // convex, any winding
void spans_box(const fc_box *b);
void spans_circle(const fc_circle *c);
// Fills the current spans; with an outline, pixels on a span's ends or
// outside a neighbouring row's span get the stroke colour.
void spans_draw(uint16_t fill, int outline, uint16_t stroke);

void plot(int x, int y, uint16_t c);
void line(int x0, int y0, int x1, int y1, uint16_t c);
void fill_rows(int y0, int y1, uint16_t c);   // rows y0..y1-1, one colour
// Waits for the start of vertical blank and copies the buffer to VRAM.
void present(void);

#endif // GBA_DRAW_H
