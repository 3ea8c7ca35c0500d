// The host's console for the compiled-in-text runner: stdout.
#include <stdio.h>

void fc_port_putc(int c);

void fc_port_putc(int c)
{
    putchar(c);
}
