#include "tts/collecting_sink.h"

namespace escaque::tts {

void CollectingSink::begin_utterance(std::string_view text) {
    current_ = Utterance{std::string(text), {}, false};
    in_utterance_ = true;
}

SinkResult CollectingSink::write(std::span<const std::int16_t> samples, std::stop_token) {
    current_.samples.insert(current_.samples.end(), samples.begin(), samples.end());
    return SinkResult::accepted;
}

SinkResult CollectingSink::finish(bool cut) {
    if (!in_utterance_) return SinkResult::accepted;
    in_utterance_ = false;
    current_.cut = cut;
    if (!consumer_) {
        std::lock_guard lock(mutex_);
        kept_.push_back(std::move(current_));
        return SinkResult::accepted;
    }
    std::string problem = consumer_(current_);
    current_ = {};
    if (problem.empty()) return SinkResult::accepted;
    std::lock_guard lock(mutex_);
    failure_ = std::move(problem);
    return SinkResult::failed;
}

std::string CollectingSink::failure() const {
    std::lock_guard lock(mutex_);
    return failure_;
}

std::vector<CollectingSink::Utterance> CollectingSink::utterances() const {
    std::lock_guard lock(mutex_);
    return kept_;
}

} // namespace escaque::tts
