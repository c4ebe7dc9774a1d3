// The match referee's view of a game's end under our own rules: checkmate, stalemate,
// threefold repetition, the fifty-move rule and insufficient material end the game at once
// (engines do not claim, so the referee does what a claim would).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/game_line.h"

namespace escaque::engine {

enum class GameResult { white_wins, black_wins, draw };

// "1-0", "0-1", "1/2-1/2"
std::string_view pgn_result(GameResult result);

struct GameEnd {
    GameResult result = GameResult::draw;
    std::string reason; // in words: "checkmate", "threefold repetition", ...
    // PGN Termination tag: "normal", "time forfeit", "rules infraction", "abandoned".
    std::string termination = "normal";
};

// How the game stands after its last move; nullopt while it goes on.
std::optional<GameEnd> game_end(const GameLine& game);

// The side that failed loses: an illegal move, a crash, a timeout.
GameEnd loss_for(chess::Color loser, std::string reason, std::string termination);
// `loser`'s flag fell in `pos`: a loss, or a draw when the opponent cannot checkmate by any
// series of legal moves (2001 6.10; current 6.9).
GameEnd flag_fell(const chess::Position& pos, chess::Color loser, const std::string& name);

} // namespace escaque::engine
