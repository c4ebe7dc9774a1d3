// Evaluation terms come in pairs: a middlegame and an endgame value, blended by the game phase
// ("tapered" evaluation) so a term can matter more or less as pieces come off.
#pragma once

namespace escaque::engine {

struct ScorePair {
    int mg = 0;
    int eg = 0;

    constexpr ScorePair operator+(ScorePair o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr ScorePair operator-(ScorePair o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr ScorePair operator-() const { return {-mg, -eg}; }
    constexpr ScorePair operator*(int k) const { return {mg * k, eg * k}; }
    constexpr ScorePair& operator+=(ScorePair o) { return *this = *this + o; }
    constexpr ScorePair& operator-=(ScorePair o) { return *this = *this - o; }
    constexpr bool operator==(const ScorePair&) const = default;
};

// Phase weights: a knight or bishop counts 1, a rook 2, a queen 4; 24 is the full opening set.
inline constexpr int MAX_PHASE = 24;

constexpr int taper(ScorePair s, int phase) {
    return (s.mg * phase + s.eg * (MAX_PHASE - phase)) / MAX_PHASE;
}

} // namespace escaque::engine
