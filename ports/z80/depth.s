; fixcol Z80 port: the linear SAT's dot product in assembly
; (FC_PORT_DEPTH=1, include/fixcol/config.h), over the unsigned product
; of ports/z80/umul32.s:
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
; In C, SDCC copies the differences and pointers through its frame and
; pushes four words for each of two wide products. Here the differences'
; magnitudes go into the frame as the multiplier bytes, each component of
; n into the multiplicand registers (dmul: the 24-bit steps of m24.inc
; below 2^24, umul32.s's core, fcz80_umul, above), and the two products
; are added, or the second taken from the first, into *r as they come
; out (the sum negated when the first product is negative).
;
; SDCC calling convention (__sdcccall(1)): r in HL, n in DE, b and p on
; the stack above the return address (sp+2, sp+4); the callee removes
; them. IX is kept; IY and the alternate set are scratch.
;
; The frame, IY = SP after the locals: |p.x - b.x| at IY+0..3 (the first
; product's multiplier, then its low word), |p.y - b.y| at IY+4..7 (the
; second's), the two products' signs at IY+8 and IY+9 (bit 7), the
; address of n.y at IY+10; then n (IY+12), r (IY+14), the return address
; (IY+16), b (IY+18) and p (IY+20).

        .module depth
        .globl  _fci_port_depth
        .globl  fcz80_umul
        .include "umul.inc"
        .include "m24.inc"
        .area   _CODE

; IY+n = (DE) - (HL), four bytes, both stepping on.
.macro  diff4   n
        ld      a, (de)
        sub     (hl)
        ld      n (iy), a
        inc     de
        inc     hl
        ld      a, (de)
        sbc     a, (hl)
        ld      n+1 (iy), a
        inc     de
        inc     hl
        ld      a, (de)
        sbc     a, (hl)
        ld      n+2 (iy), a
        inc     de
        inc     hl
        ld      a, (de)
        sbc     a, (hl)
        ld      n+3 (iy), a
        inc     de
        inc     hl
.endm

; The sign of the difference at IY+n into bit 7 of IY+s, the difference
; made its magnitude.
.macro  dsign   n, s, ?pos
        ld      a, n+3 (iy)
        ld      s (iy), a
        or      a
        jp      p, pos
        neg4    n
pos:
.endm

; A component of n from (HL) as the multiplicand, its magnitude in DE BC
; (HL stepping on), its sign folded into bit 7 of IY+s.
.macro  mcand   s, ?pos
        ld      c, (hl)
        inc     hl
        ld      b, (hl)
        inc     hl
        ld      e, (hl)
        inc     hl
        ld      d, (hl)
        inc     hl
        ld      a, d
        xor     s (iy)
        ld      s (iy), a
        bit     7, d
        jr      z, pos
        xor     a                   ; DE BC = -(DE BC)
        sub     c
        ld      c, a
        ld      a, #0
        sbc     a, b
        ld      b, a
        ld      a, #0
        sbc     a, e
        ld      e, a
        ld      a, #0
        sbc     a, d
        ld      d, a
pos:
.endm

; m24: one multiplier byte over a 24-bit multiplicand, the window A:H:L
; plus D times E:BC shifted right 8 places (m24.inc, the steps of fc_mul
; in ports/z80/fmul.s).
m24:
        msub

; The product of the multiplicand DE BC (a magnitude) and the four bytes
; at IY (the multiplier), as fcz80_umul gives it: the low 32 bits over
; the multiplier, the high 32 bits in HL' (high half) and HL. A
; multiplicand below 2^24 (screen coordinates) takes the 24-bit steps
; above, three multiplier bytes when the fourth is 0, each product byte
; written over the multiplier byte it replaces; a larger one goes to
; fcz80_umul (BC' BC).
dmul:
        ld      a, d
        or      a
        jr      z, d24
        push    de
        exx
        pop     bc
        exx
        jp      fcz80_umul
d24:                                ; (A = D = 0)
        ld      d, 0 (iy)
        ld      h, a
        ld      l, a                ; the window A:H:L = 0
        call    m24
        ld      0 (iy), d
        ld      d, 1 (iy)
        call    m24
        ld      1 (iy), d
        ld      d, 2 (iy)
        call    m24                 ; D = byte 2, A:H:L = bytes 5, 4, 3
        ld      2 (iy), d
        ld      d, 3 (iy)
        inc     d
        dec     d
        jr      nz, d24four
        ld      3 (iy), l
        ld      l, h
        ld      h, a
        exx
        ld      hl, #0
        exx
        ret
d24four:
        call    m24                 ; D = byte 3, A:H:L = bytes 6, 5, 4
        ld      3 (iy), d
        exx
        ld      l, a
        ld      h, #0
        exx
        ret

; (DE) = the first product's low byte at IY+n with the second's at
; IY+n+4, by op (adc or sbc), the carry running; DE steps on.
.macro  low1    op, n
        ld      a, n (iy)
        op      a, n+4 (iy)
        ld      (de), a
        inc     de
.endm

; (DE) = C and B by op with L and H, the carry running; DE steps on.
.macro  high2   op
        ld      a, c
        op      a, l
        ld      (de), a
        inc     de
        ld      a, b
        op      a, h
        ld      (de), a
        inc     de
.endm

; *r = the first product (low word at IY+0..3, high word on the stack,
; bits 32..47 on top) op the second (low word at IY+4..7, high word in
; HL' and HL); the stack's two words are popped.
.macro  combine op
        ld      e, 14 (iy)          ; r
        ld      d, 15 (iy)
        or      a                   ; carry clear
        low1    op, 0
        low1    op, 1
        low1    op, 2
        low1    op, 3
        pop     bc                  ; bits 32..47 of the first
        high2   op
        exx                         ; bits 48..63 of the second to HL
        push    hl
        exx
        pop     hl
        pop     bc                  ; bits 48..63 of the first
        high2   op
.endm

_fci_port_depth::
        push    hl                  ; r
        push    de                  ; n
        ld      hl, #-12
        add     hl, sp
        ld      sp, hl
        push    hl
        pop     iy
        ld      l, 18 (iy)          ; b
        ld      h, 19 (iy)
        ld      e, 20 (iy)          ; p
        ld      d, 21 (iy)
        diff4   0                   ; p.x - b.x
        diff4   4                   ; p.y - b.y
        dsign   0, 8
        dsign   4, 9
        ld      l, 12 (iy)          ; n
        ld      h, 13 (iy)
        mcand   8                   ; |n.x|
        ld      10 (iy), l          ; &n.y
        ld      11 (iy), h
        call    dmul                ; |n.x| |p.x - b.x|
        exx                         ; its high word on the stack
        push    hl
        exx
        push    hl
        ld      l, 10 (iy)
        ld      h, 11 (iy)
        ld      de, #4              ; the second multiplier (IY+4)
        add     iy, de
        mcand   5                   ; |n.y|, its sign at IY+9 before the move
        call    dmul                ; |n.y| |p.y - b.y|
        ld      de, #-4
        add     iy, de
        ld      a, 8 (iy)           ; the same signs: *r = P1 + P2,
        xor     9 (iy)              ; else P1 - P2 (then negated for a
        jp      m, subtr            ; negative first product)
        combine adc
        jr      fixsign
subtr:
        combine sbc
fixsign:
        bit     7, 8 (iy)
        jr      z, leave
        ld      l, 14 (iy)          ; *r = -*r
        ld      h, 15 (iy)
        ld      b, #8
        or      a
negr:
        ld      a, #0
        sbc     a, (hl)
        ld      (hl), a
        inc     hl
        djnz    negr
leave:
        ld      hl, #16             ; the locals, n and r
        add     hl, sp
        ld      sp, hl
        pop     hl                  ; the return address
        pop     af                  ; b and p
        pop     af
        jp      (hl)
