// Percentiles for the benchmarks, all by the nearest-rank method: the p-th percentile of n
// values is the ceil(p·n)-th smallest, a value that was measured, never a blend of two.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace escaque::tui {

// p in (0, 1]; `sorted` ascending and not empty.
inline double nearest_rank(const std::vector<double>& sorted, double p) {
    const auto rank = static_cast<std::size_t>(std::ceil(p * double(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

struct Percentiles {
    double p50 = 0, p99 = 0, max = 0;
};

inline Percentiles percentiles(std::vector<double> values) {
    if (values.empty()) return {};
    std::sort(values.begin(), values.end());
    return {nearest_rank(values, 0.50), nearest_rank(values, 0.99), values.back()};
}

} // namespace escaque::tui
