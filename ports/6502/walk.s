; fixcol 6502 port: the linear SAT's walk on the 8-bit CPUs in assembly
; (FC_PORT_WALK=1, include/fixcol/config.h), over the dot product of
; ports/6502/depth.s and the unsigned product of ports/6502/umul32.s:
;
;   const fc_vec *fci_port_walk(fc_wide *cur, const fc_vec *n,
;                               const fc_vec *p, const fc_vec *xj,
;                               const fc_vec *xv, unsigned m);
;
; *cur = n . (p - *xj), how deep xj lies behind the edge through p with
; outward normal n; then, at most m times, while the next vertex of the
; polygon xv[0 .. m-1] (after xv[m-1], xv[0]) lies strictly deeper (a
; signed 64-bit comparison), steps to it, *cur its depth. Returns the
; vertex where it stops. The contract of src/sat.c's walk from one edge
; to the next (pass_poly) for every input: the products exact, the sums
; modulo 2^64, xj within xv[0 .. m-1] and 1 <= m <= 255 (the callers').
;
;   int fci_port_may_tie(const fc_wide *push, const fci_len *len,
;                        fc_fixed best);
;
; 1 when push < (best + 1) (floor(N / 2^k) + 1), else 0, with N = len->n,
; k = len->k (below 32, the caller's), each factor taken modulo 2^32 and
; the product, below 2^64, compared with push as a signed 64-bit value:
; src/sat.c's may_tie on the 8-bit CPUs, the bound the walk asks of
; almost every edge before any division.
;
; In C on cc65 each step of the walk costs more around its dot product
; (the vertex's address, three pointers pushed, a call to compare, eight
; bytes copied) than in it, the shift by k is a runtime loop of 32-bit
; shifts and each comparison a call. Here the walk keeps its pointers in
; its own variables and the depths in a buffer, and N moves a byte at a
; time first, then by bits, straight into the multiply's operand.
;
; cc65 calling convention (__fastcall__): the last argument in A/X (and
; sreg for 32 bits), the others on the C stack, the last pushed at
; (sp),0; the callee removes them.

        .export         _fci_port_walk, _fci_port_may_tie
        .import         incsp4, addysp
        .importzp       sp, sreg, ptr1, ptr2, ptr3, tmp1, tmp2, tmp3, tmp4
        .import         fcmul6502, fcdepth_core, fcdepth_acc, fcdepth_sgn
        .importzp       fcmul_a, fcmul_p
.define ma fcmul_a              ; the multiplicand, the product, the routine
.define pr fcmul_p              ; (ports/6502/umul32.s)
.define umul fcmul6502

        .bss
wn:     .res    2               ; n
wp:     .res    2               ; p
wj:     .res    2               ; the vertex in hand
wv:     .res    2               ; xv
we:     .res    2               ; xv + m, the end
wc:     .res    2               ; cur
wnx:    .res    2               ; the next vertex
cnt:    .res    1               ; the steps left
dd:     .res    8               ; a depth

        .include        "sparg.inc"
        .code

; dd = n . (p - b) for b at (ptr2).
.proc   depth
        lda     wp
        sta     ptr1
        lda     wp+1
        sta     ptr1+1
        lda     wn
        sta     ptr3
        lda     wn+1
        sta     ptr3+1
        jsr     fcdepth_core    ; the first product in acc, the second in pr
        bit     fcdepth_sgn
        bmi     neg
        clc
        .repeat 8, k
        lda     fcdepth_acc+k
        adc     pr+k
        sta     dd+k
        .endrepeat
        rts
neg:    sec
        .repeat 8, k
        lda     fcdepth_acc+k
        sbc     pr+k
        sta     dd+k
        .endrepeat
        rts
.endproc

; *cur = dd (ptr1 = cur on entry).
.proc   keep
        ldy     #0
        .repeat 8, k
        lda     dd+k
        sta     (ptr1),y
        .if     k < 7
        iny
        .endif
        .endrepeat
        rts
.endproc

; m in A/X; (sp),0..1 = xv, 2..3 = xj, 4..5 = p, 6..7 = n, 8..9 = cur.
_fci_port_walk:
.proc   walk
        sta     cnt             ; m, below 256
        ldy     #0
        .repeat 2, k
        lda     (sp),y
        sta     wv+k
        iny
        .endrepeat
        .repeat 2, k
        lda     (sp),y
        sta     wj+k
        iny
        .endrepeat
        .repeat 2, k
        lda     (sp),y
        sta     wp+k
        iny
        .endrepeat
        .repeat 2, k
        lda     (sp),y
        sta     wn+k
        iny
        .endrepeat
        .repeat 2, k
        lda     (sp),y
        sta     wc+k
        iny
        .endrepeat
        lda     #0              ; we = xv + 8 m
        sta     tmp2
        lda     cnt
        asl     a
        rol     tmp2
        asl     a
        rol     tmp2
        asl     a
        rol     tmp2
        clc
        adc     wv
        sta     we
        lda     tmp2
        adc     wv+1
        sta     we+1
        lda     wj              ; *cur = the depth of xj
        sta     ptr2
        lda     wj+1
        sta     ptr2+1
        jsr     depth
        lda     wc
        sta     ptr1
        lda     wc+1
        sta     ptr1+1
        jsr     keep
step:   lda     cnt             ; at most m steps
        bne     more
        jmp     done
more:   dec     cnt
        clc                     ; the next vertex, xv after the last
        lda     wj
        adc     #8
        sta     wnx
        sta     ptr2
        lda     wj+1
        adc     #0
        sta     wnx+1
        sta     ptr2+1
        cmp     we+1
        bne     go
        lda     wnx
        cmp     we
        bne     go
        lda     wv
        sta     wnx
        sta     ptr2
        lda     wv+1
        sta     wnx+1
        sta     ptr2+1
go:     jsr     depth
        lda     wc              ; *cur - dd: below 0 when the next is deeper
        sta     ptr1
        lda     wc+1
        sta     ptr1+1
        ldy     #0
        sec
        .repeat 8, k
        lda     (ptr1),y
        sbc     dd+k
        .if     k < 7
        iny
        .endif
        .endrepeat
        bvc     nov             ; N xor V
        eor     #$80
nov:    bpl     done
        jsr     keep            ; deeper: step to it
        lda     wnx
        sta     wj
        lda     wnx+1
        sta     wj+1
        jmp     step
done:   lda     wj
        ldx     wj+1
        ldy     #10
        jmp     addysp
.endproc

; best in A/X/sreg; (sp),0..1 = len, (sp),2..3 = push.
_fci_port_may_tie:
.proc   maytie
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
        sparg   0, ptr1            ; len
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
        sparg   2, ptr1            ; push
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
.endproc
