// Position read-outs: a square, a rank or file with runs compressed, where the pieces stand,
// who attacks and defends a square, and where a piece can go.
#include <algorithm>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "tts/phrase_book.h"
#include "tts/phrase_parts.h"

namespace escaque::tts {

using namespace chess;
using namespace phrase_parts;

namespace {

// "three empty" / "tres vacías" (casillas, feminine).
std::string empty_run(int n, Language lang) {
    const std::string count = count_words(std::uint32_t(n), lang, Gender::feminine);
    if (lang == Language::es) return count + (n == 1 ? " vacía" : " vacías");
    return count + " empty";
}

// The pieces of a line in order, runs of empty squares as one item: "white rook, three empty".
std::string scan_line(const Position& pos, Square first, int step, const Wording& w) {
    std::vector<std::string> items;
    int run = 0;
    for (int i = 0; i < 8; ++i) {
        const Square s = Square(int(first) + i * step);
        const Piece p = pos.piece_on(s);
        if (p == NO_PIECE) {
            ++run;
            continue;
        }
        if (run > 0) items.push_back(empty_run(run, w.language));
        run = 0;
        items.push_back(coloured_piece(color_of(p), type_of(p), w));
    }
    // A line with nothing on it is "empty": "eight empty" right after "rank seven" sounds like
    // the eighth rank.
    if (run == 8) return std::string(pick(w.language, {"empty", "vacía"}));
    if (run > 0) items.push_back(empty_run(run, w.language));
    return join_list(items);
}

std::vector<Square> squares_of(Bitboard b) {
    std::vector<Square> out;
    while (b) out.push_back(pop_lsb(b));
    return out;
}

std::string square_list(Bitboard b, const Wording& w) {
    std::vector<std::string> items;
    for (Square s : squares_of(b)) items.push_back(square_of(s, w));
    return join_list(items);
}

// "pawn David four, knight Felix three": the cheapest piece first, as a player counts an
// exchange.
std::string piece_list(const Position& pos, Bitboard b, const Wording& w) {
    std::vector<Square> squares = squares_of(b);
    std::stable_sort(squares.begin(), squares.end(), [&](Square x, Square y) {
        return type_of(pos.piece_on(x)) < type_of(pos.piece_on(y));
    });
    std::vector<std::string> items;
    for (Square s : squares)
        items.push_back(piece_words(type_of(pos.piece_on(s)), w) + " " + square_of(s, w));
    return join_list(items);
}

// One legal move of a piece as an item of a list: "Felix three", "takes pawn Eva five",
// "en passant to David six", "Eva eight with promotion", "short castling".
std::string move_item(const Position& pos, Move m, const Wording& w) {
    const Language lang = w.language;
    std::string item = square_of(m.to(), w);
    const PieceType taken = pos.captured_type(m);
    // En passant the pawn taken is not on the square moved to: never "takes pawn" on an empty
    // square, and no comma, which would read as two moves of the list.
    if (m.type() == CASTLING)
        item = castling_words(
            m.to() > m.from() ? CastlingSide::king_side : CastlingSide::queen_side, w);
    else if (m.type() == EN_PASSANT)
        item = fill(lang, {"en passant to {0}", "al paso a {0}"}, {item});
    else if (taken != NO_PIECE_TYPE)
        item = fill(lang, {"takes {0} {1}", "captura {0} {1}"}, {piece_words(taken, w), item});
    // No comma before a check: a comma would read as the next move of the list.
    std::string_view check;
    if (pos.gives_check(m)) {
        Position after = pos;
        after.do_move(m);
        check = is_checkmate(after) ? pick(lang, {"mate", "mate"}) : pick(lang, {"check", "jaque"});
    }
    if (m.type() == PROMOTION)
        item += check.empty() ? std::string(pick(lang, {" with promotion", " con promoción"}))
                              : fill(lang, {" with promotion and {0}", " con promoción y {0}"},
                                     {check});
    else if (!check.empty())
        item += fill(lang, {" with {0}", " con {0}"}, {check});
    return item;
}

} // namespace

std::string PhraseBook::square(Square s) const {
    return square_of(s, settings_.wording);
}

std::string PhraseBook::piece(PieceType pt) const {
    return piece_words(pt, settings_.wording);
}

std::string PhraseBook::colored_piece(Piece p) const {
    return coloured_piece(color_of(p), type_of(p), settings_.wording);
}

std::string PhraseBook::square_contents(const Position& pos, Square s) const {
    const Piece p = pos.piece_on(s);
    const std::string contents =
        p == NO_PIECE ? std::string(pick(settings_.wording.language, {"empty", "vacía"}))
                      : colored_piece(p);
    return square(s) + ": " + contents;
}

std::string PhraseBook::scan_rank(const Position& pos, Rank r, bool among_others) const {
    const Wording& w = settings_.wording;
    const std::string line = scan_line(pos, make_square(FILE_A, r), 1, w);
    // Brief, a rank read among others keeps its number, or the listener loses his place.
    if (settings_.verbosity == Verbosity::brief)
        return among_others ? capitalize(std::string(rank_word(int(r), w))) + ": " + line : line;
    return fill(w.language, {"rank {0}: {1}", "fila {0}: {1}"}, {rank_word(int(r), w), line});
}

std::string PhraseBook::scan_file(const Position& pos, File f) const {
    const Wording& w = settings_.wording;
    const std::string line = scan_line(pos, make_square(f, RANK_1), 8, w);
    if (settings_.verbosity == Verbosity::brief) return line;
    // The file word ends its clause: espeak-ng stresses a lone letter there (espeak_markup.h).
    return fill(w.language, {"file {0}: {1}", "columna {0}: {1}"}, {file_word(int(f), w), line});
}

std::string PhraseBook::pieces(const Position& pos, Color c, PieceType pt) const {
    const Wording& w = settings_.wording;
    const Bitboard b = pos.pieces(c, pt);
    if (!b) {
        if (w.language == Language::es) {
            const std::string_view none =
                spanish_gender(pt) == Gender::feminine ? "ninguna" : "ningún";
            return std::string(none) + " " + coloured_piece(c, pt, w);
        }
        return "no " + coloured_piece(c, pt, w, Amount::several);
    }
    const Amount amount = more_than_one(b) ? Amount::several : Amount::one;
    return coloured_piece(c, pt, w, amount) + ": " + square_list(b, w);
}

std::string PhraseBook::all_pieces(const Position& pos) const {
    const Wording& w = settings_.wording;
    std::string out;
    for (Color c : {WHITE, BLACK}) {
        std::vector<std::string> groups;
        for (PieceType pt : {KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN}) {
            const Bitboard b = pos.pieces(c, pt);
            if (!b) continue;
            groups.push_back(piece_words(pt, w, more_than_one(b) ? Amount::several : Amount::one) +
                             " " + square_list(b, w));
        }
        const std::string side = capitalize(std::string(side_label(c, w.language)));
        out = sentences({out, side + ": " + join_list(groups, "; ")});
    }
    return out;
}

std::string PhraseBook::attackers(const Position& pos, Square s) const {
    const Wording& w = settings_.wording;
    const Language lang = w.language;
    const Bitboard reaching = pos.attackers_to(s);
    const Piece p = pos.piece_on(s);
    if (p == NO_PIECE) {
        std::vector<std::string> parts{square_contents(pos, s)};
        for (Color c : {WHITE, BLACK}) {
            const Bitboard b = reaching & pos.pieces(c);
            const std::string side(side_subject(c, lang));
            parts.push_back(
                b ? fill(lang, {"{0} covers it with {1}", "{0} la controlan con {1}"},
                         {side, piece_list(pos, b, w)})
                  : fill(lang, {"{0} does not cover it", "{0} no la controlan"}, {side}));
        }
        return sentences({parts[0], parts[1], parts[2]});
    }
    const Bitboard attacking = reaching & pos.pieces(~color_of(p));
    const Bitboard defending = reaching & pos.pieces(color_of(p));
    // A pawn that has just passed is attacked by the pawns that may take it en passant.
    Bitboard en_passant = 0;
    const Color us = pos.side_to_move();
    const Square ep = pos.en_passant_square();
    if (ep != SQ_NONE && p == make_piece(~us, PAWN) && s == ep - pawn_push(us))
        en_passant = pawn_attacks(~us, ep) & pos.pieces(us, PAWN);
    std::vector<std::string> attacker_items;
    if (attacking) attacker_items.push_back(piece_list(pos, attacking, w));
    for (Square from : squares_of(en_passant))
        attacker_items.push_back(fill(lang, {"{0} en passant", "{0} al paso"},
                                      {piece_list(pos, square_bb(from), w)}));
    const std::string attacked =
        !attacker_items.empty()
            ? fill(lang, {"attackers: {0}", "atacantes: {0}"}, {join_list(attacker_items)})
            : std::string(pick(lang, {"no attackers", "sin atacantes"}));
    const std::string defended =
        defending
            ? fill(lang, {"defenders: {0}", "defensores: {0}"}, {piece_list(pos, defending, w)})
            : std::string(pick(lang, {"no defenders", "sin defensores"}));
    return sentences({square_contents(pos, s), attacked, defended});
}

std::string PhraseBook::moves_from(const Position& pos, Square s) const {
    const Wording& w = settings_.wording;
    const Language lang = w.language;
    const Piece p = pos.piece_on(s);
    if (p == NO_PIECE) return fill(lang, {"{0} is empty", "{0} está vacía"}, {square(s)});
    const std::string header = colored_piece(p) + " " + square(s);

    // The opponent's piece: its moves as if it were its side's turn. That position is only
    // valid when the side to move is not in check (its king could be taken).
    Position mover = pos;
    if (color_of(p) != pos.side_to_move()) {
        Setup setup = pos.to_setup();
        setup.side_to_move = color_of(p);
        setup.en_passant = SQ_NONE;
        if (validate_setup(setup))
            return fill(lang,
                        {"{0}: its moves are not listed while {1} is in check",
                         "{0}: sus jugadas no se dicen mientras {1} están en jaque"},
                        {header, side_subject(pos.side_to_move(), lang)});
        mover = Position::from_setup(setup);
    }

    std::vector<Move> moves;
    for (Move m : legal_moves(mover))
        if (m.from() == s && (m.type() != PROMOTION || m.promotion_type() == QUEEN))
            moves.push_back(m);
    // Destinations in board order, castling last.
    std::stable_sort(moves.begin(), moves.end(), [](Move a, Move b) {
        const bool a_castles = a.type() == CASTLING, b_castles = b.type() == CASTLING;
        if (a_castles != b_castles) return b_castles;
        return a.to() < b.to();
    });
    if (moves.empty())
        return fill(lang, {"{0}: no legal moves", "{0}: sin jugadas legales"}, {header});
    std::vector<std::string> items;
    for (Move m : moves) items.push_back(move_item(mover, m, w));
    const std::string list = join_list(items);
    if (settings_.verbosity == Verbosity::brief) return header + ": " + list;
    const auto n = std::uint32_t(moves.size());
    const std::string count =
        count_words(n, lang, Gender::feminine) +
        std::string(n == 1 ? pick(lang, {" move", " jugada"}) : pick(lang, {" moves", " jugadas"}));
    return header + ", " + count + ": " + list;
}

std::string PhraseBook::side_to_move(const Position& pos) const {
    const Language lang = settings_.wording.language;
    std::string text =
        lang == Language::es
            ? capitalize(fill("juegan {0}", {side_subject(pos.side_to_move(), lang)}))
            : fill("{0} to move", {side_label(pos.side_to_move(), lang)});
    if (pos.in_check()) text += pick(lang, {", in check", ", en jaque"});
    return text;
}

} // namespace escaque::tts
