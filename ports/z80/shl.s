; fixcol Z80 port: the left shift of a 64-bit value under fc_wide_shl and
; the divisions by a stored length (FC_PORT_SHL=1, include/fixcol/config.h;
; src/wide_ops.c then leaves its C version out):
;
;   int fci_wide_shl_lost(fc_wide *r, const fc_wide *a, unsigned n);
;
; *r = a 2^n modulo 2^64 (r may be a; neither is NULL), and 1 when a bit
; that is 1 leaves the top (a 2^n >= 2^64), else 0: the contract in
; src/internal.h, for every n.
;
; SDCC shifts a 32-bit word by a variable count one bit at a time, and by
; a constant 8 as eight steps through its frame: about 2,800 T-states for
; the shift by 9 to 12 places under a unit normal. Here a is copied into
; *r, whole bytes move up (lddr), the bytes that leave are ORed into the
; answer, and the last 0 to 7 places are rotated through the eight bytes
; in place.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; r in HL, a in DE, n on the stack above the return address (sp+2..3),
; removed by the callee; the int result in DE. IX (the frame pointer) is
; kept; AF, BC, DE and HL are scratch.
;
; An fc_wide is { uint32_t lo; uint32_t hi; }, little endian: byte 7 is
; the most significant.

        .module shl
        .globl  _fci_wide_shl_lost
        .area   _CODE

_fci_wide_shl_lost::
        ex      de, hl              ; *r = a: HL = a, DE = r
        push    de
        ld      bc, #8
        ldir
        pop     hl                  ; HL = r
        pop     de                  ; the return address
        pop     bc                  ; n
        push    de
        ld      a, b
        or      a
        jr      nz, 5$              ; n >= 256
        ld      a, c
        cp      #64
        jr      nc, 5$              ; every bit leaves
        ld      c, #0               ; C: the bits that left, ORed
1$:     cp      #8                  ; whole bytes
        jr      c, 2$
        sub     #8
        push    af
        push    hl
        ld      de, #7
        add     hl, de              ; HL = &r[7]
        ld      a, (hl)             ; it leaves
        or      c
        ld      c, a
        ld      d, h
        ld      e, l
        dec     hl
        push    bc
        ld      bc, #7
        lddr                        ; r[7 .. 1] = r[6 .. 0]; DE ends at &r[0]
        pop     bc
        xor     a
        ld      (de), a             ; r[0] = 0
        pop     hl
        pop     af
        jr      1$
2$:     or      a                   ; then 0 to 7 places
        jr      z, 4$
        ld      b, a
3$:     push    hl
        sla     (hl)                ; r[0], its top bit into the carry
        .rept   7
        inc     hl                  ; (16-bit inc keeps the carry)
        rl      (hl)
        .endm
        pop     hl
        jr      nc, 6$
        ld      c, #1               ; a 1 left the top
6$:     djnz    3$
4$:     ld      de, #0
        ld      a, c
        or      a
        ret     z
        inc     e
        ret
5$:     ld      b, #8               ; n > 63: *r = 0, and a 1 left when
        ld      c, #0               ; a was not 0
7$:     ld      a, (hl)
        or      c
        ld      c, a
        xor     a
        ld      (hl), a
        inc     hl
        djnz    7$
        jr      4$
