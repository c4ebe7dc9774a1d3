// Read-outs the phrase book lacks (pawn structure, knight squares, the whole board), built from
// the phrase book's parts.
#include "chess/bitboard.h"
#include "chess/movegen.h"
#include "notation/san.h"
#include "phrase_helpers.h"
#include "program_phrases.h"
#include "tts/phrase_parts.h"
#include "tts/square_words.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;
using namespace chess;

std::string pawn_structure(const Position& pos, const tts::Wording& wording) {
    const Language lang = wording.language;
    std::vector<std::string> files;
    for (File f = FILE_A; f <= FILE_H; ++f) {
        std::vector<std::string> pawns;
        for (Color c : {WHITE, BLACK}) {
            std::vector<std::string> ranks;
            for (Rank r = RANK_1; r <= RANK_8; ++r)
                if (pos.piece_on(make_square(f, r)) == make_piece(c, PAWN))
                    ranks.emplace_back(tts::rank_word(int(r), wording));
            if (ranks.empty()) continue;
            const std::string_view side =
                c == WHITE ? pick(lang, {"white", "blanco"}) : pick(lang, {"black", "negro"});
            pawns.push_back(std::string(side) + " " + join_list(ranks));
        }
        if (pawns.empty()) continue;
        files.push_back(std::string(tts::file_word(int(f), wording)) + ": " + join_list(pawns));
    }
    if (files.empty())
        return sentences({pick(lang, {"no pawns on the board", "no quedan peones"})});
    return sentences(
        {fill(lang, {"pawns by file: {0}", "peones por columna: {0}"}, {join_list(files, "; ")})});
}

std::string knight_squares(const Position& pos, Square from, const tts::PhraseBook& book) {
    const Language lang = book.settings().wording.language;
    std::vector<std::string> items;
    Bitboard targets = attacks_bb<KNIGHT>(from, 0);
    while (targets) items.push_back(book.square_contents(pos, pop_lsb(targets)));
    const std::string reaches =
        fill(lang, {"a knight on {0} reaches {1}", "un caballo en {0} salta a {1}"},
             {book.square(from), join_list(items, "; ")});
    // "caballo f3" is also how a beginner says the move Cf3: when a knight can go there, how
    // to write it, with its capture and the knight's file or rank when two can ("Cbd2 o Cfd2").
    std::vector<std::string> typed;
    for (const Move m : legal_moves(pos))
        if (m.to() == from && type_of(pos.moved_piece(m)) == KNIGHT)
            typed.push_back(notation::to_san(pos, m, piece_letters(lang)));
    if (typed.empty()) return sentences({reaches});
    const std::string either = join_list(typed, pick(lang, {" or ", " o "}));
    if (!pos.empty(from))
        return sentences({reaches, fill(lang,
                                        {"to take there with a knight, type {0}",
                                         "para comer allí con un caballo, escribe {0}"},
                                        {either})});
    return sentences({reaches, fill(lang,
                                    {"to move a knight there, type {0}",
                                     "para llevar allí un caballo, escribe {0}"},
                                    {either})});
}

std::string whole_board(const Position& pos, const tts::PhraseBook& book, bool flipped) {
    std::string out;
    for (int i = 0; i < 8; ++i) {
        const Rank r = Rank(flipped ? i : 7 - i);
        out = sentences({out, book.scan_rank(pos, r, /*among_others=*/true)});
    }
    return out;
}

} // namespace escaque::tui::phrases
