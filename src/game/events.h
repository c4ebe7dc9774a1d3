// What the game tells the layers above. The game never prints: every fact a player must hear
// or see leaves it as one of these values, and the phrase books turn them into words.
#pragma once

#include <optional>
#include <string>
#include <variant>

#include "chess/position.h"
#include "chess/types.h"
#include "clock/time_types.h"
#include "game/rules_profile.h"

namespace escaque::game {

using chess::Color;
using chess::Move;
using chess::PieceType;

enum class Outcome { ongoing, white_wins, black_wins, draw };

enum class Termination {
    none,
    checkmate,
    stalemate,
    dead_position,        // 5.2.2: neither side can mate by any series of legal moves
    fivefold_repetition,  // current 9.6.1
    seventy_five_moves,   // current 9.6.2
    threefold_repetition, // upheld 9.2 claim
    fifty_moves,          // upheld 9.3 claim
    agreement,
    resignation,
    time_forfeit,              // a flag fell and the opponent can mate
    time_forfeit_cannot_mate,  // a flag fell but the opponent cannot mate: draw (6.9)
    both_flags,                // both flags down, drawn by the edition's rule
    illegal_moves,             // the edition's last illegal-move penalty
    illegal_moves_cannot_mate, // ... but the opponent cannot mate: draw
    resignation_cannot_mate,   // current 5.1.2: resigning against a side that cannot mate draws
    sealed_move_invalid,       // Guidelines I: an illegal or ambiguous sealed move loses
    quickplay_finish,          // an upheld quickplay-finish claim (2001 10.2; III.5): draw
    quickplay_claim_rejected,  // a claim referred to an absent arbiter (App. D; III.6), rejected
};

struct GameResult {
    Outcome outcome = Outcome::ongoing;
    Termination reason = Termination::none;
    // The side the reason is about: who resigned, whose flag fell, who made the illegal moves.
    std::optional<Color> side;
    bool over() const { return outcome != Outcome::ongoing; }
};

// "1-0", "0-1", "1/2-1/2" or "*".
const char* result_text(Outcome outcome);

enum class ClaimKind { threefold_repetition, fifty_moves };

struct MoveMade {
    int ply = 0; // 1 for White's first move of a game from the start
    Move move;
    Color mover = chess::WHITE;
    PieceType piece = chess::NO_PIECE_TYPE;
    PieceType captured = chess::NO_PIECE_TYPE;
    PieceType promotion = chess::NO_PIECE_TYPE;
    bool en_passant = false;
    bool castling_king_side = false;
    bool castling_queen_side = false;
    bool chess960 = false; // castling there lands on squares a listener cannot assume
    bool check = false;
    bool checkmate = false;
    // Who gives the check when it is not the piece moved: a discovered check, or a double one.
    bool double_check = false;
    chess::Square discovered_by = chess::SQ_NONE;
    PieceType discovered_piece = chess::NO_PIECE_TYPE;
    std::string san; // canonical English SAN
};
// What a move does, told before it is made (the ply is left 0).
MoveMade describe_move(const chess::Position& before, Move move);


struct DrawOffered {
    Color by;
    bool by_claim = false; // a rejected draw claim stands as an offer (9.1.2.4)
};
struct DrawAccepted {
    Color by;
};
struct DrawDeclined {
    Color by;
};
// The opponent moved instead of answering (9.1.2.3): the offer is gone.
struct DrawOfferLapsed {
    Color by; // who had offered
};

struct ClaimUpheld {
    Color by;
    ClaimKind kind;
    std::optional<MoveMade> intended; // "about to appear": the claim came with this move
};

struct ClaimRejected {
    Color by;
    std::optional<Move> intended;       // played after the rejection (9.5.3)
    clock::Duration opponent_bonus{};   // zero in casual games
    clock::Duration claimant_before{};  // claimant's time before the penalty
    clock::Duration claimant_after{};   // and after (2001 halves it)
    // Why: how often the position claimed (after the intended move, if any) has appeared, and
    // the moves since the last capture or pawn move. 0 appearances: not known, not said.
    int appearances = 0;
    int quiet_moves = 0;
};

enum class PenaltyReason { false_claim, illegal_move, arbiter, quickplay };

struct TimeAdjusted {
    Color side;
    clock::Duration delta; // added (positive) or removed (negative)
    PenaltyReason reason;
};

// A side's move completed a period's move count: the next period's time is on its clock
// (2001 6.2, current 6.3).
struct TimeControlReached {
    Color side;
    clock::Duration added;
};

struct FlagFell {
    Color side;
};

struct TimeAnnouncement {
    Color side;
    clock::Duration remaining;
    bool low_time_warning = false;
    bool overtime_period = false;
    int overtime_periods_left = 0;
    // An earlier announcement of the same turn named the side: in the last ten seconds the
    // number alone is then enough.
    bool side_named_before = false;
};

struct IllegalMoveRecorded {
    Color side;
    int count = 0; // this side's illegal moves so far, this one included
    IllegalMovePenalty penalty;
};

struct Retraced {
    int ply = 0;
    bool clocks_restored = true;
    bool timed = true; // a game without a clock has none to restore
};

struct MoveSealed {
    Color by;
    int move_number = 0;
};

struct SealedMoveRevealed {
    Move move;
    std::string san;
};

// Quickplay finish (2001 Art. 10 and App. D; current Guidelines III; RULES.md §6.1).
enum class QuickplayGround { cannot_win_by_normal_means, no_effort_to_win, both };
enum class QuickplayRuling { upheld, rejected, postponed, postponed_with_bonus };

// The player to move, under two minutes, stopped the clock and claimed. With no arbiter
// present the claim ends play and waits for a designated arbiter (referred).
struct QuickplayClaimMade {
    Color by;
    QuickplayGround ground;
    bool referred = false;
    clock::Duration claimant_time{};
};

struct QuickplayClaimRuled {
    Color by; // the claimant
    QuickplayRuling ruling;
    clock::Duration opponent_bonus{};
};

// A flag fell while a claim stood postponed: play stops until the arbiter rules (10.2b; III.5.2).
struct QuickplayRulingDue {
    Color by;   // the claimant
    Color flag; // whose flag fell
};

// Current III.4: instead of claiming, the player to move asks for an increment for both; this
// is also a draw offer.
struct IncrementRequested {
    Color by;
    clock::Duration increment{};
};

struct IncrementRuled {
    Color by; // who asked
    bool granted = false;
    clock::Duration increment{};
    clock::Duration opponent_bonus{};
};

struct GameOver {
    GameResult result;
};

using Event = std::variant<MoveMade, DrawOffered, DrawAccepted, DrawDeclined, DrawOfferLapsed,
                           ClaimUpheld, ClaimRejected, TimeAdjusted, TimeControlReached,
                           FlagFell, TimeAnnouncement,
                           IllegalMoveRecorded, Retraced, MoveSealed, SealedMoveRevealed,
                           QuickplayClaimMade, QuickplayClaimRuled, QuickplayRulingDue,
                           IncrementRequested, IncrementRuled, GameOver>;

} // namespace escaque::game
