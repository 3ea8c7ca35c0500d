// mgba-run: runs a GBA or Game Boy ROM headless under libmgba and prints
// what the program writes on stdout.
//
//   usage: mgba-run [--screenshot OUT.png] ROM.gba|ROM.gb [MAX_FRAMES]
//
// The program's output and the protocol lines are read as
// tools/mgba-console.h describes (shared with tools/mgba-prof.c): "@@CYCLES
// h" is reported on stderr, and "@@EXIT n" ends the run with status n. The
// status is 124 if the frame limit (default 216000 frames, one hour of
// emulated time) passes first, and 125 if the emulator stops the program
// (a fatal error: a jump to unmapped memory, say) before it exits.
// MGBA_RUN_VERBOSE=1 also prints mGBA's own log on stderr.
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
#include "mgba-console.h"

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

int main(int argc, char **argv)
{
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
    core = open_core("mgba-run", argv[1], &screen, &width, &height);
    if (core == NULL) {
        return 2;
    }
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
