// The game an engine is asked about: where it started and the moves played since, with the key
// of every position on the way (for repetitions). Only legal moves ever enter a GameLine, so
// everything built from it (a UCI "position" command, a search) starts from validated input.
#pragma once

#include <vector>

#include "chess/position.h"

namespace escaque::engine {

class GameLine {
public:
    GameLine() : GameLine(chess::Position()) {}
    explicit GameLine(const chess::Position& start);

    // Plays m when it is legal in current(); returns false (and changes nothing) otherwise.
    bool play(chess::Move m);
    // Takes back the last move; false when there is none.
    bool take_back();

    const chess::Position& start() const { return start_; }
    const chess::Position& current() const { return current_; }
    const std::vector<chess::Move>& moves() const { return moves_; }
    // The key of every position of the game: keys().front() is the start, keys().back() the
    // current position.
    const std::vector<chess::Key>& keys() const { return keys_; }
    // How often the current position has occurred (same key), counting itself.
    int occurrences_of_current() const;

private:
    chess::Position start_;
    chess::Position current_;
    std::vector<chess::Move> moves_;
    std::vector<chess::Key> keys_;
};

} // namespace escaque::engine
