// escaque bench pgn FILE: games and moves per second for reading a PGN file (lexing, SAN
// resolved against the position, moves replayed, games built), for SAN alone (each main-line
// SAN parsed, resolved and played), for replaying stored moves, and for writing.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "notation/move_resolver.h"
#include "notation/move_syntax.h"
#include "notation/pgn_reader.h"
#include "notation/pgn_writer.h"

namespace escaque::tui {

namespace {

// CPU time of this thread: the figure is per core, whatever else the machine is running.
double cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

struct Tally {
    long long games = 0;
    long long moves = 0;
    double seconds = 0;
};

// Runs one pass of `work` (which returns {games, moves}) until `budget` seconds have passed.
template <class Work>
Tally measure(double budget, Work work) {
    Tally tally;
    const double start = cpu_seconds();
    do {
        const auto [games, moves] = work();
        tally.games += games;
        tally.moves += moves;
        tally.seconds = cpu_seconds() - start;
    } while (tally.seconds < budget);
    return tally;
}

long long count_moves(const notation::PgnLine& line) {
    long long n = 0;
    for (const notation::PgnMove& m : line.moves) {
        ++n;
        for (const notation::PgnLine& v : m.variations) n += count_moves(v);
    }
    return n;
}

void print(const char* what, const Tally& t) {
    std::printf("%-32s %9.0f games/s %11.0f moves/s  (%lld games, %lld moves, %.2f s CPU)\n", what,
                double(t.games) / t.seconds, double(t.moves) / t.seconds, t.games, t.moves,
                t.seconds);
}

} // namespace

int run_bench_pgn(int argc, char** argv) {
    CLI::App app{"PGN reading and replaying speed on one file.", "escaque bench pgn"};
    std::string path;
    double budget = 1.0;
    app.add_option("file", path, "PGN file")->required()->check(CLI::ExistingFile);
    app.add_option("--seconds", budget, "CPU time for each measurement")
        ->check(CLI::Range(0.1, 60.0));
    if (auto code = parse_cli(app, argc, argv)) return *code;

    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    const notation::PgnReadOptions lenient{.lenient = true};
    const std::vector<notation::PgnGame> games = notation::read_pgn(text, lenient);

    std::printf("%s: %zu bytes, %zu games\n", path.c_str(), text.size(), games.size());
    print("read (lex, SAN, replay, build)", measure(budget, [&] {
              long long g = 0, m = 0;
              notation::PgnReader reader(text, lenient);
              while (auto game = reader.next()) {
                  ++g;
                  m += count_moves(game->mainline);
              }
              return std::pair{g, m};
          }));

    // The SAN text of every main-line move, read back against its position.
    std::vector<std::vector<std::string>> sans(games.size());
    for (std::size_t i = 0; i < games.size(); ++i)
        for (const notation::PgnMove& m : games[i].mainline.moves) sans[i].push_back(m.san);
    const notation::ResolveOptions resolve{.capture_sign_must_match = false};
    long long refused = 0;
    print("SAN parse + resolve + replay", measure(budget, [&] {
              long long m = 0;
              for (std::size_t i = 0; i < games.size(); ++i) {
                  chess::Position pos = games[i].start;
                  for (const std::string& san : sans[i]) {
                      const auto syntax = notation::parse_move_syntax(san, {});
                      const auto move = syntax ? notation::resolve_move(pos, *syntax, resolve)
                                               : notation::resolve_move(pos, {}, resolve);
                      if (!move) {
                          ++refused;
                          break;
                      }
                      pos.do_move(*move);
                      ++m;
                  }
              }
              return std::pair{(long long)games.size(), m};
          }));

    print("replay stored moves", measure(budget, [&] {
              long long m = 0;
              for (const notation::PgnGame& game : games) {
                  chess::Position pos = game.start;
                  for (const notation::PgnMove& move : game.mainline.moves) {
                      if (move.move.is_ok())
                          pos.do_move(move.move);
                      else
                          pos.do_null_move();
                      ++m;
                  }
              }
              return std::pair{(long long)games.size(), m};
          }));

    print("write (export format)", measure(budget, [&] {
              long long m = 0, bytes = 0;
              for (const notation::PgnGame& game : games) {
                  bytes += (long long)notation::write_pgn(game).size();
                  m += count_moves(game.mainline);
              }
              return std::pair{(long long)games.size(), m + 0 * bytes};
          }));
    if (refused) std::printf("warning: %lld SAN moves were refused\n", refused);
    return refused ? 1 : 0;
}

} // namespace escaque::tui
