// Output for the port tests of the assembly routines (umul-test.c,
// wcmp-test.c, box-test.c, circle-test.c; the Z80 port builds them too):
// text and 32-bit hex words through the port's console.
#ifndef FC_PORT_TEST_IO_H
#define FC_PORT_TEST_IO_H
#include <stdint.h>

void fc_port_putc(int c); // the port's console.c

static void put(const char *s)
{
    while (*s) {
        fc_port_putc(*s++);
    }
}

// v as eight hex digits and a space.
static void hex(uint32_t v)
{
    int i;
    for (i = 28; i >= 0; i -= 4) {
        fc_port_putc("0123456789abcdef"[(unsigned)(v >> i) & 15u]);
    }
    fc_port_putc(' ');
}
#endif
