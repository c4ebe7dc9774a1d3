// Insufficient mating material against ../shared/data/dead/insufficient-material.tsv, read by
// each row's semantics, and the exact analysis never contradicting a "cannot mate" row.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "chess/dead/material.h"
#include "chess/dead/unwinnability.h"
#include "chess/fen.h"
#include "support/epd.h"

using namespace escaque::chess;

namespace {

struct MaterialRow {
    std::string fen;
    char white_cannot; // '1', '0' or '?'
    char black_cannot;
    char both_cannot;
    std::string semantics; // material, both, lichess
    int line = 0;
};

std::vector<MaterialRow> read_rows() {
    const std::string path = escaque::test::shared_data("dead/insufficient-material.tsv");
    std::ifstream in(path);
    REQUIRE(in);
    std::vector<MaterialRow> rows;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> f;
        std::stringstream fields(line);
        for (std::string field; std::getline(fields, field, '\t');) f.push_back(field);
        REQUIRE(f.size() >= 5);
        rows.push_back({f[0], f[1][0], f[2][0], f[3][0], f[4], number});
    }
    return rows;
}

} // namespace

TEST_CASE("insufficient material per side matches the data set", "[dead]") {
    const auto rows = read_rows();
    REQUIRE(rows.size() == 39);
    for (const MaterialRow& r : rows) {
        INFO("line " << r.line << " (" << r.semantics << "): " << r.fen);
        const auto pos = parse_fen(r.fen);
        REQUIRE(pos);
        // python-chess "material" and lichess rows state per-side material rules; the rules
        // escaque applies are the same (a lone knight only cannot mate against queens alone).
        if (r.white_cannot != '?')
            CHECK(has_insufficient_material(*pos, WHITE) == (r.white_cannot == '1'));
        if (r.black_cannot != '?')
            CHECK(has_insufficient_material(*pos, BLACK) == (r.black_cannot == '1'));
        // "material" rows give python-chess's both-sides answer, "both" rows chess.js's draw.
        if (r.both_cannot != '?') CHECK(is_insufficient_material(*pos) == (r.both_cannot == '1'));
    }
}

TEST_CASE("the exact analysis never finds a mate where material forbids one", "[dead]") {
    for (const MaterialRow& r : read_rows()) {
        INFO("line " << r.line << ": " << r.fen);
        const auto pos = parse_fen(r.fen);
        REQUIRE(pos);
        for (const Color side : {WHITE, BLACK}) {
            const char label = side == WHITE ? r.white_cannot : r.black_cannot;
            if (label != '1') continue;
            CHECK(can_checkmate(*pos, side, {50'000}).verdict == Verdict::no);
        }
    }
}

TEST_CASE("the FIDE material cases", "[dead]") {
    const auto check = [](const char* fen, bool white, bool black) {
        INFO(fen);
        const auto pos = parse_fen(fen);
        REQUIRE(pos);
        CHECK(has_insufficient_material(*pos, WHITE) == white);
        CHECK(has_insufficient_material(*pos, BLACK) == black);
    };
    check("8/8/4k3/8/8/3K4/8/8 w - - 0 1", true, true);         // bare kings
    check("8/8/4k3/8/8/3KN3/8/8 w - - 0 1", true, true);        // king and knight
    check("8/8/4k3/8/8/3KB3/8/8 w - - 0 1", true, true);        // king and bishop
    check("8/8/3bk3/8/8/3KB3/8/8 w - - 0 1", true, true);       // bishops on one colour
    check("8/8/2b1k3/8/8/3KB3/8/8 w - - 0 1", false, false);    // bishops on both colours
    check("8/8/4k3/8/8/2NKN3/8/8 w - - 0 1", false, true);      // two knights can be helped
    check("8/8/4k3/8/8/3K4/8/3q2N1 w - - 0 1", true, false);    // knight against a queen
    check("8/8/4k3/8/8/3K4/8/3r2N1 w - - 0 1", false, false);   // knight against a rook
    check("8/8/4k3/4p3/8/3KB3/8/8 w - - 0 1", false, false);    // a pawn may promote
    check("8/8/4k3/8/8/3K4/4P3/8 w - - 0 1", false, true);
}
