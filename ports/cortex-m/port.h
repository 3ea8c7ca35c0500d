// Cortex-M compiler mapping for fixcol, force-included into every
// library file (-include ports/cortex-m/port.h; port.mk does this).
//
// arm-none-eabi-gcc has a fast int64_t: the native wide arithmetic is the
// default. On ARMv6-M (Cortex-M0, M0+), which has no SMULL, 32 x 32 -> 64
// products go through the port's fc_port_smull (smull_v6m.S) unless the
// build sets FC_PORT_SMULL=0. On ARMv7-M (M3, M4, M7) gcc emits SMULL for
// the plain C product itself. The same file has the square root's core
// (fci_port_isqrt_w, FC_PORT_ISQRT), an edge normal's length
// (fci_wide_length, FC_PORT_LENGTH), fc_poly_build's first pass over a
// convex polygon (fci_port_convex, FC_PORT_CONVEX) and its second pass
// (fci_port_fill, FC_PORT_FILL, with FC_MAX_VERTS 16), the 64 x 64 -> 128 product
// (fci_big_mul_wide, FC_PORT_BIG_MUL), the 64 / 32 division
// (fci_port_divide, FC_PORT_DIV=2), the SAT's dot product n . (p - b)
// (fci_port_depth, FC_PORT_DEPTH), its exact choice between axes of
// equal rounded distance (fci_port_push_less, FC_PORT_PUSH_LESS) and the
// whole linear SAT of two polygons (fci_port_sat, FC_PORT_SAT, with
// FC_MAX_VERTS 16) for ARMv6-M, on with the multiply.
#ifndef FIXCOL_PORT_CORTEX_M_H
#define FIXCOL_PORT_CORTEX_M_H

#ifndef FC_PORT_SMULL
#  if defined(__ARM_ARCH_6M__)
#    define FC_PORT_SMULL 1
#  else
#    define FC_PORT_SMULL 0
#  endif
#endif

#ifndef FC_PORT_ISQRT
#  define FC_PORT_ISQRT FC_PORT_SMULL
#endif
#ifndef FC_PORT_LENGTH
#  define FC_PORT_LENGTH FC_PORT_SMULL
#endif
#ifndef FC_PORT_CONVEX
#  define FC_PORT_CONVEX FC_PORT_SMULL
#endif
#ifndef FC_PORT_FILL
#  if !defined(FC_MAX_VERTS) || FC_MAX_VERTS == 16
#    define FC_PORT_FILL FC_PORT_SMULL
#  else
#    define FC_PORT_FILL 0
#  endif
#endif
#ifndef FC_PORT_SAT
#  if !defined(FC_MAX_VERTS) || FC_MAX_VERTS == 16
#    define FC_PORT_SAT FC_PORT_SMULL
#  else
#    define FC_PORT_SAT 0
#  endif
#endif
#ifndef FC_PORT_BIG_MUL
#  define FC_PORT_BIG_MUL FC_PORT_SMULL
#endif
#ifndef FC_PORT_DIV
#  if FC_PORT_SMULL
#    define FC_PORT_DIV 2   // the division alone (config.h)
#  else
#    define FC_PORT_DIV 0
#  endif
#endif
#ifndef FC_PORT_DEPTH
#  define FC_PORT_DEPTH FC_PORT_SMULL
#endif
#ifndef FC_PORT_PUSH_LESS
#  define FC_PORT_PUSH_LESS FC_PORT_SMULL
#endif

#endif // FIXCOL_PORT_CORTEX_M_H
