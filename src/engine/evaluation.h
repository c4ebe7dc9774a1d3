// The built-in engine's static evaluation: material and piece-square values blended between
// middlegame and endgame, pawn structure (doubled, isolated, passed, connected), piece mobility,
// rooks on open files, the bishop pair, king shelter and attacks on the king, and endgame
// knowledge (drawish material, driving a bare king to the edge).
#pragma once

#include "chess/position.h"
#include "engine/score_pair.h"

namespace escaque::engine {

// Centipawns from the side to move's point of view.
int evaluate(const chess::Position& pos);

// The parts of the evaluation from White's point of view, for tests and tuning.
struct EvaluationTrace {
    ScorePair material_and_squares;
    ScorePair pawns;
    ScorePair pieces;
    ScorePair king_safety;
    ScorePair passed_pawns;
    int phase = 0;
    int white_score = 0; // after tapering and endgame scaling
};
EvaluationTrace trace_evaluation(const chess::Position& pos);

// Neither side has mating material left (K v K, K+minor v K): a dead draw.
bool insufficient_material(const chess::Position& pos);

// The game phase, 24 with all pieces on the board down to 0 with kings and pawns only.
int game_phase(const chess::Position& pos);

} // namespace escaque::engine
