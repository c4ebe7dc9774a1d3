// escaque: the speaking chess board, clock and scoresheet. With no subcommand (or only
// options) it is the program; the subcommands serve tests, benchmarks and power users.
#include <cstdio>
#include <string_view>

#include "commands.h"

namespace {

struct Subcommand {
    std::string_view name;
    int (*run)(int, char**);
    std::string_view summary;
};

constexpr Subcommand subcommands[] = {
    {"perft", escaque::tui::run_perft, "count the leaves of the legal move tree"},
    {"pgn", escaque::tui::run_pgn, "read, check and rewrite PGN files"},
    {"match", escaque::tui::run_match, "play engines against each other"},
    {"analyse", escaque::tui::run_analyse, "can each side still checkmate? (dead positions)"},
};

constexpr Subcommand benchmarks[] = {
    {"perft", escaque::tui::run_bench_perft, "move generation speed, side by side with Stockfish"},
    {"pgn", escaque::tui::run_bench_pgn, "PGN reading and writing speed"},
    {"dead", escaque::tui::run_bench_dead, "dead-position analysis speed and answers"},
    {"clock", escaque::tui::run_bench_clock, "clock exactness, event lateness and idle CPU"},
    {"speech", escaque::tui::run_bench_speech, "speech latency and interruption"},
    {"latency", escaque::tui::run_bench_latency,
     "Enter to first audio sample through the main loop; idle CPU"},
};

void print_commands(std::FILE* out) {
    std::fprintf(out, "usage: escaque [options]          the program (escaque --help)\n"
                      "       escaque <command> [options]\n\ncommands:\n");
    for (const auto& c : subcommands)
        std::fprintf(out, "  %-14.*s %.*s\n", int(c.name.size()), c.name.data(),
                     int(c.summary.size()), c.summary.data());
    for (const auto& b : benchmarks)
        std::fprintf(out, "  bench %-8.*s %.*s\n", int(b.name.size()), b.name.data(),
                     int(b.summary.size()), b.summary.data());
    std::fprintf(out, "\nEach command takes --help.\n");
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2 || argv[1][0] == '-') return escaque::tui::run_program(argc, argv);
    const std::string_view command = argv[1];
    if (command == "help") {
        print_commands(stdout);
        return 0;
    }
    if (command == "bench") {
        if (argc >= 3)
            for (const auto& b : benchmarks)
                if (b.name == argv[2]) return b.run(argc - 2, argv + 2);
        std::fprintf(stderr, "escaque bench: expected one of:");
        for (const auto& b : benchmarks)
            std::fprintf(stderr, " %.*s", int(b.name.size()), b.name.data());
        std::fprintf(stderr, "\n");
        return 2;
    }
    for (const auto& c : subcommands)
        if (c.name == command) return c.run(argc - 1, argv + 1);
    std::fprintf(stderr, "escaque: unknown command '%s'\n\n", argv[1]);
    print_commands(stderr);
    return 2;
}
