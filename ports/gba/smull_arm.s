@ int64_t fc_port_smull(int32_t a, int32_t b): signed 32 x 32 -> 64 for
@ the GBA. Thumb on ARMv4T has no long multiply (gcc calls libgcc's
@ 64 x 64 __aeabi_lmul); ARM state has SMULL.
@
@ The multiply is ARM code in IWRAM (section .iwram, copied there by
@ crt0.s): a 32-bit bus with no wait states, where an ARM instruction
@ from the 16-bit cartridge ROM costs two bus reads. The library's Thumb
@ code in ROM cannot reach IWRAM with BL (+-4 MB), so fc_port_smull is a
@ Thumb entry in ROM that jumps there with BX; the ARM routine returns
@ to the Thumb caller with BX LR. This costs fewer cycles than the
@ linker's own interworking stub (BX PC, then LDR PC in ARM state from
@ ROM). README.md has the measurement.
    .syntax unified

    .thumb
    .section .text.fc_port_smull, "ax", %progbits
    .align  2
    .global fc_port_smull
    .type   fc_port_smull, %function
    .thumb_func
fc_port_smull:
    ldr     r2, 1f
    bx      r2
    .align  2
1:  .word   fc_port_smull_arm
    .size   fc_port_smull, . - fc_port_smull

    @ uint64_t fc_port_umull(uint32_t a, uint32_t b): the unsigned product,
    @ UMULL, the same way.
    .section .text.fc_port_umull, "ax", %progbits
    .align  2
    .global fc_port_umull
    .type   fc_port_umull, %function
    .thumb_func
fc_port_umull:
    ldr     r2, 1f
    bx      r2
    .align  2
1:  .word   fc_port_umull_arm
    .size   fc_port_umull, . - fc_port_umull

    @ The section is .iwram, the name devkitARM's gba_cart.ld and libtonc's
    @ IWRAM_CODE use, so a game's link script copies it to IWRAM as it is.
    .arm
    .section .iwram, "ax", %progbits
    .align  2
    .global fc_port_smull_arm
    .type   fc_port_smull_arm, %function
fc_port_smull_arm:
    @ Before ARMv6, SMULL's RdLo, RdHi and Rm must be three different
    @ registers, hence the move.
    mov     r2, r0
    smull   r0, r1, r2, r1      @ r1:r0 = a * b
    bx      lr
    .size   fc_port_smull_arm, . - fc_port_smull_arm

    .global fc_port_umull_arm
    .type   fc_port_umull_arm, %function
fc_port_umull_arm:
    mov     r2, r0
    umull   r0, r1, r2, r1      @ r1:r0 = a * b, unsigned
    bx      lr
    .size   fc_port_umull_arm, . - fc_port_umull_arm
