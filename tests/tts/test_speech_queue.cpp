#include <catch2/catch.hpp>

#include "tts/realtime_pacer.h"
#include "support/test_scale.h"
#include "tts/speech_queue.h"

using namespace std::chrono_literals;
using namespace escaque::tts;

TEST_CASE("Live queue: normal requests wait their turn", "[queue]") {
    SpeechQueue queue(QueuePolicy::live);
    CHECK(queue.offer("one", Priority::normal, false).accepted);
    CHECK(queue.offer("two", Priority::normal, true).accepted);
    CHECK(queue.next() == std::optional<std::string>("one"));
    CHECK(queue.next() == std::optional<std::string>("two"));
    CHECK_FALSE(queue.next());
}

TEST_CASE("Live queue: idle requests only when nothing is speaking or waiting", "[queue]") {
    SpeechQueue queue(QueuePolicy::live);
    CHECK_FALSE(queue.offer("tick", Priority::idle, true).accepted);
    CHECK(queue.offer("tick", Priority::idle, false).accepted);
    CHECK_FALSE(queue.offer("tock", Priority::idle, false).accepted); // one is waiting
}

TEST_CASE("Live queue: an interrupt cuts the current one and goes first, news still follows",
          "[queue]") {
    SpeechQueue queue(QueuePolicy::live);
    // The player's move is being said and the computer's reply waits: a key typed now is
    // echoed at once, and the reply is still said after it.
    queue.offer("reply", Priority::normal, true);
    CHECK(queue.offer("e", Priority::interrupt, true).cut_current);
    const auto decision = queue.offer("4", Priority::interrupt, true); // replaces "e", not said yet
    CHECK(decision.accepted);
    CHECK(decision.cut_current);
    queue.offer("tick", Priority::idle, false); // something waits: dropped
    CHECK(queue.next() == std::optional<std::string>("4"));
    CHECK(queue.next() == std::optional<std::string>("reply"));
    CHECK(queue.empty());
    CHECK_FALSE(queue.offer("now", Priority::interrupt, false).cut_current);
}

TEST_CASE("Live queue: stop clears", "[queue]") {
    SpeechQueue queue(QueuePolicy::live);
    queue.offer("one", Priority::normal, true);
    CHECK(queue.stop(true));
    CHECK(queue.empty());
    CHECK_FALSE(queue.stop(false));
}

TEST_CASE("Record queue: everything kept in order, nothing cut", "[queue]") {
    SpeechQueue queue(QueuePolicy::record);
    queue.offer("one", Priority::normal, true);
    CHECK(queue.offer("tick", Priority::idle, true).accepted);
    CHECK_FALSE(queue.offer("now", Priority::interrupt, true).cut_current);
    CHECK_FALSE(queue.stop(true));
    CHECK(queue.next() == std::optional<std::string>("one"));
    CHECK(queue.next() == std::optional<std::string>("tick"));
    CHECK(queue.next() == std::optional<std::string>("now"));
}

TEST_CASE("The pacer lets 100 ms through at once, then keeps real time", "[sink]") {
    RealtimePacer pacer(22050);
    // With the stop already asked for, a piece that would have to wait is refused: all ten pieces
    // being admitted shows none waited, whatever the machine's load.
    std::stop_source stopped;
    stopped.request_stop();
    const auto start = RealtimePacer::Clock::now();
    for (int i = 0; i < 10; ++i) CHECK(pacer.admit(220, stopped.get_token())); // 10 x 10 ms
    const auto queued = pacer.queued();
    const auto elapsed = RealtimePacer::Clock::now() - start;
    CHECK(queued > 99ms - elapsed); // 2,200 samples are 99.8 ms
    CHECK(queued <= 100ms);
    pacer.reset();
    CHECK(pacer.queued() == RealtimePacer::Clock::duration::zero());
}

TEST_CASE("A stop wakes the pacer at once", "[sink]") {
    RealtimePacer pacer(22050);
    std::stop_source stop;
    for (int i = 0; i < 10; ++i) REQUIRE(pacer.admit(220, stop.get_token()));
    stop.request_stop(); // already requested: the next piece that would wait is refused at once
    const auto start = RealtimePacer::Clock::now();
    CHECK_FALSE(pacer.admit(2205, stop.get_token()));
    // Waiting would take about 100 ms; a sanitizer build (scale 4) only tells a hang from it.
    CHECK(RealtimePacer::Clock::now() - start < 50ms * escaque::test::time_scale());
}
