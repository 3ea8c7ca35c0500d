; fixcol Z80 port: the square root of a 64-bit value under the library's
; lengths, unit normals and circle depths (FC_PORT_ISQRT_SMALL=1;
; src/wide_root.c then leaves its C version out). SDCC's builds take the
; root digit by digit (FCI_WIDE_SMALL): the C spends about 140,000
; T-states on 32-bit shifts and compares in memory; here the same 32
; steps run in registers in about 9,000.
;
;   uint32_t fci_isqrt_small(uint32_t hi, uint32_t lo, uint32_t *rhi,
;                            uint32_t *rlo);
;
; The root is floor(sqrt(hi 2^32 + lo)); *rhi and *rlo get the remainder
; (the value minus the root's square, below 2^33), as the C version
; (src/wide_root.c).
;
; Each step brings two bits of the value into the remainder r (r = 4 r +
; the two bits) and one bit out to the root: with y = 4 root (so that the
; trial 4 root + 1 is y + 1), the bit is 1 when r >= y + 1, and then r -=
; y + 1 and y = 2 y + 4, else y = 2 y. The remainder stays below 2 root +
; 1 between steps (35 bits at most within one), y below 2^34; the root is
; y / 4 at the end.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default),
; as SDCC emits it for this prototype: hi arrives in HL (high word) and
; DE, lo at sp+2..5, rhi at sp+6..7, rlo at sp+8..9; the 32-bit result
; goes back in HL (high word) and DE, and the caller removes the stack
; arguments. IX (the frame pointer) is left alone; AF, BC, DE, HL, IY and
; the alternate set are scratch.
        .module isqrt
        .globl  _fci_isqrt_small
        .area   _CODE

; Registers through the steps: r in A (bits 32 to 34), HL' and HL; y in
; C' (bits 32 and 33), DE' and DE; the value's current byte in C, B the
; steps left in it. The main set is active between steps.

; y = 2 y (main set active before and after).
.macro  ydouble
        sla     e
        rl      d
        exx
        rl      e
        rl      d
        rl      c
        exx
.endm

; One byte of the value, C, in four steps.
sqbyte:
        ld      b, #4
1$:     sla     c                   ; r = 4 r + the next two bits
        adc     hl, hl
        exx
        adc     hl, hl
        exx
        rla
        sla     c
        adc     hl, hl
        exx
        adc     hl, hl
        exx
        rla
        scf                         ; r - (y + 1)
        sbc     hl, de
        exx
        sbc     hl, de
        sbc     a, c
        jr      c, 2$
        exx                         ; r >= y + 1: keep it; y = 2 y + 4
        ydouble
        set     2, e
        djnz    1$
        ret
2$:     exx                         ; r < y + 1: put y + 1 back; y = 2 y
        scf
        adc     hl, de
        exx
        adc     hl, de
        adc     a, c
        exx
        ydouble
        djnz    1$
        ret

_fci_isqrt_small:
        push    hl
        push    de                  ; sp+0 hi, sp+4 ret, sp+6 lo, sp+10 rhi, sp+12 rlo
        ld      iy, #0
        add     iy, sp
        xor     a                   ; r = 0, y = 0
        ld      h, a
        ld      l, a
        ld      d, a
        ld      e, a
        exx
        ld      h, a
        ld      l, a
        ld      d, a
        ld      e, a
        ld      c, a
        exx
        ld      c, 3(iy)
        call    sqbyte
        ld      c, 2(iy)
        call    sqbyte
        ld      c, 1(iy)
        call    sqbyte
        ld      c, 0(iy)
        call    sqbyte
        ld      c, 9(iy)
        call    sqbyte
        ld      c, 8(iy)
        call    sqbyte
        ld      c, 7(iy)
        call    sqbyte
        ld      c, 6(iy)
        call    sqbyte
        ld      c, 12(iy)
        ld      b, 13(iy)           ; BC = rlo
        ex      af, af'             ; (r's top byte)
        ld      a, l
        ld      (bc), a
        inc     bc
        ld      a, h
        ld      (bc), a
        inc     bc
        exx
        push    hl
        exx
        pop     hl
        ld      a, l
        ld      (bc), a
        inc     bc
        ld      a, h
        ld      (bc), a             ; *rlo = r mod 2^32
        ld      c, 10(iy)
        ld      b, 11(iy)           ; BC = rhi
        ex      af, af'
        ld      (bc), a
        inc     bc
        xor     a
        ld      (bc), a
        inc     bc
        ld      (bc), a
        inc     bc
        ld      (bc), a             ; *rhi = r / 2^32
        .rept   2                   ; the root: y / 4
        exx
        srl     c
        rr      d
        rr      e
        exx
        rr      d
        rr      e
        .endm
        exx
        push    de
        exx
        pop     hl                  ; the root in HL:DE
        pop     af
        pop     af                  ; hi
        ret
