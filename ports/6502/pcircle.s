; fixcol 6502 port: fc_point_in_circle in assembly (FC_PORT_CIRCLE=1):
; as fc_circle_circle (circle.s, whose header has the contract), with the
; point for the first circle's center and the circle's radius for the
; reach.
;
;   int fc_point_in_circle(const fc_circle *c, const fc_vec *p);

        .export         _fc_point_in_circle
        .import         _fci_point_circle_check
        .macpack        longbranch      ; jcc, jcs, jeq: short when in reach
        .import         fccirc_tops, fccirc_offsets, fccirc_decide
        .import         fccirc_first, fccirc_passed, fccirc_reach
        .import         incsp2
        .importzp       sp, ptr1, ptr2
.define reach fccirc_reach              ; (circle_decide.s's)

        .code

; p at ptr1, c at ptr2.
.proc   _fc_point_in_circle
        sta     ptr1
        stx     ptr1+1
        ora     ptr1+1
        jeq     slow
        ldy     #1
        lda     (sp),y
        sta     ptr2+1
        dey
        lda     (sp),y
        sta     ptr2
        ora     ptr2+1
        jeq     slow
        jsr     fccirc_tops
        cmp     #$40
        jcs     slow
        ldy     #11             ; the radius below 2^29
        lda     (ptr2),y
        cmp     #$20
        jcs     slow
go:     jsr     fccirc_offsets         ; p - c.c
        ldy     #8              ; reach = r
        ldx     #4
copy:   lda     (ptr2),y
        sta     reach-8,y
        iny
        dex
        bne     copy
        jmp     fccirc_decide
slow:   lda     ptr1            ; p, kept in reach across the call
        sta     reach
        ldx     ptr1+1
        stx     reach+1
        jsr     fccirc_first           ; a copy of c, which the check removes
        lda     reach
        ldx     reach+1
        jsr     _fci_point_circle_check ; A/X = FC_OK or the error
        jsr     fccirc_passed
        jne     incsp2          ; the error, c dropped
        lda     reach           ; every value in range: decided here
        sta     ptr1
        lda     reach+1
        sta     ptr1+1
        ldy     #1
        lda     (sp),y
        sta     ptr2+1
        dey
        lda     (sp),y
        sta     ptr2
        jmp     go
.endproc
