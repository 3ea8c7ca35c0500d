; fixcol 6502 port: the multiplies of the portable wide arithmetic and the
; Q16.16 product, in assembly (FC_PORT_UMUL32=1 and FC_PORT_MUL=1, see
; include/fixcol/config.h; src/wide.c, src/wide_ops.c and src/fixed.c then
; leave their C versions out).
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);  r = a * b
;   void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b);    the same
;   void fc_wide_mul(fc_wide *r, int32_t a, int32_t b);       r = a * b
;   void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b);    r += a * b
;   void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b);    r -= a * b
;   int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);
;
; Every one has the contract of its C version: a NULL r is not written;
; fc_mul rounds the magnitude of the 64-bit product to the nearest
; multiple of 2^16, ties away from zero, and answers FC_ERR_NULL (-1) for
; a NULL out and FC_ERR_OVERFLOW (-8) when the result does not fit,
; writing nothing then. (It does not call the FC_ASSERT hook: config.h
; refuses FC_PORT_MUL with FC_USE_ASSERT.)
;
; cc65 calling convention (__fastcall__, the default): the last argument
; arrives in A (bits 0-7), X (8-15), sreg (16-23), sreg+1 (24-31); the
; others are on the C stack, pushed left to right, and the callee removes
; them. So for the wide products (sp),0..3 = a, (sp),4..5 = r and b is in
; A/X/sreg; for fc_mul (sp),0..3 = b, (sp),4..7 = a and out is in A/X.
;
; The product of the magnitudes is formed from 8 x 8 -> 16 products by
; quarter squares: x y = f(x + y) - f(x - y) with f(n) = floor(n^2 / 4)
; (x + y and x - y have the same parity, so both floors drop the same
; quarter). Four tables of 512 bytes hold the low and high
; bytes of f(n) and of g(n) = f(n - 255) - 1 (modulo 2^16: the carry is
; clear before each product, so the subtraction takes one more, and the
; 16-bit difference is exact). With a zero-page pointer at
; f + x and one at g + (255 - x), indexing both by y reads f(x + y) and
; g(255 - x + y) = f(y - x) = f(x - y): a product costs two table reads
; per byte and no shifts. The multiplicand's bytes are the rows (a zero
; byte skips its row: small Q16.16 values have a zero top byte), the
; multiplier's bytes the columns, and each 16-bit product is added into
; the 64-bit sum at once, its carry running up only as far as it goes.
;
; Zero page: the runtime's scratch ptr1-ptr4 (table pointers), tmp1-tmp4
; (the multiplier) and sreg, and 12 bytes of this module's own (the
; multiplicand and the product). The tables take 2 KB of RODATA, anywhere:
; each row sets its pointers with a 16-bit add (page-aligned tables would
; save about 35 cycles a row, but no linker configuration can be assumed
; to align them).

        .export         _fc_port_umul32, _fc_wide_umul, _fc_wide_mul
        .export         _fc_wide_muladd, _fc_wide_mulsub, _fc_mul
        .import         incsp6, incsp8
        .importzp       sp, sreg, ptr1, ptr2, ptr3, ptr4, tmp1, tmp2, tmp3, tmp4

        .exportzp       fcmul_a, fcmul_p
        .export         fcmul6502

        .zeropage
fcmul_a:                        ; (the names other modules of the port use)
ma:     .res    4               ; multiplicand magnitude, least significant first
fcmul_p:
pr:     .res    8               ; the product

        .code

.ifdef FC_MUL_SMALL

; The small variant: shift and add, one multiplier byte at a time. The
; running high word (pr+4..pr+6, its top byte in A) gets the multiplicand
; added when the multiplier bit is 1, then shifts right one place; the
; bit leaving it enters the top of the multiplier byte being consumed,
; which ends up holding that byte of the product. A zero multiplier byte
; is a plain 8-bit shift.
.macro  mulbyte M
        .local  bits, skip, zero, done
        ldy     M
        beq     zero
        ldx     #8
        lsr     M               ; carry = first multiplier bit
bits:   bcc     skip
        tay                     ; the top byte aside
        clc
        lda     pr+4
        adc     ma
        sta     pr+4
        lda     pr+5
        adc     ma+1
        sta     pr+5
        lda     pr+6
        adc     ma+2
        sta     pr+6
        tya
        adc     ma+3            ; carry out = bit 64 of the partial sum
skip:   ror     a
        ror     pr+6
        ror     pr+5
        ror     pr+4
        ror     M               ; product bit in, next multiplier bit out
        dex
        bne     bits
        beq     done
zero:   ldy     pr+4            ; multiplier byte 0: shift right 8 places
        sty     M
        ldy     pr+5
        sty     pr+4
        ldy     pr+6
        sty     pr+5
        sta     pr+6
        lda     #0
done:
.endmacro

; pr = ma * tmp1..tmp4 (unsigned). Uses A, X, Y and tmp1-tmp4.
fcmul6502:
.proc   umul
        lda     #0
        sta     pr+4
        sta     pr+5
        sta     pr+6
        mulbyte tmp1
        mulbyte tmp2
        mulbyte tmp3
        mulbyte tmp4
        sta     pr+7
        .repeat 4, k
        lda     tmp1+k
        sta     pr+k
        .endrepeat
        rts
.endproc

.else ; quarter squares

        .rodata
flo:    .repeat 512, n
        .byte   <((n * n) / 4)
        .endrepeat
fhi:    .repeat 512, n
        .byte   >((n * n) / 4)
        .endrepeat
glo:    .repeat 512, n
        .byte   <((((n - 255) * (n - 255)) / 4 - 1) & $FFFF)
        .endrepeat
ghi:    .repeat 512, n
        .byte   >((((n - 255) * (n - 255)) / 4 - 1) & $FFFF)
        .endrepeat


        .code

; Carry out of pr+k-1 into pr+k and on up (the sum never passes 2^64):
; rare, so out of line, through the chain at the end of umul.
.macro  carry   k
        .local  done
        .if     (k) <= 7
        bcc     done
        jsr     .ident(.sprintf("carry%d", k))
done:
        .endif
.endmacro

; pr += (ma+i) * (tmp1+j) << 8 (i + j). The pointers hold row i.
.macro  prod    i, j
        ldy     tmp1+j
        lda     (ptr1),y        ; f(x + y), low byte
        sbc     (ptr3),y        ; - f(x - y) + 1 - 1: carry clear here
        tax
        lda     (ptr2),y
        sbc     (ptr4),y
        tay                     ; the product: X low, Y high
        txa
        clc
        adc     pr+i+j
        sta     pr+i+j
        tya
        adc     pr+i+j+1
        sta     pr+i+j+1
        carry   i+j+2
.endmacro

.macro  row     i
        .local  skip, go
        lda     ma+i
        bne     go
        jmp     skip            ; a zero byte: no row
go:     clc
        adc     #<flo
        sta     ptr1            ; f + x: flo and fhi share the low byte
        sta     ptr2
        lda     #>flo
        adc     #0
        sta     ptr1+1
        adc     #>(fhi - flo)   ; no carry: the tables do not wrap
        sta     ptr2+1
        lda     ma+i
        eor     #$FF
        clc
        adc     #<glo           ; g + (255 - x)
        sta     ptr3
        sta     ptr4
        lda     #>glo
        adc     #0
        sta     ptr3+1
        adc     #>(ghi - glo)
        sta     ptr4+1
        prod    i, 0
        prod    i, 1
        prod    i, 2
        lda     tmp4            ; a zero top byte (values below 256.0):
        beq     skip            ; no fourth column
        prod    i, 3
skip:
.endmacro

; pr = ma * tmp1..tmp4 (unsigned). Uses A, X, Y, ptr1-ptr4. Also called
; by the port's circle.s, as fcmul6502 (fcmul_a, fcmul_p: ma, pr).
fcmul6502:
.proc   umul
        lda     #0
        .repeat 8, k
        sta     pr+k
        .endrepeat
        row     0
        row     1
        row     2
        row     3
        rts
.endproc

; The carry chain: entering at carryK adds 1 at byte K and carries on.
carry2: inc     pr+2
        bne     carried
carry3: inc     pr+3
        bne     carried
carry4: inc     pr+4
        bne     carried
carry5: inc     pr+5
        bne     carried
carry6: inc     pr+6
        bne     carried
carry7: inc     pr+7
carried:
        clc                     ; as prod leaves it on its way without a carry
        rts

.endif ; FC_MUL_SMALL

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
adone:  jsr     umul
        ; Round: + 2^15, carried through bytes 2..5 (bit 15 is pr+1's top).
        lda     pr+1
        cmp     #$80            ; C = bit 15
        .repeat 4, k
        lda     pr+2+k
        adc     #0
        sta     pr+2+k
        .endrepeat
        bcs     over_pull       ; the rounded magnitude reached 2^32
        lda     pr+6
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
