// Wide arithmetic: square roots, divisions and unit vectors, for both
// implementations (the native type's and the two words').
#include "internal.h"

// ---- square root and division kernels ------------------------------------
// Two sets, chosen by FCI_WIDE_WORDS (wide.h): on a 64-bit machine with the
// native type a square root is two Newton steps that divide and a
// division is the machine's; everywhere else (32-bit and 8-bit CPUs, and
// the portable build) both are built from 32-bit words and
// multiplications, without a 64-bit division: ARMv6-M and the 8-bit CPUs
// have no divide instruction, and a 64-bit one is a slow library routine
// on 32-bit CPUs. Both give exactly the same results (floor roots, their
// remainders, floor quotients); the tests build both.



// FCI_HOT: a small function inlined even at -Os, where a call would cost
// half as much again as its body (ARMv6-M builds with -Os). Other
// compilers (the 8-bit ones) keep one copy: their 32-bit arithmetic is
// long code, and ROM is scarce there.
#if defined(__GNUC__) || defined(__clang__)
#  define FCI_HOT static __inline__ __attribute__((__always_inline__))
#else
#  define FCI_HOT static
#endif

// Leading zero bits of x != 0: the compiler's builtin where int has 32
// bits and the CPU counts them (ARMv6-M does not: libgcc's routine costs a
// call), else three compares and a 16-entry table.
#if (defined(__GNUC__) || defined(__clang__)) && defined(__SIZEOF_INT__) && !defined(__ARM_ARCH_6M__)
#  if __SIZEOF_INT__ == 4
#    define FCI_CLZ32(x) ((unsigned)__builtin_clz(x))
#  endif
#endif
#ifdef FCI_CLZ32
#  define clz32(x) FCI_CLZ32(x)
#else
#if !FCI_WIDE_SMALL
FCI_HOT unsigned clz32(uint32_t x)
{
    static const uint8_t nib[16] = { 4u, 3u, 2u, 2u, 1u, 1u, 1u, 1u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u };
    uint32_t v = x;
    unsigned n = 0u;
    if (v < 0x00010000u) {
        n = 16u;
        v <<= 16;
    }
    if (v < 0x01000000u) {
        n += 8u;
        v <<= 8;
    }
    if (v < 0x10000000u) {
        n += 4u;
        v <<= 4;
    }
    return n + nib[v >> 28];
}
#endif
#endif
// fci_wide_length of a vector along an axis (one component 0, or both):
// its length |c| is exact, no root: N = |c| 2^k with the smallest k that
// brings it to 2^29 or more (0 from there), what the root gives for
// (c^2 4^k); the zero vector's N = 2^29, k = 29. Called where x or y is
// 0 (a call: the test before it is all the other vectors pay). Polygons
// with sides along the axes (boxes, tiles, platforms) build without a
// root for them. The shift: by clz32 where the word builds have it, by
// bytes then bits on the 8-bit CPUs. Not static: a port's
// fci_wide_length (FC_PORT_LENGTH) jumps here for these vectors.
#if defined(__GNUC__)
__attribute__((__noinline__))
#endif
uint32_t fci_axis_length(int32_t x, int32_t y, unsigned *k)
{
    uint32_t c = (uint32_t)x | (uint32_t)y;     // the one that is not 0
    unsigned s = 0u;
    if (c >= 0x80000000u) {
        c = 0u - c;                             // |c| (2^31 for INT32_MIN)
    }
    if (c == 0u) {
        *k = 29u;
        return 0x20000000u;
    }
#if !FCI_WIDE_SMALL
    s = clz32(c);
    s = (s > 2u) ? s - 2u : 0u;
    c <<= s;
#else
    while (c < 0x00200000u) {
        c <<= 8;
        s += 8u;
    }
    while (c < 0x20000000u) {
        c <<= 1;
        s++;
    }
#endif
    *k = s;
    return c;
}

// The even shift that brings x != 0 to [2^30, 2^32).
#define norm_even(x) (clz32(x) & 30u)

#if !FCI_WIDE_SMALL
unsigned fci_clz32(uint32_t x)
{
    return clz32(x);
}
#endif

#if !FCI_WIDE_WORDS || FCI_DIV32
// round(sqrt((i + 1/2) / 256) 2^16) for i = 64..255.
const uint16_t fci_sqrt_seed[192] = {
    32896u, 33150u, 33402u, 33652u, 33900u, 34147u, 34392u, 34635u, 34876u, 35116u,
    35354u, 35590u, 35825u, 36059u, 36291u, 36521u, 36750u, 36978u, 37204u, 37429u,
    37652u, 37874u, 38095u, 38315u, 38533u, 38750u, 38966u, 39181u, 39394u, 39606u,
    39818u, 40028u, 40237u, 40445u, 40652u, 40857u, 41062u, 41266u, 41469u, 41671u,
    41871u, 42071u, 42270u, 42468u, 42665u, 42861u, 43057u, 43251u, 43445u, 43637u,
    43829u, 44020u, 44210u, 44400u, 44588u, 44776u, 44963u, 45149u, 45334u, 45519u,
    45703u, 45886u, 46069u, 46250u, 46431u, 46612u, 46791u, 46970u, 47149u, 47326u,
    47503u, 47679u, 47855u, 48030u, 48204u, 48378u, 48551u, 48723u, 48895u, 49067u,
    49237u, 49407u, 49577u, 49746u, 49914u, 50082u, 50249u, 50416u, 50582u, 50747u,
    50912u, 51077u, 51241u, 51404u, 51567u, 51730u, 51892u, 52053u, 52214u, 52374u,
    52534u, 52694u, 52853u, 53011u, 53169u, 53327u, 53484u, 53640u, 53797u, 53952u,
    54108u, 54262u, 54417u, 54571u, 54724u, 54877u, 55030u, 55182u, 55334u, 55485u,
    55636u, 55787u, 55937u, 56087u, 56236u, 56385u, 56534u, 56682u, 56830u, 56977u,
    57124u, 57271u, 57417u, 57563u, 57709u, 57854u, 57999u, 58143u, 58287u, 58431u,
    58574u, 58717u, 58860u, 59002u, 59144u, 59286u, 59427u, 59568u, 59709u, 59849u,
    59989u, 60129u, 60268u, 60407u, 60546u, 60684u, 60822u, 60960u, 61098u, 61235u,
    61372u, 61508u, 61644u, 61780u, 61916u, 62051u, 62186u, 62321u, 62456u, 62590u,
    62724u, 62857u, 62991u, 63124u, 63256u, 63389u, 63521u, 63653u, 63785u, 63916u,
    64047u, 64178u, 64309u, 64439u, 64569u, 64699u, 64828u, 64957u, 65086u, 65215u,
    65344u, 65472u
};
#endif

#if FC_PORT_LENGTH && (!FCI_WIDE_WORDS || FCI_WIDE_SMALL)
#  error "FC_PORT_LENGTH replaces the 32-bit-word builds' fci_wide_length (FCI_WIDE_WORDS, not FCI_WIDE_SMALL)"
#endif

#if FCI_WIDE_WORDS

#if !FCI_WIDE_SMALL
// Products of 32-bit words: the full 64-bit product, a square, and a high
// word that may fall short of the true one by up to 2 (where the CPU
// has no widening multiply, its low partial product is left out; where
// that is used, the error is stated).
#if FC_WIDE_NATIVE && !FCI_MUL64_CALL
// The machine's widening product; the high word is exact.
FCI_HOT void mulw(uint32_t a, uint32_t b, uint32_t *hi, uint32_t *lo)
{
    uint64_t p = (uint64_t)a * b;
    *hi = (uint32_t)(p >> 32);
    *lo = (uint32_t)p;
}

#  define sqw(a, hi, lo) mulw((a), (a), (hi), (lo))

FCI_HOT uint32_t mulhi3(uint32_t a, uint32_t b)
{
    return (uint32_t)(((uint64_t)a * b) >> 32);
}
#elif FC_WIDE_NATIVE
// 16 x 16 products: one MULS each on ARMv6-M, where the compiler's 64-bit
// product is a 64 x 64 library call.
FCI_HOT void mulw(uint32_t a, uint32_t b, uint32_t *hi, uint32_t *lo)
{
    uint32_t a0 = a & 0xFFFFu, a1 = a >> 16, b0 = b & 0xFFFFu, b1 = b >> 16;
    uint32_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0;
    uint32_t mid = (p00 >> 16) + (p01 & 0xFFFFu) + (p10 & 0xFFFFu);
    *lo = (p00 & 0xFFFFu) | (mid << 16);
    *hi = a1 * b1 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
}

FCI_HOT void sqw(uint32_t a, uint32_t *hi, uint32_t *lo)
{
    uint32_t h = 0u, l = 0u;
    FCI_SQ_ADD(a, h, l);   // internal.h
    *hi = h;
    *lo = l;
}

FCI_HOT uint32_t mulhi3(uint32_t a, uint32_t b)
{
    uint32_t a1 = a >> 16, b1 = b >> 16;
    return a1 * b1 + (((a & 0xFFFFu) * b1) >> 16) + ((a1 * (b & 0xFFFFu)) >> 16);
}
#  define LEN2_HALVES 1
#else
// fc_wide_umul: the port's routine where there is one (8-bit CPUs).
static void mulw(uint32_t a, uint32_t b, uint32_t *hi, uint32_t *lo)
{
    fc_wide p;
    fc_wide_umul(&p, a, b);
    *hi = p.hi;
    *lo = p.lo;
}

#  define sqw(a, hi, lo) mulw((a), (a), (hi), (lo))

static uint32_t mulhi3(uint32_t a, uint32_t b)
{
    fc_wide p;
    fc_wide_umul(&p, a, b);
    return p.hi;
}
#endif

#endif // !FCI_WIDE_SMALL

#if !FCI_WIDE_SMALL

// floor(sqrt(n)) of n = hi 2^32 + lo, and n - root^2 in *rhi, *rlo.
//
// n = m 4^-h with m = M 2^32 + L in [2^62, 2^64). With x = M / 2^32:
//  1. y ~ 1 / sqrt(x) from a chord of the table (relative error below
//     2^-11, never below the function), then one Newton step
//     y' = y (3 - x y^2) / 2: Y, in Q2.30, within 2^-21.5 of 1 / sqrt(x).
//  2. s, the integer nearest sqrt(M), from x Y (within 0.53); then the
//     residual e = M - s^2 (exact, |e| < 2^16.1).
//  3. One step of Newton's iteration on sqrt(m) from S = s 2^16, with the
//     residual m - S^2 = e 2^32 + L exact and 1 / (2 sqrt(m)) from Y:
//     S' = S + (m - S^2) Y / 2^63. Taking 1 / sqrt(m) where Newton takes
//     1 / S turns its overshoot (S - sqrt(m))^2 / (2S) into an undershoot
//     as small (below 0.28); with the roundings S' lies within 1.3 below
//     and 0.03 above sqrt(m), so the integer S' is floor(sqrt(m)) - 1, or
//     that plus 1 or 2.
//  4. root = S' / 2^h is floor(sqrt(n)) - 1, + 0 or + 1; one exact square
//     decides which.
// Every step is a 32-bit operation or a 32 x 32 -> 64 product (four of
// them); there is no division. The tests check every n below 2^32, every
// m with L = 0 and L = 2^32 - 1, and millions of others (near squares
// included) against exact roots.
//
// With cap < 32 the root is that of n 4^k instead, k = h - min(h, cap):
// n scaled up to below 2^(2 cap + 62) (fci_wide_length, cap 2).
typedef struct isqrt_out {
    uint32_t rh, rl;    // the remainder n 4^k - root^2
    uint32_t y;         // Y: below 2^62 / sqrt(m) by 2^-21.3 of it at most
    unsigned k;         // root = floor(sqrt(n 4^k))
    unsigned back;      // m = n 4^k 4^back: root = floor(sqrt(m) / 2^back)
} isqrt_out;

// ceil(2^14 / sqrt(x)) + 1 at x = (16 + j) / 64, j = 0..48: the end
// points of 48 chords over [1/4, 1], each above 2^14 / sqrt(x) there by
// at least 2^-15 of it (the function is convex, and each end point is
// rounded up and raised by one).
const uint16_t fci_rsqrt_tab[49] = {
    32769u, 31791u, 30895u, 30071u, 29310u, 28604u, 27946u, 27332u, 26756u, 26216u,
    25707u, 25226u, 24772u, 24341u, 23932u, 23543u, 23172u, 22818u, 22480u, 22157u,
    21847u, 21550u, 21264u, 20990u, 20726u, 20472u, 20226u, 19990u, 19761u, 19541u,
    19327u, 19120u, 18920u, 18726u, 18538u, 18355u, 18178u, 18006u, 17838u, 17675u,
    17517u, 17362u, 17212u, 17066u, 16923u, 16784u, 16648u, 16515u, 16385u
};

// Steps 1 and 2 above on m in [2^30, 2^32) (isqrt_w's M, fci_isqrt32's
// value): the reciprocal Y (big_y) and s, within 0.53 of sqrt(m), at most
// 2^16; i, y, t and w are the caller's scratch words. A macro: isqrt_w
// stays one function on the ports that place it in fast memory, and
// cc65 would call a function.
#define ROOT_ESTIMATE(m, i, y, t, w, big_y, s)                                     \
    do {                                                                           \
        /* 1. m >> 26 is 16..63: chord i, position (m >> 14) & 0xFFF along it */   \
        (i) = (unsigned)((m) >> 26) - 16u;                                         \
        (y) = (uint32_t)fci_rsqrt_tab[i]                                           \
              - ((((uint32_t)fci_rsqrt_tab[i] - fci_rsqrt_tab[(i) + 1u])          \
                  * (((m) >> 14) & 0xFFFu)) >> 12);                                \
        (t) = (y) * (y);                    /* y^2 in Q4.28, < 2^30 + 2^16 */     \
        (w) = mulhi3((m), (t)) - 0x10000000u; /* (x y^2 - 1) 2^28: (2^14 - 3, 2^18.3) */ \
        (big_y) = ((y) << 16) - (((y) * ((w) >> 3)) >> 10); /* y (1 - (x y^2 - 1) / 2), Q2.30 */ \
        /* 2. x Y ~ sqrt(x) 2^30 = sqrt(M) 2^14 */                                 \
        (s) = (mulhi3((m), (big_y)) + 0x2000u) >> 14; /* <= 2^16 */                \
    } while (0)

#if FC_PORT_ISQRT
// The port's isqrt_w (ports/cortex-m/smull_v6m.S on ARMv6-M): the same
// steps on the same table, every output the same.
uint32_t fci_port_isqrt_w(uint32_t hi, uint32_t lo, unsigned cap, isqrt_out *o);
#  define isqrt_w fci_port_isqrt_w
#else
static FC_PORT_FAST_CODE uint32_t isqrt_w(uint32_t hi, uint32_t lo, unsigned cap, isqrt_out *o)
{
    uint32_t m, l, y, t, w, big_y, s, e, dm, c, sq, root, qh, ql, rh, rl, nh, nl;
    unsigned z, h, i, back;
    if (hi != 0u) {
        z = norm_even(hi);
        m = (z == 0u) ? hi : ((hi << z) | (lo >> (32u - z)));
        l = lo << z;
        h = z >> 1;
    } else if (lo != 0u) {
        z = norm_even(lo);
        m = lo << z;
        l = 0u;
        h = 16u + (z >> 1);
    } else {
        o->rh = 0u;
        o->rl = 0u;
        o->y = 0u;
        o->k = 0u;
        o->back = 0u;
        return 0u;
    }
    ROOT_ESTIMATE(m, i, y, t, w, big_y, s);
    e = m - s * s;                              // modulo 2^32: |e| < 2^16.1
    // 3. (m - S^2) / 2^18 = e 2^14 + L / 2^18, below 2^30.1 in magnitude.
    if (e < 0x80000000u) {
        dm = (e << 14) + (l >> 18);
        c = mulhi3(dm, big_y) >> 13;
        sq = (s << 16) + c;
    } else {
        dm = ((0u - e) << 14) - (l >> 18);
        c = (mulhi3(dm, big_y) + 0x1FFFu) >> 13;
        sq = (s << 16) - c;                     // s = 2^16 wraps back here
    }
    // sqrt(m) >= 2^31: a value below 2^30 wrapped past 2^32 - 1.
    if (sq < 0x40000000u) {
        sq = 0xFFFFFFFFu;
    }
    // 4. The exact remainder n' - root^2 moves root by one where needed,
    // with n' = m / 4^back: n itself, or n scaled by 4^(h - cap).
    back = (h < cap) ? h : cap;
    // cppcheck-suppress knownConditionTrueFalse ; cppcheck follows one caller; back = h whenever h <= cap
    if (back == h) {
        nh = hi;
        nl = lo;
    } else {
        // back = cap < h <= 31: cap is 2 here (32 comes with back = h), so
        // b2 is 4 and both shifts are in range.
        unsigned b2 = (2u * back) & 30u;
        nh = m >> b2;
        nl = (l >> b2) | ((m << 1) << (31u - b2));
    }
    root = sq >> (back & 31u);                  // back <= h <= 31
    sqw(root, &qh, &ql);
    rl = nl - ql;
    rh = nh - qh - ((nl < ql) ? 1u : 0u);
    if (nh < qh || (nh == qh && nl < ql)) {
        // root^2 > n: n - (root - 1)^2 = rem + root + (root - 1)
        t = rl + root;
        rh += (t < root) ? 1u : 0u;
        root--;
        rl = t + root;
        rh += (rl < root) ? 1u : 0u;
    } else if (rh > (root >> 31) || (rh == (root >> 31) && rl > (root << 1))) {
        // rem > 2 root: n - (root + 1)^2 = rem - root - (root + 1); root
        // is below 2^32 - 1 here, as rem <= 2^33 - 2 = 2 (2^32 - 1)
        rh -= (rl < root) ? 1u : 0u;
        rl -= root;
        root++;
        rh -= (rl < root) ? 1u : 0u;
        rl -= root;
    } else {
        // root is floor(sqrt(n))
    }
    o->rh = rh;
    o->rl = rl;
    o->y = big_y;
    o->k = h - back;
    o->back = back;
    return root;
}
#endif // FC_PORT_ISQRT

// floor(sqrt(x)) of a 32-bit x: isqrt_w's steps 1 and 2 (ROOT_ESTIMATE)
// on x alone (m = x 4^h in [2^30, 2^32) takes the place of M: the same
// bounds), so that s lies within 0.53 of sqrt(m) and at most 2^16;
// one square then says whether floor(sqrt(m)) is s or s - 1, and that
// shifted down by h is floor(sqrt(x)). About a third of isqrt_w, where a
// 64-bit radicand is not needed (fc_poly_build's bounding circle). Where
// the products are the port's calls (the 6502), the general root below
// instead, which the library links anyway: code space decides there.
#if FC_WIDE_NATIVE
uint32_t fci_isqrt32(uint32_t x)
{
    uint32_t m, y, t, w, big_y, s;
    unsigned z, i;
    if (x == 0u) {
        return 0u;
    }
    z = norm_even(x);
    m = x << z;
    ROOT_ESTIMATE(m, i, y, t, w, big_y, s);
    if (s > 0xFFFFu || s * s > m) {
        s--;   // sqrt(m) < 2^16 <= s, or s^2 > m: s - 1 (sqrt(m) > s - 0.53)
    }
    return s >> (z >> 1);
}
#endif

#endif // !FCI_WIDE_SMALL

#if FC_PORT_DIV == 1
// The port defines fci_divisor_set and fci_divide (config.h).
#elif FCI_WIDE_SMALL

// The Z80 and Game Boy builds' division (see FCI_WIDE_SMALL): one quotient
// bit per step.
void fci_divisor_set(fci_divisor *dv, uint32_t d)
{
    dv->d = d;
    dv->v = 0u;
    dv->s = 0u;
}

uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem)
{
    // The running remainder stays below d, so shifting it left needs one
    // extra bit, kept in carry.
    uint32_t d = dv->d, r = hi, n = lo, q = 0u, carry;
    int i;
    for (i = 0; i < 32; i++) {
        carry = r >> 31;
        r = (r << 1) | (n >> 31);
        n <<= 1;
        q <<= 1;
        if (carry != 0u || r >= d) {
            r -= d;
            q |= 1u;
        }
    }
    *rem = r;
    return q;
}

#else // !FCI_WIDE_SMALL

// Division by d: Knuth's algorithm D with 16-bit digits (The Art of
// Computer Programming, vol. 2, 4.3.1; the two-digit quotient of Hacker's
// Delight's divlu), its 32 / 16 trial divisions made by multiplying with
// a reciprocal of the divisor's top digit. d is normalised (shifted left
// until its top bit is set; the numerator goes along) and
// v = floor((2^32 - 1) / dh) - 2^16, dh = d >> 16, is computed once:
// a chord of recip_tab (within 32 of 2^32 / dh), one Newton step
// v' = v (2 - dh v / 2^32) (within 1), and an exact correction.
FC_PORT_FAST_CODE void fci_divisor_set(fci_divisor *dv, uint32_t d)
{
    // round(2^32 / d) - 2^16 at d = (32 + j) 2^10, j = 0..32 (the first one
    // 2^16 - 1): the end points of 32 chords over [2^15, 2^16].
    static const uint16_t recip_tab[33] = {
        65535u, 61564u, 57826u, 54301u, 50972u, 47824u, 44840u, 42010u,
        39322u, 36764u, 34328u, 32006u, 29789u, 27671u, 25645u, 23705u,
        21845u, 20062u, 18350u, 16705u, 15124u, 13602u, 12136u, 10724u,
        9362u, 8048u, 6780u, 5554u, 4369u, 3223u, 2114u, 1040u,
        0u
    };
    unsigned s = clz32(d), i;
    uint32_t dn = d << s, dh = dn >> 16, v, p, e, r;
    i = (unsigned)(dh >> 10) - 32u;
    v = 0x10000u + recip_tab[i]
        - ((((uint32_t)recip_tab[i] - recip_tab[i + 1u]) * (dh & 0x3FFu)) >> 10);
    p = dh * v;                             // 2^32 - e modulo 2^32, |e| < 2^22
    if (p >= 0x80000000u) {
        e = 0u - p;                         // dh v < 2^32
        v += ((v >> 8) * (e >> 8)) >> 16;
    } else {
        v -= ((v >> 8) * (p >> 8) + 0xFFFFu) >> 16;
    }
    // For every dh in [2^15, 2^16) (2^15 cases, checked exhaustively) the
    // chord and the Newton step leave v at most one above
    // floor((2^32 - 1) / dh) and never below it: the remainder
    // 2^32 - 1 - dh v, modulo 2^32, is then negative, and one step down
    // corrects it.
    r = 0xFFFFFFFFu - dh * v;
    if (r >= 0x80000000u) {
        v--;
    }
    dv->d = dn;
    dv->v = v - 0x10000u;
    dv->s = s;
}

#if FC_PORT_DIV != 2
// (With FC_PORT_DIV=2 the port's fci_divide, config.h.)
// One quotient digit: floor((u 2^16 + n) / d) for u < d, n < 2^16, and
// the remainder in *r.
FCI_HOT uint32_t div_digit(const fci_divisor *dv, uint32_t u, uint32_t n, uint32_t *r)
{
    uint32_t dh = dv->d >> 16, dl = dv->d & 0xFFFFu, q, rh;
    // floor(u (2^16 + v) / 2^32), at most 3 below floor(u / dh)
    q = (u >> 16) + (((u >> 16) * dv->v + (((u & 0xFFFFu) * dv->v) >> 16)) >> 16);
    rh = u - q * dh;
    while (rh >= dh) {
        q++;
        rh -= dh;
    }
    // q = floor(u / dh) is at most 2 above the digit: the low divisor
    // digit decides (Knuth's step D3).
    while (q > 0xFFFFu || q * dl > ((rh << 16) | n)) {
        q--;
        rh += dh;
        if (rh > 0xFFFFu) {
            break;
        }
    }
    *r = (u << 16) + n - q * dv->d;         // modulo 2^32: below d
    return q;
}

FC_PORT_FAST_CODE uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem)
{
    unsigned s = dv->s;
    uint32_t u1 = (s == 0u) ? hi : ((hi << s) | (lo >> (32u - s))), u0 = lo << s, r, q1, q0;
    q1 = div_digit(dv, u1, u0 >> 16, &r);
    q0 = div_digit(dv, r, u0 & 0xFFFFu, &r);
    *rem = r >> s;
    return (q1 << 16) | q0;
}
#endif // FC_PORT_DIV != 2

#endif // FC_PORT_DIV, FCI_WIDE_SMALL

#if FCI_WIDE_SMALL

#if FC_PORT_ISQRT_SMALL
// The port's (config.h): fci_isqrt_small, with the C version's contract.
#  define isqrt_small fci_isqrt_small
#else
// The Z80 and Game Boy builds (see FCI_WIDE_SMALL): the square root digit
// by digit, two bits of the radicand in and one bit of the root out per
// step; the remainder stays below 2 root + 1 < 2^33, a word and a carry.
static uint32_t isqrt_small(uint32_t hi, uint32_t lo, uint32_t *rhi, uint32_t *rlo)
{
    uint32_t nhi = hi, nlo = lo, root = 0u, rl = 0u, rh = 0u, tl, th;
    int i;
    for (i = 0; i < 32; i++) {
        rh = (rh << 2) | (rl >> 30);
        rl = (rl << 2) | (nhi >> 30);
        nhi = (nhi << 2) | (nlo >> 30);
        nlo <<= 2;
        tl = (root << 2) | 1u;                  // trial 4 root + 1, 34 bits
        th = root >> 30;
        root <<= 1;
        if (rh > th || (rh == th && rl >= tl)) {
            rh = rh - th - ((rl < tl) ? 1u : 0u);
            rl -= tl;
            root |= 1u;
        }
    }
    *rhi = rh;
    *rlo = rl;
    return root;
}
#endif // FC_PORT_ISQRT_SMALL

uint32_t fc_wide_isqrt_rem(const fc_wide *a, fc_wide *rem)
{
    uint32_t hi, lo, rh, rl, root;
    fc_wide_parts(a, &hi, &lo);                // a NULL a reads as 0
    root = isqrt_small(hi, lo, &rh, &rl);
    fc_wide_set_parts(rem, rh, rl);            // a NULL rem is skipped
    return root;
}

uint32_t fci_wide_length(int32_t x, int32_t y, unsigned *k)
{
    fc_wide l2;
    uint32_t hi, lo, rh, rl;
    unsigned s = 0u;
    fc_wide_mul(&l2, x, x);
    fc_wide_muladd(&l2, y, y);                 // <= 2^61
    FCI_WIDE_GET(&l2, hi, lo);
    // the axis test after the products: before them, SDCC's code for
    // the products that follow costs the Game Boy's circle MTV 4% more
    if (x == 0 || y == 0) {
        return fci_axis_length(x, y, k);
    }
    while (hi < 0x04000000u) {                 // below 2^58: scale by 4
        hi = (hi << 2) | (lo >> 30);
        lo <<= 2;
        s++;
    }
    *k = s;
    return isqrt_small(hi, lo, &rh, &rl);
}

// round(c 2^(16+k) / N), ties away from zero: the numerator is below 2^47.
static int32_t unit_part(int32_t c, unsigned k, uint32_t n, const fci_divisor *dv)
{
    uint32_t m = (c < 0) ? 0u - (uint32_t)c : (uint32_t)c, hi, lo, q, r;
    unsigned sh = 16u + k;
    if (sh >= 32u) {
        hi = m << (sh - 32u);
        lo = 0u;
    } else {
        hi = m >> (32u - sh);
        lo = m << sh;
    }
    q = fci_divide(dv, hi, lo, &r);
    if (r >= n - r) {
        q++;
    }
    return (c < 0) ? -(int32_t)q : (int32_t)q;
}

uint32_t fci_wide_unit(int32_t x, int32_t y, int32_t *ux, int32_t *uy, unsigned *k)
{
    fci_divisor dv;
    uint32_t n = fci_wide_length(x, y, k);
    fci_divisor_set(&dv, n);
    *ux = unit_part(x, *k, n, &dv);
    *uy = unit_part(y, *k, n, &dv);
    return n;
}

// The rounding (fci_unit_root, internal.h) over fci_wide_unit: the
// digit-by-digit root keeps no reciprocal to share.
uint32_t fci_unit_root(const fc_vec *d, const fc_wide *d2, fc_vec *u)
{
    unsigned k;
    fc_wide t;
    uint32_t n = fci_wide_unit(d->x, d->y, &u->x, &u->y, &k);
    if ((d->x | d->y) == 0) {
        return 0u;
    }
    if (k != 0u) {
        return (n + ((uint32_t)1u << (k - 1u))) >> k;   // n < 2^31, 2^(k-1) <= 2^28
    }
    fc_wide_umul(&t, n, n + 1u);                        // below 2^62
    return fc_wide_cmp(d2, &t) > 0 ? n + 1u : n;
}

#else // !FCI_WIDE_SMALL

uint32_t fc_wide_isqrt_rem(const fc_wide *a, fc_wide *rem)
{
    isqrt_out o;
    uint32_t hi, lo, root;
    fc_wide_parts(a, &hi, &lo);                // a NULL a reads as 0
    root = isqrt_w(hi, lo, 32u, &o);
    fc_wide_set_parts(rem, o.rh, o.rl);        // a NULL rem is skipped
    return root;
}

// x^2 + y^2 for |x|, |y| <= 2^30: at most 2^61.
#ifdef LEN2_HALVES
// From 16-bit halves, x = x1 2^16 + x0 and y likewise: x1^2 + y1^2 in
// the high word, x0^2 + y0^2 in the low one (with its carry), and the
// cross terms' sum m = x1 x0 + y1 y0 added once as m 2^17: six products.
// Exact for any int32 pair: a high half of 2^15 comes only with a low half
// of 0, so each cross term is below 2^31 and m below 2^32.
FCI_HOT void len2(int32_t x, int32_t y, uint32_t *hi, uint32_t *lo)
{
    uint32_t ax = (x < 0) ? 0u - (uint32_t)x : (uint32_t)x;
    uint32_t ay = (y < 0) ? 0u - (uint32_t)y : (uint32_t)y;
    uint32_t x0 = ax & 0xFFFFu, x1 = ax >> 16, y0 = ay & 0xFFFFu, y1 = ay >> 16;
    uint32_t m = x1 * x0 + y1 * y0, p = x0 * x0, l = p + y0 * y0;
    uint32_t h = x1 * x1 + y1 * y1 + ((l < p) ? 1u : 0u) + (m >> 15);
    p = m << 17;
    l += p;
    *lo = l;
    *hi = h + ((l < p) ? 1u : 0u);
}
#else
static void len2(int32_t x, int32_t y, uint32_t *hi, uint32_t *lo)
{
    uint32_t ax = (x < 0) ? 0u - (uint32_t)x : (uint32_t)x;
    uint32_t ay = (y < 0) ? 0u - (uint32_t)y : (uint32_t)y;
    uint32_t xh, xl, yh, yl;
    sqw(ax, &xh, &xl);
    sqw(ay, &yh, &yl);
    *lo = xl + yl;
    *hi = xh + yh + ((*lo < xl) ? 1u : 0u);
}
#endif

// With l2 = x^2 + y^2 = m / 4^h: for h >= 2, l2 4^(h-2) lies in
// [2^58, 2^60) and k = h - 2; for h = 1 (l2 >= 2^60), k = 0. So isqrt_w
// with cap 2. With FC_PORT_LENGTH the port's (config.h).
#if !FC_PORT_LENGTH
uint32_t fci_wide_length(int32_t x, int32_t y, unsigned *k)
{
    isqrt_out o;
    uint32_t hi, lo, n;
    if (x == 0 || y == 0) {
        return fci_axis_length(x, y, k);
    }
    len2(x, y, &hi, &lo);
    n = isqrt_w(hi, lo, 2u, &o);
    *k = o.k;
    return n;
}
#endif

// round(P 2^16 / N) with c's sign, ties away from zero, from q0 at most 2
// below floor(P 2^16 / N), the remainder P 2^16 - q0 N below 2^32: the
// exact remainder settles the quotient and the rounding.
FCI_HOT int32_t unit_round(int32_t c, uint32_t p, uint32_t q0, uint32_t n)
{
    uint32_t q = q0, r = (p << 16) - q0 * n;    // modulo 2^32: in [0, 3N)
    while (r >= n) {                            // at most twice
        q++;
        r -= n;
    }
    if (r >= n - r) {
        q++;                                    // r / N >= 1/2: away from zero
    }
    return (c < 0) ? -(int32_t)q : (int32_t)q;
}

// round(c 2^16 / |(x, y)|) for c = x and c = y, ties away from zero:
// with N = floor(sqrt(4^k (x^2 + y^2))) from isqrt_w, the quotient
// floor(P 2^16 / N), P = |c| 2^k <= N, is at most 2^16. R = 2^61 / N,
// taken from isqrt_w's reciprocal Y (N = sqrt(m) / 2^back up to the floor,
// so 2^61 / N ~ Y 2^(back-1)) and lowered by more than its rounding excess,
// lies below the true value by less than 2^-21.2 of it: floor(P R / 2^45)
// is the quotient or one less (the remainder below 2N < 2^32).
FCI_HOT int32_t unit_part(int32_t c, unsigned k, uint32_t n, uint32_t r61)
{
    uint32_t p = ((c < 0) ? 0u - (uint32_t)c : (uint32_t)c) << k;
    return unit_round(c, p, mulhi3(p, r61) >> 13, n);
}

// The unit vector of (x, y) from l2 = x^2 + y^2 = (hi, lo), nonzero: N,
// with k, the root's remainder and its reciprocal in *o.
FCI_HOT uint32_t unit_from(int32_t x, int32_t y, uint32_t hi, uint32_t lo, int32_t *ux,
                           int32_t *uy, isqrt_out *o)
{
    uint32_t n = isqrt_w(hi, lo, 2u, o);        // o->back is 1 or 2
    uint32_t r61 = (o->y << (o->back - 1u)) - 128u;
    *ux = unit_part(x, o->k, n, r61);
    *uy = unit_part(y, o->k, n, r61);
    return n;
}

uint32_t fci_wide_unit(int32_t x, int32_t y, int32_t *ux, int32_t *uy, unsigned *k)
{
    isqrt_out o;
    uint32_t hi, lo, n;
    len2(x, y, &hi, &lo);
    if ((hi | lo) == 0u) {
        *ux = 0;                                // (0, 0) over any length
        *uy = 0;
        *k = 29u;
        return 0x20000000u;
    }
    n = unit_from(x, y, hi, lo, ux, uy, &o);
    *k = o.k;
    return n;
}

#if FCI_DIV32
// fci_unit_root by divisions where the CPU has them (FCI_DIV32,
// internal.h), for 0 < d2 = (hi, lo) < 2^60. With s = (clz64(d2) - 4) / 2,
// fci_unit_root's k, n = 4^s d2 lies in [2^58, 2^60); M = floor(n / 2^28)
// in [2^30, 2^32) and L = n mod 2^28.
//  1. r = floor(sqrt(M)): the seed of the top 8 bits (within 128.5 of
//     sqrt(M)), one Newton step (r0 + M / r0) / 2 (never below the floor,
//     above sqrt(M) by at most 128.5^2 / 2^16 < 0.26), one step down
//     where its square exceeds M.
//  2. One Newton step on sqrt(n) from S = r 2^14 <= sqrt(n): with the
//     residual A = n - S^2 = e 2^28 + L (e = M - r^2 <= 2r), N' = S + q,
//     q = floor((e 2^13 + floor(L / 2^15)) / r) = floor(A / (2S)) (the
//     floors nest; the numerator is below 2^31). As A = (sqrt(n) - S)
//     (sqrt(n) + S), A / (2S) >= sqrt(n) - S >= N - S for N =
//     floor(sqrt(n)), an integer, so N' >= N; Newton's overshoot (sqrt(n)
//     - S)^2 / (2S) is below 0.26, so N' <= N + 1: one exact square
//     decides.
//  3. Each component from P = |c| 2^s <= N (N in [2^29, 2^30)) and one
//     division by Nh + 1, Nh = floor(N / 2^14) in [2^15, 2^16): floor(4P /
//     (Nh + 1)) lies at or below floor(P 2^16 / N) (as (Nh + 1) 2^14 > N),
//     by less than 4P 2^14 / (N (Nh + 1)) < 2 before the floors, so at
//     most 2 below it: unit_round.
FCI_HOT uint32_t unit_root_div(const fc_vec *d, uint32_t hi, uint32_t lo, fc_vec *u)
{
    uint32_t m, l, r, n, nh, nl, qh, ql, nd;
    unsigned s, sh;
    if (hi != 0u) {
        s = (clz32(hi) - 4u) >> 1;
        sh = 2u * s;                            // <= 27
        m = (hi << (sh + 4u)) | (lo >> (28u - sh));
        l = (lo << sh) & 0x0FFFFFFFu;
    } else {
        s = (clz32(lo) + 28u) >> 1;             // >= 14
        m = lo << (2u * s - 28u);               // 2s - 28 <= 31
        l = 0u;
    }
    // 1.
    r = fci_sqrt_seed[(m >> 24) - 64u];
    r = (r + m / r) >> 1;
    if (r > 0xFFFFu) {
        r = 0xFFFFu;                            // floor(sqrt(M)) < 2^16
    }
    if (r * r > m) {
        r--;
    }
    // 2. e = m - r^2 <= 2r < 2^17: e 2^13 < 2^30.
    n = (r << 14) + ((((m - r * r) << 13) + (l >> 15)) / r);
    nh = m >> 4;                                // n = 4^s d2
    nl = (m << 28) | l;
    mulw(n, n, &qh, &ql);
    if (qh > nh || (qh == nh && ql > nl)) {
        n--;
    }
    // 3.
    nd = (n >> 14) + 1u;
    m = ((d->x < 0) ? 0u - (uint32_t)d->x : (uint32_t)d->x) << s;
    u->x = unit_round(d->x, m, (m << 2) / nd, n);
    m = ((d->y < 0) ? 0u - (uint32_t)d->y : (uint32_t)d->y) << s;
    u->y = unit_round(d->y, m, (m << 2) / nd, n);
    if (s != 0u) {
        return (n + ((uint32_t)1u << (s - 1u))) >> s;
    }
    // n = d2 here; its remainder d2 - N^2 <= 2N < 2^31 is its low word
    return (nl - n * n > n) ? n + 1u : n;
}
#endif // FCI_DIV32

// The rounding (fci_unit_root, internal.h): for k = 0 the remainder
// d2 - N^2 exceeds N exactly when d2 > N^2 + N.
uint32_t fci_unit_root(const fc_vec *d, const fc_wide *d2, fc_vec *u)
{
    isqrt_out o;
    uint32_t hi, lo, n;
    FCI_WIDE_GET(d2, hi, lo);
    if ((hi | lo) == 0u) {
        u->x = 0;                               // d = (0, 0)
        u->y = 0;
        return 0u;
    }
#if FCI_DIV32
    if (hi < 0x10000000u) {
        return unit_root_div(d, hi, lo, u);
    }
#endif
    n = unit_from(d->x, d->y, hi, lo, &u->x, &u->y, &o);
    if (o.k != 0u) {
        return (n + ((uint32_t)1u << (o.k - 1u))) >> o.k;
    }
    return (o.rh != 0u || o.rl > n) ? n + 1u : n;
}


#endif // FCI_WIDE_SMALL

// d > 0.
static uint32_t divmod_k(fc_wide *q, const fc_wide *n, uint32_t d)
{
    fci_divisor dv;
    uint32_t hi, lo, qh = 0u, ql, r;
    FCI_WIDE_GET(n, hi, lo);
    fci_divisor_set(&dv, d);
    if (hi >= d) {
        qh = fci_divide(&dv, 0u, hi, &hi);
    }
    ql = fci_divide(&dv, hi, lo, &r);
    fc_wide_set_parts(q, qh, ql);
    return r;
}

#else // !FCI_WIDE_WORDS: a 64-bit machine


// floor(sqrt(n)) and n - root^2: a seed from the top 8 bits (relative
// error below 2^-7.9), then two Newton steps x' = (x + n / x) / 2 in
// integers (below 2^-16.8, then 2^-34.6: less than 1/8 at 2^32). From any
// start the integer iteration stays at or above floor(sqrt(n)), and here
// ends at most one above it.
FC_INLINE uint64_t isqrt64(uint64_t n)
{
    uint64_t x, r;
    unsigned z = fci_clz64(n) & 62u;
    x = ((uint64_t)fci_sqrt_seed[((n << z) >> 56) - 64u] << 16) >> (z >> 1);   // >= 1
    x = fci_newton2(n, x);
    r = (x > 0xFFFFFFFFu) ? 0xFFFFFFFFu : x;
    if (r * r > n) {
        r--;
    }
    return r;
}

uint32_t fc_wide_isqrt_rem(const fc_wide *a, fc_wide *rem)
{
    uint64_t n = (a != NULL) ? (uint64_t)a->v : 0u, r = 0u;
    if (n != 0u) {
        r = isqrt64(n);
    }
    if (rem != NULL) {
        rem->v = FC_W_WRAP(n - r * r);
    }
    return (uint32_t)r;
}

// d > 0.
static uint32_t divmod_k(fc_wide *q, const fc_wide *n, uint32_t d)
{
    uint64_t u = (uint64_t)n->v;
    q->v = FC_W_WRAP(u / d);
    return (uint32_t)(u % d);
}

uint32_t fci_wide_length(int32_t x, int32_t y, unsigned *k)
{
    uint64_t n;
    unsigned z, s = 0u;
    if (x == 0 || y == 0) {
        return fci_axis_length(x, y, k);   // no root, and no squares either
    }
    n = (uint64_t)((int64_t)x * x) + (uint64_t)((int64_t)y * y);
    z = fci_clz64(n);
    if (z > 5u) {
        s = (z - 4u) >> 1;                  // 4^s n in [2^58, 2^60)
    }
    *k = s;
    return (uint32_t)isqrt64(n << (2u * s));
}

// round(c 2^(16+k) / N), ties away from zero: the numerator is below 2^47.
static int32_t unit_part(int32_t c, unsigned k, uint32_t n)
{
    uint64_t p = (uint64_t)((c < 0) ? 0u - (uint32_t)c : (uint32_t)c) << (16u + k);
    uint64_t d = (n != 0u) ? n : 1u;        // N >= 2^29 from fci_wide_length
    uint32_t q = (uint32_t)(p / d), r = (uint32_t)(p % d);
    if (r >= n - r) {
        q++;
    }
    return (c < 0) ? -(int32_t)q : (int32_t)q;
}

uint32_t fci_wide_unit(int32_t x, int32_t y, int32_t *ux, int32_t *uy, unsigned *k)
{
    uint32_t n = fci_wide_length(x, y, k);
    *ux = unit_part(x, *k, n);
    *uy = unit_part(y, *k, n);
    return n;
}

// The rounding (fci_unit_root, internal.h) from the same N = isqrt(4^k
// d2) and k as fci_wide_length, taken from d2 itself.
uint32_t fci_unit_root(const fc_vec *d, const fc_wide *d2, fc_vec *u)
{
    uint64_t n = (uint64_t)d2->v;
    uint32_t root;
    unsigned z, s = 0u;
    if (n == 0u) {                          // d = (0, 0)
        u->x = 0;
        u->y = 0;
        return 0u;
    }
    z = fci_clz64(n);
    if (z > 5u) {
        s = (z - 4u) >> 1;                  // 4^s d2 in [2^58, 2^60)
    }
    root = (uint32_t)isqrt64(n << (2u * s));
    u->x = unit_part(d->x, s, root);
    u->y = unit_part(d->y, s, root);
    if (s != 0u) {
        return (root + ((uint32_t)1u << (s - 1u))) >> s;
    }
    return (n > (uint64_t)root * (root + 1u)) ? root + 1u : root;
}

#endif // FCI_WIDE_WORDS

#if !FCI_WIDE_WORDS || FCI_WIDE_SMALL || !FC_WIDE_NATIVE
// floor(sqrt(x)) of a 32-bit x: the wide root's (a 64-bit machine's
// Newton steps, the 8-bit CPUs' digits or words).
uint32_t fci_isqrt32(uint32_t x)
{
    fc_wide w, rem;
    fc_wide_set_parts(&w, 0u, x);
    return fc_wide_isqrt_rem(&w, &rem);
}
#endif

uint32_t fc_wide_isqrt(const fc_wide *a)
{
    return fc_wide_isqrt_rem(a, NULL);
}

uint32_t fc_wide_divmod(fc_wide *q, const fc_wide *n, uint32_t d)
{
    fc_wide t;
    uint32_t rem = 0u;
    fc_wide_set(&t, 0);
    if (n != NULL && d != 0u) {
        rem = divmod_k(&t, n, d);
    }
    if (q != NULL) {
        *q = t;
    }
    return rem;
}

#if !FCI_WIDE_WORDS
// On a 64-bit machine: one division of the magnitudes, as below.
int fc_wide_div_round(const fc_wide *num, int32_t den, int32_t *out)
{
    uint64_t m, d, q, r;
    int neg;
    FC_CHECK(num != NULL && out != NULL, FC_ERR_NULL);
    if (den == 0) {
        return FC_ERR_DIVZERO;
    }
    neg = (num->v < 0) ? 1 : 0;
    m = (neg != 0) ? 0u - (uint64_t)num->v : (uint64_t)num->v;
    d = (den < 0) ? 0u - (uint32_t)den : (uint32_t)den;
    if (den < 0) {
        neg = 1 - neg;
    }
    q = m / d;
    r = m - q * d;
    if (r >= d - r) {
        q++;                                    // q <= 2^63: no wrap
    }
    return fci_store_signed((uint32_t)(q >> 32), (uint32_t)q, neg, out);
}
#else
int fc_wide_div_round(const fc_wide *num, int32_t den, int32_t *out)
{
    fc_wide m;
    uint32_t hi, lo, d, rem;
    int neg;
    FC_CHECK(num != NULL && out != NULL, FC_ERR_NULL);
    if (den == 0) {
        return FC_ERR_DIVZERO;
    }
    neg = fci_wide_mag(num, &hi, &lo);
    d = (den < 0) ? 0u - (uint32_t)den : (uint32_t)den;
    if (den < 0) {
        neg = 1 - neg;
    }
    fc_wide_set_parts(&m, hi, lo);
    rem = divmod_k(&m, &m, d);
    FCI_WIDE_GET(&m, hi, lo);
    // Round half away from zero on the magnitude: rem / d >= 1/2. The
    // quotient is at most 2^63: adding 1 does not wrap.
    if (rem >= d - rem) {
        lo++;
        // cppcheck-suppress knownConditionTrueFalse ; cppcheck follows one caller; lo wraps for a quotient 2^32 k - 1
        hi += (lo == 0u) ? 1u : 0u;
    }
    return fci_store_signed(hi, lo, neg, out);
}
#endif
