// A game as PGN holds it: tags in file order, the start position, the moves of the main line
// with their comments, NAGs, clock readings and variations (a tree of lines), and the result.
// The game layer keeps its score sheet in the same types.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/fen_error.h"
#include "chess/position.h"
#include "notation/move_rejection.h"
#include "notation/pgn_fault.h"

namespace escaque::notation {

using ClockTime = std::chrono::milliseconds;

struct PgnTag {
    std::string name;
    std::string value;
    bool operator==(const PgnTag&) const = default;
};

enum class GameResult : uint8_t { unknown, white_wins, black_wins, draw };

// "1-0", "0-1", "1/2-1/2", "*".
std::string_view result_text(GameResult result);

// Reads a game termination marker or Result tag value, also with an en dash or "½"
// ("1–0", "½-½"); with accept_forfeits also "+--" (White wins without play) and "--+".
std::optional<GameResult> parse_result(std::string_view text, bool accept_forfeits);

// What a [Variant] tag value names: case and surrounding spaces ignored ("Standard", "normal",
// "From Position"; "Chess960", "fischerandom" ...). Other variants are not played here.
enum class PgnVariant : uint8_t { standard, chess960, unsupported };
PgnVariant variant_from_tag(std::string_view value);

struct PgnLine;

struct PgnMove {
    chess::Move move = chess::Move::none(); // Move::none() for a null move ("--")
    std::string san;                        // canonical SAN in English letters
    std::vector<uint8_t> nags;              // $1 ... $255, glyphs read as their NAG
    std::vector<std::string> comments;      // after the move; clock commands taken out
    std::optional<ClockTime> clock;         // [%clk h:mm:ss]: time left after the move
    std::optional<ClockTime> elapsed;       // [%emt h:mm:ss]: time the move took
    bool draw_offer = false;                // {(=)}: a draw offered with this move
    std::vector<PgnLine> variations;        // alternatives to this move
};

struct PgnLine {
    std::vector<std::string> comments; // before the first move
    std::vector<PgnMove> moves;
};

// Where a file departed from the standard and a lenient reading carried on, or, for
// noncanonical SAN, what was written and what the export format would write.
struct PgnNotice {
    enum class Kind : uint8_t { noncanonical_san, quirk, castling_dropped };
    Kind kind = Kind::quirk;
    int line = 0;
    int column = 0;
    int ply = 0;               // 1-based ply within its line
    bool in_variation = false; // the move is in a variation, not the main line
    std::string written;   // noncanonical_san: the move as written; castling_dropped: the
                           // FEN tag's castling field ("KQkq")
    std::string canonical; // noncanonical_san: the SAN the writer would use; castling_dropped:
                           // the field as read, without the rights no rook can use ("Kq")
    std::string message;
};

// The first error of a game: the game keeps what was read before it.
struct PgnError {
    int game = 0; // 1-based number of the game in its file
    int line = 0;
    int column = 0;
    std::string message;      // what was found and what was expected
    std::string text() const; // "game 3, line 41, column 7: ..."
    // The same for other languages: the kind of fault and its word (see PgnFault).
    PgnFault fault = PgnFault::other;
    std::string detail = {};
    std::optional<chess::FenError> fen_error = {};
    // Where a move was expected: the word found instead (cut short), for other languages.
    std::string not_a_move = {};
    // A move that could not be played there: the word and why, for other languages.
    std::string illegal_move = {};
    std::optional<MoveRejection> illegal_because = {};
};

// The standard start position, built once: games are made by the thousand when a file is read.
const chess::Position& standard_start_position();

struct PgnGame {
    std::vector<PgnTag> tags; // in file order
    chess::Position start = standard_start_position();
    PgnLine mainline;
    GameResult result = GameResult::unknown;
    int number = 0;     // 1-based number of the game in its file
    int first_line = 0; // line where the game starts
    std::vector<PgnNotice> notices;
    std::optional<PgnError> error;

    // The value of a tag, nullptr when the game has none.
    const std::string* tag(std::string_view name) const;
    // The first notice of a kind, nullptr when the reading gave none.
    const PgnNotice* notice(PgnNotice::Kind kind) const;
    // Replaces the tag's value, or adds the tag at the end.
    void set_tag(std::string_view name, std::string value);
    int ply_count() const { return int(mainline.moves.size()); }
    // The position after the last move of the main line.
    chess::Position final_position() const;
};

// A move as the score sheet records it: the move and its canonical SAN.
// Precondition: m is legal in `before` (or Move::none() for a null move).
PgnMove make_pgn_move(const chess::Position& before, chess::Move m);

} // namespace escaque::notation
