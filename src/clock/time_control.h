#pragma once

#include "clock/expected.h"
#include "clock/time_types.h"

#include <cstdint>
#include <vector>

namespace escaque::clock {

// How a period charges the time a move takes (RULES.md §2.1; FIDE 2001 6.2, current 6.3).
enum class TimingMethod : std::uint8_t {
    sudden_death, // the time used is deducted
    fischer,      // after each move `bonus` is added; the clock may rise above its starting value
    simple_delay, // FIDE "time delay", US delay: the main time waits `bonus` before running
    bronstein,    // the clock runs at once; on the press up to `bonus` of the time used returns
    byo_yomi,     // main time, then `overtime_periods` periods of `bonus`, each renewed by a move
    hourglass,    // the time one side uses is given to the other
};

// One period of a control: the time it adds when it begins and the moves to complete in it.
struct Period {
    Duration base{}; // added to the side's clock when the period begins
    int moves = 0;   // moves to complete within the period; 0 = the rest of the game
    TimingMethod method = TimingMethod::sudden_death;
    Duration bonus{};         // fischer: increment; delays: the delay; byo_yomi: one period's time
    int overtime_periods = 0; // byo_yomi only: how many periods of `bonus`

    bool operator==(const Period&) const = default;
};

// Limits a control must respect; text that asks for more is refused with a message.
inline constexpr int max_moves_per_period = 1000;
inline constexpr int max_overtime_periods = 100;
inline constexpr Duration max_period_time = std::chrono::hours(24 * 365);

// A time control: the periods of a game, or none at all.
//  - Periods follow each other: period i+1 begins once period i's move count is completed.
//  - Only the last period may be for the rest of the game (moves == 0). A last period with a
//    move count repeats (the old "then 20 moves per hour" style, and the PGN "40/9000" form).
//  - byo-yomi may only be the last period; hourglass only the single period of its control.
// Construct through the factories or make(), which refuse inconsistent periods.
class TimeControl {
public:
    enum class Kind : std::uint8_t {
        timed,
        untimed, // no clock at all (PGN "-")
        unknown, // timed, but nobody recorded how (PGN "?"); the clock treats it as untimed
    };

    static Expected<TimeControl> make(std::vector<Period> periods);
    static TimeControl untimed();
    static TimeControl unknown();

    // Convenience forms of make() for a single period for the rest of the game. Arguments must
    // be non-negative and give the first move some time; they are asserted, not reported.
    static TimeControl sudden_death(Duration base);
    static TimeControl fischer(Duration base, Duration increment);
    static TimeControl simple_delay(Duration base, Duration delay);
    static TimeControl bronstein(Duration base, Duration delay);
    static TimeControl byo_yomi(Duration main_time, int periods, Duration period_time);
    static TimeControl hourglass(Duration each);

    Kind kind() const { return kind_; }
    bool is_timed() const { return kind_ == Kind::timed; }
    const std::vector<Period>& periods() const { return periods_; }

    // The period a side plays in after passing `controls_passed` time controls (a repeating
    // last period is returned again and again).
    const Period& period_after(int controls_passed) const;
    // The move number (counted per side) at which control number `controls_passed` + 1 is
    // reached, or 0 when the side plays in a period for the rest of the game.
    int move_of_next_control(int controls_passed) const;

    bool operator==(const TimeControl&) const = default;

private:
    TimeControl(Kind kind, std::vector<Period> periods);

    Kind kind_ = Kind::untimed;
    std::vector<Period> periods_;
};

} // namespace escaque::clock
