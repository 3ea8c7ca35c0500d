// Game Boy console for fixcol's SM83 build, read by tools/mgba-run.c.
//
// Work RAM holds a ring buffer: 256 bytes at 0xDE00, the program's write
// index HEAD at 0xDF00 and the reader's index TAIL at 0xDF01. Each index
// is written by one side only, so the runner may read between any two
// instructions: after each frame it copies out the bytes from TAIL to
// HEAD and moves TAIL. When the ring is full the program waits for that,
// so nothing is lost however much it prints. The runner's main is
// renamed fc_run_main at compile time; main prints "@@EXIT n" after it,
// as the other ports do, and spins. crt0.s puts the stack below the ring
// and zeroes both indices.
#define RING ((volatile unsigned char *)0xDE00)
#define HEAD (*(volatile unsigned char *)0xDF00)
#define TAIL (*(volatile unsigned char *)0xDF01)

void fc_port_putc(int c);
int fc_run_main(void);
int main(void);

void fc_port_putc(int c)
{
    unsigned char h = HEAD;
    while ((unsigned char)(h + 1u) == TAIL) {
        // full: the runner empties it at the next frame
    }
    RING[h] = (unsigned char)c;
    HEAD = (unsigned char)(h + 1u);
}

static void put_text(const char *s)
{
    while (*s != '\0') {
        fc_port_putc(*s++);
    }
}

#ifdef FC_GB_TIMED
// -DFC_GB_TIMED: the run is timed with ports/gb/timer.c, and "@@CLOCKS
// 0xN" printed before the exit line (bench/bench.py).
void fc_gb_timer_start(void);
void fc_gb_timer_print(void);
#endif

int main(void)
{
    int status;
#ifdef FC_GB_TIMED
    fc_gb_timer_start();
    status = fc_run_main();
    fc_gb_timer_print();
#else
    status = fc_run_main();
#endif
    put_text("@@EXIT ");
    fc_port_putc('0' + (status & 7));
    fc_port_putc('\n');
    for (;;) {
    }
}
