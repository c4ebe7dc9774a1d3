#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "support/recording_speaker.h"
#include "tts/log_speaker.h"
#include "tts/silent_speaker.h"
#include "tts/tee_speaker.h"

using namespace std::chrono_literals;
using namespace escaque::tts;
using escaque::testing::RecordingSpeaker;

namespace {

// A manual clock for the log's timestamps.
struct ManualElapsed {
    std::chrono::milliseconds now{0};
    LogSpeaker::Elapsed function() {
        return [this] { return now; };
    }
};

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

} // namespace

TEST_CASE("The speech log writes TIMESTAMP TAB PRIORITY TAB TEXT per utterance", "[log]") {
    std::ostringstream out;
    ManualElapsed clock;
    LogSpeaker log(out, clock.function());
    log.say("Knight Felix three.", Priority::normal);
    clock.now = 1532ms;
    log.say("four minutes", Priority::idle);
    clock.now = 61'000ms;
    log.say("Felix three: empty.", Priority::interrupt);
    CHECK(lines_of(out.str()) == std::vector<std::string>{"0\tnormal\tKnight Felix three.",
                                                          "1532\tidle\tfour minutes",
                                                          "61000\tinterrupt\tFelix three: empty."});
}

TEST_CASE("The speech log keeps one line per utterance", "[log]") {
    CHECK(LogSpeaker::format_line(7ms, Priority::normal, "a\tb\nc\r") == "7\tnormal\ta b c ");
}

TEST_CASE("The speech log is flushed line by line and always idle", "[log]") {
    const auto path = std::filesystem::temp_directory_path() /
                      ("escaque-log-" + std::to_string(::getpid()) + ".txt");
    OpenedSpeaker opened = LogSpeaker::open(path.string());
    REQUIRE(opened.error.empty());
    opened.speaker->say("Check.", Priority::normal);
    std::ifstream in(path); // read while the log is still open: the line is already there
    std::string line;
    REQUIRE(std::getline(in, line));
    CHECK(line.substr(line.find('\t')) == "\tnormal\tCheck.");
    CHECK(opened.speaker->wait_idle(0ms));
    CHECK(opened.speaker->status().available);
    CHECK_FALSE(opened.speaker->take_notice());
    opened.speaker.reset();
    std::filesystem::remove(path);
}

TEST_CASE("A log that cannot be created is an error value", "[log]") {
    // A file where its folder should be: no folder can be made there, even by root.
    const auto file = std::filesystem::temp_directory_path() /
                      ("escaque-not-a-folder-" + std::to_string(::getpid()));
    std::ofstream(file) << "x";
    const std::string path = (file / "speech.log").string();
    const OpenedSpeaker opened = LogSpeaker::open(path);
    CHECK(opened.speaker == nullptr);
    CHECK_THAT(opened.error, Catch::Matchers::StartsWith("cannot create " + path + ": "));
    std::filesystem::remove(file);
}

TEST_CASE("The speech log makes its folders", "[log]") {
    const auto root = std::filesystem::temp_directory_path() /
                      ("escaque-log-folders-" + std::to_string(::getpid()));
    const auto path = root / "a" / "b" / "speech.log";
    OpenedSpeaker opened = LogSpeaker::open(path.string());
    REQUIRE(opened.error.empty());
    opened.speaker->say("Check.", Priority::normal);
    opened.speaker.reset();
    std::ifstream in(path);
    std::string line;
    CHECK(std::getline(in, line));
    std::filesystem::remove_all(root);
}

TEST_CASE("The tee feeds every speaker in order", "[tee]") {
    auto first = std::make_unique<RecordingSpeaker>();
    auto second = std::make_unique<RecordingSpeaker>();
    RecordingSpeaker* a = first.get();
    RecordingSpeaker* b = second.get();
    std::vector<std::unique_ptr<Speaker>> speakers;
    speakers.push_back(std::move(first));
    speakers.push_back(std::make_unique<SilentSpeaker>());
    speakers.push_back(std::move(second));
    TeeSpeaker tee(std::move(speakers));

    tee.say("Knight Felix three.", Priority::normal);
    tee.say("Felix three: empty.", Priority::interrupt);
    tee.stop();
    tee.retry();
    const std::vector<RecordingSpeaker::Utterance> expected = {
        {"Knight Felix three.", Priority::normal}, {"Felix three: empty.", Priority::interrupt}};
    CHECK(a->said() == expected);
    CHECK(b->said() == expected);
    CHECK(a->stops() == 1);
    CHECK(b->stops() == 1);
    CHECK(a->retries() == 1);
    CHECK(tee.wait_idle(1s));
    CHECK(tee.status().available);
    CHECK_FALSE(tee.take_notice());

    b->make_unavailable("no card");
    CHECK_FALSE(tee.status().available);
    CHECK(tee.status().notice == "speech unavailable: no card");
    CHECK(tee.take_notice() == std::optional<std::string>("speech unavailable: no card"));
    CHECK_FALSE(tee.take_notice());
}

TEST_CASE("The tee log and a recording see the same requests", "[tee][log]") {
    std::ostringstream out;
    ManualElapsed clock;
    auto recording = std::make_unique<RecordingSpeaker>();
    RecordingSpeaker* rec = recording.get();
    std::vector<std::unique_ptr<Speaker>> speakers;
    speakers.push_back(std::make_unique<LogSpeaker>(out, clock.function()));
    speakers.push_back(std::move(recording));
    TeeSpeaker tee(std::move(speakers));
    tee.say("one", Priority::normal);
    tee.say("two", Priority::idle);
    CHECK(lines_of(out.str()) == std::vector<std::string>{"0\tnormal\tone", "0\tidle\ttwo"});
    CHECK(rec->texts() == std::vector<std::string>{"one", "two"});
}

TEST_CASE("Priorities have their log names", "[log]") {
    CHECK(to_string(Priority::interrupt) == "interrupt");
    CHECK(to_string(Priority::normal) == "normal");
    CHECK(to_string(Priority::idle) == "idle");
}
