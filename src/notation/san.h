// Moves out: canonical SAN (PGN export format, FIDE App. C), long algebraic and UCI, in English
// or Spanish piece letters.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "chess/position.h"
#include "notation/piece_letters.h"

namespace escaque::notation {

struct SanStyle {
    PieceLetters letters = PieceLetters::english;
    // "e8=Q" as PGN writes it, or "e8Q" as FIDE's scoresheet notation does (RULES.md §9.19).
    bool promotion_sign = true;
};

// Canonical SAN: the piece letter, the minimal disambiguation among the legal moves (origin
// file, else rank, else both), "x" for captures (pawns name their file), "=Q" promotions,
// O-O / O-O-O (in Chess960 too), then "+" or "#". A null move is "--".
// Precondition: m is legal in pos (or Move::none()).
std::string to_san(const chess::Position& pos, chess::Move m,
                   PieceLetters letters = PieceLetters::english);
std::string to_san(const chess::Position& pos, chess::Move m, const SanStyle& style);

// Long algebraic: both squares always, "-" or "x" between ("Ng1-f3", "e7xd8=Q+", "O-O").
std::string to_long_algebraic(const chess::Position& pos, chess::Move m,
                              PieceLetters letters = PieceLetters::english);

// UCI text; castling as the king's two-square step, or king-takes-rook in Chess960.
std::string to_uci(const chess::Position& pos, chess::Move m);

// Up to 15 characters kept without allocation, for the PGN reader's hot path.
class MoveText {
public:
    void push_back(char c) {
        if (size_ < capacity) data_[size_++] = c;
    }
    void append(std::string_view s) {
        for (const char c : s) push_back(c);
    }
    std::string_view view() const { return {data_, size_}; }
    std::string str() const { return std::string(view()); }
    bool operator==(std::string_view s) const { return view() == s; }

private:
    static constexpr uint8_t capacity = 15;
    char data_[capacity] = {};
    uint8_t size_ = 0;
};

// The SAN of m in pos without its check sign: for code that makes the move anyway and then
// calls check_suffix on the position after it, instead of paying for a second do_move.
MoveText san_without_suffix(const chess::Position& pos, chess::Move m, const SanStyle& style);

// '+' when the side to move in `after` is in check, '#' when mated, '\0' otherwise.
char check_suffix(const chess::Position& after);

} // namespace escaque::notation
