#include "engine/engine_error.h"

#include <cstring>

namespace escaque::engine {

namespace {

// "10 seconds", "2.5 seconds": a whole number without a decimal that speech reads as "point
// zero".
std::string seconds_text(std::chrono::milliseconds t) {
    const long long tenths = (t.count() + 50) / 100;
    const std::string whole = std::to_string(tenths / 10);
    if (tenths % 10 == 0) return whole + (tenths == 10 ? " second" : " seconds");
    return whole + "." + std::to_string(tenths % 10) + " seconds";
}

} // namespace

std::string OptionRefusal::english() const {
    switch (why) {
    case Why::no_such_option: return "the engine has no option called " + option;
    case Why::line_break: return "the value for " + option + " contains a line break";
    case Why::not_true_or_false: return option + " takes true or false, not " + value;
    case Why::not_whole_number: return option + " takes a whole number, not " + value;
    case Why::out_of_range:
        return option + " must be between " + std::to_string(min) + " and " + std::to_string(max);
    case Why::not_a_choice: return value + " is not one of the choices for " + option;
    }
    return option;
}

std::string EngineError::message() const {
    const std::string engine = this->engine.empty() ? "the built-in engine" : this->engine;
    switch (problem) {
    case Problem::other: return detail;
    case Problem::no_program: return "there is no engine program at " + engine;
    case Problem::not_runnable: return engine + " is not a program that can be run";
    case Problem::not_on_path:
        return "cannot find the engine " + engine + " on PATH or in /usr/games";
    case Problem::cannot_start: return detail;
    case Problem::no_answer:
        return engine + " did not answer \"" + subject + "\" within " + seconds_text(waited);
    case Problem::stopped:
        if (exit_code)
            return engine + " stopped working: it exited with code " + std::to_string(*exit_code);
        if (signal)
            return engine + " stopped working: it was killed by signal " +
                   std::to_string(*signal) + " (" + strsignal(*signal) + ")";
        return engine + " stopped working: it closed its connection";
    case Problem::timed_out: return engine + " did not answer in time and was stopped";
    case Problem::illegal_move:
        return engine + " answered with an illegal move, \"" + subject + "\"";
    case Problem::option_refused: return engine + ": " + (refusal ? refusal->english() : detail);
    case Problem::no_elo_limit: return engine + " cannot limit its strength to an Elo rating";
    case Problem::no_chess960: return engine + " cannot play Chess960";
    case Problem::no_move: return engine + " found no move";
    }
    return detail;
}

} // namespace escaque::engine
