#include <catch2/catch.hpp>

#include "tts/square_words.h"

using namespace escaque::tts;

namespace {

constexpr Wording letters_en{Language::en, SquareStyle::letters};
constexpr Wording letters_es{Language::es, SquareStyle::letters};
constexpr Wording names_en{Language::en, SquareStyle::fide_names};
constexpr Wording names_es{Language::es, SquareStyle::fide_names};
constexpr Wording nato_en{Language::en, SquareStyle::nato};
constexpr Wording nato_es{Language::es, SquareStyle::nato};
constexpr Wording fide_en{Language::en, SquareStyle::fide};
constexpr Wording fide_es{Language::es, SquareStyle::fide};
constexpr Wording fide_ascii{Language::en, SquareStyle::fide, GermanSpelling::laws_ascii};

constexpr int a = 0, c = 2, e = 4, f = 5, g = 6, h = 7;

} // namespace

TEST_CASE("The default wording is FIDE names in English", "[words][squares]") {
    const Wording wording;
    CHECK(wording.language == Language::en);
    CHECK(wording.squares == SquareStyle::fide_names);
    CHECK(square_words(f, 2, wording) == "Felix three");
}

TEST_CASE("Letters style keeps file and rank joined", "[words][squares]") {
    CHECK(square_words(f, 2, letters_en) == "f3");
    CHECK(square_words(a, 3, letters_en) == "a4");
    CHECK(square_words(h, 7, letters_es) == "h8");
    CHECK(file_word(e, letters_en) == "e");
    CHECK(rank_word(0, letters_es) == "1");
}

TEST_CASE("FIDE names with the language's own numbers", "[words][squares]") {
    CHECK(square_words(f, 2, names_en) == "Felix three");
    CHECK(square_words(f, 2, names_es) == "Felix tres");
    CHECK(square_words(a, 0, names_en) == "Anna one");
    CHECK(square_words(c, 5, names_en) == "Cesar six");
    CHECK(square_words(c, 5, names_es) == "Cesar seis");
    CHECK(square_words(h, 7, names_es) == "Hector ocho");
    const char* files[] = {"Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"};
    const char* ranks_es[] = {"uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho"};
    for (int i = 0; i < 8; ++i) {
        CHECK(file_word(i, names_es) == files[i]);
        CHECK(rank_word(i, names_es) == ranks_es[i]);
    }
}

TEST_CASE("NATO style", "[words][squares]") {
    CHECK(square_words(f, 2, nato_en) == "foxtrot three");
    CHECK(square_words(f, 2, nato_es) == "foxtrot tres");
    CHECK(square_words(a, 0, nato_en) == "alfa one");
    const char* files[] = {"alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"};
    for (int i = 0; i < 8; ++i) CHECK(file_word(i, nato_en) == files[i]);
}

TEST_CASE("Full FIDE style: German ranks in every language (RULES.md 1.1)", "[words][squares]") {
    CHECK(square_words(f, 2, fide_en) == "Felix drei");
    CHECK(square_words(f, 2, fide_es) == "Felix drei");
    CHECK(square_words(g, 0, fide_en) == "Gustav eins");
    const char* ranks[] = {"eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"};
    for (int i = 0; i < 8; ++i) CHECK(rank_word(i, fide_es) == ranks[i]);
    CHECK(rank_word(4, fide_ascii) == "fuenf");
}

TEST_CASE("Piece words", "[words][pieces]") {
    CHECK(piece_word(PieceKind::king, names_en) == "king");
    CHECK(piece_word(PieceKind::queen, names_en) == "queen");
    CHECK(piece_word(PieceKind::rook, letters_en) == "rook");
    CHECK(piece_word(PieceKind::bishop, nato_en) == "bishop");
    CHECK(piece_word(PieceKind::knight, names_en) == "knight");
    CHECK(piece_word(PieceKind::pawn, names_en) == "pawn");
    CHECK(piece_word(PieceKind::king, names_es) == "rey");
    CHECK(piece_word(PieceKind::queen, letters_es) == "dama");
    CHECK(piece_word(PieceKind::rook, nato_es) == "torre");
    CHECK(piece_word(PieceKind::bishop, names_es) == "alfil");
    CHECK(piece_word(PieceKind::knight, names_es) == "caballo");
    CHECK(piece_word(PieceKind::pawn, names_es) == "peón");
    CHECK(piece_word(PieceKind::king, fide_es) == "König");
    CHECK(piece_word(PieceKind::queen, fide_en) == "Dame");
    CHECK(piece_word(PieceKind::rook, fide_en) == "Turm");
    CHECK(piece_word(PieceKind::bishop, fide_en) == "Läufer");
    CHECK(piece_word(PieceKind::knight, fide_en) == "Springer");
    CHECK(piece_word(PieceKind::pawn, fide_en) == "Bauer");
    CHECK(piece_word(PieceKind::king, fide_ascii) == "Koenig");
    CHECK(piece_word(PieceKind::bishop, fide_ascii) == "Laeufer");
}

TEST_CASE("Piece words in the plural", "[words][pieces]") {
    CHECK(piece_word(PieceKind::knight, names_en, Amount::several) == "knights");
    CHECK(piece_word(PieceKind::bishop, names_es, Amount::several) == "alfiles");
    CHECK(piece_word(PieceKind::pawn, names_es, Amount::several) == "peones");
    CHECK(piece_word(PieceKind::rook, fide_en, Amount::several) == "Türme");
    CHECK(piece_word(PieceKind::pawn, fide_en, Amount::several) == "Bauern");
}

TEST_CASE("Castling words", "[words][castling]") {
    CHECK(castling_words(CastlingSide::king_side, names_en) == "short castling");
    CHECK(castling_words(CastlingSide::queen_side, names_en) == "long castling");
    CHECK(castling_words(CastlingSide::king_side, names_es) == "enroque corto");
    CHECK(castling_words(CastlingSide::queen_side, letters_es) == "enroque largo");
    CHECK(castling_words(CastlingSide::king_side, fide_en) == "Kurze Rochade");
    CHECK(castling_words(CastlingSide::queen_side, fide_es) == "Lange Rochade");
}

TEST_CASE("Every square has a name in every style and language", "[words][squares]") {
    for (auto style :
         {SquareStyle::letters, SquareStyle::fide_names, SquareStyle::nato, SquareStyle::fide})
        for (auto language : {Language::en, Language::es})
            for (int file = 0; file < 8; ++file)
                for (int rank = 0; rank < 8; ++rank) {
                    const std::string name = square_words(file, rank, {language, style});
                    CHECK(!name.empty());
                    CHECK(name.find("  ") == std::string::npos);
                }
}

TEST_CASE("Wording names for settings", "[words]") {
    CHECK(to_string(Language::es) == "es");
    CHECK(to_string(SquareStyle::fide_names) == "fide-names");
    CHECK(to_string(SquareStyle::nato) == "nato");
}
