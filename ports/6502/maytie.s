; fixcol 6502 port: the linear SAT's bound on an edge's push in assembly
; (FC_PORT_MAY_TIE=1, include/fixcol/config.h), over the unsigned product
; of ports/6502/umul32.s:
;
;   int fci_port_may_tie(const fc_wide *push, const fci_len *len,
;                        fc_fixed best);
;   1 when push < (best + 1) (floor(N / 2^k) + 1), else 0
;
; with N = len->n, k = len->k (below 32, the caller's), each factor taken
; modulo 2^32 and the product, below 2^64, compared with push as a signed
; 64-bit value: the contract of src/sat.c's may_tie on the 8-bit CPUs, for
; every input. It says whether an edge's push may give a distance of best
; or less, and the walk asks it of almost every edge.
;
; In C on cc65 the shift by k is a runtime loop of 32-bit shifts and the
; comparison a call; here N moves a byte at a time first, then by bits,
; straight into the multiply's operand.
;
; cc65 calling convention (__fastcall__): best in A/X/sreg; (sp),0..1 =
; len, (sp),2..3 = push; the callee removes the four bytes.

        .export         _fci_port_may_tie
        .import         incsp4
        .importzp       sp, sreg, ptr1, tmp1, tmp2, tmp3, tmp4
        .import         fcmul6502
        .importzp       fcmul_a, fcmul_p
.define ma fcmul_a              ; the multiplicand, the product, the routine
.define pr fcmul_p              ; (ports/6502/umul32.s)
.define umul fcmul6502

        .code

_fci_port_may_tie:
        clc                     ; best + 1 into the multiplier
        adc     #1
        sta     tmp1
        txa
        adc     #0
        sta     tmp2
        lda     sreg
        adc     #0
        sta     tmp3
        lda     sreg+1
        adc     #0
        sta     tmp4
        ldy     #1              ; len
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        .repeat 4, k            ; N into the multiplicand (y = 0)
        lda     (ptr1),y
        sta     ma+k
        iny
        .endrepeat
        lda     (ptr1),y        ; k (y = 4): its low byte, below 32
        and     #31
        tax
bytes:  cpx     #8              ; whole bytes first
        bcc     bits
        lda     ma+1
        sta     ma
        lda     ma+2
        sta     ma+1
        lda     ma+3
        sta     ma+2
        lda     #0
        sta     ma+3
        txa
        sbc     #8              ; carry set by cpx
        tax
        jmp     bytes
bits:   cpx     #0
        beq     plus1
shift:  lsr     ma+3
        ror     ma+2
        ror     ma+1
        ror     ma
        dex
        bne     shift
plus1:  inc     ma              ; floor(N / 2^k) + 1, modulo 2^32
        bne     mul
        inc     ma+1
        bne     mul
        inc     ma+2
        bne     mul
        inc     ma+3
mul:    jsr     umul            ; pr = the bound, unsigned
        ldy     #3              ; push
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        ldy     #0
        sec                     ; push - bound: its sign says which is less
        .repeat 8, k
        lda     (ptr1),y
        sbc     pr+k
        .if     k < 7
        iny
        .endif
        .endrepeat
        bvc     nov             ; bit 7 of A, N xor V: push < bound
        eor     #$80
nov:    asl     a
        lda     #0
        tax
        rol     a
        jmp     incsp4
