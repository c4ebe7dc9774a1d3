#include "board_queries.h"

#include "notation/piece_letters.h"
#include "phrase_helpers.h"
#include "program_phrases.h"
#include "tts/phrase_parts.h"

namespace escaque::tui {

using namespace chess;

std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char file = char(text[0] | 0x20); // lower case
    if (file < 'a' || file > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
    return make_square(File(file - 'a'), Rank(text[1] - '1'));
}

namespace {

std::string pieces_answer(const ParsedCommand& c, const Position& pos,
                          const tts::PhraseBook& book) {
    const tts::Language lang = book.settings().wording.language;
    if (c.args.empty()) return book.all_pieces(pos);
    const std::string& arg = c.args[0];
    const char letter = arg.size() == 1 ? arg[0] : '\0';
    const bool upper = letter >= 'A' && letter <= 'Z';
    const bool lower = letter >= 'a' && letter <= 'z';
    if (!upper && !lower) return phrases::not_a_piece_letter(lang, arg);
    const char capital = upper ? letter : char(letter - 'a' + 'A');
    const auto letters = phrases::piece_letters(lang);
    const PieceType pt =
        capital == 'P' ? PAWN : notation::piece_from_letter_either_set(capital, letters);
    if (pt == NO_PIECE_TYPE) return phrases::not_a_piece_letter(lang, arg);
    return tts::phrase_parts::capitalize(book.pieces(pos, upper ? WHITE : BLACK, pt));
}

std::string scan_answer(const ParsedCommand& c, const Position& pos, const tts::PhraseBook& book) {
    const tts::Language lang = book.settings().wording.language;
    if (c.args.empty() || c.args[0].size() != 1) return phrases::need_file_or_rank(lang);
    const char x = char(c.args[0][0] | 0x20);
    if (x >= 'a' && x <= 'h') return book.scan_file(pos, File(x - 'a'));
    if (x >= '1' && x <= '8') return book.scan_rank(pos, Rank(x - '1'));
    return phrases::need_file_or_rank(lang);
}

// Words between a piece and its square as a player says them, captures too ("come c4").
bool is_filler(std::string_view word) {
    for (std::string_view filler : {"a", "to", "on", "en", "from", "de", "desde", "takes",
                                    "captures", "x", "come", "captura", "toma", "por"})
        if (word == filler) return true;
    return false;
}

} // namespace

namespace {

std::optional<std::string> answer(const ParsedCommand& c, const Position& pos,
                                  const tts::PhraseBook& book, bool flipped) {
    const tts::Language lang = book.settings().wording.language;
    // "caballo a f3", "knight takes on c4", "moves from e2": the square is the word after the
    // fillers, as a player says it.
    std::size_t first = 0;
    while (first + 1 < c.args.size() && is_filler(fold_case(c.args[first]))) ++first;
    // Both branches views: a "" : std::string conditional would be a temporary string.
    const std::string_view square_word =
        c.args.empty() ? std::string_view() : std::string_view(c.args[first]);
    const auto needs_square = [&](auto answer) -> std::string {
        if (c.args.empty()) return phrases::need_square(lang, command_entry(c.kind));
        const auto s = parse_square(square_word);
        if (!s) return phrases::not_a_square(lang, square_word);
        return answer(*s);
    };
    switch (c.kind) {
    case CommandKind::pieces:
        return pieces_answer(c, pos, book);
    case CommandKind::scan:
        return scan_answer(c, pos, book);
    case CommandKind::pawns:
        return phrases::pawn_structure(pos, book.settings().wording);
    case CommandKind::board:
        return phrases::whole_board(pos, book, flipped);
    case CommandKind::square:
        return needs_square([&](Square s) { return book.square_contents(pos, s); });
    case CommandKind::attackers:
        return needs_square([&](Square s) { return book.attackers(pos, s); });
    case CommandKind::moves:
        return needs_square([&](Square s) { return book.moves_from(pos, s); });
    case CommandKind::knight:
        return needs_square([&](Square s) { return phrases::knight_squares(pos, s, book); });
    default:
        return std::nullopt;
    }
}

} // namespace

std::optional<std::string> answer_board_query(const ParsedCommand& c, const Position& pos,
                                              const tts::PhraseBook& book, bool flipped) {
    // Whole sentences, capitalised and stopped, for braille displays as much as for speech.
    if (auto text = answer(c, pos, book, flipped)) return tts::phrase_parts::sentences({*text});
    return std::nullopt;
}

} // namespace escaque::tui
