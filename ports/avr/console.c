// AVR console for simavr (tools/simavr-run.c): every byte of output goes
// out of UART0, polled; after the runner's main returns, a line
// "@@EXIT n" carries its status and the CPU sleeps with interrupts off,
// which ends the simulation. The runner's main is renamed fc_run_main
// (-Dmain=fc_run_main when tests/vectors/run_embed.c is compiled).
#include <avr/io.h>
#include <avr/interrupt.h>
#include <avr/sleep.h>

void fc_port_putc(int c);
int fc_run_main(void);
int main(void);

void fc_port_putc(int c)
{
    loop_until_bit_is_set(UCSR0A, UDRE0);
    UDR0 = (uint8_t)c;
}

static void put_text(const char *s)
{
    while (*s != '\0') {
        fc_port_putc(*s++);
    }
}

int main(void)
{
    char digits[4];
    int rc, n = 0;
    unsigned v;
    UCSR0B = _BV(TXEN0);
    rc = fc_run_main();
    v = (rc < 0) ? 1u : (unsigned)rc & 0xFFu;   // a status byte, as a shell sees it
    do {
        digits[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0u);
    put_text("@@EXIT ");
    while (n > 0) {
        fc_port_putc(digits[--n]);
    }
    fc_port_putc('\n');
    cli();
    sleep_enable();
    sleep_cpu();
    for (;;) {
    }
}
