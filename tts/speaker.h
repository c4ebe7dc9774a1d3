// Speaker: where announcements go. The game never waits for speech: say() only queues.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace escaque::tts {

enum class Priority : std::uint8_t {
    interrupt, // cuts the current utterance and goes first: the user's own keys and queries
               // (announcements still queued follow it; queued interrupts are dropped)
    normal,    // queued in order: moves, results
    idle,      // dropped when anything is speaking or queued: clock ticks
};

// "interrupt", "normal", "idle": the names in the speech log.
std::string_view to_string(Priority priority);

// The part of a notice that says a voice is missing ("voice qq is not installed; speaking with
// en"), empty when there is none: it can be spoken, in the voice used instead.
std::string missing_voice_part(std::string_view notice);
// That notice, as the engines give it.
std::string missing_voice_notice(std::string_view voice, std::string_view used);

struct SpeakerStatus {
    bool available = true;
    // While unavailable: "speech unavailable: <reason>". Meant for the screen or the line-mode
    // output, never for stderr (it would tear a curses screen).
    std::string notice;
};

class Speaker {
public:
    virtual ~Speaker() = default;

    // Speaks `text`: plain text, the same as the screen shows (each speaker shapes it for its
    // own output). Never blocks the caller for more than taking a lock.
    virtual void say(std::string text, Priority priority) = 0;

    // Cuts the current utterance and drops everything queued.
    virtual void stop() = 0;

    // Waits until everything accepted has been spoken (or cut); false on timeout. For tests and
    // an orderly shutdown; the game loop never calls it.
    virtual bool wait_idle(std::chrono::milliseconds timeout) = 0;

    virtual SpeakerStatus status() const = 0;

    // A notice the user has not been given yet (speech became unavailable, a retry failed, a
    // voice is missing), once; nullopt when there is nothing new. Several are joined by "; ".
    virtual std::optional<std::string> take_notice() = 0;

    // The user asked to repeat: try the failed output again (reopen the sound device).
    virtual void retry() = 0;
};

// A speaker that could be opened, or why not: "cannot create /x/log.txt: Permission denied".
struct OpenedSpeaker {
    std::unique_ptr<Speaker> speaker;
    std::string error;
};

} // namespace escaque::tts
