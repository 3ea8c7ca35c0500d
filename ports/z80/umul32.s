; fixcol Z80 port: the multiplies of the portable wide arithmetic, in
; assembly (FC_PORT_UMUL32=1 and FC_PORT_MUL=1, see include/fixcol/config.h;
; src/wide.c and src/wide_ops.c then leave their C versions out). The
; Q16.16 product, fc_mul, is in fmul.s: a module of its own, so that a
; program that only needs the wide products (the circle tests, say) does
; not link it (SDCC's linker takes whole modules).
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);  r = a * b
;   void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b);    the same
;   void fc_wide_mul(fc_wide *r, int32_t a, int32_t b);       r = a * b
;   void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b);    r += a * b
;   void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b);    r -= a * b
;
; Every one has the contract of its C version: a NULL r is not written.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; for the wide products the pointer r arrives in HL, a and b on the stack
; above the return address (sp+2..5 = a, sp+6..9 = b, little endian). The
; callee removes the stack arguments, and may overwrite them: the wide
; products form the magnitudes and the product in place. IX (the frame pointer)
; is left alone; AF, BC, DE, HL, IY and the alternate set are scratch
; (the library's SDCC output uses no alternate register).

        .module umul32
        .globl  _fc_port_umul32
        .globl  _fc_wide_umul
        .globl  _fc_wide_mul
        .globl  _fc_wide_muladd
        .globl  _fc_wide_mulsub
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
