#include "clock/human_time_control.h"

#include <catch2/catch.hpp>

using namespace std::chrono_literals;
using Catch::Matchers::Contains;
using namespace escaque::clock;

namespace {

TimeControl parsed(std::string_view text) {
    const Expected<TimeControl> control = parse_time_control(text);
    INFO("parsing \"" << text << "\"");
    REQUIRE(control);
    return *control;
}

std::string problem(std::string_view text) {
    const Expected<TimeControl> control = parse_time_control(text);
    INFO("parsing \"" << text << "\"");
    REQUIRE_FALSE(control);
    return control.error();
}

} // namespace

TEST_CASE("minutes plus seconds per move", "[time-control][parse]") {
    CHECK(parsed("90+30") == TimeControl::fischer(90min, 30s));
    CHECK(parsed("5|3") == TimeControl::fischer(5min, 3s));
    CHECK(parsed("3+2") == TimeControl::fischer(3min, 2s));
    CHECK(parsed(" 3 + 2 ") == TimeControl::fischer(3min, 2s));
    CHECK(parsed("90 min + 30 sec") == TimeControl::fischer(90min, 30s));
    CHECK(parsed("60") == TimeControl::sudden_death(60min));
    CHECK(parsed("1+0") == TimeControl::sudden_death(1min));
}

TEST_CASE("fractions and seconds for short games", "[time-control][parse]") {
    CHECK(parsed("0.5+0") == TimeControl::sudden_death(30s));
    CHECK(parsed("0.25+1") == TimeControl::fischer(15s, 1s));
    CHECK(parsed("30s+1") == TimeControl::fischer(30s, 1s));
    CHECK(parsed("2+0.5") == TimeControl::fischer(2min, 500ms));
    // A clock face: m:ss and h:mm:ss.
    CHECK(parsed("0:20+1") == TimeControl::fischer(20s, 1s));
    CHECK(parsed("5:00") == TimeControl::sudden_death(5min));
    CHECK(parsed("1:30:00+30") == TimeControl::fischer(90min, 30s));
    CHECK(parsed("G/1:30 d5") == TimeControl::simple_delay(90s, 5s));
}

TEST_CASE("US delay and Bronstein forms", "[time-control][parse]") {
    CHECK(parsed("G/5 d3") == TimeControl::simple_delay(5min, 3s));
    CHECK(parsed("G/90;d5") == TimeControl::simple_delay(90min, 5s));
    CHECK(parsed("g/90 delay 5") == TimeControl::simple_delay(90min, 5s));
    CHECK(parsed("5 d3") == TimeControl::simple_delay(5min, 3s));
    CHECK(parsed("5 b3") == TimeControl::bronstein(5min, 3s));
    CHECK(parsed("G/60;inc30") == TimeControl::fischer(60min, 30s));
}

TEST_CASE("periods: a bonus on the last one alone runs from move 1", "[time-control][parse]") {
    const TimeControl fide = parsed("40/90,30+30");
    REQUIRE(fide.periods().size() == 2);
    CHECK(fide.periods()[0] == Period{90min, 40, TimingMethod::fischer, 30s, 0});
    CHECK(fide.periods()[1] == Period{30min, 0, TimingMethod::fischer, 30s, 0});

    const TimeControl opted_out = parsed("40/90+0, 30+30");
    CHECK(opted_out.periods()[0].method == TimingMethod::sudden_death);
    CHECK(opted_out.periods()[1].bonus == 30s);

    const TimeControl us = parsed("40/90 d5, SD/30 d5");
    CHECK(us.periods()[0] == Period{90min, 40, TimingMethod::simple_delay, 5s, 0});
    CHECK(us.periods()[1] == Period{30min, 0, TimingMethod::simple_delay, 5s, 0});

    const TimeControl repeating = parsed("40/120,20/60");
    CHECK(repeating.periods()[1].moves == 20);
}

TEST_CASE("byo-yomi, hourglass and the words for no control", "[time-control][parse]") {
    CHECK(parsed("10 byo 5x30") == TimeControl::byo_yomi(10min, 5, 30s));
    CHECK(parsed("10 byo-yomi 5 x 30s") == TimeControl::byo_yomi(10min, 5, 30s));
    CHECK(parsed("0 byo 3x10") == TimeControl::byo_yomi(0s, 3, 10s));
    CHECK(parsed("hourglass 5") == TimeControl::hourglass(5min));
    CHECK(parsed("-") == TimeControl::untimed());
    CHECK(parsed("none") == TimeControl::untimed());
    CHECK(parsed("?") == TimeControl::unknown());
    CHECK(parsed("Unknown") == TimeControl::unknown());
}

TEST_CASE("named presets", "[time-control][parse]") {
    CHECK(parsed("bullet") == TimeControl::sudden_death(1min));
    CHECK(parsed("blitz") == TimeControl::fischer(3min, 2s));
    CHECK(parsed("Rapid") == TimeControl::fischer(15min, 10s));
    CHECK(parsed("classical") == TimeControl::fischer(90min, 30s));
    CHECK(parsed("FIDE classical") == parsed("40/90,30+30"));
    CHECK(parsed("fide_classical") == parsed("40/90,30+30"));
    for (const TimeControlPreset& preset : time_control_presets())
        CHECK(parsed(preset.name) == parsed(preset.short_form));
}

TEST_CASE("bad text is refused with what was wrong and what is expected", "[time-control][parse]") {
    CHECK_THAT(problem(""), Contains("empty") && Contains("90+30"));
    CHECK_THAT(problem("   "), Contains("empty"));
    CHECK_THAT(problem("abc"), Contains("could not read \"abc\"") && Contains("expected minutes"));
    CHECK_THAT(problem("90+"), Contains("the end of the text after \"90+\"") &&
                                   Contains("expected the seconds per move"));
    CHECK_THAT(problem("+30"), Contains("could not read \"+30\""));
    CHECK_THAT(problem("90+30x"), Contains("\"x\" after \"90+30\"") && Contains("comma"));
    CHECK_THAT(problem("90+30,30"), Contains("rest of the game but another period follows"));
    CHECK_THAT(problem("0+0"), Contains("no time for the first move"));
    CHECK_THAT(problem("0/90"), Contains("move count must be a whole number from 1 to 1000"));
    CHECK_THAT(problem("2.5/90"), Contains("move count"));
    CHECK_THAT(problem("1.2345+0"), Contains("at most 3 digits after the decimal point"));
    CHECK_THAT(problem("99999999999+0"), Contains("too large"));
    // Nine digits of minutes fit 64-bit milliseconds but not nanoseconds (found by fuzzing).
    CHECK_THAT(problem("445031200+0"), Contains("too large"));
    CHECK_THAT(problem("999999999|5"), Contains("too large"));
    CHECK_THAT(problem("10 byo 0x30"), Contains("byo-yomi needs 1 to 100 periods"));
    CHECK_THAT(problem("10 byo 5"), Contains("as in 10 byo 5x30"));
    CHECK_THAT(problem("- 5"), Contains("nothing more"));
    CHECK_THAT(problem("hourglass"), Contains("minutes for each side"));
    CHECK_THAT(problem("40/90,hourglass 5"), Contains("could not read \"hourglass 5\""));
    CHECK_THAT(problem("90;"), Contains("after ';'"));
    CHECK_THAT(problem("40/"), Contains("minutes for those 40 moves"));
    CHECK_THAT(problem("40/90, 10 byo 5x30, 5"), Contains("another period follows"));
    CHECK_THAT(problem("0:75+1"), Contains("a number from 0 to 59 after ':'"));
    CHECK_THAT(problem("1:00:00:00"), Contains("a number from 0 to 59 after ':'"));
    CHECK_THAT(problem("0:00+0"), Contains("no time for the first move"));
    CHECK_THAT(problem("99999999999999:00"), Contains("too large"));
}

TEST_CASE("the short form reads back to the same control", "[time-control][format]") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"90+30", "90+30"},
        {"5|3", "5+3"},
        {"G/5 d3", "5 d3"},
        {"5 b3", "5 b3"},
        {"60", "60"},
        {"40/90,30+30", "40/90,30+30"},
        {"40/90+0,30+30", "40/90+0,30+30"},
        {"40/90+30,30+10", "40/90+30,30+10"},
        {"40/90+30,30", "40/90+30,30"},
        {"40/120,20/60", "40/120,20/60"},
        {"0.5+0", "30s"},
        {"0.25+0.5", "15s+0.5"},
        {"10 byo 5x30", "10 byo 5x30"},
        {"40/90+30,10 byo 5x30", "40/90+30,10 byo 5x30"},
        {"hourglass 5", "hourglass 5"},
        {"none", "-"},
        {"?", "?"},
        {"fide classical", "40/90,30+30"},
    };
    for (const auto& [text, short_form] : cases) {
        INFO(text);
        const TimeControl control = parsed(text);
        CHECK(to_short_form(control) == short_form);
        CHECK(parsed(to_short_form(control)) == control);
    }
}
