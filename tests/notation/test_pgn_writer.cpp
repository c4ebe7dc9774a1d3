// The PGN writer's export format in detail.
#include <catch2/catch.hpp>

#include "chess/fen.h"
#include "notation/pgn_comments.h"
#include "notation/pgn_reader.h"
#include "notation/pgn_writer.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::notation;

namespace {

PgnGame read_one(std::string_view text) {
    auto games = read_pgn(text);
    REQUIRE(games.size() == 1);
    return std::move(games[0]);
}

} // namespace

TEST_CASE("Seven-tag roster first, in order, with defaults, other tags after", "[pgn][writer]") {
    const PgnGame game = read_one("[ECO \"C20\"]\n[White \"Ana \\\"La Torre\\\"\"]\n"
                                  "[Event \"Club\"]\n[Result \"1-0\"]\n\n1. e4 1-0");
    CHECK(write_pgn(game) == "[Event \"Club\"]\n"
                             "[Site \"?\"]\n"
                             "[Date \"????.??.??\"]\n"
                             "[Round \"?\"]\n"
                             "[White \"Ana \\\"La Torre\\\"\"]\n"
                             "[Black \"?\"]\n"
                             "[Result \"1-0\"]\n"
                             "[ECO \"C20\"]\n"
                             "\n"
                             "1. e4 1-0\n");
}

TEST_CASE("Movetext: numbers, NAGs, comments, clocks, draw offers, variations", "[pgn][writer]") {
    const PgnGame game = read_one("{Start} 1. e4! {[%clk 1:30:58]} e5 2. Nf3 (2. f4 exf4 $6) Nc6 "
                                  "{(=) [%emt 0:00:05.3] quick} 3. Bb5 *");
    const std::string text = write_pgn(game);
    const std::string movetext = text.substr(text.find("\n\n") + 2);
    CHECK(movetext == "{Start} 1. e4 $1 {[%clk 1:30:58]} 1... e5 2. Nf3 (2. f4 exf4 $6) 2... Nc6 "
                      "{(=)}\n{[%emt 0:00:05.3] quick} 3. Bb5 *\n");
}

TEST_CASE("A variation for Black's move starts with its number", "[pgn][writer]") {
    const PgnGame game = read_one("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *");
    const std::string text = write_pgn(game);
    CHECK(text.substr(text.find("\n\n") + 2) == "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *\n");
}

TEST_CASE("Lines wrap at 80 columns, long comments too", "[pgn][writer]") {
    std::string long_comment(3, ' ');
    for (int i = 0; i < 40; ++i) long_comment += "word" + std::to_string(i) + " ";
    const PgnGame game = read_one("1. e4 {" + long_comment +
                                  "} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 "
                                  "5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 *");
    const std::string text = write_pgn(game);
    std::size_t start = 0;
    int lines = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        CHECK(end - start <= 80);
        start = end + 1;
        ++lines;
    }
    CHECK(lines > 12);
    CHECK(read_one(text).mainline.moves[0].comments == game.mainline.moves[0].comments);
}

TEST_CASE("Another start position gets SetUp and FEN, Chess960 its Variant", "[pgn][writer]") {
    PgnGame game;
    game.start = *parse_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    game.mainline.moves.push_back(make_pgn_move(game.start, Move(SQ_E8, SQ_D7)));
    const std::string text = write_pgn(game);
    CHECK(text.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n") !=
          std::string::npos);
    CHECK(text.substr(text.find("\n\n") + 2) == "40... Kd7 *\n");

    PgnGame c960;
    c960.start =
        *parse_fen("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", {.chess960 = true});
    const std::string text960 = write_pgn(c960);
    CHECK(text960.find("[Variant \"Chess960\"]") != std::string::npos);
    const PgnGame back = read_one(text960);
    CHECK(back.start == c960.start);
}

TEST_CASE("Spanish letters and promotions without '='", "[pgn][writer][spanish]") {
    const PgnGame game = read_one("[FEN \"4k3/1P6/8/8/8/8/8/R3K1N1 w Q - 0 1\"]\n"
                                  "1. Nf3 Kd7 2. b8=Q Ke6 3. O-O-O *");
    PgnWriteOptions options;
    options.san = {.letters = PieceLetters::spanish, .promotion_sign = false};
    const std::string text = write_pgn(game, options);
    CHECK(text.substr(text.find("\n\n") + 2) == "1. Cf3 Rd7 2. b8D Re6 3. O-O-O *\n");
}

TEST_CASE("Without comments or variations", "[pgn][writer]") {
    const PgnGame game = read_one("1. e4 {x} (1. d4) e5 {[%clk 0:01:00]} *");
    const std::string text =
        write_pgn(game, PgnWriteOptions{.san = {}, .comments = false, .variations = false});
    CHECK(text.substr(text.find("\n\n") + 2) == "1. e4 e5 *\n");
}

TEST_CASE("Clock times read and written", "[pgn][comments]") {
    CHECK(parse_clock_time("1:30:58") == ClockTime(5458000));
    CHECK(parse_clock_time("01:14:46") == ClockTime(4486000));
    CHECK(parse_clock_time("0:00:05.3") == ClockTime(5300));
    CHECK(parse_clock_time("4:05") == ClockTime(245000));
    CHECK_FALSE(parse_clock_time("1:61:00").has_value());
    CHECK_FALSE(parse_clock_time("soon").has_value());
    CHECK(format_clock_time(ClockTime(5458000)) == "1:30:58");
    CHECK(format_clock_time(ClockTime(5300)) == "0:00:05.3");
    CHECK(format_clock_time(ClockTime(250)) == "0:00:00.25");
    CHECK(format_clock_time(ClockTime(36000000)) == "10:00:00");
}
