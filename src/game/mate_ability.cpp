// "Can this side still checkmate?" for the rules that turn a loss into a draw when the
// opponent could not mate by any series of legal moves (5.2.2, 6.9, 7.5.5, 2023 5.1.2).
// Only a proof counts: an answer the analysis could not reach within its budget is "can mate".
#include "chess/dead/unwinnability.h"
#include "game/game.h"

namespace escaque::game {

namespace {
// The dead-position test runs after every move, so it gets a small budget; the decisions taken
// once per game (a flag, a resignation, a last illegal move) get the analysis's full budget.
constexpr chess::SearchBudget after_every_move{50'000};
} // namespace

bool Game::cannot_mate(Color side) const {
    return chess::can_checkmate(position(), side).verdict == chess::Verdict::no;
}

bool Game::position_is_dead() const {
    return chess::is_dead(position(), after_every_move) == chess::Verdict::yes;
}

} // namespace escaque::game
