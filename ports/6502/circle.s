; fixcol 6502 port: the circle tests in assembly (FC_PORT_CIRCLE=1, see
; include/fixcol/config.h): fc_circle_circle here, fc_point_in_circle in
; pcircle.s, fc_circle_box and fc_box_circle in cbox.s, and what they
; share (the decision, the calling convention) in circle_decide.s.
;
;   int fc_circle_circle(const fc_circle *a, const fc_circle *b);
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);
;
; When both pointers are set and every value is comfortably in range
; (each coordinate's top byte plus 0x20 below 0x40, that is within
; [-2^29, 2^29) raw, and each radius below 2^29), every check of the C
; versions passes, and the answer is whether |d| <= R exactly, for d the
; offset of the centers (the point and the center) and R the sum of the
; radii (the radius). Anything else goes to the checks alone, which
; src/circle_check.c and src/point_check.c compile as fci_circles_check
; and fci_point_circle_check, with the arguments as they came: NULL
; pointers and out-of-range values get their error codes there, and what
; passes them (a value at the end of the range, 2^29) is decided here as
; well: the decision holds over the whole range (|d| <= 2^30, R <= 2^30).
; The C versions (fci_circle_circle_c, fci_point_in_circle_c) are what
; circle-test.sh compares with; a program does not link them.

        .export         _fc_circle_circle
        .import         _fci_circles_check
        .macpack        longbranch      ; jcc, jcs, jeq: short when in reach
        .import         fccirc_tops, fccirc_offsets, fccirc_decide
        .import         fccirc_checked, fccirc_reach
        .import         incsp2
        .importzp       sp, ptr1, ptr2
.define reach fccirc_reach              ; (circle_decide.s's)

        .code

; a at ptr1, b at ptr2: fc_circle { c.x, c.y, r } at 0, 4, 8.
.proc   _fc_circle_circle
        sta     ptr2
        stx     ptr2+1
        ora     ptr2+1
        jeq     slow
        ldy     #1
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        ora     ptr1+1
        jeq     slow
        jsr     fccirc_tops
        cmp     #$40
        jcs     slow
        ldy     #11             ; both radii below 2^29
        lda     (ptr1),y
        ora     (ptr2),y
        cmp     #$20
        jcs     slow
go:     jsr     fccirc_offsets         ; a.c - b.c
        ldy     #8              ; reach = ra + rb
        ldx     #4
        clc
sum:    lda     (ptr1),y
        adc     (ptr2),y
        sta     reach-8,y
        iny
        dex                     ; (keeps the carry)
        bne     sum
        jmp     fccirc_decide
slow:   lda     #<_fci_circles_check
        ldx     #>_fci_circles_check
        jsr     fccirc_checked
        jne     incsp2          ; the error, a dropped
        jmp     go              ; every value in range: decided here
.endproc
