#include "tts/speech_queue.h"

namespace escaque::tts {

SpeechQueue::Decision SpeechQueue::offer(std::string text, Priority priority, bool speaking) {
    if (policy_ == QueuePolicy::record) {
        pending_.push_back(std::move(text));
        return {true, false};
    }
    switch (priority) {
    case Priority::interrupt:
        pending_.clear();
        pending_.push_back(std::move(text));
        return {true, speaking};
    case Priority::normal:
        pending_.push_back(std::move(text));
        return {true, false};
    case Priority::idle:
        if (speaking || !pending_.empty()) return {false, false};
        pending_.push_back(std::move(text));
        return {true, false};
    }
    return {false, false};
}

bool SpeechQueue::stop(bool speaking) {
    if (policy_ == QueuePolicy::record) return false;
    pending_.clear();
    return speaking;
}

std::optional<std::string> SpeechQueue::next() {
    if (pending_.empty()) return std::nullopt;
    std::string text = std::move(pending_.front());
    pending_.pop_front();
    return text;
}

} // namespace escaque::tts
