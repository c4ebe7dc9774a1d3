// Quickplay finish (2001 Art. 10 and App. D; current Guidelines III; RULES.md §6.1) and flags
// by claim (2001 B6-B8): the claim, the rulings, the increment request, and their records.
#include <algorithm>

#include "game/save_file.h"
#include "game/score_sheet.h"
#include "game_fixture.h"

using namespace escaque;
using namespace escaque::game;
using test::GameFixture;
using namespace std::chrono_literals;

namespace {

GameSetup quickplay_setup(const std::string& tc, RulesEdition edition = RulesEdition::current,
                          bool arbiter_present = true) {
    GameSetup s = GameFixture::setup(std::string(chess::START_FEN), tc, edition);
    s.quickplay_finish = true;
    s.arbiter_present = arbiter_present;
    return s;
}

// White to move with `left` on the clock: 1. e4 e5, then White's clock runs down.
void white_to_move_with(GameFixture& f, clock::Duration total, clock::Duration left) {
    f.play_all({"e2e4", "e7e5"});
    f.time.advance(total - left);
    f.game.tick();
    REQUIRE(f.remaining(chess::WHITE) == left);
    f.take_events_and_ignore();
}

template <class E>
const E* find_event(const std::vector<Event>& events) {
    for (const Event& e : events)
        if (const E* found = std::get_if<E>(&e)) return found;
    return nullptr;
}

} // namespace

TEST_CASE("quickplay claims only where a quickplay finish applies", "[game][quickplay]") {
    SECTION("not announced") {
        GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "60"));
        const Action a = f.game.claim_quickplay_finish(QuickplayGround::cannot_win_by_normal_means);
        REQUIRE(!a);
        CHECK(a.error().reason == Refusal::quickplay_not_available);
    }
    SECTION("blitz, in either edition") {
        for (const RulesEdition e : {RulesEdition::current, RulesEdition::edition2001}) {
            CHECK(quickplay_unavailable(quickplay_setup("5", e)));
        }
    }
    SECTION("current: not with an increment; 2001: any quickplay finish but blitz") {
        CHECK(quickplay_unavailable(quickplay_setup("90+30")));
        CHECK(!quickplay_unavailable(quickplay_setup("90+30", RulesEdition::edition2001)));
        CHECK(!quickplay_unavailable(quickplay_setup("60")));
        CHECK(!quickplay_unavailable(quickplay_setup("25")));
    }
    SECTION("two minutes or more on the claimant's clock") {
        GameFixture f(quickplay_setup("60"));
        white_to_move_with(f, 60min, 2min);
        const Action a = f.game.claim_quickplay_finish(QuickplayGround::cannot_win_by_normal_means);
        REQUIRE(!a);
        CHECK(a.error().reason == Refusal::quickplay_time_not_low);
        CHECK(f.game.clock().running());
    }
}

TEST_CASE("an upheld quickplay claim draws, with the record an arbiter needs", "[game][quickplay]") {
    GameFixture f(quickplay_setup("60"));
    white_to_move_with(f, 60min, 90s);
    REQUIRE(f.game.claim_quickplay_finish(QuickplayGround::no_effort_to_win));
    const auto events = f.game.take_events();
    const auto* made = find_event<QuickplayClaimMade>(events);
    REQUIRE(made);
    CHECK(made->by == chess::WHITE);
    CHECK(made->ground == QuickplayGround::no_effort_to_win);
    CHECK(!made->referred);
    CHECK(made->claimant_time == 90s);
    // The clock stops and play waits for the arbiter.
    CHECK(f.game.clock().paused());
    CHECK(f.game.awaiting_arbiter());
    f.time.advance(5min);
    CHECK(f.remaining(chess::WHITE) == 90s);
    const Action move = f.game.play(f.move("g1f3"));
    REQUIRE(!move);
    CHECK(move.error().reason == Refusal::awaiting_arbiter);
    CHECK(f.game.claim_draw().error().reason == Refusal::awaiting_arbiter);

    REQUIRE(f.game.rule_quickplay_claim(QuickplayRuling::upheld));
    CHECK(f.game.result().outcome == Outcome::draw);
    CHECK(f.game.result().reason == Termination::quickplay_finish);
    CHECK(f.game.result().side == chess::WHITE);
    std::string pgn = score_sheet_pgn(f.game, {});
    std::replace(pgn.begin(), pgn.end(), '\n', ' '); // comments wrap
    CHECK(pgn.find("[Termination \"adjudication\"]") != std::string::npos);
    CHECK(pgn.find("quickplay finish rule: the opponent is making no effort") != std::string::npos);
    CHECK(pgn.find("clocks White 1:30, Black 60:00") != std::string::npos);
    CHECK(pgn.find("position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2") !=
          std::string::npos);
}

TEST_CASE("a rejected quickplay claim gives the opponent two minutes and play goes on",
          "[game][quickplay]") {
    for (const RulesEdition edition : {RulesEdition::current, RulesEdition::edition2001}) {
        GameFixture f(quickplay_setup("60", edition));
        white_to_move_with(f, 60min, 1min);
        REQUIRE(f.game.claim_quickplay_finish(QuickplayGround::cannot_win_by_normal_means));
        REQUIRE(f.game.rule_quickplay_claim(QuickplayRuling::rejected));
        const auto events = f.game.take_events();
        const auto* ruled = find_event<QuickplayClaimRuled>(events);
        REQUIRE(ruled);
        CHECK(ruled->ruling == QuickplayRuling::rejected);
        CHECK(ruled->opponent_bonus == 2min);
        CHECK(f.remaining(chess::BLACK) == 62min);
        CHECK(f.remaining(chess::WHITE) == 1min);
        CHECK(f.game.clock().running());
        CHECK(!f.game.awaiting_arbiter());
        f.play("g1f3");
        CHECK(!f.game.over());
        // Nothing is left to rule on.
        CHECK(f.game.rule_quickplay_claim(QuickplayRuling::upheld).error().reason ==
              Refusal::no_ruling_pending);
    }
}

TEST_CASE("a postponed claim is ruled on after a flag falls", "[game][quickplay]") {
    GameFixture f(quickplay_setup("60"));
    white_to_move_with(f, 60min, 30s);
    REQUIRE(f.game.claim_quickplay_finish(QuickplayGround::cannot_win_by_normal_means));
    REQUIRE(f.game.rule_quickplay_claim(QuickplayRuling::postponed_with_bonus));
    CHECK(f.remaining(chess::BLACK) == 62min);
    CHECK(f.game.clock().running());
    CHECK(!f.game.awaiting_arbiter());
    // Postponing twice is not a ruling.
    CHECK(f.game.rule_quickplay_claim(QuickplayRuling::postponed).error().reason ==
          Refusal::ruling_not_possible);
    // A second claim waits for the first.
    CHECK(!f.game.claim_quickplay_finish(QuickplayGround::both));
    f.play("g1f3");
    f.play("b8c6");
    f.take_events_and_ignore();
    f.time.advance(31s); // White's flag falls
    f.game.tick();
    const auto events = f.game.take_events();
    CHECK(find_event<FlagFell>(events));
    const auto* due = find_event<QuickplayRulingDue>(events);
    REQUIRE(due);
    CHECK(due->by == chess::WHITE);
    CHECK(due->flag == chess::WHITE);
    CHECK(!f.game.over());
    CHECK(f.game.awaiting_arbiter());

    SECTION("upheld: a draw, the flag notwithstanding") {
        REQUIRE(f.game.rule_quickplay_claim(QuickplayRuling::upheld));
        CHECK(f.game.result().outcome == Outcome::draw);
        CHECK(f.game.result().reason == Termination::quickplay_finish);
    }
    SECTION("rejected: the flag decides") {
        REQUIRE(f.game.rule_quickplay_claim(QuickplayRuling::rejected));
        CHECK(f.game.result().outcome == Outcome::black_wins);
        CHECK(f.game.result().reason == Termination::time_forfeit);
        CHECK(f.remaining(chess::BLACK) == 62min); // no second bonus after a postponement
    }
}

TEST_CASE("with no arbiter present the claim ends play and is referred", "[game][quickplay]") {
    GameFixture f(quickplay_setup("60", RulesEdition::edition2001, false));
    white_to_move_with(f, 60min, 100s);
    REQUIRE(f.game.claim_quickplay_finish(QuickplayGround::both));
    const auto events = f.game.take_events();
    REQUIRE(find_event<QuickplayClaimMade>(events));
    CHECK(find_event<QuickplayClaimMade>(events)->referred);
    REQUIRE(f.game.quickplay_claim());
    CHECK(f.game.quickplay_claim()->referred);
    CHECK(f.game.awaiting_arbiter());
    CHECK(f.game.rule_quickplay_claim(QuickplayRuling::postponed).error().reason ==
          Refusal::ruling_not_possible);

    SECTION("the record survives saving, and the designated arbiter rules later") {
        const std::string saved = serialize_game(f.game, {});
        const auto parsed = parse_saved_game(saved);
        REQUIRE(parsed);
        test::ManualTimeSource later;
        auto loaded = load_game(later, *parsed);
        REQUIRE(loaded);
        REQUIRE(loaded->quickplay_claim());
        CHECK(loaded->quickplay_claim()->fen == f.game.quickplay_claim()->fen);
        CHECK(loaded->quickplay_claim()->claimant_time == 100s);
        CHECK(loaded->quickplay_claim()->ground == QuickplayGround::both);
        CHECK(loaded->awaiting_arbiter());
        CHECK(!loaded->clock().running());
        REQUIRE(loaded->rule_quickplay_claim(QuickplayRuling::upheld));
        CHECK(loaded->result().reason == Termination::quickplay_finish);
    }
    SECTION("rejected: the opponent wins") {
        REQUIRE(f.game.rule_quickplay_claim(QuickplayRuling::rejected));
        CHECK(f.game.result().outcome == Outcome::black_wins);
        CHECK(f.game.result().reason == Termination::quickplay_claim_rejected);
    }
}

TEST_CASE("the increment request (current III.4) is a draw offer", "[game][quickplay]") {
    SECTION("not in the 2001 Laws") {
        GameFixture f(quickplay_setup("60", RulesEdition::edition2001));
        white_to_move_with(f, 60min, 1min);
        CHECK(f.game.request_quickplay_increment().error().reason ==
              Refusal::quickplay_not_available);
    }
    SECTION("accepted: a draw") {
        GameFixture f(quickplay_setup("60"));
        white_to_move_with(f, 60min, 1min);
        REQUIRE(f.game.request_quickplay_increment());
        const auto events = f.game.take_events();
        REQUIRE(find_event<IncrementRequested>(events));
        CHECK(find_event<IncrementRequested>(events)->increment == 5s);
        REQUIRE(find_event<DrawOffered>(events));
        CHECK(f.game.clock().paused());
        REQUIRE(f.game.accept_draw(chess::BLACK));
        CHECK(f.game.result().reason == Termination::agreement);
    }
    SECTION("declined, no arbiter present: the program grants it") {
        GameFixture f(quickplay_setup("60", RulesEdition::current, false));
        white_to_move_with(f, 60min, 1min);
        REQUIRE(f.game.request_quickplay_increment());
        REQUIRE(f.game.decline_draw(chess::BLACK));
        const auto events = f.game.take_events();
        const auto* ruled = find_event<IncrementRuled>(events);
        REQUIRE(ruled);
        CHECK(ruled->granted);
        CHECK(f.game.quickplay_increment());
        CHECK(f.remaining(chess::BLACK) == 62min);
        CHECK(f.game.clock().running());
        // From now on each completed move gains five seconds.
        f.time.advance(10s);
        f.play("g1f3");
        CHECK(f.remaining(chess::WHITE) == 55s);
        // The move's record has the increment too (a move ending the game restores it).
        CHECK(f.game.plies().back().clock_after.side(clock::Side::white).remaining == 55s);
        f.time.advance(1min);
        f.play("b8c6");
        CHECK(f.remaining(chess::BLACK) == 62min - 1min + 5s);
        CHECK(f.game.request_quickplay_increment().error().reason == Refusal::ruling_not_possible);
    }
    SECTION("declined, arbiter present: the arbiter refuses it") {
        GameFixture f(quickplay_setup("60"));
        white_to_move_with(f, 60min, 1min);
        REQUIRE(f.game.request_quickplay_increment());
        REQUIRE(f.game.decline_draw(chess::BLACK));
        CHECK(f.game.awaiting_arbiter());
        CHECK(!f.game.play(f.move("g1f3")));
        REQUIRE(f.game.rule_increment_request(false));
        CHECK(!f.game.quickplay_increment());
        CHECK(f.remaining(chess::BLACK) == 60min);
        CHECK(f.game.clock().running());
        f.play("g1f3");
    }
}

TEST_CASE("flags by claim: 2001 rapid and blitz only", "[game][flags]") {
    auto setup = [](RulesEdition edition, const std::string& tc) {
        GameSetup s = GameFixture::setup(std::string(chess::START_FEN), tc, edition);
        s.flags_by_claim = true;
        return s;
    };
    CHECK(flags_by_claim_unavailable(setup(RulesEdition::current, "5")));
    CHECK(flags_by_claim_unavailable(setup(RulesEdition::edition2001, "90")));
    CHECK(!flags_by_claim_unavailable(setup(RulesEdition::edition2001, "25")));
    CHECK(!flags_by_claim_unavailable(setup(RulesEdition::edition2001, "5")));

    SECTION("current Laws: the program calls the flag") {
        GameFixture f(setup(RulesEdition::current, "5"));
        f.play_all({"e2e4", "e7e5"});
        f.time.advance(6min);
        f.game.tick();
        CHECK(f.game.result().reason == Termination::time_forfeit);
        CHECK(f.game.claim_flag(chess::BLACK).error().reason == Refusal::game_over);
    }
    SECTION("2001 blitz: a fallen flag waits for the claim") {
        GameFixture f(setup(RulesEdition::edition2001, "5"));
        f.play_all({"e2e4", "e7e5"});
        CHECK(f.game.claim_flag(chess::BLACK).error().reason == Refusal::no_flag_down);
        f.time.advance(6min);
        f.game.tick();
        CHECK(find_event<FlagFell>(f.game.take_events()));
        CHECK(!f.game.over());
        f.play("g1f3"); // the flagged side may still move until the claim
        CHECK(f.game.claim_flag(chess::WHITE).error().reason == Refusal::no_flag_down);
        REQUIRE(f.game.claim_flag(chess::BLACK));
        CHECK(f.game.result().outcome == Outcome::black_wins);
        CHECK(f.game.result().reason == Termination::time_forfeit);
    }
    SECTION("2001 blitz: both flags down is a draw (B8)") {
        GameFixture f(setup(RulesEdition::edition2001, "5"));
        f.play_all({"e2e4", "e7e5"});
        f.time.advance(6min);
        f.play("g1f3");
        CHECK(!f.game.over());
        f.time.advance(6min);
        f.game.tick();
        CHECK(f.game.result().outcome == Outcome::draw);
        CHECK(f.game.result().reason == Termination::both_flags);
    }
    SECTION("2001 blitz: the claimant who cannot mate only draws") {
        GameSetup s = setup(RulesEdition::edition2001, "5");
        s.start = test::position_from("4k3/8/8/8/8/8/4P3/4K2N b - - 0 1");
        GameFixture f(s);
        f.play("e8d7");
        f.time.advance(6min); // White's flag falls; Black, a lone king, claims it
        f.game.tick();
        REQUIRE(!f.game.over());
        REQUIRE(f.game.claim_flag(chess::BLACK));
        CHECK(f.game.result().outcome == Outcome::draw);
        CHECK(f.game.result().reason == Termination::time_forfeit_cannot_mate);
    }
}
