// mgba-prof: a per-instruction cycle profile of a Game Boy ROM under
// libmgba's Game Boy core, for tools/profgb.py: the core's set-up, the
// console ring and the protocol of tools/mgba-console.h (which
// tools/mgba-run.c includes too), and the program's own "@@CLOCKS" line.
// It reads libmgba's internal structs (struct GB, struct SM83Core) as
// libmgba 0.10 lays them out, and checks on every step that the bank it
// reads is the one the CPU fetches from.
//
//   usage: mgba-prof ROM.gb OUT.txt [START STOP] [MAX_FRAMES]
//
// Steps the CPU one instruction at a time (core->step) and adds the clocks
// each took (mTimingGlobalTime before and after, over the core's
// tMultiplier: mGBA counts 8.39 MHz ticks, 2 per 4.19 MHz clock on a DMG)
// to a histogram by PC and, for 0x4000-0x7FFF, the ROM bank mapped there
// (struct GB's memory.currentBank). An interrupt's dispatch is its own
// entry (bank "irq", pc = the vector). With START and STOP (hex bank-0
// addresses) only the instructions from the first one at START up to
// the first at STOP are counted. OUT.txt: a header "# ..." then lines
// "PC BANK CLOCKS COUNT" in hex PC, decimal rest (COUNT: executions).
// Stops at "@@EXIT n" (status n) as mgba-run does.
//
// Build: make build/host/mgba-prof (cc -O2 tools/mgba-prof.c -lmgba)
#include "mgba-console.h"
#include <mgba/core/timing.h>
#include <mgba/internal/gb/gb.h>
#include <mgba/internal/sm83/sm83.h>

static unsigned long long clocks_reported;
static int have_clocks;

// The program's own count (ports/gb/timer.c's "@@CLOCKS 0x..." line).
static void clocks_line(const char *text)
{
    if (strncmp(text, "@@CLOCKS 0x", 11) == 0) {
        clocks_reported = strtoull(text + 11, NULL, 16);
        have_clocks = 1;
    }
}

#define NBANK 512
#define IRQ_BANK NBANK   // the dispatch of an interrupt

// [bank][pc]: bank 0 for addresses outside 0x4000-0x7FFF
static unsigned long long *hist_clk, *hist_n, bank_mismatch;

static unsigned long long *slot(unsigned long long *h, unsigned bank, unsigned pc)
{
    return &h[(size_t)bank * 0x10000u + pc];
}

int main(int argc, char **argv)
{
    struct mCore *core;
    struct GB *gb;
    struct SM83Core *cpu;
    unsigned width, height;
    unsigned long frames = 0, max_frames = 20000;
    unsigned long long steps = 0, total = 0, irqs = 0, t0, t1, before, after;
    uint32_t frame;
    color_t *screen;
    int status, tmul, counting, have_window = 0;
    unsigned start_pc = 0, stop_pc = 0;
    FILE *out;
    unsigned b, p;

    if (argc != 3 && argc != 4 && argc != 5 && argc != 6) {
        fprintf(stderr, "usage: %s ROM.gb OUT.txt [START STOP] [MAX_FRAMES]\n", argv[0]);
        return 2;
    }
    if (argc >= 5) {
        start_pc = (unsigned)strtoul(argv[3], NULL, 16);
        stop_pc = (unsigned)strtoul(argv[4], NULL, 16);
        have_window = 1;
    }
    if (argc == 4 || argc == 6) {
        max_frames = strtoul(argv[argc - 1], NULL, 10);
    }
    hist_clk = calloc((size_t)(NBANK + 1) * 0x10000u, sizeof *hist_clk);
    hist_n = calloc((size_t)(NBANK + 1) * 0x10000u, sizeof *hist_n);
    if (hist_clk == NULL || hist_n == NULL) {
        return 2;
    }
    line_seen = clocks_line;
    core = open_core("mgba-prof", argv[1], &screen, &width, &height);
    if (core == NULL) {
        return 2;
    }
    if (core->platform(core) != mPLATFORM_GB) {
        fprintf(stderr, "mgba-prof: not a Game Boy ROM\n");
        return 2;
    }
    gb = core->board;
    cpu = core->cpu;
    if ((void *)gb->cpu != (void *)cpu || core->timing != &gb->timing) {
        fprintf(stderr, "mgba-prof: struct GB does not match the library's layout\n");
        return 2;
    }
    counting = !have_window;
    frame = core->frameCounter(core);
    t0 = mTimingGlobalTime(core->timing);
    while (state == RUNNING && frames < max_frames) {
        unsigned pc = cpu->pc, bank = 0, npc;
        uint16_t sp = cpu->sp;
        if (have_window && !counting && pc == start_pc) {
            counting = 1;
        } else if (have_window && counting == 1 && pc == stop_pc) {
            counting = 2;   // done
        }
        if (pc >= 0x4000u && pc < 0x8000u) {
            bank = (unsigned)gb->memory.currentBank;
            // the bank's own byte must be what the CPU reads there
            if (gb->memory.rom[(size_t)bank * 0x4000u + (pc - 0x4000u)]
                != (uint8_t)core->busRead8(core, pc)) {
                bank_mismatch++;
            }
            if (bank >= NBANK) {
                bank = NBANK - 1;
            }
        }
        tmul = cpu->tMultiplier;
        before = mTimingGlobalTime(core->timing);
        core->step(core);
        after = mTimingGlobalTime(core->timing);
        steps++;
        npc = cpu->pc;
        if (counting == 1) {
            unsigned long long c = (after - before) / (unsigned)tmul;
            // An interrupt taken: the step did not run the instruction at
            // pc but pushed it and went to a vector.
            // (A call or rst there would have pushed an address past pc.)
            if ((npc & 0xFFC7u) == 0x0040u && npc <= 0x60u && (uint16_t)(sp - 2u) == cpu->sp
                && (core->busRead8(core, cpu->sp)
                    | (unsigned)core->busRead8(core, (uint16_t)(cpu->sp + 1u)) << 8) == pc) {
                *slot(hist_clk, IRQ_BANK, npc) += c;
                *slot(hist_n, IRQ_BANK, npc) += 1;
                irqs++;
            } else {
                *slot(hist_clk, bank, pc) += c;
                *slot(hist_n, bank, pc) += 1;
            }
            total += c;
        }
        if (core->frameCounter(core) != frame) {
            frame = core->frameCounter(core);
            frames++;
            gb_drain(core);
        }
    }
    gb_drain(core);
    t1 = mTimingGlobalTime(core->timing);
    fflush(stdout);
    status = state == RUNNING ? 124 : exit_status;
    out = fopen(argv[2], "w");
    if (out == NULL) {
        fprintf(stderr, "mgba-prof: cannot write %s\n", argv[2]);
        return 2;
    }
    fprintf(out, "# rom %s\n# steps %llu\n# counted_clocks %llu\n# run_clocks %llu\n# irqs %llu\n",
            argv[1], steps, total, (t1 - t0) / (unsigned)cpu->tMultiplier, irqs);
    if (have_clocks) {
        fprintf(out, "# reported_clocks %llu\n", clocks_reported);
    }
    fprintf(out, "# bank_mismatch %llu\n# status %d\n", bank_mismatch, status);
    for (b = 0; b <= NBANK; b++) {
        for (p = 0; p < 0x10000u; p++) {
            if (*slot(hist_n, b, p) != 0) {
                if (b == IRQ_BANK) {
                    fprintf(out, "%04x irq %llu %llu\n", p, *slot(hist_clk, b, p), *slot(hist_n, b, p));
                } else {
                    fprintf(out, "%04x %u %llu %llu\n", p, b, *slot(hist_clk, b, p), *slot(hist_n, b, p));
                }
            }
        }
    }
    fclose(out);
    fprintf(stderr, "mgba-prof: %llu steps, %llu clocks counted, %lu frames, exit %d\n",
            steps, total, frames, status);
    core->deinit(core);
    free(screen);
    return status;
}
