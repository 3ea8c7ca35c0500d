; fixcol 6502 port: the 64 / 32 division under the library's unit normals,
; MTV depths and exact quotients (FC_PORT_DIV=1; src/wide_root.c then
; leaves its versions out). The C version, Knuth's algorithm D with its
; trial digits from a reciprocal, takes cc65's 32-bit runtime calls: about
; 13,500 cycles to prepare a divisor and 32,000 to divide. Here one
; quotient bit per step in zero page takes about 3,000 to divide, and
; preparing is a copy.
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
        ldy     #1
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
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
        ldx     #32
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
        bne     step
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
