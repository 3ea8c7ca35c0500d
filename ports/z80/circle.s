; fixcol Z80 port: the circle tests' common case in assembly
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
; The decision is ports/z80/circle_decide.s (|dx|, |dy| against R, then
; the 64-bit squares only between the clear cases); fc_point_in_circle is
; ports/z80/pcircle.s, so that a program links only what it calls.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; the first pointer arrives in HL, the second in DE, nothing on the
; stack; the int result goes back in DE. IX (the frame pointer) is saved
; and restored; AF, BC, DE, HL and IY are scratch, and so are the
; alternate registers (the products use them). The offsets, the reach
; and the squares live in a 36-byte frame on the stack: the routines
; keep no static data and are reentrant.

        .module circle
        .globl  _fc_circle_circle
        .globl  _fci_circles_check
        .globl  fcz80_circle_decide
        .include "circle.inc"
        .area   _CODE

; a at IY, b at IX: fc_circle { c.x, c.y, r } at 0, 4, 8.
_fc_circle_circle:
        ld      a, h
        or      l
        jp      z, cchk
        ld      a, d
        or      e
        jp      z, cchk
        push    ix
        push    hl
        pop     iy                  ; a
        push    de
        pop     ix                  ; b
        ld      b, #0
        top     iy, 0
        top     iy, 4
        top     ix, 0
        top     ix, 4
        cp      #0x40
        jr      nc, cslow           ; a coordinate near or past the ends
        ld      a, 11 (iy)
        or      11 (ix)
        cp      #0x20
        jr      nc, cslow           ; a radius negative or 2^29 and more
cgo:
        frame
        diff    0                   ; dx = a.c.x - b.c.x
        diff    4                   ; dy
        ld      a, 8 (iy)           ; R = ra + rb
        add     a, 8 (ix)
        ld      (hl), a
        inc     hl
        ld      a, 9 (iy)
        adc     a, 9 (ix)
        ld      (hl), a
        inc     hl
        ld      a, 10 (iy)
        adc     a, 10 (ix)
        ld      (hl), a
        inc     hl
        ld      a, 11 (iy)
        adc     a, 11 (ix)
        ld      (hl), a
        ld      ix, #0
        add     ix, sp
        jp      fcz80_circle_decide
cslow:
        push    iy
        pop     hl                  ; a
        push    ix
        pop     de                  ; b
        pop     ix
cchk:
        push    hl
        push    de
        call    _fci_circles_check  ; (a, b): DE = FC_OK or the error
        ld      a, d
        or      e
        pop     bc                  ; b
        pop     hl                  ; a
        ret     nz                  ; the error code, in DE
        push    ix                  ; every value in range: decided here
        push    hl
        pop     iy                  ; a
        push    bc
        pop     ix                  ; b
        jp      cgo

