// The search's signature: the nodes a fixed-depth search of fixed positions visits. Any change
// to search or evaluation changes it, so a test pins it and such changes are deliberate.
#pragma once

#include <chrono>
#include <cstdint>
#include <string_view>
#include <vector>

namespace escaque::engine {

inline constexpr int BENCH_DEPTH = 11;

struct BenchResult {
    uint64_t nodes = 0;
    std::chrono::milliseconds elapsed{0};
    uint64_t nodes_per_second() const {
        return elapsed.count() > 0 ? nodes * 1000 / uint64_t(elapsed.count()) : nodes * 1000;
    }
};

const std::vector<std::string_view>& bench_positions();

// Searches every bench position to depth with a fresh table and history, at full strength.
BenchResult run_bench(int depth = BENCH_DEPTH);

} // namespace escaque::engine
