// Writes match games as PGN: the seven-tag roster, SetUp/FEN for other start positions, the
// time control, the termination, and the moves in SAN with the reason the game ended as a
// final comment.
#pragma once

#include <string>
#include <vector>

#include "chess/position.h"
#include "engine/referee.h"

namespace escaque::engine {

struct GameRecord {
    std::string event = "escaque match";
    std::string date; // "2024.05.01"; "????.??.??" when unknown
    int round = 1;
    std::string white, black;
    chess::Position start;
    std::vector<chess::Move> moves;
    GameEnd end;
    std::string time_control = "-"; // PGN TimeControl tag
};

std::string to_pgn(const GameRecord& game);

// Today's date as PGN writes it.
std::string pgn_date_today();

} // namespace escaque::engine
