// The field's simulation (see field.h).
//
// One step:
//   1. the turret turns; every moving body moves by its velocity, and a
//      spinning asteroid takes the frame nearest its new angle;
//   2. the turret fires every FIELD_FIRE_EVERY steps;
//   3. fc_bp_pairs lists the pairs of touching boxes among the bodies'
//      boxes and the boxes of the bullets' paths over the step (keeping
//      its order from the last step: nearly linear when little moves);
//   4. two bodies: fc_collide_mtv on their tagged shapes; an overlap is
//      pushed apart along the MTV and the pair bounces (equal masses
//      exchange their normal velocities; a static body reflects);
//      a bullet and a body: the exact ray query of the body's kind;
//   5. each bullet takes the first body its path crosses (kicking it),
//      or flies on.
// Bodies move at most FIELD_MAX_SPEED per step and are at least 3 units
// across, so discrete steps lose nothing; bullets, 6 units a step, are
// rays, so they cannot pass through anything either.
#include "field.h"

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

static fc_fixed clamp_speed(fc_fixed v)
{
    return v > FIELD_MAX_SPEED ? FIELD_MAX_SPEED : (v < -FIELD_MAX_SPEED ? -FIELD_MAX_SPEED : v);
}

// *v += n * s (each product rounded by fc_mul); the range of every value
// here rules errors out, which are returned all the same.
static int add_scaled(fc_vec *v, const fc_vec *n, fc_fixed s)
{
    fc_fixed x, y;
    int rc = fc_mul(n->x, s, &x);
    if (rc == FC_OK) {
        rc = fc_mul(n->y, s, &y);
    }
    if (rc == FC_OK) {
        v->x += x;
        v->y += y;
    }
    return rc;
}

// ---- bodies ----------------------------------------------------------------------------

// The frame nearest an angle.
static int frame_of(uint16_t angle)
{
    return (int)(((uint32_t)angle + (0x8000u / FIELD_FRAMES)) / (0x10000u / FIELD_FRAMES))
           % FIELD_FRAMES;
}

// Puts body i's shape and box where its position (and angle) say.
static int place(field *f, int i)
{
    field_body *b = &f->bodies[i];
    fc_box *box = &f->boxes[i];
    int rc;
    if (b->kind == FIELD_POLY) {
        fc_poly *p = &f->polys[b->poly];
        rc = fc_poly_translate(&f->frames[b->shape][frame_of(b->angle)], &b->pos, p);
        if (rc == FC_OK) {
            *box = p->box;
            rc = fc_shape_poly(&b->shape_in_place, p);
        }
    } else if (b->kind == FIELD_BOX) {
        box->min.x = b->pos.x - b->half.x;
        box->min.y = b->pos.y - b->half.y;
        box->max.x = b->pos.x + b->half.x;
        box->max.y = b->pos.y + b->half.y;
        rc = fc_shape_box(&b->shape_in_place, box);
    } else {
        fc_circle c;
        c.c = b->pos;
        c.r = b->r;
        box->min.x = b->pos.x - b->r;
        box->min.y = b->pos.y - b->r;
        box->max.x = b->pos.x + b->r;
        box->max.y = b->pos.y + b->r;
        rc = fc_shape_circle(&b->shape_in_place, &c);
    }
    return rc;
}

static field_body *body_new(field *f, uint8_t kind, int32_t x, int32_t y)
{
    field_body *b = &f->bodies[f->n++];
    b->kind = kind;
    b->fixed = 0;
    b->shape = 0;
    b->spin_neg = 0;
    b->angle = 0;
    b->spin = 0;
    b->poly = 0;
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

// Shape s rotated into every frame: the local outline (built from points
// about the origin) turned by k/FIELD_FRAMES of a turn.
static int make_frames(field *f, int s, const fc_vec *pts, int nv)
{
    fc_poly local;
    fc_vec zero;
    int k, rc = fc_poly_build(pts, nv, &local);
    if (rc == FC_OK && !local.convex) {
        rc = FC_ERR_CONCAVE;
    }
    zero.x = 0;
    zero.y = 0;
    for (k = 0; k < FIELD_FRAMES && rc == FC_OK; k++) {
        rc = fc_poly_transform(&local, &zero, (fc_angle)(k * (0x10000L / FIELD_FRAMES)),
                               &f->frames[s][k]);
    }
    return rc;
}

// An asteroid: nv vertices on a circle of radius rad, vertex k at
// k/nv turn plus a random offset of at most a third of that spacing (the
// vertices stay in angular order, so the outline is convex).
static int make_asteroid(field *f, int s, int nv, fc_fixed rad, uint32_t *seed)
{
    fc_vec pts[FC_MAX_VERTS], e;
    int32_t spacing = (int32_t)(65536L / nv);
    int k, rc = FC_OK;
    for (k = 0; k < nv && rc == FC_OK; k++) {
        int32_t a = spacing * k + rnd(seed, -spacing / 3, spacing / 3);
        e.x = rad;
        e.y = 0;
        rc = fc_rotate(&e, (fc_angle)(uint32_t)a, &pts[k]);
    }
    if (rc == FC_OK) {
        rc = make_frames(f, s, pts, nv);
    }
    return rc;
}

static int add_wall(field *f, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    field_body *b = body_new(f, FIELD_BOX, FC_FIX(x0 + x1) / 2, FC_FIX(y0 + y1) / 2);
    b->fixed = 1;
    b->half.x = FC_FIX(x1 - x0) / 2;
    b->half.y = FC_FIX(y1 - y0) / 2;
    return place(f, f->n - 1);
}

// A dead bullet's box: a point far outside the arena, a different one per
// slot, so that it pairs with nothing.
static void park_bullet(field *f, int k)
{
    fc_box *box = &f->boxes[f->n + k];
    f->bullets[k].live = 0;
    box->min.x = -FC_FIX(FIELD_WALL + 64 + 4 * k);
    box->min.y = -FC_FIX(FIELD_WALL + 64);
    box->max = box->min;
}

// ---- layout ----------------------------------------------------------------------------

// The grid cells bodies start in: cols x rows over the arena, without
// the cells within TURRET_CLEAR units of the center.
#define TURRET_CLEAR 24

static int cell_free(int c, int r, int cols, int rows, int32_t *x, int32_t *y)
{
    // cell centers in 1/16 units (no product overflows 32 bits)
    int32_t x16 = (int32_t)((2L * c + 1) * FIELD_W * 16 / (2L * cols));
    int32_t y16 = (int32_t)((2L * r + 1) * FIELD_H * 16 / (2L * rows));
    int32_t dx = x16 - FIELD_W * 8, dy = y16 - FIELD_H * 8;
    *x = x16 * (FC_ONE / 16);
    *y = y16 * (FC_ONE / 16);
    return (long)dx * dx + (long)dy * dy > (long)TURRET_CLEAR * TURRET_CLEAR * 256;
}

static int free_cells(int cols, int rows)
{
    int c, r, count = 0;
    int32_t x, y;
    for (r = 0; r < rows; r++) {
        for (c = 0; c < cols; c++) {
            count += cell_free(c, r, cols, rows, &x, &y);
        }
    }
    return count;
}

static int add_body(field *f, int32_t x, int32_t y, uint32_t *seed)
{
    int kind = f->n % 3, rc = FC_OK;
    field_body *b = body_new(f, (uint8_t)kind, x, y);
    fc_vec e;
    // (one draw per statement: the order of evaluation of function
    // arguments is unspecified, and it differs between compilers)
    if (kind == FIELD_POLY) {
        b->shape = (uint8_t)(xorshift32(seed) % 4u);
        b->spin = (uint16_t)rnd(seed, 200, 900);
        b->spin_neg = (uint8_t)(xorshift32(seed) & 1u);
        b->angle = (uint16_t)xorshift32(seed);
        b->poly = (uint16_t)f->npolys++;
    } else if (kind == FIELD_BOX) {
        b->half.x = rnd(seed, FC_FIX(3) / 2, FC_FIX(4));
        b->half.y = rnd(seed, FC_FIX(3) / 2, FC_FIX(4));
    } else {
        b->r = rnd(seed, FC_FIX(2), FC_FIX(4));
    }
    // 15 to 45 units per second in any direction.
    e.x = rnd(seed, FC_ONE / 4, FC_ONE * 3 / 4);
    e.y = 0;
    rc = fc_rotate(&e, (fc_angle)xorshift32(seed), &b->vel);
    if (rc == FC_OK) {
        rc = place(f, f->n - 1);
    }
    return rc;
}

int field_init(field *f, uint32_t seed, int ndynamic)
{
    // The turret: a blunt arrow pointing along +x.
    static const int8_t turret[5][2] = { { 14, 0 }, { 0, 8 }, { -8, 6 }, { -8, -6 }, { 0, -8 } };
    fc_vec pts[5];
    field_body *b;
    int32_t x, y;
    int cols, rows, c, r, cell, taken, nfree, k, rc = FC_OK;

    if (f == 0 || seed == 0u) {
        return FC_ERR_INVALID;
    }
    if (ndynamic < 1 || ndynamic > FIELD_MAX_DYNAMIC) {
        return FC_ERR_COUNT;
    }
    f->n = 0;
    f->npolys = 0;
    f->step = 0;
    f->turret_angle = 0;
    f->stats.pairs = 0;
    f->stats.contacts = 0;
    f->stats.shots = 0;
    f->stats.bullet_hits = 0;
    f->stats.short_buffer = 0;
    f->stats.max_depth = 0;

    for (k = 0; k < FIELD_SHAPES - 1 && rc == FC_OK; k++) {
        // one draw per statement: the order in which function arguments
        // are evaluated is unspecified (and differs between compilers)
        int nv = (int)rnd(&seed, 5, 8);
        fc_fixed rad = rnd(&seed, FC_FIX(4), FC_FIX(6));
        rc = make_asteroid(f, k, nv, rad, &seed);
    }
    for (k = 0; k < 5; k++) {
        pts[k].x = FC_FIX(turret[k][0]);
        pts[k].y = FC_FIX(turret[k][1]);
    }
    if (rc == FC_OK) {
        rc = make_frames(f, FIELD_TURRET_SHAPE, pts, 5);
    }
    if (rc < 0) {
        return rc;
    }

    // Moving bodies first, spread evenly over the free cells of the
    // smallest grid (cells about as tall as wide) that has enough.
    cols = 4;
    do {
        cols++;
        rows = (int)((long)cols * FIELD_H / FIELD_W);
        nfree = free_cells(cols, rows);
    } while (nfree < ndynamic);
    cell = 0;
    taken = 0;
    for (r = 0; r < rows && rc == FC_OK; r++) {
        for (c = 0; c < cols && rc == FC_OK; c++) {
            if (!cell_free(c, r, cols, rows, &x, &y)) {
                continue;
            }
            // cell number `cell` is taken when it is the next of
            // ndynamic evenly spaced picks among nfree
            if ((long)taken * nfree <= (long)cell * ndynamic && taken < ndynamic) {
                rc = add_body(f, x, y, &seed);
                taken++;
            }
            cell++;
        }
    }
    if (rc < 0) {
        return rc;
    }
    f->ndynamic = f->n;

    // Static bodies last: the four walls and the turret.
    rc = add_wall(f, -FIELD_WALL, -FIELD_WALL, FIELD_W + FIELD_WALL, 0);
    if (rc == FC_OK) {
        rc = add_wall(f, -FIELD_WALL, FIELD_H, FIELD_W + FIELD_WALL, FIELD_H + FIELD_WALL);
    }
    if (rc == FC_OK) {
        rc = add_wall(f, -FIELD_WALL, 0, 0, FIELD_H);
    }
    if (rc == FC_OK) {
        rc = add_wall(f, FIELD_W, 0, FIELD_W + FIELD_WALL, FIELD_H);
    }
    if (rc == FC_OK) {
        b = body_new(f, FIELD_POLY, FC_FIX(FIELD_W) / 2, FC_FIX(FIELD_H) / 2);
        b->fixed = 1;
        b->shape = FIELD_TURRET_SHAPE;
        b->poly = (uint16_t)f->npolys++;
        rc = place(f, f->n - 1);
    }
    for (k = 0; k < FIELD_BULLETS; k++) {
        park_bullet(f, k);
    }
    f->seed = seed;
    if (rc == FC_OK) {
        rc = fc_bp_reset(f->order, f->n + FIELD_BULLETS);
    }
    return rc;
}

// ---- the step --------------------------------------------------------------------------

static int fire(field *f)
{
    const field_body *t = &f->bodies[f->n - 1];
    field_bullet *u;
    fc_vec dir, e;
    int k, rc;
    for (k = 0; k < FIELD_BULLETS && f->bullets[k].live; k++) {
    }
    if (k == FIELD_BULLETS) {
        return FC_OK;                   // every slot in flight
    }
    u = &f->bullets[k];
    e.x = FC_ONE;
    e.y = 0;
    rc = fc_rotate(&e, (fc_angle)t->angle, &dir);
    if (rc < 0) {
        return rc;
    }
    u->live = 1;
    u->life = FIELD_BULLET_LIFE;
    u->pos = t->pos;
    rc = add_scaled(&u->pos, &dir, FC_FIX(15));    // just past the tip
    if (rc == FC_OK) {
        u->vel.x = 0;
        u->vel.y = 0;
        rc = add_scaled(&u->vel, &dir, FC_FIX(FIELD_BULLET_SPEED));
    }
    f->stats.shots++;
    return rc;
}

// The box of bullet k's path over the step.
static void bullet_box(field *f, int k)
{
    const field_bullet *u = &f->bullets[k];
    fc_box *box = &f->boxes[f->n + k];
    box->min = u->pos;
    box->max = u->pos;
    if (u->vel.x < 0) {
        box->min.x += u->vel.x;
    } else {
        box->max.x += u->vel.x;
    }
    if (u->vel.y < 0) {
        box->min.y += u->vel.y;
    } else {
        box->max.y += u->vel.y;
    }
}

// Bodies a (moving) and b: an overlap is pushed apart along the MTV (all
// of it onto a when b is static, half each otherwise), and a pair that
// approaches along the normal bounces.
static int body_pair(field *f, int ia, int ib)
{
    field_body *a = &f->bodies[ia], *b = &f->bodies[ib];
    fc_mtv m;
    fc_fixed px, py, vn, share;
    int rc = fc_collide_mtv(&a->shape_in_place, &b->shape_in_place, &m);   // moves a out of b
    if (rc <= 0 || m.depth <= 0) {
        return rc < 0 ? rc : FC_OK;
    }
    f->stats.contacts++;
    if (m.depth > f->stats.max_depth) {
        f->stats.max_depth = m.depth;
    }
    share = b->fixed ? m.depth : m.depth - m.depth / 2;
    rc = add_scaled(&a->pos, &m.normal, share);
    if (rc == FC_OK && !b->fixed) {
        rc = add_scaled(&b->pos, &m.normal, -(m.depth / 2));
    }
    // The normal component of the relative velocity (rounded products).
    if (rc == FC_OK) {
        rc = fc_mul(a->vel.x - b->vel.x, m.normal.x, &px);
    }
    if (rc == FC_OK) {
        rc = fc_mul(a->vel.y - b->vel.y, m.normal.y, &py);
    }
    if (rc < 0) {
        return rc;
    }
    vn = px + py;
    if (vn < 0) {
        if (b->fixed) {
            rc = add_scaled(&a->vel, &m.normal, -2 * vn);
        } else {
            rc = add_scaled(&a->vel, &m.normal, -vn);
            if (rc == FC_OK) {
                rc = add_scaled(&b->vel, &m.normal, vn);
            }
        }
    }
    a->vel.x = clamp_speed(a->vel.x);
    a->vel.y = clamp_speed(a->vel.y);
    b->vel.x = b->fixed ? 0 : clamp_speed(b->vel.x);
    b->vel.y = b->fixed ? 0 : clamp_speed(b->vel.y);
    if (rc == FC_OK) {
        rc = place(f, ia);
    }
    if (rc == FC_OK && !b->fixed) {
        rc = place(f, ib);
    }
    return rc;
}

// Bullet k against body i: *t, the time (Q16.16 fraction of the step)
// its path first touches the body (0 when it starts inside), or -1.
static int bullet_time(const field *f, int k, int i, int32_t *t)
{
    const field_body *b = &f->bodies[i];
    const fc_shape *s = &b->shape_in_place;
    fc_ray ray;
    fc_ray_hit hit;
    int rc;
    ray.origin = f->bullets[k].pos;
    ray.delta = f->bullets[k].vel;
    if (b->kind == FIELD_POLY) {
        rc = fc_ray_poly(&ray, s->u.poly->v, s->u.poly->n, &hit);
    } else if (b->kind == FIELD_BOX) {
        rc = fc_ray_box(&ray, &s->u.box, &hit);
    } else {
        rc = fc_ray_circle(&ray, &s->u.circle, &hit);
    }
    *t = rc == FC_RAY_HIT ? hit.t : (rc == FC_RAY_INSIDE ? 0 : -1);
    return rc < 0 ? rc : FC_OK;
}

int field_step(field *f)
{
    int32_t best_t[FIELD_BULLETS], t;
    int16_t best_body[FIELD_BULLETS];
    int32_t needed = 0;
    int i, j, k, np, rc = FC_OK;

    if (f == 0) {
        return FC_ERR_NULL;
    }
    // 1. Motion and spin.
    for (i = 0; i < f->ndynamic && rc == FC_OK; i++) {
        field_body *b = &f->bodies[i];
        b->pos.x += b->vel.x;
        b->pos.y += b->vel.y;
        if (b->kind == FIELD_POLY) {
            b->angle = (uint16_t)(b->spin_neg ? b->angle - b->spin : b->angle + b->spin);
        }
        rc = place(f, i);
    }
    f->bodies[f->n - 1].angle = (uint16_t)(f->bodies[f->n - 1].angle + 273u);   // 1/4 turn/s
    if (rc == FC_OK) {
        rc = place(f, f->n - 1);
    }
    // 2. Fire.
    if (rc == FC_OK && f->step % FIELD_FIRE_EVERY == 0u) {
        rc = fire(f);
    }
    if (rc < 0) {
        return rc;
    }
    for (k = 0; k < FIELD_BULLETS; k++) {
        best_t[k] = 0x7fffffffL;
        best_body[k] = -1;
        if (f->bullets[k].live) {
            bullet_box(f, k);
        }
    }
    // 3. The pairs of touching boxes (a short buffer keeps what fits).
    np = fc_bp_pairs(f->boxes, f->n + FIELD_BULLETS, f->order, f->pairs, FIELD_MAX_PAIRS,
                     &needed);
    if (np == FC_ERR_CAPACITY) {
        np = FIELD_MAX_PAIRS;
        f->stats.short_buffer++;
    }
    if (np < 0) {
        return np;
    }
    f->stats.pairs += (uint32_t)np;
    // 4. Each pair (a < b: a moving body before a static one, bodies
    // before bullets).
    for (k = 0; k < np && rc == FC_OK; k++) {
        i = f->pairs[k].a;
        j = f->pairs[k].b;
        if (j < f->n) {
            if (!f->bodies[i].fixed) {
                rc = body_pair(f, i, j);
            }
        } else if (i < f->n) {
            j -= f->n;
            rc = bullet_time(f, j, i, &t);
            if (t >= 0 && (t < best_t[j] || (t == best_t[j] && i < best_body[j]))) {
                best_t[j] = t;
                best_body[j] = (int16_t)i;
            }
        } else {
            // two bullets
        }
    }
    if (rc < 0) {
        return rc;
    }
    // 5. Bullets: the first body hit takes a kick (a quarter of the
    // bullet's velocity, within the speed limit); the others fly on.
    for (k = 0; k < FIELD_BULLETS && rc == FC_OK; k++) {
        field_bullet *u = &f->bullets[k];
        if (!u->live) {
            continue;
        }
        if (best_body[k] >= 0) {
            field_body *b = &f->bodies[best_body[k]];
            f->stats.bullet_hits++;
            b->hit_step = f->step + 1u;
            if (!b->fixed) {
                rc = add_scaled(&b->vel, &u->vel, FC_ONE / 4);
                b->vel.x = clamp_speed(b->vel.x);
                b->vel.y = clamp_speed(b->vel.y);
            }
            park_bullet(f, k);
        } else if (--u->life == 0u) {
            park_bullet(f, k);
        } else {
            u->pos.x += u->vel.x;
            u->pos.y += u->vel.y;
        }
    }
    f->step++;
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

uint32_t field_hash(const field *f)
{
    uint32_t h = 2166136261u;
    int i;
    for (i = 0; i < f->n; i++) {
        const field_body *b = &f->bodies[i];
        h = fnv_word(h, b->pos.x);
        h = fnv_word(h, b->pos.y);
        h = fnv_word(h, b->vel.x);
        h = fnv_word(h, b->vel.y);
        h = fnv_word(h, (int32_t)b->angle);
    }
    for (i = 0; i < FIELD_BULLETS; i++) {
        const field_bullet *u = &f->bullets[i];
        h = fnv_word(h, u->live ? u->pos.x : 0);
        h = fnv_word(h, u->live ? u->pos.y : 0);
    }
    return h;
}

int field_count_outside(const field *f)
{
    int i, out = 0;
    for (i = 0; i < f->ndynamic; i++) {
        const fc_vec *p = &f->bodies[i].pos;
        if (p->x < 0 || p->y < 0 || p->x > FC_FIX(FIELD_W) || p->y > FC_FIX(FIELD_H)) {
            out++;
        }
    }
    return out;
}
