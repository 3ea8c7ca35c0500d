; fixcol Z80 port: the linear SAT's dot product in assembly
; (FC_PORT_DEPTH=1, include/fixcol/config.h), over the product of the
; magnitudes in ports/z80/umul32.s:
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
; pushes four words for each of the two wide products; here the
; differences go straight into the product's frame.
;
; SDCC calling convention (__sdcccall(1)): r in HL, n in DE, b and p on
; the stack above the return address (sp+2, sp+4); the callee removes
; them. IX is kept; IY and the alternate set are scratch.
;
; The frame, IY = SP after the locals: the two signs at IY+0 and IY+1;
; the first product's operands at IY+4..7 (n.x) and IY+8..11 (p.x -
; b.x), as fcz80_prod takes them, and the second's at IY+12..15 (n.y)
; and IY+16..19 (p.y - b.y), reached with IY moved up 8; the first
; product, signed, at IY+20..27; then n (IY+28), r (IY+30), the return
; address (IY+32), b (IY+34) and p (IY+36).

        .module depth
        .globl  _fci_port_depth
        .globl  fcz80_prod
        .include "umul.inc"
        .area   _CODE

; Four bytes from (HL) to IY+n, HL stepping on.
.macro  load4   n
        ld      a, (hl)
        ld      n (iy), a
        inc     hl
        ld      a, (hl)
        ld      n+1 (iy), a
        inc     hl
        ld      a, (hl)
        ld      n+2 (iy), a
        inc     hl
        ld      a, (hl)
        ld      n+3 (iy), a
        inc     hl
.endm

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

; The first product's byte n (IY+8..11 low, IY+4..7 high) to the sum's
; byte s, as it is or from 0 less it (the carry running).
.macro  keep1   n, s
        ld      a, n (iy)
        ld      s (iy), a
.endm
.macro  negk1   n, s
        ld      a, #0
        sbc     a, n (iy)
        ld      s (iy), a
.endm

; *r byte (DE) = the sum's byte s plus or less the second product's
; byte n (IY+16..19 low, IY+12..15 high), the carry running.
.macro  addr1   s, n
        ld      a, s (iy)
        adc     a, n (iy)
        ld      (de), a
        inc     de
.endm
.macro  subr1   s, n
        ld      a, s (iy)
        sbc     a, n (iy)
        ld      (de), a
        inc     de
.endm

; The product's sign in the byte at IY+0 (bit 7), the operands at IY+4
; and IY+8 to their magnitudes.
signs:
        ld      a, 7 (iy)
        xor     11 (iy)
        ld      0 (iy), a
        bit     7, 7 (iy)
        jr      z, apos
        neg4    4
apos:
        bit     7, 11 (iy)
        ret     z
        neg4    8
        ret

_fci_port_depth::
        push    hl                  ; r
        push    de                  ; n
        ld      hl, #-28
        add     hl, sp
        ld      sp, hl
        push    hl
        pop     iy
        ld      l, 34 (iy)          ; b
        ld      h, 35 (iy)
        ld      e, 36 (iy)          ; p
        ld      d, 37 (iy)
        diff4   8                   ; p.x - b.x
        diff4   16                  ; p.y - b.y
        ld      l, 28 (iy)          ; n
        ld      h, 29 (iy)
        load4   4                   ; n.x
        load4   12                  ; n.y
        call    signs
        call    fcz80_prod          ; n.x (p.x - b.x)
        or      a                   ; carry clear
        bit     7, 0 (iy)
        jr      nz, xneg
        keep1   8, 20
        keep1   9, 21
        keep1   10, 22
        keep1   11, 23
        keep1   4, 24
        keep1   5, 25
        keep1   6, 26
        keep1   7, 27
        jr      second
xneg:
        negk1   8, 20
        negk1   9, 21
        negk1   10, 22
        negk1   11, 23
        negk1   4, 24
        negk1   5, 25
        negk1   6, 26
        negk1   7, 27
second:
        ld      de, #8              ; the second product's frame
        add     iy, de
        call    signs               ; its sign at IY+8
        call    fcz80_prod          ; n.y (p.y - b.y)
        ld      de, #-8
        add     iy, de
        ld      e, 30 (iy)          ; r
        ld      d, 31 (iy)
        or      a                   ; carry clear
        bit     7, 8 (iy)
        jr      nz, ysub
        addr1   20, 16
        addr1   21, 17
        addr1   22, 18
        addr1   23, 19
        addr1   24, 12
        addr1   25, 13
        addr1   26, 14
        addr1   27, 15
        jr      done
ysub:
        subr1   20, 16
        subr1   21, 17
        subr1   22, 18
        subr1   23, 19
        subr1   24, 12
        subr1   25, 13
        subr1   26, 14
        subr1   27, 15
done:
        ld      hl, #32             ; the locals, n and r
        add     hl, sp
        ld      sp, hl
        pop     hl                  ; the return address
        pop     af                  ; b and p
        pop     af
        jp      (hl)
