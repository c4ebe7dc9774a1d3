#include "game/autosave.h"

#include <cstdio>
#include <cstdlib>

#include "game/atomic_file.h"
#include "game/save_file.h"
#include "game/score_sheet.h"

namespace escaque::game {

std::string default_state_folder() {
    if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg && *xdg)
        return std::string(xdg) + "/escaque";
    const char* home = std::getenv("HOME");
    return std::string(home && *home ? home : ".") + "/.local/state/escaque";
}

Autosaver::Autosaver(std::string folder) : folder_(std::move(folder)) {}

std::optional<FileError> Autosaver::save(const Game& game, const Tags& tags) {
    if (auto error = make_folders(folder_)) return error;
    if (auto error = write_file_atomically(state_path(), serialize_game(game, tags))) return error;
    return write_file_atomically(score_sheet_path(), score_sheet_pgn(game, tags));
}

std::optional<FileError> Autosaver::save_state(const Game& game, const Tags& tags) {
    if (auto error = make_folders(folder_)) return error;
    return write_file_atomically(state_path(), serialize_game(game, tags));
}

bool Autosaver::has_unfinished_game() const {
    const auto text = read_whole_file(state_path());
    if (!text) return false;
    const auto saved = parse_saved_game(*text);
    return saved && !saved->state.result.over();
}

void Autosaver::discard() { std::remove(state_path().c_str()); }

} // namespace escaque::game
