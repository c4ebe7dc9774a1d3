#include "chess/dead/helpmate_search.h"

#include "chess/movegen.h"

namespace escaque::chess {

namespace {

// What a move costs of the ply budget.
int cost(Variation v, bool after_progress) {
    switch (v) {
    case Variation::reward:
        return 0;
    case Variation::punish:
        return 3;
    default:
        return after_progress ? 0 : 1; // the reply to a step forward is free
    }
}


} // namespace

HelpmateSearch::HelpmateSearch(const Position& root, Color winner, const MatingPlan& plan,
                               SearchTable& table)
    : root_(root), winner_(winner), plan_(plan), table_(table), dead_ends_(winner, true) {}

HelpmateSearch::Outcome HelpmateSearch::pass(int depth, uint64_t node_limit) {
    node_limit_ = node_limit;
    cut_ = false;
    stopped_ = false;
    ply_ = 0;
    table_.new_pass();
    if (search(root_, depth, false)) return Outcome::mate;
    if (stopped_) return Outcome::over_budget;
    return cut_ ? Outcome::depth_limited : Outcome::no_mate;
}

bool HelpmateSearch::loser_is_mated(const Position& pos) const {
    return pos.side_to_move() != winner_ && pos.in_check() && !has_legal_move(pos);
}

bool HelpmateSearch::search(const Position& pos, int depth, bool after_progress) {
    if (++nodes_ > node_limit_) {
        stopped_ = true;
        return false;
    }
    if (loser_is_mated(pos)) {
        witness_.assign(line_, line_ + ply_);
        return true;
    }
    if (depth <= 0 || ply_ >= MAX_PLY) {
        cut_ = true;
        return false;
    }
    if (table_.seen_with(pos.key(), depth)) return false;

    const bool winner_to_move = pos.side_to_move() == winner_;
    MoveList moves = legal_moves(pos);
    // Order: rewarded moves, then normal ones, then punished ones.
    Variation kind[MAX_MOVES];
    int n = 0;
    for (int pass = 0; pass < 3; ++pass)
        for (int i = n; i < moves.size(); ++i) {
            const Variation v = plan_.classify(pos, moves[i]);
            if (int(v) == pass) {
                std::swap(moves.begin()[i], moves.begin()[n]);
                kind[n++] = v;
            }
        }

    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        const int child_depth = depth - cost(kind[i], after_progress);
        // The winner's last move must give check; the loser's last move leaves no mate.
        const bool last_move = child_depth <= 0 && !winner_to_move;
        if (last_move) {
            cut_ = true;
            continue;
        }
        Position child = pos;
        child.do_move(m);
        if (child_depth <= 0) { // winner's move with no budget left: only a mate counts
            line_[ply_] = m;
            if (child.in_check() && !has_legal_move(child)) {
                witness_.assign(line_, line_ + ply_ + 1);
                return true;
            }
            cut_ = true;
            continue;
        }
        if (dead_ends_.hopeless(pos, m, child)) continue; // no mate below: a complete answer
        line_[ply_++] = m;
        const bool found = search(child, child_depth, kind[i] == Variation::reward);
        --ply_;
        if (found) return true;
        if (stopped_) return false;
    }
    return false;
}

} // namespace escaque::chess
