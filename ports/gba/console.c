// GBA console and exit through mGBA's debug registers: the program writes
// a string (up to 256 bytes) to 0x04FFF600 and then a level | 0x100 to
// 0x04FFF700, and mGBA logs the string in its "gba.debug" category.
// tools/mgba-run.c prints those lines on stdout. Output is buffered by
// line: a whole line is sent at level INFO; a line longer than the buffer
// goes out in pieces at level DEBUG, which the runner joins without a
// newline. After main, fc_port_start sends "@@CYCLES h" (the program's
// run time in CPU cycles, hex, from three cascaded timers) and
// "@@EXIT n" (main's status), and spins.
//
// On a real console the debug registers are open bus: the writes do
// nothing, and the program still runs to the spin.
#include <stdint.h>

int main(void);
void fc_port_putc(int c);
void fc_port_start(void);

#define REG_DEBUG_ENABLE (*(volatile uint16_t *)0x04FFF780u)
#define REG_DEBUG_FLAGS  (*(volatile uint16_t *)0x04FFF700u)
#define REG_DEBUG_STRING ((volatile uint32_t *)0x04FFF600u)
#define DEBUG_SEND       0x100u
#define LEVEL_INFO       3u   // mGBA logs at 1 << level: mLOG_INFO
#define LEVEL_DEBUG      4u   // mLOG_DEBUG: a piece of a longer line

// Timers 0-2, cascaded: a 48-bit count of CPU cycles (16.78 MHz).
#define REG_TMCNT_L(n) (*(volatile uint16_t *)(0x04000100u + 4u * (n)))
#define REG_TMCNT_H(n) (*(volatile uint16_t *)(0x04000102u + 4u * (n)))
#define TM_ENABLE  0x80u
#define TM_CASCADE 0x04u

#define LINE_MAX 252u   // a multiple of 4, below the register's 256 bytes

static union {
    uint32_t w[LINE_MAX / 4u + 1u];
    char c[LINE_MAX + 4u];
} line;
static unsigned used;

static void send(unsigned level)
{
    unsigned i;
    // Zero-pad to a whole word; mGBA clears the register after each send.
    while ((used & 3u) != 0u) {
        line.c[used++] = '\0';
    }
    for (i = 0; i < used / 4u; i++) {
        REG_DEBUG_STRING[i] = line.w[i];
    }
    REG_DEBUG_FLAGS = (uint16_t)(level | DEBUG_SEND);
    used = 0;
}

void fc_port_putc(int c)
{
    if (c == '\n') {
        send(LEVEL_INFO);
        return;
    }
    line.c[used++] = (char)c;
    if (used == LINE_MAX) {
        send(LEVEL_DEBUG);
    }
}

static void put_text(const char *s)
{
    while (*s != '\0') {
        fc_port_putc(*s++);
    }
}

static void put_hex(uint32_t v, int digits)
{
    while (digits-- > 0) {
        fc_port_putc("0123456789abcdef"[(v >> (4 * digits)) & 15u]);
    }
}

static void put_dec(int v)
{
    char buf[12];
    int n = 0;
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    if (v < 0) {
        fc_port_putc('-');
    }
    do {
        buf[n++] = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0u);
    while (n > 0) {
        fc_port_putc(buf[--n]);
    }
}

static void timers_start(void)
{
    int n;
    for (n = 0; n < 3; n++) {
        REG_TMCNT_H(n) = 0;
        REG_TMCNT_L(n) = 0;   // the reload value, loaded on enable
    }
    REG_TMCNT_H(2) = TM_ENABLE | TM_CASCADE;
    REG_TMCNT_H(1) = TM_ENABLE | TM_CASCADE;
    REG_TMCNT_H(0) = TM_ENABLE;   // prescaler 1: every CPU cycle
}

void fc_port_start(void)
{
    int status;
    uint32_t t0, t1, t2;
    REG_DEBUG_ENABLE = 0xC0DEu;   // mGBA answers 0x1DEA
    timers_start();
    status = main();
    REG_TMCNT_H(0) = 0;           // stop the chain, then read it
    t0 = REG_TMCNT_L(0);
    t1 = REG_TMCNT_L(1);
    t2 = REG_TMCNT_L(2);
    if (used != 0u) {
        send(LEVEL_INFO);
    }
    put_text("@@CYCLES ");
    put_hex(t2, 4);
    put_hex((t1 << 16) | t0, 8);
    fc_port_putc('\n');
    put_text("@@EXIT ");
    put_dec(status);
    fc_port_putc('\n');
    for (;;) {
    }
}
