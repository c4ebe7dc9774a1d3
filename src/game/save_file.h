// The autosave: every fact needed to resume a game exactly (position, history, clock state
// after every ply, offers, a sealed move, penalties, the result), as a small line-based text
// file. The score sheet (PGN) is written beside it for people; this file is for resuming.
//
// Format, one record per line, fields separated by single spaces (text fields last):
//   escaque-save 1
//   edition current|2001         strictness casual|tournament     recording 0|1
//   quickplay 0|1                offers MIN BETWEEN               increment-first 0|1
//   control timed|untimed|unknown
//   period BASE_NS MOVES METHOD BONUS_NS OVERTIME      (one per period)
//   chess960 0|1                 fen START_FEN
//   tag NAME VALUE...            (the score sheet's tag pairs, in order)
//   opening-note TEXT...
//   ply UCI OFFER SNAPSHOT       (then "note TEXT..." lines for that ply)
//   clock STARTED SNAPSHOT       (the clock now)
//   offer -|w|b   last-offer W B   illegal W B
//   sealed UCI BY MOVENO WHITE_USED_NS BLACK_USED_NS OFFER FEN...
//   result OUTCOME TERMINATION SIDE
//   end
// SNAPSHOT = TO_MOVE then, for White and Black: REMAINING_NS USED_NS MOVES CONTROLS OVERTIME FLAG
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "chess/result.h"
#include "game/game.h"

namespace escaque::game {

struct SavedGame {
    GameSetup setup;
    Tags tags;
    Game::Restored state;
};

std::string serialize_game(const Game& game,
                           const Tags& tags);

// Reads a save file; errors name the line and what was expected.
Result<SavedGame, std::string> parse_saved_game(const std::string& text);

// Rebuilds the game a save file describes.
Result<Game, std::string> load_game(const clock::TimeSource& time, const SavedGame& saved);

} // namespace escaque::game
