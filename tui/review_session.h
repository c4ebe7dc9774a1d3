// Reviewing a game from a PGN file (or the autosaved score sheet): step forward and back, jump
// to a move, hear each move, and ask about the position shown with the reading commands.
#pragma once

#include <optional>
#include <vector>

#include "activity.h"
#include "game/game.h"
#include "notation/pgn_game.h"

namespace escaque::tui {

class ReviewSession final : public Activity {
public:
    // `games_in_file`: how many games the file has (the first is reviewed).
    ReviewSession(Context& context, notation::PgnGame pgn, int games_in_file = 1);

    void begin() override;
    Reaction handle(const std::string& line, const CommandParse& parsed) override;
    void on_time() override {}
    std::optional<TimePoint> next_wakeup() const override { return std::nullopt; }
    BoardView view() const override;
    bool quit_needs_confirmation() const override { return false; }

private:
    Reaction command(const ParsedCommand& command);
    // Shows the position after `ply` plies and says the move that led to it.
    void go_to(int ply);
    void announce_position();
    // A move as "go" names it: "12", "12 black", "12...".
    struct MoveTarget {
        int number = 0;
        std::optional<chess::Color> side; // none: White's, or Black's if White has none
    };
    std::optional<MoveTarget> move_target(const std::vector<std::string>& args) const;
    std::optional<int> ply_of(const MoveTarget& target) const;
    std::string no_such_move(const MoveTarget& target) const;
    std::optional<chess::Color> side_word(const std::string& text) const;
    // The game from ply `from` to ply `to`, for the phrase book's history and last move. A
    // game holds no null move (the Laws have none), so the one shown starts after the last
    // null move before the ply shown.
    game::Game game_between(int from, int to) const;
    // The written move of escaque's draw-claim note, in words, in `pos`; empty for any other.
    std::string claim_move_words(std::string_view comment, const chess::Position& pos) const;
    game::Game game_so_far() const;
    int null_moves_end() const; // the ply after the last null move up to the ply shown
    std::string null_move_sentence(int ply) const;
    std::string history_words(int n) const;
    std::string result_words() const;

    Context& ctx_;
    notation::PgnGame pgn_;
    std::vector<chess::Position> positions_; // positions_[i]: after i plies
    clock::SteadyTimeSource time_;
    int ply_ = 0;
    int games_in_file_ = 1;
};

} // namespace escaque::tui
