// A sink that plays nothing and measures: when each utterance's first sample arrived, when it
// ended or was cut, how many samples it had and the largest piece. For the benchmark and tests on
// machines without a sound card.
//
// Pace::real_time stands in for a sound card: it takes samples exactly as fast as they would
// play, after letting the first 100 ms through at once (the same RealtimePacer as PcaudioSink),
// so utterances last as long as they sound and a cut has something to cut.
// Pace::instant takes everything at once: synthesis runs flat out (real-time factor).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

#include "tts/audio_sink.h"
#include "tts/realtime_pacer.h"

namespace escaque::tts {

class MeasuringSink final : public AudioSink {
public:
    using Clock = std::chrono::steady_clock;
    enum class Pace { instant, real_time };

    struct Utterance {
        std::string text;
        Clock::time_point begun;        // begin_utterance
        Clock::time_point first_sample; // first write; equal to `begun` if there was none
        Clock::time_point finished;     // end_utterance or discard
        std::size_t samples = 0;
        std::size_t largest_piece = 0;
        bool cut = false;      // discarded rather than ended
        bool complete = false; // finished is set
    };

    explicit MeasuringSink(Pace pace);

    std::string open() override { return {}; }
    void begin_utterance(std::string_view text) override;
    SinkResult write(std::span<const std::int16_t> samples, std::stop_token stop) override;
    SinkResult end_utterance() override;
    void discard() override;
    std::string failure() const override { return {}; }

    // A copy of everything measured so far, safe from any thread.
    std::vector<Utterance> utterances() const;

    // Waits until utterance `index` (0-based) has had its first sample / has finished.
    bool wait_for_first_sample(std::size_t index, std::chrono::milliseconds timeout) const;
    bool wait_for_finish(std::size_t index, std::chrono::milliseconds timeout) const;

private:
    void finish(bool cut);

    const Pace pace_;
    RealtimePacer pacer_;
    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::vector<Utterance> utterances_;
    bool in_utterance_ = false;
    bool has_first_sample_ = false;
};

} // namespace escaque::tts
