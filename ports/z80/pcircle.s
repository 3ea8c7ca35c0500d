; fixcol Z80 port: fc_point_in_circle's common case in assembly
; (FC_PORT_CIRCLE=1): as fc_circle_circle's (ports/z80/circle.s, whose
; header has the contract and the calling convention), with the point for
; the first circle's center and the circle's radius for the reach; the
; rest goes to the C version, fci_point_in_circle_c.
;
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);

        .module pcircle
        .globl  _fc_point_in_circle
        .globl  _fci_point_in_circle_c
        .globl  fcz80_circle_decide
        .include "circle.inc"
        .area   _CODE

; p at IY, c at IX: fc_vec { x, y } at 0, 4.
_fc_point_in_circle:
        ld      a, h
        or      l
        jp      z, _fci_point_in_circle_c
        ld      a, d
        or      e
        jp      z, _fci_point_in_circle_c
        push    ix
        push    de
        pop     iy                  ; p
        push    hl
        pop     ix                  ; c
        ld      b, #0
        top     iy, 0
        top     iy, 4
        top     ix, 0
        top     ix, 4
        cp      #0x40
        jr      nc, pslow
        ld      a, 11 (ix)
        cp      #0x20
        jr      nc, pslow           ; the radius negative or 2^29 and more
        frame
        diff    0                   ; dx = p.x - c.c.x
        diff    4                   ; dy
        ld      a, 8 (ix)           ; R = r
        ld      (hl), a
        inc     hl
        ld      a, 9 (ix)
        ld      (hl), a
        inc     hl
        ld      a, 10 (ix)
        ld      (hl), a
        inc     hl
        ld      a, 11 (ix)
        ld      (hl), a
        ld      ix, #0
        add     ix, sp
        jp      fcz80_circle_decide
pslow:
        push    ix
        pop     hl                  ; c
        push    iy
        pop     de                  ; p
        pop     ix
        jp      _fci_point_in_circle_c
