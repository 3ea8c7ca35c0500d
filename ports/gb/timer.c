// Elapsed clock cycles on the Game Boy (4.19 MHz), counted by the timer
// as the hardware counts them, for the timing programs
// (tools/retro-cycles.py, bench/bench.py): fc_gb_timer_start() resets the
// divider, so that every run starts at the same phase, and runs TIMA at
// 262,144 Hz (one tick per 16 clocks) with its overflow interrupt
// counting the wraps, one per 4,096 clocks (ports/gb/timer.s);
// fc_gb_timer_print() stops it and prints the clocks elapsed as
// "@@CLOCKS 0xN" (hexadecimal: no division linked in), less the
// interrupts' own: 128 clocks per wrap by the published SM83 timings
// (the dispatch 20, the handler 108), 16 more on every 256th, whose
// count carries into the high byte. mGBA's Game Boy core keeps those
// timings, so the difference of two runs that differ only in the calls
// made is the calls' cost, to within 16 clocks. The count of wraps has
// 16 bits: runs up to 2^28 clocks (64 seconds).
#include <stdint.h>

#define DIV  (*(volatile unsigned char *)0xFF04)
#define TIMA (*(volatile unsigned char *)0xFF05)
#define TMA  (*(volatile unsigned char *)0xFF06)
#define TAC  (*(volatile unsigned char *)0xFF07)
#define IFLG (*(volatile unsigned char *)0xFF0F)
#define IE   (*(volatile unsigned char *)0xFFFF)

extern volatile uint16_t fc_gb_timer_wraps;
void fc_port_putc(int c);
void fc_gb_timer_start(void);
void fc_gb_timer_print(void);

void fc_gb_timer_start(void)
{
    __asm__("di");
    TAC = 0u;
    TMA = 0u;
    TIMA = 0u;
    fc_gb_timer_wraps = 0u;
    IFLG = 0u;
    IE = 0x04u;                 // the timer's interrupt alone
    DIV = 0u;                   // the divider TIMA counts from, at 0
    TAC = 0x05u;                // on, one tick per 16 clocks
    __asm__("ei");
}

void fc_gb_timer_print(void)
{
    uint32_t clocks;
    uint16_t taken, wraps;
    unsigned char t, f;
    int shift;
    const char *text;
    __asm__("di");
    t = TIMA;
    f = IFLG;
    TAC = 0u;
    IE = 0u;
    taken = fc_gb_timer_wraps;
    wraps = taken;
    if ((f & 0x04u) != 0u && t < 0x80u) {
        wraps++;                // a wrap not yet taken, before t was read
    }
    clocks = ((uint32_t)wraps << 12) + ((uint32_t)t << 4)
             - ((uint32_t)taken << 7) - ((uint32_t)(taken >> 8) << 4);
    for (text = "@@CLOCKS 0x"; *text != '\0'; text++) {
        fc_port_putc(*text);
    }
    for (shift = 28; shift >= 0; shift -= 4) {
        fc_port_putc("0123456789abcdef"[(unsigned)(clocks >> shift) & 15u]);
    }
    fc_port_putc('\n');
}
