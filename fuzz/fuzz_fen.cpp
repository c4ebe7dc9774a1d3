// FEN / X-FEN / Shredder-FEN: parse_fen with the first byte choosing the options; a FEN that
// is accepted must write back to a FEN that reads to the same position, in both castling
// notations, and its legal moves must keep the position's hash key right.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "fuzz_check.h"

using namespace escaque::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    FenOptions options;
    options.chess960 = data[0] & 1;
    options.drop_impossible_castling = data[0] & 2;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    const auto parsed = parse_fen(text, options);
    if (!parsed) {
        FUZZ_CHECK(!parsed.error().field.empty());
        return 0;
    }
    const Position& pos = *parsed;
    FUZZ_CHECK(pos.key() == pos.compute_key());

    // Round trip: written, read again (strictly, in the variant it was read as), same FEN.
    const FenOptions again{.chess960 = pos.chess960(), .drop_impossible_castling = false};
    for (const CastlingNotation notation : {CastlingNotation::automatic, CastlingNotation::shredder}) {
        const std::string fen = to_fen(pos, notation);
        const auto reread = parse_fen(fen, again);
        if (!reread) {
            std::fprintf(stderr, "written FEN refused: %s (%s)\n", fen.c_str(),
                         reread.error().message().c_str());
            __builtin_trap();
        }
        FUZZ_CHECK(to_fen(*reread, notation) == fen);
        FUZZ_CHECK(to_fen(*reread) == to_fen(pos));
        FUZZ_CHECK(reread->key() == pos.key());
    }

    // The moves of an accepted position: legal, and each keeps the incremental key right.
    for (const Move m : legal_moves(pos)) {
        FUZZ_CHECK(pos.is_legal(m));
        Position next = pos;
        next.do_move(m);
        FUZZ_CHECK(next.key() == next.compute_key());
    }
    return 0;
}
