// The one path every message takes: phrase → (screen or line output, speech, speech log).
// The announcer shows and speaks the same text, remembers the last announcement for "repeat",
// and passes the speaker's notices (speech unavailable) to the screen once, unspoken.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "tts/speaker.h"

namespace escaque::tui {

// Where text is shown: line mode prints it, the curses screen puts it in its message area.
class Display {
public:
    virtual ~Display() = default;
    // Text that is also spoken.
    virtual void show_message(const std::string& text) = 0;
    // Text that is not spoken: speech itself is unavailable, or the speaker's own notices.
    virtual void show_notice(const std::string& text) = 0;
};

class Announcer {
public:
    using TimePoint = std::chrono::steady_clock::time_point;

    Announcer(Display& display, tts::Speaker& speaker);

    // Shown and spoken. Interrupt for the user's own questions and keys, normal for moves and
    // results, idle for clock ticks.
    void say(const std::string& text, tts::Priority priority);
    // Spoken only, not remembered: key echo (the input line already shows the keys).
    void echo(const std::string& text);
    // Shown and spoken, not remembered for repeat: the board cursor's prompts and refusals.
    void tell(const std::string& text);
    // Silences what is being said and everything queued (Escape).
    void stop_speech();
    // Shown only.
    void notice(const std::string& text);
    // The last announcement again (interrupting).
    void repeat();

    // Shows a notice the speaker has not given yet. Called by the main loop each turn.
    void check_speaker();
    // A notice (speech failing) may follow shortly after speech starts: the main loop wakes up
    // once by then to show it.
    std::optional<TimePoint> next_check() const { return check_at_; }

    // How the speaker's notices (in English) are put in the player's language.
    void set_notice_wording(std::function<std::string(std::string_view)> wording) {
        notice_wording_ = std::move(wording);
    }

    tts::Speaker& speaker() { return *speaker_; }
    void set_display(Display& display) { display_ = &display; }

private:
    Display* display_;
    tts::Speaker* speaker_;
    std::string last_;
    std::string last_notice_; // the speaker's last notice, shown once however often it comes
    std::optional<TimePoint> check_at_;
    std::function<std::string(std::string_view)> notice_wording_;
};

} // namespace escaque::tui
