// The ports' pass, fci_port_pass (ports/z80/walk.s, ports/gb/walk.s,
// ports/6502/walk.s), calls back into the library: src/sat.c's
// fci_pass_climb, and its fci_pass_offer_exact on the Z80 and Game Boy,
// its fci_pass_tie and fci_div_len (ports/6502/div.s or src/mtv.c) on the
// 6502, which the walk's unit tests (walk-test.sh) do not link. The tests
// do not call the pass (the runner's polygon queries test it,
// ports/*/port.sh), so these stand in for the calls only to link:
// reaching one prints "@@EXIT 8" and stops the simulation (on the 6502,
// exit status 8), which fails the test.
#include "src/internal.h"
#if defined(__CC65__)
#  include <stdlib.h>
#endif

void fc_port_putc(int c);   // console.c's

static void reached(void)
{
    const char *s = "@@EXIT 8\n";
    while (*s != '\0') {
        fc_port_putc(*s++);
    }
#if defined(__CC65__)
    exit(8);
#endif
#ifdef FC_SIMIF
    *(volatile unsigned char *)FC_SIMIF = 's';   // console.c's stop
#endif                                           // (mgba-run stops at the line)
    for (;;) {
    }
}

void fci_pass_offer_exact(struct sat_best *best, const fc_wide *push, const fc_vec *axis,
                          const fci_len *len, int neg, int owner)
{
    (void)best;
    (void)push;
    (void)axis;
    (void)len;
    (void)neg;
    (void)owner;
    reached();
}

#if defined(__CC65__)
// The 6502's pass also calls these two.
int fci_pass_tie(const struct sat_best *best, const fc_wide *push, const fc_vec *axis, int neg)
{
    (void)best;
    (void)push;
    (void)axis;
    (void)neg;
    reached();
    return 0;
}

int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out)
{
    (void)num;
    (void)len;
    (void)out;
    reached();
    return 0;
}
#endif

void fci_pass_climb(const fc_poly *x, const fc_vec *n, const fc_vec *p, int *j, fc_wide *val)
{
    (void)x;
    (void)n;
    (void)p;
    (void)j;
    (void)val;
    reached();
}
