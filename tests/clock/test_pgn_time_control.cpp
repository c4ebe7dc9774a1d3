#include "clock/human_time_control.h"
#include "clock/pgn_time_control.h"

#include <catch2/catch.hpp>

using namespace std::chrono_literals;
using Catch::Matchers::Contains;
using namespace escaque::clock;

namespace {

TimeControl from_tag(std::string_view tag) {
    const Expected<TimeControl> control = parse_pgn_time_control(tag);
    INFO("tag \"" << tag << "\"");
    REQUIRE(control);
    return *control;
}

std::string problem(std::string_view tag) {
    const Expected<TimeControl> control = parse_pgn_time_control(tag);
    INFO("tag \"" << tag << "\"");
    REQUIRE_FALSE(control);
    return control.error();
}

} // namespace

TEST_CASE("PGN TimeControl counts seconds", "[time-control][pgn]") {
    const TimeControl fide = from_tag("40/5400+30:1800+30");
    REQUIRE(fide.periods().size() == 2);
    CHECK(fide.periods()[0] == Period{90min, 40, TimingMethod::fischer, 30s, 0});
    CHECK(fide.periods()[1] == Period{30min, 0, TimingMethod::fischer, 30s, 0});
    CHECK(fide == *parse_time_control("40/90,30+30"));

    CHECK(from_tag("300+5") == TimeControl::fischer(5min, 5s));
    CHECK(from_tag("5400") == TimeControl::sudden_death(90min));
    CHECK(from_tag("40/9000").periods() ==
          std::vector<Period>{Period{150min, 40, TimingMethod::sudden_death, {}, 0}});
    CHECK(from_tag("40/7200:3600") == *parse_time_control("40/120,60"));
    CHECK(from_tag(" 180+2 ") == TimeControl::fischer(3min, 2s));
}

TEST_CASE("PGN unknown, none and sandclock", "[time-control][pgn]") {
    CHECK(from_tag("?") == TimeControl::unknown());
    CHECK(from_tag("-") == TimeControl::untimed());
    CHECK(from_tag("*180") == TimeControl::hourglass(3min));
}

TEST_CASE("bad PGN TimeControl values are refused", "[time-control][pgn]") {
    CHECK_THAT(problem(""), Contains("empty") && Contains("40/5400+30:1800+30"));
    CHECK_THAT(problem("40/"), Contains("seconds for those 40 moves"));
    CHECK_THAT(problem("300+"), Contains("increment in seconds after '+'"));
    CHECK_THAT(problem("abc"), Contains("could not read \"abc\""));
    CHECK_THAT(problem("*"), Contains("sandclock's seconds"));
    CHECK_THAT(problem("*180:300"), Contains("a sandclock is the whole control"));
    CHECK_THAT(problem("-:300"), Contains("'?' and '-' stand alone"));
    CHECK_THAT(problem("0"), Contains("no time for the first move"));
    CHECK_THAT(problem("40/5400:"), Contains("the end of the text"));
    CHECK_THAT(problem("5400:1800"), Contains("another period follows"));
    CHECK_THAT(problem("90.5"), Contains("whole numbers only"));
    CHECK_THAT(problem("300 + 5"), Contains("':' before the next period"));
}

TEST_CASE("controls print as PGN TimeControl where PGN can say it", "[time-control][pgn]") {
    CHECK(*to_pgn_time_control(*parse_time_control("40/90,30+30")) == "40/5400+30:1800+30");
    CHECK(*to_pgn_time_control(TimeControl::fischer(5min, 5s)) == "300+5");
    CHECK(*to_pgn_time_control(*parse_time_control("40/120,60")) == "40/7200:3600");
    CHECK(*to_pgn_time_control(TimeControl::hourglass(3min)) == "*180");
    CHECK(*to_pgn_time_control(TimeControl::untimed()) == "-");
    CHECK(*to_pgn_time_control(TimeControl::unknown()) == "?");

    CHECK_THAT(to_pgn_time_control(TimeControl::simple_delay(5min, 3s)).error(),
               Contains("no form for a delay"));
    CHECK_THAT(to_pgn_time_control(TimeControl::byo_yomi(10min, 5, 30s)).error(),
               Contains("byo-yomi"));
    CHECK_THAT(to_pgn_time_control(TimeControl::fischer(2min, 500ms)).error(),
               Contains("whole seconds"));

    for (const char* tag : {"40/5400+30:1800+30", "300+5", "5400", "40/9000", "*180", "-", "?"})
        CHECK(*to_pgn_time_control(from_tag(tag)) == tag);
}
