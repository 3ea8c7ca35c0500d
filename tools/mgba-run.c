// mgba-run: runs a GBA ROM headless under libmgba and prints what the
// ROM writes through mGBA's debug registers (the "gba.debug" log
// category) on stdout. ports/gba/console.c is the other side.
//
//   usage: mgba-run ROM.gba [MAX_FRAMES]
//
// A line logged at level INFO is printed with a newline; one at DEBUG is
// a piece of a longer line and is printed without. Two lines are the
// protocol, not output: "@@CYCLES h" (the run time in CPU cycles, hex;
// reported on stderr) and "@@EXIT n", which ends the run with status n.
// The status is 124 if the frame limit (default 216000 frames, one hour
// of emulated time) passes first, and 125 if the emulator stops the
// program (a fatal error: a jump to unmapped memory, say) before it
// exits. MGBA_RUN_VERBOSE=1 also prints mGBA's own log on stderr.
//
// Build: cc -O2 tools/mgba-run.c -lmgba -o build/host/mgba-run
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

static void on_log(struct mLogger *logger, int category, enum mLogLevel level,
                   const char *format, va_list args)
{
    char text[512];
    (void)logger;
    vsnprintf(text, sizeof text, format, args);
    if (strcmp(mLogCategoryId(category), "gba.debug") == 0) {
        if (strncmp(text, "@@EXIT ", 7) == 0) {
            exit_status = atoi(text + 7) & 0xFF;
            state = EXITED;
        } else if (strncmp(text, "@@CYCLES ", 9) == 0) {
            cycles = strtoull(text + 9, NULL, 16);
            have_cycles = 1;
        } else if (level == mLOG_DEBUG) {
            fputs(text, stdout);
        } else {
            puts(text);
        }
        return;
    }
    if (level == mLOG_FATAL && state == RUNNING) {
        fprintf(stderr, "mgba-run: [%s] %s\n", mLogCategoryName(category), text);
        state = STOPPED;
    } else if (verbose || level == mLOG_ERROR) {
        fprintf(stderr, "mgba-run: [%s] %s\n", mLogCategoryName(category), text);
    }
}

int main(int argc, char **argv)
{
    struct mLogger logger;
    struct mCore *core;
    unsigned width, height;
    unsigned long frames = 0, max_frames = 216000;
    color_t *screen;
    int status;

    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: %s ROM.gba [MAX_FRAMES]\n", argv[0]);
        return 2;
    }
    if (argc == 3) {
        max_frames = strtoul(argv[2], NULL, 10);
    }
    verbose = getenv("MGBA_RUN_VERBOSE") != NULL;
    logger.log = on_log;
    logger.filter = NULL;
    mLogSetDefaultLogger(&logger);

    core = mCoreFind(argv[1]);
    if (core == NULL || !core->init(core)) {
        fprintf(stderr, "mgba-run: no core for %s\n", argv[1]);
        return 2;
    }
    mCoreInitConfig(core, NULL);
    core->desiredVideoDimensions(core, &width, &height);
    screen = calloc((size_t)width * height, sizeof *screen);
    if (screen == NULL) {
        return 2;
    }
    core->setVideoBuffer(core, screen, width);
    if (!mCoreLoadFile(core, argv[1])) {
        fprintf(stderr, "mgba-run: cannot load %s\n", argv[1]);
        return 2;
    }
    core->reset(core);
    while (state == RUNNING && frames < max_frames) {
        core->runFrame(core);
        frames++;
    }
    fflush(stdout);
    status = state == RUNNING ? 124 : exit_status;
    if (have_cycles) {
        fprintf(stderr, "mgba-run: %lu frames, %llu cycles (%.2f s at 16.78 MHz), exit %d\n",
                frames, cycles, (double)cycles / 16777216.0, status);
    } else {
        fprintf(stderr, "mgba-run: %lu frames, exit %d\n", frames, status);
    }
    core->deinit(core);
    free(screen);
    return status;
}
