#include "clock/classification.h"
#include "clock/human_time_control.h"

#include <catch2/catch.hpp>

using namespace escaque::clock;
using escaque::RulesEdition;

namespace {

GameClass class_of(std::string_view text, RulesEdition edition) {
    const Expected<TimeControl> control = parse_time_control(text);
    REQUIRE(control);
    return classify(*control, edition);
}

} // namespace

TEST_CASE("current Laws: base + 60 x increment (RULES.md §6.2 examples)", "[classification]") {
    constexpr auto current = RulesEdition::current;
    CHECK(class_of("15+10", current) == GameClass::rapid);    // 25 min
    CHECK(class_of("10+0", current) == GameClass::blitz);     // exactly 10
    CHECK(class_of("3+2", current) == GameClass::blitz);      // 5 min
    CHECK(class_of("45+15", current) == GameClass::standard); // exactly 60
    CHECK(class_of("10+1", current) == GameClass::rapid);     // 11 min
    CHECK(class_of("59", current) == GameClass::rapid);
    CHECK(class_of("G/5 d3", current) == GameClass::blitz); // a delay counts as increment
    CHECK(class_of("G/8 d3", current) == GameClass::rapid); // 11 min
    CHECK(class_of("90+30", current) == GameClass::standard);
    CHECK(class_of("40/90,30+30", current) == GameClass::standard); // multi-period
    CHECK(class_of("40/9", current) == GameClass::standard);        // repeating period
    CHECK(class_of("-", current) == GameClass::standard);
}

TEST_CASE("2001 Laws: 15 to 60 minutes rapid, under 15 blitz", "[classification]") {
    constexpr auto old = RulesEdition::edition2001;
    CHECK(class_of("15+10", old) == GameClass::rapid);
    CHECK(class_of("15", old) == GameClass::rapid);
    CHECK(class_of("60", old) == GameClass::rapid);
    CHECK(class_of("61", old) == GameClass::standard);
    CHECK(class_of("14", old) == GameClass::blitz);
    CHECK(class_of("10+0", old) == GameClass::blitz);
    CHECK(class_of("10+5", old) == GameClass::blitz); // no increment formula in 2001
    CHECK(class_of("3+2", old) == GameClass::blitz);
    CHECK(class_of("45+15", old) == GameClass::rapid);
    CHECK(class_of("40/90,30+30", old) == GameClass::standard);
}
