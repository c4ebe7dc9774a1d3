// Move ordering for the alpha-beta search: the hash move first, then captures that win
// material (most valuable victim, least valuable attacker), killer and counter moves, quiet
// moves by their history, and captures that lose material last. Good ordering is what makes
// alpha-beta cut: most nodes are refuted by the first move tried.
#pragma once

#include <cstdint>

#include "chess/movegen.h"
#include "chess/position.h"

namespace escaque::engine {

inline constexpr int MAX_PLY = 128;

// What the search learns about quiet moves while it runs.
struct OrderingHistory {
    chess::Move killers[MAX_PLY + 2][2]{};
    int history[chess::COLOR_NB][chess::SQUARE_NB][chess::SQUARE_NB]{};
    chess::Move counter_moves[chess::PIECE_NB][chess::SQUARE_NB]{};

    void clear();
    // A quiet move caused a cut-off: remember it as a killer and raise its history, and lower
    // the history of the quiet moves tried before it.
    void reward_quiet(const chess::Position& pos, chess::Move best, const chess::Move* tried,
                      int tried_count, int depth, int ply, chess::Move previous);
    static constexpr int HISTORY_MAX = 16384;
};

// Hands out the legal moves of a position best first (selection sort: cut-offs usually come
// early, so sorting everything up front would be wasted work).
class MovePicker {
public:
    enum class Kind { all, captures }; // captures: captures and queen promotions only

    MovePicker(const chess::Position& pos, chess::Move hash_move, const OrderingHistory& history,
               int ply, chess::Move previous, Kind kind);

    // The next move, or Move::none() when all have been handed out.
    chess::Move next();
    // Whether the last move handed out was ordered as a losing capture.
    bool last_was_losing_capture() const { return last_score_ < 0 && last_score_ < -(1 << 20); }
    int size() const { return moves_.size(); }

private:
    chess::MoveList moves_;
    int scores_[chess::MAX_MOVES];
    int cursor_ = 0;
    int last_score_ = 0;
};

// Captures, en passant and promotions: the moves that change material.
inline bool is_tactical(const chess::Position& pos, chess::Move m) {
    return pos.is_capture(m) || m.type() == chess::PROMOTION;
}

} // namespace escaque::engine
