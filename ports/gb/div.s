; fixcol Game Boy port: the 64 / 32 division under the library's unit
; normals, MTV depths and exact quotients, in SM83 assembly (sdasgb), with
; FC_PORT_DIV=1 (src/wide_root.c then leaves its versions out). The C
; version SDCC builds (FCI_WIDE_SMALL: one quotient bit per step on 32-bit
; words) spends most of its time in 32-bit shifts and compares through
; memory; here the running remainder stays in registers.
;
;   void fci_divisor_set(fci_divisor *dv, uint32_t d);          d != 0
;   uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo,
;                       uint32_t *rem);                          hi < d
;
; fci_divide gives floor((hi 2^32 + lo) / d) and the remainder in *rem,
; as the C version (include/fixcol/wide.h). An fci_divisor is { uint32_t
; d, v; unsigned s; }: here d is the divisor itself and v and s are zero,
; as the C version of FCI_WIDE_SMALL keeps them.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default),
; as SDCC emits it for these prototypes: dv arrives in DE, the other
; arguments on the stack above the return address (fci_divisor_set: d at
; sp+2..5; fci_divide: hi at sp+2..5, lo at sp+6..9, rem at sp+10..11,
; little endian); the callee removes them; the 32-bit result goes back in
; DE (high word) and BC. A, BC, DE and HL are scratch. Only the stack
; above sp and *rem are written, so interrupts may come at any time.
        .module div
        .globl  _fci_divisor_set
        .globl  _fci_divide
        .area   _CODE
        .include "cmpdown.inc"
        .include "reg4.inc"

_fci_divisor_set:
        ldhl    sp, #2
        .rept   4                   ; dv->d = d
        ld      a, (hl+)
        ld      (de), a
        inc     de
        .endm
        xor     a, a
        .rept   6                   ; v = 0, s = 0
        ld      (de), a
        inc     de
        .endm
        pop     hl
        add     sp, #4
        jp      (hl)

; The frame: sp+0 d (copied from dv), sp+4 the quotient byte q being
; formed (two bytes pushed, one used), sp+6 ret, sp+8 hi, sp+12 n = lo,
; sp+16 rem. The running remainder r (below d, or below 2^33 for one step)
; in BC (high word) and DE.
;
; The quotient's byte k comes from bringing in n's byte k (k from 3 down
; to 0), and takes that byte's place. Before the steps, a whole quotient
; byte is 0 when r 2^8 + n's next byte is below d (r below 2^24): that
; byte moves into r at once and becomes 0 (the unit normals' quotients,
; below 2^18, start with one).

; skipb k, no: r = r 2^8 + n[k] and n[k] = 0 when that is below d, else
; to no (n[k]'s steps). r' is C D E n[k] from the top, d sp+3 .. sp+0.
.macro  skipb   k, no, ?yes
        ld      a, b                ; r below 2^24
        or      a, a
        jp      nz, no
        ldhl    sp, #3
        ld      a, c                ; C against d3
        cp      a, (hl)
        jr      c, yes
        jp      nz, no
        dec     hl
        ld      a, d                ; D against d2
        cp      a, (hl)
        jr      c, yes
        jp      nz, no
        dec     hl
        ld      a, e                ; E against d1
        cp      a, (hl)
        jr      c, yes
        jp      nz, no
        ldhl    sp, #12+k
        ld      a, (hl)
        ldhl    sp, #0
        cp      a, (hl)             ; n[k] against d0
        jp      nc, no
yes:    ld      b, c                ; r = C D E n[k]
        ld      c, d
        ld      d, e
        ldhl    sp, #12+k
        ld      e, (hl)
        ld      (hl), #0            ; a quotient byte of 0
.endm

; bitsb k: the eight steps of n[k] (oct), the quotient byte in its place.
.macro  bitsb   k
        ldhl    sp, #12+k
        ld      a, (hl)
        call    oct
        ldhl    sp, #12+k
        ld      (hl), a
.endm

; One step of oct, HL on q, the carry the complement of the last step's
; quotient bit: that bit goes into q's bottom as q's top bit goes into r
; (r:q = 2 (r:q)), and r against d gives the next bit, whose complement
; is the carry a compare leaves for "below" and a subtraction without a
; borrow for "not below". Every path ends with HL on q again: d's top
; byte lies just below it. Within oct, d is at sp+2 .. sp+5, q at sp+6.
; The top bytes decide almost every step; when they are equal, cmprest
; compares the rest (a call: each step's code stays short, and oct's 8
; steps fit bank 0 beside the rest of the port).
.macro  step    ?over, ?low, ?done
        rl      (hl)
        rl      e
        rl      d
        rl      c
        rl      b
        jr      c, over             ; r reached 2^32: above d
        ldhl    sp, #5              ; r against d, from the top byte
        ld      a, b
        cp      a, (hl)
        jr      c, low
        call    z, cmprest
        jr      c, low
        ldhl    sp, #2              ; not below: r = r - d, no borrow
        subup   sub
        inc     hl
        jr      done
over:   call    overq
        jr      done
low:    inc     hl                  ; below: HL = q, the carry set
done:
.endm

; A = n[k] in, its quotient byte out: the eight steps written out, with
; no count, each quotient bit kept in the carry until the next step
; shifts it in. q holds n[k] at first; its ninth shift brings in the last
; bit, and the byte is complemented.
oct:    ldhl    sp, #6
        ld      (hl), a
        .rept   8
        step
        .endm
        rl      (hl)
        ld      a, (hl)
        cpl
        ret

; The top bytes equal: r's other three (C, D, E) against d's, from the
; top; the carry set when r is below d, with HL on d's top byte again (for
; the step's inc to q), else clear. d at sp+4 from here (oct's sp+2).
cmprest:
        ldhl    sp, #6
        ld      a, c
        cp      a, (hl)
        jr      nz, 1$
        dec     hl
        ld      a, d
        cp      a, (hl)
        jr      nz, 1$
        dec     hl
        ld      a, e
        cp      a, (hl)
1$:     ret     nc                  ; not below (or equal)
        ldhl    sp, #7
        scf
        ret

; r = r - d below 2^32 for r at 2^32 or more (its bit 32 not in BCDE:
; the subtraction borrows), HL = q and the carry clear (not below: a
; quotient bit of 1; ldhl sets the carry from sp + 8, the and clears
; it). d at sp+4 from here, q at sp+8.
overq:  ldhl    sp, #4
        subup   sub
        ldhl    sp, #8
        and     a, a
        ret

_fci_divide:
        ld      h, d
        ld      l, e
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)
        push    af                  ; q's place
        push    de
        push    bc                  ; sp+0 d
        ldhl    sp, #8
        ld4t                        ; r = hi
        skipb   3, 13$
        skipb   2, 12$
        skipb   1, 11$
        skipb   0, 10$
        jp      5$                  ; a quotient of 0
13$:    bitsb   3
12$:    bitsb   2
11$:    bitsb   1
10$:    bitsb   0
5$:     ldhl    sp, #16
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = rem
        st4
        ldhl    sp, #12
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)             ; the quotient in DE:BC
        add     sp, #6              ; d and q
        pop     hl
        add     sp, #10
        jp      (hl)
