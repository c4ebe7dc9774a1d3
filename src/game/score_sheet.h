// The score sheet as PGN (Article 8; RULES.md §5): the seven-tag roster, TimeControl,
// Termination, SetUp/FEN/Variant where needed, [%clk] after every move, {(=)} for draw offers,
// and claims and penalties as comments.
#pragma once

#include <string>

#include "game/game.h"

namespace escaque::game {

std::string score_sheet_pgn(const Game& game, const Tags& tags);

// The PGN Termination tag's value for a result ("normal", "time forfeit", ...).
const char* termination_tag(Termination reason);

} // namespace escaque::game
