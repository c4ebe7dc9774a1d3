#include "tts/tee_speaker.h"

#include <algorithm>

namespace escaque::tts {

TeeSpeaker::TeeSpeaker(std::vector<std::unique_ptr<Speaker>> speakers)
    : speakers_(std::move(speakers)) {
    std::erase(speakers_, nullptr);
}

void TeeSpeaker::say(std::string text, Priority priority) {
    for (std::size_t i = 0; i < speakers_.size(); ++i)
        speakers_[i]->say(i + 1 == speakers_.size() ? std::move(text) : text, priority);
}

void TeeSpeaker::stop() {
    for (auto& speaker : speakers_) speaker->stop();
}

bool TeeSpeaker::wait_idle(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (auto& speaker : speakers_) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (!speaker->wait_idle(std::max(left, std::chrono::milliseconds(0)))) return false;
    }
    return true;
}

SpeakerStatus TeeSpeaker::status() const {
    for (const auto& speaker : speakers_) {
        SpeakerStatus status = speaker->status();
        if (!status.available) return status;
    }
    return {};
}

std::optional<std::string> TeeSpeaker::take_notice() {
    std::optional<std::string> all;
    for (auto& speaker : speakers_) {
        std::optional<std::string> notice = speaker->take_notice();
        if (!notice) continue;
        all = all ? *all + "; " + *notice : *notice;
    }
    return all;
}

void TeeSpeaker::retry() {
    for (auto& speaker : speakers_) speaker->retry();
}

} // namespace escaque::tts
