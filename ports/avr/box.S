; fixcol AVR port: the two box queries every game calls most, in assembly
; (FC_PORT_BOX=1, see include/fixcol/config.h; src/box_box.c and
; src/point.c then leave their C versions out), with the C versions'
; contract to the error code and its order (as ports/6502/box.s states
; it):
;
;   int fc_box_box(const fc_box *a, const fc_box *b);
;   int fc_point_in_box(const fc_box *b, const fc_vec *p);
;
; Three passes, each exact where it answers:
;  - The common case, every coordinate comfortably in range (in [-2^29,
;    2^29)), reads only the upper half of each value (bytes 2 and 3): v
;    is in that range when v + 2^29 is below 2^30, that is when its top
;    byte plus 0x20 is below 0x40 (2^29 has no lower bytes to carry).
;    With the top bytes so biased in place, the halves compare as
;    unsigned numbers; the biased top bytes are ORed into r26 and tested
;    once, and each failed overlap rotates a carry into r27, so that
;    every check is made before the answer.
;  - Two equal upper halves (values in the same pixel at screen scale)
;    leave the decision to the lower halves: the whole values are
;    compared the same way, a failed overlap setting T.
;  - Anything else (a value at the very end of the range or beyond it,
;    an inverted box, a NULL point) goes to the exact path, which calls
;    the C checks of src/box_box.c (fc_box_check, fci_vec_in_range,
;    fci_boxes_overlap) in the C versions' order.
;
; avr-gcc's calling convention: the first argument in r25:r24, the second
; in r23:r22, the int result in r25:r24; r18-r27, r30, r31, r0 and T are
; the callee's to use, r1 must read 0 on return, r28/r29 (Y) and r2-r17
; are saved. An fc_box is { min.x, min.y, max.x, max.y }, little-endian
; int32 values at offsets 0, 4, 8 and 12; an fc_vec { x, y } at 0 and 4.
; Registers while a pass runs: A = r18-r21, B = r22-r25 and C = r0, r1,
; r26, r27 (low byte first; every top byte a register ldi-class
; instructions reach), Z and Y the two pointers.

#if defined(__AVR_HAVE_JMP_CALL__)
#  define XCALL call
#else
#  define XCALL rcall
#endif

; Four registers, low byte first, <- the 4 bytes at ptr+off; A, B and C
; below are r18-r21, r22-r25 and r0, r1, r26, r27.
.macro  load4   r0, r1, r2, r3, ptr, off
        ldd     \r0, \ptr+\off
        ldd     \r1, \ptr+\off+1
        ldd     \r2, \ptr+\off+2
        ldd     \r3, \ptr+\off+3
.endm
.macro  load_a ptr, off
        load4   r18, r19, r20, r21, \ptr, \off
.endm
.macro  load_b ptr, off
        load4   r22, r23, r24, r25, \ptr, \off
.endm
.macro  load_c ptr, off
        load4   r0, r1, r26, r27, \ptr, \off
.endm

; Bias a top byte by 0x20 in place; to slow unless it is below 0x40.
.macro  quick   top, slow
        subi    \top, 0xE0
        cpi     \top, 0x40
        brsh    \slow
.endm

; Flags of hi - lo over four registers each (carry: hi < lo unsigned).
.macro  cmp4    l0, l1, l2, l3, h0, h1, h2, h3
        cp      \h0, \l0
        cpc     \h1, \l1
        cpc     \h2, \l2
        cpc     \h3, \l3
.endm
.macro  cmp_ab                  ; carry when B < A
        cmp4    r18, r19, r20, r21, r22, r23, r24, r25
.endm
.macro  cmp_ac                  ; carry when C < A
        cmp4    r18, r19, r20, r21, r0, r1, r26, r27
.endm
.macro  cmp_cb                  ; carry when B < C
        cmp4    r0, r1, r26, r27, r22, r23, r24, r25
.endm

; T set when the carry is (a failed "<="), with no other effect.
.macro  t_if_carry
        brcc    1f
        set
1:
.endm

; One axis of fc_box_box (off 0: x, 4: y), Z = a, Y = b:
; a.min <= b.max (overlap), a.min <= a.max (a valid), b.min <= b.max
; (b valid), b.min <= a.max (overlap).
.macro  box_axis off, slow
        load_a  Z, \off                 ; A = a.min
        quick   r21, \slow
        load_b  Y, \off+8               ; B = b.max
        quick   r25, \slow
        cmp_ab
        t_if_carry
        load_c  Z, \off+8               ; C = a.max
        quick   r27, \slow
        cmp_ac
        brcs    \slow                   ; a inverted
        load_a  Y, \off                 ; A = b.min
        quick   r21, \slow
        cmp_ab
        brcs    \slow                   ; b inverted
        cmp_ac
        t_if_carry
.endm

; One axis of fc_point_in_box (off 0: x, 4: y), Z = b, Y = p:
; b.min <= b.max (valid), b.min <= p and p <= b.max (inside).
.macro  point_axis off, slow
        load_a  Z, \off                 ; A = b.min
        quick   r21, \slow
        load_b  Z, \off+8               ; B = b.max
        quick   r25, \slow
        cmp_ab
        brcs    \slow                   ; b inverted
        load_c  Y, \off                 ; C = p
        quick   r27, \slow
        cmp_ac
        t_if_carry
        cmp_cb
        t_if_carry
.endm

; The upper halves: a value's bytes 2 and 3, its top byte biased in place
; and ORed into r26 (the first one copied there), which stays below 0x40
; when every value is comfortably in range.
.macro  upper   lo, hi, ptr, off, first=0
        ldd     \lo, \ptr+\off+2
        ldd     \hi, \ptr+\off+3
        subi    \hi, 0xE0
        .if \first
        mov     r26, \hi
        .else
        or      r26, \hi
        .endif
.endm

; To full when two upper halves are equal (the lower halves decide),
; else carry set when hi < lo.
.macro  cmp_half lo0, lo1, hi0, hi1, full
        cp      \hi0, \lo0
        cpc     \hi1, \lo1
        breq    \full
.endm

; One axis of fc_box_box on the upper halves (Z = a, Y = b): A = a.min
; (r18, r19), B = b.max (r20, r21), C = a.max (r22, r23), D = b.min
; (r24, r25).
.macro  box_half off, full, slow, first=0
        upper   r18, r19, Z, \off, \first
        upper   r20, r21, Y, \off+8
        upper   r22, r23, Z, \off+8
        upper   r24, r25, Y, \off
        cmp_half r18, r19, r22, r23, \full
        brcs    \slow                   ; a inverted
        cmp_half r24, r25, r20, r21, \full
        brcs    \slow                   ; b inverted
        cmp_half r18, r19, r20, r21, \full
        .if \first
        sbc     r27, r27                ; a.min > b.max: r27 = -carry
        .else
        rol     r27                     ; a.min > b.max
        .endif
        cmp_half r24, r25, r22, r23, \full
        rol     r27                     ; b.min > a.max
.endm

; One axis of fc_point_in_box on the upper halves (Z = b, Y = p): A =
; b.min (r18, r19), B = b.max (r20, r21), C = p (r22, r23).
.macro  point_half off, full, slow, first=0
        upper   r18, r19, Z, \off, \first
        upper   r20, r21, Z, \off+8
        upper   r22, r23, Y, \off
        cmp_half r18, r19, r20, r21, \full
        brcs    \slow                   ; b inverted
        cmp_half r18, r19, r22, r23, \full
        .if \first
        sbc     r27, r27                ; p < b.min: r27 = -carry
        .else
        rol     r27                     ; p < b.min
        .endif
        cmp_half r22, r23, r20, r21, \full
        rol     r27                     ; p > b.max
.endm

; The answer of the upper halves' pass (r1 untouched): 1 when no
; comparison failed, that is when r27, where each failure rotated in a
; carry, is 0 (cpi's carry: r27 < 1).
.macro  answer_half
        pop     r29
        pop     r28
        cpi     r27, 1
        clr     r24
        rol     r24
        clr     r25
        ret
.endm

; The answer of a pass: 1 unless T, with r1 cleared and Y restored.
.macro  answer
        clr     r1
        pop     r29
        pop     r28
        ldi     r24, 1
        clr     r25
        brtc    1f
        clr     r24
1:      ret
.endm

; A query's passes, after its pointers are set: the upper halves on both
; axes, the range test and the answer; on two equal upper halves the
; whole values' pass (which defines the labels full and slow_y).
.macro  passes  half, whole, full_x, full, slow_x, slow_y, slow
        \half   0, \full_x, \slow_x, 1
        \half   4, \full, \slow_y
        cpi     r26, 0x40
        brsh    \slow_y                 ; a value out of the common range
        answer_half
\slow_y:
        rjmp    \slow
\full:
        ; Two upper halves equal: every value whole.
        clt
        \whole  0, \slow_y
        \whole  4, \slow
        answer
.endm

; A branch reaches 64 words: the x axis's checks and the NULL pointers
; branch back to these, the y axis's forward to the exact path itself.
        .section .text.fc_box_box, "ax", @progbits
box_null:
        ldi     r24, 0xFF               ; FC_ERR_NULL
        ldi     r25, 0xFF
        ret
box_slow_x:
        rjmp    box_slow
box_full_x:
        rjmp    box_full
        .global fc_box_box
        .type   fc_box_box, @function
fc_box_box:
        movw    r30, r24                ; Z = a
        sbiw    r30, 0
        breq    box_null
        cp      r22, r1
        cpc     r23, r1
        breq    box_null
        push    r28
        push    r29
        movw    r28, r22                ; Y = b
        passes  box_half, box_axis, box_full_x, box_full, box_slow_x, box_slow_y, box_slow
box_slow:
        ; The exact path: fc_box_check(a), fc_box_check(b), then the
        ; overlap, as src/box_box.c; a kept in r16/r17 (saved here).
        clr     r1
        push    r16
        push    r17
        movw    r16, r30
        movw    r24, r30
        XCALL   fc_box_check
        sbiw    r24, 0
        brne    1f
        movw    r24, r28
        XCALL   fc_box_check
        sbiw    r24, 0
        brne    1f
        movw    r24, r16
        movw    r22, r28
        XCALL   fci_boxes_overlap
1:      pop     r17
        pop     r16
        pop     r29
        pop     r28
        ret
        .size   fc_box_box, . - fc_box_box

        .section .text.fc_point_in_box, "ax", @progbits
point_null:
        ldi     r24, 0xFF               ; FC_ERR_NULL
        ldi     r25, 0xFF
        ret
point_slow_x:
        rjmp    point_slow
point_full_x:
        rjmp    point_full
        .global fc_point_in_box
        .type   fc_point_in_box, @function
fc_point_in_box:
        movw    r30, r24                ; Z = b
        sbiw    r30, 0
        breq    point_null              ; what fc_box_check(NULL) gives
        push    r28
        push    r29
        movw    r28, r22                ; Y = p
        sbiw    r28, 0
        breq    point_slow_x            ; the box is checked first
        passes  point_half, point_axis, point_full_x, point_full, point_slow_x, point_slow_y, \
                point_slow
point_slow:
        ; The exact path, as src/point.c: fc_box_check(b), then p (NULL,
        ; range), then the four signed compares (values in range differ
        ; by at most 2^30: the sign of a 4-byte difference is exact).
        clr     r1
        push    r16
        push    r17
        movw    r16, r30                ; b
        movw    r24, r30
        XCALL   fc_box_check
        sbiw    r24, 0
        breq    4f
        rjmp    3f                      ; the box's error
4:      ldi     r24, 0xFF               ; FC_ERR_NULL
        ldi     r25, 0xFF
        sbiw    r28, 0
        brne    5f
        rjmp    3f
5:      movw    r24, r28
        XCALL   fci_vec_in_range
        sbiw    r24, 0
        brne    1f
        ldi     r24, 0xFD               ; FC_ERR_RANGE
        ldi     r25, 0xFF
        rjmp    3f
1:      movw    r30, r16
        load_a  Z, 0                    ; b.min.x <= p.x
        load_b  Y, 0
        cmp_ab
        brlt    2f
        load_a  Z, 4                    ; b.min.y <= p.y
        load_b  Y, 4
        cmp_ab
        brlt    2f
        load_a  Y, 0                    ; p.x <= b.max.x
        load_b  Z, 8
        cmp_ab
        brlt    2f
        load_a  Y, 4                    ; p.y <= b.max.y
        load_b  Z, 12
        cmp_ab
        brlt    2f
        ldi     r24, 1
        clr     r25
        rjmp    3f
2:      clr     r24
        clr     r25
3:      pop     r17
        pop     r16
        pop     r29
        pop     r28
        ret
        .size   fc_point_in_box, . - fc_point_in_box
