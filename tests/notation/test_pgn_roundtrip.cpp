// Writing every game of the PGN data: write -> read -> write is a fixed point, lines keep to 80
// columns, the games read back equal the originals, and a Spanish-letter export reads back
// identically with Spanish letters.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>

#include "notation/pgn_reader.h"
#include "notation/pgn_writer.h"
#include "pgn_test_data.h"

using namespace escaque;
using namespace escaque::notation;

namespace {

std::vector<std::string> all_pgn_files() {
    std::vector<std::string> files;
    for (const char* folder : {"games", "fixtures"})
        for (const auto& entry :
             std::filesystem::directory_iterator(test::shared_data(std::string("pgn/") + folder)))
            files.push_back(std::string(folder) + "/" + entry.path().filename().string());
    std::sort(files.begin(), files.end());
    return files;
}

// The parts of a game the writer must keep.
void check_same_line(const PgnLine& a, const PgnLine& b) {
    REQUIRE(a.moves.size() == b.moves.size());
    CHECK(a.comments == b.comments);
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const PgnMove& x = a.moves[i];
        const PgnMove& y = b.moves[i];
        INFO("move " << i + 1 << " " << x.san);
        CHECK(x.move == y.move);
        CHECK(x.san == y.san);
        CHECK(x.nags == y.nags);
        CHECK(x.comments == y.comments);
        CHECK(x.clock == y.clock);
        CHECK(x.elapsed == y.elapsed);
        CHECK(x.draw_offer == y.draw_offer);
        REQUIRE(x.variations.size() == y.variations.size());
        for (std::size_t v = 0; v < x.variations.size(); ++v)
            check_same_line(x.variations[v], y.variations[v]);
    }
}

void check_same_game(const PgnGame& a, const PgnGame& b) {
    CHECK(a.start == b.start);
    CHECK(a.result == b.result);
    check_same_line(a.mainline, b.mainline);
}

void check_line_lengths(const std::string& text) {
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        if (line.empty() || line[0] == '[') continue; // tag pairs are never broken
        INFO(line);
        CHECK((line.size() <= 80 || line.find(' ') == std::string::npos));
    }
}

} // namespace

TEST_CASE("write -> read -> write is a fixed point for every game of the data",
          "[pgn][writer][data]") {
    int games = 0;
    for (const std::string& file : all_pgn_files()) {
        INFO(file);
        const auto originals = read_pgn(test::read_pgn_data(file), {.lenient = true});
        for (const PgnGame& original : originals) {
            INFO("game " << original.number);
            const std::string written = write_pgn(original);
            check_line_lengths(written);
            const auto reread = read_pgn(written, {.lenient = true});
            REQUIRE(reread.size() == 1);
            CHECK_FALSE(reread[0].error.has_value());
            check_same_game(original, reread[0]);
            CHECK(write_pgn(reread[0]) == written);
            ++games;
        }
    }
    CHECK(games == 855);
}

TEST_CASE("Spanish-letter export reads back identically with Spanish letters",
          "[pgn][writer][spanish][data]") {
    const PgnWriteOptions spanish{.san = {.letters = PieceLetters::spanish}};
    const PgnReadOptions read_spanish{.lenient = true, .letters = PieceLetters::spanish};
    for (const std::string& file : all_pgn_files()) {
        INFO(file);
        for (const PgnGame& original : read_pgn(test::read_pgn_data(file), {.lenient = true})) {
            INFO("game " << original.number);
            const std::string written = write_pgn(original, spanish);
            const auto reread = read_pgn(written, read_spanish);
            REQUIRE(reread.size() == 1);
            CHECK_FALSE(reread[0].error.has_value());
            check_same_game(original, reread[0]);
            CHECK(write_pgn(reread[0], spanish) == written);
            CHECK(write_pgn(reread[0]) == write_pgn(original));
        }
    }
}

TEST_CASE("Games read strictly are written back strictly readable", "[pgn][writer][data]") {
    // Everything the writer makes is canonical, so the strict reader takes it whole. Kept as
    // they were read, and refused by the strict reader: a null move (PGN has none; "--" is an
    // extension), a tag name with '?', a Variant value with spaces around it.
    const std::vector<std::string> kept_quirks = {"python-chess-anastasian-lewis-null-move",
                                                  "chessjs-br-newlines",
                                                  "scalachess-completeTagsWithSpaces"};
    for (const std::string& file : all_pgn_files()) {
        INFO(file);
        const std::string written =
            write_pgn_games(read_pgn(test::read_pgn_data(file), {.lenient = true}));
        for (const PgnGame& game : read_pgn(written, {.lenient = false})) {
            INFO("game " << game.number);
            const bool quirky =
                std::any_of(kept_quirks.begin(), kept_quirks.end(), [&](const std::string& q) {
                    return file.find(q) != std::string::npos;
                });
            CHECK(game.error.has_value() == quirky);
        }
    }
}
