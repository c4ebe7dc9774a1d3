#include "engine/match.h"

#include <algorithm>

#include "engine/builtin_engine.h"
#include "engine/uci_engine.h"
#include "engine_test_support.h"

using namespace escaque;
using namespace escaque::engine;
using namespace std::chrono_literals;

namespace {

std::unique_ptr<Opponent> builtin(int level) {
    auto engine = BuiltinEngine::create({.level = level, .hash_megabytes = 2, .seed = 3});
    REQUIRE(engine);
    return std::move(*engine);
}

std::unique_ptr<Opponent> fake(const std::string& mode) {
    UciEngineConfig config;
    config.program = ESCAQUE_FAKE_UCI_ENGINE;
    config.arguments = {mode};
    config.answer_grace = 200ms;
    auto engine = UciEngine::launch(config);
    REQUIRE(engine);
    return std::move(*engine);
}

const MatchTimeControl fast = *MatchTimeControl::parse("20ms/move");

} // namespace

TEST_CASE("an illegal move, a crash or a hang loses the game", "[match]") {
    const chess::Position start;
    struct Case {
        const char* mode;
        const char* termination;
        const char* reason;
    };
    for (const Case c :
         {Case{"illegal", "rules infraction", "illegal move"},
          Case{"garbage", "rules infraction", "illegal move"},
          Case{"crash", "abandoned", "stopped working"}, Case{"hang", "time forfeit", ""}}) {
        INFO(c.mode);
        auto white = fake(c.mode);
        auto black = builtin(1);
        const PlayedGame played = play_game(*white, *black, start, fast, 20ms);
        CHECK(played.record.end.result == GameResult::black_wins);
        CHECK(played.record.end.termination == c.termination);
        CHECK(played.record.end.reason.find(c.reason) != std::string::npos);
        CHECK(played.record.moves.empty());
        CHECK(played.failed[chess::WHITE] == (std::string(c.mode) != "hang"));
        CHECK_FALSE(played.failed[chess::BLACK]);
    }
}

TEST_CASE("a game between two engines is played to its end and written as PGN", "[match]") {
    auto strong = builtin(6);
    auto weak = builtin(1);
    const auto start = test::position("4k3/8/8/8/8/8/PPPP4/RN2K3 w Q - 0 1");
    const PlayedGame played = play_game(*strong, *weak, start, fast, 50ms);
    CHECK(played.record.end.result == GameResult::white_wins);
    CHECK(played.record.end.reason == "checkmate");
    const std::string pgn = to_pgn(played.record);
    CHECK(pgn.find("[White \"escaque level 6\"]") != std::string::npos);
    CHECK(pgn.find("[Result \"1-0\"]") != std::string::npos);
    CHECK(pgn.find("[SetUp \"1\"]") != std::string::npos);
    CHECK(pgn.find("[FEN \"4k3/8/8/8/8/8/PPPP4/RN2K3 w Q - 0 1\"]") != std::string::npos);
    CHECK(pgn.find("#") != std::string::npos);
    // The game's length depends on the time each move gets: the line may break before "1-0".
    std::string one_line = pgn;
    std::replace(one_line.begin(), one_line.end(), '\n', ' ');
    CHECK(one_line.find("{checkmate} 1-0") != std::string::npos);
}

TEST_CASE("a match swaps colours and openings and counts the score", "[match]") {
    MatchConfig config;
    config.first = *EngineSpec::parse("builtin:4");
    config.second = *EngineSpec::parse(std::string("uci:") + ESCAQUE_FAKE_UCI_ENGINE);
    config.games = 4;
    config.time_control = fast;
    config.openings = {
        chess::Position(),
        test::position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")};
    std::vector<GameRecord> games;
    const MatchReport report =
        run_match(config, [&](const GameRecord& g, const MatchScore&) { games.push_back(g); });
    REQUIRE_FALSE(report.aborted);
    REQUIRE(games.size() == 4);
    CHECK(games[0].white == "escaque level 4");
    CHECK(games[1].black == "escaque level 4");
    CHECK(games[0].start == games[1].start);
    CHECK(games[2].start == games[3].start);
    CHECK_FALSE(games[0].start == games[2].start);
    CHECK(report.score.games() == 4);
    // The fake engine plays the first legal move it finds: the built-in engine wins.
    CHECK(report.score.wins == 4);
}

TEST_CASE("a match that cannot start its engines says why", "[match]") {
    MatchConfig config;
    config.first = *EngineSpec::parse("builtin:1");
    config.second = *EngineSpec::parse("uci:/nonexistent/engine");
    config.time_control = fast;
    const MatchReport report = run_match(config);
    CHECK(report.aborted);
    CHECK(report.abort_reason.find("/nonexistent/engine") != std::string::npos);
    CHECK(report.score.games() == 0);
}
