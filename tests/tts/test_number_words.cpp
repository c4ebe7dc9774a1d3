#include <catch2/catch.hpp>

#include "tts/number_words.h"

using escaque::tts::Language;
using escaque::tts::number_words;
using escaque::tts::NumberForm;

TEST_CASE("English numbers are spoken in words", "[words][numbers]") {
    CHECK(number_words(0, Language::en) == "zero");
    CHECK(number_words(7, Language::en) == "seven");
    CHECK(number_words(13, Language::en) == "thirteen");
    CHECK(number_words(20, Language::en) == "twenty");
    CHECK(number_words(21, Language::en) == "twenty-one");
    CHECK(number_words(99, Language::en) == "ninety-nine");
    CHECK(number_words(100, Language::en) == "one hundred");
    CHECK(number_words(105, Language::en) == "one hundred five");
    CHECK(number_words(340, Language::en) == "three hundred forty");
    CHECK(number_words(1000, Language::en) == "one thousand");
    CHECK(number_words(1001, Language::en) == "one thousand one");
    CHECK(number_words(2045, Language::en) == "two thousand forty-five");
    CHECK(number_words(9999, Language::en) == "nine thousand nine hundred ninety-nine");
    CHECK(number_words(1'000'000, Language::en) == "one million");
    CHECK(number_words(4'294'967'295u, Language::en) ==
          "four billion two hundred ninety-four million nine hundred sixty-seven thousand two "
          "hundred ninety-five");
}

TEST_CASE("English ignores the grammatical form", "[words][numbers]") {
    CHECK(number_words(21, Language::en, NumberForm::feminine) == "twenty-one");
    CHECK(number_words(1, Language::en, NumberForm::masculine) == "one");
}

TEST_CASE("Spanish numbers 0 to 30 have their own words", "[words][numbers]") {
    CHECK(number_words(0, Language::es) == "cero");
    CHECK(number_words(1, Language::es) == "uno");
    CHECK(number_words(3, Language::es) == "tres");
    CHECK(number_words(15, Language::es) == "quince");
    CHECK(number_words(16, Language::es) == "dieciséis");
    CHECK(number_words(19, Language::es) == "diecinueve");
    CHECK(number_words(20, Language::es) == "veinte");
    CHECK(number_words(21, Language::es) == "veintiuno");
    CHECK(number_words(22, Language::es) == "veintidós");
    CHECK(number_words(23, Language::es) == "veintitrés");
    CHECK(number_words(26, Language::es) == "veintiséis");
    CHECK(number_words(29, Language::es) == "veintinueve");
    CHECK(number_words(30, Language::es) == "treinta");
}

TEST_CASE("Spanish tens, hundreds and thousands", "[words][numbers]") {
    CHECK(number_words(31, Language::es) == "treinta y uno");
    CHECK(number_words(45, Language::es) == "cuarenta y cinco");
    CHECK(number_words(99, Language::es) == "noventa y nueve");
    CHECK(number_words(100, Language::es) == "cien");
    CHECK(number_words(101, Language::es) == "ciento uno");
    CHECK(number_words(115, Language::es) == "ciento quince");
    CHECK(number_words(200, Language::es) == "doscientos");
    CHECK(number_words(500, Language::es) == "quinientos");
    CHECK(number_words(555, Language::es) == "quinientos cincuenta y cinco");
    CHECK(number_words(700, Language::es) == "setecientos");
    CHECK(number_words(900, Language::es) == "novecientos");
    CHECK(number_words(1000, Language::es) == "mil");
    CHECK(number_words(1001, Language::es) == "mil uno");
    CHECK(number_words(2000, Language::es) == "dos mil");
    CHECK(number_words(2024, Language::es) == "dos mil veinticuatro");
    CHECK(number_words(9999, Language::es) == "nueve mil novecientos noventa y nueve");
    CHECK(number_words(21'000, Language::es) == "veintiún mil");
    CHECK(number_words(100'000, Language::es) == "cien mil");
    CHECK(number_words(1'000'000, Language::es) == "un millón");
    CHECK(number_words(2'500'000, Language::es) == "dos millones quinientos mil");
    CHECK(number_words(21'000'000, Language::es) == "veintiún millones");
    CHECK(number_words(1'000'000'000, Language::es) == "mil millones");
}

TEST_CASE("Spanish numbers agree with the noun that follows", "[words][numbers]") {
    CHECK(number_words(1, Language::es, NumberForm::masculine) == "un");
    CHECK(number_words(1, Language::es, NumberForm::feminine) == "una");
    CHECK(number_words(21, Language::es, NumberForm::masculine) == "veintiún");
    CHECK(number_words(21, Language::es, NumberForm::feminine) == "veintiuna");
    CHECK(number_words(31, Language::es, NumberForm::masculine) == "treinta y un");
    CHECK(number_words(41, Language::es, NumberForm::feminine) == "cuarenta y una");
    CHECK(number_words(200, Language::es, NumberForm::feminine) == "doscientas");
    CHECK(number_words(201, Language::es, NumberForm::feminine) == "doscientas una");
    CHECK(number_words(101, Language::es, NumberForm::masculine) == "ciento un");
    CHECK(number_words(21'000, Language::es, NumberForm::feminine) == "veintiuna mil");
    CHECK(number_words(2, Language::es, NumberForm::feminine) == "dos");
}
