@ The ARMv6-M kernels of fixcol: the 32 x 32 -> 64 products
@ (FC_PORT_SMULL), the SAT's dot product (FC_PORT_DEPTH), the square
@ root's core (FC_PORT_ISQRT), an edge normal's length (FC_PORT_LENGTH),
@ the 64 / 32 division (FC_PORT_DIV=2), the SAT's exact choice of axis
@ (FC_PORT_PUSH_LESS), the signed 64 x 64 -> 128 product
@ (FC_PORT_BIG_MUL), fc_poly_build's two passes (FC_PORT_CONVEX,
@ FC_PORT_FILL) and the whole linear SAT of two polygons (FC_PORT_SAT);
@ port.h turns them on for Cortex-M0 and M0+.
@
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

@ uint32_t fci_port_isqrt_w(uint32_t hi, uint32_t lo, unsigned cap,
@                           isqrt_out *o): src/wide_root.c's isqrt_w for
@ ARMv6-M (FC_PORT_ISQRT), step for step the same arithmetic, so every
@ output is the same: the root, o->rh and o->rl (the remainder), o->y (the
@ reciprocal Y), o->k and o->back. The comment above isqrt_w has the
@ algorithm and its bounds; the table is its fci_rsqrt_tab. Here the
@ 16 x 16 products stay in registers, the leading zeros are counted by
@ two bits at a time on the value itself, and the final square and the
@ remainder's two corrections are carry chains: about 125 instructions
@ where gcc -Os makes about 200 of the C.
@
@ isqrt_out, five words: rh at 0, rl at 4, y at 8, k at 12, back at 16.
@ The stack frame: the inputs at sp + 0 (hi), 4 (lo), 8 (cap), 12 (o);
@ l (the low word of the normalized value) at sp + 16, h at sp + 20.
@ r0 (not 0) shifted left by the even count that brings it to
@ [2^30, 2^32), the count added to r4 (r5 is scratch): two bits at a time
@ would take 16 steps; four tests of 16, 8, 4 and 2 bits take as many
@ instructions as one step of a loop.
.macro norm_even
    lsrs    r5, r0, #16
    bne     91f
    lsls    r0, r0, #16
    adds    r4, #16
91: lsrs    r5, r0, #24
    bne     92f
    lsls    r0, r0, #8
    adds    r4, #8
92: lsrs    r5, r0, #28
    bne     93f
    lsls    r0, r0, #4
    adds    r4, #4
93: lsrs    r5, r0, #30
    bne     94f
    lsls    r0, r0, #2
    adds    r4, #2
94:
.endm

@ r1:r2 = r7^2 from r7's halves a1 and a0: a1^2 2^32 + 2 a0 a1 2^16 +
@ a0^2 (r0 and r6 scratch). The roots' last step, in fci_port_isqrt_w
@ and fci_wide_length.
.macro rootsq
    lsrs    r1, r7, #16
    uxth    r0, r7
    movs    r2, r0
    muls    r2, r0                  @ a0^2
    muls    r0, r1                  @ a0 a1
    muls    r1, r1                  @ a1^2
    lsls    r6, r0, #17
    lsrs    r0, r0, #15
    adds    r2, r2, r6
    adcs    r1, r0
.endm

@ isqrt_w's steps 1 to 3 on m = r0 (in [2^30, 2^32): the normalized
@ value's high word, kept), its low word at sp + loff: Y in r6, and in r7
@ the estimate sq of floor(sqrt(m 2^32 + l)), within one of it (2^32 - 1
@ where it wrapped). r1 to r5 are scratch. Expanded in fci_port_isqrt_w
@ and fci_wide_length.
.macro isqrt_core loff
    @ ---- 1. y from the chord, then Y: r0 = m --------------------------------
    lsrs    r4, r0, #26             @ 16..63
    lsls    r4, r4, #1
    ldr     r5, =fci_rsqrt_tab - 32
    ldrh    r6, [r5, r4]            @ tab[i]
    adds    r4, #2
    ldrh    r7, [r5, r4]            @ tab[i + 1]
    subs    r7, r6, r7
    lsls    r4, r0, #6
    lsrs    r4, r4, #20             @ (m >> 14) & 0xFFF
    muls    r7, r4
    lsrs    r7, r7, #12
    subs    r6, r6, r7              @ y
    movs    r7, r6
    muls    r7, r6                  @ t = y^2
    lsrs    r4, r0, #16             @ m1 (kept through step 2)
    uxth    r5, r0                  @ m0
    @ w = mulhi3(m, t) - 2^28
    lsrs    r1, r7, #16             @ t1
    uxth    r2, r7                  @ t0
    movs    r3, r5
    muls    r3, r1                  @ m0 t1
    lsrs    r3, r3, #16
    muls    r1, r4                  @ m1 t1
    muls    r2, r4                  @ m1 t0
    lsrs    r2, r2, #16
    adds    r1, r1, r3
    adds    r1, r1, r2
    movs    r3, #1
    lsls    r3, r3, #28
    subs    r1, r1, r3              @ w
    @ Y = (y << 16) - ((y (w >> 3)) >> 10)
    lsrs    r1, r1, #3
    muls    r1, r6
    lsrs    r1, r1, #10
    lsls    r6, r6, #16
    subs    r6, r6, r1              @ Y (kept to the end)
    @ ---- 2. s = (mulhi3(m, Y) + 2^13) >> 14 --------------------------------
    lsrs    r1, r6, #16             @ Y1 (kept through step 3)
    uxth    r2, r6                  @ Y0 (likewise)
    movs    r3, r5
    muls    r3, r1                  @ m0 Y1
    lsrs    r3, r3, #16
    movs    r7, r4
    muls    r7, r2                  @ m1 Y0
    lsrs    r7, r7, #16
    adds    r3, r3, r7
    movs    r7, r4
    muls    r7, r1                  @ m1 Y1
    adds    r7, r7, r3
    movs    r3, #1
    lsls    r3, r3, #13
    adds    r7, r7, r3
    lsrs    r7, r7, #14             @ s
    movs    r4, r7
    muls    r4, r7
    subs    r4, r0, r4              @ e = m - s^2, modulo 2^32
    ldr     r5, [sp, #\loff]
    lsrs    r5, r5, #18             @ l >> 18
    lsls    r7, r7, #16             @ s 2^16
    cmp     r4, #0
    blt     .Le_neg\@
    @ ---- 3. e >= 0: sq = s 2^16 + (mulhi3(dm, Y) >> 13) ----------------------
    lsls    r4, r4, #14
    adds    r4, r4, r5              @ dm
    lsrs    r3, r4, #16             @ d1
    uxth    r4, r4                  @ d0
    movs    r5, r3
    muls    r5, r1                  @ d1 Y1
    muls    r4, r1                  @ d0 Y1
    lsrs    r4, r4, #16
    muls    r3, r2                  @ d1 Y0
    lsrs    r3, r3, #16
    adds    r5, r5, r4
    adds    r5, r5, r3
    lsrs    r5, r5, #13
    adds    r7, r7, r5              @ sq
    b       .Lclamp\@
.Le_neg\@:
    @ e < 0: sq = s 2^16 - ((mulhi3(dm, Y) + 2^13 - 1) >> 13)
    rsbs    r4, r4, #0
    lsls    r4, r4, #14
    subs    r4, r4, r5              @ dm
    lsrs    r3, r4, #16
    uxth    r4, r4
    movs    r5, r3
    muls    r5, r1
    muls    r4, r1
    lsrs    r4, r4, #16
    muls    r3, r2
    lsrs    r3, r3, #16
    adds    r5, r5, r4
    adds    r5, r5, r3
    ldr     r3, =0x1FFF
    adds    r5, r5, r3
    lsrs    r5, r5, #13
    subs    r7, r7, r5              @ sq (s = 2^16 wraps back here)
.Lclamp\@:
    lsrs    r3, r7, #30             @ below 2^30: sqrt(m) >= 2^31 wrapped
    bne     1f
    subs    r7, r3, #1              @ 2^32 - 1
1:
.endm

    .global fci_port_isqrt_w
    .type fci_port_isqrt_w, %function
    .thumb_func
fci_port_isqrt_w:
    push    {r4, r5, r6, r7, lr}
    sub     sp, #24
    str     r0, [sp, #0]
    str     r1, [sp, #4]
    str     r2, [sp, #8]
    str     r3, [sp, #12]
    @ ---- normalization: m = n 4^h in [2^62, 2^64), m = r0:l ----------------
    movs    r4, #0                  @ z, the even shift
    cmp     r0, #0
    beq     .Lhi_zero
    norm_even
    movs    r5, r1                  @ m |= lo >> (32 - z): none for z = 0
    movs    r6, #32
    subs    r6, r6, r4
    lsrs    r5, r5, r6
    orrs    r0, r5
    lsls    r1, r1, r4              @ l = lo << z
    str     r1, [sp, #16]
    lsrs    r4, r4, #1              @ h = z / 2
    str     r4, [sp, #20]
    b       .Lseed
.Lhi_zero:
    cmp     r1, #0
    bne     5f
    @ n = 0: every output 0
    ldr     r3, [sp, #12]
    str     r0, [r3, #0]
    str     r0, [r3, #4]
    str     r0, [r3, #8]
    str     r0, [r3, #12]
    str     r0, [r3, #16]
    add     sp, #24
    pop     {r4, r5, r6, r7, pc}
5:  movs    r0, r1
    movs    r4, #32                 @ 2 (16 + z / 2) counted from 32
    norm_even
    movs    r1, #0
    str     r1, [sp, #16]           @ l = 0
    lsrs    r4, r4, #1              @ h = 16 + z / 2
    str     r4, [sp, #20]
.Lseed:
    isqrt_core 16
    @ ---- 4. back = min(h, cap), n' = m / 4^back, root = sq >> back --------
    ldr     r3, [sp, #12]           @ o
    str     r6, [r3, #8]            @ o->y = Y
    ldr     r1, [sp, #20]           @ h
    ldr     r2, [sp, #8]            @ cap
    cmp     r1, r2
    bhi     .Lcapped
    movs    r2, r1                  @ back = h: n' = n itself
    ldr     r4, [sp, #0]            @ nh
    ldr     r5, [sp, #4]            @ nl
    b       .Lroot
.Lcapped:
    @ back = cap < h: b2 = (2 back) & 30 (4 for cap 2)
    lsls    r4, r2, #1
    movs    r5, #30
    ands    r4, r5                  @ b2
    lsls    r6, r0, #1              @ m << 1
    lsrs    r0, r0, r4              @ nh = m >> b2
    movs    r5, #31
    subs    r5, r5, r4
    lsls    r6, r6, r5              @ (m << 1) << (31 - b2)
    ldr     r5, [sp, #16]
    lsrs    r5, r5, r4
    orrs    r5, r6                  @ nl = (l >> b2) | that
    movs    r4, r0
.Lroot:
    @ r1 = h, r2 = back, r3 = o, r4:r5 = n', r7 = sq
    subs    r1, r1, r2
    str     r1, [r3, #12]           @ o->k = h - back
    str     r2, [r3, #16]           @ o->back
    lsrs    r7, r7, r2              @ root
    rootsq                          @ root^2 in r1:r2
    @ the remainder n' - root^2 in r4:r5; no carry out: root^2 > n'
    subs    r5, r5, r2
    sbcs    r4, r1
    bcc     .Lover
    @ a remainder above 2 root: root + 1, the remainder less 2 root + 1
    lsls    r0, r7, #1
    lsrs    r1, r7, #31
    subs    r0, r0, r5
    sbcs    r1, r4                  @ no carry out: 2 root < remainder
    bcs     .Ldone
    movs    r0, #0
    subs    r5, r5, r7
    sbcs    r4, r0
    adds    r7, #1
    subs    r5, r5, r7
    sbcs    r4, r0
    b       .Ldone
.Lover:
    @ root - 1, the remainder plus 2 root - 1
    movs    r0, #0
    adds    r5, r5, r7
    adcs    r4, r0
    subs    r7, #1
    adds    r5, r5, r7
    adcs    r4, r0
.Ldone:
    str     r4, [r3, #0]            @ o->rh
    str     r5, [r3, #4]            @ o->rl
    movs    r0, r7
    add     sp, #24
    pop     {r4, r5, r6, r7, pc}
    .ltorg
    .size fci_port_isqrt_w, . - fci_port_isqrt_w

@ uint32_t fci_wide_length(int32_t x, int32_t y, unsigned *k):
@ src/wide_root.c's fci_wide_length for ARMv6-M (FC_PORT_LENGTH), the
@ same N and k: the length of an edge normal, N = floor(sqrt((x^2 + y^2)
@ 4^k)). A vector along an axis goes to the C's fci_axis_length; the
@ others take len2's six 16 x 16 products, then isqrt_w's steps with cap
@ 2 (isqrt_core), and the one exact square that moves the root by one,
@ without the remainder, the reciprocal and the record the general root
@ returns: about 176 instructions where the C with its call of
@ fci_port_isqrt_w takes 200, once per edge of every polygon built.
@ The frame: l (the normalized value's low word) at sp + 0, h at sp + 4,
@ k's pointer at sp + 8.
    .global fci_wide_length
    .type fci_wide_length, %function
    .thumb_func
fci_wide_length:
    cmp     r0, #0
    beq     1f
    cmp     r1, #0
    bne     2f
1:  ldr     r3, =fci_axis_length
    bx      r3
2:  push    {r2, r4, r5, r6, r7, lr}
    sub     sp, #8
    @ ---- n = x^2 + y^2 from 16-bit halves (len2), in r2:r1 -----------------
    asrs    r3, r0, #31
    eors    r0, r3
    subs    r0, r0, r3              @ |x| (2^31 for INT32_MIN)
    asrs    r3, r1, #31
    eors    r1, r3
    subs    r1, r1, r3              @ |y|
    lsrs    r2, r0, #16             @ x1
    uxth    r0, r0                  @ x0
    lsrs    r3, r1, #16             @ y1
    uxth    r1, r1                  @ y0
    movs    r4, r2
    muls    r4, r0                  @ x1 x0
    movs    r5, r3
    muls    r5, r1                  @ y1 y0
    adds    r4, r4, r5              @ their sum m, below 2^32
    muls    r0, r0                  @ x0^2
    muls    r1, r1                  @ y0^2
    muls    r2, r2                  @ x1^2
    muls    r3, r3                  @ y1^2
    adds    r2, r2, r3
    movs    r5, #0
    adds    r1, r1, r0              @ x0^2 + y0^2, its carry into the high word
    adcs    r2, r5
    lsrs    r3, r4, #15             @ + m 2^17
    adds    r2, r2, r3
    lsls    r4, r4, #17
    adds    r1, r1, r4
    adcs    r2, r5
    @ ---- normalization: n 4^h = r0:l in [2^62, 2^64); n >= 2 -------------
    movs    r4, #0                  @ z
    movs    r0, r2
    cmp     r0, #0
    beq     3f
    norm_even
    movs    r5, r1                  @ r0 |= lo >> (32 - z): none for z = 0
    movs    r6, #32
    subs    r6, r6, r4
    lsrs    r5, r5, r6
    orrs    r0, r5
    lsls    r1, r1, r4
    str     r1, [sp, #0]            @ l = lo << z
    b       4f
3:  movs    r0, r1
    movs    r4, #32                 @ 2 (16 + z / 2) counted from 32
    norm_even
    str     r2, [sp, #0]            @ l = 0 (r2, the high word)
4:  lsrs    r4, r4, #1
    str     r4, [sp, #4]            @ h
    isqrt_core 0
    @ ---- back = min(h, 2), k = h - back, root = sq >> back ------------------
    ldr     r1, [sp, #4]
    movs    r2, #2
    cmp     r1, r2
    bhs     5f
    movs    r2, r1
5:  subs    r1, r1, r2
    ldr     r3, [sp, #8]
    str     r1, [r3, #0]            @ *k
    lsrs    r7, r7, r2              @ root
    @ n' = n 4^(h - back) = (r0:l) >> 2 back, exactly, in r4:r5
    lsls    r2, r2, #1
    ldr     r5, [sp, #0]
    lsrs    r5, r5, r2
    movs    r6, #32
    subs    r6, r6, r2
    movs    r4, r0
    lsls    r4, r4, r6              @ none for back = 0 (a shift by 32)
    orrs    r5, r4
    movs    r4, r0
    lsrs    r4, r4, r2
    rootsq                          @ root^2 in r1:r2
    subs    r5, r5, r2              @ n' - root^2; a borrow: root^2 > n'
    sbcs    r4, r1
    bcc     7f
    lsls    r0, r7, #1              @ 2 root less that remainder; a borrow:
    lsrs    r1, r7, #31             @ the remainder is above 2 root
    subs    r0, r0, r5
    sbcs    r1, r4
    bcs     8f
    adds    r7, #1
    b       8f
7:  subs    r7, #1
8:  movs    r0, r7
    add     sp, #12
    pop     {r4, r5, r6, r7, pc}
    .ltorg
    .size fci_wide_length, . - fci_wide_length

@ void fci_port_depth(fc_wide *r, const fc_vec *n, const fc_vec *b,
@                     const fc_vec *p): the linear SAT's n . (p - b) for
@ ARMv6-M (FC_PORT_DEPTH): the differences modulo 2^32, the two signed
@ products as fc_port_smull takes them, their sum modulo 2^64, in one
@ leaf (about 50 instructions where the C's two calls of fc_port_smull
@ and its own frame take about 65). fc_wide is the native int64_t here
@ (FC_PORT_SMULL needs FC_WIDE_NATIVE): the low word at 0.
@
@ mul32 shr, a, b, lo, hi, t1, t2: hi:lo = a b from 16-bit halves (a and
@ b consumed; t1, t2 scratch), signed with shr = asrs (each top half
@ signed, each partial product within 32 bits signed), unsigned with
@ shr = lsrs, as fc_port_smull and fc_port_umull above take them.
.macro mul32 shr, a, b, lo, hi, t1, t2
    uxth    \t1, \a                 @ al
    \shr    \a, \a, #16             @ ah
    uxth    \t2, \b                 @ bl
    \shr    \b, \b, #16             @ bh
    movs    \lo, \t1
    muls    \lo, \t2                @ al bl
    movs    \hi, \a
    muls    \hi, \b                 @ ah bh
    muls    \a, \t2                 @ ah bl
    muls    \t1, \b                 @ al bh
    lsls    \t2, \a, #16            @ += (ah bl) 2^16
    \shr    \a, \a, #16
    adds    \lo, \lo, \t2
    adcs    \hi, \a
    lsls    \t2, \t1, #16           @ += (al bh) 2^16
    \shr    \t1, \t1, #16
    adds    \lo, \lo, \t2
    adcs    \hi, \t1
.endm

    .global fci_port_depth
    .type fci_port_depth, %function
    .thumb_func
fci_port_depth:
    push    {r4, r5, r6, r7, lr}
    mov     ip, r0                  @ r
    ldr     r4, [r3, #0]
    ldr     r5, [r2, #0]
    subs    r4, r4, r5              @ dx = p.x - b.x
    ldr     r5, [r3, #4]
    ldr     r6, [r2, #4]
    subs    r5, r5, r6              @ dy = p.y - b.y
    ldr     r2, [r1, #0]            @ n.x
    ldr     r3, [r1, #4]            @ n.y
    mul32   asrs, r2, r4, r6, r7, r0, r1 @ r7:r6 = n.x dx
    mul32   asrs, r3, r5, r2, r4, r0, r1 @ r4:r2 = n.y dy
    adds    r6, r6, r2
    adcs    r7, r4
    mov     r0, ip
    str     r6, [r0, #0]
    str     r7, [r0, #4]
    pop     {r4, r5, r6, r7, pc}
    .size fci_port_depth, . - fci_port_depth

@ int fci_port_push_less(const fc_wide *push, const fc_vec *n,
@                        const fc_wide *bpush, const fc_vec *bn):
@ src/sat.c's push_less for ARMv6-M (FC_PORT_PUSH_LESS): 1 when |push|^2
@ |bn|^2 < |bpush|^2 |n|^2, exactly (each side below 2^190), else 0;
@ |v|^2 is the unsigned sum of the squares (at most 2^63), |push| the
@ magnitude of the 64-bit value (2^63 for the most negative), as the C
@ takes them. One six-word accumulator D on the stack: D = X (the first
@ side), negated, then Y added (pl_side below), so that X < Y exactly
@ when D > 0. A leaf of 68 bytes (gcc's code for the C takes 116 with its
@ calls) at the bottom of the SAT's deepest call chain, under
@ fci_port_sat's 72.
@

@ The frame of fci_port_push_less (48 bytes below its five saved words).
.equ PL_D, 0                        @ D, six words, low first
.equ PL_A, 24                       @ |push|: two words
.equ PL_M, 32                       @ |v|^2: two words
.equ PL_BP, 40                      @ bpush
.equ PL_N, 44                       @ n

@ D's word at sp + off, 0 less it less the borrow in C.
.macro neg_word off
    ldr     r3, [sp, #\off]
    movs    r2, #0
    sbcs    r2, r3
    str     r2, [sp, #\off]
.endm

@ pl_side's sum: D += r2:r1 at word w + off / 4 (w = i + j + l from the
@ product's number k in ip), the carry on to D's top; r0 and r3 to r5
@ scratch (r6 and r7 kept).
.macro pl_add off
    mov     r0, ip
    movs    r3, #1
    ands    r3, r0
    lsrs    r4, r0, #1
    movs    r5, #1
    ands    r4, r5
    adds    r3, r3, r4
    lsrs    r4, r0, #2
    adds    r3, r3, r4
    lsls    r3, r3, #2
    add     r4, sp, #PL_D + \off
    adds    r4, r4, r3
    ldr     r5, [r4, #0]
    adds    r5, r5, r1
    str     r5, [r4, #0]
    ldr     r5, [r4, #4]
    adcs    r5, r2
    str     r5, [r4, #4]
    movs    r0, #0                  @ the carry in r0
    adcs    r0, r0
    adds    r4, #8
    add     r5, sp, #PL_D + 24
73: cmp     r4, r5
    bhs     74f
    ldr     r3, [r4, #0]
    adds    r3, r3, r0
    str     r3, [r4, #0]
    movs    r0, #0
    adcs    r0, r0
    adds    r4, #4
    b       73b
74:
.endm

@ pl_side: D += |w|^2 |v|^2 for r0 = w (fc_wide), r1 = v (fc_vec), in
@ fci_port_push_less's frame: |w| at PL_A, |v|^2 at PL_M, then the eight
@ products a_i a_j m_l (i = k & 1, j = (k >> 1) & 1, l = k >> 2, k in
@ ip), each added at word i + j + l of D as its two halves: the low word
@ of a_i a_j times m_l at w, the high word's at w + 1.
    .type pl_side, %function
    .thumb_func
pl_side:
    ldr     r2, [r0, #0]            @ |w|: 0 - w where w < 0
    ldr     r3, [r0, #4]
    asrs    r4, r3, #31
    eors    r2, r4
    eors    r3, r4
    subs    r2, r2, r4
    sbcs    r3, r4
    str     r2, [sp, #PL_A]
    str     r3, [sp, #PL_A + 4]
    ldr     r0, [r1, #0]
    ldr     r6, [r1, #4]
    asrs    r4, r0, #31             @ |v.x|
    eors    r0, r4
    subs    r0, r0, r4
    movs    r1, r0
    mul32   lsrs, r0, r1, r2, r3, r4, r5  @ r3:r2 = v.x^2
    asrs    r4, r6, #31             @ |v.y|
    eors    r6, r4
    subs    r6, r6, r4
    movs    r0, r6
    mul32   lsrs, r0, r6, r4, r5, r1, r7  @ r5:r4 = v.y^2
    adds    r2, r2, r4              @ their sum, at most 2^63
    adcs    r3, r5
    str     r2, [sp, #PL_M]
    str     r3, [sp, #PL_M + 4]
    movs    r0, #0
    mov     ip, r0
5:  movs    r1, #1                  @ r0 = k
    ands    r1, r0
    lsls    r1, r1, #2
    add     r2, sp, #PL_A
    ldr     r3, [r2, r1]            @ a_i
    lsrs    r1, r0, #1
    movs    r4, #1
    ands    r1, r4
    lsls    r1, r1, #2
    ldr     r4, [r2, r1]            @ a_j
    mul32   lsrs, r3, r4, r5, r6, r1, r2  @ r6:r5 = a_i a_j
    mov     r0, ip
    lsrs    r0, r0, #2
    lsls    r0, r0, #2
    add     r1, sp, #PL_M
    ldr     r7, [r1, r0]            @ m_l
    movs    r0, r7
    mul32   lsrs, r5, r0, r1, r2, r3, r4  @ r2:r1 = (a_i a_j mod 2^32) m_l
    pl_add  0
    movs    r0, r7
    mul32   lsrs, r6, r0, r1, r2, r3, r4  @ r2:r1 = (a_i a_j >> 32) m_l
    pl_add  4
    mov     r0, ip
    adds    r0, #1
    mov     ip, r0
    cmp     r0, #8
    bhs     6f
    b       5b
6:  bx      lr
    .size pl_side, . - pl_side

    .global fci_port_push_less
    .type fci_port_push_less, %function
    .thumb_func
fci_port_push_less:
    push    {r4, r5, r6, r7, lr}
    sub     sp, #48
    str     r2, [sp, #PL_BP]
    str     r1, [sp, #PL_N]
    movs    r4, #0
    str     r4, [sp, #0]
    str     r4, [sp, #4]
    str     r4, [sp, #8]
    str     r4, [sp, #12]
    str     r4, [sp, #16]
    str     r4, [sp, #20]
    movs    r1, r3
    bl      pl_side                 @ D = |push|^2 |bn|^2
    @ D = -D, 0 - D from the low word up, borrowing (movs keeps C)
    ldr     r3, [sp, #0]
    rsbs    r3, r3, #0
    str     r3, [sp, #0]
    neg_word 4
    neg_word 8
    neg_word 12
    neg_word 16
    neg_word 20
    ldr     r0, [sp, #PL_BP]
    ldr     r1, [sp, #PL_N]
    bl      pl_side                 @ D = Y - X
    @ X < Y: D > 0, its top bit clear and some word not 0
    ldr     r0, [sp, #20]
    movs    r1, #0
    cmp     r0, #0
    blt     4f
    ldr     r2, [sp, #0]
    orrs    r0, r2
    ldr     r2, [sp, #4]
    orrs    r0, r2
    ldr     r2, [sp, #8]
    orrs    r0, r2
    ldr     r2, [sp, #12]
    orrs    r0, r2
    ldr     r2, [sp, #16]
    orrs    r0, r2
    beq     4f
    movs    r1, #1
4:  movs    r0, r1
    add     sp, #48
    pop     {r4, r5, r6, r7, pc}
    .size fci_port_push_less, . - fci_port_push_less

@ uint32_t fci_port_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo,
@                          uint32_t *rem): src/wide_root.c's fci_divide for
@ ARMv6-M (FC_PORT_DIV=2): floor((hi 2^32 + lo) / d) for hi < d and the
@ remainder, from the divisor fci_divisor_set prepared (d normalized at
@ 0, v, the reciprocal of its top digit less 2^16, at 4, the shift s at
@ 8). The numerator is shifted by s, then two 16-bit quotient digits are
@ taken as the C takes them (div_digit: a trial digit from v, raised
@ while the remainder by the top divisor digit allows, lowered by
@ Knuth's test of the low digit), in registers: a 28-byte frame where
@ gcc's code for the C spills to 48, under the SAT's deepest calls.
@
@ One digit: r1 = u (below d), r2 = n (below 2^16), r5 = d, r6 = v
@ (consumed); the digit in r0, the remainder (below d) in r1; r3, r4 and
@ r7 are scratch.
.macro div_digit
    lsrs    r0, r1, #16             @ u1
    uxth    r3, r1                  @ u0
    muls    r3, r6
    lsrs    r3, r3, #16             @ (u0 v) >> 16
    muls    r6, r0                  @ u1 v
    adds    r6, r6, r3
    lsrs    r6, r6, #16
    adds    r0, r0, r6              @ q: at most 3 below floor(u / dh)
    lsrs    r4, r5, #16             @ dh
    movs    r7, r0
    muls    r7, r4
    subs    r7, r1, r7              @ rh = u - q dh
81: cmp     r7, r4                  @ while rh >= dh: q + 1
    blo     82f
    adds    r0, #1
    subs    r7, r7, r4
    b       81b
82: lsrs    r3, r0, #16             @ while q > 0xFFFF or q dl > rh 2^16 + n:
    bne     83f                     @ q - 1, rh + dh, until rh > 0xFFFF
    uxth    r3, r5
    muls    r3, r0                  @ q dl
    lsls    r6, r7, #16
    orrs    r6, r2
    cmp     r3, r6
    bls     84f
83: subs    r0, #1
    adds    r7, r7, r4
    lsrs    r3, r7, #16
    beq     82b
84: lsls    r1, r1, #16             @ the remainder (u 2^16 + n) - q d,
    adds    r1, r1, r2              @ modulo 2^32
    movs    r3, r0
    muls    r3, r5
    subs    r1, r1, r3
.endm

    .global fci_port_divide
    .type fci_port_divide, %function
    .thumb_func
fci_port_divide:
    push    {r0, r3, r4, r5, r6, r7, lr}   @ dv at sp, rem at sp + 4
    ldr     r5, [r0, #0]            @ d
    ldr     r6, [r0, #4]            @ v
    ldr     r4, [r0, #8]            @ s
    cmp     r4, #0
    beq     1f
    lsls    r1, r1, r4              @ u1 = hi << s | lo >> (32 - s)
    movs    r7, #32
    subs    r7, r7, r4
    movs    r3, r2
    lsrs    r3, r3, r7
    orrs    r1, r3
    lsls    r2, r2, r4              @ u0 = lo << s
1:  mov     ip, r2
    lsrs    r2, r2, #16
    div_digit                       @ the high digit
    mov     lr, r0
    ldr     r3, [sp, #0]
    ldr     r6, [r3, #4]            @ v again
    mov     r2, ip
    uxth    r2, r2
    div_digit                       @ the low digit
    mov     r2, lr
    lsls    r2, r2, #16
    orrs    r0, r2                  @ the quotient
    pop     {r2, r3}                @ dv, rem
    ldr     r2, [r2, #8]
    lsrs    r1, r1, r2              @ the remainder, shifted back
    str     r1, [r3, #0]
    pop     {r4, r5, r6, r7, pc}
    .size fci_port_divide, . - fci_port_divide

@ void fci_big_mul_wide(fci_big *r, const fc_wide *a, const fc_wide *b):
@ src/big.c's signed 64 x 64 -> 128 product for ARMv6-M (FC_PORT_BIG_MUL),
@ the same value: the magnitudes' four 32 x 32 partial products through
@ fc_port_umull (which keeps r4-r7), added into r's four words in place,
@ and the two's complement negation when the signs differ. fc_wide is the
@ native int64_t here (low word first), fci_big four words, low first.
@ The magnitude of -2^63 is 2^63, as in the C.
@ r1:r0 added to words 1 to 3 of the product at [sp]: the magnitudes'
@ product is below 2^126, so no carry leaves word 3.
.macro add_mid
    ldr     r2, [sp, #0]
    ldr     r3, [r2, #4]
    adds    r3, r3, r0
    str     r3, [r2, #4]
    ldr     r3, [r2, #8]
    adcs    r3, r1
    str     r3, [r2, #8]
    ldr     r3, [r2, #12]
    movs    r0, #0
    adcs    r3, r0
    str     r3, [r2, #12]
.endm

    .global fci_big_mul_wide
    .type fci_big_mul_wide, %function
    .thumb_func
fci_big_mul_wide:
    push    {r4, r5, r6, r7, lr}
    sub     sp, #8
    str     r0, [sp, #0]            @ r
    ldr     r4, [r1, #0]            @ a0
    ldr     r5, [r1, #4]            @ a1
    ldr     r6, [r2, #0]            @ b0
    ldr     r7, [r2, #4]            @ b1
    movs    r3, r5
    eors    r3, r7
    str     r3, [sp, #4]            @ bit 31: the product's sign
    cmp     r5, #0
    bge     1f
    movs    r3, #0
    rsbs    r4, r4, #0              @ |a|: carry set when a0 was 0
    sbcs    r3, r5
    movs    r5, r3
1:  cmp     r7, #0
    bge     2f
    movs    r3, #0
    rsbs    r6, r6, #0              @ |b|
    sbcs    r3, r7
    movs    r7, r3
2:  movs    r0, r4
    movs    r1, r6
    bl      fc_port_umull           @ a0 b0 into words 0, 1
    ldr     r2, [sp, #0]
    str     r0, [r2, #0]
    str     r1, [r2, #4]
    movs    r0, r5
    movs    r1, r7
    bl      fc_port_umull           @ a1 b1 into words 2, 3
    ldr     r2, [sp, #0]
    str     r0, [r2, #8]
    str     r1, [r2, #12]
    movs    r0, r4
    movs    r1, r7
    bl      fc_port_umull           @ a0 b1 added at word 1
    add_mid
    movs    r0, r5
    movs    r1, r6
    bl      fc_port_umull           @ a1 b0 likewise
    add_mid
    ldr     r3, [sp, #4]
    cmp     r3, #0
    bge     3f
    @ negate the four words
    ldr     r2, [sp, #0]
    ldr     r0, [r2, #0]
    ldr     r1, [r2, #4]
    ldr     r3, [r2, #8]
    ldr     r4, [r2, #12]
    rsbs    r0, r0, #0
    movs    r5, #0
    sbcs    r5, r1
    movs    r6, #0
    sbcs    r6, r3
    movs    r7, #0
    sbcs    r7, r4
    str     r0, [r2, #0]
    str     r5, [r2, #4]
    str     r6, [r2, #8]
    str     r7, [r2, #12]
3:  add     sp, #8
    pop     {r4, r5, r6, r7, pc}

    .size fci_big_mul_wide, . - fci_big_mul_wide

@ int fci_port_convex(const fc_vec *pts, int n, uint8_t *ang):
@ fc_poly_build's first pass for ARMv6-M (FC_PORT_CONVEX), for 3 to
@ FC_MAX_VERTS vertices at pts. It returns 1 (counter-clockwise) or -1
@ (clockwise) only when every coordinate lies in [-2^29, 2^29) (as
@ fci_check_points' quick test) and the pseudo-angles of the edge
@ normals prove the loop convex where src/poly.c's convex_by_angles
@ needs no cross product: no edge of length 0, no stored difference d
@ of 0, every d on one side of 128 (every turn one way; the C counts 128
@ as a right turn too), and the turning (the sum of the d, or of 256 -
@ d) one turn around: sum d is 256 (left turns) or 256 (n - 1) (right
@ turns). Then ang[i] holds fci_normal_angle of edge i's normal
@ (y1 - y0, x0 - x1), the same bytes. Otherwise it returns 0, and
@ fc_poly_build takes the C's checks and classification from the start
@ (ang may be written). The quotient of the pseudo-angle, floor(32 b /
@ a) for b <= a, takes five restoring steps of four or five
@ instructions: 2 b is compared with a, and the carry of that comparison
@ (or of the subtraction that follows it) is the quotient's next bit.
@ About 75 instructions an edge, the turns' included, where the C's
@ range test, angles and turns take 120.
@
@ The turns: acc = sum d + 4096 (the count of d >= 128), which is 256
@ exactly when every turn is to the left and they sum to one turn, and
@ 4096 n + 256 (n - 1) exactly when every turn is to the right (sum d <
@ 256 16 < 4096 keeps the two fields apart).

@ r4 = floor(32 r6 / r5) and r6 the remainder, for r6 <= r5 <= 2^30:
@ five steps of 2 b against a (r7 is kept).
.macro angle_q
    movs    r4, #0
    .rept 5
    lsls    r6, r6, #1
    cmp     r6, r5
    blo     95f
    subs    r6, r6, r5
95: adcs    r4, r4
    .endr
.endm

    .global fci_port_convex
    .type fci_port_convex, %function
    .thumb_func
fci_port_convex:
    push    {r4, r5, r6, r7, lr}
    mov     r4, r8
    mov     r5, r9
    mov     r6, r10
    push    {r4, r5, r6}
    lsls    r3, r1, #3
    subs    r3, #8
    adds    r3, r0, r3
    mov     r8, r3                  @ &pts[n - 1]
    mov     r9, r0                  @ pts
    mov     r10, r2                 @ ang
    movs    r1, r2                  @ the next angle's byte
    movs    r2, #0                  @ the OR of the biased coordinates
1:  movs    r3, r0
    adds    r0, #8
    bl      .Lconvex_edge           @ edge i: pts[i] -> pts[i + 1]
    cmp     r0, r8
    bne     1b
    movs    r3, r0
    mov     r0, r9
    bl      .Lconvex_edge           @ edge n - 1: pts[n - 1] -> pts[0]
    movs    r3, #1
    lsls    r3, r3, #30
    cmp     r2, r3
    bhs     .Lconvex_no             @ a coordinate out of [-2^29, 2^29)
    @ ---- the turns: r0 the byte, r1 the end, r7 the previous angle ------
    mov     r0, r10
    subs    r3, r1, #1
    ldrb    r7, [r3]                @ ang[n - 1]
    movs    r6, #0                  @ acc
2:  ldrb    r4, [r0]
    subs    r5, r4, r7
    lsls    r5, r5, #24             @ d in the top byte
    beq     .Lconvex_no             @ d = 0: the C decides
    lsrs    r3, r5, #31             @ d >= 128
    lsls    r3, r3, #12
    adds    r6, r6, r3
    lsrs    r5, r5, #24
    adds    r6, r6, r5
    movs    r7, r4
    adds    r0, #1
    cmp     r0, r1
    bne     2b
    movs    r0, #1
    lsls    r4, r0, #8
    cmp     r6, r4
    beq     .Lconvex_out            @ 1: to the left, one turn
    mov     r3, r10
    subs    r3, r1, r3              @ n
    lsls    r5, r3, #12
    lsls    r3, r3, #8
    adds    r5, r5, r3
    subs    r5, r5, r4              @ 4096 n + 256 (n - 1)
    cmp     r6, r5
    bne     .Lconvex_no
    subs    r0, r0, #2              @ -1: to the right, one turn
    b       .Lconvex_out
.Lconvex_no:
    movs    r0, #0
.Lconvex_out:
    pop     {r4, r5, r6}
    mov     r8, r4
    mov     r9, r5
    mov     r10, r6
    pop     {r4, r5, r6, r7, pc}

@ One edge, from the vertex at r3 to the one at r0: both biased
@ coordinates of the second ORed into r2, the normal's pseudo-angle
@ stored at r1, r1 advanced; r3 to r7 are scratch. A normal of length 0
@ ends the routine (0).
.Lconvex_edge:
    ldr     r4, [r0, #0]            @ x1
    ldr     r5, [r0, #4]            @ y1
    movs    r6, #1
    lsls    r6, r6, #29
    adds    r7, r4, r6
    orrs    r2, r7
    adds    r7, r5, r6
    orrs    r2, r7
    ldr     r6, [r3, #0]            @ x0
    ldr     r7, [r3, #4]            @ y0
    subs    r5, r5, r7              @ x of the normal: y1 - y0
    subs    r6, r6, r4              @ y: x0 - x1
    @ ---- the quarter: a (r5) and b (r6) >= 0, the turn in r3 -------------
    cmp     r5, #0
    ble     3f
    movs    r3, #0                  @ x > 0, y >= 0: (x, y)
    cmp     r6, #0
    bge     6f
    movs    r3, #192                @ x > 0, y < 0: (-y, x), 192
    rsbs    r4, r6, #0
    movs    r6, r5
    movs    r5, r4
    b       6f
3:  cmp     r6, #0
    bgt     5f
    cmp     r5, #0
    beq     7f
    movs    r3, #128                @ x < 0, y <= 0: (-x, -y), 128
    rsbs    r5, r5, #0
    rsbs    r6, r6, #0
    b       6f
7:  cmp     r6, #0
    beq     .Lconvex_no             @ the zero vector: the C decides
    movs    r3, #192                @ x = 0, y < 0: (-y, 0), 192
    rsbs    r5, r6, #0
    movs    r6, #0
    b       6f
5:  movs    r3, #64                 @ x <= 0, y > 0: (y, -x), 64
    rsbs    r4, r5, #0
    movs    r5, r6
    movs    r6, r4
    @ ---- below 45 degrees (b < a): turn + q; else, swapped, turn + 64 - q,
    @ less 1 where the remainder is not 0; q = floor(32 b / a) ------------
6:  cmp     r6, r5
    bhs     8f
    angle_q
    adds    r3, r3, r4
    strb    r3, [r1]
    adds    r1, #1
    bx      lr
8:  movs    r4, r5
    movs    r5, r6
    movs    r6, r4
    angle_q
    adds    r3, #64
    subs    r3, r3, r4
    cmp     r6, #0
    beq     9f
    subs    r3, #1
9:  strb    r3, [r1]
    adds    r1, #1
    bx      lr
    .size fci_port_convex, . - fci_port_convex

@ void fci_port_fill(fc_poly *out, const uint8_t *ang, int s):
@ fc_poly_build's second pass for ARMv6-M (FC_PORT_FILL), once the C has
@ checked the input and written n, the flags and v[0 .. n-1] (reversed
@ where s < 0): every other field, the same bytes as the C's. The box
@ (fci_bbox); the bounding circle about its center (fci_poly_bounds and
@ poly.c's radius_up: the scaled squares, then fci_isqrt32, the C's);
@ each edge's normal (y1 - y0, x0 - x1), its length and shift from
@ fci_wide_length (the port's); the pseudo-angles from ang (ang[i], or
@ for s < 0 ang[n - 2 - i] + 128 modulo n, as the C maps them); and 0 in
@ every slot from n on. Edge 0 goes last, so that v[n] (a slot of the
@ tail, or normal[0] when n is FC_MAX_VERTS) can hold v[0] for edge n - 1.
@ The offsets are fc_poly's for FC_MAX_VERTS 16 (config.h refuses
@ FC_PORT_FILL with another): the box at 4, the circle at 20, v at 32,
@ normal at 160, nlen at 288, nshift at 352, nang at 368. About 2,100
@ instructions for an 8-gon, 1,400 of them the lengths, where the C's
@ loops, its memset calls of the tail and its bounds took 2,750.
@ The frame: k at sp + 0, ang at sp + 4, s at sp + 8; r10 = out,
@ r11 = &v[n].
    .global fci_port_fill
    .type fci_port_fill, %function
    .thumb_func
fci_port_fill:
    push    {r4, r5, r6, r7, lr}
    mov     r4, r8
    mov     r5, r9
    mov     r6, r10
    mov     r7, r11
    push    {r4, r5, r6, r7}
    sub     sp, #16
    str     r1, [sp, #4]
    str     r2, [sp, #8]
    mov     r10, r0
    ldrb    r7, [r0, #0]            @ n
    lsls    r7, r7, #3
    adds    r7, r0, r7
    adds    r7, #32                 @ &v[n]
    mov     r11, r7
    @ ---- the box: r1, r2 the least x, y, r3, r4 the greatest ---------------
    adds    r0, #32
    ldm     r0!, {r1, r2}
    movs    r3, r1
    movs    r4, r2
1:  ldm     r0!, {r5, r6}
    cmp     r5, r1
    bge     2f
    movs    r1, r5
    b       3f
2:  cmp     r5, r3
    ble     3f
    movs    r3, r5
3:  cmp     r6, r2
    bge     4f
    movs    r2, r6
    b       5f
4:  cmp     r6, r4
    ble     5f
    movs    r4, r6
5:  cmp     r0, r7
    bne     1b
    mov     r0, r10
    str     r1, [r0, #4]
    str     r2, [r0, #8]
    str     r3, [r0, #12]
    str     r4, [r0, #16]
    @ ---- the circle's center (r1, r2) and e = max(ceil(w / 2), ceil(h / 2))
    subs    r3, r3, r1              @ w
    lsrs    r5, r3, #1
    adds    r1, r1, r5
    subs    r3, r3, r5
    subs    r4, r4, r2              @ h
    lsrs    r5, r4, #1
    adds    r2, r2, r5
    subs    r4, r4, r5
    str     r1, [r0, #20]
    str     r2, [r0, #24]
    cmp     r3, r4
    bhs     6f
    movs    r3, r4
    @ ---- sh (r4): the bit length of (e - 1) >> 15; round (r3) = 2^sh - 1 --
6:  subs    r3, #1
    lsrs    r3, r3, #15
    movs    r4, #0
    lsrs    r5, r3, #8
    beq     7f
    movs    r3, r5
    movs    r4, #8
7:  cmp     r3, #0
    beq     8f
    lsrs    r3, r3, #1
    adds    r4, #1
    b       7b
8:  movs    r3, #1
    lsls    r3, r4
    subs    r3, #1
    @ ---- big (r9): the largest a^2 + b^2, a = ceil(|x - cx| / 2^sh) -------
    adds    r0, #32
    movs    r5, #0
    mov     r9, r5
    mov     r8, r11
9:  ldm     r0!, {r5, r6}
    subs    r5, r5, r1
    asrs    r7, r5, #31
    eors    r5, r7
    subs    r5, r5, r7
    adds    r5, r5, r3
    lsrs    r5, r4
    muls    r5, r5
    subs    r6, r6, r2
    asrs    r7, r6, #31
    eors    r6, r7
    subs    r6, r6, r7
    adds    r6, r6, r3
    lsrs    r6, r4
    muls    r6, r6
    adds    r5, r5, r6
    cmp     r5, r9
    bls     10f
    mov     r9, r5
10: cmp     r0, r8
    bne     9b
    @ ---- r = ceil(sqrt(big)) 2^sh ----------------------------------------
    mov     r0, r9
    bl      fci_isqrt32
    movs    r1, r0
    muls    r1, r0
    cmp     r1, r9
    beq     11f
    adds    r0, #1
11: lsls    r0, r4
    mov     r1, r10
    str     r0, [r1, #28]
    @ ---- the edges: 1 to n - 1, then 0; v[n] = v[0] ----------------------
    ldr     r2, [r1, #32]
    ldr     r3, [r1, #36]
    mov     r0, r11
    str     r2, [r0, #0]
    str     r3, [r0, #4]
    movs    r4, r1
    adds    r4, #40                 @ &v[1]
    movs    r5, r4
    adds    r5, #128                @ &normal[1]
    movs    r6, r5
    adds    r6, #124                @ &nlen[1]
    movs    r7, r6
    adds    r7, #61                 @ &nshift[1]
    ldrb    r0, [r1, #0]
    adds    r0, r7, r0
    subs    r0, #1
    mov     r8, r0                  @ &nshift[n]
12: ldm     r4!, {r0, r1}           @ v[i]
    ldr     r2, [r4, #0]            @ v[i + 1]
    ldr     r3, [r4, #4]
    subs    r3, r3, r1
    subs    r1, r0, r2
    movs    r0, r3
    stm     r5!, {r0, r1}           @ normal[i]
    mov     r2, sp
    bl      fci_wide_length
    stm     r6!, {r0}               @ nlen[i]
    ldr     r0, [sp, #0]
    strb    r0, [r7]                @ nshift[i]
    adds    r7, #1
    cmp     r7, r8
    bne     12b
    mov     r0, r10
    movs    r7, r0
    adds    r7, #255
    adds    r7, #97                 @ &nshift[0]
    adds    r1, r7, #1
    cmp     r1, r8
    beq     13f                     @ edge 0 done too
    mov     r8, r1
    movs    r4, r0
    adds    r4, #32
    movs    r5, r4
    adds    r5, #128
    movs    r6, r5
    adds    r6, #128
    b       12b
    @ ---- the tail: v, normal, nlen, nshift and nang from n on ----------
13: ldrb    r1, [r0, #0]
    cmp     r1, #16
    beq     15f
    lsls    r2, r1, #3
    adds    r4, r0, r2
    adds    r4, #32                 @ &v[n]
    movs    r5, r4
    adds    r5, #128                @ &normal[n]
    lsls    r2, r1, #2
    adds    r6, r0, r2
    adds    r6, #255
    adds    r6, #33                 @ &nlen[n]
    adds    r7, r0, r1
    adds    r7, #255
    adds    r7, #97                 @ &nshift[n]
    movs    r2, r0
    adds    r2, #255
    adds    r2, #113                @ &nshift[16]
    mov     r8, r2
    movs    r0, #0
    movs    r1, #0
14: stm     r4!, {r0, r1}
    stm     r5!, {r0, r1}
    stm     r6!, {r0}
    strb    r0, [r7, #16]
    strb    r0, [r7]
    adds    r7, #1
    cmp     r7, r8
    bne     14b
    @ ---- the pseudo-angles ------------------------------------------------
15: mov     r0, r10
    ldr     r1, [sp, #4]            @ ang
    ldr     r2, [sp, #8]            @ s
    ldrb    r3, [r0, #0]            @ n
    movs    r4, r0
    adds    r4, #255
    adds    r4, #113                @ &nang[0]
    cmp     r2, #0
    blt     17f
    movs    r5, #0
16: ldrb    r6, [r1, r5]
    strb    r6, [r4, r5]
    adds    r5, #1
    cmp     r5, r3
    bne     16b
    b       19f
17: subs    r3, #1                  @ reversed: nang[n - 1] = ang[n - 1] + 128,
    movs    r7, #128                @ nang[i] = ang[n - 2 - i] + 128
    ldrb    r6, [r1, r3]
    eors    r6, r7
    strb    r6, [r4, r3]
    adds    r1, r1, r3
18: subs    r1, #1
    ldrb    r6, [r1]
    eors    r6, r7
    strb    r6, [r4]
    adds    r4, #1
    subs    r3, #1
    bne     18b
19: add     sp, #16
    pop     {r4, r5, r6, r7}
    mov     r8, r4
    mov     r9, r5
    mov     r10, r6
    mov     r11, r7
    pop     {r4, r5, r6, r7, pc}
    .size fci_port_fill, . - fci_port_fill

@ int fci_port_sat(const fc_poly *a, const fc_poly *b, fc_mtv *mtv,
@                  fci_axis *axis): src/sat.c's fci_sat_poly for ARMv6-M
@ (FC_PORT_SAT, with FC_MAX_VERTS 16), step for step the same walk on
@ the same values, so every answer is the same: 0 when an edge of either
@ polygon separates them, 1 when they touch or overlap, and with mtv the
@ minimum translation vector (and with axis its owner and direction).
@
@ Two passes: a's edges against b's vertices (A leaves along -n), then b's
@ against a's (along +n). Edge 0 climbs to x's deepest vertex from vertex
@ 0 (climb: forwards, else backwards, and a scan of every vertex where
@ both neighbours are as deep); each next edge walks forwards from there
@ while the next vertex lies strictly deeper. A walk moves at most m - 1
@ times (the depths of the vertices it visits strictly increase), so the
@ C's bound of m steps never ends one. The push (the deepest vertex's
@ depth n . (p - v)) is negative for a separating edge; otherwise it is
@ offered to the best axis as the C offers it: may_tie's bound, the
@ division by the stored length (fci_divisor_set, fci_port_divide) rounded
@ half up, and between equal rounded distances same_way, then
@ fci_port_push_less.
@
@ The state lives in r4 (o, the polygon whose edges run), r5 (x, the
@ other), r6 (the edge i) and r7 (x's vertex j), and the frame holds only
@ the push in hand and the best axis: 72 bytes while the passes run (and
@ under fci_port_push_less), 24 more under the division, 16 under a walk,
@ 8 under a product, and the best axis alone (56) under fci_unit_len at
@ the end. gcc's frame for the C was 136 bytes, with its calls under it.
.equ SA_CUR, 0                      @ the push in hand (two words)
.equ SA_AXIS, 8                     @ axis
.equ SA_PASS, 12                    @ 0: o = a, x = b; 1: o = b, x = a
.equ SA_BEST, 16                    @ the best axis (sat_best's layout):
.equ SB_PUSH, 16                    @   its push (two words)
.equ SB_D, 24                       @   its rounded distance
.equ SB_OWNER, 28                   @   0: an edge of a, 1: of b; -1: none yet
.equ SB_DIR, 32                     @   the direction A leaves along
.equ SB_LEN, 40                     @   |dir| as fci_len: N, k
.equ SA_MTV, 48                     @ mtv
.equ SA_FRAME, 52                   @ below the five saved registers
.equ ST, 16                         @ a walk's words below: d (two), s, k

@ \rd = &o->normal[i]
.macro sat_nv rd
    lsls    \rd, r6, #3
    adds    \rd, \rd, r4
    adds    \rd, #0xa0
.endm

@ \rd = o->nlen[i] (\rt scratch)
.macro sat_n rd, rt
    lsls    \rd, r6, #2
    adds    \rd, \rd, r4
    movs    \rt, #0x90
    lsls    \rt, \rt, #1            @ nlen at 0x120
    ldr     \rd, [\rd, \rt]
.endm

@ \rd = o->nshift[i] & 31 (\rt scratch)
.macro sat_k rd, rt
    adds    \rd, r6, r4
    movs    \rt, #0xb0
    lsls    \rt, \rt, #1            @ nshift at 0x160
    ldrb    \rd, [\rd, \rt]
    movs    \rt, #31
    ands    \rd, \rt
.endm

@ *r0 = n . (p - v) for o's edge i (n its normal, p its vertex) and x's
@ vertex v = x->v[r1] (fci_port_depth: r0 to r3 lost)
.macro sat_depth
    lsls    r2, r1, #3
    adds    r2, r2, r5
    adds    r2, #0x20
    lsls    r1, r6, #3
    adds    r1, r1, r4
    movs    r3, r1
    adds    r1, #0xa0
    adds    r3, #0x20
    bl      fci_port_depth
.endm

@ In a walk: r1 = j + s modulo m (x's count), the vertex after j.
.macro sat_next
    ldr     r1, [sp, #8]
    adds    r1, r1, r7
    ldrb    r2, [r5, #0]
    cmp     r1, r2
    blo     71f
    subs    r1, r1, r2
71:
.endm

@ In a walk: the flags of cur - d (lt: cur < d), r0 | r1 zero when equal.
.macro sat_cmp
    ldr     r0, [sp, #ST + SA_CUR]
    ldr     r1, [sp, #ST + SA_CUR + 4]
    ldr     r2, [sp, #0]
    ldr     r3, [sp, #4]
    subs    r0, r0, r2
    sbcs    r1, r3
.endm

@ In a walk: cur = d.
.macro sat_take
    ldr     r2, [sp, #0]
    ldr     r3, [sp, #4]
    str     r2, [sp, #ST + SA_CUR]
    str     r3, [sp, #ST + SA_CUR + 4]
.endm

@ signs_as's test of one component (r0 = the axis's, dir's at sp + \off):
@ N set when the signs differ; for an edge of a (r3 = 0) the axis's
@ component counts as negative when it is above 0 (A leaves along -n).
.macro sat_sign off
    cmp     r3, #0
    bne     72f
    rsbs    r1, r0, #0
    bics    r1, r0                  @ sign bit: r0 > 0
    movs    r0, r1
72: ldr     r1, [sp, #\off]
    eors    r0, r1
.endm

    .global fci_port_sat
    .type fci_port_sat, %function
    .thumb_func
fci_port_sat:
    push    {r4, r5, r6, r7, lr}
    sub     sp, #SA_FRAME
    str     r2, [sp, #SA_MTV]
    str     r3, [sp, #SA_AXIS]
    movs    r4, r0                  @ o = a
    movs    r5, r1                  @ x = b
    movs    r0, #0
    str     r0, [sp, #SA_PASS]
    subs    r0, r0, #1
    str     r0, [sp, #SB_OWNER]     @ no axis kept yet
@ A pass: edge 0 climbs from x's vertex 0.
20: movs    r6, #0                  @ i
    movs    r7, #0                  @ j
    sub     sp, #ST
    add     r0, sp, #ST + SA_CUR
    movs    r1, r7
    sat_depth                       @ cur: vertex j's depth
    movs    r0, #1
    str     r0, [sp, #8]            @ s = 1: forwards
    sat_next
    mov     r0, sp
    sat_depth                       @ d: the next vertex's
    sat_cmp
    blt     24f                     @ deeper forwards: the walk goes on
    orrs    r0, r1
    str     r0, [sp, #12]           @ 0 when as deep (flat)
    ldrb    r0, [r5, #0]
    subs    r0, r0, #1
    str     r0, [sp, #8]            @ s = m - 1: backwards
    sat_next
    mov     r0, sp
    sat_depth                       @ d: the previous vertex's
    sat_cmp
    blt     24f
    orrs    r0, r1
    ldr     r1, [sp, #12]
    orrs    r0, r1
    bne     25f                     @ j is the deepest
    movs    r0, #0                  @ flat on both sides: scan them all
    str     r0, [sp, #12]           @ k
21: mov     r0, sp
    ldr     r1, [sp, #12]
    sat_depth
    sat_cmp
    bge     22f
    sat_take
    ldr     r7, [sp, #12]
22: ldr     r1, [sp, #12]
    adds    r1, #1
    str     r1, [sp, #12]
    ldrb    r2, [r5, #0]
    cmp     r1, r2
    blo     21b
    b       25f
@ The walk: d, a step s from j, lies deeper: take it, then the next.
24: sat_take
    sat_next
    movs    r7, r1
23: sat_next
    mov     r0, sp
    sat_depth
    sat_cmp
    blt     24b
25: add     sp, #ST
@ Edge i's push is cur: a gap separates; otherwise it is offered.
    ldr     r0, [sp, #SA_CUR + 4]
    cmp     r0, #0
    bge     26f
    b       90f
26: ldr     r0, [sp, #SA_MTV]
    cmp     r0, #0
    bne     27f
    b       40f
27: ldr     r0, [sp, #SB_OWNER]
    cmp     r0, #0
    blt     30f                     @ the first axis
@ may_tie: push < d W + d + W + 1 (wrapping), W = floor(N / 2^k), d the
@ best's distance: else its distance exceeds d + 1 and cannot round to d.
    sub     sp, #8
    sat_n   r0, r1
    sat_k   r1, r2
    lsrs    r0, r1
    str     r0, [sp, #0]            @ W
    ldr     r1, [sp, #8 + SB_D]
    bl      fc_port_smull           @ r1:r0 = d W
    ldr     r2, [sp, #8 + SB_D]
    asrs    r3, r2, #31
    adds    r0, r0, r2
    adcs    r1, r3
    ldr     r2, [sp, #0]
    asrs    r3, r2, #31
    adds    r0, r0, r2
    adcs    r1, r3
    movs    r2, #0
    adds    r0, #1
    adcs    r1, r2
    ldr     r2, [sp, #8 + SA_CUR]
    ldr     r3, [sp, #8 + SA_CUR + 4]
    add     sp, #8
    subs    r2, r2, r0
    sbcs    r3, r1
    blt     30f
    b       40f
@ fci_div_len: d = push 2^k / N rounded half up, FC_FIXED_MAX where the
@ quotient passes 2^31 - 1. The frame: the divisor (three words), the
@ remainder, the shifted push's high and low words.
30: sub     sp, #24
    ldr     r2, [sp, #24 + SA_CUR]
    ldr     r3, [sp, #24 + SA_CUR + 4]
    sat_k   r1, r0
    cmp     r1, #0
    beq     31f
    movs    r0, #32
    subs    r0, r0, r1              @ 32 - k
    mov     ip, r3
    lsrs    r3, r0
    bne     39f                     @ push 2^k >= 2^64
    mov     r3, ip
    lsls    r3, r1
    mov     ip, r2
    lsrs    r2, r0
    orrs    r3, r2
    mov     r2, ip
    lsls    r2, r1
31: sat_n   r0, r1
    cmp     r3, r0
    bhs     39f                     @ a quotient of 2^32 or more
    str     r3, [sp, #16]
    str     r2, [sp, #20]
    movs    r1, r0
    mov     r0, sp
    bl      fci_divisor_set
    mov     r0, sp
    ldr     r1, [sp, #16]
    ldr     r2, [sp, #20]
    add     r3, sp, #12
    bl      fci_port_divide         @ r0 = q
    sat_n   r2, r1
    ldr     r1, [sp, #12]           @ r
    subs    r2, r2, r1
    cmp     r1, r2
    blo     32f                     @ r < N - r: rounded down
    adds    r0, #1
    beq     39f
32: cmp     r0, #0
    bge     33f
39: movs    r0, #1
    lsls    r0, r0, #31
    subs    r0, r0, #1              @ FC_FIXED_MAX
33: add     sp, #24
@ Kept when it is the first, nearer, or as near, rounded, and leaving
@ another way by an exactly shorter distance.
    ldr     r1, [sp, #SB_OWNER]
    cmp     r1, #0
    blt     35f
    ldr     r1, [sp, #SB_D]
    cmp     r0, r1
    blt     35f
    beq     28f
    b       40f
28: sub     sp, #8                  @ same_way: n x dir = 0 (two products)
    sat_nv  r2
    ldr     r0, [r2, #0]
    ldr     r1, [sp, #8 + SB_DIR + 4]
    bl      fc_port_smull
    str     r0, [sp, #0]
    str     r1, [sp, #4]
    sat_nv  r2
    ldr     r0, [r2, #4]
    ldr     r1, [sp, #8 + SB_DIR]
    bl      fc_port_smull
    ldr     r2, [sp, #0]
    ldr     r3, [sp, #4]
    add     sp, #8
    eors    r0, r2
    eors    r1, r3
    orrs    r0, r1
    bne     36f                     @ not parallel
    ldr     r3, [sp, #SA_PASS]      @ and the signs of the exit's components
    sat_nv  r2
    ldr     r0, [r2, #0]
    sat_sign SB_DIR
    bmi     36f
    ldr     r0, [r2, #4]
    sat_sign SB_DIR + 4
    bpl     40f                     @ the same way: exactly as far
36: mov     r0, sp                  @ push_less(cur, n, best push, dir)
    sat_nv  r1
    add     r2, sp, #SB_PUSH
    add     r3, sp, #SB_DIR
    bl      fci_port_push_less
    cmp     r0, #0
    beq     40f
    ldr     r0, [sp, #SB_D]
@ keep: the best axis is edge i's, at distance r0.
35: str     r0, [sp, #SB_D]
    ldr     r0, [sp, #SA_CUR]
    ldr     r1, [sp, #SA_CUR + 4]
    str     r0, [sp, #SB_PUSH]
    str     r1, [sp, #SB_PUSH + 4]
    sat_nv  r2
    ldr     r0, [r2, #0]
    ldr     r1, [r2, #4]
    ldr     r3, [sp, #SA_PASS]
    str     r3, [sp, #SB_OWNER]
    cmp     r3, #0
    bne     34f
    rsbs    r0, r0, #0              @ an edge of a: A leaves along -n
    rsbs    r1, r1, #0
34: str     r0, [sp, #SB_DIR]
    str     r1, [sp, #SB_DIR + 4]
    sat_n   r0, r1
    str     r0, [sp, #SB_LEN]
    sat_k   r0, r1
    str     r0, [sp, #SB_LEN + 4]
@ The next edge: its walk starts at j.
40: adds    r6, #1
    ldrb    r0, [r4, #0]
    cmp     r6, r0
    bhs     50f
    sub     sp, #ST
    add     r0, sp, #ST + SA_CUR
    movs    r1, r7
    sat_depth
    movs    r0, #1
    str     r0, [sp, #8]
    b       23b
@ The second pass, b's edges against a's vertices; then the answer.
50: ldr     r0, [sp, #SA_PASS]
    cmp     r0, #0
    bne     60f
    movs    r0, #1
    str     r0, [sp, #SA_PASS]
    movs    r0, r4
    movs    r4, r5
    movs    r5, r0
    b       20b
60: ldr     r4, [sp, #SA_MTV]
    cmp     r4, #0
    beq     62f
    ldr     r5, [sp, #SA_AXIS]
    add     sp, #SA_BEST            @ the best axis alone under the division
    add     r0, sp, #SB_DIR - SA_BEST
    add     r1, sp, #SB_LEN - SA_BEST
    movs    r2, r4
    bl      fci_unit_len            @ mtv->normal
    ldr     r0, [sp, #SB_D - SA_BEST]
    str     r0, [r4, #8]            @ mtv->depth
    cmp     r5, #0
    beq     61f
    ldr     r0, [sp, #SB_OWNER - SA_BEST]
    str     r0, [r5, #0]
    ldr     r0, [sp, #SB_DIR - SA_BEST]
    str     r0, [r5, #4]
    ldr     r0, [sp, #SB_DIR + 4 - SA_BEST]
    str     r0, [r5, #8]
61: movs    r0, #1
    add     sp, #SA_FRAME - SA_BEST
    pop     {r4, r5, r6, r7, pc}
62: movs    r0, #1
    b       91f
90: movs    r0, #0
91: add     sp, #SA_FRAME
    pop     {r4, r5, r6, r7, pc}
    .size fci_port_sat, . - fci_port_sat
