// Shared by the dead-position tests: a position from a FEN the test knows to be valid.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "chess/fen.h"

namespace escaque::chess::testing {

inline Position position(const std::string& fen, bool chess960 = false) {
    const auto pos = parse_fen(fen, {.chess960 = chess960});
    INFO(fen);
    REQUIRE(pos);
    return *pos;
}

} // namespace escaque::chess::testing
