#include "clock_game.h"

#include <vector>

using namespace std::chrono_literals;
using namespace escaque::clock;
using escaque::test::ClockGame;

namespace {

constexpr Side white = Side::white;
constexpr Side black = Side::black;

// Sleeps (on the manual source) until each next event and collects it, as the main loop does.
std::vector<ClockEvent> run_until_quiet(ClockGame& game, int limit = 100) {
    std::vector<ClockEvent> all;
    for (int i = 0; i < limit; ++i) {
        const std::optional<TimePoint> next = game.clock.next_event_time();
        if (!next) break;
        game.time.set(*next);
        const std::vector<ClockEvent> due = game.clock.collect_events();
        REQUIRE(due.size() == 1);
        CHECK(due.front().when == *next);
        all.push_back(due.front());
    }
    return all;
}

std::vector<Duration> remaining_of(const std::vector<ClockEvent>& events) {
    std::vector<Duration> values;
    for (const ClockEvent& event : events) values.push_back(event.remaining);
    return values;
}

} // namespace

TEST_CASE("the talking clock's thresholds", "[clock][announcements]") {
    const AnnouncementSchedule schedule = AnnouncementSchedule::talking_clock();
    CHECK(schedule.scheduled_below(90min) == 85min);
    CHECK(schedule.scheduled_below(12min) == 10min);
    CHECK(schedule.scheduled_below(10min) == 9min);
    CHECK(schedule.scheduled_below(61s) == 1min);
    CHECK(schedule.scheduled_below(1min) == 50s);
    CHECK(schedule.scheduled_below(10s + 1ns) == 10s);
    CHECK(schedule.scheduled_below(10s) == 9s);
    CHECK(schedule.scheduled_below(1s) == std::nullopt);
    CHECK(schedule.scheduled_at_or_above(7min + 30s) == 8min);
    CHECK(schedule.scheduled_at_or_above(10min) == 10min);
    CHECK(schedule.scheduled_at_or_above(10min + 1ns) == 15min);
    CHECK(schedule.scheduled_at_or_above(0s) == 1s);
    CHECK(AnnouncementSchedule::off().is_off());
    CHECK_FALSE(AnnouncementSchedule::make({{0s, 0s}}, {}));
    CHECK_FALSE(AnnouncementSchedule::make({}, {0s}));
}

TEST_CASE("the main loop sleeps until each announcement, then the flag", "[clock][announcements]") {
    ClockGame game(TimeControl::sudden_death(65s));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    const TimePoint start = game.time.now();
    CHECK(game.clock.next_event_time() == start + 5s);

    const std::vector<ClockEvent> events = run_until_quiet(game);
    std::vector<Duration> expected = {60s, 50s, 40s, 30s, 20s, 10s, 9s, 8s,
                                      7s,  6s,  5s,  4s,  3s,  2s,  1s, 0s};
    CHECK(remaining_of(events) == expected);
    CHECK(events.back().kind == ClockEventKind::flag);
    CHECK(events.back().when == start + 65s);
    CHECK(events.front().kind == ClockEventKind::time_announcement);
    CHECK_FALSE(game.clock.next_event_time()); // the flag is reported once
    CHECK(game.clock.collect_events().empty());
}

TEST_CASE("nothing is due before its instant", "[clock][announcements]") {
    ClockGame game(TimeControl::sudden_death(12min));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    const TimePoint due = *game.clock.next_event_time();
    game.time.set(due - 1ns);
    CHECK(game.clock.collect_events().empty());
    game.time.set(due);
    const std::vector<ClockEvent> events = game.clock.collect_events();
    REQUIRE(events.size() == 1);
    CHECK(events[0].remaining == 10min);
    CHECK(events[0].side == white);
}

TEST_CASE("a late collection speaks only the latest announcement", "[clock][announcements]") {
    ClockGame game(TimeControl::sudden_death(12min));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    const TimePoint start = game.time.now();
    game.time.advance(4min + 30s); // 7:30 shown: 10:00, 9:00 and 8:00 passed
    const std::vector<ClockEvent> events = game.clock.collect_events();
    REQUIRE(events.size() == 1);
    CHECK(events[0].remaining == 8min);
    CHECK(events[0].when == start + 4min);
    CHECK(game.clock.next_event_time() == start + 5min);
}

TEST_CASE("low-time warnings alone, and where they meet the schedule", "[clock][announcements]") {
    SECTION("warnings only") {
        ClockGame game(TimeControl::sudden_death(6min));
        game.clock.set_announcements(white, AnnouncementSchedule::warnings_only({1min, 5min}));
        game.clock.start();
        const std::vector<ClockEvent> events = run_until_quiet(game);
        REQUIRE(events.size() == 3);
        CHECK(events[0].kind == ClockEventKind::low_time_warning);
        CHECK(events[0].remaining == 5min);
        CHECK(events[1].remaining == 1min);
        CHECK(events[2].kind == ClockEventKind::flag);
    }
    SECTION("a warning on a scheduled threshold is one warning") {
        ClockGame game(TimeControl::sudden_death(70s));
        game.clock.set_announcements(white, AnnouncementSchedule::talking_clock({1min}));
        game.clock.start();
        game.time.advance(10s);
        const std::vector<ClockEvent> events = game.clock.collect_events();
        REQUIRE(events.size() == 1);
        CHECK(events[0].kind == ClockEventKind::low_time_warning);
        CHECK(events[0].remaining == 1min);
    }
    SECTION("a late collection keeps the latest of each kind") {
        ClockGame game(TimeControl::sudden_death(70s));
        game.clock.set_announcements(white, AnnouncementSchedule::talking_clock({1min}));
        game.clock.start();
        game.time.advance(25s); // 45 s shown: the 1:00 warning and the 50 s announcement passed
        const std::vector<ClockEvent> events = game.clock.collect_events();
        REQUIRE(events.size() == 2);
        CHECK(events[0].kind == ClockEventKind::low_time_warning);
        CHECK(events[1].kind == ClockEventKind::time_announcement);
        CHECK(events[1].remaining == 50s);
    }
}

TEST_CASE("a simple delay holds the announcements back", "[clock][announcements][delay]") {
    ClockGame game(TimeControl::simple_delay(65s, 3s));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    CHECK(game.clock.next_event_time() == game.time.now() + 3s + 5s);
}

TEST_CASE("only the running side is announced, and each turn starts afresh",
          "[clock][announcements]") {
    ClockGame game(TimeControl::fischer(65s, 10s));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    game.time.advance(6s);
    REQUIRE(game.clock.collect_events().size() == 1); // 1:00
    game.move_after(0s);                              // white: 59 + 10 = 69 s
    CHECK(game.clock.remaining(white) == 69s);
    game.time.advance(1h);
    CHECK(game.clock.collect_events().size() == 1); // black's flag; black is not announced
    game.move_after(0s);
    const TimePoint turn = game.time.now();
    CHECK(game.clock.next_event_time() == turn + 9s); // 1:00 crossed again
}

TEST_CASE("byo-yomi announces each overtime period", "[clock][announcements][byo-yomi]") {
    ClockGame game(TimeControl::byo_yomi(15s, 2, 10s));
    game.clock.start();
    const TimePoint start = game.time.now();
    const std::vector<ClockEvent> events = run_until_quiet(game);
    REQUIRE(events.size() == 3);
    CHECK(events[0].kind == ClockEventKind::overtime_period);
    CHECK(events[0].when == start + 15s);
    CHECK(events[0].overtime_periods_left == 2);
    CHECK(events[0].remaining == 10s);
    CHECK(events[1].overtime_periods_left == 1);
    CHECK(events[1].when == start + 25s);
    CHECK(events[2].kind == ClockEventKind::flag);
    CHECK(events[2].when == start + 35s);
}

TEST_CASE("byo-yomi periods are counted down like the main time", "[clock][announcements]") {
    ClockGame game(TimeControl::byo_yomi(0s, 1, 30s));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    const std::vector<ClockEvent> events = run_until_quiet(game);
    REQUIRE(events.size() == 12); // 20, 10, 9 ... 1 s, then the flag
    CHECK(events[0].remaining == 20s);
    CHECK(events[0].overtime_periods_left == 1);
}

TEST_CASE("pauses stop the schedule and shift it", "[clock][announcements][pause]") {
    ClockGame game(TimeControl::sudden_death(65s));
    game.clock.start();
    const TimePoint start = game.time.now();
    CHECK(game.clock.next_event_time() == start + 65s); // announcements off: only the flag
    game.time.advance(5s);
    game.clock.pause();
    CHECK_FALSE(game.clock.next_event_time());
    game.time.advance(1min);
    CHECK(game.clock.collect_events().empty());
    game.clock.resume();
    CHECK(game.clock.next_event_time() == start + 2min + 5s);
}

TEST_CASE("a late press reports the flag at the instant it fell", "[clock][flags]") {
    ClockGame game(TimeControl::sudden_death(1min));
    game.clock.start();
    const TimePoint start = game.time.now();
    const PressResult result = game.move_after(1min + 250ms);
    CHECK(result.late);
    CHECK(game.clock.next_event_time() == start + 1min); // already due
    const std::vector<ClockEvent> events = game.clock.collect_events();
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == ClockEventKind::flag);
    CHECK(events[0].side == white);
    CHECK(events[0].when == start + 1min);
    CHECK(game.clock.collect_events().empty());
    CHECK(game.clock.next_event_time() == game.time.now() + 1min); // black's flag
    CHECK_FALSE(game.clock.flag_fallen(black));
}

TEST_CASE("a flag of the running side supersedes the stale announcements before it",
          "[clock][announcements][flags]") {
    ClockGame game(TimeControl::sudden_death(30s));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    game.time.advance(31s);
    const std::vector<ClockEvent> events = game.clock.collect_events();
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == ClockEventKind::flag);
}

TEST_CASE("announcement instants stay exact across a pause", "[clock][announcements][pause]") {
    ClockGame game(TimeControl::sudden_death(65s));
    game.clock.set_announcements(white, AnnouncementSchedule::talking_clock());
    game.clock.start();
    const TimePoint start = game.time.now();
    game.time.advance(2s);
    game.clock.pause();
    game.time.advance(90s);
    game.clock.resume();
    const TimePoint due = *game.clock.next_event_time();
    CHECK(due == start + 90s + 5s);
    game.time.set(due + 3ms);
    const std::vector<ClockEvent> events = game.clock.collect_events();
    REQUIRE(events.size() == 1);
    CHECK(events[0].when == due);
    CHECK(events[0].remaining == 1min);
}
