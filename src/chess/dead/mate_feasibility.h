// Static proof that a side can never checkmate: no square the losing king can ever reach can
// be turned into a mating square with the pieces that can ever get there.
#pragma once

#include "chess/dead/mobility.h"
#include "chess/position.h"

namespace escaque::chess {

// False only when `winner` can never checkmate from `pos` (sound: a true answer proves
// nothing). Looks at every square k the losing king can reach: some winning piece must be able
// to attack k, and every square next to k must be able to be blocked or covered at the same
// time; squares that only the loser's own pieces can fill need one distinct piece each.
bool mate_conceivable(const Mobility& mobility, Color winner);

// The squares where the loser's king might be mated (all of them, or just the first found).
Bitboard conceivable_mating_squares(const Mobility& mobility, Color winner, bool first_only);

// analyse_mobility followed by mate_conceivable for that side.
bool statically_unwinnable(const Position& pos, Color winner);

} // namespace escaque::chess
