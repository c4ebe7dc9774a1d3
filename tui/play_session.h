// A game being played: against the computer, two players at one keyboard, or an over-the-board
// game recorded move by move. The game layer is the arbiter; this class turns typed lines into
// its actions, its events into announcements, drives the computer, and saves after every
// change.
#pragma once

#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>

#include "activity.h"
#include "engine/builtin_engine.h"
#include "engine/game_line.h"
#include "engine/opponent.h"
#include "game/autosave.h"
#include "game_factory.h"
#include "notation/move_input.h"
#include "talking_clock.h"

namespace escaque::tui {

class PlaySession final : public Activity {
public:
    PlaySession(Context& context, GameStart start, std::mt19937_64& random);
    ~PlaySession() override;

    void begin() override;
    Reaction handle(const std::string& line, const CommandParse& parsed) override;
    std::optional<Reaction> answer(const std::string& line) override;
    bool awaiting_answer() const override { return promotion_asked_.has_value(); }
    void on_time() override;
    void on_engine_output() override;
    int engine_fd() const override;
    bool busy() const override;
    std::optional<TimePoint> next_wakeup() const override;
    BoardView view() const override;
    void settings_changed() override;
    void shutdown() override;
    bool saved() const override { return saved_; }
    std::optional<std::string> saved_by_hand_to() const override {
        if (!saved_by_hand_) return std::nullopt;
        return last_saved_path_;
    }
    // A finished game whose last save failed is not left without a word either.
    bool quit_needs_confirmation() const override { return !game().over() || unsaved(); }
    bool unsaved() const override { return autosave_failing_ && !saved_by_hand_.has_value(); }

    const game::Game& game() const { return *start_.game; }

private:
    // The computer played against, as the game's start names it.
    std::string opponent_name(tts::Language lang) const;
    static clock::AnnouncementSchedule talking_schedule();
    // The talking clock on or off as the player chose, else by the game's strictness.
    void enable_talking_clock();

    // --- Moves (play_session.cpp)
    // `promotion`: the piece named in answer to "promote to which piece?".
    Reaction typed_move(const std::string& text,
                        chess::PieceType promotion = chess::NO_PIECE_TYPE);
    void confirm_pending();
    void play(chess::Move move, bool offer_draw);
    // Announces the game's events, then saves, answers offers and wakes the computer.
    void after_change();
    int announce_events(); // how many there were
    void save();
    // After each automatic save: says when saving stops working and when it works again.
    void note_save(const std::optional<game::FileError>& failure);
    // When the running clocks are next saved; nothing while no clock runs.
    std::optional<TimePoint> clock_saving_due() const;
    static constexpr std::chrono::seconds CLOCK_SAVING_INTERVAL{1};
    bool two_step() const;
    bool computer_to_move() const;
    chess::Color acting_side() const;
    // How the player's moves are read: the piece letters of the player's language.
    notation::InputOptions move_input_options() const;
    // A move given with a command (claim, seal); its rejection is said and nothing returned.
    std::optional<chess::Move> move_argument(const std::string& text);
    void say(const std::string& text, tts::Priority priority = tts::Priority::interrupt);
    void refused(const game::GameRefusal& refusal);

    // --- Commands (play_commands.cpp)
    Reaction command(const ParsedCommand& command);
    void say_clock();
    void say_my_time();
    void draw_command(const ParsedCommand& command);
    void decline_command(const ParsedCommand& command);
    void claim_command(const ParsedCommand& command);
    void resign_command(const ParsedCommand& command);
    void seal_command(const ParsedCommand& command);
    void undo_command();
    void hint_command();
    void illegal_command(const ParsedCommand& command);
    void retrace_command(const ParsedCommand& command);
    // Quickplay finish and flag claims (play_arbiter.cpp). True when the words were theirs.
    bool special_claim(const ParsedCommand& command);
    void arbiter_command(const ParsedCommand& command);
    void save_command(const ParsedCommand& command);
    void new_game_command();
    std::optional<chess::Color> side_argument(const std::vector<std::string>& args,
                                              std::size_t index);
    // A side named that is neither white nor black is said to be; true then.
    bool refuse_unknown_side(const std::vector<std::string>& args);
    // The entered, unconfirmed move is dropped (cancel, undo), and said to be.
    void forget_pending_move();

    // --- The computer (play_engine.cpp)
    void start_engine();
    // Starts the engine (or readies the running one for a new game) for start_engine.
    void launch_engine();
    // The engine that plays, and its level, on the score sheet.
    void name_engine_in_tags();
    // A resumed game's own settings (colour, clock, rules, engine) become the session's, so
    // that "new" repeats the game just played rather than the options escaque started with.
    void adopt_game_settings();
    void stop_engine();
    void think_if_its_turn();
    void answer_offer_if_pending();
    engine::GameLine game_line() const;
    engine::SearchLimits search_limits() const;
    void engine_failed(const engine::EngineError& reason);

    Context& ctx_;
    std::mt19937_64& random_;
    GameStart start_;
    game::Autosaver autosaver_;
    TalkingClock talking_clock_;
    std::unique_ptr<engine::Opponent> engine_;
    engine::BuiltinEngine* builtin_ = nullptr; // engine_ when it is the built-in one
    int uci_level_ = 0; // the level an external engine was last given
    // Chosen by the player for the next game while a resumed one plays on in its own.
    struct ForNewGame {
        std::optional<Mode> mode;
        std::optional<int> level;
        int resumed_level = 0; // the level the resumed game plays at; "set level" changes it
    } for_new_game_;
    bool pgn_written_ = false; // the --pgn file holds this game's score sheet now
    bool pgn_refused_ = false; // the --pgn file holds other games: it is left alone
    std::set<std::string> saved_paths_; // files "save" wrote this game to
    std::string last_saved_path_;
    std::optional<chess::Move> pending_;       // entered, not yet confirmed
    bool pending_offer_ = false;               // a draw offer goes with the pending move
    bool told_engine_declines_ = false;        // that a UCI engine declines every offer
    std::optional<std::string> promotion_asked_; // a promotion typed without its piece
    // The last automatic save failed (and was said); the next that works says so too.
    bool autosave_failing_ = false;
    // save FILE worked: the plies and whether the game was over then, until the game changes.
    std::optional<std::pair<int, bool>> saved_by_hand_;
    bool pgn_failure_told_ = false;
    bool saved_ = false; // the last automatic save succeeded
    TimePoint last_save_{}; // the clocks are saved again a second after it while they run
};

} // namespace escaque::tui
