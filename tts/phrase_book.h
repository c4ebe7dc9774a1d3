// What escaque says: every event of the game layer and every answer of the program's commands
// as words, in English or Spanish, in the chosen square style and verbosity. Pure functions of
// their arguments, unit-tested without audio. The same text goes to the screen (or line-mode
// output) and to the speaker, which shapes it for espeak-ng.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "chess/position.h"
#include "clock/time_types.h"
#include "game/events.h"
#include "game/game.h"
#include "notation/move_rejection.h"
#include "tts/wording.h"

namespace escaque::tts {

enum class Verbosity : std::uint8_t {
    brief,   // "knight Felix three"
    normal,  // "knight from Gustav one to Felix three"
    verbose, // "White knight from Gustav one to Felix three, takes pawn. Check."
};

// What a confirmation question asks before an action that cannot be undone.
enum class Confirmation : std::uint8_t {
    quit,       // "Quit the game: are you sure?"
    resign,     // "Resign: are you sure?"
    offer_draw, // "Offer a draw: are you sure?"
    claim_draw, // a claim cannot be withdrawn (9.5): "Claim a draw: are you sure?"
    new_game,   // "Start a new game: are you sure?"
};

struct PhraseSettings {
    Wording wording;
    Verbosity verbosity = Verbosity::normal;
};

class PhraseBook {
public:
    explicit PhraseBook(PhraseSettings settings) : settings_(settings) {}
    const PhraseSettings& settings() const { return settings_; }

    // --- Game events (game/events.h) -------------------------------------------------------
    // One sentence or a few short ones; empty for events that say nothing at this verbosity.
    // A TimeAdjusted for a false claim or an illegal move is always empty: the ClaimRejected or
    // IllegalMoveRecorded phrase the game emits with it already says the penalty.
    std::string event(const game::Event& event) const;
    std::string move(const game::MoveMade& move) const;
    std::string result(const game::GameResult& result) const;
    std::string refusal(const game::GameRefusal& refusal) const;
    std::string rejection(const notation::MoveRejection& rejection) const;

    // --- Time --------------------------------------------------------------------------------
    std::string time(clock::Duration remaining) const; // "four minutes thirty seconds"
    // A side's time as its clock has it: the main time, or in byo-yomi overtime the time of the
    // period and how many are left ("overtime: eight seconds, two periods left").
    std::string clock_time(const clock::ChessClock& clock, clock::Side side) const;
    // Both clocks: "White four minutes, Black three minutes ten seconds".
    std::string clocks(clock::Duration white, clock::Duration black) const;
    std::string clocks(const clock::ChessClock& clock) const;
    // Clocks a score sheet recorded ([%clk], whole seconds): "one second", not "one point zero
    // seconds"; `white` or `black` may be unknown.
    std::string recorded_clocks(std::optional<clock::Duration> white,
                                std::optional<clock::Duration> black) const;

    // --- The board ---------------------------------------------------------------------------
    std::string square(chess::Square s) const;       // in the chosen style
    std::string piece(chess::PieceType pt) const;    // "knight" / "caballo" / "Springer"
    std::string colored_piece(chess::Piece p) const; // "white knight"
    std::string square_contents(const chess::Position& pos, chess::Square s) const;
    // A rank or file with runs of empty squares compressed: "rook, three empty, king, ...".
    // `among_others`: one of the whole board's ranks, which keeps its number even when brief.
    std::string scan_rank(const chess::Position& pos, chess::Rank r,
                          bool among_others = false) const;
    std::string scan_file(const chess::Position& pos, chess::File f) const;
    // Where the pieces of one kind stand: "white knights: Bella one, Gustav one".
    std::string pieces(const chess::Position& pos, chess::Color c, chess::PieceType pt) const;
    // Every piece of both sides, White first, kings first.
    std::string all_pieces(const chess::Position& pos) const;
    // Attackers and defenders of a square.
    std::string attackers(const chess::Position& pos, chess::Square s) const;
    // The legal moves of the piece on a square.
    std::string moves_from(const chess::Position& pos, chess::Square s) const;
    std::string side_to_move(const chess::Position& pos) const; // "White to move"
    std::string last_move(const game::Game& game) const;        // "last move: Black knight ..."
    // The last n moves (all when n <= 0), as move numbers and moves in words. A move here is
    // one side's move (a ply): history(game, 1) is the last move made.
    std::string history(const game::Game& game, int n) const;

    // --- Moves outside events, counts and confirmations ------------------------------------
    // A legal move of `before` in words, as move() would announce it once played.
    std::string describe_move(const chess::Position& before, chess::Move m) const;
    // The same inside a longer sentence, check as words ("… David seven with check: are you
    // sure?"), not a sentence of its own.
    std::string move_in_sentence(const chess::Position& before, chess::Move m) const;
    // Recording mode (RULES.md §1.3, a slip of the tongue is corrected before confirming):
    // "You entered: knight from Gustav one to Felix three. Confirm with Enter."
    std::string confirm_move(const chess::Position& before, chess::Move m) const;
    // "Move thirteen, White to move. Moves made: White twelve, Black twelve." (RULES.md §1.7:
    // the moves completed by both, on request).
    std::string move_count(const game::Game& game) const;
    // The same from the facts (a review with a null move has no game to give).
    std::string move_count(const chess::Position& now, int white_made, int black_made,
                           bool over) const;
    std::string confirmation(Confirmation what) const;

private:
    PhraseSettings settings_;
};

} // namespace escaque::tts
