#include "tts/measuring_sink.h"

#include <algorithm>

namespace escaque::tts {

MeasuringSink::MeasuringSink(Pace pace) : pace_(pace), pacer_(sample_rate) {}

void MeasuringSink::begin_utterance(std::string_view text) {
    std::lock_guard lock(mutex_);
    Utterance u;
    u.text = std::string(text);
    u.begun = Clock::now();
    u.first_sample = u.begun;
    utterances_.push_back(std::move(u));
    in_utterance_ = true;
    has_first_sample_ = false;
    changed_.notify_all();
}

SinkResult MeasuringSink::write(std::span<const std::int16_t> samples, std::stop_token stop) {
    // The time is taken before pacing: it is when synthesis handed the sample over.
    const Clock::time_point now = Clock::now();
    {
        std::lock_guard lock(mutex_);
        if (in_utterance_) {
            Utterance& u = utterances_.back();
            if (!has_first_sample_) {
                u.first_sample = now;
                has_first_sample_ = true;
                changed_.notify_all();
            }
            u.samples += samples.size();
            u.largest_piece = std::max(u.largest_piece, samples.size());
        }
    }
    if (pace_ == Pace::real_time && !pacer_.admit(samples.size(), stop)) return SinkResult::stopped;
    return SinkResult::accepted;
}

void MeasuringSink::finish(bool cut) {
    std::lock_guard lock(mutex_);
    if (!in_utterance_) return;
    Utterance& u = utterances_.back();
    u.finished = Clock::now();
    u.cut = cut;
    u.complete = true;
    in_utterance_ = false;
    changed_.notify_all();
}

SinkResult MeasuringSink::end_utterance() {
    finish(false);
    return SinkResult::accepted;
}

void MeasuringSink::discard() {
    pacer_.reset();
    finish(true);
}

std::vector<MeasuringSink::Utterance> MeasuringSink::utterances() const {
    std::lock_guard lock(mutex_);
    return utterances_;
}

bool MeasuringSink::wait_for_first_sample(std::size_t index,
                                          std::chrono::milliseconds timeout) const {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, timeout, [&] {
        if (index >= utterances_.size()) return false;
        const bool current = index + 1 == utterances_.size() && in_utterance_;
        return !current || has_first_sample_;
    });
}

bool MeasuringSink::wait_for_finish(std::size_t index, std::chrono::milliseconds timeout) const {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(
        lock, timeout, [&] { return index < utterances_.size() && utterances_[index].complete; });
}

} // namespace escaque::tts
