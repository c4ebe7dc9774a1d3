// escaque bench perft: nodes per second of bulk-counted perft on the usual positions, measured
// side by side with Stockfish's "go perft" on the same positions and depths.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "chess/fen.h"
#include "chess/perft.h"
#include "cli_support.h"
#include "commands.h"
#include "engine/child_process.h"

namespace escaque::tui {

namespace {

using Clock = std::chrono::steady_clock;

struct BenchPosition {
    const char* name;
    const char* fen;
    int depth;
};

constexpr BenchPosition positions[] = {
    {"startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
    {"cpw-pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7},
    {"cpw-pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5},
    {"cpw-pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5},
    {"cpw-pos6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P3/P1NP1N1P/1PP1QPP1/R4RK1 w - - 0 10", 5},
};

struct Measure {
    uint64_t nodes = 0;
    double seconds = 0;
    double nps() const { return seconds > 0 ? double(nodes) / seconds : 0; }
};

Measure measure_ours(const chess::Position& pos, int depth) {
    const auto start = Clock::now();
    const uint64_t nodes = chess::perft(pos, depth);
    return {nodes, std::chrono::duration<double>(Clock::now() - start).count()};
}

// Runs "go perft" in an already started Stockfish; timing runs from the command to the
// "Nodes searched" line, so start-up is not counted.
std::optional<Measure> measure_stockfish(engine::ChildProcess& sf, const char* fen, int depth) {
    sf.write_line(std::string("position fen ") + fen);
    sf.write_line("isready");
    while (auto line = sf.read_line(std::chrono::seconds(10)))
        if (*line == "readyok") break;
    const auto start = Clock::now();
    sf.write_line("go perft " + std::to_string(depth));
    while (auto line = sf.read_line(std::chrono::minutes(10))) {
        if (line->rfind("Nodes searched:", 0) == 0) {
            const double secs = std::chrono::duration<double>(Clock::now() - start).count();
            return Measure{std::stoull(line->substr(15)), secs};
        }
    }
    return std::nullopt;
}

} // namespace

int run_bench_perft(int argc, char** argv) {
    CLI::App app{"Perft speed (bulk-counted) on the usual positions, against Stockfish.",
                 "escaque bench perft"};
    std::string stockfish = "stockfish";
    bool no_stockfish = false;
    int depth_change = 0;
    app.add_option("--stockfish", stockfish, "Stockfish binary to compare with");
    app.add_flag("--no-stockfish", no_stockfish, "measure escaque alone");
    app.add_option("--depth-change", depth_change,
                   "add this to every depth (e.g. -1 for a quick run)")
        ->check(CLI::Range(-4, 1));
    if (auto code = parse_cli(app, argc, argv)) return *code;

    std::optional<engine::ChildProcess> sf;
    if (!no_stockfish) {
        auto spawned = engine::ChildProcess::spawn({stockfish});
        if (!spawned) spawned = engine::ChildProcess::spawn({"/usr/games/stockfish"});
        if (spawned) {
            sf.emplace(std::move(*spawned));
            sf->write_line("uci");
            while (auto line = sf->read_line(std::chrono::seconds(10)))
                if (*line == "uciok") break;
            if (sf->at_eof()) sf.reset();
        }
        if (!sf) std::printf("stockfish not found: measuring escaque alone\n");
    }

    std::printf("%-10s %5s %14s %9s %14s %9s %14s %7s\n", "position", "depth", "nodes", "seconds",
                "escaque n/s", "sf secs", "stockfish n/s", "ratio");
    Measure total_ours, total_sf;
    bool all_agree = true;
    for (const auto& bp : positions) {
        const int depth = bp.depth + depth_change;
        const auto pos = chess::parse_fen(bp.fen);
        const Measure ours = measure_ours(*pos, depth);
        total_ours.nodes += ours.nodes;
        total_ours.seconds += ours.seconds;
        std::printf("%-10s %5d %14llu %9.3f %14.0f", bp.name, depth,
                    static_cast<unsigned long long>(ours.nodes), ours.seconds, ours.nps());
        if (sf) {
            if (const auto theirs = measure_stockfish(*sf, bp.fen, depth)) {
                total_sf.nodes += theirs->nodes;
                total_sf.seconds += theirs->seconds;
                all_agree = all_agree && theirs->nodes == ours.nodes;
                std::printf(" %9.3f %14.0f %6.2fx%s", theirs->seconds, theirs->nps(),
                            ours.nps() / theirs->nps(),
                            theirs->nodes == ours.nodes ? "" : " MISMATCH");
            }
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("%-10s %5s %14llu %9.3f %14.0f", "total", "",
                static_cast<unsigned long long>(total_ours.nodes), total_ours.seconds,
                total_ours.nps());
    if (sf && total_sf.seconds > 0)
        std::printf(" %9.3f %14.0f %6.2fx", total_sf.seconds, total_sf.nps(),
                    total_ours.nps() / total_sf.nps());
    std::printf("\n");
    if (sf) sf->write_line("quit");
    return all_agree ? 0 : 1;
}

} // namespace escaque::tui
