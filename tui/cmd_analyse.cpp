// escaque analyse [--fen FEN] [--moves] [--chess960] [--nodes N]: the facts of one position,
// one per line, ending with whether each side can still checkmate (FIDE 5.2.2 and 6.9) and the
// helpmate line that proves it when it can.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "chess/dead/material.h"
#include "chess/dead/unwinnability.h"
#include "chess/dead/witness.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"
#include "cli_support.h"
#include "commands.h"
#include "notation/san.h"

namespace escaque::tui {

namespace {

const char* yes_no(bool b) {
    return b ? "yes" : "no";
}

const char* colour_name(chess::Color c) {
    return c == chess::WHITE ? "white" : "black";
}

std::string uci_line(chess::Position pos, const std::vector<chess::Move>& line) {
    std::string text;
    for (const chess::Move m : line) {
        if (!text.empty()) text += ' ';
        text += chess::uci_string(m, pos.chess960());
        pos.do_move(m);
    }
    return text;
}

// "1. f3 e5 2. g4 Qh4#", or "12... Kg8 13. Qh7#" when Black moves first.
std::string san_line(chess::Position pos, const std::vector<chess::Move>& line) {
    std::string text;
    bool first = true;
    for (const chess::Move m : line) {
        if (!text.empty()) text += ' ';
        if (pos.side_to_move() == chess::WHITE || first)
            text += std::to_string(pos.fullmove_number()) +
                    (pos.side_to_move() == chess::WHITE ? ". " : "... ");
        text += notation::to_san(pos, m, notation::PieceLetters::english);
        pos.do_move(m);
        first = false;
    }
    return text;
}

// Extra positions searched for a shorter line than the analysis found, for display.
constexpr uint64_t SHORTER_LINE_NODES = 200'000;

void print_mate_answer(const chess::Position& pos, chess::Color side,
                       const chess::MateAnswer& answer) {
    std::printf("%s can mate: %s\n", colour_name(side), chess::to_string(answer.verdict));
    if (answer.verdict != chess::Verdict::yes) return;
    if (answer.witness.empty()) {
        std::printf("%s mate line: (already checkmate)\n", colour_name(side));
        return;
    }
    const std::vector<chess::Move> line =
        chess::shortest_mating_line(pos, side, answer.witness, SHORTER_LINE_NODES);
    std::printf("%s mate line: %s\n", colour_name(side), uci_line(pos, line).c_str());
    std::printf("%s mate line san: %s\n", colour_name(side), san_line(pos, line).c_str());
}

} // namespace

int run_analyse(int argc, char** argv) {
    CLI::App app{"Print the facts of a position: checks, legal moves, mate, stalemate, "
                 "insufficient material, whether each side can still checkmate, dead position.",
                 "escaque analyse"};
    std::string fen(chess::START_FEN);
    bool list_moves = false;
    bool chess960 = false;
    uint64_t nodes = chess::SearchBudget{}.nodes;
    app.add_option("--fen", fen,
                   "the position (X-FEN / Shredder-FEN accepted; default: the starting position)");
    app.add_flag("--moves", list_moves, "also list every legal move as UCI and SAN");
    app.add_flag("--chess960", chess960, "read castling rights as Chess960 (X-FEN)");
    app.add_option("--nodes", nodes,
                   "search budget for each side, in positions (1 to 2^40; default " +
                       std::to_string(nodes) + ")")
        ->type_name("N")
        ->check(CLI::Range(uint64_t(1), uint64_t(1) << 40).description(""));
    if (auto code = parse_cli(app, argc, argv)) return *code;

    const auto parsed = chess::parse_fen(fen, {.chess960 = chess960});
    if (!parsed) {
        std::fprintf(stderr, "escaque analyse: bad FEN: %s\n", parsed.error().message().c_str());
        return 2;
    }
    const chess::Position& pos = *parsed;
    const chess::MoveList moves = chess::legal_moves(pos);
    std::printf("side to move: %s\n", colour_name(pos.side_to_move()));
    std::printf("in check: %s\n", yes_no(pos.in_check()));
    std::printf("legal moves: %d\n", moves.size());
    std::printf("checkmate: %s\n", yes_no(chess::is_checkmate(pos)));
    std::printf("stalemate: %s\n", yes_no(chess::is_stalemate(pos)));
    std::printf("insufficient material: %s\n", yes_no(chess::is_insufficient_material(pos)));

    const chess::DeadPositionAnswer dead = chess::analyse_dead_position(pos, {nodes});
    print_mate_answer(pos, chess::WHITE, dead.white);
    print_mate_answer(pos, chess::BLACK, dead.black);
    std::printf("dead: %s\n", chess::to_string(dead.dead));

    if (list_moves)
        for (const chess::Move m : moves)
            std::printf("%s %s\n", chess::uci_string(m, pos.chess960()).c_str(),
                        notation::to_san(pos, m, notation::PieceLetters::english).c_str());
    return 0;
}

} // namespace escaque::tui
