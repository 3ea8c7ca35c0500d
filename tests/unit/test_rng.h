// Deterministic pseudo-random numbers for the unit tests (xorshift64), so
// every run and every compiler draws the same cases. Host-only C99.
#ifndef FIXCOL_TEST_RNG_H
#define FIXCOL_TEST_RNG_H

#include <stdint.h>

static uint64_t rng_state;

static inline void rng_seed(uint64_t s)
{
    rng_state = s ? s : 0x9E3779B97F4A7C15u;
}

static inline uint64_t rng64(void)
{
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    rng_state = x;
    return x;
}

static inline uint32_t rng32(void)
{
    return (uint32_t)(rng64() >> 32);
}

// Uniform in [0, 1).
static inline double rnd01(void)
{
    return (double)(rng64() >> 11) * (1.0 / 9007199254740992.0);
}

// Uniform in [lo, hi], any int32 bounds with lo <= hi.
static inline int32_t rnd_between(int32_t lo, int32_t hi)
{
    uint64_t w = (uint64_t)((int64_t)hi - (int64_t)lo) + 1u;
    return (int32_t)((int64_t)lo + (int64_t)(rng64() % w));
}

#endif // FIXCOL_TEST_RNG_H
