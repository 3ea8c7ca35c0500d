; fixcol 6502 port: fc_point_in_circle in assembly (FC_PORT_CIRCLE=1):
; as fc_circle_circle (circle.s, whose header has the contract), with the
; point for the second circle's center and the circle's radius for the
; reach.
;
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);

        .export         _fc_point_in_circle
        .import         _fci_point_circle_check
        .macpack        longbranch      ; jcc, jcs, jeq: short when in reach
        .import         fccirc_tops, fccirc_offsets, fccirc_decide
        .import         fccirc_checked, fccirc_reach
        .import         incsp2
        .importzp       sp, ptr1, ptr2
.define reach fccirc_reach              ; (circle_decide.s's)

        .code

; c at ptr1, p at ptr2.
.proc   _fc_point_in_circle
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
        ldy     #11             ; the radius below 2^29
        lda     (ptr1),y
        cmp     #$20
        jcs     slow
go:     jsr     fccirc_offsets         ; c.c - p
        ldy     #8              ; reach = r
        ldx     #4
copy:   lda     (ptr1),y
        sta     reach-8,y
        iny
        dex
        bne     copy
        jmp     fccirc_decide
slow:   lda     #<_fci_point_circle_check
        ldx     #>_fci_point_circle_check
        jsr     fccirc_checked
        jne     incsp2          ; the error, c dropped
        jmp     go              ; every value in range: decided here
.endproc
