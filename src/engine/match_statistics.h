// A match's score and what it says about the difference in strength: the Elo difference that
// the score implies and its 95% confidence interval (normal approximation over the games'
// scores, as cutechess-cli and fishtest's simple reports compute it).
#pragma once

#include <optional>
#include <string>

namespace escaque::engine {

struct EloEstimate {
    double difference = 0;
    double lower = 0; // 95% interval; ±infinity when the score is at 0% or 100%
    double upper = 0;
};

struct MatchScore {
    int wins = 0; // of the first engine
    int draws = 0;
    int losses = 0;

    int games() const { return wins + draws + losses; }
    // 0…1; 0.5 when no game has been played.
    double fraction() const;
    // nullopt before the first game.
    std::optional<EloEstimate> elo() const;
    // "W 12  D 30  L 8  score 27.0/50 (54.0%)  Elo +27.9 ± 52.1 [-24.3, +80.0]"
    std::string summary() const;
};

// The Elo difference that an expected score of fraction means; ±infinity at 0 and 1.
double elo_from_fraction(double fraction);

} // namespace escaque::engine
