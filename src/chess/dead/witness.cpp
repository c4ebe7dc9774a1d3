#include "chess/dead/witness.h"

#include <unordered_map>

#include "chess/dead/dead_end.h"
#include "chess/dead/helpmate_search.h"
#include "chess/dead/mating_plan.h"
#include "chess/movegen.h"

namespace escaque::chess {

// One pass from the start: from each position reached, the legal move that lands furthest
// along the line (or straight on the latest repetition of the position itself).
std::vector<Move> shorten_mating_line(const Position& start, std::vector<Move> line) {
    std::vector<Position> positions{start};
    positions.reserve(line.size() + 1);
    for (const Move m : line) {
        Position next = positions.back();
        next.do_move(m);
        positions.push_back(next);
    }
    std::unordered_map<Key, size_t> latest; // the last ply at which each position stands
    for (size_t i = 0; i < positions.size(); ++i) latest[positions[i].key()] = i;

    std::vector<Move> shorter;
    for (size_t i = latest[start.key()]; i + 1 < positions.size();) {
        size_t furthest = i + 1;
        Move best = line[i];
        for (const Move m : legal_moves(positions[i])) {
            Position next = positions[i];
            next.do_move(m);
            const auto found = latest.find(next.key());
            if (found != latest.end() && found->second > furthest)
                furthest = found->second, best = m;
        }
        shorter.push_back(best);
        i = furthest;
    }
    return shorter;
}

std::vector<Move> shortest_mating_line(const Position& start, Color winner,
                                       std::vector<Move> line, uint64_t node_budget) {
    line = shorten_mating_line(start, std::move(line));
    if (line.size() <= 1) return line;
    const Mobility mobility = analyse_mobility(start);
    const MatingPlan plan(start, mobility, winner, Aim::nearest_corner);
    DeadEndFilter dead_ends(winner);
    HelpmateSearch search(start, winner, plan, thread_search_table(), dead_ends);
    search.count_every_ply(true);
    for (int plies = 1; plies < int(line.size()); ++plies) {
        const auto outcome = search.pass(plies, node_budget);
        if (outcome == HelpmateSearch::Outcome::mate) return search.witness();
        if (outcome != HelpmateSearch::Outcome::depth_limited) break;
    }
    return line;
}

} // namespace escaque::chess
