// Text from outside (a PGN's tags and comments, a typed line) cannot act on the terminal, the
// braille display or the voice, and is not read back at any length.
#include <catch2/catch.hpp>

#include <string>

#include "printable_text.h"

using escaque::tui::printable_text;
using escaque::tui::quoted_input;

TEST_CASE("control characters and bytes that are not UTF-8 are shown as ?", "[tui][text]") {
    CHECK(printable_text("Reviewing A\x1b[2JB") == "Reviewing A?[2JB");
    CHECK(printable_text("bell\x07 nul") == "bell? nul");
    CHECK(printable_text(std::string("a\0b", 3)) == "a?b");
    CHECK(printable_text("del\x7f") == "del?");
    CHECK(printable_text("csi \xc2\x9b" "2J") == "csi ?2J"); // U+009B, a C1 control
    CHECK(printable_text("M\xfcller") == "M?ller");
    CHECK(printable_text("tab\there\nnext line") == "tab here\nnext line");
    CHECK(printable_text("Peña ♞ — «sí»") == "Peña ♞ — «sí»");
}

TEST_CASE("a typed text quoted back is cut to forty characters", "[tui][text]") {
    CHECK(quoted_input("foo") == "foo");
    CHECK(quoted_input(std::string(40, 'x')) == std::string(40, 'x'));
    CHECK(quoted_input(std::string(10000, 'x')) == std::string(40, 'x') + "…");
    // Characters, not bytes: a cut never splits one.
    std::string many;
    for (int i = 0; i < 50; ++i) many += "ñ";
    std::string forty;
    for (int i = 0; i < 40; ++i) forty += "ñ";
    CHECK(quoted_input(many) == forty + "…");
}
