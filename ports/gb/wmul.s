; fixcol Game Boy port: the wide products of the portable arithmetic in
; SM83 assembly (FC_PORT_MUL=1, with FC_PORT_UMUL32=1), over the unsigned
; product of ports/gb/umul32.s, whose header has the calling convention:
;
;   void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b);    r = a * b
;   void fc_wide_mul(fc_wide *r, int32_t a, int32_t b);       r = a * b
;   void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b);    r += a * b
;   void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b);    r -= a * b
;
; Each has the contract of its C version: a NULL r is not written.
        .module wmul
        .globl  _fc_port_umul32
        .globl  _fc_wide_umul
        .globl  _fc_wide_mul
        .globl  _fc_wide_muladd
        .globl  _fc_wide_mulsub
        .include "pushw.inc"
        .area   _CODE
        .include "neg4.inc"
        .include "sign.inc"
        .include "neg8.inc"

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
