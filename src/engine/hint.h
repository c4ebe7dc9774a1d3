// A move to suggest to a player who asks for a hint: a short search at full strength, with a
// table of its own, so that the opponent's search, level and memory are untouched.
#pragma once

#include <cstdint>
#include <optional>

#include "chess/types.h"
#include "engine/game_line.h"

namespace escaque::engine {

// About a fifth of a second on these machines (0.19 s a hint, measured in a middlegame): an
// answer while the player thinks.
inline constexpr uint64_t HINT_NODES = 250'000;

// The best move found in game.current(), or nothing when there is no legal move.
std::optional<chess::Move> suggest_move(const GameLine& game, uint64_t nodes = HINT_NODES);

} // namespace escaque::engine
