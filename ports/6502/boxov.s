; fixcol 6502 port: the closed boxes' overlap test the polygon queries
; ask first, in assembly (FC_PORT_BOXES_OVERLAP=1, see
; include/fixcol/config.h; src/boxes_overlap.c then leaves its C out):
;
;   int fci_boxes_overlap(const fc_box *a, const fc_box *b);
;
; 1 when a.min.x <= b.max.x, b.min.x <= a.max.x, a.min.y <= b.max.y and
; b.min.y <= a.max.y, each a signed 32-bit comparison, else 0: the C's
; FCI_BOXES_TOUCH for every input (the library's callers pass boxes they
; checked or built; no pointer is NULL). In C, cc65 makes each 32-bit
; comparison two runtime calls and loads every operand through the C
; stack (about 1,560 cycles for a pair that overlaps); here each is one
; 4-byte subtraction, its sign corrected for overflow, about 280 cycles in
; all. A module of its own: the polygon queries, the broad phase and the
; concave and swept shapes link it, the box queries (box.s) do not.
;
; cc65 calling convention (__fastcall__): b in A/X, a at (sp),0..1; the
; callee removes a. An fc_box is { min.x, min.y, max.x, max.y }, 32-bit
; little-endian values at offsets 0, 4, 8 and 12: with pointers to each
; box and to its max (box + 8), one Y offset reaches a min and the other
; box's max.

        .export         _fci_boxes_overlap
        .import         incsp2
        .importzp       sp, ptr1, ptr2, ptr3, ptr4

; Branch to no when the 32-bit value at (lo),off is greater than the one
; at (hi),off, signed: the sign of hi - lo, corrected for overflow.
.macro  le      lo, hi, off, no
        .local  nov
        ldy     #off
        sec
        .repeat 4, k
        lda     (hi),y
        sbc     (lo),y
        .if     k < 3
        iny
        .endif
        .endrepeat
        bvc     nov
        eor     #$80
nov:    bmi     no
.endmacro

_fci_boxes_overlap:
        sta     ptr2            ; b, and b's max
        stx     ptr2+1
        clc
        adc     #8
        sta     ptr3
        txa
        adc     #0
        sta     ptr3+1
        ldy     #1              ; a, and a's max
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        clc
        adc     #8
        sta     ptr4
        lda     ptr1+1
        adc     #0
        sta     ptr4+1
        le      ptr1, ptr3, 0, no       ; a.min.x <= b.max.x
        le      ptr2, ptr4, 0, no       ; b.min.x <= a.max.x
        le      ptr1, ptr3, 4, no       ; a.min.y <= b.max.y
        le      ptr2, ptr4, 4, no       ; b.min.y <= a.max.y
        lda     #1
        ldx     #0
        jmp     incsp2
no:     lda     #0
        tax
        jmp     incsp2
