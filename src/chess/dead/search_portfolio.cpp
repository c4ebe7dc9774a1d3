#include "chess/dead/search_portfolio.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <optional>
#include <span>

#include "chess/dead/dead_end.h"
#include "chess/dead/helper_thread.h"
#include "chess/dead/helpmate_search.h"
#include "chess/dead/mating_plan.h"
#include "chess/dead/reachable_positions.h"

namespace escaque::chess {

namespace {

constexpr uint64_t FIRST_QUOTA = 4'000;

// The walk's positions per round, against each aimed search's quota. A walk's position costs
// about 0.6 of a search's (most of its moves lead back to positions known by their quick
// key), and it is the only proof for some fortresses. On the shared set (measured when the
// walk went first only once its layers shrank), 5 searched 72.2 million positions with 632,677
// at the 99th percentile; 4 searched 77.7 million (685,146), 6 74.1 million (675,207), 2 and 8
// more at the 99th percentile. With levelling_off, 4 and 6 still did worse than 5.
constexpr uint64_t WALK_SHARE = 5;

// With two threads the helper has the walk and the corner search, the walk walking on to this
// many times the corner search's quota; the nearest-corner and picture searches take turns on
// the caller's thread. On the shared set (five runs each, against all three aimed searches on
// the caller and the walk alone on the helper) this cut the 99th percentile from 70-74 ms to
// 50-63 ms and the worst from 450-490 ms to 270-380 ms; the 90th percentile was 3.5-4.3 ms
// against 3.6-3.8. Shares 2 and 3 did worse, 12 about the same; the picture search there in
// place of the corner search did a little worse.
constexpr uint64_t HELPER_WALK_SHARE = 8;

// One aimed helpmate search and the depth its next pass will use.
struct AimedSearch {
    AimedSearch(const Position& pos, const Mobility& mobility, Color winner, Aim aim,
                DeadEndFilter& dead_ends, int table)
        : plan(pos, mobility, winner, aim),
          search(pos, winner, plan, thread_search_table(table), dead_ends) {}

    MatingPlan plan;
    HelpmateSearch search;
    int depth = 1;
};

// The ply budget of the pass after one that was cut short. These searches grow slowly with
// depth (often by only 10 to 30 % a ply, since moves toward the plan cost nothing), so passes one
// ply apart mostly repeat each other; growing the budget by half saves that repetition. On the
// shared set of 1,803 positions it cut the nodes searched from 153.6 to 129.8 million; steps of a
// third (141.8M) and doubling (130.8M) did less. A pass deeper than needed only finds a longer
// mate, which shorten_mating_line shortens.
int next_depth(int depth) {
    if (depth >= HelpmateSearch::MAX_PLY) return HelpmateSearch::MAX_PLY + 1; // all were tried
    return std::min(depth + 1 + depth / 2, HelpmateSearch::MAX_PLY);
}

// What settled the question, before the answer is put together.
struct Settled {
    Verdict verdict;
    std::vector<Move> witness;
};

// The searches for one question and the positions they have used of the budget.
class Portfolio {
public:
    Portfolio(const Position& pos, const Mobility& mobility, Color winner, uint64_t node_budget)
        : pos_(pos), winner_(winner), node_budget_(node_budget), dead_ends_(winner),
          other_dead_ends_(~winner),
          aimed_{AimedSearch(pos, mobility, winner, Aim::nearest_corner, dead_ends_, 0),
                 AimedSearch(pos, mobility, winner, Aim::picture, dead_ends_, 1),
                 AimedSearch(pos, mobility, winner, Aim::corner, dead_ends_, 2)} {}

    // One thread: the searches take turns, in rounds whose quota doubles.
    MateAnswer take_turns();

    // Two threads: after a first round of the aimed searches, the walk and the corner search
    // take turns on the helper with their share of the budget while the other two go on here,
    // and the first to settle the question stops the rest. The answer's line and node count
    // then depend on timing; the verdict does not.
    MateAnswer race(HelperThread& helper);

private:
    // `searches` taking turns in rounds, from `quota` on, within `budget` positions counted in
    // `searched`, until one settles the question or `*stop`; with a `walk_share` (not 0), the
    // walk takes its turns too, walking on to walk_share times each round's quota.
    std::optional<Settled> take_turns(std::span<AimedSearch> searches, uint64_t walk_share,
                                      uint64_t quota, uint64_t& searched, uint64_t budget,
                                      const std::atomic<bool>* stop);
    std::optional<Settled> walk_on(uint64_t limit, uint64_t& searched, uint64_t budget,
                                   const std::atomic<bool>* stop);
    std::optional<Settled> aim_on(std::span<AimedSearch> searches, uint64_t quota,
                                  uint64_t& searched, uint64_t budget);
    MateAnswer answer(std::optional<Settled> settled) const;
    void start_walk() { walk_.emplace(pos_, winner_, dead_ends_, &other_dead_ends_); }

    const Position& pos_;
    Color winner_;
    uint64_t node_budget_;
    uint64_t used_ = 0;
    DeadEndFilter dead_ends_;
    DeadEndFilter other_dead_ends_; // for what the walk learns of the other side
    std::array<AimedSearch, 3> aimed_;
    std::optional<ReachableWalk> walk_; // started only if the first round finds nothing
};

// The answer (unknown without `settled`), with what the walk (if it ran) learned of the other
// side.
MateAnswer Portfolio::answer(std::optional<Settled> settled) const {
    MateAnswer a{Verdict::unknown, {}, used_};
    if (settled) {
        a.verdict = settled->verdict;
        a.witness = std::move(settled->witness);
    }
    if (!walk_) return a;
    if (!walk_->winner_mated_line().empty()) {
        a.other_side = Verdict::yes;
        a.other_witness = walk_->winner_mated_line();
    } else if (walk_->met_every_position()) {
        a.other_side = Verdict::no;
    }
    return a;
}

// The walk on to `limit` positions of its own, within the budget.
std::optional<Settled> Portfolio::walk_on(uint64_t limit, uint64_t& searched, uint64_t budget,
                                          const std::atomic<bool>* stop) {
    if (searched >= budget) return std::nullopt;
    if (!walk_) start_walk();
    if (walk_->nodes() >= limit) return std::nullopt;
    const uint64_t before = walk_->nodes();
    const auto outcome = walk_->walk_to(std::min(limit, before + budget - searched), stop);
    searched += walk_->nodes() - before;
    if (outcome == ReachableWalk::Outcome::mate) return Settled{Verdict::yes, walk_->witness()};
    if (outcome == ReachableWalk::Outcome::no_mate) return Settled{Verdict::no, {}};
    return std::nullopt;
}

// Each of `searches` on by `quota` positions, within the budget.
std::optional<Settled> Portfolio::aim_on(std::span<AimedSearch> searches, uint64_t quota,
                                         uint64_t& searched, uint64_t budget) {
    for (AimedSearch& a : searches) {
        if (searched >= budget) break;
        const uint64_t before = a.search.nodes();
        const uint64_t limit = before + std::min(quota, budget - searched);
        for (; a.depth <= HelpmateSearch::MAX_PLY; a.depth = next_depth(a.depth)) {
            const auto outcome = a.search.pass(a.depth, limit);
            if (outcome == HelpmateSearch::Outcome::over_budget) break; // same depth later
            if (outcome == HelpmateSearch::Outcome::depth_limited) continue;
            searched += a.search.nodes() - before;
            if (outcome == HelpmateSearch::Outcome::mate)
                return Settled{Verdict::yes, a.search.witness()};
            return Settled{Verdict::no, {}};
        }
        searched += std::min(a.search.nodes() - before, budget - searched);
    }
    return std::nullopt;
}

std::optional<Settled> Portfolio::take_turns(std::span<AimedSearch> searches, uint64_t walk_share,
                                             uint64_t quota, uint64_t& searched, uint64_t budget,
                                             const std::atomic<bool>* stop) {
    for (; searched < budget && !(stop && *stop); quota *= 2) {
        // A walk running out of new positions is likely to end soon: it goes first.
        if (walk_share && walk_ && walk_->levelling_off())
            if (auto settled = walk_on(walk_share * quota, searched, budget, stop)) return settled;
        if (auto settled = aim_on(searches, quota, searched, budget)) return settled;
        // The walk is the only proof for fortresses that rest on stalemates or tempo: it walks
        // on to walk_share times the quota of each aimed search.
        if (walk_share)
            if (auto settled = walk_on(walk_share * quota, searched, budget, stop)) return settled;
    }
    return std::nullopt;
}

MateAnswer Portfolio::take_turns() {
    // More pieces than a game can have (a FEN may set them) do not pack: no walk then.
    const uint64_t walk_share = ReachableWalk::walkable(pos_) ? WALK_SHARE : 0;
    return answer(take_turns(aimed_, walk_share, FIRST_QUOTA, used_, node_budget_, nullptr));
}

MateAnswer Portfolio::race(HelperThread& helper) {
    const std::span<AimedSearch> first{aimed_.data(), 1}, others{aimed_.data() + 1, 2};
    if (auto settled = aim_on(first, FIRST_QUOTA, used_, node_budget_)) return answer(settled);
    helper.wake_up(); // to be ready once the others have had their first turn
    if (auto settled = aim_on(others, FIRST_QUOTA, used_, node_budget_)) return answer(settled);
    if (used_ >= node_budget_) return answer(std::nullopt);

    // The budget left is shared as the rounds of the single thread's schedule share it.
    const uint64_t left = node_budget_ - used_;
    const uint64_t helper_budget = left / (WALK_SHARE + aimed_.size()) * (WALK_SHARE + 1);
    const uint64_t here_budget = left - helper_budget;
    const std::span<AimedSearch> here{aimed_.data(), 2}, there{aimed_.data() + 2, 1};
    std::atomic<bool> stop{false};
    for (AimedSearch& a : aimed_) a.search.stop_when(&stop);
    start_walk(); // here, so that it uses this thread's memory
    std::optional<Settled> there_settled;
    uint64_t there_used = 0;
    helper.start([&] {
        there_settled =
            take_turns(there, HELPER_WALK_SHARE, 2 * FIRST_QUOTA, there_used, helper_budget, &stop);
        if (there_settled) stop = true;
    });
    std::optional<Settled> here_settled;
    uint64_t here_used = 0;
    try {
        here_settled = take_turns(here, 0, 2 * FIRST_QUOTA, here_used, here_budget, &stop);
    } catch (...) {
        stop = true;
        helper.wait();
        throw;
    }
    if (here_settled) stop = true;
    helper.wait();
    used_ += here_used + there_used;
    return answer(here_settled ? std::move(here_settled) : std::move(there_settled));
}

} // namespace

MateAnswer search_for_mate(const Position& pos, const Mobility& mobility, Color winner,
                           uint64_t node_budget, bool helper_thread) {
    Portfolio portfolio(pos, mobility, winner, node_budget);
    HelperThread* const helper =
        helper_thread && ReachableWalk::walkable(pos) ? HelperThread::for_this_thread() : nullptr;
    return helper ? portfolio.race(*helper) : portfolio.take_turns();
}

} // namespace escaque::chess
