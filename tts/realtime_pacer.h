// Keeps a real-time sink at most a little ahead of the listener. A sound card's own buffer can
// hold seconds (PulseAudio's default target is 2 s); if we filled it, a cut would have to wait for
// or throw away all of that. The pacer lets the first `ahead` of audio through at once, then
// admits each piece when the one `ahead` before it has played, and wakes at once on a stop.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <stop_token>

namespace escaque::tts {

class RealtimePacer {
public:
    using Clock = std::chrono::steady_clock;

    explicit RealtimePacer(int samples_per_second,
                           std::chrono::microseconds ahead = std::chrono::milliseconds(100));

    // Waits until `samples` more can be queued without going beyond `ahead`, then counts them as
    // queued. Returns false, without counting them, as soon as `stop` is requested.
    bool admit(std::size_t samples, std::stop_token stop);

    // Everything queued was dropped (a cut): the device is empty again.
    void reset();

    // How much audio is queued and not yet played, by the wall clock.
    Clock::duration queued() const;

private:
    const int samples_per_second_;
    const Clock::duration ahead_;
    // When everything admitted so far will have played; in the past when the device is idle.
    Clock::time_point played_out_{};
    mutable std::mutex mutex_;
    std::condition_variable_any wake_;
};

} // namespace escaque::tts
