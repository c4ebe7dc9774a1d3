// Where synthesised speech goes: the sound card, nowhere, a measurement, WAV files. Every
// Speaker that synthesises shares one path (tts/espeak_engine.h) and differs only in its sink.
//
// Threading: a sink is used by the espeak-ng worker thread only, one utterance at a time. What a
// sink exposes for observers (measurements, collected audio) is synchronised by the sink.
#pragma once

#include <cstdint>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>

namespace escaque::tts {

// espeak-ng's output: 16-bit signed mono at 22050 Hz.
inline constexpr int sample_rate = 22050;
// The most audio handed over at once (10 ms), so a cut is never stuck behind a long write.
inline constexpr std::size_t max_piece_samples = sample_rate / 100;

enum class SinkResult : std::uint8_t {
    accepted,
    stopped, // the stop token fired while waiting for the device: the utterance is being cut
    failed,  // the device failed; failure() says why
};

class AudioSink {
public:
    virtual ~AudioSink() = default;

    // Prepares the output. Returns the reason it cannot play, or an empty string when ready.
    // Called again after a failure when the user asks to retry.
    virtual std::string open() = 0;

    // A new utterance starts; `text` is its plain text (what the log shows).
    virtual void begin_utterance(std::string_view text) { (void)text; }

    // Takes at most max_piece_samples samples. May wait for the device, but returns `stopped`
    // promptly once `stop` is requested.
    virtual SinkResult write(std::span<const std::int16_t> samples, std::stop_token stop) = 0;

    // The utterance ended normally. Buffered audio keeps playing: a sink never drains here, the
    // next utterance follows without a gap.
    virtual SinkResult end_utterance() = 0;

    // The utterance was cut: drop whatever is still buffered.
    virtual void discard() = 0;

    // Why the last open/write/end failed.
    virtual std::string failure() const = 0;
};

} // namespace escaque::tts
