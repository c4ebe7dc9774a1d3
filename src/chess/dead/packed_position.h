// A position in 31 bytes instead of a Position's 320, for queues that hold millions (the
// reachable-positions walk): Position's CompactSetup. Everything that decides the legal moves
// survives packing: the placement, the side to move, the castling rights with their rook
// squares (Chess960 too) and the en passant square. The halfmove clock and move number do not:
// dead positions ignore them.
#pragma once

#include "chess/position.h"

namespace escaque::chess {

class PackedPosition {
public:
    // Precondition: at most MAX_PIECES pieces (every position reachable from the start).
    static constexpr int MAX_PIECES = 32;

    explicit PackedPosition(const Position& pos) : setup_(pos.to_compact()) {}

    // `key` is the packed position's key().
    Position unpack(Key key) const { return Position::from_compact(setup_, key); }

private:
    CompactSetup setup_;
};

} // namespace escaque::chess
