; fixcol Game Boy (SM83) port: the two 64-bit compares of the portable
; wide arithmetic (FC_PORT_WCMP=1; src/wide.c then leaves them out and
; every caller comes here directly).
;
;   int fc_wide_cmp(const fc_wide *a, const fc_wide *b);   signed
;   int fc_wide_ucmp(const fc_wide *a, const fc_wide *b);  unsigned
;   -1, 0 or 1: the sign of a - b. A NULL operand reads as 0 (wide.h):
;   its pointer is replaced by that of eight zero bytes.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default):
; a arrives in DE, b in BC, nothing on the stack; the int result goes back
; in BC. HL and AF are free.
;
; An fc_wide is { uint32_t lo; uint32_t hi; }, little endian: byte 7 is
; the most significant. The bytes are compared from 7 down and the first
; difference decides, so the usual operands (high bytes equal, as sign
; extension) cost a few steps. The SM83 has no overflow or sign flag, so
; the signed compare flips the sign bit of both top bytes and compares
; them unsigned; the lower bytes are the same in both compares.
; Clock cycles by the instruction timings, call and return included, for
; fc_wide_cmp: 196 to 212 when the top bytes differ, 40 more for each
; further byte compared, 476 for equal values (32 of them the NULL tests).
; The code and its eight zero bytes stay in the fixed bank (_CODE).
        .module wcmp
        .globl  _fc_wide_cmp
        .globl  _fc_wide_ucmp
        .area   _CODE

; One lower byte: on a difference the carry says a < b (unsigned).
.macro  step
        dec     de
        dec     hl
        ld      a, (de)
        cp      a, (hl)
        jr      NZ, diff
.endm

_fc_wide_cmp:
        ld      a, d
        or      a, e
        jr      Z, cnulla
cbacka: ld      a, b
        or      a, c
        jr      Z, cnullb
cbackb: ld      hl, #7
        add     hl, bc
        ld      b, h
        ld      c, l                ; BC = &b[7]
        ld      hl, #7
        add     hl, de
        ld      d, h
        ld      e, l                ; DE = &a[7]
        ld      a, (bc)
        xor     a, #0x80
        ld      l, a                ; b7 with its sign bit flipped
        ld      a, (de)
        xor     a, #0x80
        cp      a, l
        jr      NZ, diff
        ld      h, b
        ld      l, c                ; HL = &b[7]
low:    step                        ; byte 6
        step
        step
        step
        step
        step
        step                        ; byte 0
        ld      bc, #0              ; equal
        ret
diff:   ld      bc, #-1
        ret     C
        ld      bc, #1
        ret
cnulla: ld      de, #zero8
        jr      cbacka
cnullb: ld      bc, #zero8
        jr      cbackb

_fc_wide_ucmp:
        ld      a, d
        or      a, e
        jr      Z, unulla
ubacka: ld      a, b
        or      a, c
        jr      Z, unullb
ubackb: ld      hl, #7
        add     hl, de
        ld      d, h
        ld      e, l                ; DE = &a[7]
        ld      hl, #7
        add     hl, bc              ; HL = &b[7]
        ld      a, (de)
        cp      a, (hl)
        jr      Z, low
        jr      diff
unulla: ld      de, #zero8
        jr      ubacka
unullb: ld      bc, #zero8
        jr      ubackb

zero8:  .db     0, 0, 0, 0, 0, 0, 0, 0
