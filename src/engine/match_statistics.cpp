#include "engine/match_statistics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace escaque::engine {

namespace {
constexpr double Z_95 = 1.959964;

std::string elo_text(double elo) {
    if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f", elo);
    return buffer;
}
} // namespace

double elo_from_fraction(double fraction) {
    if (fraction <= 0) return -std::numeric_limits<double>::infinity();
    if (fraction >= 1) return std::numeric_limits<double>::infinity();
    return 400.0 * std::log10(fraction / (1.0 - fraction));
}

double MatchScore::fraction() const {
    if (games() == 0) return 0.5;
    return (wins + 0.5 * draws) / games();
}

std::optional<EloEstimate> MatchScore::elo() const {
    const int n = games();
    if (n == 0) return std::nullopt;
    const double mean = fraction();
    // Variance of one game's score (1, ½ or 0) around the mean, then of the mean.
    const double variance = (wins * std::pow(1.0 - mean, 2) + draws * std::pow(0.5 - mean, 2) +
                             losses * std::pow(0.0 - mean, 2)) /
                            n;
    const double margin = Z_95 * std::sqrt(variance / n);
    return EloEstimate{elo_from_fraction(mean), elo_from_fraction(std::max(0.0, mean - margin)),
                       elo_from_fraction(std::min(1.0, mean + margin))};
}

std::string MatchScore::summary() const {
    char head[160];
    std::snprintf(head, sizeof head, "W %d  D %d  L %d  score %.1f/%d (%.1f%%)", wins, draws,
                  losses, wins + 0.5 * draws, games(), 100.0 * fraction());
    std::string text = head;
    if (const auto e = elo(); e && !std::isfinite(e->difference)) {
        // Every point to one side: no finite estimate, whatever the number of games.
        text += e->difference > 0 ? "  Elo: no estimate (every point won; play more games)"
                                  : "  Elo: no estimate (no point scored; play more games)";
    } else if (e) {
        const double plus = e->upper - e->difference, minus = e->difference - e->lower;
        text += "  Elo " + elo_text(e->difference);
        if (std::isfinite(plus) && std::isfinite(minus)) {
            char interval[64];
            std::snprintf(interval, sizeof interval, " ± %.1f", std::max(plus, minus));
            text += interval;
        }
        text += " [" + elo_text(e->lower) + ", " + elo_text(e->upper) + "]";
    }
    return text;
}

} // namespace escaque::engine
