// Writes games in PGN's export format: the seven-tag roster first (Event Site Date Round White
// Black Result), then the other tags in their order; movetext lines of at most 80 columns with
// move numbers, NAGs as $n, comments (clock readings as [%clk h:mm:ss] and [%emt h:mm:ss], a
// draw offer as {(=)}), variations in parentheses, and the result.
#pragma once

#include <string>
#include <vector>

#include "notation/pgn_game.h"
#include "notation/san.h"

namespace escaque::notation {

struct PgnWriteOptions {
    SanStyle san; // English or Spanish letters; "e8=Q" or "e8Q"
    int max_line_length = 80;
    bool comments = true; // comments, clock readings, draw offers
    bool variations = true;
};

// The game's SAN is made afresh from its moves (stored SAN is not trusted for the letters).
// A game that starts from another position than the standard one gets [SetUp "1"] and [FEN]
// when it lacks them, a Chess960 game [Variant "Chess960"].
std::string write_pgn(const PgnGame& game, const PgnWriteOptions& options = {});

// Games one after the other, a blank line between them.
std::string write_pgn_games(const std::vector<PgnGame>& games, const PgnWriteOptions& options = {});

} // namespace escaque::notation
