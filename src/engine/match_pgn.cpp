#include "engine/match_pgn.h"

#include <ctime>

#include "chess/fen.h"
#include "notation/san.h"

namespace escaque::engine {

namespace {

std::string quoted(const std::string& value) {
    std::string out = "\"";
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string tag(const char* name, const std::string& value) {
    return std::string("[") + name + " " + quoted(value) + "]\n";
}

// PGN lines should stay under 80 characters (PGN standard 8.2.2.2).
void append_wrapped(std::string& text, size_t& line_length, const std::string& token) {
    if (line_length > 0 && line_length + 1 + token.size() > 79) {
        text += '\n';
        line_length = 0;
    } else if (line_length > 0) {
        text += ' ';
        ++line_length;
    }
    text += token;
    line_length += token.size();
}

} // namespace

std::string pgn_date_today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y.%m.%d", &local);
    return buffer;
}

std::string to_pgn(const GameRecord& game) {
    const std::string result(pgn_result(game.end.result));
    std::string text;
    text += tag("Event", game.event);
    text += tag("Site", "escaque");
    text += tag("Date", game.date.empty() ? "????.??.??" : game.date);
    text += tag("Round", std::to_string(game.round));
    text += tag("White", game.white);
    text += tag("Black", game.black);
    text += tag("Result", result);
    const std::string fen = chess::to_fen(game.start);
    if (fen != chess::START_FEN || game.start.chess960()) {
        if (game.start.chess960()) text += tag("Variant", "Chess960");
        text += tag("SetUp", "1");
        text += tag("FEN", fen);
    }
    text += tag("TimeControl", game.time_control);
    text += tag("Termination", game.end.termination);
    text += "\n";

    std::string moves;
    size_t line_length = 0;
    chess::Position pos = game.start;
    bool first = true;
    for (const chess::Move m : game.moves) {
        const int number = pos.fullmove_number();
        if (pos.side_to_move() == chess::WHITE)
            append_wrapped(moves, line_length, std::to_string(number) + ".");
        else if (first)
            append_wrapped(moves, line_length, std::to_string(number) + "...");
        append_wrapped(moves, line_length, notation::to_san(pos, m));
        pos.do_move(m);
        first = false;
    }
    std::string reason = game.end.reason;
    for (char& c : reason)
        if (c == '}' || c == '\n') c = ' '; // a comment ends at the first '}'
    append_wrapped(moves, line_length, "{" + reason + "}");
    append_wrapped(moves, line_length, result);
    return text + moves + "\n\n";
}

} // namespace escaque::engine
