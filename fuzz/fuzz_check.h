// What every fuzz target uses to report a broken invariant: a message, then a trap that
// libFuzzer records as a crash with the input that caused it.
#pragma once

#include <cstdio>

#define FUZZ_CHECK(condition)                                                                 \
    do {                                                                                       \
        if (!(condition)) {                                                                    \
            std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__,          \
                         #condition);                                                          \
            __builtin_trap();                                                                  \
        }                                                                                      \
    } while (false)
