; fixcol Z80 port: the decision of the circle tests' common case
; (FC_PORT_CIRCLE=1), shared by fc_circle_circle (ports/z80/circle.s) and
; fc_point_in_circle (ports/z80/pcircle.s), each of which fills the
; frame (ports/z80/circle.inc) and jumps here. A module of its own, so
; that a program calling one of the two links only that one and this.
;
; The decision, as the C's: |dx| > R or |dy| > R is apart, |dx| + |dy|
; <= R touches (|d| is at most the sum), and only between those are the
; 64-bit squares compared, dx^2 + dy^2 <= R^2, with the port's unsigned
; product (umul32.s: fc_port_umul32). Every value in range gives
; |dx|, |dy| <= 2^30 and R <= 2^30, so the sums stay at most 2^31 and the
; squares at most 2^61.

        .module circle_decide
        .globl  fcz80_circle_decide
        .globl  _fc_port_umul32
        .include "circle.inc"
        .area   _CODE

; The 32-bit value at off (IX) made its magnitude (below 2^30 here).
.macro  abs4    off, ?pos
        bit     7, off+3 (ix)
        jr      z, pos
        xor     a
        sub     off (ix)
        ld      off (ix), a
        ld      a, #0
        sbc     a, off+1 (ix)
        ld      off+1 (ix), a
        ld      a, #0
        sbc     a, off+2 (ix)
        ld      off+2 (ix), a
        ld      a, #0
        sbc     a, off+3 (ix)
        ld      off+3 (ix), a
pos:
.endm

; Carry set when R (at 8 (IX)) is below the 32-bit value at off (IX).
.macro  below   off
        ld      a, 8 (ix)
        sub     off (ix)
        ld      a, 9 (ix)
        sbc     a, off+1 (ix)
        ld      a, 10 (ix)
        sbc     a, off+2 (ix)
        ld      a, 11 (ix)
        sbc     a, off+3 (ix)
.endm

; Calls the product routine fn with r = IX + dst and a = b = the value at
; src (IX): fn(IX + dst, v, v) (its 8 bytes of arguments it removes).
.macro  square  fn, dst, src
        ld      l, src+2 (ix)
        ld      h, src+3 (ix)
        push    hl
        ld      l, src (ix)
        ld      h, src+1 (ix)
        push    hl
        ld      l, src+2 (ix)
        ld      h, src+3 (ix)
        push    hl
        ld      l, src (ix)
        ld      h, src+1 (ix)
        push    hl
        push    ix
        pop     hl
        ld      de, #dst
        add     hl, de
        call    fn
.endm

; The decision from the frame: DE = 1 or 0; the frame is dropped and IX
; restored.
fcz80_circle_decide::
        abs4    0
        abs4    4
        below   0                   ; R < |dx|: apart
        jp      c, apart
        below   4                   ; R < |dy|: apart
        jp      c, apart
        ld      a, 0 (ix)           ; HL DE = |dx| + |dy|, at most 2^31
        add     a, 4 (ix)
        ld      e, a
        ld      a, 1 (ix)
        adc     a, 5 (ix)
        ld      d, a
        ld      a, 2 (ix)
        adc     a, 6 (ix)
        ld      l, a
        ld      a, 3 (ix)
        adc     a, 7 (ix)
        ld      h, a
        ld      a, 8 (ix)           ; R - (|dx| + |dy|) >= 0: touching
        sub     e
        ld      a, 9 (ix)
        sbc     a, d
        ld      a, 10 (ix)
        sbc     a, l
        ld      a, 11 (ix)
        sbc     a, h
        jp      nc, touch
        square  _fc_port_umul32, 20, 0      ; dx^2
        square  _fc_port_umul32, 28, 4      ; dy^2
        square  _fc_port_umul32, 12, 8      ; R^2
        push    ix                  ; dx^2 + dy^2 at 20 (IX)
        pop     hl
        ld      de, #20
        add     hl, de
        ld      d, h
        ld      e, l
        ld      bc, #8
        add     hl, bc              ; HL = dy^2, DE = dx^2
        or      a                   ; no carry
        .rept   8
        ld      a, (de)
        adc     a, (hl)
        ld      (de), a
        inc     de                  ; (16-bit inc keeps the carry)
        inc     hl
        .endm
        ld      a, 12 (ix)          ; R^2 - (dx^2 + dy^2) >= 0: touching
        sub     20 (ix)
        ld      a, 13 (ix)
        sbc     a, 21 (ix)
        ld      a, 14 (ix)
        sbc     a, 22 (ix)
        ld      a, 15 (ix)
        sbc     a, 23 (ix)
        ld      a, 16 (ix)
        sbc     a, 24 (ix)
        ld      a, 17 (ix)
        sbc     a, 25 (ix)
        ld      a, 18 (ix)
        sbc     a, 26 (ix)
        ld      a, 19 (ix)
        sbc     a, 27 (ix)
        jr      nc, touch
apart:
        ld      de, #0
        jr      leave
touch:
        ld      de, #1
leave:
        ld      hl, #FRAME
        add     hl, sp
        ld      sp, hl
        pop     ix
        ret

