"""The programs tools/avr-cycles.py and tools/retro-cycles.py time: the
cheap queries, fc_mul and three polygon MTVs on shapes at screen
coordinates (0 to 256 pixels, raw Q16.16), beside a hand-written AABB
test on int16 pixel coordinates, each called through a function pointer
(so that nothing is hoisted out of the loop).

program(npoly, expr, k, head, tail, start="") is the C source of one:
the target's includes (head), the shapes, then main calling expr k times
(after the statement start, which may start a clock) and ending as the
target ends (tail).
"""

PRELUDE = r"""
#include <stdint.h>
#include "fixcol.h"
#define PX(v) ((fc_fixed)(v) * 65536L)
typedef struct box16 { int16_t x0, y0, x1, y1; } box16;
static box16 h1 = { 40, 40, 72, 72 }, h2 = { 60, 50, 100, 90 };
static fc_box b1, b2;
static fc_circle c1, c2, c3, c4;
static fc_vec v1, v2;
static fc_poly p1, p2;
static fc_mtv m;
static fc_fixed prod;
static volatile int sink;
static int aabb16(const box16 *a, const box16 *b)
{
    return a->x0 <= b->x1 && b->x0 <= a->x1 && a->y0 <= b->y1 && b->y0 <= a->y1;
}
static void setup(void)
{
    static const fc_fixed ring[8][2] = {
        { 1508256L, 446184L }, { 751008L, 1381992L }, { -446184L, 1508256L },
        { -1381992L, 751008L }, { -1508256L, -446184L }, { -751008L, -1381992L },
        { 446184L, -1508256L }, { 1381992L, -751008L }
    };
    fc_vec q[8];
    int i;
    b1.min.x = PX(40); b1.min.y = PX(40); b1.max.x = PX(72); b1.max.y = PX(72);
    b2.min.x = PX(60); b2.min.y = PX(50); b2.max.x = PX(100); b2.max.y = PX(90);
    c1.c.x = PX(100); c1.c.y = PX(120); c1.r = PX(16);
    c2.c.x = PX(120); c2.c.y = PX(130); c2.r = PX(12);   // 22.4 px apart: a near hit
    c3 = c2; c3.c.x = PX(108);                             // 12.8 px: a clear hit
    c4 = c2; c4.c.x = PX(200);                             // 100 px: a clear miss
    v1.x = PX(64); v1.y = PX(60);      // in b1, far outside c1
    v2.x = PX(112); v2.y = PX(127);    // inside c1, 13.9 px from its center
    // NPOLY-gons: a rotated square or a regular octagon, radius 24 px,
    // their centers 30 px apart (overlapping). The offsets are 24 px times
    // fc_cos and fc_sin of i/8 turn + 3000 (as fc_mul rounds them), from a
    // table so that the programs link no trigonometry.
#if NPOLY > 0
    for (i = 0; i < NPOLY; i++) {
        q[i].x = PX(120) + ring[i * (8 / NPOLY)][0];
        q[i].y = PX(120) + ring[i * (8 / NPOLY)][1];
    }
    (void)fc_poly_build(q, NPOLY, &p1);
    for (i = 0; i < NPOLY; i++) {
        q[i].x += PX(30);
        q[i].y += PX(4);
    }
    (void)fc_poly_build(q, NPOLY, &p2);
#else
    // NPOLY < 0: the boxes b1 and b2 as 4-gons (axis-aligned, of
    // different sizes, overlapping: their facing sides tie on every axis)
    (void)ring;
    (void)i;
    q[0] = b1.min; q[1].x = b1.max.x; q[1].y = b1.min.y;
    q[2] = b1.max; q[3].x = b1.min.x; q[3].y = b1.max.y;
    (void)fc_poly_build(q, 4, &p1);
    q[0] = b2.min; q[1].x = b2.max.x; q[1].y = b2.min.y;
    q[2] = b2.max; q[3].x = b2.min.x; q[3].y = b2.max.y;
    (void)fc_poly_build(q, 4, &p2);
#endif
}
typedef int (*call_t)(void);
"""

CALLS = {
    "hand-written int16 AABB": ("aabb16(&h1, &h2)", 4),
    "fc_box_box": ("fc_box_box(&b1, &b2)", 4),
    "fc_circle_circle, a near hit": ("fc_circle_circle(&c1, &c2)", 4),
    "fc_circle_circle, a clear hit": ("fc_circle_circle(&c1, &c3)", 4),
    "fc_circle_circle, a clear miss": ("fc_circle_circle(&c1, &c4)", 4),
    "fc_point_in_box": ("fc_point_in_box(&b1, &v1)", 4),
    "fc_point_in_circle, inside near the edge": ("fc_point_in_circle(&c1, &v2)", 4),
    "fc_point_in_circle, far outside": ("fc_point_in_circle(&c1, &v1)", 4),
    "fc_mul": ("fc_mul(c1.c.x, c2.r, &prod)", 4),
    "box pair as 4-gons, MTV (fc_poly_poly_mtv)": ("fc_poly_poly_mtv(&p1, &p2, &m)", -4),
    "rotated 4-gon pair, MTV (fc_poly_poly_mtv)": ("fc_poly_poly_mtv(&p1, &p2, &m)", 4),
    "8-gon pair, MTV (fc_poly_poly_mtv)": ("fc_poly_poly_mtv(&p1, &p2, &m)", 8),
}




def program(npoly, expr, k, head, tail, start=""):
    return ("#define NPOLY %d\n%s%s" % (npoly, head, PRELUDE)
            + "static int q(void)\n{\n    return %s;\n}\n" % expr
            + "static call_t volatile fn = q;\n"
            "int main(void)\n{\n    int i;\n    setup();\n%s"
            "    for (i = 0; i < %d; i++) {\n        sink = fn();\n    }\n%s}\n" % (start, k, tail))
