// The demo's simulation core (see world.h).
//
// One step, in outline:
//
//   rem = the whole step
//   repeat:
//     for every pair whose boxes, swept over the rest of the step, touch:
//       the first time of contact within the rest of the step, or 0 when
//       the pair touches now while approaching (exact sweep and ray
//       queries, see pair_toi)
//     none: move everything to the end of the step; done
//     move everything to the earliest such time (never past it), bounce
//     that pair elastically along the contact normal, rem -= that time
//   push every pair still overlapping apart along its MTV
//
// Everything is integer arithmetic on Q16.16 values through the public
// fixcol API, so the run is the same bit for bit on every target.
#include "world.h"

// ---- small helpers -----------------------------------------------------------------

static uint32_t xorshift32(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *s = x;
    return x;
}

// A value in [lo, hi] (hi - lo below 2^31).
static int32_t rnd(uint32_t *s, int32_t lo, int32_t hi)
{
    return lo + (int32_t)(xorshift32(s) % ((uint32_t)(hi - lo) + 1u));
}

// *out = v * s, each component rounded to nearest (zero on an error,
// which the range of every value here rules out).
static int vec_scale(const fc_vec *v, fc_fixed s, fc_vec *out)
{
    fc_vec r;
    int rc;
    r.x = 0;
    r.y = 0;
    rc = fc_mul(v->x, s, &r.x);
    if (rc == FC_OK) {
        rc = fc_mul(v->y, s, &r.y);
    }
    if (rc != FC_OK) {
        r.x = 0;
        r.y = 0;
    }
    *out = r;
    return rc;
}

// Sign of dot(u, v), exact.
static int dot_sign(const fc_vec *u, const fc_vec *v)
{
    fc_wide d;
    fc_wide_mul(&d, u->x, v->x);
    fc_wide_muladd(&d, u->y, v->y);
    return fc_wide_sign(&d);
}

// ---- bodies ----------------------------------------------------------------------------

// Puts the body's shapes where its position says.
static int body_place(body *b)
{
    int rc;
    if (b->kind == BODY_POLY) {
        // Polygons only translate (fc_poly_translate: n additions), so
        // the sweeps' straight-line motion is the true motion.
        rc = fc_poly_translate(&b->local, &b->pos, &b->world);
        if (rc == FC_OK) {
            b->box = b->world.box;
            rc = fc_shape_poly(&b->shape, &b->world);
        }
    } else if (b->kind == BODY_BOX) {
        b->box.min.x = b->pos.x - b->half.x;
        b->box.min.y = b->pos.y - b->half.y;
        b->box.max.x = b->pos.x + b->half.x;
        b->box.max.y = b->pos.y + b->half.y;
        rc = fc_shape_box(&b->shape, &b->box);
    } else {
        b->circle.c = b->pos;
        b->circle.r = b->r;
        b->box.min.x = b->pos.x - b->r;
        b->box.min.y = b->pos.y - b->r;
        b->box.max.x = b->pos.x + b->r;
        b->box.max.y = b->pos.y + b->r;
        rc = fc_shape_circle(&b->shape, &b->circle);
    }
    return rc;
}

static body *body_new(world *w, uint8_t kind, int32_t x, int32_t y)
{
    body *b = &w->bodies[w->n++];
    b->kind = kind;
    b->fixed = 0;
    b->pos.x = x;
    b->pos.y = y;
    b->vel.x = 0;
    b->vel.y = 0;
    b->half.x = 0;
    b->half.y = 0;
    b->r = 0;
    b->hit_step = 0;
    return b;
}

// A convex polygon of nv vertices on a circle of radius rad about the
// body's position: vertex k at angle start + k/nv turn, plus (jitter 1) a
// random offset of at most a third of that spacing, so the vertices stay
// in angular order and the polygon is convex.
static int poly_make(body *b, int nv, fc_fixed rad, int jitter, uint32_t *seed)
{
    fc_vec pts[FC_MAX_VERTS], e;
    int32_t spacing = (int32_t)(65536L / nv);
    uint16_t start = jitter ? (uint16_t)xorshift32(seed) : 0u;
    int k, rc;
    for (k = 0; k < nv; k++) {
        int32_t a = (int32_t)start + spacing * k;
        if (jitter) {
            a += rnd(seed, -spacing / 3, spacing / 3);
        }
        e.x = rad;
        e.y = 0;
        rc = fc_rotate(&e, (fc_angle)(uint32_t)a, &pts[k]);
        if (rc < 0) {
            return rc;
        }
    }
    rc = fc_poly_build(pts, nv, &b->local);
    if (rc == FC_OK && !b->local.convex) {
        rc = FC_ERR_CONCAVE;
    }
    return rc;
}

static int add_wall(world *w, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    body *b = body_new(w, BODY_BOX, FC_FIX(x0 + x1) / 2, FC_FIX(y0 + y1) / 2);
    b->fixed = 1;
    b->half.x = FC_FIX(x1 - x0) / 2;
    b->half.y = FC_FIX(y1 - y0) / 2;
    return body_place(b);
}

// ---- layout ----------------------------------------------------------------------------

#define GRID_COLS 12
#define GRID_ROWS 5
#define GRID_CELLS (GRID_COLS * GRID_ROWS)

// The two static pillars, units.
#define PILLAR1_X 64     // hexagon
#define PILLAR2_X 128    // circle
#define PILLAR_Y  54
#define PILLAR_R  8

int world_init(world *w, uint32_t seed)
{
    uint8_t cell[GRID_CELLS];
    body *b;
    fc_vec e;
    int32_t x, y;
    fc_fixed rad;
    int i, k, kind, nv, rc = FC_OK;

    if (w == 0 || seed == 0u) {
        return FC_ERR_INVALID;
    }
    w->n = 0;
    w->step = 0;
    w->ncontacts = 0;
    w->stats.pairs = 0;
    w->stats.hits = 0;
    w->stats.pushes = 0;
    w->stats.stalls = 0;
    w->stats.max_overlap = 0;

    // Moving bodies first, one per grid cell in a shuffled order, skipping
    // the cells next to a pillar; polygon, box, circle in turn.
    for (i = 0; i < GRID_CELLS; i++) {
        cell[i] = (uint8_t)i;
    }
    for (i = GRID_CELLS - 1; i > 0; i--) {
        uint8_t t;
        k = (int)(xorshift32(&seed) % (uint32_t)(i + 1));
        t = cell[i];
        cell[i] = cell[k];
        cell[k] = t;
    }
    for (i = 0; i < GRID_CELLS && w->n < WORLD_DYNAMIC && rc == FC_OK; i++) {
        int32_t col = cell[i] % GRID_COLS, row = cell[i] / GRID_COLS;
        x = FC_FIX(WORLD_W) / (2 * GRID_COLS) * (2 * col + 1);
        y = FC_FIX(WORLD_H) / (2 * GRID_ROWS) * (2 * row + 1);
        if (y > FC_FIX(PILLAR_Y - 16) && y < FC_FIX(PILLAR_Y + 16)
            && ((x > FC_FIX(PILLAR1_X - 16) && x < FC_FIX(PILLAR1_X + 16))
                || (x > FC_FIX(PILLAR2_X - 16) && x < FC_FIX(PILLAR2_X + 16)))) {
            continue;
        }
        kind = w->n % 3;
        b = body_new(w, (uint8_t)kind, x, y);
        // (one draw per statement: the order of evaluation of function
        // arguments is unspecified, and it differs between gcc and clang)
        if (kind == BODY_POLY) {
            nv = (int)rnd(&seed, 3, 7);
            rad = rnd(&seed, FC_FIX(3), FC_FIX(5));
            rc = poly_make(b, nv, rad, 1, &seed);
        } else if (kind == BODY_BOX) {
            b->half.x = rnd(&seed, FC_FIX(3) / 2, FC_FIX(9) / 2);
            b->half.y = rnd(&seed, FC_FIX(3) / 2, FC_FIX(9) / 2);
        } else {
            b->r = rnd(&seed, FC_FIX(2), FC_FIX(9) / 2);
        }
        // 15 to 45 units per second in any direction.
        e.x = rnd(&seed, FC_ONE / 4, FC_ONE * 3 / 4);
        e.y = 0;
        if (rc == FC_OK) {
            rc = fc_rotate(&e, (fc_angle)xorshift32(&seed), &b->vel);
        }
        if (rc == FC_OK) {
            rc = body_place(b);
        }
    }
    if (rc < 0) {
        return rc;
    }
    if (w->n != WORLD_DYNAMIC) {
        return FC_ERR_CAPACITY;
    }

    // Static bodies last: the four walls and two pillars.
    rc = add_wall(w, -WORLD_WALL, -WORLD_WALL, WORLD_W + WORLD_WALL, 0);
    if (rc == FC_OK) {
        rc = add_wall(w, -WORLD_WALL, WORLD_H, WORLD_W + WORLD_WALL, WORLD_H + WORLD_WALL);
    }
    if (rc == FC_OK) {
        rc = add_wall(w, -WORLD_WALL, 0, 0, WORLD_H);
    }
    if (rc == FC_OK) {
        rc = add_wall(w, WORLD_W, 0, WORLD_W + WORLD_WALL, WORLD_H);
    }
    if (rc == FC_OK) {
        b = body_new(w, BODY_POLY, FC_FIX(PILLAR1_X), FC_FIX(PILLAR_Y));
        b->fixed = 1;
        rc = poly_make(b, 6, FC_FIX(PILLAR_R + 1), 0, &seed);   // regular hexagon
        if (rc == FC_OK) {
            rc = body_place(b);
        }
    }
    if (rc == FC_OK) {
        b = body_new(w, BODY_CIRCLE, FC_FIX(PILLAR2_X), FC_FIX(PILLAR_Y));
        b->fixed = 1;
        b->r = FC_FIX(PILLAR_R);
        rc = body_place(b);
    }
    if (rc == FC_OK) {
        rc = fc_bp_reset(w->order, w->n);
    }
    return rc;
}

// ---- times of impact -------------------------------------------------------------------

// A contact found by pair_toi: first touch at toi, a fraction (Q16.16,
// 0..65536) of the displacement over the rest of the step, along normal
// (unit, from the second shape towards the first).
typedef struct impact {
    fc_fixed toi;
    fc_vec normal;
} impact;

// The contact of a and b to resolve during the rest of the step, if any:
// a's displacement minus b's over it is d (fc_collide_sweep, any pair of
// kinds). Returns 1 with *out when they first touch within d while
// approaching, or touch now while approaching; 0 when there is nothing to
// resolve; or a negative error.
static int pair_toi(const body *a, const body *b, const fc_vec *d, impact *out)
{
    fc_sweep s;
    int rc = fc_collide_sweep(&a->shape, &b->shape, d, &s);
    if (rc <= 0) {
        return rc;   // FC_SWEEP_MISS (0) or an error
    }
    // Touching now: a collision only when the motion goes deeper along
    // the MTV's axis (fc_sweep.motion, exact). First touch later: the
    // motion enters along the normal (a grazing touch is no collision).
    if (rc == FC_SWEEP_OVERLAP ? s.motion != FC_MOTION_DEEPENING : dot_sign(d, &s.normal) >= 0) {
        return 0;
    }
    out->toi = s.toi;
    out->normal = s.normal;   // the MTV normal when they touch now
    return 1;
}

// ---- response ------------------------------------------------------------------------

// Elastic collision of equal masses along n (unit, from b towards a): the
// normal components of the velocities are exchanged; against a static b,
// a's is reflected. The relative normal speed is made 2 raw more negative
// first, so that the rounding of the products does not leave the pair
// approaching.
static int bounce(body *a, body *b, const fc_vec *n)
{
    fc_vec rel, dv;
    fc_fixed px, py, vn;
    int rc;
    rel.x = a->vel.x - b->vel.x;
    rel.y = a->vel.y - b->vel.y;
    rc = fc_mul(rel.x, n->x, &px);
    if (rc == FC_OK) {
        rc = fc_mul(rel.y, n->y, &py);
    }
    if (rc < 0) {
        return rc;
    }
    vn = px + py;
    if (vn > 0) {
        vn = 0;
    }
    vn -= 2;
    if (b->fixed) {
        vn *= 2;
    }
    rc = vec_scale(n, vn, &dv);
    if (rc < 0) {
        return rc;
    }
    a->vel.x -= dv.x;
    a->vel.y -= dv.y;
    if (!b->fixed) {
        b->vel.x += dv.x;
        b->vel.y += dv.y;
    }
    return FC_OK;
}

// Where a and b touch, for display: the middle of their contact manifold
// (fc_collide_manifold, any pair of kinds), or, when rounding left them a
// hair apart, the point of a's box nearest b's center.
static int contact_point(const body *a, const body *b, fc_vec *p)
{
    fc_manifold man;
    int rc = fc_collide_manifold(&a->shape, &b->shape, &man);
    if (rc < 0) {
        return rc;
    }
    if (rc == 1) {
        *p = man.point[0];
        if (man.count == 2) {
            p->x += (man.point[1].x - p->x) / 2;
            p->y += (man.point[1].y - p->y) / 2;
        }
        return FC_OK;
    }
    p->x = b->pos.x < a->box.min.x ? a->box.min.x : (b->pos.x > a->box.max.x ? a->box.max.x : b->pos.x);
    p->y = b->pos.y < a->box.min.y ? a->box.min.y : (b->pos.y > a->box.max.y ? a->box.max.y : b->pos.y);
    return FC_OK;
}

static int resolve(world *w, int ia, int ib, const fc_vec *n)
{
    body *a = &w->bodies[ia], *b = &w->bodies[ib];
    contact *c;
    int rc = bounce(a, b, n);
    if (rc < 0) {
        return rc;
    }
    w->stats.hits++;
    a->hit_step = w->step + 1u;
    b->hit_step = w->step + 1u;
    if (w->ncontacts < WORLD_MAX_CONTACTS) {
        c = &w->contacts[w->ncontacts];
        c->a = (uint8_t)ia;
        c->b = (uint8_t)ib;
        c->normal = *n;
        rc = contact_point(a, b, &c->point);
        if (rc < 0) {
            return rc;
        }
        w->ncontacts++;
    }
    return FC_OK;
}

// ---- the step --------------------------------------------------------------------------

// Moves every moving body by its velocity times t (a fraction of a step).
static int advance(world *w, fc_fixed t)
{
    fc_vec d;
    int i, rc;
    if (t == 0) {
        return FC_OK;
    }
    for (i = 0; i < w->n && !w->bodies[i].fixed; i++) {
        body *b = &w->bodies[i];
        rc = vec_scale(&b->vel, t, &d);
        if (rc < 0) {
            return rc;
        }
        b->pos.x += d.x;
        b->pos.y += d.y;
        rc = body_place(b);
        if (rc < 0) {
            return rc;
        }
    }
    return FC_OK;
}

// After the motion: every overlap found is measured and pushed apart
// along its MTV (half each, or all of it for the moving body against a
// static one), leaving the pair touching.
static int push_apart(world *w)
{
    fc_mtv m;
    fc_vec d;
    fc_fixed share;
    int i, j, rc;
    for (i = 0; i < w->n && !w->bodies[i].fixed; i++) {
        for (j = i + 1; j < w->n; j++) {
            body *a = &w->bodies[i], *b = &w->bodies[j];
            if (fc_box_box(&a->box, &b->box) != 1) {
                continue;
            }
            rc = fc_collide_mtv(&a->shape, &b->shape, &m);   // moves a out of b
            if (rc < 0) {
                return rc;
            }
            if (rc == 0 || m.depth <= 0) {
                continue;
            }
            if (m.depth > w->stats.max_overlap) {
                w->stats.max_overlap = m.depth;
            }
            w->stats.pushes++;
            share = b->fixed ? m.depth : m.depth - m.depth / 2;
            rc = vec_scale(&m.normal, share, &d);
            if (rc < 0) {
                return rc;
            }
            a->pos.x += d.x;
            a->pos.y += d.y;
            rc = body_place(a);
            if (rc == FC_OK && !b->fixed) {
                rc = vec_scale(&m.normal, m.depth / 2, &d);
                if (rc == FC_OK) {
                    b->pos.x -= d.x;
                    b->pos.y -= d.y;
                    rc = body_place(b);
                }
            }
            if (rc < 0) {
                return rc;
            }
        }
    }
    return FC_OK;
}

int world_step(world *w)
{
    fc_vec disp[WORLD_BODIES], d;
    fc_box swept[WORLD_BODIES];
    fc_fixed rem = FC_ONE, dt;
    impact h, best;
    int i, j, k, np, bi, bj, events, rc;

    if (w == 0) {
        return FC_ERR_NULL;
    }
    w->ncontacts = 0;
    best.toi = 0;
    for (events = 0;; events++) {
        // Each body's displacement over the rest of the step, and the box
        // it sweeps: the broad phase.
        for (i = 0; i < w->n; i++) {
            const body *b = &w->bodies[i];
            rc = vec_scale(&b->vel, rem, &disp[i]);
            if (rc < 0) {
                return rc;
            }
            swept[i] = b->box;
            if (disp[i].x < 0) {
                swept[i].min.x += disp[i].x;
            } else {
                swept[i].max.x += disp[i].x;
            }
            if (disp[i].y < 0) {
                swept[i].min.y += disp[i].y;
            } else {
                swept[i].max.y += disp[i].y;
            }
        }
        // The pairs whose swept boxes touch (fixcol's broadphase, keeping
        // its order from one call to the next), and the earliest contact
        // over them (the first pair by index on ties).
        np = fc_bp_pairs(swept, w->n, w->order, w->pairs, WORLD_MAX_PAIRS, 0);
        if (np < 0) {
            return np;
        }
        bi = -1;
        bj = -1;
        for (k = 0; k < np; k++) {
            const body *a, *b;
            i = w->pairs[k].a;      // a < b: the moving body first
            j = w->pairs[k].b;
            a = &w->bodies[i];
            b = &w->bodies[j];
            if (a->fixed) {
                continue;           // two static bodies
            }
            w->stats.pairs++;
            d.x = disp[i].x - disp[j].x;
            d.y = disp[i].y - disp[j].y;
            rc = pair_toi(a, b, &d, &h);
            if (rc < 0) {
                return rc;
            }
            if (rc == 1 && (bi < 0 || h.toi < best.toi
                            || (h.toi == best.toi && (i < bi || (i == bi && j < bj))))) {
                best = h;
                bi = i;
                bj = j;
            }
        }
        if (bi < 0) {
            rc = advance(w, rem);   // nothing in the way: the whole rest
            if (rc < 0) {
                return rc;
            }
            break;
        }
        if (events == WORLD_MAX_EVENTS) {
            w->stats.stalls++;   // drop the rest of the step
            break;
        }
        // Up to the contact (toi is never later than the truth), then
        // bounce that pair.
        rc = fc_mul(rem, best.toi, &dt);
        if (rc == FC_OK) {
            rc = advance(w, dt);
        }
        if (rc == FC_OK) {
            rc = resolve(w, bi, bj, &best.normal);
        }
        if (rc < 0) {
            return rc;
        }
        rem -= dt;
    }
    rc = push_apart(w);
    w->step++;
    return rc;
}

// ---- hash ------------------------------------------------------------------------------

static uint32_t fnv_word(uint32_t h, int32_t v)
{
    uint32_t u = (uint32_t)v;
    int k;
    for (k = 0; k < 4; k++) {
        h ^= (u >> (8 * k)) & 0xffu;
        h *= 16777619u;
    }
    return h;
}

uint32_t world_hash(const world *w)
{
    uint32_t h = 2166136261u;
    int i;
    for (i = 0; i < w->n; i++) {
        const body *b = &w->bodies[i];
        h = fnv_word(h, b->pos.x);
        h = fnv_word(h, b->pos.y);
        h = fnv_word(h, b->vel.x);
        h = fnv_word(h, b->vel.y);
    }
    return h;
}

int world_count_outside(const world *w)
{
    int i, out = 0;
    for (i = 0; i < w->n; i++) {
        const fc_box *b = &w->bodies[i].box;
        if (!w->bodies[i].fixed
            && (b->min.x < -WORLD_OVERLAP_BOUND || b->min.y < -WORLD_OVERLAP_BOUND
                || b->max.x > FC_FIX(WORLD_W) + WORLD_OVERLAP_BOUND
                || b->max.y > FC_FIX(WORLD_H) + WORLD_OVERLAP_BOUND)) {
            out++;
        }
    }
    return out;
}
