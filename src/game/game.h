// A game as the FIDE Laws run it, with the program as a fair and exact arbiter: positions,
// the clock, endings, claims, offers, penalties, irregularities, retrace and adjournment.
//
// Every action either changes the game and queues events, or is refused with a reason and
// changes nothing. The game never prints and never reads the keyboard.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "chess/position.h"
#include "chess/result.h"
#include "clock/chess_clock.h"
#include "game/events.h"
#include "game/rules_profile.h"

namespace escaque::game {

// Tournament mode applies the Laws' penalties; casual mode only refuses what is wrong
// (RULES.md §9 items 5 and 6).
enum class Strictness { casual, tournament };

struct DrawOfferPolicy {
    int minimum_move = 1;    // offers from this move number on (default: each side moved once)
    int moves_between = 10;  // a side's next offer only this many of its moves later (throttle)
};

struct GameSetup {
    chess::Position start;
    clock::TimeControl control = clock::TimeControl::untimed();
    RulesEdition edition = RulesEdition::current;
    Strictness strictness = Strictness::casual;
    bool recording = false;        // an over-the-board game typed in (irregularities allowed)
    bool quickplay_finish = false; // 2001 Art. 10 / Guidelines III announced for the event
    // A human arbiter is at hand to rule on quickplay claims. Without one a claim ends play and
    // is referred (2001 App. D; III.6), and an increment request refused by the opponent is
    // granted by the program (RULES.md §9.14).
    bool arbiter_present = true;
    // 2001 rapid and blitz: flags count only when the opponent claims them (B6-B7, RULES.md
    // §9.2); both flags down is then a draw (B8). Ignored where the profile does not allow it.
    bool flags_by_claim = false;
    DrawOfferPolicy offers;
    clock::ClockOptions clock_options;
};

enum class Refusal {
    game_over,
    not_started,
    illegal_move,
    not_your_turn,
    no_offer_to_answer,
    offer_too_early,        // before the event's minimum move
    agreement_too_early,    // current 9.1.1: not both players will have moved by the answer
    offer_too_soon_again,   // the throttle
    offer_already_pending,
    intended_move_illegal,
    not_recording,
    no_such_ply,
    move_sealed,            // the game is adjourned: resume first
    nothing_sealed,
    quickplay_not_available, // no quickplay finish in this game (detail says why)
    quickplay_time_not_low,  // the claimant has two minutes or more
    awaiting_arbiter,        // play is stopped until the arbiter rules on a claim or request
    no_ruling_pending,       // nothing for the arbiter to rule on
    ruling_not_possible,     // e.g. postponing a claim no arbiter is present to follow
    flags_called_automatically,
    no_flag_down,            // a time claim while the opponent still has time
};

// Why, where the refusal alone does not say it.
enum class RefusalDetail : std::uint8_t {
    none,
    quickplay_not_announced,      // the quickplay finish was not announced before the game
    no_clock,                     // the game has no clock
    no_quickplay_in_blitz,        // there is no quickplay finish in blitz
    no_quickplay_with_increment,  // current Laws: none with an increment or a delay
    flags_by_claim_2001_only,     // flags by claim: 2001 rapid and blitz only
    claim_standing,               // a quickplay claim is already standing
    referred_claim_not_postponed, // a referred claim cannot be postponed
    claim_already_postponed,
    increment_already_granted,
    no_increment_request_2001,    // the 2001 Laws have no increment request: claim instead
};

struct GameRefusal {
    Refusal reason;
    RefusalDetail detail = RefusalDetail::none;
    int from_move = 0; // offer_too_soon_again: the move number an offer may go with again
};

const char* describe(Refusal refusal);
// English, lower case, for startup errors and the score sheet; empty for none.
const char* describe(RefusalDetail detail);

struct Ok {};
using Action = Result<Ok, GameRefusal>;

// The score sheet's tag pairs (Event, White, Black, ...), in order.
using Tags = std::vector<std::pair<std::string, std::string>>;

// One completed move and what the clock showed after it.
struct PlyRecord {
    Move move;
    std::string san;
    clock::Snapshot clock_after;
    bool draw_offer = false;         // {(=)} on the score sheet
    std::vector<std::string> notes;  // claims and penalties, for the score sheet's comments
};

// A quickplay-finish claim as the arbiter needs it recorded (App. D / III.6: the final
// position, and the scoresheet, which the game keeps anyway).
struct QuickplayClaim {
    Color by = chess::WHITE;
    QuickplayGround ground = QuickplayGround::cannot_win_by_normal_means;
    int ply = 0;     // plies played when it was made
    std::string fen; // the position written down
    clock::Duration claimant_time{}, opponent_time{};
    bool referred = false;     // no arbiter present: play has ended, a designated arbiter rules
    bool postponed = false;    // play goes on; the arbiter rules later or after a flag falls
    std::optional<Color> flag; // a flag fell while postponed: the ruling is due now
};

// Time an arbiter's decision gave or took (a penalty, a bonus), after `ply` moves. It stands
// when moves are taken back: a retrace that sets the clocks back gives it again.
struct TimeAdjustment {
    int ply = 0;
    Color side = chess::WHITE;
    clock::Duration delta{};
};

// The envelope of an adjourned game (Guidelines I.1 / 2001 App. A.2; RULES.md §6.4).
struct SealedMove {
    Move move;
    Color by;
    int move_number = 0;
    std::string fen_before;
    clock::Duration white_used{}, black_used{};
    bool draw_offer_standing = false;
};

class Game {
public:
    Game(const clock::TimeSource& time, GameSetup setup);

    // --- Reading -----------------------------------------------------------------------------
    const chess::Position& position() const { return positions_.back(); }
    const chess::Position& start_position() const { return positions_.front(); }
    const chess::Position& position_at(int ply) const { return positions_[ply]; }
    const std::vector<PlyRecord>& plies() const { return plies_; }
    int ply_count() const { return int(plies_.size()); }
    Color side_to_move() const { return position().side_to_move(); }
    const GameResult& result() const { return result_; }
    bool over() const { return result_.over(); }
    const GameSetup& setup() const { return setup_; }
    const RulesProfile& profile() const { return profile_; }
    GameClass game_class() const { return game_class_; }
    const clock::ChessClock& clock() const { return *clock_; }
    std::optional<Color> pending_offer() const { return pending_offer_; }
    const std::optional<SealedMove>& sealed() const { return sealed_; }
    int illegal_moves(Color side) const { return illegal_count_[side]; }
    const std::optional<QuickplayClaim>& quickplay_claim() const { return quickplay_claim_; }
    // Play is stopped until the arbiter rules (a quickplay claim or an increment request).
    bool awaiting_arbiter() const;
    bool quickplay_increment() const { return quickplay_increment_; }
    bool flags_by_claim() const;
    // Why there is no quickplay finish in this game, or nothing when there is one.
    std::optional<RefusalDetail> quickplay_unavailable_reason() const;
    // Times the current position has occurred (9.2 sense), this time included.
    int repetition_count() const;
    // What the side to move could claim now, or with the given intended move (9.2, 9.3).
    std::optional<ClaimKind> claimable(std::optional<Move> intended = std::nullopt) const;
    bool threefold_claimable(std::optional<Move> intended = std::nullopt) const;
    // How often the position has appeared, this time included; with `intended` (legal), the
    // position that move would bring about, counting its appearance.
    int appearances(std::optional<Move> intended = std::nullopt) const;
    bool fifty_moves_claimable(std::optional<Move> intended = std::nullopt) const;

    // --- Acting ------------------------------------------------------------------------------
    // Starts the clock: White's clock runs from the start of the game (6.5 / 6.6).
    Action start();
    // Makes and completes the side to move's move (the clock is pressed). With offer_draw the
    // mover offers a draw with his move (9.1.2.1).
    Action play(Move move, bool offer_draw = false);
    Action offer_draw(Color by);
    // Why an offer by `by` (now, or with the move he is about to make) could not stand: too
    // early for the event, too soon after his last, or (current rules) one the opponent could
    // not accept because he has not moved yet. Nothing when it may be made.
    std::optional<GameRefusal> offer_refusal(Color by) const;
    Action accept_draw(Color by);
    Action decline_draw(Color by);
    // A 9.2 / 9.3 claim by the side to move, with the intended move when the position is
    // "about to appear". Upheld: a draw. Rejected: the edition's penalty in tournament mode, and
    // the intended move is played (9.5).
    Action claim_draw(std::optional<Move> intended = std::nullopt);
    Action resign(Color side);
    // Recording mode: the player of `side` completed an illegal move on the board (7.4 / 7.5).
    // The position was never changed here, since illegal moves are not entered; the penalty of
    // the edition is applied and the game may end.
    Action record_illegal_move(Color side);
    // Back to the position after `ply` plies (RULES.md §1.6): the later moves are removed; the
    // clocks are set as they were then unless keep_clock_times.
    Action retrace(int ply, bool keep_clock_times = false);
    // The side to move seals `move` (Guidelines I); the clock stops.
    Action seal(Move move);
    // Resumption: the sealed move is revealed and played, the opponent's clock starts.
    Action resume_adjourned();
    // The arbiter's own adjustment of a clock (7.1, 12.9).
    Action adjust_time(Color side, clock::Duration delta);
    // Loading a score sheet: the clock of the side that made the last move set to the time the
    // file recorded after it ([%clk]), in the clock and in that move's record, so that a save
    // or a retrace gives the recorded time back.
    void set_recorded_clock(clock::Duration remaining);
    // The program's own waits (an engine starting, which may take seconds) are nobody's
    // thinking time: the running clock stops for them. False when it was not running.
    bool hold_clock();
    // Restarts a clock hold_clock stopped.
    void release_clock();
    // Loading a score sheet: the comments on the last move (or before the first), kept as its
    // notes. Those escaque writes stand again: "White illegal move 2, Black +2:00" counts the
    // illegal move and gives the time, which a later [%clk] of that side then sets exactly.
    void take_recorded_notes(const std::vector<std::string>& comments);

    // --- Quickplay finish and time claims (game_quickplay.cpp) --------------------------------
    // The side to move, under two minutes, claims (2001 10.2; III.5): the clock stops.
    Action claim_quickplay_finish(QuickplayGround ground);
    // The arbiter rules on the standing claim.
    Action rule_quickplay_claim(QuickplayRuling ruling);
    // Current III.4: the side to move, under two minutes, asks for an increment for both.
    Action request_quickplay_increment();
    // The arbiter grants or refuses a request the opponent has declined.
    Action rule_increment_request(bool grant);
    // Flags by claim (2001 B6-B7): `by` claims that the opponent's flag has fallen.
    Action claim_flag(Color by);

    // --- Time --------------------------------------------------------------------------------
    // Collects due clock events (flags end the game; announcements are queued as events).
    void tick();
    // When tick() next has something to do; the main loop sleeps until then.
    std::optional<clock::TimePoint> next_event_time() const;

    // Events since the last call, in order.
    std::vector<Event> take_events();

    // Rebuilding a game (autosave): replay plies with their recorded clock snapshots.
    struct Restored {
        std::vector<PlyRecord> plies;
        clock::Snapshot clock_now;
        bool clock_started = false;
        clock::Duration delay_used{}; // of the mover's turn in progress (G/5 d3)
        std::optional<Color> pending_offer;
        std::optional<SealedMove> sealed;
        int white_illegal = 0, black_illegal = 0;
        GameResult result;
        int white_last_offer_move = -1000, black_last_offer_move = -1000;
        std::vector<std::string> opening_notes; // before the first move
        std::optional<QuickplayClaim> quickplay_claim;
        std::optional<Color> increment_request;
        bool increment_awaits_arbiter = false;
        bool quickplay_increment = false;
        std::vector<TimeAdjustment> adjustments;
    };
    static Result<Game, std::string> restore(const clock::TimeSource& time, GameSetup setup,
                                             const Restored& state);
    Restored state() const;

private:
    void make_move(Move move, bool offer_draw);
    bool has_moved(Color side) const; // at least one move of this side in the game
    // The number of the move an offer by `by` goes with, made or about to be.
    int offer_move_number(Color by) const;
    void check_automatic_endings();
    void end_game(Outcome outcome, Termination reason, std::optional<Color> side);
    void handle_flag(Color side);
    // The result a fallen flag gives: a loss, or a draw when the opponent cannot mate (6.9).
    void flag_result(Color side);
    void grant_increment(Color by);
    // The side cannot checkmate by any series of legal moves (proven).
    bool cannot_mate(Color side) const;
    // Neither side can checkmate (5.2.2), proven within the budget for a check after each move.
    bool position_is_dead() const;
    Outcome win_for(Color side) const {
        return side == chess::WHITE ? Outcome::white_wins : Outcome::black_wins;
    }
    Action refuse(Refusal reason, RefusalDetail detail = RefusalDetail::none) const;
    void apply_time(Color side, clock::Duration delta, PenaltyReason reason);
    void note(const std::string& text);

    const clock::TimeSource* time_;
    GameSetup setup_;
    RulesProfile profile_;
    GameClass game_class_;
    std::unique_ptr<clock::ChessClock> clock_;
    clock::Snapshot initial_clock_; // what a retrace to the start restores
    std::vector<chess::Position> positions_; // positions_[i] after i plies
    std::vector<PlyRecord> plies_;
    std::vector<std::string> notes_before_first_move_;
    std::vector<Event> events_;
    GameResult result_;
    std::optional<Color> pending_offer_;
    // A side that offered a draw in its own turn, before moving: its move carries the (=) even
    // if the offer was declined first (against the computer, at once).
    std::optional<Color> offered_in_turn_;
    int last_offer_move_[2] = {-1000, -1000};
    int illegal_count_[2] = {0, 0};
    std::vector<TimeAdjustment> adjustments_;
    std::optional<SealedMove> sealed_;
    std::optional<QuickplayClaim> quickplay_claim_;
    std::optional<Color> increment_request_;
    bool increment_awaits_arbiter_ = false;
    bool quickplay_increment_ = false;
};

// Why a game so set up can have no quickplay finish, or nothing when it can.
std::optional<RefusalDetail> quickplay_unavailable(const GameSetup& setup);
// Why flags by claim do not apply to a game so set up, or nothing when they do.
std::optional<RefusalDetail> flags_by_claim_unavailable(const GameSetup& setup);

clock::Side side_of(Color c);
Color color_of(clock::Side s);

} // namespace escaque::game
