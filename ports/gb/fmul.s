; fixcol Game Boy port: the Q16.16 product in SM83 assembly
; (FC_PORT_MUL=1, with FC_PORT_UMUL32=1), over the unsigned product of
; ports/gb/umul32.s, whose header has the calling convention:
;
;   int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);
;
; It has the contract of the C version: it rounds the magnitude of the
; 64-bit product to the nearest multiple of 2^16, ties away from zero,
; and answers FC_ERR_NULL (-1) for a NULL out and FC_ERR_OVERFLOW (-8)
; when the result does not fit, writing nothing then. (It does not call
; the FC_ASSERT hook: config.h refuses FC_PORT_MUL with FC_USE_ASSERT.)
        .module fmul
        .globl  _fc_port_umul32
        .globl  _fc_mul
        .include "pushw.inc"
        .area   _CODE
        .include "sign.inc"

; fc_mul. The 64-bit magnitude p = |a| * |b| is formed on the stack; the
; result is the magnitude rounded, (p + 2^15) >> 16, with the sign: it
; overflows from 2^48 on (p's top two bytes), when the rounding carries
; out of 32 bits, and beyond 2^31 - 1 (positive) or 2^31 (negative).
_fc_mul:                            ; a = DE:BC, sp+2 b, sp+6 out
        ldhl    sp, #6
        ld      a, (hl+)
        or      a, (hl)
        jp      z, mnull
        push    de
        push    bc                  ; sp+0 a, sp+4 ret, sp+6 b, sp+10 out
        ldhl    sp, #0
        call    magn
        ld      c, a
        ldhl    sp, #6
        call    magn
        xor     a, c
        ld      c, a                ; bit 7: the sign of the result
        push    bc                  ; sp+0 sign, sp+2 |a|, sp+6 ret, sp+8 |b|,
        add     sp, #-8             ; sp+12 out; then p below: sp+0 p,
        pushw   18                  ; sp+8 sign, sp+10 |a|, sp+14 ret, sp+16 |b|,
        pushw   18                  ; sp+20 out
        pushw   16
        pushw   16
        ldhl    sp, #8
        ld      d, h
        ld      e, l
        call    _fc_port_umul32     ; p = |a| * |b|
        ldhl    sp, #6
        ld      a, (hl+)
        or      a, (hl)
        jr      nz, mover           ; p >= 2^48
        ldhl    sp, #1
        ld      a, (hl+)
        rla                         ; carry = bit 15 of p: the rounding
        ld      a, (hl+)
        adc     a, #0
        ld      e, a
        ld      a, (hl+)
        adc     a, #0
        ld      d, a
        ld      a, (hl+)
        adc     a, #0
        ld      c, a
        ld      a, (hl)
        adc     a, #0
        ld      b, a                ; the rounded magnitude in BC:DE
        jr      c, mover            ; it reached 2^32
        ldhl    sp, #8
        bit     7, (hl)
        jr      nz, mneg
        bit     7, b
        jr      nz, mover           ; 2^31 or more
        jr      mstore
mneg:   bit     7, b
        jr      z, 1$
        ld      a, b                ; above 2^31 fails; 2^31 is INT32_MIN
        sub     a, #0x80
        or      a, c
        or      a, d
        or      a, e
        jr      nz, mover
1$:     xor     a, a
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
mstore: ldhl    sp, #20
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = out
        ld      a, e
        ld      (hl+), a
        ld      a, d
        ld      (hl+), a
        ld      a, c
        ld      (hl+), a
        ld      (hl), b
        ld      bc, #0              ; FC_OK
        jr      mleave
mover:  ld      bc, #-8             ; FC_ERR_OVERFLOW
mleave: add     sp, #14             ; p, the sign, |a|
        pop     hl
        add     sp, #6
        jp      (hl)
mnull:  ld      bc, #-1             ; FC_ERR_NULL
        pop     hl
        add     sp, #6
        jp      (hl)
