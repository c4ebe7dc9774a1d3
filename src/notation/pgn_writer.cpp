#include "notation/pgn_writer.h"

#include <array>
#include <string_view>

#include "chess/fen.h"
#include "notation/pgn_comments.h"

namespace escaque::notation {

using namespace chess;

namespace {

constexpr std::array<std::string_view, 7> seven_tag_roster = {"Event", "Site",  "Date",  "Round",
                                                              "White", "Black", "Result"};

bool in_roster(std::string_view name) {
    for (const std::string_view n : seven_tag_roster)
        if (n == name) return true;
    return false;
}

std::string escaped(std::string_view value) {
    std::string out;
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        if (c != '\n' && c != '\r') out += c;
    }
    return out;
}

void write_tag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    out += escaped(value);
    out += "\"]\n";
}

std::string roster_value(const PgnGame& game, std::string_view name) {
    if (name == "Result") return std::string(result_text(game.result));
    if (const std::string* value = game.tag(name)) return *value;
    return name == "Date" ? "????.??.??" : "?";
}

// SetUp, FEN and Variant describe where the moves start: they are written from the game's
// start position, not copied, so that tags and movetext always agree. Where the game had them,
// they keep their place among the tags.
void write_tags(std::string& out, const PgnGame& game) {
    for (const std::string_view name : seven_tag_roster)
        write_tag(out, name, roster_value(game, name));
    const bool set_up = !(game.start == standard_start_position());
    const PgnVariant variant = game.start.chess960() ? PgnVariant::chess960 : PgnVariant::standard;
    bool variant_written = false;
    bool set_up_written = false;
    bool fen_written = false;
    for (const PgnTag& tag : game.tags) {
        if (in_roster(tag.name)) continue;
        if (tag.name == "Variant") {
            // A variant we do not play stays as written: the game could not be read anyway.
            const PgnVariant named = variant_from_tag(tag.value);
            if (named != PgnVariant::unsupported && (named != variant || variant_written)) continue;
            variant_written = variant_written || named == variant;
        } else if (tag.name == "SetUp") {
            if (!set_up || set_up_written) continue;
            write_tag(out, "SetUp", "1");
            set_up_written = true;
            continue;
        } else if (tag.name == "FEN") {
            if (!set_up || fen_written) continue;
            write_tag(out, "FEN", to_fen(game.start));
            fen_written = true;
            continue;
        }
        write_tag(out, tag.name, tag.value);
    }
    if (variant == PgnVariant::chess960 && !variant_written) write_tag(out, "Variant", "Chess960");
    if (set_up && !set_up_written) write_tag(out, "SetUp", "1");
    if (set_up && !fen_written) write_tag(out, "FEN", to_fen(game.start));
}

// Movetext as a list of tokens first; line breaking comes last.
class MovetextWriter {
public:
    explicit MovetextWriter(const PgnWriteOptions& options) : options_(options) {}

    void line(const Position& start, const PgnLine& line) {
        Position pos = start;
        if (options_.comments)
            for (const std::string& c : line.comments) comment(c);
        bool need_number = true;
        for (const PgnMove& m : line.moves) {
            move_number(pos, need_number);
            need_number = false;
            Position after = pos;
            if (m.move.is_ok()) {
                MoveText san = san_without_suffix(pos, m.move, options_.san);
                after.do_move(m.move);
                if (const char suffix = check_suffix(after)) san.push_back(suffix);
                tokens_.push_back(san.str());
            } else {
                after.do_null_move();
                tokens_.push_back("--");
            }
            for (const uint8_t nag : m.nags) tokens_.push_back("$" + std::to_string(nag));
            if (options_.comments && move_comments(m)) need_number = true;
            if (options_.variations) {
                for (const PgnLine& variation : m.variations) {
                    if (variation.moves.empty() && variation.comments.empty()) continue;
                    const std::size_t first = tokens_.size();
                    this->line(pos, variation);
                    tokens_[first].insert(0, "(");
                    tokens_.back() += ')';
                    need_number = true;
                }
            }
            pos = after;
        }
    }

    void result(GameResult r) { tokens_.emplace_back(result_text(r)); }

    std::string lay_out() const {
        std::string out;
        std::size_t line_length = 0;
        for (const std::string& token : tokens_) {
            if (line_length > 0 &&
                line_length + 1 + token.size() > std::size_t(options_.max_line_length)) {
                out += '\n';
                line_length = 0;
            }
            if (line_length > 0) {
                out += ' ';
                ++line_length;
            } else if (token.front() == '%') {
                out += ' '; // a '%' in column 1 would make the line an escape line
                ++line_length;
            }
            out += token;
            line_length += token.size();
        }
        out += '\n';
        return out;
    }

private:
    void move_number(const Position& pos, bool black_needs_number) {
        const std::string number = std::to_string(pos.fullmove_number());
        if (pos.side_to_move() == WHITE)
            tokens_.push_back(number + ".");
        else if (black_needs_number)
            tokens_.push_back(number + "...");
    }

    // A comment as words, so that long comments wrap like the moves around them.
    void comment(std::string_view text) {
        std::string cleaned;
        for (const char c : text) cleaned += c == '}' ? ')' : c;
        const std::string normalised = normalise_comment_text(cleaned);
        const std::size_t first = tokens_.size();
        std::size_t at = 0;
        while (at < normalised.size()) {
            std::size_t space = normalised.find(' ', at);
            // A command such as "[%clk 0:05:00]" stays on one line.
            if (normalised.compare(at, 2, "[%") == 0) {
                const std::size_t close = normalised.find(']', at);
                if (close != std::string::npos) space = normalised.find(' ', close);
            }
            if (space == std::string::npos) space = normalised.size();
            tokens_.push_back(normalised.substr(at, space - at));
            at = space + 1;
        }
        if (tokens_.size() == first) tokens_.emplace_back();
        tokens_[first].insert(0, "{");
        tokens_.back() += '}';
    }

    bool move_comments(const PgnMove& m) {
        bool any = false;
        if (m.draw_offer) {
            comment("(=)");
            any = true;
        }
        std::string commands;
        if (m.clock) commands = "[%clk " + format_clock_time(*m.clock) + "]";
        if (m.elapsed)
            commands += (commands.empty() ? "" : " ") + std::string("[%emt ") +
                        format_clock_time(*m.elapsed) + "]";
        for (std::size_t i = 0; i < m.comments.size(); ++i) {
            if (i == 0 && !commands.empty())
                comment(commands + " " + m.comments[0]);
            else
                comment(m.comments[i]);
            any = true;
        }
        if (m.comments.empty() && !commands.empty()) {
            comment(commands);
            any = true;
        }
        return any;
    }

    const PgnWriteOptions& options_;
    std::vector<std::string> tokens_;
};

} // namespace

std::string write_pgn(const PgnGame& game, const PgnWriteOptions& options) {
    std::string out;
    write_tags(out, game);
    out += '\n';
    MovetextWriter movetext(options);
    movetext.line(game.start, game.mainline);
    movetext.result(game.result);
    out += movetext.lay_out();
    return out;
}

std::string write_pgn_games(const std::vector<PgnGame>& games, const PgnWriteOptions& options) {
    std::string out;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i > 0) out += '\n';
        out += write_pgn(games[i], options);
    }
    return out;
}

} // namespace escaque::notation
