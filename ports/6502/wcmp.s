; fixcol 6502 port: the two 64-bit compares of the portable wide arithmetic
; (FC_PORT_WCMP=1; src/wide.c then leaves them out and every caller comes
; here directly).
;
;   int fc_wide_cmp(const fc_wide *a, const fc_wide *b);   signed
;   int fc_wide_ucmp(const fc_wide *a, const fc_wide *b);  unsigned
;   -1, 0 or 1: the sign of a - b. A NULL operand reads as 0 (wide.h).
;
; cc65 calling convention (__fastcall__, the default): b arrives in A/X,
; a is on the C stack at (sp),0..1 and the callee removes it. The result
; goes back in A (low) and X (high): callers test the sign on X alone.
; Only the runtime's scratch zero page (ptr1, ptr2) is used.
;
; An fc_wide is { uint32_t lo; uint32_t hi; }, little endian: byte 7 is
; the most significant. The bytes are compared from 7 down and the first
; difference decides, so the usual operands (high bytes equal, as sign
; extension) cost a few steps of 14 cycles. The signed order is the
; unsigned order of the values with their top byte's sign bit flipped;
; flipping both bits changes the outcome only when the two bits differ,
; so the top bytes are compared unsigned and the answer is inverted then:
; an equal top byte costs nothing extra.

        .export         _fc_wide_cmp, _fc_wide_ucmp
        .importzp       sp, ptr1, ptr2

        .include        "wideargs.inc"

; Fetch the pointers (wideargs.inc), then drop a (2 bytes). Y = 7.
.macro  args
        wide_ab
        drop    2
        ldy     #7
.endmacro

; One lower byte: on a difference the carry says a > b (unsigned).
.macro  step
        dey
        lda     (ptr1),y
        cmp     (ptr2),y
        bne     diff
.endmacro

.segment        "RODATA"

zero8:  .byte   0, 0, 0, 0, 0, 0, 0, 0

.segment        "CODE"

; fc_wide_ucmp shares the seven lower steps: it enters them after its own
; top byte, so fc_wide_cmp (by far the more frequent) falls through.
_fc_wide_ucmp:
        args
        lda     (ptr1),y
        cmp     (ptr2),y
        beq     low
        bne     diff

_fc_wide_cmp:
        args
        lda     (ptr1),y
        cmp     (ptr2),y
        bne     top
low:    step                    ; byte 6
        step
        step
        step
        step
        step
        step                    ; byte 0
        lda     #0              ; equal
        tax
        rts
top:    eor     (ptr2),y        ; N = the sign bits differ (C kept)
        bpl     diff
        bcs     lt              ; a's sign bit set: a < 0 <= b
        bcc     gt
diff:   bcs     gt
lt:     lda     #$FF
        tax
        rts
gt:     lda     #1
        ldx     #0
        rts
