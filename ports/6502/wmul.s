; fixcol 6502 port: the wide products of the portable arithmetic in
; assembly (FC_PORT_UMUL32=1 and FC_PORT_MUL=1), over the unsigned product
; of ports/6502/umul32.s:
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);  r = a * b
;   void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b);    the same
;   void fc_wide_mul(fc_wide *r, int32_t a, int32_t b);       r = a * b
;   void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b);    r += a * b
;   void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b);    r -= a * b
;
; Every one has the contract of its C version: a NULL r is not written.
;
; cc65 calling convention (__fastcall__, the default): the last argument
; arrives in A (bits 0-7), X (8-15), sreg (16-23), sreg+1 (24-31); the
; others are on the C stack, pushed left to right, and the callee removes
; them. So for the wide products (sp),0..3 = a, (sp),4..5 = r and b is in
; A/X/sreg; for fc_mul (sp),0..3 = b, (sp),4..7 = a and out is in A/X.

        .export         _fc_port_umul32, _fc_wide_umul, _fc_wide_mul
        .export         _fc_wide_muladd, _fc_wide_mulsub
        .import         incsp6
        .importzp       sp, sreg, ptr1, tmp1, tmp2, tmp3, tmp4
        .import         fcmul6502
        .importzp       fcmul_a, fcmul_p
.define ma fcmul_a              ; the multiplicand, the product, the routine
.define pr fcmul_p              ; (ports/6502/umul32.s)
.define umul fcmul6502

        .code

; b from A/X/sreg to tmp1..tmp4 as it is.
.macro  b_plain
        sta     tmp1
        stx     tmp2
        lda     sreg
        sta     tmp3
        lda     sreg+1
        sta     tmp4
.endmacro

; a from (sp),0..3 to ma as it is.
.macro  a_plain
        ldy     #0
        .repeat 4, k
        lda     (sp),y
        sta     ma+k
        .if     k < 3
        iny
        .endif
        .endrepeat
.endmacro

; The signed operands of the wide products: magnitudes in ma and tmp1..4,
; the product's sign in bit 7 of the byte pushed on the hardware stack.
.proc   signed_args
        b_plain
        ldy     #3
        eor     (sp),y          ; b3 ^ a3: the sign of the product
        tax
        bit     tmp4
        bpl     bpos
        sec                     ; tmp1..4 = -b
        .repeat 4, k
        lda     #0
        sbc     tmp1+k
        sta     tmp1+k
        .endrepeat
bpos:   lda     (sp),y          ; a3, y = 3
        bpl     apos
        ldy     #0              ; ma = -a
        sec
        .repeat 4, k
        lda     #0
        sbc     (sp),y
        sta     ma+k
        .if     k < 3
        iny
        .endif
        .endrepeat
        txa
        rts
apos:   a_plain
        txa
        rts
.endproc

; r, at (sp),4..5, into ptr1; Z set when it is NULL.
.macro  get_r
        ldy     #5
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        ora     ptr1+1
.endmacro

; *r = pr, or -pr for A bit 7 set (N flag on entry); then drop 6 bytes.
; *r += pr for A bit 7 clear, *r -= pr for it set (accumulate). Loops in
; the small variant, unrolled in the fast one.
.ifdef FC_MUL_SMALL
.proc   store
        bmi     neg
        get_r
        beq     done
        ldy     #0
pos:    lda     pr,y
        sta     (ptr1),y
        iny
        cpy     #8
        bne     pos
done:   jmp     incsp6
neg:    get_r
        beq     done
        ldy     #0
        ldx     #8
        sec
negl:   lda     #0
        sbc     pr,y
        sta     (ptr1),y
        iny
        dex
        bne     negl
        jmp     incsp6
.endproc

.proc   accumulate
        bmi     sub
        get_r
        beq     done
        ldy     #0
        ldx     #8
        clc
addl:   lda     (ptr1),y
        adc     pr,y
        sta     (ptr1),y
        iny
        dex
        bne     addl
done:   jmp     incsp6
sub:    get_r
        beq     done
        ldy     #0
        ldx     #8
        sec
subl:   lda     (ptr1),y
        sbc     pr,y
        sta     (ptr1),y
        iny
        dex
        bne     subl
        jmp     incsp6
.endproc
.else
.proc   store
        bmi     neg
        get_r
        beq     done
        ldy     #0
        .repeat 8, k
        lda     pr+k
        sta     (ptr1),y
        .if     k < 7
        iny
        .endif
        .endrepeat
done:   jmp     incsp6
neg:    get_r
        beq     done
        ldy     #0
        sec
        .repeat 8, k
        lda     #0
        sbc     pr+k
        sta     (ptr1),y
        .if     k < 7
        iny
        .endif
        .endrepeat
        jmp     incsp6
.endproc

.proc   accumulate
        bmi     sub
        get_r
        beq     done
        ldy     #0
        clc
        .repeat 8, k
        lda     (ptr1),y
        adc     pr+k
        sta     (ptr1),y
        .if     k < 7
        iny
        .endif
        .endrepeat
done:   jmp     incsp6
sub:    get_r
        beq     done
        ldy     #0
        sec
        .repeat 8, k
        lda     (ptr1),y
        sbc     pr+k
        sta     (ptr1),y
        .if     k < 7
        iny
        .endif
        .endrepeat
        jmp     incsp6
.endproc

.endif ; FC_MUL_SMALL

_fc_port_umul32:
.proc   _fc_wide_umul
        b_plain
        a_plain
        jsr     umul
        lda     #0              ; N clear: store as it is
        jmp     store
.endproc

.proc   _fc_wide_mul
        jsr     signed_args
        pha
        jsr     umul
        pla
        jmp     store
.endproc

.proc   _fc_wide_muladd
        jsr     signed_args
        pha
        jsr     umul
        pla
        jmp     accumulate
.endproc

.proc   _fc_wide_mulsub
        jsr     signed_args
        eor     #$80            ; subtracting a * b adds -(a * b)
        pha
        jsr     umul
        pla
        jmp     accumulate
.endproc
