; fixcol Game Boy port: the divisions by a stored length, under every
; MTV's depth and unit normal, in SM83 assembly (sdasgb), with
; FC_PORT_DIV_LEN=1 (include/fixcol/config.h; src/mtv.c and
; src/unit_len.c then leave their versions out):
;
;   int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out);
;   void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u);
;
; The contracts of the C versions, as config.h states them under
; FC_PORT_DIV_LEN (with N = len->n and k = len->k): num 2^k / N rounded
; half up, or FC_ERR_OVERFLOW (-8) with *out left alone; each component
; of u c 65536 2^k / N rounded half away from zero, that of (1, 0) where
; it does not fit int32 (u may be n). The shift is modulo 2^64, N is read
; as an int32 for the normal, and every input gives the C's answer.
;
; The C versions spend most of their time in SDCC's 64-bit helpers (the
; shift by k, the magnitude, the signed store: about 19,000 clocks of a
; turned box pair's MTV beside its three divisions). Here the numerator is
; shifted in a frame on the stack, whole bytes at once and then bit by
; bit, and divided by div.s's fci_divide, which this module calls.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default),
; as SDCC emits it for these prototypes: the first pointer in DE, the
; second in BC, the third on the stack above the return address
; (sp+2..3), removed by the callee; fci_div_len's int result in BC. A,
; BC, DE and HL are scratch. An fc_wide is { uint32_t lo, hi; }, an
; fci_len { uint32_t n; unsigned k; } (k 16 bits), little endian. Only the
; stack above sp and *out or *u are written, so interrupts may come at
; any time.
        .module dlen
        .globl  _fci_div_len
        .globl  _fci_unit_len
        .globl  _fci_divide
        .area   _CODE
        .include "neg8.inc"

; The frame (from sp, at the top level of both functions): v the 64-bit
; numerator, d the divisor (the first word of an fci_divisor, all that
; div.s reads), r the remainder, the len pointer, the n pointer, u.x.
F_V     = 0
F_D     = 8
F_R     = 12
F_L     = 16
F_N     = 18
F_X     = 20
FRAME   = 24

; v (the 8 bytes at HL) <<= A (A < 64), modulo 2^64; returns A = 0 when
; no bit that was 1 left the top. Uses BC, DE and HL.
shl64:
        ld      c, a
        and     a, #7
        push    af                  ; the bits, j = k mod 8
        ld      a, c
        srl     a
        srl     a
        srl     a                   ; whole bytes, m = k / 8
        ld      c, #0               ; what left the top
        or      a, a
        jr      z, 4$
        ld      b, a
        push    hl
        ld      a, #8               ; DE = &v[8 - m]: the bytes that leave
        sub     a, b
        add     a, l
        ld      e, a
        ld      a, h
        adc     a, #0
        ld      d, a
        push    bc
1$:     ld      a, (de)
        or      a, c
        ld      c, a
        inc     de
        dec     b
        jr      nz, 1$
        ld      a, c
        pop     bc
        ld      c, a
        ld      de, #7              ; HL = &v[7], DE = &v[7 - m]
        add     hl, de
        ld      a, l
        sub     a, b
        ld      e, a
        ld      a, h
        sbc     a, #0
        ld      d, a
        ld      a, #8
        sub     a, b                ; 8 - m bytes move up (m < 8)
        push    bc                  ; m, and what left the top
        ld      b, a
2$:     ld      a, (de)
        ld      (hl-), a
        dec     de
        dec     b
        jr      nz, 2$
        pop     bc
        xor     a, a                ; m bytes of 0 below them
3$:     ld      (hl-), a
        dec     b
        jr      nz, 3$
        pop     hl
4$:     pop     af                  ; j
        or      a, a
        jr      z, 7$
        ld      b, a
5$:     push    hl
        and     a, a                ; one place up
        .rept   8
        ld      a, (hl)
        rla
        ld      (hl+), a
        .endm
        pop     hl
        jr      nc, 6$
        set     0, c                ; a 1 left the top
6$:     dec     b
        jr      nz, 5$
7$:     ld      a, c
        ret

; v (the 8 bytes at DE) <<= k, that of the fci_len at HL, modulo 2^64;
; returns A = 0 when no bit that was 1 left the top (for k of 64 or more
; every bit leaves, and v becomes 0). Uses BC, DE and HL.
shlk:
        ld      bc, #4
        add     hl, bc
        ld      a, (hl+)            ; k's low byte
        ld      b, a
        ld      a, (hl)             ; its high byte
        ld      h, d
        ld      l, e                ; HL = &v
        or      a, a
        jr      nz, 1$
        ld      a, b
        cp      a, #64
        jp      c, shl64
1$:     ld      bc, #0x0800         ; B = 8 bytes, C = their OR
2$:     ld      a, (hl)
        or      a, c
        ld      c, a
        xor     a, a
        ld      (hl+), a
        dec     b
        jr      nz, 2$
        ld      a, c
        ret

; The carry set when the 4 bytes at HL are below the 4 at DE (unsigned).
; Uses A and C; HL and DE end past them.
below:
        and     a, a
        .rept   4
        ld      a, (de)
        ld      c, a
        ld      a, (hl+)
        sbc     a, c
        inc     de
        .endm
        ret

; The 4 bytes at HL (the remainder r, below d, the 4 at DE) doubled in
; place; the carry set when 2 r >= d, the rounding's test.
halfup:
        push    hl
        and     a, a
        .rept   4
        rl      (hl)
        inc     hl
        .endm
        pop     hl
        ret     c                   ; 2 r reached 2^32: above d
        call    below
        ccf
        ret

; q = floor(v / d) of the frame at sp+fr by fci_divide, the remainder
; into r: DE the high word of q, BC the low word (the pushes of its
; arguments move the frame: each offset counts them).
.macro  divfr   fr
        ldhl    sp, #fr+F_D
        ld      d, h
        ld      e, l                ; dv: d is its first word
        ldhl    sp, #fr+F_R
        push    hl                  ; rem
        ldhl    sp, #fr+2+F_V+2     ; lo
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        push    hl
        ldhl    sp, #fr+4+F_V
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        push    hl
        ldhl    sp, #fr+6+F_V+6     ; hi
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        push    hl
        ldhl    sp, #fr+8+F_V+4
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        push    hl
        call    _fci_divide         ; removes its 10 bytes
.endm

; int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out)
; DE = num, BC = len, out at sp+2.
_fci_div_len::
        add     sp, #-FRAME
        ldhl    sp, #F_V            ; v = num
        .rept   8
        ld      a, (de)
        ld      (hl+), a
        inc     de
        .endm
        ld      d, b
        ld      e, c
        ld      a, (de)             ; d = N
        ld      (hl+), a
        inc     de
        ld      a, (de)
        ld      (hl+), a
        inc     de
        ld      a, (de)
        ld      (hl+), a
        inc     de
        ld      a, (de)
        ld      (hl), a
        ldhl    sp, #F_V
        ld      d, h
        ld      e, l
        ld      h, b
        ld      l, c
        call    shlk                ; v = num 2^k
        or      a, a
        jr      nz, dover           ; 2^64 or more
        ldhl    sp, #F_D            ; v's high word below N, else a
        ld      d, h                ; quotient of 2^32 or more (N = 0 too)
        ld      e, l
        ldhl    sp, #F_V+4
        call    below
        jr      nc, dover
        divfr   0
        push    de
        push    bc
        ldhl    sp, #4+F_D
        ld      d, h
        ld      e, l
        ldhl    sp, #4+F_R
        call    halfup
        pop     bc
        pop     de
        jr      nc, 4$
        inc     bc                  ; rounded up: q + 1
        ld      a, b
        or      a, c
        jr      nz, 4$
        inc     de
        ld      a, d
        or      a, e
        jr      z, dover            ; wrapped
4$:     bit     7, d                ; q of 2^31 or more fails
        jr      nz, dover
        ldhl    sp, #FRAME+2        ; out
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        ld      a, c
        ld      (hl+), a
        ld      a, b
        ld      (hl+), a
        ld      a, e
        ld      (hl+), a
        ld      (hl), d
        ld      bc, #0              ; FC_OK
        jr      dret
dover:
        ld      bc, #-8             ; FC_ERR_OVERFLOW
dret:
        add     sp, #FRAME
        pop     hl
        add     sp, #2              ; out
        jp      (hl)

; void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u)
; DE = n, BC = len, u at sp+2.
_fci_unit_len::
        add     sp, #-FRAME
        ldhl    sp, #F_L
        ld      a, c
        ld      (hl+), a
        ld      a, b
        ld      (hl+), a
        ld      a, e                ; F_N
        ld      (hl+), a
        ld      (hl), d
        ld      h, b                ; N = 0: (1, 0)
        ld      l, c
        ld      a, (hl+)
        or      a, (hl)
        inc     hl
        or      a, (hl)
        inc     hl
        or      a, (hl)
        jr      nz, 1$
        ld      bc, #0
        ld      de, #1              ; u.x = 65536
        push    bc                  ; u.y = 0
        push    bc
        jr      ustore
1$:     call    part                ; u.x from n.x
        jr      nc, 2$
        ld      bc, #0              ; failed: 65536
        ld      de, #1
2$:     ldhl    sp, #F_X
        ld      a, c
        ld      (hl+), a
        ld      a, b
        ld      (hl+), a
        ld      a, e
        ld      (hl+), a
        ld      (hl), d
        ldhl    sp, #F_N            ; n + 4: n.y
        ld      a, (hl)
        add     a, #4
        ld      (hl+), a
        jr      nc, 3$
        inc     (hl)
3$:     call    part                ; u.y
        jr      nc, 4$
        ld      bc, #0              ; failed: 0
        ld      d, b
        ld      e, c
4$:     push    de                  ; u.y
        push    bc
        ldhl    sp, #4+F_X
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)             ; DE BC = u.x
; DE BC = u.x, sp+0 u.y's low word, sp+2 its high word, sp+4 the frame,
; then the return address and u.
ustore:
        ldhl    sp, #4+FRAME+2
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = u
        ld      a, c
        ld      (hl+), a
        ld      a, b
        ld      (hl+), a
        ld      a, e
        ld      (hl+), a
        ld      a, d
        ld      (hl+), a
        pop     bc
        pop     de
        ld      a, c
        ld      (hl+), a
        ld      a, b
        ld      (hl+), a
        ld      a, e
        ld      (hl+), a
        ld      (hl), d
        add     sp, #FRAME
        pop     hl
        add     sp, #2              ; u
        jp      (hl)

; One component of the frame's n (its caller's: sp+2 here): DE BC = the
; component (DE the high word) and the carry clear, or the carry set when
; its quotient does not fit int32.
part:
        ldhl    sp, #2+F_N
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = &c
        ld      a, (hl+)
        ld      e, a
        ld      a, (hl+)
        ld      d, a
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)             ; B C D E = c
        ldhl    sp, #2+F_V          ; v = c 2^16, sign-extended
        xor     a, a
        ld      (hl+), a
        ld      (hl+), a
        ld      a, e
        ld      (hl+), a
        ld      a, d
        ld      (hl+), a
        ld      a, c
        ld      (hl+), a
        ld      a, b
        ld      (hl+), a
        rla                         ; the carry = the sign of c
        sbc     a, a
        ld      (hl+), a
        ld      (hl), a
        ldhl    sp, #2+F_L
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        push    hl                  ; len
        ldhl    sp, #4+F_V
        ld      d, h
        ld      e, l
        pop     hl
        push    hl
        call    shlk                ; what leaves the top does not matter
        pop     hl                  ; len: d = |N|
        ld      a, (hl+)
        ld      e, a
        ld      a, (hl+)
        ld      d, a
        ld      a, (hl+)
        ld      c, a
        ld      b, (hl)             ; B C D E = N
        ldhl    sp, #2+F_V+7
        ld      a, (hl)             ; the numerator's sign
        xor     a, b                ; xor N's: the quotient's
        push    af                  ; bit 7: the quotient's sign
        bit     7, b
        jr      z, 3$
        xor     a, a                ; N read as an int32: d = -N
        sub     a, e
        ld      e, a
        ld      a, #0
        sbc     a, d
        ld      d, a
        ld      a, #0
        sbc     a, c
        ld      c, a
        ld      a, #0
        sbc     a, b
        ld      b, a
3$:     ldhl    sp, #4+F_D
        ld      a, e
        ld      (hl+), a
        ld      a, d
        ld      (hl+), a
        ld      a, c
        ld      (hl+), a
        ld      (hl), b
        ldhl    sp, #4+F_V+7
        bit     7, (hl)
        jr      z, 4$
        ldhl    sp, #4+F_V          ; the numerator's magnitude (2^63 stays)
        call    neg8
4$:     ldhl    sp, #4+F_D          ; a high word of d or more: 2^32 or more
        ld      d, h
        ld      e, l
        ldhl    sp, #4+F_V+4
        call    below
        jr      nc, pfail
        divfr   4                   ; q in DE BC, r in the frame
        push    de
        push    bc
        ldhl    sp, #8+F_D
        ld      d, h
        ld      e, l
        ldhl    sp, #8+F_R
        call    halfup              ; rounded half away from zero
        pop     bc
        pop     de
        jr      nc, 6$
        ld      a, b                ; q + 1, unless q = 2^32 - 1 (which fails)
        and     a, c
        and     a, d
        and     a, e
        inc     a
        jr      z, pfail
        inc     bc
        ld      a, b
        or      a, c
        jr      nz, 6$
        inc     de
6$:     pop     af                  ; the quotient's sign
        bit     7, a
        jr      nz, 7$
        ld      a, d                ; q <= 2^31 - 1
        rla
        ret                         ; (the carry: bit 31 of q)
7$:     ld      a, d                ; q <= 2^31, then -q
        cp      a, #0x80
        jr      c, 8$
        jr      nz, pfail2
        ld      a, e
        or      a, b
        or      a, c
        jr      nz, pfail2
8$:     xor     a, a
        sub     a, c
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
        and     a, a
        ret
pfail:
        pop     af
pfail2:
        scf
        ret
