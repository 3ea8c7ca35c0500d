; fixcol 6502 port: the two box queries every 8-bit game calls most, in
; assembly (FC_PORT_BOX=1, see include/fixcol/config.h; src/box_box.c and
; src/point.c then leave their C versions out).
;
;   int fc_box_box(const fc_box *a, const fc_box *b);
;   int fc_point_in_box(const fc_box *b, const fc_vec *p);
;
; The contract is the C versions' to the error code and its order: a
; NULL pointer is FC_ERR_NULL (-1); a box is checked before it is used,
; coordinates first (FC_ERR_RANGE, -3, beyond +-2^29 raw), then min <= max
; on each axis (FC_ERR_INVALID, -4); fc_box_box checks a, then b, and
; fc_point_in_box the box, then the point; then 1 when they touch (closed
; boxes: a shared edge touches), else 0.
;
; cc65 calling convention (__fastcall__, the default): the last argument
; arrives in A/X, the first at (sp),0..1, and the callee removes it; the
; int result goes back in A (low) and X (high). Only the runtime's scratch
; zero page (ptr1-ptr4) is used.
;
; An fc_box is { min.x, min.y, max.x, max.y }, 32-bit little-endian
; values at offsets 0, 4, 8 and 12; an fc_vec { x, y } at 0 and 4. With
; pointers to a box and to its max (box + 8), the same Y offsets reach
; min and max, or a point and a box corner, so each signed compare is one
; 4-byte subtraction. A value v is in range when v + 2^29 lies in
; [0, 2^30]: when its top byte plus 0x20 is below 0x40, or equal to 0x40
; with the three lower bytes zero (v = 2^29 exactly). Two values in range
; differ by at most 2^30, so the sign of their difference is that of the
; 4-byte subtraction's top byte: no overflow to correct.

        .macpack        longbranch      ; jne, jmi: a short branch when in reach
        .export         _fc_box_box, _fc_point_in_box
        .import         incsp2
        .importzp       sp, ptr1, ptr2, ptr3, ptr4

; Branch to bad unless the 32-bit value at (p),off is in range.
.macro  in_range p, off, bad
        .local  ok
        ldy     #off+3
        lda     (p),y
        clc
        adc     #$20
        cmp     #$40
        bcc     ok
        jne     bad
        dey                     ; top byte 0x20: the value must be 2^29
        lda     (p),y
        dey
        ora     (p),y
        dey
        ora     (p),y
        jne     bad
ok:
.endmacro

; Branch to bad unless (lo),off <= (hi),off, signed, both in range.
.macro  le      lo, hi, off, bad
        ldy     #off
        sec
        lda     (hi),y
        sbc     (lo),y
        iny
        lda     (hi),y
        sbc     (lo),y
        iny
        lda     (hi),y
        sbc     (lo),y
        iny
        lda     (hi),y
        sbc     (lo),y
        jmi     bad
.endmacro

; q = p + 8: the box's max.
.macro  plus8   p, q
        lda     p
        clc
        adc     #8
        sta     q
        lda     p+1
        adc     #0
        sta     q+1
.endmacro

; The box at (ptr1), with ptr3 = ptr1 + 8: A = 0 (Z set) when it is
; valid, else the error code's low byte (X = $FF then).
.proc   check_box
        in_range ptr1, 0, range
        in_range ptr1, 4, range
        in_range ptr3, 0, range
        in_range ptr3, 4, range
        le      ptr1, ptr3, 0, invalid
        le      ptr1, ptr3, 4, invalid
        lda     #0
        rts
range:  lda     #$FD            ; FC_ERR_RANGE
        ldx     #$FF
        rts
invalid:
        lda     #$FC            ; FC_ERR_INVALID
        ldx     #$FF
        rts
.endproc

; Drop the first argument and return A/X.
ret_null:
        lda     #$FF            ; FC_ERR_NULL
        tax
        jmp     incsp2
ret_false:
        lda     #0
        tax
        jmp     incsp2
ret_true:
        lda     #1
        ldx     #0
        jmp     incsp2

.proc   _fc_box_box
        sta     ptr2            ; b
        stx     ptr2+1
        ora     ptr2+1
        jeq     null
        ldy     #1
        lda     (sp),y
        sta     ptr1+1          ; a
        dey
        lda     (sp),y
        sta     ptr1
        ora     ptr1+1
        jeq     null
        plus8   ptr1, ptr3
        jsr     check_box       ; a first
        jne     error
        lda     ptr2            ; then b, in ptr1 and ptr3, with a in
        ldx     ptr1            ; ptr2 and ptr4
        sta     ptr1
        stx     ptr2
        lda     ptr2+1
        ldx     ptr1+1
        sta     ptr1+1
        stx     ptr2+1
        lda     ptr3
        sta     ptr4
        lda     ptr3+1
        sta     ptr4+1
        plus8   ptr1, ptr3
        jsr     check_box
        jne     error
        le      ptr2, ptr3, 0, no       ; a.min.x <= b.max.x
        le      ptr2, ptr3, 4, no       ; a.min.y <= b.max.y
        le      ptr1, ptr4, 0, no       ; b.min.x <= a.max.x
        le      ptr1, ptr4, 4, no       ; b.min.y <= a.max.y
        jmp     ret_true
no:     jmp     ret_false
null:   jmp     ret_null
error:  jmp     incsp2                  ; the code is in A/X
.endproc

.proc   _fc_point_in_box
        sta     ptr2            ; p
        stx     ptr2+1
        ldy     #1
        lda     (sp),y
        sta     ptr1+1          ; b
        dey
        lda     (sp),y
        sta     ptr1
        ora     ptr1+1
        jeq     null
        plus8   ptr1, ptr3
        jsr     check_box
        jne     error
        lda     ptr2
        ora     ptr2+1
        jeq     null
        in_range ptr2, 0, range
        in_range ptr2, 4, range
        le      ptr1, ptr2, 0, no       ; b.min.x <= p.x
        le      ptr1, ptr2, 4, no       ; b.min.y <= p.y
        le      ptr2, ptr3, 0, no       ; p.x <= b.max.x
        le      ptr2, ptr3, 4, no       ; p.y <= b.max.y
        jmp     ret_true
no:     jmp     ret_false
null:   jmp     ret_null
range:  lda     #$FD                    ; FC_ERR_RANGE
        ldx     #$FF
error:  jmp     incsp2                  ; the code is in A/X
.endproc
