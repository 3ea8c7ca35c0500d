; fixcol 6502 port: the linear SAT's walk on the 8-bit CPUs in assembly
; (FC_PORT_WALK=1, include/fixcol/config.h), over the dot product of
; ports/6502/depth.s and the unsigned product of ports/6502/umul32.s:
;
;   const fc_vec *fci_port_walk(fc_wide *cur, const fc_vec *n,
;                               const fc_vec *p, const fc_vec *xj,
;                               const fc_vec *xv, const fc_vec *xn,
;                               const uint8_t *xa, unsigned mna);
;
; From vertex xj of the polygon xv[0 .. m-1] (after xv[m-1], xv[0]),
; with m = mna's low byte, at most m times: steps to the next vertex
; while it lies strictly deeper behind the edge through p with outward
; normal n, which n's stored angle (mna's high byte) less the angle xa[j]
; of the polygon's edge from xj decides: 129 to 255, deeper; 1 to 127,
; not; 0 or 128, open: then not when the edge's normal xn[j] equals n or
; its opposite (modulo 2^32), else the depths n . (p - v) compare (a
; signed 64-bit comparison). *cur is the depth of the vertex where it
; stops, which it returns. The contract of src/sat.c's walk_step for
; every input: the products exact, the sums modulo 2^64, xj within
; xv[0 .. m-1] and 1 <= m <= 255 (the callers').
;
;   int fci_port_parallel(const fc_vec *u, const fc_vec *v);
;
; 1 when u and v are equal or opposite (modulo 2^32), or both have an x
; component of 0, or both a y component of 0; else 0: src/sat.c's
; parallel, which the climb to the first edge's vertex asks too.
;
;   int fci_port_same_len(const fc_vec *u, const fc_vec *v);
;
; 1 when the components of u and v have equal magnitudes (each pair
; equal or opposite modulo 2^32), in the same order or swapped, else 0:
; src/sat.c's same_len, which decides an axis as long as the best so far
; by its push alone.
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
; In C on cc65 a step of the walk, even one the angles decide, costs
; hundreds of cycles in pointer arithmetic and 32-bit compares, and the
; shift by k is a runtime loop of 32-bit shifts and each comparison a
; call. Here a step the angles decide is one subtraction of bytes and
; three pointers moved: the walk keeps its pointers in its own variables,
; computes a depth only for the vertex where it stops and where the
; angles leave the step open, and N moves a byte at a time first, then by
; bits, straight into the multiply's operand.
;
; cc65 calling convention (__fastcall__): the last argument in A/X (and
; sreg for 32 bits), the others on the C stack, the last pushed at
; (sp),0; the callee removes them.

        .export         _fci_port_walk, _fci_port_may_tie, _fci_port_parallel
        .export         _fci_port_same_len
        .import         incsp2, incsp4, addysp
        .importzp       sp, sreg, ptr1, ptr2, ptr3, ptr4, tmp1, tmp2, tmp3, tmp4
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
wm:     .res    2               ; its edge's normal
wm0:    .res    2               ; xn
wa:     .res    2               ; its edge's angle
wa0:    .res    2               ; xa
wna:    .res    1               ; n's angle
have:   .res    1               ; 1 when *cur holds wj's depth
ub:     .res    8               ; same_len's u
vb:     .res    8               ; and v
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

; Advances the walk one vertex: wj and wm by 8, wa by 1, all three back
; to the start after the last vertex.
.proc   advance
        clc
        lda     wj
        adc     #8
        sta     wj
        bcc     :+
        inc     wj+1
:       clc
        lda     wm
        adc     #8
        sta     wm
        bcc     :+
        inc     wm+1
:       inc     wa
        bne     :+
        inc     wa+1
:       lda     wj
        cmp     we
        bne     :+
        lda     wj+1
        cmp     we+1
        bne     :+
        lda     wv
        sta     wj
        lda     wv+1
        sta     wj+1
        lda     wm0
        sta     wm
        lda     wm0+1
        sta     wm+1
        lda     wa0
        sta     wa
        lda     wa0+1
        sta     wa+1
:       rts
.endproc

; A = 1 (Z clear) when the vectors at (ptr1) and (ptr3) are equal or
; opposite modulo 2^32, else A = 0 (Z set). Uses tmp1, Y.
.proc   para
        ldy     #7
eq:     lda     (ptr1),y
        cmp     (ptr3),y
        bne     opp
        dey
        bpl     eq
        lda     #1
        rts
opp:    lda     #0
        sta     tmp1
        ldy     #0
        .repeat 2, c            ; each component: u + v = 0?
        clc
        .repeat 4, k
        lda     (ptr1),y
        adc     (ptr3),y
        ora     tmp1
        sta     tmp1
        iny
        .endrepeat
        .endrepeat
        lda     tmp1
        beq     yes
        ldy     #0              ; both x components 0, or both y: the
        jsr     zero2           ; normals of boxes' sides, on one axis
        beq     yes
        ldy     #4
        jsr     zero2
        beq     yes
        lda     #0
        rts
yes:    lda     #1
        rts
; Z when the four bytes at (ptr1),y and at (ptr3),y are all 0.
zero2:  .repeat 4
        lda     (ptr1),y
        ora     (ptr3),y
        bne     out
        iny
        .endrepeat
        lda     #0              ; Z: all eight 0
out:    rts
.endproc

; (ptr1) = wm, (ptr3) = wn: the edge's normal and n.
.proc   para_wm
        lda     wm
        sta     ptr1
        lda     wm+1
        sta     ptr1+1
        lda     wn
        sta     ptr3
        lda     wn+1
        sta     ptr3+1
        jmp     para
.endproc

; *cur = dd, the depth of wj (ptr2 = wj first); have = 1.
.proc   here
        lda     wj
        sta     ptr2
        lda     wj+1
        sta     ptr2+1
        jsr     depth
        lda     wc
        sta     ptr1
        lda     wc+1
        sta     ptr1+1
        lda     #1
        sta     have
        jmp     keep
.endproc

; A = m, X = na; (sp),0..1 = xa, 2..3 = xn, 4..5 = xv, 6..7 = xj,
; 8..9 = p, 10..11 = n, 12..13 = cur.
_fci_port_walk:
.proc   walk
        sta     cnt             ; m, below 256
        stx     wna
        ldy     #0
        .repeat 2, k
        lda     (sp),y
        sta     wa0+k
        iny
        .endrepeat
        .repeat 2, k
        lda     (sp),y
        sta     wm0+k
        iny
        .endrepeat
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
        sta     have
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
        sec                     ; the offset of xj: wm = xn + it, wa = xa + it / 8
        lda     wj
        sbc     wv
        sta     tmp1
        lda     wj+1
        sbc     wv+1
        sta     tmp2
        clc
        lda     tmp1
        adc     wm0
        sta     wm
        lda     tmp2
        adc     wm0+1
        sta     wm+1
        .repeat 3
        lsr     tmp2
        ror     tmp1
        .endrepeat
        clc
        lda     tmp1
        adc     wa0
        sta     wa
        lda     tmp2
        adc     wa0+1
        sta     wa+1
step:   lda     cnt             ; at most m steps
        bne     more
        jmp     done
more:   dec     cnt
        lda     wa              ; d = na - the edge's angle
        sta     ptr4
        lda     wa+1
        sta     ptr4+1
        ldy     #0
        lda     wna
        sec
        sbc     (ptr4),y
        tax
        and     #$7f
        beq     open            ; 0 or 128: the angles leave it open
        txa
        bpl     stop            ; 1 .. 127: the next vertex is not deeper
        jsr     advance         ; 129 .. 255: it is
        lda     #0
        sta     have
        jmp     step
stop:   jmp     done
open:   jsr     para_wm         ; parallel: as deep, no step
        bne     stop
        lda     have
        bne     next
        jsr     here
next:   clc                     ; the next vertex, xv after the last
        lda     wj
        adc     #8
        sta     ptr2
        lda     wj+1
        adc     #0
        sta     ptr2+1
        cmp     we+1
        bne     go
        lda     ptr2
        cmp     we
        bne     go
        lda     wv
        sta     ptr2
        lda     wv+1
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
nov:    bpl     stop
        jsr     keep            ; deeper: step to it (*cur its depth)
        jsr     advance
        jmp     step
done:   lda     have
        bne     ret
        jsr     here
ret:    lda     wj
        ldx     wj+1
        ldy     #14
        jmp     addysp
.endproc

; Z set when |ub[AO..AO+3]| = |vb[BO..BO+3]| modulo 2^32: equal, or
; their sum 0.
.macro  eqmag   ao, bo
        .local  sum, done
        .repeat 4, k
        lda     ub+ao+k
        cmp     vb+bo+k
        bne     sum
        .endrepeat
        jmp     done
sum:    lda     #0
        sta     tmp1
        clc
        .repeat 4, k
        lda     ub+ao+k
        adc     vb+bo+k
        ora     tmp1
        sta     tmp1
        .endrepeat
done:
.endmacro

; v in A/X, (sp),0..1 = u: 1 when the components of u and v have equal
; magnitudes (modulo 2^32), in the same order or swapped, else 0.
_fci_port_same_len:
.proc   samelen
        sta     ptr3
        stx     ptr3+1
        sparg   0, ptr1
        ldy     #7
copy:   lda     (ptr1),y
        sta     ub,y
        lda     (ptr3),y
        sta     vb,y
        dey
        bpl     copy
        eqmag   0, 0
        bne     cross
        eqmag   4, 4
        bne     cross
        jmp     yes
cross:  eqmag   0, 4
        bne     no
        eqmag   4, 0
        bne     no
yes:    lda     #1
        ldx     #0
        jmp     incsp2
no:     lda     #0
        tax
        jmp     incsp2
.endproc

; v in A/X, (sp),0..1 = u: 1 when equal or opposite, else 0.
_fci_port_parallel:
.proc   parallel
        sta     ptr3
        stx     ptr3+1
        sparg   0, ptr1
        jsr     para
        ldx     #0
        jmp     incsp2
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
