// escaque pgn FILE... [--check] [--strict] [--spanish] [--notices]: reads PGN files and prints
// every game back in export format, or with --check only validates and reports.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "notation/pgn_reader.h"
#include "notation/pgn_writer.h"
#include "notation/text_encoding.h"

namespace escaque::tui {

namespace {

std::optional<std::string> read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct FileTally {
    int games = 0;
    int plies = 0; // of the main lines
    int errors = 0;
    int notices = 0;
};

void report_game(const std::string& path, const notation::PgnGame& game, bool notices,
                 FileTally& tally) {
    ++tally.games;
    tally.plies += game.ply_count();
    tally.notices += int(game.notices.size());
    if (game.error) {
        ++tally.errors;
        std::fprintf(stderr, "%s: %s\n", path.c_str(), game.error->text().c_str());
    }
    if (!notices) return;
    for (const notation::PgnNotice& n : game.notices)
        std::fprintf(stderr, "%s: game %d, line %d, column %d: note: %s\n", path.c_str(),
                     game.number, n.line, n.column, n.message.c_str());
}

} // namespace

int run_pgn(int argc, char** argv) {
    CLI::App app{"Read PGN files and print every game in PGN export format.", "escaque pgn"};
    std::vector<std::string> files;
    bool check = false;
    bool strict = false;
    bool spanish = false;
    bool notices = false;
    app.add_option("files", files, "PGN files to read")->required()->check(CLI::ExistingFile);
    app.add_flag("--check", check, "only validate: report errors and a summary per file");
    app.add_flag("--strict", strict,
                 "require canonical SAN and standard PGN (default: read real-world files "
                 "leniently, noting what was irregular)");
    app.add_flag("--spanish", spanish, "write moves with Spanish piece letters (R D T A C)");
    app.add_flag("--notices", notices, "also report what the reading let through");
    if (auto code = parse_cli(app, argc, argv)) return *code;

    const notation::PgnReadOptions read_options{.lenient = !strict};
    notation::PgnWriteOptions write_options;
    if (spanish) write_options.san.letters = notation::PieceLetters::spanish;

    bool any_error = false;
    bool first_game = true;
    for (const std::string& path : files) {
        auto text = read_file(path);
        if (text) *text = notation::as_utf8(*text); // Latin-1, the PGN standard's, to UTF-8
        if (!text) {
            std::fprintf(stderr, "%s: cannot read the file\n", path.c_str());
            any_error = true;
            continue;
        }
        FileTally tally;
        notation::PgnReader reader(*text, read_options);
        while (auto game = reader.next()) {
            report_game(path, *game, notices, tally);
            if (check) continue;
            if (!first_game) std::fputc('\n', stdout);
            first_game = false;
            std::fputs(notation::write_pgn(*game, write_options).c_str(), stdout);
        }
        // A file with no game in it is not a PGN file worth passing (an empty or wrong file).
        if (tally.games == 0) std::fprintf(stderr, "%s: no game in the file\n", path.c_str());
        any_error = any_error || tally.errors > 0 || tally.games == 0;
        if (check)
            std::printf("%s: %d game%s, %d pl%s, %d with errors, %d notice%s\n", path.c_str(),
                        tally.games, tally.games == 1 ? "" : "s", tally.plies,
                        tally.plies == 1 ? "y" : "ies", tally.errors, tally.notices,
                        tally.notices == 1 ? "" : "s");
    }
    return any_error ? 1 : 0;
}

} // namespace escaque::tui
