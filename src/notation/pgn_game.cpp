#include "notation/pgn_game.h"

#include <cctype>

#include "notation/move_syntax.h"
#include "notation/san.h"

namespace escaque::notation {

std::string_view result_text(GameResult result) {
    switch (result) {
    case GameResult::white_wins:
        return "1-0";
    case GameResult::black_wins:
        return "0-1";
    case GameResult::draw:
        return "1/2-1/2";
    case GameResult::unknown:
        break;
    }
    return "*";
}

std::optional<GameResult> parse_result(std::string_view text, bool accept_forfeits) {
    std::string plain;
    if (text.find_first_of("\xC2\xE2") != std::string_view::npos) {
        normalise_move_text(text, PieceLetters::english, plain);
        for (std::size_t at; (at = plain.find("\xC2\xBD")) != std::string::npos;)
            plain.replace(at, 2, "1/2"); // U+00BD vulgar fraction one half
        text = plain;
    }
    if (text == "1-0") return GameResult::white_wins;
    if (text == "0-1") return GameResult::black_wins;
    if (text == "1/2-1/2") return GameResult::draw;
    if (text == "*") return GameResult::unknown;
    if (accept_forfeits && text == "+--") return GameResult::white_wins;
    if (accept_forfeits && text == "--+") return GameResult::black_wins;
    return std::nullopt;
}

PgnVariant variant_from_tag(std::string_view value) {
    while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    while (!value.empty() && value.back() == ' ') value.remove_suffix(1);
    std::string name;
    for (const char c : value) name += char(std::tolower(static_cast<unsigned char>(c)));
    for (const char* standard : {"", "standard", "normal", "chess", "from position"})
        if (name == standard) return PgnVariant::standard;
    for (const char* c960 : {"chess960", "chess 960", "960", "fischerandom", "fischer random",
                             "fischerrandom", "freestyle"})
        if (name == c960) return PgnVariant::chess960;
    return PgnVariant::unsupported;
}

std::string PgnError::text() const {
    return "game " + std::to_string(game) + ", line " + std::to_string(line) + ", column " +
           std::to_string(column) + ": " + message;
}

const chess::Position& standard_start_position() {
    static const chess::Position start;
    return start;
}

const std::string* PgnGame::tag(std::string_view name) const {
    for (const PgnTag& t : tags)
        if (t.name == name) return &t.value;
    return nullptr;
}

const PgnNotice* PgnGame::notice(PgnNotice::Kind kind) const {
    for (const PgnNotice& n : notices)
        if (n.kind == kind) return &n;
    return nullptr;
}

void PgnGame::set_tag(std::string_view name, std::string value) {
    for (PgnTag& t : tags) {
        if (t.name == name) {
            t.value = std::move(value);
            return;
        }
    }
    tags.push_back({std::string(name), std::move(value)});
}

chess::Position PgnGame::final_position() const {
    chess::Position pos = start;
    for (const PgnMove& m : mainline.moves) {
        if (m.move.is_ok())
            pos.do_move(m.move);
        else
            pos.do_null_move();
    }
    return pos;
}

PgnMove make_pgn_move(const chess::Position& before, chess::Move m) {
    PgnMove move;
    move.move = m;
    move.san = to_san(before, m);
    return move;
}

} // namespace escaque::notation
