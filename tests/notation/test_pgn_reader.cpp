// The PGN reader on small texts: tags, comments and clock commands, NAGs, variations as a tree,
// results, start positions, null moves, strict and lenient readings, and errors that name the
// game, line and column without losing the other games.
#include <catch2/catch.hpp>

#include "chess/fen.h"
#include "notation/pgn_reader.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::notation;
using namespace std::chrono_literals;

namespace {

PgnGame read_one(std::string_view text, const PgnReadOptions& options = {}) {
    auto games = read_pgn(text, options);
    REQUIRE(games.size() == 1);
    return std::move(games[0]);
}

std::vector<std::string> sans(const PgnLine& line) {
    std::vector<std::string> out;
    for (const PgnMove& m : line.moves) out.push_back(m.san);
    return out;
}

} // namespace

TEST_CASE("Tags keep their order and resolve escapes", "[pgn][reader]") {
    const PgnGame game = read_one("[Event \"A \\\"big\\\" one\"] [Site \"C:\\\\\"]\n"
                                  "[White \"Ana]\"][Black \"Bea\"]\n\n1. e4 *\n");
    REQUIRE(game.tags.size() == 4);
    CHECK(game.tags[0] == PgnTag{"Event", "A \"big\" one"});
    CHECK(game.tags[1] == PgnTag{"Site", "C:\\"});
    CHECK(*game.tag("White") == "Ana]");
    CHECK(game.tag("Round") == nullptr);
    CHECK(sans(game.mainline) == std::vector<std::string>{"e4"});
}

TEST_CASE("Comments, clock readings and draw offers", "[pgn][reader]") {
    const PgnGame game = read_one("{Before the game}\n"
                                  "1. e4 {[%clk 1:30:58]} {best by test} e5 ; a classic\n"
                                  "2. Nf3 {[%clk 0:00:05.3] [%emt 0:01:02] [%eval 0.3] fine}\n"
                                  "Nc6 {(=)} 3. Bb5 {(=) and a word} *");
    CHECK(game.mainline.comments == std::vector<std::string>{"Before the game"});
    const auto& m = game.mainline.moves;
    REQUIRE(m.size() == 5);
    CHECK(m[0].clock == ClockTime(5458000));
    CHECK(m[0].comments == std::vector<std::string>{"best by test"});
    CHECK(m[1].comments == std::vector<std::string>{"a classic"});
    CHECK(m[2].clock == ClockTime(5300));
    CHECK(m[2].elapsed == ClockTime(62000));
    CHECK(m[2].comments == std::vector<std::string>{"[%eval 0.3] fine"});
    CHECK(m[3].draw_offer);
    CHECK(m[3].comments.empty());
    CHECK(m[4].draw_offer);
    CHECK(m[4].comments == std::vector<std::string>{"and a word"});
}

TEST_CASE("NAGs as $n and as glyphs", "[pgn][reader]") {
    const PgnGame game = read_one("1. e4! e5?! 2. Nf3 $14 Nc6 +- 3. Bb5 \u00b1 $146 *");
    const auto& m = game.mainline.moves;
    CHECK(m[0].nags == std::vector<uint8_t>{1});
    CHECK(m[1].nags == std::vector<uint8_t>{6});
    CHECK(m[2].nags == std::vector<uint8_t>{14});
    CHECK(m[3].nags == std::vector<uint8_t>{18});
    CHECK(m[4].nags == std::vector<uint8_t>{16, 146});
}

TEST_CASE("Variations are kept as a tree", "[pgn][reader]") {
    const PgnGame game =
        read_one("1. e4 (1. d4 d5 (1... Nf6 {Indian}) 2. c4) ({Or} 1. c4) 1... e5 2. Nf3 *");
    CHECK(sans(game.mainline) == std::vector<std::string>{"e4", "e5", "Nf3"});
    const PgnMove& e4 = game.mainline.moves[0];
    REQUIRE(e4.variations.size() == 2);
    CHECK(sans(e4.variations[0]) == std::vector<std::string>{"d4", "d5", "c4"});
    CHECK(e4.variations[1].comments == std::vector<std::string>{"Or"});
    CHECK(sans(e4.variations[1]) == std::vector<std::string>{"c4"});
    const PgnMove& d5 = e4.variations[0].moves[1];
    REQUIRE(d5.variations.size() == 1);
    CHECK(sans(d5.variations[0]) == std::vector<std::string>{"Nf6"});
    CHECK(d5.variations[0].moves[0].comments == std::vector<std::string>{"Indian"});
}

TEST_CASE("A variation with an illegal move is cut, the game goes on", "[pgn][reader]") {
    const PgnGame game = read_one("1. e4 e5 (1... Nf6 2. Qh8) 2. Nf3 *");
    CHECK_FALSE(game.error.has_value());
    CHECK(sans(game.mainline) == std::vector<std::string>{"e4", "e5", "Nf3"});
    CHECK(sans(game.mainline.moves[1].variations.at(0)) == std::vector<std::string>{"Nf6"});
    REQUIRE(game.notices.size() == 1);
    CHECK(game.notices[0].in_variation);
    CHECK(game.notices[0].column == 23); // at "Qh8"
}

TEST_CASE("An error inside a variation leaves no empty variation behind", "[pgn][reader]") {
    // Found by fuzz/fuzz_pgn: the export of such a game read back without the empty variation.
    for (const bool lenient : {true, false}) {
        const PgnGame opened = read_one("1. e4 ( ] *", {.lenient = lenient});
        REQUIRE(opened.error.has_value());
        REQUIRE(opened.ply_count() == 1);
        CHECK(opened.mainline.moves[0].variations.empty());
        const PgnGame cut = read_one("1. e4 e5 (1... Ke7 ] *", {.lenient = lenient});
        REQUIRE(cut.error.has_value());
        REQUIRE(cut.ply_count() == 2);
        CHECK(cut.mainline.moves[1].variations.empty());
        const PgnGame kept = read_one("1. e4 (1. d4 ] *", {.lenient = lenient});
        REQUIRE(kept.mainline.moves[0].variations.size() == 1);
        CHECK(sans(kept.mainline.moves[0].variations[0]) == std::vector<std::string>{"d4"});
    }
}

TEST_CASE("Results: markers, the Result tag, Unicode dashes and halves", "[pgn][reader]") {
    CHECK(read_one("1. e4 1-0").result == GameResult::white_wins);
    CHECK(read_one("1. e4 0-1").result == GameResult::black_wins);
    CHECK(read_one("1. e4 1/2-1/2").result == GameResult::draw);
    CHECK(read_one("1. e4 *").result == GameResult::unknown);
    CHECK(read_one("1. e4 1\u20130").result == GameResult::white_wins);
    CHECK(read_one("1. e4 \u00bd-\u00bd").result == GameResult::draw);
    CHECK(read_one("[Result \"0-1\"]\n1. e4").result == GameResult::black_wins);
    CHECK(read_one("[Result \"+--\"] +--").result == GameResult::white_wins);
    CHECK(read_one("[Result \"+--\"] +--", {.lenient = false}).error.has_value());
}

TEST_CASE("Start positions from SetUp/FEN and Chess960", "[pgn][reader]") {
    const PgnGame setup =
        read_one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *");
    CHECK(to_fen(setup.start) == "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    CHECK(sans(setup.mainline) == std::vector<std::string>{"Kd7", "e4"});
    const PgnGame c960 =
        read_one("[Variant \"Chess960\"]\n[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w "
                 "KQkq - 0 1\"]\n\n1. O-O O-O-O *");
    CHECK(c960.start.chess960());
    CHECK(to_fen(c960.final_position()) == "2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2");
    CHECK(read_one("[Variant \"Atomic\"]\n1. e4 *").error->message ==
          "unsupported variant \"Atomic\"");
    CHECK(read_one("[FEN \"nonsense\"]\n1. e4 *").error.has_value());
}

TEST_CASE("An impossible castling right in the FEN tag is dropped and told", "[pgn][reader]") {
    const char* text = "[FEN \"4k3/8/8/8/8/8/8/4K3 w K - 0 1\"]\n[SetUp \"1\"]\n\n1. Kd2 *\n";
    for (const bool lenient : {false, true}) {
        INFO("lenient " << lenient);
        const PgnGame game = read_one(text, {.lenient = lenient});
        CHECK_FALSE(game.error.has_value());
        CHECK(to_fen(game.start) == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        REQUIRE(game.notices.size() == 1);
        CHECK(game.notices[0].message ==
              "FEN tag, castling: right K but no rook on h1; K is read as -");
        CHECK(game.notices[0].line == 4);
    }
    const PgnGame all = read_one(
        "[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n[SetUp \"1\"]\n\n1. Kd2 *\n");
    REQUIRE(all.notices.size() == 1);
    CHECK(all.notices[0].message ==
          "FEN tag, castling: right Q but no rook on a1; KQkq is read as Kq");
    // Any other fault of the FEN still refuses the game.
    CHECK(read_one("[FEN \"4k3/8/8/8/8/8/8/4K3 w K x 0 1\"]\n[SetUp \"1\"]\n\n1. Kd2 *\n")
              .error.has_value());
}

TEST_CASE("Move numbers, ellipses and escape lines", "[pgn][reader]") {
    const PgnGame game = read_one("% a comment line for the machine\n"
                                  "1.e4 1...e5 2. Nf3 2. .. Nc6\n% another\n3 . Bb5 *");
    CHECK(sans(game.mainline) == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5"});
}

TEST_CASE("Several games, with and without tags and results", "[pgn][reader]") {
    const auto games = read_pgn("[Event \"one\"]\n\n1. e4 e5 1-0\n\n"
                                "1. d4 d5\n\n[Event \"three\"]\n1. c4 *\n"
                                "1. Nf3 Nf6\n\n\n1. g3 *");
    REQUIRE(games.size() == 5);
    CHECK(games[0].number == 1);
    CHECK(games[1].ply_count() == 2);
    CHECK(*games[2].tag("Event") == "three");
    CHECK(games[3].ply_count() == 2);
    CHECK(games[4].ply_count() == 1);
    CHECK(games[4].first_line == 12);
}

TEST_CASE("Errors name game, line and column, the other games still load", "[pgn][reader]") {
    const auto games = read_pgn("[Event \"ok\"]\n\n1. e4 e5 *\n\n"
                                "[Event \"bad\"]\n\n1. e4 e5\n2. Ke3 Nc6 *\n\n"
                                "[Event \"also ok\"]\n\n1. d4 *\n");
    REQUIRE(games.size() == 3);
    CHECK_FALSE(games[0].error.has_value());
    REQUIRE(games[1].error.has_value());
    CHECK(games[1].error->text() ==
          "game 2, line 8, column 4: illegal move \"Ke3\": the king on e1 cannot move to e3");
    CHECK(games[1].ply_count() == 2);
    CHECK(games[2].ply_count() == 1);
    CHECK_FALSE(games[2].error.has_value());

    CHECK(read_one("1. e4 {never closed").error->text() ==
          "game 1, line 1, column 7: found \"{\", expected '}' to close the comment");
    CHECK(read_one("[Event \"x\" 1. e4 *").error->message ==
          "found \"1\", expected ']' to close the tag");
    CHECK(read_one("1. e4 e5 2. Nf3 Xq9 *").error->message == "expected a move, found \"Xq9\"");
    const auto after_bad_tag = read_pgn("[Event x]\n1. e4 *\n[Event \"y\"]\n1. d4 *");
    REQUIRE(after_bad_tag.size() == 2);
    CHECK(after_bad_tag[0].error->text() ==
          "game 1, line 1, column 1: found \"x\", expected '\"' to open the tag value");
    CHECK(after_bad_tag[1].ply_count() == 1);
}

TEST_CASE("Errors carry their kind and word, for other languages", "[pgn][reader]") {
    struct Case {
        const char* text;
        PgnFault fault;
        const char* detail;
    };
    const PgnReadOptions strict{.lenient = false};
    for (const Case c :
         {Case{"1. e4 {never closed", PgnFault::unclosed_comment, "{"},
          Case{"1. e4 $ *", PgnFault::nag_number, "$"},
          Case{"1. e4 ] *", PgnFault::stray_character, "]"},
          Case{"[ \"x\"]\n1. e4 *", PgnFault::tag_name, "\""},
          Case{"[Event x]\n1. e4 *", PgnFault::tag_value_opening, "x"},
          Case{"[Event \"x]\n1. e4 *", PgnFault::tag_value_closing, "x"},
          Case{"[Event \"x\" 1. e4 *", PgnFault::tag_closing, "1"},
          Case{"[Variant \"Atomic\"]\n1. e4 *", PgnFault::unsupported_variant, "Atomic"},
          Case{"1. e4 $300 *", PgnFault::nag_over_255, "300"},
          Case{"( 1. d4 ) 1. e4 *", PgnFault::variation_first, ""},
          Case{"1. e4 ?!? *", PgnFault::unknown_annotation, "?!?"},
          Case{"1. e4 Xq9 *", PgnFault::not_a_move, ""},
          Case{"1. e4 e5 2. Ke3 *", PgnFault::illegal_move, ""},
          Case{"1. e4 ) *", PgnFault::variation_not_opened, ""},
          Case{"1. e4 (1. d4 *", PgnFault::variation_not_closed, ""}}) {
        INFO(c.text);
        const PgnGame game = read_one(c.text, strict);
        REQUIRE(game.error);
        CHECK(game.error->fault == c.fault);
        CHECK(game.error->detail == c.detail);
    }
    const PgnGame bad_fen = read_one("[FEN \"8/8/8 w - - 0 1\"]\n\n*");
    REQUIRE(bad_fen.error);
    CHECK(bad_fen.error->fault == PgnFault::bad_fen);
    REQUIRE(bad_fen.error->fen_error);
    CHECK(bad_fen.error->message == "bad FEN tag: " + bad_fen.error->fen_error->message());
}

TEST_CASE("Strict reading wants canonical SAN, lenient reading notes what it accepted",
          "[pgn][reader]") {
    const std::string_view text = "1. e2e4 e5 2. Ng1f3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. 0-0 *";
    const PgnGame strict = read_one(text, {.lenient = false});
    REQUIRE(strict.error.has_value());
    CHECK(strict.error->message == "\"e2e4\" is not canonical SAN: expected \"e4\"");
    CHECK(strict.ply_count() == 0);
    const PgnGame lenient = read_one(text);
    CHECK_FALSE(lenient.error.has_value());
    CHECK(lenient.ply_count() == 9);
    REQUIRE(lenient.notices.size() == 2); // 0-0 is FIDE's own spelling, fine even when strict
    CHECK(lenient.notices[0].written == "e2e4");
    CHECK(lenient.notices[0].canonical == "e4");
    CHECK(lenient.notices[1].ply == 3);
    CHECK(read_one("1. e4 e5 2. Nf3 Nc6 3. O-O", {.lenient = false}).error.has_value());
}

TEST_CASE("Lenient extras: null moves, e.p., Unicode dashes, <br />, unclosed quotes",
          "[pgn][reader]") {
    const PgnGame null_move = read_one("1. e4 -- 2. d4 Z0 3. c4 *");
    CHECK(sans(null_move.mainline) == std::vector<std::string>{"e4", "--", "d4", "--", "c4"});
    CHECK(null_move.mainline.moves[1].move == Move::none());
    CHECK(read_one("1. e4 -- *", {.lenient = false}).error.has_value());
    const PgnGame ep = read_one("1. e4 d5 2. e5 f5 3. exf6 e.p. *");
    CHECK(ep.ply_count() == 5);
    CHECK(ep.notices.size() == 1);
    const PgnGame dashes = read_one("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O\u2011O *");
    CHECK(dashes.mainline.moves.back().san == "O-O");
    const PgnGame br = read_one("[Event \"x\"]<br /><br />1. e4 e5<br />2. Nf3 *");
    CHECK(br.ply_count() == 3);
    CHECK(*br.tag("Event") == "x");
    CHECK(read_one("[Event \"x\"]<br />1. e4 *", {.lenient = false}).error.has_value());
    const PgnGame quote = read_one("[Event \"Lille]\n[Site \"?\"]\n1. e4 *");
    CHECK(*quote.tag("Event") == "Lille");
    CHECK(*quote.tag("Site") == "?");
    const PgnGame promotion = read_one("[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n1. a8 *");
    CHECK(promotion.mainline.moves.at(0).san == "a8=Q");
}

TEST_CASE("Spanish movetext read with Spanish letters", "[pgn][reader][spanish]") {
    const PgnGame game = read_one("1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Axc6 dxc6 5. O-O Dd6 6. Te1 "
                                  "Ae6 7. d4 Rd7 *",
                                  {.letters = PieceLetters::spanish});
    CHECK_FALSE(game.error.has_value());
    CHECK(sans(game.mainline) == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6",
                                                          "Bxc6", "dxc6", "O-O", "Qd6", "Re1",
                                                          "Be6", "d4", "Kd7"});
}

TEST_CASE("Game helpers for the score sheet", "[pgn][game]") {
    PgnGame game;
    game.set_tag("White", "Ana");
    game.set_tag("White", "Bea");
    CHECK(game.tags.size() == 1);
    CHECK(*game.tag("White") == "Bea");
    Position pos;
    const Move e4(SQ_E2, SQ_E4);
    game.mainline.moves.push_back(make_pgn_move(pos, e4));
    CHECK(game.mainline.moves[0].san == "e4");
    pos.do_move(e4);
    CHECK(game.final_position() == pos);
    CHECK(game.ply_count() == 1);
}
