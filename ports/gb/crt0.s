; Game Boy start-up for fixcol's SM83 build (sdasgb syntax).
;
; The cartridge header from 0x0100 to 0x014F is filled in by makebin -Z
; (logo, title, MBC type, sizes, checksums); this file only puts the
; entry jump at 0x0100. Start-up: interrupts off, the stack below the
; console's ring buffer in work RAM, initialised data copied from ROM, the rest
; of RAM data zeroed, ROM bank 1 selected, then main. main does not
; return (ports/gb/console.c ends in a spin).
        .module crt0
        .globl  _main
        .globl  ___fc_bank_init

        .area   _HEADER (ABS)
        .org    0x0100
        nop
        jp      start

        .org    0x0150
start:
        di
        ld      sp, #0xDE00             ; below the console's ring buffer
        xor     a, a
        ld      (0xDF00), a             ; its write index
        ld      (0xDF01), a             ; its read index
        ; _INITIALIZER (ROM) -> _INITIALIZED (RAM)
        ld      de, #s__INITIALIZER
        ld      hl, #s__INITIALIZED
        ld      bc, #l__INITIALIZER
        call    copy
        ; zero _DATA
        ld      hl, #s__DATA
        ld      bc, #l__DATA
        inc     b
        inc     c
        jr      2$
1$:     xor     a, a
        ld      (hl+), a
2$:     dec     c
        jr      NZ, 1$
        dec     b
        jr      NZ, 1$
        call    ___fc_bank_init
        call    _main
3$:     jr      3$

; copy BC bytes from DE to HL
copy:
        inc     b
        inc     c
        jr      5$
4$:     ld      a, (de)
        ld      (hl+), a
        inc     de
5$:     dec     c
        jr      NZ, 4$
        dec     b
        jr      NZ, 4$
        ret

        ; The order of the areas in memory.
        .area   _HOME
        .area   _CODE
        .area   _INITIALIZER
        .area   _GSINIT
        .area   _GSFINAL
        .area   _DATA
        .area   _INITIALIZED
        .area   _BSEG
        .area   _BSS
        .area   _HEAP
