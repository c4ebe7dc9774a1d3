#include "game/score_sheet.h"
#include "game/recorded_note.h"
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

TEST_CASE("the score sheet says why a game ended where the tags cannot", "[game][pgn]") {
    const auto flat = [](std::string pgn) {
        for (char& c : pgn) c = c == '\n' ? ' ' : c;
        return pgn;
    };
    // A flag with a bare king against it: "time forfeit" yet drawn (6.9).
    GameFixture bare(GameFixture::setup("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1", "1+0"));
    bare.time.advance(61s);
    bare.game.tick();
    std::string pgn = flat(score_sheet_pgn(bare.game, {}));
    INFO(pgn);
    CHECK(pgn.find("[Termination \"time forfeit\"]") != std::string::npos);
    CHECK(pgn.find("{White's flag fell, but Black cannot checkmate} 1/2-1/2") != std::string::npos);

    // Fivefold repetition, current edition: no claim, so no note but this one.
    GameFixture five(GameFixture::setup());
    for (int round = 0; round < 4; ++round)
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) five.play(m);
    pgn = flat(score_sheet_pgn(five.game, {}));
    CHECK(pgn.find("{Fivefold repetition} 1/2-1/2") != std::string::npos);

    // The last illegal move against a side that cannot mate: the note says the draw.
    auto record = GameFixture::setup("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", "90+30",
                                     RulesEdition::current, Strictness::tournament);
    record.recording = true;
    GameFixture illegal(record);
    REQUIRE(illegal.game.record_illegal_move(chess::WHITE));
    REQUIRE(illegal.game.record_illegal_move(chess::WHITE));
    pgn = flat(score_sheet_pgn(illegal.game, {}));
    CHECK(pgn.find("White illegal move 2: would lose, but Black cannot checkmate}") !=
          std::string::npos);
    CHECK(pgn.find(": loses") == std::string::npos);
}

TEST_CASE("notes read back from a score sheet count illegal moves and give their time",
          "[game][pgn]") {
    auto setup = GameFixture::setup(std::string(chess::START_FEN), "90+30", RulesEdition::current,
                                    Strictness::tournament);
    setup.recording = true;
    GameFixture f(setup);
    f.play("e2e4");
    f.game.take_recorded_notes({"White illegal move 1, Black +2:00", "A fine move"});
    CHECK(f.game.illegal_moves(chess::WHITE) == 1);
    CHECK(f.remaining(chess::BLACK) == 92min);
    CHECK(f.game.plies().back().notes ==
          std::vector<std::string>{"White illegal move 1, Black +2:00", "A fine move"});
    // Other comments, and malformed ones, are only kept.
    f.game.take_recorded_notes({"White illegal move x",
                                "Black claims a draw: rejected, White +1:60",
                                "Fine, White +5:00 extra", "Whitehead claims a draw, Black +1:00"});
    CHECK(f.game.illegal_moves(chess::WHITE) == 1);
    CHECK(f.remaining(chess::WHITE) == 90min + 30s); // e4's increment only
    CHECK(f.game.plies().back().notes.size() == 6);
}

TEST_CASE("the ending is written once, and taken-back incidents keep their notes",
          "[game][pgn]") {
    const auto count_of = [](const std::string& text, const std::string& part) {
        int n = 0;
        for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
            ++n;
        return n;
    };
    // 2001 blitz, flags by claim: the flag's own note and the ending are the same words.
    GameSetup setup = GameFixture::setup(std::string(chess::START_FEN), "5",
                                         RulesEdition::edition2001);
    setup.flags_by_claim = true;
    GameFixture f(setup);
    f.play_all({"e2e4", "e7e5"});
    f.time.advance(6min);
    f.game.tick();
    REQUIRE(f.game.claim_flag(chess::BLACK));
    CHECK(count_of(score_sheet_pgn(f.game, {}), "White's flag fell") == 1);
    CHECK(is_ending_comment("White's flag fell"));
    CHECK(is_ending_comment("Black resigns, but White cannot checkmate"));
    CHECK_FALSE(is_ending_comment("White illegal move 1, Black +2:00"));

    // An illegal move recorded, then the moves retraced: its note stays on the score sheet.
    auto record = GameFixture::setup(std::string(chess::START_FEN), "90+30",
                                     RulesEdition::current, Strictness::tournament);
    record.recording = true;
    GameFixture r(record);
    r.play_all({"e2e4", "e7e5", "g1f3"});
    REQUIRE(r.game.record_illegal_move(chess::BLACK));
    REQUIRE(r.game.retrace(1));
    CHECK(r.game.plies().back().notes ==
          std::vector<std::string>{"Black illegal move 1, White +2:00"});
}
