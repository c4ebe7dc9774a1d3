#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <unistd.h>

#include "tts/wav_file.h"
#include "tts/wav_speaker.h"

using namespace std::chrono_literals;
using namespace escaque::tts;
namespace fs = std::filesystem;

namespace {

struct TempDir {
    fs::path path;
    TempDir() {
        std::string pattern = (fs::temp_directory_path() / "escaque-wav-XXXXXX").string();
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        path = pattern;
    }
    ~TempDir() { fs::remove_all(path); }
};

double rms(const std::vector<std::int16_t>& samples) {
    double sum = 0;
    for (std::int16_t s : samples) sum += double(s) * s;
    return samples.empty() ? 0 : std::sqrt(sum / double(samples.size()));
}

} // namespace

TEST_CASE("WAV file names are numbered from 0001", "[wav]") {
    CHECK(WavSpeaker::file_name(1) == "0001.wav");
    CHECK(WavSpeaker::file_name(42) == "0042.wav");
    CHECK(WavSpeaker::file_name(12345) == "12345.wav");
}

TEST_CASE("The WAV speaker writes every utterance whole, in order, as 16-bit mono 22050 Hz",
          "[wav]") {
    TempDir dir;
    OpenedSpeaker opened = WavSpeaker::open(dir.path / "speech");
    REQUIRE(opened.error.empty());
    Speaker& speaker = *opened.speaker;
    speaker.say("Knight Felix three.", Priority::normal);
    speaker.say("Check.", Priority::idle); // kept: a record drops nothing
    speaker.say("Springer Gustav eins Felix drei.", Priority::interrupt); // cuts nothing
    speaker.stop();                                                       // ignored by a record
    speaker.say("peón a4", Priority::normal);
    REQUIRE(speaker.wait_idle(10s));
    CHECK(speaker.status().available);

    std::vector<std::size_t> lengths;
    for (unsigned n = 1; n <= 4; ++n) {
        const auto audio = read_wav_file(dir.path / "speech" / WavSpeaker::file_name(n));
        REQUIRE(audio);
        CHECK(audio->sample_rate == 22050);
        CHECK(audio->channels == 1);
        CHECK(audio->bits_per_sample == 16);
        INFO("file " << n << ": " << audio->samples.size() << " samples, rms "
                     << rms(audio->samples));
        CHECK(audio->samples.size() > 22050 / 4); // each is at least a quarter of a second
        CHECK(rms(audio->samples) > 300);         // and not silence
        lengths.push_back(audio->samples.size());
    }
    CHECK_FALSE(fs::exists(dir.path / "speech" / WavSpeaker::file_name(5)));
    // "Check." is the shortest: the files are in the order of the requests.
    CHECK(lengths[1] < lengths[0]);
    CHECK(lengths[1] < lengths[2]);
}

TEST_CASE("Destroying the WAV speaker finishes every file first", "[wav]") {
    TempDir dir;
    {
        OpenedSpeaker opened = WavSpeaker::open(dir.path);
        REQUIRE(opened.error.empty());
        for (int i = 0; i < 20; ++i) opened.speaker->say("Pawn Eva four.", Priority::normal);
    }
    for (unsigned n = 1; n <= 20; ++n) CHECK(fs::exists(dir.path / WavSpeaker::file_name(n)));
    for (const auto& entry : fs::directory_iterator(dir.path))
        CHECK(entry.path().extension() == ".wav"); // no ".partial" left behind
}

TEST_CASE("A WAV file that cannot be written gives a notice, the next one goes on", "[wav]") {
    TempDir dir;
    const fs::path out = dir.path / "speech";
    OpenedSpeaker opened = WavSpeaker::open(out);
    REQUIRE(opened.error.empty());
    Speaker& speaker = *opened.speaker;
    speaker.say("one", Priority::normal);
    REQUIRE(speaker.wait_idle(10s));
    fs::remove_all(out);
    speaker.say("two", Priority::normal);
    REQUIRE(speaker.wait_idle(10s));
    CHECK_FALSE(speaker.status().available);
    const auto notice = speaker.take_notice();
    REQUIRE(notice);
    CHECK_THAT(*notice, Catch::Matchers::StartsWith("speech WAV files unavailable: cannot write"));
    fs::create_directories(out);
    speaker.say("three", Priority::normal);
    REQUIRE(speaker.wait_idle(10s));
    CHECK(speaker.status().available);
    CHECK(fs::exists(out / "0003.wav")); // numbering follows the log, gaps and all
    CHECK_FALSE(fs::exists(out / "0002.wav"));
}

TEST_CASE("A WAV directory that cannot be made is an error value", "[wav]") {
    const OpenedSpeaker opened = WavSpeaker::open("/proc/escaque-cannot-be-here");
    CHECK(opened.speaker == nullptr);
    CHECK_THAT(opened.error,
               Catch::Matchers::StartsWith("cannot use /proc/escaque-cannot-be-here"));
}

TEST_CASE("WAV files round-trip", "[wav]") {
    TempDir dir;
    const std::vector<std::int16_t> samples = {0, 1, -1, 32767, -32768, 1234};
    REQUIRE(write_wav_file(dir.path / "x.wav", samples, 22050).empty());
    const auto audio = read_wav_file(dir.path / "x.wav");
    REQUIRE(audio);
    CHECK(audio->samples == samples);
    CHECK(encode_wav(samples, 22050).size() == 44 + 2 * samples.size());
    CHECK_FALSE(read_wav_file(dir.path / "missing.wav"));
}
