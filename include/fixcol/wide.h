// fixcol wide arithmetic: exact 64-bit integers for products that do not
// fit in 32 bits (cross and dot products, squared lengths, areas).
//
// Two implementations behind one interface, chosen by FC_WIDE_NATIVE
// (config.h): the compiler's int64_t, inlined here, or a portable pair of
// 32-bit words (src/wide.c) for compilers without a usable 64-bit type.
// Both give identical results for every input; the host test suite runs
// against each.
//
// A value is 64-bit two's complement. add, sub, neg, shl and the
// multiply-accumulate functions wrap modulo 2^64: callers keep their
// values inside the bounds they document (see base.h for the range proof).
// Values go by pointer (no struct is passed or returned by value, which
// cc65 miscompiles and SDCC rejects); an output may alias an input.
#ifndef FIXCOL_WIDE_H
#define FIXCOL_WIDE_H

#include <stddef.h>
#include "base.h"

#ifdef __cplusplus
extern "C" {
#endif

#if FC_WIDE_NATIVE
typedef struct fc_wide { int64_t v; } fc_wide;
#else
typedef struct fc_wide { uint32_t lo; uint32_t hi; } fc_wide;
#endif

#if FC_WIDE_NATIVE

// The native implementation: every operation is a line of int64_t code.
// Wrapping operations go through uint64_t, so no signed overflow occurs.
// A NULL input reads as 0 and a NULL output is skipped (see below); the
// tests cost nothing where the compiler sees the address of an object,
// which is how the library calls these.
#define FC_W_WRAP(u) ((int64_t)(uint64_t)(u))
#define FC_W_IN(a) (((a) != NULL) ? (a)->v : 0)

FC_INLINE void fc_wide_set(fc_wide *r, int32_t v)
{
    if (r != NULL) {
        r->v = v;
    }
}
FC_INLINE void fc_wide_set_parts(fc_wide *r, uint32_t hi, uint32_t lo)
{
    if (r != NULL) {
        r->v = FC_W_WRAP(((uint64_t)hi << 32) | lo);
    }
}
FC_INLINE void fc_wide_parts(const fc_wide *a, uint32_t *hi, uint32_t *lo)
{
    uint64_t u = (uint64_t)FC_W_IN(a);
    if (hi != NULL) {
        *hi = (uint32_t)(u >> 32);
    }
    if (lo != NULL) {
        *lo = (uint32_t)u;
    }
}
#if FC_PORT_SMULL
int64_t fc_port_smull(int32_t a, int32_t b);
uint64_t fc_port_umull(uint32_t a, uint32_t b);
#  define FC_W_SMULL(a, b) fc_port_smull((a), (b))
#  define FC_W_UMULL(a, b) fc_port_umull((a), (b))
#else
#  define FC_W_SMULL(a, b) ((int64_t)(a) * (b))
#  define FC_W_UMULL(a, b) ((uint64_t)(a) * (b))
#endif

FC_INLINE void fc_wide_mul(fc_wide *r, int32_t a, int32_t b)
{
    if (r != NULL) {
        r->v = FC_W_SMULL(a, b);
    }
}
FC_INLINE void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b)
{
    if (r != NULL) {
        r->v = FC_W_WRAP(FC_W_UMULL(a, b));
    }
}
FC_INLINE void fc_wide_add(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    if (r != NULL) {
        r->v = FC_W_WRAP((uint64_t)FC_W_IN(a) + (uint64_t)FC_W_IN(b));
    }
}
FC_INLINE void fc_wide_sub(fc_wide *r, const fc_wide *a, const fc_wide *b)
{
    if (r != NULL) {
        r->v = FC_W_WRAP((uint64_t)FC_W_IN(a) - (uint64_t)FC_W_IN(b));
    }
}
FC_INLINE void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b)
{
    if (r != NULL) {
        int64_t p = FC_W_SMULL(a, b);
        r->v = FC_W_WRAP((uint64_t)r->v + (uint64_t)p);
    }
}
FC_INLINE void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b)
{
    if (r != NULL) {
        int64_t p = FC_W_SMULL(a, b);
        r->v = FC_W_WRAP((uint64_t)r->v - (uint64_t)p);
    }
}
FC_INLINE void fc_wide_neg(fc_wide *r, const fc_wide *a)
{
    if (r != NULL) {
        r->v = FC_W_WRAP(0u - (uint64_t)FC_W_IN(a));
    }
}
FC_INLINE int fc_wide_sign(const fc_wide *a)
{
    int64_t x = FC_W_IN(a);
    return (x > 0) - (x < 0);
}
FC_INLINE int fc_wide_cmp(const fc_wide *a, const fc_wide *b)
{
    int64_t x = FC_W_IN(a), y = FC_W_IN(b);
    return (x > y) - (x < y);
}
FC_INLINE int fc_wide_ucmp(const fc_wide *a, const fc_wide *b)
{
    uint64_t x = (uint64_t)FC_W_IN(a), y = (uint64_t)FC_W_IN(b);
    return (x > y) - (x < y);
}
FC_INLINE void fc_wide_sar(fc_wide *r, const fc_wide *a, unsigned n)
{
    // floor(a / 2^n) without shifting a negative value: complement, shift,
    // complement. Every n >= 63 gives what 63 gives: 0 or -1.
    if (r != NULL) {
        int64_t x = FC_W_IN(a);
        uint64_t u = (uint64_t)x;
        unsigned s = (n > 63u) ? 63u : n;
        // cppcheck-suppress knownConditionTrueFalse ; cppcheck follows one caller
        r->v = (x < 0) ? FC_W_WRAP(~(~u >> s)) : FC_W_WRAP(u >> s);
    }
}
FC_INLINE void fc_wide_shl(fc_wide *r, const fc_wide *a, unsigned n)
{
    if (r != NULL) {
        r->v = (n > 63u) ? 0 : FC_W_WRAP((uint64_t)FC_W_IN(a) << n);
    }
}
FC_INLINE int fc_wide_fits32(const fc_wide *a)
{
    int64_t x = FC_W_IN(a);
    return x >= INT32_MIN && x <= INT32_MAX;
}
FC_INLINE int32_t fc_wide_low32(const fc_wide *a)
{
    return (int32_t)FC_W_IN(a);
}

#else // portable two-word implementation, src/wide.c

void fc_wide_set(fc_wide *r, int32_t v);
void fc_wide_set_parts(fc_wide *r, uint32_t hi, uint32_t lo);
void fc_wide_parts(const fc_wide *a, uint32_t *hi, uint32_t *lo);
void fc_wide_mul(fc_wide *r, int32_t a, int32_t b);
void fc_wide_umul(fc_wide *r, uint32_t a, uint32_t b);
void fc_wide_add(fc_wide *r, const fc_wide *a, const fc_wide *b);
void fc_wide_sub(fc_wide *r, const fc_wide *a, const fc_wide *b);
void fc_wide_muladd(fc_wide *r, int32_t a, int32_t b);
void fc_wide_mulsub(fc_wide *r, int32_t a, int32_t b);
void fc_wide_neg(fc_wide *r, const fc_wide *a);
int fc_wide_sign(const fc_wide *a);
int fc_wide_cmp(const fc_wide *a, const fc_wide *b);
int fc_wide_ucmp(const fc_wide *a, const fc_wide *b);
void fc_wide_sar(fc_wide *r, const fc_wide *a, unsigned n);
void fc_wide_shl(fc_wide *r, const fc_wide *a, unsigned n);
int fc_wide_fits32(const fc_wide *a);
int32_t fc_wide_low32(const fc_wide *a);

#endif

// Reference for both implementations:
//   fc_wide_set        r = v
//   fc_wide_set_parts  r = hi * 2^32 + lo (two's complement bit pattern)
//   fc_wide_parts      the bit pattern as two words
//   fc_wide_mul        r = a * b, exact (|a * b| <= 2^62)
//   fc_wide_umul       r = a * b, unsigned operands, as an unsigned bit pattern
//   fc_wide_muladd     r += a * b;   fc_wide_mulsub  r -= a * b
//   fc_wide_sign       -1, 0 or 1;   fc_wide_cmp     sign of a - b, exact
//   fc_wide_ucmp       sign of a - b with both read as unsigned 64-bit
//   fc_wide_sar        floor(a / 2^n) for every n (n >= 63: 0 or -1)
//   fc_wide_shl        a * 2^n modulo 2^64 for every n (n >= 64: 0)
//   fc_wide_fits32     1 when INT32_MIN <= a <= INT32_MAX
//   fc_wide_low32      a as int32_t when it fits
//
// Every function here accepts any argument. A NULL pointer is no error
// these functions can report, so it has a defined meaning: a NULL input
// reads as the value 0, and a NULL output is not written (the function
// still computes its other outputs and its result). fc_wide_round_shr and
// fc_wide_div_round, which return an error code, return FC_ERR_NULL for
// either pointer instead.

// floor(sqrt(a)) with a read as an unsigned 64-bit number.
uint32_t fc_wide_isqrt(const fc_wide *a);

// The same root r, and *rem = a - r^2 (0 <= rem <= 2r): nearest and
// ceiling roots follow from it without a 64-bit square.
uint32_t fc_wide_isqrt_rem(const fc_wide *a, fc_wide *rem);

// q = floor(n / d) and returns n mod d, n read as unsigned 64-bit; q may
// alias n. d = 0 has no quotient: q = 0 and 0 is returned.
uint32_t fc_wide_divmod(fc_wide *q, const fc_wide *n, uint32_t d);

// *out = a / 2^n rounded to nearest, ties away from zero, for every n:
// n = 0 is a itself, and n >= 64 gives 0 (or -1 for a = -2^63, n = 64,
// which is exactly -1/2). FC_ERR_OVERFLOW (and *out untouched) when the
// result does not fit int32; FC_ERR_NULL.
int fc_wide_round_shr(const fc_wide *a, unsigned n, int32_t *out);

// *out = num / den rounded to nearest, ties away from zero.
// FC_ERR_DIVZERO, FC_ERR_OVERFLOW, FC_ERR_NULL; *out untouched on error.
int fc_wide_div_round(const fc_wide *num, int32_t den, int32_t *out);

// Sign of a*b - c*d, exact. The building block of every orientation and
// projection comparison.
int fc_wide_cmp_products(int32_t a, int32_t b, int32_t c, int32_t d);

// ---- internal to the library (src/mtv.c) ----------------------------------
// Not part of the API: no argument checks, the callers keep the stated
// preconditions.

// FCI_WIDE_WORDS: which square root and division kernels src/wide.c
// builds. 0 on a 64-bit machine with the native type (the machine's
// 64-bit division); 1 elsewhere (32-bit words and multiplications). The
// results are the same; a test build may set 1 with FC_WIDE_NATIVE.
#ifndef FCI_WIDE_WORDS
#  if FC_WIDE_NATIVE && defined(UINTPTR_MAX)
#    if UINTPTR_MAX > 0xFFFFFFFFu
#      define FCI_WIDE_WORDS 0
#    else
#      define FCI_WIDE_WORDS 1
#    endif
#  else
#    define FCI_WIDE_WORDS 1
#  endif
#endif
#if FC_PORT_DIV && !FCI_WIDE_WORDS
#  error "FC_PORT_DIV needs FCI_WIDE_WORDS=1 (the 64-bit builds' division is inline)"
#endif
#if FCI_WIDE_WORDS != 0 && FCI_WIDE_WORDS != 1
#  error "FCI_WIDE_WORDS must be 0 or 1"
#endif
#if !FCI_WIDE_WORDS && !FC_WIDE_NATIVE
#  error "FCI_WIDE_WORDS=0 needs FC_WIDE_NATIVE"
#endif

// FCI_WIDE_SMALL: 1 for SDCC (the Z80 and Game Boy ports), where code size
// decides: their ports fill the ROM they have (the Z80 runner's images
// have a few hundred bytes to spare, the Game Boy's fixed bank holds this
// file), and the multiplying kernels are about 5 KB more of SDCC's code.
// There the square root and the divisions (src/wide.c, src/big.c) keep
// one bit per step. cc65's
// 6502 port has the room and keeps the fast kernels. May be set on the
// command line to test it.
#ifndef FCI_WIDE_SMALL
#  if defined(__SDCC)
#    define FCI_WIDE_SMALL 1
#  else
#    define FCI_WIDE_SMALL 0
#  endif
#endif
#if FCI_WIDE_SMALL != 0 && FCI_WIDE_SMALL != 1
#  error "FCI_WIDE_SMALL must be 0 or 1"
#endif
#if FC_PORT_DIV == 2 && FCI_WIDE_SMALL
#  error "FC_PORT_DIV=2 needs FCI_WIDE_SMALL=0 (the builds with its division)"
#endif
#if FC_PORT_ISQRT && (!FCI_WIDE_WORDS || FCI_WIDE_SMALL)
#  error "FC_PORT_ISQRT needs FCI_WIDE_WORDS=1 and FCI_WIDE_SMALL=0 (the builds with its root)"
#endif
#if FC_PORT_ISQRT_SMALL && !FCI_WIDE_SMALL
#  error "FC_PORT_ISQRT_SMALL needs FCI_WIDE_SMALL=1 (the builds with its root)"
#endif

// The length of (x, y), |x|, |y| <= 2^30, as N / 2^k: N = floor(sqrt(
// (x^2 + y^2) 4^k)) with k the smallest k >= 0 that makes (x^2 + y^2) 4^k
// >= 2^58 (N in [2^29, 2^31)); N = 2^29, k = 29 for (0, 0).
uint32_t fci_wide_length(int32_t x, int32_t y, unsigned *k);

// (x, y) / |(x, y)| in Q16.16: each component round(c 2^(16+k) / N) with
// N, k as fci_wide_length gives them, ties away from zero; (0, 0) for
// (0, 0). |x|, |y| <= 2^30. Returns N and writes k (the same root).
uint32_t fci_wide_unit(int32_t x, int32_t y, int32_t *ux, int32_t *uy, unsigned *k);

// Leading zero bits of x != 0 (not in the FCI_WIDE_SMALL builds).
unsigned fci_clz32(uint32_t x);

// A divisor prepared once for several divisions: with the word kernels
// its normalisation and a reciprocal (src/wide.c).
typedef struct fci_divisor {
    uint32_t d;
    uint32_t v;
    unsigned s;
} fci_divisor;

// fci_divisor_set prepares d != 0; fci_divide gives floor((hi 2^32 + lo) / d)
// for hi < d, and the remainder in *rem.
#if FCI_WIDE_WORDS
void fci_divisor_set(fci_divisor *dv, uint32_t d);
uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem);
#  if FC_PORT_DIV == 2
// The port's (config.h), called directly.
uint32_t fci_port_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem);
#    define fci_divide fci_port_divide
#  endif
#else
FC_INLINE void fci_divisor_set(fci_divisor *dv, uint32_t d)
{
    dv->d = d;
    dv->v = 0u;
    dv->s = 0u;
}
FC_INLINE uint32_t fci_divide(const fci_divisor *dv, uint32_t hi, uint32_t lo, uint32_t *rem)
{
    uint64_t n = ((uint64_t)hi << 32) | lo;
    *rem = (uint32_t)(n % dv->d);
    return (uint32_t)(n / dv->d);
}
#endif

#ifdef __cplusplus
}
#endif

#endif // FIXCOL_WIDE_H
