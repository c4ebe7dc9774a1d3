// A cheap, well-spread 64-bit hash (the splitmix64 finaliser), for deriving repeatable
// "random" choices of the weaker levels from a seed and a position key.
#pragma once

#include <cstdint>

namespace escaque::engine {

constexpr uint64_t seed_mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

} // namespace escaque::engine
