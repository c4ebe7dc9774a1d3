// A test sink that holds every write until the test opens its gate (or the utterance is cut):
// "a slow sound card" without sleeping, so the priority tests are deterministic.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

#include "tts/audio_sink.h"

namespace escaque::tts::testing {

class GatedSink final : public AudioSink {
public:
    struct Utterance {
        std::string text;
        std::size_t samples = 0;
        bool cut = false;
        bool finished = false;
    };

    std::string open() override {
        std::lock_guard lock(mutex_);
        ++opens_;
        return open_failure_;
    }

    void begin_utterance(std::string_view text) override {
        std::lock_guard lock(mutex_);
        utterances_.push_back({std::string(text)});
        changed_.notify_all();
    }

    SinkResult write(std::span<const std::int16_t> samples, std::stop_token stop) override {
        std::unique_lock lock(mutex_);
        utterances_.back().samples += samples.size();
        ++writes_waiting_;
        changed_.notify_all();
        changed_.wait(lock, stop, [&] { return gate_open_; });
        --writes_waiting_;
        return stop.stop_requested() ? SinkResult::stopped : SinkResult::accepted;
    }

    SinkResult end_utterance() override { return finish(false); }
    void discard() override { finish(true); }
    std::string failure() const override { return {}; }

    void open_gate() {
        std::lock_guard lock(mutex_);
        gate_open_ = true;
        changed_.notify_all();
    }

    void fail_open_with(std::string reason) {
        std::lock_guard lock(mutex_);
        open_failure_ = std::move(reason);
    }

    // Waits until utterance `index` is blocked in a write (it is "speaking").
    bool wait_until_speaking(std::size_t index) {
        std::unique_lock lock(mutex_);
        return changed_.wait_for(lock, std::chrono::seconds(10), [&] {
            return utterances_.size() == index + 1 && writes_waiting_ > 0;
        });
    }

    std::vector<Utterance> utterances() const {
        std::lock_guard lock(mutex_);
        return utterances_;
    }

    int opens() const {
        std::lock_guard lock(mutex_);
        return opens_;
    }

private:
    SinkResult finish(bool cut) {
        std::lock_guard lock(mutex_);
        utterances_.back().cut = cut;
        utterances_.back().finished = true;
        changed_.notify_all();
        return SinkResult::accepted;
    }

    mutable std::mutex mutex_;
    std::condition_variable_any changed_;
    std::vector<Utterance> utterances_;
    bool gate_open_ = false;
    int writes_waiting_ = 0;
    int opens_ = 0;
    std::string open_failure_;
};

} // namespace escaque::tts::testing
