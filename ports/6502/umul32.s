; fixcol 6502 port: the unsigned 32 x 32 -> 64 product under the
; multiplies of the portable wide arithmetic, in assembly: fcmul6502, pr =
; ma * tmp1..tmp4 on zero-page operands (fcmul_a, fcmul_p). The products
; the library calls are in modules of their own, so that a program links
; only what it calls (ld65 takes whole modules): the wide products and
; fc_port_umul32 in ports/6502/wmul.s, fc_mul in ports/6502/fmul.s
; (FC_PORT_UMUL32=1 and FC_PORT_MUL=1, see include/fixcol/config.h;
; src/wide.c, src/wide_ops.c and src/fixed.c then leave their C versions
; out); the circle tests in assembly (circle.s) call this routine
; directly. Assemble all three with the same FC_MUL_SMALL.
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

        .importzp       ptr1, ptr2, ptr3, ptr4, tmp1, tmp2, tmp3, tmp4

        .exportzp       fcmul_a, fcmul_p
        .export         fcmul6502
.ifndef FC_MUL_SMALL
        .export         fcmulrows
.endif

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
; by the port's circle.s, as fcmul6502 (fcmul_a, fcmul_p: ma, pr). From
; fcmulrows, pr += ma * tmp1..tmp4: fc_mul (ports/6502/fmul.s) starts the
; sum from 2^15, its rounding.
fcmul6502:
        lda     #0
        .repeat 8, k
        sta     pr+k
        .endrepeat
fcmulrows:
.proc   umul
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
