#include <fstream>
#include <sstream>

#include "chess/movegen.h"
#include "game_fixture.h"
#include "support/epd.h"

using namespace escaque;
using namespace escaque::game;
using test::GameFixture;
using namespace std::chrono_literals;

namespace {

struct Row {
    int ply, rep, claim3, fivefold, hmc, claim50, seventyfive, mate, stalemate;
    std::string san, ep;
};

struct ClaimCase {
    std::string id, fen;
    std::vector<std::string> uci;
    std::vector<Row> rows;
};

std::vector<ClaimCase> read_cases() {
    std::ifstream in(test::shared_data("claims/repetition-and-move-rules.txt"));
    REQUIRE(in);
    std::vector<ClaimCase> cases;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string key;
        words >> key;
        if (key == "case") {
            cases.emplace_back();
            words >> cases.back().id;
        } else if (key == "fen") {
            std::getline(words, cases.back().fen);
            cases.back().fen.erase(0, 1);
        } else if (key == "uci") {
            std::string m;
            while (words >> m) cases.back().uci.push_back(m);
        } else if (key == "row") {
            Row r;
            words >> r.ply >> r.san >> r.rep >> r.claim3 >> r.fivefold >> r.hmc >> r.claim50 >>
                r.seventyfive >> r.ep >> r.mate >> r.stalemate;
            cases.back().rows.push_back(r);
        }
    }
    return cases;
}

bool some_move_claims(const Game& g, bool threefold) {
    for (const chess::Move m : chess::legal_moves(g.position()))
        if (threefold ? g.threefold_claimable(m) : g.fifty_moves_claimable(m)) return true;
    return false;
}

} // namespace

TEST_CASE("the shared repetition, 50-move and 75-move cases, ply by ply", "[game][claims]") {
    const auto cases = read_cases();
    REQUIRE(cases.size() == 22);
    std::vector<std::string> dead_cases;
    for (const auto& c : cases) {
        // The 2001 edition has no automatic fivefold or 75-move ending, so every listed move
        // can be played and the columns checked as facts of each position.
        GameFixture f(GameFixture::setup(c.fen, "", RulesEdition::edition2001));
        for (const Row& r : c.rows) {
            INFO(c.id << " ply " << r.ply << " " << chess::to_fen(f.game.position()));
            if (r.ply > 0 && f.game.result().reason == Termination::dead_position) {
                // The case's data is about move counting; the arbiter has already ended the
                // game because no series of legal moves can mate (5.2.2).
                dead_cases.push_back(c.id);
                break;
            }
            if (r.ply > 0) f.play(c.uci[size_t(r.ply) - 1]);
            const chess::Position& pos = f.game.position();
            CHECK(f.game.repetition_count() == r.rep);
            CHECK(pos.halfmove_clock() == r.hmc);
            const bool playable = chess::has_legal_move(pos);
            CHECK((playable && (f.game.threefold_claimable() || some_move_claims(f.game, true))) ==
                  bool(r.claim3));
            CHECK((playable && (f.game.fifty_moves_claimable() || some_move_claims(f.game, false))) ==
                  bool(r.claim50));
            CHECK((f.game.repetition_count() >= 5) == bool(r.fivefold));
            CHECK((pos.halfmove_clock() >= 150 && playable) == bool(r.seventyfive));
            CHECK((pos.en_passant_square() == chess::SQ_NONE ? std::string("-")
                                                             : chess::square_name(pos.en_passant_square())) == r.ep);
            CHECK(chess::is_checkmate(pos) == bool(r.mate));
            CHECK(chess::is_stalemate(pos) == bool(r.stalemate));
        }
    }
    // k7/8/8/2b5/8/8/7r/7K w: White's only move is Kxh2, after which K+B cannot mate K.
    CHECK(dead_cases == std::vector<std::string>{"fifty-move-only-zeroing-moves"});
}

TEST_CASE("threefold claims: has just appeared, and about to appear with the move", "[game][claims]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"});
    // Black to move: 4...Ng8 would make the start position appear a third time.
    CHECK_FALSE(f.game.claimable());
    CHECK(f.game.claimable(f.move("f6g8")) == ClaimKind::threefold_repetition);
    REQUIRE(f.game.claim_draw(f.move("f6g8")));
    CHECK(f.game.result().reason == Termination::threefold_repetition);
    CHECK(f.game.result().outcome == Outcome::draw);
}

TEST_CASE("a claim with a written move: correct when the position already qualifies, and the "
          "move is not made", "[game][claims]") {
    SECTION("threefold: the position has just appeared a third time; the written move is e4") {
        GameFixture f(GameFixture::setup());
        f.play_all({"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
        CHECK(f.game.claimable(f.move("e2e4")) == ClaimKind::threefold_repetition);
        REQUIRE(f.game.claim_draw(f.move("e2e4")));
        CHECK(f.game.result().reason == Termination::threefold_repetition);
        // The written move played no part in the ruling: it is not told as the intended move.
        for (const Event& event : f.game.take_events())
            if (const auto* upheld = std::get_if<ClaimUpheld>(&event))
                CHECK_FALSE(upheld->intended);
    }
    SECTION("fifty moves: already complete; the written move is a pawn move") {
        GameFixture f(GameFixture::setup("7k/8/6K1/8/8/8/4P3/R7 w - - 100 80"));
        REQUIRE(f.game.claim_draw(f.move("e2e4")));
        CHECK(f.game.result().reason == Termination::fifty_moves);
    }
    SECTION("fifty moves: the written move would mate, but it is not made (9.3.1)") {
        GameFixture f(GameFixture::setup("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "90+30",
                                         RulesEdition::current, Strictness::tournament));
        REQUIRE(f.game.claim_draw(f.move("a1a8")));
        CHECK(f.game.result().outcome == Outcome::draw);
        CHECK(f.game.result().reason == Termination::fifty_moves);
        CHECK(f.game.ply_count() == 0);
    }
}

TEST_CASE("moving without claiming loses that claim (9.4)", "[game][claims]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
    CHECK(f.game.claimable() == ClaimKind::threefold_repetition);
    f.play("e2e4");
    CHECK_FALSE(f.game.claimable());
}

TEST_CASE("a false claim in 2001: opponent +3 min, claimant's time cut", "[game][claims][penalty]") {
    struct Example {
        std::chrono::seconds before, after;
    };
    // RULES.md §3.6: 7:00→4:00, 4:00→2:00, 2:30→1:15, 1:40→1:00, 0:50→0:50.
    for (const Example e : {Example{420s, 240s}, Example{240s, 120s}, Example{150s, 75s},
                            Example{100s, 60s}, Example{50s, 50s}, Example{120s, 60s},
                            Example{60s, 60s}}) {
        INFO("claimant had " << e.before.count() << " s");
        GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "60+0",
                                         RulesEdition::edition2001, Strictness::tournament));
        f.time.advance(std::chrono::minutes(60) - e.before); // White's time runs down to `before`
        REQUIRE(f.game.claim_draw());
        CHECK_FALSE(f.game.over());
        CHECK(f.remaining(chess::WHITE) == e.after);
        CHECK(f.remaining(chess::BLACK) == 63min);
        const auto events = f.game.take_events();
        CHECK(f.count_events<ClaimRejected>(events) == 1);
        // The time announced is the one the Laws set, not the running clock's a moment later.
        for (const Event& event : events)
            if (const auto* rejected = std::get_if<ClaimRejected>(&event))
                CHECK(rejected->claimant_after == e.after);
    }
}

TEST_CASE("a false claim now: opponent +2 min (1 min rapid/blitz), claimant unchanged, move played",
          "[game][claims][penalty]") {
    GameFixture standard(GameFixture::setup(std::string(chess::START_FEN), "90+30",
                                            RulesEdition::current, Strictness::tournament));
    standard.time.advance(10s);
    REQUIRE(standard.game.claim_draw(standard.move("e2e4")));
    CHECK(standard.game.ply_count() == 1); // the intended move was played (9.5.3)
    CHECK(standard.remaining(chess::BLACK) == 92min);
    CHECK(standard.remaining(chess::WHITE) == 90min - 10s + 30s);
    // The claim would stand as a draw offer (9.1.2.4), but Black could not accept it before
    // his first move (9.1.1).
    CHECK_FALSE(standard.game.pending_offer());
    standard.play("e7e5");
    REQUIRE(standard.game.claim_draw(standard.move("g1f3")));
    CHECK(standard.game.pending_offer() == chess::WHITE);

    GameFixture rapid(GameFixture::setup(std::string(chess::START_FEN), "15+10",
                                         RulesEdition::current, Strictness::tournament));
    REQUIRE(rapid.game.claim_draw());
    CHECK(rapid.remaining(chess::BLACK) == 16min);

    GameFixture casual(GameFixture::setup(std::string(chess::START_FEN), "15+10"));
    REQUIRE(casual.game.claim_draw());
    CHECK(casual.remaining(chess::BLACK) == 15min);
}

TEST_CASE("a rejected claim says how often the position appeared and the quiet moves",
          "[game][claims]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"g1f3", "g8f6", "f3g1", "f6g8", "g1f3"});
    f.game.take_events();
    // Black's Nf6 would bring about the position after 1...Nf6 a second time only.
    REQUIRE(f.game.claim_draw(f.move("g8f6")));
    const auto events = f.game.take_events();
    REQUIRE(!events.empty());
    const auto* rejected = std::get_if<ClaimRejected>(&events[0]);
    REQUIRE(rejected);
    CHECK(rejected->appearances == 2);
    CHECK(rejected->quiet_moves == 3); // six plies without a capture or pawn move
}

TEST_CASE("a rejected claim in tournament mode does not say how near it came", "[game][claims]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "90+30", RulesEdition::current,
                                     Strictness::tournament));
    f.play_all({"g1f3", "g8f6", "f3g1", "f6g8", "g1f3"});
    f.game.take_events();
    REQUIRE(f.game.claim_draw(f.move("g8f6")));
    const ClaimRejected* rejected = nullptr;
    const auto events = f.game.take_events();
    for (const auto& event : events)
        if (!rejected) rejected = std::get_if<ClaimRejected>(&event);
    REQUIRE(rejected);
    CHECK(rejected->appearances == 0); // 0: not said
    CHECK(rejected->quiet_moves == 0);
}

TEST_CASE("a claim with an illegal intended move is refused and changes nothing", "[game][claims]") {
    GameFixture f(GameFixture::setup());
    const auto refused = f.game.claim_draw(chess::Move(chess::SQ_E2, chess::SQ_E5));
    REQUIRE_FALSE(refused);
    CHECK(refused.error().reason == Refusal::intended_move_illegal);
    CHECK(f.game.ply_count() == 0);
}

TEST_CASE("repetition differs by a legal en passant capture and by castling rights", "[game][claims]") {
    // The same placement with and without a legal en passant capture is not the same position.
    GameFixture ep(GameFixture::setup("4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1"));
    ep.play("e2e4"); // black may take en passant: this position is unique
    const chess::Key with_ep = ep.game.position().key();
    ep.play_all({"e8d8", "g1f3", "d8e8", "f3g1"});
    CHECK(ep.game.position().key() != with_ep);
    CHECK(chess::placement_field(ep.game.position()) == "4k3/8/8/8/3pP3/8/8/4K1N1");
    // Castling rights lost by a king walk make the later position different.
    GameFixture rights(GameFixture::setup("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    const chess::Key start = rights.game.position().key();
    rights.play_all({"e1f1", "e8d8", "f1e1", "d8e8"});
    CHECK(chess::placement_field(rights.game.position()) == "4k3/8/8/8/8/8/8/4K2R");
    CHECK(rights.game.position().key() != start);
    CHECK(rights.game.repetition_count() == 1);
}
