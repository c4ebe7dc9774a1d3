#include "notation/move_input.h"

#include <cctype>
#include <string>

#include "notation/move_resolver.h"
#include "notation/move_syntax.h"

namespace escaque::notation {

using namespace chess;

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

} // namespace

Result<Move, MoveRejection> parse_move_text(const Position& pos, std::string_view typed,
                                            const InputOptions& options) {
    typed = trimmed(typed);
    std::string ascii;
    const std::string_view text =
        normalise_move_text(typed, options.letters, ascii) ? std::string_view(ascii) : typed;
    const auto syntax = parse_move_syntax(text, {.letters = options.letters, .typed = true});
    if (!syntax) {
        MoveRejection r;
        r.reason = RejectionReason::not_understood;
        r.side = pos.side_to_move();
        r.text = std::string(typed);
        return unexpected(std::move(r));
    }
    const ResolveOptions resolve{
        .castling_by_king_step = true,
        .castling_by_king_takes_rook = false,
        .default_promotion = options.unnamed_promotion,
        .capture_sign_must_match = true,
    };
    return resolve_move(pos, *syntax, resolve);
}

} // namespace escaque::notation
