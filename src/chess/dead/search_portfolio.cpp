#include "chess/dead/search_portfolio.h"

#include <algorithm>
#include <array>
#include <optional>

#include "chess/dead/dead_end.h"
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

} // namespace

MateAnswer search_for_mate(const Position& pos, const Mobility& mobility, Color winner,
                           uint64_t node_budget) {
    DeadEndFilter dead_ends(winner);
    DeadEndFilter other_dead_ends(~winner); // for what the walk learns of the other side
    std::array<AimedSearch, 3> aimed{
        AimedSearch(pos, mobility, winner, Aim::nearest_corner, dead_ends, 0),
        AimedSearch(pos, mobility, winner, Aim::picture, dead_ends, 1),
        AimedSearch(pos, mobility, winner, Aim::corner, dead_ends, 2)};
    std::optional<ReachableWalk> walk; // started only if the first round finds nothing
    uint64_t used = 0;
    // The answer, with what the walk (if it ran) learned of the other side.
    const auto answer = [&walk](Verdict verdict, std::vector<Move> witness, uint64_t nodes) {
        MateAnswer a{verdict, std::move(witness), nodes};
        if (!walk) return a;
        if (!walk->winner_mated_line().empty()) {
            a.other_side = Verdict::yes;
            a.other_witness = walk->winner_mated_line();
        } else if (walk->met_every_position()) {
            a.other_side = Verdict::no;
        }
        return a;
    };

    // The walk on to `limit` positions of its own, within the budget; an answer when it
    // settles the question.
    const auto walk_on = [&](uint64_t limit) -> std::optional<MateAnswer> {
        if (used >= node_budget) return std::nullopt;
        if (!walk) walk.emplace(pos, winner, dead_ends, &other_dead_ends);
        if (walk->nodes() >= limit) return std::nullopt;
        const uint64_t before = walk->nodes();
        const auto outcome = walk->walk_to(std::min(limit, before + node_budget - used));
        used += walk->nodes() - before;
        if (outcome == ReachableWalk::Outcome::mate)
            return answer(Verdict::yes, walk->witness(), used);
        if (outcome == ReachableWalk::Outcome::no_mate) return answer(Verdict::no, {}, used);
        return std::nullopt;
    };

    for (uint64_t quota = FIRST_QUOTA; used < node_budget; quota *= 2) {
        // A walk running out of new positions is likely to end soon: it goes first.
        if (walk && walk->levelling_off())
            if (auto settled = walk_on(WALK_SHARE * quota)) return *settled;
        for (AimedSearch& a : aimed) {
            const uint64_t before = a.search.nodes();
            const uint64_t limit = before + std::min(quota, node_budget - used);
            for (; a.depth <= HelpmateSearch::MAX_PLY; a.depth = next_depth(a.depth)) {
                const auto outcome = a.search.pass(a.depth, limit);
                if (outcome == HelpmateSearch::Outcome::mate)
                    return answer(Verdict::yes, a.search.witness(),
                                  used + a.search.nodes() - before);
                if (outcome == HelpmateSearch::Outcome::no_mate)
                    return answer(Verdict::no, {}, used + a.search.nodes() - before);
                if (outcome == HelpmateSearch::Outcome::over_budget) break; // same depth later
            }
            used += std::min(a.search.nodes() - before, node_budget - used);
            if (used >= node_budget) break;
        }
        // The walk is the only proof for fortresses that rest on stalemates or tempo: it walks
        // on to WALK_SHARE times the quota of each aimed search.
        if (auto settled = walk_on(WALK_SHARE * quota)) return *settled;
    }
    return answer(Verdict::unknown, {}, used);
}

} // namespace escaque::chess
