// The regions a piece type's steps connect on a board with some squares blocked. A flood from
// any square of a region fills the whole region, so the static analysis, which floods from
// many squares again and again while the blocked squares stay the same, floods each region
// once: a flood from a set is the union of the regions of its squares.
#pragma once

#include <array>

#include "chess/dead/steps.h"

namespace escaque::chess {

class Regions {
public:
    // The same as step::flood(pt, from, blocked), for a knight, bishop, rook or queen.
    Bitboard flood(PieceType pt, Bitboard from, Bitboard blocked) {
        if (blocked != blocked_) {
            blocked_ = blocked;
            kinds_ = {};
        }
        Kind& kind = kinds_[kind_of(pt)];
        // A blocked square of its own (a flood starts from it all the same) is not in a region.
        Bitboard reach = from & blocked;
        if (reach) reach = step::flood(pt, reach, blocked);
        for (Bitboard open = from & ~blocked & ~reach; open;) {
            const Square s = lsb(open);
            Bitboard region = 0;
            if (kind.covered & square_bb(s)) {
                for (int i = 0; !region; ++i)
                    if (kind.regions[i] & square_bb(s)) region = kind.regions[i];
            } else {
                region = step::flood(pt, square_bb(s), blocked);
                if (kind.count < MAX_REGIONS) {
                    kind.regions[kind.count++] = region;
                    kind.covered |= region;
                }
            }
            reach |= region;
            open &= ~region;
        }
        return reach;
    }

private:
    static constexpr int MAX_REGIONS = 16;

    struct Kind {
        std::array<Bitboard, MAX_REGIONS> regions{};
        int count = 0;
        Bitboard covered = 0; // the union of the regions
    };

    // A queen steps as a king does.
    static int kind_of(PieceType pt) {
        return pt == KNIGHT ? 0 : pt == BISHOP ? 1 : pt == ROOK ? 2 : 3;
    }

    Bitboard blocked_ = 0;
    std::array<Kind, 4> kinds_{};
};

} // namespace escaque::chess
