// What espeak-ng 1.51 actually says, checked through its phonemes (ASCII names: 'a stressed,
// a# the reduced article, _: a pause). spoken_phonemes() traces a real synthesis of the markup
// the speakers send; text_to_phonemes() is espeak_TextToPhonemes on plain text.
#include <catch2/catch.hpp>

#include <string>

#include "tts/espeak_engine.h"
#include "tts/square_words.h"

using Catch::Matchers::Contains;
using namespace escaque::tts;

namespace {

EspeakEngine& engine() {
    EspeakEngine& shared = EspeakEngine::instance();
    // espeak-ng-data is a test dependency (scripts/common.sh installs it): fail loudly without it.
    REQUIRE(shared.status().empty());
    return shared;
}

std::string spoken(const std::string& text, const std::string& voice) {
    return engine().spoken_phonemes(text, VoiceSettings{voice});
}

} // namespace

TEST_CASE("English reads a4 as a square, but a lone a as the article", "[phonemes]") {
    CHECK_THAT(engine().text_to_phonemes("a4", "en"), Contains(",eI f'o@"));
    CHECK_THAT(engine().text_to_phonemes("a 4", "en"), Contains("a#"));
    CHECK_THAT(spoken("Pawn a4", "en"), Contains("p'O:n ,eI f'o@"));
}

TEST_CASE("No English square in the letters style is read as the article", "[phonemes]") {
    const Wording letters{Language::en, SquareStyle::letters};
    for (int file = 0; file < 8; ++file)
        for (int rank = 0; rank < 8; ++rank) {
            const std::string text = "Rook to " + square_words(file, rank, letters);
            const std::string phonemes = spoken(text, "en");
            INFO(text << " -> " << phonemes);
            CHECK(phonemes.find("a#") == std::string::npos);
        }
}

TEST_CASE("Spanish vowel files are stressed, as plain text they are not", "[phonemes]") {
    // The trap: the file "a" becomes the unstressed preposition.
    CHECK_THAT(engine().text_to_phonemes("peón a4", "es"), Contains("pe'on a kw'at**o"));
    // Shaped for the voice: stressed, no pause added.
    CHECK_THAT(spoken("peón a4", "es"), Contains("pe'on 'a kw'at**o"));
    CHECK_THAT(spoken("torre a1 a a8", "es"), Contains("'a 'uno a 'a 'otSo"));
    const Wording letters{Language::es, SquareStyle::letters};
    for (int file : {0, 4})
        for (int rank = 0; rank < 8; ++rank) {
            const std::string text = "peón " + square_words(file, rank, letters);
            const std::string phonemes = spoken(text, "es");
            INFO(text << " -> " << phonemes);
            CHECK_THAT(phonemes, Contains(file == 0 ? "'a " : "'e "));
            CHECK(phonemes.find("_:") == std::string::npos);
        }
}

TEST_CASE("SSML say-as stresses a Spanish letter too, but with pauses around it", "[phonemes]") {
    // Why the markup uses phoneme input instead.
    const std::string phonemes =
        engine().spoken_phonemes("peón <say-as interpret-as=\"characters\">a</say-as>4",
                                 VoiceSettings{"es"}, EspeakEngine::Input::markup);
    CHECK_THAT(phonemes, Contains("'a"));
    CHECK_THAT(phonemes, Contains("_:"));
}

TEST_CASE("Spanish consonant files read as letter names", "[phonemes]") {
    CHECK_THAT(spoken("caballo f3", "es"), Contains("'Efe t**'es"));
    CHECK_THAT(spoken("alfil d4", "es"), Contains("'e kw'at**o"));
}

TEST_CASE("English says the file Cesar like Caesar", "[phonemes]") {
    CHECK_THAT(engine().text_to_phonemes("Cesar", "en"), Contains("seIz'A@"));
    CHECK_THAT(spoken("Bishop Cesar four", "en"), Contains("s'i:z3"));
}

TEST_CASE("Spanish FIDE names keep their Spanish stress", "[phonemes]") {
    CHECK_THAT(spoken("Félix tres", "es"), Contains("f'eliks"));
    CHECK_THAT(spoken("Felix tres", "es"), Contains("f'eliks"));
    CHECK_THAT(spoken("Hector uno", "es"), Contains("'ektor"));
}

TEST_CASE("German FIDE words are spoken by the German voice", "[phonemes]") {
    // The trap: the English voice says "acht" as "atcht", the Spanish one "zwei" as "zeta-wei".
    CHECK_THAT(engine().text_to_phonemes("acht", "en"), Contains("a#tSt"));
    CHECK_THAT(engine().text_to_phonemes("zwei", "es"), Contains("T'Etaw'eI"));

    const std::string english = spoken("Springer Gustav eins Felix drei. Check.", "en");
    CHECK_THAT(english, Contains("Spr'IN3 g'UstA:f"));
    CHECK_THAT(english, Contains("dr'aI"));
    CHECK_THAT(english, Contains("tS'Ek")); // back in English for "check"

    const std::string spanish = spoken("Turm Anna zwei. Jaque.", "es");
    CHECK_THAT(spanish, Contains("tsv'aI"));
    CHECK_THAT(spanish, Contains("x'ake"));

    CHECK_THAT(spoken("Kurze Rochade", "en"), Contains("k'URts@ r'OxA:d@"));
    CHECK_THAT(spoken("Springer Cesar acht", "en"), Contains("ts'E:zA:r _!'axt"));
    CHECK_THAT(spoken("Koenig Anna fuenf", "es"), Contains("k'Y:nIC"));
}

TEST_CASE("A German stretch does not leak into the next utterance", "[phonemes]") {
    // espeak-ng keeps the last <voice> after the synthesis; the engine sets the voice again.
    CHECK_THAT(spoken("Knight Gustav eins", "en"), Contains("g'UstA:f"));
    CHECK_THAT(spoken("Check the bishop", "en"), Contains("tS'Ek"));
}

TEST_CASE("Markup characters are spoken, not obeyed", "[phonemes]") {
    CHECK_THAT(spoken("Smith & Jones", "en"), Contains("_and"));
    CHECK_THAT(spoken("Smith <b>bold</b>", "en"), Contains("b'oUld"));
}
