// Static exchange evaluation: the material result of the capture sequence a move starts on its
// destination square, each side recapturing with its least valuable piece and free to stop.
// Used to order captures and to skip losing ones in the quiescence search.
#pragma once

#include "chess/position.h"

namespace escaque::engine {

// True when the exchange started by m wins at least threshold (in SEE_VALUE units).
// Castling, en passant and promotions are counted as an even trade (threshold <= 0).
bool exchange_at_least(const chess::Position& pos, chess::Move m, int threshold);

} // namespace escaque::engine
