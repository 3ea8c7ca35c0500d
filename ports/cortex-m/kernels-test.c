// Checks the port's ARMv6-M kernels (smull_v6m.S) against the C they
// replace (ports/cortex-m/kernels-test.sh): fci_port_isqrt_w against
// src/wide_root.c's isqrt_w, fci_wide_length against the C's (renamed
// c_wide_length), fci_port_divide against its fci_divide,
// fci_port_depth against the C's dot product (src/wide.c's products, as
// src/sat.c's depth_rel takes them), fci_port_push_less against its
// contract on products taken here, fci_big_mul_wide against
// src/big.c's, fci_port_convex against its contract from src/poly.c's
// angles, src/predicates.c and src/classify.c, fci_port_fill against
// src/poly.c's build, and fci_port_sat against src/sat.c's fci_sat_poly
// (compiled in too, with every port kernel but the multiply off).
//
// The library's wide arithmetic (src/wide.c, src/wide_ops.c,
// src/wide_root.c, src/big.c) is compiled into this file with
// FC_PORT_ISQRT=0, FC_PORT_BIG_MUL=0, FC_PORT_DIV=0, FC_PORT_DEPTH=0 and
// FC_PORT_LENGTH=0
// (the C product renamed), so the assembly is held to the library's own C, not to a
// copy. The root: every output (the root, the remainder's two words, the
// reciprocal Y, k and back),
// with the two caps the library uses (2 and 32): every n below 2^16, the
// powers of two and their neighbours, squares and their neighbours at
// every length, high words with the low word empty or full, and CASES
// pseudo-random values of every length (fixed seed). The product: every
// pair of the edge values (0, +-1, +-2^31, +-(2^31 - 1), +-2^32, +-2^62,
// +-(2^63 - 1), -2^63, ...) and CASES random pairs of every length and
// sign. The exact choice between two axes (fci_port_push_less): against
// six-word products taken here, on equal and nearly equal sides, the
// extremes (2^63, 2^31 components) and CASES random pairs of every size.
// The SAT's dot product: every pair of edge words (0, +-1,
// +-2^15, 2^16, +-2^31, ...) as normals and differences, and CASES random
// vectors of every size. The division: divisors of every length and at the ends of the
// range with numerators from 0 to (d - 1) 2^32 + 2^32 - 1, and CASES
// random ones. The length (fci_wide_length, N and k): every pair of edge
// components, the sides of right triangles with whole sides and of
// lengths just below a whole number (x = y, 2 x^2 + 1 a square), scaled
// and moved by one, and CASES random vectors. The exit status is the
// number of mismatches (at most
// 255); a line per mismatch goes to the console.
#include <stdint.h>
#include <string.h>

#ifndef CASES
#  define CASES 100000
#endif
#include "src/wide.c" // -I. on the command line
#undef wide_in
#include "src/wide_ops.c"
#define fci_wide_length c_wide_length
#include "src/wide_root.c"
#undef fci_wide_length
#define fci_big_mul_wide c_big_mul_wide
#include "src/big.c"
#undef fci_big_mul_wide
#include "src/range.c"
#include "src/predicates.c"
#include "src/classify.c"
#include "src/bounds.c"
#include "src/poly.c"
#include "src/boxes_overlap.c"
#include "src/mtv.c"
#include "src/unit_len.c"
#include "src/sat.c"

#if FC_PORT_ISQRT || FC_PORT_BIG_MUL || FC_PORT_DIV || FC_PORT_DEPTH || FC_PORT_LENGTH || FC_PORT_CONVEX \
    || FC_PORT_FILL || FC_PORT_PUSH_LESS || FC_PORT_SAT
#  error "build this test with every FC_PORT_ kernel but FC_PORT_SMULL at 0 (kernels-test.sh): the C is the reference"
#endif
int fci_port_sat(const fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis);
int fci_port_convex(const fc_vec *pts, int n, uint8_t *ang);
void fci_port_fill(fc_poly *out, const uint8_t *ang, int s);

uint32_t fci_port_isqrt_w(uint32_t hi, uint32_t lo, unsigned cap, isqrt_out *o);
uint32_t fci_port_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem);
void fci_port_depth(fc_wide *r, const fc_vec *n, const fc_vec *b, const fc_vec *p);
int fci_port_push_less(const fc_wide *push, const fc_vec *n, const fc_wide *bpush, const fc_vec *bn);
void fci_big_mul_wide(fci_big *r, const fc_wide *a, const fc_wide *b);
#include "../6502/test-io.h"
int main(void);

static unsigned bad;
static unsigned long checked;

// Ends a mismatch's console line and counts it (the exit status, at most
// 255).
static void mismatch(void)
{
    fc_port_putc('\n');
    if (bad < 255u) {
        bad++;
    }
}

static void check_cap(uint32_t hi, uint32_t lo, unsigned cap)
{
    isqrt_out a = { 1u, 2u, 3u, 4u, 5u }, c = { 6u, 7u, 8u, 9u, 10u };
    uint32_t ra = fci_port_isqrt_w(hi, lo, cap, &a);
    uint32_t rc = isqrt_w(hi, lo, cap, &c);
    checked++;
    if (ra != rc || a.rh != c.rh || a.rl != c.rl || a.y != c.y || a.k != c.k
        || a.back != c.back) {
        put("isqrt ");
        hex(hi);
        hex(lo);
        hex(cap);
        put("got ");
        hex(ra);
        hex(a.rh);
        hex(a.rl);
        hex(a.y);
        hex(a.k);
        hex(a.back);
        put("want ");
        hex(rc);
        hex(c.rh);
        hex(c.rl);
        hex(c.y);
        hex(c.k);
        hex(c.back);
        mismatch();
    }
}

// fci_wide_length (the port's) against the C's, renamed c_wide_length: N
// and k.
static void check_len(int32_t x, int32_t y)
{
    unsigned ka = 77u, kc = 78u;
    uint32_t na = fci_wide_length(x, y, &ka), nc = c_wide_length(x, y, &kc);
    checked++;
    if (na != nc || ka != kc) {
        put("length ");
        hex((uint32_t)x);
        hex((uint32_t)y);
        put("got ");
        hex(na);
        hex(ka);
        put("want ");
        hex(nc);
        hex(kc);
        mismatch();
    }
}

static void check(uint32_t hi, uint32_t lo)
{
    check_cap(hi, lo, 2u);
    check_cap(hi, lo, 32u);
}

// n + d for the 64-bit n = hi 2^32 + lo (d small, either sign), modulo 2^64.
static void check_near(uint32_t hi, uint32_t lo, int32_t d)
{
    uint32_t l = lo + (uint32_t)d;
    uint32_t h = hi;
    if (d > 0 && l < lo) {
        h++;
    } else if (d < 0 && l > lo) {
        h--;
    }
    check(h, l);
}

// r^2 and its neighbours.
static void check_square(uint32_t r)
{
    fc_wide sq;
    uint32_t hi, lo;
    fc_wide_umul(&sq, r, r);
    fc_wide_parts(&sq, &hi, &lo);
    check_near(hi, lo, -1);
    check(hi, lo);
    check_near(hi, lo, 1);
    // (r + 1)^2 - 1 = r^2 + 2r: the largest n with root r
    fc_wide_umul(&sq, r, 2u);
    {
        uint32_t th, tl, l;
        fc_wide_parts(&sq, &th, &tl);
        l = lo + tl;
        check(hi + th + (l < lo ? 1u : 0u), l);
    }
}

static void check_mul(uint32_t ah, uint32_t al, uint32_t bh, uint32_t bl)
{
    fc_wide a, b;
    fci_big x = { { 1u, 2u, 3u, 4u } }, y = { { 5u, 6u, 7u, 8u } };
    int i;
    fc_wide_set_parts(&a, ah, al);
    fc_wide_set_parts(&b, bh, bl);
    fci_big_mul_wide(&x, &a, &b);
    c_big_mul_wide(&y, &a, &b);
    checked++;
    for (i = 0; i < 4; i++) {
        if (x.w[i] != y.w[i]) {
            put("mul ");
            hex(ah);
            hex(al);
            hex(bh);
            hex(bl);
            put("got ");
            hex(x.w[3]);
            hex(x.w[2]);
            hex(x.w[1]);
            hex(x.w[0]);
            put("want ");
            hex(y.w[3]);
            hex(y.w[2]);
            hex(y.w[1]);
            hex(y.w[0]);
            mismatch();
            return;
        }
    }
}

// fci_port_divide against fci_divide, on the divisor fci_divisor_set
// prepares: the quotient and the remainder (hi below d).
static void check_div(uint32_t d, uint32_t hi, uint32_t lo)
{
    fci_divisor dv;
    uint32_t ra = 1u, rc = 2u, qa, qc;
    fci_divisor_set(&dv, d);
    qa = fci_port_divide(&dv, hi, lo, &ra);
    qc = fci_divide(&dv, hi, lo, &rc);
    checked++;
    if (qa != qc || ra != rc) {
        put("divide ");
        hex(d);
        hex(hi);
        hex(lo);
        put("got ");
        hex(qa);
        hex(ra);
        put("want ");
        hex(qc);
        hex(rc);
        mismatch();
    }
}

// fci_port_depth against src/sat.c's depth_rel: n.x (p.x - b.x) + n.y
// (p.y - b.y), the differences modulo 2^32, the sum modulo 2^64.
static void check_depth(int32_t nx, int32_t ny, int32_t bx, int32_t by, int32_t px, int32_t py)
{
    fc_vec n, b, p;
    fc_wide ra, rc;
    uint32_t ah, al, ch, cl;
    n.x = nx;
    n.y = ny;
    b.x = bx;
    b.y = by;
    p.x = px;
    p.y = py;
    fc_wide_set_parts(&ra, 0x12345678u, 0x9ABCDEF0u);
    fci_port_depth(&ra, &n, &b, &p);
    fc_wide_mul(&rc, n.x, (int32_t)((uint32_t)p.x - (uint32_t)b.x));
    fc_wide_muladd(&rc, n.y, (int32_t)((uint32_t)p.y - (uint32_t)b.y));
    fc_wide_parts(&ra, &ah, &al);
    fc_wide_parts(&rc, &ch, &cl);
    checked++;
    if (ah != ch || al != cl) {
        put("depth ");
        hex((uint32_t)nx);
        hex((uint32_t)ny);
        hex((uint32_t)bx);
        hex((uint32_t)by);
        hex((uint32_t)px);
        hex((uint32_t)py);
        put("got ");
        hex(ah);
        hex(al);
        put("want ");
        hex(ch);
        hex(cl);
        mismatch();
    }
}

// fci_port_push_less against its contract, on words: X = |push|^2 |bn|^2
// and Y = |bpush|^2 |n|^2 as six-word numbers (schoolbook products of
// 32-bit words in 64-bit sums), 1 when X < Y.
static void mul_words(uint32_t *r, const uint32_t *a, unsigned na, const uint32_t *b, unsigned nb)
{
    unsigned i, j;
    for (i = 0; i < na + nb; i++) {
        r[i] = 0u;
    }
    for (i = 0; i < na; i++) {
        uint64_t c = 0u;
        for (j = 0; j < nb; j++) {
            c += (uint64_t)a[i] * b[j] + r[i + j];
            r[i + j] = (uint32_t)c;
            c >>= 32;
        }
        r[i + nb] = (uint32_t)c;
    }
}

static void side_words(const fc_wide *w, const fc_vec *v, uint32_t *x)
{
    uint32_t hi, lo, ax, ay, a[2], m[2], a2[4];
    uint64_t s;
    fc_wide_parts(w, &hi, &lo);
    if ((hi >> 31) != 0u) {               // the magnitude, 2^63 for the most negative
        lo = 0u - lo;
        hi = ~hi + (lo == 0u ? 1u : 0u);
    }
    a[0] = lo;
    a[1] = hi;
    ax = (v->x < 0) ? 0u - (uint32_t)v->x : (uint32_t)v->x;
    ay = (v->y < 0) ? 0u - (uint32_t)v->y : (uint32_t)v->y;
    s = (uint64_t)ax * ax + (uint64_t)ay * ay;
    m[0] = (uint32_t)s;
    m[1] = (uint32_t)(s >> 32);
    mul_words(a2, a, 2u, a, 2u);
    mul_words(x, a2, 4u, m, 2u);
}

static void check_push_less(uint32_t ph, uint32_t pl, int32_t nx, int32_t ny, uint32_t qh, uint32_t ql,
                            int32_t mx, int32_t my)
{
    fc_wide p, q;
    fc_vec n, m;
    uint32_t x[6], y[6];
    int want = 0, got, i;
    fc_wide_set_parts(&p, ph, pl);
    fc_wide_set_parts(&q, qh, ql);
    n.x = nx;
    n.y = ny;
    m.x = mx;
    m.y = my;
    side_words(&p, &m, x);
    side_words(&q, &n, y);
    for (i = 5; i >= 0; i--) {
        if (x[i] != y[i]) {
            want = x[i] < y[i];
            break;
        }
    }
    got = fci_port_push_less(&p, &n, &q, &m);
    checked++;
    if (got != want) {
        put("push_less ");
        hex(ph);
        hex(pl);
        hex((uint32_t)nx);
        hex((uint32_t)ny);
        hex(qh);
        hex(ql);
        hex((uint32_t)mx);
        hex((uint32_t)my);
        put(got != 0 ? "got 1" : "got 0");
        mismatch();
    }
}

// fci_port_fill against the C's build (src/poly.c's fc_poly_build, with
// the C's second pass and length): the same angles and winding
// (fci_poly_convex, fci_classify), then the port's pass on a polygon whose every byte after
// n, the flags and v[0 .. n-1] is garbage; every byte of the two must
// agree. The port's pass takes the port's length (fci_wide_length),
// checked above against the C's.
static unsigned long filled;
static void check_fill(const fc_vec *p, int n)
{
    static fc_poly a, b;
    uint8_t ang[FC_MAX_VERTS];
    size_t m;
    int i, s = 0, cls;
    memset(&a, 0x5A, sizeof a);
    if (fc_poly_build(p, n, &a) != FC_OK) {
        return;
    }
    cls = FC_CONVEX;
    if (fci_poly_convex(p, n, ang, &s) == 0) {
        cls = fci_classify(p, n, &s);
    }
    memset(&b, 0xA5, sizeof b);
    b.n = a.n;
    b.convex = a.convex;
    b.reversed = a.reversed;
    b.reserved = a.reserved;
    for (i = 0; i < n; i++) {
        b.v[i] = a.v[i];
    }
    fci_port_fill(&b, ang, s);
    checked++;
    filled++;
    if (cls != (a.convex != 0u ? FC_CONVEX : FC_CONCAVE) || memcmp(&a, &b, sizeof a) != 0) {
        put("fill ");
        hex((uint32_t)n);
        for (i = 0; i < n; i++) {
            hex((uint32_t)p[i].x);
            hex((uint32_t)p[i].y);
        }
        for (m = 0; m < sizeof a; m++) {
            if (((const uint8_t *)&a)[m] != ((const uint8_t *)&b)[m]) {
                put("first byte apart ");
                hex((uint32_t)m);
                break;
            }
        }
        mismatch();
    }
}

// fci_port_convex against its contract, from the library's C: it proves
// exactly the loops whose coordinates pass fci_check_points' quick test
// (every one in [-2^29, 2^29)) and whose edges' pseudo-angles
// (fci_normal_angle) are all of non-zero length with stored differences
// d all non-zero and on one side of 128, summing to 256 (to the left) or
// 256 (n - 1) (to the right); then its winding and every angle are the
// C's, and fci_poly_convex and fci_classify agree. Returns the answer.
static unsigned long proved;
static int check_convex(const fc_vec *p, int n)
{
    uint8_t a[FC_MAX_VERTS + 1], c[FC_MAX_VERTS];
    fc_vec nrm;
    uint32_t any = 0u;
    unsigned d, sum = 0u, right = 0u, zero = 0u;
    int i, want = 0, got, s = 0, s2 = 0;
    for (i = 0; i < n; i++) {
        any |= FCI_BIASED(p[i].x) | FCI_BIASED(p[i].y);
        FCI_EDGE_NORMAL(nrm, &p[i], &p[FCI_NEXT(i, n)]);
        zero |= ((nrm.x | nrm.y) == 0) ? 1u : 0u;
        c[i] = fci_normal_angle(&nrm);
    }
    for (i = 0; i < n; i++) {
        d = (unsigned)(c[i] - c[(i + n - 1) % n]) & 0xFFu;
        zero |= (d == 0u) ? 1u : 0u;
        sum += d;
        right += (d >= 128u) ? 1u : 0u;
    }
    if (any < 0x40000000u && zero == 0u) {
        if (right == 0u && sum == 256u) {
            want = 1;
        } else if (right == (unsigned)n && sum == 256u * (unsigned)(n - 1)) {
            want = -1;
        }
    }
    check_fill(p, n);
    a[n] = 0xA5u;
    got = fci_port_convex(p, n, a);
    checked++;
    if (got != want || a[n] != 0xA5u || (want != 0 && memcmp(a, c, (size_t)n) != 0)
        || (want != 0 && (fci_check_points(p, n) != FC_OK || fci_poly_convex(p, n, c, &s) != 1 || s != want
                          || fci_classify(p, n, &s2) != FC_CONVEX || s2 != want))) {
        put("convex ");
        hex((uint32_t)n);
        for (i = 0; i < n; i++) {
            hex((uint32_t)p[i].x);
            hex((uint32_t)p[i].y);
        }
        put("got ");
        hex((uint32_t)got);
        put("want ");
        hex((uint32_t)want);
        mismatch();
    }
    proved += (got != 0) ? 1u : 0u;
    return got;
}

// fci_port_sat against src/sat.c's fci_sat_poly: the answer, and every
// byte of the MTV and the axis (written over garbage), with both, with
// the MTV alone and with neither. The port calls the C's fci_unit_len and
// fci_divisor_set, and its own division, dot product and push_less, each
// checked above against the C.
static unsigned long sat_hits, sat_misses;
static void check_sat(const fc_poly *a, const fc_poly *b)
{
    fc_mtv m[2];
    fci_axis x[2];
    int r[2], q[2], y[2];
    memset(m, 0x5A, sizeof m);
    memset(x, 0xA5, sizeof x);
    r[0] = fci_sat_poly(a, b, &m[0], &x[0]);
    r[1] = fci_port_sat(a, b, &m[1], &x[1]);
    q[0] = fci_sat_poly(a, b, &m[0], NULL);
    q[1] = fci_port_sat(a, b, &m[1], NULL);
    y[0] = fci_sat_poly(a, b, NULL, NULL);
    y[1] = fci_port_sat(a, b, NULL, NULL);
    checked++;
    sat_hits += (r[0] == 1) ? 1u : 0u;
    sat_misses += (r[0] == 0) ? 1u : 0u;
    if (r[0] != r[1] || q[0] != q[1] || y[0] != y[1] || r[0] != q[0] || r[0] != y[0]
        || memcmp(&m[0], &m[1], sizeof m[0]) != 0 || memcmp(&x[0], &x[1], sizeof x[0]) != 0) {
        int i;
        put("sat ");
        hex((uint32_t)r[0]);
        hex((uint32_t)r[1]);
        hex((uint32_t)m[0].depth);
        hex((uint32_t)m[1].depth);
        hex((uint32_t)a->n);
        for (i = 0; i < (int)a->n; i++) {
            hex((uint32_t)a->v[i].x);
            hex((uint32_t)a->v[i].y);
        }
        hex((uint32_t)b->n);
        for (i = 0; i < (int)b->n; i++) {
            hex((uint32_t)b->v[i].x);
            hex((uint32_t)b->v[i].y);
        }
        mismatch();
    }
}

static uint32_t seed = 2027u;
static uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed ^ (seed >> 15);
}

// Loops for fci_port_convex: n edge vectors of components below 2^(k - 1)
// (the last one closing them), sorted by direction (exactly: half-plane,
// then the cross product), their running sums moved by (ox, oy): a convex
// loop, counter-clockwise, with straight vertices where two edges point
// the same way. kind 1 turns it clockwise, kind 2 moves one vertex
// anywhere (convex or not), kind 3 repeats a vertex, kind 4 puts an edge's
// midpoint in (a straight vertex); kind 5 is a tiny grid of random points.
static int upper(const fc_vec *u)
{
    return (u->y > 0 || (u->y == 0 && u->x > 0)) ? 1 : 0;
}

static int before(const fc_vec *u, const fc_vec *v)
{
    int64_t c;
    if (upper(u) != upper(v)) {
        return upper(u);
    }
    c = (int64_t)u->x * v->y - (int64_t)u->y * v->x;
    return c > 0 ? 1 : 0;
}

static int loop_of(fc_vec *p, int n, unsigned k, int32_t ox, int32_t oy, unsigned kind)
{
    fc_vec e[FC_MAX_VERTS], t;
    int32_t sx = 0, sy = 0, h = (int32_t)1 << (k - 1u);
    int i, j;
    if (kind == 5u) {
        for (i = 0; i < n; i++) {
            p[i].x = (int32_t)(rnd() % 5u) - 2 + ox;
            p[i].y = (int32_t)(rnd() % 5u) - 2 + oy;
        }
        return n;
    }
    for (i = 0; i < n - 1; i++) {
        e[i].x = (int32_t)(rnd() >> (33u - k)) - (h >> 1);
        e[i].y = (int32_t)(rnd() >> (33u - k)) - (h >> 1);
        if ((rnd() & 15u) == 0u) {
            e[i].y = 0;        // along an axis, or at 45 degrees
        } else if ((rnd() & 15u) == 0u) {
            e[i].y = e[i].x;
        }
        sx += e[i].x;
        sy += e[i].y;
    }
    e[n - 1].x = -sx;
    e[n - 1].y = -sy;
    for (i = 1; i < n; i++) {
        for (j = i; j > 0 && before(&e[j], &e[j - 1]); j--) {
            t = e[j];
            e[j] = e[j - 1];
            e[j - 1] = t;
        }
    }
    p[0].x = ox;
    p[0].y = oy;
    for (i = 1; i < n; i++) {
        p[i].x = p[i - 1].x + e[i - 1].x;
        p[i].y = p[i - 1].y + e[i - 1].y;
    }
    if (kind == 1u) {
        for (i = 0; i < n / 2; i++) {
            t = p[i];
            p[i] = p[n - 1 - i];
            p[n - 1 - i] = t;
        }
    } else if (kind == 2u) {
        i = (int)(rnd() % (uint32_t)n);
        p[i].x = ox + (int32_t)(rnd() >> (33u - k)) - (h >> 1);
        p[i].y = oy + (int32_t)(rnd() >> (33u - k)) - (h >> 1);
    } else if (kind == 3u) {
        i = (int)(rnd() % (uint32_t)(n - 1));
        p[i + 1] = p[i];
    } else if (kind == 4u && n < FC_MAX_VERTS) {
        i = (int)(rnd() % (uint32_t)n);
        for (j = n; j > i + 1; j--) {
            p[j] = p[j - 1];
        }
        t = p[(i + 2) % (n + 1)];
        p[i + 1].x = (int32_t)(((int64_t)p[i].x + t.x) >> 1);
        p[i + 1].y = (int32_t)(((int64_t)p[i].y + t.y) >> 1);
        n++;
    }
    return n;
}

int main(void)
{
    uint32_t i, k, r;
    for (i = 0; i < 65536u; i++) {
        check(0u, i);
    }
    for (k = 0; k < 64u; k++) {
        uint32_t hi = k >= 32u ? (uint32_t)1u << (k - 32u) : 0u;
        uint32_t lo = k < 32u ? (uint32_t)1u << k : 0u;
        check_near(hi, lo, -1);
        check(hi, lo);
        check_near(hi, lo, 1);
    }
    check(0xFFFFFFFFu, 0xFFFFFFFFu);
    for (k = 0; k < 32u; k++) {
        r = (uint32_t)1u << k;
        check_square(r);
        check_square(r - 1u);
        check_square(r + 1u);
        check_square(r | (rnd() & (r - 1u)));
        check_square(r | (rnd() & (r - 1u)));
    }
    check_square(0xFFFFFFFFu);
    check_square(0xFFFFFFFEu);
    for (i = 0; i < 64u; i++) {
        uint32_t hi = rnd() >> (i & 31u);
        check(hi, 0u);
        check(hi, 0xFFFFFFFFu);
    }
    {
        static const uint32_t edge[][2] = {
            { 0u, 0u }, { 0u, 1u }, { 0xFFFFFFFFu, 0xFFFFFFFFu }, { 0u, 2u },
            { 0u, 0x7FFFFFFFu }, { 0u, 0x80000000u }, { 0xFFFFFFFFu, 0x80000000u },
            { 0xFFFFFFFFu, 0x80000001u }, { 0u, 0xFFFFFFFFu }, { 1u, 0u },
            { 0xFFFFFFFFu, 0u }, { 0x40000000u, 0u }, { 0xC0000000u, 0u },
            { 0x7FFFFFFFu, 0xFFFFFFFFu }, { 0x80000000u, 0u }, { 0x80000000u, 1u },
            { 0x3FFFFFFFu, 0xFFFFFFFFu }, { 0xFFFFFFFFu, 0x00000001u }
        };
        unsigned p, q, n = (unsigned)(sizeof edge / sizeof edge[0]);
        for (p = 0; p < n; p++) {
            for (q = 0; q < n; q++) {
                check_mul(edge[p][0], edge[p][1], edge[q][0], edge[q][1]);
            }
        }
    }
    {
        // lengths: every pair of edge components, the sides of
        // Pythagorean triangles (exact squares) and their neighbours at
        // every scale, and random vectors of every size
        static const int32_t cedge[] = {
            0, 1, -1, 2, 3, 0x7FFF, 0x8000, -0x8000, 0xFFFF, 0x10000, -0x10000, 0x10001,
            0x1FFFFFFF, 0x20000000, -0x20000000, 0x3FFFFFFF, 0x40000000, -0x40000000,
            0x7FFFFFFF, -0x7FFFFFFF, (int32_t)0x80000000u
        };
        static const int32_t tri[][2] = { { 3, 4 }, { 5, 12 }, { 8, 15 }, { 20, 21 }, { 119, 120 },
                                          { 4601, 4800 }, { 31, 480 } };
        unsigned p, q, n = (unsigned)(sizeof cedge / sizeof cedge[0]);
        for (p = 0; p < n; p++) {
            for (q = 0; q < n; q++) {
                check_len(cedge[p], cedge[q]);
            }
        }
        {
            // x = y with 2 x^2 = c^2 - 1 (Pell's equation c^2 - 2 x^2 = 1:
            // (3, 2), (17, 12), (99, 70), ...): lengths just below a whole
            // number, where the root's estimate may come out one above,
            // scaled and moved by one
            int64_t c = 3, x = 2, t;
            while (x < 0x20000000) {
                for (k = 0; k < 3u; k++) {
                    int32_t sx = (int32_t)(x << k);
                    if ((x << k) > 0x40000000) {
                        break;
                    }
                    check_len(sx, sx);
                    check_len(-sx, sx + 1);
                    check_len(sx, 1 - sx);
                }
                t = 3 * c + 4 * x;
                x = 2 * c + 3 * x;
                c = t;
            }
        }
        for (p = 0; p < sizeof tri / sizeof tri[0]; p++) {
            for (k = 0; k < 30u; k++) {
                int32_t a = tri[p][0] << (k / 2u), b = tri[p][1] << (k / 2u);
                if (a > 0x40000000 || b > 0x40000000) {
                    break;
                }
                for (q = 0; q < 3u; q++) {
                    check_len(a, b - 1 + (int32_t)q);
                    check_len(-b, a - 1 + (int32_t)q);
                }
            }
        }
    }
    for (i = 0; i < CASES; i++) {
        uint32_t sx = rnd() & 31u, sy = (rnd() & 1u) != 0u ? sx : rnd() & 31u;
        check_len((int32_t)(rnd() >> sx), -(int32_t)(rnd() >> sy));
    }
    for (i = 0; i < CASES; i++) {
        uint32_t sa = rnd() & 63u, sb = rnd() & 63u;
        uint32_t ah = sa < 32u ? rnd() >> sa : 0u, al = sa < 32u ? rnd() : rnd() >> (sa - 32u);
        uint32_t bh = sb < 32u ? rnd() >> sb : 0u, bl = sb < 32u ? rnd() : rnd() >> (sb - 32u);
        if ((rnd() & 1u) != 0u) {               // negative: two's complement
            ah = ~ah + (al == 0u ? 1u : 0u);
            al = 0u - al;
        }
        if ((rnd() & 1u) != 0u) {
            bh = ~bh + (bl == 0u ? 1u : 0u);
            bl = 0u - bl;
        }
        check_mul(ah, al, bh, bl);
    }
    for (i = 0; i < CASES; i++) {
        uint32_t sh = rnd() & 63u;
        uint32_t hi = sh < 32u ? rnd() >> sh : 0u;
        uint32_t lo = sh < 32u ? rnd() : rnd() >> (sh - 32u);
        check(hi, lo);
        if ((i & 7u) == 0u) {
            check_square(rnd() >> (rnd() & 31u));
        }
    }
    {
        static const uint32_t dedge[] = {
            1u, 2u, 3u, 0xFFFFu, 0x10000u, 0x10001u, 0x7FFFFFFFu, 0x80000000u,
            0x80000001u, 0x8000FFFFu, 0xFFFF0000u, 0xFFFFFFFEu, 0xFFFFFFFFu, 0x12345678u
        };
        static const uint32_t lows[] = { 0u, 1u, 0xFFFFu, 0x10000u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu };
        unsigned p, q;
        for (p = 0; p < sizeof dedge / sizeof dedge[0]; p++) {
            for (q = 0; q < sizeof lows / sizeof lows[0]; q++) {
                uint32_t d = dedge[p];
                check_div(d, 0u, lows[q]);
                check_div(d, d - 1u, lows[q]);
                check_div(d, (d - 1u) >> 1, lows[q]);
            }
        }
    }
    for (i = 0; i < CASES; i++) {
        // divisors of every length, numerators from small to the largest
        uint32_t d = rnd() >> (rnd() & 31u), hi, lo = rnd();
        if (d == 0u) {
            d = 1u;
        }
        hi = rnd() % d;
        if ((i & 3u) == 0u) {
            hi = d - 1u - (rnd() & 3u) % d;
        } else if ((i & 3u) == 1u) {
            hi >>= rnd() & 31u;
        }
        check_div(d, hi, lo);
    }
    {
        static const uint32_t vedge[] = {
            0u, 1u, 0xFFFFFFFFu, 0x7FFFu, 0x8000u, 0xFFFFu, 0x10000u, 0xFFFF0000u,
            0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0x40000000u, 0xC0000000u
        };
        unsigned p, q, nv = (unsigned)(sizeof vedge / sizeof vedge[0]);
        for (p = 0; p < nv; p++) {
            for (q = 0; q < nv; q++) {
                check_depth((int32_t)vedge[p], (int32_t)vedge[q], 0, 0, (int32_t)vedge[q], (int32_t)vedge[p]);
                check_depth((int32_t)vedge[p], (int32_t)vedge[p], (int32_t)vedge[q], (int32_t)vedge[q], 0, 0);
                check_depth((int32_t)vedge[q], (int32_t)vedge[p], (int32_t)vedge[p], 1, (int32_t)vedge[q], -1);
            }
        }
    }
    for (i = 0; i < CASES; i++) {
        uint32_t w[6];
        for (k = 0; k < 6u; k++) {
            w[k] = rnd() >> (rnd() & 31u);
            w[k] = (rnd() & 1u) != 0u ? 0u - w[k] : w[k];
        }
        check_depth((int32_t)w[0], (int32_t)w[1], (int32_t)w[2], (int32_t)w[3], (int32_t)w[4], (int32_t)w[5]);
    }
    {
        // equal sides, sides one apart at the top, the extremes
        static const uint32_t wedge[] = {
            0u, 1u, 0xFFFFFFFFu, 0x7FFFFFFFu, 0x80000000u, 0x12345678u
        };
        unsigned p, q, nw = (unsigned)(sizeof wedge / sizeof wedge[0]);
        for (p = 0; p < nw; p++) {
            for (q = 0; q < nw; q++) {
                int32_t c = (int32_t)wedge[q];
                check_push_less(wedge[p], wedge[q], c, c, wedge[p], wedge[q], c, c);
                check_push_less(wedge[p], wedge[q], c, 0, wedge[p], wedge[q], 0, c);
                check_push_less(wedge[p], wedge[q], c, 1, wedge[p], wedge[q] + 1u, c, 1);
                check_push_less(wedge[q], wedge[p], (int32_t)0x80000000u, c, wedge[p], wedge[q],
                                (int32_t)0x80000000u, (int32_t)0x80000000u);
                check_push_less(0x80000000u, 0u, c, c, wedge[p], wedge[q], c, (int32_t)0x80000000u);
            }
        }
    }
    for (i = 0; i < CASES; i++) {
        // near ties (the case the SAT asks about): q = p, the normals
        // swapped or one apart, and random values of every size
        uint32_t ph = rnd() >> (rnd() & 31u), pl = rnd(), qh = ph, ql = pl;
        int32_t nx = (int32_t)(rnd() >> (rnd() & 31u)), ny = (int32_t)(rnd() >> (rnd() & 31u));
        int32_t mx = ny, my = nx;
        if ((i & 3u) == 1u) {
            ql += rnd() & 3u;
            mx = nx + (int32_t)(rnd() & 1u);
            my = ny;
        } else if ((i & 3u) == 2u) {
            qh = rnd() >> (rnd() & 31u);
            ql = rnd();
            mx = (int32_t)(rnd() >> (rnd() & 31u));
            my = (int32_t)rnd();
        } else if ((i & 3u) == 3u) {
            ph = 0u - ph - (pl != 0u ? 1u : 0u);   // a negative push
            pl = 0u - pl;
            nx = -nx;
        }
        check_push_less(ph, pl, nx, ny, qh, ql, mx, my);
    }
    {
        // fci_port_convex: boxes and octagons with every normal along an
        // axis or at 45 degrees, both windings, at the range's ends; then
        // random loops of every count, size, kind and place
        static const int32_t ends[] = { 0, 0x1FFFFFFF, -0x20000000, 0x20000000, -0x20000001,
                                        0x1FFFFFF0, 0x7FFFFFFF, (int32_t)0x80000000u };
        fc_vec p[FC_MAX_VERTS];
        unsigned long convex = 0u, proved_convex = 0u;
        int n;
        for (k = 0; k < 8u; k++) {
            for (i = 0; i < 2u; i++) {
                int32_t o = ends[k], w = 16;
                fc_vec box[4], oct[8];
                int j;
                box[0].x = o;       box[0].y = o;
                box[1].x = o;       box[1].y = o - w;
                box[2].x = o - w;   box[2].y = o - w;
                box[3].x = o - w;   box[3].y = o;
                oct[0].x = o;       oct[0].y = o - 1;
                oct[1].x = o - 1;   oct[1].y = o;
                oct[2].x = o - 2;   oct[2].y = o;
                oct[3].x = o - 3;   oct[3].y = o - 1;
                oct[4].x = o - 3;   oct[4].y = o - 2;
                oct[5].x = o - 2;   oct[5].y = o - 3;
                oct[6].x = o - 1;   oct[6].y = o - 3;
                oct[7].x = o;       oct[7].y = o - 2;
                if (i == 1u) {
                    for (j = 0; j < 2; j++) {
                        fc_vec t = box[j];
                        box[j] = box[3 - j];
                        box[3 - j] = t;
                    }
                    for (j = 0; j < 4; j++) {
                        fc_vec t = oct[j];
                        oct[j] = oct[7 - j];
                        oct[7 - j] = t;
                    }
                }
                (void)check_convex(box, 4);
                (void)check_convex(oct, 8);
            }
        }
        {
            // the bounding circle's every scale: the whole range, a
            // triangle across it, slivers, and 16 vertices about 0
            static const int32_t big[][8] = {
                { -0x20000000, -0x20000000, 0x20000000, -0x20000000, 0x20000000, 0x20000000, -0x20000000,
                  0x20000000 },
                { -0x20000000, -0x20000000, 0x20000000, 0, -0x20000000, 0x20000000, 0, 0 },
                { 0, 0, 0x1FFFFFFF, 1, 0x1FFFFFFE, 2, 0, 0 },
                { 0, 0, 0x8000, 1, 0x7FFF, 2, 0, 0 },
                { 0, 0, 0x10000, 1, 0xFFFF, 2, 0, 0 },
                { 5, 5, 6, 5, 5, 6, 0, 0 }
            };
            for (k = 0; k < 6u; k++) {
                int m = (k == 0u) ? 4 : 3, j;
                for (j = 0; j < m; j++) {
                    p[j].x = big[k][2 * j];
                    p[j].y = big[k][2 * j + 1];
                }
                (void)check_convex(p, m);
            }
            for (k = 0; k < 64u; k++) {
                for (i = 0; i < 16u; i++) {
                    // a 16-gon: the octagon's corners and its edges' midpoints
                    static const int8_t o[16][2] = { { 4, 0 }, { 4, 1 }, { 4, 2 }, { 3, 3 }, { 2, 4 },
                                                     { 1, 4 }, { 0, 4 }, { -1, 3 }, { -2, 2 }, { -2, 1 },
                                                     { -2, 0 }, { -1, -1 }, { 0, -2 }, { 1, -2 },
                                                     { 2, -2 }, { 3, -1 } };
                    p[i].x = (int32_t)o[i][0] << (k % 26u);
                    p[i].y = (int32_t)o[i][1] << (k % 26u);
                    if (k >= 32u) {
                        p[i].x += (int32_t)(rnd() & 7u);
                        p[i].y += (int32_t)(rnd() & 7u);
                    }
                }
                (void)check_convex(p, 16);
            }
        }
        for (i = 0; i < CASES; i++) {
            unsigned kind = (i % 8u < 2u) ? 0u : (i % 8u) - 1u, sz = 2u + rnd() % 23u;
            int32_t ox = (int32_t)(rnd() >> 2) - 0x20000000, oy = (int32_t)(rnd() >> 2) - 0x20000000;
            if (kind > 5u) {
                kind = 0u;
            }
            if ((i & 7u) == 3u) {
                ox = 0x20000000 - (int32_t)(rnd() & 0xFFFFFu);   // at the range's end
            }
            if (ox > 0x18000000) {
                sz = sz > 20u ? 20u : sz;
            }
            n = 3 + (int)(rnd() % (uint32_t)(FC_MAX_VERTS - 2));
            n = loop_of(p, n, sz, ox, oy, kind);
            if (check_convex(p, n) != 0 && kind <= 1u) {
                proved_convex++;
            }
            convex += (kind <= 1u) ? 1u : 0u;
        }
        // most convex loops are proved: not those with straight vertices
        // (frequent among the small and the axis-aligned edges), a 0 among
        // the angles' differences, or a vertex out of range
        if (proved_convex < convex / 2u || proved < (unsigned long)CASES / 8u
            || filled < (unsigned long)CASES / 2u) {
            put("convex: too few proved or filled ");
            hex((uint32_t)proved_convex);
            hex((uint32_t)convex);
            hex((uint32_t)filled);
            mismatch();
        }
    }
    {
        // fci_port_sat: pairs of built convex polygons of every count and
        // size, apart, touching and overlapping: a polygon and another
        // near it, a copy moved a little (its axes tie the first's: the
        // same way, exactly as far), a copy turned a half turn about a
        // point near it (faces meeting head on), two boxes; then such
        // pairs with words of either struct overwritten (a corrupted
        // table: any answer, but the same one). Each pair both ways.
        static fc_poly a, b;
        fc_vec p[FC_MAX_VERTS + 1], q[FC_MAX_VERTS + 1];
        unsigned long pairs = 0u;
        for (i = 0; i < CASES / 4u; i++) {
            unsigned kind = i % 6u, sz = (kind == 5u && (i & 8u) != 0u) ? 16u + rnd() % 7u : 3u + rnd() % 20u;
            int32_t ox = (int32_t)(rnd() >> 3) - 0x10000000, oy = (int32_t)(rnd() >> 3) - 0x10000000;
            int32_t h = (int32_t)1 << (sz - 1u), dx, dy;
            int na = 3 + (int)(rnd() % (uint32_t)(FC_MAX_VERTS - 2)), nb = 0, j;
            na = loop_of(p, na, sz, ox, oy, rnd() & 1u);
            if (kind == 4u) {
                // boxes: corners counter-clockwise, the second overlapping
                // or beside the first
                int32_t w = 1 + (int32_t)(rnd() % (uint32_t)h), t = 1 + (int32_t)(rnd() % (uint32_t)h);
                int32_t bx = ox + (int32_t)(rnd() % (uint32_t)(2 * w)) - w / 2;
                int32_t by = oy + (int32_t)(rnd() % (uint32_t)(2 * t)) - t / 2;
                p[0].x = ox;     p[0].y = oy;
                p[1].x = ox + w; p[1].y = oy;
                p[2].x = ox + w; p[2].y = oy + t;
                p[3].x = ox;     p[3].y = oy + t;
                w = 1 + (int32_t)(rnd() % (uint32_t)h);
                t = 1 + (int32_t)(rnd() % (uint32_t)h);
                q[0].x = bx;     q[0].y = by;
                q[1].x = bx + w; q[1].y = by;
                q[2].x = bx + w; q[2].y = by + t;
                q[3].x = bx;     q[3].y = by + t;
                na = 4;
                nb = 4;
            }
            if (fc_poly_build(p, na, &a) != FC_OK || a.convex == 0u) {
                continue;
            }
            dx = (int32_t)(rnd() % (uint32_t)(2 * h + 1)) - h;
            dy = (int32_t)(rnd() % (uint32_t)(2 * h + 1)) - h;
            if (kind == 2u) {
                dx = (rnd() & 1u) != 0u ? dx >> (rnd() % 8u) : (int32_t)(rnd() % 5u) - 2;
                dy = (rnd() & 1u) != 0u ? dy >> (rnd() % 8u) : (int32_t)(rnd() % 5u) - 2;
                for (j = 0; j < (int)a.n; j++) {
                    q[j].x = a.v[j].x + dx;
                    q[j].y = a.v[j].y + dy;
                }
                nb = a.n;
            } else if (kind == 3u) {
                dx = ox + dx / 2;
                dy = oy + dy / 2;
                for (j = 0; j < (int)a.n; j++) {
                    q[j].x = 2 * dx - a.v[j].x;
                    q[j].y = 2 * dy - a.v[j].y;
                }
                nb = a.n;
            } else if (kind != 4u) {
                nb = 3 + (int)(rnd() % (uint32_t)(FC_MAX_VERTS - 2));
                nb = loop_of(q, nb, 3u + rnd() % 20u, ox + dx, oy + dy, rnd() & 1u);
            }
            if (fc_poly_build(q, nb, &b) != FC_OK || b.convex == 0u) {
                continue;
            }
            if (kind == 5u) {
                unsigned what = rnd() % 5u;
                if (what == 0u) {
                    // a's first length twice its push (if that fits): a
                    // quotient of 0 with half of it left over, rounded up
                    int64_t push = INT64_MIN, d;
                    for (j = 0; j < (int)b.n; j++) {
                        d = (int64_t)a.normal[0].x * (a.v[0].x - b.v[j].x)
                            + (int64_t)a.normal[0].y * (a.v[0].y - b.v[j].y);
                        push = d > push ? d : push;
                    }
                    if (push > 0 && push < 0x80000000) {
                        a.nlen[0] = (uint32_t)push * 2u;
                        a.nshift[0] = 0u;
                    }
                } else if (what == 1u) {
                    // every shift 31 and every length large: a push of
                    // 2^33 or more times 2^k passes 2^64 (a distance past
                    // FC_FIXED_MAX), the rest divide
                    for (j = 0; j < FC_MAX_VERTS; j++) {
                        a.nshift[j] = 31u;
                        b.nshift[j] = 31u;
                        a.nlen[j] = 0xF0000000u | rnd();
                        b.nlen[j] = 0xF0000000u | rnd();
                    }
                } else if (what == 2u) {
                    // b's vertex 0 with both neighbours on it: a flat run
                    // on both sides of the first climb's start
                    b.v[1] = b.v[0];
                    b.v[b.n - 1u] = b.v[0];
                } else {
                    for (j = (int)(rnd() % 4u); j >= 0; j--) {
                        uint32_t *w = (uint32_t *)(void *)((rnd() & 1u) != 0u ? &a : &b);
                        w[1u + rnd() % (uint32_t)(sizeof a / 4u - 1u)] = rnd() >> (rnd() % 32u);
                    }
                    if (what == 4u) {
                        a.n = (uint8_t)(3u + rnd() % (FC_MAX_VERTS - 2u));
                    }
                }
            }
            pairs++;
            check_sat(&a, &b);
            check_sat(&b, &a);
        }
        if (sat_hits < pairs / 4u || sat_misses < pairs / 8u) {
            put("sat: too few hits or misses ");
            hex((uint32_t)pairs);
            hex((uint32_t)sat_hits);
            hex((uint32_t)sat_misses);
            mismatch();
        }
    }
    hex((uint32_t)checked);
    put(bad == 0u ? "roots and products checked (hex count), no mismatch\n"
                  : "roots and products checked (hex count), MISMATCHES\n");
    return (int)bad;
}
