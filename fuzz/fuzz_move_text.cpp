// Moves as a player types them (notation::parse_move_text, the one entry of move input in
// every mode): the first byte picks the position, the letters (English / Spanish) and the
// promotion option; the rest is the typed text. An accepted move must be legal there, and the
// move written back as SAN, long algebraic and UCI must be read as the same move.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "fuzz_check.h"
#include "notation/move_input.h"
#include "notation/san.h"

using namespace escaque;
using namespace escaque::notation;

namespace {

struct Start {
    const char* fen;
    bool chess960;
};

// Positions with every kind of move: castling both ways, e.p., promotions with and without
// capture, pins, checks, ambiguous knights and rooks, Chess960 castling.
constexpr Start starts[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", false},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false},
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false},
    {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", false},
    {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false},
    {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false},
    {"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", false},
    {"3k4/8/8/2N1N3/8/2N1N3/8/R3K2R w - - 0 1", false},
    {"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", true},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true},
    {"rkr5/8/8/8/8/8/8/RKR5 w CAca - 0 1", true},
    {"8/1P6/8/8/8/8/6p1/K6k w - - 0 1", false},
    {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", false},
    {"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", false},
};
constexpr std::size_t start_count = sizeof(starts) / sizeof(starts[0]);

const chess::Position& start_position(std::size_t i) {
    static const auto positions = [] {
        std::vector<chess::Position> all;
        for (const Start& s : starts) {
            auto p = chess::parse_fen(s.fen, {.chess960 = s.chess960});
            if (!p) __builtin_trap(); // a fixed position above is wrong
            all.push_back(*p);
        }
        return all;
    }();
    return positions[i];
}

void read_back(const chess::Position& pos, chess::Move m, const std::string& text,
               const InputOptions& options) {
    const auto again = parse_move_text(pos, text, options);
    if (!again || *again != m) {
        std::fprintf(stderr, "move written as \"%s\" not read back\n", text.c_str());
        __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const chess::Position& pos = start_position((data[0] & 0x0f) % start_count);
    InputOptions options;
    options.letters = (data[0] & 0x10) ? PieceLetters::spanish : PieceLetters::english;
    if (data[0] & 0x20) options.unnamed_promotion = chess::QUEEN;
    const std::string_view typed(reinterpret_cast<const char*>(data + 1), size - 1);

    const auto parsed = parse_move_text(pos, typed, options);
    if (!parsed) return 0;
    const chess::Move m = *parsed;
    FUZZ_CHECK(pos.is_legal(m));
    FUZZ_CHECK(chess::legal_moves(pos).contains(m));

    read_back(pos, m, to_san(pos, m, options.letters), options);
    read_back(pos, m, to_long_algebraic(pos, m, options.letters), options);
    if (!pos.chess960() || m.type() != chess::CASTLING) read_back(pos, m, to_uci(pos, m), options);
    return 0;
}
