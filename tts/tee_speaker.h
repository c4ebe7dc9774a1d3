// Feeds several speakers at once: the voice, the speech log, the WAV files.
#pragma once

#include <memory>
#include <vector>

#include "tts/speaker.h"

namespace escaque::tts {

class TeeSpeaker final : public Speaker {
public:
    explicit TeeSpeaker(std::vector<std::unique_ptr<Speaker>> speakers);

    // Every call goes to every speaker, in the order given.
    void say(std::string text, Priority priority) override;
    void stop() override;
    // Waits for each in turn, within the one overall timeout.
    bool wait_idle(std::chrono::milliseconds timeout) override;
    // The first unavailable speaker's status, else available.
    SpeakerStatus status() const override;
    // The new notices of all speakers, joined with "; ".
    std::optional<std::string> take_notice() override;
    void retry() override;

private:
    std::vector<std::unique_ptr<Speaker>> speakers_;
};

} // namespace escaque::tts
