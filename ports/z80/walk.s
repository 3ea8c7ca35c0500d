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
;   int fci_port_pass(const fc_poly *o, const fc_poly *x, int j,
;                     struct sat_best *best, unsigned o_is_a, int *seed);
;
; src/sat.c's pass_poly (FC_PORT_PASS=1): the edges of polygon o against
; the vertices of x. First the climb to x's vertex deepest behind o's
; edge 0 from x's vertex j, by the stored angles as sat.c's climb_ang
; climbs, and where they leave it open by the C's climb
; (fci_pass_climb). Then for each edge, from edge 0: 0 when its push is
; negative (it separates). With a best axis (best not NULL): the first
; edge becomes the best, its distance waiting (stale), as the C's
; offer_exact keeps the first; an edge as long as the best (the same
; stored N and k, components of equal magnitudes) replaces it, stale,
; when its push is smaller, as the C's keep does; else it is offered to
; the C, fci_pass_offer_exact(best, cur, nv, &len, o_is_a, o_is_a ? 0 :
; 1), when the best's distance waits (stale) or fci_port_may_tie is 1.
; Then on to the next edge, the walk above from the vertex reached. After the last edge,
; *seed = the edge whose walk stepped off x's vertex 0 (or over it), 0 if
; none, and 1.
;
;   int fci_port_parallel(const fc_vec *u, const fc_vec *v);
;
; 1 when u and v are equal or opposite (modulo 2^32), or both have an x
; component of 0, or both a y component of 0; else 0: src/sat.c's
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
        .globl  _fci_port_pass
        .globl  _fci_pass_offer_exact
        .globl  _fci_pass_climb
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
t_b:    .ds     4               ; B = floor(N / 2^k) + 1
t_a:    .ds     2               ; A's leading 8 bits and their shift
t_lo:   .ds     2               ; lo = a b
t_hi:   .ds     2               ; hi - 1 = lo + a + b
p_nl:   .ds     2               ; fci_port_pass: the length (N) and
p_na:   .ds     2               ; angle of o's edge in hand (its normal
                                ; and vertex: w_n, w_p; its nshift 0x10
                                ; bytes before its angle)
p_m:    .ds     1               ; x's count
p_n:    .ds     1               ; o's count
p_best: .ds     2               ; the best axis, or 0
p_x:    .ds     2               ; x
p_j:    .ds     2               ; the first climb's vertex,
p_prev: .ds     1               ; the one before it,
p_flat: .ds     1               ; 1 after an edge parallel to n
p_moved: .ds    1               ; 1 once it stepped forward
p_oa:   .ds     2               ; o_is_a
p_len:  .ds     6               ; the edge's fci_len: N, then k
p_cur8: .ds     8               ; the depth of the vertex in hand
p_i:    .ds     1               ; the edge in hand
p_next: .ds     2               ; the edge that stepped off x's vertex 0
p_seed: .ds     2               ; seed
p_from: .ds     2               ; where the walk started

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
        jp      mageq0              ; opposite, then? (the whole sum)
mfirst: add     a, (hl)             ; the low bytes' sum
        ret     nz                  ; neither equal nor opposite
        push    hl                  ; then the sum's other bytes
        push    de
        ld      b, #4               ; (ld, push and jr keep the carry)
        jp      mnext

; A = the four bytes at HL ORed, Z when they are all 0; HL ends on the
; last.
.macro  or4
        ld      a, (hl)
        inc     hl
        or      (hl)
        inc     hl
        or      (hl)
        inc     hl
        or      (hl)
.endm

; int fci_port_parallel(const fc_vec *u, const fc_vec *v): u in HL, v in
; DE. Equal: the eight bytes alike; opposite: each component's sum 0,
; its four bytes added with their carries, unrolled (the walk asks this
; of opposite normals on every step of congruent shapes); else both x
; components 0 or both y components 0 (the normals of boxes' sides, on
; one axis). Where a sum is not 0, k bytes in, the exit noK steps both
; pointers back k bytes to the start of the last test.
.macro  sumbyte exit
        inc     hl                  ; (16-bit inc keeps the carry)
        inc     de
        ld      a, (de)
        adc     a, (hl)
        jr      nz, exit
.endm
_fci_port_parallel::
        ld      a, (de)
        cp      (hl)
        jr      nz, popp            ; the low bytes differ: opposite?
        push    hl
        push    de
        ld      b, #7
peq:    inc     hl
        inc     de
        ld      a, (de)
        cp      (hl)
        jr      nz, peqno
        djnz    peq
        pop     de
        pop     hl
        jr      yes
peqno:  pop     de
        pop     hl
popp:   ld      a, (de)             ; x: u.x + v.x = 0 modulo 2^32
        add     a, (hl)
        jr      nz, no0
        sumbyte no1
        sumbyte no2
        sumbyte no3
        inc     hl                  ; y
        inc     de
        ld      a, (de)
        add     a, (hl)
        jr      nz, no4
        sumbyte no5
        sumbyte no6
        sumbyte no7
yes:    ld      de, #1
        ret
no7:    dec     hl
        dec     de
no6:    dec     hl
        dec     de
no5:    dec     hl
        dec     de
no4:    dec     hl
        dec     de
no3:    dec     hl
        dec     de
no2:    dec     hl
        dec     de
no1:    dec     hl
        dec     de
no0:    ld      b, #2               ; x, then y: HL = &u.x, DE = &v.x
zcomp:  or4                         ; u's component, its four bytes ORed
        inc     hl
        ex      de, hl              ; HL = v's component, DE = u's next
        jr      nz, zskip           ; u's is not 0
        or4                         ; v's
        jr      z, yes              ; both 0: on one axis
        inc     hl
        jr      znext
zskip:  inc     hl
        inc     hl
        inc     hl
        inc     hl
znext:  ex      de, hl              ; HL = u's next, DE = v's next
        djnz    zcomp
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
        jp      yes

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
mcand:  ld      (t_b), bc           ; the multiplicand, B
        ld      (t_b + 2), de
        ld      iy, #2
        add     iy, sp
        inc     0 (iy)              ; best + 1, modulo 2^32: A
        jr      nz, mfilt
        inc     1 (iy)
        jr      nz, mfilt
        inc     2 (iy)
        jr      nz, mfilt
        inc     3 (iy)
; Most pushes lie far from the bound: decided from the leading 8 bits
; a 2^sa <= A < (a + 1) 2^sa and b 2^sb <= B < (b + 1) 2^sb (exact below
; 2^8), so that with s = sa + sb, lo = a b and hi = (a + 1) (b + 1),
; lo 2^s <= A B < hi 2^s, and with P = floor(push / 2^s): P >= hi gives
; push >= A B (0), P < lo gives push < A B (1). Else, and where push,
; A or B is negative as a signed value, or A or B is 0 (a corrupted
; struct's), the product.
mfilt:  ld      hl, (t_push)
        ld      de, #7
        add     hl, de
        bit     7, (hl)
        jp      nz, mexact
        bit     7, 3 (iy)
        jp      nz, mexact
        ld      a, (t_b + 3)
        add     a, a
        jp      c, mexact
        push    iy
        pop     hl
        call    lead                ; a, sa
        jp      z, mexact
        ld      (t_a), de
        ld      hl, #t_b
        call    lead                ; b, sb
        jp      z, mexact
        ld      a, (t_a + 1)        ; s = sa + sb (at most 46)
        add     a, d
        ld      c, a
        ld      a, (t_a)
        ld      h, a                ; lo = a b: H times E, bit by bit
        ld      d, #0
        ld      l, d
        ld      b, #8
fmul:   add     hl, hl
        jr      nc, fmul1
        add     hl, de
fmul1:  djnz    fmul
        ld      (t_lo), hl
        add     hl, de              ; hi - 1 = lo + a + b, below 2^16
        ld      a, (t_a)
        ld      e, a
        add     hl, de
        ld      (t_hi), hl
        ld      a, c                ; P = push >> s: bytes q = s / 8 on,
        rrca                        ; then r = s % 8 bits
        rrca
        rrca
        and     #0x1f
        ld      e, a
        ld      hl, (t_push)
        add     hl, de              ; &push[q], q <= 5
        push    hl
        ld      b, a
        ld      a, #5
        sub     b
        jr      z, fnone
        ld      b, a                ; bytes q + 3 .. 7 not 0: P >= 2^17
        inc     hl
        inc     hl
        inc     hl
fhigh:  ld      a, (hl)
        or      a
        jr      nz, fbig
        inc     hl
        djnz    fhigh
fnone:  pop     hl
        ld      e, (hl)             ; P's 24 bits: H D E
        inc     hl
        ld      d, (hl)
        inc     hl
        ld      h, (hl)
        ld      a, c
        and     #7
        jr      z, fcmp
        ld      b, a
fshr:   srl     h
        rr      d
        rr      e
        djnz    fshr
fcmp:   ld      a, h                ; P >= 2^16 > hi - 1: 0
        or      a
        jr      nz, mret0
        ld      hl, (t_hi)          ; P > hi - 1: 0
        or      a
        sbc     hl, de
        jr      c, mret0
        ex      de, hl              ; P < lo: 1
        ld      de, (t_lo)
        or      a
        sbc     hl, de
        jr      c, mret1
mexact: ld      hl, (t_b + 2)       ; the product: B's high word to BC'
        push    hl
        exx
        pop     bc
        exx
        ld      bc, (t_b)
        call    fcz80_umul          ; low word at IY, high in HL' HL
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
mret:   pop     hl                  ; the return address
        pop     bc                  ; best
        pop     bc
        jp      (hl)
fbig:   pop     hl
mret0:  ld      de, #0
        jr      mret
mret1:  ld      de, #1
        jr      mret

; The leading 8 bits of the 32-bit X at HL: E = floor(X / 2^D), with
; 2^7 <= E < 2^8 when X >= 2^8, else E = X and D = 0; Z when X = 0.
; B and C scratch.
lead:   inc     hl
        inc     hl
        inc     hl
        ld      b, #3
lfind:  ld      a, (hl)             ; the top byte that is not 0, t
        or      a
        jr      nz, lfound
        dec     hl
        djnz    lfind
        ld      e, (hl)
        ld      d, b
        ld      a, e
        or      a
        ret
lfound: dec     hl                  ; it and the byte below it, shifted
        ld      c, (hl)             ; left until its top bit is set:
        ld      d, b                ; D = 8 t less the shifts
        sla     d
        sla     d
        sla     d
lnorm:  bit     7, a
        jr      nz, ldone
        sla     c
        rla
        dec     d
        jr      lnorm
ldone:  ld      e, a
        ret

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
        call    wsetup
        xor     a
        ld      (w_have), a
        jr      wloop

; w_xe, w_xm and w_a from w_xj, w_xv, w_xn, w_xa and L = m.
wsetup:
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
        ret

wloop:
        ld      a, (w_k)            ; at most m steps
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

; int fci_port_pass(const fc_poly *o, const fc_poly *x, int j,
; struct sat_best *best, unsigned o_is_a, int *seed): o in HL, x in DE,
; the rest at sp+2 .. sp+9. fc_poly's fields at the offsets of
; FC_MAX_VERTS 16: n 0, v 0x20, normal 0xa0, nlen 0x120, nshift 0x160,
; nang 0x170; sat_best's: push 0, d 8, owner 12, dir 14, len 22 (N, then
; k), stale 28 (src/sat.c checks both). IX holds best through the pass
; (the C it calls keeps IX, SDCC's frame pointer). The depth of the
; vertex in hand is p_cur8.
_fci_port_pass::
        ld      (p_x), de
        ld      a, (hl)             ; o's count, and its arrays from edge 0
        ld      (p_n), a
        ld      bc, #0xa0
        add     hl, bc
        ld      (w_n), hl
        ld      bc, #-0x80
        add     hl, bc
        ld      (w_p), hl
        ld      bc, #0x100
        add     hl, bc
        ld      (p_nl), hl
        ld      bc, #0x50
        add     hl, bc
        ld      (p_na), hl
        ld      a, (hl)
        ld      (w_na), a
        ex      de, hl              ; x's count and arrays
        ld      a, (hl)
        ld      (p_m), a
        ld      c, #0x20
        add     hl, bc
        ld      (w_xv), hl
        ld      c, #0x80
        add     hl, bc
        ld      (w_xn), hl
        ld      c, #0xd0
        add     hl, bc
        ld      (w_xa), hl
        pop     bc                  ; the return address
        pop     hl
        ld      (p_j), hl
        pop     hl
        ld      (p_best), hl
        pop     hl
        ld      (p_oa), hl
        pop     hl
        ld      (p_seed), hl
        push    bc
        ld      hl, #p_cur8
        ld      (w_cur), hl
; The first climb (climb_ang): forward while the next vertex lies deeper
; (129 to 255 apart), then, if it did not move, backward while the
; previous one does (1 to 127, or 128); 0 apart (or 128) is open unless
; the edge there is parallel to n (flat), and a second flat edge is open.
        xor     a
        ld      (p_flat), a
        ld      (p_moved), a
        ld      a, (p_m)
        ld      b, a
cfwd:
        ld      a, (p_j)
        call    cang
        and     #0x7f
        jr      z, cfpar
        ld      a, e
        cp      #0x80
        jr      c, cback            ; 1 to 127: the next lies no deeper
        ld      a, (p_j)            ; on to the next
        inc     a
        ld      hl, #p_m
        cp      (hl)
        jr      nz, cfnext
        xor     a
cfnext: ld      (p_j), a
        ld      a, #1
        ld      (p_moved), a
        djnz    cfwd
        jr      cback
cfpar:  ld      a, (p_j)            ; open unless the edge is parallel
        call    cpar
        jr      z, copen
        ld      a, #1
        ld      (p_flat), a
cback:
        ld      a, (p_moved)
        or      a
        jr      nz, cdepth
        ld      a, (p_m)
        ld      b, a
cbk:    ld      a, (p_j)            ; the previous vertex
        or      a
        jr      nz, cbprev
        ld      a, (p_m)
cbprev: dec     a
        ld      (p_prev), a
        call    cang
        and     #0x7f
        jr      z, cbpar
        ld      a, e
        cp      #0x81
        jr      nc, cdepth          ; 129 to 255: it lies no deeper
        ld      a, (p_prev)         ; back to it
        ld      (p_j), a
        xor     a
        ld      (p_flat), a
        djnz    cbk
        jr      cdepth
cbpar:  ld      a, (p_flat)         ; open after a flat edge, or unless
        or      a                   ; this one is parallel
        jr      nz, copen
        ld      a, (p_prev)
        call    cpar
        jr      nz, cdepth
copen:
        ld      hl, #p_cur8         ; fci_pass_climb(x, n, p, &j, cur)
        push    hl
        ld      hl, #p_j
        push    hl
        ld      hl, (w_p)
        push    hl
        ld      de, (w_n)
        ld      hl, (p_x)
        call    _fci_pass_climb
        call    cxj
        jr      cdone
cdepth: call    cxj                 ; the depth of the vertex reached
        xor     a
        call    depth
cdone:  ld      a, (p_m)
        ld      l, a
        call    wsetup
        xor     a
        ld      (p_i), a
        ld      h, a
        ld      l, a
        ld      (p_next), hl
        push    ix
        ld      ix, (p_best)
ploop:
        ld      a, (p_cur8 + 7)     ; a negative push: the edge separates
        add     a, a
        jp      c, pzero
        ld      hl, (p_best)
        ld      a, h
        or      l
        jp      z, pstep            ; no MTV asked
        bit     7, 13 (ix)          ; no best yet (owner < 0): kept, its
        jr      nz, pfirst          ; distance waiting, as offer_exact does
        ld      hl, (p_nl)          ; as long as the best (AS_LONG): the
        ld      a, (hl)             ; same N and k,
        cp      22 (ix)
        jr      nz, pshort
        inc     hl
        ld      a, (hl)
        cp      23 (ix)
        jr      nz, pshort
        inc     hl
        ld      a, (hl)
        cp      24 (ix)
        jr      nz, pshort
        inc     hl
        ld      a, (hl)
        cp      25 (ix)
        jr      nz, pshort
        ld      a, 27 (ix)
        or      a
        jr      nz, pshort
        ld      hl, (p_na)          ; its nshift
        ld      bc, #-0x10
        add     hl, bc
        ld      a, (hl)
        and     #31
        cp      26 (ix)
        jr      nz, pshort
        push    ix                  ; and components of equal magnitudes
        pop     hl
        ld      de, #14
        add     hl, de
        ex      de, hl
        ld      hl, (w_n)
        call    _fci_port_same_len
        ld      a, e
        or      a
        jr      z, pshort
        push    ix                  ; then kept when its push is smaller
        pop     de
        ld      hl, #p_cur8
        call    _fc_wide_cmp
        bit     7, d
        jr      z, pstep
pfirst: call    pkeep
        jr      pstep
pshort:
        ld      a, 28 (ix)          ; its distance waits (stale): offer
        or      29 (ix)
        jr      nz, poffer
        ld      l, 10 (ix)          ; may_tie(cur, &len, best->d)
        ld      h, 11 (ix)
        push    hl
        ld      l, 8 (ix)
        ld      h, 9 (ix)
        push    hl
        call    plen
        ld      hl, #p_cur8
        ld      de, #p_len
        call    _fci_port_may_tie
        ld      a, e
        or      a
        jr      z, pstep
        jr      poffer1
poffer:
        call    plen                ; fci_pass_offer_exact(best, cur, nv,
poffer1:                            ; &len, o_is_a, o_is_a ? 0 : 1)
        ld      hl, (p_oa)
        ld      a, l
        or      h
        ld      de, #0
        jr      nz, powner
        inc     e
powner: push    de
        push    hl
        ld      hl, #p_len
        push    hl
        ld      hl, (w_n)
        push    hl
        ld      de, #p_cur8
        ld      hl, (p_best)
        call    _fci_pass_offer_exact
pstep:
        ld      hl, #p_i            ; the next edge, if any
        inc     (hl)
        ld      a, (p_n)
        cp      (hl)
        jp      z, pone
        ld      hl, (w_n)           ; its normal and vertex: 8 bytes on
        ld      de, #8
        add     hl, de
        ld      (w_n), hl
        ld      hl, (w_p)
        add     hl, de
        ld      (w_p), hl
        ld      hl, (p_nl)          ; its length: 4 bytes on
        inc     hl
        inc     hl
        inc     hl
        inc     hl
        ld      (p_nl), hl
        ld      hl, (p_na)          ; its angle
        inc     hl
        ld      (p_na), hl
        ld      a, (hl)
        ld      (w_na), a
        ld      a, (p_m)            ; the walk, at most m steps
        ld      (w_k), a
        xor     a
        ld      (w_have), a
        ld      hl, (w_xj)
        ld      (p_from), hl
        call    wloop               ; DE: the vertex reached
        ld      hl, (w_xv)          ; stepped off vertex 0 (or over it):
        or      a                   ; xj != xv, and from == xv or
        sbc     hl, de              ; xj < from
        jp      z, ploop
        ld      hl, (p_from)
        ld      bc, (w_xv)
        or      a
        sbc     hl, bc
        jr      z, pnext
        add     hl, bc              ; from - xj: no borrow and not 0
        or      a
        sbc     hl, de
        jp      c, ploop
        jp      z, ploop
pnext:  ld      a, (p_i)
        ld      l, a
        ld      h, #0
        ld      (p_next), hl
        jp      ploop
pzero:  pop     ix
        ld      de, #0
        ret
pone:   pop     ix
        ld      hl, (p_seed)
        ld      de, (p_next)
        ld      (hl), e
        inc     hl
        ld      (hl), d
        ld      de, #1
        ret

; A = n's angle less x's edge A's, and in E.
cang:   ld      hl, (w_xa)
        ld      e, a
        ld      d, #0
        add     hl, de
        ld      a, (w_na)
        sub     (hl)
        ld      e, a
        ret

; NZ when x's normal A is parallel to n (fci_port_parallel); B kept.
cpar:   ld      l, a
        ld      h, #0
        add     hl, hl
        add     hl, hl
        add     hl, hl
        ld      de, (w_xn)
        add     hl, de
        ld      de, (w_n)
        push    bc
        call    _fci_port_parallel
        pop     bc
        ld      a, e
        or      a
        ret

; w_xj = x's vertex p_j; HL too.
cxj:    ld      hl, (p_j)
        add     hl, hl
        add     hl, hl
        add     hl, hl
        ld      de, (w_xv)
        add     hl, de
        ld      (w_xj), hl
        ret

; p_len = the edge's fci_len: N = *p_nl, k = its nshift & 31; lenat: at
; DE.
plen:
        ld      de, #p_len
lenat:  ld      hl, (p_nl)
        ldi
        ldi
        ldi
        ldi
        ld      hl, (p_na)          ; its nshift
        ld      bc, #-0x10
        add     hl, bc
        ld      a, (hl)
        and     #31
        ld      (de), a
        inc     de
        xor     a
        ld      (de), a
        ret

; keep() and stale = 1, as sat.c's: the best axis (IX) becomes the edge
; in hand, its push p_cur8, its direction the normal (negated when o is
; a), its length, its owner (0 for an edge of a, 1 of b).
pkeep:
        push    ix
        pop     de
        ld      hl, #p_cur8         ; push (0 .. 7)
        ld      bc, #8
        ldir
        ld      hl, #6              ; dir (14 .. 21)
        add     hl, de
        ex      de, hl
        ld      hl, (w_n)
        ld      a, (p_oa)
        or      a
        jr      nz, kneg
        ld      bc, #8
        ldir
        jr      klen
kneg:   ld      c, #2               ; -x, then -y, modulo 2^32
kcomp:  ld      b, #4
        or      a
kbyte:  ld      a, #0
        sbc     a, (hl)
        ld      (de), a
        inc     hl
        inc     de
        djnz    kbyte
        dec     c
        jr      nz, kcomp
klen:   call    lenat               ; len (22 .. 27)
        ld      a, (p_oa)           ; owner (12, 13): o_is_a ? 0 : 1
        or      a
        ld      a, #0
        jr      nz, kown
        inc     a
kown:   ld      12 (ix), a
        ld      13 (ix), #0
        ld      28 (ix), #1         ; stale
        ld      29 (ix), #0
        ret
