// The game in progress, saved after every move and event so that a crash, a kill or a power
// cut loses nothing: the exact state (save_file.h) and the score sheet (PGN), each written
// atomically, in $XDG_STATE_HOME/escaque/ (default ~/.local/state/escaque/).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/atomic_file.h"
#include "game/game.h"

namespace escaque::game {

// $XDG_STATE_HOME/escaque, or $HOME/.local/state/escaque.
std::string default_state_folder();

class Autosaver {
public:
    explicit Autosaver(std::string folder);

    const std::string& folder() const { return folder_; }
    std::string state_path() const { return folder_ + "/current.escaque"; }
    std::string score_sheet_path() const { return folder_ + "/current.pgn"; }

    // Writes both files. On failure the game goes on; the message says what failed and where
    // the game can still be saved by hand.
    std::optional<FileError> save(const Game& game, const Tags& tags);
    // Writes the state file only: while a clock runs between moves, nothing else changes, and
    // the score sheet holds no running time.
    std::optional<FileError> save_state(const Game& game, const Tags& tags);

    // Whether a game in progress was left here (and not finished).
    bool has_unfinished_game() const;
    // Removes the state file of a finished or abandoned game (the PGN stays).
    void discard();

private:
    std::string folder_;
};

} // namespace escaque::game
