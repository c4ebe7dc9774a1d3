#include "notation/pgn_game_builder.h"

#include <algorithm>

#include "chess/fen.h"
#include "notation/move_resolver.h"
#include "notation/move_syntax.h"
#include "notation/pgn_comments.h"
#include "notation/san.h"

namespace escaque::notation {

using namespace chess;

namespace {

std::string unescape_tag_value(std::string_view raw) {
    std::string value;
    value.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\')) ++i;
        value += raw[i];
    }
    return value;
}

bool is_ascii(std::string_view s) {
    for (const char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

// The castling field of a FEN ("KQkq"), empty when it has none.
std::string_view castling_field(std::string_view fen) {
    for (int field = 0; field < 3; ++field) {
        const std::size_t start = fen.find_first_not_of(" \t");
        if (start == std::string_view::npos) return {};
        fen.remove_prefix(start);
        const std::size_t end = fen.find_first_of(" \t");
        if (field == 2) return fen.substr(0, end);
        if (end == std::string_view::npos) return {};
        fen.remove_prefix(end);
    }
    return {};
}

} // namespace

PgnGameBuilder::PgnGameBuilder(int number, int first_line, const PgnReadOptions& options)
    : options_(options) {
    game_.number = number;
    game_.first_line = first_line;
    frames_.push_back({&game_.mainline, game_.start, game_.start});
}

void PgnGameBuilder::fail(const PgnToken& token, std::string message, PgnFault fault,
                          std::string detail) {
    if (failed()) return;
    game_.error = PgnError{game_.number, token.line, token.column, std::move(message)};
    game_.error->fault = fault;
    game_.error->detail = std::move(detail);
}

void PgnGameBuilder::quirk(const PgnToken& token, std::string message, PgnFault fault) {
    if (!options_.lenient) return fail(token, std::move(message), fault);
    note(token, std::move(message));
}

void PgnGameBuilder::note(const PgnToken& token, std::string message) {
    PgnNotice notice;
    notice.line = token.line;
    notice.column = token.column;
    notice.message = std::move(message);
    game_.notices.push_back(std::move(notice));
}

void PgnGameBuilder::add_tag(const PgnToken& token) {
    if (failed()) return;
    if (token.unclosed_value)
        quirk(token, "the value of tag " + std::string(token.text) + " has no closing quote");
    game_.tags.push_back({std::string(token.text), unescape_tag_value(token.value)});
}

std::optional<Position> PgnGameBuilder::start_position(const PgnToken& token) {
    PgnVariant variant = PgnVariant::standard;
    if (const std::string* name = game_.tag("Variant")) {
        variant = variant_from_tag(*name);
        if (variant == PgnVariant::unsupported) {
            fail(token, "unsupported variant \"" + *name + "\"", PgnFault::unsupported_variant,
                 *name);
            return std::nullopt;
        }
        if (!name->empty() && (name->front() == ' ' || name->back() == ' '))
            quirk(token, "spaces around the variant name \"" + *name + "\"");
    }
    const bool chess960 = variant == PgnVariant::chess960;
    const std::string* fen = game_.tag("FEN");
    const std::string_view text = fen && !fen->empty() ? std::string_view(*fen) : START_FEN;
    if (!fen && !chess960) return standard_start_position();
    auto pos = parse_fen(text, {.chess960 = chess960});
    if (!pos && pos.error().field() == FenField::castling) {
        // A right with no rook or king for it, as many files have: dropped as chessops,
        // python-chess and lichess do, even by a strict reading, but not in silence.
        auto dropped = parse_fen(text, {.chess960 = chess960, .drop_impossible_castling = true});
        if (dropped) {
            // The first fault, and what was kept of the whole field.
            note(token, "FEN tag, castling: " + pos.error().problem_message() + "; " +
                            std::string(castling_field(text)) + " is read as " +
                            std::string(castling_field(to_fen(*dropped))));
            PgnNotice& notice = game_.notices.back();
            notice.kind = PgnNotice::Kind::castling_dropped;
            notice.written = std::string(castling_field(text));
            notice.canonical = std::string(castling_field(to_fen(*dropped)));
            return *dropped;
        }
        pos = std::move(dropped);
    }
    if (!pos) {
        fail(token, "bad FEN tag: " + pos.error().message(), PgnFault::bad_fen);
        game_.error->fen_error = pos.error();
        return std::nullopt;
    }
    return *pos;
}

// The tags are complete once movetext begins: they say where the moves start from.
bool PgnGameBuilder::start_movetext(const PgnToken& token) {
    if (failed()) return false;
    if (started_) return true;
    started_ = true;
    const auto start = start_position(token);
    if (!start) return false;
    game_.start = *start;
    frames_.front().before = *start;
    frames_.front().current = *start;
    return true;
}

bool PgnGameBuilder::reading() {
    return !failed() && !frames_.back().dropped;
}

void PgnGameBuilder::refuse_move(const PgnToken& token, std::string message) {
    if (frames_.size() == 1) return fail(token, std::move(message));
    PgnNotice notice;
    notice.line = token.line;
    notice.column = token.column;
    notice.ply = int(frames_.back().line->moves.size()) + 1;
    notice.in_variation = true;
    notice.message = "variation cut: " + message;
    game_.notices.push_back(std::move(notice));
    frames_.back().dropped = true;
}

// FIDE writes castling with zeros (App. C.13): as good as O-O, even for the strict reader.
bool PgnGameBuilder::is_castling_with_zeros(std::string_view written,
                                            std::string_view canonical) const {
    if (written.size() != canonical.size() || canonical.substr(0, 3) != "O-O") return false;
    for (std::size_t i = 0; i < written.size(); ++i)
        if (written[i] != canonical[i] && !(written[i] == '0' && canonical[i] == 'O')) return false;
    return true;
}

void PgnGameBuilder::note_noncanonical(const PgnToken& token, std::string_view canonical) {
    if (!options_.lenient) {
        refuse_move(token, "\"" + std::string(token.text) + "\" is not canonical SAN: expected \"" +
                               std::string(canonical) + "\"");
        return;
    }
    PgnNotice notice;
    notice.kind = PgnNotice::Kind::noncanonical_san;
    notice.line = token.line;
    notice.column = token.column;
    notice.ply = int(frames_.back().line->moves.size()) + 1;
    notice.in_variation = frames_.size() > 1;
    notice.written = std::string(token.text);
    notice.canonical = std::string(canonical);
    notice.message = "\"" + notice.written + "\" read as \"" + notice.canonical + "\"";
    game_.notices.push_back(std::move(notice));
}

void PgnGameBuilder::add_move(const PgnToken& token) {
    if (!start_movetext(token) || !reading()) return;
    Frame& frame = frames_.back();
    std::string_view word = token.text;
    if (options_.lenient && !is_ascii(word)) {
        normalise_move_text(word, options_.letters, scratch_);
        word = scratch_;
    }
    const auto syntax = parse_move_syntax(word, {.letters = options_.letters});
    if (!syntax) {
        // A binary file would be read out at length: the start of the word is enough.
        std::size_t cut = std::min<std::size_t>(token.text.size(), 24);
        while (cut > 0 && cut < token.text.size() &&
               (static_cast<unsigned char>(token.text[cut]) & 0xC0) == 0x80)
            --cut; // not inside a UTF-8 character
        std::string found(token.text.substr(0, cut));
        if (cut < token.text.size()) found += "…";
        refuse_move(token, "expected a move, found \"" + found + "\"");
        if (frames_.size() == 1) {
            game_.error->fault = PgnFault::not_a_move;
            game_.error->not_a_move = std::move(found);
        }
        return;
    }
    const ResolveOptions resolve{
        .castling_by_king_step = options_.lenient,
        .castling_by_king_takes_rook = options_.lenient,
        .default_promotion = options_.lenient ? QUEEN : NO_PIECE_TYPE,
        .capture_sign_must_match = false,
    };
    const auto move = resolve_move(frame.current, *syntax, resolve);
    if (!move) {
        refuse_move(token,
                    "illegal move \"" + std::string(token.text) + "\": " + describe(move.error()));
        if (frames_.size() == 1) {
            game_.error->fault = PgnFault::illegal_move;
            game_.error->illegal_move = std::string(token.text);
            game_.error->illegal_because = move.error();
        }
        return;
    }
    const SanStyle style{.letters = options_.letters};
    MoveText canonical = san_without_suffix(frame.current, *move, style);
    MoveText english = options_.letters == PieceLetters::english
                           ? canonical
                           : san_without_suffix(frame.current, *move, SanStyle{});
    frame.before = frame.current;
    frame.current.do_move(*move);
    if (const char suffix = check_suffix(frame.current)) {
        canonical.push_back(suffix);
        english.push_back(suffix);
    }
    if (canonical != token.text && !is_castling_with_zeros(token.text, canonical.view())) {
        note_noncanonical(token, canonical.view());
        if (!reading()) {
            frame.current = frame.before;
            return;
        }
    }
    PgnMove& added = frame.line->moves.emplace_back();
    added.move = *move;
    added.san = english.str();
}

void PgnGameBuilder::add_null_move(const PgnToken& token) {
    if (!start_movetext(token) || !reading()) return;
    quirk(token, "null move \"" + std::string(token.text) + "\"");
    if (failed()) return;
    Frame& frame = frames_.back();
    if (frame.current.in_check()) return refuse_move(token, "a null move while in check");
    frame.before = frame.current;
    frame.current.do_null_move();
    PgnMove& added = frame.line->moves.emplace_back();
    added.san = "--";
}

void PgnGameBuilder::add_comment(const PgnToken& token) {
    if (!reading()) return;
    PgnLine& line = *frames_.back().line;
    if (line.moves.empty()) {
        // Before the first move no move owns a clock reading: the text stays as written.
        std::string text = normalise_comment_text(token.text);
        if (!text.empty()) line.comments.push_back(std::move(text));
        return;
    }
    CommentParts parts = split_comment(token.text);
    PgnMove& move = line.moves.back();
    if (parts.clock) move.clock = parts.clock;
    if (parts.elapsed) move.elapsed = parts.elapsed;
    move.draw_offer = move.draw_offer || parts.draw_offer;
    if (!parts.text.empty()) move.comments.push_back(std::move(parts.text));
}

void PgnGameBuilder::add_nag(int nag, const PgnToken& token) {
    if (!start_movetext(token) || !reading()) return;
    PgnLine& line = *frames_.back().line;
    if (line.moves.empty()) return quirk(token, "an annotation glyph before any move");
    if (nag < 0 || nag > 255)
        return fail(token, "NAG $" + std::to_string(nag) + " is over 255", PgnFault::nag_over_255,
                    std::to_string(nag));
    line.moves.back().nags.push_back(uint8_t(nag));
}

void PgnGameBuilder::open_variation(const PgnToken& token) {
    if (!start_movetext(token)) return;
    Frame& frame = frames_.back();
    if (frame.dropped) {
        frames_.push_back({frame.line, frame.before, frame.before, true, false});
        return;
    }
    if (frame.line->moves.empty())
        return fail(token, "a variation must follow the move it replaces",
                    PgnFault::variation_first);
    PgnLine& variation = frame.line->moves.back().variations.emplace_back();
    const Position before = frame.before;
    frames_.push_back({&variation, before, before});
}

void PgnGameBuilder::close_variation(const PgnToken& token) {
    if (!start_movetext(token)) return;
    if (frames_.size() == 1)
        return quirk(token, "')' without a variation to close", PgnFault::variation_not_opened);
    pop_variation();
}

// A variation left with nothing in it (cut at its first move) is no variation.
void PgnGameBuilder::pop_variation() {
    const Frame closed = frames_.back();
    frames_.pop_back();
    if (closed.owns_line && closed.line->moves.empty() && closed.line->comments.empty())
        frames_.back().line->moves.back().variations.pop_back();
}

void PgnGameBuilder::close_open_variations(const PgnToken& token, std::string_view where) {
    if (frames_.size() == 1) return;
    // After an error the game keeps what was read; variations left empty still go.
    if (!failed())
        quirk(token, "expected ')' to close the variation " + std::string(where),
              PgnFault::variation_not_closed);
    while (frames_.size() > 1) pop_variation();
}

void PgnGameBuilder::set_result(GameResult result, const PgnToken& token) {
    start_movetext(token);
    close_open_variations(token, "before the result");
    marker_ = result;
}

PgnGame PgnGameBuilder::finish(const PgnToken& end) {
    start_movetext(end);
    close_open_variations(end, "before the end of the game");
    const std::string* tag = game_.tag("Result");
    const auto tag_result = tag ? parse_result(*tag, options_.lenient) : std::nullopt;
    if (marker_ && (*marker_ != GameResult::unknown || !tag_result))
        game_.result = *marker_;
    else if (tag_result)
        game_.result = *tag_result;
    return std::move(game_);
}

} // namespace escaque::notation
