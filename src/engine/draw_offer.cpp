#include "engine/draw_offer.h"

#include "engine/evaluation.h"

namespace escaque::engine {

namespace {
constexpr int CLEARLY_WORSE = -60;  // about two thirds of a pawn down
constexpr int LEVEL_ENOUGH = 25;    // within a quarter of a pawn
constexpr int SIMPLIFIED_PHASE = 8; // e.g. a rook and a minor piece each, or less
constexpr int OPENING_MOVES = 12;
constexpr int LONG_GAME_MOVES = 40;
} // namespace

bool accept_draw_offer(const chess::Position& pos, int engine_score) {
    if (insufficient_material(pos)) return true;
    if (engine_score <= CLEARLY_WORSE) return true;
    if (pos.fullmove_number() <= OPENING_MOVES) return false; // play the game first
    if (engine_score > LEVEL_ENOUGH) return false;
    return game_phase(pos) <= SIMPLIFIED_PHASE || pos.fullmove_number() >= LONG_GAME_MOVES;
}

} // namespace escaque::engine
