// Which engine plays in a match, as written on the command line:
//   builtin:LEVEL                     the built-in engine at a strength level 1–10
//   uci:PATH[,Option=Value…]          an external UCI engine, e.g.
//                                     uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1800
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/result.h"
#include "engine/opponent.h"

namespace escaque::engine {

struct EngineSpec {
    enum class Kind { builtin, uci };
    Kind kind = Kind::builtin;
    int level = 10;                                           // builtin
    std::string program;                                      // uci
    std::vector<std::pair<std::string, std::string>> options; // uci

    static Result<EngineSpec> parse(std::string_view text);
    std::string text() const; // back to the command-line form
};

struct OpponentSettings {
    std::string engine_log; // where external engines' stderr goes ("" = discarded)
    uint64_t seed = 0;      // for the built-in engine's weaker levels
    size_t hash_megabytes = 16;
};

Result<std::unique_ptr<Opponent>> create_opponent(const EngineSpec& spec,
                                                  const OpponentSettings& settings);

} // namespace escaque::engine
