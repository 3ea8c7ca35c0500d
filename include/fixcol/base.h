// fixcol base definitions: error codes, the compiler mapping, the
// compile-time assertion. Included by every other fixcol header.
#ifndef FIXCOL_BASE_H
#define FIXCOL_BASE_H

#include <stdint.h>
#include "config.h"

#ifdef __cplusplus
extern "C" {
#endif

// Error codes. Every public function returns an int: one of these
// negative codes on failure, and otherwise FC_OK (0) or the result its
// comment states: 1 for a hit and 0 for a miss (collide.h), with 2 for
// FC_SWEEP_OVERLAP from the sweeps and FC_RAY_INSIDE from the rays; 0, 1
// or 2 (FC_PIP_ON) from fc_point_in_poly; 1 to 4 from fc_classify; a count
// from fc_triangulate and fc_decompose. fc_winding is the exception: its
// -1 means clockwise, the value of FC_ERR_NULL, so give it non-NULL
// points. On failure nothing the caller owns has been written. The API's
// constants are enums without a tag, so that MISRA C:2012 (appendix D)
// counts them as signed integers, like the int results they are compared
// with.
enum {
    FC_OK             =   0,
    FC_ERR_NULL       =  -1,  // a required pointer argument is NULL
    FC_ERR_COUNT      =  -2,  // vertex count below 3 or above the capacity
    FC_ERR_RANGE      =  -3,  // a coordinate beyond +-8192.0 (raw 2^29)
    FC_ERR_INVALID    =  -4,  // negative radius, min > max, bad argument
    FC_ERR_DEGENERATE =  -5,  // zero area or a repeated consecutive vertex
    FC_ERR_CONCAVE    =  -6,  // a convex polygon was required
    FC_ERR_COMPLEX    =  -7,  // the polygon intersects itself
    FC_ERR_OVERFLOW   =  -8,  // the exact result does not fit the type
    FC_ERR_DIVZERO    =  -9,  // division by zero
    FC_ERR_DOMAIN     = -10,  // argument outside the function's domain
    FC_ERR_CAPACITY   = -11   // a caller buffer is too small
};

// FC_INLINE: "static inline" where the compiler has it, plain "static"
// otherwise (cc65 has no inline keyword).
#if defined(__GNUC__) || defined(__clang__)
#  define FC_INLINE static __inline__
#elif defined(__SDCC) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#  define FC_INLINE static inline
#else
#  define FC_INLINE static
#endif

// FC_STATIC_ASSERT(name, cond): a compile-time check without
// _Static_assert (cc65 has none): a negative array size fails the build.
#define FC_STATIC_ASSERT(name, cond) typedef char fc_static_assert_##name[(cond) ? 1 : -1]

// FC_CHECK(cond, code): programmer-error guard used at the top of public
// functions: calls the FC_ASSERT hook when enabled, then returns code.
#if FC_USE_ASSERT
#  define FC_CHECK(cond, code) do { if (!(cond)) { FC_ASSERT(cond); return (code); } } while (0)
#else
#  define FC_CHECK(cond, code) do { if (!(cond)) { return (code); } } while (0)
#endif

// The supported coordinate range: |v| <= 8192.0, raw 2^29. Differences of
// two in-range values fit in 31 bits and every product of two differences
// fits in 62 bits, which is what lets every decision be exact in 64 bits.
#define FC_RANGE_RAW ((int32_t)0x20000000L)

// 1 when raw value v lies in the supported range.
#define FC_IN_RANGE(v) ((v) >= -FC_RANGE_RAW && (v) <= FC_RANGE_RAW)

// The object that records the struct-shaping options the library was
// built with (config.h, FC_CONFIG_SYMBOL; defined in src/config.c).
extern const char FC_CONFIG_SYMBOL;

// Human-readable name of an error code ("overflow", "range", ...), matching
// the words of the conformance protocol; "ok" for 0 and positive values.
const char *fc_error_name(int code);

#ifdef __cplusplus
}
#endif

#endif // FIXCOL_BASE_H
