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

// The kernels under the exact arithmetic (FC_PORT_FAST_CODE, config.h:
// the root's core, the division, the 128-bit product and sums) as ARM
// code in IWRAM, beside fc_port_smull: the section .iwram.fixcol, which
// ports/gba/gba.ld (like devkitARM's gba_cart.ld, *(.iwram .iwram*))
// places there and crt0.s copies. The linker reaches them from the
// Thumb code in ROM through its own interworking stubs
// (__isqrt_w_from_thumb and the like). README.md has the measurement.
#ifndef FC_PORT_FAST_CODE
#  define FC_PORT_FAST_CODE __attribute__((__section__(".iwram.fixcol"), __target__("arm"), __noinline__))
#endif

#endif // FIXCOL_PORT_GBA_H
