#include "engine/hint.h"

#include <atomic>

#include "chess/movegen.h"
#include "engine/search.h"
#include "engine/transposition_table.h"

namespace escaque::engine {

std::optional<chess::Move> suggest_move(const GameLine& game, uint64_t nodes) {
    if (!chess::has_legal_move(game.current())) return std::nullopt;
    TranspositionTable table(4);
    Searcher searcher(table);
    SearchPlan plan;
    plan.max_nodes = nodes;
    const std::atomic<bool> never{false};
    const SearchOutcome outcome = searcher.run(game, plan, never);
    if (!outcome.best.is_ok() || !game.current().is_legal(outcome.best)) return std::nullopt;
    return outcome.best;
}

} // namespace escaque::engine
