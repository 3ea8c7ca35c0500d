; fixcol Z80 port: unsigned 32 x 32 -> 64 multiply for the portable wide
; arithmetic (FC_PORT_UMUL32=1; src/wide.c calls it from fc_wide_mul,
; fc_wide_umul, fc_wide_muladd and fc_wide_mulsub).
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
;   r->lo = low 32 bits of a * b, r->hi = high 32 bits.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; the first argument, the pointer r, arrives in HL; a and b are on the
; stack above the return address (sp+2..5 = a, sp+6..9 = b, little
; endian), and the callee removes them. IX (the frame pointer) is left
; alone; AF, BC, DE, HL, IY and the alternate set are scratch (the
; library's SDCC output uses no alternate register).
;
; Shift and add, one multiplier byte at a time: the running high word
; (HL' high half, HL low half) gets the multiplicand (BC' high, BC low)
; added when the multiplier bit is 1, then shifts right one place; the
; bit leaving HL enters the top of the multiplier byte in A, which
; therefore ends up holding that byte of the product, stored back over b.
; A zero multiplier byte is a plain 8-bit shift of the high word.

        .module umul32
        .globl  _fc_port_umul32
        .area   _CODE

_fc_port_umul32:
        push    hl                  ; r: iy+0, return iy+2, a iy+4, b iy+8
        ld      iy, #0
        add     iy, sp
        ld      c, 4 (iy)
        ld      b, 5 (iy)
        ld      hl, #0
        exx
        ld      c, 6 (iy)
        ld      b, 7 (iy)
        ld      hl, #0
        exx
        ld      d, #4               ; multiplier bytes
byte:
        ld      e, #8
        ld      a, 8 (iy)
        or      a                   ; carry clear
        jr      z, zero
        rra                         ; carry = first multiplier bit
bits:
        jr      nc, noadd
        add     hl, bc
        exx
        adc     hl, bc              ; carry = bit 32 of the partial sum
        jr      shift
noadd:
        exx
shift:
        rr      h
        rr      l
        exx
        rr      h
        rr      l
        rra                         ; product bit in, next multiplier bit out
        dec     e                   ; (keeps the carry)
        jr      nz, bits
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
        ld      8 (iy), a           ; product byte
        inc     iy
        dec     d
        jr      nz, byte
        ld      iy, #0
        add     iy, sp
        ld      e, 0 (iy)           ; DE = r
        ld      d, 1 (iy)
        ld      a, 8 (iy)
        ld      (de), a
        inc     de
        ld      a, 9 (iy)
        ld      (de), a
        inc     de
        ld      a, 10 (iy)
        ld      (de), a
        inc     de
        ld      a, 11 (iy)
        ld      (de), a
        inc     de
        ex      de, hl              ; HL = &r->hi, DE = high word low half
        ld      (hl), e
        inc     hl
        ld      (hl), d
        inc     hl
        exx
        push    hl
        exx
        pop     de                  ; high word high half
        ld      (hl), e
        inc     hl
        ld      (hl), d
        pop     hl                  ; r
        pop     hl                  ; return address
        pop     af                  ; the caller's 8 bytes of a and b
        pop     af
        pop     af
        pop     af
        jp      (hl)
