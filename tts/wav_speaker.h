// --speech-wav DIR: every utterance synthesised whole into DIR/0001.wav, 0002.wav, … (16-bit
// mono, 22050 Hz), in the order of the speech log: one file per say(), priorities and stops
// ignored, because this is a record of what was said, not a listener. Files are numbered from
// 0001 on every start (existing ones are overwritten); after 9999 the numbers simply grow.
// Synthesis runs on the espeak-ng thread like live speech; each file appears whole (written
// aside, then renamed) as soon as its utterance is synthesised, and destroying the speaker
// finishes every file first.
#pragma once

#include <filesystem>

#include "tts/espeak_speaker.h"
#include "tts/speaker.h"
#include "tts/voice_settings.h"

namespace escaque::tts {

class WavSpeaker final : public Speaker {
public:
    // Creates the directory when missing.
    static OpenedSpeaker open(const std::filesystem::path& directory, VoiceSettings voice = {});

    // The name of utterance `number` (1-based): "0001.wav".
    static std::string file_name(unsigned number);

    // Voice and rate for the utterances said from now on ("set rate" in a game). The voice is
    // read when an utterance is synthesised, so those already queued are finished first: a
    // record must keep each utterance in the voice it was said in.
    void set_voice(VoiceSettings voice);

    void say(std::string text, Priority priority) override;
    void stop() override {}
    bool wait_idle(std::chrono::milliseconds timeout) override;
    SpeakerStatus status() const override;
    std::optional<std::string> take_notice() override;
    void retry() override;

private:
    explicit WavSpeaker(EspeakSpeaker::Options options);

    EspeakSpeaker speech_;
};

} // namespace escaque::tts
