// The speech-dispatcher backend. The mappings are pure; the speaker is tested where every CI and
// developer machine is: with no daemon to reach (SPEECHD_ADDRESS names a socket that cannot
// exist, autospawn off). A daemon of our own is covered by test_speechd_daemon.cpp.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "captured_stderr.h"
#include "collecting_fallback.h"
#include "tts/collecting_sink.h"
#include "tts/speechd_mapping.h"
#include "tts/speechd_speaker.h"
#include "support/test_scale.h"

using namespace std::chrono_literals;
using namespace escaque::tts;
using escaque::tts::testing::CapturedStderr;
using escaque::tts::testing::collecting_fallback;

namespace {

// Points libspeechd at a socket in a folder that does not exist, for the test's lifetime.
class NoDaemon {
public:
    NoDaemon() {
        if (const char* old = std::getenv("SPEECHD_ADDRESS")) saved_ = old;
        ::setenv("SPEECHD_ADDRESS", "unix_socket:/nonexistent/escaque-test/speechd.sock", 1);
    }
    ~NoDaemon() {
        if (saved_.empty())
            ::unsetenv("SPEECHD_ADDRESS");
        else
            ::setenv("SPEECHD_ADDRESS", saved_.c_str(), 1);
    }

private:
    std::string saved_;
};

SpeechdSpeaker::Options unreachable() {
    SpeechdSpeaker::Options options;
    options.autospawn = false; // nothing may start a daemon behind the test's back
    return options;
}

} // namespace

TEST_CASE("speechd: our priorities map onto SSIP's", "[speechd]") {
    // Normal is "message": queued in order. "text" would cancel itself, losing moves.
    CHECK(speechd_send_for(Priority::normal) == SpeechdSend{false, SpeechdPriority::message});
    // Interrupt cancels our own speech first, then is an ordinary message that the next
    // interrupt can cut ("important" could not be cut).
    CHECK(speechd_send_for(Priority::interrupt) == SpeechdSend{true, SpeechdPriority::message});
    // Idle is dropped by the daemon whenever anything else is waiting or speaking.
    CHECK(speechd_send_for(Priority::idle) == SpeechdSend{false, SpeechdPriority::notification});
}

TEST_CASE("speechd: words per minute map onto the espeak-ng module's rate scale", "[speechd]") {
    CHECK(speechd_rate(170) == 0);
    CHECK(speechd_rate(175) == 2); // our default: the module's own pace
    CHECK(speechd_rate(80) == -100);
    CHECK(speechd_rate(125) == -50);
    CHECK(speechd_rate(449) == 100);
    CHECK(speechd_rate(300) == 47);
    CHECK(speechd_rate(900) == 100); // faster than the module goes: its fastest
    CHECK(speechd_rate(10) == -100);
    int previous = -101;
    for (int wpm = min_rate; wpm <= max_rate; ++wpm) {
        const int rate = speechd_rate(wpm);
        CHECK(rate >= previous); // never slower for a faster setting
        CHECK(rate >= -100);
        CHECK(rate <= 100);
        previous = rate;
    }
}

TEST_CASE("speechd: pitch, volume and language", "[speechd]") {
    CHECK(speechd_pitch(50) == 0); // the voice's own pitch
    CHECK(speechd_pitch(0) == -100);
    CHECK(speechd_pitch(100) == 100);
    CHECK(speechd_pitch(150) == 100);
    CHECK(speechd_volume(100) == 100);
    CHECK(speechd_volume(0) == -100);
    CHECK(speechd_volume(-5) == -100);
    CHECK(speechd_language("en") == "en");
    CHECK(speechd_language("es") == "es");
    CHECK(speechd_language("es-419") == "es");
    CHECK(speechd_language("en+klatt") == "en");
    CHECK(speechd_language("ES_es") == "es");
    CHECK(speechd_language("") == "en");
}

TEST_CASE("speechd: no daemon gives one notice, nothing on stderr, and say() never waits",
          "[speechd][speaker]") {
    NoDaemon no_daemon;
    CapturedStderr captured;
    SpeakerStatus status;
    std::optional<std::string> notice, second_notice, retry_notice;
    bool idle = false;
    std::chrono::steady_clock::duration slowest_say{};
    {
        SpeechdSpeaker speaker(unreachable());
        const auto timed_say = [&](std::string text, Priority priority) {
            const auto start = std::chrono::steady_clock::now();
            speaker.say(std::move(text), priority);
            slowest_say = std::max(slowest_say, std::chrono::steady_clock::now() - start);
        };
        timed_say("Knight Felix three.", Priority::normal);
        idle = speaker.wait_idle(10s);
        status = speaker.status();
        notice = speaker.take_notice();
        timed_say("Felix three: empty.", Priority::interrupt);
        timed_say("four minutes", Priority::idle);
        timed_say("Pawn Eva five.", Priority::normal);
        idle = idle && speaker.wait_idle(10s);
        second_notice = speaker.take_notice();
        speaker.retry(); // the user's "repeat": connect again
        idle = idle && speaker.wait_idle(10s);
        retry_notice = speaker.take_notice();
        CHECK_FALSE(speaker.connected());
    }
    const std::string written = captured.finish();
    CHECK(written.empty());
    CHECK(idle);
    CHECK(slowest_say < 250ms * escaque::test::time_scale()); // queued, never a daemon wait
    CHECK_FALSE(status.available);
    INFO("notice: " << status.notice);
    CHECK_THAT(status.notice,
               Catch::Matchers::StartsWith("speech unavailable: speech-dispatcher: "));
    CHECK(notice == std::optional<std::string>(status.notice));       // no fallback: nothing more
    CHECK_FALSE(second_notice);                                       // once, not per announcement
    CHECK(retry_notice == std::optional<std::string>(status.notice)); // a failed retry says so
}

TEST_CASE("speechd: without a daemon the fallback speaks, from the first announcement on",
          "[speechd][speaker]") {
    NoDaemon no_daemon;
    CapturedStderr captured;
    CollectingSink* sink = nullptr;
    SpeechdSpeaker::Options options = unreachable();
    options.fallback = collecting_fallback(sink);
    std::optional<std::string> notice;
    std::vector<std::string> said;
    {
        SpeechdSpeaker speaker(std::move(options));
        // Said before the connection has failed: it waits, then goes to the fallback.
        speaker.say("White to play.", Priority::normal);
        REQUIRE(speaker.wait_idle(20s));
        speaker.say("Knight Felix three.", Priority::normal);
        REQUIRE(speaker.wait_idle(20s));
        CHECK(speaker.status().available); // the fallback speaks
        notice = speaker.take_notice();
        REQUIRE(sink);
        for (const auto& utterance : sink->utterances()) said.push_back(utterance.text);
    }
    CHECK(captured.finish().empty());
    REQUIRE(notice);
    CHECK_THAT(*notice, Catch::Matchers::StartsWith("speech unavailable: speech-dispatcher: "));
    CHECK_THAT(*notice, Catch::Matchers::EndsWith("; speaking with espeak-ng instead"));
    CHECK(said == std::vector<std::string>{"White to play.", "Knight Felix three."});
}

TEST_CASE("speechd: a daemon that never answers is given up on, the game never waits",
          "[speechd][speaker]") {
    // A socket that takes connections and never answers: libspeechd blocks on its first reply.
    char folder[] = "/tmp/escaque-mute-XXXXXX";
    REQUIRE(::mkdtemp(folder));
    const std::string path = std::string(folder) + "/speechd.sock";
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::snprintf(address.sun_path, sizeof address.sun_path, "%s", path.c_str());
    REQUIRE(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(::listen(listener, 4) == 0);
    ::setenv("SPEECHD_ADDRESS", ("unix_socket:" + path).c_str(), 1);

    CapturedStderr captured;
    CollectingSink* sink = nullptr;
    SpeechdSpeaker::Options options = unreachable();
    options.answer_wait = 300ms;
    options.close_wait = 100ms;
    options.fallback = collecting_fallback(sink);
    std::optional<std::string> notice;
    std::vector<std::string> said;
    std::chrono::steady_clock::duration slowest_say{};
    {
        SpeechdSpeaker speaker(std::move(options));
        const auto timed_say = [&](std::string text, Priority priority) {
            const auto start = std::chrono::steady_clock::now();
            speaker.say(std::move(text), priority);
            slowest_say = std::max(slowest_say, std::chrono::steady_clock::now() - start);
        };
        timed_say("White to play.", Priority::normal);
        // wait_idle notices the silence after answer_wait and hands the text to the fallback.
        REQUIRE(speaker.wait_idle(20s));
        timed_say("Knight Felix three.", Priority::normal);
        REQUIRE(speaker.wait_idle(20s));
        notice = speaker.take_notice();
        REQUIRE(sink);
        for (const auto& utterance : sink->utterances()) said.push_back(utterance.text);
        speaker.retry(); // a new worker, stuck in turn: the old one is left behind
        timed_say("Pawn Eva five.", Priority::normal);
    }                  // the destructor leaves the stuck worker behind instead of waiting for it
    ::close(listener); // the workers left behind get an error and end
    ::unsetenv("SPEECHD_ADDRESS");
    CHECK(captured.finish().empty());
    CHECK(slowest_say < 250ms * escaque::test::time_scale()); // queued, never a daemon wait
    REQUIRE(notice);
    CHECK_THAT(*notice, Catch::Matchers::StartsWith(
                            "speech unavailable: speech-dispatcher: the daemon does not answer"));
    CHECK(said == std::vector<std::string>{"White to play.", "Knight Felix three."});
    std::error_code ec;
    std::filesystem::remove_all(folder, ec);
}

TEST_CASE("speechd: closing does not wait for a daemon that never answers", "[speechd][speaker]") {
    char folder[] = "/tmp/escaque-mute-XXXXXX";
    REQUIRE(::mkdtemp(folder));
    const std::string path = std::string(folder) + "/speechd.sock";
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::snprintf(address.sun_path, sizeof address.sun_path, "%s", path.c_str());
    REQUIRE(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(::listen(listener, 4) == 0);
    ::setenv("SPEECHD_ADDRESS", ("unix_socket:" + path).c_str(), 1);
    SpeechdSpeaker::Options options = unreachable();
    options.close_wait = 200ms;
    std::chrono::steady_clock::duration closing{};
    {
        auto speaker = std::make_unique<SpeechdSpeaker>(std::move(options));
        speaker->say("Knight Felix three.", Priority::normal);
        const auto start = std::chrono::steady_clock::now();
        speaker.reset();
        closing = std::chrono::steady_clock::now() - start;
    }
    ::close(listener);
    ::unsetenv("SPEECHD_ADDRESS");
    CHECK(closing < 1s);
    std::error_code ec;
    std::filesystem::remove_all(folder, ec);
}
