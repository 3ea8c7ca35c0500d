// Elapsed clock cycles on the Game Boy (4.19 MHz), counted by the timer
// as the hardware counts them, for the timing programs of
// tools/retro-cycles.py: fc_gb_timer_start() resets the divider, so that
// every run starts at the same phase, and runs TIMA at 4,096 Hz (one tick
// per 1,024 clocks) with its overflow interrupt counting the wraps
// (ports/gb/timer.s); fc_gb_timer_print() stops it and prints the
// elapsed ticks times 1,024 as "@@CLOCKS 0xN" (hexadecimal: no division
// linked in). mGBA's Game Boy core keeps
// the published SM83 timings, so the difference of two runs that differ
// only in the calls made is the calls' cost, to within 1,024 clocks.
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
    TAC = 0x04u;                // on, one tick per 1,024 clocks
    __asm__("ei");
}

void fc_gb_timer_print(void)
{
    uint32_t ticks;
    unsigned char t, f;
    int shift;
    __asm__("di");
    t = TIMA;
    f = IFLG;
    TAC = 0u;
    IE = 0u;
    ticks = (uint32_t)fc_gb_timer_wraps << 8;
    if ((f & 0x04u) != 0u && t < 0x80u) {
        ticks += 256u;          // a wrap not yet taken, before t was read
    }
    ticks = (ticks + t) << 10;
    fc_port_putc('@'); fc_port_putc('@');
    fc_port_putc('C'); fc_port_putc('L'); fc_port_putc('O');
    fc_port_putc('C'); fc_port_putc('K'); fc_port_putc('S'); fc_port_putc(' ');
    fc_port_putc('0'); fc_port_putc('x');
    for (shift = 28; shift >= 0; shift -= 4) {
        fc_port_putc("0123456789abcdef"[(unsigned)(ticks >> shift) & 15u]);
    }
    fc_port_putc('\n');
}
