; fixcol Game Boy port: unsigned 32 x 32 -> 64 multiply in SM83 assembly
; (sdasgb) for the portable wide arithmetic (FC_PORT_UMUL32=1; src/wide.c
; calls it from fc_wide_mul, fc_wide_umul, fc_wide_muladd and
; fc_wide_mulsub).
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
;   r->lo = low 32 bits of a * b, r->hi = high 32 bits.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default),
; as SDCC emits it for this prototype: r arrives in DE; a and b are on the
; stack above the return address (sp+2..5 = a, sp+6..9 = b, little
; endian), and the callee removes them (pop hl; add sp, #8; jp (hl)).
; A, BC, DE and HL are all scratch; nothing is returned. Only the stack
; above sp is written, so interrupts may come at any time; there is no
; static data, so the routine is reentrant.
;
; Method: a = aH * 2^16 + aL. Each half is multiplied by b one byte of b
; at a time (a pass), around the SM83's one 16-bit add, add hl, bc, which
; leaves the carry for the rotates that follow. One 16 x 8 step (a
; "kernel"):
; with the multiplicand half in BC, the multiplier byte m in A and a
; 16-bit addend in HL, eight times: if the bit of m leaving A is 1, add
; BC to HL; then shift carry:H:L:A right one place, the product bit going
; into the top of A. After eight steps H:L:A = BC * m + HL (at most
; 0xFFFF00, so nothing is lost). A is one byte of the product; HL is the
; addend of the next byte. A zero multiplier byte is a plain byte move.
;
;   pass 0: x = aL * b (48 bits), over the argument b in place: the four
;           bytes of b become x0..x3, and HL ends as x5:x4.
;   pass 1: y = aH * b + x3:x2 (48 bits, no overflow), over a copy of b
;           in r->lo's top half and r->hi's low half, in place, so its
;           bytes land as the product's bytes 2..5 and its HL as 6..7.
;   a * b = x1:x0 + 2^16 * (y + 2^16 * x5:x4): r gets x0, x1, y0, y1,
;   then y2..y5 plus x4, x5 with the carry.
; A zero half of a skips its pass.
;
; Clock cycles (4.19 MHz; an M-cycle is 4): a kernel costs 300 plus 4
; per set bit of m, a zero byte 64; the rest of a call about 580 (about
; 3,100 in all for operands with no zero byte). Measured per call:
; ports/gb/README.md (sh ports/gb/umul-test.sh bench).

        .module umul32
        .globl  _fc_port_umul32
        .area   _CODE

; One pass, inline (a macro, used twice): BC = multiplicand (16 bits),
; DE -> four multiplier bytes, HL = addend. Each byte m of the four is
; replaced by a byte of BC * m + HL (48 bits), low byte first; HL ends as
; the top 16 bits and DE advanced by 4. Cycles per byte m: 44 + 8 steps of
; 32 (bit 0) or 36 (bit 1); a zero byte 64.
        .macro  pass
        .rept   4
        ld      a, (de)             ; 8
        or      a, a                ; 4, carry clear
        jr      nz, .+8             ; 12
        ld      a, l                ; m == 0: H:L:A = 0:H:L
        ld      l, h
        ld      h, #0
        jr      .+67                ; to the store
        rra                         ; 4, carry = bit 0 of m
        .rept   8                   ; 32 (bit 0) or 36 (bit 1)
        jr      nc, .+3
        add     hl, bc              ; carry = bit 16 of the sum
        rr      h
        rr      l
        rra                         ; product bit in, next bit of m out
        .endm
        ld      (de), a             ; 8
        inc     de                  ; 8
        .endm
        .endm

_fc_port_umul32:
        push    de                  ; sp+0 r, sp+2 ret, sp+4 a, sp+8 b
        ldhl    sp, #6              ; aH
        ld      a, (hl+)
        or      a, (hl)
        jr      z, 1$               ; aH == 0: no pass 1, no copy
        inc     hl                  ; &b0
        inc     de
        inc     de                  ; &r[2]
        ld      a, (hl+)            ; r[2..5] = b0..b3, for pass 1
        ld      (de), a
        inc     de
        ld      a, (hl+)
        ld      (de), a
        inc     de
        ld      a, (hl+)
        ld      (de), a
        inc     de
        ld      a, (hl)
        ld      (de), a
1$:
        ; pass 0: x = aL * b over the argument b
        ldhl    sp, #4
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a                ; BC = aL
        or      a, c
        jp      z, p0zero
        ldhl    sp, #8
        ld      d, h
        ld      e, l                ; DE = &b0
        ld      hl, #0
        pass                        ; b0..b3 = x0..x3, HL = x5:x4
p0done:
        push    hl                  ; sp+0 x5:x4, sp+2 r, sp+4 ret, sp+6 a, sp+10 x0..x3
        ldhl    sp, #8
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)             ; BC = aH
        ldhl    sp, #2
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)             ; DE = r
        ldhl    sp, #10
        ld      a, (hl+)            ; r[0] = x0
        ld      (de), a
        inc     de
        ld      a, (hl+)            ; r[1] = x1
        ld      (de), a
        inc     de
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = x3:x2, pass 1's addend
        ld      a, b
        or      a, c
        jp      z, p1zero
        pass                        ; r[2..5] = y0..y3, HL = y5:y4
p1done:
        pop     bc                  ; x5:x4
        dec     de
        dec     de                  ; &r[4]
        ld      a, (de)
        add     a, c
        ld      (de), a
        inc     de
        ld      a, (de)
        adc     a, b
        ld      (de), a
        inc     de
        ld      a, l
        adc     a, #0
        ld      (de), a
        inc     de
        ld      a, h
        adc     a, #0
        ld      (de), a
        pop     hl                  ; r
        pop     hl                  ; return address
        add     sp, #8              ; a and b
        jp      (hl)

p0zero:                             ; aL == 0: x = 0
        ldhl    sp, #8
        xor     a, a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl+), a
        ld      (hl), a
        ld      h, a
        ld      l, a
        jp      p0done

p1zero:                             ; aH == 0: y = x3:x2
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
        inc     de
        ld      h, a
        ld      l, a
        jp      p1done
