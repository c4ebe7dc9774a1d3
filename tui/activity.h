// What the program is doing: playing a game (against the computer, two players, recording) or
// reviewing one. The app hands each typed line to the current activity; the main loop asks it
// when to wake up and calls it back on time and on engine output.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "announcer.h"
#include "chess/position.h"
#include "clock/time_source.h"
#include "command_table.h"
#include "settings.h"
#include "tts/phrase_book.h"
#include "tts/voice_settings.h"

namespace escaque::tui {

using TimePoint = std::chrono::steady_clock::time_point;

// What handling an input did; the loop decides what to draw and when to stop.
enum class Reaction : std::uint8_t { handled, redraw, quit };

// A yes/no question waiting for its answer (quit, resign, new game, resume).
struct Question {
    std::string text;
    std::function<Reaction()> on_yes;
    std::function<Reaction()> on_no; // may be empty: then "no" just says nothing changes
    // About a move or a decision of the game in play (resign, accept a draw, claim): withdrawn
    // when the game ends first, by a flag or the computer's mate.
    bool needs_game_in_play = false;
    // Called when the question ends without a yes: a no, a cancel, or other input put it aside.
    std::function<void()> on_dismissed = {};
};

// What every activity shares: the settings, the words, the way out, the time.
struct Context {
    Context(Settings s, Announcer& a, const clock::TimeSource& t)
        : settings(std::move(s)), book(phrase_settings(settings)), out(a), time(t) {}

    Settings settings;
    tts::PhraseBook book;
    Announcer& out;
    const clock::TimeSource& time;
    std::optional<Question> question;
    bool flipped = false;
    // Voice and rate changes go to the live speaker (speech_setup.h).
    std::function<void(const Settings&)> apply_voice;
    // The voices espeak-ng has, where it speaks or writes WAV files: a voice not among them is
    // refused. Empty with speech-dispatcher, no speech or no espeak-ng.
    std::optional<tts::VoiceCatalogue> voices;

    tts::Language language() const { return settings.language; }
    void ask(Question q) {
        out.say(q.text, tts::Priority::interrupt);
        question = std::move(q);
    }
    void settings_changed() { book = tts::PhraseBook(phrase_settings(settings)); }

    static tts::PhraseSettings phrase_settings(const Settings& s) {
        tts::PhraseSettings p;
        p.wording.language = s.language;
        p.wording.squares = s.style;
        p.verbosity = s.verbosity;
        return p;
    }
};

// What the screen draws.
struct BoardView {
    chess::Position position;
    std::optional<chess::Move> last_move;
    std::optional<chess::Move> pending_move; // entered, waiting for confirmation
    std::vector<std::string> moves;          // SAN of every ply shown
    int first_move_number = 1;
    bool black_moved_first = false;
    int current_ply = -1; // review: the ply shown; -1: the last
    bool timed = false;
    clock::Duration white_time{}, black_time{};
    std::optional<chess::Color> clock_running;
    std::string players; // "You (White) against escaque level 3"
    std::string status;  // "Move 12, White to move" / "1-0, White wins by checkmate"
};

class Activity {
public:
    virtual ~Activity() = default;

    // Says what starts (the game, the review) and starts the clock or the engine.
    virtual void begin() = 0;
    // A line the user typed that is not one of the app's own commands.
    virtual Reaction handle(const std::string& line, const CommandParse& parsed) = 0;
    // The next line after a question the activity asked itself ("promote to which piece?"),
    // before it is read as a command: nothing when the line is no answer (the question then
    // lapses and the line is read as usual).
    virtual std::optional<Reaction> answer(const std::string& /*line*/) { return std::nullopt; }
    // Due clock events and engine deadlines.
    virtual void on_time() = 0;
    virtual void on_engine_output() {}
    virtual int engine_fd() const { return -1; }
    // The computer is thinking: input from a script waits for its move.
    virtual bool busy() const { return false; }
    virtual std::optional<TimePoint> next_wakeup() const = 0;
    virtual BoardView view() const = 0;
    // A setting changed with "set" (the level, the language).
    virtual void settings_changed() {}
    // The program ends (quit, a signal, end of input): save, stop the engine.
    virtual void shutdown() {}
    // Whether the game was kept by its last automatic save (false: nothing to keep, or the
    // save failed), so that the goodbye does not promise a saved game that is not there.
    virtual bool saved() const { return false; }
    // The file a save by hand wrote the game to, when nothing changed since.
    virtual std::optional<std::string> saved_by_hand_to() const { return std::nullopt; }
    // A question of the activity's own is waiting (answer() takes the next line).
    virtual bool awaiting_answer() const { return false; }
    // Whether quitting must be confirmed: not when nothing is left to lose (a review, a
    // finished game).
    virtual bool quit_needs_confirmation() const { return true; }
    // The game has changed since anything kept it: its automatic save fails, and no save by
    // hand followed. Quitting then asks in those words.
    virtual bool unsaved() const { return false; }
};

} // namespace escaque::tui
