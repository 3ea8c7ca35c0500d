@ int64_t fc_port_smull(int32_t a, int32_t b): signed 32 x 32 -> 64 for
@ ARMv6-M (Cortex-M0/M0+), which has only a 32-bit MULS (fc_port_umull
@ below is the unsigned one). With a = ah 2^16 +
@ al (ah signed, al unsigned 16-bit), likewise b:
@   a b = ah bh 2^32 + (ah bl + al bh) 2^16 + al bl
@ Each partial product fits 32 bits exactly (al bl unsigned < 2^32, the
@ mixed ones signed in [-2^31, 2^31), ah bh in [-2^30, 2^30]); the two
@ middle terms are added as sign-extended 48-bit values. 20 instructions
@ against the 64 x 64 __aeabi_lmul's 45.
    .syntax unified
    .thumb
    .text
    .global fc_port_smull
    .type fc_port_smull, %function
    .thumb_func
fc_port_smull:
    push    {r4, r5, lr}
    uxth    r2, r0          @ al
    asrs    r3, r0, #16     @ ah
    uxth    r4, r1          @ bl
    asrs    r5, r1, #16     @ bh
    movs    r0, r2
    muls    r0, r4          @ lo = al bl
    movs    r1, r3
    muls    r1, r5          @ hi = ah bh
    muls    r3, r4          @ ah bl
    muls    r5, r2          @ al bh
    lsls    r2, r3, #16     @ += (ah bl) 2^16
    asrs    r3, r3, #16
    adds    r0, r0, r2
    adcs    r1, r1, r3
    lsls    r2, r5, #16     @ += (al bh) 2^16
    asrs    r5, r5, #16
    adds    r0, r0, r2
    adcs    r1, r1, r5
    pop     {r4, r5, pc}
    .size fc_port_smull, . - fc_port_smull

@ uint64_t fc_port_umull(uint32_t a, uint32_t b): the unsigned product, the
@ same way with every half unsigned: the partial products are below 2^32,
@ the middle ones added as zero-extended 48-bit values, and the total
@ below 2^64 leaves no carry out of the high word.
    .global fc_port_umull
    .type fc_port_umull, %function
    .thumb_func
fc_port_umull:
    push    {r4, r5, lr}
    uxth    r2, r0          @ al
    lsrs    r3, r0, #16     @ ah
    uxth    r4, r1          @ bl
    lsrs    r5, r1, #16     @ bh
    movs    r0, r2
    muls    r0, r4          @ lo = al bl
    movs    r1, r3
    muls    r1, r5          @ hi = ah bh
    muls    r3, r4          @ ah bl
    muls    r5, r2          @ al bh
    lsls    r2, r3, #16     @ += (ah bl) 2^16
    lsrs    r3, r3, #16
    adds    r0, r0, r2
    adcs    r1, r1, r3
    lsls    r2, r5, #16     @ += (al bh) 2^16
    lsrs    r5, r5, #16
    adds    r0, r0, r2
    adcs    r1, r1, r5
    pop     {r4, r5, pc}
    .size fc_port_umull, . - fc_port_umull
