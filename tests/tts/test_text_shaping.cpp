#include <catch2/catch.hpp>

#include "tts/text_shaping.h"

using namespace escaque::tts;

TEST_CASE("A trailing check becomes its own short sentence", "[shaping]") {
    CHECK(append_sentence("Knight Felix three", "check") == "Knight Felix three. Check.");
    CHECK(append_sentence("Knight Felix three, ", "check") == "Knight Felix three. Check.");
    CHECK(append_sentence("Knight Felix three.", "Check") == "Knight Felix three. Check.");
    CHECK(append_sentence("Caballo Félix tres", "jaque") == "Caballo Félix tres. Jaque.");
    CHECK(append_sentence("Queen takes Gustav seven", "checkmate!") ==
          "Queen takes Gustav seven. Checkmate!");
    CHECK(append_sentence("", "check") == "Check.");
    CHECK(append_sentence("Knight Felix three", "") == "Knight Felix three");
}

TEST_CASE("Words are joined with single spaces, skipping empty parts", "[shaping]") {
    CHECK(join_words({"knight", "", "Felix three"}) == "knight Felix three");
    CHECK(join_words({"", ""}).empty());
    CHECK(join_words({"f3"}) == "f3");
}

TEST_CASE("SSML characters are escaped", "[shaping]") {
    CHECK(escape_ssml("Smith & Jones <GM>") == "Smith &amp; Jones &lt;GM&gt;");
    CHECK(escape_ssml("plain") == "plain");
    CHECK(escape_ssml("&amp;") == "&amp;amp;");
}
