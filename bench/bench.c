// fixcol benchmark harness: the same source for the host and for every
// target image.
//
// The query lines (the conformance protocol) are parsed and their shapes
// built first, fixcol's and the float baseline's. Then one op's loop runs
// over them, `reps` times, calling the library through a wrapper in
// bench/calls.c (its own translation unit, so the call is never inlined).
// The scripts run the same loop a second time with the wrappers' no-op
// twins (CALL = noop): everything but the library call is identical in the
// two runs, so the difference of their counts is the cost of the calls.
//
// Host:   bench SCENE.vec time                  ns per query (with the
//                                               call minus without it),
//                                               and the float cross-check
//         bench SCENE.vec count OP KIND CALL R  one run (for callgrind)
// Target: the scene is compiled in (bench_scene[], already tokenised); the
//         command line gives "OP KIND CALL R"; shapes are built in chunks
//         of BENCH_CHUNK queries (RAM is 16 KB on the M0), each chunk's
//         loop run R times.
//
// OP:   pp8-mtv pp8-yn pp8-yn-hit pp8-yn-miss pp8-contact pp4-mtv ppn-mtv
//       cc-yn cc-mtv pc-mtv sweep build8 mul sw-far sw-near sw-hit cc-sweep
//       rayc pc-sweep cb-sweep dist8 dist-pc
// KIND: fix float        CALL: call noop (the same length: on the 6502, argv
//       sits on the stack, and a shifted stack crosses pages elsewhere)
#if !defined(BENCH_TARGET) && !defined(_POSIX_C_SOURCE)
#  define _POSIX_C_SOURCE 199309L   // clock_gettime
#endif
#include <stdint.h>
#include <string.h>

#include "fixcol.h"
#include "baseline.h"
#include "calls.h"

#if defined(__GNUC__)
#  define NOINLINE __attribute__((noinline))
#else
#  define NOINLINE
#endif

static const char *const op_names[OP_COUNT] = {
    "pp8-mtv", "pp8-yn", "pp8-yn-hit", "pp8-yn-miss", "pp8-contact", "pp4-mtv", "ppn-mtv",
    "cc-yn", "cc-mtv", "pc-mtv", "sweep", "build8", "mul",
    "sw-far", "sw-near", "sw-hit", "cc-sweep", "rayc", "pc-sweep", "cb-sweep", "dist8", "dist-pc"
};

// The kinds of query line.
#define LINE_PP    1
#define LINE_SWEEP 2
#define LINE_CC    3
#define LINE_PC    4
#define LINE_MUL   5
#define LINE_SWEEPX 6   // generic shapes: c, b, p as the codes 1, 2, 3
#define LINE_DIST  7
#define LINE_RAYC  8

// What a query holds, by the ops an image measures.
#define HAS_DIST (HAS(OP_DIST8) || HAS(OP_DIST_PC))
#define NEED_PA (HAS_POLY || HAS(OP_PC_MTV) || HAS(OP_PC_SWEEP) || HAS_DIST)
#define NEED_PB (HAS_POLY || HAS(OP_DIST8))
#define NEED_V (HAS_POLY || HAS(OP_CC_SWEEP) || HAS(OP_PC_SWEEP) || HAS(OP_CB_SWEEP))
#define NEED_CA (HAS_CC || HAS(OP_CC_SWEEP) || HAS(OP_CB_SWEEP))
#define NEED_CB (HAS_CC || HAS(OP_PC_MTV) || HAS(OP_CC_SWEEP) || HAS(OP_RAYC) \
                 || HAS(OP_PC_SWEEP) || HAS(OP_DIST_PC))

typedef struct bq {
#if NEED_PA
    fc_poly pa;
    fc_vec ra[FC_MAX_VERTS];                     // raw points (build8)
    int na;
#endif
#if NEED_PB
    fc_poly pb;
    int nb;
    fc_vec rb[FC_MAX_VERTS];
#endif
#if NEED_V
    fc_vec v;
#endif
#if NEED_CA
    fc_circle ca;
#endif
#if NEED_CB
    fc_circle cb;
#endif
#if HAS(OP_CB_SWEEP)
    fc_box box;
#endif
#if HAS(OP_RAYC)
    fc_ray ray;
#endif
#if HAS_DIST
    fc_shape sa, sb;                             // a polygon's points into pa, pb
#endif
#if HAS(OP_MUL)
    fc_fixed ma, mb;
#endif
#if HAS_FLOAT
#  if NEED_PA
    bl_poly fa;
    float xa[2 * FC_MAX_VERTS];
#  endif
#  if NEED_PB || HAS(OP_CB_SWEEP)
    bl_poly fb;                                  // B, or the box as a 4-gon
    float xb[2 * FC_MAX_VERTS];
#  endif
#  if NEED_V
    float vx, vy;
#  endif
#  if NEED_CA
    bl_circle fca;
#  endif
#  if NEED_CB
    bl_circle fcb;
#  endif
#  if HAS(OP_RAYC)
    float rox, roy, rdx, rdy;
#  endif
#  if HAS(OP_MUL)
    float fma, fmb;
#  endif
#endif
} bq;

volatile unsigned bench_sink;

// ---- parsing (not measured) -------------------------------------------------

#define MAX_TOK (4 * FC_MAX_VERTS + 8)

#ifndef BENCH_TARGET
typedef struct cursor {
    const char *p, *end;
} cursor;

static int line_kind(const char *w)
{
    return strcmp(w, "pp") == 0 ? LINE_PP
         : strcmp(w, "sweep") == 0 ? LINE_SWEEP
         : strcmp(w, "cc") == 0 ? LINE_CC
         : strcmp(w, "pc") == 0 ? LINE_PC
         : strcmp(w, "mul") == 0 ? LINE_MUL
         : strcmp(w, "sweepx") == 0 ? LINE_SWEEPX
         : strcmp(w, "dist") == 0 ? LINE_DIST
         : strcmp(w, "rayc") == 0 ? LINE_RAYC : 0;
}

// Next line of the text: its kind and up to MAX_TOK integers. 0 at the end.
static int next_line(cursor *c, int *kind, int32_t *tok, int *ntok)
{
    char op[16];
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
            if (e - c->p >= 1 && (*c->p == 'c' || *c->p == 'b' || *c->p == 'p')
                && (e - c->p == 1 || c->p[1] == ' ' || c->p[1] == '\t' || c->p[1] == '\r')) {
                // a shape word: its kind (FC_SHAPE_CIRCLE, _BOX, _POLY)
                v = *c->p == 'c' ? 1u : *c->p == 'b' ? 2u : 3u;
                c->p++;
                if (n >= 0 && n < MAX_TOK) {
                    tok[n++] = (int32_t)v;
                }
                continue;
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
        if (n < 0 || (*kind = line_kind(op)) == 0) {
            continue;
        }
        *ntok = n;
        return 1;
    }
    return 0;
}
#else
// Targets: bench.py has tokenised the lines: per line its kind, its count
// of integers, and the integers (bench_scene_len int32s in all).
typedef struct cursor {
    const int32_t *p, *end;
} cursor;

static int next_line(cursor *c, int *kind, int32_t *tok, int *ntok)
{
    int i, n;
    while (c->end - c->p >= 2) {
        *kind = (int)c->p[0];
        n = (int)c->p[1];
        if (n < 0 || n > c->end - c->p - 2) {
            return 0;
        }
        c->p += 2;
        if (n > MAX_TOK) {
            c->p += n;
            continue;
        }
        for (i = 0; i < n; i++) {
            tok[i] = *c->p++;
        }
        *ntok = n;
        return 1;
    }
    return 0;
}
#endif

#if HAS_FLOAT
static float tof(int32_t v)
{
    return (float)v / 65536.0f;
}
#  define TOF(dst, v) ((dst) = tof(v))
#else
#  define TOF(dst, v) ((void)0)
#endif

#if NEED_PA
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

#if NEED_CA || NEED_CB
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

#if HAS_FLOAT
#  define FLT(x) (x)
#else
#  define FLT(x) 0
#endif

#if HAS_POLY
// The polygon pairs an op takes: 8, 8-gons; 4, 4-gons; 0, any other pair;
// -1, none.
static int pair_size(int op)
{
    switch (op) {
    case OP_PP8_MTV: case OP_PP8_YN: case OP_PP8_YN_HIT: case OP_PP8_YN_MISS:
    case OP_PP8_CONTACT: case OP_BUILD8:
        return 8;
    case OP_PP4_MTV:
        return 4;
    case OP_PPN_MTV:
        return 0;
    default:
        return -1;
    }
}
#endif

#if HAS_MOTION
// The motion and distance ops' lines: the line kind and the kinds of
// shape A and B each takes (FC_SHAPE_*).
static int motion_kinds(int op, int *ka, int *kb)
{
    int line = LINE_SWEEPX;
    *ka = FC_SHAPE_POLY;
    *kb = FC_SHAPE_POLY;
    switch (op) {
    case OP_CC_SWEEP:
        *ka = *kb = FC_SHAPE_CIRCLE;
        break;
    case OP_PC_SWEEP:
        *kb = FC_SHAPE_CIRCLE;
        break;
    case OP_CB_SWEEP:
        *ka = FC_SHAPE_CIRCLE;
        *kb = FC_SHAPE_BOX;
        break;
    case OP_DIST8:
        line = LINE_DIST;
        break;
    case OP_DIST_PC:
        line = LINE_DIST;
        *kb = FC_SHAPE_CIRCLE;
        break;
    case OP_RAYC:
        line = LINE_RAYC;
        break;
    default:
        break;
    }
    return line;
}

// Reads shape b (0 for A, 1 for B) of kind k at tok[*pos] into q; 0 when
// malformed or not buildable.
static int read_shape(const int32_t *tok, int ntok, int *pos, int k, int b, bq *q)
{
    if (*pos >= ntok || tok[*pos] != k) {
        return 0;
    }
    (*pos)++;
#  if NEED_PA || NEED_PB
    if (k == FC_SHAPE_POLY) {
#    if NEED_PB
        if (b != 0) {
            return read_poly(tok, ntok, pos, q->rb, FLT(q->xb), &q->nb)
                   && build_convex(q->rb, q->nb, &q->pb);
        }
#    endif
        return b == 0 && read_poly(tok, ntok, pos, q->ra, FLT(q->xa), &q->na)
               && build_convex(q->ra, q->na, &q->pa);
    }
#  endif
#  if NEED_CA || NEED_CB
    if (k == FC_SHAPE_CIRCLE && *pos + 3 <= ntok) {
        fc_circle *c = NULL;
        bl_circle *f = NULL;
#    if NEED_CA
        if (b == 0) {
            c = &q->ca;
            f = FLT(&q->fca);
        }
#    endif
#    if NEED_CB
        if (b != 0) {
            c = &q->cb;
            f = FLT(&q->fcb);
        }
#    endif
        if (c == NULL) {
            return 0;
        }
        read_circle(tok + *pos, c, f);
        *pos += 3;
        return fc_circle_check(c) == FC_OK;
    }
#  endif
#  if HAS(OP_CB_SWEEP)
    if (k == FC_SHAPE_BOX && b != 0 && *pos + 4 <= ntok) {
        fc_box *x = &q->box;
        x->min.x = tok[*pos];
        x->min.y = tok[*pos + 1];
        x->max.x = tok[*pos + 2];
        x->max.y = tok[*pos + 3];
        *pos += 4;
#    if HAS_FLOAT
        TOF(q->xb[0], x->min.x);
        TOF(q->xb[1], x->min.y);
        TOF(q->xb[2], x->max.x);
        TOF(q->xb[3], x->min.y);
        TOF(q->xb[4], x->max.x);
        TOF(q->xb[5], x->max.y);
        TOF(q->xb[6], x->min.x);
        TOF(q->xb[7], x->max.y);
        bl_poly_build(q->xb, 4, &q->fb);
#    endif
        return fc_box_check(x) == FC_OK;
    }
#  endif
    (void)b;
    (void)q;
    return 0;
}

#  if HAS_DIST
// The shapes of a distance query point into the query itself: set again
// whenever the query moves.
static void relink(bq *q)
{
    (void)fc_shape_poly(&q->sa, &q->pa);
#    if NEED_PB
    if (q->sb.kind == FC_SHAPE_POLY) {
        (void)fc_shape_poly(&q->sb, &q->pb);
    }
#    endif
}
#  endif

#  if HAS(OP_SW_FAR) || HAS(OP_SW_NEAR) || HAS(OP_SW_HIT)
// A polygon sweep's class: OP_SW_HIT when A touches B on the way,
// OP_SW_FAR when even their swept boxes are apart, else OP_SW_NEAR.
static int sweep_class(const bq *q)
{
    fc_sweep s;
    const fc_box *a = &q->pa.box, *b = &q->pb.box;
    if (fc_poly_sweep(&q->pa, &q->pb, &q->v, &s) != 0) {
        return OP_SW_HIT;
    }
    if ((q->v.x < 0 ? a->min.x + q->v.x : a->min.x) > b->max.x
        || (q->v.x > 0 ? a->max.x + q->v.x : a->max.x) < b->min.x
        || (q->v.y < 0 ? a->min.y + q->v.y : a->min.y) > b->max.y
        || (q->v.y > 0 ? a->max.y + q->v.y : a->max.y) < b->min.y) {
        return OP_SW_FAR;
    }
    return OP_SW_NEAR;
}
#  endif

// A motion or distance line for op into q: 1 when it is one of op's.
static int motion_query(int op, int kind, const int32_t *tok, int ntok, bq *q)
{
    int ka, kb, pos = 0;
    if (kind != motion_kinds(op, &ka, &kb)) {
        return 0;
    }
#  if HAS(OP_RAYC)
    if (kind == LINE_RAYC) {
        if (ntok != 7) {
            return 0;
        }
        q->ray.origin.x = tok[0];
        q->ray.origin.y = tok[1];
        q->ray.delta.x = tok[2];
        q->ray.delta.y = tok[3];
        TOF(q->rox, tok[0]);
        TOF(q->roy, tok[1]);
        TOF(q->rdx, tok[2]);
        TOF(q->rdy, tok[3]);
        read_circle(tok + 4, &q->cb, FLT(&q->fcb));
        return fc_circle_check(&q->cb) == FC_OK;
    }
#  endif
    if (!read_shape(tok, ntok, &pos, ka, 0, q) || !read_shape(tok, ntok, &pos, kb, 1, q)
        || pos + (kind == LINE_SWEEPX ? 2 : 0) != ntok) {
        return 0;
    }
#  if HAS_FLOAT && NEED_PA
    if (ka == FC_SHAPE_POLY) {
        bl_poly_build(q->xa, q->na, &q->fa);
    }
#  endif
#  if HAS_FLOAT && NEED_PB
    if (kb == FC_SHAPE_POLY) {
        bl_poly_build(q->xb, q->nb, &q->fb);
    }
#  endif
#  if NEED_V
    if (kind == LINE_SWEEPX) {
        q->v.x = tok[pos];
        q->v.y = tok[pos + 1];
        TOF(q->vx, tok[pos]);
        TOF(q->vy, tok[pos + 1]);
    }
#  endif
#  if HAS_DIST
    if (kind == LINE_DIST) {
        q->sb.kind = (uint8_t)kb;
        if (kb == FC_SHAPE_CIRCLE) {
#    if NEED_CB
            (void)fc_shape_circle(&q->sb, &q->cb);
#    endif
        }
        relink(q);
    }
#  endif
#  if HAS(OP_SW_FAR) || HAS(OP_SW_NEAR) || HAS(OP_SW_HIT)
    if ((op == OP_SW_FAR || op == OP_SW_NEAR || op == OP_SW_HIT) && sweep_class(q) != op) {
        return 0;
    }
#  endif
    return 1;
}
#endif

// Parses and builds the next query of op into *q. 0 at the end of the
// scene. Lines of other ops, queries whose shapes do not build (not
// convex, out of range), and for pp8-yn-hit (-miss) the pairs that miss
// (hit) are skipped.
static int next_query(cursor *c, int op, bq *q)
{
    static int32_t tok[MAX_TOK];   // static: cc65 allows 256 bytes of locals
    int kind, ntok, pos;
    while (next_line(c, &kind, tok, &ntok)) {
        pos = 0;
        (void)pos;
#if HAS_POLY
        if (kind == LINE_PP || kind == LINE_SWEEP) {
            int sweep = kind == LINE_SWEEP, size;
            if ((op == OP_SWEEP) != sweep
                || !read_poly(tok, ntok, &pos, q->ra, FLT(q->xa), &q->na)
                || !read_poly(tok, ntok, &pos, q->rb, FLT(q->xb), &q->nb)
                || pos + (sweep ? 2 : 0) != ntok) {
                continue;
            }
            size = q->na == 8 && q->nb == 8 ? 8 : q->na == 4 && q->nb == 4 ? 4 : 0;
            if ((!sweep && size != pair_size(op)) || !build_convex(q->ra, q->na, &q->pa)
                || !build_convex(q->rb, q->nb, &q->pb)) {
                continue;
            }
#  if HAS(OP_PP8_YN_HIT) || HAS(OP_PP8_YN_MISS)
            if ((op == OP_PP8_YN_HIT || op == OP_PP8_YN_MISS)
                && fc_poly_poly(&q->pa, &q->pb) != (op == OP_PP8_YN_HIT)) {
                continue;
            }
#  endif
#  if HAS_FLOAT
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
#if HAS_CC
        if (kind == LINE_CC) {
            if ((op != OP_CC_YN && op != OP_CC_MTV) || ntok != 6) {
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
#if HAS(OP_PC_MTV)
        if (kind == LINE_PC) {
            if (op != OP_PC_MTV || !read_poly(tok, ntok, &pos, q->ra, FLT(q->xa), &q->na)
                || pos + 3 != ntok || !build_convex(q->ra, q->na, &q->pa)) {
                continue;
            }
            read_circle(tok + pos, &q->cb, FLT(&q->fcb));
            if (fc_circle_check(&q->cb) != FC_OK) {
                continue;
            }
#  if HAS_FLOAT
            bl_poly_build(q->xa, q->na, &q->fa);
#  endif
            return 1;
        }
#endif
#if HAS_MOTION
        if (kind >= LINE_SWEEPX) {
            if (motion_query(op, kind, tok, ntok, q)) {
                return 1;
            }
            continue;
        }
#endif
#if HAS(OP_MUL)
        if (kind == LINE_MUL) {
            if (op != OP_MUL || ntok != 2) {
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

// ---- the measured loops -----------------------------------------------------

// Items per query: build8 builds both polygons of each pair.
static int items_per_query(int op)
{
    return op == OP_BUILD8 ? 2 : 1;
}

// The loops walk a pointer (p++), not q[i]: an index into these large
// structs costs a multiplication on the 8-bit targets. Each call's result
// goes into acc with an exclusive or, which costs the same for any value.
NOINLINE static void loop_fix(int op, const bench_fix *f, bq *q, int n, long reps)
{
    unsigned acc = 0;
    long r;
    int i;
    bq *p;
#if HAS_PP_MTV || HAS_CC || HAS(OP_PC_MTV)
    fc_mtv m;
#endif
#if HAS(OP_PP8_CONTACT)
    fc_manifold man;
#endif
#if HAS_PSWEEP || HAS(OP_CC_SWEEP) || HAS(OP_PC_SWEEP) || HAS(OP_CB_SWEEP)
    fc_sweep s;
#endif
#if HAS(OP_RAYC)
    fc_ray_hit rh;
#endif
#if HAS_DIST
    fc_distance dd;
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
#if HAS_PP_MTV
        case OP_PP8_MTV: case OP_PP4_MTV: case OP_PPN_MTV: {
            int (*call)(const fc_poly *, const fc_poly *, fc_mtv *) = f->poly_poly_mtv;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->pa, &p->pb, &m);
            }
            break;
        }
#endif
#if HAS_PP_YN
        case OP_PP8_YN: case OP_PP8_YN_HIT: case OP_PP8_YN_MISS: {
            int (*call)(const fc_poly *, const fc_poly *) = f->poly_poly;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->pa, &p->pb);
            }
            break;
        }
#endif
#if HAS(OP_PP8_CONTACT)
        case OP_PP8_CONTACT: {
            int (*call)(const fc_poly *, const fc_poly *, fc_manifold *) = f->poly_contact;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->pa, &p->pb, &man);
            }
            break;
        }
#endif
#if HAS(OP_CC_YN)
        case OP_CC_YN: {
            int (*call)(const fc_circle *, const fc_circle *) = f->circle_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->ca, &p->cb);
            }
            break;
        }
#endif
#if HAS(OP_CC_MTV)
        case OP_CC_MTV: {
            int (*call)(const fc_circle *, const fc_circle *, fc_mtv *) = f->circle_circle_mtv;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->ca, &p->cb, &m);
            }
            break;
        }
#endif
#if HAS(OP_PC_MTV)
        case OP_PC_MTV: {
            int (*call)(const fc_poly *, const fc_circle *, fc_mtv *) = f->poly_circle_mtv;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->pa, &p->cb, &m);
            }
            break;
        }
#endif
#if HAS_PSWEEP
        case OP_SWEEP: case OP_SW_FAR: case OP_SW_NEAR: case OP_SW_HIT: {
            int (*call)(const fc_poly *, const fc_poly *, const fc_vec *, fc_sweep *)
                = f->poly_sweep;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->pa, &p->pb, &p->v, &s);
            }
            break;
        }
#endif
#if HAS(OP_CC_SWEEP)
        case OP_CC_SWEEP: {
            int (*call)(const fc_circle *, const fc_circle *, const fc_vec *, fc_sweep *)
                = f->circle_sweep_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->ca, &p->cb, &p->v, &s);
            }
            break;
        }
#endif
#if HAS(OP_RAYC)
        case OP_RAYC: {
            int (*call)(const fc_ray *, const fc_circle *, fc_ray_hit *) = f->ray_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->ray, &p->cb, &rh);
            }
            break;
        }
#endif
#if HAS(OP_PC_SWEEP)
        case OP_PC_SWEEP: {
            int (*call)(const fc_poly *, const fc_circle *, const fc_vec *, fc_sweep *)
                = f->poly_sweep_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->pa, &p->cb, &p->v, &s);
            }
            break;
        }
#endif
#if HAS(OP_CB_SWEEP)
        case OP_CB_SWEEP: {
            int (*call)(const fc_circle *, const fc_box *, const fc_vec *, fc_sweep *)
                = f->circle_sweep_box;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->ca, &p->box, &p->v, &s);
            }
            break;
        }
#endif
#if HAS_DIST
        case OP_DIST8: case OP_DIST_PC: {
            int (*call)(const fc_shape *, const fc_shape *, fc_distance *) = f->shape_distance;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->sa, &p->sb, &dd);
            }
            break;
        }
#endif
#if HAS(OP_BUILD8)
        case OP_BUILD8: {
            int (*call)(const fc_vec *, int, fc_poly *) = f->poly_build;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(p->ra, p->na, &tmp);
                acc ^= (unsigned)call(p->rb, p->nb, &tmp);
            }
            break;
        }
#endif
#if HAS(OP_MUL)
        case OP_MUL: {
            int (*call)(fc_fixed, fc_fixed, fc_fixed *) = f->mul;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(p->ma, p->mb, &prod);
            }
            break;
        }
#endif
        default:
            break;
        }
    }
    (void)p;
    (void)i;
    bench_sink ^= acc;
}

#if HAS_FLOAT
NOINLINE static void loop_float(int op, const bench_float *f, bq *q, int n, long reps)
{
    unsigned acc = 0;
    long r;
    int i;
    bq *p;
#  if HAS_PP_MTV || HAS_CC || HAS(OP_PC_MTV)
    bl_mtv m;
#  endif
#  if HAS(OP_PP8_CONTACT)
    bl_manifold man;
#  endif
#  if HAS_PSWEEP
    bl_sweep s;
#  endif
#  if HAS(OP_CC_SWEEP) || HAS(OP_RAYC) || HAS(OP_PC_SWEEP) || HAS(OP_CB_SWEEP)
    bl_ray_hit rh;
#  endif
#  if HAS_DIST
    bl_distance dd;
#  endif
#  if HAS(OP_BUILD8)
    static bl_poly tmp;
#  endif
#  if HAS(OP_MUL)
    float prod;
#  endif
    for (r = 0; r < reps; r++) {
        p = q;
        switch (op) {
#  if HAS_PP_MTV
        case OP_PP8_MTV: case OP_PP4_MTV: case OP_PPN_MTV: {
            int (*call)(const bl_poly *, const bl_poly *, bl_mtv *) = f->poly_poly_mtv;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fb, &m);
            }
            break;
        }
#  endif
#  if HAS_PP_YN
        case OP_PP8_YN: case OP_PP8_YN_HIT: case OP_PP8_YN_MISS: {
            int (*call)(const bl_poly *, const bl_poly *) = f->poly_poly;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fb);
            }
            break;
        }
#  endif
#  if HAS(OP_PP8_CONTACT)
        case OP_PP8_CONTACT: {
            int (*call)(const bl_poly *, const bl_poly *, bl_manifold *) = f->poly_contact;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fb, &man);
            }
            break;
        }
#  endif
#  if HAS(OP_CC_YN)
        case OP_CC_YN: {
            int (*call)(const bl_circle *, const bl_circle *) = f->circle_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fca, &p->fcb);
            }
            break;
        }
#  endif
#  if HAS(OP_CC_MTV)
        case OP_CC_MTV: {
            int (*call)(const bl_circle *, const bl_circle *, bl_mtv *) = f->circle_circle_mtv;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fca, &p->fcb, &m);
            }
            break;
        }
#  endif
#  if HAS(OP_PC_MTV)
        case OP_PC_MTV: {
            int (*call)(const bl_poly *, const bl_circle *, bl_mtv *) = f->poly_circle_mtv;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fcb, &m);
            }
            break;
        }
#  endif
#  if HAS_PSWEEP
        case OP_SWEEP: case OP_SW_FAR: case OP_SW_NEAR: case OP_SW_HIT: {
            int (*call)(const bl_poly *, const bl_poly *, float, float, bl_sweep *)
                = f->poly_sweep;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fb, p->vx, p->vy, &s);
            }
            break;
        }
#  endif
#  if HAS(OP_CC_SWEEP)
        case OP_CC_SWEEP: {
            int (*call)(const bl_circle *, const bl_circle *, float, float, bl_ray_hit *)
                = f->circle_sweep_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fca, &p->fcb, p->vx, p->vy, &rh);
            }
            break;
        }
#  endif
#  if HAS(OP_RAYC)
        case OP_RAYC: {
            int (*call)(float, float, float, float, const bl_circle *, bl_ray_hit *)
                = f->ray_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(p->rox, p->roy, p->rdx, p->rdy, &p->fcb, &rh);
            }
            break;
        }
#  endif
#  if HAS(OP_PC_SWEEP)
        case OP_PC_SWEEP: {
            int (*call)(const bl_poly *, const bl_circle *, float, float, bl_ray_hit *)
                = f->poly_sweep_circle;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fcb, p->vx, p->vy, &rh);
            }
            break;
        }
#  endif
#  if HAS(OP_CB_SWEEP)
        case OP_CB_SWEEP: {
            int (*call)(const bl_circle *, const bl_poly *, float, float, bl_ray_hit *)
                = f->circle_sweep_poly;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fca, &p->fb, p->vx, p->vy, &rh);
            }
            break;
        }
#  endif
#  if HAS(OP_DIST8)
        case OP_DIST8: {
            int (*call)(const bl_poly *, const bl_poly *, bl_distance *) = f->poly_distance;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fb, &dd);
            }
            break;
        }
#  endif
#  if HAS(OP_DIST_PC)
        case OP_DIST_PC: {
            int (*call)(const bl_poly *, const bl_circle *, bl_distance *)
                = f->poly_circle_distance;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(&p->fa, &p->fcb, &dd);
            }
            break;
        }
#  endif
#  if HAS(OP_BUILD8)
        case OP_BUILD8: {
            int (*call)(const float *, int, bl_poly *) = f->poly_build;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(p->xa, p->na, &tmp);
                acc ^= (unsigned)call(p->xb, p->nb, &tmp);
            }
            break;
        }
#  endif
#  if HAS(OP_MUL)
        case OP_MUL: {
            int (*call)(float, float, float *) = f->mul;
            for (i = 0; i < n; i++, p++) {
                acc ^= (unsigned)call(p->fma, p->fmb, &prod);
            }
            break;
        }
#  endif
        default:
            break;
        }
    }
    (void)p;
    (void)i;
    bench_sink ^= acc;
}
#endif

// The wrapper tables, both filled in every run (so that filling them costs
// the same with and without the calls); a run picks one by index.
static bench_fix fix_calls[2];
#if HAS_FLOAT
static bench_float float_calls[2];
#endif

static void calls_init(void)
{
    bench_fix_calls(0, &fix_calls[0]);
    bench_fix_calls(1, &fix_calls[1]);
#if HAS_FLOAT
    bench_float_calls(0, &float_calls[0]);
    bench_float_calls(1, &float_calls[1]);
#endif
}

static void run_loop(int op, int kind, int nop, bq *q, int n, long reps)
{
#if HAS_FLOAT
    if (kind != 0) {
        loop_float(op, &float_calls[nop], q, n, reps);
        return;
    }
#endif
    (void)kind;
    loop_fix(op, &fix_calls[nop], q, n, reps);
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
    if (op == OP_DIST8 || op == OP_DIST_PC) {
        int i;
        for (i = 0; i < *n; i++) {
            relink(&q[i]);      // moved by realloc
        }
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

// Median of 5 timings of the loop, reps times over the n queries.
static double median_ns(int op, int kind, int nop, bq *q, int n, long reps)
{
    double t[5];
    int i;
    for (i = 0; i < 5; i++) {
        double t0 = now_ns();
        run_loop(op, kind, nop, q, n, reps);
        t[i] = now_ns() - t0;
    }
    qsort(t, 5, sizeof t[0], cmp_double);
    return t[2];
}

// ns per item of the calls: reps grown until a loop takes 20 ms, then the
// median of 5 with the calls minus the median of 5 with the no-op twins.
static double time_calls(int op, int kind, bq *q, int n)
{
    long reps = 1;
    for (;;) {
        double t0 = now_ns();
        run_loop(op, kind, 0, q, n, reps);
        if (now_ns() - t0 >= 2e7 || reps > (1L << 28)) {
            break;
        }
        reps *= 2;
    }
    return (median_ns(op, kind, 0, q, n, reps) - median_ns(op, kind, 1, q, n, reps))
           / ((double)reps * n * items_per_query(op));
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
        fc_manifold man;
        bl_manifold fman;
        fc_ray_hit fr;
        bl_ray_hit rh;
        fc_distance dd;
        bl_distance fd;
        int a, b;
        switch (op) {
        case OP_PP8_YN: case OP_PP8_YN_HIT: case OP_PP8_YN_MISS:
            a = fc_poly_poly(&q[i].pa, &q[i].pb);
            b = bl_poly_poly(&q[i].fa, &q[i].fb);
            break;
        case OP_PP8_CONTACT:
            a = fc_poly_contact(&q[i].pa, &q[i].pb, &man);
            b = bl_poly_contact(&q[i].fa, &q[i].fb, &fman);
            break;
        case OP_CC_YN:
            a = fc_circle_circle(&q[i].ca, &q[i].cb);
            b = bl_circle_circle(&q[i].fca, &q[i].fcb);
            break;
        case OP_CC_MTV:
            a = fc_circle_circle_mtv(&q[i].ca, &q[i].cb, &m);
            b = bl_circle_circle_mtv(&q[i].fca, &q[i].fcb, &fm);
            break;
        case OP_PC_MTV:
            a = fc_poly_circle_mtv(&q[i].pa, &q[i].cb, &m);
            b = bl_poly_circle_mtv(&q[i].fa, &q[i].fcb, &fm);
            break;
        case OP_SWEEP: case OP_SW_FAR: case OP_SW_NEAR: case OP_SW_HIT:
            a = fc_poly_sweep(&q[i].pa, &q[i].pb, &q[i].v, &s);
            b = bl_poly_sweep(&q[i].fa, &q[i].fb, q[i].vx, q[i].vy, &fs);
            break;
        case OP_CC_SWEEP:
            a = fc_circle_sweep_circle(&q[i].ca, &q[i].cb, &q[i].v, &s);
            b = bl_circle_sweep_circle(&q[i].fca, &q[i].fcb, q[i].vx, q[i].vy, &rh);
            break;
        case OP_RAYC:
            a = fc_ray_circle(&q[i].ray, &q[i].cb, &fr);
            b = bl_ray_circle(q[i].rox, q[i].roy, q[i].rdx, q[i].rdy, &q[i].fcb, &rh);
            break;
        case OP_PC_SWEEP:
            a = fc_poly_sweep_circle(&q[i].pa, &q[i].cb, &q[i].v, &s);
            b = bl_poly_sweep_circle(&q[i].fa, &q[i].fcb, q[i].vx, q[i].vy, &rh);
            break;
        case OP_CB_SWEEP:
            a = fc_circle_sweep_box(&q[i].ca, &q[i].box, &q[i].v, &s);
            b = bl_circle_sweep_poly(&q[i].fca, &q[i].fb, q[i].vx, q[i].vy, &rh);
            break;
        case OP_DIST8:
            a = fc_shape_distance(&q[i].sa, &q[i].sb, &dd);
            b = bl_poly_distance(&q[i].fa, &q[i].fb, &fd);
            break;
        case OP_DIST_PC:
            a = fc_shape_distance(&q[i].sa, &q[i].sb, &dd);
            b = bl_poly_circle_distance(&q[i].fa, &q[i].fcb, &fd);
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
        fprintf(stderr, "usage: bench SCENE.vec time | count OP fix|float call|noop REPS\n");
        return 2;
    }
    calls_init();
    if (strcmp(argv[2], "count") == 0 && argc == 7) {
        op = op_by_name(argv[3]);
        if (op < 0) {
            return 2;
        }
        q = collect(op, &n);
        run_loop(op, strcmp(argv[4], "float") == 0, argv[5][0] == 'n', q, n, atol(argv[6]));
        printf("items %d\n", n * items_per_query(op));
        return 0;
    }
    if (strcmp(argv[2], "time") != 0) {
        return 2;
    }
    for (op = 0; op < OP_COUNT; op++) {
        q = collect(op, &n);
        if (n > 0) {
            double fix = time_calls(op, 0, q, n), flt = time_calls(op, 1, q, n);
            printf("time %s %d %.2f %.2f %d\n", op_names[op], n * items_per_query(op), fix, flt,
                   op == OP_BUILD8 || op == OP_MUL ? 0 : disagreements(op, q, n));
        }
        free(q);
    }
    return 0;
}

#else
// ---- target images ----------------------------------------------------------
// Where "OP KIND CALL REPS" comes from:
//   default (Cortex-M, qemu-system-arm): the semihosting command line;
//   BENCH_ARGV (ARM7TDMI under qemu-arm with newlib rdimon, 6502 under
//     sim65): argv; the console is putchar;
//   BENCH_CMDLINE_EXTERN (Z80/SM83 under ucsim, GBA under mGBA; no
//     command line): bench_cmdline[], compiled in from a separate object.
#ifndef BENCH_CHUNK
#  define BENCH_CHUNK 4
#endif

extern const int32_t bench_scene[];
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
    char *w[5];
    int op, kind, nop, n;
    long reps = 0, total = 0;
    char *p;
    cursor c;
#if defined(BENCH_ARGV)
    if (argc != 5) {
        return 4;
    }
    w[1] = argv[1];
    w[2] = argv[2];
    w[3] = argv[3];
    w[4] = argv[4];
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
    // "image OP KIND CALL REPS"
    for (p = line; *p && nw < 5;) {
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
    if (nw != 5) {
        return 4;
    }
    *p = '\0';
#endif
    if ((op = op_by_name(w[1])) < 0) {
        return 4;
    }
    kind = strcmp(w[2], "float") == 0;
    nop = w[3][0] == 'n';
    for (p = w[4]; *p >= '0' && *p <= '9'; p++) {
        reps = reps * 10 + (*p - '0');
    }
    calls_init();
    c.p = bench_scene;
    c.end = bench_scene + bench_scene_len;
    do {
        for (n = 0; n < BENCH_CHUNK && next_query(&c, op, &chunk[n]); n++) {
        }
        run_loop(op, kind, nop, chunk, n, reps);
        total += n;
    } while (n == BENCH_CHUNK);
    put_line("items", total * items_per_query(op));
    return 0;
}
#endif
