; fixcol 6502 port: the sum and difference of the portable wide arithmetic
; (FC_PORT_WADD=1; src/wide.c and src/wide_ops.c then leave their C
; versions out). cc65 turns the C's two 32-bit words and their carry into
; runtime calls, about 2,200 cycles a call; a byte loop takes about 200.
;
;   void fc_wide_add(fc_wide *r, const fc_wide *a, const fc_wide *b);  r = a + b
;   void fc_wide_sub(fc_wide *r, const fc_wide *a, const fc_wide *b);  r = a - b
;
; Modulo 2^64, as the C versions; a NULL input reads as 0 and a NULL r is
; not written (wide.h). r may be a or b: each byte of r is written after
; the same byte of both operands is read.
;
; cc65 calling convention (__fastcall__, the default): b arrives in A/X,
; a at (sp),0..1 and r at (sp),2..3; the callee removes those four bytes.
; Only the runtime's scratch zero page (ptr1, ptr2, ptr3) is used. An
; fc_wide is { uint32_t lo; uint32_t hi; }, little endian: bytes 0 to 7
; from the least significant up.

        .export         _fc_wide_add, _fc_wide_sub
        .importzp       sp, ptr1, ptr2, ptr3

        .include        "wideargs.inc"

; b into ptr2 and a into ptr1 (wideargs.inc), r into ptr3, the four bytes
; dropped; Z set when r is NULL.
.macro  args
        wide_ab
        ldy     #3
        lda     (sp),y
        sta     ptr3+1
        dey
        lda     (sp),y
        sta     ptr3
        drop    4
        lda     ptr3
        ora     ptr3+1
.endmacro

; The eight bytes through op (adc or sbc), the carry rippling up.
.macro  bytes   op
        ldy     #0
        .repeat 8
        lda     (ptr1),y
        op      (ptr2),y
        sta     (ptr3),y
        iny
        .endrepeat
.endmacro

.segment        "RODATA"

zero8:  .byte   0, 0, 0, 0, 0, 0, 0, 0

.segment        "CODE"

_fc_wide_add:
        args
        beq     done            ; r is NULL
        clc
        bytes   adc
done:   rts

_fc_wide_sub:
        args
        beq     done            ; r is NULL
        sec
        bytes   sbc
        rts
