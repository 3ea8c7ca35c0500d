// Separating axis theorem for convex shapes: polygon-polygon, polygon-box.
#include <string.h>
#include "internal.h"

// 3 to FC_MAX_VERTS vertices, in one unsigned comparison.
#define COUNT_OK(p) ((unsigned)(p)->n - 3u <= (unsigned)FC_MAX_VERTS - 3u)

int fci_check_poly(const fc_poly *p, int need_convex)
{
    // Constant time: the rest of a built polygon is trusted (shapes.h).
    FC_CHECK(p != NULL, FC_ERR_NULL);
    if (!COUNT_OK(p)) {
        return FC_ERR_COUNT;
    }
    if (need_convex != 0 && p->convex == 0u) {
        return FC_ERR_CONCAVE;
    }
    return FC_OK;
}

// Both polygons as fci_check_poly(p, 1) asks: the common case tested in
// line, fci_check_poly called only for the error code.
#define CONVEX_OK(p) ((p) != NULL && COUNT_OK(p) && (p)->convex != 0u)

int fci_check_poly_pair(const fc_poly *a, const fc_poly *b)
{
    int rc;
    if (CONVEX_OK(a) && CONVEX_OK(b)) {
        return FC_OK;
    }
    rc = fci_check_poly(a, 1);
    return (rc < 0) ? rc : fci_check_poly(b, 1);
}

int fci_check_poly_full(const fc_poly *p, int need_convex)
{
    int i, rc = fci_check_poly(p, need_convex);
    for (i = 0; rc == FC_OK && i < (int)p->n; i++) {
        const fc_vec *nv = &p->normal[i];
        if (!fci_vec_in_range(&p->v[i])) {
            rc = FC_ERR_RANGE;
        } else if ((nv->x == 0 && nv->y == 0) || nv->x > 2 * FC_RANGE_RAW || nv->x < -2 * FC_RANGE_RAW
                   || nv->y > 2 * FC_RANGE_RAW || nv->y < -2 * FC_RANGE_RAW) {
            // A built polygon has edge normals of length 1 to 2^30.5.
            rc = FC_ERR_INVALID;
        } else {
            // in range
        }
    }
    return rc;
}

void fci_poly_shape(const fc_poly *p, fci_shape *s)
{
    s->v = p->v;
    s->n = p->n;
    s->axis = p->normal;
    s->naxes = p->n;
    s->two_way = 0;
}

void fci_box_corners(const fc_box *b, fc_vec *corners)
{
    corners[0] = b->min;
    corners[1].x = b->max.x;
    corners[1].y = b->min.y;
    corners[2] = b->max;
    corners[3].x = b->min.x;
    corners[3].y = b->max.y;
}

void fci_box_shape(const fc_box *b, fc_vec *corners, fci_shape *s)
{
    static const fc_vec box_axes[2] = { { 1, 0 }, { 0, 1 } };
    fci_box_corners(b, corners);
    s->v = corners;
    s->n = 4;
    s->axis = box_axes;
    s->naxes = 2;
    s->two_way = 1;
}

// Each projection is a dot product of an axis (|component| <= 2^30) with a
// vertex (<= 2^29): at most 2^60, exact in an fc_wide.
void fci_project(const fci_shape *s, const fc_vec *axis, fc_wide *lo, fc_wide *hi)
{
    fc_wide d;
    int i;
    fc_wide_set(lo, 0);   // s->n >= 1 overwrites both; set for analyzers
    fc_wide_set(hi, 0);
    for (i = 0; i < s->n; i++) {
        fc_wide_mul(&d, axis->x, s->v[i].x);
        fc_wide_muladd(&d, axis->y, s->v[i].y);
        if (i == 0 || FCI_WLT(&d, lo)) {
            *lo = d;
        }
        if (i == 0 || FCI_WLT(hi, &d)) {
            *hi = d;
        }
    }
}

// Exactly push / |n| < bpush / |bn| (pushes >= 0 on a hit; any value stays
// defined): |push|^2 |bn|^2 < |bpush|^2 |n|^2 with |n|^2 taken as the
// magnitude of its 64-bit sum (below 2^62; it wraps, defined, for a
// corrupted normal), squares below 2^127 and products below 2^190. Decides
// between two axes whose rounded distances are equal.
#if FC_PORT_PUSH_LESS
// The port's (config.h).
#  define push_less fci_port_push_less
#elif defined(__GNUC__) && !FCI_BIG_NATIVE
// On 32-bit words with small frames (the Cortex-M3, M4 and GBA builds;
// ARMv6-M takes the port's, in a smaller frame still), where this sits at
// the bottom of the SAT's deepest call chain: each side as
// six words, built in place in one frame, with no call but the 32 x 32
// multiply. A side starts as |a| (two words) and is multiplied by |a|,
// then by |n|^2: each product is taken from the top word of the
// multiplicand down, so that every word is read before a partial product
// reaches it, and no second array is needed.
static int push_less(const fc_wide *push, const fc_vec *n, const fc_wide *bpush, const fc_vec *bn)
{
    uint32_t w[2][6], y0, y1, x, carry, hi, lo;
    fc_wide p;
    int step, i, j;
    for (step = 0; step < 4; step++) {
        uint32_t *r = w[step >> 1];
        if ((step & 1) == 0) {
            fc_wide_parts((step == 0) ? push : bpush, &hi, &lo);
        } else {
            // |n|^2 of the other side's axis, the magnitude of its 64-bit
            // sum (below 2^62; it wraps, defined, for a corrupted normal)
            const fc_vec *v = (step == 1) ? bn : n;
            fc_wide_mul(&p, v->x, v->x);
            fc_wide_muladd(&p, v->y, v->y);
            fc_wide_parts(&p, &hi, &lo);
        }
        // the magnitude (2^63 for the most negative value): for a
        // negative value ~a + 1, the carry out of the low word when it
        // wraps to 0
        x = hi >> 31;
        y0 = (lo ^ (0u - x)) + x;
        y1 = (hi ^ (0u - x)) + (uint32_t)(y0 < x);
        if ((step & 1) == 0) {
            r[0] = y0;
            r[1] = y1;
            r[2] = 0u;
            r[3] = 0u;
        }
        // r[0 .. 5] = r[0 .. 3] (y1 2^32 + y0): a partial product plus two
        // words stays below 2^64, and the values below 2^190.
        r[4] = 0u;
        r[5] = 0u;
        for (i = 3; i >= 0; i--) {
            x = r[i];
            r[i] = 0u;
            carry = 0u;
            if (x == 0u) {
                continue;
            }
            for (j = i; j < 6 && (j < i + 2 || carry != 0u); j++) {
                hi = 0u;
                lo = carry;
                if (j < i + 2) {
                    fc_wide_umul(&p, x, (j == i) ? y0 : y1);
                    fc_wide_parts(&p, &hi, &lo);
                    lo += carry;
                    hi += (lo < carry) ? 1u : 0u;
                }
                r[j] += lo;
                carry = hi + ((r[j] < lo) ? 1u : 0u);
            }
        }
    }
    for (i = 5; i >= 0; i--) {
        if (w[0][i] != w[1][i]) {
            return w[0][i] < w[1][i];
        }
    }
    return 0;
}
#else
// On the 128-bit helpers (src/big.c): the compiler's type on a 64-bit
// host, the shared word routines on the 8-bit CPUs.
static void norm2(const fc_vec *n, fci_big *r)
{
    fc_wide t;
    fc_wide_mul(&t, n->x, n->x);
    fc_wide_muladd(&t, n->y, n->y);
    fci_big_from_wide(r, &t);
}

static int push_less(const fc_wide *push, const fc_vec *n, const fc_wide *bpush, const fc_vec *bn)
{
    fci_big p2, q2, n2, m2;
    fci_big_mul_wide(&p2, push, push);
    fci_big_mul_wide(&q2, bpush, bpush);
    norm2(n, &n2);
    norm2(bn, &m2);
    return fci_big_cmp_prod(&p2, &m2, &q2, &n2) < 0;
}
#endif

// The linear walk is the default on every compiler: on the 8-bit CPUs it
// takes a third to a half of the projecting SAT's time for a pair of
// 8-gons. The projecting fci_sat below gives the same answers (a
// white-box test compares them) in less code: FC_SAT_LINEAR=0 keeps it
// where code space decides (about 3.7 KB less of SDCC's Z80 code, 4.2 KB
// of its Game Boy code; the 6502 runner's largest images).
#ifndef FC_SAT_LINEAR
#  define FC_SAT_LINEAR 1
#endif

#if FC_SAT_LINEAR
// 1 when A's exit along axis (along -axis when neg) points the same way
// as dir, a positive multiple of it: both pushes then measure the support
// of B - A along one unit vector (below), so their distances are exactly
// equal and push_less would answer 0. The faces of two boxes, or of two
// polygons turned alike, that face each other tie so on every such pair,
// and this test is one comparison of two products where push_less
// compares squares of 190 bits. Any input is defined (a corrupted zero
// normal is parallel to everything: a wrong answer, never undefined).
// (signs: of two parallel vectors, the exit's components have the signs
// of dir's)
static int signs_as(const fc_vec *axis, int neg, const fc_vec *dir)
{
    if (neg != 0) {
        return (axis->x > 0) == (dir->x < 0) && (axis->y > 0) == (dir->y < 0);
    }
    return (axis->x < 0) == (dir->x < 0) && (axis->y < 0) == (dir->y < 0);
}

static int same_way(const fc_vec *axis, int neg, const fc_vec *dir)
{
    return fci_cross_sign(axis, dir) == 0 && signs_as(axis, neg, dir);
}

// The projecting SAT below takes the shortcut too, but for the builds
// that ask for it to save code (FC_SAT_LINEAR=0, with no other SAT): the
// same answers, by push_less alone.
#  define SAME_WAY(axis, neg, dir) same_way((axis), (neg), (dir))
#else
#  define SAME_WAY(axis, neg, dir) 0
#endif

// Between two axes of equal rounded distance, 1 when the new one (A
// leaving by push along axis, -axis when neg) is kept over the best (by
// bpush along dir): it exits another way and is exactly shorter. Every
// SAT's choice, and the 6502 pass's (fci_pass_tie).
#define TIE_WINS(push, axis, neg, bpush, dir) \
    (!SAME_WAY((axis), (neg), (dir)) && push_less((push), (axis), (bpush), (dir)))

// For every axis of a, then of b:
//   project both shapes; a gap on any axis means a miss (exact);
//   otherwise A can leave along +axis by (bhi - alo) or along -axis by
//   (ahi - blo), divided by |axis| to a distance.
// The MTV is the axis with the smallest rounded distance; between equal
// ones the exactly smaller push / |axis|, then the first. An axis whose
// push is at least (best + 1) U (U > |axis|, fci_dist_may_beat) is skipped:
// its distance exceeds best + 1 and cannot round to best.
//
// Which of the two pushes an axis offers: A leaves B by a translation t
// exactly when t lies outside the convex set K = B - A, and the push along
// a unit u costs h_K(u) = max over K of u . x. Its smallest value over all
// u is the distance from the origin to K's boundary, reached at a face of
// K, and K's faces have the outward normals of B's edges and the reversed
// normals of A's. So an outward edge normal n of a polygon offers one
// push, out through its face: along -n by (ahi - blo) for an edge of a,
// along +n by (bhi - alo) for an edge of b. The other direction is never
// strictly shorter than the best face (it is a face only where an edge is
// parallel to another, and that face is offered there). A box axis stands
// for two faces (two_way): the shorter push, along -axis only when
// strictly shorter.
int fci_sat(const fci_shape *a, const fci_shape *b, fc_mtv *mtv, fci_axis *axis)
{
    const fci_shape *owner;
    fc_wide alo = { 0 }, ahi = { 0 }, blo = { 0 }, bhi = { 0 }, plus, minus, best_push = { 0 };
    const fc_wide *push;
    fc_vec best_axis;
    fc_fixed best = 0, d = 0;
    fci_len len;
    int i, pass, found = 0, best_side = 0, best_owner = 0, side;
    best_axis.x = 1;
    best_axis.y = 0;
    for (pass = 0; pass < 2; pass++) {
        owner = pass == 0 ? a : b;
        for (i = 0; i < owner->naxes; i++) {
            const fc_vec *ax = &owner->axis[i];
            fci_project(a, ax, &alo, &ahi);
            fci_project(b, ax, &blo, &bhi);
            if (FCI_WLT(&ahi, &blo) || FCI_WLT(&bhi, &alo)) {
                return 0;
            }
            if (mtv == NULL) {
                continue;
            }
            fc_wide_sub(&plus, &bhi, &alo);
            fc_wide_sub(&minus, &ahi, &blo);
            if (owner->two_way != 0) {
                side = fc_wide_cmp(&minus, &plus);   // < 0: along -axis is shorter
            } else if (pass == 0) {
                side = -1;                           // out through a's face
            } else {
                side = 1;                            // out through b's face
            }
            push = (side < 0) ? &minus : &plus;
            if (found && !fci_dist_may_beat(push, ax, best)) {
                continue;   // its distance exceeds best + 1: no need for it
            }
            fci_length(ax, &len);
            // Both pushes are below 2^62 and the distance below 2^31.
            (void)fci_div_len(push, &len, &d);
            if (!found || d < best
                || (d == best && TIE_WINS(push, ax, (side < 0) != (best_side < 0), &best_push, &best_axis))) {
                found = 1;
                best = d;
                best_push = *push;
                best_axis = *ax;
                best_side = side;
                best_owner = pass;
            }
        }
    }
    if (mtv != NULL) {
        if (best_side < 0) {
            // wrapping: a corrupted polygon's normal may be INT32_MIN
            best_axis.x = fci_wneg(best_axis.x);
            best_axis.y = fci_wneg(best_axis.y);
        }
        fci_unit(&best_axis, &mtv->normal);
        mtv->depth = best;
        if (axis != NULL) {
            axis->owner = best_owner;
            axis->dir = best_axis;
        }
    }
    return 1;
}

// ---- the linear-time SAT on built polygons -------------------------------------
//
// For a convex polygon o with outward edge normals n_i (counter-clockwise),
// the SAT needs along each n_i two extremes: o's maximum (vertex i
// itself) and the other shape's minimum. Two convex polygons are disjoint
// exactly when, for some edge of either, the other shape lies strictly
// beyond it: the other's minimum along n_i exceeds n_i . v_i (the edges of
// A - B are those of A and of -B). As n_i turns counter-clockwise, the
// other polygon's minimum moves counter-clockwise too, so one walk around
// it serves every edge (rotating calipers): O(nA + nB) dot products, not
// nA nB.
//
// Depths: on a hit, A leaves out through each face (fci_sat shows that
// no other direction is shorter) by a push (raw^2 units: distance times
// |n_i|): o's maximum minus the other's minimum, the value the walk gives.
// A push becomes a distance with the edge's stored length, and only when
// a bound says it may beat or tie the best so far (may_tie): no square
// root, and a division for few axes. The order and the ties are those of
// fci_sat: a's axes, then b's; on equal rounded distances the exactly
// shorter, then the first.
//
// A corrupted struct cannot cause undefined behaviour here: differences
// wrap (WSUB, two's complement on every supported compiler), products and
// sums are fc_wide (wrapping), indices stay below n, and every loop is
// bounded by n. A stored length is taken as it is: fci_div_len,
// fci_len_may_beat, may_tie and fci_unit_len give an answer for every N
// (a zero N fails the division's range check), and the shift is kept
// below 32, as they need.

void fci_edge_len(const fc_poly *p, int i, fci_len *len)
{
    len->n = p->nlen[i];
    len->k = (unsigned)p->nshift[i] & 31u;
}

int fci_len_may_beat(const fc_wide *push, const fci_len *len, fc_fixed best)
{
    fc_wide lim, b;
    uint32_t whole = len->n >> len->k;   // floor(N / 2^k) < 2^31
    // best U = best floor(N / 2^k) + best: a signed product of two values
    // below 2^31 (N < 2^31; best >= 0, a distance from fci_div_len), which
    // the ports' multiply makes cheap where an unsigned 64-bit product
    // would call a library routine. (A corrupted N of 2^31 or more reads
    // as a negative int32: a wrong bound, still defined.)
    fc_wide_mul(&lim, best, (int32_t)whole);
    fc_wide_set(&b, best);
    fc_wide_add(&lim, &lim, &b);
    return FCI_WLT(push, &lim);
}

#if FC_SAT_LINEAR
// Inlined where the compiler inlines well (gcc, clang); a call elsewhere
// (SDCC and cc65), where every copy of 64-bit arithmetic costs bytes.
#if defined(__GNUC__)
#  define SAT_INLINE FC_INLINE
#else
#  define SAT_INLINE static
#endif

// cc65 (the 6502) compiles the walks below, the polygon queries' hot path,
// with more of its runtime helpers inlined (codesize 200, as -Oi): 7 to
// 8% fewer cycles for a polygon pair, for 0.9 KB more code.
#if defined(__CC65__)
#pragma codesize(push, 200)
#endif
// r = n . (p - b): how deep b lies behind the line through p with outward
// normal n (negative in front of it), the push that brings b back onto
// the line. The walks below take the largest (the deepest vertex), so the
// push needs no negation. With FC_PORT_DEPTH the port's (config.h).
#if FC_PORT_DEPTH
#  define depth_rel fci_port_depth
#else
SAT_INLINE void depth_rel(fc_wide *r, const fc_vec *n, const fc_vec *b, const fc_vec *p)
{
    fc_wide_mul(r, n->x, fci_wsub(p->x, b->x));
    fc_wide_muladd(r, n->y, fci_wsub(p->y, b->y));
}
#endif

// What the walk from one edge to the next compares (pass_poly), up to a
// constant of the edge: on a 64-bit machine n . v (p unused), whose
// products cost what the differences would, the deepest vertex the
// smallest, and the push n . p less it (exact for coordinates in range,
// wrapping for a corrupted polygon's); on 32-bit words the depth n . (p -
// v) itself, products of the differences, the deepest the largest.
#if !FCI_WIDE_WORDS
SAT_INLINE void dot_abs(fc_wide *r, const fc_vec *n, const fc_vec *v)
{
    fc_wide_mul(r, n->x, v->x);
    fc_wide_muladd(r, n->y, v->y);
}
#  define walk_dot(r, n, v, p) dot_abs((r), (n), (v))
#  define WALK_DEEPER(d, cur) FCI_WLT((d), (cur))
#else
#  define walk_dot(r, n, v, p) depth_rel((r), (n), (v), (p))
#  define WALK_DEEPER(d, cur) FCI_WLT((cur), (d))
#endif

// FCI_SAT_8BIT: 1 on the 8-bit CPUs (cc65, avr-gcc, and SDCC's
// one-bit-per-step kernels, FCI_WIDE_SMALL, which the gcc-portable test
// variant builds on the host), where a division costs thousands of cycles
// and every 64-bit sum a call. There may_tie forms its bound in one
// unsigned product (with 32-bit words), and offer_exact decides an axis
// as long as the best one so far (equal component magnitudes, in either
// order) by its push alone and divides only when an axis of another
// length needs the best's distance: congruent shapes (the same box or
// sprite outline, turned alike) meet such axes on every edge. Elsewhere
// the test costs more than the divisions it saves.
#ifndef FCI_SAT_8BIT
#  if defined(__CC65__) || defined(__AVR__) || FCI_WIDE_SMALL
#    define FCI_SAT_8BIT 1
#  else
#    define FCI_SAT_8BIT 0
#  endif
#endif

// The best axis so far (the 64-bit push first: no padding on the 32-bit
// targets, where this sits in the SAT's frame under its deepest calls).
typedef struct sat_best {
    fc_wide push;         // its push (raw^2 units)
    fc_fixed d;           // its distance, rounded (fci_div_len)
    int owner;            // 0: an edge of a, 1: of b; -1 before the first
    fc_vec dir;           // the exact direction A leaves along
    fci_len len;          // |dir|
#if FCI_SAT_8BIT
    int stale;            // 1 while d waits for its division (settle)
#endif
} sat_best;

// 1 when push may give a distance of best or less: fci_len_may_beat's
// bound taken at best + 1, push < (best + 1) U with U = floor(N / 2^k) + 1
// (beyond it push / |n| exceeds best + 1, and fci_div_len's larger
// quotient cannot round to best). Written out as best floor(N / 2^k) +
// best + floor(N / 2^k) + 1 (each term below 2^62), so that best + 1
// cannot overflow, and inlined: the walk calls it on every edge. With
// FC_PORT_WALK the port's, the 8-bit CPUs' form below (config.h).
#if FC_PORT_WALK
#  if !FCI_SAT_8BIT
#    error "FC_PORT_WALK is the 8-bit CPUs' walk (FCI_SAT_8BIT)"
#  endif
#  define may_tie fci_port_may_tie
#else
SAT_INLINE int may_tie(const fc_wide *push, const fci_len *len, fc_fixed best)
{
#if !FCI_WIDE_WORDS
    // A 64-bit machine: the same bound as (best + 1)(floor(N / 2^k) + 1),
    // one product of two values of at most 2^31 in magnitude.
    int64_t whole = (int32_t)(len->n >> len->k);   // (or a corrupted N: defined)
    return push->v < ((int64_t)best + 1) * (whole + 1);
#elif FCI_SAT_8BIT
    // (best + 1)(floor(N / 2^k) + 1), each factor at most 2^31 (a
    // corrupted N wraps: a wrong bound, still defined), in one product.
    fc_wide lim;
    fc_wide_umul(&lim, (uint32_t)best + 1u, (len->n >> len->k) + 1u);
    return FCI_WLT(push, &lim);
#else
    fc_wide lim, t;
    uint32_t n = len->n >> len->k;                 // floor(N / 2^k) < 2^31
    int32_t whole = (int32_t)n;                    // (or a corrupted N: defined)
    fc_wide_mul(&lim, best, whole);
    fc_wide_set(&t, best);
    fc_wide_add(&lim, &lim, &t);
    fc_wide_set(&t, whole);
    fc_wide_add(&lim, &lim, &t);
    fc_wide_set(&t, 1);
    fc_wide_add(&lim, &lim, &t);
    return FCI_WLT(push, &lim);
#endif
}
#endif

#if FCI_SAT_8BIT && FC_PORT_WALK
#  define same_len fci_port_same_len
#elif FCI_SAT_8BIT
// 1 when |u| = |v| shows in the components alone: equal magnitudes, in
// the same order or swapped (an edge parallel to the other or at a right
// angle to it, as on congruent shapes, whose axes tie everywhere). Two
// words have equal magnitudes when they are equal or opposite (modulo
// 2^32: 2^31 is its own opposite), tested in expressions, not calls (cc65
// and SDCC do not inline).
SAT_INLINE int same_len(const fc_vec *u, const fc_vec *v)
{
    return ((u->x == v->x || (uint32_t)u->x == 0u - (uint32_t)v->x)
            && (u->y == v->y || (uint32_t)u->y == 0u - (uint32_t)v->y))
           || ((u->x == v->y || (uint32_t)u->x == 0u - (uint32_t)v->y)
               && (u->y == v->x || (uint32_t)u->y == 0u - (uint32_t)v->x));
}
#endif

// Keeps push along axis (-axis when neg) for owner as the best axis
// (with FC_PORT_KEEP the port's, at the layout checked above pass_poly).
#if FC_PORT_KEEP
#  define keep fci_port_keep
#else
SAT_INLINE void keep(sat_best *best, const fc_wide *push, const fc_vec *axis, const fci_len *len, int neg,
                     int owner)
{
    best->push = *push;
    best->dir.x = (neg != 0) ? fci_wneg(axis->x) : axis->x;
    best->dir.y = (neg != 0) ? fci_wneg(axis->y) : axis->y;
    FCI_COPY2(best->len, *len, n, k);
    best->owner = owner;
}
#endif

#if FCI_SAT_8BIT
// The best axis's distance, divided now if it waited (stale).
static void settle(sat_best *best)
{
    if (best->stale != 0) {
        if (fci_div_len(&best->push, &best->len, &best->d) < 0) {
            best->d = FC_FIXED_MAX;   // only a corrupted struct gets here
        }
        best->stale = 0;
    }
}
#  define MAY_TIE(best, push, len) ((best)->owner < 0 || (best)->stale != 0 || may_tie((push), (len), (best)->d))
// 1 when axis ax, of stored length l, is as long as the best axis b so
// far, once there is one (equal stored lengths first, the cheap test,
// then equal component magnitudes): its push alone decides between them
// (offer_exact).
#  define AS_LONG(b, ax, l) ((b)->len.n == (l)->n && (b)->len.k == (l)->k && same_len((ax), &(b)->dir))
#else
#  define MAY_TIE(best, push, len) ((best)->owner < 0 || may_tie((push), (len), (best)->d))
#endif

#if FCI_SAT_8BIT
// 1 when axis and dir both lie on the x axis or both on the y axis, as
// the sides of boxes do (their low bytes first: one of them is not 0 on
// almost every other pair). With signs_as, same_way without products:
// asked on the 8-bit CPUs before an axis's division, which costs
// thousands of cycles there, in line (cc65 and SDCC do not inline): an
// axis that exits as the best does is exactly as far, and the first is
// kept. (Elsewhere the test costs more than it saves.)
#  define ON_ONE_AXIS(pa, pb) \
    (((uint8_t)((pa)->x) == 0u && (uint8_t)((pb)->x) == 0u && (pa)->x == 0 && (pb)->x == 0) \
     || ((uint8_t)((pa)->y) == 0u && (uint8_t)((pb)->y) == 0u && (pa)->y == 0 && (pb)->y == 0))
#endif

// An axis on which A may leave by push (raw^2 units) along axis, or
// along -axis when neg, for owner 0 (an edge of a) or 1 (of b), that
// MAY_TIE let through: kept as fci_sat keeps it. With FCI_SAT_8BIT the
// division waits: the first axis and one as long as the best so far
// (equal stored lengths, equal component magnitudes in either order) are
// kept without it, their distance stale until an axis of another length
// needs it (then may_tie, skipped while it was stale, is asked) or the
// query ends. Against an axis as long, a push no shorter than the best's
// is not kept (its distance is no shorter, and equal ones keep the first)
// and a shorter one is (its distance is no longer, and between equal
// ones the exactly shorter wins), without the comparison of squares: so
// congruent shapes, whose axes tie on every edge, take one division.
#if FC_PORT_WALK
// With FC_PORT_WALK the port's pass calls it itself (fci_pass_offer_exact,
// the ports' walk.s), with all six arguments.
#  define offer_exact fci_pass_offer_exact
void fci_pass_offer_exact(sat_best *best, const fc_wide *push, const fc_vec *axis, const fci_len *len,
                          int neg, int owner)
#else
#  if defined(__GNUC__)
__attribute__((__always_inline__))
#  endif
SAT_INLINE void offer_exact(sat_best *best, const fc_wide *push, const fc_vec *axis, const fci_len *len,
                            int neg, int owner)
#endif
{
    fc_fixed d;
#if FCI_SAT_8BIT
    if (best->owner < 0 || AS_LONG(best, axis, len)) {
        if (best->owner < 0 || FCI_WLT(push, &best->push)) {
            keep(best, push, axis, len, neg, owner);
            best->stale = 1;
        }
        return;
    }
    if (ON_ONE_AXIS(axis, &best->dir) && signs_as(axis, neg, &best->dir)) {
        return;
    }
    if (best->stale != 0) {
        settle(best);
        if (!may_tie(push, len, best->d)) {
            return;
        }
    }
#endif
    if (fci_div_len(push, len, &d) < 0) {
        d = FC_FIXED_MAX;   // only a corrupted struct gets here
    }
    if (best->owner < 0 || d < best->d
        || (d == best->d && TIE_WINS(push, axis, neg, &best->push, &best->dir))) {
        best->d = d;
        keep(best, push, axis, len, neg, owner);
    }
}

#if FC_PORT_WALK && defined(__CC65__)
// The 6502's pass (ports/6502/walk.s) makes offer_exact's choice itself
// and asks this only where the axis's rounded distance equals the best's:
// 1 when the axis is kept (it points another way, and its exact distance
// is shorter).
int fci_pass_tie(const sat_best *best, const fc_wide *push, const fc_vec *axis, int neg)
{
    return TIE_WINS(push, axis, neg, &best->push, &best->dir);
}
#endif

// Edge i of o (an edge of a when o_is_a): A leaves out through its face
// by push, along -n for an edge of a, along +n for an edge of b (fci_sat).
// Always inlined with gcc and clang: a frame of its own would sit in the
// SAT's deepest call chain.
#if defined(__GNUC__)
__attribute__((__always_inline__))
#endif
SAT_INLINE void offer(sat_best *best, const fc_wide *push, const fc_poly *o, int i, int o_is_a)
{
    fci_len len;
    fci_edge_len(o, i, &len);
    if (MAY_TIE(best, push, &len)) {
        offer_exact(best, push, &o->normal[i], &len, o_is_a, o_is_a ? 0 : 1);
    }
}

// The vertex of polygon x with the largest depth n . (p - v) (the
// smallest n . v), hill-climbing from *j towards whichever neighbour lies
// deeper. The projections of a convex polygon's vertices are unimodal
// around it, with flat runs only at the two extremes, so a vertex no
// neighbour improves is the deepest, unless it lies inside a flat run of
// three or more collinear vertices, which may be the shallowest: then
// every vertex is scanned. At most n steps.
#if !FC_PORT_SAT
static void climb(const fc_poly *x, const fc_vec *n, const fc_vec *p, int *j, fc_wide *val)
{
    fc_wide d;
    int k, c, step, m = x->n, cur = *j;   // 0 <= *j < m (the callers')
    depth_rel(val, n, &x->v[cur], p);
    step = 1;
    depth_rel(&d, n, &x->v[FCI_NEXT(cur, m)], p);
    c = fc_wide_cmp(val, &d);
    if (c >= 0) {
        int flat = 0;
        if (c == 0) {
            flat = 1;
        }
        step = m - 1;   // backwards
        depth_rel(&d, n, &x->v[FCI_PREV(cur, m)], p);
        c = fc_wide_cmp(val, &d);
        if (c >= 0) {
            if (flat && c == 0) {
                for (k = 0; k < m; k++) {
                    depth_rel(&d, n, &x->v[k], p);
                    if (FCI_WLT(val, &d)) {
                        *val = d;
                        cur = k;
                    }
                }
            }
            *j = cur;
            return;
        }
    }
    // d improves on *val one step along step: go on while it improves.
    for (k = 0; k < m; k++) {
        *val = d;
        cur += step;
        if (cur >= m) {
            cur -= m;
        }
        depth_rel(&d, n, &x->v[cur + step >= m ? cur + step - m : cur + step], p);
        if (!FCI_WLT(val, &d)) {
            break;
        }
    }
    *j = cur;
}
#endif

#if FCI_SAT_8BIT
// 1 when normals u and v are equal or opposite (modulo 2^32), or both
// lie on the x axis or both on the y axis (a component 0 in both):
// parallel, their cross product exactly 0, as on congruent shapes, whose
// edges face each other, and on boxes of any sizes; where the stored
// angles leave a step open, this decides it without a dot product. (A
// corrupted zero normal passes: a wrong answer, never undefined.)
#if FC_PORT_WALK
#  define parallel fci_port_parallel
#else
static int on_axis(const fc_vec *u, const fc_vec *v)
{
    return (u->x == 0 && v->x == 0) || (u->y == 0 && v->y == 0);
}

SAT_INLINE int parallel(const fc_vec *u, const fc_vec *v)
{
    return (u->x == v->x && u->y == v->y)
           || ((uint32_t)u->x == 0u - (uint32_t)v->x && (uint32_t)u->y == 0u - (uint32_t)v->y)
           || on_axis(u, v);
}
#endif

// cc65 and SDCC keep the locals of the walks below in static storage
// (absolute addresses, not the stack's indexed ones, 5% of a polygon pair
// on the 6502, 2% on the Z80): neither is reentrant.
#if defined(__CC65__) || defined(__SDCC)
#  define PASS_LOCAL static
#else
#  define PASS_LOCAL
#endif

// climb's answer, from the stored angles where they decide: x's next
// vertex lies strictly deeper behind n (angle na) when x's edge from
// there turns its normal clockwise of n by more than a half turn, the
// previous one when the edge before it turns it counter-clockwise by
// less (pass_poly); an edge parallel to n leaves its ends equally deep.
// Where the angles leave it open (0 or 128 apart, the edge not exactly
// parallel, or parallel on both sides: a flat run that may be the
// shallowest), climb goes on from the vertex reached: the same answer.
#if !FC_PORT_PASS
#if defined(__CC65__)
#pragma codesize(push, 100)   // called twice a query: cc65's default size
#endif
static void climb_ang(const fc_poly *x, const fc_vec *n, uint8_t na, const fc_vec *p, int *j,
                      fc_wide *val)
{
    PASS_LOCAL int k, m, cur, moved, flat, open;
    PASS_LOCAL unsigned d;
    m = x->n;
    cur = *j;   // 0 <= *j < m (the callers')
    moved = 0;
    flat = 0;
    open = 0;
    for (k = 0; k < m; k++) {
        d = (unsigned)(uint8_t)(na - x->nang[cur]);
        if ((d & 0x7fu) == 0u) {
            flat = parallel(&x->normal[cur], n);
            open = 1 - flat;
            break;
        }
        if (d < 0x80u) {
            break;
        }
        cur = FCI_NEXT(cur, m);
        moved = 1;
    }
    for (k = 0; k < m && moved == 0 && open == 0; k++) {
        int prev = FCI_PREV(cur, m);
        d = (unsigned)(uint8_t)(na - x->nang[prev]);
        if ((d & 0x7fu) == 0u) {
            open = (flat != 0 || !parallel(&x->normal[prev], n)) ? 1 : 0;
            break;
        }
        if (d > 0x80u) {
            break;
        }
        cur = prev;
        flat = 0;
    }
    *j = cur;
    if (open != 0) {
        climb(x, n, p, j, val);
    } else {
        depth_rel(val, n, &x->v[cur], p);
    }
}
#if defined(__CC65__)
#pragma codesize(pop)
#endif
#endif

// The walk from one edge to the next (n, through p): from x's vertex xj,
// step while the next lies strictly deeper, at most m times; *cur the
// depth of the vertex returned. The next vertex lies deeper when x's edge
// from xj turns its normal clockwise of n by more than a half turn
// (cross(m, n) < 0), which their stored angles say unless they differ by
// 0 or 128: then a parallel edge leaves its ends equally deep, and the
// depths decide the rest. mna = m + 256 na: x's count (xv, xn and xa its
// vertices, normals and angles) and n's angle. With FC_PORT_WALK the
// port's (config.h).
#if FC_PORT_WALK
#  define walk_step fci_port_walk
#else
SAT_INLINE const fc_vec *walk_step(fc_wide *cur, const fc_vec *n, const fc_vec *p, const fc_vec *xj,
                                   const fc_vec *xv, const fc_vec *xn, const uint8_t *xa, unsigned mna)
{
    fc_wide nxt;
    const fc_vec *xend = xv + (mna & 0xffu), *nx;   // 3 <= m <= FC_MAX_VERTS (the callers')
    const fc_vec *xm = xn + (xj - xv);
    const uint8_t *a = xa + (xj - xv);
    unsigned k, d, na = mna >> 8;
    int have = 0;
    for (k = 0u; k < (mna & 0xffu); k++) {
        d = (na - (unsigned)*a) & 0xffu;
        nx = xj + 1;
        if (nx == xend) {
            nx = xv;
        }
        if ((d & 0x7fu) == 0u) {
            if (parallel(xm, n)) {
                break;
            }
            if (have == 0) {
                depth_rel(cur, n, xj, p);
                have = 1;
            }
            depth_rel(&nxt, n, nx, p);
            if (!FCI_WLT(cur, &nxt)) {
                break;
            }
            *cur = nxt;
        } else if (d < 0x80u) {
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
    if (have == 0) {
        depth_rel(cur, n, xj, p);
    }
    return xj;
}
#endif
#endif

// The edges of o against the vertices of polygon x: 0 when one separates.
// x's deepest vertex behind edge 0 is climbed to from x's vertex 0; from
// there it only moves forward as the normals turn counter-clockwise (each
// turn is below 180 degrees): while the next vertex lies deeper, step to
// it. On a hit each edge offers its push out through its face: the
// deepest vertex's depth behind the edge (o's maximum along the normal,
// its vertex i, minus x's minimum). On the 32-bit targets (gcc and clang
// without a 128-bit type) always inlined into fci_sat_poly, both passes:
// a frame of its own would sit in the SAT's deepest call chain, under
// fci_sat_poly's. A 64-bit host, whose frames do not matter, leaves the
// choice to the compiler, which keeps the walk faster there.
#if FCI_SAT_8BIT
// On the 8-bit CPUs, where a dot product costs thousands of cycles, the
// same walk steps by the polygons' stored angles (nang): a step they
// decide costs a subtraction of bytes, and a depth is computed for the
// vertex where the walk stops and where the angles leave a step open (0
// or 128 apart, the edges not exactly parallel), so that a pass takes
// about one dot product per edge, not three. The normals, lengths and
// angles are read by pointers that step with the edge, and a push's sign
// from its top word. With FC_PORT_WALK the step from one edge to the
// next is the port's (config.h): the same vertex and depth.
//
// The climb to x's deepest vertex behind o's edge 0 starts at *seed (0 <=
// *seed < x->n), and the walk leaves there where the second pass's climb
// may start: the vertex i of o whose edge the walk reached as it stepped
// off x's vertex 0. As the normals turn, x's deepest vertex leaves vertex
// 0 where -n crosses x's edge 0's normal m_0, which is where o's vertex
// i is deepest behind x's edge 0: the second pass's climb then starts at
// or next to its answer (from any start it finds the same depth, so the
// seed changes no result). avr-gcc calls it (each inlined copy would take
// about 2 KB of flash); the other gcc and clang builds inline it.
#if FC_WIDE_NATIVE
#  define PUSH_NEG(w) ((w)->v < 0)
#else
#  define PUSH_NEG(w) ((w)->hi >= 0x80000000u)
#endif
#if FC_PORT_WALK
// The port's pass (ports/z80/walk.s, ports/gb/walk.s, ports/6502/walk.s)
// calls offer_exact (above) and the function below. They are defined
// with the port's walk even where the C's pass is chosen (FC_PORT_PASS=0):
// each walk.s holds the pass beside the walk, and links only with them.
//
// With FC_PORT_PASS the port's pass reads fc_poly and sat_best at these
// offsets (FC_MAX_VERTS 16, config.h). cc65's offsetof is not a constant
// expression: its layout, with a 16-bit int and no padding, is the one
// SDCC's builds check here.
#if FC_PORT_PASS && !defined(__CC65__)
FC_STATIC_ASSERT(pass_poly_layout, offsetof(fc_poly, v) == 0x20 && offsetof(fc_poly, normal) == 0xa0
                                       && offsetof(fc_poly, nlen) == 0x120 && offsetof(fc_poly, nshift) == 0x160
                                       && offsetof(fc_poly, nang) == 0x170);
FC_STATIC_ASSERT(pass_best_layout, offsetof(sat_best, d) == 8 && offsetof(sat_best, owner) == 12
                                       && offsetof(sat_best, dir) == 14 && offsetof(sat_best, len) == 22
                                       && offsetof(sat_best, stale) == 28 && sizeof(fci_len) == 6);
#endif

// climb, for the port's first climb where the stored angles leave it
// open (climb_ang).
void fci_pass_climb(const fc_poly *x, const fc_vec *n, const fc_vec *p, int *j, fc_wide *val)
{
    climb(x, n, p, j, val);
}
#endif

#if FC_PORT_PASS
// The port's pass: climb_ang from *seed, then the loop below (a macro: a
// function around the call would cost cc65 and SDCC its arguments twice).
#  define pass_poly(o, x, o_is_a, best, seed) \
    fci_port_pass((o), (x), *(seed), (best), (unsigned)(o_is_a), (seed))
#else
#if defined(__GNUC__) && !FCI_BIG_NATIVE && !defined(__AVR__)
__attribute__((__always_inline__)) SAT_INLINE
#else
static
#endif
int pass_poly(const fc_poly *o, const fc_poly *x, int o_is_a, sat_best *best, int *seed)
{
    PASS_LOCAL fc_wide cur[1];
    PASS_LOCAL fci_len len;
    PASS_LOCAL const fc_vec *nv, *p, *xj, *from;
    PASS_LOCAL const uint32_t *nl;
    PASS_LOCAL const uint8_t *ns, *na;
    PASS_LOCAL int i, m, j, owner, next;
    nv = o->normal;
    p = o->v;
    nl = o->nlen;
    ns = o->nshift;
    na = o->nang;
    i = 0;
    m = x->n;
    j = *seed;
    owner = o_is_a ? 0 : 1;
    next = 0;
    climb_ang(x, nv, *na, p, &j, cur);
    xj = &x->v[j];
    for (;;) {
        if (PUSH_NEG(cur)) {
            return 0;
        }
        if (best != NULL) {
            len.n = *nl;
            len.k = (unsigned)*ns & 31u;
            if (best->owner >= 0 && AS_LONG(best, nv, &len)) {
                // offer_exact's choice between axes as long, inline
                if (FCI_WLT(cur, &best->push)) {
                    keep(best, cur, nv, &len, o_is_a, owner);
                    best->stale = 1;
                }
            } else if (MAY_TIE(best, cur, &len)) {
                offer_exact(best, cur, nv, &len, o_is_a, owner);
            }
        }
        if (++i >= o->n) {
            *seed = next;
            return 1;
        }
        nv++;
        p++;
        nl++;
        ns++;
        na++;
        from = xj;
        xj = walk_step(cur, nv, p, xj, x->v, x->normal, x->nang, (unsigned)m | ((unsigned)*na << 8));
        if (xj != x->v && (from == x->v || xj < from)) {
            next = i;   // stepped off vertex 0 (or over it)
        }
    }
}
#endif
#elif !FC_PORT_SAT
#if defined(__GNUC__) && !FCI_BIG_NATIVE
__attribute__((__always_inline__)) SAT_INLINE
#else
static
#endif
int pass_poly(const fc_poly *o, const fc_poly *x, int o_is_a, sat_best *best)
{
    fc_wide push, d, zero;
#if !FCI_WIDE_WORDS
    fc_wide lo;               // the walk's n . v, the push n . p less it
#  define WALK_VAL lo
#else
#  define WALK_VAL push       // the walk's depth, the push itself
#endif
    int i, k, n = o->n, m = x->n, jmin = 0;
    fc_wide_set(&zero, 0);
    for (i = 0; i < n; i++) {
        const fc_vec *nv = &o->normal[i];
        const fc_vec *p = &o->v[i];
        if (i == 0) {
            climb(x, nv, p, &jmin, &push);
        } else {
            walk_dot(&WALK_VAL, nv, &x->v[jmin], p);
            for (k = 0; k < m; k++) {
                int nx = FCI_NEXT(jmin, m);
                walk_dot(&d, nv, &x->v[nx], p);
                if (!WALK_DEEPER(&d, &WALK_VAL)) {
                    break;
                }
                WALK_VAL = d;
                jmin = nx;
            }
#if !FCI_WIDE_WORDS
            dot_abs(&d, nv, p);
            fc_wide_sub(&push, &d, &lo);            // n . (p - v)
#endif
        }
        if (FCI_WLT(&push, &zero)) {
            return 0;
        }
        if (best != NULL) {
            offer(best, &push, o, i, o_is_a);
        }
    }
    return 1;
}

#endif

#if defined(__CC65__)
#pragma codesize(pop)   // cc65's default again
#endif

// The final MTV from the best axis: one pair of divisions, no root.
static void best_mtv(sat_best *best, fc_mtv *m)
{
#if FCI_SAT_8BIT
    settle(best);
#endif
    fci_unit_len(&best->dir, &best->len, &m->normal);
    m->depth = best->d;
}

#endif

#if FC_PORT_SAT
// The port's (config.h): the walks and offers above, step for step, on
// the 32-bit-word builds' values at FC_MAX_VERTS 16's offsets.
#  if !FC_SAT_LINEAR || FCI_SAT_8BIT || !FCI_WIDE_WORDS || FC_PORT_DIV_LEN
#    error "FC_PORT_SAT is the linear SAT of the 32-bit-word builds"
#  endif
FC_STATIC_ASSERT(port_sat_layout, offsetof(fc_poly, v) == 0x20 && offsetof(fc_poly, normal) == 0xa0
                                      && offsetof(fc_poly, nlen) == 0x120 && offsetof(fc_poly, nshift) == 0x160
                                      && offsetof(fc_mtv, depth) == 8 && offsetof(fci_axis, dir) == 4
                                      && offsetof(fci_len, k) == 4 && sizeof(fci_divisor) == 12);
#  define SAT_POLY fci_port_sat
#elif FC_SAT_LINEAR
// On a 64-bit host the polygon queries below take the SAT inline, the
// rest (the contact manifold) through fci_sat_poly; elsewhere one copy.
#if FCI_BIG_NATIVE
#  define SAT_POLY sat_poly
FC_INLINE int sat_poly(const fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis)
#else
#  define SAT_POLY fci_sat_poly
int fci_sat_poly(const fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis)
#endif
{
    sat_best best;
    sat_best *bp = NULL;
#if FCI_SAT_8BIT
    int seed = 0;   // where the first climb starts, then the second
#endif
    if (mtv != NULL) {
#if FCI_SAT_8BIT
        // what is read before it is written (the first offer keeps its
        // axis, stale): no call to memset on the 8-bit CPUs
        best.owner = -1;
        best.stale = 0;
#else
        (void)memset(&best, 0, sizeof best);
        best.owner = -1;
#endif
        bp = &best;
    }
#if FCI_SAT_8BIT
    if (!pass_poly(a, b, 1, bp, &seed) || !pass_poly(b, a, 0, bp, &seed)) {
        return 0;
    }
#else
    if (!pass_poly(a, b, 1, bp) || !pass_poly(b, a, 0, bp)) {
        return 0;
    }
#endif
    if (mtv != NULL) {
        best_mtv(&best, mtv);
        if (axis != NULL) {
            axis->owner = best.owner;
            axis->dir = best.dir;
        }
    }
    return 1;
}
#if FCI_BIG_NATIVE
int fci_sat_poly(const fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis)
{
    return sat_poly(a, b, mtv, axis);
}
#endif
#else
#define SAT_POLY fci_sat_poly
int fci_sat_poly(const fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis)
{
    fci_shape sa, sb;
    fci_poly_shape(a, &sa);
    fci_poly_shape(b, &sb);
    return fci_sat(&sa, &sb, mtv, axis);
}
#endif

int fc_poly_poly(const fc_poly *a, const fc_poly *b)
{
    int rc = fci_check_poly_pair(a, b);
    if (rc < 0) {
        return rc;
    }
    if (!FCI_BOXES_OVERLAP(&a->box, &b->box)) {
        return 0;
    }
    return SAT_POLY(a, b, NULL, NULL);
}

int fc_poly_poly_mtv(const fc_poly *a, const fc_poly *b, fc_mtv *out)
{
    int rc = fci_check_poly_pair(a, b);
    if (rc < 0) {
        return rc;
    }
    FC_CHECK(out != NULL, FC_ERR_NULL);
    if (!FCI_BOXES_OVERLAP(&a->box, &b->box)) {
        return 0;
    }
    // fci_sat_poly writes *out only on a hit, after the walk: no copy
    // of the answer in this frame, which would sit under the whole walk.
    return SAT_POLY(a, b, out, NULL);
}

#if FC_SAT_LINEAR
// A box axis (|axis| = 1, length N = 2^29, k = 29 as fci_length takes
// it) stands for two of b's faces (fci_sat's two_way): A leaves along
// +axis by plus, or along -axis by minus when that is strictly shorter.
static void offer_box_axis(sat_best *best, const fc_wide *plus, const fc_wide *minus,
                           const fc_vec *axis)
{
    fci_len unit;
    const fc_wide *push = plus;
    int neg = 0;
    unit.n = 0x20000000u;
    unit.k = 29u;
    if (FCI_WLT(minus, plus)) {
        push = minus;
        neg = 1;
    }
    if (MAY_TIE(best, push, &unit)) {
        offer_exact(best, push, axis, &unit, neg, 1);
    }
}

// Polygon against box: the polygon's normals, each against the box corner
// its sign picks, then the box's two axes, along which the polygon's
// extent is its bounding box (the box test above already found no gap
// there).
static int poly_box(const fc_poly *a, const fc_box *b, fc_mtv *out)
{
    static const fc_vec box_axes[2] = { { 1, 0 }, { 0, 1 } };
    sat_best best;
    sat_best *bp = NULL;
    fc_wide plus, minus;
    fc_vec c;
    int i, rc = fci_check_poly(a, 1);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    if (!FCI_BOXES_OVERLAP(&a->box, b)) {
        return 0;
    }
    (void)memset(&best, 0, sizeof best);
    best.owner = -1;
    if (out != NULL) {
        bp = &best;
    }
    for (i = 0; i < (int)a->n; i++) {
        const fc_vec *nv = &a->normal[i];
        c.x = nv->x > 0 ? b->min.x : b->max.x;
        c.y = nv->y > 0 ? b->min.y : b->max.y;
        depth_rel(&minus, nv, &c, &a->v[i]);
        if (fc_wide_sign(&minus) < 0) {
            return 0;
        }
        if (bp != NULL) {
            offer(bp, &minus, a, i, 1);
        }
    }
    if (bp == NULL) {
        return 1;
    }
    fc_wide_set(&plus, fci_wsub(b->max.x, a->box.min.x));
    fc_wide_set(&minus, fci_wsub(a->box.max.x, b->min.x));
    offer_box_axis(bp, &plus, &minus, &box_axes[0]);
    fc_wide_set(&plus, fci_wsub(b->max.y, a->box.min.y));
    fc_wide_set(&minus, fci_wsub(a->box.max.y, b->min.y));
    offer_box_axis(bp, &plus, &minus, &box_axes[1]);
    best_mtv(bp, out);
    return 1;
}
#else
static int poly_box(const fc_poly *a, const fc_box *b, fc_mtv *out)
{
    fci_shape sa, sb;
    fc_vec corners[4];
    fc_mtv m;
    int rc = fci_check_poly(a, 1);
    if (rc == FC_OK) {
        rc = fc_box_check(b);
    }
    if (rc < 0) {
        return rc;
    }
    if (!FCI_BOXES_OVERLAP(&a->box, b)) {
        return 0;
    }
    fci_poly_shape(a, &sa);
    fci_box_shape(b, corners, &sb);
    rc = fci_sat(&sa, &sb, (out != NULL) ? &m : NULL, NULL);
    if (rc == 1 && out != NULL) {
        *out = m;
    }
    return rc;
}
#endif

int fc_poly_box(const fc_poly *a, const fc_box *b)
{
    return poly_box(a, b, NULL);
}

int fc_poly_box_mtv(const fc_poly *a, const fc_box *b, fc_mtv *out)
{
    fc_mtv m;
    int rc;
    FC_CHECK(out != NULL, FC_ERR_NULL);
    rc = poly_box(a, b, &m);
    if (rc == 1) {
        *out = m;
    }
    return rc;
}
