// The text of the UCI protocol: reading what an engine says, writing what we send it.
// Reading is pure (a line in, a message out); commands are only built from validated values:
// a GameLine (positions and moves our rules core produced) and options the engine declared.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/result.h"
#include "engine/engine_error.h"
#include "engine/engine_event.h"
#include "engine/game_line.h"
#include "engine/search_limits.h"

namespace escaque::engine {

// "option name Skill Level type spin default 20 min 0 max 20"
struct UciOption {
    std::string name;
    std::string type; // check, spin, combo, button, string
    std::string default_value;
    std::optional<long long> min, max;
    std::vector<std::string> choices; // combo values
};

// One line of engine output, as far as we understand it.
struct EngineMessage {
    enum class Kind { id_name, id_author, uci_ok, ready_ok, best_move, info, option, other };
    Kind kind = Kind::other;
    std::string text; // id name/author; the best move; the raw line for `other`
    std::string ponder;
    // info: depth, score, nodes, time; pv as the engine wrote it (checked later)
    SearchInfo info;
    std::vector<std::string> pv;
    UciOption option;
};

EngineMessage parse_engine_line(std::string_view line);

// "position startpos moves e2e4 ..." or "position fen <fen> moves ..."
std::string position_command(const GameLine& game);
// "go wtime … btime … winc … binc … movestogo …", "go movetime …", "go depth …", "go infinite"
std::string go_command(const SearchLimits& limits);
// "setoption name <name> value <value>", refused with a reason when the engine did not declare
// the option or the value does not fit its type (a number out of range, an unknown choice,
// or text that would break the line-based protocol).
Result<std::string, OptionRefusal> setoption_command(const std::vector<UciOption>& declared,
                                                     std::string_view name, std::string_view value);

// Moves written in UCI text, replayed from pos; stops at the first one that is not legal.
std::vector<chess::Move> moves_from_text(const chess::Position& pos,
                                         const std::vector<std::string>& texts);

} // namespace escaque::engine
