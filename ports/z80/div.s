; fixcol Z80 port: the 64 / 32 division under the library's unit normals,
; MTV depths and exact quotients (FC_PORT_DIV=1; src/wide_root.c then
; leaves its versions out). The C version SDCC builds (FCI_WIDE_SMALL:
; one quotient bit per step on 32-bit words) costs about 48,500 T-states
; to prepare a divisor and divide; here the same steps in registers take
; about 7,100.
;
;   void fci_divisor_set(fci_divisor *dv, uint32_t d);          d != 0
;   uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo,
;                       uint32_t *rem);                          hi < d
;
; fci_divide gives floor((hi 2^32 + lo) / d) and the remainder in *rem,
; as the C version (include/fixcol/wide.h). An fci_divisor is { uint32_t
; d, v; unsigned s; }: here d is the divisor itself and v and s are zero,
; as the C version of FCI_WIDE_SMALL keeps them.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default),
; as SDCC emits it for these prototypes: dv arrives in HL, the other
; arguments on the stack above the return address (fci_divisor_set: d at
; sp+2..5; fci_divide: hi at sp+2..5, lo at sp+6..9, rem at sp+10..11,
; little endian). fci_divisor_set, which returns nothing, removes its
; stack arguments; fci_divide, which returns 32 bits (HL the high word,
; DE the low), leaves them to its caller. IX (the frame pointer) is left
; alone; AF, BC, DE, HL, IY and the alternate set are scratch.
        .module div
        .globl  _fci_divisor_set
        .globl  _fci_divide
        .globl  fcz80_divcore
        .area   _CODE

_fci_divisor_set:
        pop     bc                  ; the return address
        pop     de                  ; d, low word
        ld      (hl), e
        inc     hl
        ld      (hl), d
        inc     hl
        pop     de                  ; d, high word
        ld      (hl), e
        inc     hl
        ld      (hl), d
        xor     a
        .rept   6                   ; v = 0, s = 0
        inc     hl
        ld      (hl), a
        .endm
        push    bc
        ret

; The running remainder r (below d, or below 2^33 for one step) in HL'
; (high word) and HL; the dividend's low word n in DE' and DE, shifted
; out at the top into r as the quotient comes in at the bottom; d in BC'
; and BC; A counts the 32 steps.
_fci_divide:
        ld      c, (hl)
        inc     hl
        ld      b, (hl)             ; BC = d, low word
        inc     hl
        ld      a, (hl)
        inc     hl
        ld      h, (hl)
        ld      l, a
        push    hl
        ld      iy, #4
        add     iy, sp              ; IY -> hi (above the push)
        exx
        pop     bc                  ; BC' = d, high word
        ld      l, 2(iy)
        ld      h, 3(iy)            ; HL' = r = hi, high word
        ld      e, 6(iy)
        ld      d, 7(iy)            ; DE' = n, high word
        exx
        ld      l, 0(iy)
        ld      h, 1(iy)            ; HL = r, low word
        ld      e, 4(iy)
        ld      d, 5(iy)            ; DE = n, low word
        call    fcz80_divcore
        exx                         ; the quotient in DE' DE, r in HL' HL
        push    de
        push    hl
        exx
        ld      c, 8(iy)
        ld      b, 9(iy)            ; BC = rem
        ld      a, l
        ld      (bc), a
        inc     bc
        ld      a, h
        ld      (bc), a
        inc     bc
        pop     hl                  ; r, high word
        ld      a, l
        ld      (bc), a
        inc     bc
        ld      a, h
        ld      (bc), a
        pop     hl                  ; the quotient, high word (low in DE)
        ret

; The division itself, also called by ports/z80/dlen.s: (r:n) / d with
; r = HL' HL, n = DE' DE, d = BC' BC (the high words in the alternate
; set) and r < d; returns the quotient in DE' DE and the remainder in
; HL' HL, the main set active on entry and on return. Changes AF and AF'.
fcz80_divcore::
        ld      a, #32
        ex      af, af'             ; A' = the steps left
; A whole quotient byte is 0 when r 2^8 + n's top byte, r' below, is
; below d (r below 2^24): then r:n moves up a byte at once, eight steps
; in one (the unit normals' quotients, below 2^18, start with one).
; r' is L' H L D' from the top, d B' C' B C.
6$:     exx
        ld      a, h                ; r below 2^24
        or      a
        jr      nz, 8$
        ld      a, l                ; L' against B'
        cp      b
        jr      c, 7$
        jr      nz, 8$
        ld      a, c
        exx
        cp      h                   ; C' against H
        jr      c, 10$
        jr      nz, 9$
        ld      a, l                ; L against B
        cp      b
        jr      c, 9$
        jr      nz, 10$
        exx
        ld      a, d
        exx
        cp      c                   ; D' against C
        jr      c, 9$
        jr      10$
7$:     exx
        jr      9$
8$:     exx
        jr      10$
9$:     ld      a, h                ; r:n moves up a byte: H' L' H L
        ld      h, l                ; D' E' D E = L' H L D' E' D E 0
        exx
        ld      h, l
        ld      l, a
        ld      a, d
        ld      d, e
        exx
        ld      l, a
        ld      a, d
        ld      d, e
        ld      e, #0
        exx
        ld      e, a
        exx
        ex      af, af'
        sub     #8
        jr      z, 11$              ; a quotient of 0
        ex      af, af'
        jr      6$
10$:    ex      af, af'             ; then a step a bit
1$:     sla     e                   ; r:n = 2 (r:n)
        rl      d
        exx
        rl      e
        rl      d
        exx
        adc     hl, hl
        exx
        adc     hl, hl
        jr      c, 3$               ; r reached 2^32: above d
        exx
        or      a
        sbc     hl, bc              ; r - d
        exx
        sbc     hl, bc
        jr      nc, 4$              ; r >= d: keep the difference
        exx
        add     hl, bc              ; r < d: put d back
        exx
        adc     hl, bc
        exx
        jr      5$
3$:     exx
        or      a
        sbc     hl, bc              ; r - d (below 2^32)
        exx
        sbc     hl, bc
4$:     exx
        inc     e                   ; the quotient bit
5$:     dec     a
        jr      nz, 1$
11$:    ret
