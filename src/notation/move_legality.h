// Legality of one candidate move, without generating every legal move: the notation layer
// resolves "Nf3" by looking at the knights that attack f3, then asks whether the king is safe.
// (This is Stockfish's Position::legal idea, written against the public Position interface.)
#pragma once

#include "chess/position.h"

namespace escaque::notation {

// The enemy pieces that would attack the mover's king after m. Precondition: m is not castling
// and moves a piece of the side to move along a path it can take (pseudo-legal).
chess::Bitboard attackers_after(const chess::Position& pos, chess::Move m);

// Precondition as above: the move is legal exactly when it leaves the king unattacked.
inline bool keeps_king_safe(const chess::Position& pos, chess::Move m) {
    return attackers_after(pos, m) == 0;
}

} // namespace escaque::notation
