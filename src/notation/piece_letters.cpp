#include "notation/piece_letters.h"

#include <string>

namespace escaque::notation {

using namespace chess;

namespace {
// Indexed by PieceType: none, pawn, knight, bishop, rook, queen, king.
constexpr char english_letters[] = " PNBRQK";
constexpr char spanish_letters[] = " PCATDR";

const char* letters_of(PieceLetters letters) {
    return letters == PieceLetters::english ? english_letters : spanish_letters;
}
} // namespace

char piece_letter(PieceType pt, PieceLetters letters) {
    return pt >= PAWN && pt <= KING ? letters_of(letters)[pt] : '?';
}

std::string with_piece_letters(std::string_view english_san, PieceLetters letters) {
    std::string san(english_san);
    for (char& c : san)
        if (const PieceType pt = piece_from_letter(c, PieceLetters::english); pt != NO_PIECE_TYPE)
            c = piece_letter(pt, letters);
    return san;
}

PieceType piece_from_letter(char upper, PieceLetters letters) {
    const char* table = letters_of(letters);
    for (PieceType pt = PAWN; pt <= KING; ++pt)
        if (table[pt] == upper) return pt;
    return NO_PIECE_TYPE;
}

PieceType piece_from_letter_either_set(char upper, PieceLetters preferred) {
    if (const PieceType pt = piece_from_letter(upper, preferred); pt != NO_PIECE_TYPE) return pt;
    const PieceLetters other =
        preferred == PieceLetters::english ? PieceLetters::spanish : PieceLetters::english;
    return piece_from_letter(upper, other);
}

PieceType promotion_piece_named(std::string_view answer, PieceLetters letters) {
    std::string word;
    for (const char c : answer) {
        if (c == ' ' || c == '\t' || c == '=' || c == '(' || c == ')' || c == '.') continue;
        word += c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    }
    struct Name {
        std::string_view word;
        PieceType piece;
    };
    static constexpr Name names[] = {
        {"queen", QUEEN},  {"rook", ROOK},   {"bishop", BISHOP}, {"knight", KNIGHT},
        {"dama", QUEEN},   {"reina", QUEEN}, {"torre", ROOK},    {"alfil", BISHOP},
        {"caballo", KNIGHT}};
    for (const Name& n : names)
        if (word == n.word) return n.piece;
    if (word.size() != 1) return NO_PIECE_TYPE;
    const PieceType pt = piece_from_letter(char(word[0] - 'a' + 'A'), letters);
    return pt == KNIGHT || pt == BISHOP || pt == ROOK || pt == QUEEN ? pt : NO_PIECE_TYPE;
}

} // namespace escaque::notation
