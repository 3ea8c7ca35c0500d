; fixcol Z80 port: the two 64-bit compares of the portable wide arithmetic
; (FC_PORT_WCMP=1; src/wide.c then leaves them out and every caller comes
; here directly).
;
;   int fc_wide_cmp(const fc_wide *a, const fc_wide *b);   signed
;   int fc_wide_ucmp(const fc_wide *a, const fc_wide *b);  unsigned
;   -1, 0 or 1: the sign of a - b. A NULL operand reads as 0 (wide.h):
;   its pointer is replaced by that of eight zero bytes, at a cost of 30
;   T-states when neither is NULL.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; a arrives in HL, b in DE, nothing on the stack; the int result goes
; back in DE. IX (the frame pointer) is left alone; only AF, BC, DE and HL
; are used.
;
; An fc_wide is { uint32_t lo; uint32_t hi; }, little endian: byte 7 is
; the most significant. The bytes are compared from 7 down and the first
; difference decides, so the usual operands (high bytes equal, as sign
; extension) cost a few steps of 33 T-states. The signed compare differs
; only in the top byte, compared as signed (the same order as flipping
; its sign bit and comparing unsigned): the sign and overflow flags of
; the same cp give that order, so an equal top byte costs nothing extra.
; The pointers step down with 16-bit decrements: dec l and dec e would
; save 4 T-states a byte but break on a value that crosses a 256-byte page.

        .module wcmp
        .globl  _fc_wide_cmp
        .globl  _fc_wide_ucmp
        .area   _CODE

; One lower byte: on a difference the carry says a < b (unsigned).
.macro  step
        dec     hl
        dec     de
        ld      a, (de)
        cp      (hl)
        jr      nz, diff
.endm

_fc_wide_cmp:
        ld      a, h
        or      a, l
        jr      z, cnulla
cbacka: ld      a, d
        or      a, e
        jr      z, cnullb
cbackb: ld      bc, #7
        add     hl, bc
        ex      de, hl
        add     hl, bc              ; DE = &a[7], HL = &b[7]
        ld      a, (de)
        cp      (hl)                ; signed a7 - b7: a < b when S != V
        jr      nz, top
low:    step                        ; byte 6
        step
        step
        step
        step
        step
        step                        ; byte 0
        ld      de, #0              ; equal
        ret
top:    jp      pe, ovf
        ld      de, #-1
        ret     m                   ; S = 1, V = 0: a < b
        ld      de, #1
        ret
ovf:    ld      de, #1
        ret     m                   ; S = 1, V = 1: a > b
        ld      de, #-1
        ret
diff:   ld      de, #-1
        ret     c
        ld      de, #1
        ret
cnulla: ld      hl, #zero8
        jr      cbacka
cnullb: ld      de, #zero8
        jr      cbackb

; It shares the seven lower steps: fc_wide_cmp, by far the more frequent,
; falls through to them.
_fc_wide_ucmp:
        ld      a, h
        or      a, l
        jr      z, unulla
ubacka: ld      a, d
        or      a, e
        jr      z, unullb
ubackb: ld      bc, #7
        add     hl, bc
        ex      de, hl
        add     hl, bc              ; DE = &a[7], HL = &b[7]
        ld      a, (de)
        cp      (hl)
        jr      z, low
        jr      diff
unulla: ld      hl, #zero8
        jr      ubacka
unullb: ld      de, #zero8
        jr      ubackb

zero8:  .db     0, 0, 0, 0, 0, 0, 0, 0
