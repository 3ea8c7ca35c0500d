; fixcol Game Boy port: fc_point_in_circle's common case in SM83 assembly
; (FC_PORT_CIRCLE=1): as fc_circle_circle's (ports/gb/circle.s, whose
; header has the contract and the calling convention), with the point for
; the second circle's center and the circle's radius for the reach; the
; rest goes to the C version, fci_point_in_circle_c.
;
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);

        .module pcircle
        .globl  _fc_point_in_circle
        .globl  _fci_point_in_circle_c
        .globl  fcgb_circle_decide
        .include "circle.inc"
        .area   _CODE

; c at DE, p at BC: fc_vec { x, y } at 0, 4.
_fc_point_in_circle:
        ld      a, d
        or      a, e
        jp      Z, _fci_point_in_circle_c
        ld      a, b
        or      a, c
        jp      Z, _fci_point_in_circle_c
        below_or de, 3, 0x20, 0x40, _fci_point_in_circle_c   ; coordinates
        below_or de, 7, 0x20, 0x40, _fci_point_in_circle_c
        below_or bc, 3, 0x20, 0x40, _fci_point_in_circle_c
        below_or bc, 7, 0x20, 0x40, _fci_point_in_circle_c
        below_or de, 11, 0, 0x20, _fci_point_in_circle_c     ; the radius
        frame_from_de               ; c.c.x, c.c.y, r (the reach)
        sub_from_bc                 ; p.x - c.c.x
        sub_from_bc                 ; p.y - c.c.y
        jp      fcgb_circle_decide
