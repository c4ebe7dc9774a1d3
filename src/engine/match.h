// Engine-versus-engine matches, headless: every opening is played twice with the colours
// swapped, each game refereed by our own rules (an illegal move, a crash or a timeout loses;
// mate, stalemate, repetition, the fifty-move rule and insufficient material end it), with a
// clock per side. The caller hears about each finished game (to print it, to write its PGN).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/engine_spec.h"
#include "engine/match_pgn.h"
#include "engine/match_statistics.h"
#include "engine/match_time_control.h"
#include "engine/opponent.h"

namespace escaque::engine {

struct MatchConfig {
    EngineSpec first;  // White in games 1, 3, 5, …; the score is counted for this engine
    EngineSpec second; // White in games 2, 4, 6, …
    int games = 2;
    MatchTimeControl time_control;
    std::vector<chess::Position> openings; // empty: the standard start position
    // How far past its time an engine may answer without losing (process scheduling).
    Milliseconds time_margin{50};
    OpponentSettings settings;
    std::string event = "escaque match";
};

struct MatchReport {
    MatchScore score;
    bool aborted = false;
    std::string abort_reason; // an engine could not be started or restarted
};

using GameFinished = std::function<void(const GameRecord&, const MatchScore&)>;

MatchReport run_match(const MatchConfig& config, const GameFinished& on_game = {});

// One refereed game. A player whose engine failed (crash, hang, illegal move) is marked in
// failed[colour] so the match can restart it.
struct PlayedGame {
    GameRecord record;
    bool failed[chess::COLOR_NB]{};
};
PlayedGame play_game(Opponent& white, Opponent& black, const chess::Position& start,
                     const MatchTimeControl& time_control, Milliseconds time_margin);

} // namespace escaque::engine
