#include "clock/english_numbers.h"
#include "clock/human_time_control.h"
#include "clock/time_control_words.h"

#include <catch2/catch.hpp>

using namespace std::chrono_literals;
using namespace escaque::clock;

namespace {

std::string words(std::string_view text) {
    const Expected<TimeControl> control = parse_time_control(text);
    REQUIRE(control);
    return describe_in_english(*control);
}

} // namespace

TEST_CASE("numbers in English words", "[words]") {
    CHECK(english_number(0) == "zero");
    CHECK(english_number(7) == "seven");
    CHECK(english_number(19) == "nineteen");
    CHECK(english_number(21) == "twenty-one");
    CHECK(english_number(90) == "ninety");
    CHECK(english_number(100) == "one hundred");
    CHECK(english_number(115) == "one hundred fifteen");
    CHECK(english_number(1000) == "one thousand");
    CHECK(english_number(1'234'567) ==
          "one million two hundred thirty-four thousand five hundred sixty-seven");
    CHECK(english_number(2'000'000'000) == "2000000000");
}

TEST_CASE("durations in English words", "[words]") {
    CHECK(english_duration(90min) == "ninety minutes");
    CHECK(english_duration(1min) == "one minute");
    CHECK(english_duration(90s) == "one minute thirty seconds");
    CHECK(english_duration(1s) == "one second");
    CHECK(english_duration(2250ms) == "two point two five seconds");
    CHECK(english_duration(0s) == "zero seconds");
}

TEST_CASE("time controls in English words", "[words][time-control]") {
    CHECK(words("90+30") == "ninety minutes plus thirty seconds per move");
    CHECK(words("3+2") == "three minutes plus two seconds per move");
    CHECK(words("60") == "sixty minutes for the game");
    CHECK(words("40/90,30+30") == "forty moves in ninety minutes, then thirty minutes for the "
                                  "rest of the game, plus thirty seconds per move from move one");
    CHECK(words("40/90+30,30+10") ==
          "forty moves in ninety minutes plus thirty seconds per move, then thirty minutes for "
          "the rest of the game plus ten seconds per move");
    CHECK(words("G/5 d3") == "five minutes with a delay of three seconds");
    CHECK(words("5 b3") == "five minutes with a Bronstein delay of three seconds");
    CHECK(words("40/120,20/60") ==
          "forty moves in one hundred twenty minutes, then twenty moves in sixty minutes, "
          "repeating");
    CHECK(words("10 byo 5x30") == "ten minutes, then byo-yomi: five periods of thirty seconds");
    CHECK(words("0 byo 1x10") == "byo-yomi: one period of ten seconds");
    CHECK(words("hourglass 5") == "an hourglass of five minutes for each player");
    CHECK(words("0.5+0") == "thirty seconds for the game");
    CHECK(words("-") == "no time control");
    CHECK(words("?") == "unknown time control");
}

TEST_CASE("the structured description lifts out a shared bonus", "[words][time-control]") {
    const TimeControlDescription shared = describe(*parse_time_control("40/90,30+30"));
    REQUIRE(shared.shared_method == TimingMethod::fischer);
    CHECK(shared.shared_bonus == 30s);
    REQUIRE(shared.periods.size() == 2);
    CHECK(shared.periods[0].moves == 40);
    CHECK(shared.periods[0].method == TimingMethod::sudden_death);
    CHECK(shared.periods[1].base == 30min);

    const TimeControlDescription single = describe(TimeControl::fischer(90min, 30s));
    CHECK_FALSE(single.shared_method);
    CHECK(single.periods[0].method == TimingMethod::fischer);
}
