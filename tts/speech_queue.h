// What a speaker does with each request, by priority. Pure, so the policy is tested on its own.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "tts/speaker.h"

namespace escaque::tts {

enum class QueuePolicy : std::uint8_t {
    live,   // a listener: interrupt cuts the current utterance and takes the place of queued
            // interrupts, ahead of the announcements still queued (a move not yet heard is
            // said after it, never dropped); normal queues; idle is dropped when busy
    record, // a record (WAV files): every request is kept, in order, and none is ever cut
};

class SpeechQueue {
public:
    explicit SpeechQueue(QueuePolicy policy) : policy_(policy) {}

    struct Decision {
        bool accepted = false;    // the text was queued
        bool cut_current = false; // the utterance being spoken must stop now
    };
    // `speaking`: an utterance is being spoken right now.
    Decision offer(std::string text, Priority priority, bool speaking);

    // stop(): drops everything queued; true when the current utterance must be cut too.
    bool stop(bool speaking);

    std::optional<std::string> next();
    bool empty() const { return pending_.empty(); }
    QueuePolicy policy() const { return policy_; }

private:
    struct Item {
        std::string text;
        Priority priority;
    };
    QueuePolicy policy_;
    std::deque<Item> pending_;
};

} // namespace escaque::tts
