// The reading commands that need only a position: pieces, scan, pawns, board, square,
// attackers, legal moves of a piece, knight squares. Shared by play and review.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/position.h"
#include "command_table.h"
#include "tts/phrase_book.h"

namespace escaque::tui {

// "e4", "E4" → the square; nullopt for anything else.
std::optional<chess::Square> parse_square(std::string_view text);

// The answer to a reading command, or nullopt when the command is not one of them.
std::optional<std::string> answer_board_query(const ParsedCommand& command,
                                              const chess::Position& pos,
                                              const tts::PhraseBook& book, bool flipped);

} // namespace escaque::tui
