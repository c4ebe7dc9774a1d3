#include "engine/move_ordering.h"

#include <algorithm>
#include <cstdlib>

#include "engine/piece_square_tables.h"
#include "engine/static_exchange.h"

namespace escaque::engine {

using namespace chess;

namespace {
constexpr int HASH_MOVE = 1 << 30;
constexpr int GOOD_CAPTURE = 1 << 24;
constexpr int KILLER = (1 << 22) + 2;
constexpr int COUNTER = 1 << 22;
constexpr int BAD_CAPTURE = -(1 << 24);

void update_history(int& entry, int bonus) {
    // Gravity: entries saturate at HISTORY_MAX and old knowledge fades as new arrives.
    entry += bonus - entry * std::abs(bonus) / OrderingHistory::HISTORY_MAX;
}
} // namespace

void OrderingHistory::clear() {
    *this = OrderingHistory{};
}

void OrderingHistory::reward_quiet(const Position& pos, Move best, const Move* tried,
                                   int tried_count, int depth, int ply, Move previous) {
    if (killers[ply][0] != best) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = best;
    }
    const Color us = pos.side_to_move();
    const int bonus = std::min(depth * depth * 16, 1600);
    update_history(history[us][best.from()][best.to()], bonus);
    for (int i = 0; i < tried_count; ++i)
        if (tried[i] != best) update_history(history[us][tried[i].from()][tried[i].to()], -bonus);
    if (previous.is_ok()) counter_moves[pos.piece_on(previous.to())][previous.to()] = best;
}

MovePicker::MovePicker(const Position& pos, Move hash_move, const OrderingHistory& history, int ply,
                       Move previous, Kind kind) {
    MoveList all;
    generate_legal(pos, all);
    const Move counter = previous.is_ok()
                             ? history.counter_moves[pos.piece_on(previous.to())][previous.to()]
                             : Move::none();
    const Color us = pos.side_to_move();
    for (const Move m : all) {
        const bool tactical = is_tactical(pos, m);
        if (kind == Kind::captures && !pos.in_check()) {
            if (!tactical) continue;
            if (m.type() == PROMOTION && m.promotion_type() != QUEEN && !pos.is_capture(m))
                continue;
        }
        int score;
        if (m == hash_move) {
            score = HASH_MOVE;
        } else if (tactical) {
            const int victim = SEE_VALUE[pos.captured_type(m)] +
                               (m.type() == PROMOTION ? SEE_VALUE[m.promotion_type()] : 0);
            const int attacker = int(type_of(pos.moved_piece(m)));
            const bool good = exchange_at_least(pos, m, 0);
            score = (good ? GOOD_CAPTURE : BAD_CAPTURE) + victim * 8 - attacker;
            if (m.type() == PROMOTION && m.promotion_type() != QUEEN) score = BAD_CAPTURE - 1000;
        } else if (m == history.killers[ply][0]) {
            score = KILLER;
        } else if (m == history.killers[ply][1]) {
            score = KILLER - 1;
        } else if (m == counter) {
            score = COUNTER;
        } else {
            score = history.history[us][m.from()][m.to()];
        }
        scores_[moves_.size()] = score;
        moves_.push_back(m);
    }
}

Move MovePicker::next() {
    if (cursor_ >= moves_.size()) return Move::none();
    int best = cursor_;
    for (int i = cursor_ + 1; i < moves_.size(); ++i)
        if (scores_[i] > scores_[best]) best = i;
    Move* moves = moves_.begin();
    std::swap(moves[cursor_], moves[best]);
    std::swap(scores_[cursor_], scores_[best]);
    last_score_ = scores_[cursor_];
    return moves[cursor_++];
}

} // namespace escaque::engine
