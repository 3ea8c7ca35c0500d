; fixcol 6502 port: the circle tests' common case in assembly
; (FC_PORT_CIRCLE=1, see include/fixcol/config.h).
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
;
; The decision, as the C's: |dx| > R or |dy| > R is apart, |dx| + |dy|
; <= R touches (|d| is at most the sum), and only between those are the
; 64-bit squares compared, dx^2 + dy^2 <= R^2, with the port's multiply
; (umul32.s's core, fcmul6502). Every value in range gives |dx|, |dy|
; <= 2^30 and R <= 2^30, so the sums stay at most 2^31 and the squares
; at most 2^61.
;
; cc65 calling convention (__fastcall__, the default): the second pointer
; arrives in A/X, the first at (sp),0..1, and the callee removes it; the
; int result goes back in A/X. Zero page: the runtime's scratch and the
; multiply's; 20 bytes of BSS hold the offsets, the reach and the sum of
; squares.

        .macpack        longbranch      ; jcc, jcs, jeq: short when in reach
        .export         _fc_circle_circle, _fc_point_in_circle
        .import         _fci_circles_check, _fci_point_circle_check
        .import         fcmul6502
        .importzp       fcmul_a, fcmul_p
        .import         incsp2, pushax
        .importzp       sp, ptr1, ptr2, tmp1, tmp2, tmp3, tmp4

        .bss
dx:     .res    4               ; |the offset|, x and y, and R: in this
dy:     .res    4               ; order (offsets and square index them)
reach:  .res    4
sum:    .res    8               ; dx^2 + dy^2

        .code

; The top byte at (p),off+3 plus 0x20, OR-ed into tmp1 (and A).
.macro  top     p, off
        ldy     #off+3
        lda     (p),y
        clc
        adc     #$20
        ora     tmp1
        sta     tmp1
.endmacro

; A = the OR of the top bytes plus 0x20 of (ptr1) and (ptr2)'s first two
; values: below 0x40 exactly when all four are within [-2^29, 2^29).
.proc   tops
        lda     #0
        sta     tmp1
        top     ptr1, 0
        top     ptr1, 4
        top     ptr2, 0
        top     ptr2, 4
        rts
.endproc

; Carry set when the 4-byte val > reach (both at most 2^31, unsigned).
.macro  above   val
        lda     reach
        cmp     val
        lda     reach+1
        sbc     val+1
        lda     reach+2
        sbc     val+2
        lda     reach+3
        sbc     val+3           ; carry clear: reach < val
.endmacro

; fcmul_p = v * v for the 4-byte v at dx,x (x = 0: dx, 4: dy, 8: reach).
.proc   square
        ldy     #0
copy:   lda     dx,x
        sta     fcmul_a,y
        sta     tmp1,y
        inx
        iny
        cpy     #4
        bne     copy
        jmp     fcmul6502
.endproc

; dx, dy = |(ptr1) - (ptr2)| for the values at offsets 0 and 4: the
; first call runs half for x, and falling into it again, for y.
.proc   offsets
        ldy     #0
        jsr     half
half:   ldx     #4
        sec
sub:    lda     (ptr1),y
        sbc     (ptr2),y
        sta     dx,y
        iny
        dex
        bne     sub
        lda     dx-1,y
        bpl     done
        tya                     ; negative: negate the 4 bytes
        tax
        sec
        lda     #0
        sbc     dx-4,x
        sta     dx-4,x
        lda     #0
        sbc     dx-3,x
        sta     dx-3,x
        lda     #0
        sbc     dx-2,x
        sta     dx-2,x
        lda     #0
        sbc     dx-1,x
        sta     dx-1,x
done:   rts
.endproc

; The decision from dx, dy and reach: A/X = 1 or 0, the first argument
; dropped.
.proc   decide
        above   dx
        jcc     apart
        above   dy
        jcc     apart
        clc                     ; tmp1..4 = |dx| + |dy|, at most 2^31
        .repeat 4, k
        lda     dx+k
        adc     dy+k
        sta     tmp1+k
        .endrepeat
        lda     reach           ; reach - sum >= 0: touching
        cmp     tmp1
        lda     reach+1
        sbc     tmp2
        lda     reach+2
        sbc     tmp3
        lda     reach+3
        sbc     tmp4
        jcs     touch
        ldx     #0
        jsr     square          ; dx^2
        .repeat 8, k
        lda     fcmul_p+k
        sta     sum+k
        .endrepeat
        ldx     #4
        jsr     square          ; dy^2
        clc
        .repeat 8, k
        lda     sum+k
        adc     fcmul_p+k
        sta     sum+k
        .endrepeat
        ldx     #8
        jsr     square          ; R^2
        sec                     ; R^2 - sum >= 0: touching
        .repeat 8, k
        lda     fcmul_p+k
        sbc     sum+k
        .endrepeat
        jcs     touch
apart:  lda     #0
        tax
        jmp     incsp2
touch:  lda     #1
        ldx     #0
        jmp     incsp2
.endproc

; The slow paths' helpers: first pushes a copy of the first argument
; (at (sp)) for the checks, which remove it, leaving it for decide or the
; error's return to drop; passed sets Z when A/X is FC_OK (0).
.proc   first
        ldy     #1
        lda     (sp),y
        tax
        dey
        lda     (sp),y
        jmp     pushax
.endproc

.proc   passed
        cmp     #0
        bne     done
        cpx     #0
done:   rts
.endproc

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
        jsr     tops
        cmp     #$40
        jcs     slow
        ldy     #11             ; both radii below 2^29
        lda     (ptr1),y
        ora     (ptr2),y
        cmp     #$20
        jcs     slow
go:     jsr     offsets         ; a.c - b.c
        ldy     #8              ; reach = ra + rb
        ldx     #4
        clc
sum:    lda     (ptr1),y
        adc     (ptr2),y
        sta     reach-8,y
        iny
        dex                     ; (keeps the carry)
        bne     sum
        jmp     decide
slow:   lda     ptr2            ; b, kept in reach across the call
        sta     reach
        ldx     ptr2+1
        stx     reach+1
        jsr     first           ; a copy of a, which the check removes
        lda     reach
        ldx     reach+1
        jsr     _fci_circles_check      ; A/X = FC_OK or the error
        jsr     passed
        jne     incsp2          ; the error, a dropped
        lda     reach           ; every value in range: decided here
        sta     ptr2
        lda     reach+1
        sta     ptr2+1
        ldy     #1
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        jmp     go
.endproc

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
        jsr     tops
        cmp     #$40
        jcs     slow
        ldy     #11             ; the radius below 2^29
        lda     (ptr2),y
        cmp     #$20
        jcs     slow
go:     jsr     offsets         ; p - c.c
        ldy     #8              ; reach = r
        ldx     #4
copy:   lda     (ptr2),y
        sta     reach-8,y
        iny
        dex
        bne     copy
        jmp     decide
slow:   lda     ptr1            ; p, kept in reach across the call
        sta     reach
        ldx     ptr1+1
        stx     reach+1
        jsr     first           ; a copy of c, which the check removes
        lda     reach
        ldx     reach+1
        jsr     _fci_point_circle_check ; A/X = FC_OK or the error
        jsr     passed
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
