#include "engine/bench.h"

#include <atomic>

#include "chess/fen.h"
#include "engine/search.h"

namespace escaque::engine {

const std::vector<std::string_view>& bench_positions() {
    // Openings, middlegames with tactics, and endgames (pawn race, rook ending, a bare king).
    static const std::vector<std::string_view> positions = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
        "r2q1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PB2BPPP/R2Q1RK1 w - - 0 10",
        "2r2rk1/1bqnbppp/p2ppn2/1p6/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 14",
        "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 15",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "8/8/3k4/8/2K5/8/5R2/8 w - - 0 1",
        "4r1k1/p4ppp/1p6/2p5/2P5/1P3N2/P4PPP/3R2K1 b - - 0 24",
        "8/5pk1/6p1/7p/P6P/6P1/5PK1/8 w - - 0 40",
    };
    return positions;
}

BenchResult run_bench(int depth) {
    BenchResult result;
    TranspositionTable table(16);
    Searcher searcher(table);
    const std::atomic<bool> never{false};
    const auto started = SteadyClock::now();
    for (const std::string_view fen : bench_positions()) {
        const auto pos = chess::parse_fen(fen);
        if (!pos) continue; // the list above is fixed and valid; a test checks it
        table.clear();
        searcher.clear_history();
        SearchPlan plan;
        plan.max_depth = depth;
        result.nodes += searcher.run(GameLine(*pos), plan, never).nodes;
    }
    result.elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - started);
    return result;
}

} // namespace escaque::engine
