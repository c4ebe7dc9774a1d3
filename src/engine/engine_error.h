// Why an engine could not start or play, as values: the program says it in the player's
// language; message() gives the English words for logs, matches and the command line.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace escaque::engine {

// Why a UCI option could not be set to a value, so that each language can say it.
struct OptionRefusal {
    enum class Why : uint8_t {
        no_such_option,    // the engine declared no option of that name
        line_break,        // the value would break the line-based protocol
        not_true_or_false, // a check option
        not_whole_number,  // a spin option
        out_of_range,      // a spin option: min and max
        not_a_choice,      // a combo option
    };
    Why why = Why::no_such_option;
    std::string option; // the declared name; as asked for, when there is none
    std::string value;
    long long min = 0, max = 0;

    std::string english() const; // "UCI_Elo must be between 1350 and 2850"
};

struct EngineError {
    enum class Problem : uint8_t {
        other,          // `detail` says it (in English): a pipe or thread the system refused
        no_program,     // no file at the path given (`engine` is the path)
        not_runnable,   // a file that is not a program
        not_on_path,    // no program of that name on PATH or in /usr/games
        cannot_start,   // the system could not run it; `detail` says so, in English
        no_answer,      // it did not answer the command `subject` within `waited`
        stopped,        // its process ended (exit_code or signal) or closed its connection
        timed_out,      // it did not give its move in time and was stopped
        illegal_move,   // it answered the move `subject`, which the rules do not allow
        option_refused, // it has no such option, or not that value: `subject` "Name=Value"
        no_elo_limit,   // it cannot limit its strength to an Elo rating
        no_chess960,    // it cannot play Chess960
        no_move,        // its search ended without a move
    };

    EngineError() = default;
    explicit EngineError(std::string english) : detail(std::move(english)) {}
    EngineError(Problem why, std::string engine_name, std::string about = {})
        : problem(why), engine(std::move(engine_name)), subject(std::move(about)) {}

    Problem problem = Problem::other;
    std::string engine;  // its name, or the program asked for; empty for the built-in engine
    std::string subject; // the command, move or option the problem is about
    std::string detail;  // English words: the system's reason, the protocol's reason
    std::chrono::milliseconds waited{0};
    std::optional<int> exit_code;
    std::optional<int> signal;
    std::optional<OptionRefusal> refusal; // with option_refused

    std::string message() const;
};

} // namespace escaque::engine
