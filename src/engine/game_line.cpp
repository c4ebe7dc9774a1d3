#include "engine/game_line.h"

#include <algorithm>

#include "chess/movegen.h"

namespace escaque::engine {

GameLine::GameLine(const chess::Position& start)
    : start_(start), current_(start), keys_{start.key()} {}

bool GameLine::play(chess::Move m) {
    if (!current_.is_legal(m)) return false;
    current_.do_move(m);
    moves_.push_back(m);
    keys_.push_back(current_.key());
    return true;
}

bool GameLine::take_back() {
    if (moves_.empty()) return false;
    moves_.pop_back();
    keys_.pop_back();
    current_ = start_;
    for (const chess::Move m : moves_) current_.do_move(m);
    return true;
}

int GameLine::occurrences_of_current() const {
    // Positions can only repeat since the last capture or pawn move (FIDE 9.2).
    const int window = std::min<int>(current_.halfmove_clock(), int(keys_.size()) - 1);
    int count = 1;
    for (int back = 2; back <= window; back += 2)
        if (keys_[keys_.size() - 1 - size_t(back)] == current_.key()) ++count;
    return count;
}

} // namespace escaque::engine
