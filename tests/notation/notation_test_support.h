// Small helpers shared by the notation tests.
#pragma once

#include <catch2/catch.hpp>
#include <string_view>

#include "chess/fen.h"
#include "chess/uci.h"
#include "notation/move_input.h"

namespace escaque::test {

inline chess::Position position_from(std::string_view fen, bool chess960 = false) {
    auto pos = chess::parse_fen(fen, {.chess960 = chess960});
    REQUIRE(pos.has_value());
    return *pos;
}

// The UCI text of what a typed move resolves to, or "refused: <reason in English>".
inline std::string typed(const chess::Position& pos, std::string_view text,
                         const notation::InputOptions& options = {}) {
    const auto result = notation::parse_move_text(pos, text, options);
    if (!result) return "refused: " + notation::describe(result.error());
    return chess::uci_string(*result, pos.chess960());
}

inline notation::MoveRejection refusal(const chess::Position& pos, std::string_view text,
                                       const notation::InputOptions& options = {}) {
    const auto result = notation::parse_move_text(pos, text, options);
    REQUIRE_FALSE(result.has_value());
    return result.error();
}

} // namespace escaque::test
