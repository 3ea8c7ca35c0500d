// Internal helpers shared by the src/ files; not part of the public API.
#ifndef FIXCOL_INTERNAL_H
#define FIXCOL_INTERNAL_H

#include <stddef.h>
#include "fixcol/shape.h"
#include "fixcol/broadphase.h"

// ---- 128-bit integers (src/big.c) -------------------------------------------
// Two's complement, w[0] least significant. Used where exact sums exceed 64
// bits: the centroid numerator sum((x_i + x_i+1) * cross_i) reaches 2^96,
// and the area of a self-intersecting polygon may exceed int64.
typedef struct fci_big {
    uint32_t w[4];
} fci_big;

// FCI_BIG_NATIVE: 1 where a 64-bit machine's compiler has a 128-bit
// integer type (gcc and clang on x86-64 or AArch64): the sums, products,
// comparisons and divisions of src/big.c use it. 0 elsewhere: 32-bit
// words, as every port builds them. The results are the same; the native
// test variants build the first, the portable ones the second, and a test
// build may set 0.
#ifndef FCI_BIG_NATIVE
#  if !FCI_WIDE_WORDS && defined(__SIZEOF_INT128__)
#    define FCI_BIG_NATIVE 1
#  else
#    define FCI_BIG_NATIVE 0
#  endif
#endif
#if FCI_BIG_NATIVE != 0 && FCI_BIG_NATIVE != 1
#  error "FCI_BIG_NATIVE must be 0 or 1"
#endif
#if FCI_BIG_NATIVE && FCI_WIDE_WORDS
#  error "FCI_BIG_NATIVE=1 needs FCI_WIDE_WORDS=0"
#endif

// FCI_MUL64_CALL: 1 where the compiler's 32 x 32 -> 64 product is a
// library call: ARMv6-M and Thumb-1 (ARMv4T's Thumb state) have no
// widening multiply. Every other CPU with the native type (ARMv7-M's
// UMULL, ARM state's, a 32-bit x86's MUL) takes one instruction for it,
// and the 32-bit word kernels (src/wide_root.c, src/big.c) use it there.
#ifndef FCI_MUL64_CALL
#  if defined(__ARM_ARCH_6M__) || (defined(__thumb__) && !defined(__thumb2__))
#    define FCI_MUL64_CALL 1
#  else
#    define FCI_MUL64_CALL 0
#  endif
#endif
#if FCI_MUL64_CALL != 0 && FCI_MUL64_CALL != 1
#  error "FCI_MUL64_CALL must be 0 or 1"
#endif
// FCI_DIV32: 1 where a build with 32-bit words (FCI_WIDE_WORDS) also has
// an inline widening product and a 32-bit division instruction (ARMv7-M's
// UMULL and UDIV): there fci_unit_root takes the root and the unit vector
// of a vector shorter than 2^30 with four divisions (src/wide_root.c)
// instead of the reciprocal of the square root. A test build may set it
// (the host's gcc-words variant does, as ARMv7-M builds).
#ifndef FCI_DIV32
#  if FCI_WIDE_WORDS && !FCI_WIDE_SMALL && FC_WIDE_NATIVE && !FCI_MUL64_CALL \
      && defined(__ARM_FEATURE_IDIV)
#    define FCI_DIV32 1
#  else
#    define FCI_DIV32 0
#  endif
#endif
#if FCI_DIV32 && !(FCI_WIDE_WORDS && !FCI_WIDE_SMALL && FC_WIDE_NATIVE && !FCI_MUL64_CALL)
#  error "FCI_DIV32=1 needs FCI_WIDE_WORDS=1, FCI_WIDE_SMALL=0, FC_WIDE_NATIVE=1 and FCI_MUL64_CALL=0"
#endif
// FCI_SWEEP_OCTAGON: 1 where 64-bit products are library calls
// (FCI_MUL64_CALL: ARMv6-M, Thumb-1): there the circle pair's sweep tests
// the swept octagon after the swept boxes (src/sweep_circle.c), as the
// ray's miss costs several times more; elsewhere the test would cost more
// than it saves. A test build may set it (the host's clang-portable
// variant does).
#ifndef FCI_SWEEP_OCTAGON
#  define FCI_SWEEP_OCTAGON FCI_MUL64_CALL
#endif
#if FCI_BIG_NATIVE && FC_PORT_BIG_MUL
#  error "FC_PORT_BIG_MUL=1 needs FCI_BIG_NATIVE=0 (the 64-bit hosts' product is native)"
#endif

void fci_big_from_wide(fci_big *r, const fc_wide *a);
void fci_big_add(fci_big *r, const fci_big *a);                 // r += a
void fci_big_mul_i32(fci_big *r, const fci_big *a, int32_t k);  // r = a * k
int fci_big_sign(const fci_big *a);
// *out = a when it fits int64, else FC_ERR_OVERFLOW.
int fci_big_to_wide(const fci_big *a, fc_wide *out);
// *out = num / den rounded to nearest, ties away from zero; den != 0.
// FC_ERR_OVERFLOW when the quotient does not fit int32.
int fci_big_div_round(const fci_big *num, const fci_big *den, int32_t *out);
// floor(65536 num / den) for 0 <= num, 0 < den < 2^62 (a time in [0, 1]
// as Q16.16, never late): 65536 when num >= den.
fc_fixed fci_frac_floor16(const fc_wide *num, const fc_wide *den);

// The square root's chords (src/wide_root.c): the 32-bit-word builds'
// table, which a port's fci_port_isqrt_w (FC_PORT_ISQRT) reads too.
#if FCI_WIDE_WORDS && !FCI_WIDE_SMALL
extern const uint16_t fci_rsqrt_tab[49];
#endif
#if FC_PORT_DEPTH
// The port's n . (p - b) for the linear SAT (config.h, FC_PORT_DEPTH).
void fci_port_depth(fc_wide *r, const fc_vec *n, const fc_vec *b, const fc_vec *p);
#endif
#if FC_PORT_PUSH_LESS
// The port's push / |n| < bpush / |bn|, exactly (config.h,
// FC_PORT_PUSH_LESS).
int fci_port_push_less(const fc_wide *push, const fc_vec *n, const fc_wide *bpush, const fc_vec *bn);
#endif
#if FC_PORT_ISQRT_SMALL
// The port's digit-by-digit square root (config.h, FC_PORT_ISQRT_SMALL).
uint32_t fci_isqrt_small(uint32_t hi, uint32_t lo, uint32_t *rhi, uint32_t *rlo);
#endif

// ---- exact predicates on in-range points (src/predicates.c) --------------------
// Coordinates within the supported range make every difference fit 31
// bits and every product of two differences fit 62 bits, so one fc_wide
// comparison decides each predicate exactly.

// The two words of a wide value (unchecked: the library's own values).
#if FC_WIDE_NATIVE
#  define FCI_WIDE_GET(a, h, l) \
    do { (h) = (uint32_t)((uint64_t)(a)->v >> 32); (l) = (uint32_t)(uint64_t)(a)->v; } while (0)
#else
#  define FCI_WIDE_GET(a, h, l) do { (h) = (a)->hi; (l) = (a)->lo; } while (0)
#endif
// |a - b| for any two int32 values, exact as uint32 (below 2^32); a and b
// are read twice.
#define FCI_ABSDIFF(a, b) (((a) >= (b)) ? (uint32_t)(a) - (uint32_t)(b) : (uint32_t)(b) - (uint32_t)(a))
// The magnitude of a in *hi, *lo (exact: -2^63 gives 2^63); 1 when a < 0
// (src/wide_ops.c).
int fci_wide_mag(const fc_wide *a, uint32_t *hi, uint32_t *lo);
// *out = (neg ? -1 : 1) (hi 2^32 + lo) when that fits int32 (up to 2^31 - 1
// when positive, 2^31 when negative), else FC_ERR_OVERFLOW and *out
// untouched (src/wide_ops.c).
int fci_store_signed(uint32_t hi, uint32_t lo, int neg, int32_t *out);
// FC_OK when pts is non-NULL with 3..FC_MAX_VERTS in-range vertices.
int fci_check_points(const fc_vec *pts, int n);
// v rotated by the angle whose cosine and sine are c and s, each
// coordinate rounded as fc_rotate rounds it; v in range (src/trig.c).
void fci_rotate_cs(const fc_vec *v, fc_fixed c, fc_fixed s, fc_vec *out);
// 1 when both coordinates lie in the supported range.
int fci_vec_in_range(const fc_vec *v);
// FCI_VEC_IN_RANGE: the same, the test written out where the compiler
// inlines for speed (the box check, under every box query), a call where
// code size counts (cc65, SDCC, -Os). Each coordinate's test is FC_IN_RANGE
// as one unsigned comparison: v + 2^29 (FCI_BIASED, below) lies in [0,
// 2^30] exactly when v lies in [-2^29, 2^29], and wraps above it
// otherwise; the 8-bit compilers make it shorter than two signed ones.
#define FCI_IN_RANGE_U(v) (FCI_BIASED(v) <= 0x40000000u)
#if defined(__CC65__) || defined(__SDCC) || defined(__OPTIMIZE_SIZE__)
#  define FCI_VEC_IN_RANGE(v) fci_vec_in_range(v)
#else
#  define FCI_VEC_IN_RANGE(v) (FCI_IN_RANGE_U((v)->x) && FCI_IN_RANGE_U((v)->y))
#endif
// Sign of cross(b - a, c - a): 1 left turn, -1 right turn, 0 collinear.
int fci_orient(const fc_vec *a, const fc_vec *b, const fc_vec *c);
// Sign of cross(u, v) and of dot(u, v) for difference vectors u, v.
int fci_cross_sign(const fc_vec *u, const fc_vec *v);
int fci_dot_sign(const fc_vec *u, const fc_vec *v);
// 1 when the closed segments ab and cd share at least one point.
int fci_segments_touch(const fc_vec *a, const fc_vec *b, const fc_vec *c, const fc_vec *d);
// d = b - a (in range inputs: fits int32; otherwise it wraps, defined).
void fci_sub(fc_vec *d, const fc_vec *b, const fc_vec *a);
// Wrapping int32 arithmetic for values a corrupted struct may hold: equal
// to the plain operation whenever that fits, defined when it does not
// (two's complement conversion on every supported compiler).
#if defined(__CC65__) || defined(__SDCC)
// cc65 has no inline functions (and rejects an unused static one), and
// SDCC emits every static inline function into each file that sees it,
// used or not (about 170 bytes a file; on the Game Boy a call to another
// file may cross banks): there they are expressions, which cost cc65 a
// tenth of a call's cycles.
#  define fci_wsub(a, b) ((int32_t)((uint32_t)(a) - (uint32_t)(b)))
#  define fci_wadd(a, b) ((int32_t)((uint32_t)(a) + (uint32_t)(b)))
#  define fci_wneg(a) ((int32_t)(0u - (uint32_t)(a)))
#else
FC_INLINE int32_t fci_wsub(int32_t a, int32_t b)
{
    uint32_t d = (uint32_t)a - (uint32_t)b;
    return (int32_t)d;
}
FC_INLINE int32_t fci_wadd(int32_t a, int32_t b)
{
    uint32_t d = (uint32_t)a + (uint32_t)b;
    return (int32_t)d;
}
FC_INLINE int32_t fci_wneg(int32_t a)
{
    uint32_t d = 0u - (uint32_t)a;
    return (int32_t)d;
}
#endif
// FCI_COPY2(d, s, a, b): d = s for a struct of the two members a and b,
// on the hot paths. Member by member with gcc and clang, which at -Os
// call memcpy for such a struct on ARMv6-M and ARMv4T Thumb (and a
// compact libc's memcpy goes byte by byte); a plain assignment elsewhere,
// which SDCC and cc65 make shorter.
#if defined(__GNUC__)
#  define FCI_COPY2(d, s, a, b)                                                 \
    do {                                                                        \
        (d).a = (s).a;                                                          \
        (d).b = (s).b;                                                          \
    } while (0)
#else
#  define FCI_COPY2(d, s, a, b)                                                 \
    do {                                                                        \
        (d) = (s);                                                              \
    } while (0)
#endif
// v + 2^29 as uint32: at most 2^30 exactly when v is in the supported
// range, so several values OR-ed below 2^30 are all in range (a quick
// test; the bound itself fails it and goes to the full checks).
#define FCI_BIASED(v) ((uint32_t)(v) + 0x20000000u)
// Twice the signed area, exact in 128 bits.
void fci_area2(const fc_vec *pts, int n, fci_big *out);
// Index of the next vertex, cyclic.
// The circle pairs' common case, every value comfortably in range: two
// tests on ORs (FCI_BIASED centers below 2^30, radii below 2^29: a power
// of two bounds an OR exactly when it bounds each value); anything else
// goes through the full checks first.
#define FCI_CIRCLES_QUICK(a, b)                                                 \
    ((FCI_BIASED((a)->c.x) | FCI_BIASED((a)->c.y)                               \
      | FCI_BIASED((b)->c.x) | FCI_BIASED((b)->c.y)) < 0x40000000u              \
     && ((uint32_t)(a)->r | (uint32_t)(b)->r) < 0x20000000u)
// The decision of a pair of circles in range (below, after FCI_WLT): 1
// when they touch, else 0, with d = a.c - b.c and *d2 = |d|^2, exact
// (|d| <= 2^30, sums <= 2^61); fci_circles_decide (src/collide_circle.c)
// checks both circles first (an error code when one fails).
int fci_circles_decide(const fc_circle *a, const fc_circle *b, fc_vec *d, fc_wide *d2);
// The checks of fc_circle_circle and fc_point_in_circle alone: FC_OK or
// the error code those give (src/circle_check.c, with FC_PORT_CIRCLE
// only; src/point_check.c; the ports' circle tests in assembly call them
// for what their quick range test does not pass, and decide the rest
// themselves).
int fci_circles_check(const fc_circle *a, const fc_circle *b);
int fci_point_circle_check(const fc_circle *c, const fc_vec *p);
// fc_circle_box's checks (src/circle_box_check.c): the circle, then the
// box; fci_circle_box_decide takes them too.
int fci_circle_box_check(const fc_circle *a, const fc_box *b);
// Circle a against box b, checked: an error code, 0 apart, 1 touching
// with the center outside the box (*d = a.c - q for q the box's point
// nearest the center, *d2 = |d|^2), 2 with the center inside the box or
// on its boundary (src/collide_circle.c).
int fci_circle_box_decide(const fc_circle *a, const fc_box *b, fc_vec *d, fc_wide *d2);
// For rc = 1, *out = m with the normal negated (wrapping); returns rc: the
// MTV of a mirrored pair (src/collide_circle_mtv.c).
int fci_flip_mtv(int rc, const fc_mtv *m, fc_mtv *out);
#if FC_PORT_CIRCLE
// The C versions of fc_circle_circle, fc_point_in_circle and
// fc_circle_box, which the port's tests compare its assembly with
// (config.h); a program calling the queries does not link them.
int fci_circle_circle_c(const fc_circle *a, const fc_circle *b);
int fci_point_in_circle_c(const fc_circle *c, const fc_vec *p);
int fci_circle_box_c(const fc_circle *a, const fc_box *b);
#endif
// fc_circle_circle_mtv for circles the caller has checked (in range):
// 1 and *out when they touch, else 0 with *out untouched.
int fci_circles_mtv(const fc_circle *a, const fc_circle *b, fc_mtv *out);
// The MTV of circles whose radii sum to reach (<= 2^30), touching with
// center offset d (|d| <= reach) and d2 = |d|^2.
void fci_circles_push(fc_fixed reach, const fc_vec *d, const fc_wide *d2, fc_mtv *out);
#if !FCI_WIDE_WORDS || FCI_DIV32
// The square root's seeds (src/wide_root.c): round(sqrt((i + 1/2) / 256)
// 2^16) for i = 64..255.
extern const uint16_t fci_sqrt_seed[192];
#endif
#if !FCI_WIDE_WORDS
// FCI_BIASED on a 64-bit value (v any int32): below 2^30 exactly when v
// is in [-2^29, 2^29), negative values wrapping far above.
#  define FCI_BIASED64(v) ((uint64_t)(v) + 0x20000000u)
// A 64-bit machine's circle pair in one pass (src/collide_circle.c and
// src/collide_circle_mtv.c): a quick range test, with the offsets and the
// sum of the radii read as 64-bit values. *dx, *dy and *rs are set either
// way (meaningful when it returns 1). It passes when the biased
// coordinates are below 2^30 and rs, the sum of the radii read as
// unsigned 32-bit values, below 2^29: one test on the OR of rs and the
// coordinates' halved. rs below 2^29 bounds each radius (none negative,
// none above 2^29) without a test of each: the radii are dead once rs is
// formed, there is one OR fewer, and the common case of fc_circle_circle
// fits in the registers a call may clobber (gcc -O2 saves none). Valid
// radii summing to 2^29 or more (half the span of the coordinates) take
// the checked path instead, with the same answer. 64-bit values make the
// squares and their sums exact without a conversion (|d| < 2^30 per
// component, rs < 2^29).
FC_INLINE int fci_circles_quick64(const fc_circle *a, const fc_circle *b, int64_t *dx,
                                  int64_t *dy, uint64_t *rs)
{
    int64_t ax = a->c.x, ay = a->c.y, bx = b->c.x, by = b->c.y;
    uint64_t q = (FCI_BIASED64(ax) | FCI_BIASED64(ay) | FCI_BIASED64(bx) | FCI_BIASED64(by)) >> 1;
    *rs = (uint64_t)(uint32_t)a->r + (uint32_t)b->r;
    *dx = ax - bx;
    *dy = ay - by;
    return (q | *rs) < 0x20000000u;
}
// Leading zero bits of a nonzero 64-bit value.
#if defined(__GNUC__) || defined(__clang__)
#  define fci_clz64(x) ((unsigned)__builtin_clzll(x))
#else
FC_INLINE unsigned fci_clz64(uint64_t x)
{
    unsigned n = 0u;
    while ((x & ((uint64_t)1 << 63)) == 0u) {   // a compiler without the builtin
        x <<= 1;
        n++;
    }
    return n;
}
#endif
// Two Newton steps x' = (x + n / x) / 2 towards sqrt(n) from a seed x
// (at least 1): see isqrt64 in src/wide_root.c.
FC_INLINE uint64_t fci_newton2(uint64_t n, uint64_t x)
{
    x = (x + n / x) >> 1;
    return (x + n / x) >> 1;
}
// The circles' MTV for a hit in that quick range (d2 = |d|^2 <= rs^2):
// what fci_circles_push gives, in the 64-bit machine's arithmetic;
// returns 1. Inline: the circle MTV's and the circle sweep's one root.
// The answers of fci_unit_root and fci_circles_push written out for what
// that range guarantees: reach < 2^30 and 0 < d2 <= reach^2, so d2 < 2^60
// and fci_clz64(d2) >= 4. Then s = (fci_clz64(d2) - 4) / 2 is fci_unit_root's k,
// and N = 4^s d2 lies in [2^58, 2^60), where isqrt64's shift is always 4
// (its seed index N / 2^52 - 64, its seed times 2^14) and its root below
// 2^30 needs no clamp: its steps, written for that range. Each component
// round(c 2^(16+s) / N), half away from zero, is one signed division:
// (2p + N) / (2N) is floor(p / N + 1/2) for p >= 0, and C's division
// truncates toward zero, so adding -N for a negative numerator rounds its
// magnitude the same way. The rounded length for s >= 1 is
// floor((R + 2^(s-1)) / 2^s) = (floor(R / 2^(s-1)) + 1) / 2.
FC_INLINE int fci_circles_push64(int64_t dx, int64_t dy, uint64_t d2, fc_mtv *out,
                                  int32_t reach)
{
    uint64_t n, x, r;
    int64_t two_n, mx, my;
    unsigned s;
    if (d2 == 0u) {                         // equal centers: +x
        out->normal.x = FC_ONE;
        out->normal.y = 0;
        out->depth = reach;
        return 1;
    }
    s = (fci_clz64(d2) - 4u) >> 1;
    n = d2 << (2u * s);
    x = fci_newton2(n, (uint64_t)fci_sqrt_seed[(n >> 52) - 64u] << 14);
    if (x * x > n) {
        x--;
    }
    if (s != 0u) {
        r = ((x >> (s - 1u)) + 1u) >> 1;
    } else {
        r = (n > x * (x + 1u)) ? x + 1u : x;   // n = d2 here
    }
    out->depth = reach - (fc_fixed)r;
    two_n = (int64_t)(2u * x);
    s += 17u;
    mx = (dx < 0) ? -1 : 0;
    my = (dy < 0) ? -1 : 0;
    out->normal.x = (fc_fixed)((dx * ((int64_t)1 << s) + (((int64_t)x ^ mx) - mx)) / two_n);
    out->normal.y = (fc_fixed)((dy * ((int64_t)1 << s) + (((int64_t)x ^ my) - my)) / two_n);
    return 1;
}
// fci_circles_push's one pass where its range holds (reach < 2^30; d2 <=
// reach^2 is every caller's precondition): 1 with *out written, else 0
// and *out untouched.
FC_INLINE int fci_circles_push_quick(fc_fixed reach, const fc_vec *d, const fc_wide *d2,
                                     fc_mtv *out)
{
    return reach < 0x40000000L && fci_circles_push64(d->x, d->y, (uint64_t)d2->v, out, reach);
}

#endif
// FCI_OFFSET_FILTER: 1 where 64-bit products cost calls (every build but
// a 64-bit host's) and code space allows (not SDCC's, where 32-bit
// operations are inline code: 500 bytes more). There the circle tests ask
// fci_offsets_touch first (src/circle_check.c): whether offsets dx, dy (|.| <=
// 2^30) lie within r (<= 2^30) is 0 when |dx| or |dy| exceeds r, 1 when
// |dx| + |dy| does not (that diamond lies in the disk), -1 between, where
// only the squares decide. Not with FC_PORT_CIRCLE: the port's circle
// tests filter the offsets themselves, and the C versions take only the
// rest.
#if FCI_WIDE_WORDS && !FCI_WIDE_SMALL && !FC_PORT_CIRCLE
#  define FCI_OFFSET_FILTER 1
int fci_offsets_touch(int32_t dx, int32_t dy, uint32_t r);
#else
#  define FCI_OFFSET_FILTER 0
#endif
#define FCI_NEXT(i, n) ((i) + 1 < (n) ? (i) + 1 : 0)
// The index before i (0 <= i < n), cyclically. Tested as i > 0, not as
// i == 0: cc65 2.19's optimizer miscompiles (i == 0 ? n - 1 : i - 1) as
// an index or in an argument (it reloads the second operand from the
// wrong stack offset, or drops the branch), which tools/cc65-check.py
// looks for in the library's code.
#define FCI_PREV(i, n) ((i) > 0 ? (i) - 1 : (n) - 1)
// a < b for two fc_wide lvalues, in the hot loops: with the native type
// one comparison, where fc_wide_cmp's -1 / 0 / 1 costs two; the two-word
// build keeps fc_wide_cmp (assembly on the 8-bit ports).
#if FC_WIDE_NATIVE
#  define FCI_WLT(a, b) ((a)->v < (b)->v)
#  define FCI_WLE0(a) ((a)->v <= 0)
#else
#  define FCI_WLT(a, b) (fc_wide_cmp((a), (b)) < 0)
#  define FCI_WLE0(a) (fc_wide_sign(a) <= 0)
#endif
// fci_circles_touch: inline where the compiler inlines for speed, so that
// the circle MTV (src/collide_circle_mtv.c) decides as fast as the test; a
// function in src/collide_circle.c for cc65 and SDCC (as fci_wsub above)
// and where gcc optimises for size (-Os: one copy, not one per caller).
#if defined(__CC65__) || defined(__SDCC) || defined(__OPTIMIZE_SIZE__)
int fci_circles_touch(const fc_circle *a, const fc_circle *b, fc_vec *d, fc_wide *d2);
#else
FC_INLINE int fci_circles_touch(const fc_circle *a, const fc_circle *b, fc_vec *d, fc_wide *d2)
{
    fc_wide rs2;
    int32_t rs;
    d->x = a->c.x - b->c.x;
    d->y = a->c.y - b->c.y;
    fc_wide_mul(d2, d->x, d->x);
    fc_wide_muladd(d2, d->y, d->y);
    rs = a->r + b->r;
    fc_wide_mul(&rs2, rs, rs);
    return !FCI_WLT(&rs2, d2);
}
#endif

// r = a * b, exact (signed 64 x 64 -> 128).
void fci_big_mul_wide(fci_big *r, const fc_wide *a, const fc_wide *b);
// Sign of a - b.
int fci_big_cmp(const fci_big *a, const fci_big *b);

// ---- 256-bit products (src/big.c; for fc_circle_sweep_poly) --------------------
// Sign of |a| |b| - |c| |d|, exact (products of magnitudes below 2^128 are
// formed in 256 bits). The swept circle compares p^2 m with q^2 for values
// up to q^2 < 2^240 (src/sweep_circle.c derives the bounds).
int fci_big_cmp_prod(const fci_big *a, const fci_big *b, const fci_big *c, const fci_big *d);

// ---- lengths of integer vectors (src/mtv.c) --------------------------------------
// For a nonzero vector n with |n.x|, |n.y| <= 2^30: N = isqrt(|n|^2 4^k)
// with k chosen so that N lies in [2^29, 2^31), i.e. N / 2^k is |n| to a
// relative 2^-29.
typedef struct fci_len {
    uint32_t n;
    unsigned k;
} fci_len;
#if FC_PORT_WALK
// The port's step and bound for the linear SAT's walks on the 8-bit CPUs
// (config.h, FC_PORT_WALK).
// mna = m + 256 na: x's count and n's stored angle.
const fc_vec *fci_port_walk(fc_wide *cur, const fc_vec *n, const fc_vec *p, const fc_vec *xj,
                            const fc_vec *xv, const fc_vec *xn, const uint8_t *xa, unsigned mna);
int fci_port_may_tie(const fc_wide *push, const fci_len *len, fc_fixed best);
int fci_port_parallel(const fc_vec *u, const fc_vec *v);
int fci_port_same_len(const fc_vec *u, const fc_vec *v);
#endif
#if FC_PORT_WALK
// The port's pass (src/sat.c's pass_poly, config.h's FC_PORT_PASS): the
// climb to x's vertex deepest behind o's edge 0 from x's vertex j, then
// the edges of o against the vertices of x. 0 when an edge of o
// separates; else 1, with *seed set. fc_poly and best are read at
// offsets sat.c checks.
struct sat_best;
int fci_port_pass(const fc_poly *o, const fc_poly *x, int j, struct sat_best *best, unsigned o_is_a,
                  int *seed);
// sat.c's climb, for the port's first climb where the angles leave it open.
void fci_pass_climb(const fc_poly *x, const fc_vec *n, const fc_vec *p, int *j, fc_wide *val);
// sat.c's offer_exact, for an edge the port's pass leaves to the C (one
// not as long as the best axis, that may beat it): the best axis's
// choice of push along axis (-axis when neg, which is o_is_a), for owner
// (0 for an edge of a, else 1).
void fci_pass_offer_exact(struct sat_best *best, const fc_wide *push, const fc_vec *axis,
                          const fci_len *len, int neg, int owner);
#if defined(__CC65__)
// The 6502's pass offers the rest itself and asks sat.c only where an
// axis's rounded distance ties the best's: 1 when the axis is kept.
int fci_pass_tie(const struct sat_best *best, const fc_wide *push, const fc_vec *axis, int neg);
#endif
#endif
#if FC_PORT_KEEP
// The port's keep (src/sat.c; config.h's FC_PORT_KEEP): the best axis
// becomes push along axis (-axis when neg) of length len, for owner.
void fci_port_keep(struct sat_best *best, const fc_wide *push, const fc_vec *axis, const fci_len *len,
                   int neg, int owner);
#endif
void fci_length(const fc_vec *n, fci_len *len);

// The pseudo-angle of a normal, 256ths of a turn rounded down (fc_poly's
// nang; src/poly.c). Exact quarter turns, monotone between them.
uint8_t fci_normal_angle(const fc_vec *n);
// u = n / |n| in Q16.16, each component within 1 raw of the true one.
void fci_unit(const fc_vec *n, fc_vec *u);
// The same with d2 = |d|^2, and |d| rounded to the nearest integer
// (fci_isqrt_nearest of d2) from the same square root; 0 and (0, 0) for
// d = 0. With N = floor(x), x = |d| 2^k (fci_wide_length's N and k): for
// k >= 1 the rounding boundary m + 1/2 of |d| is (2m + 1) 2^(k-1) / 2^k,
// an integer B over 2^k, and x >= B exactly when N >= B, so round(|d|) =
// floor((N + 2^(k-1)) / 2^k); for k = 0, N = isqrt(d2) and |d| >= N + 1/2
// exactly when d2 > N^2 + N (no ties for integers). In src/wide_root.c,
// one version per arithmetic.
uint32_t fci_unit_root(const fc_vec *d, const fc_wide *d2, fc_vec *u);
// The same with |n| given (len from fci_length of n or of -n), so that a
// stored length spares the root: a module of its own, src/unit_len.c.
void fci_unit_len(const fc_vec *n, const fci_len *len, fc_vec *u);
// *out = num / |n| rounded, num >= 0 (raw^2 units -> raw): relative error
// below 2^-28 plus 1/2 raw. FC_ERR_OVERFLOW when it does not fit int32.
#if FCI_WIDE_WORDS
int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out);
#else
// A 64-bit machine: inline (the SAT's walk calls it on the axes that may
// beat the best), the same steps and answers as the words' version in
// src/mtv.c (one version per arithmetic, as in src/wide_root.c), on the
// 64-bit pattern of num itself (k < 32, the callers').
FC_INLINE int fci_div_len(const fc_wide *num, const fci_len *len, fc_fixed *out)
{
    uint64_t u = (uint64_t)num->v;
    uint32_t n = len->n, q, r;
    unsigned k = len->k;
    if (k != 0u) {
        if ((u >> (64u - k)) != 0u) {
            return FC_ERR_OVERFLOW;            // num 2^k >= 2^64
        }
        u <<= k;
    }
    if ((u >> 32) >= n) {
        return FC_ERR_OVERFLOW;                // quotient >= 2^32 (or N = 0)
    }
    q = (uint32_t)(u / n);                     // below 2^32
    r = (uint32_t)(u % n);
    if (r >= n - r) {
        if (q >= 0x7FFFFFFFu) {
            return FC_ERR_OVERFLOW;
        }
        q++;                                   // round half up
    } else if (q > 0x7FFFFFFFu) {
        return FC_ERR_OVERFLOW;
    } else {
        // rounded down
    }
    *out = (fc_fixed)q;
    return FC_OK;
}
#endif

#if FCI_WIDE_SMALL && !FC_WIDE_NATIVE
// a 2^n modulo 2^64 into *r (neither NULL; r may be a), and 1 when a bit
// that is 1 leaves the top (a 2^n >= 2^64), else 0: fc_wide_shl's shift
// on SDCC, a byte at a time (src/wide_ops.c; with FC_PORT_SHL the
// port's, config.h).
int fci_wide_shl_lost(fc_wide *r, const fc_wide *a, unsigned n);
#elif FC_PORT_SHL
#  error "FC_PORT_SHL is the SDCC builds' shift (FCI_WIDE_SMALL)"
#endif

// A filter before fci_length and fci_div_len in a search for the smallest
// distance: 0 when num / |n| (num >= 0, |components| <= 2^30) provably
// comes out of fci_div_len above best (>= 0), so that it can neither
// replace it nor tie with it; 1 when it may. num >= (best + 1) U, with U
// an integer bound above |n|, gives num / |n| > best + 1; fci_div_len's
// N / 2^k is at most |n| (a floor square root), so its quotient is larger
// still, and rounding keeps it above the integer best.
int fci_dist_may_beat(const fc_wide *num, const fc_vec *n, fc_fixed best);
// Nearest integer square root of an unsigned 64-bit value: with
// r = floor(sqrt(n)) the root rounds up exactly when n > r^2 + r (the
// midpoint (r + 1/2)^2 = r^2 + r + 1/4 is never an integer: no ties).
uint32_t fci_isqrt_nearest(const fc_wide *n);
// fci_wide_length of a vector along an axis (x or y 0): no root
// (src/wide_root.c).
uint32_t fci_axis_length(int32_t x, int32_t y, unsigned *k);
// floor(sqrt(x)) of a 32-bit x, without the 64-bit root's remainder
// (src/wide_root.c).
uint32_t fci_isqrt32(uint32_t x);

// ---- shared pieces of the polygon code ------------------------------------------
// Classification after fci_check_points; *area_sign gets sign(area2).
int fci_classify(const fc_vec *pts, int n, int *area_sign);
// The polygon build's derived fields (src/poly.c), which fc_poly_check
// (src/poly_check.c) computes again. fci_poly_convex: the pseudo-angles
// of the edges' perpendiculars (dy, -dx) of points that passed
// fci_check_points in ang[0 .. n-1], and 1 when they prove the loop
// convex (its area's sign in *s), else 0: fci_classify decides.
// fci_poly_bounds: the box and the bounding circle of a polygon's
// vertices.
int fci_poly_convex(const fc_vec *pts, int n, uint8_t *ang, int *s);
#if FC_PORT_CONVEX
// The port's first pass over a convex polygon (config.h), for 3 to
// FC_MAX_VERTS vertices at a non-NULL pts: 1 or -1 (the winding) when it
// proves them in range and convex, ang as fci_poly_convex leaves it;
// else 0.
int fci_port_convex(const fc_vec *pts, int n, uint8_t *ang);
#endif
#if FC_PORT_FILL
// The port's second pass of fc_poly_build (config.h): every field after
// n, the flags and v[0 .. n-1], from the pseudo-angles ang of the input's
// edges and its winding s.
void fci_port_fill(fc_poly *out, const uint8_t *ang, int s);
#endif
// FCI_EDGE_NORMAL(nrm, a, b): nrm = (dy, -dx), the outward normal of the
// edge a -> b (pointers) of a counter-clockwise loop, exact for points in
// range (differences within 2^30). A macro: cc65 refuses an unused static
// function in every file that includes this header.
#define FCI_EDGE_NORMAL(nrm, a, b)                                                  \
    do {                                                                           \
        (nrm).x = (b)->y - (a)->y;                                                 \
        (nrm).y = (a)->x - (b)->x;                                                 \
    } while (0)
void fci_poly_bounds(const fc_poly *p, fc_box *box, fc_circle *bound);
// fc_bbox of n >= 1 points, unchecked (src/bounds.c).
void fci_bbox(const fc_vec *pts, int n, fc_box *out);
// ceil(sqrt(max |p_i - c|^2)) for any int32 center; FC_ERR_OVERFLOW when
// the radius does not fit int32 (src/radius.c).
int fci_radius_ceil(const fc_vec *pts, int n, const fc_vec *c, fc_fixed *out);
// FCI_SQ_ADD(a, h, l): h 2^32 + l += a^2 for a 32-bit unsigned a (the
// caller keeps the sum below 2^64; h and l uint32_t lvalues), from a's
// 16-bit halves a1 and a0 in three one-word products, for the CPUs
// whose 32 x 32 -> 64 product is a library call (FCI_MUL64_CALL: one
// MULS each on ARMv6-M): a1^2 2^32 + a1 a0 2^17 + a0^2, the cross term
// split across the words. The square root's remainder (src/wide_root.c)
// and fci_radius_ceil (src/radius.c) take it. A macro: gcc keeps h and l
// in registers, where an inlined function's pointers cost an 8-gon's
// build 30 Cortex-M0 instructions.
#define FCI_SQ_ADD(a, h, l)                                                        \
    do {                                                                           \
        uint32_t a_ = (a), a0_ = a_ & 0xFFFFu, a1_ = a_ >> 16;                    \
        uint32_t m_ = a1_ * a0_, t_ = a0_ * a0_;                                   \
        (l) += t_;                                                                 \
        (h) += a1_ * a1_ + (m_ >> 15) + (((l) < t_) ? 1u : 0u);                    \
        t_ = m_ << 17;                                                             \
        (l) += t_;                                                                 \
        (h) += ((l) < t_) ? 1u : 0u;                                               \
    } while (0)
// |p - c|^2 as an unsigned 64-bit pattern, p in range, c any int32 pair.
void fci_dist2_any(fc_wide *d, const fc_vec *p, const fc_vec *c);

// ---- collision helpers (src/sat.c, src/collide_*.c) -------------------------------
// FC_OK when p has a usable count, and is convex when need_convex: the
// constant-time check of the queries that trust a built polygon (their
// arithmetic wraps where a corrupted one could overflow).
int fci_check_poly(const fc_poly *p, int need_convex);
// FC_OK when fci_check_poly passes both a and b (need_convex 1), else the
// error of a, or else of b; both counts and convex flags are tested
// first in line, fci_check_poly called only for the error code.
int fci_check_poly_pair(const fc_poly *a, const fc_poly *b);
// The same, and vertices in range, normals non-zero and within +-2^30: a
// linear pass, for the sweeps, whose exact arithmetic relies on those
// bounds and costs far more than the pass. (The contact manifold's
// arithmetic wraps or saturates instead: a corrupted polygon gives a
// defined answer there.)
int fci_check_poly_full(const fc_poly *p, int need_convex);
// 1 when the closed boxes overlap (FCI_BOXES_TOUCH, in src/boxes_overlap.c).
// FCI_BOXES_OVERLAP: the same, the expression written out where the
// compiler inlines for speed (the polygon queries' first test), a call
// where code size counts (cc65, SDCC, -Os).
int fci_boxes_overlap(const fc_box *a, const fc_box *b);
#define FCI_BOXES_TOUCH(a, b)                                                   \
    ((a)->min.x <= (b)->max.x && (b)->min.x <= (a)->max.x                       \
     && (a)->min.y <= (b)->max.y && (b)->min.y <= (a)->max.y)
#if defined(__CC65__) || defined(__SDCC) || defined(__OPTIMIZE_SIZE__)
#  define FCI_BOXES_OVERLAP(a, b) fci_boxes_overlap((a), (b))
#else
#  define FCI_BOXES_OVERLAP(a, b) FCI_BOXES_TOUCH((a), (b))
#endif
// A box comfortably in range with min <= max, in one test on an OR (a
// power of two bounds an OR exactly when it bounds each value) and two
// comparisons: what fc_box_check accepts, but for coordinates at the very
// ends of the range, which callers send to fc_box_check.
#define FCI_BOX_QUICK(b)                                                        \
    ((FCI_BIASED((b)->min.x) | FCI_BIASED((b)->min.y) | FCI_BIASED((b)->max.x)  \
      | FCI_BIASED((b)->max.y)) < 0x40000000u                                   \
     && (b)->min.x <= (b)->max.x && (b)->min.y <= (b)->max.y)
// 1 when box a moved along v (any time in [0, 1]) may touch box b: the
// box of a and a + v against b (src/sweep.c).
int fci_swept_boxes_overlap(const fc_box *a, const fc_vec *v, const fc_box *b);
// Every field of a sweep's answer zero: a miss (src/sweep.c), and the
// same stores written out where a call costs more than they do.
void fci_sweep_clear(fc_sweep *r);
#define FCI_SWEEP_CLEAR(r)                                                      \
    do {                                                                        \
        (r)->intersect = 0u;                                                    \
        (r)->will_intersect = 0u;                                               \
        (r)->motion = 0;                                                        \
        (r)->toi = 0;                                                           \
        (r)->normal.x = 0;                                                      \
        (r)->normal.y = 0;                                                      \
        (r)->start.normal.x = 0;                                                \
        (r)->start.normal.y = 0;                                                \
        (r)->start.depth = 0;                                                   \
        (r)->end.normal.x = 0;                                                  \
        (r)->end.normal.y = 0;                                                  \
        (r)->end.depth = 0;                                                     \
    } while (0)
// Every normal of a sweep's answer negated: the answer of the mirrored
// sweep (b moving by -v against a).
void fci_sweep_flip(fc_sweep *r);
// The sign of v . dir (dir the exact direction an MTV pushes A): the
// motion of a sweep that starts touching (src/sweep.c).
int fci_motion(const fc_vec *v, const fc_vec *dir);
// The checks every ray query starts with: NULL pointers, origin and delta
// within the supported range (src/ray_circle.c).
int fci_ray_check(const fc_ray *r, const fc_ray_hit *out);
// fc_ray_circle without its checks, for the ray from origin by delta
// against the circle of center c and radius up to 2^30, given w = origin
// - c (|w| <= 2^30 per component, delta in range): src/ray_circle.c. On a
// hit it writes the time, the normal and, when f1 is not NULL, f(1) =
// |w + delta|^2 - radius^2 (below 2^62 in magnitude: the end point is
// within the radius exactly when f(1) <= 0); on INSIDE or MISS nothing.
int fci_ray_circle(const fc_vec *w, const fc_vec *delta, fc_fixed radius, fc_fixed *t,
                   fc_vec *normal, fc_wide *f1);

// A convex vertex set with the axes to test: a polygon's outward edge
// normals (two_way 0: each stands for one face, and A leaves through it
// only), or a box's x and y (two_way 1: each stands for two faces).
typedef struct fci_shape {
    const fc_vec *v;
    int n;
    const fc_vec *axis;
    int naxes;
    int two_way;
} fci_shape;
void fci_poly_shape(const fc_poly *p, fci_shape *s);
// The four corners of a box, counter-clockwise from min.
void fci_box_corners(const fc_box *b, fc_vec *corners);
// The four corners and two axes of a box; corners is caller storage.
void fci_box_shape(const fc_box *b, fc_vec *corners, fci_shape *s);
// Exact extent of s along axis: [lo, hi].
void fci_project(const fci_shape *s, const fc_vec *axis, fc_wide *lo, fc_wide *hi);
// The axis an MTV was taken from: owner 0 (a) or 1 (b), and the exact
// integer direction along which A leaves B (the axis, negated when A
// leaves along its negative side).
typedef struct fci_axis {
    int owner;
    fc_vec dir;
} fci_axis;
// SAT: 0 when an axis separates a and b, 1 when they touch or overlap;
// with mtv != NULL also the minimum translation vector on a hit, and with
// axis != NULL the axis it was taken from.
int fci_sat(const fci_shape *a, const fci_shape *b, fc_mtv *mtv, fci_axis *axis);
// The same for two built convex polygons, in linear time with the lengths
// they store; the same answers as fci_sat on their shapes.
int fci_sat_poly(const fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis);
#if FC_PORT_SAT
// The port's (config.h, FC_PORT_SAT), the same answers.
int fci_port_sat(const fc_poly *a, const fc_poly *b, fc_mtv *mtv, fci_axis *axis);
#  define fci_sat_poly fci_port_sat
#endif
// The stored length of p's edge normal i, clamped to the values a built
// polygon holds, so that a corrupted one still divides safely.
void fci_edge_len(const fc_poly *p, int i, fci_len *len);
// 0 when push / |n| (push >= 0, len from fci_length or fci_edge_len)
// provably rounds to at least best in fci_div_len, so that it cannot
// replace it; 1 when it may be smaller. With U = floor(N / 2^k) + 1 > |n|
// (N / 2^k <= |n| < (N + 1) / 2^k), push >= best U gives push / |n| >
// best, and fci_div_len's push 2^k / N is larger still.
int fci_len_may_beat(const fc_wide *push, const fci_len *len, fc_fixed best);

// ---- exact fractions along a segment (src/contact.c) -------------------------------
// A parameter along a segment q + lambda d: lambda = num / den, den > 0;
// num and den are dot products of in-range differences (below 2^62).
typedef struct fci_rat {
    fc_wide num;
    fc_wide den;
} fci_rat;
// r = num / 1.
void fci_rat_set(fci_rat *r, int32_t num);
// Sign of a - b, exact (cross-multiplied in 128 bits).
int fci_rat_cmp(const fci_rat *a, const fci_rat *b);
// Restricts [lo, hi] to the lambdas with c0 + lambda c1 >= 0; 0 when
// nothing is left.
int fci_rat_clip(fci_rat *lo, fci_rat *hi, const fc_wide *c0, const fc_wide *c1);
// One coordinate of q + lambda d, nearest, for a point of the segment
// (inside the supported range).
fc_fixed fci_rat_coord(fc_fixed q, fc_fixed d, const fci_rat *lam);

// A convex polygon as the contact manifold sees it (src/contact.c): n
// counter-clockwise vertices and an outward normal per edge (any length;
// a zero-length edge may carry any normal). fc_poly_contact views its
// polygons so; the box-polygon manifold views its box as a 4-gon with
// unit axis normals, in 64 bytes instead of an fc_poly (cc65's stack
// frames hold 256).
typedef struct fci_view {
    const fc_vec *v;
    const fc_vec *normal;
    int n;
} fci_view;
void fci_view_poly(const fc_poly *p, fci_view *v);
// The manifold of a and b once the SAT found them touching with mtv along
// axis (fci_sat or fci_sat_poly of the same a and b): every field of *m.
void fci_contact_views(const fci_view *a, const fci_view *b, const fc_mtv *mtv,
                       const fci_axis *axis, fc_manifold *m);

// Where the point c lies against the convex polygon p, exactly
// (src/collide_polycircle.c): 2 inside or on the boundary; 1 outside
// with the nearest point inside edge *feature; 0 outside with the
// nearest point the vertex *feature.
int fci_nearest_feature(const fc_poly *p, const fc_vec *c, int *feature);

// ---- tagged shapes (src/shape.c) --------------------------------------------------
// The pair's code FCI_PAIR(a->kind, b->kind) for the dispatch, or an error:
// FC_ERR_NULL (a, b or a polygon pointer NULL), FC_ERR_INVALID (a kind
// that is none of the three).
#define FCI_PAIR(ka, kb) ((ka) * 4 + (kb))
int fci_shape_pair(const fc_shape *a, const fc_shape *b);

#endif // FIXCOL_INTERNAL_H
