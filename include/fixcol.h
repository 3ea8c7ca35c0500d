// fixcol: exact, deterministic 2D collision detection in Q16.16 fixed point
// for machines without a floating-point unit. No float, no malloc, no libc.
//
// This umbrella header brings in the whole public API:
//   fixcol/config.h  build options
//   fixcol/base.h    error codes, supported range
//   fixcol/wide.h    exact 64-bit arithmetic (native or portable)
//   fixcol/fixed.h   Q16.16 scalars, vectors, angles, lengths
//   fixcol/shapes.h  boxes, circles, polygons and polygon utilities
//   fixcol/collide.h collision queries
#ifndef FIXCOL_H
#define FIXCOL_H

#define FC_VERSION_MAJOR 0
#define FC_VERSION_MINOR 1
#define FC_VERSION_PATCH 0
#define FC_VERSION_STRING "0.1.0"

#include "fixcol/config.h"
#include "fixcol/base.h"
#include "fixcol/wide.h"
#include "fixcol/fixed.h"
#include "fixcol/shapes.h"
#include "fixcol/collide.h"


#endif // FIXCOL_H
