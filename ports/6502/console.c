// 6502 console for sim65: putchar reaches the host's stdout through
// sim65's paravirtual write. The runner's exit status is main's return
// value, which sim65 passes through.
#include <stdio.h>

void fc_port_putc(int c);

void fc_port_putc(int c)
{
    putchar(c);
}
