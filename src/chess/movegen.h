// Strictly legal move generation: pins, checks, double check, en passant that uncovers a check
// along the rank, castling (any start files) out of, through or into attack, promotions.
// No heap allocation.
#pragma once

#include <algorithm>
#include <cstdint>

#include "chess/position.h"

namespace escaque::chess {

// 218 is the most legal moves known in a reachable position; positions with more than 16
// pieces a side (accepted from FEN, e.g. 270 moves with 26 queens) need more.
constexpr int MAX_MOVES = 512;

class MoveList {
public:
    MoveList() {} // the slots stay unwritten: see moves_

    void push_back(Move m) { moves_[size_++] = m; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    Move* begin() { return moves_; }
    Move* end() { return moves_ + size_; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const { return moves_[i]; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }
    void clear() { size_ = 0; }

private:
    // Only the first size_ slots are ever read. In a union the 512 slots are not written when
    // a list is made, as they would be one by one as Moves: a list is made at every node of
    // the dead-position searches, and that writing took 3 % of their time.
    union {
        Move moves_[MAX_MOVES];
    };
    int size_ = 0;
};

// Every legal move of the side to move.
MoveList legal_moves(const Position& pos);
void generate_legal(const Position& pos, MoveList& list);
// The number of legal moves, counted without listing them (perft's bulk count at the leaves).
int count_legal_moves(const Position& pos);
bool has_legal_move(const Position& pos);

bool is_checkmate(const Position& pos);
bool is_stalemate(const Position& pos);

} // namespace escaque::chess
