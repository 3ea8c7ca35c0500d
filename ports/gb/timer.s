; Clock counting on the Game Boy for the timing programs
; (tools/retro-cycles.py, bench/bench.py): the timer's overflow interrupt
; counts TIMA's wraps, so that a run of any length is timed in 16-clock
; ticks (ports/gb/timer.c). The handler sits at the timer's vector; it is
; taken only while the timer interrupt is enabled, which timer.c alone
; does. Its cost, which timer.c subtracts: the dispatch 20 clocks, then
; 108 (124 when the low byte wraps: jr falls through, inc hl, inc (hl)).
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
