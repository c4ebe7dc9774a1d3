#include "tts/realtime_pacer.h"

#include <algorithm>

namespace escaque::tts {

RealtimePacer::RealtimePacer(int samples_per_second, std::chrono::microseconds ahead)
    : samples_per_second_(samples_per_second), ahead_(ahead) {}

bool RealtimePacer::admit(std::size_t samples, std::stop_token stop) {
    const auto length = std::chrono::duration_cast<Clock::duration>(
        std::chrono::duration<double>(double(samples) / samples_per_second_));
    std::unique_lock lock(mutex_);
    const Clock::time_point now = Clock::now();
    // After a pause the device has run dry: the new piece starts playing now.
    const Clock::time_point start = std::max(played_out_, now);
    const Clock::time_point may_queue_at = start + length - ahead_;
    if (may_queue_at > now) {
        // Woken early only by the stop token; the predicate never asks to stop before the time.
        wake_.wait_until(lock, stop, may_queue_at, [] { return false; });
        if (stop.stop_requested()) return false;
    }
    played_out_ = start + length;
    return true;
}

void RealtimePacer::reset() {
    std::lock_guard lock(mutex_);
    played_out_ = Clock::time_point{};
}

RealtimePacer::Clock::duration RealtimePacer::queued() const {
    std::lock_guard lock(mutex_);
    return std::max(played_out_ - Clock::now(), Clock::duration::zero());
}

} // namespace escaque::tts
