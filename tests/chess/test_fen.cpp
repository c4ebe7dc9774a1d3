#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "support/epd.h"

using namespace escaque::chess;

namespace {
std::string error_of(const std::string& fen, FenOptions options = {}) {
    const auto result = parse_fen(fen, options);
    return result ? std::string("(accepted)") : result.error().message();
}
} // namespace

TEST_CASE("the start position round-trips", "[fen]") {
    const auto pos = parse_fen(START_FEN);
    REQUIRE(pos);
    CHECK(to_fen(*pos) == START_FEN);
    CHECK(to_fen(Position()) == START_FEN);
    CHECK(pos->key() == Position().key());
}

TEST_CASE("bad FENs are refused with the field and the problem", "[fen]") {
    CHECK(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -") == "(accepted)");
    CHECK(error_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1") ==
          "placement: has 7 ranks; expected 8 separated by '/'");
    CHECK(error_of("rnbqkbnr/pppppppp/8/8/8/p8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
          "placement: rank 3 has 9 squares; expected 8");
    CHECK(error_of("rnbqkbnr/pppppppp/8/8/8/7/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
          "placement: rank 3 has 7 squares; expected 8");
    CHECK(error_of("rnbqkbnr/pppppppp/8/8/8/3X4/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
          "placement: rank 3 has 'X', which is not a piece letter (PNBRQK pnbrqk) or a digit 1-8");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K2K w - - 0 1") == "placement: 2 white kings");
    CHECK(error_of("8/8/8/8/8/8/8/4K3 w - - 0 1") == "placement: no black king");
    CHECK(error_of("P3k3/8/8/8/8/8/8/4K3 w - - 0 1") ==
          "placement: white pawn on a8; pawns never stand on rank 8");
    CHECK(error_of("4k3/8/8/8/8/8/8/p3K3 w - - 0 1") ==
          "placement: black pawn on a1; pawns never stand on rank 1");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 x - - 0 1") == "side to move: 'x'; expected w or b");
    CHECK(error_of("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1") ==
          "side to move: the side not to move (black) is in check");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w K - 0 1") == "castling: right K but no rook on h1");
    CHECK(error_of("4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1") == "castling: right K but no rook on h1");
    CHECK(error_of("4k3/8/8/8/8/8/8/R2K4 w Q - 0 1") ==
          "castling: right Q but the white king is not on e1");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w X - 0 1") ==
          "castling: 'X' is not a castling letter; expected '-', KQkq or rook files A-H / a-h");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 b - e3 0 1") ==
          "en passant: square e3 but no white pawn on e4");
    CHECK(error_of("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1") ==
          "en passant: square e4 is not on rank 3 with Black to move");
    CHECK(error_of("4k3/8/8/8/4P3/8/8/4K3 b - e9 0 1") ==
          "en passant: 'e9' is not a square; expected '-' or e.g. e3");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w - - x 1") ==
          "halfmove clock: 'x'; expected a number 0 or more");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 0") ==
          "fullmove number: '0'; expected a number 1 or more");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra") ==
          "FEN: has 7 fields; expected 4 to 6: placement, side to move, castling, en passant, "
          "then perhaps halfmove clock and fullmove number");
    CHECK(error_of("") == "FEN: has 0 fields; expected 4 to 6: placement, side to move, "
                          "castling, en passant, then perhaps halfmove clock and fullmove number");
    CHECK(error_of("4k3/8/8/8/8/8/8/4K3").starts_with("FEN: has 1 field; expected 4 to 6"));
}

TEST_CASE("a castling right with the king in a corner is refused", "[fen][chess960]") {
    // Every start position has the king between its rooks: h1 and a1 have none.
    CHECK(error_of("4k3/8/8/8/8/8/8/R6K w A - 0 1") ==
          "castling: right A but the white king is on h1, where no start position has it");
    CHECK(error_of("k6r/8/8/8/8/8/8/4K3 w h - 0 1") ==
          "castling: right h but the black king is on a8, where no start position has it");
    CHECK(error_of("4k3/8/8/8/8/8/8/RK6 w A - 0 1") == "(accepted)");
    CHECK(error_of("r3k2r/8/8/8/8/8/8/R3K2R w KKQkq - 0 1") == "castling: 'K' given twice");
}

TEST_CASE("placements no game can reach are named for a typed game start", "[fen]") {
    const auto unreachable = [](const char* fen) {
        const auto pos = parse_fen(fen);
        REQUIRE(pos);
        const auto e = unreachable_placement(*pos);
        return e ? e->message() : std::string("(reachable)");
    };
    CHECK(unreachable(START_FEN.data()) == "(reachable)");
    CHECK(unreachable("rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
          "placement: 9 white pawns; a side has at most 8");
    CHECK(unreachable("4k3/8/8/8/8/QQQ5/PPPPPPPP/RNBQKBNR w KQ - 0 1") ==
          "placement: 19 white pieces; a side has at most 16");
    CHECK(unreachable("4k3/8/8/8/8/QQ6/PPPPPPP1/R1BQKBNR w KQ - 0 1") ==
          "placement: 2 white pieces beyond the starting set, but only 1 white pawn is "
          "missing that could have promoted");
    CHECK(unreachable("qqqqkqqq/8/8/8/8/8/8/4K3 b - - 0 1") == "(reachable)");
    CHECK(unreachable("4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1") ==
          "placement: black is in check from 3 pieces; no move gives more than two checks");
    CHECK(unreachable("4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1") == "(reachable)");
    // Two bishops on light squares with every pawn still there: one was promoted.
    CHECK(unreachable("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR w - - 0 1") ==
          "placement: 1 white piece beyond the starting set, but no white pawn is missing "
          "that could have promoted");
    // A halfmove clock beyond the moves played stays: positions set up to study the move rules.
    CHECK(unreachable("k7/3N4/1K6/1B6/8/8/8/8 b - - 99 1") == "(reachable)");
}

TEST_CASE("a refused FEN leaves the previous position as it was", "[fen]") {
    Position current;
    const std::string before = to_fen(current);
    if (auto parsed = parse_fen("4k3/8/8/8/8/8/8/4K2K w - - 0 1")) current = *parsed;
    CHECK(to_fen(current) == before);
}

TEST_CASE("the en passant square is kept only when a capture is legal", "[fen]") {
    // No black pawn next to e4: the square is dropped and the key is that of the plain position.
    const auto no_capture = parse_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    REQUIRE(no_capture);
    CHECK(no_capture->en_passant_square() == SQ_NONE);
    CHECK(to_fen(*no_capture) == "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    CHECK(no_capture->key() == parse_fen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1")->key());

    const auto capture = parse_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    REQUIRE(capture);
    CHECK(capture->en_passant_square() == SQ_E3);
    CHECK(capture->key() != parse_fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1")->key());

    // The capturing pawn is pinned along the rank: no legal capture, no en passant square.
    const auto pinned = parse_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
    REQUIRE(pinned);
    CHECK(pinned->en_passant_square() == SQ_NONE);
}

TEST_CASE("impossible castling rights: refused when strict, dropped when importing", "[fen]") {
    const std::string fen = "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1";
    CHECK(error_of(fen) == "castling: right q but the black king is not on e8");
    const auto dropped = parse_fen(fen, {.drop_impossible_castling = true});
    REQUIRE(dropped);
    CHECK(castling_field(*dropped, CastlingNotation::automatic) == "KQ");
}

TEST_CASE("castling fields of the shared X-FEN / Shredder-FEN table", "[fen][chess960]") {
    std::ifstream in(escaque::test::shared_data("chess960/castling-fen.tsv"));
    REQUIRE(in);
    std::string line;
    int rows = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.rfind("input_fen", 0) == 0) continue;
        std::stringstream cols(line);
        std::string fen, shredder, xfen, id;
        std::getline(cols, fen, '\t');
        std::getline(cols, shredder, '\t');
        std::getline(cols, xfen, '\t');
        std::getline(cols, id, '\t');
        INFO(id << ": " << fen);
        const auto pos = parse_fen(fen, {.chess960 = true, .drop_impossible_castling = true});
        REQUIRE(pos);
        CHECK(castling_field(*pos, CastlingNotation::shredder) == shredder);
        CHECK(castling_field(*pos, CastlingNotation::automatic) == xfen);
        // Writing and reading again gives the same position.
        const auto again = parse_fen(to_fen(*pos), {.chess960 = true});
        REQUIRE(again);
        CHECK(again->key() == pos->key());
        ++rows;
    }
    CHECK(rows == 20);
}
