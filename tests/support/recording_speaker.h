// A Speaker test double: records every call, so layers above speech (announcements, the main
// loop) are tested by what they asked to say. Thread-safe, like the real speakers.
#pragma once

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "tts/speaker.h"

namespace escaque::testing {

class RecordingSpeaker final : public tts::Speaker {
public:
    struct Utterance {
        std::string text;
        tts::Priority priority;
        friend bool operator==(const Utterance&, const Utterance&) = default;
    };

    void say(std::string text, tts::Priority priority) override {
        std::lock_guard lock(mutex_);
        said_.push_back({std::move(text), priority});
    }
    void stop() override {
        std::lock_guard lock(mutex_);
        ++stops_;
    }
    bool wait_idle(std::chrono::milliseconds) override { return true; }
    tts::SpeakerStatus status() const override {
        std::lock_guard lock(mutex_);
        return status_;
    }
    std::optional<std::string> take_notice() override {
        std::lock_guard lock(mutex_);
        std::optional<std::string> notice = std::move(notice_);
        notice_.reset();
        return notice;
    }
    void retry() override {
        std::lock_guard lock(mutex_);
        ++retries_;
    }

    // ---- For the test ----
    std::vector<Utterance> said() const {
        std::lock_guard lock(mutex_);
        return said_;
    }
    std::vector<std::string> texts() const {
        std::lock_guard lock(mutex_);
        std::vector<std::string> out;
        for (const auto& u : said_) out.push_back(u.text);
        return out;
    }
    std::optional<std::string> last_text() const {
        std::lock_guard lock(mutex_);
        if (said_.empty()) return std::nullopt;
        return said_.back().text;
    }
    void clear() {
        std::lock_guard lock(mutex_);
        said_.clear();
    }
    int stops() const {
        std::lock_guard lock(mutex_);
        return stops_;
    }
    int retries() const {
        std::lock_guard lock(mutex_);
        return retries_;
    }
    // Makes the speaker report itself unavailable, with a pending notice, as a real one would.
    void make_unavailable(std::string reason) {
        std::lock_guard lock(mutex_);
        status_ = {false, "speech unavailable: " + reason};
        notice_ = status_.notice;
    }

    // A notice as a real speaker gives it (a missing voice, several joined by "; ").
    void give_notice(std::string notice) {
        std::lock_guard lock(mutex_);
        notice_ = std::move(notice);
    }

private:
    mutable std::mutex mutex_;
    std::vector<Utterance> said_;
    int stops_ = 0;
    int retries_ = 0;
    tts::SpeakerStatus status_;
    std::optional<std::string> notice_;
};

} // namespace escaque::testing
