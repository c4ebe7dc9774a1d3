#include "chess/dead/helpmate_search.h"

#include "chess/dead/quick_key.h"

#include "chess/movegen.h"

namespace escaque::chess {

HelpmateSearch::HelpmateSearch(const Position& root, Color winner, const MatingPlan& plan,
                               SearchTable& table, DeadEndFilter& dead_ends)
    : root_(root), winner_(winner), plan_(plan), table_(table), dead_ends_(dead_ends) {}

// What a move costs of the ply budget.
int HelpmateSearch::cost(Variation v, bool after_progress) const {
    if (plain_) return 1;
    switch (v) {
    case Variation::reward:
    case Variation::make_way:
        return 0;
    case Variation::punish:
        return 3;
    default:
        return after_progress ? 0 : 1; // the reply to a step forward is free
    }
}

HelpmateSearch::Outcome HelpmateSearch::pass(int depth, uint64_t node_limit) {
    node_limit_ = node_limit;
    stopped_ = false;
    ply_ = 0;
    // Every position in the table was searched to the end (the ones on the line that was
    // stopped are forgotten as it unwinds), and cut_ still tells whether any was cut short.
    if (depth == stopped_depth_) {
        table_.resume_pass(pass_number_);
    } else {
        pass_number_ = table_.new_pass();
        cut_ = false;
    }
    stopped_depth_ = 0;
    if (search(root_, depth, false)) return Outcome::mate;
    if (stopped_) {
        stopped_depth_ = depth;
        return Outcome::over_budget;
    }
    return cut_ ? Outcome::depth_limited : Outcome::no_mate;
}

// The flag is read once in 256 positions or so, every 30 microseconds. Not when the count is
// a multiple of 256: positions skipped unsearched are counted too, and the count may step over
// one.
bool HelpmateSearch::stop_requested() {
    if (!stop_ || nodes_ < next_stop_check_) return false;
    next_stop_check_ = nodes_ + 256;
    return stop_->load(std::memory_order_relaxed);
}

bool HelpmateSearch::loser_is_mated(const Position& pos) const {
    return pos.side_to_move() != winner_ && pos.in_check() && !has_legal_move(pos);
}

bool HelpmateSearch::search(const Position& pos, int depth, bool after_progress) {
    if (++nodes_ > node_limit_ || stop_requested()) {
        stopped_ = true;
        return false;
    }
    if (depth <= 0 || ply_ >= MAX_PLY) {
        cut_ = true;
        return false;
    }
    if (table_.seen_with(pos.key(), depth)) return false;

    const bool winner_to_move = pos.side_to_move() == winner_;
    MoveList moves = legal_moves(pos);
    // Moves that lead to positions already searched are skipped unplayed; their keys are
    // computed and their entries fetched first, to be in the cache once the moves are sorted.
    Key quick[MAX_MOVES];
    for (int i = 0; i < moves.size(); ++i)
        if ((quick[i] = key_after_simple_move(pos, moves[i]))) table_.prefetch(quick[i]);
    // Order: rewarded moves, moves making way, normal ones, then punished ones.
    Variation kind[MAX_MOVES];
    const bool loser_must_promote = !winner_to_move && plan_.loser_must_promote(pos);
    for (int i = 0; i < moves.size(); ++i)
        kind[i] = plan_.classify(pos, moves[i], loser_must_promote);
    int n = 0;
    for (int pass = 0; pass < VARIATIONS; ++pass)
        for (int i = n; i < moves.size(); ++i)
            if (int(kind[i]) == pass) {
                std::swap(moves.begin()[i], moves.begin()[n]);
                std::swap(quick[i], quick[n]);
                std::swap(kind[i], kind[n++]);
            }

    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        const int child_depth = depth - cost(kind[i], after_progress);
        if (child_depth <= 0 && !winner_to_move) { // the winner would have no move left
            cut_ = true;
            continue;
        }
        // A loser's move into a position already searched at least as deep needs no playing.
        if (!winner_to_move && quick[i] && table_.already_seen_with(quick[i], child_depth))
            continue;
        // So does a winner's move, counted as a position as below. It cannot be the mate: a
        // position with the loser mated is never searched, so never in the table.
        if (winner_to_move && quick[i] && child_depth > 0 && ply_ + 1 < MAX_PLY &&
            table_.already_seen_with(quick[i], child_depth)) {
            ++nodes_;
            continue;
        }
        Position child = pos;
        child.do_move(m);
        if (!quick[i]) table_.prefetch(child.key()); // else fetched and probed above
        dead_ends_.prefetch(pos, m, child);
        line_[ply_] = m;
        if (winner_to_move && loser_is_mated(child)) {
            witness_.assign(line_, line_ + ply_ + 1);
            return true;
        }
        if (child_depth <= 0) { // only a mate counted on the winner's last move
            cut_ = true;
            continue;
        }
        // A position already searched as deep is skipped before the static analysis, which
        // costs as much as several positions: on the 22 slowest positions settled by these
        // searches it ran 21 % less often. It counts as the position that search() would have
        // counted, so that budgets measure what they did; the ply limit still marks the pass
        // cut short, as there. A move with a quick key was probed with it above.
        if (!quick[i] && ply_ + 1 < MAX_PLY && table_.already_seen_with(child.key(), child_depth)) {
            ++nodes_;
            continue;
        }
        if (dead_ends_.hopeless(pos, m, child, true)) continue; // no mate below: complete
        ++ply_;
        const bool found = search(child, child_depth, kind[i] == Variation::reward);
        --ply_;
        if (found) return true;
        if (stopped_) {
            table_.forget(pos.key()); // not searched to the end: the resumed pass must redo it
            return false;
        }
    }
    return false;
}

} // namespace escaque::chess
