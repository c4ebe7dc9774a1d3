// The speech-dispatcher backend against a real daemon of the test's own: a private socket and
// configuration, and a "synthesiser" (speech-dispatcher's generic module) that only appends each
// message to a file, so no sound card is involved and the file says what was spoken, in order.
// Skipped, with a warning, where the speech-dispatcher package is not installed: it is optional
// (the build needs only libspeechd-dev).
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include "captured_stderr.h"
#include "collecting_fallback.h"
#include "tts/collecting_sink.h"
#include "tts/speechd_mapping.h"
#include "tts/speechd_speaker.h"

using namespace std::chrono_literals;
using namespace escaque::tts;
using escaque::tts::testing::collecting_fallback;
namespace fs = std::filesystem;

namespace {

constexpr const char* daemon_path = "/usr/bin/speech-dispatcher";
constexpr const char* generic_module = "/usr/lib/speech-dispatcher-modules/sd_generic";

std::vector<std::string> lines_of(const fs::path& file) {
    std::vector<std::string> lines;
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    return lines;
}

// A daemon on a socket in a fresh folder, ended (by its pid) with the object.
class Daemon {
public:
    Daemon() {
        char name[] = "/tmp/escaque-speechd-XXXXXX";
        dir_ = ::mkdtemp(name);
        fs::create_directories(dir_ / "conf" / "modules");
        std::ofstream(dir_ / "conf" / "speechd.conf")
            << "LogLevel 1\nLogDir \"" << (dir_ / "log").string() << "\"\n"
            << "AddModule \"recorder\" \"sd_generic\" \"recorder.conf\"\n"
            << "DefaultModule recorder\nDefaultLanguage \"en\"\n"
            // The generic module opens an audio output even though ours never plays: libao
            // opens without a sound card, PulseAudio (the default) does not.
            << "AudioOutputMethod \"libao\"\n";
        // Each message: "language|rate|text" appended, then a pause standing for the speech, so
        // that a message is still "speaking" when the next requests arrive.
        std::ofstream(dir_ / "conf" / "modules" / "recorder.conf")
            << "GenericExecuteSynth \"printf '%s|%s|%s\\\\n' \\'$LANGUAGE\\' \\'$RATE\\' "
               "\\'$DATA\\' >> "
            << spoken().string() << "; sleep 0.4\"\n"
            << "AddVoice \"en\" \"MALE1\" \"en\"\nAddVoice \"es\" \"MALE1\" \"es\"\n"
            << "GenericLanguage \"en\" \"en\" \"utf-8\"\nGenericLanguage \"es\" \"es\" \"utf-8\"\n"
            << "GenericRateAdd 0\nGenericRateMultiply 1\n";
        fs::create_directories(dir_ / "log");
        const std::string socket = (dir_ / "sock").string();
        const std::string conf = (dir_ / "conf").string();
        // Everything private (socket, configuration, pid file, log), so tests may run in parallel
        // and never meet the user's own daemon.
        const std::string pid_file = (dir_ / "pid").string();
        const std::string log_dir = (dir_ / "log").string();
        // "-t 10": should the test die before ending it, the daemon ends itself ten seconds after
        // its last client.
        std::vector<std::string> args = {daemon_path,   "-s",     "-t",   "10",   "-c",
                                         "unix_socket", "-S",     socket, "-C",   conf,
                                         "-P",          pid_file, "-L",   log_dir};
        std::vector<char*> argv;
        for (auto& a : args) argv.push_back(a.data());
        argv.push_back(nullptr);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
        if (posix_spawn(&pid_, daemon_path, &actions, nullptr, argv.data(), environ) != 0)
            pid_ = -1;
        posix_spawn_file_actions_destroy(&actions);
        for (int i = 0; i < 100 && pid_ > 0 && !fs::exists(dir_ / "sock"); ++i)
            std::this_thread::sleep_for(50ms); // waiting for another process: no clock to inject
        address_ = "unix_socket:" + socket;
    }
    ~Daemon() {
        if (pid_ > 0) {
            // speech-dispatcher may take its time over SIGTERM (or ignore it while a module is
            // busy); a test must never hang on it, so it gets three seconds, then SIGKILL.
            ::kill(pid_, SIGTERM);
            bool ended = false;
            for (int i = 0; i < 60 && !ended; ++i) {
                ended = ::waitpid(pid_, nullptr, WNOHANG) == pid_;
                if (!ended) std::this_thread::sleep_for(50ms);
            }
            if (!ended) {
                ::kill(pid_, SIGKILL);
                ::waitpid(pid_, nullptr, 0);
            }
        }
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    bool running() const { return pid_ > 0 && fs::exists(dir_ / "sock"); }
    const std::string& address() const { return address_; }
    fs::path spoken() const { return dir_ / "spoken.txt"; }

private:
    fs::path dir_;
    pid_t pid_ = -1;
    std::string address_;
};

class Address {
public:
    explicit Address(const std::string& address) {
        ::setenv("SPEECHD_ADDRESS", address.c_str(), 1);
    }
    ~Address() { ::unsetenv("SPEECHD_ADDRESS"); }
};

bool daemon_installed() {
    return ::access(daemon_path, X_OK) == 0 && ::access(generic_module, X_OK) == 0;
}

SpeechdSpeaker::Options options_for(std::string voice, int rate) {
    SpeechdSpeaker::Options options;
    options.autospawn = false;
    options.voice.voice = std::move(voice);
    options.voice.rate = rate;
    return options;
}

} // namespace

TEST_CASE("speechd daemon: messages are spoken in order, in the voice's language and rate",
          "[speechd][daemon]") {
    if (!daemon_installed()) {
        WARN("speech-dispatcher is not installed: skipped");
        return;
    }
    Daemon daemon;
    if (!daemon.running()) {
        WARN("speech-dispatcher would not start here: skipped");
        return;
    }
    Address address(daemon.address());
    escaque::tts::testing::CapturedStderr captured;
    {
        SpeechdSpeaker speaker(options_for("es", 300));
        speaker.say("Caballo efe tres", Priority::normal);
        speaker.say("Peón e cinco", Priority::normal);
        REQUIRE(speaker.wait_idle(20s)); // both ended: the daemon's END events arrived
        CHECK(speaker.connected());
        CHECK(speaker.status().available);
        CHECK_FALSE(speaker.take_notice());
    }
    CHECK(captured.finish().empty());
    // The generic module hands the rate over as rate × GenericRateMultiply / 100: "0.47".
    char rate[16];
    std::snprintf(rate, sizeof rate, "%.2f", speechd_rate(300) / 100.0);
    CHECK(lines_of(daemon.spoken()) ==
          std::vector<std::string>{"es|" + std::string(rate) + "|Caballo efe tres",
                                   "es|" + std::string(rate) + "|Peón e cinco"});
}

TEST_CASE("speechd daemon: an interrupt cancels what is queued, idle waits its turn",
          "[speechd][daemon]") {
    if (!daemon_installed()) {
        WARN("speech-dispatcher is not installed: skipped");
        return;
    }
    Daemon daemon;
    if (!daemon.running()) {
        WARN("speech-dispatcher would not start here: skipped");
        return;
    }
    Address address(daemon.address());
    {
        SpeechdSpeaker speaker(options_for("en", 175));
        speaker.say("one", Priority::normal);
        speaker.say("two", Priority::normal);
        speaker.say("three", Priority::normal);
        speaker.say("four minutes", Priority::idle); // busy: dropped
        speaker.say("Felix three: empty", Priority::interrupt);
        REQUIRE(speaker.wait_idle(20s));
        // Nothing else of ours is left, so the next idle one is spoken, once the daemon itself
        // has finished with the last message: it reports the end a moment before it is free
        // again, and a notification that finds it busy is dropped, as it should be.
        for (int attempt = 0; attempt < 50; ++attempt) {
            speaker.say("three minutes", Priority::idle);
            REQUIRE(speaker.wait_idle(20s));
            const auto lines = lines_of(daemon.spoken());
            if (!lines.empty() && lines.back().ends_with("three minutes")) break;
            std::this_thread::sleep_for(100ms); // another process's pace: no clock to inject
        }
    }
    std::vector<std::string> texts;
    for (const std::string& line : lines_of(daemon.spoken()))
        texts.push_back(line.substr(line.rfind('|') + 1));
    // "one" may or may not have begun before the interrupt; nothing queued after it survives.
    if (!texts.empty() && texts.front() == "one") texts.erase(texts.begin());
    // A retried idle message may be written twice if the check ran before the module wrote it.
    while (texts.size() > 2 && texts.back() == "three minutes" &&
           texts[texts.size() - 2] == texts.back())
        texts.pop_back();
    CHECK(texts == std::vector<std::string>{"Felix three: empty", "three minutes"});
}

TEST_CASE("speechd daemon: when the daemon goes away the fallback takes over, once",
          "[speechd][daemon]") {
    if (!daemon_installed()) {
        WARN("speech-dispatcher is not installed: skipped");
        return;
    }
    auto daemon = std::make_unique<Daemon>();
    if (!daemon->running()) {
        WARN("speech-dispatcher would not start here: skipped");
        return;
    }
    Address address(daemon->address());
    SpeechdSpeaker::Options options = options_for("en", 175);
    CollectingSink* sink = nullptr;
    options.fallback = collecting_fallback(sink);
    escaque::tts::testing::CapturedStderr captured;
    std::optional<std::string> notice, second_notice;
    std::vector<std::string> said;
    {
        SpeechdSpeaker speaker(std::move(options));
        speaker.say("one", Priority::normal);
        REQUIRE(speaker.wait_idle(20s));
        REQUIRE(speaker.connected());
        daemon.reset(); // the daemon ends
        // libspeechd learns of it on its event thread; the next message finds out for sure.
        for (int i = 0; i < 40 && speaker.connected(); ++i) {
            speaker.say("two", Priority::normal);
            REQUIRE(speaker.wait_idle(20s));
        }
        CHECK_FALSE(speaker.connected());
        speaker.say("three", Priority::normal);
        REQUIRE(speaker.wait_idle(20s));
        notice = speaker.take_notice();
        second_notice = speaker.take_notice();
        REQUIRE(sink);
        for (const auto& utterance : sink->utterances()) said.push_back(utterance.text);
    }
    CHECK(captured.finish().empty());
    REQUIRE(notice);
    CHECK_THAT(*notice, Catch::Matchers::StartsWith("speech unavailable: speech-dispatcher: "));
    CHECK_THAT(*notice, Catch::Matchers::EndsWith("speaking with espeak-ng instead"));
    CHECK_FALSE(second_notice);
    REQUIRE_FALSE(said.empty());
    CHECK(said.back() == "three");
}
