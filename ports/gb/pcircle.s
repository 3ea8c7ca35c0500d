; fixcol Game Boy port: fc_point_in_circle's common case in SM83 assembly
; (FC_PORT_CIRCLE=1): as fc_circle_circle's (ports/gb/circle.s, whose
; header has the contract and the calling convention), with the point for
; the second circle's center and the circle's radius for the reach; what
; the quick range test does not pass goes to the checks alone
; (fci_point_circle_check) and, when they pass, is decided here too.
;
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);

        .module pcircle
        .globl  _fc_point_in_circle
        .globl  _fci_point_circle_check
        .globl  fcgb_circle_decide
        .include "circle.inc"
        .area   _CODE

; c at DE, p at BC: fc_vec { x, y } at 0, 4.
_fc_point_in_circle:
        ld      a, d
        or      a, e
        jp      Z, pchk
        ld      a, b
        or      a, c
        jp      Z, pchk
        below_or de, 3, 0x20, 0x40, pchk   ; coordinates
        below_or de, 7, 0x20, 0x40, pchk
        below_or bc, 3, 0x20, 0x40, pchk
        below_or bc, 7, 0x20, 0x40, pchk
        below_or de, 11, 0, 0x20, pchk     ; the radius
pgo:
        frame_from_de               ; c.c.x, c.c.y, r (the reach)
        sub_from_bc                 ; p.x - c.c.x
        sub_from_bc                 ; p.y - c.c.y
        jp      fcgb_circle_decide
pchk:
        push    de
        push    bc
        call    _fci_point_circle_check   ; (c, p): BC = FC_OK or the error
        ld      a, b
        or      a, c
        jr      Z, 1$
        add     sp, #4              ; the error code, in BC
        ret
1$:
        pop     bc                  ; every value in range: decided here
        pop     de
        jp      pgo
