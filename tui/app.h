// The program between the terminal and the activity: it answers pending questions and the
// commands every mode shares (help, repeat, settings, flip, quit), and hands the rest to the
// activity.
#pragma once

#include <memory>

#include "activity.h"

namespace escaque::tui {

class App {
public:
    explicit App(Context& context);

    Context& context() { return ctx_; }
    const Context& context() const { return ctx_; }

    // The activity may be chosen later (after "resume the saved game?").
    void set_activity(std::unique_ptr<Activity> activity);
    bool has_activity() const { return activity_ != nullptr; }
    // What the screen shows while no activity runs (the saved game, while the resume question
    // waits).
    void set_preview(BoardView view) { preview_ = std::move(view); }
    Activity* activity() { return activity_.get(); }

    Reaction handle_line(const std::string& line);
    void on_time();
    void on_engine_output();
    int engine_fd() const;
    bool busy() const;
    std::optional<TimePoint> next_wakeup() const;
    BoardView view() const;
    // Saves and stops; safe to call more than once.
    void shutdown();
    bool saved() const { return activity_ && activity_->saved(); }
    std::optional<std::string> saved_by_hand_to() const {
        return activity_ ? activity_->saved_by_hand_to() : std::nullopt;
    }

private:
    Reaction answer_question(bool yes);
    Reaction shared_command(const ParsedCommand& command);
    void help(const std::vector<std::string>& args);
    void change_setting(const std::vector<std::string>& args);

    Context& ctx_;
    std::unique_ptr<Activity> activity_;
    BoardView preview_;
    bool shut_down_ = false;
};

} // namespace escaque::tui
