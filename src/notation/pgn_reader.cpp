#include "notation/pgn_reader.h"

#include <memory>

#include "notation/nag.h"
#include "notation/pgn_game_builder.h"
#include "notation/text_encoding.h"

namespace escaque::notation {

namespace {

bool starts_with_letter(std::string_view word) {
    const char c = word.front();
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool is_null_move(std::string_view word) {
    return word == "--" || word == "Z0";
}

bool is_en_passant_remark(std::string_view word) {
    return word == "e.p." || word == "ep";
}

std::string found_text(const PgnToken& token) {
    return "found \"" + std::string(token.text) + "\", expected " + std::string(token.message);
}

} // namespace

PgnReader::PgnReader(std::string_view text, PgnReadOptions options)
    : lexer_(text, options.lenient), options_(options) {}

PgnToken PgnReader::next_token() {
    if (pending_) {
        PgnToken token = *pending_;
        pending_.reset();
        return token;
    }
    return lexer_.next();
}

std::optional<PgnGame> PgnReader::next() {
    std::unique_ptr<PgnGameBuilder> game;
    bool in_movetext = false;
    bool substantive = false; // a tag, movetext or a result: more than stray comments
    bool br_noted = false;
    int depth = 0;
    for (;;) {
        const PgnToken token = next_token();
        if (token.kind == PgnTokenKind::end_of_input) {
            // Comments after a file's last result (engine logs) make no game.
            if (!game || !substantive) return std::nullopt;
            return game->finish(token);
        }
        if (!game) game = std::make_unique<PgnGameBuilder>(++games_read_, token.line, options_);
        substantive = substantive || token.kind != PgnTokenKind::comment;
        if (token.line_breaks_as_br && !br_noted) {
            game->quirk(token, "line breaks written as <br />");
            br_noted = true;
        }
        switch (token.kind) {
        case PgnTokenKind::tag:
            // Tags after movetext belong to the next game (its predecessor had no result).
            if (in_movetext) {
                pending_ = token;
                return game->finish(token);
            }
            game->add_tag(token);
            break;
        case PgnTokenKind::error:
            game->fail(token, found_text(token), token.fault, std::string(token.text));
            break;
        case PgnTokenKind::comment:
            game->add_comment(token);
            break;
        case PgnTokenKind::nag:
            in_movetext = true;
            game->add_nag(token.number, token);
            break;
        case PgnTokenKind::glyph:
            in_movetext = true;
            if (const auto nag = nag_from_glyph(token.text))
                game->add_nag(*nag, token);
            else
                game->fail(token, "unknown annotation \"" + std::string(token.text) + "\"",
                           PgnFault::unknown_annotation, std::string(token.text));
            break;
        case PgnTokenKind::open_variation:
            in_movetext = true;
            ++depth;
            game->open_variation(token);
            break;
        case PgnTokenKind::close_variation:
            in_movetext = true;
            depth = depth > 0 ? depth - 1 : 0;
            game->close_variation(token);
            break;
        case PgnTokenKind::move_number:
            // Games without results and tags are told apart only by an empty line and a
            // move number that does not continue the game ("3. Bb5" ... "1. e4").
            if (token.after_blank_line && depth == 0 && game->has_moves() &&
                token.number != game->next_move_number()) {
                pending_ = token;
                return game->finish(token);
            }
            in_movetext = true;
            break;
        case PgnTokenKind::word:
            in_movetext = true;
            if (starts_with_letter(token.text)) { // the usual case: a move
                if (is_null_move(token.text))
                    game->add_null_move(token);
                else if (is_en_passant_remark(token.text))
                    game->quirk(token, "en passant remark \"" + std::string(token.text) + "\"");
                else
                    game->add_move(token);
            } else if (const auto result = parse_result(token.text, options_.lenient)) {
                if (token.text == "+--" || token.text == "--+")
                    game->quirk(token, "forfeit result \"" + std::string(token.text) + "\"");
                game->set_result(*result, token);
                return game->finish(token);
            } else if (const auto nag = nag_from_glyph(token.text)) {
                game->add_nag(*nag, token);
            } else if (is_null_move(token.text)) {
                game->add_null_move(token);
            } else {
                game->add_move(token); // 0-0, or an error that names the word
            }
            break;
        case PgnTokenKind::end_of_input:
            break;
        }
    }
}

std::vector<PgnGame> read_pgn(std::string_view text, const PgnReadOptions& options) {
    std::vector<PgnGame> games;
    const std::string converted = is_utf8(text) ? std::string() : as_utf8(text);
    PgnReader reader(converted.empty() ? text : std::string_view(converted), options);
    while (auto game = reader.next()) games.push_back(std::move(*game));
    return games;
}

} // namespace escaque::notation
