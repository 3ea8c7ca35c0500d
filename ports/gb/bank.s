; Far calls between ROM banks for fixcol's Game Boy build (sdasgb syntax).
;
; tools/gb-bank.py places each module of the library above bank 0 and
; renames its public functions F to F__b; in bank 0 it writes a stub
; under the old name:
;
;       _F::    call ___fc_farcall
;               .db  BANK
;               .dw  _F__b
;
; so every caller, C or function pointer, is unchanged. ___fc_farcall
; keeps the SDCC calling convention intact (__sdcccall(1): arguments in
; A, DE, BC and on the stack; results in A, BC, DE; HL free): it saves
; the caller's return address and bank on a side stack in RAM, puts the
; address of ___fc_farret in the return slot (so stack arguments stay
; where the callee expects them, and a callee that pops its own arguments
; still returns through it), maps the bank and jumps. ___fc_farret maps
; the caller's bank back and returns to the caller. Interrupts stay off,
; so nothing else switches banks.
;
; The MBC5 register at 0x2000 selects the ROM bank seen at 0x4000-0x7FFF.
; Code in bank 0 may map another bank to read it (ports/gb/run_gb.c reads
; the query text that way) as long as it maps fc_gb_bank back before it
; returns or calls out.
        .module bank
        .globl  ___fc_farcall
        .globl  ___fc_farret
        .globl  ___fc_bank_init
        .globl  _fc_gb_bank             ; the bank mapped for code (C: fc_gb_bank)

MBC_ROMB = 0x2000
DEPTH    = 96                   ; nested far calls

        .area   _DATA
_fc_gb_bank:
        .ds     1
___fc_bsp:
        .ds     2
___fc_bstack:
        .ds     3 * DEPTH

        .area   _CODE
___fc_bank_init:
        ld      a, #1
        ld      (_fc_gb_bank), a
        ld      (MBC_ROMB), a
        ld      a, #<___fc_bstack
        ld      (___fc_bsp), a
        ld      a, #>___fc_bstack
        ld      (___fc_bsp + 1), a
        ret

; Entry: [sp] = address of the stub's inline bank and target,
;        [sp+2] = the caller's return address.
___fc_farcall:
        push    af
        push    de
        ; side stack: caller's bank, then its return address
        ld      hl, #___fc_bsp
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        ld      a, (_fc_gb_bank)
        ld      (hl+), a
        push    hl
        ldhl    sp, #8                  ; the caller's return address
        ld      a, (hl+)
        ld      d, (hl)
        ld      e, a
        pop     hl
        ld      a, e
        ld      (hl+), a
        ld      a, d
        ld      (hl+), a
        ld      a, l
        ld      (___fc_bsp), a
        ld      a, h
        ld      (___fc_bsp + 1), a
        ; the callee returns through ___fc_farret
        ldhl    sp, #6
        ld      a, #<___fc_farret
        ld      (hl+), a
        ld      (hl), #>___fc_farret
        ; bank and target from the stub
        ldhl    sp, #4
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        ld      a, (hl+)
        ld      (_fc_gb_bank), a
        ld      (MBC_ROMB), a
        ld      a, (hl+)
        ld      e, a
        ld      d, (hl)
        ld      h, d
        ld      l, e
        pop     de
        pop     af
        add     sp, #2                  ; drop the stub's address
        jp      (hl)

___fc_farret:
        push    af
        push    de
        ld      hl, #___fc_bsp
        ld      a, (hl+)
        ld      h, (hl)
        ld      l, a
        dec     hl
        ld      d, (hl)
        dec     hl
        ld      e, (hl)
        dec     hl
        ld      a, (hl)
        ld      (_fc_gb_bank), a
        ld      (MBC_ROMB), a
        ld      a, l
        ld      (___fc_bsp), a
        ld      a, h
        ld      (___fc_bsp + 1), a
        ld      h, d
        ld      l, e
        pop     de
        pop     af
        jp      (hl)
