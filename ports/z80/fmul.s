; fixcol Z80 port: the Q16.16 product in assembly (FC_PORT_MUL=1, see
; include/fixcol/config.h; src/fixed.c then leaves its C version out), a
; module of its own beside the wide products of umul32.s, so that a
; program links it only when it calls fc_mul.
;
;   int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);
;
; The contract of its C version: fc_mul rounds the magnitude of the
; 64-bit product to the nearest multiple of 2^16, ties away from zero,
; and answers FC_ERR_NULL (-1) for a NULL out and FC_ERR_OVERFLOW (-8)
; when the result does not fit, writing nothing then. (It does not call
; the FC_ASSERT hook: config.h refuses FC_PORT_MUL with FC_USE_ASSERT.)
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default): a
; arrives in HL (high word) and DE (low word), b and out on the stack
; (sp+2..5, sp+6..7), and the int result goes back in DE. The callee
; removes the stack arguments: fc_mul pops them and works in registers.
; IX (the frame pointer) is left alone; AF, BC, DE, HL, IY and the
; alternate set are scratch (the library's SDCC output uses no alternate
; register).
        .module fmul
        .globl  _fc_mul
        .area   _CODE
        .include "m24.inc"

; r3 r2 r1 r0 = -(r3 r2 r1 r0), a 32-bit value in four registers (most
; significant first); uses A.
.macro  neg32r  r3, r2, r1, r0
        xor     a
        sub     r0
        ld      r0, a
        ld      a, #0
        sbc     a, r1
        ld      r1, a
        ld      a, #0
        sbc     a, r2
        ld      r2, a
        ld      a, #0
        sbc     a, r3
        ld      r3, a
.endm

; The magnitudes' product, one multiplier byte at a time, by shift and
; add over a multiplicand of 24 bits. If both magnitudes reach 2^24 the
; product reaches 2^48 and the result 2^32: it overflows. Otherwise one
; of them, below 2^24, is the multiplicand (E:BC, E its top byte); the
; other is the multiplier, whose bytes pass through D from the lowest.
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
; window's top byte zero or the result past 2^32.

; m24: a multiplier byte as a subroutine, for a fourth (m24.inc).
m24:
        msub

; The multiplier's bytes m1, m2 (and m3) wait on the stack with the
; multiplicand's top byte t, each as a word that `pop de` brings back as
; D = m, E = t. mstart moves the multiplicand's low 16 bits (DE of the
; other register set) to BC, D = m0 (E on entry) and E = t (C), and sets
; the window to 2^15.
.macro  mstart
        ld      h, e
        ld      l, c
        push    hl                  ; (m0, t)
        exx
        push    de
        exx
        pop     bc                  ; the multiplicand's low 16 bits
        pop     de                  ; D = m0, E = t
        ld      hl, #0x8000
        xor     a
.endm

; fc_mul. a arrives in HL (high word) and DE, b and out on the stack. The
; return address goes to IY; b is popped into the alternate BC (high
; word) and DE; out stays on the stack until the result is stored. The
; product's sign is kept in bit 7 of the alternate A.
_fc_mul:
        pop     iy                  ; the return address
        exx
        pop     de                  ; b, low word
        pop     bc                  ; b, high word
        pop     hl                  ; out
        push    hl
        ld      a, h
        or      l
        ld      a, b
        exx
        jp      z, mnull
        xor     h                   ; bit 7: the sign of the product
        ex      af, af'
        bit     7, h
        jr      z, mapos
        neg32r  h, l, d, e          ; a = -a
mapos:
        exx
        bit     7, b
        jr      z, mbpos
        neg32r  b, c, d, e          ; b = -b
mbpos:                              ; |a| in HL DE, |b| in BC' DE' (active)
        ld      a, b
        or      a
        jr      nz, mbbig
        ld      a, c                ; |b| < 2^24: the multiplicand, |a| the
        exx                         ; multiplier
        jr      mgo
mbbig:
        exx
        ld      a, h
        or      a
        jp      nz, mover           ; both reach 2^24
        ld      a, l                ; |a| < 2^24: the multiplicand, |b| the
        exx                         ; multiplier (to HL DE), of four bytes
        ld      h, b
        ld      l, c
        ld      c, a
        jp      mfour
mgo:                                ; the multiplier in HL DE, t in A
        ld      c, a
        ld      a, h
        or      a
        jp      nz, mfour
        ld      b, l
        push    bc                  ; (m2, t)
        ld      b, d
        push    bc                  ; (m1, t)
        mstart
        mbyte
        pop     de
        mbyte
        pop     de
        mbyte                       ; D = p2, A:H:L = p5 p4 p3
        ld      e, d                ; R = A H L D
        ld      d, l
        ld      l, h
        ld      h, a
        jr      mtail
mfour:                              ; a multiplier of 2^24 or more, t in C
        ld      b, h
        push    bc                  ; (m3, t)
        ld      b, l
        push    bc                  ; (m2, t)
        ld      b, d
        push    bc                  ; (m1, t)
        mstart
        call    m24
        pop     de
        call    m24
        pop     de
        call    m24                 ; D = p2
        ex      de, hl
        ex      (sp), hl            ; (p2, t) for (m3, t)
        ex      de, hl
        call    m24                 ; D = p3, A:H:L = p6 p5 p4
        pop     bc                  ; B = p2
        or      a
        jr      nz, mover           ; R reaches 2^32
        ld      e, b                ; R = H L D B

; R in HL DE, out on the stack: check the range, apply the sign, store.
mtail:
        ex      af, af'
        or      a
        jp      m, mneg
        bit     7, h
        jr      nz, mover           ; 2^31 or more
        jr      mstore
mneg:
        bit     7, h
        jr      z, mnegfits
        ld      a, h                ; above 2^31 fails; 2^31 is INT32_MIN
        sub     #0x80
        or      l
        or      d
        or      e
        jr      nz, mover
mnegfits:
        neg32r  h, l, d, e
mstore:
        pop     bc                  ; out
        ld      a, e
        ld      (bc), a
        inc     bc
        ld      a, d
        ld      (bc), a
        inc     bc
        ld      a, l
        ld      (bc), a
        inc     bc
        ld      a, h
        ld      (bc), a
        ld      de, #0              ; FC_OK
        jp      (iy)
mnull:
        pop     af                  ; out
        ld      de, #-1             ; FC_ERR_NULL
        jp      (iy)
mover:
        pop     af                  ; out
        ld      de, #-8             ; FC_ERR_OVERFLOW
        jp      (iy)
