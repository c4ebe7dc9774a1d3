#include <cmath>

#include "engine/engine_spec.h"
#include "engine/match_pgn.h"
#include "engine/match_statistics.h"
#include "engine/match_time_control.h"
#include "engine/openings.h"
#include "engine/referee.h"
#include "engine_test_support.h"

using namespace escaque;
using namespace escaque::engine;
using namespace std::chrono_literals;

TEST_CASE("engine specs: builtin levels and UCI engines with options", "[match]") {
    const auto builtin = EngineSpec::parse("builtin:7");
    REQUIRE(builtin);
    CHECK(builtin->kind == EngineSpec::Kind::builtin);
    CHECK(builtin->level == 7);
    const auto sf = EngineSpec::parse("uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1800");
    REQUIRE(sf);
    CHECK(sf->kind == EngineSpec::Kind::uci);
    CHECK(sf->program == "stockfish");
    REQUIRE(sf->options.size() == 2);
    CHECK(sf->options[1] == std::pair<std::string, std::string>{"UCI_Elo", "1800"});
    CHECK(sf->text() == "uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1800");
    CHECK(EngineSpec::parse("uci:/usr/games/stockfish")->program == "/usr/games/stockfish");
    CHECK_FALSE(EngineSpec::parse("builtin:0"));
    CHECK_FALSE(EngineSpec::parse("builtin:11"));
    CHECK_FALSE(EngineSpec::parse("uci:"));
    CHECK_FALSE(EngineSpec::parse("uci:sf,Threads"));
    CHECK_FALSE(EngineSpec::parse("gnuchess"));
}

TEST_CASE("match time controls: per move, base plus increment, moves per period", "[match]") {
    const auto per_move = MatchTimeControl::parse("100ms/move");
    REQUIRE(per_move);
    CHECK(per_move->move_time == 100ms);
    CHECK(MatchTimeControl::parse("0.5s/move")->move_time == 500ms);
    CHECK(per_move->pgn_tag() == "-");

    const auto blitz = MatchTimeControl::parse("1+0.01");
    REQUIRE(blitz);
    CHECK(blitz->base == 60s);
    CHECK(blitz->increment == 10ms);
    CHECK(blitz->pgn_tag() == "60+0.01");
    const auto seconds = MatchTimeControl::parse("10s+0.1");
    REQUIRE(seconds);
    CHECK(seconds->base == 10s);
    const auto periods = MatchTimeControl::parse("40/2");
    REQUIRE(periods);
    CHECK(periods->moves_per_period == 40);
    CHECK(periods->pgn_tag() == "40/120");

    for (const char* bad : {"", "fast", "0+0", "x/move", "0ms/move", "40/", "/5", "5+x", "-1+0"})
        CHECK_FALSE(MatchTimeControl::parse(bad));
}

TEST_CASE("the match clock charges time, adds increments and flags", "[match]") {
    MatchClock clock(*MatchTimeControl::parse("1s+0.1"));
    CHECK(clock.limits_for(chess::WHITE).time_left[chess::WHITE] == 1000ms);
    CHECK(clock.charge(chess::WHITE, 300ms, 0ms));
    CHECK(clock.time_left(chess::WHITE) == 800ms);
    CHECK(clock.limits_for(chess::BLACK).time_left[chess::WHITE] == 800ms);
    CHECK(clock.charge(chess::WHITE, 850ms, 100ms)); // 50 ms over, inside the margin
    CHECK(clock.time_left(chess::WHITE) == 100ms);
    CHECK_FALSE(clock.charge(chess::WHITE, 300ms, 100ms)); // 200 ms over

    MatchClock periods(*MatchTimeControl::parse("2/1s"));
    CHECK(periods.limits_for(chess::WHITE).moves_to_go == 2);
    CHECK(periods.charge(chess::WHITE, 100ms, 0ms));
    CHECK(periods.limits_for(chess::WHITE).moves_to_go == 1);
    CHECK(periods.charge(chess::WHITE, 100ms, 0ms));
    CHECK(periods.time_left(chess::WHITE) == 1800ms); // the second period's second added

    MatchClock fixed(*MatchTimeControl::parse("100ms/move"));
    CHECK(fixed.limits_for(chess::WHITE).move_time == 100ms);
    CHECK(fixed.charge(chess::WHITE, 140ms, 50ms));
    CHECK_FALSE(fixed.charge(chess::WHITE, 160ms, 50ms));
}

TEST_CASE("score and Elo difference with a 95% interval", "[match]") {
    const MatchScore even{10, 20, 10};
    CHECK(even.fraction() == 0.5);
    const auto e = even.elo();
    REQUIRE(e);
    CHECK(e->difference == 0.0);
    CHECK(e->lower < -40);
    CHECK(e->upper > 40);
    CHECK(std::abs(e->upper + e->lower) < 1e-9);

    const MatchScore ahead{60, 20, 20}; // 70%
    const auto a = ahead.elo();
    REQUIRE(a);
    CHECK(std::abs(a->difference - 147.2) < 0.1);
    CHECK(a->lower > 70);
    CHECK(a->upper < 240);
    CHECK(std::isinf(elo_from_fraction(1.0)));
    CHECK(!MatchScore{}.elo());
    CHECK(ahead.summary().starts_with("W 60  D 20  L 20  score 70.0/100 (70.0%)  Elo +147.2"));
    // A clean sweep has no finite estimate: said in words, not "-inf [-inf, -inf]".
    CHECK(MatchScore{0, 0, 2}.summary() ==
          "W 0  D 0  L 2  score 0.0/2 (0.0%)  Elo: no estimate (no point scored; play more games)");
}

TEST_CASE("the referee ends games by our rules", "[match]") {
    const auto mate =
        game_end(test::game_from(std::string(chess::START_FEN), {"f2f3", "e7e5", "g2g4", "d8h4"}));
    REQUIRE(mate);
    CHECK(mate->result == GameResult::black_wins);
    CHECK(mate->reason == "checkmate");
    const auto stalemate = game_end(test::game_from("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"));
    REQUIRE(stalemate);
    CHECK(stalemate->reason == "stalemate");
    CHECK(stalemate->result == GameResult::draw);
    const auto bare = game_end(test::game_from("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1"));
    REQUIRE(bare);
    CHECK(bare->reason == "insufficient material");
    const auto fifty = game_end(test::game_from("4k3/8/8/8/8/8/3R4/4K3 w - - 99 90", {"d2d3"}));
    REQUIRE(fifty);
    CHECK(fifty->reason == "fifty-move rule");

    auto shuffle = test::game_from(std::string(chess::START_FEN));
    for (int i = 0; i < 2; ++i)
        for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
            CHECK_FALSE(game_end(shuffle));
            REQUIRE(shuffle.play(chess::move_from_uci(shuffle.current(), m)));
        }
    const auto threefold = game_end(shuffle);
    REQUIRE(threefold);
    CHECK(threefold->reason == "threefold repetition");
    CHECK_FALSE(game_end(test::game_from(std::string(chess::START_FEN), {"e2e4"})));
}

TEST_CASE("a flag loses, unless the opponent cannot mate (6.9)", "[match]") {
    // White, with king and pawn against a lone king, oversteps: Black cannot mate, a draw.
    const auto lone = test::game_from("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    const GameEnd drawn = flag_fell(lone.current(), chess::WHITE, "A");
    CHECK(drawn.result == GameResult::draw);
    CHECK(drawn.termination == "time forfeit");
    CHECK(drawn.reason == "A lost on time, but the opponent cannot checkmate");
    // Black oversteps: White can still mate, so White wins.
    const GameEnd lost = flag_fell(lone.current(), chess::BLACK, "B");
    CHECK(lost.result == GameResult::white_wins);
    CHECK(lost.reason == "B lost on time");
}

TEST_CASE("openings are read from FEN and EPD lines", "[match]") {
    const auto openings =
        parse_openings("# a comment\n"
                       "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n"
                       "\n"
                       "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - id \"Indian\";\n");
    REQUIRE(openings);
    REQUIRE(openings->size() == 2);
    CHECK((*openings)[0].fullmove_number() == 2);
    CHECK((*openings)[1].fullmove_number() == 1);
    const auto bad =
        parse_openings("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nnonsense\n");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().starts_with("line 2"));
}

TEST_CASE("match games are written as PGN with SAN moves", "[match]") {
    const auto game =
        test::game_from(std::string(chess::START_FEN), {"f2f3", "e7e5", "g2g4", "d8h4"});
    GameRecord record;
    record.date = "2024.05.01";
    record.round = 3;
    record.white = "escaque level 2";
    record.black = "Stockfish 15.1";
    record.start = game.start();
    record.moves = game.moves();
    record.end = *game_end(game);
    record.time_control = "-";
    const std::string pgn = to_pgn(record);
    CHECK(pgn.starts_with("[Event \"escaque match\"]\n[Site \"escaque\"]\n[Date \"2024.05.01\"]\n"
                          "[Round \"3\"]\n[White \"escaque level 2\"]\n[Black \"Stockfish 15.1\"]\n"
                          "[Result \"0-1\"]\n"));
    CHECK(pgn.find("[FEN") == std::string::npos);
    CHECK(pgn.ends_with("\n1. f3 e5 2. g4 Qh4# {checkmate} 0-1\n\n"));

    const auto black_first = test::game_from("4k3/8/8/8/8/8/4P3/4K2R b K - 0 30", {"e8d7"});
    record.start = black_first.start();
    record.moves = black_first.moves();
    record.end = loss_for(chess::WHITE, "White lost on time", "time forfeit");
    const std::string other = to_pgn(record);
    CHECK(other.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K2R b K - 0 30\"]\n") !=
          std::string::npos);
    CHECK(other.find("[Termination \"time forfeit\"]") != std::string::npos);
    CHECK(other.ends_with("\n30... Kd7 {White lost on time} 0-1\n\n"));
}
