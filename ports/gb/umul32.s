; fixcol Game Boy port: the multiplies of the portable wide arithmetic
; and the Q16.16 product in SM83 assembly (sdasgb): the unsigned 32 x 32
; -> 64 product (FC_PORT_UMUL32=1) and, with FC_PORT_MUL=1, the wrappers
; that src/wide.c, src/wide_ops.c and src/fixed.c then leave out.
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);  r = a * b
;   void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b);    the same
;   void fc_wide_mul(fc_wide *r, int32_t a, int32_t b);       r = a * b
;   void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b);    r += a * b
;   void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b);    r -= a * b
;   int fc_mul(fc_fixed a, fc_fixed b, fc_fixed *out);
;
; Every wrapper has the contract of its C version: a NULL r is not
; written; fc_mul rounds the magnitude of the 64-bit product to the
; nearest multiple of 2^16, ties away from zero, and answers FC_ERR_NULL
; (-1) for a NULL out and FC_ERR_OVERFLOW (-8) when the result does not
; fit, writing nothing then. (It does not call the FC_ASSERT hook:
; config.h refuses FC_PORT_MUL with FC_USE_ASSERT.)
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default),
; as SDCC emits it for these prototypes: for the wide products r arrives
; in DE, a and b on the stack above the return address (sp+2..5 = a,
; sp+6..9 = b, little endian); for fc_mul a arrives in DE (high word) and
; BC (low word), b and out on the stack (sp+2..5, sp+6..7), and the int
; result goes back in BC. The callee removes the stack arguments (pop hl;
; add sp, #n; jp (hl)) and may overwrite them: the signed wrappers form
; the magnitudes in place. A, BC, DE and HL are all scratch. Only the
; stack above sp and the result are written, so interrupts may come at
; any time; there is no static data, so the routines are reentrant.
        .module umul32
        .globl  _fc_port_umul32
        .globl  _fc_wide_umul
        .globl  _fc_wide_mul
        .globl  _fc_wide_muladd
        .globl  _fc_wide_mulsub
        .globl  _fc_mul
        .include "pushw.inc"
        .area   _CODE

; One pass, inline (a macro, used twice): BC = multiplicand (16 bits),
; DE -> four multiplier bytes, HL = addend. Each byte m of the four is
; replaced by a byte of BC * m + HL (48 bits), low byte first; HL ends as
; the top 16 bits and DE advanced by 4. Cycles per byte m: 44 + 8 steps of
; 32 (bit 0) or 36 (bit 1); a zero byte 64.
        .macro  pass
        .rept   4
        ld      a, (de)             ; 8
        or      a, a                ; 4, carry clear
        jr      nz, .+8             ; 12
        ld      a, l                ; m == 0: H:L:A = 0:H:L
        ld      l, h
        ld      h, #0
        jr      .+67                ; to the store
        rra                         ; 4, carry = bit 0 of m
        .rept   8                   ; 32 (bit 0) or 36 (bit 1)
        jr      nc, .+3
        add     hl, bc              ; carry = bit 16 of the sum
        rr      h
        rr      l
        rra                         ; product bit in, next bit of m out
        .endm
        ld      (de), a             ; 8
        inc     de                  ; 8
        .endm
        .endm

_fc_port_umul32:
        push    de                  ; sp+0 r, sp+2 ret, sp+4 a, sp+8 b
        ldhl    sp, #6              ; aH
        ld      a, (hl+)
        or      a, (hl)
        jr      z, 1$               ; aH == 0: no pass 1, no copy
        inc     hl                  ; &b0
        inc     de
        inc     de                  ; &r[2]
        ld      a, (hl+)            ; r[2..5] = b0..b3, for pass 1
        ld      (de), a
        inc     de
        ld      a, (hl+)
        ld      (de), a
        inc     de
        ld      a, (hl+)
        ld      (de), a
        inc     de
        ld      a, (hl)
        ld      (de), a
1$:
        ; pass 0: x = aL * b over the argument b
        ldhl    sp, #4
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a                ; BC = aL
        or      a, c
        jp      z, p0zero
        ldhl    sp, #8
        ld      d, h
        ld      e, l                ; DE = &b0
        ld      hl, #0
        pass                        ; b0..b3 = x0..x3, HL = x5:x4
p0done:
        push    hl                  ; sp+0 x5:x4, sp+2 r, sp+4 ret, sp+6 a, sp+10 x0..x3
        ldhl    sp, #8
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)             ; BC = aH
        ldhl    sp, #2
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)             ; DE = r
        ldhl    sp, #10
        ld      a, (hl+)            ; r[0] = x0
        ld      (de), a
        inc     de
        ld      a, (hl+)            ; r[1] = x1
        ld      (de), a
        inc     de
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = x3:x2, pass 1's addend
        ld      a, b
        or      a, c
        jp      z, p1zero
        pass                        ; r[2..5] = y0..y3, HL = y5:y4
p1done:
        pop     bc                  ; x5:x4
        dec     de
        dec     de                  ; &r[4]
        ld      a, (de)
        add     a, c
        ld      (de), a
        inc     de
        ld      a, (de)
        adc     a, b
        ld      (de), a
        inc     de
        ld      a, l
        adc     a, #0
        ld      (de), a
        inc     de
        ld      a, h
        adc     a, #0
        ld      (de), a
        pop     hl                  ; r
        pop     hl                  ; return address
        add     sp, #8              ; a and b
        jp      (hl)

p0zero:                             ; aL == 0: x = 0
        ldhl    sp, #8
        xor     a, a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl), a
        ld      h, a
        ld      l, a
        jp      p0done

p1zero:                             ; aH == 0: y = x3:x2
        ld      a, l
        ld      (de), a
        inc     de
        ld      a, h
        ld      (de), a
        inc     de
        xor     a, a
        ld      (de), a
        inc     de
        ld      (de), a
        inc     de
        ld      h, a
        ld      l, a
        jp      p1done

; ---- the wrappers (FC_PORT_MUL) --------------------------------------


; x = -x for the 32-bit value at HL (low byte first). Uses A; HL ends on
; its top byte.
neg4:
        xor     a, a
        sub     a, (hl)
        ld      (hl+), a
        ld      a, #0               ; ld keeps the borrow
        sbc     a, (hl)
        ld      (hl+), a
        ld      a, #0
        sbc     a, (hl)
        ld      (hl+), a
        ld      a, #0
        sbc     a, (hl)
        ld      (hl), a
        ret

; The 32-bit value at HL becomes its magnitude (exact for INT32_MIN, as
; unsigned); A = its top byte as it was, for the sign. Uses HL.
magn:
        inc     hl
        inc     hl
        inc     hl
        ld      a, (hl-)
        dec     hl
        dec     hl
        bit     7, a
        ret     z
        push    af
        call    neg4
        pop     af
        ret

; r = -r for the 64-bit value at HL. Uses A and B.
neg8:
        ld      b, #8
        and     a, a                ; no borrow
1$:     ld      a, #0
        sbc     a, (hl)
        ld      (hl+), a
        dec     b                   ; dec and inc hl keep the borrow
        jr      nz, 1$
        ret

_fc_wide_umul:                      ; as fc_port_umul32, but for a NULL r
        ld      a, d
        or      a, e
        jp      nz, _fc_port_umul32
drop8:  pop     hl                  ; NULL r: nothing written
        add     sp, #8
        jp      (hl)

_fc_wide_mul:                       ; DE = r, sp+2 a, sp+6 b
        ld      a, d
        or      a, e
        jr      z, drop8
        ldhl    sp, #2
        call    magn                ; |a|
        ld      c, a
        ldhl    sp, #6
        call    magn                ; |b|
        xor     a, c
        ld      c, a                ; bit 7: the product's sign
        push    bc                  ; sp+0 sign, sp+2 ret, sp+4 |a|, sp+8 |b|
        push    de                  ; r
        pushw   12                  ; |b| and |a| again, for the product
        pushw   12
        pushw   12
        pushw   12
        call    _fc_port_umul32     ; r = |a| * |b|
        pop     hl                  ; r
        pop     bc
        bit     7, c
        call    nz, neg8
        pop     hl                  ; the return address
        add     sp, #8
        jp      (hl)

_fc_wide_muladd:                    ; DE = r, sp+2 a, sp+6 b
        ld      b, #0
        jr      accumulate
_fc_wide_mulsub:                    ; r -= a * b: r += -(a * b)
        ld      b, #0x80
accumulate:
        ld      a, d
        or      a, e
        jr      z, drop8
        ldhl    sp, #2
        call    magn
        ld      c, a
        ldhl    sp, #6
        call    magn
        xor     a, c
        xor     a, b
        ld      c, a                ; bit 7: subtract the magnitudes' product
        push    bc                  ; sp+0 sign, sp+2 ret, sp+4 |a|, sp+8 |b|
        push    de                  ; r
        add     sp, #-8             ; p: sp+0 p, sp+8 r, sp+10 sign, sp+12 ret,
        pushw   20                  ;    sp+14 |a|, sp+18 |b|
        pushw   20
        pushw   20
        pushw   20
        ldhl    sp, #8
        ld      d, h
        ld      e, l                ; DE = &p
        call    _fc_port_umul32     ; p = |a| * |b|
        ldhl    sp, #8
        ld      a, (hl+)
        ld      e, a
        ld      a, (hl+)
        ld      d, a                ; DE = r
        ld      a, (hl)             ; the sign
        ldhl    sp, #0              ; HL = &p
        ld      b, #8
        bit     7, a
        jr      nz, 2$
        and     a, a                ; r += p
1$:     ld      a, (de)
        adc     a, (hl)
        ld      (de), a
        inc     de
        inc     hl
        dec     b
        jr      nz, 1$
        jr      3$
2$:     and     a, a                ; r -= p
4$:     ld      a, (de)
        sbc     a, (hl)
        ld      (de), a
        inc     de
        inc     hl
        dec     b
        jr      nz, 4$
3$:     add     sp, #12             ; p, r, the sign
        pop     hl
        add     sp, #8
        jp      (hl)

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
