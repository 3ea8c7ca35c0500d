; fixcol 6502 port: the 64 / 32 division under the library's unit normals,
; MTV depths and exact quotients (FC_PORT_DIV=1; src/wide_root.c then
; leaves its versions out). The C version, Knuth's algorithm D with its
; trial digits from a reciprocal, takes cc65's 32-bit runtime calls: about
; 13,500 cycles to prepare a divisor and 32,000 to divide. Here a
; restoring division in zero page, one quotient bit per step, takes about
; 1,500 to 2,000 cycles for the quotients the library asks for (a byte
; of steps written out for divisors below 2^31, which every stored length
; is; a loop above), and preparing is a copy.
;
;   void fci_divisor_set(fci_divisor *dv, uint32_t d);          d != 0
;   uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo,
;                       uint32_t *rem);                          hi < d
;
; fci_divide gives floor((hi 2^32 + lo) / d) and the remainder in *rem,
; as the C version (include/fixcol/wide.h). An fci_divisor is { uint32_t
; d, v; unsigned s; }: here d is the divisor itself and v and s are zero
; (the C version keeps a normalised divisor and a reciprocal there; the
; struct is only ever read by these two functions).
;
; cc65 calling convention (__fastcall__, the default): the last argument
; in A/X (a 32-bit one with its high word in sreg), the others on the C
; stack, the last pushed at (sp),0; the callee removes them. A 32-bit
; result goes back in A/X and sreg. Only the runtime's scratch zero page
; (ptr1 to ptr4, tmp1 to tmp4, sreg) is used.

        .export         _fci_divisor_set, _fci_divide
        .importzp       sp, sreg, ptr1, ptr2, ptr3, ptr4, tmp1, tmp2, tmp3, tmp4
        .include        "sparg.inc"

; The dividend's low word, shifted out at the top as the quotient comes
; in at the bottom; the running remainder; the divisor.
num0 = ptr1
num1 = ptr1+1
num2 = ptr2
num3 = ptr2+1
rem0 = ptr3
rem1 = ptr3+1
rem2 = ptr4
rem3 = ptr4+1
den0 = tmp1
den1 = tmp2
den2 = tmp3
den3 = tmp4

.segment        "CODE"

; dv at (sp),0..1, d in A/X/sreg: dv->d = d, dv->v = 0, dv->s = 0.
_fci_divisor_set:
        sta     tmp1
        stx     tmp2
        sparg   0, ptr1
        lda     tmp1
        sta     (ptr1),y        ; y = 0
        iny
        lda     tmp2
        sta     (ptr1),y
        iny
        lda     sreg
        sta     (ptr1),y
        iny
        lda     sreg+1
        sta     (ptr1),y
        lda     #0
        ldx     #6              ; v and s: bytes 4 to 9
zero:   iny
        sta     (ptr1),y
        dex
        bne     zero
        jmp     drop2

; rem in A/X; lo at (sp),0..3, hi at (sp),4..7, dv at (sp),8..9.
_fci_divide:
        pha                     ; rem, on the 6502's stack
        txa
        pha
        ldy     #9
        lda     (sp),y          ; dv
        sta     ptr3+1
        dey
        lda     (sp),y
        sta     ptr3
        ldy     #3
        lda     (ptr3),y        ; d
        sta     den3
        dey
        lda     (ptr3),y
        sta     den2
        dey
        lda     (ptr3),y
        sta     den1
        dey
        lda     (ptr3),y
        sta     den0
        ldy     #7              ; hi: the remainder to start with
        lda     (sp),y
        sta     rem3
        dey
        lda     (sp),y
        sta     rem2
        dey
        lda     (sp),y
        sta     rem1
        dey
        lda     (sp),y
        sta     rem0
        dey                     ; lo
        lda     (sp),y
        sta     num3
        dey
        lda     (sp),y
        sta     num2
        dey
        lda     (sp),y
        sta     num1
        dey
        lda     (sp),y
        sta     num0
        jsr     divloop
        lda     rem2            ; *rem = the remainder (ptr4 takes the
        sta     tmp1            ; pointer: its two bytes first)
        lda     rem3
        sta     tmp2
        pla
        sta     ptr4+1
        pla
        sta     ptr4
        ldy     #0
        lda     rem0
        sta     (ptr4),y
        iny
        lda     rem1
        sta     (ptr4),y
        iny
        lda     tmp1
        sta     (ptr4),y
        iny
        lda     tmp2
        sta     (ptr4),y
        lda     num2            ; the quotient in A/X/sreg
        sta     sreg
        lda     num3
        sta     sreg+1
        lda     sp              ; drop the ten bytes
        clc
        adc     #10
        sta     sp
        bcc     ret
        inc     sp+1
ret:    lda     num0
        ldx     num1
        rts

drop2:  lda     sp
        clc
        adc     #2
        sta     sp
        bcc     done
        inc     sp+1
done:   rts

; (rem:num) / den, rem < den: the quotient in num, the remainder in rem.
; Uses A, X, Y and sreg. A divisor below 2^31 (every stored length N,
; which lies in [2^29, 2^31)) takes the byte loop below; a larger one the
; bit loop after it.
divloop:
        lda     den3
        bpl     fast
        jmp     slow

; The byte loop: for each of the dividend's bytes, top first, eight steps
; of a restoring division (steps8), the byte itself in cur. A step shifts
; the dividend's next bit into the remainder (below 2^32: rem < den <
; 2^31, so the carry out of its top is 0) and subtracts den - 1 with that
; clear carry, which subtracts den: no borrow (carry set) is the quotient
; bit, and the difference is kept. The next step's shift takes that carry
; into cur's bottom as the dividend's bit leaves its top, so after the
; eighth step and one more rotation cur holds the quotient byte, which
; goes back into the dividend's place. About 70 cycles a step where the
; bit loop takes about 100. As in the bit loop, a byte that leaves the
; remainder below den (its top byte zero, rem 2^8 + the byte < den) gives
; a zero quotient byte at once.
cur = sreg
tr2 = sreg+1

.macro  fstep
        .local  no
        rol     cur             ; the last quotient bit in, a dividend bit out
        rol     rem0
        rol     rem1
        rol     rem2
        rol     rem3            ; carry clear: rem < 2^31 before
        lda     rem0            ; rem - (den - 1) - 1
        sbc     den0
        tax
        lda     rem1
        sbc     den1
        tay
        lda     rem2
        sbc     den2
        sta     tr2
        lda     rem3
        sbc     den3
        bcc     no              ; rem < den: quotient bit 0
        sta     rem3            ; else rem -= den, quotient bit 1
        stx     rem0
        sty     rem1
        lda     tr2
        sta     rem2
no:
.endmacro

.bss
fidx:   .res    1               ; the dividend byte in hand
fcnt:   .res    1               ; the halves of its steps left
.code

fast:   lda     den0            ; den - 1 (den > rem >= 0)
        bne     dec0
        lda     den1
        bne     dec1
        lda     den2
        bne     dec2
        dec     den3
dec2:   dec     den2
dec1:   dec     den1
dec0:   dec     den0
        ldx     #3
        clc
fbyte:  stx     fidx
        lda     num0,x
        sta     cur
        lda     rem3            ; a zero quotient byte?
        bne     fsteps
        lda     cur             ; rem2 rem1 rem0 cur < den, that is,
        sbc     den0            ; <= den - 1 (the carry is clear here:
        lda     rem0            ; one less subtracted)
        sbc     den1
        lda     rem1
        sbc     den2
        lda     rem2
        sbc     den3
        bcs     fsteps
        lda     rem2            ; the byte moves up whole
        sta     rem3
        lda     rem1
        sta     rem2
        lda     rem0
        sta     rem1
        lda     cur
        sta     rem0
        lda     #0
        beq     fput
fsteps: jsr     steps8
fput:   ldx     fidx
        sta     num0,x
        clc                     ; (the next skip test subtracts one less)
        dex
        bpl     fbyte
        inc     den0            ; den back
        bne     fdone
        inc     den1
        bne     fdone
        inc     den2
        bne     fdone
        inc     den3
fdone:  rts

; The eight steps of a byte, four written out, twice: A = its quotient
; byte.
steps8: lda     #2
        sta     fcnt
four:   .repeat 4
        fstep
        .endrepeat
        dec     fcnt            ; (the carry, the quotient bit, stays)
        beq     last
        jmp     four
last:   rol     cur             ; the eighth quotient bit in
        lda     cur
        rts

; The bit loop: one quotient bit per step, or eight zero bits at once
; where the dividend's next byte leaves the remainder below the divisor
; (as above). Uses A and X.
slow:
        ldx     #32
bytes:  txa                     ; at a byte boundary: done, or skip a byte?
        bne     more
        rts
more:   lda     rem3
        bne     bits
        lda     num3            ; rem2 rem1 rem0 num3 < den?
        cmp     den0
        lda     rem0
        sbc     den1
        lda     rem1
        sbc     den2
        lda     rem2
        sbc     den3
        bcc     skip
bits:   jmp     step
skip:   lda     rem2            ; (rem:num) <<= 8: eight zero quotient bits
        sta     rem3
        lda     rem1
        sta     rem2
        lda     rem0
        sta     rem1
        lda     num3
        sta     rem0
        lda     num2
        sta     num3
        lda     num1
        sta     num2
        lda     num0
        sta     num1
        lda     #0
        sta     num0
        txa
        sec
        sbc     #8
        tax
        jmp     bytes
step:   asl     num0            ; (rem:num) * 2: the dividend's next bit
        rol     num1            ; into the remainder, a zero quotient bit
        rol     num2            ; in at the bottom
        rol     num3
        rol     rem0
        rol     rem1
        rol     rem2
        rol     rem3
        bcs     take            ; 2^32 or more: above d
        lda     rem0            ; rem >= d?
        cmp     den0
        lda     rem1
        sbc     den1
        lda     rem2
        sbc     den2
        lda     rem3
        sbc     den3
        bcc     next
take:   lda     rem0            ; rem -= d (below 2^32 after), quotient bit 1
        sec
        sbc     den0
        sta     rem0
        lda     rem1
        sbc     den1
        sta     rem1
        lda     rem2
        sbc     den2
        sta     rem2
        lda     rem3
        sbc     den3
        sta     rem3
        inc     num0
next:   dex
        txa
        and     #7
        bne     step
        jmp     bytes

; The helpers of fci_div_len and fci_unit_len below.

; sreg = the fci_len at (sp),0..1; den = its N. Returns Y = 4 (k's offset).
lenarg: sparg   0, sreg
        .repeat 4, j
        lda     (sreg),y        ; y = j
        sta     den0+j
        iny
        .endrepeat
        rts

; The carry set when rem >= den. Uses A.
remge:  lda     rem0
        cmp     den0
        lda     rem1
        sbc     den1
        lda     rem2
        sbc     den2
        lda     rem3
        sbc     den3
        rts

; After divloop (r = rem < den): the carry set when 2 r >= den, the
; rounding's test (2 r < 2^33: a carry out of the doubling decides it).
halfup: asl     rem0
        rol     rem1
        rol     rem2
        rol     rem3
        bcc     remge
        rts

; num += 1: Z set when it wrapped to 0.
incq:   inc     num0
        bne     incd
        inc     num1
        bne     incd
        inc     num2
        bne     incd
        inc     num3
incd:   rts

; The words at (sreg) by Y (from 7 down) into vv.
.macro  load8
        .local  copy
        ldy     #7
copy:   lda     (sreg),y
        sta     vv,y
        dey
        bpl     copy
.endmacro

        .bss
vv:     .res    8               ; a numerator, num 2^k
        .code

; vv <<= X (X < 64), modulo 2^64: whole bytes first, then bits. Returns
; with the carry set when a set bit left the top (the value past 2^64).
; Uses A and X.
.proc   shl64
        lda     #0              ; the bits gone out of the top, or'ed
        sta     gone
bytes:  cpx     #8
        bcc     bits
        lda     vv+7
        ora     gone
        sta     gone
        .repeat 7, j
        lda     vv+6-j
        sta     vv+7-j
        .endrepeat
        lda     #0
        sta     vv
        txa
        sbc     #8              ; carry set by cpx
        tax
        jmp     bytes
bits:   cpx     #0
        beq     done
bit1:   asl     vv
        .repeat 7, j
        rol     vv+1+j
        .endrepeat
        lda     #0
        rol     a
        ora     gone
        sta     gone
        dex
        bne     bit1
done:   lda     gone
        cmp     #1              ; carry set when nonzero
        rts
        .bss
gone:   .res    1
        .code
.endproc

; num = vv's low word, rem = its high word.
.proc   split
        .repeat 4, j
        lda     vv+j
        sta     num0+j
        lda     vv+4+j
        sta     rem0+j
        .endrepeat
        rts
.endproc

; int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out);
; (FC_PORT_DIV_LEN=1) num 2^k / N rounded half up, for N = len->n and k =
; len->k (below 32, the callers'), the contract of src/mtv.c's: FC_OK and
; *out = the quotient when it is below 2^31; else FC_ERR_OVERFLOW, *out
; not written (num 2^k of 2^64 or more, a quotient of 2^32 or more, or
; past 2^31 - 1 once rounded; a zero N too). out in A/X; (sp),0..1 =
; len, (sp),2..3 = num.
        .export         _fci_div_len

        .bss
outp:   .res    2               ; out
        .code

_fci_div_len:
        sta     outp
        stx     outp+1
        jsr     lenarg          ; N into den
        lda     (sreg),y        ; k's low byte (y = 4), below 32
        and     #31
        pha
        sparg   2, sreg            ; num into vv
        load8
        pla                     ; num 2^k (else 2^64 or more)
        tax
        jsr     shl64
        bcs     over
        jsr     split
        jsr     remge           ; the high word below N (else a quotient
        bcs     over            ; of 2^32 or more; a zero N fails here too)
        jsr     divloop
        jsr     halfup          ; rounded half up
        bcc     keep
        jsr     incq            ; q + 1: past 2^31 - 1 (or wrapped) fails
        beq     over
keep:   lda     num3            ; q past 2^31 - 1 fails
        bmi     over
        lda     outp
        sta     sreg
        lda     outp+1
        sta     sreg+1
        ldy     #0
        .repeat 4, j
        lda     num0+j
        sta     (sreg),y
        .if     j < 3
        iny
        .endif
        .endrepeat
        lda     #0              ; FC_OK
        tax
        jmp     drop4
over:   lda     #$F8            ; FC_ERR_OVERFLOW (-8)
        ldx     #$FF
drop4:  pha
        lda     sp
        clc
        adc     #4
        sta     sp
        bcc     out
        inc     sp+1
out:    pla
        rts

; void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u);
; (FC_PORT_DIV_LEN=1) u = n / |n| with |n| = N / 2^k (N = len->n, k =
; len->k), the contract of src/mtv.c's on 32-bit words: each component
; round(c 65536 2^k / N) half away from zero, for the numerator taken
; modulo 2^64 and N read as an int32; a component whose quotient does not
; fit int32 is that of (1, 0), and a zero N gives (1, 0). u may be n. u in
; A/X; (sp),0..1 = len, (sp),2..3 = n.
        .export         _fci_unit_len

        .bss
uptr:   .res    2               ; u
kk:     .res    2               ; k
nsg:    .res    1               ; bit 7: N's sign
cv:     .res    8               ; n.x, n.y
qneg:   .res    1               ; bit 7: the quotient's sign
res:    .res    8               ; u.x, u.y
        .code

_fci_unit_len:
        sta     uptr
        stx     uptr+1
        jsr     lenarg          ; N into den, k (y = 4)
        lda     den3
        sta     nsg
        lda     (sreg),y
        sta     kk
        iny
        lda     (sreg),y
        sta     kk+1
        sparg   2, sreg            ; n
        load8
        ldy     #7
copyn:  lda     vv,y
        sta     cv,y
        dey
        bpl     copyn
        bit     nsg             ; d = |N|
        bpl     dpos
        sec
        .repeat 4, j
        lda     #0
        sbc     den0+j
        sta     den0+j
        .endrepeat
dpos:   lda     den0
        ora     den1
        ora     den2
        ora     den3
        bne     divide
        ldx     #7              ; d = 0: (1, 0)
        lda     #0
zres:   sta     res,x
        dex
        bpl     zres
        lda     #1
        sta     res+2
        jmp     store
divide: ldx     #0              ; u.x from n.x
        jsr     part
        bcc     party
        lda     #0              ; failed: 65536
        sta     res
        sta     res+1
        sta     res+3
        lda     #1
        sta     res+2
party:  ldx     #4              ; u.y from n.y
        jsr     part
        bcc     store
        lda     #0              ; failed: 0
        sta     res+4
        sta     res+5
        sta     res+6
        sta     res+7
store:  lda     uptr
        sta     sreg
        lda     uptr+1
        sta     sreg+1
        ldy     #7
copyu:  lda     res,y
        sta     (sreg),y
        dey
        bpl     copyu
        jmp     drop4

; res+X.. = the component from cv+X.. (X = 0 or 4); the carry set when
; it does not fit int32 (res+X.. then unspecified).
.proc   part
        txa                     ; X aside (the shift and division use it)
        pha
        lda     #0              ; vv = c 2^16, sign-extended to 64 bits
        sta     vv
        sta     vv+1
        lda     cv,x
        sta     vv+2
        lda     cv+1,x
        sta     vv+3
        lda     cv+2,x
        sta     vv+4
        lda     cv+3,x
        sta     vv+5
        and     #$80            ; the sign's bytes: $00 or $FF
        beq     sgn0
        lda     #$FF
sgn0:   sta     vv+6
        sta     vv+7
        lda     kk+1            ; shifted by k, modulo 2^64: 0 for k >= 64
        bne     zero
        ldx     kk
        cpx     #64
        bcs     zero
        jsr     shl64           ; (what leaves the top does not matter)
        jmp     shifted
zero:   lda     #0
        ldx     #7
zl:     sta     vv,x
        dex
        bpl     zl
shifted:
        lda     vv+7            ; the quotient's sign: the numerator's
        sta     qneg            ; xor N's
        bpl     mag
        sec                     ; the numerator's magnitude (2^63 stays)
        .repeat 8, j
        lda     #0
        sbc     vv+j
        sta     vv+j
        .endrepeat
mag:    lda     qneg
        eor     nsg
        sta     qneg
        jsr     split
        jsr     remge           ; a high word of d or more: 2^32 or more
        bcs     fail
        jsr     divloop
        jsr     halfup          ; rounded half away from zero
        bcc     fit
        jsr     incq            ; q + 1, unless q = 2^32 - 1 (which fails)
        beq     fail
fit:    pla                     ; X back
        tax
        bit     qneg
        bmi     negq
        lda     num3            ; q <= 2^31 - 1
        bmi     fail2
        .repeat 4, j
        lda     num0+j
        sta     res+j,x
        .endrepeat
        clc
        rts
negq:   lda     num3            ; q <= 2^31, then -q
        cmp     #$80
        bcc     negok
        bne     fail2
        lda     num0
        ora     num1
        ora     num2
        bne     fail2
negok:  sec
        .repeat 4, j
        lda     #0
        sbc     num0+j
        sta     res+j,x
        .endrepeat
        clc
        rts
fail:   pla                     ; X back
        tax
fail2:  sec
        rts
.endproc
