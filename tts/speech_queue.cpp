#include "tts/speech_queue.h"

#include <algorithm>

namespace escaque::tts {

SpeechQueue::Decision SpeechQueue::offer(std::string text, Priority priority, bool speaking) {
    if (policy_ == QueuePolicy::record) {
        pending_.push_back({std::move(text), priority});
        return {true, false};
    }
    switch (priority) {
    case Priority::interrupt:
        // A key or a question of the user's answers now; an earlier answer not yet said is
        // stale, but a move or a result not yet heard is news the player must still get.
        std::erase_if(pending_, [](const Item& i) { return i.priority != Priority::normal; });
        pending_.push_front({std::move(text), priority});
        return {true, speaking};
    case Priority::normal:
        pending_.push_back({std::move(text), priority});
        return {true, false};
    case Priority::idle:
        if (speaking || !pending_.empty()) return {false, false};
        pending_.push_back({std::move(text), priority});
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
    std::string text = std::move(pending_.front().text);
    pending_.pop_front();
    return text;
}

} // namespace escaque::tts
