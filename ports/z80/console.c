// Z80 and Game Boy CPU (SM83) console for ucsim's simulator interface
// ("simif"): a memory cell the program writes commands to: 'p', c prints
// a byte and 's' stops the simulation. ucsim has no exit status, so main
// prints "@@EXIT n" after the runner's own main (renamed fc_run_main at
// compile time) and ports/z80/port.sh turns that line into the status.
#ifndef FC_SIMIF
#  define FC_SIMIF 0xF000
#endif
#define SIMIF (*(volatile unsigned char *)FC_SIMIF)

void fc_port_putc(int c);
int fc_run_main(void);
int main(void);

void fc_port_putc(int c)
{
    SIMIF = 'p';
    SIMIF = (unsigned char)c;
}

static void put_text(const char *s)
{
    while (*s != '\0') {
        fc_port_putc(*s++);
    }
}

int main(void)
{
    int status = fc_run_main();
    put_text("@@EXIT ");
    fc_port_putc('0' + (status & 7));
    fc_port_putc('\n');
    SIMIF = 's';
    for (;;) {
    }
}
