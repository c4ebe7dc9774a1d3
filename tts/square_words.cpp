#include "tts/square_words.h"

#include <array>
#include <cassert>

namespace escaque::tts {

namespace {

using Eight = std::array<std::string_view, 8>;

constexpr Eight letter_files = {"a", "b", "c", "d", "e", "f", "g", "h"};
constexpr Eight digit_ranks = {"1", "2", "3", "4", "5", "6", "7", "8"};
// RULES.md §1.1: the same names in every edition and in the Spanish text of the Laws.
constexpr Eight fide_files = {"Anna", "Bella", "Cesar",  "David",
                              "Eva",  "Felix", "Gustav", "Hector"};
// ICAO spelling ("alfa"), the same words in English and Spanish radio use.
constexpr Eight nato_files = {"alfa", "bravo",   "charlie", "delta",
                              "echo", "foxtrot", "golf",    "hotel"};
constexpr Eight english_ranks = {"one", "two", "three", "four", "five", "six", "seven", "eight"};
constexpr Eight spanish_ranks = {"uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho"};
constexpr Eight german_ranks = {"eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"};
constexpr Eight german_ranks_ascii = {"eins",  "zwei",  "drei",   "vier",
                                      "fuenf", "sechs", "sieben", "acht"};

[[maybe_unused]] constexpr bool on_board(int index) {
    return index >= 0 && index < 8;
}

// Files and ranks outside 0-7 are a caller's bug (asserted); in release builds they wrap rather
// than read past the tables.
constexpr std::size_t board_index(int index) {
    return static_cast<std::size_t>(index) & 7u;
}

struct PieceNames {
    std::string_view one;
    std::string_view several;
};

using SixPieces = std::array<PieceNames, 6>; // indexed by PieceKind

constexpr SixPieces english_pieces = {{{"king", "kings"},
                                       {"queen", "queens"},
                                       {"rook", "rooks"},
                                       {"bishop", "bishops"},
                                       {"knight", "knights"},
                                       {"pawn", "pawns"}}};
constexpr SixPieces spanish_pieces = {{{"rey", "reyes"},
                                       {"dama", "damas"},
                                       {"torre", "torres"},
                                       {"alfil", "alfiles"},
                                       {"caballo", "caballos"},
                                       {"peón", "peones"}}};
constexpr SixPieces german_pieces = {{{"König", "Könige"},
                                      {"Dame", "Damen"},
                                      {"Turm", "Türme"},
                                      {"Läufer", "Läufer"},
                                      {"Springer", "Springer"},
                                      {"Bauer", "Bauern"}}};
// The Laws' own ASCII spelling (Koenig, Laeufer), for screens and braille displays.
constexpr SixPieces german_pieces_ascii = {{{"Koenig", "Koenige"},
                                            {"Dame", "Damen"},
                                            {"Turm", "Tuerme"},
                                            {"Laeufer", "Laeufer"},
                                            {"Springer", "Springer"},
                                            {"Bauer", "Bauern"}}};

} // namespace

std::string_view file_word(int file, const Wording& wording) {
    assert(on_board(file));
    switch (wording.squares) {
    case SquareStyle::letters:
        return letter_files[board_index(file)];
    case SquareStyle::fide_names:
    case SquareStyle::fide:
        return fide_files[board_index(file)];
    case SquareStyle::nato:
        return nato_files[board_index(file)];
    }
    return letter_files[board_index(file)];
}

std::string_view rank_word(int rank, const Wording& wording) {
    assert(on_board(rank));
    switch (wording.squares) {
    case SquareStyle::letters:
        return digit_ranks[board_index(rank)];
    case SquareStyle::fide:
        return wording.german == GermanSpelling::laws_ascii ? german_ranks_ascii[board_index(rank)]
                                                            : german_ranks[board_index(rank)];
    case SquareStyle::fide_names:
    case SquareStyle::nato:
        return wording.language == Language::es ? spanish_ranks[board_index(rank)]
                                                : english_ranks[board_index(rank)];
    }
    return digit_ranks[board_index(rank)];
}

std::string square_words(int file, int rank, const Wording& wording) {
    std::string out(file_word(file, wording));
    // Letters stay joined: espeak-ng reads "a4" as "ay four", but "a 4" as "uh four".
    if (wording.squares != SquareStyle::letters) out += ' ';
    out += rank_word(rank, wording);
    return out;
}

std::string_view piece_word(PieceKind piece, const Wording& wording, Amount amount) {
    const SixPieces* names = &english_pieces;
    if (wording.squares == SquareStyle::fide)
        names =
            wording.german == GermanSpelling::laws_ascii ? &german_pieces_ascii : &german_pieces;
    else if (wording.language == Language::es)
        names = &spanish_pieces;
    const PieceNames& entry = (*names)[static_cast<std::size_t>(piece)];
    return amount == Amount::one ? entry.one : entry.several;
}

std::string_view castling_words(CastlingSide side, const Wording& wording) {
    const bool king_side = side == CastlingSide::king_side;
    // RULES.md §1.1: "Kurze Rochade" (0-0) and "Lange Rochade" (0-0-0).
    if (wording.squares == SquareStyle::fide) return king_side ? "Kurze Rochade" : "Lange Rochade";
    if (wording.language == Language::es) return king_side ? "enroque corto" : "enroque largo";
    return king_side ? "short castling" : "long castling";
}

} // namespace escaque::tts
