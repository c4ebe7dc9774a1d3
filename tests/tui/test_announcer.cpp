// The announcer passes the speaker's notices on: a missing voice is said (speech works, in
// another voice), speech being unavailable is only shown.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "announcer.h"
#include "program_phrases.h"
#include "support/recording_speaker.h"

using escaque::testing::RecordingSpeaker;
using escaque::tui::Announcer;
using escaque::tui::Display;

namespace {
struct ShownDisplay final : Display {
    void show_message(const std::string& text) override { messages.push_back(text); }
    void show_notice(const std::string& text) override { notices.push_back(text); }
    std::vector<std::string> messages, notices;
};
} // namespace

TEST_CASE("a missing voice is said, speech unavailable is shown only", "[tui][announcer]") {
    ShownDisplay display;
    RecordingSpeaker speaker;
    Announcer announcer(display, speaker);

    speaker.give_notice("voice qq is not installed; speaking with en");
    announcer.check_speaker();
    CHECK(speaker.texts() ==
          std::vector<std::string>{"Voice qq is not installed; speaking with en."});
    CHECK(display.notices.empty());

    speaker.clear();
    speaker.give_notice("voice qq is not installed; speaking with en; speech unavailable: cannot "
                        "open the audio device");
    announcer.check_speaker();
    CHECK(speaker.texts() ==
          std::vector<std::string>{"Voice qq is not installed; speaking with en."});
    REQUIRE(display.notices.size() == 1);
    CHECK(display.notices[0].find("speech unavailable") != std::string::npos);

    speaker.clear();
    speaker.make_unavailable("cannot open the audio device");
    announcer.check_speaker();
    CHECK(speaker.texts().empty());
    CHECK(display.notices.size() == 2);
    // The same failure after a retry (r) is not shown again.
    speaker.make_unavailable("cannot open the audio device");
    announcer.check_speaker();
    CHECK(display.notices.size() == 2);
}

TEST_CASE("the speaker's notices are put in the player's language", "[tui][announcer]") {
    ShownDisplay display;
    RecordingSpeaker speaker;
    Announcer announcer(display, speaker);
    announcer.set_notice_wording([](std::string_view notice) {
        return escaque::tui::phrases::speech_notice(escaque::tts::Language::es, notice);
    });

    speaker.give_notice("voice qq is not installed; speaking with es; speech unavailable: cannot "
                        "open the audio device (No such file or directory)");
    announcer.check_speaker();
    CHECK(speaker.texts() ==
          std::vector<std::string>{"La voz qq no está instalada; hablo con la voz es."});
    REQUIRE(display.notices.size() == 1);
    CHECK(display.notices[0] ==
          "la voz qq no está instalada; hablo con la voz es; voz no disponible: no se puede abrir "
          "el dispositivo de sonido (no existe)");

    CHECK(escaque::tui::phrases::speech_notice(escaque::tts::Language::en,
                                               "speech unavailable: no audio output found") ==
          "speech unavailable: no audio output found");
    CHECK(escaque::tui::phrases::speech_notice(
              escaque::tts::Language::es,
              "speech unavailable: speech-dispatcher: no audio output found") ==
          "voz no disponible: speech-dispatcher: no se encuentra ninguna salida de sonido");
}
