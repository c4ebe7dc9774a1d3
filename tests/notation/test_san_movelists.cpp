// pgn/san-movelists.tsv: for every position, our SAN of every legal move equals the listed SAN,
// and reading that SAN back gives the listed move.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"
#include "notation/move_input.h"
#include "notation/san.h"
#include "support/epd.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::notation;

namespace {

struct SanRecord {
    std::string fen;
    int legal_count = 0;
    std::map<std::string, std::string> san_by_uci;
    bool chess960 = false;
    int line = 0;
};

std::vector<SanRecord> read_san_movelists() {
    std::ifstream in(test::shared_data("pgn/san-movelists.tsv"));
    REQUIRE(in);
    std::vector<SanRecord> records;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        std::stringstream fields(line);
        std::string count, pairs, rules;
        SanRecord r;
        r.line = number;
        std::getline(fields, r.fen, '\t');
        std::getline(fields, count, '\t');
        std::getline(fields, pairs, '\t');
        std::getline(fields, rules, '\t');
        r.legal_count = std::stoi(count);
        r.chess960 = rules == "960";
        std::stringstream pair_stream(pairs);
        std::string pair;
        while (pair_stream >> pair) {
            const auto colon = pair.find(':');
            r.san_by_uci[pair.substr(0, colon)] = pair.substr(colon + 1);
        }
        records.push_back(std::move(r));
    }
    return records;
}

// "e7e8q" as ICCF digits: files and ranks 1-8, then 1 queen, 2 rook, 3 bishop, 4 knight.
std::string iccf_digits(const std::string& uci) {
    std::string digits;
    for (std::size_t i = 0; i < 4; ++i) digits += char(i % 2 == 0 ? uci[i] - 'a' + '1' : uci[i]);
    if (uci.size() == 5) digits += "1234"[std::string("qrbn").find(uci[4])];
    return digits;
}

} // namespace

TEST_CASE("SAN of every legal move matches san-movelists.tsv", "[san][data]") {
    const auto records = read_san_movelists();
    REQUIRE(records.size() == 972);
    int moves_checked = 0;
    for (const auto& r : records) {
        INFO("line " << r.line << ": " << r.fen);
        const auto pos =
            parse_fen(r.fen, {.chess960 = r.chess960, .drop_impossible_castling = true});
        REQUIRE(pos.has_value());
        const MoveList moves = legal_moves(*pos);
        REQUIRE(moves.size() == r.legal_count);
        for (const Move m : moves) {
            const std::string uci = uci_string(m, pos->chess960());
            const auto listed = r.san_by_uci.find(uci);
            REQUIRE(listed != r.san_by_uci.end());
            CHECK(to_san(*pos, m) == listed->second);

            const auto parsed = parse_move_text(*pos, listed->second);
            INFO("parsing " << listed->second);
            REQUIRE(parsed.has_value());
            CHECK(*parsed == m);
            ++moves_checked;

            // The same move in the other forms a player may type.
            const std::string spanish = to_san(*pos, m, PieceLetters::spanish);
            const auto parsed_spanish =
                parse_move_text(*pos, spanish, {.letters = PieceLetters::spanish});
            INFO("Spanish " << spanish);
            CHECK((parsed_spanish.has_value() && *parsed_spanish == m));
            const std::string long_form = to_long_algebraic(*pos, m);
            const auto parsed_long = parse_move_text(*pos, long_form);
            INFO("long algebraic " << long_form);
            CHECK((parsed_long.has_value() && *parsed_long == m));
            // In Chess960 the UCI castling "king takes rook" is refused on purpose (§6.3).
            if (!(pos->chess960() && m.type() == CASTLING)) {
                const auto parsed_uci = parse_move_text(*pos, uci);
                INFO("UCI " << uci);
                CHECK((parsed_uci.has_value() && *parsed_uci == m));
                const std::string iccf = iccf_digits(uci);
                const auto parsed_iccf = parse_move_text(*pos, iccf);
                INFO("ICCF " << iccf);
                CHECK((parsed_iccf.has_value() && *parsed_iccf == m));
            }
        }
    }
    CHECK(moves_checked > 20000);
}
