; fixcol Game Boy port: the unsigned 32 x 32 -> 64 product under the
; multiplies of the portable wide arithmetic, in SM83 assembly (sdasgb),
; with FC_PORT_UMUL32=1.
;
;   void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);  r = a * b
;
; The products themselves are in modules of their own, so that a program
; links only what it calls (sdld takes whole modules): the wide products
; fc_wide_umul, fc_wide_mul, fc_wide_muladd and fc_wide_mulsub
; (ports/gb/wmul.s) and fc_mul (ports/gb/fmul.s), which src/wide.c,
; src/wide_ops.c and src/fixed.c leave out with FC_PORT_MUL=1; the circle
; tests in assembly (circle_decide.s) call this routine directly.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default),
; as SDCC emits it for these prototypes: for the products r arrives in
; DE, a and b on the stack above the return address (sp+2..5 = a,
; sp+6..9 = b, little endian); for fc_mul a arrives in DE (high word) and
; BC (low word), b and out on the stack (sp+2..5, sp+6..7), and the int
; result goes back in BC. The callee removes the stack arguments (pop hl;
; add sp, #n; jp (hl)) and may overwrite them: the signed wrappers form
; the magnitudes in place. A, BC, DE and HL are all scratch. Only the
; stack above sp and the result are written, so interrupts may come at
; any time; there is no static data, so the routines are reentrant.
        .module umul32
        .globl  _fc_port_umul32
        .globl  fcgb_pass
        .area   _CODE

; One pass, a subroutine called twice (written out twice it would take
; 300 bytes more for 80 clocks less per product), and by the dot product
; (ports/gb/depth.s) as fcgb_pass: BC = multiplicand (16
; bits), DE -> four multiplier bytes, HL = addend. Each byte m of the four
; is replaced by a byte of BC * m + HL (48 bits), low byte first; HL ends
; as the top 16 bits and DE advanced by 4. Cycles per byte m: 44 + 8 steps
; of 32 (bit 0) or 36 (bit 1); a zero byte 64.
.macro  pbyte
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
fcgb_pass:
        pbyte
        pbyte
        pbyte
        pbyte
        ret

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
        call    fcgb_pass           ; b0..b3 = x0..x3, HL = x5:x4
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
        call    fcgb_pass           ; r[2..5] = y0..y3, HL = y5:y4
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
