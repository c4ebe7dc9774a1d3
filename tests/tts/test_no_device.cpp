// The real sound-card speaker on a machine without a sound card (every CI and developer machine
// here): nothing may reach stderr (it would tear a curses screen), the notice says why speech is
// unavailable, and the speaker keeps taking announcements.
#include <catch2/catch.hpp>

#include <string>

#include "captured_stderr.h"
#include "tts/espeak_speaker.h"

using namespace std::chrono_literals;
using namespace escaque::tts;

using escaque::tts::testing::CapturedStderr;

TEST_CASE("Without a sound card: nothing on stderr, one notice, say() keeps working",
          "[speaker][device]") {
    CapturedStderr captured;
    SpeakerStatus status;
    std::optional<std::string> notice;
    std::optional<std::string> second_notice;
    std::optional<std::string> retry_notice;
    bool idle = false;
    {
        EspeakSpeaker speaker; // the sound card, through libpcaudio
        idle = speaker.wait_idle(10s);
        status = speaker.status();
        notice = speaker.take_notice();
        speaker.say("Knight Felix three.", Priority::normal);
        speaker.say("Felix three: empty.", Priority::interrupt);
        speaker.say("four minutes", Priority::idle);
        idle = idle && speaker.wait_idle(10s);
        second_notice = speaker.take_notice();
        speaker.retry(); // the user asks to repeat: the device is tried again
        idle = idle && speaker.wait_idle(10s);
        retry_notice = speaker.take_notice();
    }
    const std::string written = captured.finish();
    CHECK(written.empty());
    CHECK(idle);
    if (status.available) {
        WARN("this machine has a sound device; only the stderr check applied");
        return;
    }
    INFO("notice: " << status.notice);
    CHECK_THAT(status.notice, Catch::Matchers::StartsWith("speech unavailable: "));
    CHECK(notice == std::optional<std::string>(status.notice));
    CHECK_FALSE(second_notice); // once, not per announcement
    CHECK(retry_notice ==
          std::optional<std::string>(status.notice)); // a failed retry says so again
}
