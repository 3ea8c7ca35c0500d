; fixcol 6502 port: unsigned 32 x 32 -> 64 multiply for the portable wide
; arithmetic (FC_PORT_UMUL32=1; src/wide.c calls it from fc_wide_mul,
; fc_wide_umul, fc_wide_muladd and fc_wide_mulsub).
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
;   r->lo = low 32 bits of a * b, r->hi = high 32 bits.
;
; cc65 calling convention (__fastcall__, the default): the last argument
; b arrives in A (bits 0-7), X (8-15), sreg (16-23), sreg+1 (24-31); the
; others are on the C stack, pushed left to right, so (sp),0..3 = a and
; (sp),4..5 = r. The callee removes its 6 stack bytes (incsp6). Only the
; runtime's scratch zero page (ptr1-ptr4, tmp1-tmp4, sreg) is used.
;
; Shift and add, one multiplier byte at a time: the running high word
; (H0..H2 in zero page, H3 in A) gets the multiplicand added when the
; multiplier bit is 1, then shifts right one place; the bit leaving H0
; enters the top of the multiplier byte being consumed, which therefore
; ends up holding that byte of the product. A zero multiplier byte is a
; plain 8-bit shift of the high word (small Q16.16 values are common).

        .export         _fc_port_umul32
        .import         incsp6
        .importzp       sp, sreg, ptr1, ptr2, ptr3, ptr4, tmp1, tmp2, tmp3, tmp4

A0 = ptr1               ; multiplicand a
A1 = ptr1+1
A2 = ptr2
A3 = ptr2+1
H0 = ptr3               ; high word of the running product (H3 lives in A)
H1 = ptr3+1
H2 = ptr4
H3 = ptr4+1
M0 = tmp1               ; multiplier b, replaced byte by byte by the low word
M1 = tmp2
M2 = tmp3
M3 = tmp4

; One multiplier byte M: eight shift-and-add steps. On entry and exit A
; holds H3.
.macro  mulbyte M
        .local  bits, skip, zero, done
        ldy     M
        beq     zero
        ldx     #8
        lsr     M               ; carry = first multiplier bit
bits:   bcc     skip
        tay                     ; H3 aside
        clc
        lda     H0
        adc     A0
        sta     H0
        lda     H1
        adc     A1
        sta     H1
        lda     H2
        adc     A2
        sta     H2
        tya
        adc     A3              ; carry out = bit 64 of the partial sum
skip:   ror     a
        ror     H2
        ror     H1
        ror     H0
        ror     M               ; product bit in, next multiplier bit out
        dex
        bne     bits
        beq     done
zero:   ldy     H0              ; multiplier byte 0: shift right 8 places
        sty     M
        ldy     H1
        sty     H0
        ldy     H2
        sty     H1
        sta     H2
        lda     #0
done:
.endmacro

.segment        "CODE"

.proc   _fc_port_umul32
        sta     M0
        stx     M1
        lda     sreg
        sta     M2
        lda     sreg+1
        sta     M3
        ldy     #0
        lda     (sp),y
        sta     A0
        iny
        lda     (sp),y
        sta     A1
        iny
        lda     (sp),y
        sta     A2
        iny
        lda     (sp),y
        sta     A3
        lda     #0
        sta     H0
        sta     H1
        sta     H2
        mulbyte M0
        mulbyte M1
        mulbyte M2
        mulbyte M3
        sta     H3
        ldy     #4              ; r
        lda     (sp),y
        sta     ptr1
        iny
        lda     (sp),y
        sta     ptr1+1
        ldy     #0
        lda     M0
        sta     (ptr1),y
        iny
        lda     M1
        sta     (ptr1),y
        iny
        lda     M2
        sta     (ptr1),y
        iny
        lda     M3
        sta     (ptr1),y
        iny
        lda     H0
        sta     (ptr1),y
        iny
        lda     H1
        sta     (ptr1),y
        iny
        lda     H2
        sta     (ptr1),y
        iny
        lda     H3
        sta     (ptr1),y
        jmp     incsp6
.endproc
