/* hello: two convex polygons, an exact overlap test and its MTV. */
#include <stdio.h>
#include "fixcol.h"

/* Prints a Q16.16 value to 5 decimals (truncated), with integers only. */
static void put_fixed(const char *text, fc_fixed v)
{
    unsigned long m = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v, f = m & 0xFFFFUL;
    int i;
    printf("%s%s%lu.", text, v < 0 ? "-" : "", m >> 16);
    for (i = 0; i < 5; i++, f &= 0xFFFFUL) putchar('0' + (int)((f *= 10UL) >> 16));
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
