; Clock counting on the Game Boy for the timing programs
; (tools/retro-cycles.py): the timer's overflow interrupt counts TIMA's
; wraps, so that a run of any length is timed in 1,024-clock ticks
; (ports/gb/timer.c). The handler sits at the timer's vector; it is taken
; only while the timer interrupt is enabled, which timer.c alone does.
; About 100 clocks per overflow (one per 262,144 clocks): 0.04% of the
; time measured, the same in every run of a program.
        .module timer
        .globl  _fc_gb_timer_wraps

        .area   _TIMERVEC (ABS)
        .org    0x0050
        push    af
        push    hl
        ld      hl, #_fc_gb_timer_wraps
        inc     (hl)
        jr      NZ, 1$
        inc     hl
        inc     (hl)
1$:     pop     hl
        pop     af
        reti

        .area   _DATA
_fc_gb_timer_wraps::
        .ds     2
