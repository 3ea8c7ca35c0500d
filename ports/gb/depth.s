; fixcol Game Boy port: the linear SAT's dot product in SM83 assembly
; (FC_PORT_DEPTH=1, include/fixcol/config.h), over the unsigned product
; of ports/gb/umul32.s:
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
; In C, SDCC copies the differences through its frame and pushes four
; words for each of the two wide products, whose wrappers take the
; magnitudes and signs again; here the differences go straight into the
; frame, and one pass adds the two products into *r.
;
; SDCC calling convention (__sdcccall(1)): r in DE, n in BC, b and p on
; the stack above the return address (sp+2, sp+4); the callee removes
; them. A, BC, DE and HL are scratch. The frame, from sp after the
; locals: the products at sp+0 (x) and sp+8 (y); the magnitudes of n.x,
; p.x - b.x, n.y and p.y - b.y at sp+16, 20, 24 and 28; the products'
; signs at sp+32 and 33 (bit 7); then n (sp+34), r (sp+36), the return
; address (sp+38), b (sp+40) and p (sp+42).
        .module depth
        .globl  _fci_port_depth
        .globl  _fc_port_umul32
        .include "pushw.inc"
        .area   _CODE
        .include "neg4.inc"
        .include "sign.inc"

; (BC) = (DE) - (HL), four bytes, the three pointers stepping on (inc
; keeps the borrow).
.macro  diff4
        ld      a, (de)
        sub     a, (hl)
        ld      (bc), a
        inc     de
        inc     hl
        inc     bc
        .rept   3
        ld      a, (de)
        sbc     a, (hl)
        ld      (bc), a
        inc     de
        inc     hl
        inc     bc
        .endm
.endm

        .include "neg8.inc"

; The product's sign (bit 7) in A from the values at HL and HL + 4,
; both made magnitudes. Uses BC.
signs:
        push    hl
        call    magn
        ld      c, a
        pop     hl
        inc     hl
        inc     hl
        inc     hl
        inc     hl
        call    magn
        xor     a, c
        ret

_fci_port_depth::
        push    de                  ; r
        push    bc                  ; n
        add     sp, #-34
        ldhl    sp, #20
        ld      b, h
        ld      c, l                ; BC = &sp[20]
        ldhl    sp, #42
        ld      a, (hl+)
        ld      d, (hl)
        ld      e, a                ; DE = p
        ldhl    sp, #40
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = b
        diff4                       ; sp[20] = p.x - b.x
        inc     bc
        inc     bc
        inc     bc
        inc     bc
        diff4                       ; sp[28] = p.y - b.y
        ldhl    sp, #16
        ld      b, h
        ld      c, l                ; BC = &sp[16]
        ldhl    sp, #34
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = n
        .rept   4                   ; sp[16] = n.x
        ld      a, (hl+)
        ld      (bc), a
        inc     bc
        .endm
        inc     bc
        inc     bc
        inc     bc
        inc     bc
        .rept   4                   ; sp[24] = n.y
        ld      a, (hl+)
        ld      (bc), a
        inc     bc
        .endm
        ldhl    sp, #16             ; (signs' call moves sp: HL first)
        call    signs
        ldhl    sp, #32
        ld      (hl), a             ; the sign of n.x (p.x - b.x)
        ldhl    sp, #24
        call    signs
        ldhl    sp, #33
        ld      (hl), a             ; the sign of n.y (p.y - b.y)
        pushw   22                  ; |p.x - b.x|, then |n.x|, as
        pushw   22                  ; fc_port_umul32's b and a
        pushw   22
        pushw   22
        ldhl    sp, #8
        ld      d, h
        ld      e, l
        call    _fc_port_umul32     ; sp[0] = |n.x| |p.x - b.x|
        pushw   30                  ; |p.y - b.y|, then |n.y|
        pushw   30
        pushw   30
        pushw   30
        ldhl    sp, #16
        ld      d, h
        ld      e, l
        call    _fc_port_umul32     ; sp[8] = |n.y| |p.y - b.y|
        ldhl    sp, #32
        bit     7, (hl)
        jr      z, 1$
        ldhl    sp, #0
        call    neg8                ; sp[0] = n.x (p.x - b.x)
1$:     ldhl    sp, #33
        bit     7, (hl)
        jr      z, 2$
        ldhl    sp, #8
        call    neg8                ; sp[8] = n.y (p.y - b.y)
2$:     ldhl    sp, #36
        ld      a, (hl+)
        ld      d, (hl)
        ld      e, a                ; DE = r
        ldhl    sp, #8
        ld      b, h
        ld      c, l                ; BC = &sp[8]
        ldhl    sp, #0
        and     a, a                ; no carry
        .rept   8                   ; *r = sp[0] + sp[8]
        ld      a, (bc)
        adc     a, (hl)
        ld      (de), a
        inc     hl
        inc     bc
        inc     de
        .endm
        add     sp, #38             ; the locals, n and r
        pop     hl                  ; the return address
        add     sp, #4              ; b and p
        jp      (hl)
