; fixcol Game Boy port: the square root of a 64-bit value under the
; library's lengths, unit normals and circle depths, in SM83 assembly
; (sdasgb), with FC_PORT_ISQRT_SMALL=1 (src/wide_root.c then leaves its C
; version out). SDCC's builds take the root digit by digit
; (FCI_WIDE_SMALL); the C spends its time in 32-bit shifts and compares
; through memory, here the remainder's low word stays in registers.
;
;   uint32_t fci_isqrt_small(uint32_t hi, uint32_t lo, uint32_t *rhi,
;                            uint32_t *rlo);
;
; The root is floor(sqrt(hi 2^32 + lo)); *rhi and *rlo get the remainder
; (the value minus the root's square, below 2^33), as the C version
; (src/wide_root.c).
;
; Each step brings two bits of the value into the remainder r (r = 4 r +
; the two bits) and one bit out to the root: with y = 4 root (so that the
; trial 4 root + 1 is y + 1), the bit is 1 when r > y, and then r -= y + 1
; and y = 2 y + 4, else y = 2 y. The remainder stays below 2 root + 1
; between steps (35 bits at most within one), y below 2^34; the root is
; y / 4 at the end.
;
; SDCC 4.2 calling convention for the SM83 (__sdcccall(1), the default),
; as SDCC emits it for this prototype: hi arrives in DE (high word) and
; BC, lo at sp+2..5, rhi at sp+6..7, rlo at sp+8..9; the callee removes
; them; the 32-bit result goes back in DE (high word) and BC. A, BC, DE
; and HL are scratch. Only the stack above sp and the two results are
; written, so interrupts may come at any time.
        .module isqrt
        .globl  _fci_isqrt_small
        .area   _CODE
        .include "cmpdown.inc"
        .include "reg4.inc"

; The frame (as _fci_isqrt_small sees it; 2 more inside sqbyte): sp+0 y
; (five bytes, low first), sp+5 r's top byte (bits 32 to 39), sp+6 the
; steps left in the current byte, sp+7 that byte of the value. r's low
; word is in B (bits 24 to 31), C, D and E.

; y = 2 y (inside sqbyte). Uses HL.
.macro  ydouble
        ldhl    sp, #2
        sla     (hl)
        .rept   4
        inc     hl
        rl      (hl)
        .endm
.endm

; Four steps over the byte at sp+7 (sp+9 here).
sqbyte:
        ldhl    sp, #8
        ld      (hl), #4
1$:     ldhl    sp, #9              ; r = 4 r + the next two bits (ldhl sets
        .rept   2                   ; the carry: the pointer moves by inc and dec)
        sla     (hl)
        rl      e
        rl      d
        rl      c
        rl      b
        dec     hl
        dec     hl
        rl      (hl)
        inc     hl
        inc     hl
        .endm
        dec     hl
        dec     hl
        ld      a, (hl-)            ; r against y, from the top byte
        cp      a, (hl)
        jr      c, 3$
        jr      nz, 2$
        dec     hl
        cmpdown 3$, 2$
        jr      3$                  ; r = y: not above it
2$:     ldhl    sp, #2              ; r > y: r -= y + 1
        scf
        subup   sbc
        inc     hl
        inc     hl
        ld      a, (hl-)            ; r's top byte, less y's and the borrow
        sbc     a, (hl)
        inc     hl
        ld      (hl), a
        ydouble                     ; y = 2 y + 4
        ldhl    sp, #2
        set     2, (hl)
        jr      4$
3$:     ydouble                     ; r <= y: y = 2 y
4$:     ldhl    sp, #8
        dec     (hl)
        jp      nz, 1$
        ret

; Feed the value's byte at off (sp) to four steps.
.macro  feed    off
        ldhl    sp, #off
        ld      a, (hl)
        ldhl    sp, #7
        ld      (hl), a
        call    sqbyte
.endm

_fci_isqrt_small:
        push    de
        push    bc                  ; sp+0 hi, sp+4 ret, sp+6 lo, sp+10 rhi, sp+12 rlo
        add     sp, #-8             ; the frame; hi at sp+8, lo at sp+14
        xor     a, a
        ldhl    sp, #0
        .rept   6                   ; y = 0, r = 0
        ld      (hl+), a
        .endm
        ld      b, a
        ld      c, a
        ld      d, a
        ld      e, a
        feed    11                  ; hi, then lo, from the top byte
        feed    10
        feed    9
        feed    8
        feed    17
        feed    16
        feed    15
        feed    14
        ldhl    sp, #20
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a                ; HL = rlo
        st4                 ; *rlo = r mod 2^32
        ldhl    sp, #18
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)             ; DE = rhi
        ldhl    sp, #5
        ld      a, (hl)
        ld      (de), a
        inc     de
        xor     a, a
        ld      (de), a
        inc     de
        ld      (de), a
        inc     de
        ld      (de), a             ; *rhi = r / 2^32
        ldhl    sp, #0              ; the root: y / 4
        ld4
        ld      a, (hl)
        .rept   2
        srl     a
        rr      b
        rr      c
        rr      d
        rr      e
        .endm
        push    bc                  ; the root in DE:BC
        push    de
        pop     bc
        pop     de
        add     sp, #12             ; the frame, hi
        pop     hl
        add     sp, #8
        jp      (hl)
