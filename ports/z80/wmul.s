; fixcol Z80 port: the signed wide products of the portable arithmetic
; in assembly (FC_PORT_MUL=1, with FC_PORT_UMUL32=1), over the product of
; the magnitudes in ports/z80/umul32.s, whose header has the calling
; convention:
;
;   void fc_wide_mul(fc_wide *r, int32_t a, int32_t b);       r = a * b
;   void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b);    r += a * b
;   void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b);    r -= a * b
;
; Every one has the contract of its C version: a NULL r is not written.

        .module wmul
        .globl  _fc_wide_mul
        .globl  _fc_wide_muladd
        .globl  _fc_wide_mulsub
        .globl  fcz80_prod
        .globl  fcz80_store
        .globl  fcz80_leave
        .include "umul.inc"
        .area   _CODE

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

; *r = the product, negated for A bit 7 set; then return, dropping the
; 8 bytes of a and b.
store:
        bit     7, a
        jp      z, fcz80_store
        ld      e, 0 (iy)
        ld      d, 1 (iy)
        ld      a, e
        or      d
        jp      z, fcz80_leave      ; r = NULL
        or      a                   ; carry clear: 0 - the product
        bytes8  neg1
        jp      fcz80_leave

; *r += the product for A bit 7 clear, *r -= it for A bit 7 set.
accumulate:
        ld      b, a
        ld      e, 0 (iy)
        ld      d, 1 (iy)
        ld      a, e
        or      d
        jp      z, fcz80_leave
        or      a                   ; carry clear
        bit     7, b                ; (keeps the carry)
        jr      nz, accsub
        bytes8  add1
        jp      fcz80_leave
accsub:
        bytes8  sub1
        jp      fcz80_leave

_fc_wide_mul:
        push    hl
        ld      iy, #0
        add     iy, sp
        call    signs
        push    af
        call    fcz80_prod
        pop     af
        jp      store

_fc_wide_muladd:
        push    hl
        ld      iy, #0
        add     iy, sp
        call    signs
        push    af
        call    fcz80_prod
        pop     af
        jp      accumulate

_fc_wide_mulsub:
        push    hl
        ld      iy, #0
        add     iy, sp
        call    signs
        xor     #0x80               ; subtracting a * b adds -(a * b)
        push    af
        call    fcz80_prod
        pop     af
        jp      accumulate
