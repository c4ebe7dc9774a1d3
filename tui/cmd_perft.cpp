// escaque perft DEPTH [--fen FEN] [--chess960] [--divide]
#include <CLI/CLI.hpp>
#include <cstdio>

#include "chess/fen.h"
#include "chess/perft.h"
#include "chess/uci.h"
#include "cli_support.h"
#include "commands.h"

namespace escaque::tui {

int run_perft(int argc, char** argv) {
    CLI::App app{"Count the leaf nodes of the legal move tree to DEPTH plies.", "escaque perft"};
    int depth = 0;
    std::string fen(chess::START_FEN);
    bool chess960 = false;
    bool divide = false;
    app.add_option("depth", depth, "plies to search")->required()->check(CLI::Range(0, 20));
    app.add_option("--fen", fen, "start from this FEN (X-FEN / Shredder-FEN accepted)");
    app.add_flag("--chess960", chess960, "read castling rights as Chess960 (X-FEN)");
    app.add_flag("--divide", divide, "print each root move (UCI) with its count");
    if (auto code = parse_cli(app, argc, argv)) return *code;

    const auto pos = chess::parse_fen(fen, {.chess960 = chess960});
    if (!pos) {
        std::fprintf(stderr, "escaque perft: bad FEN: %s\n", pos.error().message().c_str());
        return 2;
    }
    uint64_t total = 0;
    if (divide) {
        for (const auto& [move, nodes] : chess::perft_divide(*pos, depth)) {
            std::printf("%s: %llu\n", chess::uci_string(move, pos->chess960()).c_str(),
                        static_cast<unsigned long long>(nodes));
            total += nodes;
        }
        std::printf("\n");
    } else {
        total = chess::perft(*pos, depth);
    }
    std::printf("Nodes searched: %llu\n", static_cast<unsigned long long>(total));
    return 0;
}

} // namespace escaque::tui
