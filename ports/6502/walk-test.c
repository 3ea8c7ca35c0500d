// Checks the port's fci_port_walk, fci_port_parallel, fci_port_same_len
// and fci_port_may_tie (walk.s) against the library's C for them
// (ports/6502/walk-test.sh): src/sat.c's walk from one edge to the next
// (walk_step), its tests of parallel normals and of normals as long, and
// its may_tie on the 8-bit CPUs, over the products
// of src/wide.c compiled into this file with their names changed
// (c-products.h) and a signed 64-bit comparison.
// - The walk: convex polygons of 1 to 16 vertices at every start vertex,
//   turned and scaled, against normals all around, with their edge
//   normals and with stored angles of every kind: each edge's at n's,
//   opposite it, next to either, or anywhere (the steps the angles
//   decide, those they leave open, parallel edges, the depths); vertices
//   with the ends of int32 (the differences wrap); polygons that are not
//   convex; every placement of the vertices, normals and angles across a
//   256-byte page.
// - Parallel normals and normals as long: equal, opposite, swapped, each
//   component's sign flipped, one byte apart, the ends of int32.
// - keep (fci_port_keep, the 6502's and the Game Boy's): every field of
//   the best axis, byte by byte, for owners and negation flags with
//   either byte set, components at the ends of int32 and pseudo-random
//   ones; the bytes of d and stale stay.
// - The bound: every shift k with lengths at the ends of their range and
//   beyond it (a corrupted struct's), distances at the ends of int32,
//   pushes on either side of the bound and at the ends of int64, pushes
//   where a filter on the leading 8 bits of the bound's factors changes
//   its answer (the Z80's walk.s) and factors at the top of those bits,
//   every page placement.
// Both also take CASES pseudo-random cases (fixed seed). The exit status
// is the number of mismatches (at most 255), and a line per mismatch goes
// to stdout.
#include <stdint.h>

#ifndef CASES
#  define CASES 1500
#endif
#include "c-products.h"

// The port's (walk.s).
const fc_vec *fci_port_walk(fc_wide *cur, const fc_vec *n, const fc_vec *p, const fc_vec *xj,
                            const fc_vec *xv, const fc_vec *xn, const uint8_t *xa, unsigned mna);
int fci_port_parallel(const fc_vec *u, const fc_vec *v);
int fci_port_same_len(const fc_vec *u, const fc_vec *v);
int fci_port_may_tie(const fc_wide *push, const fci_len *len, fc_fixed best);
#if defined(__CC65__) || defined(__SDCC_sm83)
// The 6502's and the Game Boy's walk.s only (FC_PORT_KEEP); the Z80's
// walk-test.sh compiles this file too.
struct sat_best;
void fci_port_keep(struct sat_best *best, const fc_wide *push, const fc_vec *axis, const fci_len *len,
                   int neg, int owner);
#endif
#include "test-io.h"
int main(void);

static unsigned bad;

// a < b, both read as signed 64-bit values.
static int wide_less(const fc_wide *a, const fc_wide *b)
{
    if (a->hi != b->hi) {
        return (int32_t)a->hi < (int32_t)b->hi;
    }
    return a->lo < b->lo;
}

// src/sat.c's may_tie on the 8-bit CPUs, on the C product.
static int want_may_tie(const fc_wide *push, const fci_len *len, fc_fixed best)
{
    fc_wide lim;
    c_wide_umul(&lim, (uint32_t)best + 1u, (len->n >> len->k) + 1u);
    return wide_less(push, &lim);
}

// src/sat.c's parallel: equal or opposite modulo 2^32, or both on the x
// axis or both on the y axis.
static int want_parallel(const fc_vec *u, const fc_vec *v)
{
    return (u->x == v->x && u->y == v->y)
           || ((uint32_t)u->x == 0u - (uint32_t)v->x && (uint32_t)u->y == 0u - (uint32_t)v->y)
           || (u->x == 0 && v->x == 0) || (u->y == 0 && v->y == 0);
}

// src/sat.c's walk_step, on the C products.
static const fc_vec *want_walk(fc_wide *cur, const fc_vec *n, const fc_vec *p, const fc_vec *xj,
                               const fc_vec *xv, const fc_vec *xn, const uint8_t *xa, unsigned m,
                               unsigned na)
{
    fc_wide d;
    const fc_vec *nx, *xm = xn + (xj - xv);
    const uint8_t *a = xa + (xj - xv);
    unsigned k, t;
    int have = 0;
    for (k = 0; k < m; k++) {
        t = (na - *a) & 0xffu;
        nx = xj + 1;
        if (nx == xv + m) {
            nx = xv;
        }
        if ((t & 0x7fu) == 0u) {
            if (want_parallel(xm, n)) {
                break;
            }
            if (!have) {
                want_depth(cur, n, xj, p);
                have = 1;
            }
            want_depth(&d, n, nx, p);
            if (!wide_less(cur, &d)) {
                break;
            }
            *cur = d;
        } else if (t < 0x80u) {
            break;
        } else {
            have = 0;
        }
        xj = nx;
        xm++;
        a++;
        if (nx == xv) {
            xm = xn;
            a = xa;
        }
    }
    if (!have) {
        want_depth(cur, n, xj, p);
    }
    return xj;
}

static void check_walk(const fc_vec *n, const fc_vec *p, const fc_vec *xv, const fc_vec *xn,
                       const uint8_t *xa, unsigned m, unsigned j, unsigned na)
{
    static const fc_wide sentinel = { 0x5A5A5A5Au, 0xA5A5A5A5u };
    fc_wide got, want;
    const fc_vec *gj, *wj;
    got = sentinel;
    want = sentinel;
    gj = fci_port_walk(&got, n, p, xv + j, xv, xn, xa, m | (na << 8));
    wj = want_walk(&want, n, p, xv + j, xv, xn, xa, m, na);
    if (gj != wj || got.hi != want.hi || got.lo != want.lo) {
        put("walk m ");
        hex((uint32_t)m);
        put("j ");
        hex((uint32_t)j);
        put("na ");
        hex((uint32_t)na);
        put("n ");
        hex((uint32_t)n->x);
        hex((uint32_t)n->y);
        put("p ");
        hex((uint32_t)p->x);
        hex((uint32_t)p->y);
        put("got ");
        hex((uint32_t)(gj - xv));
        hex(got.hi);
        hex(got.lo);
        put("want ");
        hex((uint32_t)(wj - xv));
        hex(want.hi);
        hex(want.lo);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

static uint32_t seed = 2027u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed;
}

// x's edge normals (dy, -dx, wrapping) and stored angles of kind kind
// against n's angle na: 0 anywhere, 1 each near na or opposite it (on
// it, beside it, or anywhere), 2 ordered round the circle from a random
// start, as a convex polygon's are. With kind 1 some normals are n or -n.
static void edges(const fc_vec *xv, fc_vec *xn, uint8_t *xa, unsigned m, const fc_vec *n,
                  unsigned na, unsigned kind)
{
    static const uint8_t around_na[6] = { 0u, 0x80u, 1u, 0xFFu, 0x81u, 0x7Fu };
    unsigned i, start = rnd() & 0xffu;
    for (i = 0; i < m; i++) {
        const fc_vec *b = &xv[(i + 1u) % m];
        xn[i].x = (int32_t)((uint32_t)b->y - (uint32_t)xv[i].y);
        xn[i].y = (int32_t)((uint32_t)xv[i].x - (uint32_t)b->x);
        if (kind == 0u) {
            xa[i] = (uint8_t)rnd();
        } else if (kind == 1u) {
            uint32_t r = rnd();
            xa[i] = (uint8_t)(na + ((r & 7u) < 6u ? around_na[r & 7u] : (r >> 8)));
            if ((r & 0x300u) == 0u) {
                xn[i] = *n;
            } else if ((r & 0x300u) == 0x100u) {
                xn[i].x = (int32_t)(0u - (uint32_t)n->x);
                xn[i].y = (int32_t)(0u - (uint32_t)n->y);
            }
        } else {
            xa[i] = (uint8_t)(start + i * 256u / m);
        }
    }
}

// 16 directions around the circle, 2^20 long.
static const fc_vec ring[16] = {
    { 1048576L, 0L },
    { 968758L, 401273L },
    { 741455L, 741455L },
    { 401273L, 968758L },
    { 0L, 1048576L },
    { -401273L, 968758L },
    { -741455L, 741455L },
    { -968758L, 401273L },
    { -1048576L, 0L },
    { -968758L, -401273L },
    { -741455L, -741455L },
    { -401273L, -968758L },
    { 0L, -1048576L },
    { 401273L, -968758L },
    { 741455L, -741455L },
    { 968758L, -401273L }
};

// The polygon: m vertices at m of the 16 directions, scaled by 2^-s,
// turned by t sixteenths, about c. Every walk from every start vertex,
// with normals in the 16 directions (scaled by 2^-u) and p at q, and
// stored angles of each kind (edges).
static void walk_all(fc_vec *xv, unsigned m, unsigned s, unsigned t, const fc_vec *c, unsigned u,
                     const fc_vec *q)
{
    fc_vec n, xn[16];
    uint8_t xa[16];
    unsigned i, j, kind;
    for (i = 0; i < m; i++) {
        const fc_vec *r = &ring[(i * 16u / m + t) & 15u];
        xv[i].x = c->x + (r->x >> s);
        xv[i].y = c->y + (r->y >> s);
    }
    for (i = 0; i < 16u; i++) {
        n.x = ring[i].x >> u;
        n.y = ring[i].y >> u;
        for (kind = 0; kind < 3u; kind++) {
            edges(xv, xn, xa, m, &n, i * 16u, kind);
            for (j = 0; j < m; j++) {
                check_walk(&n, q, xv, xn, xa, m, j, i * 16u);
            }
        }
    }
}

// src/sat.c's same_len: equal component magnitudes (modulo 2^32), in
// the same order or swapped.
static int want_same_len(const fc_vec *u, const fc_vec *v)
{
    return ((u->x == v->x || (uint32_t)u->x == 0u - (uint32_t)v->x)
            && (u->y == v->y || (uint32_t)u->y == 0u - (uint32_t)v->y))
           || ((u->x == v->y || (uint32_t)u->x == 0u - (uint32_t)v->y)
               && (u->y == v->x || (uint32_t)u->y == 0u - (uint32_t)v->x));
}

static void check_parallel(const fc_vec *u, const fc_vec *v)
{
    fc_vec w;
    unsigned f;
    for (f = 0; f < 8u; f++) {   // v, its components swapped or negated
        w.x = (f & 4u) ? v->y : v->x;
        w.y = (f & 4u) ? v->x : v->y;
        if (f & 1u) {
            w.x = (int32_t)(0u - (uint32_t)w.x);
        }
        if (f & 2u) {
            w.y = (int32_t)(0u - (uint32_t)w.y);
        }
        if (fci_port_same_len(u, &w) != want_same_len(u, &w)) {
            put("same_len ");
            hex((uint32_t)u->x);
            hex((uint32_t)u->y);
            hex((uint32_t)w.x);
            hex((uint32_t)w.y);
            fc_port_putc('\n');
            if (bad < 255u) {
                bad++;
            }
        }
    }
    if (fci_port_parallel(u, v) != want_parallel(u, v)) {
        put("parallel ");
        hex((uint32_t)u->x);
        hex((uint32_t)u->y);
        hex((uint32_t)v->x);
        hex((uint32_t)v->y);
        fc_port_putc('\n');
        if (bad < 255u) {
            bad++;
        }
    }
}

static void check(const fc_wide *push, const fci_len *len, fc_fixed best)
{
    fc_wide p0;
    fci_len l0;
    int got, want;
    p0 = *push;
    l0 = *len;
    got = fci_port_may_tie(push, len, best);
    want = want_may_tie(push, len, best);
    if (got != want || push->hi != p0.hi || push->lo != p0.lo || len->n != l0.n || len->k != l0.k) {
        put("may_tie push ");
        hex(push->hi);
        hex(push->lo);
        put("n ");
        hex(len->n);
        put("k ");
        hex((uint32_t)len->k);
        put("best ");
        hex((uint32_t)best);
        put(got ? "got 1\n" : "got 0\n");
        if (bad < 255u) {
            bad++;
        }
    }
}

// *push, one less and one more (*push ends one more).
static void three(fc_wide *push, const fci_len *len, fc_fixed best)
{
    check(push, len, best);
    push->lo--;
    if (push->lo == 0xFFFFFFFFu) {
        push->hi--;
    }
    check(push, len, best);
    push->lo += 2u;
    if (push->lo < 2u) {
        push->hi++;
    }
    check(push, len, best);
}

// The bound itself, one less and one more, as pushes (the exact ties).
static void around(const fci_len *len, fc_fixed best)
{
    fc_wide push;
    c_wide_umul(&push, (uint32_t)best + 1u, (len->n >> len->k) + 1u);
    three(&push, len, best);
}

// The leading 8 bits of x (above 0): x / 2^s, rounded down, in [2^7,
// 2^8) (x itself when below 2^8, s = 0).
static uint32_t lead8(uint32_t x, unsigned *s)
{
    *s = 0u;
    while (x >= 0x100u) {
        x >>= 1;
        (*s)++;
    }
    return x;
}

// v 2^s, and one less and one more, as pushes.
static void shifted(uint32_t v, unsigned s, const fci_len *len, fc_fixed best)
{
    fc_wide push;
    push.lo = s >= 32u ? 0u : v << s;
    push.hi = s >= 32u ? v << (s - 32u) : (s == 0u ? 0u : v >> (32u - s));
    three(&push, len, best);
}

// Pushes where a filter of the bound on the leading 8 bits of its factors
// A = best + 1 and B = floor(N / 2^k) + 1 changes its answer (the Z80's
// walk.s): a 2^sa <= A < (a + 1) 2^sa, b 2^sb <= B < (b + 1) 2^sb, at
// a b 2^(sa + sb) and (a + 1) (b + 1) 2^(sa + sb), for factors below 2^31.
static void lead_edges(const fci_len *len, fc_fixed best)
{
    unsigned sa, sb;
    uint32_t fa = (uint32_t)best + 1u, fb = (len->n >> len->k) + 1u, a, b;
    if (fa == 0u || fb == 0u || fa >= 0x80000000u || fb >= 0x80000000u) {
        return;
    }
    a = lead8(fa, &sa);
    b = lead8(fb, &sb);
    shifted(a * b, sa + sb, len, best);
    shifted((a + 1u) * (b + 1u), sa + sb, len, best);
}

static const uint32_t edge[] = {
    0u, 1u, 0xFFu, 0x100u, 0xFFFFu, 0x10000u, 0x20000000u, 0x2468ACE0u, 0x7FFFFFFFu,
    0x80000000u, 0xFFFFFFFEu, 0xFFFFFFFFu
};
#define NEDGE (sizeof edge / sizeof edge[0])

// Room for the push and the length at every placement across a page.
static uint8_t buf[256u + 8u + 3u * 8u];
static uint8_t wbuf[256u + 8u + 2u * 3u * 8u + 3u];

#if defined(__CC65__) || defined(__SDCC_sm83)
// v's four bytes, least significant first, at b.
static void le32(uint8_t *b, uint32_t v)
{
    unsigned i;
    for (i = 0; i < 4u; i++) {
        b[i] = (uint8_t)(v >> (8u * i));
    }
}

// fci_port_keep against the bytes of src/sat.c's keep() on cc65's and
// SDCC's sat_best: push at 0, d at 8, owner at 12, dir at 14, len at 22 (n, then
// k in two bytes), stale at 28; best at an offset o into the buffer.
static void check_keep(const fc_wide *push, const fc_vec *axis, const fci_len *len, int neg, int owner,
                       unsigned o)
{
    static uint8_t got[40], want[40];
    unsigned i;
    for (i = 0; i < 40u; i++) {
        got[i] = (uint8_t)(0xA5u ^ (i * 7u));
        want[i] = got[i];
    }
    le32(&want[o], push->lo);
    le32(&want[o + 4u], push->hi);
    want[o + 12u] = (uint8_t)owner;
    want[o + 13u] = (uint8_t)((unsigned)owner >> 8);
    le32(&want[o + 14u], (neg != 0) ? 0u - (uint32_t)axis->x : (uint32_t)axis->x);
    le32(&want[o + 18u], (neg != 0) ? 0u - (uint32_t)axis->y : (uint32_t)axis->y);
    le32(&want[o + 22u], len->n);
    want[o + 26u] = (uint8_t)len->k;
    want[o + 27u] = (uint8_t)(len->k >> 8);
    fci_port_keep((struct sat_best *)(void *)&got[o], push, axis, len, neg, owner);
    for (i = 0; i < 40u; i++) {
        if (got[i] != want[i]) {
            put("keep byte ");
            hex((uint32_t)i);
            hex((uint32_t)axis->x);
            hex((uint32_t)axis->y);
            hex((uint32_t)neg);
            hex((uint32_t)owner);
            fc_port_putc('\n');
            if (bad < 255u) {
                bad++;
            }
            return;
        }
    }
}

static void keep_all(void)
{
    static const int flags[] = { 0, 1, 0x100, -1 };
    fc_wide push;
    fci_len len;
    fc_vec axis;
    unsigned i, j;
    for (i = 0; i < NEDGE; i++) {
        for (j = 0; j < 4u; j++) {
            push.lo = rnd();
            push.hi = rnd();
            len.n = rnd();
            len.k = (unsigned)(rnd() & 0xFFFFu);
            axis.x = (int32_t)edge[i];
            axis.y = (int32_t)edge[(i + j + 1u) % NEDGE];
            check_keep(&push, &axis, &len, flags[j], flags[(j + 1u) & 3u], j);
            check_keep(&push, &axis, &len, flags[(j + 2u) & 3u], flags[j], 8u - j);
        }
    }
    for (i = 0; i < CASES; i++) {
        push.lo = rnd();
        push.hi = rnd();
        len.n = rnd();
        len.k = (unsigned)(rnd() & 31u);
        axis.x = (int32_t)rnd();
        axis.y = (int32_t)rnd();
        check_keep(&push, &axis, &len, (int)(rnd() & 1u), (int)(rnd() & 1u), (unsigned)(rnd() % 10u));
    }
}
#endif

int main(void)
{
    fc_wide push;
    fci_len len;
    fc_wide *pp;
    fci_len *pl;
    static fc_vec xs[16], xn[16];
    static uint8_t xa[16];
    unsigned i, j, k;
    fc_vec c, q, n;
    // Convex polygons of every size at every start, in a few places.
    for (k = 1; k <= 16u; k++) {
        c.x = 0x00780000L;
        c.y = 0x00640000L;
        q.x = 0x00800000L;
        q.y = 0x00600000L;
        walk_all(xs, k, 2u + (k & 3u), k, &c, 4u, &q);
        c.x = -0x3FF00000L;   // near the ends of the range
        q.x = 0x3FF00000L;
        walk_all(xs, k, 0u, k + 3u, &c, 0u, &q);
    }
    // Vertices at the ends of int32 (the differences wrap) and polygons
    // that are not convex.
    for (i = 0; i < NEDGE; i++) {
        for (j = 0; j < 16u; j++) {
            xs[j].x = (int32_t)edge[(i + j) % NEDGE];
            xs[j].y = (int32_t)edge[(i + 3u * j) % NEDGE];
        }
        n.x = (int32_t)edge[i];
        n.y = -(int32_t)edge[(i + 5u) % NEDGE];
        q.x = (int32_t)edge[(i + 7u) % NEDGE];
        q.y = 12345;
        for (k = 1; k <= 16u; k++) {
            edges(xs, xn, xa, k, &n, i * 40u, k % 3u);
            check_walk(&n, &q, xs, xn, xa, k, (i + k) % k, (i * 40u) & 0xffu);
        }
    }
    // Every placement of a polygon, its normals and angles across a page.
    for (i = 0; i < 256u + 8u; i += 4u) {
        fc_vec *pv = (fc_vec *)(void *)&wbuf[i];
        fc_vec *pn = (fc_vec *)(void *)&wbuf[i + 24u];
        uint8_t *pa = &wbuf[i + 48u];
        for (j = 0; j < 3u; j++) {
            pv[j].x = (int32_t)(0x00100000L * (long)j + (long)i);
            pv[j].y = (int32_t)(0x00300000L - 0x00080000L * (long)(j * j));
        }
        n.x = 0x00012345L;
        n.y = -0x00054321L;
        q.x = 0;
        q.y = 0;
        edges(pv, pn, pa, 3u, &n, 200u, (i >> 2) % 3u);
        check_walk(&n, &q, pv, pn, pa, 3u, i % 3u, 200u);
    }
    for (i = 0; i < CASES; i++) {
        k = 1u + (unsigned)(rnd() % 16u);
        for (j = 0; j < k; j++) {
            xs[j].x = (int32_t)(rnd() >> (rnd() & 15u));
            xs[j].y = (int32_t)(rnd() >> (rnd() & 15u));
        }
        n.x = (int32_t)(rnd() >> 8);
        n.y = (int32_t)(rnd() >> 8);
        q.x = (int32_t)rnd();
        q.y = (int32_t)rnd();
        j = rnd() & 0xffu;
        edges(xs, xn, xa, k, &n, j, i % 3u);
        check_walk(&n, &q, xs, xn, xa, k, (unsigned)(rnd() % k), j);
    }
    // Parallel normals: equal, opposite, one byte off, the ends of int32.
    for (i = 0; i < NEDGE; i++) {
        for (j = 0; j < NEDGE; j++) {
            c.x = (int32_t)edge[i];
            c.y = (int32_t)edge[j];
            n = c;
            check_parallel(&c, &n);
            n.x = (int32_t)(0u - edge[i]);
            n.y = (int32_t)(0u - edge[j]);
            check_parallel(&c, &n);
            n.y = (int32_t)(edge[j] ^ 0x00010000u);
            check_parallel(&c, &n);
            n.x = (int32_t)edge[(i + j) % NEDGE];
            check_parallel(&n, &c);
        }
    }
    // Normals on one axis (boxes' sides of any sizes), and normals one
    // byte off an axis, the byte at each of the four places, in either
    // normal, on the y axis (a = 0) and the x axis (a = 1).
    for (i = 0; i < NEDGE; i++) {
        for (j = 0; j < NEDGE; j++) {
            unsigned a;
            for (a = 0; a < 2u; a++) {
                int32_t *cz = a ? &c.y : &c.x, *nz = a ? &n.y : &n.x;
                int32_t *co = a ? &c.x : &c.y, *no = a ? &n.x : &n.y;
                *cz = 0;
                *co = (int32_t)edge[i];
                *nz = 0;
                *no = (int32_t)edge[j];
                check_parallel(&c, &n);
                for (k = 0; k < 4u; k++) {
                    *nz = (int32_t)(1UL << (8u * k + ((i + a) & 7u)));
                    check_parallel(&c, &n);
                    check_parallel(&n, &c);
                    *nz = 0;
                }
            }
        }
    }
    for (i = 0; i < CASES; i++) {
        c.x = (int32_t)rnd();
        c.y = (int32_t)rnd();
        n.x = (int32_t)(0u - (uint32_t)c.x);
        n.y = (i & 1u) ? c.y : (int32_t)(0u - (uint32_t)c.y);
        n.x ^= (int32_t)((i & 6u) == 0u ? (1UL << (rnd() & 31u)) : 0u);
        check_parallel(&c, &n);
        check_parallel(&n, &n);
    }
    put(bad == 0u ? "walk checked, no mismatch\n" : "walk checked, MISMATCHES\n");
    for (k = 0; k < 32u; k++) {
        len.k = k;
        for (i = 0; i < NEDGE; i++) {
            len.n = edge[i];
            for (j = 0; j < NEDGE; j++) {
                around(&len, (fc_fixed)edge[j]);
                lead_edges(&len, (fc_fixed)edge[j]);
            }
            push.hi = 0x80000000u;   // the ends of int64
            push.lo = 0u;
            check(&push, &len, 5);
            push.hi = 0x7FFFFFFFu;
            push.lo = 0xFFFFFFFFu;
            check(&push, &len, 5);
        }
    }
    for (i = 0; i < 256u + 8u; i++) {
        pp = (fc_wide *)(void *)&buf[i];
        pl = (fci_len *)(void *)&buf[(i + 8u) % 280u];
        pl->n = 0x5A3C9E11u + i;
        pl->k = 9u;
        pp->hi = 0x00000123u;
        pp->lo = 0x456789ABu - i;
        check(pp, pl, (fc_fixed)(0x00024000L + (long)i));
    }
    for (i = 0; i < CASES; i++) {
        len.n = (rnd() >> 1) | 0x20000000u;   // a built polygon's, in [2^29, 2^31)
        len.k = (unsigned)(rnd() & 31u);
        if ((i & 7u) == 0u) {
            len.n = rnd();
        }
        around(&len, (fc_fixed)(rnd() >> (rnd() & 31u)));
        lead_edges(&len, (fc_fixed)(rnd() >> (rnd() & 31u)));
        // factors at the top of their leading bits, (a + 1) 2^sa - 1:
        // their product just under the filter's (a + 1) (b + 1) 2^(sa + sb)
        len.n = ((0x81u + (rnd() & 0x7fu)) << (rnd() % 24u)) - 2u;
        len.k = 0u;
        around(&len, (fc_fixed)(((0x81u + (rnd() & 0x7fu)) << (rnd() % 24u)) - 2u));
        push.hi = rnd() >> (rnd() & 31u);
        push.lo = rnd();
        check(&push, &len, (fc_fixed)(rnd() >> 8));
    }
#if defined(__CC65__) || defined(__SDCC_sm83)
    keep_all();
#endif
    put(bad == 0u ? "may_tie checked, no mismatch\n" : "may_tie checked, MISMATCHES\n");
    return (int)bad;
}
