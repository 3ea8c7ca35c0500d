; fixcol Game Boy port: the left shift of a 64-bit value under
; fc_wide_shl and the divisions by a stored length, in SM83 assembly
; (FC_PORT_SHL=1, include/fixcol/config.h; src/wide_ops.c then leaves
; its C version out):
;
;   int fci_wide_shl_lost(fc_wide *r, const fc_wide *a, unsigned n);
;
; *r = a 2^n modulo 2^64 (r may be a; neither is NULL), and 1 when a bit
; that is 1 leaves the top (a 2^n >= 2^64), else 0: the contract in
; src/internal.h, for every n.
;
; SDCC shifts a 32-bit word by a variable count one bit at a time, and by
; a constant 8 as eight steps through its frame. Here a is copied into
; *r, whole bytes move up, the bytes that leave are ORed into the answer,
; and the last 0 to 7 places are rotated through the eight bytes in
; place. It stays in the fixed bank (_CODE), beside src/wide_ops.c.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default):
; r in DE, a in BC, n on the stack above the return address (sp+2..3),
; removed by the callee; the int result in BC. A, BC, DE and HL are
; scratch.
;
; An fc_wide is { uint32_t lo; uint32_t hi; }, little endian: byte 7 is
; the most significant.

        .module shl
        .globl  _fci_wide_shl_lost
        .area   _CODE

_fci_wide_shl_lost::
        ld      h, b                ; *r = a
        ld      l, c
        push    de
        ld      c, #8
1$:     ld      a, (hl+)
        ld      (de), a
        inc     de
        dec     c
        jr      nz, 1$
        pop     hl                  ; HL = r
        pop     de                  ; the return address
        pop     bc                  ; n
        push    de
        ld      a, b
        or      a, a
        jr      nz, 5$              ; n >= 256
        ld      a, c
        cp      a, #64
        jr      nc, 5$              ; every bit leaves
        ld      c, #0               ; C: the bits that left, ORed
2$:     cp      a, #8               ; whole bytes
        jr      c, 3$
        sub     a, #8
        ld      b, a
        push    hl
        ld      de, #7
        add     hl, de              ; HL = &r[7]
        ld      a, (hl)             ; it leaves
        or      a, c
        ld      c, a
        ld      d, #7               ; r[7 .. 1] = r[6 .. 0]
4$:     dec     hl
        ld      a, (hl+)
        ld      (hl-), a
        dec     d
        jr      nz, 4$
        xor     a, a
        ld      (hl), a             ; r[0] = 0
        pop     hl
        ld      a, b
        jr      2$
3$:     or      a, a                ; then 0 to 7 places
        jr      z, 6$
        ld      b, a
7$:     push    hl
        sla     (hl)                ; r[0], its top bit into the carry
        .rept   7
        inc     hl                  ; (16-bit inc keeps the carry)
        rl      (hl)
        .endm
        pop     hl
        jr      nc, 8$
        ld      c, #1               ; a 1 left the top
8$:     dec     b
        jr      nz, 7$
6$:     ld      a, c
        or      a, a
        ld      bc, #0
        ret     z
        inc     c
        ret
5$:     ld      b, #8               ; n > 63: *r = 0, and a 1 left when
        ld      c, #0               ; a was not 0
9$:     ld      a, (hl)
        or      a, c
        ld      c, a
        xor     a, a
        ld      (hl+), a
        dec     b
        jr      nz, 9$
        jr      6$
