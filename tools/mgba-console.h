// The program's side of tools/mgba-run.c and tools/mgba-prof.c: what a
// ROM under libmgba writes, and the two protocol lines, read the same way
// by both (included once by each, so its functions are static).
//
// GBA: the program writes through mGBA's debug registers (the "gba.debug"
// log category; ports/gba/console.c is the other side). A line logged at
// level INFO is printed with a newline; one at DEBUG is a piece of a
// longer line and is printed without.
// Game Boy (no debug registers there): the program writes bytes to a
// ring buffer in work RAM, 256 bytes at 0xDE00, and moves its write index
// at 0xDF00; after every frame (gb_drain) the bytes up to it are copied
// out and the read index at 0xDF01 moved (ports/gb/console.c is the other
// side; each index has one writer, so no byte is lost or repeated).
//
// "@@CYCLES h" (the run time in CPU cycles, hex) and "@@EXIT n" (the end
// of the run, status n) are the protocol, not output. Every other whole
// line is printed, after line_seen (when set) has seen it. A fatal error
// of the emulator stops the run (state STOPPED); MGBA_RUN_VERBOSE=1
// (verbose) also prints mGBA's own log on stderr.
#ifndef FIXCOL_TOOLS_MGBA_CONSOLE_H
#define FIXCOL_TOOLS_MGBA_CONSOLE_H
#include <mgba/core/core.h>
#include <mgba/core/log.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { RUNNING, EXITED, STOPPED };

static int state = RUNNING;
static int exit_status = 125;
static int verbose;
static unsigned long long cycles;
static int have_cycles;
static void (*line_seen)(const char *text);

// One line (or, without newline, a piece of one) from the program.
static void program_line(const char *text, int newline)
{
    if (strncmp(text, "@@EXIT ", 7) == 0) {
        exit_status = atoi(text + 7) & 0xFF;
        state = EXITED;
    } else if (strncmp(text, "@@CYCLES ", 9) == 0) {
        cycles = strtoull(text + 9, NULL, 16);
        have_cycles = 1;
    } else if (newline) {
        if (line_seen != NULL) {
            line_seen(text);
        }
        puts(text);
    } else {
        fputs(text, stdout);
    }
}

// ---- Game Boy ring buffer ---------------------------------------------------
#define GB_RING 0xDE00u
#define GB_HEAD 0xDF00u
#define GB_TAIL 0xDF01u
#define GB_LINE 512

static char gb_line[GB_LINE];
static size_t gb_used;

// Copies out what the program wrote since the last frame.
static void gb_drain(struct mCore *core)
{
    unsigned head = (unsigned)core->busRead8(core, GB_HEAD) & 0xFFu;
    unsigned tail = (unsigned)core->busRead8(core, GB_TAIL) & 0xFFu;
    while (tail != head && state == RUNNING) {
        char c = (char)core->busRead8(core, GB_RING + tail);
        tail = (tail + 1u) & 0xFFu;
        if (c == '\n') {
            gb_line[gb_used] = '\0';
            program_line(gb_line, 1);
            gb_used = 0;
        } else {
            gb_line[gb_used++] = c;
            if (gb_used == GB_LINE - 1) {   // a very long line: in pieces
                gb_line[gb_used] = '\0';
                program_line(gb_line, 0);
                gb_used = 0;
            }
        }
    }
    core->busWrite8(core, GB_TAIL, (uint8_t)tail);
}

static void on_log(struct mLogger *logger, int category, enum mLogLevel level,
                   const char *format, va_list args)
{
    char text[512];
    (void)logger;
    vsnprintf(text, sizeof text, format, args);
    if (strcmp(mLogCategoryId(category), "gba.debug") == 0) {
        program_line(text, level != mLOG_DEBUG);
        return;
    }
    if (level == mLOG_FATAL && state == RUNNING) {
        fprintf(stderr, "mgba-run: [%s] %s\n", mLogCategoryName(category), text);
        state = STOPPED;
    } else if (verbose || level == mLOG_ERROR) {
        fprintf(stderr, "mgba-run: [%s] %s\n", mLogCategoryName(category), text);
    }
}

// The core for the ROM at path, set up as both tools run it: the log
// through on_log, mGBA's idle-loop removal off (it halts the CPU at a
// loop it believes is idle, from one address per known game code or a
// guess, which can stop a program that computes there and makes the
// cycle counts wrong), a video buffer (*screen, width * height pixels),
// the ROM loaded and the core reset. NULL, with a message on stderr
// naming tool, when any of it fails.
static struct mCore *open_core(const char *tool, const char *path, color_t **screen,
                               unsigned *width, unsigned *height)
{
    static struct mLogger logger;
    struct mCore *core;
    verbose = getenv("MGBA_RUN_VERBOSE") != NULL;
    logger.log = on_log;
    logger.filter = NULL;
    mLogSetDefaultLogger(&logger);
    core = mCoreFind(path);
    if (core == NULL || !core->init(core)) {
        fprintf(stderr, "%s: no core for %s\n", tool, path);
        return NULL;
    }
    mCoreInitConfig(core, NULL);
    mCoreConfigSetValue(&core->config, "idleOptimization", "ignore");
    mCoreLoadConfig(core);
    core->desiredVideoDimensions(core, width, height);
    *screen = calloc((size_t)*width * *height, sizeof **screen);
    if (*screen == NULL) {
        return NULL;
    }
    core->setVideoBuffer(core, *screen, *width);
    if (!mCoreLoadFile(core, path)) {
        fprintf(stderr, "%s: cannot load %s\n", tool, path);
        return NULL;
    }
    core->reset(core);
    return core;
}

#endif // FIXCOL_TOOLS_MGBA_CONSOLE_H
