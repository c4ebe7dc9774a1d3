// Where a game comes from: new from the settings (start position, FEN or Chess960; time
// control; rules), a file the user names (PGN or an escaque save), or the autosave. The mode
// and the players travel in the score sheet's tags, so a resumed game knows what it was.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "chess/result.h"
#include "clock/time_source.h"
#include "game/autosave.h"
#include "game/game.h"
#include "notation/pgn_game.h"
#include "game/score_sheet.h"
#include "settings.h"

namespace escaque::tui {

struct GameStart {
    std::optional<game::Game> game;
    game::Tags tags;
    Mode mode = Mode::computer;
    chess::Color user = chess::WHITE; // against the computer
    std::string engine;               // the engine's spec text ("builtin:3", "uci:stockfish")
    std::optional<int> chess960_number;
    bool resumed = false;
    bool loaded = false; // from a file named with --load, not the game saved here
    // A PGN loaded whose result the board does not show (a resignation, a flag): told at the
    // start, and the Result tag is cleared as play goes on.
    notation::GameResult file_result = notation::GameResult::unknown;
    // A loaded FEN tag's castling rights that no rook could use, dropped: the field as written
    // and as read ("KQkq", "Kq"); empty when none was.
    std::string castling_written, castling_read;
};

// The tags that carry the program's own facts, besides the seven-tag roster.
inline constexpr const char* mode_tag = "EscaqueMode";
inline constexpr const char* user_tag = "EscaqueUser";
inline constexpr const char* engine_tag = "EscaqueEngine";
// The rules edition ("current", "2001"): a score sheet played on keeps its penalties.
inline constexpr const char* rules_tag = "EscaqueRules";
// The computer's level, for an external engine too (its strength and its time a move).
inline constexpr const char* level_tag = "EscaqueLevel";

Result<GameStart, std::string> new_game(const Settings& settings, const clock::TimeSource& time,
                                        std::mt19937_64& random);
// A PGN file (its first game, played on from its last position) or an escaque save file.
Result<GameStart, std::string>
load_game_file(const Settings& settings, const clock::TimeSource& time, const std::string& path);
Result<GameStart, std::string> resume_autosave(const Settings& settings,
                                               const clock::TimeSource& time,
                                               const game::Autosaver& autosaver);

// The engine spec for the settings: "builtin" takes --level.
std::string engine_spec_text(const Settings& settings);

// Sets a tag, adding it when missing.
void set_tag(game::Tags& tags, const std::string& name, const std::string& value);
std::string tag_value(const game::Tags& tags, const std::string& name);

// "~/games/x.pgn" → "$HOME/games/x.pgn".
std::string expand_home(const std::string& path);

// Why a file cannot be read: "no such file", "it is a folder, not a file", or the system's
// reason.
std::string unreadable_reason(tts::Language lang, const std::string& path);

// Where a game is kept when no file is named: $XDG_DATA_HOME/escaque/games/DATE-TIME.pgn.
std::string default_game_file();

// Why `path` must not be replaced by this game's score sheet: it holds other games, or another
// game, or something that is not a score sheet. Nothing when it is absent, empty, or an earlier
// state of this very game (the same start, its moves the first of this game's).
std::optional<std::string> holds_other_games(const std::string& path, const chess::Position& start,
                                             const std::vector<chess::Move>& moves);
std::optional<std::string> holds_other_games(const std::string& path, const game::Game& game);

// A file name ending in ".escaque": the game is saved whole there (the clocks as they stand, a
// sealed move, every penalty), as the automatic save keeps it, rather than as a score sheet.
bool is_exact_save_path(std::string_view path);

// Keeps a game in a file of its own in the games folder (PGN, and beside it the exact state that
// --load plays on from) before a game that replaces it is saved over it; the PGN's path.
Result<std::string, game::FileError> keep_game(const GameStart& start);

// Writes the game's score sheet (PGN) to `path`, or the whole game when the name ends in
// ".escaque", making its folders: the error, or nothing.
std::optional<game::FileError> save_game_file(const std::string& path, const game::Game& game,
                                              const game::Tags& tags);

} // namespace escaque::tui
