// The alpha-beta search below the root and the quiescence search.
#include <algorithm>

#include "chess/movegen.h"

#include "engine/evaluation.h"
#include "engine/piece_square_tables.h"
#include "engine/search.h"
#include "engine/static_exchange.h"

namespace escaque::engine {

using namespace chess;

namespace {

// Mate scores are stored relative to the node, not the root, so a transposition found at
// another ply still counts the right number of moves to mate.
int score_to_table(int score, int ply) {
    if (score >= MATE_BOUND) return score + ply;
    if (score <= -MATE_BOUND) return score - ply;
    return score;
}
int score_from_table(int score, int ply) {
    if (score >= MATE_BOUND) return score - ply;
    if (score <= -MATE_BOUND) return score + ply;
    return score;
}

bool usable_bound(Bound bound, int score, int beta) {
    return bound == Bound::exact || (bound == Bound::lower && score >= beta) ||
           (bound == Bound::upper && score < beta);
}

bool has_pieces(const Position& pos, Color c) {
    return pos.pieces(c) != pos.pieces(c, PAWN, KING);
}

constexpr int DELTA_MARGIN = 200;
constexpr int MAX_QUIETS_REMEMBERED = 64;

} // namespace

bool Searcher::is_draw(const Position& pos) const {
    // FIDE 9.3 and 5.2.2; a mate given with the fiftieth move still counts as mate.
    if (pos.halfmove_clock() >= 100) return !pos.in_check() || has_legal_move(pos);
    if (insufficient_material(pos)) return true;
    // Any earlier occurrence counts: if a repetition is good for one side, it will repeat.
    const int last = int(keys_.size()) - 1;
    const int window = std::min(pos.halfmove_clock(), last);
    for (int back = 4; back <= window; back += 2)
        if (keys_[size_t(last - back)] == pos.key()) return true;
    return false;
}

void Searcher::update_pv(int ply, Move m) {
    pv_[ply][ply] = m;
    const int child_length = pv_length_[ply + 1];
    for (int i = ply + 1; i < child_length; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_length_[ply] = std::max(child_length, ply + 1);
}

int Searcher::search(const Position& pos, int alpha, int beta, int depth, int ply, bool cut_node) {
    const bool pv_node = beta - alpha > 1;
    pv_length_[ply] = ply;
    if (depth <= 0) return quiesce(pos, alpha, beta, ply);
    if (out_of_budget()) return 0;
    ++nodes_;

    if (is_draw(pos)) return 0;
    if (ply >= MAX_PLY - 2) return static_eval(pos);
    // A mate found nearer the root bounds what can be achieved here.
    alpha = std::max(alpha, -MATE_SCORE + ply);
    beta = std::min(beta, MATE_SCORE - ply - 1);
    if (alpha >= beta) return alpha;

    const bool in_check = pos.in_check();
    const ProbeResult hashed = table_.probe(pos.key());
    const Move hash_move = hashed.found ? hashed.move : Move::none();
    const int hash_score = hashed.found ? score_from_table(hashed.score, ply) : 0;
    if (!pv_node && hashed.found && hashed.depth >= depth &&
        usable_bound(hashed.bound, hash_score, beta))
        return hash_score;

    PlyState& state = stack_[ply];
    state.null_move = false;
    state.has_eval = !in_check;
    int eval = 0;
    if (!in_check) {
        eval = hashed.found ? hashed.eval : static_eval(pos);
        state.eval = eval;
        // A stored search result is a better guess than the static evaluation.
        if (hashed.found && hashed.bound != Bound::none &&
            usable_bound(hashed.bound, hash_score, eval + 1) && std::abs(hash_score) < MATE_BOUND)
            eval = hash_score;
    }
    const bool improving =
        !in_check && ply >= 2 && stack_[ply - 2].has_eval && state.eval > stack_[ply - 2].eval;

    if (!pv_node && !in_check) {
        // Reverse futility: far above beta with little depth left, a quiet position holds.
        if (depth <= 7 && eval - 70 * depth + (improving ? 35 : 0) >= beta &&
            std::abs(beta) < MATE_BOUND)
            return eval;
        // Null move: if passing still leaves us above beta, a real move will too (not in
        // pawn endings, where zugzwang makes passing wrong).
        if (depth >= 3 && eval >= beta && !stack_[ply - 1].null_move &&
            has_pieces(pos, pos.side_to_move())) {
            const int reduction = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
            Position child = pos;
            child.do_null_move();
            keys_.push_back(child.key());
            state.move = Move::none();
            state.null_move = true;
            const int score =
                -search(child, -beta, -beta + 1, depth - 1 - reduction, ply + 1, !cut_node);
            keys_.pop_back();
            state.null_move = false;
            if (stopped_) return 0;
            if (score >= beta) return score >= MATE_BOUND ? beta : score;
        }
    }
    // Without a hash move, a deep node's ordering is poor: search it a little shallower
    // (internal iterative reduction).
    if (depth >= 5 && !hash_move.is_ok() && (pv_node || cut_node)) --depth;

    const Move previous = stack_[ply - 1].null_move ? Move::none() : stack_[ply - 1].move;
    MovePicker picker(pos, hash_move, history_, ply, previous, MovePicker::Kind::all);
    if (picker.size() == 0) return in_check ? -MATE_SCORE + ply : 0;

    const int original_alpha = alpha;
    int best_score = -INFINITE_SCORE;
    Move best_move;
    Move quiets[MAX_QUIETS_REMEMBERED];
    int quiet_count = 0;
    int move_count = 0;
    for (Move m = picker.next(); m.is_ok(); m = picker.next()) {
        ++move_count;
        const bool tactical = is_tactical(pos, m);
        const bool losing_capture = tactical && picker.last_was_losing_capture();
        Position child = pos;
        child.do_move(m);
        const bool gives_check = child.in_check();

        // Shallow pruning, once a move has shown we are not getting mated.
        if (best_score > -MATE_BOUND && !in_check && !gives_check) {
            if (!tactical) {
                // Late move pruning: late quiet moves at low depth rarely matter.
                if (depth <= 6 && move_count > (3 + depth * depth) / (improving ? 1 : 2)) continue;
                // Futility: this quiet move cannot lift the score to alpha.
                if (!pv_node && depth <= 6 && eval + 100 + 90 * depth <= alpha) continue;
            } else if (losing_capture && depth <= 5 && !exchange_at_least(pos, m, -90 * depth)) {
                continue;
            }
        }

        keys_.push_back(child.key());
        state.move = m;
        // Check extension, bounded so long checking sequences cannot explode the tree.
        const int extension = gives_check && ply < 2 * root_depth_ ? 1 : 0;
        const int new_depth = depth - 1 + extension;
        int score;
        if (move_count == 1) {
            score = -search(child, -beta, -alpha, new_depth, ply + 1, !pv_node && !cut_node);
        } else {
            int reduction = 0;
            if (depth >= 3 && move_count > 2 && (!tactical || losing_capture)) {
                reduction = reductions_[std::min(depth, 63)][std::min(move_count, 63)];
                if (pv_node) --reduction;
                if (cut_node) ++reduction;
                if (!improving) ++reduction;
                if (gives_check || in_check) --reduction;
                if (!tactical) {
                    reduction -= history_.history[pos.side_to_move()][m.from()][m.to()] / 6000;
                    if (m == history_.killers[ply][0] || m == history_.killers[ply][1]) --reduction;
                }
                reduction = std::clamp(reduction, 0, std::max(0, new_depth - 1));
            }
            score = -search(child, -alpha - 1, -alpha, new_depth - reduction, ply + 1, true);
            if (score > alpha && reduction > 0 && !stopped_)
                score = -search(child, -alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
            if (score > alpha && score < beta && !stopped_)
                score = -search(child, -beta, -alpha, new_depth, ply + 1, false);
        }
        keys_.pop_back();
        if (stopped_) return 0;

        if (score > best_score) {
            best_score = score;
            if (score > alpha) {
                best_move = m;
                if (pv_node) update_pv(ply, m);
                if (score >= beta) {
                    if (!tactical)
                        history_.reward_quiet(pos, m, quiets, quiet_count, depth, ply, previous);
                    break;
                }
                alpha = score;
            }
        }
        if (!tactical && quiet_count < MAX_QUIETS_REMEMBERED) quiets[quiet_count++] = m;
    }

    const Bound bound = best_score >= beta            ? Bound::lower
                        : best_score > original_alpha ? Bound::exact
                                                      : Bound::upper;
    table_.store(pos.key(), best_move, score_to_table(best_score, ply),
                 state.has_eval ? state.eval : 0, depth, bound);
    return best_score;
}

int Searcher::quiesce(const Position& pos, int alpha, int beta, int ply) {
    pv_length_[ply] = ply;
    if (out_of_budget()) return 0;
    ++nodes_;
    if (is_draw(pos)) return 0;
    const bool in_check = pos.in_check();
    if (ply >= MAX_PLY - 2) return in_check ? 0 : static_eval(pos);

    const ProbeResult hashed = table_.probe(pos.key());
    const int hash_score = hashed.found ? score_from_table(hashed.score, ply) : 0;
    if (hashed.found && usable_bound(hashed.bound, hash_score, beta) && beta - alpha == 1)
        return hash_score;

    int best_score = -INFINITE_SCORE;
    int eval = 0;
    if (!in_check) {
        // Standing pat: the side to move need not capture.
        eval = hashed.found ? hashed.eval : static_eval(pos);
        best_score = eval;
        if (eval >= beta) return eval;
        alpha = std::max(alpha, eval);
    }

    MovePicker picker(pos, hashed.found ? hashed.move : Move::none(), history_, ply, Move::none(),
                      MovePicker::Kind::captures);
    if (in_check && picker.size() == 0) return -MATE_SCORE + ply;

    const int original_alpha = alpha;
    Move best_move;
    for (Move m = picker.next(); m.is_ok(); m = picker.next()) {
        if (!in_check) {
            if (picker.last_was_losing_capture()) continue;
            // Delta pruning: even winning the piece would not reach alpha.
            const int gain = SEE_VALUE[pos.captured_type(m)];
            if (m.type() != PROMOTION && eval + gain + DELTA_MARGIN <= alpha) continue;
        }
        Position child = pos;
        child.do_move(m);
        keys_.push_back(child.key());
        const int score = -quiesce(child, -beta, -alpha, ply + 1);
        keys_.pop_back();
        if (stopped_) return 0;
        if (score > best_score) {
            best_score = score;
            if (score > alpha) {
                best_move = m;
                if (score >= beta) break;
                alpha = score;
            }
        }
    }
    const Bound bound = best_score >= beta            ? Bound::lower
                        : best_score > original_alpha ? Bound::exact
                                                      : Bound::upper;
    table_.store(pos.key(), best_move, score_to_table(best_score, ply), in_check ? 0 : eval, 0,
                 bound);
    return best_score;
}

} // namespace escaque::engine
