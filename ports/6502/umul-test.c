// Checks the port's fc_port_umul32 against the portable C product, and
// the library's fc_wide_umul, fc_wide_mul, fc_wide_muladd, fc_wide_mulsub
// and fc_mul (the port's assembly with FC_PORT_MUL, else the C around
// fc_port_umul32) against references written here; and times fc_mul (ports/6502/umul-test.sh; the Z80 port shares this file).
//
// -DBENCH=N: no check; N calls of fc_mul (-DBENCH_WIDE=1: of
// fc_wide_mul, the signed 32 x 32 -> 64 product; 2: of fc_wide_umul, the
// bare unsigned one; 3: the loop alone; 4: fc_port_umul32 itself) on varied operands, so
// the cycle count of a build with N = 2K minus one with N = K is K calls.
// Without BENCH: the assembly routine is compared with the C reference on
// edge cases and pseudo-random operands; the exit status is the number of
// mismatches (at most 255), and a line per mismatch goes to stdout.
#include "fixcol.h"

#ifdef BENCH
void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
#ifndef BENCH_WIDE
#  define BENCH_WIDE 0
#endif
int main(void)
{
    static const fc_fixed v[8] = {
        0x00018000L, -0x00028000L, 0x0003243FL, -0x00000001L,
        0x00B504F3L, 0x7FFFFFFFL, -0x0000FFFFL, 0x00001234L
    };
    unsigned i;
#if BENCH_WIDE == 4
    // The port's fc_port_umul32 called directly (FC_PORT_UMUL32=1 only).
    fc_wide out;
    uint32_t acc = 0;
    for (i = 0; i < BENCH; i++) {
        fc_port_umul32(&out, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
        acc ^= out.lo;
    }
#elif BENCH_WIDE == 2
    // fc_wide_umul: the bare 32 x 32 -> 64 product (umul32 or the port's).
    fc_wide out;
    uint32_t acc = 0, hi, lo;
    for (i = 0; i < BENCH; i++) {
        fc_wide_umul(&out, (uint32_t)v[i & 7u], (uint32_t)v[(i >> 3) & 7u]);
        fc_wide_parts(&out, &hi, &lo);
        acc ^= lo;
    }
#elif BENCH_WIDE == 3
    // The loop alone, to subtract from the other figures.
    uint32_t acc = 0;
    for (i = 0; i < BENCH; i++) {
        acc ^= (uint32_t)v[i & 7u] ^ (uint32_t)v[(i >> 3) & 7u];
    }
#elif BENCH_WIDE
    // fc_wide_mul alone: magnitudes, the 32 x 32 -> 64 product, the sign.
    fc_wide out;
    uint32_t acc = 0, hi, lo;
    for (i = 0; i < BENCH; i++) {
        fc_wide_mul(&out, v[i & 7u], v[(i >> 3) & 7u]);
        fc_wide_parts(&out, &hi, &lo);
        acc ^= lo;
    }
#else
    fc_fixed out, acc = 0;
    for (i = 0; i < BENCH; i++) {
        fc_mul(v[i & 7u], v[(i >> 3) & 7u], &out);
        acc ^= (uint32_t)out;
    }
#endif
    return (int)(acc & 1u);
}
#else
void fc_port_umul32(fc_wide *r, uint32_t a, uint32_t b);
#include "test-io.h"

static void ref(uint32_t *hi, uint32_t *lo, uint32_t a, uint32_t b)
{
    uint32_t a0 = a & 0xFFFFu, a1 = a >> 16;
    uint32_t b0 = b & 0xFFFFu, b1 = b >> 16;
    uint32_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint32_t mid = (p00 >> 16) + (p01 & 0xFFFFu) + (p10 & 0xFFFFu);
    *lo = (p00 & 0xFFFFu) | (mid << 16);
    *hi = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
}

static uint32_t seed = 12345u;
static uint32_t rnd(void)
{
    // 32-bit LCG; mask byte patterns so zero and 0xFF bytes are common.
    uint32_t x, m;
    seed = seed * 1664525u + 1013904223u;
    x = seed;
    seed = seed * 1664525u + 1013904223u;
    m = seed >> 24;
    if (m & 1u) x &= 0x00FFFFFFu;
    if (m & 2u) x &= 0xFF00FFFFu;
    if (m & 4u) x &= 0xFFFF00FFu;
    if (m & 8u) x &= 0xFFFFFF00u;
    if (m & 16u) x |= 0xFF000000u;
    if (m & 32u) x |= 0x0000FF00u;
    return x;
}


static const uint32_t edge[] = {
    0u, 1u, 2u, 0xFFu, 0x100u, 0xFFFFu, 0x10000u, 0x7FFFFFFFu,
    0x80000000u, 0x80000001u, 0xFFFFFFFEu, 0xFFFFFFFFu, 0x00FF00FFu, 0xFF00FF00u
};

static unsigned bad;

static void fail(const char *what, uint32_t a, uint32_t b, uint32_t ghi, uint32_t glo,
                 uint32_t whi, uint32_t wlo)
{
    put(what);
    fc_port_putc(' ');
    hex(a); hex(b); hex(ghi); hex(glo);
    put("want ");
    hex(whi); hex(wlo);
    fc_port_putc('\n');
    if (bad < 255u) {
        bad++;
    }
}

// The signed product as two words, from the reference unsigned one.
static void ref_signed(uint32_t *hi, uint32_t *lo, int32_t a, int32_t b)
{
    uint32_t ma = (a < 0) ? 0u - (uint32_t)a : (uint32_t)a;
    uint32_t mb = (b < 0) ? 0u - (uint32_t)b : (uint32_t)b;
    ref(hi, lo, ma, mb);
    if ((a < 0) != (b < 0)) {
        *hi = 0u - *hi - (*lo != 0u ? 1u : 0u);
        *lo = 0u - *lo;
    }
}

// fc_mul's contract: the magnitude rounded to a multiple of 2^16, ties
// away from zero, FC_ERR_OVERFLOW when the signed result does not fit.
static int ref_fmul(int32_t a, int32_t b, int32_t *out)
{
    uint32_t ma = (a < 0) ? 0u - (uint32_t)a : (uint32_t)a;
    uint32_t mb = (b < 0) ? 0u - (uint32_t)b : (uint32_t)b;
    uint32_t hi, lo, m;
    ref(&hi, &lo, ma, mb);
    lo += 0x8000u;
    if (lo < 0x8000u) {
        hi++;
    }
    if (hi >= 0x10000u) {
        return FC_ERR_OVERFLOW;
    }
    m = (hi << 16) | (lo >> 16);
    if ((a < 0) != (b < 0)) {
        if (m > 0x80000000u) {
            return FC_ERR_OVERFLOW;
        }
        *out = (int32_t)(0u - m);
    } else {
        if (m > 0x7FFFFFFFu) {
            return FC_ERR_OVERFLOW;
        }
        *out = (int32_t)m;
    }
    return FC_OK;
}

static void check(uint32_t a, uint32_t b)
{
    static const uint32_t start_hi = 0x89ABCDEFu, start_lo = 0x01234567u;
    fc_wide w;
    uint32_t hi, lo, whi, wlo, shi, slo, t;
    int32_t sa = (int32_t)a, sb = (int32_t)b, got = 0x5A5A5A5AL, want = 0x5A5A5A5AL;
    int rc, wrc;
    ref(&hi, &lo, a, b);
    fc_port_umul32(&w, a, b);
    fc_wide_parts(&w, &whi, &wlo);
    if (whi != hi || wlo != lo) {
        fail("umul32", a, b, whi, wlo, hi, lo);
    }
    fc_wide_umul(&w, a, b);
    fc_wide_parts(&w, &whi, &wlo);
    if (whi != hi || wlo != lo) {
        fail("fc_wide_umul", a, b, whi, wlo, hi, lo);
    }
    ref_signed(&shi, &slo, sa, sb);
    fc_wide_mul(&w, sa, sb);
    fc_wide_parts(&w, &whi, &wlo);
    if (whi != shi || wlo != slo) {
        fail("fc_wide_mul", a, b, whi, wlo, shi, slo);
    }
    // r += a b and r -= a b, from a start with every byte in use.
    fc_wide_set_parts(&w, start_hi, start_lo);
    fc_wide_muladd(&w, sa, sb);
    fc_wide_parts(&w, &whi, &wlo);
    t = start_lo + slo;
    if (whi != start_hi + shi + (t < slo ? 1u : 0u) || wlo != t) {
        fail("fc_wide_muladd", a, b, whi, wlo, start_hi + shi + (t < slo ? 1u : 0u), t);
    }
    fc_wide_set_parts(&w, start_hi, start_lo);
    fc_wide_mulsub(&w, sa, sb);
    fc_wide_parts(&w, &whi, &wlo);
    t = start_lo - slo;
    if (whi != start_hi - shi - (start_lo < slo ? 1u : 0u) || wlo != t) {
        fail("fc_wide_mulsub", a, b, whi, wlo, start_hi - shi - (start_lo < slo ? 1u : 0u), t);
    }
    // fc_mul on the operands as they are and shifted down, so that both
    // overflowing and fitting products come up often.
    wrc = ref_fmul(sa, sb, &want);
    rc = fc_mul(sa, sb, &got);
    if (rc != wrc || got != want) {
        fail("fc_mul", a, b, (uint32_t)rc, (uint32_t)got, (uint32_t)wrc, (uint32_t)want);
    }
    sa = (int32_t)(a & 0x80FFFFFFu);
    sb = (int32_t)(b & 0x80FFFFFFu);
    if (sa < 0) {
        sa = -(sa & 0x00FFFFFFL);
    }
    if (sb < 0) {
        sb = -(sb & 0x00FFFFFFL);
    }
    got = 0x5A5A5A5AL;
    want = 0x5A5A5A5AL;
    wrc = ref_fmul(sa, sb, &want);
    rc = fc_mul(sa, sb, &got);
    if (rc != wrc || got != want) {
        fail("fc_mul", (uint32_t)sa, (uint32_t)sb, (uint32_t)rc, (uint32_t)got, (uint32_t)wrc,
             (uint32_t)want);
    }
}

// fc_mul alone on a and b with each of the four sign combinations (as
// magnitudes; 2^31 stays as it is).
static void check_fmul(uint32_t ma, uint32_t mb)
{
    unsigned k;
    int32_t sa, sb, got, want;
    int rc, wrc;
    for (k = 0; k < 4u; k++) {
        sa = (int32_t)((k & 1u) ? 0u - ma : ma);
        sb = (int32_t)((k & 2u) ? 0u - mb : mb);
        got = 0x5A5A5A5AL;
        want = 0x5A5A5A5AL;
        wrc = ref_fmul(sa, sb, &want);
        rc = fc_mul(sa, sb, &got);
        if (rc != wrc || got != want) {
            fail("fc_mul", (uint32_t)sa, (uint32_t)sb, (uint32_t)rc, (uint32_t)got,
                 (uint32_t)wrc, (uint32_t)want);
        }
    }
}

// Products near 2^47 (results near 2^31), both operands with two nonzero
// halves: 2^31 - 2, 2^31 - 1, 2^31, 2^31 + 1, 2^31 + 2 and 2^31 + 4.
static const uint32_t fedge[][2] = {
    { 0x00010001u, 0x7FFF7FFFu }, { 0x0003243Fu, 0x28BE6641u },
    { 0x00010001u, 0x7FFF8000u }, { 0x00010001u, 0x7FFF8001u },
    { 0x0003243Fu, 0x28BE6642u }, { 0x0001FFFFu, 0x40002002u },
    // rounding ties, and a rounding carry through bits 16..31
    { 0x00018000u, 0x00010001u }, { 0x00008000u, 0x0003FFFFu },
    { 0x0003FFFFu, 0x00008000u }, { 0x00018000u, 0x0002FFFFu },
    // 2^31 and its neighbours with a zero half in either operand
    { 0x00010000u, 0x7FFFFFFFu }, { 0x00010000u, 0x80000000u },
    { 0x00020000u, 0x40000000u }, { 0x00020000u, 0x40000001u },
    { 0x40000001u, 0x00020000u }, { 0x80000000u, 0x00010000u },
    { 0x0000FFFFu, 0x80000000u }, { 0x80000000u, 0x0000FFFFu },
    { 0x00000001u, 0x80000000u }, { 0x7FFFFFFFu, 0x0001FFFFu },
    { 0x00008000u, 0x7FFFFFFFu }, { 0x7FFFFFFFu, 0x00008000u },
    // results of 2^32 and more whose carry out of 32 bits comes only from
    // adding the low half's product (2^32 + 0x0B5... once wrapped)
    { 0x4963BFF4u, 0x00037D00u }, { 0x00037D00u, 0x4963BFF4u },
    // magnitudes about 2^24 (where the Z80's and Game Boy's multiplicand
    // stops fitting 24 bits): both at or past it overflow; one past it
    // (a multiplier of four bytes) fits, up to 2^31 exactly
    { 0x00FFFFFFu, 0x00FFFFFFu }, { 0x00FFFFFFu, 0x01000000u }, { 0x01000000u, 0x01000000u },
    { 0x01000000u, 0x00007FFFu }, { 0x00007FFFu, 0x01000000u }, { 0x7FFFFFFFu, 0x0000FFFFu },
    { 0x00FFFFFFu, 0x00800000u }, { 0x00FFFFFFu, 0x00808080u }, { 0x01000001u, 0x007FFFFFu },
    { 0x02000000u, 0x00400000u }, { 0x00400000u, 0x02000000u }, { 0x7F000000u, 0x00000100u },
    { 0x80000000u, 0x00000001u }, { 0x00800001u, 0x00FFFFFFu }
};

int main(void)
{
    unsigned i, j;
    uint32_t x, y;
    static const uint32_t half[3] = { 0xFFFFFFFFu, 0x0000FFFFu, 0xFFFF0000u };
    int32_t keep = 0x13572468L;
    for (i = 0; i < sizeof edge / sizeof edge[0]; i++) {
        for (j = 0; j < sizeof edge / sizeof edge[0]; j++) {
            check(edge[i], edge[j]);
        }
    }
    // The rounding and range edges of fc_mul.
    check(0x00008000u, 0x00010000u);
    check(0x00007FFFu, 0x00000001u);
    check(0x00008000u, 0x00000001u);
    check(0xFFFF8000u, 0x00000001u);
    check(0x00B504F3u, 0x00B504F4u);
    check(0x00B504F3u, 0xFF4AFB0Du);
    check(0x01000000u, 0x00800000u);        // 2^31 exactly: overflows
    check(0xFF000000u, 0x00800000u);        // -2^31 exactly: fits
    check(0x7FFFFFFFu, 0x00010000u);
    check(0x80000000u, 0x00010000u);
    check(0x80000000u, 0xFFFF0000u);        // 2^31: overflows
    for (i = 0; i < CASES; i++) {
        check(rnd(), rnd());
    }
    // fc_mul on magnitudes with a zero half or none, in either operand,
    // each with both signs.
    for (i = 0; i < sizeof fedge / sizeof fedge[0]; i++) {
        check_fmul(fedge[i][0], fedge[i][1]);
    }
    for (i = 0; i < CASES / 16u; i++) {
        x = rnd() & 0x80FFFFFFu;
        y = rnd();
        for (j = 0; j < 9u; j++) {
            check_fmul((x & half[j % 3u]) >> (y & 8u), (y & half[j / 3u]) >> ((x >> 7) & 8u));
        }
    }
    // NULL results: nothing written, fc_mul answers FC_ERR_NULL.
    fc_wide_umul(NULL, 3u, 5u);
    fc_wide_mul(NULL, 3, -5);
    fc_wide_muladd(NULL, 3, -5);
    fc_wide_mulsub(NULL, 3, -5);
    if (fc_mul(0x10000L, 0x10000L, NULL) != FC_ERR_NULL) {
        put("fc_mul NULL\n");
        bad++;
    }
    // An overflow writes nothing.
    if (fc_mul(0x7FFFFFFFL, 0x7FFFFFFFL, &keep) != FC_ERR_OVERFLOW || keep != 0x13572468L) {
        put("fc_mul overflow wrote\n");
        bad++;
    }
    put(bad == 0u ? "umul32 and the wide products checked, no mismatch\n"
                  : "umul32 and the wide products checked, MISMATCHES\n");
    return (int)bad;
}
#endif
