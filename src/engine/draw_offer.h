// How the built-in engine answers a draw offer: from its evaluation and the material left.
#pragma once

#include "chess/position.h"

namespace escaque::engine {

struct DrawOfferAnswer {
    bool accept = false;
    int score = 0; // the engine's evaluation, centipawns from its own side
};

// engine_score: the engine's evaluation of pos from its own point of view (centipawns;
// mates as large values). The engine accepts when it stands worse, when nothing is left to
// play for (dead material, a level and simplified ending, a long level game), and declines
// while it is better or the game has barely begun.
bool accept_draw_offer(const chess::Position& pos, int engine_score);

} // namespace escaque::engine
