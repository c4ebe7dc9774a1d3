#include "engine/uci_engine.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>

#include "chess/movegen.h"
#include "chess/uci.h"
#include "engine/engine_path.h"

namespace escaque::engine {

namespace {
// A search with neither time nor "infinite" (depth or nodes only) still gets an end.
constexpr Milliseconds UNTIMED_SEARCH_TIMEOUT{5 * 60 * 1000};
// After its output closes, how long to wait for the process to be reaped for its exit status.
constexpr Milliseconds EXIT_REPORT_WAIT{200};

std::string base_name(const std::string& path) {
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}
} // namespace

Result<std::unique_ptr<UciEngine>, EngineError> UciEngine::launch(const UciEngineConfig& config) {
    const auto program = find_engine_program(config.program);
    if (!program) return unexpected(program.error());
    std::vector<std::string> argv{*program};
    argv.insert(argv.end(), config.arguments.begin(), config.arguments.end());
    auto process = ChildProcess::spawn(argv, config.stderr_log);
    if (!process) {
        EngineError error(EngineError::Problem::cannot_start, *program);
        error.detail = process.error();
        return unexpected(std::move(error));
    }
    std::unique_ptr<UciEngine> engine(new UciEngine(std::move(*process), config));
    engine->name_ = base_name(*program);
    if (const Status s = engine->handshake(); !s) return unexpected(s.error());
    return engine;
}

UciEngine::UciEngine(ChildProcess process, const UciEngineConfig& config)
    : process_(std::move(process)), config_(config) {}

UciEngine::~UciEngine() {
    if (state_ == State::dead) return;
    if (thinking()) process_.write_line("stop");
    process_.write_line("quit");
    process_.terminate(Milliseconds{500});
}

Status UciEngine::handshake() {
    if (Status s = send("uci"); !s) return s;
    if (Status s = await(EngineMessage::Kind::uci_ok, "uci"); !s) return s;
    for (const auto& [option, value] : config_.options)
        if (Status s = set_option(option, value); !s) return s;
    if (Status s = send("isready"); !s) return s;
    return await(EngineMessage::Kind::ready_ok, "isready");
}

Status UciEngine::await(EngineMessage::Kind kind, std::string_view what) {
    const Milliseconds timeout =
        kind == EngineMessage::Kind::best_move ? config_.answer_grace : config_.handshake_timeout;
    const auto deadline = SteadyClock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<Milliseconds>(deadline - SteadyClock::now());
        const auto line = process_.read_line(std::max(Milliseconds{0}, left));
        if (!line) {
            if (process_.at_eof()) return die(crash_error());
            EngineError silent(EngineError::Problem::no_answer, name_, std::string(what));
            silent.waited = timeout;
            return die(std::move(silent));
        }
        const EngineMessage m = parse_engine_line(*line);
        if (m.kind == EngineMessage::Kind::id_name && !m.text.empty()) name_ = m.text;
        if (m.kind == EngineMessage::Kind::option && !m.option.name.empty())
            options_.push_back(m.option);
        if (m.kind == EngineMessage::Kind::best_move && state_ == State::discarding)
            state_ = State::idle;
        if (m.kind == kind) return Status::success();
    }
}

Status UciEngine::send(const std::string& command) {
    if (state_ == State::dead) return Status::failure(failure_);
    if (!process_.write_line(command)) return die(crash_error());
    return Status::success();
}

Status UciEngine::die(EngineError error) {
    state_ = State::dead;
    failure_ = std::move(error);
    deadline_.reset();
    searching_.reset();
    process_.terminate(Milliseconds{100});
    return Status::failure(failure_);
}

EngineError UciEngine::crash_error() {
    const auto until = SteadyClock::now() + EXIT_REPORT_WAIT;
    std::optional<int> status = process_.exit_status();
    while (!status && SteadyClock::now() < until) {
        usleep(2000);
        status = process_.exit_status();
    }
    EngineError stopped(EngineError::Problem::stopped, name_);
    if (status && WIFEXITED(*status)) stopped.exit_code = WEXITSTATUS(*status);
    if (status && WIFSIGNALED(*status)) stopped.signal = WTERMSIG(*status);
    return stopped;
}

Status UciEngine::new_game() {
    if (state_ == State::dead) return Status::failure(failure_);
    cancel();
    if (Status s = send("ucinewgame"); !s) return s;
    if (Status s = send("isready"); !s) return s;
    return await(EngineMessage::Kind::ready_ok, "isready");
}

Status UciEngine::set_option(std::string_view option, std::string_view value) {
    if (state_ == State::dead) return Status::failure(failure_);
    if (thinking()) return Status::failure("options cannot change while the engine thinks");
    const auto command = setoption_command(options_, option, value);
    if (!command) {
        EngineError refused(EngineError::Problem::option_refused, name_,
                            std::string(option) + "=" + std::string(value));
        refused.detail = command.error().english();
        refused.refusal = command.error();
        return Status::failure(std::move(refused));
    }
    return send(*command);
}

Status UciEngine::limit_strength(std::optional<int> elo) {
    if (!elo) return set_option("UCI_LimitStrength", "false");
    const auto declared = std::find_if(options_.begin(), options_.end(),
                                       [](const UciOption& o) { return o.name == "UCI_Elo"; });
    if (declared == options_.end())
        return Status::failure(EngineError(EngineError::Problem::no_elo_limit, name_));
    const long long clamped =
        std::clamp<long long>(*elo, declared->min.value_or(*elo), declared->max.value_or(*elo));
    if (Status s = set_option("UCI_LimitStrength", "true"); !s) return s;
    return set_option("UCI_Elo", std::to_string(clamped));
}

Status UciEngine::start_thinking(const GameLine& game, const SearchLimits& limits) {
    if (state_ == State::dead) return Status::failure(failure_);
    if (thinking()) return Status::failure(name_ + " is already thinking");
    // The answer to a cancelled search must arrive before a new one is asked for, or it would
    // be taken for the new answer.
    if (state_ == State::discarding)
        if (Status s = await(EngineMessage::Kind::best_move, "stop"); !s) return s;
    const chess::Position& pos = game.current();
    if (!chess::has_legal_move(pos)) return Status::failure("there is no legal move to play");

    const bool chess960 = game.start().chess960();
    if (chess960 != chess960_) {
        const Status s = set_option("UCI_Chess960", chess960 ? "true" : "false");
        if (!s && chess960)
            return Status::failure(EngineError(EngineError::Problem::no_chess960, name_));
        if (!s) return s;
        chess960_ = chess960;
    }
    if (Status s = send(position_command(game)); !s) return s;
    if (Status s = send(go_command(limits)); !s) return s;

    state_ = State::searching;
    searching_ = pos;
    const auto now = SteadyClock::now();
    const chess::Color us = pos.side_to_move();
    if (limits.infinite)
        deadline_.reset();
    else if (limits.move_time)
        deadline_ = now + *limits.move_time + config_.answer_grace;
    else if (limits.time_left[us])
        deadline_ = now + *limits.time_left[us] + config_.answer_grace;
    else
        deadline_ = now + UNTIMED_SEARCH_TIMEOUT;
    return Status::success();
}

void UciEngine::handle_line(std::string_view line, std::vector<EngineEvent>& events) {
    const EngineMessage m = parse_engine_line(line);
    const bool searching = state_ == State::searching || state_ == State::stopping;
    if (m.kind == EngineMessage::Kind::info && searching && searching_) {
        SearchInfo info = m.info;
        info.pv = moves_from_text(*searching_, m.pv);
        events.push_back(EngineEvent::progress(std::move(info)));
    } else if (m.kind == EngineMessage::Kind::best_move) {
        if (state_ == State::discarding) {
            state_ = State::idle;
        } else if (searching && searching_) {
            const chess::Move move = chess::move_from_uci(*searching_, m.text);
            state_ = State::idle;
            searching_.reset();
            deadline_.reset();
            if (move.is_ok())
                events.push_back(EngineEvent::best(move));
            else
                events.push_back(EngineEvent::failure(
                    EngineFailure::illegal_move,
                    EngineError(EngineError::Problem::illegal_move, name_, m.text)));
        }
    }
}

std::vector<EngineEvent> UciEngine::poll_events() {
    std::vector<EngineEvent> events;
    if (state_ == State::dead) return events;
    process_.pump();
    while (const auto line = process_.buffered_line()) handle_line(*line, events);
    if (process_.at_eof()) {
        events.push_back(
            EngineEvent::failure(EngineFailure::crashed, die(crash_error()).error()));
    } else if (thinking() && deadline_ && SteadyClock::now() > *deadline_) {
        events.push_back(
            EngineEvent::failure(
                EngineFailure::timed_out,
                die(EngineError(EngineError::Problem::timed_out, name_)).error()));
    }
    return events;
}

void UciEngine::move_now() {
    if (state_ != State::searching) return;
    if (!send("stop")) return;
    state_ = State::stopping;
    const auto soon = SteadyClock::now() + config_.answer_grace;
    if (!deadline_ || soon < *deadline_) deadline_ = soon;
}

void UciEngine::cancel() {
    if (!thinking()) return;
    if (!send("stop")) return;
    state_ = State::discarding;
    searching_.reset();
    deadline_.reset();
}

} // namespace escaque::engine
