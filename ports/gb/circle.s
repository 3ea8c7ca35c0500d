; fixcol Game Boy port: the circle tests' common case in SM83 assembly
; (FC_PORT_CIRCLE=1, see include/fixcol/config.h).
;
;   int fc_circle_circle(const fc_circle *a, const fc_circle *b);
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);
;
; When both pointers are set and every value is comfortably in range
; (each coordinate's top byte plus 0x20 below 0x40, that is within
; [-2^29, 2^29) raw, and each radius below 2^29), every check of the C
; versions passes, and the answer is whether |d| <= R exactly, for d the
; offset of the centers (of the center and the point) and R the sum of
; the radii (the radius). Anything else goes to the checks alone, which
; src/circle_check.c compiles as fci_circles_check and
; fci_point_circle_check, with the arguments as they came: NULL pointers
; and out-of-range values get their error codes there, and what passes
; them (a value at the end of the range, 2^29) is decided here as well:
; the decision holds over the whole range (|d| <= 2^30, R <= 2^30). The
; C versions (fci_circle_circle_c, fci_point_in_circle_c) are what
; circle-test.sh compares with; a program does not link them.
;
; The decision is ports/gb/circle_decide.s (|dx|, |dy| against R, then
; the 64-bit squares only between the clear cases); fc_point_in_circle is
; ports/gb/pcircle.s, so that a program links only what it calls.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default):
; the first pointer arrives in DE, the second in BC, nothing on the
; stack; the int result goes back in BC. A, BC, DE and HL are scratch.
; The offsets, the reach and the squares live in a 36-byte frame on the
; stack (ports/gb/circle.inc): the routines keep no static data and are
; reentrant. With the SM83's one pointer for arithmetic on memory (HL),
; the first shape is copied into the frame and the second subtracted
; from it in place.

        .module circle
        .globl  _fc_circle_circle
        .globl  _fci_circles_check
        .globl  fcgb_circle_decide
        .include "circle.inc"
        .area   _CODE

; a at DE, b at BC: fc_circle { c.x, c.y, r } at 0, 4, 8.
_fc_circle_circle:
        ld      a, d
        or      a, e
        jp      Z, cchk
        ld      a, b
        or      a, c
        jp      Z, cchk
        below_or de, 3, 0x20, 0x40, cchk   ; coordinates
        below_or de, 7, 0x20, 0x40, cchk
        below_or bc, 3, 0x20, 0x40, cchk
        below_or bc, 7, 0x20, 0x40, cchk
        below_or de, 11, 0, 0x20, cchk     ; radii
        below_or bc, 11, 0, 0x20, cchk
cgo:
        frame_from_de               ; a's c.x, c.y, r
        sub_from_bc                 ; b.c.x - a.c.x
        sub_from_bc                 ; b.c.y - a.c.y
        ld      a, (bc)             ; R = ra + rb
        add     a, (hl)
        ld      (hl+), a
        inc     bc
        .rept   3
        ld      a, (bc)
        adc     a, (hl)
        ld      (hl+), a
        inc     bc
        .endm
        jp      fcgb_circle_decide
cchk:
        push    de
        push    bc
        call    _fci_circles_check   ; (a, b): BC = FC_OK or the error
        ld      a, b
        or      a, c
        jr      Z, 1$
        add     sp, #4              ; the error code, in BC
        ret
1$:
        pop     bc                  ; every value in range: decided here
        pop     de
        jp      cgo
