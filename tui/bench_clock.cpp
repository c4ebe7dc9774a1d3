// escaque bench clock: runs four chess clocks (Fischer with two periods, simple delay, Bronstein,
// byo-yomi) on the real steady clock through a simulated game of presses at random intervals,
// waiting in poll() the way the main loop does, and prints:
//  - the largest error of every clock reading against an independent reference computed from the
//    same timestamps (the clock's arithmetic is exact, so the target is 0 ns);
//  - how late announcement and flag events were delivered by the poll() wait (p50 / p99 / max);
//  - the CPU time the process used while waiting, as a share of one core.
// It prints figures; it is not a test.
#include "bench_clock.h"

#include "bench_stats.h"
#include "cli_support.h"
#include "clock/chess_clock.h"
#include "clock/human_time_control.h"
#include "commands.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <optional>
#include <random>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

#include <poll.h>

namespace escaque::tui {

namespace {

using namespace std::chrono_literals;
using clock::ChessClock;
using clock::Duration;
using clock::Side;
using clock::TimePoint;

// The steady clock, remembering the instant it last gave so the bench knows the exact timestamp
// behind each of the clock's answers.
class RecordingSteadySource final : public clock::TimeSource {
public:
    TimePoint now() const override { return last_ = std::chrono::steady_clock::now(); }
    TimePoint last() const { return last_; }

private:
    mutable TimePoint last_{};
};

enum class Method { fischer_periods, delay, bronstein, byo_yomi };

// An independent model of one clock, written from RULES.md §2.1 and not from the clock's code:
// per side the main time and byo-yomi periods at the start of its turn, the turn's start instant.
struct ReferenceClock {
    Method method;
    Duration base, bonus, second_period;
    int control_moves = 0, periods = 0;
    struct SideState {
        Duration main{};
        int periods_left = 0, moves = 0;
    };
    SideState sides[2];
    int mover = 0;
    TimePoint turn_start{};

    Duration until_flag(const SideState& s) const {
        if (method == Method::delay) return bonus + s.main;
        if (method == Method::byo_yomi) return s.main + s.periods_left * bonus;
        return s.main;
    }
    Duration shown(int side, TimePoint t) const {
        const SideState& s = sides[side];
        if (side != mover) return s.main;
        const Duration u = t - turn_start;
        const Duration run = method == Method::delay ? std::max(Duration::zero(), u - bonus) : u;
        return std::max(Duration::zero(), s.main - run);
    }
    Duration flag_in(int side, TimePoint t) const {
        const Duration u = side == mover ? t - turn_start : Duration::zero();
        return std::max(Duration::zero(), until_flag(sides[side]) - u);
    }
    void press(TimePoint t) {
        SideState& s = sides[mover];
        const Duration u = t - turn_start;
        if (u >= until_flag(s)) {
            s.main = Duration::zero();
            s.periods_left = 0;
        } else if (method == Method::fischer_periods) {
            s.main += bonus - u;
        } else if (method == Method::delay) {
            s.main -= std::max(Duration::zero(), u - bonus);
        } else if (method == Method::bronstein) {
            s.main -= u - std::min(u, bonus);
        } else if (u < s.main) {
            s.main -= u;
        } else {
            s.periods_left -= static_cast<int>((u - s.main) / bonus);
            s.main = Duration::zero();
        }
        if (++s.moves == control_moves) s.main += second_period;
        mover = 1 - mover;
        turn_start = t;
    }
};

struct BenchClock {
    std::string name;
    ChessClock clock;
    ReferenceClock reference;
};

Duration process_cpu() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return std::chrono::seconds(ts.tv_sec) + std::chrono::nanoseconds(ts.tv_nsec);
}

Duration rusage_cpu() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto tv = [](const timeval& t) {
        return std::chrono::seconds(t.tv_sec) + std::chrono::microseconds(t.tv_usec);
    };
    return tv(usage.ru_utime) + tv(usage.ru_stime);
}

double ms(Duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

void print_lateness(const char* what, std::vector<Duration> values) {
    if (values.empty()) {
        std::printf("  %-14s     0 events\n", what);
        return;
    }
    std::vector<double> milliseconds;
    for (const Duration d : values) milliseconds.push_back(ms(d));
    const Percentiles p = percentiles(std::move(milliseconds));
    std::printf("  %-14s %5zu events  p50 %7.3f ms  p99 %7.3f ms  max %7.3f ms\n", what,
                values.size(), p.p50, p.p99, p.max);
}

// Waits in poll() on a pipe nobody writes to (standing in for the keyboard) until `until`,
// rounding the timeout up to whole milliseconds as the main loop does.
struct Waiter {
    int fds[2] = {-1, -1};
    Duration waited{}, cpu_waiting{};
    Waiter() {
        if (pipe(fds) != 0) fds[0] = fds[1] = -1;
    }
    ~Waiter() {
        for (int fd : fds)
            if (fd >= 0) close(fd);
    }
    Waiter(const Waiter&) = delete;
    Waiter& operator=(const Waiter&) = delete;

    void wait_until(TimePoint until) {
        const TimePoint before = std::chrono::steady_clock::now();
        if (until <= before) return;
        const auto timeout = (until - before + 999'999ns) / 1ms;
        const Duration cpu_before = process_cpu();
        pollfd keyboard{fds[0], POLLIN, 0};
        poll(&keyboard, fds[0] >= 0 ? 1 : 0, static_cast<int>(timeout));
        cpu_waiting += process_cpu() - cpu_before;
        waited += std::chrono::steady_clock::now() - before;
    }
};

struct Figures {
    Duration max_error{};
    long readings = 0;
    std::vector<Duration> announcement_lateness, flag_lateness;
};

void check(Figures& figures, Duration clock_value, Duration reference_value) {
    const Duration error = clock_value > reference_value ? clock_value - reference_value
                                                         : reference_value - clock_value;
    figures.max_error = std::max(figures.max_error, error);
    ++figures.readings;
}

// Every reading of both sides of every clock against the reference, at the instant the clock
// itself read the time source.
void compare_readings(std::vector<BenchClock>& clocks, const RecordingSteadySource& source,
                      Figures& figures) {
    for (BenchClock& c : clocks) {
        for (int side = 0; side < 2; ++side) {
            const Side s = side == 0 ? Side::white : Side::black;
            const Duration shown = c.clock.remaining(s);
            check(figures, shown, c.reference.shown(side, source.last()));
            const Duration flag_in = c.clock.time_until_flag(s);
            check(figures, flag_in, c.reference.flag_in(side, source.last()));
        }
    }
}

void collect(std::vector<BenchClock>& clocks, const RecordingSteadySource& source,
             Figures& figures) {
    for (BenchClock& c : clocks) {
        for (const clock::ClockEvent& event : c.clock.collect_events()) {
            const Duration late = source.last() - event.when;
            if (event.kind == clock::ClockEventKind::flag)
                figures.flag_lateness.push_back(late);
            else
                figures.announcement_lateness.push_back(late);
        }
    }
}

std::optional<TimePoint> next_event(const std::vector<BenchClock>& clocks) {
    std::optional<TimePoint> next;
    for (const BenchClock& c : clocks)
        if (const auto t = c.clock.next_event_time()) next = next ? std::min(*next, *t) : *t;
    return next;
}

// The four clocks, sized so that a side may spend the longest interval on every move.
std::vector<BenchClock> make_clocks(const RecordingSteadySource& source, int presses,
                                    Duration longest) {
    const int moves_each = (presses + 1) / 2;
    const Duration plenty = moves_each * longest + 2s;
    const auto period = [](Duration base, int moves, clock::TimingMethod method, Duration bonus,
                           int periods) {
        return clock::Period{base, moves, method, bonus, periods};
    };
    using M = clock::TimingMethod;
    struct Spec {
        std::vector<clock::Period> periods;
        ReferenceClock reference;
    };
    std::vector<Spec> specs = {
        {{period(40 * longest, 40, M::fischer, 50ms, 0), period(plenty, 0, M::fischer, 50ms, 0)},
         {Method::fischer_periods, 40 * longest, 50ms, plenty, 40, 0, {}, 0, {}}},
        {{period(plenty, 0, M::simple_delay, 100ms, 0)},
         {Method::delay, plenty, 100ms, {}, 0, 0, {}, 0, {}}},
        {{period(plenty, 0, M::bronstein, 100ms, 0)},
         {Method::bronstein, plenty, 100ms, {}, 0, 0, {}, 0, {}}},
        {{period(1s, 0, M::byo_yomi, 180ms, 5)},
         {Method::byo_yomi, 1s, 180ms, {}, 0, 5, {}, 0, {}}},
    };
    const auto dense = *clock::AnnouncementSchedule::make({{Duration::zero(), 25ms}}, {});
    std::vector<BenchClock> clocks;
    for (Spec& spec : specs) {
        clock::TimeControl control = *clock::TimeControl::make(spec.periods);
        for (auto& s : spec.reference.sides) {
            s.main = spec.reference.base;
            s.periods_left = spec.reference.periods;
        }
        clocks.push_back(
            {clock::to_short_form(control), ChessClock(source, control), spec.reference});
        clocks.back().clock.set_announcements(Side::white, dense);
        clocks.back().clock.set_announcements(Side::black, dense);
    }
    return clocks;
}

} // namespace

int run_bench_clock(int argc, char** argv) {
    CLI::App app{"Exactness and event latency of the chess clock on the real steady clock.",
                 "escaque bench clock"};
    int presses = 200;
    int flags = 20;
    unsigned seed = 1;
    app.add_option("--presses", presses, "clock presses in the simulated game")
        ->check(CLI::Range(2, 100000));
    app.add_option("--flags", flags, "extra games played until the flag falls")
        ->check(CLI::Range(0, 10000));
    app.add_option("--seed", seed, "seed for the random intervals");
    if (auto code = parse_cli(app, argc, argv)) return *code;

    constexpr Duration shortest = 20ms, longest = 200ms;
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<long long> interval_us(shortest / 1us, longest / 1us);
    RecordingSteadySource source;
    Waiter waiter;
    Figures figures;
    const TimePoint run_start = std::chrono::steady_clock::now();
    const Duration cpu_start = rusage_cpu();

    std::vector<BenchClock> clocks = make_clocks(source, presses, longest);
    std::printf("escaque bench clock: %d presses %lld-%lld ms apart (seed %u) on %zu clocks:",
                presses, static_cast<long long>(shortest / 1ms),
                static_cast<long long>(longest / 1ms), seed, clocks.size());
    for (const BenchClock& c : clocks) std::printf(" %s;", c.name.c_str());
    std::printf(" announcements every 25 ms\n");
    std::fflush(stdout);

    for (BenchClock& c : clocks) {
        c.clock.start();
        c.reference.turn_start = source.last();
    }
    TimePoint next_press =
        std::chrono::steady_clock::now() + std::chrono::microseconds(interval_us(random));
    for (int done = 0; done < presses;) {
        const std::optional<TimePoint> event = next_event(clocks);
        waiter.wait_until(event ? std::min(*event, next_press) : next_press);
        collect(clocks, source, figures);
        compare_readings(clocks, source, figures);
        if (std::chrono::steady_clock::now() < next_press) continue;
        for (BenchClock& c : clocks) {
            c.clock.press();
            c.reference.press(source.last());
        }
        compare_readings(clocks, source, figures);
        ++done;
        next_press += std::chrono::microseconds(interval_us(random));
    }

    // Games played until the flag falls: the flag instant must be start + time exactly.
    Duration flag_instant_error{};
    std::uniform_int_distribution<long long> flag_ms(20, 100);
    for (int game = 0; game < flags; ++game) {
        const Duration time = std::chrono::milliseconds(flag_ms(random));
        ChessClock flag_clock(source, clock::TimeControl::sudden_death(time));
        flag_clock.start();
        const TimePoint started = source.last();
        for (bool flagged = false; !flagged;) {
            waiter.wait_until(flag_clock.next_event_time().value_or(started + time));
            for (const clock::ClockEvent& e : flag_clock.collect_events()) {
                figures.flag_lateness.push_back(source.last() - e.when);
                flagged = true;
            }
        }
        const Duration error = *flag_clock.flag_fell_at(Side::white) - (started + time);
        flag_instant_error =
            std::max(flag_instant_error, error < Duration::zero() ? -error : error);
    }

    const Duration wall = std::chrono::steady_clock::now() - run_start;
    const Duration cpu = rusage_cpu() - cpu_start;
    std::printf("remaining-time error vs independent reference: max %lld ns over %ld readings "
                "(target 0 ns)\n",
                static_cast<long long>(figures.max_error.count()), figures.readings);
    std::printf("flag instants vs start + time: max error %lld ns over %d games\n",
                static_cast<long long>(flag_instant_error.count()), flags);
    std::printf("event lateness, poll() wait with the timeout rounded up to 1 ms "
                "(target p99 <= 5 ms):\n");
    print_lateness("announcements", figures.announcement_lateness);
    print_lateness("flags", figures.flag_lateness);
    std::vector<Duration> all = figures.announcement_lateness;
    all.insert(all.end(), figures.flag_lateness.begin(), figures.flag_lateness.end());
    print_lateness("all", all);
    std::printf("CPU while waiting in poll(): %.4f%% of one core (%.3f ms over %.3f s)\n",
                100.0 * ms(waiter.cpu_waiting) / std::max(ms(waiter.waited), 1e-9),
                ms(waiter.cpu_waiting), ms(waiter.waited) / 1000);
    std::printf("CPU for the whole run, clock work and wake-ups included: %.4f%% of one core "
                "(%.3f ms over %.3f s; target under 1%%)\n",
                100.0 * ms(cpu) / ms(wall), ms(cpu), ms(wall) / 1000);
    return 0;
}

} // namespace escaque::tui
