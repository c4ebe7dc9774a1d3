#include <catch2/catch.hpp>

#include "tts/espeak_markup.h"
#include "tts/voice_settings.h"

using escaque::tts::parse_voice_name;
using escaque::tts::to_espeak_markup;

TEST_CASE("Plain English text passes unchanged", "[markup]") {
    CHECK(to_espeak_markup("Knight from Gustav one to Felix three. Check.", "en") ==
          "Knight from Gustav one to Felix three. Check.");
    CHECK(to_espeak_markup("Pawn a4", "en") == "Pawn a4");
}

TEST_CASE("SSML characters and phoneme brackets in the text are neutralised", "[markup]") {
    CHECK(to_espeak_markup("Smith & Jones <GM>", "en") == "Smith &amp; Jones &lt;GM&gt;");
    CHECK(to_espeak_markup("a comment [[x]]", "en") == "a comment [ [x]]");
    CHECK(to_espeak_markup("[[[", "es") == "[ [ [");
}

TEST_CASE("English says Caesar for the file Cesar", "[markup]") {
    CHECK(to_espeak_markup("Bishop Cesar four", "en") == "Bishop Caesar four");
    CHECK(to_espeak_markup("Bishop Cesar four", "en-us") == "Bishop Caesar four");
}

TEST_CASE("Spanish stresses vowel files and FIDE names", "[markup]") {
    CHECK(to_espeak_markup("peón a4", "es") == "peón [['a]]4");
    CHECK(to_espeak_markup("torre a1 a a8", "es") == "torre [['a]]1 a [['a]]8");
    CHECK(to_espeak_markup("alfil toma e7", "es-419") == "alfil toma [['e]]7");
    CHECK(to_espeak_markup("caballo f3 d4", "es") == "caballo f3 d4");
    CHECK(to_espeak_markup("caballo Felix tres, Cesar seis, Hector uno", "es") ==
          "caballo Félix tres, César seis, Héctor uno");
    CHECK(to_espeak_markup("caballo charlie tres, echo cuatro", "es") ==
          "caballo chárli tres, eco cuatro");
    // English keeps the squares as they are: "a4" is already read "ay four".
    CHECK(to_espeak_markup("a4", "en") == "a4");
}

TEST_CASE("German FIDE words go to the German voice, the rest stays in the user's", "[markup]") {
    CHECK(to_espeak_markup("Springer Gustav eins Felix drei. Check.", "en") ==
          "<voice name=\"de\">Springer Gustav eins Felix drei.</voice>"
          "<voice name=\"en\"> Check.</voice>");
    CHECK(to_espeak_markup("Kurze Rochade.", "es") == "<voice name=\"de\">Kurze Rochade.</voice>");
    CHECK(to_espeak_markup("Bauer takes Dame", "en") ==
          "<voice name=\"de\">Bauer</voice><voice name=\"en\"> takes </voice>"
          "<voice name=\"de\">Dame</voice>");
}

TEST_CASE("The voice variant is kept across the switch", "[markup]") {
    CHECK(to_espeak_markup("Läufer Cesar vier. Check.", "en+klatt") ==
          "<voice name=\"de+klatt\">Läufer Zäsar vier.</voice><voice name=\"en+klatt\"> "
          "Check.</voice>");
}

TEST_CASE("File names alone stay in the user's language", "[markup]") {
    CHECK(to_espeak_markup("Felix three", "en") == "Felix three");
    CHECK(to_espeak_markup("Anna, Bella", "es") == "Anna, Bella");
}

TEST_CASE("A German voice needs no switching, only the umlauts", "[markup]") {
    CHECK(to_espeak_markup("Koenig Cesar fuenf", "de") == "König Zäsar fünf");
    CHECK(to_espeak_markup("Laeufer Felix acht", "de+klatt") == "Läufer Felix acht");
}

TEST_CASE("Voice names are split into base, variant and language", "[markup]") {
    const auto klatt = parse_voice_name("en+klatt");
    CHECK(klatt.base == "en");
    CHECK(klatt.variant == "klatt");
    CHECK(klatt.language == "en");
    const auto latin = parse_voice_name("es-419");
    CHECK(latin.base == "es-419");
    CHECK(latin.variant.empty());
    CHECK(latin.language == "es");
    CHECK(parse_voice_name("EN-GB").language == "en");
}
