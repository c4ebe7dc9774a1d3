#include "engine/referee.h"

#include "chess/dead/unwinnability.h"
#include "chess/movegen.h"
#include "engine/evaluation.h"

namespace escaque::engine {

std::string_view pgn_result(GameResult result) {
    switch (result) {
    case GameResult::white_wins:
        return "1-0";
    case GameResult::black_wins:
        return "0-1";
    case GameResult::draw:
        break;
    }
    return "1/2-1/2";
}

std::optional<GameEnd> game_end(const GameLine& game) {
    const chess::Position& pos = game.current();
    if (!chess::has_legal_move(pos)) {
        if (pos.in_check()) // FIDE 5.1.1: checkmate wins
            return loss_for(pos.side_to_move(), "checkmate", "normal");
        return GameEnd{GameResult::draw, "stalemate", "normal"}; // FIDE 5.2.1
    }
    // FIDE 5.2.2: a position where neither side can mate; the simple material rule.
    if (insufficient_material(pos)) return GameEnd{GameResult::draw, "insufficient material"};
    // FIDE 9.2: the same position for the third time (same side to move, rights, en passant).
    if (game.occurrences_of_current() >= 3)
        return GameEnd{GameResult::draw, "threefold repetition"};
    // FIDE 9.3: fifty moves by each side without a capture or a pawn move.
    if (pos.halfmove_clock() >= 100) return GameEnd{GameResult::draw, "fifty-move rule"};
    return std::nullopt;
}

GameEnd loss_for(chess::Color loser, std::string reason, std::string termination) {
    return GameEnd{loser == chess::WHITE ? GameResult::black_wins : GameResult::white_wins,
                   std::move(reason), std::move(termination)};
}

GameEnd flag_fell(const chess::Position& pos, chess::Color loser, const std::string& name) {
    if (chess::can_checkmate(pos, ~loser).verdict == chess::Verdict::no)
        return GameEnd{GameResult::draw, name + " lost on time, but the opponent cannot checkmate",
                       "time forfeit"};
    return loss_for(loser, name + " lost on time", "time forfeit");
}

} // namespace escaque::engine
