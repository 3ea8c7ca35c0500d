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

; The frame: sp+0 d (copied from dv), sp+4 ret, sp+6 the step count (in
; hi's place, once hi is loaded), sp+10 n = lo, shifted out at the top as
; the quotient comes in at the bottom, sp+14 rem. The running remainder r
; (below d, or below 2^33 for one step) in BC (high word) and DE.
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
        push    de
        push    bc                  ; sp+0 d
        ldhl    sp, #6
        ld4t                        ; r = hi
        ldhl    sp, #6
        ld      (hl), #32
; A whole quotient byte is 0 when r 2^8 + n's top byte, r' below, is
; below d (r below 2^24): then r:n moves up a byte at once, eight steps
; in one (the unit normals' quotients, below 2^18, start with one).
; r' is C D E n3 from the top, d sp+3 .. sp+0.
6$:     ld      a, b                ; r below 2^24
        or      a, a
        jr      nz, 1$
        ldhl    sp, #3
        ld      a, c                ; C against d3
        cp      a, (hl)
        jr      c, 7$
        jr      nz, 1$
        dec     hl
        ld      a, d                ; D against d2
        cp      a, (hl)
        jr      c, 7$
        jr      nz, 1$
        dec     hl
        ld      a, e                ; E against d1
        cp      a, (hl)
        jr      c, 7$
        jr      nz, 1$
        ldhl    sp, #13
        ld      a, (hl)
        ldhl    sp, #0
        cp      a, (hl)             ; n3 against d0
        jr      nc, 1$
7$:     ld      b, c                ; r:n moves up a byte: B C D E n3 n2
        ld      c, d                ; n1 n0 = C D E n3 n2 n1 n0 0
        ld      d, e
        ldhl    sp, #13
        ld      a, (hl-)
        ld      e, a
        .rept   3
        ld      a, (hl+)
        ld      (hl-), a
        dec     hl
        .endm
        inc     hl
        xor     a, a
        ld      (hl), a
        ldhl    sp, #6
        ld      a, (hl)
        sub     a, #8
        ld      (hl), a
        jr      z, 5$               ; a quotient of 0
        jr      6$
1$:     ldhl    sp, #10             ; r:n = 2 (r:n)
        sla     (hl)
        inc     hl
        rl      (hl)
        inc     hl
        rl      (hl)
        inc     hl
        rl      (hl)
        rl      e
        rl      d
        rl      c
        rl      b
        jr      c, 2$               ; r reached 2^32: above d
        ldhl    sp, #3              ; r against d (below it: the quotient bit is 0)
        cmpdown 3$, 2$
2$:     ldhl    sp, #0              ; r = r - d (below 2^32)
        subup   sub
        ldhl    sp, #10
        inc     (hl)                ; the quotient bit (bit 0 was shifted in as 0)
3$:     ldhl    sp, #6
        dec     (hl)
        jr      nz, 1$
5$:     ldhl    sp, #14
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = rem
        st4
        ldhl    sp, #10
        ld      a, (hl+)
        ld      c, a
        ld      a, (hl+)
        ld      b, a
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)             ; the quotient in DE:BC
        add     sp, #4              ; d
        pop     hl
        add     sp, #10
        jp      (hl)
