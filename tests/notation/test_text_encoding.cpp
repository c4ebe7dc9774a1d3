// UTF-8 checked as the standard defines it, and Latin-1 PGN files read as what they say.
#include <catch2/catch.hpp>

#include "notation/pgn_reader.h"
#include "notation/text_encoding.h"

using namespace escaque::notation;

TEST_CASE("UTF-8 is told from what is not", "[encoding]") {
    CHECK(is_utf8("Müller ♞ 𝄞"));
    CHECK(is_utf8(""));
    CHECK_FALSE(is_utf8("M\xfcller"));       // Latin-1
    CHECK_FALSE(is_utf8("\xc0\xaf"));        // an overlong "/"
    CHECK_FALSE(is_utf8("\xed\xa0\x80"));    // a surrogate
    CHECK_FALSE(is_utf8("\xf4\x90\x80\x80")); // above U+10FFFF
    CHECK_FALSE(is_utf8("\xe2\x99"));        // cut short
    char32_t code = 0;
    CHECK(utf8_sequence("♞", 0, code) == 3);
    CHECK(code == U'♞');
}

TEST_CASE("A Latin-1 PGN file is read as Latin-1", "[encoding][pgn]") {
    CHECK(latin1_to_utf8("M\xfcller, Jos\xe9") == "Müller, José");
    CHECK(as_utf8("Müller") == "Müller"); // UTF-8 is left alone
    CHECK(as_utf8("Müller, Jos\xe9") == "Müller, José"); // a merged file: each byte as it is
    const auto games = read_pgn("[White \"M\xfcller\"]\n[Black \"Pe\xf1\x61\"]\n\n1. e4 *\n");
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].tag("White"));
    CHECK(*games[0].tag("White") == "Müller");
    REQUIRE(games[0].tag("Black"));
    CHECK(*games[0].tag("Black") == "Peña");
}
