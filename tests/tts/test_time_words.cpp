#include <catch2/catch.hpp>

#include "tts/time_words.h"

using namespace std::chrono_literals;
using escaque::tts::Language;
using escaque::tts::duration_words;
using escaque::tts::time_words;

TEST_CASE("English clock readings: hours, minutes and seconds from one hour up",
          "[words][time]") {
    CHECK(time_words(1h + 5min, Language::en) == "one hour five minutes");
    // What the screen shows (1:05:59), not a minute less.
    CHECK(time_words(1h + 5min + 59s + 999ms, Language::en) ==
          "one hour five minutes fifty-nine seconds");
    CHECK(time_words(1h + 3s, Language::en) == "one hour three seconds");
    CHECK(time_words(1h, Language::en) == "one hour");
    CHECK(time_words(2h, Language::en) == "two hours");
    CHECK(time_words(2h + 1min, Language::en) == "two hours one minute");
    CHECK(time_words(90min, Language::en) == "one hour thirty minutes");
}

TEST_CASE("English clock readings: minutes and seconds under an hour", "[words][time]") {
    CHECK(time_words(4min + 30s, Language::en) == "four minutes thirty seconds");
    CHECK(time_words(4min, Language::en) == "four minutes");
    CHECK(time_words(1min + 1s, Language::en) == "one minute one second");
    CHECK(time_words(59min + 59s + 999ms, Language::en) == "fifty-nine minutes fifty-nine seconds");
    CHECK(time_words(45s, Language::en) == "forty-five seconds");
    CHECK(time_words(10s, Language::en) == "ten seconds");
    CHECK(time_words(21s + 700ms, Language::en) == "twenty-one seconds");
}

TEST_CASE("English clock readings: tenths under ten seconds", "[words][time]") {
    CHECK(time_words(9400ms, Language::en) == "nine point four seconds");
    CHECK(time_words(9999ms, Language::en) == "nine point nine seconds");
    CHECK(time_words(1500ms, Language::en) == "one point five seconds");
    // Whole seconds without "point zero": the flag falls at "zero seconds".
    CHECK(time_words(5s, Language::en) == "five seconds");
    CHECK(time_words(1s, Language::en) == "one second");
    CHECK(time_words(0ms, Language::en) == "zero seconds");
    CHECK(time_words(99ms, Language::en) == "zero seconds");
    CHECK(time_words(0ms, Language::es) == "cero segundos");
    CHECK(time_words(3s + 50ms, Language::es) == "tres segundos");
    CHECK(time_words(1s, Language::es) == "un segundo");
}

TEST_CASE("Negative times are read with minus", "[words][time]") {
    CHECK(time_words(-2500ms, Language::en) == "minus two point five seconds");
    CHECK(time_words(-(1min + 3s), Language::es) == "menos un minuto tres segundos");
}

TEST_CASE("Spanish clock readings", "[words][time]") {
    CHECK(time_words(1h + 5min, Language::es) == "una hora cinco minutos");
    CHECK(time_words(1h + 29min + 58s, Language::es) ==
          "una hora veintinueve minutos cincuenta y ocho segundos");
    CHECK(time_words(2h, Language::es) == "dos horas");
    CHECK(time_words(21h, Language::es) == "veintiuna horas");
    CHECK(time_words(4min + 30s, Language::es) == "cuatro minutos treinta segundos");
    CHECK(time_words(1min + 1s, Language::es) == "un minuto un segundo");
    CHECK(time_words(21min + 31s, Language::es) == "veintiún minutos treinta y un segundos");
    CHECK(time_words(45s, Language::es) == "cuarenta y cinco segundos");
    CHECK(time_words(9400ms, Language::es) == "nueve coma cuatro segundos");
    CHECK(time_words(1500ms, Language::es) == "uno coma cinco segundos");
}

TEST_CASE("Amounts of time as set, in whole units", "[words][time]") {
    CHECK(duration_words(90min, Language::en) == "ninety minutes");
    CHECK(duration_words(3s, Language::en) == "three seconds");
    CHECK(duration_words(1s, Language::en) == "one second");
    CHECK(duration_words(1min + 30s, Language::en) == "one minute thirty seconds");
    CHECK(duration_words(0s, Language::en) == "zero seconds");
    CHECK(duration_words(2500ms, Language::en) == "two point five seconds");
    CHECK(duration_words(3s, Language::es) == "tres segundos");
    CHECK(duration_words(1s, Language::es) == "un segundo");
    CHECK(duration_words(21min, Language::es) == "veintiún minutos");
    CHECK(duration_words(7s, Language::es) == "siete segundos");
}

TEST_CASE("Clock readings never use digits or colons", "[words][time]") {
    for (std::chrono::milliseconds ms :
         {0ms, 999ms, 9999ms, 10000ms, 61000ms, 300000ms, 3540000ms, 3600000ms, 11228000ms}) {
        for (Language language : {Language::en, Language::es}) {
            const std::string words = time_words(ms, language);
            INFO(words);
            CHECK(words.find_first_of("0123456789:") == std::string::npos);
        }
    }
}
