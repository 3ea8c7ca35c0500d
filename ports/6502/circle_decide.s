; fixcol 6502 port: what the circle tests in assembly share
; (FC_PORT_CIRCLE=1): the decision, the offsets and the range test of
; fc_circle_circle (ports/6502/circle.s) and fc_point_in_circle
; (pcircle.s), and the decision of fc_circle_box and fc_box_circle
; (cbox.s). A module of its own, so that a program calling one of them
; links only that one and this (ld65 takes whole modules).
;
; The decision, as the C's: |dx| > R or |dy| > R is apart, |dx| + |dy|
; <= R touches (|d| is at most the sum), and only between those are the
; 64-bit squares compared, dx^2 + dy^2 <= R^2, with the port's multiply
; (umul32.s's core, fcmul6502). Every value in range gives |dx|, |dy|
; <= 2^30 and R <= 2^30, so the sums stay at most 2^31 and the squares
; at most 2^61.
;
; cc65 calling convention (__fastcall__, the default): the second pointer
; arrives in A/X, the first at (sp),0..1, and the callee removes it; the
; int result goes back in A/X. Zero page: the runtime's scratch and the
; multiply's; 22 bytes of BSS hold the offsets, the reach, the sum of
; squares and the slow path's jump.

        .macpack        longbranch      ; jcc, jcs, jeq: short when in reach
        .export         fccirc_tops, fccirc_offsets, fccirc_decide
        .export         fccirc_checked
        .export         fccirc_dx, fccirc_reach
        .import         fcmul6502
        .importzp       fcmul_a, fcmul_p
        .import         incsp2, pushax
        .importzp       sp, ptr1, ptr2, tmp1, tmp2, tmp3, tmp4

        .bss
fccirc_dx:
dx:     .res    4               ; |the offset|, x and y, and R: in this
dy:     .res    4               ; order (offsets and square index them)
fccirc_reach:
reach:  .res    4
sum:    .res    8               ; dx^2 + dy^2
vec:    .res    2               ; the checks' address less one (fccirc_checked)

        .code

; The top byte at (p),off+3 plus 0x20, OR-ed into tmp1 (and A).
.macro  top     p, off
        ldy     #off+3
        lda     (p),y
        clc
        adc     #$20
        ora     tmp1
        sta     tmp1
.endmacro

; A = the OR of the top bytes plus 0x20 of (ptr1) and (ptr2)'s first two
; values: below 0x40 exactly when all four are within [-2^29, 2^29).
.proc   fccirc_tops
        lda     #0
        sta     tmp1
        top     ptr1, 0
        top     ptr1, 4
        top     ptr2, 0
        top     ptr2, 4
        rts
.endproc

; Carry set when the 4-byte val > reach (both at most 2^31, unsigned).
.macro  above   val
        lda     reach
        cmp     val
        lda     reach+1
        sbc     val+1
        lda     reach+2
        sbc     val+2
        lda     reach+3
        sbc     val+3           ; carry clear: reach < val
.endmacro

; fcmul_p = v * v for the 4-byte v at dx,x (x = 0: dx, 4: dy, 8: reach).
.proc   square
        ldy     #0
copy:   lda     dx,x
        sta     fcmul_a,y
        sta     tmp1,y
        inx
        iny
        cpy     #4
        bne     copy
        jmp     fcmul6502
.endproc

; dx, dy = |(ptr1) - (ptr2)| for the values at offsets 0 and 4: the
; first call runs half for x, and falling into it again, for y.
.proc   fccirc_offsets
        ldy     #0
        jsr     half
half:   ldx     #4
        sec
sub:    lda     (ptr1),y
        sbc     (ptr2),y
        sta     dx,y
        iny
        dex
        bne     sub
        lda     dx-1,y
        bpl     done
        tya                     ; negative: negate the 4 bytes
        tax
        sec
        lda     #0
        sbc     dx-4,x
        sta     dx-4,x
        lda     #0
        sbc     dx-3,x
        sta     dx-3,x
        lda     #0
        sbc     dx-2,x
        sta     dx-2,x
        lda     #0
        sbc     dx-1,x
        sta     dx-1,x
done:   rts
.endproc

; The decision from dx, dy and reach: A/X = 1 or 0, the first argument
; dropped.
.proc   fccirc_decide
        above   dx
        jcc     apart
        above   dy
        jcc     apart
        clc                     ; tmp1..4 = |dx| + |dy|, at most 2^31
        .repeat 4, k
        lda     dx+k
        adc     dy+k
        sta     tmp1+k
        .endrepeat
        lda     reach           ; reach - sum >= 0: touching
        cmp     tmp1
        lda     reach+1
        sbc     tmp2
        lda     reach+2
        sbc     tmp3
        lda     reach+3
        sbc     tmp4
        jcs     touch
        ldx     #0
        jsr     square          ; dx^2
        .repeat 8, k
        lda     fcmul_p+k
        sta     sum+k
        .endrepeat
        ldx     #4
        jsr     square          ; dy^2
        clc
        .repeat 8, k
        lda     sum+k
        adc     fcmul_p+k
        sta     sum+k
        .endrepeat
        ldx     #8
        jsr     square          ; R^2
        sec                     ; R^2 - sum >= 0: touching
        .repeat 8, k
        lda     fcmul_p+k
        sbc     sum+k
        .endrepeat
        jcs     touch
apart:  lda     #0
        tax
        jmp     incsp2
touch:  lda     #1
        ldx     #0
        jmp     incsp2
.endproc

; The slow path of each query: the checks alone in C, fn(first, second),
; at the address in A/X, with the first argument as it came (at (sp),
; where it stays for decide or the error's return to drop; fn gets a copy,
; which it removes) and the second in ptr2. Z clear: they failed, A/X =
; the error. Z set: they passed, ptr1 = the first argument and ptr2 =
; the second again.
.proc   fccirc_checked
        sec                     ; the address less one, as rts takes it
        sbc     #1
        sta     vec
        txa
        sbc     #0
        sta     vec+1
        lda     ptr2            ; the second, kept in reach across the call
        sta     reach
        ldx     ptr2+1
        stx     reach+1
        ldy     #1              ; a copy of the first
        lda     (sp),y
        tax
        dey
        lda     (sp),y
        jsr     pushax
        lda     reach
        ldx     reach+1
        jsr     call            ; A/X = FC_OK or the error
        cmp     #0
        bne     done
        cpx     #0
        bne     done
        lda     reach
        sta     ptr2
        lda     reach+1
        sta     ptr2+1
        ldy     #1
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        lda     #0              ; Z set
done:   rts
; To the address in vec plus one, by rts, with A/X (the second argument)
; kept: no jmp (vec), which the NMOS 6502 misreads where vec's low byte
; ends a page (its high byte is then read from the start of that page),
; and no linker configuration can be assumed to align vec.
call:   sta     tmp1
        lda     vec+1
        pha
        lda     vec
        pha
        lda     tmp1
        rts
.endproc
