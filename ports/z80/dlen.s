; fixcol Z80 port: the divisions by a stored length, under every MTV's
; depth and unit normal (FC_PORT_DIV_LEN=1, include/fixcol/config.h;
; src/mtv.c and src/unit_len.c then leave their versions out):
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
; shift by k, the magnitude, the signed store: about 17,000 T-states of a
; turned box pair's MTV beside its three divisions). Here the numerator
; is shifted in registers, a whole byte at a time and then bit by bit,
; and divided by div.s's core (fcz80_divcore), which this module calls.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; the first pointer in HL, the second in DE, the third on the stack above
; the return address (sp+2..3), removed by the callee; fci_div_len's int
; result in DE. IX (the frame pointer) is kept; AF, BC, DE, HL, IY and the
; alternate set are scratch. An fc_wide is { uint32_t lo, hi; }, an
; fci_len { uint32_t n; unsigned k; } (k 16 bits), little endian.
;
; The 64-bit value v under work: bytes 7, 6 in H' L', 5, 4 in H L, 3, 2
; in D' E', 1, 0 in D E (the high word r = HL' HL and the low word n =
; DE' DE, as fcz80_divcore takes them).
        .module dlen
        .globl  _fci_div_len
        .globl  _fci_unit_len
        .globl  fcz80_divcore
        .area   _CODE

; v <<= k, that of the fci_len at IY, modulo 2^64; C gets the OR of every
; bit that left the top (ORed into what it held; for k of 64 or more every
; bit leaves, and v becomes 0). Uses A and B; main set active.
shlk:
        ld      a, 5 (iy)
        or      a
        jp      nz, zero8
        ld      a, 4 (iy)
        cp      #64
        jp      nc, zero8
; v <<= A (A < 64), the same.
shl64:
        cp      #8
        jr      c, 2$
        sub     #8
        ld      b, a
        exx                         ; a whole byte up: byte 7 leaves
        ld      a, h
        exx
        or      c
        ld      c, a
        exx
        ld      h, l
        exx
        ld      a, h
        exx
        ld      l, a
        ld      a, d
        ld      d, e
        exx
        ld      h, l
        ld      l, a
        ld      a, d
        ld      d, e
        ld      e, #0
        exx
        ld      e, a
        exx
        ld      a, b
        jr      shl64
2$:     or      a
        ret     z
        ld      b, a
3$:     sla     e                   ; one place up: bit 63 leaves
        rl      d
        exx
        rl      e
        rl      d
        exx
        adc     hl, hl
        exx
        adc     hl, hl
        exx
        jr      nc, 4$
        set     0, c
4$:     djnz    3$
        ret

; BC' BC = the four bytes at IY (N).
loadn:
        ld      c, 0 (iy)
        ld      b, 1 (iy)
        exx
        ld      c, 2 (iy)
        ld      b, 3 (iy)
        exx
        ret

; The carry set when r = HL' HL is below d = BC' BC (the division's
; condition). Uses A; keeps r.
below:
        or      a
        sbc     hl, bc
        exx
        sbc     hl, bc
        exx
        ld      a, #0
        rla                         ; the borrow: r < d
        add     hl, bc              ; r back
        exx
        adc     hl, bc
        exx
        rra
        ret

; After fcz80_divcore (r = HL' HL below d = BC' BC): the carry set when
; 2 r >= d, the rounding's test. Changes r.
halfup:
        add     hl, hl
        exx
        adc     hl, hl
        exx
        ret     c                   ; 2 r reached 2^32: above d
        or      a
        sbc     hl, bc
        exx
        sbc     hl, bc
        exx
        ccf                         ; no borrow: 2 r >= d
        ret

; q = DE' DE plus 1: Z set when it wrapped to 0.
incq:
        inc     de
        ld      a, d
        or      e
        ret     nz
        exx
        inc     de
        ld      a, d
        or      e
        exx
        ret

; int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out)
; HL = num, DE = len, out at sp+2.
_fci_div_len::
        push    de
        pop     iy                  ; IY = len
        call    load8               ; v = num
        ld      c, #0               ; nothing lost yet
        call    shlk                ; v = num 2^k, C the bits lost
        ld      a, c
        or      a
        jr      nz, dover           ; num 2^k >= 2^64
        call    loadn               ; d = N
        call    below
        jr      nc, dover           ; a quotient of 2^32 or more (N = 0 too)
        call    fcz80_divcore       ; q in DE' DE, r in HL' HL
        call    halfup
        jr      nc, 3$
        call    incq                ; rounded up: q + 1
        jr      z, dover
3$:     exx
        bit     7, d                ; q of 2^31 or more fails
        exx
        jr      nz, dover
        pop     bc                  ; the return address
        pop     hl                  ; out
        push    bc
        ld      (hl), e
        inc     hl
        ld      (hl), d
        inc     hl
        push    hl
        exx
        pop     hl
        ld      (hl), e
        inc     hl
        ld      (hl), d
        exx
        ld      de, #0              ; FC_OK
        ret
dover:
        pop     bc                  ; the return address
        pop     hl                  ; out, not written
        push    bc
        ld      de, #-8             ; FC_ERR_OVERFLOW
        ret

; v = the eight bytes at HL. Uses A.
load8:
        ld      e, (hl)
        inc     hl
        ld      d, (hl)
        inc     hl
        push    de                  ; bytes 1, 0
        ld      e, (hl)
        inc     hl
        ld      d, (hl)
        inc     hl
        push    de                  ; bytes 3, 2
        ld      e, (hl)
        inc     hl
        ld      d, (hl)             ; D E = bytes 5, 4
        inc     hl
        ld      a, (hl)
        inc     hl
        ld      h, (hl)
        ld      l, a
        push    hl                  ; bytes 7, 6
        exx
        pop     hl
        pop     de
        exx
        ex      de, hl
        pop     de
        ret

; C = C OR every byte of v, and v = 0. Uses A.
zero8:
        ld      a, c
        or      d
        or      e
        or      h
        or      l
        ld      de, #0
        ld      hl, #0
        exx
        or      d
        or      e
        or      h
        or      l
        ld      de, #0
        ld      hl, #0
        exx
        ld      c, a
        ret

; void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u)
; HL = n, DE = len, u at sp+2. The result is formed on the stack (u may
; be n): sp+0..3 u.x, sp+4..5 n (while u.y is formed: sp+4..7 u.y).
_fci_unit_len::
        push    de
        pop     iy                  ; IY = len
        ld      a, 0 (iy)
        or      1 (iy)
        or      2 (iy)
        or      3 (iy)
        jr      z, uone             ; N = 0: (1, 0)
        push    hl                  ; n
        call    part                ; u.x, or the carry on failure
        jr      nc, 1$
        ld      de, #0              ; 65536
        exx
        ld      de, #1
        exx
1$:     pop     hl                  ; n
        exx
        push    de                  ; u.x, high word
        exx
        push    de                  ; u.x, low word
        ld      de, #4
        add     hl, de              ; &n.y
        call    part
        jr      nc, 2$
        ld      de, #0              ; 0
        exx
        ld      de, #0
        exx
2$:     pop     bc                  ; u.x, low word
        pop     hl                  ; u.x, high word
        push    de                  ; u.y, low word
        exx
        push    de                  ; u.y, high word
        exx
        jr      ustore
uone:
        ld      hl, #1              ; (1, 0): u.x = 65536, u.y = 0
        ld      bc, #0
        push    bc
        push    bc
; HL BC = u.x (high, low words); sp+0 u.y's high word, sp+2 its low
; word, sp+4 the return address, sp+6 u.
ustore:
        ld      iy, #6
        add     iy, sp
        ld      e, 0 (iy)
        ld      d, 1 (iy)           ; DE = u
        ex      de, hl
        ld      (hl), c
        inc     hl
        ld      (hl), b
        inc     hl
        ld      (hl), e
        inc     hl
        ld      (hl), d
        inc     hl
        pop     bc                  ; u.y, high word
        pop     de                  ; u.y, low word
        ld      (hl), e
        inc     hl
        ld      (hl), d
        inc     hl
        ld      (hl), c
        inc     hl
        ld      (hl), b
        pop     bc                  ; the return address
        pop     hl                  ; u
        push    bc
        ret

; One component from c, the int32 at HL, with IY = len: DE' DE = the
; component and the carry clear, or the carry set when its quotient does
; not fit int32.
part:
        ld      a, (hl)             ; c0
        inc     hl
        ld      b, (hl)             ; c1
        inc     hl
        ld      e, (hl)             ; c2
        inc     hl
        ld      d, (hl)             ; c3
        ex      de, hl              ; H L = c3 c2
        ld      c, a
        push    bc
        ld      a, h
        rla                         ; the carry = the sign of c
        sbc     a, a
        exx
        pop     de                  ; D' E' = c1 c0
        ld      h, a
        ld      l, a                ; H' L' = the sign's bytes
        exx
        ld      de, #0              ; v = c 2^16, sign-extended
        call    shlk                ; what leaves the top does not matter
        exx
        ld      a, h                ; the numerator's sign
        exx
        xor     3 (iy)              ; then the quotient's (N's sign too)
        push    af                  ; bit 7: the quotient's sign
        exx
        bit     7, h
        exx
        call    nz, neg64           ; the numerator's magnitude
        call    loadn               ; d = |N|
        exx
        bit     7, b
        exx
        call    nz, negd
        call    below
        jr      nc, pfail           ; a quotient of 2^32 or more
        call    fcz80_divcore
        call    halfup              ; rounded half away from zero
        jr      nc, 3$
        call    incq                ; unless q = 2^32 - 1 (which fails)
        jr      z, pfail
3$:     pop     af
        exx
        ld      a, d                ; the quotient's top byte
        exx
        jp      m, pneg
        rla                         ; q <= 2^31 - 1
        ret                         ; (the carry: bit 31 of q)
pneg:
        cp      #0x80               ; q <= 2^31, then -q
        jr      c, 4$
        jr      nz, pfail2
        ld      a, d                ; the top byte is 0x80: the rest 0?
        or      e
        exx
        or      e
        exx
        jr      nz, pfail2
4$:     call    negq
        or      a
        ret
pfail:
        pop     af
pfail2:
        scf
        ret

; DE' DE = -(DE' DE), the borrow out in the carry (ret keeps it). Uses A.
negq:
        xor     a
        sub     e
        ld      e, a
        ld      a, #0
        sbc     a, d
        ld      d, a
        exx
        ld      a, #0
        sbc     a, e
        ld      e, a
        ld      a, #0
        sbc     a, d
        ld      d, a
        exx
        ret

; v = -v (modulo 2^64): its low word by negq, then the high word with
; negq's borrow. Uses A.
neg64:
        call    negq
        ld      a, #0
        sbc     a, l
        ld      l, a
        ld      a, #0
        sbc     a, h
        ld      h, a
        exx
        ld      a, #0
        sbc     a, l
        ld      l, a
        ld      a, #0
        sbc     a, h
        ld      h, a
        exx
        ret

; d = BC' BC = -d. Uses A.
negd:
        xor     a
        sub     c
        ld      c, a
        ld      a, #0
        sbc     a, b
        ld      b, a
        exx
        ld      a, #0
        sbc     a, c
        ld      c, a
        ld      a, #0
        sbc     a, b
        ld      b, a
        exx
        ret
