// Proves the ROM path end to end: the initializers in rom_shapes.h were
// printed by tools/fc-polyc at build time; each must pass fc_poly_check as
// it stands (no copy into RAM) and equal what fc_poly_build makes from the
// same points. Prints "N passed, N failed".
#include <stdio.h>
#include <string.h>
#include "fixcol.h"
#include "rom_shapes.h"

static int passed, failed;

static void check(const char *name, const fc_poly *rom, const fc_vec *pts, int n)
{
    fc_poly built;
    int ok = fc_poly_check(rom) == FC_OK
        && fc_poly_build(pts, n, &built) == FC_OK
        && memcmp(rom, &built, sizeof built) == 0;
    printf("  %s: %s\n", name, ok ? "ok" : "MISMATCH");
    if (ok) {
        passed++;
    } else {
        failed++;
    }
}

int main(void)
{
    static const fc_vec ship_pts[3] = { { 0, 0 }, { 0, 65536 }, { 131072, 0 } };
    static const fc_vec arrow_pts[6] = {
        { 0, 0 }, { 196608, 0 }, { 196608, -65536 }, { 327680, 65536 },
        { 196608, 196608 }, { 196608, 131072 }
    };
    check("ship (clockwise input)", &rom_ship, ship_pts, 3);
    check("arrow (concave)", &rom_arrow, arrow_pts, 6);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
