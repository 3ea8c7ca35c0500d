/* hello: two convex polygons, an exact overlap test and its MTV. */
#include <stdio.h>
#include "fixcol.h"

/* Prints a Q16.16 value rounded to 4 decimals, with integers only. A raw
   step is 1/65536 (about 0.000015), so a fifth decimal would show how the
   value was rounded to raw units (0.39999 for the depth 0.4 below) rather
   than the value. 10000/65536 = 625/4096. */
static void put_fixed(const char *text, fc_fixed v)
{
    unsigned long m = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    unsigned long i = m >> 16, d = ((m & 0xFFFFUL) * 625UL + 2048UL) >> 12;
    if (d == 10000UL) { i++; d = 0; }
    printf("%s%s%lu.%04lu", text, v < 0 && (i | d) != 0 ? "-" : "", i, d);
}

int main(void)
{
    static const fc_vec tri[3] = { { 0, 0 }, { FC_FIX(4), 0 }, { 0, FC_FIX(3) } };
    static const fc_vec sq[4] = { { FC_FIX(2), FC_FIX(1) }, { FC_FIX(6), FC_FIX(1) },
                                  { FC_FIX(6), FC_FIX(5) }, { FC_FIX(2), FC_FIX(5) } };
    fc_poly a, b;
    fc_mtv mtv;

    if (fc_poly_build(tri, 3, &a) != FC_OK || fc_poly_build(sq, 4, &b) != FC_OK) return 1;
    if (fc_poly_poly_mtv(&a, &b, &mtv) != 1) return printf("no overlap\n"), 1;
    printf("fixcol %s: the triangle overlaps the square\n", FC_VERSION_STRING);
    put_fixed("MTV: move the triangle by ", mtv.depth);
    put_fixed(" along (", mtv.normal.x);
    put_fixed(", ", mtv.normal.y);
    printf(")\n");
    return 0;
}
