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

; fc_mul, on a multiplicand of 16 bits.
;
; A Q16.16 operand often has a zero half (an integer has no fraction, a
; value below 1.0 has no integer part). With one 16-bit half h of an
; operand, the other zero, the product is h times the other operand
; (shifted up 16 places if h is the high half): a 16 x 32 product, whose
; step adds 16 bits and shifts 16 (no exx), half the work of the 32-bit
; step. When neither operand has a zero half, the product is the sum of
; two such passes, over the low and the high half of a.
;
; m8: one nonzero multiplier byte, A, times the multiplicand BC, with the
; running high word in HL (shift and add, as in umul): eight unrolled
; steps, each adding BC to HL when its multiplier bit is 1 and shifting
; HL right one place, the bit leaving it entering the top of A. The
; carry must be clear on entry (it becomes the top bit of A, out of the
; eighth step). Returns the product byte in A; changes only AF and HL.
.macro  step16  ?skip
        jr      nc, skip
        add     hl, bc              ; carry = bit 16 of the sum
skip:
        rr      h
        rr      l
        rra                         ; product bit in, next multiplier bit out
.endm

m8:
        rra                         ; carry = first multiplier bit
        step16
        step16
        step16
        step16
        step16
        step16
        step16
        step16
        ret

; One multiplier byte, A, through m8; a zero byte is a plain 8-bit shift
; of HL, in line.
.macro  mbyte   ?nonzero, ?done
        or      a                   ; (carry clear for m8)
        jr      nz, nonzero
        ld      a, l
        ld      l, h
        ld      h, #0
        jr      done
nonzero:
        call    m8
done:
.endm

; m16: BC times the 32 bits in BC' (high word) and DE: the 48-bit product
; in HL (bits 32..47), BC' (bits 16..31) and DE (bits 0..15). Changes AF
; and HL; keeps BC, HL' and DE'.
m16:
        ld      hl, #0
        ld      a, e
        mbyte
        ld      e, a
        ld      a, d
        mbyte
        ld      d, a
        exx
        ld      a, c
        exx
        mbyte
        exx
        ld      c, a
        ld      a, b
        exx
        mbyte
        exx
        ld      b, a
        exx
        ret

; fc_mul. a arrives in HL (high word) and DE, b and out on the stack. The
; return address goes to IY; b is popped into the alternate BC (high
; word) and DE; out stays on the stack until the result is stored. The
; product's sign is kept in bit 7 of the alternate A.
;
; The magnitudes' product P is Q times 2^16 or Q itself, Q from one m16
; pass, or the sum of two passes; the result magnitude R is P / 2^16
; with bit 15 of P added (ties away from zero), and it must be below
; 2^31, or equal to 2^31 for a negative product. Each case forms only
; what it needs: R's 32 bits and whether anything lies above them.
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
        ld      a, d
        or      e
        jr      z, mblo0
        ld      a, b
        or      c
        jr      z, mbhi0
        exx
        ld      a, d
        or      e
        jr      z, malo0
        ld      a, h
        or      l
        jr      z, mahi0

; Neither has a zero half: Q0 = a's low half times b, Q1 = a's high half
; times b, R = Q1 + T, T = Q0 / 2^16 rounded (Q0 < 2^47: T fits 32 bits).
        push    hl                  ; a, high half
        ld      b, d
        ld      c, e
        exx
        push    bc                  ; b
        push    de
        push    de
        exx
        pop     de                  ; BC' DE = b
        call    m16                 ; Q0 in HL BC' DE
        sla     d                   ; carry = bit 15 of Q0
        exx
        ld      hl, #0
        adc     hl, bc
        exx
        ld      bc, #0
        adc     hl, bc              ; T in HL HL'
        pop     de                  ; b, low word
        pop     bc                  ; b, high word
        ex      (sp), hl            ; T's high word for a's high half
        exx
        push    hl                  ; T's low word
        exx
        push    bc
        ld      b, h
        ld      c, l
        exx
        pop     bc                  ; BC' DE = b again
        exx
        call    m16                 ; Q1 in HL BC' DE
        ld      a, h
        or      l
        jp      nz, mover2          ; Q1 reaches 2^32
        ex      de, hl
        pop     de                  ; T, low word
        add     hl, de
        ex      de, hl              ; R, low word
        pop     hl                  ; T, high word
        exx
        push    bc
        exx
        pop     bc
        adc     hl, bc              ; R, high word
        jr      nc, mtail
        jp      mover

; b's low half is zero: Q = b's high half times a, R = Q.
mblo0:
        push    bc
        exx
        push    hl
        exx
        pop     bc                  ; BC' DE = a
        exx
        pop     bc
        call    m16
        jr      mshift16

; b's high half is zero: Q = b's low half times a, R = Q / 2^16 rounded.
mbhi0:
        push    de
        exx
        push    hl
        exx
        pop     bc                  ; BC' DE = a
        exx
        pop     bc
        call    m16
        jr      mshift0

; a's low half is zero: Q = a's high half times b, R = Q.
malo0:
        ld      b, h
        ld      c, l
        exx
        push    de
        exx
        pop     de                  ; BC' DE = b
        call    m16
mshift16:
        ld      a, h
        or      l
        jr      nz, mover           ; R reaches 2^32
        exx
        push    bc
        exx
        pop     hl                  ; R in HL DE
        jr      mtail

; a's high half is zero: Q = a's low half times b, R = Q / 2^16 rounded.
mahi0:
        ld      b, d
        ld      c, e
        exx
        push    de
        exx
        pop     de                  ; BC' DE = b
        call    m16
mshift0:
        sla     d                   ; carry = bit 15 of Q
        exx
        push    bc
        exx
        pop     de                  ; R in HL DE, before the rounding
        jr      nc, mtail
        inc     de                  ; (Q < 2^47: no carry out of HL)
        ld      a, d
        or      e
        jr      nz, mtail
        inc     hl

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
mover2:
        pop     af                  ; T
        pop     af
mover:
        pop     af                  ; out
        ld      de, #-8             ; FC_ERR_OVERFLOW
        jp      (iy)
