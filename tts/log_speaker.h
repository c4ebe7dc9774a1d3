// --speech-log FILE: every request written as one line, flushed at once, so end-to-end tests
// (and the user) can read exactly what was said and with which priority:
//
//     TIMESTAMP<TAB>PRIORITY<TAB>TEXT
//
// TIMESTAMP is the whole number of milliseconds since the log started ("0", "1532"); PRIORITY is
// "interrupt", "normal" or "idle"; TEXT is the plain text with tabs and line breaks turned into
// spaces. Every request is logged, including idle ones a live speaker would drop: the log is the
// record of what the program asked to say, in order. "-" writes to standard output (line mode
// only: under curses it would tear the screen).
#pragma once

#include <chrono>
#include <fstream>
#include <functional>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>

#include "tts/speaker.h"

namespace escaque::tts {

class LogSpeaker final : public Speaker {
public:
    // Milliseconds since the log started; injected by tests, steady_clock otherwise.
    using Elapsed = std::function<std::chrono::milliseconds()>;

    // Writes to `out`, which must outlive the speaker.
    explicit LogSpeaker(std::ostream& out, Elapsed elapsed = {});
    // "-" is standard output; any other path is created or truncated.
    static OpenedSpeaker open(const std::string& path, Elapsed elapsed = {});

    void say(std::string text, Priority priority) override;
    void stop() override {}
    bool wait_idle(std::chrono::milliseconds) override { return true; }
    SpeakerStatus status() const override;
    std::optional<std::string> take_notice() override;
    void retry() override;

    // One log line without its newline: "1532\tnormal\tKnight Felix three."
    static std::string format_line(std::chrono::milliseconds elapsed, Priority priority,
                                   std::string_view text);

private:
    LogSpeaker(std::unique_ptr<std::ofstream> file, Elapsed elapsed);

    std::unique_ptr<std::ofstream> file_; // owned when opened from a path
    std::ostream& out_;
    Elapsed elapsed_;
    mutable std::mutex mutex_;
    bool failed_ = false;
    bool notice_pending_ = false;
};

} // namespace escaque::tts
