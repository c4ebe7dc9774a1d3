#include "game_fixture.h"

using namespace escaque;
using namespace escaque::game;
using test::GameFixture;

TEST_CASE("a draw offer made with a move can be accepted", "[game][offers]") {
    GameFixture f(GameFixture::setup());
    f.play("e2e4");
    f.play("e7e5", true);
    CHECK(f.game.pending_offer() == chess::BLACK);
    CHECK(f.game.plies().back().draw_offer);
    REQUIRE(f.game.accept_draw(chess::WHITE));
    CHECK(f.game.result().reason == Termination::agreement);
    CHECK(f.game.result().outcome == Outcome::draw);
}

TEST_CASE("an offer lapses when the opponent moves instead of answering", "[game][offers]") {
    GameFixture f(GameFixture::setup());
    f.play("e2e4");
    f.play("e7e5", true);
    f.take_events_and_ignore();
    f.play("g1f3");
    const auto events = f.game.take_events();
    CHECK(f.count_events<DrawOfferLapsed>(events) == 1);
    CHECK_FALSE(f.game.pending_offer());
    CHECK_FALSE(f.game.accept_draw(chess::WHITE));
}

TEST_CASE("an offer can be declined, one's own offer cannot be accepted", "[game][offers]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"e2e4", "e7e5", "g1f3"});
    REQUIRE(f.game.offer_draw(chess::WHITE));
    const auto own = f.game.accept_draw(chess::WHITE);
    REQUIRE_FALSE(own);
    CHECK(own.error().reason == Refusal::no_offer_to_answer);
    REQUIRE(f.game.decline_draw(chess::BLACK));
    CHECK_FALSE(f.game.pending_offer());
    CHECK_FALSE(f.game.over());
}

TEST_CASE("agreement needs both players to have moved (current 9.1.1)", "[game][offers]") {
    // White's offer before Black has moved could never be accepted: it is refused, with or
    // without a move, and no offer stands.
    GameFixture now(GameFixture::setup());
    const auto first = now.game.offer_refusal(chess::WHITE);
    REQUIRE(first);
    CHECK(first->reason == Refusal::agreement_too_early);
    const auto before_moving = now.game.offer_draw(chess::WHITE);
    REQUIRE_FALSE(before_moving);
    CHECK(before_moving.error().reason == Refusal::agreement_too_early);
    now.play("e2e4", true);
    CHECK_FALSE(now.game.pending_offer());
    const auto after_moving = now.game.offer_draw(chess::WHITE);
    REQUIRE_FALSE(after_moving);
    CHECK(after_moving.error().reason == Refusal::agreement_too_early);
    // Black's offer with his first move stands: White has moved.
    CHECK_FALSE(now.game.offer_refusal(chess::BLACK));
    now.play("e7e5", true);
    REQUIRE(now.game.pending_offer() == chess::BLACK);
    REQUIRE(now.game.accept_draw(chess::WHITE));

    GameFixture old(GameFixture::setup(std::string(chess::START_FEN), "", RulesEdition::edition2001));
    old.play("e2e4", true);
    REQUIRE(old.game.accept_draw(chess::BLACK));
}

TEST_CASE("repeated offers are throttled", "[game][offers]") {
    game::GameSetup setup = GameFixture::setup();
    setup.offers.moves_between = 3;
    GameFixture f(setup);
    f.play_all({"e2e4", "e7e5"});
    f.play("g1f3", true); // offered at move 2
    REQUIRE(f.game.decline_draw(chess::BLACK));
    f.play("b8c6");
    const auto again = f.game.offer_draw(chess::WHITE);
    REQUIRE_FALSE(again);
    CHECK(again.error().reason == Refusal::offer_too_soon_again);
    CHECK(again.error().from_move == 5); // offered at move 2, three moves between
    f.play_all({"f1c4", "g8f6", "d2d3", "f8c5"});
    REQUIRE(f.game.offer_draw(chess::WHITE)); // move 5
}

TEST_CASE("Black's offer after his move counts at that move's number", "[game][offers]") {
    game::GameSetup setup = GameFixture::setup();
    setup.offers.moves_between = 3;
    GameFixture f(setup);
    f.play_all({"e2e4", "e7e5"});
    REQUIRE(f.game.offer_draw(chess::BLACK)); // after 1...e5: Black's move one
    REQUIRE(f.game.decline_draw(chess::WHITE));
    f.play_all({"g1f3", "b8c6"});
    const auto again = f.game.offer_draw(chess::BLACK);
    REQUIRE_FALSE(again);
    CHECK(again.error().from_move == 4);
    f.play_all({"f1c4", "g8f6"});
    CHECK(f.game.offer_refusal(chess::BLACK)); // after 3...Nf6: move three, too soon
    f.play("d2d3");
    CHECK_FALSE(f.game.offer_refusal(chess::BLACK)); // with 4..., as announced
    f.play("f8c5");
    REQUIRE(f.game.offer_draw(chess::BLACK)); // after 4...Bc5: move four
}

TEST_CASE("2001: Black may offer before either side has moved", "[game][offers]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "", RulesEdition::edition2001));
    CHECK_FALSE(f.game.offer_refusal(chess::BLACK));
    REQUIRE(f.game.offer_draw(chess::BLACK));
}

TEST_CASE("a recorded game takes every offer made at the board", "[game][offers]") {
    game::GameSetup setup = GameFixture::setup();
    setup.recording = true; // the throttle is etiquette for play, not for a score sheet
    GameFixture f(setup);
    f.play_all({"e2e4", "e7e5"});
    f.play("g1f3", true);
    REQUIRE(f.game.decline_draw(chess::BLACK));
    f.play("b8c6");
    REQUIRE(f.game.offer_draw(chess::WHITE));
    REQUIRE(f.game.accept_draw(chess::BLACK));
}

TEST_CASE("every offer is marked (=) on the move it goes with", "[game][offers]") {
    SECTION("a wrong claim with the written move stands as an offer with that move") {
        GameFixture f(GameFixture::setup());
        f.play_all({"g1f3", "g8f6", "f3g1", "f6g8", "g1f3"});
        REQUIRE(f.game.claim_draw(f.move("g8f6"))); // the second appearance only: rejected
        REQUIRE_FALSE(f.game.over());
        CHECK(f.game.pending_offer() == chess::BLACK);
        CHECK(f.game.plies().back().san == "Nf6");
        CHECK(f.game.plies().back().draw_offer);
    }
    SECTION("an offer declined before the offerer moved is still marked on his move") {
        GameFixture f(GameFixture::setup());
        f.play_all({"e2e4", "e7e5"});
        REQUIRE(f.game.offer_draw(chess::WHITE)); // White's turn: offered before moving
        REQUIRE(f.game.decline_draw(chess::BLACK)); // as the computer does, at once
        f.play("d2d4");
        CHECK(f.game.plies().back().draw_offer);
        f.play("e5d4");
        CHECK_FALSE(f.game.plies().back().draw_offer);
    }
    SECTION("an offer made before moving is marked on the move that follows") {
        GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "",
                                         RulesEdition::edition2001));
        REQUIRE(f.game.offer_draw(chess::WHITE)); // the 2001 Laws allow it before move one
        f.play("e2e4");
        CHECK(f.game.plies().back().draw_offer);
        CHECK(f.game.pending_offer() == chess::WHITE);
        f.play("e7e5"); // Black answers by moving: the offer lapses, and e5 has no mark
        CHECK_FALSE(f.game.plies().back().draw_offer);
        CHECK_FALSE(f.game.pending_offer());
    }
}
