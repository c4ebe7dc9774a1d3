#include "game/score_sheet.h"
#include "game_fixture.h"
#include "notation/pgn_reader.h"

using namespace escaque;
using namespace escaque::game;
using test::GameFixture;
using namespace std::chrono_literals;

TEST_CASE("the score sheet: roster, clock comments, offers, claims, result", "[game][pgn]") {
    auto setup = GameFixture::setup(std::string(chess::START_FEN), "90+30", RulesEdition::current,
                                    Strictness::tournament);
    GameFixture f(setup);
    f.time.advance(5s);
    f.play("e2e4");
    f.play("e7e5", true);
    REQUIRE(f.game.claim_draw(f.move("g1f3"))); // false claim: Black +2 min, move played
    REQUIRE(f.game.resign(chess::BLACK));
    const std::string pgn = score_sheet_pgn(f.game, {{"White", "Ana"}, {"Black", "Ben"}});
    std::string flat = pgn; // the writer wraps lines at 80 columns
    for (char& c : flat) c = c == '\n' ? ' ' : c;
    INFO(pgn);
    CHECK(pgn.rfind("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                    "[White \"Ana\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n",
                    0) == 0);
    CHECK(pgn.find("[TimeControl \"5400+30\"]") != std::string::npos);
    CHECK(pgn.find("[Termination \"normal\"]") != std::string::npos);
    CHECK(pgn.find("1. e4 {[%clk 1:30:25]} 1... e5 {(=)} {[%clk 1:30:30]") != std::string::npos);
    CHECK(pgn.find("{(=)}") != std::string::npos);
    CHECK(flat.find("White claims a draw with Nf3: rejected, Black +2:00} 2. Nf3") != std::string::npos);
    CHECK(pgn.find(" 1-0\n") != std::string::npos);
}
