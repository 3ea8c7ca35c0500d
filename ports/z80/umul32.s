; fixcol Z80 port: the unsigned 32 x 32 -> 64 product under the
; multiplies of the portable wide arithmetic, in assembly (FC_PORT_UMUL32=1
; and FC_PORT_MUL=1, see include/fixcol/config.h; src/wide.c and
; src/wide_ops.c then leave their C versions out):
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);  r = a * b
;   void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b);    the same
;
; A NULL r is not written. The signed products are in wmul.s and the
; Q16.16 product, fc_mul, in fmul.s: modules of their own, so that a
; program links only what it calls (SDCC's linker takes whole modules);
; the circle tests in assembly (circle_decide.s) call fc_port_umul32
; alone.
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
        .globl  fcz80_prod
        .globl  fcz80_store
        .globl  fcz80_leave
        .globl  fcz80_umul
        .include "umul.inc"
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
fcz80_umul::                        ; (the name ports/z80/depth.s calls)
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

; prod: the product of the magnitudes at IY+4 and IY+8, low word over b
; (IY+8..11), high word over a (IY+4..7).
fcz80_prod::
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

; *r = the product (unless r is NULL); then return, dropping the 8 bytes
; of a and b. fcz80_leave: the return alone.
fcz80_store::
        ld      e, 0 (iy)
        ld      d, 1 (iy)
        ld      a, e
        or      d
        jp      z, fcz80_leave      ; r = NULL
        bytes8  copy1
fcz80_leave::
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
        call    fcz80_prod
        jp      fcz80_store
