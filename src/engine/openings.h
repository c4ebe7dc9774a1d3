// Opening positions for matches: a file of FEN or EPD lines, one position a line ('#' starts a
// comment). EPD lines (four fields and operations) get move counters 0 and 1.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess/position.h"
#include "chess/result.h"

namespace escaque::engine {

// Reads every line or fails at the first bad one, naming its number and the FEN problem.
Result<std::vector<chess::Position>> parse_openings(std::string_view text);
Result<std::vector<chess::Position>> read_openings_file(const std::string& path);

} // namespace escaque::engine
