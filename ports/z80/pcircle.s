; fixcol Z80 port: fc_point_in_circle's common case in assembly
; (FC_PORT_CIRCLE=1): as fc_circle_circle's (ports/z80/circle.s, whose
; header has the contract and the calling convention), with the point for
; the first circle's center and the circle's radius for the reach; what
; the quick range test does not pass goes to the checks alone
; (fci_point_circle_check) and, when they pass, is decided here too.
;
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);

        .module pcircle
        .globl  _fc_point_in_circle
        .globl  _fci_point_circle_check
        .globl  fcz80_circle_decide
        .include "circle.inc"
        .area   _CODE

; p at IY, c at IX: fc_vec { x, y } at 0, 4.
_fc_point_in_circle:
        ld      a, h
        or      l
        jp      z, pchk
        ld      a, d
        or      e
        jp      z, pchk
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
pgo:
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
pchk:
        push    hl
        push    de
        call    _fci_point_circle_check   ; (c, p): DE = FC_OK or the error
        ld      a, d
        or      e
        pop     bc                  ; p
        pop     hl                  ; c
        ret     nz                  ; the error code, in DE
        push    ix                  ; every value in range: decided here
        push    bc
        pop     iy                  ; p
        push    hl
        pop     ix                  ; c
        jp      pgo
