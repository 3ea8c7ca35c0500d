// Building validated polygons, and the derived fields that fc_poly_check
// (src/poly_check.c, a module of its own: only the programs that check a
// table link it) computes again.
#include "internal.h"

// The pseudo-angle of a normal in 256ths of a turn (fc_poly's nang),
// rounded down. Quarter turns bring (x, y) to (a, b) with a > 0 and b >= 0,
// 64 each; within the quarter the value is 32 b / a below 45 degrees and
// 64 - 32 a / b from there on, a monotone function of the angle. So a
// quarter turn adds exactly 64 and a half turn 128, and two exact values
// differ by less than 128 (modulo 256) exactly when the second direction
// lies less than a half turn counter-clockwise of the first. Each stored
// value is the exact one rounded down, so a difference of stored values
// of 1 to 127 says so, 129 to 255 says the opposite, and only 0 and 128
// leave it open. The quotient takes five steps of a restoring division,
// or for values below 2^27 one instruction on a 64-bit machine and on
// ARMv7-M (magnitudes below 2^32; a zero vector, never a built normal,
// gives 0).
uint8_t fci_normal_angle(const fc_vec *n)
{
    uint32_t a = (uint32_t)n->x, b = (uint32_t)n->y, t;
    unsigned q = 0u, turn = 0u, below;
    if (n->x < 0) {
        a = 0u - a;   // the magnitudes (2^31 for INT32_MIN)
    }
    if (n->y < 0) {
        b = 0u - b;
    }
    if (n->x > 0 && n->y >= 0) {
        // the first quarter: (|x|, |y|)
    } else if (n->x < 0 && n->y <= 0) {
        turn = 128u;  // the third
    } else {
        t = a;        // the second or fourth: (|y|, |x|)
        a = b;
        b = t;
        turn = 192u;
        if (n->y > 0) {
            turn = 64u;
        }
    }
    below = 0u;
    if (b < a) {
        below = 1u;   // below 45 degrees
    } else {
        t = a;
        a = b;
        b = t;
    }
    if (a == 0u) {
        return 0u;    // only the zero vector (a is now the larger)
    }
#if FCI_BIG_NATIVE || FCI_DIV32
    // a 64-bit machine and ARMv7-M divide in one instruction: where 32 b
    // fits 32 bits (b = a gives q = 32, b = 0)
    if (b < 0x08000000u) {
        q = (unsigned)((b << 5) / a);
        b = (b << 5) % a;
        if (q == 32u) {
            q = 31u;   // as the steps below leave it: 31, remainder a
            b = a;
        }
    } else
#endif
    {
        // q = floor(32 b / a) and the remainder in b, from b <= a: 2 b is
        // compared as b >= a - b, and doubled only when below a (no
        // overflow). From b = a, q = 31 and b = a: ceil(32 a / b) = 32
        // below. Written out five times where int has 32 bits (the loop's
        // count and test cost half as much again); a loop on the 8-bit
        // CPUs, where each step is long code and ROM is scarce.
#define ANGLE_STEP()                                                               \
        do {                                                                       \
            t = a - b;                                                             \
            q <<= 1;                                                               \
            if (b >= t) {                                                          \
                b -= t;                                                            \
                q |= 1u;                                                           \
            } else {                                                               \
                b <<= 1;                                                           \
            }                                                                      \
        } while (0)
#if !(defined(__SIZEOF_INT__) && __SIZEOF_INT__ >= 4)
        unsigned k;
        for (k = 0u; k < 5u; k++) {
            ANGLE_STEP();
        }
#else
        ANGLE_STEP();
        ANGLE_STEP();
        ANGLE_STEP();
        ANGLE_STEP();
        ANGLE_STEP();
#endif
    }
    if (below != 0u) {
        return (uint8_t)(turn + q);                          // floor(32 b / a)
    }
    return (uint8_t)(turn + 64u - q - (b != 0u ? 1u : 0u));   // 64 - ceil(32 a / b)
}

// The pseudo-angle (fci_normal_angle) of each edge's perpendicular
// (dy, -dx) of a point loop, in ang. 0 when an edge has length 0 (the
// classification then finds the loop degenerate), else 1.
static int edge_angles(const fc_vec *pts, int n, uint8_t *ang)
{
    fc_vec nrm;
    int i, ok = 1;
    for (i = 0; i < n; i++) {
        FCI_EDGE_NORMAL(nrm, &pts[i], &pts[FCI_NEXT(i, n)]);
        if ((nrm.x | nrm.y) == 0) {
            ok = 0;
        }
        ang[i] = fci_normal_angle(&nrm);
    }
    return ok;
}

// A convex loop and its winding (*dir: 1 counter-clockwise, -1
// clockwise), proved from the perpendiculars' pseudo-angles ang where they
// decide. The turn at vertex i, from edge i - 1 to edge i, is the turn
// between their perpendiculars: a stored difference d = ang[i] - ang[i - 1]
// (modulo 256) of 1 to 127 says left, 129 to 255 right, 0 takes the exact
// cross product and 128 is counted as a right turn (below). Each stored
// value is the exact pseudo-angle rounded down, and a left turn's exact
// difference lies in (0, 128), so its stored d lies in 0..128 and differs
// from it by the change of the fractions dropped; around the loop those
// changes cancel and the stored differences sum to exactly the turning,
// 256 a turn (the negated differences likewise for right turns). One turn
// around, with every turn one way, is fci_classify's test for a convex
// polygon (a pentagram turns twice). A 128 that is not a right turn (a
// fold, or a left turn of nearly a half turn) is a clockwise step of at
// least a half turn, which the sum counts as such: with every other turn
// to the right and one turn around in all, the edges' directions would
// then all lie within a half turn, the edges between the two around it
// strictly inside: edges that point into one closed half-plane, one of
// them off its boundary, do not close a loop. So it is never taken for
// convex; a counter-clockwise polygon with such a spike goes to
// fci_classify.
//
// A cross product of 0 at a d of 0 is a vertex where the loop goes
// straight on: its two edges point exactly the same way (edges that fold
// back point opposite ways, whose pseudo-angles differ by exactly 128).
// It turns by nothing and adds nothing to the sum, as fci_classify counts
// it, and the loop is what it would be without that vertex (one edge in
// place of two, with their stored angle), for which the above holds when
// at least three vertices turn. With two, only two folds of 128 sum to a
// turn (every other turn is below 128): a loop out and back along one
// line, degenerate.
//
// 0 when this does not decide (an edge of length 0, turns both ways,
// fewer than three turns, more than one turn around): fci_classify then
// decides exactly.
static int convex_by_angles(const fc_vec *pts, int n, const uint8_t *ang, int *dir)
{
    fc_vec in, out;
    unsigned d, sum = 0u;
    int i, h = n - 1, turn, way = 0, straight = 0;
    for (i = 0; i < n; i++) {
        d = (unsigned)(ang[i] - ang[h]) & 0xFFu;
        if (d == 0u) {
            fci_sub(&in, &pts[i], &pts[h]);
            fci_sub(&out, &pts[FCI_NEXT(i, n)], &pts[i]);
            turn = fci_cross_sign(&in, &out);
            if (turn == 0) {
                turn = way;   // straight on: no turn, 0 to the sum (d = 0)
                straight++;
            }
        } else if (d < 128u) {
            turn = 1;
        } else {
            turn = -1;
        }
        if (way == 0) {
            way = turn;
        } else if (turn != way) {
            return 0;
        } else {
            // the same way as before
        }
        sum += (turn > 0) ? d : ((256u - d) & 0xFFu);
        h = i;
    }
    if (sum != 256u || n - straight < 3) {
        return 0;
    }
    *dir = way;
    return 1;
}

// The pseudo-angles of a point loop's edges (after fci_check_points) in
// ang, and 1 when they prove it convex, its winding in *s; 0 when
// fci_classify must decide (called by the caller, so that its frame is
// not under this one's).
int fci_poly_convex(const fc_vec *pts, int n, uint8_t *ang, int *s)
{
    if (edge_angles(pts, n, ang) == 0) {
        return 0;
    }
    return convex_by_angles(pts, n, ang, s);
}

// a^2 for a <= 2^15 (radius_up): the compiler's 32-bit product where the
// wide type is native; on the 6502 and SDCC's CPUs the port's wide
// product, where the compilers' own 32-bit products are slower loops.
#if FC_WIDE_NATIVE
#  define SQ15(a) ((a) * (a))
#else
static uint32_t sq15(uint32_t a)
{
    fc_wide w;
    uint32_t hi, lo;
    fc_wide_umul(&w, a, a);
    FCI_WIDE_GET(&w, hi, lo);
    (void)hi;      // 0: the square is below 2^30
    return lo;
}
#  define SQ15(a) sq15(a)
#endif

// The enclosing radius about c of points within e of it per
// coordinate, rounded up from scaled squares, without a 64-bit product:
// with s the smallest shift that brings ceil(e / 2^s) to 2^15 or less,
// each |p - c| per coordinate is rounded up to a multiple of 2^s,
// a = ceil(|dx| / 2^s) and b likewise, so a^2 + b^2 <= 2^31, and the
// radius is ceil(sqrt(max(a^2 + b^2))) 2^s. No distance is above it, and
// it is above the largest by less than (1 + sqrt 2) 2^s (each rounded
// coordinate by less than 2^s, the root by less than 1 before the
// scaling). For s = 0 (e <= 2^15) nothing is rounded: the radius is
// exactly the largest distance rounded up. Otherwise e - 1 >= 2^(14 + s)
// and some point lies e - 1 or more from c (the box's sides), so the
// excess is below 2.42 2^-14 of the largest distance: under 2^-12 of it.
static fc_fixed radius_up(const fc_vec *pts, int n, const fc_vec *c, uint32_t e)
{
    uint32_t a, b, big = 0u, round, t = (e - 1u) >> 15;
    unsigned sh = 0u;
    int i;
    if (t > 0xFFu) {
        t >>= 8;
        sh = 8u;
    }
    while (t != 0u) {   // at most 8 steps for e <= 2^31, once a build
        t >>= 1;
        sh++;
    }
    round = ((uint32_t)1u << sh) - 1u;
    for (i = 0; i < n; i++) {
        a = (FCI_ABSDIFF(pts[i].x, c->x) + round) >> sh;
        b = (FCI_ABSDIFF(pts[i].y, c->y) + round) >> sh;
        a = SQ15(a) + SQ15(b);
        if (a > big) {
            big = a;
        }
    }
    a = fci_isqrt32(big);
    if (a * a != big) {
        a++;
    }
    a <<= sh;
    return (fc_fixed)a;   // below 46341 2^14 < 2^30
}

// The box and the enclosing circle about the box center (cheaper than the
// area centroid, and never looser than twice the optimal radius, plus
// radius_up's rounding). Each vertex lies within 2^29 of the box center
// per coordinate: the radius stays below 2^30.
void fci_poly_bounds(const fc_poly *p, fc_box *box, fc_circle *bound)
{
    uint32_t w, h;
    fci_bbox(p->v, p->n, box);
    // floor of the midpoint without overflow or a negative shift; no
    // vertex lies farther from it than ceil(w / 2) or ceil(h / 2)
    w = (uint32_t)box->max.x - (uint32_t)box->min.x;
    bound->c.x = box->min.x + (int32_t)(w >> 1);
    h = (uint32_t)box->max.y - (uint32_t)box->min.y;
    bound->c.y = box->min.y + (int32_t)(h >> 1);
    w -= w >> 1;
    h -= h >> 1;
    bound->r = radius_up(p->v, p->n, &bound->c, (w > h) ? w : h);
}

int fc_poly_build(const fc_vec *pts, int n, fc_poly *out)
{
    fc_vec t;
#if !FC_PORT_FILL
    fc_vec *nv;
    unsigned k;
    int j;
#endif
    uint8_t ang[FC_MAX_VERTS];
    int i, s = 0, cls = FC_CONVEX;
#if FC_PORT_CONVEX
    // most convex input in one pass of the port's (config.h), the rest
    // through the C's checks below
    if (pts != NULL && out != NULL && n >= 3 && n <= FC_MAX_VERTS) {
        s = fci_port_convex(pts, n, ang);
    }
    if (s == 0)
#endif
    {
        int rc = fci_check_points(pts, n);
        if (rc < 0) {
            return rc;
        }
        FC_CHECK(out != NULL, FC_ERR_NULL);
        if (fci_poly_convex(pts, n, ang, &s) == 0) {
            cls = fci_classify(pts, n, &s);
        }
        if (cls == FC_DEGENERATE) {
            return FC_ERR_DEGENERATE;
        }
        if (cls == FC_COMPLEX) {
            return FC_ERR_COMPLEX;
        }
    }
    // Valid: from here on nothing can fail. Copy (unless pts is out->v),
    // then reverse in place by swaps, so rebuilding in place works too.
    if (pts != out->v) {
        for (i = 0; i < n; i++) {
            FCI_COPY2(out->v[i], pts[i], x, y); // not memcpy: a compact
        }                                       // libc's goes byte by byte
    }
    out->reversed = 0u;
    if (s < 0) {
        for (i = 0; i < n / 2; i++) {
            t = out->v[i];
            out->v[i] = out->v[n - 1 - i];
            out->v[n - 1 - i] = t;
        }
        out->reversed = 1u;
    }
    out->n = (uint8_t)n;
    out->convex = (cls == FC_CONVEX) ? 1u : 0u;
    out->reserved = 0;
#if FC_PORT_FILL
    fci_port_fill(out, ang, s);   // the rest in one pass of the port's
#else
    // The normals, their lengths and their angles. Reversed, edge i is
    // input edge n - 2 - i (modulo n) turned around, whose perpendicular's
    // pseudo-angle is exactly 128 more.
    for (i = 0; i < n; i++) {
        nv = &out->normal[i];
        FCI_EDGE_NORMAL(*nv, &out->v[i], &out->v[FCI_NEXT(i, n)]);
        out->nlen[i] = fci_wide_length(nv->x, nv->y, &k);   // as fci_length
        out->nshift[i] = (uint8_t)k;
        if (s < 0) {
            j = n - 2 - i;
            out->nang[i] = (uint8_t)(ang[j < 0 ? j + n : j] + 128u);
        } else {
            out->nang[i] = ang[i];
        }
    }
    for (; i < FC_MAX_VERTS; i++) {
        out->v[i].x = 0;
        out->v[i].y = 0;
        out->normal[i].x = 0;
        out->normal[i].y = 0;
        out->nlen[i] = 0u;
        out->nshift[i] = 0u;
        out->nang[i] = 0u;
    }
    fci_poly_bounds(out, &out->box, &out->bound);
#endif
    return FC_OK;
}
