; fixcol 6502 port: the linear SAT's dot product in assembly
; (FC_PORT_DEPTH=1, include/fixcol/config.h), over the unsigned product
; of ports/6502/umul32.s:
;
;   void fci_port_depth(fc_wide *r, const fc_vec *n, const fc_vec *b,
;                       const fc_vec *p);
;   *r = n.x (p.x - b.x) + n.y (p.y - b.y)
;
; how deep b lies behind the line through p with outward normal n, the
; value src/sat.c's walks compare and take as the push. The differences
; wrap modulo 2^32 (fci_wsub), each product is the exact signed 32 x 32
; -> 64 product and the sum is taken modulo 2^64: the contract of the C
; (two fc_wide products over fci_wsub), for every input. r is not NULL
; (the library's own calls only).
;
; In C on cc65 the two differences, the argument pushing and the two
; calls of the wide products cost more than the products themselves;
; here the differences go straight into the multiply's operands and the
; first product waits in a sum of this module's own.
;
; cc65 calling convention (__fastcall__): p in A/X; (sp),0..1 = b,
; (sp),2..3 = n, (sp),4..5 = r; the callee removes the six bytes.

        .export         _fci_port_depth, fcdepth_core
        .export         fcdepth_acc, fcdepth_sgn
        .import         incsp6
        .importzp       sp, ptr1, ptr2, ptr3, tmp1, tmp2, tmp3, tmp4
        .import         fcmul6502
        .importzp       fcmul_a, fcmul_p
.define ma fcmul_a              ; the multiplicand, the product, the routine
.define pr fcmul_p              ; (ports/6502/umul32.s)
.define umul fcmul6502

        .bss
ny:     .res    4               ; n.y
dy:     .res    4               ; p.y - b.y
fcdepth_acc:
acc:    .res    8               ; the first product, signed
fcdepth_sgn:
sgn:    .res    1               ; bit 7: the sign of the product in hand

        .include        "sparg.inc"
        .code

; The 4-byte value at M negated in place (two's complement; 2^31 stays
; 2^31, its magnitude as an unsigned word).
.macro  neg4    M
        sec
        .repeat 4, k
        lda     #0
        sbc     M+k
        sta     M+k
        .endrepeat
.endmacro

; *r (ptr1, y = 0) = acc op pr over the 8 bytes, the carry running (set
; up by the caller: adc or sbc).
.macro  combine op
        .repeat 8, k
        lda     acc+k
        op      pr+k
        sta     (ptr1),y
        .if     k < 7
        iny
        .endif
        .endrepeat
.endmacro

; The product's sign into sgn, both operands (ma, tmp1..tmp4) to their
; magnitudes, then the unsigned product into pr.
.proc   signed_umul
        lda     ma+3
        eor     tmp4
        sta     sgn
        bit     ma+3
        bpl     apos
        neg4    ma
apos:   bit     tmp4
        bpl     bpos
        neg4    tmp1
bpos:   jmp     umul
.endproc

; n . (p - b) for p at (ptr1), b at (ptr2) and n at (ptr3): the first
; product, signed, in acc; the second's magnitude in pr and its sign in
; sgn. Uses A, X, Y, ptr1-ptr4, tmp1-tmp4. Also called by the 8-bit walk
; (ports/6502/walk.s), as fcdepth_core.
fcdepth_core:
.proc   core
        ldy     #0
        sec                     ; p.x - b.x into the multiplier
        .repeat 4, k
        lda     (ptr1),y
        sbc     (ptr2),y
        sta     tmp1+k
        iny
        .endrepeat
        sec                     ; p.y - b.y aside (y = 4)
        .repeat 4, k
        lda     (ptr1),y
        sbc     (ptr2),y
        sta     dy+k
        .if     k < 3
        iny
        .endif
        .endrepeat
        ldy     #0              ; n.x into the multiplicand, n.y aside
        .repeat 4, k
        lda     (ptr3),y
        sta     ma+k
        iny
        .endrepeat
        .repeat 4, k
        lda     (ptr3),y
        sta     ny+k
        .if     k < 3
        iny
        .endif
        .endrepeat
        jsr     signed_umul     ; n.x (p.x - b.x)
        bit     sgn
        bmi     xneg
        .repeat 8, k
        lda     pr+k
        sta     acc+k
        .endrepeat
        jmp     second
xneg:   sec
        .repeat 8, k
        lda     #0
        sbc     pr+k
        sta     acc+k
        .endrepeat
second: .repeat 4, k
        lda     ny+k
        sta     ma+k
        lda     dy+k
        sta     tmp1+k
        .endrepeat
        jmp     signed_umul     ; n.y (p.y - b.y)
.endproc

_fci_port_depth:
        sta     ptr1            ; p
        stx     ptr1+1
        sparg   0, ptr2            ; b
        sparg   2, ptr3            ; n
        jsr     core
        sparg   4, ptr1            ; r
        ldy     #0
        bit     sgn
        bmi     yneg
        clc
        combine adc             ; *r = acc + pr
        jmp     incsp6
yneg:   sec
        combine sbc             ; *r = acc - pr
        jmp     incsp6
