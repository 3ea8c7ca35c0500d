; fixcol Game Boy port: the Q16.16 product in SM83 assembly
; (FC_PORT_MUL=1, with FC_PORT_UMUL32=1), a module of its own, so that a
; program links it only when it calls fc_mul:
;
;   int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);
;
; a arrives in DE:BC (D its top byte), b and out on the stack (sp+2..5,
; sp+6..7), and the result goes back in BC; the callee removes the stack
; arguments (ports/gb/umul32.s has the convention in full).
;
; It has the contract of the C version: it rounds the magnitude of the
; 64-bit product to the nearest multiple of 2^16, ties away from zero,
; and answers FC_ERR_NULL (-1) for a NULL out and FC_ERR_OVERFLOW (-8)
; when the result does not fit, writing nothing then. (It does not call
; the FC_ASSERT hook: config.h refuses FC_PORT_MUL with FC_USE_ASSERT.)
;
; The magnitudes' product, one multiplier byte at a time, by shift and
; add over a multiplicand of 24 bits. If both magnitudes reach 2^24 the
; product reaches 2^48 and the result 2^32: it overflows. Otherwise one
; of them, below 2^24, is the multiplicand (E:BC, E its top byte); the
; other is the multiplier, whose bytes (on the stack, b's place) pass
; through D from the lowest.
;
; A:H:L is the running window of the sum, 24 bits (A the top byte); D
; takes the bits shifted out of it. After k multiplier bytes the sum is
; the window times 2^(8k) plus the k product bytes shifted out; the
; window starts at 2^15, so that the sum is the product plus 2^15, the
; rounding (ties away from zero), and the result's magnitude R is the
; sum without its two lowest bytes: those two are never kept. The
; multiplier always takes three bytes (a zero byte is a plain shift of
; the window), so that R is the window and the third byte shifted out;
; a multiplier of 2^24 or more takes a fourth, and R is then the
; window's two low bytes and the third and fourth bytes shifted out, the
; window's top byte zero or the result past 2^32. R must then be below
; 2^31, or equal to 2^31 for a negative product.
        .module fmul
        .globl  _fc_mul
        .area   _CODE
        .include "neg4.inc"
        .include "reg4.inc"
        .include "m24.inc"

; m24: a multiplier byte as a subroutine, for a fourth (m24.inc).
m24:
        msub

; D = the multiplier byte at sp+off (HL kept).
.macro  mnext   off
        push    hl
        ldhl    sp, #off+2
        ld      d, (hl)
        pop     hl
.endm

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
2$:     ld      a, d
        or      a, a
        jr      z, 3$               ; |a| < 2^24: the multiplicand
        ldhl    sp, #7
        ld      a, (hl)
        or      a, a
        jp      nz, mover           ; both reach 2^24
        ldhl    sp, #4              ; |b| < 2^24: |a| and |b| trade places
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
        jp      mfour               ; (the new multiplier reaches 2^24)
3$:     ldhl    sp, #7              ; E:BC the multiplicand, the multiplier at sp+4
        ld      a, (hl)
        or      a, a
        jp      nz, mfour           ; it has four bytes
        ldhl    sp, #4
        ld      d, (hl)             ; m0
        ld      hl, #0x8000         ; the window: 2^15
        xor     a, a
        mbyte
        mnext   5                   ; m1
        mbyte
        mnext   6                   ; m2
        mbyte                       ; D = p2, A:H:L = p5 p4 p3
        ld      e, d                ; R = A H L D, in BC:DE
        ld      d, l
        ld      c, h
        ld      b, a

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

; A multiplier of 2^24 or more: four bytes, R = H L p3 p2 with A zero.
mfour:  ldhl    sp, #4
        ld      d, (hl)             ; m0
        ld      hl, #0x8000
        xor     a, a
        call    m24
        mnext   5                   ; m1
        call    m24
        mnext   6                   ; m2
        call    m24                 ; D = p2
        push    hl
        ldhl    sp, #8
        ld      (hl), d             ; p2, in m2's place
        inc     hl
        ld      d, (hl)             ; m3
        pop     hl
        call    m24                 ; D = p3, A:H:L = p6 p5 p4
        or      a, a
        jr      nz, mover           ; R reaches 2^32
        ld      b, h                ; R in BC:DE
        ld      c, l
        ldhl    sp, #6
        ld      e, (hl)
        jp      mtail
