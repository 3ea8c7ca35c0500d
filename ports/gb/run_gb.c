// Main of the conformance runner on the Game Boy: the query text is not
// compiled in but appended to the ROM by tools/gb-text.py, from the start
// of bank fc_gb_text_bank (a linker symbol whose address is the bank
// number) onwards, one byte after another across banks, ending in a 0
// byte. Reading a byte maps its bank at 0x4000-0x7FFF, reads it and maps
// the code's bank (fc_gb_bank, ports/gb/bank.s) back, so the whole
// committed vector set (about 1.6 MB) runs as one image. Compiled with
// -Dmain=fc_run_main; ports/gb/console.c supplies the real main.
#include "runner.h"

extern const char fc_gb_text_bank[];   // address = first bank of the text
extern unsigned char fc_gb_bank;

#define MBC_ROMB (*(volatile unsigned char *)0x2000)   // bank, low 8 bits
#define MBC_ROMH (*(volatile unsigned char *)0x3000)   // bank, bit 8
#define WINDOW   ((const volatile unsigned char *)0x4000)
#define BANK_BYTES 0x4000u

void fc_port_putc(int c);
int main(void);

typedef struct text_cursor {
    unsigned bank;
    unsigned offset;
} text_cursor;

static int get_text(void *ctx)
{
    text_cursor *t = (text_cursor *)ctx;
    unsigned char c;
    MBC_ROMB = (unsigned char)t->bank;
    MBC_ROMH = (unsigned char)(t->bank >> 8);
    c = WINDOW[t->offset];
    MBC_ROMH = 0u;
    MBC_ROMB = fc_gb_bank;
    if (c == 0u) {
        return -1;
    }
    if (++t->offset == BANK_BYTES) {
        t->offset = 0u;
        t->bank++;
    }
    return c;
}

static void put_console(int c, void *ctx)
{
    (void)ctx;
    fc_port_putc(c);
}

int main(void)
{
    fc_run_io io;
    text_cursor t;
    t.bank = (unsigned)fc_gb_text_bank;
    t.offset = 0u;
    io.get = get_text;
    io.put = put_console;
    io.ctx = &t;
    fc_run(&io);
    return 0;
}
