// fixcol: exact, deterministic 2D collision detection in Q16.16 fixed point
// for machines without a floating-point unit. No float, no malloc, and from
// libc only memcpy and memset.
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
#define FC_VERSION_MINOR 2
#define FC_VERSION_PATCH 0
#define FC_VERSION_STRING "0.2.0"

#include "fixcol/config.h"
#include "fixcol/base.h"
#include "fixcol/wide.h"
#include "fixcol/fixed.h"
#include "fixcol/shapes.h"
#include "fixcol/collide.h"
#include "fixcol/shape.h"
#include "fixcol/broadphase.h"

// The link-time check of the build options: FC_MAX_VERTS and
// FC_WIDE_NATIVE shape the API's structs, so the library and every file
// that includes this header must agree on them. Each such file refers to
// the object whose name spells its own values (config.h); the library
// defines only the one of its build. A mismatch fails to link with an
// undefined reference to, say, fc_config_verts032_wide1, instead of
// failing at run time. The pointer is kept where the compiler would drop
// it as unused (gcc, clang), and cc65 is told it is unused on purpose.
#if defined(__GNUC__)
#  define FC_CONFIG_KEEP __attribute__((used))
#elif defined(__CC65__)
#  define FC_CONFIG_KEEP __attribute__((unused))
#else
#  define FC_CONFIG_KEEP
#endif
static const char *const fc_config_check FC_CONFIG_KEEP = &FC_CONFIG_SYMBOL;

#endif // FIXCOL_H
