// escaque bench latency: what a player feels.
// 1. From pressing Enter on a move to the first audio sample of its announcement, through the
//    real program: the main loop on its own thread reading a pipe as its keyboard, the app, the
//    game, the phrase book, and espeak-ng synthesising into a measuring sink at real-time pace
//    (tts::MeasuringSink stands in for a sound card these machines do not have). Each move is
//    typed once the previous announcement has been heard, as a player would.
// 2. Idle CPU: the same program waiting for a move with a clock running, measured with
//    getrusage over a stretch of wall-clock time.
// Games are saved to a temporary folder, never over the user's own autosave.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>

#include "app.h"
#include "bench_stats.h"
#include "cli_support.h"
#include "commands.h"
#include "line_terminal.h"
#include "main_loop.h"
#include "play_session.h"
#include "tts/espeak_engine.h"
#include "tts/espeak_speaker.h"
#include "tts/measuring_sink.h"

namespace escaque::tui {

namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;
using Milliseconds = std::chrono::duration<double, std::milli>;

// The program on a thread, its keyboard a pipe, its output thrown away.
class ProgramUnderTest {
public:
    ProgramUnderTest(Settings settings, tts::Speaker& speaker)
        : output_(std::fopen("/dev/null", "w")), random_(1) {
        int fds[2];
        if (pipe(fds) != 0) return;
        keyboard_ = fds[1];
        terminal_ = std::make_unique<LineTerminal>(fds[0], output_, false);
        read_end_ = fds[0];
        announcer_ = std::make_unique<Announcer>(*terminal_, speaker);
        context_ = std::make_unique<Context>(std::move(settings), *announcer_, time_);
        app_ = std::make_unique<App>(*context_);
        auto start = new_game(context_->settings, time_, random_);
        if (!start) return;
        app_->set_activity(std::make_unique<PlaySession>(*context_, std::move(*start), random_));
        loop_ = std::thread([this] { run_main_loop(*app_, *terminal_, *announcer_, signals_); });
    }
    ~ProgramUnderTest() {
        type("quit");
        type("yes");
        if (loop_.joinable()) loop_.join();
        if (keyboard_ >= 0) close(keyboard_);
        if (read_end_ >= 0) close(read_end_);
        if (output_) std::fclose(output_);
    }
    bool running() const { return loop_.joinable(); }
    void type(const std::string& line) {
        const std::string text = line + "\n";
        const ssize_t written = write(keyboard_, text.data(), text.size());
        (void)written;
    }

private:
    std::FILE* output_;
    clock::SteadyTimeSource time_;
    std::mt19937_64 random_;
    SignalWatch signals_{false};
    int keyboard_ = -1, read_end_ = -1;
    std::unique_ptr<LineTerminal> terminal_;
    std::unique_ptr<Announcer> announcer_;
    std::unique_ptr<Context> context_;
    std::unique_ptr<App> app_;
    std::thread loop_;
};

Settings bench_settings(const tts::VoiceSettings& voice, const std::string& control) {
    Settings s;
    s.mode = Mode::two_players;
    // 2001 rules have no automatic fivefold repetition: the knights may dance forever.
    s.rules = RulesEdition::edition2001;
    s.time_control = control;
    s.voice = voice.voice;
    s.rate = voice.rate;
    s.speech_log.clear();
    return s;
}

double cpu_seconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& t) {
        return double(t.tv_sec) + double(t.tv_usec) / 1e6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

std::optional<std::vector<double>> measure_moves(std::size_t count,
                                                 const tts::VoiceSettings& voice) {
    auto owned = std::make_unique<tts::MeasuringSink>(tts::MeasuringSink::Pace::real_time);
    tts::MeasuringSink& sink = *owned;
    tts::EspeakSpeaker speaker({voice, std::move(owned)});
    ProgramUnderTest program(bench_settings(voice, "-"), speaker);
    if (!program.running() || !sink.wait_for_finish(0, 30s)) return std::nullopt; // the greeting
    const char* knights[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    std::vector<double> latencies;
    std::minstd_rand pause(7);
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t index = sink.utterances().size();
        // A player types the next move a moment after hearing the last one.
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + pause() % 80));
        const Clock::time_point enter = Clock::now();
        program.type(knights[i % 4]);
        if (!sink.wait_for_first_sample(index, 10s)) return std::nullopt;
        latencies.push_back(Milliseconds(sink.utterances()[index].first_sample - enter).count());
        if (!sink.wait_for_finish(index, 30s)) return std::nullopt;
    }
    return latencies;
}

// CPU used by the whole process (the loop, the espeak-ng thread, everything) while the program
// waits for White's move with White's clock running.
std::optional<double> measure_idle(std::chrono::seconds stretch, const tts::VoiceSettings& voice) {
    auto owned = std::make_unique<tts::MeasuringSink>(tts::MeasuringSink::Pace::instant);
    tts::MeasuringSink& sink = *owned;
    tts::EspeakSpeaker speaker({voice, std::move(owned)});
    ProgramUnderTest program(bench_settings(voice, "60+0"), speaker);
    if (!program.running() || !sink.wait_for_finish(0, 30s)) return std::nullopt;
    std::this_thread::sleep_for(200ms); // the first autosave and the greeting settle
    const double cpu_before = cpu_seconds();
    const Clock::time_point wall_before = Clock::now();
    std::this_thread::sleep_for(stretch);
    const double cpu = cpu_seconds() - cpu_before;
    const double wall = std::chrono::duration<double>(Clock::now() - wall_before).count();
    return 100.0 * cpu / wall;
}

} // namespace

int run_bench_latency(int argc, char** argv) {
    CLI::App app{"Enter to the first audio sample of a move's announcement, through the real "
                 "main loop and espeak-ng; and idle CPU with a clock running.",
                 "escaque bench latency"};
    std::size_t count = 100;
    int idle_seconds = 10;
    tts::VoiceSettings voice;
    app.add_option("--count", count, "moves typed")->check(CLI::Range(1, 100000));
    app.add_option("--idle-seconds", idle_seconds, "how long to measure idle CPU")
        ->check(CLI::Range(1, 3600));
    app.add_option("--voice", voice.voice, "espeak-ng voice");
    app.add_option("--rate", voice.rate, "words per minute")
        ->check(CLI::Range(tts::min_rate, tts::max_rate));
    if (auto code = parse_cli(app, argc, argv)) return *code;

    if (const std::string problem = tts::EspeakEngine::instance().status(); !problem.empty()) {
        std::fprintf(stderr, "escaque bench latency: %s\n", problem.c_str());
        return 1;
    }
    // Autosaves go to a folder of our own.
    char folder[] = "/tmp/escaque-bench-XXXXXX";
    if (!mkdtemp(folder)) {
        std::fprintf(stderr, "escaque bench latency: cannot create a temporary folder\n");
        return 1;
    }
    setenv("XDG_STATE_HOME", folder, 1);
    voice = tts::clamped(voice);

    std::printf("escaque bench latency: %zu moves typed, two players, voice %s, %d wpm\n", count,
                voice.voice.c_str(), voice.rate);
    std::printf("path: pipe (keyboard) -> main loop -> game -> phrase book -> espeak-ng -> "
                "measuring sink at real-time pace\n\n");
    const auto latencies = measure_moves(count, voice);
    if (!latencies) {
        std::fprintf(stderr, "escaque bench latency: the program did not answer within 10 s\n");
        return 1;
    }
    const Percentiles p = percentiles(*latencies);
    std::printf("  %-30s %9s %9s %9s\n", "", "p50", "p99", "max");
    std::printf("  %-30s %6.2f ms %6.2f ms %6.2f ms   (target p99 <= 30 ms)\n",
                "Enter to first audio sample", p.p50, p.p99, p.max);
    // The first move pays what a program does once: the dead-position analysis's tables, the
    // first autosave. Shown apart, since every game's first move feels it.
    std::printf("  %-30s %6.2f ms\n", "of which the first move", latencies->front());

    const auto idle = measure_idle(std::chrono::seconds(idle_seconds), voice);
    if (!idle) {
        std::fprintf(stderr, "escaque bench latency: the idle program did not start\n");
        return 1;
    }
    std::printf("\nidle: %d s waiting for White's move, clock running (60+0), line mode:\n"
                "  CPU %.3f%% of one core (target < 1%%)\n",
                idle_seconds, *idle);
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
    return p.p99 <= 30.0 && *idle < 1.0 ? 0 : 1;
}

} // namespace escaque::tui
