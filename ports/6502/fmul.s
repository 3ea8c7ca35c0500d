; fixcol 6502 port: the Q16.16 product in assembly (FC_PORT_MUL=1, with
; FC_PORT_UMUL32=1), over the unsigned product of ports/6502/umul32.s:
;
;   int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);
;
; It has the contract of the C version: it rounds the magnitude of the
; 64-bit product to the nearest multiple of 2^16, ties away from zero,
; and answers FC_ERR_NULL (-1) for a NULL out and FC_ERR_OVERFLOW (-8)
; when the result does not fit, writing nothing then. (It does not call
; the FC_ASSERT hook: config.h refuses FC_PORT_MUL with FC_USE_ASSERT.)
;
; cc65 calling convention (__fastcall__, the default): the last argument
; arrives in A (bits 0-7), X (8-15), sreg (16-23), sreg+1 (24-31); the
; others are on the C stack, pushed left to right, and the callee removes
; them. So for the wide products (sp),0..3 = a, (sp),4..5 = r and b is in
; A/X/sreg; for fc_mul (sp),0..3 = b, (sp),4..7 = a and out is in A/X.

        .export         _fc_mul
        .import         incsp8
        .importzp       sp, sreg, tmp1, tmp2, tmp3, tmp4
        .importzp       fcmul_a, fcmul_p
.define ma fcmul_a              ; the multiplicand and the product
.define pr fcmul_p              ; (ports/6502/umul32.s)
.ifdef FC_MUL_SMALL
        .import         fcmul6502
.else
        .import         fcmulrows
.endif

        .code

; pr = ma * tmp1..tmp4 + 2^15, the product with fc_mul's rounding: the
; quarter squares' sum starts from 2^15; the shift and add's product gets
; it added.
.proc   umulr
.ifdef FC_MUL_SMALL
        jsr     fcmul6502
        lda     pr+1
        eor     #$80            ; a carry out of bit 15 when it was set
        sta     pr+1
        bmi     done            ; it was clear: no carry
        .repeat 6, k
        inc     pr+2+k
        bne     done
        .endrepeat
done:   rts
.else
        lda     #0
        sta     pr
        .repeat 6, k
        sta     pr+2+k
        .endrepeat
        lda     #$80
        sta     pr+1
        jmp     fcmulrows
.endif
.endproc

; fc_mul: out in A/X (kept in sreg), b at (sp),0..3, a at (sp),4..7.
.proc   _fc_mul
        sta     sreg
        stx     sreg+1
        ora     sreg+1
        bne     have_out
        lda     #$FF            ; FC_ERR_NULL
        tax
        jmp     incsp8
have_out:
        ldy     #3
        lda     (sp),y          ; b3
        ldy     #7
        eor     (sp),y          ; ^ a3: the sign of the product
        pha
        ldy     #3
        lda     (sp),y
        bmi     bneg
        sta     tmp4
        dey
        lda     (sp),y
        sta     tmp3
        dey
        lda     (sp),y
        sta     tmp2
        dey
        lda     (sp),y
        sta     tmp1
        jmp     bdone
bneg:   ldy     #0              ; tmp1..4 = -b
        sec
        .repeat 4, k
        lda     #0
        sbc     (sp),y
        sta     tmp1+k
        .if     k < 3
        iny
        .endif
        .endrepeat
bdone:  ldy     #7
        lda     (sp),y
        bmi     aneg
        sta     ma+3
        dey
        lda     (sp),y
        sta     ma+2
        dey
        lda     (sp),y
        sta     ma+1
        dey
        lda     (sp),y
        sta     ma
        jmp     adone
aneg:   ldy     #4              ; ma = -a
        sec
        .repeat 4, k
        lda     #0
        sbc     (sp),y
        sta     ma+k
        .if     k < 3
        iny
        .endif
        .endrepeat
adone:  jsr     umulr           ; the product plus 2^15: bytes 2..5 are the
        lda     pr+6            ; rounded magnitude, ties away from zero
        ora     pr+7
        bne     over_pull
        pla
        bmi     negative
        lda     pr+5
        bmi     over            ; 2^31 or more
        ldy     #0
        .repeat 4, k
        lda     pr+2+k
        sta     (sreg),y
        .if     k < 3
        iny
        .endif
        .endrepeat
        lda     #0              ; FC_OK
        tax
        jmp     incsp8
negative:
        lda     pr+5
        bpl     fits
        cmp     #$80            ; above 2^31 fails; 2^31 itself is INT32_MIN
        bne     over
        lda     pr+4
        ora     pr+3
        ora     pr+2
        bne     over
fits:   ldy     #0
        sec
        .repeat 4, k
        lda     #0
        sbc     pr+2+k
        sta     (sreg),y
        .if     k < 3
        iny
        .endif
        .endrepeat
        lda     #0              ; FC_OK
        tax
        jmp     incsp8
over_pull:
        pla
over:   lda     #$F8            ; FC_ERR_OVERFLOW
        ldx     #$FF
        jmp     incsp8
.endproc
