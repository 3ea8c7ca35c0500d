; fixcol Game Boy port: the circle and box tests in SM83 assembly
; (FC_PORT_CIRCLE=1, see include/fixcol/config.h), beside the circle
; pair's (circle.s, whose header has the calling convention).
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
        .globl  fcgb_circle_decide
        .include "circle.inc"
        .area   _CODE

; (HL) .. (HL+3) -= (BC) .. (BC+3), or += for add4; HL and BC kept, A =
; the top byte of the result. Uses E.
sub4:
        push    hl
        push    bc
        ld      a, (bc)
        ld      e, a
        ld      a, (hl)
        sub     a, e
        ld      (hl+), a
        inc     bc                  ; (inc bc and ld keep the carry)
        .rept   3
        ld      a, (bc)
        ld      e, a
        ld      a, (hl)
        sbc     a, e
        ld      (hl+), a
        inc     bc
        .endm
        pop     bc
        pop     hl
        ret

add4:
        push    hl
        push    bc
        ld      a, (bc)
        add     a, (hl)
        ld      (hl+), a
        inc     bc
        .rept   3
        ld      a, (bc)
        adc     a, (hl)
        ld      (hl+), a
        inc     bc
        .endm
        pop     bc
        pop     hl
        ret

; The 32-bit value v at HL becomes its offset from the range from (BC) to
; (BC + 8): v - min below it, v - max above it, 0 within. HL and BC move
; on by 4. Uses A, DE.
axis:
        call    sub4                ; v - min
        bit     7, a
        jr      nz, 2$              ; below min
        call    add4                ; v again
        push    bc
        ld      a, c
        add     a, #8
        ld      c, a
        jr      nc, 1$
        inc     b
1$:     call    sub4                ; v - max
        pop     bc
        bit     7, a
        jr      z, 2$               ; above max, or on it (0)
        xor     a, a                ; within
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl-), a
        dec     hl
        dec     hl
2$:     ld      de, #4
        add     hl, de
        inc     bc
        inc     bc
        inc     bc
        inc     bc
        ret

_fc_box_circle:                     ; (box, circle): as (circle, box)
        ld      a, e
        ld      e, c
        ld      c, a
        ld      a, d
        ld      d, b
        ld      b, a
_fc_circle_box:
        push    de
        push    bc
        call    _fci_circle_box_check   ; (a, b): BC = FC_OK or the error
        ld      a, b
        or      a, c
        jr      Z, 1$
        add     sp, #4              ; the error code, in BC
        ret
1$:
        pop     bc                  ; b: min.x, min.y, max.x, max.y at 0, 4, 8, 12
        pop     de                  ; a: c.x, c.y, r at 0, 4, 8
        frame_from_de               ; c.x, c.y and r (the reach)
        call    axis                ; dx
        call    axis                ; dy
        jp      fcgb_circle_decide
