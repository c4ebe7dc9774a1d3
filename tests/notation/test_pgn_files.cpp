// Every game of pgn/games and pgn/fixtures against pgn/expected-games.tsv: loads (strictly where
// the file is canonical, leniently where the table says so), ply count, start and final FEN,
// result, mate and stalemate, noncanonical SAN reported as the table lists it, and an error
// where the record has one without losing the file's other games.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "notation/pgn_reader.h"
#include "notation/san.h"
#include "pgn_test_data.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::notation;

namespace {

const std::vector<PgnGame>& games_of(const std::string& file, bool lenient) {
    static std::map<std::pair<std::string, bool>, std::vector<PgnGame>> cache;
    const auto key = std::make_pair(file, lenient);
    auto found = cache.find(key);
    if (found == cache.end()) {
        const std::string text = test::read_pgn_data(file);
        found = cache.emplace(key, read_pgn(text, {.lenient = lenient})).first;
    }
    return found->second;
}

// The SAN the reader stored equals to_san of the move, through every line of the tree.
int check_stored_san(const Position& start, const PgnLine& line) {
    int checked = 0;
    Position pos = start;
    for (const PgnMove& m : line.moves) {
        for (const PgnLine& variation : m.variations) checked += check_stored_san(pos, variation);
        CHECK(to_san(pos, m.move) == m.san);
        ++checked;
        if (m.move.is_ok())
            pos.do_move(m.move);
        else
            pos.do_null_move();
    }
    return checked;
}

std::vector<std::string> mainline_noncanonical(const PgnGame& game) {
    std::vector<std::string> items;
    for (const PgnNotice& n : game.notices)
        if (n.kind == PgnNotice::Kind::noncanonical_san && !n.in_variation)
            items.push_back(std::to_string(n.ply) + ":" + n.written + ">" + n.canonical);
    return items;
}

} // namespace

TEST_CASE("Every game of the PGN data loads as expected-games.tsv says", "[pgn][data]") {
    const auto rows = test::read_expected_games();
    REQUIRE(rows.size() == 855);
    std::map<std::string, int> games_per_file;
    int san_checked = 0;
    for (const auto& row : rows) {
        INFO(row.file << " game " << row.game << " (" << row.parse << ")");
        games_per_file[row.file] = std::max(games_per_file[row.file], row.game);
        const bool lenient = row.parse != "ok";
        const auto& games = games_of(row.file, lenient);
        REQUIRE(int(games.size()) >= row.game);
        const PgnGame& game = games[row.game - 1];
        if (row.parse == "error") {
            CHECK(game.error.has_value());
        } else {
            INFO((game.error ? game.error->text() : std::string("no error")));
            CHECK_FALSE(game.error.has_value());
        }
        CHECK(game.ply_count() == row.plies);
        CHECK(to_fen(game.start) == row.start_fen);
        CHECK(game.start.chess960() == row.chess960);
        const Position final_position = game.final_position();
        CHECK(to_fen(final_position) == row.final_fen);
        if (row.status == "checkmate") CHECK(is_checkmate(final_position));
        if (row.status == "stalemate") CHECK(is_stalemate(final_position));
        // chessops reads "½-½" as no result; we read it as the draw it says.
        const std::string result = row.file == "fixtures/scalachess-unicodeResultDraw.pgn"
                                       ? std::string("1/2-1/2")
                                   : row.result == "+--" ? std::string("1-0")
                                                         : row.result;
        CHECK(std::string(result_text(game.result)) == result);
        if (row.parse == "noncanonical") {
            auto expected = test::noncanonical_from_notes(row.notes);
            // The file has "Rh7++" (FIDE's old mate sign); chessops read "Rh7+" and a stray "+".
            for (auto& item : expected)
                if (item == "139:Rh7+>Rh7#") item = "139:Rh7++>Rh7#";
            CHECK(mainline_noncanonical(game) == expected);
        }
        if (row.parse == "ok")
            for (const PgnNotice& notice : game.notices) {
                INFO(notice.message);
                // Variations the table does not judge; castling rights dropped from the FEN
                // tag, as the table's reader drops them, are told.
                CHECK((notice.in_variation || notice.message.starts_with("FEN tag, castling")));
            }
        san_checked += check_stored_san(game.start, game.mainline);
    }
    for (const auto& [file, count] : games_per_file) {
        INFO(file);
        CHECK(int(games_of(file, true).size()) == count);
    }
    CHECK(san_checked >= 50555); // the main lines alone have 50555 plies
}

TEST_CASE("Which files need the lenient reader", "[pgn][data]") {
    const auto rows = test::read_expected_games();
    std::set<std::string> need_lenient;
    for (const auto& row : rows) {
        const auto& strict = games_of(row.file, false);
        if (int(strict.size()) < row.game || strict[row.game - 1].error)
            need_lenient.insert(row.file);
    }
    const std::set<std::string> expected = {
        "fixtures/chessjs-br-newlines.pgn",
        "fixtures/python-chess-anastasian-lewis-null-move.pgn",
        "fixtures/python-chess-uci-moves.pgn",
        "fixtures/scalachess-android.pgn",
        "fixtures/scalachess-blackAbsentResult.pgn",
        "fixtures/scalachess-castleCheck2.pgn",
        "fixtures/scalachess-chessByPost.pgn",
        "fixtures/scalachess-chesskids.pgn",
        "fixtures/scalachess-clonoNoExoticNotation.pgn",
        "fixtures/scalachess-completeTagsWithSpaces.pgn",
        "fixtures/scalachess-enpassantEP.pgn",
        "fixtures/scalachess-enpassantEP2.pgn",
        "fixtures/scalachess-enpassantEP3.pgn",
        "fixtures/scalachess-festivalFigueira.pgn", // the illegal move is an error either way
        "fixtures/scalachess-fromProd1.pgn",
        "fixtures/scalachess-handwritten.pgn",
        "fixtures/scalachess-overflow.pgn", // Rh1g1, Rf8b8, Rxc4 without its "+"
        "fixtures/scalachess-unclosedQuote.pgn",
        "fixtures/scalachess-weirdDashes.pgn",
    };
    CHECK(need_lenient == expected);
}
