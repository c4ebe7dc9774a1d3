#include "game_fixture.h"

using namespace escaque;
using namespace escaque::game;
using test::GameFixture;
using namespace std::chrono_literals;

TEST_CASE("checkmate ends the game at once", "[game][endings]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"f2f3", "e7e5", "g2g4", "d8h4"});
    CHECK(f.game.result().outcome == Outcome::black_wins);
    CHECK(f.game.result().reason == Termination::checkmate);
    const auto events = f.game.take_events();
    CHECK(f.count_events<GameOver>(events) == 1);
    CHECK(f.count_events<MoveMade>(events) == 4);
    const auto refused = f.game.play(chess::Move(chess::SQ_A2, chess::SQ_A3));
    REQUIRE_FALSE(refused);
    CHECK(refused.error().reason == Refusal::game_over);
}

namespace {
// Time that passes a millisecond every time it is read: whatever runs between the press of the
// clock and the end of the game (a dead-position analysis) costs time.
class TickingTimeSource final : public clock::TimeSource {
public:
    clock::TimePoint now() const override { return now_ += 1ms; }

private:
    mutable clock::TimePoint now_ = clock::TimePoint{} + std::chrono::hours(1000);
};
} // namespace

TEST_CASE("a move that ends the game stops the clocks as it is made", "[game][endings][clock]") {
    for (const char* fen_and_move : {"k7/8/8/2Q5/8/8/8/7K w - - 0 1|c5b6",      // stalemate
                                     "4k3/8/4K3/8/8/8/8/7R w - - 0 1|h1h8",      // mate
                                     "4k3/8/8/8/8/3n4/3K4/4B3 w - - 0 1|d2d3"}) { // dead
        const std::string text = fen_and_move;
        const std::string fen = text.substr(0, text.find('|'));
        TickingTimeSource time;
        Game game(time, GameFixture::setup(fen, "3+2"));
        REQUIRE(game.start());
        REQUIRE(game.play(chess::move_from_uci(game.position(), text.substr(text.find('|') + 1))));
        INFO(fen);
        REQUIRE(game.over());
        // Black never had the move: his clock stopped where the press left it, to the tick,
        // not after the ending was found (a moment less reads as "two minutes fifty-nine").
        const clock::Duration recorded =
            game.plies().back().clock_after.side(clock::Side::black).remaining;
        CHECK(recorded == 3min);
        CHECK(game.clock().remaining(clock::Side::black) == recorded);
    }
}

TEST_CASE("stalemate draws", "[game][endings]") {
    GameFixture f(GameFixture::setup("7k/5Q2/8/6K1/8/8/8/8 w - - 0 1"));
    f.play("g5g6");
    CHECK(f.game.result().outcome == Outcome::draw);
    CHECK(f.game.result().reason == Termination::stalemate);
}

TEST_CASE("a capture that leaves bare kings is a dead position", "[game][endings]") {
    GameFixture f(GameFixture::setup("8/8/8/8/8/8/3r4/4K2k w - - 0 1"));
    f.play("e1d2");
    CHECK(f.game.result().outcome == Outcome::draw);
    CHECK(f.game.result().reason == Termination::dead_position);
}

TEST_CASE("fivefold repetition ends the game in the current edition only", "[game][endings]") {
    const auto dance = {"g1f3", "g8f6", "f3g1", "f6g8"};
    for (RulesEdition edition : {RulesEdition::current, RulesEdition::edition2001}) {
        GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "", edition));
        for (int round = 0; round < 4; ++round)
            for (const char* m : dance) f.play(m);
        CHECK(f.game.repetition_count() == 5);
        if (edition == RulesEdition::current) {
            CHECK(f.game.result().reason == Termination::fivefold_repetition);
        } else {
            CHECK_FALSE(f.game.over());
            CHECK(f.game.claimable() == ClaimKind::threefold_repetition);
        }
    }
}

TEST_CASE("the 75-move rule ends the game in the current edition, mate prevails",
          "[game][endings]") {
    GameFixture quiet(GameFixture::setup("8/8/8/4k3/8/8/4K3/R7 w - - 149 100"));
    quiet.play("a1a2");
    CHECK(quiet.game.result().reason == Termination::seventy_five_moves);

    GameFixture old(GameFixture::setup("8/8/8/4k3/8/8/4K3/R7 w - - 149 100", "",
                                       RulesEdition::edition2001));
    old.play("a1a2");
    CHECK_FALSE(old.game.over());

    GameFixture mate(GameFixture::setup("k7/8/1K6/8/8/8/8/7R w - - 149 100"));
    mate.play("h1h8");
    CHECK(mate.game.result().reason == Termination::checkmate);
}

TEST_CASE("a flag loses, unless the opponent cannot mate", "[game][endings][flag]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "1+0"));
    f.time.advance(59s);
    f.game.tick();
    CHECK_FALSE(f.game.over());
    f.time.advance(1s);
    f.game.tick();
    CHECK(f.game.result().outcome == Outcome::black_wins);
    CHECK(f.game.result().reason == Termination::time_forfeit);
    CHECK(f.game.result().side == chess::WHITE);

    // White to move with a queen; Black has a bare king and cannot mate: 6.9 makes it a draw.
    GameFixture bare(GameFixture::setup("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1", "1+0"));
    bare.time.advance(61s);
    bare.game.tick();
    CHECK(bare.game.result().outcome == Outcome::draw);
    CHECK(bare.game.result().reason == Termination::time_forfeit_cannot_mate);
}

TEST_CASE("a move after the flag fell is refused: the game already ended", "[game][flag]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "1+0"));
    f.time.advance(70s);
    const auto late = f.game.play(f.move("e2e4"));
    REQUIRE_FALSE(late);
    CHECK(f.game.result().reason == Termination::time_forfeit);
}

TEST_CASE("resigning against a bare king: a draw now, a loss in 2001", "[game][endings]") {
    GameFixture now(GameFixture::setup("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1"));
    REQUIRE(now.game.resign(chess::WHITE));
    CHECK(now.game.result().outcome == Outcome::draw);
    CHECK(now.game.result().reason == Termination::resignation_cannot_mate);

    GameFixture old(GameFixture::setup("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1", "",
                                       RulesEdition::edition2001));
    REQUIRE(old.game.resign(chess::WHITE));
    CHECK(old.game.result().outcome == Outcome::black_wins);

    GameFixture normal(GameFixture::setup());
    REQUIRE(normal.game.resign(chess::BLACK));
    CHECK(normal.game.result().outcome == Outcome::white_wins);
    CHECK(normal.game.result().reason == Termination::resignation);
}
