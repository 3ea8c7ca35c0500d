// mgba-run: runs a GBA or Game Boy ROM headless under libmgba and prints
// what the program writes on stdout.
//
//   usage: mgba-run [--screenshot OUT.png] ROM.gba|ROM.gb [MAX_FRAMES]
//
// GBA: the program writes through mGBA's debug registers (the "gba.debug"
// log category); ports/gba/console.c is the other side. A line logged at
// level INFO is printed with a newline; one at DEBUG is a piece of a
// longer line and is printed without.
// Game Boy (no debug registers there): the program writes bytes to a
// ring buffer in work RAM, 256 bytes at 0xDE00, and moves its write index
// at 0xDF00; after every frame this runner copies out the bytes up to it
// and moves the read index at 0xDF01 (ports/gb/console.c is the other
// side; each index has one writer, so no byte is lost or repeated).
//
// Two lines are the protocol, not output: "@@CYCLES h" (the run time in
// CPU cycles, hex; reported on stderr) and "@@EXIT n", which ends the run
// with status n. The status is 124 if the frame limit (default 216000
// frames, one hour of emulated time) passes first, and 125 if the
// emulator stops the program (a fatal error: a jump to unmapped memory,
// say) before it exits. MGBA_RUN_VERBOSE=1 also prints mGBA's own log on
// stderr.
//
// --screenshot OUT.png: once the run ends (exit or frame limit), one
// more frame is run, so that the screen shows the whole of what the
// program left in video memory, and that frame is written to OUT.png
// (8-bit RGB; a minimal encoder below: stored deflate blocks, no zlib).
// A file that cannot be written makes the status 2. Without the option
// the run is exactly as before.
//
// mGBA's idle-loop removal is off ("idleOptimization" = "ignore"): the
// CPU runs every cycle the program asks for.
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

// ---- PNG ---------------------------------------------------------------------
static unsigned long crc_table[256];

static void crc_init(void)
{
    unsigned long c;
    int n, k;
    for (n = 0; n < 256; n++) {
        c = (unsigned long)n;
        for (k = 0; k < 8; k++) {
            c = (c & 1u) ? 0xEDB88320UL ^ (c >> 1) : c >> 1;
        }
        crc_table[n] = c;
    }
}

static unsigned long crc_update(unsigned long crc, const unsigned char *p, size_t n)
{
    while (n-- > 0) {
        crc = crc_table[(crc ^ *p++) & 0xFFu] ^ (crc >> 8);
    }
    return crc;
}

static void be32(unsigned char *p, unsigned long v)
{
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

// One chunk: length, type, data, CRC-32 over type and data.
static void png_chunk(FILE *f, const char *type, const unsigned char *data, size_t n)
{
    unsigned char b[4];
    unsigned long crc;
    be32(b, (unsigned long)n);
    fwrite(b, 1, 4, f);
    fwrite(type, 1, 4, f);
    if (n > 0) {
        fwrite(data, 1, n, f);
    }
    crc = crc_update(0xFFFFFFFFUL, (const unsigned char *)type, 4);
    crc = crc_update(crc, data, n) ^ 0xFFFFFFFFUL;
    be32(b, crc);
    fwrite(b, 1, 4, f);
}

// The screen (mGBA's 32-bit colour: red in the low byte, then green,
// blue) as an RGB PNG: every row with filter 0, in one zlib stream of
// stored (uncompressed) deflate blocks. 0 on success.
static int write_png(const char *path, const color_t *px, unsigned w, unsigned h)
{
    size_t row = 1 + (size_t)w * 3, raw_n = row * h, nblocks, z_n, i, at;
    unsigned char *raw, *z, hdr[13];
    unsigned long a = 1, b = 0;
    unsigned x, y;
    FILE *f;
    int ok;

    raw = malloc(raw_n);
    nblocks = (raw_n + 65534) / 65535;
    z_n = 2 + nblocks * 5 + raw_n + 4;
    z = malloc(z_n);
    if (raw == NULL || z == NULL) {
        free(raw);
        free(z);
        return -1;
    }
    for (y = 0; y < h; y++) {
        unsigned char *r = raw + y * row;
        r[0] = 0;
        for (x = 0; x < w; x++) {
            uint32_t c = (uint32_t)px[(size_t)y * w + x];
            r[1 + 3 * x] = (unsigned char)c;
            r[2 + 3 * x] = (unsigned char)(c >> 8);
            r[3 + 3 * x] = (unsigned char)(c >> 16);
        }
    }
    z[0] = 0x78;   // deflate, 32 KB window
    z[1] = 0x01;   // no dictionary, fastest; (0x78 << 8 | 0x01) % 31 == 0
    at = 2;
    for (i = 0; i < raw_n; i += 65535) {
        size_t n = raw_n - i < 65535 ? raw_n - i : 65535;
        z[at++] = i + n == raw_n ? 1 : 0;   // BFINAL, BTYPE 00 (stored)
        z[at++] = (unsigned char)n;
        z[at++] = (unsigned char)(n >> 8);
        z[at++] = (unsigned char)~n;
        z[at++] = (unsigned char)(~n >> 8);
        memcpy(z + at, raw + i, n);
        at += n;
    }
    for (i = 0; i < raw_n; i++) {   // Adler-32
        a = (a + raw[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    be32(z + at, (b << 16) | a);
    at += 4;

    f = fopen(path, "wb");
    if (f == NULL) {
        free(raw);
        free(z);
        return -1;
    }
    crc_init();
    fwrite("\x89PNG\r\n\x1a\n", 1, 8, f);
    be32(hdr, w);
    be32(hdr + 4, h);
    hdr[8] = 8;    // bit depth
    hdr[9] = 2;    // colour type: RGB
    hdr[10] = 0;   // compression: deflate
    hdr[11] = 0;   // filter method 0
    hdr[12] = 0;   // no interlace
    png_chunk(f, "IHDR", hdr, sizeof hdr);
    png_chunk(f, "IDAT", z, at);
    png_chunk(f, "IEND", NULL, 0);
    ok = !ferror(f);
    ok = fclose(f) == 0 && ok;
    free(raw);
    free(z);
    return ok ? 0 : -1;
}

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

int main(int argc, char **argv)
{
    struct mLogger logger;
    struct mCore *core;
    unsigned width, height;
    unsigned long frames = 0, max_frames = 216000;
    color_t *screen;
    int status, is_gb;
    const char *shot = NULL, *prog = argv[0];

    if (argc >= 3 && strcmp(argv[1], "--screenshot") == 0) {
        shot = argv[2];
        argc -= 2;
        argv += 2;
    }
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: %s [--screenshot OUT.png] ROM.gba|ROM.gb [MAX_FRAMES]\n", prog);
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
    // No idle-loop removal: mGBA halts the CPU at a loop it believes is
    // idle (its database gives one address per known game code, and
    // "detect" mode guesses), which can stop a program that computes
    // there and makes the cycle counts wrong.
    mCoreConfigSetValue(&core->config, "idleOptimization", "ignore");
    mCoreLoadConfig(core);
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
    is_gb = core->platform(core) == mPLATFORM_GB;
    while (state == RUNNING && frames < max_frames) {
        core->runFrame(core);
        frames++;
        if (is_gb) {
            gb_drain(core);
        }
    }
    fflush(stdout);
    status = state == RUNNING ? 124 : exit_status;
    if (shot != NULL) {
        if (state != STOPPED) {
            core->runFrame(core);
        }
        if (write_png(shot, screen, width, height) != 0) {
            fprintf(stderr, "mgba-run: cannot write %s\n", shot);
            status = 2;
        } else {
            fprintf(stderr, "mgba-run: wrote %s (%ux%u)\n", shot, width, height);
        }
    }
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
