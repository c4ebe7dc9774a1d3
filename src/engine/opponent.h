// An engine the program plays against, built in or external (UCI). The program's main loop owns
// it: it starts a search, waits with poll() on output_fd() (and at the latest until deadline()),
// and collects what happened with poll_events(). Nothing here blocks for a search.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine_event.h"
#include "engine/game_line.h"
#include "engine/search_limits.h"
#include "engine/status.h"

namespace escaque::engine {

class Opponent {
public:
    using TimePoint = std::chrono::steady_clock::time_point;

    virtual ~Opponent() = default;

    // A name for the player's ears and for PGN tags ("escaque level 5", "Stockfish 15.1").
    virtual std::string name() const = 0;

    // Forget the previous game (hash tables, histories). May wait briefly for an external
    // engine to confirm, never longer than its handshake timeout.
    virtual Status new_game() = 0;

    // Starts thinking about game.current(). Fails when a search is already running, when the
    // position has no legal move, or when the engine is gone.
    virtual Status start_thinking(const GameLine& game, const SearchLimits& limits) = 0;

    // Readable (POLLIN) when poll_events() has something to return.
    virtual int output_fd() const = 0;

    // The latest moment to call poll_events() even if output_fd() stays quiet: after it, a
    // search that has not answered is reported as an error (timeout). nullopt when idle.
    virtual std::optional<TimePoint> deadline() const = 0;

    // What happened since the last call, without waiting. A search ends with exactly one
    // best_move or error event.
    virtual std::vector<EngineEvent> poll_events() = 0;

    // Asks for the move now; the best_move event follows shortly.
    virtual void move_now() = 0;
    // Stops thinking and discards the answer (the position changed, the game ended).
    virtual void cancel() = 0;

    virtual bool thinking() const = 0;
};

} // namespace escaque::engine
