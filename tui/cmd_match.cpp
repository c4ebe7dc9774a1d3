// escaque match --white SPEC --black SPEC --games N --tc TC [--openings FILE] [--pgn OUT]
// Engine against engine, headless: prints each game's result as it ends and the final score
// with the Elo difference and its 95% interval.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>

#include "cli_support.h"
#include "commands.h"
#include "engine/match.h"
#include "engine/openings.h"

namespace escaque::tui {

int run_match(int argc, char** argv) {
    CLI::App app{"Play engines against each other: each opening twice, colours swapped.",
                 "escaque match"};
    std::string white_text, black_text, tc_text = "100ms/move", openings_path, pgn_path, log_path;
    int games = 2;
    int margin_ms = 50;
    uint64_t seed = 1;
    bool quiet = false;
    app.add_option("--white", white_text,
                   "first engine (White in odd games): builtin:LEVEL or "
                   "uci:PATH[,Option=Value...]")
        ->required();
    app.add_option("--black", black_text, "second engine, same forms")->required();
    app.add_option("--games", games, "number of games")
        ->check(CLI::Range(1, 100000))
        ->capture_default_str();
    app.add_option("--tc", tc_text,
                   "time control: 100ms/move, 1+0.01 (minutes+seconds), 10s+0.1, 40/2")
        ->capture_default_str();
    app.add_option("--openings", openings_path, "file of FEN/EPD lines, one opening a line");
    app.add_option("--pgn", pgn_path, "write the games to this PGN file");
    app.add_option("--engine-log", log_path, "append external engines' stderr to this file");
    app.add_option("--margin", margin_ms, "milliseconds an engine may overstep its time")
        ->check(CLI::Range(0, 60000))
        ->capture_default_str();
    app.add_option("--seed", seed, "seed for the built-in engine's weaker levels")
        ->capture_default_str();
    app.add_flag("--quiet", quiet, "print only the final result");
    if (auto code = parse_cli(app, argc, argv)) return *code;

    engine::MatchConfig config;
    const auto first = engine::EngineSpec::parse(white_text);
    const auto second = engine::EngineSpec::parse(black_text);
    const auto tc = engine::MatchTimeControl::parse(tc_text);
    for (const std::string* error :
         {first ? nullptr : &first.error(), second ? nullptr : &second.error(),
          tc ? nullptr : &tc.error()})
        if (error) {
            std::fprintf(stderr, "escaque match: %s\n", error->c_str());
            return 2;
        }
    config.first = *first;
    config.second = *second;
    config.time_control = *tc;
    config.games = games;
    config.time_margin = engine::Milliseconds(margin_ms);
    config.settings.engine_log = log_path;
    config.settings.seed = seed;
    if (!openings_path.empty()) {
        auto openings = engine::read_openings_file(openings_path);
        if (!openings) {
            std::fprintf(stderr, "escaque match: %s\n", openings.error().c_str());
            return 2;
        }
        config.openings = std::move(*openings);
    }
    std::ofstream pgn;
    if (!pgn_path.empty()) {
        pgn.open(pgn_path, std::ios::trunc);
        if (!pgn) {
            std::fprintf(stderr, "escaque match: cannot write %s\n", pgn_path.c_str());
            return 2;
        }
    }
    std::string first_name, second_name;
    const auto on_game = [&](const engine::GameRecord& game, const engine::MatchScore& score) {
        if (pgn.is_open()) pgn << engine::to_pgn(game) << std::flush;
        if (game.round == 1) {
            first_name = game.white;
            second_name = game.black;
        }
        if (quiet) return;
        std::printf("game %d/%d  %s - %s  %s  %s\n  %s\n", game.round, games, game.white.c_str(),
                    game.black.c_str(), std::string(engine::pgn_result(game.end.result)).c_str(),
                    game.end.reason.c_str(), score.summary().c_str());
        std::fflush(stdout);
    };
    if (!quiet)
        std::printf("match: %s vs %s, %d games, %s\n", white_text.c_str(), black_text.c_str(),
                    games, config.time_control.description().c_str());
    const engine::MatchReport report = engine::run_match(config, on_game);
    if (report.score.games() > 0)
        std::printf("%s vs %s: %s\n", first_name.c_str(), second_name.c_str(),
                    report.score.summary().c_str());
    if (report.aborted) {
        std::fprintf(stderr, "escaque match: stopped: %s\n", report.abort_reason.c_str());
        return 1;
    }
    return 0;
}

} // namespace escaque::tui
