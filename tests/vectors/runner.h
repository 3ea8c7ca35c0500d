// fixcol conformance runner: reads query lines of the VECTORS protocol and
// writes one answer line per query. Portable C in the library's subset, so
// the same source answers on every target; only the character source and
// sink differ (stdin/stdout on the host, a compiled-in text and the
// emulator's console on targets without files).
#ifndef FIXCOL_RUNNER_H
#define FIXCOL_RUNNER_H

#include "fixcol.h"

// Most numeric arguments a query with polygons can carry: two polygons of
// the largest capacity plus a few scalars. Lines with more tokens answer
// err syntax, unless a polygon count over the capacity was seen first
// (err count).
#define FC_RUN_POLY_ARGS (2 * (1 + 2 * FC_MAX_VERTS) + 8)

// Boxes a `pairs` query may carry (the protocol asks for at least 64),
// and the pairs the runner's buffer holds: all of them on the hosts; a
// target short of RAM holds none (0) or a few, and a query with more
// pairs is then answered from one box query per body (the same bytes).
#ifndef FC_RUN_MAX_BOXES
#  define FC_RUN_MAX_BOXES 64
#endif
#ifndef FC_RUN_PAIR_CAP
#  if defined(__SDCC) || defined(__CC65__)
#    define FC_RUN_PAIR_CAP 0
#  elif defined(__AVR__)
#    define FC_RUN_PAIR_CAP 64   // 16 KB of RAM hold the query text too
#  else
#    define FC_RUN_PAIR_CAP (FC_RUN_MAX_BOXES * (FC_RUN_MAX_BOXES - 1) / 2)
#  endif
#endif
#if 1 + 4 * FC_RUN_MAX_BOXES > FC_RUN_POLY_ARGS
#  define FC_RUN_BOX_ARGS (1 + 4 * FC_RUN_MAX_BOXES)
#else
#  define FC_RUN_BOX_ARGS FC_RUN_POLY_ARGS
#endif

// Shape kind words (`c`, `b`, `p`) a line may carry: the generic-shape ops
// take two. A word is stored in v as its character, and its position in
// word_pos; a line with a word answers err syntax unless its op takes
// shapes.
#define FC_RUN_MAX_WORDS 4

typedef struct fc_run_io {
    int (*get)(void *ctx);            // next byte, or -1 at the end
    void (*put)(int c, void *ctx);    // one output byte
    void *ctx;
} fc_run_io;

// The arguments of one line. v has room for cap values: FC_RUN_BOX_ARGS
// in a runner that answers `pairs`, FC_RUN_POLY_ARGS in one that does not
// (an 8-bit image of another op group keeps the RAM).
typedef struct fc_run_args {
    int32_t *v;
    int cap;
    int n;          // arguments stored in v
    int overflow;   // 1 when the line had more than cap
    int words;      // shape kind words stored (at most FC_RUN_MAX_WORDS)
    int word_pos[FC_RUN_MAX_WORDS];
} fc_run_args;

// The answer a handler builds; printed only once the handler succeeded.
typedef struct fc_run_out {
    const fc_run_io *io;
} fc_run_out;

// Errors a handler may return besides the library's FC_ERR_* codes.
#define FC_RUN_SYNTAX (-100)

typedef int (*fc_run_handler)(const fc_run_args *a, const fc_run_out *out);

typedef struct fc_run_op {
    const char *name;
    fc_run_handler fn;
} fc_run_op;

// Runs every line until the input ends. Returns the number of answers.
long fc_run(const fc_run_io *io);

// 1 when the line carried exactly n arguments.
int fc_run_argc_is(const fc_run_args *a, int n);

// Reads a polygon argument `N x1 y1 ... xN yN` starting at a->v[*pos]
// into pts and advances *pos: FC_ERR_COUNT when N is out of 3..capacity,
// FC_RUN_SYNTAX when the line is too short. Coordinates are not checked
// here: the library reports FC_ERR_RANGE itself.
int fc_run_poly(const fc_run_args *a, int *pos, fc_vec *pts, int *n);

// 1 when the line ended exactly at *pos.
int fc_run_at_end(const fc_run_args *a, int pos);

// Output helpers for handlers: each writes a space and then the token.
void fc_run_put_int(const fc_run_out *out, int32_t v);
void fc_run_put_wide(const fc_run_out *out, const fc_wide *w);
void fc_run_put_word(const fc_run_out *out, const char *word);

// The op tables, one per area of the library (ops_*.c).
extern const fc_run_op fc_run_ops_core[];
extern const fc_run_op fc_run_ops_geom[];
extern const fc_run_op fc_run_ops_collide[];
extern const fc_run_op fc_run_ops_ray[];
extern const fc_run_op fc_run_ops_contact[];
extern const fc_run_op fc_run_ops_shapes[];
extern const fc_run_op fc_run_ops_manifold[];
extern const fc_run_op fc_run_ops_dist[];
extern const fc_run_op fc_run_ops_sweepx[];

// Shared by the collision and contact ops (ops_shared.c): parsed points
// built into a convex fc_poly; two polygon arguments plus `extra` trailing numbers
// (token count checked before anything is built; *pos ends at the first
// extra number); the "miss" / "hit depth nx ny" answer.
int fc_run_build_convex(const fc_vec *p, int n, fc_poly *out);
int fc_run_convex_pair(const fc_run_args *a, int extra, fc_poly *pa, fc_poly *pb, int *pos);
void fc_run_put_hit(const fc_run_out *out, int rc, const fc_mtv *m);
// The "miss" / "hit nx ny K x1 y1 d1 [x2 y2 d2]" answer of a manifold.
void fc_run_put_manifold(const fc_run_out *out, int rc, const fc_manifold *m);
// The "miss" / "hit toi nx ny" / "overlap depth nx ny" answer of a sweep.
void fc_run_put_sweep(const fc_run_out *out, int rc, const fc_sweep *r);

// Shape arguments of the generic-shape ops (ops_shapeargs.c): two shapes
// and `extra` numbers read into fc_run_shape_a and _b, the token count
// checked, then their polygons built as convex fc_polys.
typedef struct fc_run_shape {
    fc_shape s;
    fc_vec pts[FC_MAX_VERTS];
    int n;
    fc_poly poly;
} fc_run_shape;
extern fc_run_shape fc_run_shape_a, fc_run_shape_b;   // static: small stacks
int fc_run_shape_pair(const fc_run_args *a, int extra, int *pos);

#endif // FIXCOL_RUNNER_H
