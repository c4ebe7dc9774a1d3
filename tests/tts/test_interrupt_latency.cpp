// Interruption through the synthesis callback, with the measuring sink at real-time pace (a
// stand-in sound card): stop() cuts the utterance being spoken instead of letting it finish.
// How fast is the benchmark's business (`escaque bench speech` prints the percentiles): these
// bounds only tell a cut (a few milliseconds) from an utterance played out (seconds), so that a
// busy machine cannot fail the test.
#include <catch2/catch.hpp>

#include <thread>

#include "tts/espeak_speaker.h"
#include "tts/measuring_sink.h"

using namespace std::chrono_literals;
using namespace escaque::tts;
using Clock = std::chrono::steady_clock;

TEST_CASE("An interrupt cuts the utterance being spoken", "[speaker][latency]") {
    auto sink = std::make_unique<MeasuringSink>(MeasuringSink::Pace::real_time);
    MeasuringSink* measure = sink.get();
    EspeakSpeaker::Options options;
    options.sink = std::move(sink);
    EspeakSpeaker speaker(std::move(options));
    REQUIRE(speaker.wait_idle(10s));

    for (std::size_t i = 0; i < 10; ++i) {
        speaker.say("White knight from Gustav one to Felix three, takes pawn. Check.",
                    Priority::normal);
        REQUIRE(measure->wait_for_first_sample(i, 5s));
        // Let it speak a little (the sink is real-time paced), then cut it mid-word: about three
        // seconds of the utterance are still to come.
        std::this_thread::sleep_for(std::chrono::milliseconds(150 + 10 * i));
        const auto stopped = Clock::now();
        speaker.stop();
        REQUIRE(measure->wait_for_finish(i, 5s));
        const auto u = measure->utterances()[i];
        CHECK(u.cut);
        CHECK(u.finished - stopped < 1s);
        REQUIRE(speaker.wait_idle(5s));
    }
}

TEST_CASE("The synthesis is written in pieces of at most 10 ms", "[speaker][latency]") {
    auto sink = std::make_unique<MeasuringSink>(MeasuringSink::Pace::instant);
    MeasuringSink* measure = sink.get();
    EspeakSpeaker::Options options;
    options.sink = std::move(sink);
    EspeakSpeaker speaker(std::move(options));
    speaker.say("The position: White king Gustav one, rooks Anna one and Felix one, pawns Anna "
                "two, Bella two, Cesar two. Black king Gustav eight.",
                Priority::normal);
    REQUIRE(speaker.wait_idle(10s));
    const auto u = measure->utterances().at(0);
    CHECK(u.samples > 22050);
    CHECK(u.largest_piece <= max_piece_samples);
    CHECK_FALSE(u.cut);
}
