#include "engine/uci_engine.h"

#include <unistd.h>

#include <fstream>
#include <sstream>

#include "engine/engine_path.h"
#include "engine_test_support.h"
#include "support/test_scale.h"

using namespace escaque;
using namespace escaque::engine;
using namespace std::chrono_literals;

namespace {

UciEngineConfig fake(const std::string& mode, const std::string& log = {}) {
    UciEngineConfig config;
    config.program = ESCAQUE_FAKE_UCI_ENGINE;
    config.arguments = {mode};
    if (!log.empty()) config.arguments.insert(config.arguments.end(), {"--log", log});
    config.handshake_timeout = 2000ms;
    config.answer_grace = 300ms;
    return config;
}

std::string temp_path(const std::string& name) {
    return "/tmp/escaque-test-" + std::to_string(getpid()) + "-" + name;
}

std::string read_all(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

TEST_CASE("a UCI engine is started, greeted and asked for a move", "[uci-engine]") {
    auto launched = UciEngine::launch(fake("good"));
    REQUIRE(launched);
    UciEngine& engine = **launched;
    CHECK(engine.name() == "Fake Engine good");
    CHECK(engine.options().size() == 7);
    REQUIRE(engine.new_game());

    const auto game = test::game_from(std::string(chess::START_FEN), {"e2e4"});
    REQUIRE(engine.start_thinking(game, SearchLimits::fixed_time(50ms)));
    CHECK(engine.thinking());
    CHECK(engine.deadline().has_value());
    const auto answer = test::wait_for_answer(engine, 3s);
    REQUIRE(answer.kind == EngineEvent::Kind::best_move);
    CHECK(game.current().is_legal(answer.move));
    CHECK_FALSE(engine.thinking());
}

TEST_CASE("only validated commands reach the engine", "[uci-engine]") {
    const std::string log = temp_path("commands.log");
    auto config = fake("good", log);
    config.options = {{"threads", "1"}, {"UCI_LimitStrength", "true"}, {"UCI_Elo", "1800"}};
    auto launched = UciEngine::launch(config);
    REQUIRE(launched);
    UciEngine& engine = **launched;
    CHECK_FALSE(engine.set_option("UCI_Elo", "99999"));
    CHECK_FALSE(engine.set_option("Threads", "1\nquit"));
    CHECK_FALSE(engine.set_option("NoSuchOption", "1"));
    REQUIRE(engine.limit_strength(1000)); // below the engine's range: its minimum
    const auto game = test::game_from("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", {"e2e4"});
    REQUIRE(engine.start_thinking(game, SearchLimits::clocks(1000ms, 2000ms, 10ms, 10ms)));
    REQUIRE(test::wait_for_answer(engine, 3s).kind == EngineEvent::Kind::best_move);
    launched->reset(); // quit

    const std::string sent = read_all(log);
    std::remove(log.c_str());
    CHECK(sent.find("setoption name Threads value 1\n") != std::string::npos);
    CHECK(sent.find("setoption name UCI_LimitStrength value true\n") != std::string::npos);
    CHECK(sent.find("setoption name UCI_Elo value 1800\n") != std::string::npos);
    CHECK(sent.find("setoption name UCI_Elo value 1350\n") != std::string::npos);
    CHECK(sent.find("99999") == std::string::npos);
    CHECK(sent.find("NoSuchOption") == std::string::npos);
    CHECK(sent.find("position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4\n") !=
          std::string::npos);
    CHECK(sent.find("go wtime 1000 winc 10 btime 2000 binc 10\n") != std::string::npos);
    CHECK(sent.find("quit\n") != std::string::npos);
}

TEST_CASE("an engine that crashes in mid-search is reported in words", "[uci-engine]") {
    auto launched = UciEngine::launch(fake("crash"));
    REQUIRE(launched);
    UciEngine& engine = **launched;
    REQUIRE(engine.start_thinking(engine::GameLine(), SearchLimits::fixed_time(100ms)));
    const auto answer = test::wait_for_answer(engine, 3s);
    REQUIRE(answer.kind == EngineEvent::Kind::error);
    CHECK(answer.failure_kind == EngineFailure::crashed);
    CHECK(answer.message.find("Fake Engine crash stopped working") != std::string::npos);
    CHECK(answer.message.find("signal 6") != std::string::npos);
    CHECK(answer.error.problem == EngineError::Problem::stopped);
    CHECK(answer.error.signal == 6);
    CHECK_FALSE(engine.alive());
    CHECK_FALSE(engine.start_thinking(engine::GameLine(), SearchLimits::fixed_time(100ms)));
}

TEST_CASE("an engine that never answers is given up at its deadline", "[uci-engine]") {
    auto launched = UciEngine::launch(fake("hang"));
    REQUIRE(launched);
    UciEngine& engine = **launched;
    const auto started = SteadyClock::now();
    REQUIRE(engine.start_thinking(engine::GameLine(), SearchLimits::fixed_time(50ms)));
    const auto answer = test::wait_for_answer(engine, 5s);
    REQUIRE(answer.kind == EngineEvent::Kind::error);
    CHECK(answer.failure_kind == EngineFailure::timed_out);
    CHECK(answer.message.find("did not answer in time") != std::string::npos);
    CHECK(answer.error.problem == EngineError::Problem::timed_out);
    // 50 ms to think and 300 ms of grace; the main loop was never blocked meanwhile.
    CHECK(SteadyClock::now() - started < 1500ms * escaque::test::time_scale());
    CHECK_FALSE(engine.alive());
}

TEST_CASE("garbage and illegal best moves are refused by our rules", "[uci-engine]") {
    for (const char* mode : {"garbage", "illegal"}) {
        auto launched = UciEngine::launch(fake(mode));
        REQUIRE(launched);
        UciEngine& engine = **launched;
        REQUIRE(engine.start_thinking(engine::GameLine(), SearchLimits::fixed_time(50ms)));
        const auto answer = test::wait_for_answer(engine, 3s);
        REQUIRE(answer.kind == EngineEvent::Kind::error);
        CHECK(answer.failure_kind == EngineFailure::illegal_move);
        CHECK(answer.message.find("illegal move") != std::string::npos);
        CHECK(answer.error.problem == EngineError::Problem::illegal_move);
    }
}

TEST_CASE("an engine that does not finish the handshake is refused", "[uci-engine]") {
    auto config = fake("silent");
    config.handshake_timeout = 200ms;
    const auto launched = UciEngine::launch(config);
    REQUIRE_FALSE(launched);
    CHECK(launched.error().message().find("did not answer \"uci\" within 0.2 seconds") !=
          std::string::npos);
    CHECK(launched.error().problem == EngineError::Problem::no_answer);
    CHECK(launched.error().subject == "uci");
    CHECK(launched.error().waited == 200ms);
}

TEST_CASE("a missing program or a bad option is refused with a reason", "[uci-engine]") {
    UciEngineConfig missing;
    missing.program = "/nonexistent/engine";
    const auto a = UciEngine::launch(missing);
    REQUIRE_FALSE(a);
    CHECK(a.error().message() == "there is no engine program at /nonexistent/engine");
    CHECK(a.error().problem == EngineError::Problem::no_program);
    // A file that is there but not a program is told apart from a wrong path.
    const std::string text_file = "/tmp/escaque-not-a-program-" + std::to_string(getpid());
    std::ofstream(text_file) << "not a program\n";
    missing.program = text_file;
    const auto not_a_program = UciEngine::launch(missing);
    std::remove(text_file.c_str());
    REQUIRE_FALSE(not_a_program);
    CHECK(not_a_program.error().message() == text_file + " is not a program that can be run");

    auto config = fake("good");
    config.options = {{"UCI_Elo", "100"}};
    const auto b = UciEngine::launch(config);
    REQUIRE_FALSE(b);
    CHECK(b.error().message().find("UCI_Elo must be between 1350 and 2850") != std::string::npos);
    CHECK(b.error().problem == EngineError::Problem::option_refused);
    CHECK(b.error().subject == "UCI_Elo=100");
}

TEST_CASE("the engine's stderr goes to the log file", "[uci-engine]") {
    const std::string log = temp_path("stderr.log");
    auto config = fake("noisy");
    config.stderr_log = log;
    {
        auto launched = UciEngine::launch(config);
        REQUIRE(launched);
    }
    CHECK(read_all(log).find("fake engine noise on stderr: uci") != std::string::npos);
    std::remove(log.c_str());
}

TEST_CASE("a cancelled search's answer is not taken for the next one", "[uci-engine]") {
    auto launched = UciEngine::launch(fake("good"));
    REQUIRE(launched);
    UciEngine& engine = **launched;
    const engine::GameLine first;
    REQUIRE(engine.start_thinking(first, SearchLimits::fixed_time(50ms)));
    engine.cancel();
    CHECK_FALSE(engine.thinking());
    const auto second = test::game_from(std::string(chess::START_FEN), {"g1f3"});
    REQUIRE(engine.start_thinking(second, SearchLimits::fixed_time(50ms)));
    const auto answer = test::wait_for_answer(engine, 3s);
    REQUIRE(answer.kind == EngineEvent::Kind::best_move);
    CHECK(second.current().is_legal(answer.move)); // a black move, not the cancelled white one
}

TEST_CASE("Stockfish, when installed, plays a legal move at a limited strength",
          "[uci-engine][stockfish]") {
    if (!find_engine_program("stockfish")) {
        WARN("stockfish is not installed; skipped");
        return;
    }
    UciEngineConfig config;
    config.options = {{"Threads", "1"}, {"UCI_LimitStrength", "true"}, {"UCI_Elo", "1800"}};
    auto launched = UciEngine::launch(config);
    REQUIRE(launched);
    UciEngine& engine = **launched;
    CHECK(engine.name().find("Stockfish") != std::string::npos);
    REQUIRE(engine.new_game());
    const auto game = test::game_from(std::string(chess::START_FEN), {"e2e4", "e7e5"});
    REQUIRE(engine.start_thinking(game, SearchLimits::fixed_time(100ms)));
    const auto answer = test::wait_for_answer(engine, 5s);
    REQUIRE(answer.kind == EngineEvent::Kind::best_move);
    CHECK(game.current().is_legal(answer.move));
}
