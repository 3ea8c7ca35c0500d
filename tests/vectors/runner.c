// The conformance runner's line reader, dispatcher and number printer.
//
// A line is read one byte at a time with no line buffer, so any length is
// accepted: the op token is echoed to the output as it is read (the answer
// starts with it), numbers are parsed into a fixed argument array, and the
// handler of the op prints the rest once the line has ended.
#include "runner.h"

// Ops are matched on their first characters; no op name is this long.
#define OP_MAX 16

// FC_RUN_GROUPS: the op tables this build answers, as a bit mask (1 core,
// 2 geometry, 4 collision pairs and sweeps, 8 rays, 16 contacts and
// concave shapes, 32 generic shapes and the broadphase, 64 manifolds of
// any two shapes, 128 distances, 256 sweeps of any two shapes). All by
// default; a target whose code space cannot hold
// the whole library builds one runner per group, linked against the
// library as an archive so that only the modules a group needs come in,
// and its port sends each query to the runner of its group.
#ifndef FC_RUN_GROUPS
#  define FC_RUN_GROUPS 511
#endif

static const fc_run_op *const op_tables[] = {
#if FC_RUN_GROUPS & 1
    fc_run_ops_core,
#endif
#if FC_RUN_GROUPS & 2
    fc_run_ops_geom,
#endif
#if FC_RUN_GROUPS & 4
    fc_run_ops_collide,
#endif
#if FC_RUN_GROUPS & 8
    fc_run_ops_ray,
#endif
#if FC_RUN_GROUPS & 16
    fc_run_ops_contact,
#endif
#if FC_RUN_GROUPS & 32
    fc_run_ops_shapes,
#endif
#if FC_RUN_GROUPS & 64
    fc_run_ops_manifold,
#endif
#if FC_RUN_GROUPS & 128
    fc_run_ops_dist,
#endif
#if FC_RUN_GROUPS & 256
    fc_run_ops_sweepx,
#endif
    0
};

#if FC_RUN_GROUPS & 480
// 1 when op is in table t.
static int in_table(const fc_run_op *op, const fc_run_op *t)
{
    int i;
    for (i = 0; t[i].name != 0; i++) {
        if (op == &t[i]) {
            return 1;
        }
    }
    return 0;
}
#endif

// 1 when op takes shape kind words (the generic-shape ops).
#if FC_RUN_GROUPS & 32
#  define IN_SHAPES(op) in_table((op), fc_run_ops_shapes)
#else
#  define IN_SHAPES(op) 0
#endif
#if FC_RUN_GROUPS & 64
#  define IN_MANIFOLD(op) in_table((op), fc_run_ops_manifold)
#else
#  define IN_MANIFOLD(op) 0
#endif
#if FC_RUN_GROUPS & 128
#  define IN_DIST(op) in_table((op), fc_run_ops_dist)
#else
#  define IN_DIST(op) 0
#endif
#if FC_RUN_GROUPS & 256
#  define IN_SWEEPX(op) in_table((op), fc_run_ops_sweepx)
#else
#  define IN_SWEEPX(op) 0
#endif
#if FC_RUN_GROUPS & 480
#  define takes_words(op) (IN_SHAPES(op) || IN_MANIFOLD(op) || IN_DIST(op) || IN_SWEEPX(op))
#else
#  define takes_words(op) 0
#endif

// The first byte of a shape kind word (`c`, `b` or `p`, alone).
static int is_kind(int c)
{
    return c == 'c' || c == 'b' || c == 'p';
}

// Tokens are separated by spaces and tabs only: any other byte, a
// carriage return included, belongs to a token (so "mul 1 2\r" is a
// syntax error, as the protocol says).
static int is_blank(int c)
{
    return c == ' ' || c == '\t';
}

static int is_end(int c)
{
    return c == '\n' || c < 0;
}

static void put_str(const fc_run_io *io, const char *s)
{
    while (*s != '\0') {
        io->put((unsigned char)*s, io->ctx);
        s++;
    }
}

// Decimal digits of a magnitude below 10^9, at least `width` of them.
static void put_digits(const fc_run_io *io, uint32_t v, int width)
{
    char buf[10];
    int n = 0;
    do {
        buf[n++] = (char)('0' + (int)(v % 10u));
        v /= 10u;
    } while (v != 0u || n < width);
    while (n > 0) {
        io->put(buf[--n], io->ctx);
    }
}

void fc_run_put_word(const fc_run_out *out, const char *word)
{
    out->io->put(' ', out->io->ctx);
    put_str(out->io, word);
}

void fc_run_put_wide(const fc_run_out *out, const fc_wide *w)
{
    fc_wide m;
    uint32_t hi, lo, parts[3];
    int n = 0;
    out->io->put(' ', out->io->ctx);
    if (fc_wide_sign(w) < 0) {
        out->io->put('-', out->io->ctx);
        fc_wide_neg(&m, w);
    } else {
        m = *w;
    }
    // Split the (unsigned) magnitude into base-10^9 digits.
    do {
        parts[n++] = fc_wide_divmod(&m, &m, 1000000000UL);
        fc_wide_parts(&m, &hi, &lo);
    } while ((hi | lo) != 0u);
    put_digits(out->io, parts[--n], 1);
    while (n > 0) {
        put_digits(out->io, parts[--n], 9);
    }
}

void fc_run_put_int(const fc_run_out *out, int32_t v)
{
    fc_wide w;
    fc_wide_set(&w, v);
    fc_run_put_wide(out, &w);
}

int fc_run_argc_is(const fc_run_args *a, int n)
{
    return a->n == n && !a->overflow;
}

int fc_run_at_end(const fc_run_args *a, int pos)
{
    return pos == a->n && !a->overflow;
}

int fc_run_poly(const fc_run_args *a, int *pos, fc_vec *pts, int *n)
{
    int32_t count;
    int i;
    if (*pos >= a->n) {
        return FC_RUN_SYNTAX;
    }
    count = a->v[*pos];
    if (count < 3 || count > FC_MAX_VERTS) {
        return FC_ERR_COUNT;
    }
    if (a->n - *pos - 1 < 2 * (int)count) {
        return FC_RUN_SYNTAX;
    }
    for (i = 0; i < (int)count; i++) {
        pts[i].x = a->v[*pos + 1 + 2 * i];
        pts[i].y = a->v[*pos + 2 + 2 * i];
    }
    *pos += 1 + 2 * (int)count;
    *n = (int)count;
    return FC_OK;
}

static const fc_run_op *find_op(const char *name)
{
    int t, i, k;
    for (t = 0; op_tables[t] != 0; t++) {
        for (i = 0; op_tables[t][i].name != 0; i++) {
            const char *s = op_tables[t][i].name;
            for (k = 0; s[k] != '\0' && s[k] == name[k]; k++) {
            }
            if (s[k] == '\0' && name[k] == '\0') {
                return &op_tables[t][i];
            }
        }
    }
    return 0;
}

// Parses one number token starting at byte c; returns the byte after it.
// *ok becomes 0 for anything but -?[0-9]+ within int32.
static int read_number(const fc_run_io *io, int c, int32_t *value, int *ok)
{
    uint32_t mag = 0u, limit;
    int neg = 0, digits = 0, good = 1;
    if (c == '-') {
        neg = 1;
        c = io->get(io->ctx);
    }
    limit = neg ? 0x80000000u : 0x7FFFFFFFu;
    while (!is_blank(c) && !is_end(c)) {
        if (c >= '0' && c <= '9' && good) {
            uint32_t d = (uint32_t)(c - '0');
            if (mag > (limit - d) / 10u) {
                good = 0;
            } else {
                mag = mag * 10u + d;
                digits++;
            }
        } else {
            good = 0;
        }
        c = io->get(io->ctx);
    }
    *ok = good && digits > 0;
    if (neg) {
        *value = (mag == 0x80000000u) ? INT32_MIN : -(int32_t)mag;
    } else {
        *value = (int32_t)mag;
    }
    return c;
}

// Answers one query line; c is its first byte that is not a blank.
// Returns the byte that ended the line.
static int answer_line(const fc_run_io *io, int c, fc_run_args *args)
{
    char name[OP_MAX + 1];
    int len = 0, bad = 0, ok, rc;
    const fc_run_op *op;
    fc_run_out out;
    int32_t value;

    while (!is_blank(c) && !is_end(c)) {
        io->put(c, io->ctx);
        if (len < OP_MAX) {
            name[len] = (char)c;
        }
        len++;
        c = io->get(io->ctx);
    }
    name[len < OP_MAX ? len : OP_MAX] = '\0';

    args->n = 0;
    args->overflow = 0;
    args->words = 0;
    for (;;) {
        while (is_blank(c)) {
            c = io->get(io->ctx);
        }
        if (is_end(c)) {
            break;
        }
        if (is_kind(c)) {
            value = c;
            c = io->get(io->ctx);
            ok = is_blank(c) || is_end(c);
            if (!ok) {
                c = read_number(io, c, &value, &ok);
                ok = 0;
            } else if (args->words < FC_RUN_MAX_WORDS && args->n < args->cap) {
                args->word_pos[args->words++] = args->n;
            } else {
                ok = 0;
            }
        } else {
            c = read_number(io, c, &value, &ok);
        }
        if (!ok) {
            bad = 1;
        } else if (args->n < args->cap) {
            args->v[args->n++] = value;
        } else {
            args->overflow = 1;
        }
    }

    out.io = io;
    op = (len <= OP_MAX) ? find_op(name) : 0;
    if (op != 0 && args->words > 0 && !takes_words(op)) {
        bad = 1;
    }
    if (op == 0 || bad) {
        rc = FC_RUN_SYNTAX;
    } else {
        rc = op->fn(args, &out);
    }
    if (rc < 0) {
        put_str(io, " err ");
        if (rc == FC_RUN_SYNTAX) {
            put_str(io, "syntax");
        } else {
            put_str(io, fc_error_name(rc));
        }
    }
    io->put('\n', io->ctx);
    return c;
}

// A line whose first byte is '#' is a comment, and a line of nothing but
// blanks is empty: neither is answered. Every other line is a query with
// exactly one answer line, so "  # note" answers "# err syntax" (an
// unknown op, echoed).
#if FC_RUN_GROUPS & 32
#  define RUN_ARGS FC_RUN_BOX_ARGS
#else
#  define RUN_ARGS FC_RUN_POLY_ARGS
#endif

long fc_run(const fc_run_io *io)
{
    static int32_t values[RUN_ARGS];   // large on 8-bit stacks: kept static
    static fc_run_args args;
    long answers = 0;
    int c = io->get(io->ctx);
    args.v = values;
    args.cap = RUN_ARGS;
    while (c >= 0) {
        if (c == '#') {
            while (!is_end(c)) {
                c = io->get(io->ctx);
            }
        }
        while (is_blank(c)) {
            c = io->get(io->ctx);
        }
        if (!is_end(c)) {
            c = answer_line(io, c, &args);
            answers++;
        }
        if (c == '\n') {
            c = io->get(io->ctx);
        }
    }
    return answers;
}
