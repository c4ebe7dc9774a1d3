// The sound card, through libpcaudio (PulseAudio, else ALSA, else OSS), paced to stay at most
// 100 ms ahead of the listener and written in pieces of at most 10 ms (SPEECH.md, "Speed").
#pragma once

#include <memory>
#include <string>

#include "tts/audio_sink.h"
#include "tts/realtime_pacer.h"

struct audio_object;

namespace escaque::tts {

class PcaudioSink final : public AudioSink {
public:
    PcaudioSink();
    ~PcaudioSink() override;
    PcaudioSink(const PcaudioSink&) = delete;
    PcaudioSink& operator=(const PcaudioSink&) = delete;

    // With no sound card this fails in 2-5 ms, quietly: ALSA's messages are silenced first.
    std::string open() override;
    SinkResult write(std::span<const std::int16_t> samples, std::stop_token stop) override;
    SinkResult end_utterance() override;
    void discard() override;
    std::string failure() const override { return failure_; }

private:
    void close();

    audio_object* device_ = nullptr;
    RealtimePacer pacer_;
    std::string failure_;
};

} // namespace escaque::tts
