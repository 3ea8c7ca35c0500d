; fixcol Z80 port: the multiplies of the portable wide arithmetic and the
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
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; for the wide products the pointer r arrives in HL, a and b on the stack
; above the return address (sp+2..5 = a, sp+6..9 = b, little endian); for
; fc_mul a arrives in HL (high word) and DE (low word), b and out on the
; stack (sp+2..5, sp+6..7), and the int result goes back in DE. The
; callee removes the stack arguments, and may overwrite them: the wide
; products form the magnitudes and the product in place; fc_mul pops
; them and works in registers. IX (the frame pointer)
; is left alone; AF, BC, DE, HL, IY and the alternate set are scratch
; (the library's SDCC output uses no alternate register).

        .module umul32
        .globl  _fc_port_umul32
        .globl  _fc_wide_umul
        .globl  _fc_wide_mul
        .globl  _fc_wide_muladd
        .globl  _fc_wide_mulsub
        .globl  _fc_mul
        .area   _CODE

; The unsigned product of BC' BC (the multiplicand: high word in the
; alternate BC) and the four bytes at IY (the multiplier), which are
; replaced by the low 32 bits of the product; the high 32 bits come back
; in HL' (high half) and HL (low half). IY is kept.
;
; Shift and add, one multiplier byte at a time, its eight steps unrolled:
; the running high word gets the multiplicand added when the multiplier
; bit is 1, then shifts right one place; the bit leaving it enters the
; top of the multiplier byte in A, which therefore ends up holding that
; byte of the product. A zero multiplier byte is a plain 8-bit shift of
; the high word.
; One multiplier bit, in the carry: add the multiplicand to the running
; high word when it is 1, then shift the high word right one place, the
; bit leaving it entering the top of A, whose next bit comes out.
.macro  onebit  ?noadd, ?done
        jr      nc, noadd
        add     hl, bc
        exx
        adc     hl, bc              ; carry = bit 32 of the partial sum
        rr      h
        rr      l
        exx
        rr      h
        rr      l
        rra                         ; product bit in, next multiplier bit out
        jr      done
noadd:
        exx
        rr      h
        rr      l
        exx
        rr      h
        rr      l
        rra
done:
.endm

umul:
        ld      hl, #0
        exx
        ld      hl, #0
        exx
        ld      d, #4               ; multiplier bytes
byte:
        ld      a, 0 (iy)
        or      a                   ; carry clear
        jp      z, zero
        rra                         ; carry = first multiplier bit
        onebit
        onebit
        onebit
        onebit
        onebit
        onebit
        onebit
        onebit
        jr      next
zero:                               ; multiplier byte 0: shift right 8 places
        ld      e, l
        ld      l, h
        exx
        ld      a, l
        ld      l, h
        ld      h, #0
        exx
        ld      h, a
        ld      a, e
next:
        ld      0 (iy), a           ; product byte
        inc     iy
        dec     d
        jp      nz, byte
        ld      de, #-4
        add     iy, de
        ret

; The four bytes at IY+n, negated in place.
.macro  neg4    n
        xor     a
        sub     n (iy)
        ld      n (iy), a
        ld      a, #0
        sbc     a, n+1 (iy)
        ld      n+1 (iy), a
        ld      a, #0
        sbc     a, n+2 (iy)
        ld      n+2 (iy), a
        ld      a, #0
        sbc     a, n+3 (iy)
        ld      n+3 (iy), a
.endm

; The frame of the wide products, after push hl and IY = SP: r at IY+0,
; the return address at IY+2, a at IY+4..7, b at IY+8..11.
;
; signs: a and b replaced by their magnitudes; A bit 7 = the product's
; sign.
signs:
        ld      a, 7 (iy)
        xor     11 (iy)
        push    af
        bit     7, 7 (iy)
        jr      z, apos
        neg4    4
apos:
        bit     7, 11 (iy)
        jr      z, bpos
        neg4    8
bpos:
        pop     af
        ret

; prod: the product of the magnitudes at IY+4 and IY+8, low word over b
; (IY+8..11), high word over a (IY+4..7).
prod:
        ld      c, 4 (iy)
        ld      b, 5 (iy)
        exx
        ld      c, 6 (iy)
        ld      b, 7 (iy)
        exx
        push    iy
        ld      de, #8
        add     iy, de
        call    umul
        pop     iy
        ld      4 (iy), l
        ld      5 (iy), h
        exx
        ld      6 (iy), l
        ld      7 (iy), h
        exx
        ret

; The product's bytes in order: IY+8..11, then IY+4..7.
.macro  bytes8  op
        op      8
        op      9
        op      10
        op      11
        op      4
        op      5
        op      6
        op      7
.endm
.macro  copy1   n
        ld      a, n (iy)
        ld      (de), a
        inc     de
.endm
.macro  neg1    n
        ld      a, #0
        sbc     a, n (iy)
        ld      (de), a
        inc     de
.endm
.macro  add1    n
        ld      a, (de)
        adc     a, n (iy)
        ld      (de), a
        inc     de
.endm
.macro  sub1    n
        ld      a, (de)
        sbc     a, n (iy)
        ld      (de), a
        inc     de
.endm

; *r = the product, negated for A bit 7 set; then return, dropping the
; 8 bytes of a and b.
store:
        ld      b, a
        ld      e, 0 (iy)
        ld      d, 1 (iy)
        ld      a, e
        or      d
        jp      z, leave            ; r = NULL
        bit     7, b
        jr      nz, storeneg
        bytes8  copy1
        jp      leave
storeneg:
        or      a                   ; carry clear: 0 - the product
        bytes8  neg1
        jp      leave

; *r += the product for A bit 7 clear, *r -= it for A bit 7 set.
accumulate:
        ld      b, a
        ld      e, 0 (iy)
        ld      d, 1 (iy)
        ld      a, e
        or      d
        jp      z, leave
        or      a                   ; carry clear
        bit     7, b                ; (keeps the carry)
        jr      nz, accsub
        bytes8  add1
        jp      leave
accsub:
        bytes8  sub1
leave:
        pop     hl                  ; r
        pop     hl                  ; return address
        pop     af                  ; the caller's 8 bytes of a and b
        pop     af
        pop     af
        pop     af
        jp      (hl)

_fc_port_umul32:
_fc_wide_umul:
        push    hl
        ld      iy, #0
        add     iy, sp
        call    prod
        xor     a                   ; as it is
        jp      store

_fc_wide_mul:
        push    hl
        ld      iy, #0
        add     iy, sp
        call    signs
        push    af
        call    prod
        pop     af
        jp      store

_fc_wide_muladd:
        push    hl
        ld      iy, #0
        add     iy, sp
        call    signs
        push    af
        call    prod
        pop     af
        jp      accumulate

_fc_wide_mulsub:
        push    hl
        ld      iy, #0
        add     iy, sp
        call    signs
        xor     #0x80               ; subtracting a * b adds -(a * b)
        push    af
        call    prod
        pop     af
        jp      accumulate

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
