// Says nothing, by choice (--no-speech, or a braille-only user): always available and idle.
#pragma once

#include "tts/speaker.h"

namespace escaque::tts {

class SilentSpeaker final : public Speaker {
public:
    void say(std::string, Priority) override {}
    void stop() override {}
    bool wait_idle(std::chrono::milliseconds) override { return true; }
    SpeakerStatus status() const override { return {}; }
    std::optional<std::string> take_notice() override { return std::nullopt; }
    void retry() override {}
};

} // namespace escaque::tts
