// An external UCI engine (Stockfish or any other) as an Opponent. The handshake ("uci",
// "isready", options) waits synchronously with a timeout; a search never does: the program polls
// output_fd() and calls poll_events(). Every best move is checked by our rules core; an illegal
// move, a crash, a closed pipe or a missed deadline becomes an error event in words, after which
// the caller may go on with the built-in engine. The engine's stderr goes to a log file.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "chess/result.h"
#include "engine/child_process.h"
#include "engine/opponent.h"
#include "engine/uci_protocol.h"

namespace escaque::engine {

struct UciEngineConfig {
    std::string program; // a name (looked up as engine_path.h says) or a path; "" = stockfish
    std::vector<std::string> arguments;
    // Options set after the handshake, in this order: {"Threads", "1"}, {"UCI_Elo", "1800"}.
    std::vector<std::pair<std::string, std::string>> options;
    std::string stderr_log; // file the engine's stderr is appended to; "" = discarded
    Milliseconds handshake_timeout{10000};
    // How much later than the time it was given an engine may answer before it is given up.
    Milliseconds answer_grace{1000};
};

class UciEngine final : public Opponent {
public:
    static Result<std::unique_ptr<UciEngine>, EngineError> launch(const UciEngineConfig& config);
    ~UciEngine() override; // sends "quit", then ends the process if it lingers

    std::string name() const override { return name_; }
    Status new_game() override;
    Status start_thinking(const GameLine& game, const SearchLimits& limits) override;
    int output_fd() const override { return process_.output_fd(); }
    std::optional<TimePoint> deadline() const override { return deadline_; }
    std::vector<EngineEvent> poll_events() override;
    void move_now() override;
    void cancel() override;
    bool thinking() const override {
        return state_ == State::searching || state_ == State::stopping;
    }

    const std::vector<UciOption>& options() const { return options_; }
    // Sets a declared option with a checked value (only while not thinking).
    Status set_option(std::string_view option, std::string_view value);
    // Plays at about this Elo (UCI_LimitStrength and UCI_Elo, the Elo clamped to the range the
    // engine declares), or at full strength with nullopt.
    Status limit_strength(std::optional<int> elo);
    // Whether the engine can still be used: it has not crashed, hung or been quit.
    bool alive() const { return state_ != State::dead; }
    // Why the engine is no longer alive.
    const EngineError& failure() const { return failure_; }

private:
    enum class State { idle, searching, stopping, discarding, dead };

    explicit UciEngine(ChildProcess process, const UciEngineConfig& config);
    Status handshake();
    // Reads lines until one of the kind arrives, keeping what it learns (name, options).
    Status await(EngineMessage::Kind kind, std::string_view what);
    Status send(const std::string& command);
    Status die(EngineError error);
    EngineError crash_error();
    void handle_line(std::string_view line, std::vector<EngineEvent>& events);

    ChildProcess process_;
    UciEngineConfig config_;
    std::string name_;
    std::vector<UciOption> options_;
    bool chess960_ = false;
    State state_ = State::idle;
    EngineError failure_;
    std::optional<chess::Position> searching_;
    std::optional<TimePoint> deadline_;
};

} // namespace escaque::engine
