// Shape arguments of the generic-shape ops (runner.h), in a file of their
// own: a target that links one op group at a time pulls in no other
// group's ops and library code with them. A shape argument is
// `c cx cy r`, `b minx miny maxx maxy` or `p N x1 y1 ... xN yN`
// (VECTORS.md).
#include "runner.h"

// Parsed shape arguments; static: 8-bit targets have small stacks.
fc_run_shape fc_run_shape_a, fc_run_shape_b;

static int is_word(const fc_run_args *a, int pos)
{
    int i;
    for (i = 0; i < a->words; i++) {
        if (a->word_pos[i] == pos) {
            return 1;
        }
    }
    return 0;
}

// k numbers (no word among them) from *pos on.
static int numbers(const fc_run_args *a, int pos, int k)
{
    int i;
    if (a->n - pos < k) {
        return 0;
    }
    for (i = pos; i < pos + k; i++) {
        if (is_word(a, i)) {
            return 0;
        }
    }
    return 1;
}

// Reads one shape argument at *pos: FC_RUN_SYNTAX for a malformed one,
// FC_ERR_COUNT for a polygon count out of 3..capacity (whatever follows,
// as fc_run_poly). A polygon's points are kept for build_shape.
static int read_shape(const fc_run_args *a, int *pos, fc_run_shape *r)
{
    int32_t kind;
    int p = *pos, rc;
    if (p >= a->n || !is_word(a, p)) {
        return FC_RUN_SYNTAX;
    }
    kind = a->v[p++];
    if (kind == 'c') {
        if (!numbers(a, p, 3)) {
            return FC_RUN_SYNTAX;
        }
        r->s.kind = FC_SHAPE_CIRCLE;
        r->s.u.circle.c.x = a->v[p];
        r->s.u.circle.c.y = a->v[p + 1];
        r->s.u.circle.r = a->v[p + 2];
        p += 3;
    } else if (kind == 'b') {
        if (!numbers(a, p, 4)) {
            return FC_RUN_SYNTAX;
        }
        r->s.kind = FC_SHAPE_BOX;
        r->s.u.box.min.x = a->v[p];
        r->s.u.box.min.y = a->v[p + 1];
        r->s.u.box.max.x = a->v[p + 2];
        r->s.u.box.max.y = a->v[p + 3];
        p += 4;
    } else {
        if (!numbers(a, p, 1)) {
            return FC_RUN_SYNTAX;
        }
        if (a->v[p] >= 3 && a->v[p] <= FC_MAX_VERTS && !numbers(a, p + 1, 2 * (int)a->v[p])) {
            return FC_RUN_SYNTAX;
        }
        rc = fc_run_poly(a, &p, r->pts, &r->n);
        if (rc != FC_OK) {
            return rc;
        }
        r->s.kind = FC_SHAPE_POLY;
        r->s.u.poly = &r->poly;
    }
    *pos = p;
    return FC_OK;
}

// A polygon argument built as a convex fc_poly (its errors); the others
// are validated by the queries themselves.
static int build_shape(fc_run_shape *r)
{
    if (r->s.kind != FC_SHAPE_POLY) {
        return FC_OK;
    }
    return fc_run_build_convex(r->pts, r->n, &r->poly);
}

// Two shape arguments followed by `extra` numbers, read and then built
// (the token count checked before anything is built).
int fc_run_shape_pair(const fc_run_args *a, int extra, int *pos)
{
    int rc;
    *pos = 0;
    rc = read_shape(a, pos, &fc_run_shape_a);
    if (rc == FC_OK) {
        rc = read_shape(a, pos, &fc_run_shape_b);
    }
    if (rc == FC_OK && !(fc_run_at_end(a, *pos + extra) && numbers(a, *pos, extra))) {
        rc = FC_RUN_SYNTAX;
    }
    if (rc == FC_OK) {
        rc = build_shape(&fc_run_shape_a);
    }
    if (rc == FC_OK) {
        rc = build_shape(&fc_run_shape_b);
    }
    return rc;
}

