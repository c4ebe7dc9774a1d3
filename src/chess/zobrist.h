// Zobrist keys. The values are computed at compile time from a fixed seed, so keys are the
// same in every run and on every machine (autosaved games and tests can compare them).
#pragma once

#include <array>
#include <cstdint>

#include "chess/types.h"

namespace escaque::chess {

using Key = uint64_t;

namespace zobrist {

struct Keys {
    Key psq[PIECE_NB][SQUARE_NB]{};
    Key en_passant_file[FILE_NB]{};
    Key castling[CASTLING_RIGHT_NB]{};
    Key side{};
};

constexpr Keys make_keys() {
    Keys k;
    uint64_t s = 1070372ULL; // xorshift64* seed
    auto next = [&s]() {
        s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
        return s * 2685821657736338717ULL;
    };
    for (auto& row : k.psq)
        for (auto& v : row) v = next();
    for (auto& v : k.en_passant_file) v = next();
    // Castling keys combine one key per right, so removing a right is a single XOR pair.
    Key single[4] = {next(), next(), next(), next()};
    for (int cr = 0; cr < CASTLING_RIGHT_NB; ++cr) {
        k.castling[cr] = 0;
        for (int bit = 0; bit < 4; ++bit)
            if (cr & (1 << bit)) k.castling[cr] ^= single[bit];
    }
    k.side = next();
    return k;
}

inline constexpr Keys keys = make_keys();

} // namespace zobrist
} // namespace escaque::chess
