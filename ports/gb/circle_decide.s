; fixcol Game Boy port: the decision of the circle tests' common case
; (FC_PORT_CIRCLE=1), shared by fc_circle_circle (ports/gb/circle.s) and
; fc_point_in_circle (ports/gb/pcircle.s), each of which fills the frame
; (ports/gb/circle.inc) and jumps here. A module of its own, so that a
; program calling one of the two links only that one and this.
;
; The decision, as the C's: |dx| > R or |dy| > R is apart, |dx| + |dy|
; <= R touches (|d| is at most the sum), and only between those are the
; 64-bit squares compared, dx^2 + dy^2 <= R^2, with the port's unsigned
; product (umul32.s: fc_port_umul32). Every value in range gives
; |dx|, |dy| <= 2^30 and R <= 2^30, so the sums stay at most 2^31 and the
; squares at most 2^61.
; Returns to the query's caller with BC = 1 or 0, the frame dropped.

        .module circle_decide
        .globl  fcgb_circle_decide
        .globl  _fc_port_umul32
        .include "circle.inc"
        .include "pushw.inc"
        .area   _CODE

; The 32-bit value at off (SP) made its magnitude. Uses A, HL.
.macro  abs4    off, ?pos
        ldhl    sp, #off+3
        bit     7, (hl)
        jr      Z, pos
        ldhl    sp, #off
        xor     a, a
        sub     a, (hl)
        ld      (hl+), a
        ld      a, #0
        sbc     a, (hl)
        ld      (hl+), a
        ld      a, #0
        sbc     a, (hl)
        ld      (hl+), a
        ld      a, #0
        sbc     a, (hl)
        ld      (hl), a
pos:
.endm

; Carry set when R (at 8 (SP)) is below the 32-bit value at off (SP).
; Uses A, DE, HL.
.macro  rbelow  off
        ldhl    sp, #8
        ld      d, h
        ld      e, l
        ldhl    sp, #off
        ld      a, (de)
        sub     a, (hl)
        .rept   3
        inc     de
        inc     hl
        ld      a, (de)
        sbc     a, (hl)
        .endm
.endm


; fn(SP + dst, v, v) for the 32-bit v at src (SP): a product routine of
; umul32.s, which removes its 8 bytes of arguments.
.macro  square  fn, dst, src
        pushw   src+2
        pushw   src+2
        pushw   src+6
        pushw   src+6
        ldhl    sp, #dst+8
        ld      d, h
        ld      e, l
        call    fn
.endm

fcgb_circle_decide:
        abs4    0
        abs4    4
        rbelow  0                   ; R < |dx|: apart
        jp      C, apart
        rbelow  4                   ; R < |dy|: apart
        jp      C, apart
        ldhl    sp, #0              ; |dx| + |dy| (at most 2^31) at 12 (SP)
        ld      d, h
        ld      e, l
        ldhl    sp, #12
        .rept   4
        ld      a, (de)
        ld      (hl+), a
        inc     de
        .endm
        ldhl    sp, #4
        ld      d, h
        ld      e, l
        ldhl    sp, #12
        ld      a, (de)
        add     a, (hl)
        ld      (hl+), a
        .rept   3
        inc     de                  ; (inc and ld keep the carry)
        ld      a, (de)
        adc     a, (hl)
        ld      (hl+), a
        .endm
        rbelow  12                  ; R >= |dx| + |dy|: touching
        jp      NC, touch
        square  _fc_port_umul32, 20, 0      ; dx^2
        square  _fc_port_umul32, 28, 4      ; dy^2
        square  _fc_port_umul32, 12, 8      ; R^2
        ldhl    sp, #28             ; dx^2 + dy^2 at 20 (SP)
        ld      d, h
        ld      e, l
        ldhl    sp, #20
        ld      b, #8
        and     a, a                ; no carry
1$:     ld      a, (de)
        adc     a, (hl)
        ld      (hl+), a
        inc     de                  ; inc de and dec b keep the carry
        dec     b
        jr      nz, 1$
        ldhl    sp, #20             ; R^2 - (dx^2 + dy^2) >= 0: touching
        ld      d, h
        ld      e, l
        ldhl    sp, #12
        ld      a, (de)
        ld      b, a
        ld      a, (hl+)
        sub     a, b
        .rept   7
        inc     de
        ld      a, (de)
        ld      b, a
        ld      a, (hl+)
        sbc     a, b
        .endm
        jr      NC, touch
apart:
        add     sp, #FRAME
        ld      bc, #0
        ret
touch:
        add     sp, #FRAME
        ld      bc, #1
        ret
