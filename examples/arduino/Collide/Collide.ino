// Collide: fixcol on an Arduino. Two convex polygons, an exact overlap
// test and the minimum translation vector, printed on the serial port.
//
// This sketch needs the Arduino export of fixcol (`make arduino` builds
// build/arduino/fixcol/: the single header fixcol.h and fixcol.c, which
// compiles the implementation as C). It includes the single header, which
// declares the API with C linkage for this C++ sketch.
#include <fixcol.h>

static const fc_vec tri[3] = { { 0, 0 }, { FC_FIX(4), 0 }, { 0, FC_FIX(3) } };
static const fc_vec sq[4] = { { FC_FIX(2), FC_FIX(1) }, { FC_FIX(6), FC_FIX(1) },
                              { FC_FIX(6), FC_FIX(5) }, { FC_FIX(2), FC_FIX(5) } };

// A Q16.16 value rounded to 4 decimals, integers only (a raw step is
// 1/65536, about 0.000015: a fifth decimal would show how the value was
// rounded to raw units, 0.39999 for the depth 0.4, rather than the value).
// 10000/65536 = 625/4096.
static void printFixed(fc_fixed v)
{
    unsigned long m = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    unsigned long i = m >> 16, d = ((m & 0xFFFFUL) * 625UL + 2048UL) >> 12;
    if (d == 10000UL) {
        i++;
        d = 0;
    }
    if (v < 0 && (i | d) != 0) Serial.print('-');
    Serial.print(i);
    Serial.print('.');
    for (unsigned long p = 1000UL; p > 0; p /= 10UL) {
        Serial.print((char)('0' + (int)(d / p % 10UL)));
    }
}

void setup()
{
    fc_poly a, b;
    fc_mtv mtv;

    Serial.begin(9600);
    Serial.print("fixcol ");
    Serial.println(FC_VERSION_STRING);
    if (fc_poly_build(tri, 3, &a) != FC_OK || fc_poly_build(sq, 4, &b) != FC_OK) {
        Serial.println("bad polygon");
        return;
    }
    if (fc_poly_poly_mtv(&a, &b, &mtv) != 1) {
        Serial.println("no overlap");
        return;
    }
    Serial.print("MTV: move the triangle by ");
    printFixed(mtv.depth);
    Serial.print(" along (");
    printFixed(mtv.normal.x);
    Serial.print(", ");
    printFixed(mtv.normal.y);
    Serial.println(")");
}

void loop()
{
}
