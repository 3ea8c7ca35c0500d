; fixcol Game Boy port: the linear SAT's dot product in SM83 assembly
; (FC_PORT_DEPTH=1, include/fixcol/config.h), over the unsigned product
; passes of ports/gb/umul32.s:
;
;   void fci_port_depth(fc_wide *r, const fc_vec *n, const fc_vec *b,
;                       const fc_vec *p);
;   *r = n.x (p.x - b.x) + n.y (p.y - b.y)
;
; how deep b lies behind the line through p with outward normal n, the
; value src/sat.c's walks compare and take as the push. The differences
; wrap modulo 2^32 (fci_wsub), each product is the exact signed 32 x 32
; -> 64 product and the sum is taken modulo 2^64: the contract of the C
; (two fc_wide products over fci_wsub), for every input. r is not NULL
; (the library's own calls only).
;
; The magnitudes of the four factors go into the frame with the signs of
; the two products; each product of magnitudes (mulp) takes as few steps
; as the factors' sizes need: none when a factor is 0 (a box's axes), one
; of umul32.s's 16-bit passes when a factor is below 2^16, and where one
; is below 2^24 (screen coordinates, raw Q16.16) the 24-bit steps of
; m24.inc with that one as the multiplicand (m24, below); both at 2^24
; or more take two passes. One product goes straight into *r, the positive one
; where the signs differ, and the other is subtracted from it in one
; pass; where they agree it is added, and *r negated when both are
; negative.
;
; SDCC calling convention (__sdcccall(1)): r in DE, n in BC, b and p on
; the stack above the return address (sp+2, sp+4); the callee removes
; them. A, BC, DE and HL are scratch. The frame, from sp after the
; locals: |p.x - b.x| at sp+0, |p.y - b.y| at sp+4, |n.x| at sp+8, |n.y|
; at sp+12, the second product at sp+16, the products' signs at sp+24
; and 25 (bit 7); then n (sp+26), r (sp+28), the return address (sp+30),
; b (sp+32) and p (sp+34).
        .module depth
        .globl  _fci_port_depth
        .globl  fcgb_pass
        .area   _CODE
        .include "neg8.inc"
        .include "m24.inc"
        .include "reg4.inc"

F_DX    = 0
F_DY    = 4
F_MX    = 8
F_MY    = 12
F_T     = 16
F_S     = 24
F_SZ    = 26

; (BC) = (DE) - (HL), four bytes, the three pointers stepping on (inc
; keeps the borrow).
.macro  diff4
        ld      a, (de)
        sub     a, (hl)
        ld      (bc), a
        inc     de
        inc     hl
        inc     bc
        .rept   3
        ld      a, (de)
        sbc     a, (hl)
        ld      (bc), a
        inc     de
        inc     hl
        inc     bc
        .endm
.endm

; The 4 bytes at off (SP) made their magnitude (exact for 2^31, as
; unsigned).
.macro  abs4    off, ?pos
        ldhl    sp, #off+3
        bit     7, (hl)
        jr      z, pos
        ldhl    sp, #off
        xor     a, a
        sub     a, (hl)
        ld      (hl+), a
        .rept   3
        ld      a, #0               ; ld keeps the borrow
        sbc     a, (hl)
        ld      (hl+), a
        .endm
pos:
.endm

; The sign of a product (bit 7) into off (SP), from the top bytes of its
; factors at a (SP) and b (SP).
.macro  sign    off, fa, fb
        ldhl    sp, #fa+3
        ld      a, (hl)
        ldhl    sp, #fb+3
        xor     a, (hl)
        ldhl    sp, #off
        ld      (hl), a
.endm

_fci_port_depth::
        push    de                  ; r
        push    bc                  ; n
        add     sp, #-F_SZ
        ldhl    sp, #F_DX
        ld      b, h
        ld      c, l                ; BC = &F_DX
        ldhl    sp, #F_SZ+8
        ld      a, (hl+)
        ld      d, (hl)
        ld      e, a                ; DE = p
        ldhl    sp, #F_SZ+6
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = b
        diff4                       ; F_DX = p.x - b.x
        diff4                       ; F_DY = p.y - b.y
        ldhl    sp, #F_SZ
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = n
        .rept   8                   ; F_MX, F_MY = n
        ld      a, (hl+)
        ld      (bc), a
        inc     bc
        .endm
        sign    F_S, F_DX, F_MX
        sign    F_S+1, F_DY, F_MY
        abs4    F_DX
        abs4    F_DY
        abs4    F_MX
        abs4    F_MY
; The first product goes into *r and the second into F_T, but for a
; negative first and a positive second, which go the other way round: so
; that where the signs differ, *r holds the positive one and the sum is
; one subtraction, with no negation after it.
        ldhl    sp, #F_S
        ld      a, (hl+)
        cpl
        or      a, (hl)
        bit     7, a
        jr      z, 1$               ; n.x (p.x - b.x) < 0 <= n.y (p.y - b.y)
        ldhl    sp, #F_T
        push    hl                  ; the second's place
        ldhl    sp, #F_SZ+2+2
        ld      a, (hl+)
        ld      b, (hl)
        ld      c, a                ; BC = r, the first's
        jr      2$
1$:     ldhl    sp, #F_SZ+2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        push    hl                  ; r, the second's place
        ldhl    sp, #F_T+2
        ld      b, h
        ld      c, l                ; the first's
2$:     ldhl    sp, #F_DX+2
        ld      d, h
        ld      e, l
        ldhl    sp, #F_MX+2
        call    mulp                ; |n.x| |p.x - b.x|
        pop     bc
        ldhl    sp, #F_DY
        ld      d, h
        ld      e, l
        ldhl    sp, #F_MY
        call    mulp                ; |n.y| |p.y - b.y|
        ldhl    sp, #F_S
        ld      a, (hl+)
        xor     a, (hl)
        ld      c, a                ; bit 7: the signs differ
        ldhl    sp, #F_SZ+2
        ld      a, (hl+)
        ld      d, (hl)
        ld      e, a                ; DE = r
        ldhl    sp, #F_T
        bit     7, c
        jr      nz, 3$
        and     a, a
        .rept   8                   ; *r += F_T
        ld      a, (de)
        adc     a, (hl)
        ld      (de), a
        inc     de
        inc     hl
        .endm
        ldhl    sp, #F_S
        bit     7, (hl)
        jr      z, 4$               ; both positive
        ldhl    sp, #F_SZ+2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        call    neg8                ; both negative: *r = -*r
        jr      4$
3$:     and     a, a
        .rept   8                   ; *r -= F_T, the positive less the other
        ld      a, (de)
        sbc     a, (hl)
        ld      (de), a
        inc     de
        inc     hl
        .endm
4$:     add     sp, #F_SZ+4         ; the locals, n and r
        pop     hl                  ; the return address
        add     sp, #4              ; b and p
        jp      (hl)

; The 4 bytes at HL to DE (DE advanced by 4; HL too).
.macro  copy4
        .rept   4
        ld      a, (hl+)
        ld      (de), a
        inc     de
        .endm
.endm

; DE = OUT and OUT[0..3] = B, from the frame of mulp below (sp+2 &B, sp+4
; OUT where this is used). Uses A and HL.
.macro  outb
        ldhl    sp, #4
        ld      a, (hl+)
        ld      d, (hl)
        ld      e, a                ; DE = OUT
        ldhl    sp, #2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = &B
        copy4                       ; OUT[0..3] = B
        dec     de
        dec     de
        dec     de
        dec     de
.endm

; OUT = X Y, the 64-bit product of 32-bit magnitudes: HL = &X, DE = &Y,
; BC = OUT (8 bytes apart from both). X and Y may be overwritten. Uses A,
; BC, DE and HL. The frame: sp+0 &A, sp+2 &B (X and Y, or Y and X: A is
; the factor whose halves are the passes' multiplicands, B the one whose
; bytes are their multipliers), sp+4 OUT.
mulp:
        push    bc
        push    de
        push    hl
        inc     hl
        inc     hl
        ld      a, (hl+)            ; x2
        ld      b, (hl)             ; x3
        or      a, b
        jr      z, m16              ; X below 2^16: one pass
        inc     de
        inc     de
        ld      a, (de)             ; y2
        inc     de
        ld      c, a
        ld      a, (de)             ; y3
        ld      e, a
        or      a, c
        jr      z, mswap16          ; Y below 2^16: one pass
        ld      a, b
        or      a, a
        jp      z, m24              ; X below 2^24
        ld      a, e
        or      a, a
        jp      nz, mgen
        pop     hl                  ; Y below 2^24: A = Y, B = X
        pop     de
        push    hl
        push    de
        jp      m24
mswap16:
        pop     hl
        pop     de
        push    hl
        push    de

; A below 2^16: OUT = A0 A1 times B in one pass over B's copy in OUT, or
; 0 when A is (a box's axes have a zero component).
m16:
        pop     hl                  ; &A (sp+0 &B, sp+2 OUT)
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)             ; BC = A's low half
        or      a, b
        jr      z, mzero
        push    bc                  ; sp+2 &B, sp+4 OUT
        outb                        ; OUT[0..3] = B, DE = OUT
        pop     bc
        ld      hl, #0
        call    fcgb_pass           ; OUT[0..3], HL = bytes 4 and 5
        ld      a, l
        ld      (de), a
        inc     de
        ld      a, h
        ld      (de), a
        inc     de
        xor     a, a
        ld      (de), a
        inc     de
        ld      (de), a
        add     sp, #4              ; &B, OUT
        ret
mzero:
        ldhl    sp, #2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = OUT
        xor     a, a
        .rept   8
        ld      (hl+), a
        .endm
        add     sp, #4              ; &B, OUT
        ret

; m24b: one multiplier byte over a 24-bit multiplicand, the window A:H:L
; plus D times E:BC shifted right 8 places (m24.inc, the steps of
; fc_mul in ports/gb/fmul.s).
m24b:
        msub

; A below 2^24 (A3 = 0, A2 not): B's bytes, pushed on the stack, are the
; multiplier bytes of 24-bit steps (m24b) over E:BC = A, the product's
; two low bytes kept in the places of the multiplier bytes they replace;
; B3 = 0 (below 2^24 too) takes three bytes, the window then holding the
; product's bytes 3 to 5, a fourth leaves it bytes 4 to 6.

; The frame of the steps: B2 (sp+0), B3 (sp+1), B0 (sp+2), B1 (sp+3),
; OUT (sp+4). D = the product byte into the place of multiplier byte
; src, D = the multiplier byte at dst (offsets before the push of HL).
.macro  mbnd    src, dst
        push    hl
        ldhl    sp, #src+2
        ld      (hl), d
        ldhl    sp, #dst+2
        ld      d, (hl)
        pop     hl
.endm

m24:
        pop     de                  ; &A (sp+0 &B, sp+2 OUT)
        pop     hl                  ; &B (sp+0 OUT)
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a
        push    bc                  ; B0, B1
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)
        push    bc                  ; B2, B3
        ld      h, d
        ld      l, e
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a
        ld      e, (hl)             ; E:BC = A
        ldhl    sp, #2
        ld      d, (hl)             ; D = B0
        ldhl    sp, #1
        ld      a, (hl)             ; B3
        or      a, a
        jr      nz, m24four
        ld      h, a
        ld      l, a                ; the window A:H:L = 0
        call    m24b                ; D = byte 0
        mbnd    2, 3
        call    m24b                ; D = byte 1
        mbnd    3, 0
        call    m24b                ; D = byte 2, A:H:L = bytes 5, 4, 3
        ld      e, d
        ld      d, l
        ld      c, h
        ld      b, a                ; bytes 2 to 5 in E D C B
        add     sp, #2              ; B2, B3
        ldhl    sp, #2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        inc     hl
        inc     hl                  ; HL = OUT + 2
        st4                         ; OUT[2..5]
        inc     hl
        xor     a, a                ; (A B < 2^48)
        ld      (hl+), a
        ld      (hl), a
        jr      m24low
m24four:
        xor     a, a
        ld      h, a
        ld      l, a
        call    m24b
        mbnd    2, 3
        call    m24b
        mbnd    3, 0
        call    m24b                ; D = byte 2
        mbnd    0, 1
        call    m24b                ; D = byte 3, A:H:L = bytes 6, 5, 4
        ld      e, d
        ld      d, l
        ld      c, h
        ld      b, a                ; bytes 3 to 6 in E D C B
        ldhl    sp, #0
        ld      a, (hl)             ; byte 2 (B2's place)
        add     sp, #2
        ldhl    sp, #2
        push    af
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        inc     hl
        inc     hl                  ; HL = OUT + 2
        pop     af
        ld      (hl+), a            ; OUT[2]
        st4                         ; OUT[3..6]
        inc     hl
        xor     a, a                ; (A B < 2^56)
        ld      (hl), a
m24low:                             ; HL = OUT + 7: bytes 1 and 0
        ld      a, l
        sub     a, #6
        ld      l, a
        ld      a, h
        sbc     a, #0
        ld      h, a                ; HL = OUT + 1
        pop     de                  ; E = byte 0, D = byte 1 (sp+0 OUT)
        ld      a, d
        ld      (hl-), a
        ld      (hl), e
        add     sp, #2              ; OUT
        ret

; Both at 2^24 or more: P0 = A's low half times B, a pass over B itself;
; OUT[2..5] = B's copy, then A's high half times it plus P0[2..3], a
; pass, and P0[4..5] added at byte 4.
mgen:
        ldhl    sp, #4
        ld      a, (hl+)
        ld      d, (hl)
        ld      e, a
        inc     de
        inc     de                  ; DE = OUT + 2
        ldhl    sp, #2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = &B
        copy4                       ; OUT[2..5] = B
        pop     hl                  ; &A (sp+0 &B, sp+2 OUT)
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a                ; BC = A's low half
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = A's high half
        pop     de                  ; &B
        push    hl
        push    de                  ; sp+0 &B, sp+2 A's high half, sp+4 OUT
        ld      hl, #0
        call    fcgb_pass           ; B[0..3] = P0[0..3], HL = P0[4..5]
        pop     de                  ; &B
        pop     bc                  ; A's high half
        push    hl                  ; sp+0 P0[4..5], sp+2 OUT
        ldhl    sp, #2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = OUT
        ld      a, (de)
        ld      (hl+), a
        inc     de
        ld      a, (de)
        ld      (hl+), a            ; OUT[0..1] = P0[0..1]
        inc     de
        push    hl                  ; OUT + 2
        ld      a, (de)
        ld      l, a
        inc     de
        ld      a, (de)
        ld      h, a                ; HL = P0[2..3], the addend
        pop     de                  ; DE = OUT + 2
        call    fcgb_pass           ; OUT[2..5], HL = bytes 6 and 7
        ld      a, l
        ld      (de), a
        inc     de
        ld      a, h
        ld      (de), a
        dec     de
        dec     de
        dec     de                  ; DE = OUT + 4
        pop     hl                  ; P0[4..5] (sp+0 OUT)
        ld      a, (de)
        add     a, l
        ld      (de), a
        inc     de
        ld      a, (de)
        adc     a, h
        ld      (de), a
        inc     de
        ld      a, (de)
        adc     a, #0
        ld      (de), a
        inc     de
        ld      a, (de)
        adc     a, #0
        ld      (de), a
        add     sp, #2              ; OUT
        ret
