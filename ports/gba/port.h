// GBA (ARM7TDMI) compiler mapping for fixcol, force-included into every
// library file (-include ports/gba/port.h; port.sh does this).
//
// arm-none-eabi-gcc has a fast int64_t: the native wide arithmetic is the
// default. The library is built as Thumb code, and Thumb on ARMv4T has no
// long multiply: gcc sends every (int64_t)a * b through libgcc's 64 x 64
// __aeabi_lmul. ARM state has SMULL, so with FC_PORT_SMULL=1 (the
// default here) each 32 x 32 -> 64 product calls fc_port_smull, a
// two-instruction ARM routine that smull_arm.s places in IWRAM (32-bit
// bus, no wait states). README.md has the measurement. FC_PORT_SMULL=0
// asks for the compiler's multiply instead.
#ifndef FIXCOL_PORT_GBA_H
#define FIXCOL_PORT_GBA_H

#ifndef FC_PORT_SMULL
#  define FC_PORT_SMULL 1
#endif

#endif // FIXCOL_PORT_GBA_H
