// Golden texts for position read-outs: squares and pieces in every style, ranks and files with
// runs compressed, where pieces stand, attackers and defenders, and legal moves of a piece.
#include <catch2/catch.hpp>

#include "test_phrases_support.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::tts;
using test::book;
using test::english;
using test::position_of;
using test::spanish;

namespace {

// After 1.e4 e5 2.Bc4 Nc6 3.Qf3: White threatens mate on f7.
const char* const threat = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3";

} // namespace

TEST_CASE("Squares and pieces in every style", "[phrases][board]") {
    CHECK(book(Language::en, SquareStyle::letters).square(SQ_F3) == "f3");
    CHECK(english().square(SQ_F3) == "Felix three");
    CHECK(spanish().square(SQ_F3) == "Felix tres");
    CHECK(book(Language::es, SquareStyle::nato).square(SQ_F3) == "foxtrot tres");
    CHECK(book(Language::en, SquareStyle::fide).square(SQ_F3) == "Felix drei");
    CHECK(english().piece(KNIGHT) == "knight");
    CHECK(spanish().piece(KNIGHT) == "caballo");
    CHECK(book(Language::es, SquareStyle::fide).piece(KNIGHT) == "Springer");
    CHECK(english().colored_piece(W_KNIGHT) == "white knight");
    CHECK(spanish().colored_piece(W_KNIGHT) == "caballo blanco");
    CHECK(spanish().colored_piece(B_QUEEN) == "dama negra");
    CHECK(spanish().colored_piece(W_ROOK) == "torre blanca");
    CHECK(spanish().colored_piece(B_PAWN) == "peón negro");
    CHECK(book(Language::en, SquareStyle::fide).colored_piece(B_BISHOP) == "black Läufer");
    CHECK(book(Language::es, SquareStyle::fide).colored_piece(W_QUEEN) == "Dame blanca");
    const Position pos = position_of(threat);
    CHECK(english().square_contents(pos, SQ_E4) == "Eva four: white pawn");
    CHECK(spanish().square_contents(pos, SQ_E4) == "Eva cuatro: peón blanco");
    CHECK(english().square_contents(pos, SQ_D4) == "David four: empty");
    CHECK(spanish().square_contents(pos, SQ_D4) == "David cuatro: vacía");
}

TEST_CASE("A rank or a file with runs of empty squares compressed", "[phrases][board]") {
    const Position pos = position_of(threat);
    CHECK(english().scan_rank(pos, RANK_1) ==
          "rank one: white rook, white knight, white bishop, one empty, white king, one empty, "
          "white knight, white rook");
    CHECK(english(Verbosity::brief).scan_rank(pos, RANK_4) ==
          "two empty, white bishop, one empty, white pawn, three empty");
    CHECK(spanish().scan_rank(pos, RANK_4) ==
          "fila cuatro: dos vacías, alfil blanco, una vacía, peón blanco, tres vacías");
    CHECK(english().scan_rank(pos, RANK_5) == "rank five: four empty, black pawn, three empty");
    CHECK(english().scan_file(pos, FILE_E) ==
          "file Eva: white king, two empty, white pawn, black pawn, two empty, black king");
    CHECK(spanish().scan_file(pos, FILE_E) ==
          "columna Eva: rey blanco, dos vacías, peón blanco, peón negro, dos vacías, rey negro");
    CHECK(book(Language::en, SquareStyle::letters).scan_file(pos, FILE_E) ==
          "file e: white king, two empty, white pawn, black pawn, two empty, black king");
    CHECK(book(Language::en, SquareStyle::fide).scan_rank(pos, RANK_3) ==
          "rank drei: five empty, white Dame, two empty");
    const Position empty_rank;
    // Not "eight empty", which after "rank seven" sounds like the eighth rank.
    CHECK(english().scan_rank(empty_rank, RANK_4) == "rank four: empty");
    CHECK(spanish().scan_rank(empty_rank, RANK_4) == "fila cuatro: vacía");
    // Brief, a rank among the whole board's keeps its number.
    CHECK(english(Verbosity::brief).scan_rank(empty_rank, RANK_4, true) == "Four: empty");
    CHECK(english(Verbosity::brief).scan_rank(pos, RANK_5, true) ==
          "Five: four empty, black pawn, three empty");
}

TEST_CASE("Where the pieces of one kind stand", "[phrases][board]") {
    const Position pos = position_of(threat);
    CHECK(english().pieces(pos, WHITE, KNIGHT) == "white knights: Bella one, Gustav one");
    CHECK(spanish().pieces(pos, WHITE, KNIGHT) == "caballos blancos: Bella uno, Gustav uno");
    CHECK(english().pieces(pos, BLACK, QUEEN) == "black queen: David eight");
    CHECK(spanish().pieces(pos, BLACK, QUEEN) == "dama negra: David ocho");
    CHECK(spanish().pieces(pos, BLACK, ROOK) == "torres negras: Anna ocho, Hector ocho");
    const Position bare = position_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(english().pieces(bare, WHITE, QUEEN) == "no white queens");
    CHECK(spanish().pieces(bare, WHITE, QUEEN) == "ninguna dama blanca");
    CHECK(spanish().pieces(bare, BLACK, KNIGHT) == "ningún caballo negro");
    CHECK(book(Language::en, SquareStyle::fide).pieces(pos, WHITE, ROOK) ==
          "white Türme: Anna eins, Hector eins");
}

TEST_CASE("Every piece of both sides, White first, kings first", "[phrases][board]") {
    const Position pos = position_of("4k3/3q4/8/8/8/8/PP6/R3K1N1 w - - 0 1");
    CHECK(english().all_pieces(pos) ==
          "White: king Eva one; rook Anna one; knight Gustav one; pawns Anna two, Bella two. "
          "Black: king Eva eight; queen David seven.");
    CHECK(spanish().all_pieces(pos) ==
          "Blancas: rey Eva uno; torre Anna uno; caballo Gustav uno; peones Anna dos, Bella dos. "
          "Negras: rey Eva ocho; dama David siete.");
    CHECK(book(Language::en, SquareStyle::letters).all_pieces(pos) ==
          "White: king e1; rook a1; knight g1; pawns a2, b2. Black: king e8; queen d7.");
}

TEST_CASE("A pawn that may be taken en passant has those pawns as attackers", "[phrases][board]") {
    const Position pos = position_of("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2");
    CHECK(english().attackers(pos, SQ_D5) ==
          "David five: black pawn. Attackers: pawn Cesar five en passant, pawn Eva five en "
          "passant. No defenders.");
    // Not when the capture is no longer possible: the square is gone from the position.
    CHECK(english().attackers(position_of("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"), SQ_D5) ==
          "David five: black pawn. No attackers. No defenders.");
}

TEST_CASE("Attackers and defenders of a square", "[phrases][board]") {
    const Position pos = position_of(threat);
    CHECK(english().attackers(pos, SQ_F7) ==
          "Felix seven: black pawn. Attackers: bishop Cesar four, queen Felix three. Defenders: "
          "king Eva eight.");
    CHECK(spanish().attackers(pos, SQ_F7) ==
          "Felix siete: peón negro. Atacantes: alfil Cesar cuatro, dama Felix tres. Defensores: "
          "rey Eva ocho.");
    // The cheapest attacker first, as a player counts an exchange.
    CHECK(english().attackers(pos, SQ_D5) ==
          "David five: empty. White covers it with pawn Eva four, bishop Cesar four. Black does "
          "not cover it.");
    CHECK(spanish().attackers(pos, SQ_D5) ==
          "David cinco: vacía. Las blancas la controlan con peón Eva cuatro, alfil Cesar cuatro. "
          "Las negras no la controlan.");
    CHECK(english().attackers(pos, SQ_A2) ==
          "Anna two: white pawn. No attackers. Defenders: bishop Cesar four, rook Anna one.");
    CHECK(spanish().attackers(pos, SQ_H8) ==
          "Hector ocho: torre negra. Sin atacantes. Sin defensores.");
}

TEST_CASE("The legal moves of a piece", "[phrases][board]") {
    const Position pos = position_of(threat);
    CHECK(english().moves_from(pos, SQ_C4) ==
          "white bishop Cesar four, nine moves: Felix one, Eva two, Bella three, David three, "
          "Bella five, David five, Anna six, Eva six, takes pawn Felix seven with check");
    CHECK(spanish(Verbosity::brief).moves_from(pos, SQ_F3) ==
          "dama blanca Felix tres: David uno, Eva dos, Anna tres, Bella tres, Cesar tres, David "
          "tres, Eva tres, Gustav tres, Hector tres, Felix cuatro, Gustav cuatro, Felix cinco, "
          "Hector cinco, Felix seis, captura peón Felix siete con mate");
    // Castling that gives check, and a promotion that gives mate.
    const Position checks = position_of("5k2/1P6/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(english().moves_from(checks, SQ_E1) ==
          "white king Eva one, six moves: David one, Felix one, David two, Eva two, Felix two, "
          "short castling with check");
    CHECK(english(Verbosity::brief).moves_from(checks, SQ_B7) ==
          "white pawn Bella seven: Bella eight with promotion and check");
    CHECK(english(Verbosity::brief).moves_from(pos, SQ_E1) ==
          "white king Eva one: David one, Felix one, Eva two");
    CHECK(spanish().moves_from(pos, SQ_E1) ==
          "rey blanco Eva uno, tres jugadas: David uno, Felix uno, Eva dos");
    // The opponent's piece: its moves as if it were its turn.
    CHECK(english().moves_from(pos, SQ_C6) ==
          "black knight Cesar six, five moves: Bella four, David four, Anna five, Eva seven, "
          "Bella eight");
    CHECK(english().moves_from(pos, SQ_D4) == "David four is empty");
    CHECK(spanish().moves_from(pos, SQ_D4) == "David cuatro está vacía");
    CHECK(english().moves_from(pos, SQ_A1) == "white rook Anna one: no legal moves");
    CHECK(spanish().moves_from(pos, SQ_A1) == "torre blanca Anna uno: sin jugadas legales");

    const Position special = position_of("4k3/P7/8/3pP3/8/8/8/R3K2R w KQ d6 0 1");
    CHECK(english().moves_from(special, SQ_E1) ==
          "white king Eva one, seven moves: David one, Felix one, David two, Eva two, Felix two, "
          "long castling, short castling");
    CHECK(english().moves_from(special, SQ_A7) ==
          "white pawn Anna seven, one move: Anna eight with promotion and check");
    CHECK(spanish().moves_from(special, SQ_A7) ==
          "peón blanco Anna siete, una jugada: Anna ocho con promoción y jaque");
    CHECK(english().moves_from(special, SQ_E5) ==
          "white pawn Eva five, two moves: en passant to David six, Eva six");
    CHECK(spanish(Verbosity::brief).moves_from(special, SQ_E5) ==
          "peón blanco Eva cinco: al paso a David seis, Eva seis");
    CHECK(book(Language::es, SquareStyle::fide).moves_from(special, SQ_E1) ==
          "König blanco Eva eins, siete jugadas: David eins, Felix eins, David zwei, Eva zwei, "
          "Felix zwei, Lange Rochade, Kurze Rochade");

    // While the side to move is in check, the other side's moves cannot be shown.
    const Position check = position_of("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    CHECK(english().moves_from(check, SQ_E2) ==
          "black rook Eva two: its moves are not listed while White is in check");
    CHECK(spanish().moves_from(check, SQ_E2) ==
          "torre negra Eva dos: sus jugadas no se dicen mientras las blancas están en jaque");
}

TEST_CASE("Whose turn it is", "[phrases][board]") {
    const Position start;
    CHECK(english().side_to_move(start) == "White to move");
    CHECK(spanish().side_to_move(start) == "Juegan las blancas");
    const Position check = position_of("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1");
    CHECK(english().side_to_move(check) == "Black to move, in check");
    CHECK(spanish().side_to_move(check) == "Juegan las negras, en jaque");
}
