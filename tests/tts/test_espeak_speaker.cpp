#include <catch2/catch.hpp>

#include <memory>

#include "gated_sink.h"
#include "tts/espeak_speaker.h"
#include "tts/measuring_sink.h"
#include "support/test_scale.h"

using namespace std::chrono_literals;
using namespace escaque::tts;
using escaque::tts::testing::GatedSink;

namespace {

struct GatedSpeaker {
    GatedSink* sink;
    std::unique_ptr<EspeakSpeaker> speaker;
};

GatedSpeaker make_gated_speaker() {
    auto sink = std::make_unique<GatedSink>();
    GatedSink* raw = sink.get();
    EspeakSpeaker::Options options;
    options.sink = std::move(sink);
    return {raw, std::make_unique<EspeakSpeaker>(std::move(options))};
}

// A speaker whose sound card cannot be opened, as on these machines.
GatedSpeaker make_soundless_speaker() {
    auto sink = std::make_unique<GatedSink>();
    GatedSink* raw = sink.get();
    raw->fail_open_with("no card");
    raw->open_gate();
    EspeakSpeaker::Options options;
    options.sink = std::move(sink);
    return {raw, std::make_unique<EspeakSpeaker>(std::move(options))};
}

std::vector<std::string> texts(const std::vector<GatedSink::Utterance>& utterances) {
    std::vector<std::string> out;
    for (const auto& u : utterances) out.push_back(u.text);
    return out;
}

} // namespace

TEST_CASE("Normal announcements are spoken in order", "[speaker]") {
    auto [sink, speaker] = make_gated_speaker();
    sink->open_gate();
    speaker->say("Knight Felix three.", Priority::normal);
    speaker->say("Pawn Eva five.", Priority::normal);
    REQUIRE(speaker->wait_idle(10s));
    const auto said = sink->utterances();
    CHECK(texts(said) == std::vector<std::string>{"Knight Felix three.", "Pawn Eva five."});
    for (const auto& u : said) {
        CHECK(u.finished);
        CHECK_FALSE(u.cut);
        CHECK(u.samples > 0);
    }
}

TEST_CASE("Idle announcements are dropped while speaking, queued ones are kept", "[speaker]") {
    auto [sink, speaker] = make_gated_speaker();
    speaker->say("Knight Felix three.", Priority::normal);
    REQUIRE(sink->wait_until_speaking(0));
    speaker->say("four minutes", Priority::idle); // busy: dropped
    speaker->say("Pawn Eva five.", Priority::normal);
    speaker->say("three minutes", Priority::idle); // something queued: dropped
    sink->open_gate();
    REQUIRE(speaker->wait_idle(10s));
    CHECK(texts(sink->utterances()) ==
          std::vector<std::string>{"Knight Felix three.", "Pawn Eva five."});
}

TEST_CASE("An idle announcement is spoken when nothing else is", "[speaker]") {
    auto [sink, speaker] = make_gated_speaker();
    sink->open_gate();
    REQUIRE(speaker->wait_idle(10s)); // the sink is open, nothing is speaking
    speaker->say("four minutes", Priority::idle);
    REQUIRE(speaker->wait_idle(10s));
    CHECK(texts(sink->utterances()) == std::vector<std::string>{"four minutes"});
}

TEST_CASE("An interrupt cuts the current utterance and goes before what is queued",
          "[speaker]") {
    auto [sink, speaker] = make_gated_speaker();
    speaker->say("White knight from Gustav one to Felix three.", Priority::normal);
    REQUIRE(sink->wait_until_speaking(0));
    speaker->say("Your clock: four minutes.", Priority::normal);
    speaker->say("Black pawn Eva five.", Priority::normal);
    speaker->say("Felix three: empty.", Priority::interrupt);
    REQUIRE(sink->wait_until_speaking(1)); // the interrupting one speaks next, nothing between
    sink->open_gate();
    REQUIRE(speaker->wait_idle(10s));
    const auto said = sink->utterances();
    // The announcements not yet heard are not lost: they follow the answer.
    REQUIRE(texts(said) == std::vector<std::string>{"White knight from Gustav one to Felix three.",
                                                    "Felix three: empty.",
                                                    "Your clock: four minutes.",
                                                    "Black pawn Eva five."});
    CHECK(said[0].cut);
    CHECK_FALSE(said[1].cut);
}

TEST_CASE("stop() cuts and clears, and speech goes on afterwards", "[speaker]") {
    auto [sink, speaker] = make_gated_speaker();
    speaker->say("one", Priority::normal);
    REQUIRE(sink->wait_until_speaking(0));
    speaker->say("two", Priority::normal);
    speaker->stop();
    REQUIRE(speaker->wait_idle(10s));
    sink->open_gate();
    speaker->say("three", Priority::normal);
    REQUIRE(speaker->wait_idle(10s));
    const auto said = sink->utterances();
    REQUIRE(texts(said) == std::vector<std::string>{"one", "three"});
    CHECK(said[0].cut);
    CHECK_FALSE(said[1].cut);
}

TEST_CASE("say() returns at once while the sink is stuck", "[speaker]") {
    auto [sink, speaker] = make_gated_speaker();
    speaker->say("one", Priority::normal);
    REQUIRE(sink->wait_until_speaking(0));
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < 100; ++i) speaker->say("more", Priority::normal);
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK(took < 500ms * escaque::test::time_scale()); // a blocked say() would never return
    CHECK_FALSE(speaker->wait_idle(0ms));
    speaker->stop();
    CHECK(speaker->wait_idle(10s));
}

TEST_CASE("A sink that cannot open gives one notice and silence, and retry tries again",
          "[speaker]") {
    auto [sink, speaker] = make_gated_speaker();
    REQUIRE(speaker->wait_idle(10s));
    CHECK(speaker->status().available);
    CHECK_FALSE(speaker->take_notice());
    speaker->retry(); // nothing failed: the working sink is left alone
    REQUIRE(speaker->wait_idle(10s));
    CHECK(sink->opens() == 1);

    auto [raw, soundless] = make_soundless_speaker();
    EspeakSpeaker& broken = *soundless;
    REQUIRE(broken.wait_idle(10s));
    CHECK_FALSE(broken.status().available);
    CHECK(broken.status().notice == "speech unavailable: no card");
    CHECK(broken.take_notice() == std::optional<std::string>("speech unavailable: no card"));
    CHECK_FALSE(broken.take_notice()); // once
    broken.say("Knight Felix three.", Priority::normal);
    REQUIRE(broken.wait_idle(10s));
    CHECK(raw->utterances().empty()); // silent

    raw->fail_open_with("");
    broken.retry();
    REQUIRE(broken.wait_idle(10s));
    CHECK(raw->opens() == 2);
    CHECK(broken.status().available);
    broken.say("Knight Felix three.", Priority::normal);
    REQUIRE(broken.wait_idle(10s));
    CHECK(raw->utterances().size() == 1);
}

TEST_CASE("A missing voice falls back with a notice", "[speaker]") {
    auto sink = std::make_unique<MeasuringSink>(MeasuringSink::Pace::instant);
    MeasuringSink* raw = sink.get();
    EspeakSpeaker::Options options;
    options.sink = std::move(sink);
    options.voice.voice = "xx-nonexistent";
    EspeakSpeaker speaker(std::move(options));
    speaker.say("hello", Priority::normal);
    REQUIRE(speaker.wait_idle(10s));
    CHECK(raw->utterances().at(0).samples > 0);
    const auto notice = speaker.take_notice();
    REQUIRE(notice);
    CHECK_THAT(*notice, Catch::Matchers::Contains("voice xx-nonexistent is not installed"));
    CHECK(speaker.status().available);
}

TEST_CASE("A speaker without its sound card still tells of a missing voice", "[speaker]") {
    auto soundless = make_soundless_speaker();
    EspeakSpeaker& speaker = *soundless.speaker;
    REQUIRE(speaker.wait_idle(10s));
    CHECK(speaker.take_notice() == std::optional<std::string>("speech unavailable: no card"));

    speaker.set_voice(VoiceSettings{"xx-unheard", 175, 50, 100});
    speaker.say("Voice: xx-unheard.", Priority::interrupt);
    REQUIRE(speaker.wait_idle(10s));
    const auto notice = speaker.take_notice();
    REQUIRE(notice);
    CHECK_THAT(*notice, Catch::Matchers::Contains("voice xx-unheard is not installed"));
    speaker.say("Knight Felix three.", Priority::normal);
    REQUIRE(speaker.wait_idle(10s));
    CHECK_FALSE(speaker.take_notice()); // once

    speaker.set_voice(VoiceSettings{"es", 175, 50, 100});
    speaker.say("Voz: es.", Priority::interrupt);
    REQUIRE(speaker.wait_idle(10s));
    CHECK_FALSE(speaker.take_notice()); // installed: nothing to tell
}

TEST_CASE("Voice settings are clamped to their ranges", "[speaker]") {
    EspeakSpeaker::Options options;
    options.sink = std::make_unique<MeasuringSink>(MeasuringSink::Pace::instant);
    options.voice = VoiceSettings{"en+klatt", 5000, 150, 200};
    EspeakSpeaker speaker(std::move(options));
    const VoiceSettings voice = speaker.voice();
    CHECK(voice.voice == "en+klatt");
    CHECK(voice.rate == 900);
    CHECK(voice.pitch == 100);
    CHECK(voice.volume == 100);
    speaker.set_voice(VoiceSettings{"es\"<>", 10, -5, 50});
    CHECK(speaker.voice() == VoiceSettings{"es", 80, 0, 50});
}

TEST_CASE("A voice is in the catalogue by name, file, path or language, with its variant",
          "[speaker][voices]") {
    using escaque::tts::VoiceCatalogue;
    const VoiceCatalogue c{{"gmw/en", "en", "english", "en-gb", "roa/es-419", "es-419",
                            "spanish (latin america)", "es-mx", "roa/es", "es"},
                           {"klatt", "alex"}};
    for (const char* voice : {"en", "EN", "es-419", "Spanish (Latin America)", "roa/es", "es-mx",
                              "es-es", "en-us", "en+klatt", "en+Alex"})
        CHECK(in_catalogue(c, voice));
    for (const char* voice : {"es419", "qq", "xx-yy", "en+nosuch", "klatt", ""})
        CHECK_FALSE(in_catalogue(c, voice));
    CHECK(fallback_voice(c, "es-zz+nosuch") == "es");
    CHECK(fallback_voice(c, "es-419+nosuch") == "es-419");
    CHECK(fallback_voice(c, "en+nosuch") == "en");
    CHECK_FALSE(fallback_voice(c, "qq"));
}

TEST_CASE("espeak-ng's own catalogue has the voices escaque speaks with", "[speaker][voices]") {
    const auto voices = escaque::tts::installed_voices(std::chrono::seconds(5));
    if (!voices) {
        WARN("espeak-ng cannot start here: its catalogue is not tested");
        return;
    }
    for (const char* voice : {"en", "es", "es-419", "en+klatt"})
        CHECK(in_catalogue(*voices, voice));
    CHECK_FALSE(in_catalogue(*voices, "es419"));
    CHECK_FALSE(in_catalogue(*voices, "en+nosuch"));
}

TEST_CASE("A faster rate gives shorter audio", "[speaker]") {
    const auto samples_at = [](int rate) {
        auto sink = std::make_unique<MeasuringSink>(MeasuringSink::Pace::instant);
        MeasuringSink* raw = sink.get();
        EspeakSpeaker::Options options;
        options.sink = std::move(sink);
        options.voice.rate = rate;
        EspeakSpeaker speaker(std::move(options));
        speaker.say("White knight from Gustav one to Felix three.", Priority::normal);
        REQUIRE(speaker.wait_idle(10s));
        return raw->utterances().at(0).samples;
    };
    const std::size_t slow = samples_at(175);
    const std::size_t fast = samples_at(450);
    const std::size_t sonic = samples_at(900); // above 450 through libsonic
    INFO("175 wpm: " << slow << " samples, 450: " << fast << ", 900: " << sonic);
    CHECK(fast < slow * 3 / 4);
    CHECK(sonic < fast);
}
