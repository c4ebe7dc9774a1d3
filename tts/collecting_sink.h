// A sink that collects each utterance's samples whole, as fast as they are synthesised. Each
// finished utterance goes to a consumer (the WAV speaker writes it to a file) or, without one,
// is kept in memory for whoever asks (tests).
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "tts/audio_sink.h"

namespace escaque::tts {

class CollectingSink final : public AudioSink {
public:
    struct Utterance {
        std::string text;
        std::vector<std::int16_t> samples;
        bool cut = false;
    };
    // Called on the speech thread with each finished (or cut) utterance; returns the reason it
    // could not keep it, or an empty string.
    using Consumer = std::function<std::string(const Utterance&)>;

    CollectingSink() = default;
    explicit CollectingSink(Consumer consumer) : consumer_(std::move(consumer)) {}

    std::string open() override { return {}; }
    void begin_utterance(std::string_view text) override;
    SinkResult write(std::span<const std::int16_t> samples, std::stop_token stop) override;
    SinkResult end_utterance() override { return finish(false); }
    void discard() override { finish(true); }
    std::string failure() const override;

    // The utterances kept in memory (only without a consumer), safe from any thread.
    std::vector<Utterance> utterances() const;

private:
    SinkResult finish(bool cut);

    Consumer consumer_;
    Utterance current_;
    bool in_utterance_ = false;
    mutable std::mutex mutex_; // guards kept_ and failure_
    std::vector<Utterance> kept_;
    std::string failure_;
};

} // namespace escaque::tts
