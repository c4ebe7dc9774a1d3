// The computer as an opponent: started from its spec, asked to think when it is its turn, its
// move played when its pipe says so (the main loop polls output_fd()), offers answered, and the
// built-in engine taking over when an external one fails.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "command_table.h"
#include "engine/engine_path.h"
#include "engine/engine_spec.h"
#include "engine/strength.h"
#include "engine/uci_engine.h"
#include "game/atomic_file.h"
#include "play_session.h"
#include "program_phrases.h"

namespace escaque::tui {

using namespace std::chrono_literals;

namespace {

// Without a clock the computer takes a moment that grows with its level: the weaker levels are
// limited by depth anyway and answer at once.
engine::Milliseconds untimed_think_time(int level) {
    return engine::Milliseconds(150 * level);
}

// With a clock, an external engine below the top level is given at most this long a move: a
// Stockfish at "Skill Level" 0 still spends what its clock allows (half a minute a move at 5+3),
// and a weak opponent that makes the player wait in silence is no practice partner. Doubling
// from level to level leaves the top levels the clock's own pace.
std::optional<engine::Milliseconds> external_think_cap(int level) {
    if (level >= engine::MAX_LEVEL) return std::nullopt;
    return untimed_think_time(1) * (1 << (level - 1));
}

// UCI engines that know "Skill Level" (Stockfish: 0-20) play at the chosen level too.
void set_uci_level(engine::UciEngine& uci, int level) {
    for (const auto& option : uci.options())
        if (option.name == "Skill Level") {
            uci.set_option("Skill Level", std::to_string((level - 1) * 20 / 9));
            return;
        }
}

std::string builtin_name(int level) {
    return "builtin:" + std::to_string(level);
}

// The engine's error output goes to `path` when that file can be opened, its folder made first
// (on a first run the state folder does not exist yet); otherwise it is dropped (empty path),
// so that a log that cannot be written never stops the engine from starting.
std::string usable_log(const std::string& path) {
    const std::string folder = std::filesystem::path(path).parent_path().string();
    if (!folder.empty() && game::make_folders(folder)) return {};
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) return {};
    ::close(fd);
    return path;
}

} // namespace

void PlaySession::start_engine() {
    // A program that never answers is given up after ten seconds; a resumed game's clock does
    // not run meanwhile.
    const bool held = start_.game->hold_clock();
    launch_engine();
    if (held) start_.game->release_clock();
    if (!engine_) return;
    if (builtin_ && builtin_->level() != ctx_.settings.level)
        builtin_->set_level(ctx_.settings.level);
    name_engine_in_tags();
}

void PlaySession::name_engine_in_tags() {
    // The score sheet names the engine that plays: after a failure, the built-in one, at the
    // level set (which a search under way takes up at its end).
    if (builtin_) start_.engine = builtin_name(ctx_.settings.level);
    set_tag(start_.tags, start_.user == chess::WHITE ? "Black" : "White",
            builtin_ ? phrases::builtin_engine_name(ctx_.language(), ctx_.settings.level)
                     : engine_->name());
    set_tag(start_.tags, engine_tag, start_.engine);
    set_tag(start_.tags, level_tag, std::to_string(ctx_.settings.level));
}

void PlaySession::launch_engine() {
    if (engine_) {
        // An engine that broke in the last game (a hang ended by the flag) is replaced now, in
        // words, rather than at its first move.
        if (const engine::Status ready = engine_->new_game(); !ready)
            engine_failed(ready.error());
        return;
    }
    auto spec = engine::EngineSpec::parse(start_.engine);
    if (!spec) spec = engine::EngineSpec::parse(builtin_name(ctx_.settings.level));
    // A game played on keeps the opponent it had: the level it was saved with, not today's.
    if (start_.resumed) {
        if (spec->kind == engine::EngineSpec::Kind::builtin)
            ctx_.settings.level = spec->level;
        else if (const std::optional<int> saved = whole_number(tag_value(start_.tags, level_tag));
                 saved && *saved >= engine::MIN_LEVEL && *saved <= engine::MAX_LEVEL)
            ctx_.settings.level = *saved;
    }
    if (spec->kind == engine::EngineSpec::Kind::uci) {
        engine::UciEngineConfig config;
        config.program = spec->program;
        config.options = spec->options;
        config.stderr_log = !ctx_.settings.engine_log.empty()
                                ? expand_home(ctx_.settings.engine_log)
                                : autosaver_.folder() + "/engine.log";
        config.stderr_log = usable_log(config.stderr_log);
        const std::string program =
            spec->program.empty() ? std::string(engine::DEFAULT_UCI_ENGINE) : spec->program;
        say(phrases::engine_starting(ctx_.language(),
                                     std::filesystem::path(program).filename().string()),
            tts::Priority::normal);
        auto uci = engine::UciEngine::launch(config);
        if (uci) {
            set_uci_level(**uci, ctx_.settings.level);
            uci_level_ = ctx_.settings.level;
            engine_ = std::move(*uci);
        } else {
            say(phrases::engine_failed(ctx_.language(), uci.error(),
                                       phrases::builtin_engine_name(ctx_.language(),
                                                                    ctx_.settings.level)),
                tts::Priority::normal);
            spec = engine::EngineSpec::parse(builtin_name(ctx_.settings.level));
        }
    }
    if (!engine_) {
        auto builtin = engine::BuiltinEngine::create(
            {.level = spec->level, .hash_megabytes = 16, .seed = ctx_.settings.seed});
        if (!builtin) {
            say(phrases::engine_unavailable(ctx_.language(), engine::EngineError(builtin.error())),
                tts::Priority::normal);
            return;
        }
        builtin_ = builtin->get();
        engine_ = std::move(*builtin);
    }
    engine_->new_game();
}

void PlaySession::stop_engine() {
    if (engine_ && engine_->thinking()) engine_->cancel();
}

void PlaySession::think_if_its_turn() {
    if (start_.mode != Mode::computer || !engine_) return;
    const game::Game& g = game();
    if (g.over() || g.sealed() || g.awaiting_arbiter() || !computer_to_move() ||
        engine_->thinking())
        return;
    if (builtin_ && builtin_->level() != ctx_.settings.level) // "set level" during a search
        builtin_->set_level(ctx_.settings.level);
    if (!builtin_ && uci_level_ != ctx_.settings.level) { // "set level" since the last search
        if (auto* uci = dynamic_cast<engine::UciEngine*>(engine_.get()))
            set_uci_level(*uci, ctx_.settings.level);
        uci_level_ = ctx_.settings.level;
    }
    if (const engine::Status started = engine_->start_thinking(game_line(), search_limits());
        !started)
        engine_failed(started.error());
}

void PlaySession::on_engine_output() {
    if (!engine_) return;
    for (const engine::EngineEvent& e : engine_->poll_events()) {
        if (e.kind == engine::EngineEvent::Kind::best_move) {
            // A move for a position that has since changed (undo, new game) was cancelled;
            // what arrives is for the current one, or nothing.
            if (!game().over() && computer_to_move() && game().position().is_legal(e.move))
                play(e.move, false);
        } else if (e.kind == engine::EngineEvent::Kind::error) {
            engine_failed(e.error);
            return;
        }
    }
}

int PlaySession::engine_fd() const {
    return engine_ ? engine_->output_fd() : -1;
}

void PlaySession::engine_failed(const engine::EngineError& reason) {
    const int level = ctx_.settings.level;
    if (builtin_) {
        // The built-in engine itself failed: there is no one left to play.
        say(phrases::engine_unavailable(ctx_.language(), reason), tts::Priority::normal);
        engine_.reset();
        builtin_ = nullptr;
        return;
    }
    engine_.reset();
    say(phrases::engine_failed(ctx_.language(), reason,
                               phrases::builtin_engine_name(ctx_.language(), level)),
        tts::Priority::normal);
    start_.engine = builtin_name(level);
    start_engine();
    think_if_its_turn();
}

void PlaySession::answer_offer_if_pending() {
    if (start_.mode != Mode::computer || !engine_) return;
    game::Game& g = *start_.game;
    if (g.over() || g.pending_offer() != start_.user) return;
    const chess::Color engine_side = ~start_.user;
    // An external engine has no say in draws through UCI: it plays on.
    const bool accept = builtin_ && builtin_->answer_draw_offer(game_line(), engine_side).accept;
    if (accept && g.accept_draw(engine_side)) return;
    g.decline_draw(engine_side);
    if (!builtin_ && !told_engine_declines_) {
        told_engine_declines_ = true;
        announce_events(); // "Black declines the draw." first
        say(phrases::engine_declines_every_offer(ctx_.language()), tts::Priority::normal);
    }
}

engine::GameLine PlaySession::game_line() const {
    const game::Game& g = game();
    engine::GameLine line(g.start_position());
    for (const game::PlyRecord& ply : g.plies()) line.play(ply.move);
    return line;
}

engine::SearchLimits PlaySession::search_limits() const {
    const game::Game& g = game();
    const clock::TimeControl& control = g.setup().control;
    if (!control.is_timed())
        return engine::SearchLimits::fixed_time(untimed_think_time(ctx_.settings.level));
    const auto ms = [](clock::Duration d) {
        return std::chrono::duration_cast<engine::Milliseconds>(d);
    };
    const auto increment = [&](clock::Side side) {
        const clock::ControlStatus status = g.clock().control_status(side);
        const auto& periods = control.periods();
        const clock::Period& p =
            periods[std::min<std::size_t>(std::size_t(status.period_index), periods.size() - 1)];
        return p.method == clock::TimingMethod::fischer ? ms(p.bonus) : engine::Milliseconds{};
    };
    const clock::Side engine_side = game::side_of(~start_.user);
    engine::SearchLimits limits = engine::SearchLimits::clocks(
        ms(g.clock().remaining(clock::Side::white)), ms(g.clock().remaining(clock::Side::black)),
        increment(clock::Side::white), increment(clock::Side::black),
        g.clock().control_status(engine_side).moves_to_control.value_or(0));
    if (!builtin_) limits.most_time = external_think_cap(ctx_.settings.level);
    return limits;
}

} // namespace escaque::tui
