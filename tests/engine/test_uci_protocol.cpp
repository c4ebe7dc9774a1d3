#include "engine/uci_protocol.h"

#include "engine_test_support.h"

using namespace escaque;
using namespace escaque::engine;
using Kind = EngineMessage::Kind;

TEST_CASE("engine lines are read into messages", "[uci]") {
    CHECK(parse_engine_line("uciok").kind == Kind::uci_ok);
    CHECK(parse_engine_line("readyok").kind == Kind::ready_ok);
    const auto name = parse_engine_line("id name Stockfish 15.1");
    CHECK(name.kind == Kind::id_name);
    CHECK(name.text == "Stockfish 15.1");
    const auto best = parse_engine_line("bestmove e2e4 ponder e7e5");
    CHECK(best.kind == Kind::best_move);
    CHECK(best.text == "e2e4");
    CHECK(best.ponder == "e7e5");
    CHECK(parse_engine_line("bestmove (none)").text == "(none)");
    CHECK(parse_engine_line("").kind == Kind::other);
    CHECK(parse_engine_line("Stockfish 15.1 by the Stockfish developers").kind == Kind::other);
}

TEST_CASE("info lines give depth, score, nodes, time and the moves of the pv", "[uci]") {
    const auto info = parse_engine_line(
        "info depth 12 seldepth 17 multipv 1 score cp -34 upperbound nodes 123456 nps 999 "
        "hashfull 10 tbhits 0 time 87 pv e2e4 e7e5 g1f3");
    REQUIRE(info.kind == Kind::info);
    CHECK(info.info.depth == 12);
    REQUIRE(info.info.score);
    CHECK(*info.info.score == Score::cp(-34));
    CHECK(info.info.nodes == 123456);
    CHECK(info.info.time_ms == 87);
    CHECK(info.pv == std::vector<std::string>{"e2e4", "e7e5", "g1f3"});

    const auto mate = parse_engine_line("info depth 5 score mate -3 pv h2h3");
    REQUIRE(mate.info.score);
    CHECK(*mate.info.score == Score::mate_in(-3));
    // Free text and nonsense leave the numbers alone instead of failing.
    CHECK(parse_engine_line("info string NNUE evaluation enabled").info.depth == 0);
    CHECK(parse_engine_line("info depth banana score cp").info.depth == 0);
}

TEST_CASE("pv moves are checked against the position", "[uci]") {
    const chess::Position start;
    const auto moves = moves_from_text(start, {"e2e4", "e7e5", "e1e3", "g1f3"});
    REQUIRE(moves.size() == 2); // e1e3 is not a move; the rest is dropped
    CHECK(test::uci(moves[1]) == "e7e5");
}

TEST_CASE("option declarations keep names with spaces, ranges and choices", "[uci]") {
    const auto skill =
        parse_engine_line("option name Skill Level type spin default 20 min 0 max 20").option;
    CHECK(skill.name == "Skill Level");
    CHECK(skill.type == "spin");
    CHECK(skill.default_value == "20");
    CHECK(skill.min == 0);
    CHECK(skill.max == 20);
    const auto path =
        parse_engine_line("option name SyzygyPath type string default <empty>").option;
    CHECK(path.default_value.empty());
    const auto combo =
        parse_engine_line(
            "option name Style type combo default Normal var Solid var Normal var Risky")
            .option;
    CHECK(combo.choices == std::vector<std::string>{"Solid", "Normal", "Risky"});
}

TEST_CASE("setoption is only written for declared options with fitting values", "[uci]") {
    std::vector<UciOption> declared;
    for (const char* line : {"option name Threads type spin default 1 min 1 max 512",
                             "option name UCI_LimitStrength type check default false",
                             "option name Style type combo default Normal var Solid var Normal",
                             "option name Clear Hash type button",
                             "option name SyzygyPath type string default <empty>"})
        declared.push_back(parse_engine_line(line).option);

    CHECK(*setoption_command(declared, "threads", "2") == "setoption name Threads value 2");
    CHECK(*setoption_command(declared, "UCI_LimitStrength", "TRUE") ==
          "setoption name UCI_LimitStrength value true");
    CHECK(*setoption_command(declared, "style", "solid") == "setoption name Style value Solid");
    CHECK(*setoption_command(declared, "Clear Hash", "") == "setoption name Clear Hash");
    CHECK(*setoption_command(declared, "SyzygyPath", "/tb") ==
          "setoption name SyzygyPath value /tb");

    // Each refusal says why, as a value the program words in the player's language.
    using Why = OptionRefusal::Why;
    const auto refusal = [&](std::string_view name, std::string_view value) {
        const auto command = setoption_command(declared, name, value);
        REQUIRE_FALSE(command);
        return command.error();
    };
    const OptionRefusal range = refusal("threads", "0");
    CHECK(range.why == Why::out_of_range);
    CHECK(range.option == "Threads"); // as the engine declared it
    CHECK((range.min == 1 && range.max == 512));
    CHECK(range.english() == "Threads must be between 1 and 512");
    CHECK(refusal("Threads", "two").why == Why::not_whole_number);
    CHECK(refusal("UCI_LimitStrength", "yes").english() ==
          "UCI_LimitStrength takes true or false, not yes");
    CHECK(refusal("Style", "Wild").english() == "Wild is not one of the choices for Style");
    CHECK(refusal("Contempt", "10").english() == "the engine has no option called Contempt");
    const OptionRefusal injected = refusal("SyzygyPath", "x\nquit");
    CHECK(injected.why == Why::line_break);
    CHECK(injected.english() == "the value for SyzygyPath contains a line break");
}

TEST_CASE("position commands come from our own positions and moves", "[uci]") {
    engine::GameLine game;
    CHECK(position_command(game) == "position startpos");
    REQUIRE(game.play(chess::move_from_uci(game.current(), "e2e4")));
    REQUIRE(game.play(chess::move_from_uci(game.current(), "c7c5")));
    CHECK(position_command(game) == "position startpos moves e2e4 c7c5");

    const auto other = test::game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"e1g1"});
    CHECK(position_command(other) ==
          "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1");

    // Chess960 castling is sent as "king takes rook", as UCI_Chess960 engines expect.
    auto pos960 = chess::parse_fen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1",
                                   {.chess960 = true});
    REQUIRE(pos960);
    engine::GameLine game960(*pos960);
    CHECK(position_command(game960).starts_with("position fen bqnbrkrn/"));
    const auto castle = chess::move_from_uci(game960.current(), "f1g1");
    REQUIRE(castle.is_ok());
    REQUIRE(game960.play(castle));
    CHECK(position_command(game960).ends_with("moves f1g1"));
}

TEST_CASE("go carries the clocks, a move time, or a depth", "[uci]") {
    using std::chrono::milliseconds;
    CHECK(go_command(SearchLimits::fixed_time(milliseconds(100))) == "go movetime 100");
    CHECK(go_command(SearchLimits::clocks(milliseconds(60000), milliseconds(59000),
                                          milliseconds(600), milliseconds(600), 0)) ==
          "go wtime 60000 winc 600 btime 59000 binc 600");
    CHECK(go_command(SearchLimits::clocks(milliseconds(0), milliseconds(5000), milliseconds(0),
                                          milliseconds(0), 12)) ==
          "go wtime 1 winc 0 btime 5000 binc 0 movestogo 12");
    // A weak level's cap beside the clocks: the engine stops at whichever comes first.
    SearchLimits capped = SearchLimits::clocks(milliseconds(300000), milliseconds(300000),
                                               milliseconds(3000), milliseconds(3000));
    capped.most_time = milliseconds(150);
    CHECK(go_command(capped) == "go wtime 300000 winc 3000 btime 300000 binc 3000 movetime 150");
    CHECK(go_command(SearchLimits::fixed_depth(7)) == "go depth 7");
    SearchLimits infinite;
    infinite.infinite = true;
    CHECK(go_command(infinite) == "go infinite");
    CHECK(go_command(SearchLimits{}) == "go infinite");
}
