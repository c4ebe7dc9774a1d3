// The time control as the program says it at the start of a game, in English and in Spanish:
// every form in words, none in its written shorthand.
#include <catch2/catch.hpp>

#include "clock/human_time_control.h"
#include "program_phrases.h"

using namespace escaque;
using tts::Language;

namespace {
std::string said(const char* control, Language lang) {
    const auto parsed = clock::parse_time_control(control);
    REQUIRE(parsed);
    return tui::phrases::time_control_words(lang, *parsed);
}
} // namespace

TEST_CASE("time controls in Spanish words, as in English", "[tui][words]") {
    CHECK(said("5+3", Language::es) == "cinco minutos más tres segundos por jugada");
    CHECK(said("5+3", Language::en) == "five minutes plus three seconds per move");
    CHECK(said("G/5 d3", Language::es) == "cinco minutos con un retraso de tres segundos");
    CHECK(said("3s+0", Language::es) == "tres segundos para toda la partida");
    CHECK(said("40/90", Language::es) == "cuarenta jugadas en noventa minutos, que se repite");
    CHECK(said("40/90,30+30", Language::es) ==
          "cuarenta jugadas en noventa minutos, y luego treinta minutos para el resto de la "
          "partida, más treinta segundos por jugada desde la primera");
    CHECK(said("-", Language::es) == "sin reloj");
    // Nothing is left for espeak-ng to read as digits, slashes or decimal points.
    for (const char* control : {"5+3", "G/5 d3", "3s+0", "40/90", "40/90,30+30", "1+0"}) {
        const std::string words = said(control, Language::es);
        CHECK(words.find_first_of("0123456789/+") == std::string::npos);
        CHECK(words.find("coma") == std::string::npos);
    }
}
