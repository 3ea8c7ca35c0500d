// Console and exit through ARM semihosting (BKPT 0xAB), which qemu maps to
// its stdout and its exit status. Output is buffered by line and written
// with SYS_WRITE0, one trap per line instead of one per byte.
#include <stdint.h>

void fc_port_putc(int c);
void fc_port_exit(int status);

#define SYS_WRITE0        0x04
#define SYS_EXIT_EXTENDED 0x20
#define ADP_APP_EXIT      0x20026   // ADP_Stopped_ApplicationExit

static int semihost(int op, const void *arg)
{
    register int r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

static char line[128];
static unsigned used;

static void flush(void)
{
    line[used] = '\0';
    if (used != 0u) {
        (void)semihost(SYS_WRITE0, line);
    }
    used = 0u;
}

void fc_port_putc(int c)
{
    line[used++] = (char)c;
    if (c == '\n' || used == sizeof line - 1u) {
        flush();
    }
}

void fc_port_exit(int status)
{
    uint32_t block[2];
    flush();
    block[0] = ADP_APP_EXIT;
    block[1] = (uint32_t)status;
    for (;;) {
        (void)semihost(SYS_EXIT_EXTENDED, block);
    }
}
