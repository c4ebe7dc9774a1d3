// escaque's own notes on the score sheet, written and read back in one place. They are written
// in English in fixed forms ("Black illegal move 1, White +2:00", "White claims a draw: rejected",
// "White resigns"); a saved game gives back its penalties from them, and a review in another
// language says them in that language. Any other comment is a player's and is left as written.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "chess/types.h"
#include "clock/time_types.h"
#include "game/events.h"

namespace escaque::game {

using chess::Color;

// "White illegal move 2, Black +2:00", ": loses", ": would lose, but Black cannot checkmate".
struct IllegalMoveNote {
    Color side = chess::WHITE;
    int count = 1;
    // Termination::none while the game goes on; illegal_moves or illegal_moves_cannot_mate.
    Termination ending = Termination::none;
    clock::Duration opponent_bonus{}; // zero when no time was given
};

// "White claims a draw by threefold repetition with Nf3: upheld",
// "Black claims a draw: rejected, White +2:00".
struct DrawClaimNote {
    Color side = chess::WHITE;
    std::optional<ClaimKind> ground; // said when upheld
    std::string move;                // the written move in SAN, or empty
    bool upheld = false;
    clock::Duration opponent_bonus{};
};

// Why the game ended, after the last move, where the result tags cannot say it: "White
// resigns", "Black's flag fell, but White cannot checkmate", "Fivefold repetition".
struct EndingNote {
    Termination reason = Termination::none;
    std::optional<Color> side;
};

using RecordedNote = std::variant<IllegalMoveNote, DrawClaimNote, EndingNote>;

std::string write_note(const IllegalMoveNote& note);
std::string write_note(const DrawClaimNote& note);
// Nothing for the endings the moves or the tags already tell (checkmate, an upheld claim).
std::optional<std::string> write_note(const EndingNote& note);

// One of the forms above, or nothing when the comment is not escaque's.
std::optional<RecordedNote> read_note(std::string_view comment);

// Whether a comment is an ending note: a game played on from the file drops it.
bool is_ending_comment(std::string_view comment);

} // namespace escaque::game
