// FEN, X-FEN and Shredder-FEN: read with a reason for every refusal, and write.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/fen_error.h"
#include "chess/position.h"
#include "chess/result.h"

namespace escaque::chess {

inline constexpr std::string_view START_FEN =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

struct FenOptions {
    // Chess960 reading of the castling field: KQkq name the outermost rook on each side, file
    // letters name the rook's file (Shredder-FEN / X-FEN). File letters imply Chess960 anyway.
    bool chess960 = false;
    // Rights that cannot exist (no rook there, king off its square): refuse the FEN with a
    // reason (strict, for what a user types), or drop the right as chessops, python-chess and
    // lichess do (for imported files).
    bool drop_impossible_castling = false;
};

// Parses and validates. On failure nothing is built; the caller's position is untouched.
Result<Position, FenError> parse_fen(std::string_view fen, const FenOptions& options = {});

// What no game can reach, though it can be played on: more than 8 pawns or 16 pieces a side,
// more pieces beyond the starting set than pawns gone to promote, three or more checkers. For a
// game started from a typed FEN; composed positions and test suites may break these.
std::optional<FenError> unreachable_placement(const Position& pos);

// Checks a setup as parse_fen does (kings, pawns on the back ranks, the side not to move in
// check, castling rooks, the en passant square). std::nullopt when it can be played.
std::optional<FenError> validate_setup(const Setup& setup);

enum class CastlingNotation {
    automatic, // KQkq in standard chess; X-FEN in Chess960 (KQkq for outermost rooks, else files)
    shredder   // rook files: HAha
};

// The en passant field is written only when an en passant capture is legal.
std::string to_fen(const Position& pos, CastlingNotation castling = CastlingNotation::automatic);
std::string castling_field(const Position& pos, CastlingNotation castling);

// Placement alone, e.g. for repetition displays and tests.
std::string placement_field(const Position& pos);

Piece piece_from_char(char c);
char piece_to_char(Piece p);

} // namespace escaque::chess
