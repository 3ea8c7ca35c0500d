; fixcol 6502 port: the circle and box tests in assembly (FC_PORT_CIRCLE=1,
; see include/fixcol/config.h), beside the circle pair's (circle.s;
; circle_decide.s has the calling convention).
;
;   int fc_circle_box(const fc_circle *a, const fc_box *b);
;   int fc_box_circle(const fc_box *a, const fc_circle *b);
;
; The checks alone come first, in C (fci_circle_box_check,
; src/circle_box_check.c): the circle's, then the box's, with their error
; codes. Then, with q the point of the box nearest the center, the answer
; is whether |c - q| <= r exactly: per axis |c - q| is min - c below the
; box, c - max above it and 0 within, and the decision is the circle
; pair's (circle_decide.s) with R = r. Every value is in range by then,
; so the offsets are at most 2^30 and differences do not wrap.
; fc_box_circle is the same with its arguments swapped.

        .macpack        longbranch      ; jne: short when in reach
        .export         _fc_circle_box, _fc_box_circle
        .import         _fci_circle_box_check
        .import         fccirc_decide, fccirc_checked
        .import         fccirc_dx, fccirc_reach
        .import         incsp2
        .importzp       sp, ptr1, ptr2, ptr3, tmp1
.define dx fccirc_dx                    ; (circle_decide.s's)
.define reach fccirc_reach

        .code

; dx+Y .. dx+Y+3 = the distance of the circle's coordinate v at (ptr1),Y
; from the box's range, (ptr2),Y to (ptr3),Y: min - v below it, v - max
; above it, 0 within. Y = 0 (x) or 4 (y).
.proc   axis
        sty     tmp1
        ldx     #4              ; min - v
        sec
below:  lda     (ptr2),y
        sbc     (ptr1),y
        sta     dx,y
        iny
        dex
        bne     below
        lda     dx-1,y
        bpl     done            ; v <= min: min - v
        ldy     tmp1
        ldx     #4              ; v - max
        sec
above:  lda     (ptr1),y
        sbc     (ptr3),y
        sta     dx,y
        iny
        dex
        bne     above
        lda     dx-1,y
        bpl     done            ; v >= max: v - max
        lda     #0              ; within
        sta     dx-1,y
        sta     dx-2,y
        sta     dx-3,y
        sta     dx-4,y
done:   rts
.endproc

; The box at (sp), the circle in A/X: swapped, then fc_circle_box.
.proc   _fc_box_circle
        sta     ptr1            ; the circle
        stx     ptr1+1
        ldy     #0
        lda     (sp),y
        pha                     ; the box's low byte
        lda     ptr1
        sta     (sp),y
        iny
        lda     (sp),y
        tax                     ; the box's high byte
        lda     ptr1+1
        sta     (sp),y
        pla                     ; A/X = the box; on into fc_circle_box
.endproc

; a (the circle) at ptr1, b (the box) at ptr2 and its max at ptr3:
; fc_circle { c.x, c.y, r } at 0, 4, 8; fc_box { min, max } at 0, 8.
.proc   _fc_circle_box
        sta     ptr2
        stx     ptr2+1
        lda     #<_fci_circle_box_check
        ldx     #>_fci_circle_box_check
        jsr     fccirc_checked
        jne     incsp2          ; the error, a dropped
        lda     ptr2            ; every value in range: decided here
        clc
        adc     #8
        sta     ptr3
        lda     ptr2+1
        adc     #0
        sta     ptr3+1
        ldy     #0              ; |dx|
        jsr     axis
        ldy     #4              ; |dy|
        jsr     axis
        ldy     #8              ; reach = r
        ldx     #4
copy:   lda     (ptr1),y
        sta     reach-8,y
        iny
        dex
        bne     copy
        jmp     fccirc_decide
.endproc
