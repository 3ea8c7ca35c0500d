; fixcol Z80 port: the linear SAT's walk on the 8-bit CPUs in assembly
; (FC_PORT_WALK=1, include/fixcol/config.h), over the dot product of
; ports/z80/depth.s, the unsigned product of ports/z80/umul32.s and the
; library's signed 64-bit compare (fc_wide_cmp: ports/z80/wcmp.s, or
; src/wide.c's C with WCMP=0):
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
; its opposite (modulo 2^32), else the depths n . (p - v) compare.
; *cur is the depth of the vertex where it stops, which it returns: the
; contract of src/sat.c's walk_step for every input, xj within
; xv[0 .. m-1] (the callers').
;
;   int fci_port_parallel(const fc_vec *u, const fc_vec *v);
;
; 1 when u and v are equal or opposite (modulo 2^32), else 0: src/sat.c's
; parallel.
;
;   int fci_port_same_len(const fc_vec *u, const fc_vec *v);
;
; 1 when the components of u and v have equal magnitudes (each pair
; equal or opposite modulo 2^32), in the same order or swapped, else 0:
; src/sat.c's same_len.
;
;   int fci_port_may_tie(const fc_wide *push, const fci_len *len,
;                        fc_fixed best);
;
; 1 when push < (best + 1) (floor(N / 2^k) + 1), else 0, with N = len->n,
; k = len->k (below 32, the callers'), each factor taken modulo 2^32 and
; the product, below 2^64, compared with push as a signed 64-bit value:
; src/sat.c's may_tie on the 8-bit CPUs.
;
; In SDCC's C a step of the walk, even one the angles decide, copies
; pointers and 32-bit values through the frame, the tests of parallel
; normals and of lengths copy each component before comparing it, and
; the shift by k is a loop of 32-bit shifts, one bit each. Here the walk
; keeps its pointers in its own variables (not reentrant, as the C's
; locals are static on SDCC), a step the angles decide is one
; subtraction of bytes and three pointers moved, the tests compare bytes
; in place and stop at the first that differs, and N moves a byte at a
; time first, then by bits.
;
; SDCC 4.2 calling convention for the Z80 (__sdcccall(1), the default):
; the first argument in HL, the second in DE, the rest on the stack above
; the return address; an int or pointer result goes back in DE, and the
; callee removes the stack arguments. IX (the frame pointer) is kept; AF,
; BC, DE, HL, IY and the alternate set are scratch.

        .module walk
        .globl  _fci_port_walk
        .globl  _fci_port_parallel
        .globl  _fci_port_same_len
        .globl  _fci_port_may_tie
        .globl  _fci_port_depth
        .globl  _fc_wide_cmp
        .globl  fcz80_umul

        .area   _DATA
w_cur:  .ds     2               ; cur
w_n:    .ds     2               ; n
w_p:    .ds     2               ; p
w_xj:   .ds     2               ; the vertex in hand
w_nx:   .ds     2               ; the next one
w_xv:   .ds     2               ; xv
w_xe:   .ds     2               ; xv + m, the end
w_xm:   .ds     2               ; the normal of the edge from w_xj
w_xn:   .ds     2               ; xn
w_a:    .ds     2               ; the angle of that edge
w_xa:   .ds     2               ; xa
w_na:   .ds     1               ; n's angle
w_k:    .ds     1               ; the steps left
w_have: .ds     1               ; 1 when *cur holds w_xj's depth
w_nxt:  .ds     8               ; the next vertex's depth
t_push: .ds     2               ; may_tie's push
t_lim:  .ds     8               ; and its bound

        .area   _CODE

; Z when the 32-bit words at (HL) and (DE) are equal or opposite modulo
; 2^32 (their sum 0), else NZ; HL and DE kept, B and A scratch. The first
; byte that differs (or sums to nonzero) decides. The low bytes first,
; with nothing saved: where they neither match nor sum to 0 (most
; pairs of unrelated components), that is the answer.
mageq:
        ld      a, (de)
        cp      (hl)
        jr      nz, mfirst
        push    hl                  ; low bytes equal: the rest alike?
        push    de
        ld      b, #3
meq:    inc     hl
        inc     de
        ld      a, (de)
        cp      (hl)
        jr      nz, mopp
        djnz    meq
        pop     de                  ; Z from the last cp
        pop     hl
        ret
mopp:   pop     de
        pop     hl
        jr      mageq0              ; opposite, then? (the whole sum)
mfirst: add     a, (hl)             ; the low bytes' sum
        ret     nz                  ; neither equal nor opposite
        push    hl                  ; then the sum's other bytes
        push    de
        ld      b, #4               ; (ld, push and jr keep the carry)
        jr      mnext

; int fci_port_parallel(const fc_vec *u, const fc_vec *v): u in HL, v in
; DE. Equal: the eight bytes alike; opposite: each component's sum 0.
_fci_port_parallel::
        push    hl
        push    de
        ld      b, #8
peq:    ld      a, (de)
        cp      (hl)
        jr      nz, popp
        inc     hl
        inc     de
        djnz    peq
        pop     de
        pop     hl
        ld      de, #1
        ret
popp:   pop     de
        pop     hl
        call    mageq0              ; the x components' sum
        jr      nz, no
        ld      bc, #4
        add     hl, bc
        ex      de, hl
        add     hl, bc
        ex      de, hl
        call    mageq0              ; the y components'
        jr      nz, no
yes:    ld      de, #1
        ret
no:     ld      de, #0
        ret

; Z when the 32-bit words at (HL) and (DE) sum to 0 modulo 2^32; HL and
; DE kept.
mageq0:
        push    hl
        push    de
        or      a                   ; carry clear
        ld      b, #4
msum:   ld      a, (de)
        adc     a, (hl)
        jr      nz, mout            ; a byte of the sum is not 0
mnext:  inc     hl                  ; (16-bit inc and djnz keep the flags)
        inc     de
        djnz    msum
mout:   pop     de                  ; (pop keeps the flags)
        pop     hl
        ret

; int fci_port_same_len(const fc_vec *u, const fc_vec *v): u in HL, v in
; DE. (u.x ~ v.x and u.y ~ v.y) or (u.x ~ v.y and u.y ~ v.x), ~ equal or
; opposite (mageq).
_fci_port_same_len::
        call    mageq               ; u.x ~ v.x
        jr      nz, swap
        push    hl
        push    de
        ld      bc, #4
        add     hl, bc
        ex      de, hl
        add     hl, bc
        ex      de, hl
        call    mageq               ; u.y ~ v.y
        pop     de
        pop     hl
        jr      z, yes
swap:   push    hl
        ex      de, hl
        ld      bc, #4
        add     hl, bc
        ex      de, hl
        call    mageq               ; u.x ~ v.y
        pop     hl
        jr      nz, no
        ld      bc, #4
        add     hl, bc
        ex      de, hl
        ld      bc, #-4
        add     hl, bc
        ex      de, hl
        call    mageq               ; u.y ~ v.x
        jr      nz, no
        jr      yes

; int fci_port_may_tie(const fc_wide *push, const fci_len *len,
; fc_fixed best): push in HL, len in DE, best at sp+2..5, where it
; becomes best + 1 and the product's multiplier (fcz80_umul).
_fci_port_may_tie::
        ld      (t_push), hl
        ex      de, hl
        ld      c, (hl)             ; N in D E B C, D the top byte
        inc     hl
        ld      b, (hl)
        inc     hl
        ld      e, (hl)
        inc     hl
        ld      d, (hl)
        inc     hl
        ld      a, (hl)             ; k (below 32: the callers')
        and     #31
mbyte:  cp      #8                  ; N >> k: bytes first
        jr      c, mbits
        ld      c, b
        ld      b, e
        ld      e, d
        ld      d, #0
        sub     #8
        jr      mbyte
mbits:  or      a                   ; then the bits left
        jr      z, mplus
mbit:   srl     d
        rr      e
        rr      b
        rr      c
        dec     a
        jr      nz, mbit
mplus:  inc     c                   ; + 1, modulo 2^32
        jr      nz, mcand
        inc     b
        jr      nz, mcand
        inc     e
        jr      nz, mcand
        inc     d
mcand:  push    de                  ; the multiplicand: D E to BC'
        exx
        pop     bc
        exx
        ld      iy, #2
        add     iy, sp
        inc     0 (iy)              ; best + 1, modulo 2^32
        jr      nz, mmul
        inc     1 (iy)
        jr      nz, mmul
        inc     2 (iy)
        jr      nz, mmul
        inc     3 (iy)
mmul:   call    fcz80_umul          ; low word at IY, high in HL' HL
        ld      (t_lim + 4), hl
        exx
        ld      (t_lim + 6), hl
        exx
        ld      a, 0 (iy)
        ld      (t_lim + 0), a
        ld      a, 1 (iy)
        ld      (t_lim + 1), a
        ld      a, 2 (iy)
        ld      (t_lim + 2), a
        ld      a, 3 (iy)
        ld      (t_lim + 3), a
        ld      hl, (t_push)
        ld      de, #t_lim
        call    _fc_wide_cmp        ; the sign of push - lim
        ld      a, d
        rlca
        and     #1                  ; 1 when negative
        ld      e, a
        ld      d, #0
        pop     hl                  ; the return address
        pop     bc                  ; best
        pop     bc
        jp      (hl)

; *w_cur, or w_nxt when A is not 0: the depth of vertex HL behind n
; through p (fci_port_depth).
depth:
        pop     bc                  ; the return address, under b and p
        ld      de, (w_p)
        push    de
        push    hl
        push    bc
        ld      hl, (w_cur)
        or      a
        jr      z, dcur
        ld      hl, #w_nxt
dcur:   ld      de, (w_n)
        jp      _fci_port_depth

; const fc_vec *fci_port_walk(fc_wide *cur, const fc_vec *n,
; const fc_vec *p, const fc_vec *xj, const fc_vec *xv, const fc_vec *xn,
; const uint8_t *xa, unsigned mna): cur in HL, n in DE, the rest at
; sp+2 .. sp+13.
_fci_port_walk::
        ld      (w_cur), hl
        ld      (w_n), de
        pop     bc                  ; the return address
        pop     hl
        ld      (w_p), hl
        pop     hl
        ld      (w_xj), hl
        pop     hl
        ld      (w_xv), hl
        pop     hl
        ld      (w_xn), hl
        pop     hl
        ld      (w_xa), hl
        pop     hl                  ; mna: L = m, H = n's angle
        push    bc
        ld      a, h
        ld      (w_na), a
        ld      a, l
        ld      (w_k), a
        ld      h, #0               ; the end: xv + 8 m
        add     hl, hl
        add     hl, hl
        add     hl, hl
        ld      de, (w_xv)
        add     hl, de
        ld      (w_xe), hl
        ld      hl, (w_xj)          ; xj - xv, 8 bytes a vertex
        or      a
        sbc     hl, de
        push    hl
        ld      de, (w_xn)
        add     hl, de
        ld      (w_xm), hl          ; xn + (xj - xv)
        pop     hl
        srl     h
        rr      l
        srl     h
        rr      l
        srl     h
        rr      l
        ld      de, (w_xa)
        add     hl, de
        ld      (w_a), hl           ; xa + (xj - xv) / 8
        xor     a
        ld      (w_have), a
wloop:  ld      a, (w_k)            ; at most m steps
        or      a
        jp      z, wdone
        dec     a
        ld      (w_k), a
        ld      hl, (w_xj)          ; the next vertex, after xv[m-1] xv[0]
        ld      de, #8
        add     hl, de
        ex      de, hl
        ld      hl, (w_xe)
        or      a
        sbc     hl, de
        jr      nz, wnext
        ld      de, (w_xv)
wnext:  ld      (w_nx), de
        ld      hl, (w_a)
        ld      a, (w_na)
        sub     (hl)                ; n's angle less the edge's
        ld      c, a
        and     #0x7f
        jr      z, wopen            ; 0 or 128: open
        ld      a, c
        cp      #0x80
        jp      c, wdone            ; 1 to 127: the next lies no deeper
        xor     a                   ; 129 to 255: it lies deeper, its
        ld      (w_have), a         ; depth unknown
wstep:  ld      hl, (w_nx)          ; to the next vertex, its edge's
        ld      (w_xj), hl          ; normal and angle
        ld      de, (w_xv)
        or      a
        sbc     hl, de
        jr      z, wwrap
        ld      hl, (w_xm)
        ld      de, #8
        add     hl, de
        ld      (w_xm), hl
        ld      hl, (w_a)
        inc     hl
        ld      (w_a), hl
        jp      wloop
wwrap:  ld      hl, (w_xn)
        ld      (w_xm), hl
        ld      hl, (w_xa)
        ld      (w_a), hl
        jp      wloop
wopen:  ld      hl, (w_xm)          ; an edge parallel to n: no step
        ld      de, (w_n)
        call    _fci_port_parallel
        ld      a, e
        or      a
        jr      nz, wdone
        ld      a, (w_have)         ; else the depths decide
        or      a
        jr      nz, whave
        ld      hl, (w_xj)          ; *cur = the depth of xj (A = 0)
        call    depth
        ld      a, #1
        ld      (w_have), a
whave:  ld      hl, (w_nx)          ; w_nxt = that of the next
        ld      a, #1
        call    depth
        ld      hl, (w_cur)
        ld      de, #w_nxt
        call    _fc_wide_cmp
        bit     7, d                ; *cur < w_nxt: step on
        jr      z, wdone
        ld      hl, #w_nxt
        ld      de, (w_cur)
        ld      bc, #8
        ldir
        jr      wstep
wdone:  ld      a, (w_have)
        or      a
        jr      nz, wret
        ld      hl, (w_xj)          ; *cur = the depth of xj (A = 0)
        call    depth
wret:   ld      de, (w_xj)
        ret
