#include "engine/match.h"

#include <poll.h>

#include <algorithm>
#include <cerrno>

#include "engine/referee.h"

namespace escaque::engine {

namespace {

using chess::Color;

struct MoveAnswer {
    chess::Move move;
    std::optional<GameEnd> loss; // set when the player lost instead of moving
    bool engine_failed = false;  // the engine itself broke (not merely slow): restart it
    Milliseconds used{0};
};

std::string termination_for(EngineFailure failure) {
    switch (failure) {
    case EngineFailure::illegal_move:
        return "rules infraction";
    case EngineFailure::timed_out:
        return "time forfeit";
    default:
        return "abandoned";
    }
}

Milliseconds ms_until(SteadyClock::time_point t) {
    const auto left = std::chrono::ceil<Milliseconds>(t - SteadyClock::now());
    return std::max(Milliseconds{0}, left);
}

// Asks the side to move for its move and waits for it (poll on the engine's output, with the
// clock's flag as the latest wake-up).
MoveAnswer ask_for_move(Opponent& player, const GameLine& game, MatchClock& clock,
                        Milliseconds margin) {
    const Color side = game.current().side_to_move();
    const auto started = SteadyClock::now();
    const auto flag = started + clock.allowed(side) + margin;
    MoveAnswer answer;
    if (const Status s = player.start_thinking(game, clock.limits_for(side)); !s) {
        answer.loss = loss_for(side, player.name() + ": " + s.message(), "abandoned");
        answer.engine_failed = true;
        return answer;
    }
    for (;;) {
        auto wake = flag;
        if (const auto deadline = player.deadline()) wake = std::min(wake, *deadline);
        pollfd pfd{player.output_fd(), POLLIN, 0};
        const int rc = poll(&pfd, 1, int(ms_until(wake).count()));
        if (rc < 0 && errno != EINTR) {
            player.cancel();
            answer.loss = loss_for(side, "cannot wait for " + player.name(), "abandoned");
            return answer;
        }
        for (const EngineEvent& e : player.poll_events()) {
            if (e.kind == EngineEvent::Kind::best_move) {
                answer.move = e.move;
            } else if (e.kind == EngineEvent::Kind::error) {
                answer.loss = loss_for(side, e.message, termination_for(e.failure_kind));
                answer.engine_failed = true;
                return answer;
            }
        }
        answer.used = std::chrono::duration_cast<Milliseconds>(SteadyClock::now() - started);
        if (answer.move.is_ok()) return answer;
        if (SteadyClock::now() >= flag) {
            player.cancel();
            answer.loss = flag_fell(game.current(), side, player.name());
            return answer;
        }
    }
}

} // namespace

PlayedGame play_game(Opponent& white, Opponent& black, const chess::Position& start,
                     const MatchTimeControl& time_control, Milliseconds time_margin) {
    PlayedGame played;
    GameRecord& record = played.record;
    record.white = white.name();
    record.black = black.name();
    record.start = start;
    record.time_control = time_control.pgn_tag();

    Opponent* players[chess::COLOR_NB] = {&white, &black};
    for (const Color c : {chess::WHITE, chess::BLACK}) {
        if (const Status s = players[c]->new_game(); !s) {
            played.failed[c] = true;
            record.end = loss_for(c, players[c]->name() + ": " + s.message(), "abandoned");
            return played;
        }
    }
    GameLine game(start);
    MatchClock clock(time_control);
    for (;;) {
        if (const auto end = game_end(game)) {
            record.end = *end;
            break;
        }
        const Color side = game.current().side_to_move();
        MoveAnswer answer = ask_for_move(*players[side], game, clock, time_margin);
        if (!answer.loss && !clock.charge(side, answer.used, time_margin))
            answer.loss = flag_fell(game.current(), side, players[side]->name());
        // The engines' clients already check moves; the referee checks again.
        if (!answer.loss && !game.play(answer.move)) {
            answer.loss = loss_for(side, players[side]->name() + " played an illegal move",
                                   "rules infraction");
            answer.engine_failed = true;
        }
        if (answer.loss) {
            record.end = *answer.loss;
            played.failed[side] = answer.engine_failed;
            break;
        }
    }
    record.moves = game.moves();
    return played;
}

MatchReport run_match(const MatchConfig& config, const GameFinished& on_game) {
    MatchReport report;
    const EngineSpec* specs[2] = {&config.first, &config.second};
    std::unique_ptr<Opponent> engines[2];
    const auto start_engine = [&](int i) {
        OpponentSettings settings = config.settings;
        settings.seed = config.settings.seed * 2 + uint64_t(i) + 1; // the two differ
        auto engine = create_opponent(*specs[i], settings);
        if (!engine) {
            report.aborted = true;
            report.abort_reason = engine.error();
            return false;
        }
        engines[i] = std::move(*engine);
        return true;
    };
    if (!start_engine(0) || !start_engine(1)) return report;

    const std::vector<chess::Position> openings =
        config.openings.empty() ? std::vector<chess::Position>{chess::Position()} : config.openings;
    const std::string date = pgn_date_today();
    for (int g = 0; g < config.games; ++g) {
        const chess::Position& start = openings[size_t(g / 2) % openings.size()];
        const bool first_is_white = g % 2 == 0;
        Opponent& white = *engines[first_is_white ? 0 : 1];
        Opponent& black = *engines[first_is_white ? 1 : 0];
        PlayedGame played = play_game(white, black, start, config.time_control, config.time_margin);
        played.record.event = config.event;
        played.record.date = date;
        played.record.round = g + 1;

        const GameResult r = played.record.end.result;
        const bool first_won =
            r == (first_is_white ? GameResult::white_wins : GameResult::black_wins);
        if (r == GameResult::draw)
            ++report.score.draws;
        else if (first_won)
            ++report.score.wins;
        else
            ++report.score.losses;
        if (on_game) on_game(played.record, report.score);

        // An engine that failed is started afresh for the next game.
        for (const Color c : {chess::WHITE, chess::BLACK}) {
            const int index = (c == chess::WHITE) == first_is_white ? 0 : 1;
            if (played.failed[c] && g + 1 < config.games && !start_engine(index)) return report;
        }
    }
    return report;
}

} // namespace escaque::engine
