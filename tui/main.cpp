// escaque: the speaking chess board, clock and scoresheet. Dispatches to the subcommands.
#include <cstdio>
#include <cstring>
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
    {"pgn", escaque::tui::run_pgn, "read PGN files and print them back in export format"},
};

constexpr Subcommand benchmarks[] = {
    {"perft", escaque::tui::run_bench_perft, "move generation speed, side by side with Stockfish"},
    {"clock", escaque::tui::run_bench_clock, "clock exactness, event lateness and idle CPU"},
    {"pgn", escaque::tui::run_bench_pgn, "PGN reading and replay speed"},
};

void print_usage(std::FILE* out) {
    std::fprintf(out, "usage: escaque <command> [options]\n\ncommands:\n");
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
    if (argc < 2) {
        print_usage(stderr);
        return 2;
    }
    const std::string_view command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        print_usage(stdout);
        return 0;
    }
    if (command == "--version") {
        std::printf("escaque %s\n", ESCAQUE_VERSION);
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
    print_usage(stderr);
    return 2;
}
