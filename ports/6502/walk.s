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
        .export         _fci_port_same_len, _fci_port_pass, _fci_port_keep
        .import         incsp2, incsp4, addysp, pushax
        .import         _fci_pass_climb, _fci_pass_tie, _fci_div_len
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
cnt:    .res    1               ; the steps left
dd:     .res    8               ; a depth
mtp:    .res    2               ; may_tie's push

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

; (ptr1) = wm, (ptr3) = wn: the edge's normal and n; para_n: the normal
; at (ptr1) and n.
.proc   para_wm
        lda     wm
        sta     ptr1
        lda     wm+1
        sta     ptr1+1
.endproc
.proc   para_n
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
        jsr     wsetup
        jsr     wloop
        lda     wj
        ldx     wj+1
        ldy     #14
        jmp     addysp
.endproc

; we = wv + 8 m (m = cnt), and wm, wa for the vertex wj: wm = wm0 + (wj -
; wv), wa = wa0 + (wj - wv) / 8; have = 0.
.proc   wsetup
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
        rts
.endproc

; The walk from wj (wm, wa with it), at most cnt steps, *wc the depth of
; the vertex where it stops (have = 0 on entry: not yet computed).
.proc   wloop
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
        jmp     here
ret:    rts
.endproc

; Z set when |(PA),O..O+3| = |(PB),O..O+3| modulo 2^32: equal, or their
; sum 0, compared in place.
.macro  eqmag   pa, pb, o
        .local  sum, done
        .repeat 4, k
        ldy     #o+k
        lda     (pa),y
        cmp     (pb),y
        bne     sum
        .endrepeat
        beq     done
sum:    lda     #0
        sta     tmp1
        clc
        .repeat 4, k
        ldy     #o+k
        lda     (pa),y
        adc     (pb),y
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
        jsr     slcore
        ldx     #0
        jmp     incsp2
.endproc

; A = 1 when the vectors at (ptr1) and (ptr3) have components of equal
; magnitudes, in the same order or swapped, else A = 0 (Z with it).
; Uses ptr2, ptr4, tmp1, Y.
.proc   slcore
        eqmag   ptr1, ptr3, 0   ; u.x ~ v.x and u.y ~ v.y
        bne     cross
        eqmag   ptr1, ptr3, 4
        bne     cross
        jmp     yes
cross:  clc                     ; u.x ~ v.y and u.y ~ v.x: v.y at (ptr4),
        lda     ptr3            ; u.y at (ptr2)
        adc     #4
        sta     ptr4
        lda     ptr3+1
        adc     #0
        sta     ptr4+1
        clc
        lda     ptr1
        adc     #4
        sta     ptr2
        lda     ptr1+1
        adc     #0
        sta     ptr2+1
        eqmag   ptr1, ptr4, 0
        bne     no
        eqmag   ptr2, ptr3, 0
        bne     no
yes:    lda     #1
        rts
no:     lda     #0
        rts
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
        sparg   2, mtp          ; push
        sparg   0, ptr1         ; len
        jsr     mtcore
        ldx     #0
        jmp     incsp4
.endproc

; A = 1 when the push at (mtp) < tmp1..tmp4 (floor(N / 2^k) + 1) for the
; fci_len at (ptr1), else A = 0.
.proc   mtcore
        ldy     #0
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
        bne     lens
        inc     ma+1
        bne     lens
        inc     ma+2
        bne     lens
        inc     ma+3
lens:   lda     mtp             ; push at (ptr1)
        sta     ptr1
        lda     mtp+1
        sta     ptr1+1
        jsr     bound_len       ; decided by the lengths alone?
        bcc     mul
        rts
mul:    jsr     umul            ; pr = the bound, unsigned
        lda     mtp
        sta     ptr1
        lda     mtp+1
        sta     ptr1+1
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
        rol     a
        rts
.endproc

; The bit lengths of the bytes below 128: bltab + v = the bit length of
; v (a byte of 128 or more has 8, its sign bit tested first).
        .rodata
bltab:  .byte   0
        .repeat 127, v
        .byte   1 + (v + 1 >= 2) + (v + 1 >= 4) + (v + 1 >= 8) + (v + 1 >= 16) + (v + 1 >= 32) + (v + 1 >= 64)
        .endrepeat
        .code

; A = the bit length of the byte in X (0 to 8). Uses A.
.macro  blenx
        .local  done
        lda     #8
        cpx     #$80
        bcs     done
        lda     bltab,x
done:
.endmacro

; The bit length of the 4-byte word at M+0..3 in A (0 for 0), Z set from
; it. Uses A, X and Y.
.macro  blen4   M
        .local  b2, b1, b0, add
        ldx     M+3
        beq     b2
        ldy     #24
        bne     add
b2:     ldx     M+2
        beq     b1
        ldy     #16
        bne     add
b1:     ldx     M+1
        beq     b0
        ldy     #8
        bne     add
b0:     ldx     M
        ldy     #0
add:    blenx
        sty     blt
        clc
        adc     blt
.endmacro

        .bss
blsum:  .res    1               ; bitlen(best + 1) + bitlen(the other factor)
blp:    .res    1               ; 8 times the push's top byte's place
blt:    .res    1               ; 8 times a factor's top byte's place
        .code

; may_tie's test by bit lengths, before the product: with la and lb the
; bit lengths of its factors (best + 1 in tmp1..tmp4, at least 1, and
; floor(N / 2^k) + 1 in ma), the bound P lies in [2^(la + lb - 2),
; 2^(la + lb)), so a push (at (ptr1), signed) of lp bits with lp <=
; la + lb - 2 lies below it and one with lp >= la + lb + 1 does not, and
; a negative push lies below it, where la + lb <= 62 (P < 2^62: a
; factor past 2^31 comes only from a corrupted struct, whose bound the
; product takes, signed, as the C does). Returns the carry set when
; decided, with A = the answer and Z set from it; else the carry clear
; (the product decides). On a pair of boxes this decides more than half
; of the bounds, for about a third of a product's cycles. Uses A, X, Y.
.proc   bound_len
        blen4   ma
        beq     open            ; a wrapped factor of 0: the product
        sta     blsum
        blen4   tmp1
        beq     open            ; likewise (best + 1 wrapped)
        clc
        adc     blsum
        sta     blsum           ; la + lb, at most 64
        cmp     #63             ; P may reach 2^63, a negative bound as
        bcs     open            ; the comparison reads it: the product
        ldy     #7
        lda     (ptr1),y
        bmi     below           ; a negative push
        ldx     #56
top:    lda     (ptr1),y
        bne     found
        txa
        sec
        sbc     #8
        tax
        dey
        bpl     top
        bmi     below           ; push = 0: below P >= 1
found:  stx     blp             ; lp = 8 y + bitlen(the byte)
        tax
        blenx
        clc
        adc     blp
        tax
        inx                     ; lp + 1 <= la + lb - 1?
        cpx     blsum
        bcc     below
        dex                     ; lp >= la + lb + 1?
        dex
        cpx     blsum
        bcs     above
open:   clc
        rts
below:  lda     #1
        sec
        rts
above:  lda     #0
        sec
        rts
.endproc

; ---- The pass (FC_PORT_PASS) -------------------------------------------

        .bss
p_x:    .res    2               ; x
p_best: .res    2               ; best (NULL: no MTV asked)
p_oa:   .res    1               ; o_is_a
p_seed: .res    2               ; seed
p_j:    .res    2               ; the first climb's vertex (an int)
p_n:    .res    1               ; o's count
p_m:    .res    1               ; x's count
p_i:    .res    1               ; the edge in hand
p_next: .res    1               ; the next pass's seed
p_from: .res    2               ; the vertex a walk starts from
p_nl:   .res    2               ; the edge's nlen, nshift and nang
p_ns:   .res    2
p_na:   .res    2
p_cur:  .res    8               ; the depth of the vertex in hand
p_len:  .res    6               ; the edge's fci_len
p_flat: .res    1               ; the first climb's state
p_mov:  .res    1
p_prev: .res    1
p_cnt:  .res    1
p_stale: .res   1               ; the stale flag pkeep writes
dl_out: .res    2               ; divlen's out
p_d:    .res    4               ; the edge's distance (fci_div_len)
p_sgn:  .res    1               ; bit 7: the best direction's component < 0
        .code


; A = n's angle less that of x's edge A (wa0 + A).
.proc   cang
        clc
        adc     wa0
        sta     ptr4
        lda     wa0+1
        adc     #0
        sta     ptr4+1
        ldy     #0
        lda     wna
        sec
        sbc     (ptr4),y
        rts
.endproc

; ptr2 = wv + 8 A, ptr1 = wm0 + 8 A: x's vertex A and its edge's normal.
.proc   xat
        ldx     #0
        stx     tmp1
        asl     a
        rol     tmp1
        asl     a
        rol     tmp1
        asl     a
        rol     tmp1
        tax
        clc
        adc     wv
        sta     ptr2
        lda     tmp1
        adc     wv+1
        sta     ptr2+1
        txa
        clc
        adc     wm0
        sta     ptr1
        lda     tmp1
        adc     wm0+1
        sta     ptr1+1
        rts
.endproc

; A = 1 (Z clear) when x's normal A is parallel to n (para), else 0.
.proc   cpar
        jsr     xat
        jmp     para_n
.endproc

; ptr2 = best.
.proc   bestp
        lda     p_best
        sta     ptr2
        lda     p_best+1
        sta     ptr2+1
        rts
.endproc

; p_len = the edge's fci_len: N = *p_nl, k = *p_ns & 31.
.proc   plen
        lda     p_nl
        sta     ptr1
        lda     p_nl+1
        sta     ptr1+1
        ldy     #3
copy:   lda     (ptr1),y
        sta     p_len,y
        dey
        bpl     copy
        lda     p_ns
        sta     ptr1
        lda     p_ns+1
        sta     ptr1+1
        iny                     ; y = 0
        lda     (ptr1),y
        and     #31
        sta     p_len+4
        sty     p_len+5
        rts
.endproc

; sat.c's keep() and stale = 1: the best axis (ptr2) becomes the edge in
; hand: its push p_cur, its direction the normal (negated when o is a),
; its length, its owner (0 for an edge of a, 1 of b). From pkeepl, with
; p_len already the edge's and stale = 0 (its distance in best->d).
pkeep:  jsr     plen
        lda     #1
        bne     pkeepk
pkeepl: lda     #0
pkeepk: sta     p_stale
.proc   pkeepb
        ldy     #7              ; push (0 .. 7)
push:   lda     p_cur,y
        sta     (ptr2),y
        dey
        bpl     push
        lda     wn              ; dir (14 .. 21)
        sta     ptr1
        lda     wn+1
        sta     ptr1+1
        lda     p_oa
        jsr     kdir
        ldy     #22             ; len (22 .. 27)
        ldx     #0
lcopy:  lda     p_len,x
        sta     (ptr2),y
        iny
        inx
        cpx     #6
        bne     lcopy
        ldy     #12             ; owner (12, 13): o_is_a ? 0 : 1
        lda     p_oa
        beq     one
        lda     #0
        beq     own
one:    lda     #1
own:    sta     (ptr2),y
        iny
        lda     #0
        sta     (ptr2),y
        ldy     #29             ; stale (28, 29)
        sta     (ptr2),y
        dey
        lda     p_stale
        sta     (ptr2),y
        rts
.endproc

; dst = the 16-bit src + off.
.macro  offs    dst, src, off
        clc
        lda     src
        adc     #<(off)
        sta     dst
        lda     src+1
        adc     #>(off)
        sta     dst+1
.endmacro

;   void fci_port_keep(sat_best *best, const fc_wide *push,
;                      const fc_vec *axis, const fci_len *len, int neg,
;                      int owner);
; src/sat.c's keep() (FC_PORT_KEEP): best->push = *push, best->dir =
; *axis (negated when neg, modulo 2^32), best->len = *len, best->owner =
; owner; best->d and stale untouched. cc65's C copies the structs
; through memcpy and negates through its 32-bit runtime: about 1,300
; cycles a call where this takes about 300. owner in A/X; neg at
; (sp),0..1, len 2..3, axis 4..5, push 6..7, best 8..9.
.proc   _fci_port_keep
        sta     tmp1            ; owner
        stx     tmp2
        ldy     #9              ; ptr2 = best
        lda     (sp),y
        sta     ptr2+1
        dey
        lda     (sp),y
        sta     ptr2
        dey                     ; ptr1 = push
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        ldy     #7              ; push (0 .. 7)
push:   lda     (ptr1),y
        sta     (ptr2),y
        dey
        bpl     push
        ldy     #12             ; owner (12, 13)
        lda     tmp1
        sta     (ptr2),y
        iny
        lda     tmp2
        sta     (ptr2),y
        ldy     #3              ; ptr1 = len
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        offs    ptr3, ptr2, 22  ; len (22 .. 27)
        ldy     #5
len:    lda     (ptr1),y
        sta     (ptr3),y
        dey
        bpl     len
        ldy     #5              ; ptr1 = axis
        lda     (sp),y
        sta     ptr1+1
        dey
        lda     (sp),y
        sta     ptr1
        ldy     #0              ; dir (14 .. 21), negated when neg
        lda     (sp),y
        iny
        ora     (sp),y
        jsr     kdir
        ldy     #10             ; drop the five arguments on the C stack
        jmp     addysp
.endproc

; A sat_best's direction (ptr2, at 14 .. 21) = the axis at ptr1, or its
; opposite (each component modulo 2^32) when A is not 0: keep's copy, for
; pkeep and fci_port_keep. Uses ptr3, X and Y.
.proc   kdir
        tax
        offs    ptr3, ptr2, 14
        txa
        bne     neg
        ldy     #7
dir:    lda     (ptr1),y
        sta     (ptr3),y
        dey
        bpl     dir
        rts
neg:    ldy     #0              ; -x, then -y (X counts, keeping the
negc:   ldx     #4              ; borrow)
        sec
nbyte:  lda     #0
        sbc     (ptr1),y
        sta     (ptr3),y
        iny
        dex
        bne     nbyte
        cpy     #8
        bne     negc
        rts
.endproc


; N set when the signed N-byte value at SRC is less than the one at
; (ptr2) + OFF (its sign after the subtraction, N xor V). Uses A and Y.
.macro  sless   SRC, OFF, N
        .local  nov
        ldy     #OFF
        sec
        .repeat N, k
        lda     SRC+k
        sbc     (ptr2),y
        .if     k < N - 1
        iny
        .endif
        .endrepeat
        bvc     nov
        eor     #$80
nov:
.endmacro

; sat.c's offer_exact for the edges the pass does not keep outright (its
; distance against the best's), here rather than in the C: the C's
; arguments, its 32-bit compares and its calls cost more than the
; division it makes. Ties of the rounded distances go to the C
; (fci_pass_tie: the exact comparison), which they rarely reach.

; ON_ONE_AXIS(nv, &best->dir) && signs_as(nv, o_is_a, &best->dir): A = 1
; (Z clear) when the edge's normal and the best direction both lie on
; the x axis or both on the y axis, and the edge's exit points the best's
; way; else A = 0. The components that are both zero agree whatever the
; exit's sign, so only the other pair's signs are compared. Uses ptr1,
; ptr2 (best), A, X, Y.
.proc   onaxis
        lda     wn
        sta     ptr1
        lda     wn+1
        sta     ptr1+1
        jsr     bestp
        ldy     #0              ; both x components 0: the y signs
        jsr     zero1
        bne     tryy
        ldy     #14
        jsr     zero2
        bne     tryy
        ldx     #4
        bne     signs
tryy:   ldy     #4              ; both y components 0: the x signs
        jsr     zero1
        bne     no
        ldy     #18
        jsr     zero2
        bne     no
        ldx     #0
signs:  txa                     ; the best's component < 0 (14 + X + 3)
        clc
        adc     #17
        tay
        lda     (ptr2),y
        and     #$80
        sta     p_sgn
        txa                     ; the normal's top byte (X + 3)
        clc
        adc     #3
        tay
        lda     p_oa
        bne     negx
        lda     (ptr1),y        ; along +n: (n < 0) == (dir < 0)
        and     #$80
        cmp     p_sgn
        beq     yes
no:     lda     #0
        rts
negx:   lda     (ptr1),y        ; along -n: (n > 0) == (dir < 0)
        bmi     npos0           ; n < 0: not above 0
        txa                     ; n >= 0: above 0 unless all four are 0
        tay
        jsr     zero1
        beq     npos0
        lda     #$80            ; n > 0
        bne     npos
npos0:  lda     #0
npos:   cmp     p_sgn
        bne     no
yes:    lda     #1
        rts
; Z set when the four bytes at (ptr1),y (zero1) or (ptr2),y (zero2) are 0.
zero1:  lda     (ptr1),y
        iny
        ora     (ptr1),y
        iny
        ora     (ptr1),y
        iny
        ora     (ptr1),y
        rts
zero2:  lda     (ptr2),y
        iny
        ora     (ptr2),y
        iny
        ora     (ptr2),y
        iny
        ora     (ptr2),y
        rts
.endproc

; fci_div_len(num, len, out) for num and len pushed on the C stack, out
; in A/X: *out = FC_FIXED_MAX where it fails (a corrupted struct's).
.proc   divlen
        sta     dl_out
        stx     dl_out+1
        jsr     _fci_div_len
        txa
        beq     done
        lda     dl_out
        sta     ptr1
        lda     dl_out+1
        sta     ptr1+1
        ldy     #0
        lda     #$FF
        sta     (ptr1),y
        iny
        sta     (ptr1),y
        iny
        sta     (ptr1),y
        iny
        lda     #$7F
        sta     (ptr1),y
done:   rts
.endproc

; settle(best): best->d = fci_div_len(&best->push, &best->len), no
; longer stale.
.proc   settle
        lda     p_best          ; &best->push
        ldx     p_best+1
        jsr     pushax
        offs    ptr3, p_best, 22
        lda     ptr3            ; &best->len
        ldx     ptr3+1
        jsr     pushax
        offs    ptr3, p_best, 8
        lda     ptr3            ; &best->d
        ldx     ptr3+1
        jsr     divlen
        jsr     bestp
        lda     #0
        ldy     #28
        sta     (ptr2),y
        iny
        sta     (ptr2),y
        rts
.endproc

; p_d = fci_div_len(cur, &len).
.proc   pdist
        lda     #<p_cur
        ldx     #>p_cur
        jsr     pushax
        lda     #<p_len
        ldx     #>p_len
        jsr     pushax
        lda     #<p_d
        ldx     #>p_d
        jmp     divlen
.endproc

; may_tie(cur, &len, best->d), with p_len the edge's: A = 1 (Z clear)
; when the edge may beat the best axis, else A = 0.
.proc   pbound
        jsr     bestp           ; best->d + 1
        ldy     #8
        clc
        lda     (ptr2),y
        adc     #1
        sta     tmp1
        iny
        lda     (ptr2),y
        adc     #0
        sta     tmp2
        iny
        lda     (ptr2),y
        adc     #0
        sta     tmp3
        iny
        lda     (ptr2),y
        adc     #0
        sta     tmp4
        jsr     plen
        lda     #<p_len
        sta     ptr1
        lda     #>p_len
        sta     ptr1+1
        lda     #<p_cur
        sta     mtp
        lda     #>p_cur
        sta     mtp+1
        jmp     mtcore
.endproc

; seed in A/X; (sp),0..1 = o_is_a, 2..3 = best, 4..5 = j, 6..7 = x,
; 8..9 = o.
_fci_port_pass:
.proc   pass
        sta     p_seed
        stx     p_seed+1
        ldy     #0
        lda     (sp),y
        sta     p_oa
        ldy     #2
        lda     (sp),y
        sta     p_best
        iny
        lda     (sp),y
        sta     p_best+1
        iny
        lda     (sp),y
        sta     p_j
        iny
        lda     (sp),y
        sta     p_j+1
        iny
        lda     (sp),y
        sta     p_x
        iny
        lda     (sp),y
        sta     p_x+1
        iny
        lda     (sp),y
        sta     ptr1
        iny
        lda     (sp),y
        sta     ptr1+1
        ldy     #10             ; the arguments off the C stack
        jsr     addysp
        ldy     #0              ; o's count, and its arrays from edge 0
        lda     (ptr1),y
        sta     p_n
        offs    wp, ptr1, $20
        offs    wn, ptr1, $a0
        offs    p_nl, ptr1, $120
        offs    p_ns, ptr1, $160
        offs    p_na, ptr1, $170
        offs    ptr1, ptr1, $170
        lda     (ptr1),y
        sta     wna
        lda     p_x             ; x's count and arrays
        sta     ptr1
        lda     p_x+1
        sta     ptr1+1
        lda     (ptr1),y
        sta     p_m
        offs    wv, ptr1, $20
        offs    wm0, ptr1, $a0
        offs    wa0, ptr1, $170
        lda     #<p_cur
        sta     wc
        lda     #>p_cur
        sta     wc+1
; The first climb (sat.c's climb_ang): forward while the next vertex
; lies deeper (129 to 255 apart), then, if it did not move, backward
; while the previous one does (1 to 127, or 128); 0 apart (or 128) is
; open unless the edge there is parallel to n (flat), and a second flat
; edge is open: then the C's climb (fci_pass_climb).
        lda     #0
        sta     p_flat
        sta     p_mov
        lda     p_m
        sta     p_cnt
cfwd:   lda     p_j
        jsr     cang
        tax
        and     #$7f
        beq     cfpar
        txa
        bpl     cback           ; 1 to 127: the next lies no deeper
        ldx     p_j             ; on to the next
        inx
        cpx     p_m
        bne     cfnext
        ldx     #0
cfnext: stx     p_j
        lda     #1
        sta     p_mov
        dec     p_cnt
        bne     cfwd
        beq     cback
cfpar:  lda     p_j             ; open unless the edge is parallel
        jsr     cpar
        beq     copen
        lda     #1
        sta     p_flat
cback:  lda     p_mov
        bne     cdepth
        lda     p_m
        sta     p_cnt
cbk:    ldx     p_j             ; the previous vertex
        bne     cbprev
        ldx     p_m
cbprev: dex
        stx     p_prev
        txa
        jsr     cang
        tax
        and     #$7f
        beq     cbpar
        cpx     #$81
        bcs     cdepth          ; 129 to 255: it lies no deeper
        lda     p_prev          ; back to it
        sta     p_j
        lda     #0
        sta     p_flat
        dec     p_cnt
        bne     cbk
        beq     cdepth
cbpar:  lda     p_flat          ; open after a flat edge, or unless
        bne     copen           ; this one is parallel
        lda     p_prev
        jsr     cpar
        bne     cdepth
copen:  lda     p_x             ; fci_pass_climb(x, n, p, &j, cur)
        ldx     p_x+1
        jsr     pushax
        lda     wn
        ldx     wn+1
        jsr     pushax
        lda     wp
        ldx     wp+1
        jsr     pushax
        lda     #<p_j
        ldx     #>p_j
        jsr     pushax
        lda     #<p_cur
        ldx     #>p_cur
        jsr     _fci_pass_climb
        jsr     pxj
        jmp     cdone
cdepth: jsr     pxj             ; the depth of the vertex reached
        jsr     here
cdone:  lda     p_m             ; the walk's end, normal and angle
        sta     cnt
        jsr     wsetup
        lda     #0
        sta     p_i
        sta     p_next
; Each edge: 0 when its push is negative; the first edge becomes the
; best, its distance waiting (stale), as offer_exact keeps it; an edge as
; long as the best replaces it when its push is smaller; the rest, when
; the best's distance waits or may_tie says they may beat it, are
; offered here (pshort: the best's distance divided if it waits, the
; bound asked, the edge's own distance divided and compared), the C
; asked only where the two distances tie (fci_pass_tie).
ploop:  lda     p_cur+7         ; a negative push: the edge separates
        bpl     pos
        lda     #0
        tax
        rts
pos:    lda     p_best
        ora     p_best+1
        bne     mtv
        jmp     pstep           ; no MTV asked
mtv:    jsr     bestp
        ldy     #13             ; no best yet (owner < 0): kept, stale
        lda     (ptr2),y
        bpl     along
        jmp     pkeep1
ps:     jmp     pshort
along:  lda     p_nl            ; as long as the best (AS_LONG): the
        sta     ptr1            ; same N and k,
        lda     p_nl+1
        sta     ptr1+1
        .repeat 4, k
        ldy     #k
        lda     (ptr1),y
        ldy     #22+k
        cmp     (ptr2),y
        bne     ps
        .endrepeat
        ldy     #27
        lda     (ptr2),y
        bne     ps
        lda     p_ns
        sta     ptr1
        lda     p_ns+1
        sta     ptr1+1
        ldy     #0
        lda     (ptr1),y
        and     #31
        ldy     #26
        cmp     (ptr2),y
        bne     ps
        lda     wn              ; and components of equal magnitudes
        sta     ptr1
        lda     wn+1
        sta     ptr1+1
        offs    ptr3, ptr2, 14
        jsr     slcore
        beq     ps
        jsr     bestp           ; then kept when its push is smaller
        sless   p_cur, 0, 8
        bmi     pkeep1
        jmp     pstep
pkeep1: jsr     pkeep
        jmp     pstep
pshort: jsr     bestp           ; its distance waits (stale)?
        ldy     #28
        lda     (ptr2),y
        iny
        ora     (ptr2),y
        beq     pfresh
        jsr     onaxis          ; offer_exact: exactly as far as the best
        bne     pskip           ; (on one axis, the same way): skipped
        jsr     settle          ; else the best's distance, now, and
        jsr     pbound          ; the bound
        bne     pdiv
pskip:  jmp     pstep
pfresh: jsr     pbound          ; the bound first here (offer_exact asks
        beq     pskip           ; onaxis before it: the same answer, and
        jsr     onaxis          ; most edges stop at the bound)
        bne     pskip
pdiv:   jsr     pdist           ; its distance, against the best's
        jsr     bestp
        sless   p_d, 8, 4       ; shorter?
        bmi     pbetter
        ldy     #8              ; equal: the exact choice (the C's)
        ldx     #0
deq:    lda     p_d,x
        cmp     (ptr2),y
        bne     pstep
        iny
        inx
        cpx     #4
        bne     deq
        lda     p_best          ; fci_pass_tie(best, cur, nv, o_is_a)
        ldx     p_best+1
        jsr     pushax
        lda     #<p_cur
        ldx     #>p_cur
        jsr     pushax
        lda     wn
        ldx     wn+1
        jsr     pushax
        lda     p_oa
        ldx     #0
        jsr     _fci_pass_tie
        tax
        beq     pstep
pbetter:
        jsr     bestp           ; kept, with its distance (not stale)
        jsr     pkeepl
        ldy     #8
        ldx     #0
dput:   lda     p_d,x
        sta     (ptr2),y
        iny
        inx
        cpx     #4
        bne     dput
pstep:  inc     p_i             ; the next edge, if any
        lda     p_i
        cmp     p_n
        bne     edge
        lda     p_seed          ; *seed = next, and 1
        sta     ptr1
        lda     p_seed+1
        sta     ptr1+1
        ldy     #0
        lda     p_next
        sta     (ptr1),y
        iny
        lda     #0
        sta     (ptr1),y
        tax
        lda     #1
        rts
edge:   offs    wn, wn, 8       ; its normal, vertex, length and angle
        offs    wp, wp, 8
        offs    p_nl, p_nl, 4
        inc     p_ns
        bne     ns
        inc     p_ns+1
ns:     inc     p_na
        bne     na
        inc     p_na+1
na:     lda     p_na
        sta     ptr1
        lda     p_na+1
        sta     ptr1+1
        ldy     #0
        lda     (ptr1),y
        sta     wna
        lda     p_m             ; the walk, at most m steps
        sta     cnt
        sty     have
        lda     wj
        sta     p_from
        lda     wj+1
        sta     p_from+1
        jsr     wloop
        lda     wj              ; stepped off vertex 0 (or over it):
        cmp     wv              ; wj != wv, and from = wv or wj < from
        bne     off
        lda     wj+1
        cmp     wv+1
        beq     again
off:    lda     p_from
        cmp     wv
        bne     less
        lda     p_from+1
        cmp     wv+1
        beq     next
less:   lda     wj
        cmp     p_from
        lda     wj+1
        sbc     p_from+1
        bcs     again
next:   lda     p_i
        sta     p_next
again:  jmp     ploop
.endproc

; wj = ptr2 = x's vertex p_j (ptr1 its edge's normal).
.proc   pxj
        lda     p_j
        jsr     xat
        lda     ptr2
        sta     wj
        lda     ptr2+1
        sta     wj+1
        rts
.endproc
