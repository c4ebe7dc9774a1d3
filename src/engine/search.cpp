// Iterative deepening, the root move loop and the choice of the move to play.
#include "engine/search.h"

#include <algorithm>
#include <cmath>

#include "chess/movegen.h"
#include "engine/evaluation.h"
#include "engine/seed_mix.h"

namespace escaque::engine {

using namespace chess;

namespace {
constexpr int ASPIRATION_WINDOW = 20;
} // namespace

Score to_uci_score(int score) {
    if (score >= MATE_BOUND) return Score::mate_in((MATE_SCORE - score + 1) / 2);
    if (score <= -MATE_BOUND) return Score::mate_in(-(MATE_SCORE + score) / 2);
    return Score::cp(score);
}

Searcher::Searcher(TranspositionTable& table) : table_(table) {
    // Late move reductions grow with both the depth left and the move's place in the order.
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m)
            reductions_[d][m] = int(0.75 + std::log(double(d)) * std::log(double(m)) / 2.25);
}

SearchOutcome Searcher::run(const GameLine& game, const SearchPlan& plan,
                            const std::atomic<bool>& stop, const Progress& progress) {
    plan_ = plan;
    stop_flag_ = &stop;
    started_ = SteadyClock::now();
    nodes_ = 0;
    next_check_ = 0;
    stopped_ = false;
    keys_ = game.keys();
    table_.new_search();
    for (auto& killers : history_.killers) killers[0] = killers[1] = Move::none();

    const Position& root = game.current();
    root_moves_.clear();
    {
        const ProbeResult hashed = table_.probe(root.key());
        MovePicker picker(root, hashed.found ? hashed.move : Move::none(), history_, 0,
                          Move::none(), MovePicker::Kind::all);
        for (Move m = picker.next(); m.is_ok(); m = picker.next())
            root_moves_.push_back(RootMove{m, -INFINITE_SCORE, {}});
    }
    SearchOutcome outcome;
    if (root_moves_.empty()) return outcome;
    outcome.best = root_moves_.front().move;
    outcome.pv = {outcome.best};

    int score = 0;
    for (int depth = 1; depth <= plan_.max_depth && depth < MAX_PLY; ++depth) {
        root_depth_ = depth;
        // Aspiration: search a narrow window around the last score, widen when it fails.
        int window = ASPIRATION_WINDOW;
        int alpha = -INFINITE_SCORE, beta = INFINITE_SCORE;
        if (depth >= 5 && plan_.choice_margin == 0) {
            alpha = std::max(score - window, -INFINITE_SCORE);
            beta = std::min(score + window, INFINITE_SCORE);
        }
        for (;;) {
            score = search_root(root, alpha, beta, depth);
            if (stopped_) break;
            if (score <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = std::max(score - window, -INFINITE_SCORE);
            } else if (score >= beta) {
                beta = std::min(score + window, INFINITE_SCORE);
            } else {
                break;
            }
            window += window / 2 + 10;
        }
        // A root move whose search completed with a better score is trusted even when the
        // iteration was cut short.
        std::stable_sort(root_moves_.begin(), root_moves_.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        if (stopped_ && root_moves_.front().score == -INFINITE_SCORE) break;
        if (!stopped_) {
            outcome.depth = depth;
            if (progress) progress(progress_info(depth));
        }
        outcome.best = root_moves_.front().move;
        outcome.score = root_moves_.front().score;
        outcome.pv = root_moves_.front().pv;
        if (stopped_) break;
        if (root_moves_.size() == 1 && plan_.hard_deadline) break; // a forced move: play it
        if (plan_.soft_deadline && SteadyClock::now() >= *plan_.soft_deadline) break;
        if (std::abs(score) >= MATE_BOUND && depth >= 2 * (MATE_SCORE - std::abs(score)) + 4)
            break; // the mate is found and proven shortest enough
    }
    if (plan_.choice_margin > 0 && outcome.depth > 0) {
        outcome.best = pick_root_move();
        for (const RootMove& rm : root_moves_)
            if (rm.move == outcome.best) {
                outcome.score = rm.score;
                outcome.pv = rm.pv;
            }
    }
    outcome.nodes = nodes_;
    outcome.elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - started_);
    return outcome;
}

int Searcher::search_root(const Position& pos, int alpha, int beta, int depth) {
    int best_score = -INFINITE_SCORE;
    pv_length_[0] = 0;
    stack_[0] = PlyState{};
    // Scores are of this iteration only; a move not searched yet keeps its place in the order.
    for (RootMove& rm : root_moves_) rm.score = -INFINITE_SCORE;
    for (size_t i = 0; i < root_moves_.size(); ++i) {
        RootMove& rm = root_moves_[i];
        Position child = pos;
        child.do_move(rm.move);
        keys_.push_back(child.key());
        stack_[0].move = rm.move;
        const int new_depth = depth - 1 + (child.in_check() ? 1 : 0);
        int score;
        // With a choice margin every move near the best needs a true score, so the window
        // stays open down to the margin below the best so far.
        const int floor =
            plan_.choice_margin > 0 ? std::max(alpha, best_score - plan_.choice_margin - 1) : alpha;
        if (i == 0 || plan_.choice_margin > 0) {
            score = -search(child, -beta, -floor, new_depth, 1, false);
        } else {
            score = -search(child, -alpha - 1, -alpha, new_depth, 1, true);
            if (score > alpha && score < beta && !stopped_)
                score = -search(child, -beta, -alpha, new_depth, 1, false);
        }
        keys_.pop_back();
        if (stopped_) break;
        best_score = std::max(best_score, score);
        if (score > floor || i == 0) {
            rm.score = score;
            rm.pv.assign(1, rm.move);
            rm.pv.insert(rm.pv.end(), pv_[1] + 1, pv_[1] + pv_length_[1]);
        }
        if (score > alpha && plan_.choice_margin == 0) {
            alpha = score;
            if (score >= beta) break;
        }
    }
    return best_score;
}

Move Searcher::pick_root_move() const {
    const int best = root_moves_.front().score;
    if (std::abs(best) >= MATE_BOUND) return root_moves_.front().move; // never miss a mate
    std::vector<std::pair<Move, int>> candidates;
    int total = 0;
    for (const RootMove& rm : root_moves_) {
        const int behind = best - rm.score;
        if (rm.score == -INFINITE_SCORE || behind > plan_.choice_margin) continue;
        const int weight = plan_.choice_margin + 1 - behind;
        candidates.emplace_back(rm.move, weight);
        total += weight;
    }
    if (candidates.empty()) return root_moves_.front().move;
    int ticket = int(seed_mix(plan_.seed ^ keys_.back() ^ 0x5EED) % uint64_t(total));
    for (const auto& [move, weight] : candidates) {
        if (ticket < weight) return move;
        ticket -= weight;
    }
    return candidates.front().first;
}

SearchInfo Searcher::progress_info(int depth) const {
    SearchInfo info;
    info.depth = depth;
    info.score = to_uci_score(root_moves_.front().score);
    info.nodes = nodes_;
    info.time_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - started_)
            .count();
    info.pv = root_moves_.front().pv;
    return info;
}

int Searcher::static_eval(const Position& pos) const {
    int eval = evaluate(pos);
    if (plan_.eval_noise > 0) {
        const uint64_t h = seed_mix(pos.key() ^ plan_.seed);
        eval += int(h % uint64_t(2 * plan_.eval_noise + 1)) - plan_.eval_noise;
    }
    return eval;
}

bool Searcher::out_of_budget() {
    if (stopped_) return true;
    if (nodes_ < next_check_) return false;
    next_check_ = nodes_ + 512;
    if (stop_flag_->load(std::memory_order_relaxed)) stopped_ = true;
    if (plan_.max_nodes && nodes_ >= plan_.max_nodes) stopped_ = true;
    if (plan_.hard_deadline && SteadyClock::now() >= *plan_.hard_deadline) stopped_ = true;
    // Depth 1 always completes, so there is a move to play however short the time.
    if (root_depth_ <= 1 && !stop_flag_->load(std::memory_order_relaxed)) stopped_ = false;
    return stopped_;
}

} // namespace escaque::engine
