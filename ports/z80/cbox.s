; fixcol Z80 port: the circle and box tests in assembly (FC_PORT_CIRCLE=1,
; see include/fixcol/config.h), beside the circle pair's (circle.s, whose
; header has the calling convention).
;
;   int fc_circle_box(const fc_circle *a, const fc_box *b);
;   int fc_box_circle(const fc_box *a, const fc_circle *b);
;
; The checks alone come first, in C (fci_circle_box_check,
; src/circle_box_check.c): the circle's, then the box's, with their error
; codes. Then, with q the point of the box nearest the center, the answer
; is whether |c - q| <= r exactly: per axis the offset c - q is c - min
; below the box, c - max above it and 0 within, and the decision is the
; circle pair's (circle_decide.s) with R = r. Every value is in range by
; then, so the offsets are at most 2^30 and differences do not wrap.
; fc_box_circle is the same with its arguments swapped.

        .module cbox
        .globl  _fc_circle_box
        .globl  _fc_box_circle
        .globl  _fci_circle_box_check
        .globl  fcz80_circle_decide
        .include "circle.inc"
        .area   _CODE

; (HL) .. (HL+3) = the 32-bit value at 0 (IY) minus the one at off (IX);
; HL unchanged, A = the top byte of the difference.
.macro  diffto  off
        ld      a, 0 (iy)
        sub     off (ix)
        ld      (hl), a
        inc     hl
        ld      a, 1 (iy)
        sbc     a, off+1 (ix)
        ld      (hl), a
        inc     hl
        ld      a, 2 (iy)
        sbc     a, off+2 (ix)
        ld      (hl), a
        inc     hl
        ld      a, 3 (iy)
        sbc     a, off+3 (ix)
        ld      (hl), a
        dec     hl
        dec     hl
        dec     hl
.endm

; (HL) .. (HL+3) = the offset of the value v at IY from the range from
; 0 (IX) to 8 (IX): v - min below it, v - max above it, 0 within; HL
; moves on by 4.
axis:
        diffto  0
        bit     7, a
        jr      nz, 1$              ; below min
        diffto  8
        bit     7, a
        jr      z, 1$               ; above max, or on it (0)
        xor     a                   ; within
        ld      (hl), a
        inc     hl
        ld      (hl), a
        inc     hl
        ld      (hl), a
        inc     hl
        ld      (hl), a
        inc     hl
        ret
1$:     inc     hl
        inc     hl
        inc     hl
        inc     hl
        ret

_fc_box_circle:
        ex      de, hl              ; (box, circle): as (circle, box)
_fc_circle_box:
        push    hl
        push    de
        call    _fci_circle_box_check   ; (a, b): DE = FC_OK or the error
        ld      a, d
        or      e
        pop     bc                  ; b
        pop     hl                  ; a
        ret     nz                  ; the error code, in DE
        push    ix
        push    hl
        pop     iy                  ; a: c.x, c.y, r at 0, 4, 8
        push    bc
        pop     ix                  ; b: min.x, min.y, max.x, max.y at 0, 4, 8, 12
        frame
        call    axis                ; dx
        ld      de, #4
        add     iy, de
        add     ix, de
        call    axis                ; dy
        ld      a, 4 (iy)           ; R = r
        ld      (hl), a
        inc     hl
        ld      a, 5 (iy)
        ld      (hl), a
        inc     hl
        ld      a, 6 (iy)
        ld      (hl), a
        inc     hl
        ld      a, 7 (iy)
        ld      (hl), a
        ld      ix, #0
        add     ix, sp
        jp      fcz80_circle_decide
