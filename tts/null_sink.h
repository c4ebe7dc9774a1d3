// The silent sink: takes every sample at once and plays nothing. Used when there is no sound
// device, so speech keeps its order and timing logic and the text stays on screen.
#pragma once

#include "tts/audio_sink.h"

namespace escaque::tts {

class NullSink final : public AudioSink {
public:
    std::string open() override { return {}; }
    SinkResult write(std::span<const std::int16_t>, std::stop_token) override {
        return SinkResult::accepted;
    }
    SinkResult end_utterance() override { return SinkResult::accepted; }
    void discard() override {}
    std::string failure() const override { return {}; }
};

} // namespace escaque::tts
