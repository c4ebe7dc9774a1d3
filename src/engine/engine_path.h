// Finding an external engine's program: a path, or a name looked up on PATH and then in the
// directories where distributions install chess engines (Debian puts Stockfish in /usr/games,
// which is not on every user's PATH).
#pragma once

#include <string>
#include <string_view>

#include "chess/result.h"
#include "engine/engine_error.h"

namespace escaque::engine {

inline constexpr std::string_view DEFAULT_UCI_ENGINE = "stockfish";

// The executable file for program (a name or a path), or a reason it was not found.
Result<std::string, EngineError> find_engine_program(std::string_view program);

} // namespace escaque::engine
