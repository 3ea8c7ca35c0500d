@ fixcol GBA start-up, ARM state. The cartridge header is left zero where
@ the real BIOS checks it (the Nintendo logo at 0x04, the complement
@ check at 0xBD): mGBA's HLE BIOS jumps to 0x08000000 without checking,
@ but a real console, or mGBA with a real BIOS image, refuses the ROM.
@ Run the .gba through gbafix (devkitPro) to fill them in before putting
@ it on a cartridge.
    .syntax unified
    .arm
    .section .crt0, "ax", %progbits
    .global _start
_start:
    b       fc_gba_reset            @ 0x00 entry (the BIOS jumps here)
    .fill   156, 1, 0               @ 0x04 Nintendo logo: filled by gbafix
    .ascii  "FIXCOL RUN\0\0"        @ 0xA0 title, 12 bytes
    .ascii  "0FXC"                  @ 0xAC game code: in no emulator's
                                    @ database (mGBA keys save type and an
                                    @ idle-loop address to known codes)
    .ascii  "00"                    @ 0xB0 maker code
    .byte   0x96                    @ 0xB2 fixed value
    .byte   0, 0                    @ 0xB3 unit code, device type
    .fill   7, 1, 0                 @ 0xB5 reserved
    .byte   0                       @ 0xBC version
    .byte   0                       @ 0xBD complement check: filled by gbafix
    .byte   0, 0                    @ 0xBE reserved

fc_gba_reset:                       @ 0xC0
    @ Stacks: IRQ mode below the BIOS area, then System mode (user
    @ registers, privileged) for the program. The top 256 bytes of IWRAM
    @ belong to the BIOS (its stacks and the IRQ vector).
    mov     r0, #0xD2               @ IRQ mode, IRQ and FIQ masked
    msr     cpsr_c, r0
    ldr     sp, =__irq_stack_top
    mov     r0, #0xDF               @ System mode, IRQ and FIQ masked
    msr     cpsr_c, r0
    ldr     sp, =__stack_top

    @ WAITCNT = 0x4317: cartridge ROM at 3/1 wait states with the
    @ prefetch buffer on (the power-on value is 4/2, no prefetch). Every
    @ commercial cartridge sets this; mGBA models both.
    ldr     r0, =0x04000204
    ldr     r1, =0x4317
    strh    r1, [r0]
    @ DISPCNT = forced blank: nothing is drawn, and the emulator's
    @ renderer has no work.
    mov     r0, #0x04000000
    mov     r1, #0x80
    strh    r1, [r0]

    @ IWRAM code and .data: copy from ROM (one block, .iwram then .data).
    ldr     r0, =__iwram_load
    ldr     r1, =__iwram_start
    ldr     r2, =__data_end
1:  cmp     r1, r2
    ldrlo   r3, [r0], #4
    strlo   r3, [r1], #4
    blo     1b
    @ .bss (IWRAM) and .ewram_bss (EWRAM): zero.
    mov     r3, #0
    ldr     r1, =__bss_start
    ldr     r2, =__bss_end
2:  cmp     r1, r2
    strlo   r3, [r1], #4
    blo     2b
    ldr     r1, =__ewram_bss_start
    ldr     r2, =__ewram_bss_end
3:  cmp     r1, r2
    strlo   r3, [r1], #4
    blo     3b

    @ fc_port_start (console.c, Thumb) runs main and never returns.
    ldr     r0, =fc_port_start
    mov     lr, pc
    bx      r0
4:  b       4b
    .pool
