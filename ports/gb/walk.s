; fixcol Game Boy (SM83) port: the linear SAT's walk on the 8-bit CPUs in
; assembly (FC_PORT_WALK=1 and FC_PORT_PASS=1, include/fixcol/config.h),
; over the dot product of ports/gb/depth.s, the unsigned product of
; ports/gb/umul32.s and the signed 64-bit compare of ports/gb/wcmp.s:
;
;   const fc_vec *fci_port_walk(fc_wide *cur, const fc_vec *n,
;                               const fc_vec *p, const fc_vec *xj,
;                               const fc_vec *xv, const fc_vec *xn,
;                               const uint8_t *xa, unsigned mna);
;   int fci_port_pass(const fc_poly *o, const fc_poly *x, int j,
;                     struct sat_best *best, unsigned o_is_a, int *seed);
;   int fci_port_parallel(const fc_vec *u, const fc_vec *v);
;   int fci_port_same_len(const fc_vec *u, const fc_vec *v);
;   int fci_port_may_tie(const fc_wide *push, const fci_len *len,
;                        fc_fixed best);
;
; The walk from one edge to the next (src/sat.c's walk_step), the pass
; over a polygon's edges (pass_poly: the first climb, each push's sign,
; an edge as long as the best kept, the bound, and the calls back into
; the C, fci_pass_offer_exact and fci_pass_climb, banked, reached through
; their far-call stubs), the tests of parallel normals and of normals as
; long, and the bound: the contracts the Z80's ports/z80/walk.s states,
; for every input the callers give (fc_poly at the offsets of
; FC_MAX_VERTS 16 and sat_best's, which src/sat.c checks).
;
; In SDCC's C a step of the walk, even one the angles decide, passes
; eight arguments and copies pointers through the frame, and the tests
; of parallel normals and of lengths copy each component before
; comparing it. Here a step the angles decide is one subtraction of
; bytes, with the vertex's index, the polygon's count, n's angle and the
; steps left in registers; a vertex's and a normal's address are formed
; from the index only where a depth or a normal is read. The walk keeps
; its pointers in static variables (not reentrant, as the C's locals are
; static on SDCC). The tests compare bytes in place and stop at the
; first that decides.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default):
; the first argument in DE, the second in BC, the rest on the stack above
; the return address; an int or pointer result goes back in BC, and the
; callee removes the stack arguments. A, BC, DE and HL are scratch. The
; code and its variables stay in the fixed bank and in WRAM (_CODE,
; _DATA): the banked C calls them directly.

        .module walk
        .include "reg4.inc"
        .globl  _fci_port_walk
        .globl  _fci_port_pass
        .globl  _fci_pass_offer_exact
        .globl  _fci_pass_climb
        .globl  _fci_port_parallel
        .globl  _fci_port_same_len
        .globl  _fci_port_may_tie
        .globl  _fci_port_depth
        .globl  _fc_port_umul32
        .globl  _fc_wide_cmp

        .area   _DATA
w_cur:  .ds     2               ; cur
w_n:    .ds     2               ; n
w_p:    .ds     2               ; p (fci_port_walk's arguments from p
w_xj:   .ds     2               ; xj  on, in their order)
w_xv:   .ds     2               ; xv
w_xn:   .ds     2               ; xn
w_xa:   .ds     2               ; xa
w_mna:  .ds     2               ; mna
w_have: .ds     1               ; 1 when *cur holds the depth of vertex j
w_nxt:  .ds     8               ; the next vertex's depth
t_push: .ds     2               ; may_tie's push
t_lim:  .ds     8               ; and its bound
t_a:    .ds     4               ; A = best + 1
t_b:    .ds     4               ; B = floor(N / 2^k) + 1
t_la:   .ds     1               ; A's leading 8 bits
t_sa:   .ds     1               ; and their shift
t_lo:   .ds     2               ; lo = a b
t_hi:   .ds     2               ; hi - 1 = lo + a + b
p_x:    .ds     2               ; fci_port_pass: x
p_best: .ds     2               ; the best axis, or 0
p_seed: .ds     2               ; seed
p_nl:   .ds     2               ; the length (N) and angle of o's edge
p_na:   .ds     2               ; in hand (its normal and vertex: w_n,
                                ; w_p; its nshift 0x10 bytes before its
                                ; angle)
p_j:    .ds     2               ; the first climb's vertex (an int)
p_len:  .ds     6               ; the edge's fci_len: N, then k
p_cur8: .ds     8               ; the depth of the vertex in hand
p_ang:  .ds     1               ; the angle of o's edge in hand
p_n:    .ds     1               ; o's count
p_m:    .ds     1               ; x's count
p_oa:   .ds     1               ; o_is_a, 0 or 1
p_i:    .ds     1               ; the edge in hand
p_next: .ds     1               ; the edge that stepped off x's vertex 0
p_from: .ds     1               ; the vertex the walk started from
p_prev: .ds     1               ; the first climb: the vertex before p_j,
p_flat: .ds     1               ; 1 after an edge parallel to n
p_moved: .ds    1               ; 1 once it stepped forward

        .area   _CODE

; HL = the 16-bit variable at addr; uses A.
.macro  ldhlv   addr
        ld      hl, #addr
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
.endm
; The 16-bit variable at addr = HL; uses A.
.macro  sthlv   addr
        ld      a, l
        ld      (addr), a
        ld      a, h
        ld      (addr + 1), a
.endm
; DE = the 16-bit variable at addr; uses A.
.macro  lddev   addr
        ld      a, (addr)
        ld      e, a
        ld      a, (addr + 1)
        ld      d, a
.endm

; ---- the tests of normals -------------------------------------------

; Z when the 32-bit words at HL and DE are equal or opposite modulo 2^32,
; else NZ; HL and DE kept, A scratch. Where the low bytes neither match
; nor sum to 0 (most pairs of unrelated components), that is the answer,
; with nothing saved. Written out byte by byte: congruent shapes, whose
; normals are equal or opposite on every edge, ask it several times a
; query, and a count would cost as much as the test.
mageq:
        ld      a, (de)
        cp      a, (hl)
        jr      NZ, mfirst
        push    hl                  ; low bytes equal: the rest alike?
        push    de
        .rept   3
        inc     hl
        inc     de
        ld      a, (de)
        cp      a, (hl)
        jr      NZ, mopp
        .endm
        pop     de                  ; Z
        pop     hl
        ret
mopp:   pop     de
        pop     hl
; Z when the 32-bit words at HL and DE sum to 0 modulo 2^32 (opposite,
; or both 0), else NZ; HL and DE kept, A scratch. The lowest byte first:
; the first byte of the sum that is not 0 decides.
mageq0:
        ld      a, (de)
mfirst: add     a, (hl)             ; the low bytes' sum
        ret     NZ
        push    hl                  ; then the sum's other bytes, with
        push    de                  ; its carry (16-bit inc keeps it)
        .rept   2
        inc     hl
        inc     de
        ld      a, (de)
        adc     a, (hl)
        jr      NZ, mout
        .endm
        inc     hl
        inc     de
        ld      a, (de)
        adc     a, (hl)
mout:   pop     de                  ; (pop keeps the flags)
        pop     hl
        ret

; HL += 4 and DE += 4 (no flag changes).
.macro  next4
        inc     hl
        inc     hl
        inc     hl
        inc     hl
        inc     de
        inc     de
        inc     de
        inc     de
.endm

; The four bytes at HL = B C D E + 1 (B the top byte), modulo 2^32: in
; line, on the bound's path.
.macro  inc4st  ?done
        inc     e
        jr      NZ, done
        inc     d
        jr      NZ, done
        inc     c
        jr      NZ, done
        inc     b
done:
        st4
.endm

; A = fci_port_parallel(&xn[A], n): x's normal A against n, in line
; (the walk's open step and the pass's climb). Uses BC, DE and HL.
.macro  xnpar
        ld      l, a
        ld      h, #0
        add     hl, hl
        add     hl, hl
        add     hl, hl
        ld      a, (w_xn)
        add     a, l
        ld      e, a
        ld      a, (w_xn + 1)
        adc     a, h
        ld      d, a
        ld      a, (w_n)
        ld      c, a
        ld      a, (w_n + 1)
        ld      b, a
        call    _fci_port_parallel
        ld      a, c
.endm

; A = the four bytes at HL ORed, Z when they are all 0; HL ends on the
; last.
.macro  or4
        ld      a, (hl+)
        or      a, (hl)
        inc     hl
        or      a, (hl)
        inc     hl
        or      a, (hl)
.endm

; int fci_port_parallel(const fc_vec *u, const fc_vec *v): u in DE, v in
; BC. Equal: the eight bytes alike; opposite: each component's sum 0;
; else both x components 0 or both y components 0 (the normals of boxes'
; sides, on one axis).
_fci_port_parallel::
        ld      h, d
        ld      l, e                ; HL = u
        ld      d, b
        ld      e, c                ; DE = v
        ld      a, (de)
        cp      a, (hl)
        jr      NZ, popp            ; the low bytes differ: opposite?
        push    hl
        push    de
        .rept   7
        inc     hl
        inc     de
        ld      a, (de)
        cp      a, (hl)
        jr      NZ, peqno
        .endm
        pop     de
        pop     hl
        jr      yes
peqno:  pop     de
        pop     hl
popp:   push    hl                  ; u.x + v.x = 0 and u.y + v.y = 0,
        push    de                  ; each sum's bytes from the lowest,
        .rept   2                   ; in line: congruent shapes ask it
        ld      a, (de)             ; of opposite normals several times
        add     a, (hl)             ; a query
        jr      NZ, pnot
        .rept   3
        inc     hl
        inc     de
        ld      a, (de)
        adc     a, (hl)
        jr      NZ, pnot
        .endm
        inc     hl
        inc     de
        .endm
        pop     de
        pop     hl
        jr      yes
pnot:   pop     de
        pop     hl
paxis:  ld      c, #2               ; x, then y: HL = &u.x, DE = &v.x
zcomp:  or4                         ; u's component, its four bytes ORed
        inc     hl
        push    hl                  ; u's next component
        ld      h, d
        ld      l, e                ; HL = v's
        jr      NZ, zskip           ; u's is not 0
        or4                         ; v's
        jr      Z, zyes             ; both 0: on one axis
zskip:  inc     de                  ; v's next component
        inc     de
        inc     de
        inc     de
        pop     hl
        dec     c
        jr      NZ, zcomp
no:     ld      bc, #0
        ret
zyes:   pop     hl
yes:    ld      bc, #1
        ret

; int fci_port_same_len(const fc_vec *u, const fc_vec *v): u in DE, v in
; BC. (u.x ~ v.x and u.y ~ v.y) or (u.x ~ v.y and u.y ~ v.x), ~ equal or
; opposite (mageq).
_fci_port_same_len::
        ld      h, d
        ld      l, e                ; HL = u
        ld      d, b
        ld      e, c                ; DE = v
        call    mageq               ; u.x ~ v.x
        jr      NZ, swap
        push    hl
        push    de
        next4
        call    mageq               ; u.y ~ v.y
        pop     de
        pop     hl
        jr      Z, yes
swap:   push    hl
        inc     de
        inc     de
        inc     de
        inc     de
        call    mageq               ; u.x ~ v.y
        pop     hl
        jr      NZ, no
        inc     hl
        inc     hl
        inc     hl
        inc     hl
        dec     de
        dec     de
        dec     de
        dec     de
        call    mageq               ; u.y ~ v.x
        jr      NZ, no
        jr      yes

; ---- the bound ---------------------------------------------------------

; int fci_port_may_tie(const fc_wide *push, const fci_len *len,
; fc_fixed best): push in DE, len in BC, best at sp+2..5. Where the
; leading bits do not decide (below), the product (best + 1)
; (floor(N / 2^k) + 1) into t_lim (fc_port_umul32), then the sign of
; push - t_lim (fc_wide_cmp).
_fci_port_may_tie::
        ld      a, e
        ld      (t_push), a
        ld      a, d
        ld      (t_push + 1), a
        ld      h, b
        ld      l, c                ; HL = len
        ld4                 ; N in B C D E, B the top byte
        ld      a, (hl)             ; k, modulo 32
        and     a, #31
mbyte:  cp      a, #8               ; N >> k: bytes first
        jr      C, mbits
        ld      e, d
        ld      d, c
        ld      c, b
        ld      b, #0
        sub     a, #8
        jr      mbyte
mbits:  or      a, a                ; then the bits left (at most 7)
        jr      Z, mplus
mbit:   srl     b
        rr      c
        rr      d
        rr      e
        dec     a
        jr      NZ, mbit
mplus:  ld      hl, #t_b            ; B
        inc4st
        ldhl    sp, #2              ; best
        ld4t
        ld      hl, #t_a            ; A
        inc4st
; Most pushes lie far from the bound: decided from the leading 8 bits of
; A and B, else the product, as the Z80's fci_port_may_tie decides
; (ports/z80/walk.s, where the bounds are given).
        lddev   t_push
        ld      hl, #7
        add     hl, de
        bit     7, (hl)
        jp      NZ, mexact
        ld      a, (t_a + 3)
        add     a, a
        jp      C, mexact
        ld      a, (t_b + 3)
        add     a, a
        jp      C, mexact
        ld      hl, #t_a
        call    lead                ; a, sa
        jp      Z, mexact
        ld      a, e
        ld      (t_la), a
        ld      a, d
        ld      (t_sa), a
        ld      hl, #t_b
        call    lead                ; b, sb
        jp      Z, mexact
        ld      a, (t_sa)           ; s = sa + sb (at most 46)
        add     a, d
        ld      c, a
        ld      a, (t_la)           ; lo = a b: H times E, bit by bit
        ld      h, a
        ld      d, #0
        ld      l, d
        ld      b, #8
fmul:   add     hl, hl
        jr      NC, fmul1
        add     hl, de
fmul1:  dec     b
        jr      NZ, fmul
        ld      a, l
        ld      (t_lo), a
        ld      a, h
        ld      (t_lo + 1), a
        add     hl, de              ; hi - 1 = lo + a + b, below 2^16
        ld      a, (t_la)
        ld      e, a
        add     hl, de
        ld      a, l
        ld      (t_hi), a
        ld      a, h
        ld      (t_hi + 1), a
        ld      a, c                ; P = push >> s: bytes q = s / 8 on,
        rrca                        ; then r = s % 8 bits
        rrca
        rrca
        and     a, #0x1f
        ld      e, a
        ld      d, #0
        ldhlv   t_push
        add     hl, de              ; &push[q], q <= 5
        push    hl
        ld      b, e
        ld      a, #5
        sub     a, b
        jr      Z, fnone
        ld      b, a                ; bytes q + 3 .. 7 not 0: P >= 2^17
        inc     hl
        inc     hl
        inc     hl
fhigh:  ld      a, (hl+)
        or      a, a
        jr      NZ, fbig
        dec     b
        jr      NZ, fhigh
fnone:  pop     hl
        ld      a, (hl+)            ; P's 24 bits: H D E
        ld      e, a
        ld      a, (hl+)
        ld      d, a
        ld      h, (hl)
        ld      a, c
        and     a, #7
        jr      Z, fcmp
        ld      b, a
fshr:   srl     h
        rr      d
        rr      e
        dec     b
        jr      NZ, fshr
fcmp:   ld      a, h                ; P >= 2^16 > hi - 1: 0
        or      a, a
        jr      NZ, mret0
        ld      a, (t_hi)           ; P > hi - 1: 0
        sub     a, e
        ld      a, (t_hi + 1)
        sbc     a, d
        jr      C, mret0
        ld      hl, #t_lo           ; P < lo: 1
        ld      a, e
        sub     a, (hl)
        inc     hl
        ld      a, d
        sbc     a, (hl)
        jr      C, mret1
mexact: ld      hl, #t_b + 3        ; the product: b, then a, pushed
        call    push4               ; high word first
        ld      hl, #t_a + 3
        call    push4
        ld      de, #t_lim
        call    _fc_port_umul32     ; (removes a and b)
        lddev   t_push
        ld      bc, #t_lim
        call    _fc_wide_cmp        ; the sign of push - lim
        ld      a, b
        rlca
        and     a, #1               ; 1 when negative
        ld      c, a
        ld      b, #0
        jr      mret
fbig:   pop     hl
mret0:  ld      bc, #0
        jr      mret
mret1:  ld      bc, #1
mret:   pop     hl                  ; the return address
        add     sp, #4              ; best
        jp      (hl)

; Pushes the 32-bit value whose top byte is at HL, high word first, under
; the return address. Uses A, BC, DE and HL.
push4:  pop     de                  ; the return address
        ld      a, (hl-)
        ld      b, a
        ld      a, (hl-)
        ld      c, a
        push    bc
        ld      a, (hl-)
        ld      b, a
        ld      c, (hl)
        push    bc
        push    de
        ret

; The leading 8 bits of the 32-bit X at HL: E = floor(X / 2^D), with
; 2^7 <= E < 2^8 when X >= 2^8, else E = X and D = 0; Z when X = 0.
; B and C scratch.
lead:   inc     hl
        inc     hl
        inc     hl
        ld      b, #3
lfind:  ld      a, (hl)             ; the top byte that is not 0, t
        or      a, a
        jr      NZ, lfound
        dec     hl
        dec     b
        jr      NZ, lfind
        ld      e, (hl)
        ld      d, b
        ld      a, e
        or      a, a
        ret
lfound: dec     hl                  ; it and the byte below it, shifted
        ld      c, (hl)             ; left until its top bit is set:
        ld      d, b                ; D = 8 t less the shifts
        sla     d
        sla     d
        sla     d
lnorm:  bit     7, a
        jr      NZ, ldone
        sla     c
        rla
        dec     d
        jr      lnorm
ldone:  ld      e, a                ; (NZ from bit)
        ret

; ---- the walk ------------------------------------------------------------

; HL = xv + 8 A: the address of vertex A. Uses A.
vptr:
        ld      l, a
        ld      h, #0
        add     hl, hl
        add     hl, hl
        add     hl, hl
        ld      a, (w_xv)
        add     a, l
        ld      l, a
        ld      a, (w_xv + 1)
        adc     a, h
        ld      h, a
        ret

; The depth of vertex HL behind n through p (fci_port_depth) into *w_cur
; when A is 0, else into w_nxt. Uses A, BC, DE and HL.
depth:
        ld      b, a
        ld      a, (w_p)
        ld      e, a
        ld      a, (w_p + 1)
        ld      d, a
        push    de                  ; p
        push    hl                  ; the vertex
        ld      a, b
        or      a, a
        jr      NZ, dnxt
        ld      a, (w_cur)
        ld      e, a
        ld      a, (w_cur + 1)
        ld      d, a
        jr      dn
dnxt:   ld      de, #w_nxt
dn:     ld      a, (w_n)
        ld      c, a
        ld      a, (w_n + 1)
        ld      b, a
        call    _fci_port_depth     ; (removes the vertex and p)
        ret

; const fc_vec *fci_port_walk(fc_wide *cur, const fc_vec *n,
; const fc_vec *p, const fc_vec *xj, const fc_vec *xv, const fc_vec *xn,
; const uint8_t *xa, unsigned mna): cur in DE, n in BC, the rest at
; sp+2 .. sp+13. Through the loop: D = j, the vertex in hand (xj - xv
; over 8, below m), E = m, C = the steps left, B = n's angle, HL = &xa[j].
_fci_port_walk::
        ld      a, e
        ld      (w_cur), a
        ld      a, d
        ld      (w_cur + 1), a
        ld      a, c
        ld      (w_n), a
        ld      a, b
        ld      (w_n + 1), a
        ldhl    sp, #2              ; p .. mna, as they lie
        ld      de, #w_p
        ld      c, #12
wargs:  ld      a, (hl+)
        ld      (de), a
        inc     de
        dec     c
        jr      NZ, wargs
        ld      a, (w_xv)           ; j = (xj - xv) / 8, below 16: the
        ld      c, a                ; low byte of the difference
        ld      a, (w_xj)
        sub     a, c
        rrca
        rrca
        rrca
        and     a, #0x1f
        ld      d, a
        ld      a, (w_mna + 1)      ; n's angle
        ld      b, a
        ld      a, (w_mna)          ; m
        ld      e, a
        ld      c, a                ; the steps left
        call    wcore
        ld      b, h                ; the vertex reached
        ld      c, l
        pop     hl                  ; the return address
        add     sp, #12             ; p .. mna
        jp      (hl)

; The walk itself, for fci_port_walk and each edge of the pass: from
; vertex D (below m), with E = m, C = m (the steps left), B = n's angle,
; w_cur, w_n, w_p, w_xv, w_xn and w_xa set. Returns the vertex reached in
; D and its address in HL, its depth in *w_cur.
wcore:  xor     a, a
        ld      (w_have), a
        ld      a, (w_xa)           ; HL = &xa[j]
        add     a, d
        ld      l, a
        ld      a, (w_xa + 1)
        adc     a, #0
        ld      h, a
wloop:  ld      a, c                ; at most m steps
        or      a, a
        jp      Z, wdone
        dec     c
        ld      a, b
        sub     a, (hl)             ; n's angle less the edge's
        add     a, a                ; Z: 0 or 128, carry: 128 to 255
        jr      Z, wopen            ; open
        jp      NC, wdone           ; 1 to 127: the next lies no deeper
        xor     a, a                ; 129 to 255: it lies deeper, its
        ld      (w_have), a         ; depth unknown
wstep:  inc     hl                  ; to the next vertex and its edge's
        inc     d                   ; angle
        ld      a, d
        cp      a, e
        jr      NZ, wloop
        ld      d, #0               ; after xv[m-1], xv[0]
        ld      a, (w_xa)
        ld      l, a
        ld      a, (w_xa + 1)
        ld      h, a
        jr      wloop

; An edge parallel to n (no step), or the depths decide. The registers
; of the loop are kept on the stack: sp+2 = m, sp+3 = j.
wopen:  push    bc
        push    de
        push    hl
        ld      a, d                ; the edge's normal
        xnpar
        or      a, a
        jr      NZ, wostop          ; parallel: no step
        ld      a, (w_have)
        or      a, a
        jr      NZ, whave
        ldhl    sp, #3              ; *cur = the depth of vertex j
        ld      a, (hl)
        call    vptr
        xor     a, a
        call    depth
        ld      a, #1
        ld      (w_have), a
whave:  ldhl    sp, #2              ; w_nxt = that of the next
        ld      a, (hl+)
        ld      e, a                ; m
        ld      a, (hl)
        inc     a
        cp      a, e
        jr      NZ, wnx
        xor     a, a
wnx:    call    vptr
        ld      a, #1
        call    depth
        ld      a, (w_cur)
        ld      e, a
        ld      a, (w_cur + 1)
        ld      d, a
        ld      bc, #w_nxt
        call    _fc_wide_cmp
        bit     7, b                ; *cur < w_nxt: step on
        jr      Z, wostop
        ld      a, (w_cur)
        ld      e, a
        ld      a, (w_cur + 1)
        ld      d, a
        ld      hl, #w_nxt
        ld      c, #8
wcopy:  ld      a, (hl+)
        ld      (de), a
        inc     de
        dec     c
        jr      NZ, wcopy
        pop     hl
        pop     de
        pop     bc
        jp      wstep               ; *cur holds the next one's depth
wostop: pop     hl
        pop     de
        pop     bc
wdone:  ld      a, (w_have)
        or      a, a
        jr      NZ, wret
        push    de                  ; *cur = the depth of vertex D
        ld      a, d
        call    vptr
        xor     a, a
        call    depth
        pop     de
wret:   ld      a, d                ; HL = its address
        jp      vptr

; ---- the pass -------------------------------------------------------------

; int fci_port_pass(const fc_poly *o, const fc_poly *x, int j,
; struct sat_best *best, unsigned o_is_a, int *seed): o in DE, x in BC,
; the rest at sp+2 .. sp+9. fc_poly's fields at the offsets of
; FC_MAX_VERTS 16: n 0, v 0x20, normal 0xa0, nlen 0x120, nshift 0x160,
; nang 0x170; sat_best's: push 0, d 8, owner 12, dir 14, len 22 (N, then
; k), stale 28.
_fci_port_pass::
        ld      h, d
        ld      l, e                ; o's count, and its arrays from edge 0
        ld      a, (hl)
        ld      (p_n), a
        ld      de, #0xa0
        add     hl, de
        sthlv   w_n
        ld      de, #-0x80
        add     hl, de
        sthlv   w_p
        ld      de, #0x100
        add     hl, de
        sthlv   p_nl
        ld      de, #0x50
        add     hl, de
        sthlv   p_na
        ld      a, (hl)
        ld      (p_ang), a
        ld      h, b                ; x's count and arrays
        ld      l, c
        sthlv   p_x
        ld      a, (hl)
        ld      (p_m), a
        ld      de, #0x20
        add     hl, de
        sthlv   w_xv
        ld      de, #0x80
        add     hl, de
        sthlv   w_xn
        ld      de, #0xd0
        add     hl, de
        sthlv   w_xa
        ldhl    sp, #2
        ld      a, (hl+)            ; j (below x's count: the callers')
        ld      (p_j), a
        xor     a, a
        ld      (p_j + 1), a
        inc     hl
        ld      a, (hl+)            ; best
        ld      (p_best), a
        ld      a, (hl+)
        ld      (p_best + 1), a
        ld      a, (hl+)            ; o_is_a, as 0 or 1
        or      a, (hl)
        jr      Z, poa
        ld      a, #1
poa:    ld      (p_oa), a
        inc     hl
        ld      a, (hl+)            ; seed
        ld      (p_seed), a
        ld      a, (hl)
        ld      (p_seed + 1), a
        ld      a, #<p_cur8
        ld      (w_cur), a
        ld      a, #>p_cur8
        ld      (w_cur + 1), a
; The first climb (climb_ang): forward while the next vertex lies deeper
; (129 to 255 apart), then, if it did not move, backward while the
; previous one does (1 to 127, or 128); 0 apart (or 128) is open unless
; the edge there is parallel to n (flat), and a second flat edge is open.
        xor     a, a
        ld      (p_flat), a
        ld      (p_moved), a
        ld      a, (p_m)
        ld      b, a
cfwd:   ld      a, (p_j)
        call    cang
        and     a, #0x7f
        jr      Z, cfpar
        ld      a, e
        cp      a, #0x80
        jr      C, cback            ; 1 to 127: the next lies no deeper
        ld      a, (p_j)            ; on to the next
        inc     a
        ld      hl, #p_m
        cp      a, (hl)
        jr      NZ, cfnext
        xor     a, a
cfnext: ld      (p_j), a
        ld      a, #1
        ld      (p_moved), a
        dec     b
        jr      NZ, cfwd
        jr      cback
cfpar:  ld      a, (p_j)            ; open unless the edge is parallel
        call    cpar
        jr      Z, copen
        ld      a, #1
        ld      (p_flat), a
cback:  ld      a, (p_moved)
        or      a, a
        jr      NZ, cdepth
        ld      a, (p_m)
        ld      b, a
cbk:    ld      a, (p_j)            ; the previous vertex
        or      a, a
        jr      NZ, cbprev
        ld      a, (p_m)
cbprev: dec     a
        ld      (p_prev), a
        call    cang
        and     a, #0x7f
        jr      Z, cbpar
        ld      a, e
        cp      a, #0x81
        jr      NC, cdepth          ; 129 to 255: it lies no deeper
        ld      a, (p_prev)         ; back to it
        ld      (p_j), a
        xor     a, a
        ld      (p_flat), a
        dec     b
        jr      NZ, cbk
        jr      cdepth
cbpar:  ld      a, (p_flat)         ; open after a flat edge, or unless
        or      a, a                ; this one is parallel
        jr      NZ, copen
        ld      a, (p_prev)
        call    cpar
        jr      NZ, cdepth
copen:  ld      hl, #p_cur8         ; fci_pass_climb(x, n, p, &j, cur)
        push    hl
        ld      hl, #p_j
        push    hl
        ldhlv   w_p
        push    hl
        lddev   p_x
        ld      a, (w_n)
        ld      c, a
        ld      a, (w_n + 1)
        ld      b, a
        call    _fci_pass_climb
        jr      cdone
cdepth: ld      a, (p_j)            ; the depth of the vertex reached
        call    vptr
        xor     a, a
        call    depth
cdone:  xor     a, a
        ld      (p_i), a
        ld      (p_next), a
ploop:  ld      a, (p_cur8 + 7)     ; a negative push: the edge separates
        add     a, a
        jp      C, pzero
        ldhlv   p_best
        ld      a, h
        or      a, l
        jp      Z, pstep            ; no MTV asked
        ld      de, #13             ; no best yet (owner < 0): kept, its
        add     hl, de              ; distance waiting, as offer_exact does
        bit     7, (hl)
        jp      NZ, pfirst
        ld      de, #22 - 13        ; as long as the best (AS_LONG): the
        add     hl, de              ; same N,
        lddev   p_nl
        .rept   4
        ld      a, (de)
        cp      a, (hl)
        jr      NZ, pshort
        inc     de
        inc     hl
        .endm
        inc     hl                  ; and k (the stored byte, its top 0),
        ld      a, (hl-)
        or      a, a
        jr      NZ, pshort
        push    hl
        ldhlv   p_na                ; its nshift
        ld      de, #-0x10
        add     hl, de
        ld      a, (hl)
        and     a, #31
        pop     hl
        cp      a, (hl)
        jr      NZ, pshort
        ldhlv   p_best              ; and components of equal magnitudes
        ld      de, #14
        add     hl, de
        ld      b, h
        ld      c, l
        lddev   w_n
        call    _fci_port_same_len
        ld      a, c
        or      a, a
        jr      Z, pshort
        ld      de, #p_cur8         ; then kept when its push is smaller
        ldhlv   p_best
        ld      b, h
        ld      c, l
        call    _fc_wide_cmp
        bit     7, b
        jp      Z, pstep
pfirst: call    pkeep
        jp      pstep
pshort: ldhlv   p_best              ; its distance waits (stale): offer
        ld      de, #28
        add     hl, de
        ld      a, (hl+)
        or      a, (hl)
        jr      NZ, poffer
        ld      de, #10 - 29        ; may_tie(cur, &len, best->d)
        add     hl, de
        ld      a, (hl+)
        ld      e, a
        ld      a, (hl-)
        ld      d, a
        push    de                  ; d's high word,
        dec     hl
        ld      a, (hl-)
        ld      d, a
        ld      e, (hl)
        push    de                  ; then its low
        call    plen
        ld      de, #p_cur8
        ld      bc, #p_len
        call    _fci_port_may_tie
        ld      a, c
        or      a, a
        jr      Z, pstep
        jr      poffer1
poffer: call    plen                ; fci_pass_offer_exact(best, cur, nv,
poffer1:                            ; &len, o_is_a, o_is_a ? 0 : 1)
        ld      a, (p_oa)
        ld      l, a
        xor     a, #1
        ld      e, a
        ld      d, #0
        push    de
        ld      h, d
        push    hl
        ld      hl, #p_len
        push    hl
        ldhlv   w_n
        push    hl
        lddev   p_best
        ld      bc, #p_cur8
        call    _fci_pass_offer_exact
pstep:  ld      hl, #p_i            ; the next edge, if any
        inc     (hl)
        ld      a, (p_n)
        cp      a, (hl)
        jp      Z, pone
        ld      de, #8              ; its normal and vertex: 8 bytes on
        ldhlv   w_n
        add     hl, de
        sthlv   w_n
        ldhlv   w_p
        add     hl, de
        sthlv   w_p
        ldhlv   p_nl                ; its length: 4 bytes on
        inc     hl
        inc     hl
        inc     hl
        inc     hl
        sthlv   p_nl
        ldhlv   p_na                ; its angle
        inc     hl
        sthlv   p_na
        ld      a, (hl)
        ld      (p_ang), a
        ld      b, a                ; the walk from vertex p_j, at most m
        ld      a, (p_m)            ; steps
        ld      e, a
        ld      c, a
        ld      a, (p_j)
        ld      (p_from), a
        ld      d, a
        call    wcore
        ld      a, d                ; the vertex reached: stepped off
        ld      (p_j), a            ; vertex 0 (or over it) when it is
        or      a, a                ; not 0, and from is 0 or more than it
        jp      Z, ploop
        ld      a, (p_from)
        or      a, a
        jr      Z, pnext
        cp      a, d
        jp      C, ploop
        jp      Z, ploop
pnext:  ld      a, (p_i)
        ld      (p_next), a
        jp      ploop
pzero:  ld      bc, #0
        jr      pret
pone:   ldhlv   p_seed              ; *seed = the edge that stepped off
        ld      a, (p_next)
        ld      (hl+), a
        ld      (hl), #0
        ld      bc, #1
pret:   pop     hl                  ; the return address
        add     sp, #8              ; j .. seed
        jp      (hl)

; A = n's angle less x's edge A's, and in E. B kept.
cang:   ld      e, a
        ld      a, (w_xa)
        add     a, e
        ld      l, a
        ld      a, (w_xa + 1)
        adc     a, #0
        ld      h, a
        ld      a, (p_ang)
        sub     a, (hl)
        ld      e, a
        ret

; NZ when x's normal A is parallel to n (fci_port_parallel); B kept.
cpar:   push    bc
        xnpar
        pop     bc
        or      a, a
        ret

; p_len = the edge's fci_len: N = *p_nl, k = its nshift & 31; lenat: at
; DE, which ends after it.
plen:   ld      de, #p_len
lenat:  ldhlv   p_nl
        .rept   4
        ld      a, (hl+)
        ld      (de), a
        inc     de
        .endm
        ldhlv   p_na                ; its nshift
        ld      bc, #-0x10
        add     hl, bc
        ld      a, (hl)
        and     a, #31
        ld      (de), a
        inc     de
        xor     a, a
        ld      (de), a
        inc     de
        ret

; keep() and stale = 1, as sat.c's: the best axis becomes the edge in
; hand, its push p_cur8, its direction the normal (negated when o is a),
; its length, its owner (0 for an edge of a, 1 of b). Written out: the
; pass keeps on its path.
pkeep:  lddev   p_best
        ld      hl, #p_cur8         ; push (0 .. 7)
        .rept   8
        ld      a, (hl+)
        ld      (de), a
        inc     de
        .endm
        ld      hl, #6              ; dir (14 .. 21)
        add     hl, de
        ld      d, h
        ld      e, l
        ldhlv   w_n
        ld      a, (p_oa)
        or      a, a
        jr      NZ, kneg
        .rept   8
        ld      a, (hl+)
        ld      (de), a
        inc     de
        .endm
        jr      klen
kneg:   .rept   2                   ; -x, then -y, modulo 2^32
        xor     a, a                ; the carry clear
        sub     a, (hl)
        ld      (de), a
        inc     hl
        inc     de
        .rept   3
        ld      a, #0
        sbc     a, (hl)
        ld      (de), a
        inc     hl
        inc     de
        .endm
        .endm
klen:   call    lenat               ; len (22 .. 27)
        ldhlv   p_best              ; owner (12, 13): o_is_a ? 0 : 1
        ld      de, #12
        add     hl, de
        ld      a, (p_oa)
        xor     a, #1
        ld      (hl+), a
        ld      (hl), #0
        ld      de, #15             ; stale (28, 29)
        add     hl, de
        ld      (hl), #1
        inc     hl
        ld      (hl), #0
        ret

; void fci_port_keep(sat_best *best, const fc_wide *push,
;                    const fc_vec *axis, const fci_len *len, int neg,
;                    int owner);
; src/sat.c's keep() (FC_PORT_KEEP): best->push = *push, best->dir =
; *axis (negated when neg, modulo 2^32), best->len = *len, best->owner =
; owner; best->d and stale untouched. SDCC's C copies the structs through
; memcpy and negates through its 32-bit helpers. best in DE, push in BC,
; axis, len, neg and owner at sp+2, 4, 6 and 8, removed here.
_fci_port_keep::
        push    de                  ; best (the arguments 2 further up)
        ld      h, b
        ld      l, c
        ld      c, #8
        call    kmove               ; push (0 .. 7)
        ld      hl, #6
        add     hl, de
        ld      d, h
        ld      e, l                ; DE = &best->dir (14)
        ldhl    sp, #8              ; neg, as 0 or not
        ld      a, (hl+)
        or      a, (hl)
        ld      b, a
        ldhl    sp, #4
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = axis
        ld      a, b
        or      a, a
        jr      z, 3$
        ld      b, #2               ; -x, then -y, modulo 2^32
1$:     ld      c, #4
        or      a, a                ; the carry clear (dec keeps it)
2$:     ld      a, #0
        sbc     a, (hl)
        ld      (de), a
        inc     hl
        inc     de
        dec     c
        jr      nz, 2$
        dec     b
        jr      nz, 1$
        jr      4$
3$:     ld      c, #8
        call    kmove               ; dir (14 .. 21)
4$:     ldhl    sp, #6
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = len
        ld      c, #6
        call    kmove               ; len (22 .. 27): n, then k
        pop     hl                  ; best
        ld      de, #12
        add     hl, de
        ld      d, h
        ld      e, l                ; DE = &best->owner (12, 13)
        ldhl    sp, #8
        ld      a, (hl+)
        ld      (de), a
        inc     de
        ld      a, (hl)
        ld      (de), a
        pop     hl                  ; the return address
        add     sp, #8
        jp      (hl)

; C bytes from HL to DE, both advanced. (Loops: fci_port_keep is called
; a few times a query, and bank 0 has little room.)
kmove:  ld      a, (hl+)
        ld      (de), a
        inc     de
        dec     c
        jr      nz, kmove
        ret
