; fixcol Game Boy port: the Q16.16 product in SM83 assembly
; (FC_PORT_MUL=1, with FC_PORT_UMUL32=1), on the 16 x 32 pass of
; ports/gb/umul32.s (fcgb_pass), whose header has the calling convention:
;
;   int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);
;
; It has the contract of the C version: it rounds the magnitude of the
; 64-bit product to the nearest multiple of 2^16, ties away from zero,
; and answers FC_ERR_NULL (-1) for a NULL out and FC_ERR_OVERFLOW (-8)
; when the result does not fit, writing nothing then. (It does not call
; the FC_ASSERT hook: config.h refuses FC_PORT_MUL with FC_USE_ASSERT.)
;
; A Q16.16 operand often has a zero half: an integer has no fraction, a
; value below 1.0 no integer part. The magnitudes' product P is then one
; pass, h times the other operand for the nonzero half h, shifted up 16
; places when h is the high half; otherwise it is the sum of two passes,
; one per half of b, over two copies of a. The result's magnitude R is
; (P + 2^15) / 2^16 (ties away from zero); the 2^15 is the first pass's
; starting addend wherever P has low bits. Each case forms only R's 32
; bits and whether anything lies above them; R must then be below 2^31,
; or equal to 2^31 for a negative product.
        .module fmul
        .globl  fcgb_pass
        .globl  _fc_mul
        .area   _CODE
        .include "neg4.inc"
        .include "reg4.inc"

_fc_mul:                            ; a = DE:BC, sp+2 b, sp+6 out
        ldhl    sp, #6
        ld      a, (hl+)
        or      a, (hl)
        jp      z, mnull
        ldhl    sp, #5
        ld      a, (hl)
        xor     a, d                ; bit 7: the sign of the product
        push    af                  ; sp+0 the sign, sp+2 ret, sp+4 b, sp+8 out
        bit     7, (hl)             ; (HL still on b's top byte)
        jr      z, 1$
        ldhl    sp, #4
        call    neg4                ; b = |b|, in place
1$:     bit     7, d
        jr      z, 2$
        xor     a, a                ; a = |a|
        sub     a, c
        ld      c, a
        ld      a, #0
        sbc     a, b
        ld      b, a
        ld      a, #0
        sbc     a, e
        ld      e, a
        ld      a, #0
        sbc     a, d
        ld      d, a
2$:     ld      a, b
        or      a, c
        jr      z, malo0
        ld      a, d
        or      a, e
        jr      z, mahi0
        ldhl    sp, #4
        ld      a, (hl+)
        or      a, (hl)
        jr      z, mswap
        inc     hl
        ld      a, (hl+)
        or      a, (hl)
        jr      z, mswap

; Neither has a zero half: x = b's low half times a, plus 2^15; y = b's
; high half times a, plus x's bytes 2 and 3; R = y + x's bytes 4 and 5
; times 2^16, which must stay below 2^32.
        push    de
        push    bc
        push    de
        push    bc                  ; sp+0 |a|, sp+4 |a|, sp+8 the sign, sp+14 |b|
        ldhl    sp, #12
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)             ; BC = b's low half
        ldhl    sp, #0
        ld      d, h
        ld      e, l
        ld      hl, #0x8000
        call    fcgb_pass           ; sp+0 x0..x3, HL = x5:x4, DE = sp+4
        push    hl                  ; sp+0 x5:x4, sp+2 x0..x3, sp+6 |a|, sp+10 the sign
        ldhl    sp, #16
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)             ; BC = b's high half
        ldhl    sp, #4
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = x3:x2
        call    fcgb_pass           ; sp+6 y0..y3, HL = y5:y4
        ld      a, h
        or      a, l
        pop     hl                  ; x5:x4; sp+4 y0..y3, sp+8 the sign
        jr      nz, mover8          ; y reaches 2^32
        ld      b, h
        ld      c, l
        ldhl    sp, #4
        ld      a, (hl+)
        ld      e, a
        ld      a, (hl+)
        ld      d, a
        ld      a, (hl+)
        add     a, c
        ld      c, a
        ld      a, (hl)
        adc     a, b
        ld      b, a                ; R in BC:DE
        jr      c, mover8           ; it reached 2^32
        add     sp, #8
        jr      mtail
mover8: add     sp, #8
        jr      mover

; b has a zero half, a none: the two trade places (b to DE:BC, a to b's
; place), and b's case follows.
mswap:  ldhl    sp, #4
        ld      a, (hl)
        ld      (hl), c
        ld      c, a
        inc     hl
        ld      a, (hl)
        ld      (hl), b
        ld      b, a
        inc     hl
        ld      a, (hl)
        ld      (hl), e
        ld      e, a
        inc     hl
        ld      a, (hl)
        ld      (hl), d
        ld      d, a
        ld      a, b
        or      a, c
        jr      nz, mahi0

; a's low half is zero: y = a's high half times b, R = y.
malo0:  ld      b, d
        ld      c, e
        ldhl    sp, #4
        ld      d, h
        ld      e, l
        ld      hl, #0
        call    fcgb_pass           ; sp+4 y0..y3, HL = y5:y4
        ld      a, h
        or      a, l
        jr      nz, mover           ; y reaches 2^32
        ldhl    sp, #7
        ld      a, (hl-)
        ld      b, a
        ld      a, (hl-)
        ld      c, a
        ld      a, (hl-)
        ld      d, a
        ld      e, (hl)             ; R in BC:DE
        jr      mtail

; a's high half is zero: y = a's low half times b, plus 2^15; R = y / 2^16
; (below 2^32).
mahi0:  ldhl    sp, #4
        ld      d, h
        ld      e, l
        ld      hl, #0x8000
        call    fcgb_pass           ; sp+4 y0..y3, HL = y5:y4
        ld      b, h
        ld      c, l
        ldhl    sp, #7
        ld      a, (hl-)
        ld      d, a
        ld      e, (hl)             ; R in BC:DE

; R in BC:DE, sp+0 the sign: check the range, apply the sign, store.
mtail:  pop     af                  ; sp+0 ret, sp+2 b, sp+6 out
        rla                         ; carry: the product is negative
        jr      c, mneg
        bit     7, b
        jr      nz, mover0          ; 2^31 or more
        jr      mstore
mneg:   bit     7, b
        jr      z, 3$
        ld      a, b                ; above 2^31 fails; 2^31 is INT32_MIN
        sub     a, #0x80
        or      a, c
        or      a, d
        or      a, e
        jr      nz, mover0
3$:     xor     a, a
        sub     a, e
        ld      e, a
        ld      a, #0
        sbc     a, d
        ld      d, a
        ld      a, #0
        sbc     a, c
        ld      c, a
        ld      a, #0
        sbc     a, b
        ld      b, a
mstore: ldhl    sp, #6
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = out
        st4
        ld      bc, #0              ; FC_OK
        jr      mleave
mover:  pop     af                  ; the sign
mover0: ld      bc, #-8             ; FC_ERR_OVERFLOW
        jr      mleave
mnull:  ld      bc, #-1             ; FC_ERR_NULL
mleave: pop     hl
        add     sp, #6
        jp      (hl)
