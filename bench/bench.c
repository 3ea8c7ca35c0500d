// fixcol benchmark harness: the same source for the host and
// for Cortex-M images.
//
// The query lines (the conformance protocol) are parsed and their shapes
// built first, fixcol's and the float baseline's; then one op's batch is
// run `reps` times. Parsing and building are outside the batch, and the
// scripts measure by difference (reps R and 2R), so they cancel.
//
// Host:   bench SCENE.vec time              ns per query, median of 5 runs,
//                                           and the float cross-check
//         bench SCENE.vec count OP KIND R   run one batch R times (for
//                                           callgrind)
// Target: the scene is compiled in (bench_scene[]); the semihosting
//         command line gives "OP KIND R"; shapes are built in chunks of
//         BENCH_CHUNK queries (RAM is 16 KB on the M0), each chunk's batch
//         run R times.
//
// OP:   pp8 pp4 ppn cc pc sweep build8     KIND: fix float
#if !defined(BENCH_TARGET) && !defined(_POSIX_C_SOURCE)
#  define _POSIX_C_SOURCE 199309L   // clock_gettime
#endif
#include <stdint.h>
#include <string.h>

#include "fixcol.h"
#include "baseline.h"

#if defined(__GNUC__)
#  define NOINLINE __attribute__((noinline))
#else
#  define NOINLINE
#endif

#define OP_PP8    0
#define OP_PP4    1
#define OP_PPN    2
#define OP_CC     3
#define OP_PC     4
#define OP_SWEEP  5
#define OP_BUILD8 6
#define OP_MUL    7
#define OP_COUNT  8
static const char *const op_names[OP_COUNT] = {
    "pp8", "pp4", "ppn", "cc", "pc", "sweep", "build8", "mul"
};

// BENCH_OP (a number above): an image for that op alone, so that only the
// library modules it needs are linked (the 8-bit targets' 64 KB).
// BENCH_NO_FLOAT: no float baseline (cc65 has no float).
#ifdef BENCH_OP
#  define HAS(o) (BENCH_OP == (o))
#else
#  define HAS(o) 1
#endif
#define HAS_POLY (HAS(OP_PP8) || HAS(OP_PP4) || HAS(OP_PPN) || HAS(OP_SWEEP) || HAS(OP_BUILD8))
#ifdef BENCH_NO_FLOAT
#  define FLOAT 0
#else
#  define FLOAT 1
#endif

typedef struct bq {
#if HAS_POLY || HAS(OP_PC)
    fc_poly pa;
    fc_vec ra[FC_MAX_VERTS];                     // raw points (build8)
    int na;
#endif
#if HAS_POLY
    fc_poly pb;
    fc_vec v;
    int nb;
    fc_vec rb[FC_MAX_VERTS];
#endif
#if HAS(OP_CC)
    fc_circle ca;
#endif
#if HAS(OP_CC) || HAS(OP_PC)
    fc_circle cb;
#endif
#if HAS(OP_MUL)
    fc_fixed ma, mb;
#endif
#if FLOAT
#  if HAS_POLY || HAS(OP_PC)
    bl_poly fa;
    float xa[2 * FC_MAX_VERTS];
#  endif
#  if HAS_POLY
    bl_poly fb;
    float vx, vy;
    float xb[2 * FC_MAX_VERTS];
#  endif
#  if HAS(OP_CC)
    bl_circle fca;
#  endif
#  if HAS(OP_CC) || HAS(OP_PC)
    bl_circle fcb;
#  endif
#  if HAS(OP_MUL)
    float fma, fmb;
#  endif
#endif
} bq;

volatile uint32_t bench_sink;

// ---- parsing (not measured) -------------------------------------------------

typedef struct cursor {
    const char *p, *end;
} cursor;

#define MAX_TOK (4 * FC_MAX_VERTS + 8)

// Next line: its op word and up to MAX_TOK integers. 0 at the end.
static int next_line(cursor *c, char *op, int32_t *tok, int *ntok)
{
    while (c->p < c->end) {
        const char *e = c->p;
        int k = 0, n = 0;
        while (e < c->end && *e != '\n') {
            e++;
        }
        while (c->p < e && (*c->p == ' ' || *c->p == '\t')) {
            c->p++;
        }
        if (c->p == e || *c->p == '#' || *c->p == '\r') {
            c->p = e + (e < c->end);
            continue;
        }
        while (c->p < e && *c->p != ' ' && *c->p != '\t') {
            if (k < 15) {
                op[k++] = *c->p;
            }
            c->p++;
        }
        op[k] = '\0';
        while (c->p < e) {
            int neg = 0;
            uint32_t v = 0;    // every value of the protocol fits 32 bits
            while (c->p < e && (*c->p == ' ' || *c->p == '\t' || *c->p == '\r')) {
                c->p++;
            }
            if (c->p == e) {
                break;
            }
            if (*c->p == '-') {
                neg = 1;
                c->p++;
            }
            while (c->p < e && *c->p >= '0' && *c->p <= '9') {
                v = v * 10u + (uint32_t)(*c->p - '0');
                c->p++;
            }
            if (c->p < e && *c->p != ' ' && *c->p != '\t' && *c->p != '\r') {
                n = -1;    // not a number: skip the line
                break;
            }
            if (n >= 0 && n < MAX_TOK) {
                tok[n++] = (int32_t)(neg ? 0u - v : v);
            }
        }
        c->p = e + (e < c->end);
        if (n < 0) {
            continue;
        }
        *ntok = n;
        return 1;
    }
    return 0;
}

#if FLOAT
static float tof(int32_t v)
{
    return (float)v / 65536.0f;
}
#  define TOF(dst, v) ((dst) = tof(v))
#else
#  define TOF(dst, v) ((void)0)
#endif

#if HAS_POLY || HAS(OP_PC)
// Reads a polygon at tok[*pos]; 0 when malformed.
static int read_poly(const int32_t *tok, int ntok, int *pos, fc_vec *pts, float *xy, int *n)
{
    int i, k = (int)tok[*pos];
    if (k < 3 || k > FC_MAX_VERTS || *pos + 1 + 2 * k > ntok) {
        return 0;
    }
    for (i = 0; i < k; i++) {
        pts[i].x = tok[*pos + 1 + 2 * i];
        pts[i].y = tok[*pos + 2 + 2 * i];
        TOF(xy[2 * i], pts[i].x);
        TOF(xy[2 * i + 1], pts[i].y);
    }
    (void)xy;
    *n = k;
    *pos += 1 + 2 * k;
    return 1;
}

static int build_convex(const fc_vec *pts, int n, fc_poly *out)
{
    return fc_poly_build(pts, n, out) == FC_OK && out->convex;
}
#endif

#if HAS(OP_CC) || HAS(OP_PC)
static void read_circle(const int32_t *tok, fc_circle *c, bl_circle *f)
{
    c->c.x = tok[0];
    c->c.y = tok[1];
    c->r = tok[2];
    TOF(f->x, tok[0]);
    TOF(f->y, tok[1]);
    TOF(f->r, tok[2]);
    (void)f;
}
#endif

#if FLOAT
#  define FLT(x) (x)
#else
#  define FLT(x) 0
#endif

// Parses and builds the next query of op into *q (build8 takes the pp8
// queries). 0 at the end of the scene. Lines of other ops, and queries
// whose shapes do not build (not convex, out of range), are skipped.
static int next_query(cursor *c, int op, bq *q)
{
    static char w[16];
    static int32_t tok[MAX_TOK];   // static: cc65 allows 256 bytes of locals
    int ntok, pos;
    int want = op == OP_BUILD8 ? OP_PP8 : op;
    (void)want;
    while (next_line(c, w, tok, &ntok)) {
        pos = 0;
        (void)pos;
#if HAS_POLY
        if (strcmp(w, "pp") == 0 || strcmp(w, "sweep") == 0) {
            int kind, sweep = w[0] == 's';
            if (!read_poly(tok, ntok, &pos, q->ra, FLT(q->xa), &q->na)
                || !read_poly(tok, ntok, &pos, q->rb, FLT(q->xb), &q->nb)
                || pos + (sweep ? 2 : 0) != ntok) {
                continue;
            }
            kind = sweep ? OP_SWEEP
                 : q->na == 8 && q->nb == 8 ? OP_PP8
                 : q->na == 4 && q->nb == 4 ? OP_PP4 : OP_PPN;
            if (kind != want || !build_convex(q->ra, q->na, &q->pa)
                || !build_convex(q->rb, q->nb, &q->pb)) {
                continue;
            }
#  if FLOAT
            bl_poly_build(q->xa, q->na, &q->fa);
            bl_poly_build(q->xb, q->nb, &q->fb);
#  endif
            if (sweep) {
                q->v.x = tok[pos];
                q->v.y = tok[pos + 1];
                TOF(q->vx, tok[pos]);
                TOF(q->vy, tok[pos + 1]);
            }
            return 1;
        }
#endif
#if HAS(OP_CC)
        if (strcmp(w, "cc") == 0) {
            if (want != OP_CC || ntok != 6) {
                continue;
            }
            read_circle(tok, &q->ca, FLT(&q->fca));
            read_circle(tok + 3, &q->cb, FLT(&q->fcb));
            if (fc_circle_check(&q->ca) != FC_OK || fc_circle_check(&q->cb) != FC_OK) {
                continue;
            }
            return 1;
        }
#endif
#if HAS(OP_PC)
        if (strcmp(w, "pc") == 0) {
            if (want != OP_PC || !read_poly(tok, ntok, &pos, q->ra, FLT(q->xa), &q->na)
                || pos + 3 != ntok || !build_convex(q->ra, q->na, &q->pa)) {
                continue;
            }
            read_circle(tok + pos, &q->cb, FLT(&q->fcb));
            if (fc_circle_check(&q->cb) != FC_OK) {
                continue;
            }
#  if FLOAT
            bl_poly_build(q->xa, q->na, &q->fa);
#  endif
            return 1;
        }
#endif
#if HAS(OP_MUL)
        if (strcmp(w, "mul") == 0) {
            if (want != OP_MUL || ntok != 2) {
                continue;
            }
            q->ma = tok[0];
            q->mb = tok[1];
            TOF(q->fma, tok[0]);
            TOF(q->fmb, tok[1]);
            return 1;
        }
#endif
    }
    return 0;
}

// ---- the measured batches ---------------------------------------------------

// Items per query: build8 builds both polygons of each pair.
static int items_per_query(int op)
{
    return op == OP_BUILD8 ? 2 : 1;
}

// The loops walk a pointer (p++), not q[i]: an index into these large
// structs costs a multiplication on the 8-bit targets.
NOINLINE static void batch_fix(int op, bq *q, int n, long reps)
{
    uint32_t acc = 0;
    long r;
    int i;
    bq *p;
#if HAS(OP_PP8) || HAS(OP_PP4) || HAS(OP_PPN) || HAS(OP_CC) || HAS(OP_PC)
    fc_mtv m;
#endif
#if HAS(OP_SWEEP)
    fc_sweep s;
#endif
#if HAS(OP_BUILD8)
    static fc_poly tmp;   // static: cc65 allows 256 bytes of locals
#endif
#if HAS(OP_MUL)
    fc_fixed prod;
#endif
    for (r = 0; r < reps; r++) {
        p = q;
        switch (op) {
#if HAS(OP_PP8) || HAS(OP_PP4) || HAS(OP_PPN)
        case OP_PP8: case OP_PP4: case OP_PPN:
            for (i = 0; i < n; i++, p++) {
                acc += (uint32_t)fc_poly_poly_mtv(&p->pa, &p->pb, &m) + (uint32_t)m.depth;
            }
            break;
#endif
#if HAS(OP_CC)
        case OP_CC:
            for (i = 0; i < n; i++, p++) {
                acc += (uint32_t)fc_circle_circle_mtv(&p->ca, &p->cb, &m) + (uint32_t)m.depth;
            }
            break;
#endif
#if HAS(OP_PC)
        case OP_PC:
            for (i = 0; i < n; i++, p++) {
                acc += (uint32_t)fc_poly_circle_mtv(&p->pa, &p->cb, &m) + (uint32_t)m.depth;
            }
            break;
#endif
#if HAS(OP_SWEEP)
        case OP_SWEEP:
            for (i = 0; i < n; i++, p++) {
                acc += (uint32_t)fc_poly_sweep(&p->pa, &p->pb, &p->v, &s) + (uint32_t)s.toi;
            }
            break;
#endif
#if HAS(OP_BUILD8)
        case OP_BUILD8:
            for (i = 0; i < n; i++, p++) {
                acc += (uint32_t)fc_poly_build(p->ra, p->na, &tmp) + (uint32_t)tmp.normal[0].x;
                acc += (uint32_t)fc_poly_build(p->rb, p->nb, &tmp) + (uint32_t)tmp.normal[0].x;
            }
            break;
#endif
#if HAS(OP_MUL)
        case OP_MUL:
            for (i = 0; i < n; i++, p++) {
                acc += (uint32_t)fc_mul(p->ma, p->mb, &prod) + (uint32_t)prod;
            }
            break;
#endif
        default:
            break;
        }
    }
    (void)p;
    (void)i;
    bench_sink += acc;
}

#if FLOAT
NOINLINE static void batch_float(int op, bq *q, int n, long reps)
{
    float acc = 0.0f;
    long r;
    int i;
    bq *p;
#  if HAS(OP_PP8) || HAS(OP_PP4) || HAS(OP_PPN) || HAS(OP_CC) || HAS(OP_PC)
    bl_mtv m;
    m.depth = 0.0f;
#  endif
#  if HAS(OP_SWEEP)
    bl_sweep s;
    s.toi = 0.0f;
#  endif
#  if HAS(OP_BUILD8)
    static bl_poly tmp;
#  endif
    for (r = 0; r < reps; r++) {
        p = q;
        switch (op) {
#  if HAS(OP_PP8) || HAS(OP_PP4) || HAS(OP_PPN)
        case OP_PP8: case OP_PP4: case OP_PPN:
            for (i = 0; i < n; i++, p++) {
                acc += (float)bl_poly_poly_mtv(&p->fa, &p->fb, &m) + m.depth;
            }
            break;
#  endif
#  if HAS(OP_CC)
        case OP_CC:
            for (i = 0; i < n; i++, p++) {
                acc += (float)bl_circle_circle_mtv(&p->fca, &p->fcb, &m) + m.depth;
            }
            break;
#  endif
#  if HAS(OP_PC)
        case OP_PC:
            for (i = 0; i < n; i++, p++) {
                acc += (float)bl_poly_circle_mtv(&p->fa, &p->fcb, &m) + m.depth;
            }
            break;
#  endif
#  if HAS(OP_SWEEP)
        case OP_SWEEP:
            for (i = 0; i < n; i++, p++) {
                acc += (float)bl_poly_sweep(&p->fa, &p->fb, p->vx, p->vy, &s) + s.toi;
            }
            break;
#  endif
#  if HAS(OP_BUILD8)
        case OP_BUILD8:
            for (i = 0; i < n; i++, p++) {
                bl_poly_build(p->xa, p->na, &tmp);
                acc += tmp.nx[0];
                bl_poly_build(p->xb, p->nb, &tmp);
                acc += tmp.nx[0];
            }
            break;
#  endif
#  if HAS(OP_MUL)
        case OP_MUL:
            // the float counterpart of fc_mul: one float multiply
            for (i = 0; i < n; i++, p++) {
                acc += p->fma * p->fmb;
            }
            break;
#  endif
        default:
            break;
        }
    }
    (void)p;
    (void)i;
    bench_sink += (uint32_t)(int32_t)acc;
}
#endif

static void run_batch(int op, int kind, bq *q, int n, long reps)
{
#if FLOAT
    if (kind != 0) {
        batch_float(op, q, n, reps);
        return;
    }
#endif
    (void)kind;
    batch_fix(op, q, n, reps);
}

static int op_by_name(const char *s)
{
    int i;
    for (i = 0; i < OP_COUNT; i++) {
        if (strcmp(s, op_names[i]) == 0) {
            return i;
        }
    }
    return -1;
}

#ifndef BENCH_TARGET
// ---- host -------------------------------------------------------------------
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static char *scene;
static size_t scene_len;

static int load(const char *path)
{
    FILE *f = fopen(path, "rb");
    size_t cap = 1 << 16, got;
    if (!f) {
        return 0;
    }
    scene = malloc(cap);
    while (scene && (got = fread(scene + scene_len, 1, cap - scene_len, f)) > 0) {
        scene_len += got;
        if (scene_len == cap) {
            cap *= 2;
            scene = realloc(scene, cap);
        }
    }
    fclose(f);
    return scene != NULL;
}

static bq *collect(int op, int *n)
{
    cursor c;
    int cap = 64;
    bq *q = malloc((size_t)cap * sizeof *q);
    *n = 0;
    c.p = scene;
    c.end = scene + scene_len;
    while (q) {
        if (*n == cap) {
            cap *= 2;
            q = realloc(q, (size_t)cap * sizeof *q);
            if (!q) {
                break;
            }
        }
        if (!next_query(&c, op, &q[*n])) {
            break;
        }
        (*n)++;
    }
    if (!q) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return q;
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

// ns per item: reps grown until a batch takes 20 ms, then median of 5.
static double time_batch(int op, int kind, bq *q, int n)
{
    long reps = 1;
    double t[5];
    int i;
    for (;;) {
        double t0 = now_ns();
        run_batch(op, kind, q, n, reps);
        if (now_ns() - t0 >= 2e7 || reps > (1L << 28)) {
            break;
        }
        reps *= 2;
    }
    for (i = 0; i < 5; i++) {
        double t0 = now_ns();
        run_batch(op, kind, q, n, reps);
        t[i] = now_ns() - t0;
    }
    qsort(t, 5, sizeof t[0], cmp_double);
    return t[2] / ((double)reps * n * items_per_query(op));
}

// Hit/miss (sweep: miss/hit/overlap) of fixcol against the float baseline.
static int disagreements(int op, bq *q, int n)
{
    int i, d = 0;
    for (i = 0; i < n; i++) {
        fc_mtv m;
        bl_mtv fm;
        fc_sweep s;
        bl_sweep fs;
        int a, b;
        switch (op) {
        case OP_CC:
            a = fc_circle_circle_mtv(&q[i].ca, &q[i].cb, &m);
            b = bl_circle_circle_mtv(&q[i].fca, &q[i].fcb, &fm);
            break;
        case OP_PC:
            a = fc_poly_circle_mtv(&q[i].pa, &q[i].cb, &m);
            b = bl_poly_circle_mtv(&q[i].fa, &q[i].fcb, &fm);
            break;
        case OP_SWEEP:
            a = fc_poly_sweep(&q[i].pa, &q[i].pb, &q[i].v, &s);
            b = bl_poly_sweep(&q[i].fa, &q[i].fb, q[i].vx, q[i].vy, &fs);
            break;
        default:
            a = fc_poly_poly_mtv(&q[i].pa, &q[i].pb, &m);
            b = bl_poly_poly_mtv(&q[i].fa, &q[i].fb, &fm);
            break;
        }
        d += a != b;
    }
    return d;
}

int main(int argc, char **argv)
{
    int op, n;
    bq *q;
    if (argc < 3 || !load(argv[1])) {
        fprintf(stderr, "usage: bench SCENE.vec time | count OP fix|float REPS\n");
        return 2;
    }
    if (strcmp(argv[2], "count") == 0 && argc == 6) {
        op = op_by_name(argv[3]);
        if (op < 0) {
            return 2;
        }
        q = collect(op, &n);
        run_batch(op, strcmp(argv[4], "float") == 0, q, n, atol(argv[5]));
        printf("items %d\n", n * items_per_query(op));
        return 0;
    }
    if (strcmp(argv[2], "time") != 0) {
        return 2;
    }
    for (op = 0; op < OP_COUNT; op++) {
        q = collect(op, &n);
        if (n > 0) {
            double fix = time_batch(op, 0, q, n), flt = time_batch(op, 1, q, n);
            printf("time %s %d %.2f %.2f %d\n", op_names[op], n * items_per_query(op), fix, flt,
                   op == OP_BUILD8 || op == OP_MUL ? 0 : disagreements(op, q, n));
        }
        free(q);
    }
    return 0;
}

#else
// ---- target images ----------------------------------------------------------
// Where "OP KIND REPS" comes from:
//   default (Cortex-M, qemu-system-arm): the semihosting command line;
//   BENCH_ARGV (ARM7TDMI under qemu-arm with newlib rdimon, 6502 under
//     sim65): argv; the console is putchar;
//   BENCH_CMDLINE_EXTERN (Z80/SM83 under ucsim, GBA under mGBA; no
//     command line): bench_cmdline[], compiled in from a separate object.
#ifndef BENCH_CHUNK
#  define BENCH_CHUNK 4
#endif

extern const char bench_scene[];
extern const unsigned long bench_scene_len;

static bq chunk[BENCH_CHUNK];

#if defined(BENCH_ARGV)
#  include <stdio.h>
void fc_port_putc(int c);
void fc_port_putc(int c)
{
    putchar(c);
}
#elif defined(BENCH_CMDLINE_EXTERN)
extern const char bench_cmdline[];
void fc_port_putc(int c);
#else
static int semihost(int op, void *arg)
{
    register int r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

void fc_port_putc(int c);
#endif

// "word N\n" on the console.
static void put_line(const char *w, long v)
{
    char d[12];
    int k = 0;
    while (*w) {
        fc_port_putc(*w++);
    }
    fc_port_putc(' ');
    do {
        d[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0 && k < 12);
    while (k > 0) {
        fc_port_putc(d[--k]);
    }
    fc_port_putc('\n');
}

#if defined(BENCH_ARGV)
int main(int argc, char **argv)
#else
int main(void)
#endif
{
    char *w[4];
    int op, kind, n;
    long reps = 0, total = 0;
    char *p;
    cursor c;
#if defined(BENCH_ARGV)
    if (argc != 4) {
        return 4;
    }
    w[1] = argv[1];
    w[2] = argv[2];
    w[3] = argv[3];
#else
    static char line[80];
    int nw = 0;
#  if defined(BENCH_CMDLINE_EXTERN)
    strncpy(line, bench_cmdline, sizeof line - 1);
#  else
    void *block[2];
#    if defined(__ARM_FP)
    // M4F: enable CP10/CP11 before any float instruction runs
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#    endif
    block[0] = line;
    block[1] = (void *)(uintptr_t)(sizeof line - 1);
    if (semihost(0x15, block) != 0) {   // SYS_GET_CMDLINE
        return 3;
    }
#  endif
    // "image OP KIND REPS"
    for (p = line; *p && nw < 4;) {
        while (*p == ' ') {
            *p++ = '\0';
        }
        if (*p) {
            w[nw++] = p;
        }
        while (*p && *p != ' ') {
            p++;
        }
    }
    if (nw != 4) {
        return 4;
    }
    *p = '\0';
#endif
    if ((op = op_by_name(w[1])) < 0) {
        return 4;
    }
    kind = strcmp(w[2], "float") == 0;
    for (p = w[3]; *p >= '0' && *p <= '9'; p++) {
        reps = reps * 10 + (*p - '0');
    }
    c.p = bench_scene;
    c.end = bench_scene + bench_scene_len;
    do {
        for (n = 0; n < BENCH_CHUNK && next_query(&c, op, &chunk[n]); n++) {
        }
        run_batch(op, kind, chunk, n, reps);
        total += n;
    } while (n == BENCH_CHUNK);
    put_line("items", total * items_per_query(op));
    return 0;
}
#endif
