// Golden texts for moves: every language, square style and verbosity; check and mate as their
// own sentence; the last move, the history, move counts and recording-mode confirmations.
#include <catch2/catch.hpp>

#include "chess/movegen.h"
#include "game/game_fixture.h"
#include "test_phrases_support.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::tts;
using test::book;
using test::check_every_setting;
using test::english;
using test::GameFixture;
using test::Goldens;
using test::move_of;
using test::position_of;
using test::spanish;

TEST_CASE("A quiet knight move in every language, style and verbosity", "[phrases][moves]") {
    const Position pos = position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const Move m = move_of(pos, "g1f3");
    check_every_setting(
        Goldens{
            "knight f3",
            "knight from g1 to f3",
            "White knight from g1 to f3",
            "knight Felix three",
            "knight from Gustav one to Felix three",
            "White knight from Gustav one to Felix three",
            "knight foxtrot three",
            "knight from golf one to foxtrot three",
            "White knight from golf one to foxtrot three",
            "Springer Felix drei",
            "Springer Gustav eins Felix drei",
            "White Springer Gustav eins Felix drei",
            "caballo f3",
            "caballo de g1 a f3",
            "caballo blanco de g1 a f3",
            "caballo Felix tres",
            "caballo de Gustav uno a Felix tres",
            "caballo blanco de Gustav uno a Felix tres",
            "caballo foxtrot tres",
            "caballo de golf uno a foxtrot tres",
            "caballo blanco de golf uno a foxtrot tres",
            "Springer Felix drei",
            "Springer Gustav eins Felix drei",
            "Springer blanco Gustav eins Felix drei",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("A capture that mates in every language, style and verbosity", "[phrases][moves]") {
    const Position pos =
        position_of("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    const Move m = move_of(pos, "h5f7");
    check_every_setting(
        Goldens{
            "queen takes f7. Checkmate.",
            "queen from h5 to f7, takes pawn. Checkmate.",
            "White queen from h5 to f7, takes pawn. Checkmate.",
            "queen takes Felix seven. Checkmate.",
            "queen from Hector five to Felix seven, takes pawn. Checkmate.",
            "White queen from Hector five to Felix seven, takes pawn. Checkmate.",
            "queen takes foxtrot seven. Checkmate.",
            "queen from hotel five to foxtrot seven, takes pawn. Checkmate.",
            "White queen from hotel five to foxtrot seven, takes pawn. Checkmate.",
            "Dame takes Felix sieben. Checkmate.",
            "Dame Hector fünf Felix sieben, takes Bauer. Checkmate.",
            "White Dame Hector fünf Felix sieben, takes Bauer. Checkmate.",
            "dama captura en f7. Jaque mate.",
            "dama de h5 a f7, captura peón. Jaque mate.",
            "dama blanca de h5 a f7, captura peón. Jaque mate.",
            "dama captura en Felix siete. Jaque mate.",
            "dama de Hector cinco a Felix siete, captura peón. Jaque mate.",
            "dama blanca de Hector cinco a Felix siete, captura peón. Jaque mate.",
            "dama captura en foxtrot siete. Jaque mate.",
            "dama de hotel cinco a foxtrot siete, captura peón. Jaque mate.",
            "dama blanca de hotel cinco a foxtrot siete, captura peón. Jaque mate.",
            "Dame captura en Felix sieben. Jaque mate.",
            "Dame Hector fünf Felix sieben, captura Bauer. Jaque mate.",
            "Dame blanca Hector fünf Felix sieben, captura Bauer. Jaque mate.",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("A knight move SAN must disambiguate in every language, style and verbosity",
          "[phrases][moves]") {
    const Position pos = position_of("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    const Move m = move_of(pos, "b1d2");
    check_every_setting(
        Goldens{
            "knight b1 d2",
            "knight from b1 to d2",
            "White knight from b1 to d2",
            "knight Bella one David two",
            "knight from Bella one to David two",
            "White knight from Bella one to David two",
            "knight bravo one delta two",
            "knight from bravo one to delta two",
            "White knight from bravo one to delta two",
            "Springer Bella eins David zwei",
            "Springer Bella eins David zwei",
            "White Springer Bella eins David zwei",
            "caballo b1 d2",
            "caballo de b1 a d2",
            "caballo blanco de b1 a d2",
            "caballo Bella uno David dos",
            "caballo de Bella uno a David dos",
            "caballo blanco de Bella uno a David dos",
            "caballo bravo uno delta dos",
            "caballo de bravo uno a delta dos",
            "caballo blanco de bravo uno a delta dos",
            "Springer Bella eins David zwei",
            "Springer Bella eins David zwei",
            "Springer blanco Bella eins David zwei",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("An en passant capture in every language, style and verbosity", "[phrases][moves]") {
    const Position pos = position_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    const Move m = move_of(pos, "e5d6");
    check_every_setting(
        Goldens{
            "e5 takes d6 en passant",
            "pawn from e5 to d6, takes pawn en passant",
            "White pawn from e5 to d6, takes pawn en passant",
            "Eva takes David six en passant",
            "pawn from Eva five to David six, takes pawn en passant",
            "White pawn from Eva five to David six, takes pawn en passant",
            "echo takes delta six en passant",
            "pawn from echo five to delta six, takes pawn en passant",
            "White pawn from echo five to delta six, takes pawn en passant",
            "Eva takes David sechs en passant",
            "Bauer Eva fünf David sechs, takes Bauer en passant",
            "White Bauer Eva fünf David sechs, takes Bauer en passant",
            "e5 captura en d6 al paso",
            "peón de e5 a d6, captura peón al paso",
            "peón blanco de e5 a d6, captura peón al paso",
            "Eva captura en David seis al paso",
            "peón de Eva cinco a David seis, captura peón al paso",
            "peón blanco de Eva cinco a David seis, captura peón al paso",
            "echo captura en delta seis al paso",
            "peón de echo cinco a delta seis, captura peón al paso",
            "peón blanco de echo cinco a delta seis, captura peón al paso",
            "Eva captura en David sechs al paso",
            "Bauer Eva fünf David sechs, captura Bauer al paso",
            "Bauer blanco Eva fünf David sechs, captura Bauer al paso",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("A capture that promotes to a knight in every language, style and verbosity",
          "[phrases][moves]") {
    const Position pos = position_of("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    const Move m = move_of(pos, "e7d8n");
    check_every_setting(
        Goldens{
            "e7 takes d8, knight",
            "pawn from e7 to d8, takes rook, promotes to knight",
            "White pawn from e7 to d8, takes rook, promotes to knight",
            "Eva takes David eight, knight",
            "pawn from Eva seven to David eight, takes rook, promotes to knight",
            "White pawn from Eva seven to David eight, takes rook, promotes to knight",
            "echo takes delta eight, knight",
            "pawn from echo seven to delta eight, takes rook, promotes to knight",
            "White pawn from echo seven to delta eight, takes rook, promotes to knight",
            "Eva takes David acht, Springer",
            "Bauer Eva sieben David acht, takes Turm, promotes to Springer",
            "White Bauer Eva sieben David acht, takes Turm, promotes to Springer",
            "e7 captura en d8, caballo",
            "peón de e7 a d8, captura torre, promociona a caballo",
            "peón blanco de e7 a d8, captura torre, promociona a caballo",
            "Eva captura en David ocho, caballo",
            "peón de Eva siete a David ocho, captura torre, promociona a caballo",
            "peón blanco de Eva siete a David ocho, captura torre, promociona a caballo",
            "echo captura en delta ocho, caballo",
            "peón de echo siete a delta ocho, captura torre, promociona a caballo",
            "peón blanco de echo siete a delta ocho, captura torre, promociona a caballo",
            "Eva captura en David acht, Springer",
            "Bauer Eva sieben David acht, captura Turm, promociona a Springer",
            "Bauer blanco Eva sieben David acht, captura Turm, promociona a Springer",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("White castles short in every language, style and verbosity", "[phrases][moves]") {
    const Position pos = position_of("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    const Move m = move_of(pos, "e1g1");
    check_every_setting(
        Goldens{
            "short castling", "short castling", "White, short castling",
            "short castling", "short castling", "White, short castling",
            "short castling", "short castling", "White, short castling",
            "Kurze Rochade",  "Kurze Rochade",  "White, Kurze Rochade",
            "enroque corto",  "enroque corto",  "Blancas, enroque corto",
            "enroque corto",  "enroque corto",  "Blancas, enroque corto",
            "enroque corto",  "enroque corto",  "Blancas, enroque corto",
            "Kurze Rochade",  "Kurze Rochade",  "Blancas, Kurze Rochade",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("Black castles long in every language, style and verbosity", "[phrases][moves]") {
    const Position pos = position_of("r3k3/8/8/8/8/8/8/4K3 b q - 0 1");
    const Move m = move_of(pos, "e8c8");
    check_every_setting(
        Goldens{
            "long castling", "long castling", "Black, long castling",
            "long castling", "long castling", "Black, long castling",
            "long castling", "long castling", "Black, long castling",
            "Lange Rochade", "Lange Rochade", "Black, Lange Rochade",
            "enroque largo", "enroque largo", "Negras, enroque largo",
            "enroque largo", "enroque largo", "Negras, enroque largo",
            "enroque largo", "enroque largo", "Negras, enroque largo",
            "Lange Rochade", "Lange Rochade", "Negras, Lange Rochade",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("Black's queen mates in every language, style and verbosity", "[phrases][moves]") {
    const Position pos =
        position_of("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    const Move m = move_of(pos, "d8h4");
    check_every_setting(
        Goldens{
            "queen h4. Checkmate.",
            "queen from d8 to h4. Checkmate.",
            "Black queen from d8 to h4. Checkmate.",
            "queen Hector four. Checkmate.",
            "queen from David eight to Hector four. Checkmate.",
            "Black queen from David eight to Hector four. Checkmate.",
            "queen hotel four. Checkmate.",
            "queen from delta eight to hotel four. Checkmate.",
            "Black queen from delta eight to hotel four. Checkmate.",
            "Dame Hector vier. Checkmate.",
            "Dame David acht Hector vier. Checkmate.",
            "Black Dame David acht Hector vier. Checkmate.",
            "dama h4. Jaque mate.",
            "dama de d8 a h4. Jaque mate.",
            "dama negra de d8 a h4. Jaque mate.",
            "dama Hector cuatro. Jaque mate.",
            "dama de David ocho a Hector cuatro. Jaque mate.",
            "dama negra de David ocho a Hector cuatro. Jaque mate.",
            "dama hotel cuatro. Jaque mate.",
            "dama de delta ocho a hotel cuatro. Jaque mate.",
            "dama negra de delta ocho a hotel cuatro. Jaque mate.",
            "Dame Hector vier. Jaque mate.",
            "Dame David acht Hector vier. Jaque mate.",
            "Dame negra David acht Hector vier. Jaque mate.",
        },
        [&](const PhraseBook& b) { return b.describe_move(pos, m); });
}

TEST_CASE("Brief moves name the departure square only when SAN must", "[phrases][moves]") {
    const Position two_knights = position_of("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    CHECK(english(Verbosity::brief).describe_move(two_knights, move_of(two_knights, "f3e5")) ==
          "knight Eva five");
    CHECK(english(Verbosity::brief).describe_move(two_knights, move_of(two_knights, "f3d2")) ==
          "knight Felix three David two");
    const Position rooks = position_of("4k3/8/8/8/R7/8/8/R3K3 w - - 0 1");
    CHECK(english(Verbosity::brief).describe_move(rooks, move_of(rooks, "a1a2")) ==
          "rook Anna one Anna two");
    CHECK(spanish(Verbosity::brief).describe_move(rooks, move_of(rooks, "a4a2")) ==
          "torre Anna cuatro Anna dos");
}

TEST_CASE("Pawn moves, brief and normal", "[phrases][moves]") {
    const Position start;
    CHECK(english(Verbosity::brief).describe_move(start, move_of(start, "e2e4")) == "Eva four");
    CHECK(spanish(Verbosity::brief).describe_move(start, move_of(start, "e2e4")) == "Eva cuatro");
    CHECK(english().describe_move(start, move_of(start, "e2e4")) ==
          "pawn from Eva two to Eva four");
    CHECK(spanish(Verbosity::verbose).describe_move(start, move_of(start, "e2e4")) ==
          "peón blanco de Eva dos a Eva cuatro");
    const Position capture =
        position_of("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    CHECK(english(Verbosity::brief).describe_move(capture, move_of(capture, "e4d5")) ==
          "Eva takes David five");
    CHECK(spanish(Verbosity::brief).describe_move(capture, move_of(capture, "e4d5")) ==
          "Eva captura en David cinco");
    // Letters style: the whole square, since espeak-ng reads a lone "a" as the article.
    CHECK(book(Language::en, SquareStyle::letters, Verbosity::brief)
              .describe_move(capture, move_of(capture, "e4d5")) == "e4 takes d5");
    const Position promotion = position_of("8/4P2k/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(english(Verbosity::brief).describe_move(promotion, move_of(promotion, "e7e8q")) ==
          "Eva eight, queen");
    CHECK(spanish().describe_move(promotion, move_of(promotion, "e7e8r")) ==
          "peón de Eva siete a Eva ocho, promociona a torre");
}

TEST_CASE("Black pieces agree in Spanish", "[phrases][moves]") {
    const Position pos = position_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    CHECK(spanish(Verbosity::verbose).describe_move(pos, move_of(pos, "a8a1")) ==
          "torre negra de Anna ocho a Anna uno, captura torre. Jaque.");
    CHECK(spanish(Verbosity::verbose).describe_move(pos, move_of(pos, "e8d8")) ==
          "rey negro de Eva ocho a David ocho");
    CHECK(english(Verbosity::verbose).describe_move(pos, move_of(pos, "a8a1")) ==
          "Black rook from Anna eight to Anna one, takes rook. Check.");
}

TEST_CASE("A discovered check names its piece, a double check says so", "[phrases][moves]") {
    // The knight moves, the bishop on b3 gives the check: a listener would take the knight.
    const Position pos = position_of("6k1/6pp/b7/3N4/8/1B6/5PPP/4K3 w - - 0 1");
    CHECK(english().describe_move(pos, move_of(pos, "d5c3")) ==
          "knight from David five to Cesar three. Discovered check: bishop Bella three.");
    CHECK(spanish().describe_move(pos, move_of(pos, "d5c3")) ==
          "caballo de David cinco a Cesar tres. Jaque a la descubierta: alfil Bella tres.");
    CHECK(english().describe_move(pos, move_of(pos, "d5e7")) ==
          "knight from David five to Eva seven. Double check.");
    CHECK(spanish().describe_move(pos, move_of(pos, "d5e7")) ==
          "caballo de David cinco a Eva siete. Jaque doble.");
    // The bishop's line closed by a pawn: the knight's own check is a plain one.
    const Position plain = position_of("6k1/5ppp/8/3N4/8/1B6/8/4K3 w - - 0 1");
    CHECK(english().describe_move(plain, move_of(plain, "d5e7")) ==
          "knight from David five to Eva seven. Check.");
}

TEST_CASE("Check and mate are always a sentence of their own", "[phrases][moves]") {
    // Positions with checks, mates, captures, promotions, en passant and castling.
    const char* fens[] = {
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        "3r2k1/4P3/8/8/8/8/8/R3K2R w KQ - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    };
    for (const char* fen : fens) {
        const Position pos = position_of(fen);
        for (Move m : legal_moves(pos)) {
            Position after = pos;
            after.do_move(m);
            for (std::size_t i = 0; i < test::setting_count; ++i) {
                const std::string text = PhraseBook(test::setting(i)).describe_move(pos, m);
                INFO(fen << " " << uci_string(m, false) << " " << test::setting_name(i) << ": "
                         << text);
                CHECK_FALSE(text.empty());
                // Never SAN in speech (SPEECH.md): no check signs, no "=Q", no "O-O".
                CHECK(text.find_first_of("+#=") == std::string::npos);
                CHECK(text.find("O-O") == std::string::npos);
                CHECK(text.find(", check") == std::string::npos);
                CHECK(text.find(", jaque") == std::string::npos);
                const bool ends_with_check =
                    text.ends_with(". Check.") || text.ends_with(". Checkmate.") ||
                    text.ends_with(". Jaque.") || text.ends_with(". Jaque mate.") ||
                    text.ends_with(". Double check.") || text.ends_with(". Jaque doble.") ||
                    text.find(". Discovered check: ") != std::string::npos ||
                    text.find(". Jaque a la descubierta: ") != std::string::npos;
                CHECK(ends_with_check == after.in_check());
            }
        }
    }
}

TEST_CASE("Moves the game reports are announced as played", "[phrases][moves][events]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"f2f3", "e7e5", "g2g4"});
    f.take_events_and_ignore();
    f.play("d8h4");
    const std::vector<game::Event> events = f.game.take_events();
    REQUIRE(events.size() == 2);
    CHECK(english().event(events[0]) == "queen from David eight to Hector four. Checkmate.");
    CHECK(spanish(Verbosity::brief).event(events[0]) == "dama Hector cuatro. Jaque mate.");
    CHECK(english().event(events[1]) == "Black wins by checkmate.");
    CHECK(spanish().event(events[1]) == "Ganan las negras por jaque mate.");
}

TEST_CASE("The last move, with its side", "[phrases][moves]") {
    GameFixture f(GameFixture::setup());
    CHECK(english().last_move(f.game) == "no moves yet");
    CHECK(spanish().last_move(f.game) == "todavía no hay jugadas");
    f.play_all({"e2e4", "g8f6"});
    CHECK(english().last_move(f.game) == "last move: Black knight from Gustav eight to Felix six");
    CHECK(english(Verbosity::brief).last_move(f.game) == "last move: knight Felix six");
    CHECK(spanish().last_move(f.game) ==
          "última jugada: caballo negro de Gustav ocho a Felix seis");
    CHECK(book(Language::en, SquareStyle::fide).last_move(f.game) ==
          "last move: Black Springer Gustav acht Felix sechs");
}

TEST_CASE("The history, by move numbers", "[phrases][moves]") {
    GameFixture f(GameFixture::setup());
    CHECK(english().history(f.game, 0) == "No moves yet.");
    CHECK(spanish().history(f.game, 0) == "Todavía no hay jugadas.");
    f.play_all({"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6", "e1g1"});
    CHECK(english(Verbosity::brief).history(f.game, 0) ==
          "Move one: Eva four, Eva five. Move two: knight Felix three, knight Cesar six. "
          "Move three: bishop Bella five, Anna six. Move four: bishop takes Cesar six, David "
          "takes Cesar six. Move five: short castling.");
    CHECK(english(Verbosity::brief).history(f.game, 2) ==
          "Move four, Black: David takes Cesar six. Move five: short castling.");
    CHECK(spanish(Verbosity::brief).history(f.game, 3) ==
          "Jugada cuatro: alfil captura en Cesar seis, David captura en Cesar seis. "
          "Jugada cinco: enroque corto.");
    CHECK(english().history(f.game, 1) == "Move five: short castling.");
    CHECK(english().history(f.game, 2) ==
          "Move four, Black: pawn from David seven to Cesar six, takes bishop. "
          "Move five: short castling.");
    CHECK(spanish().history(f.game, 2) ==
          "Jugada cuatro, negras: peón de David siete a Cesar seis, captura alfil. "
          "Jugada cinco: enroque corto.");
    // Full moves have commas of their own: Black's move starts with its side.
    CHECK(english().history(f.game, 3) ==
          "Move four: bishop from Bella five to Cesar six, takes knight; Black: pawn from David "
          "seven to Cesar six, takes bishop. Move five: short castling.");
    CHECK(spanish().history(f.game, 3) ==
          "Jugada cuatro: alfil de Bella cinco a Cesar seis, captura caballo; negras: peón de "
          "David siete a Cesar seis, captura alfil. Jugada cinco: enroque corto.");
    // More than there are: all of them.
    CHECK(english().history(f.game, 50) == english().history(f.game, 0));

    // A move made with a draw offer carries it, as (=) on the score sheet.
    f.play("f8d6", true);
    CHECK(english(Verbosity::brief).history(f.game, 1) ==
          "Move five, Black: bishop David six offering a draw.");
    CHECK(spanish(Verbosity::brief).history(f.game, 1) ==
          "Jugada cinco, negras: alfil David seis con oferta de tablas.");
}

TEST_CASE("Check inside the history stays with its move", "[phrases][moves]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"});
    CHECK(english(Verbosity::brief).history(f.game, 1) ==
          "Move four: queen takes Felix seven with checkmate.");
    CHECK(spanish(Verbosity::brief).history(f.game, 1) ==
          "Jugada cuatro: dama captura en Felix siete con jaque mate.");
    GameFixture g(GameFixture::setup("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    g.play_all({"a1a8", "e8e7"});
    CHECK(english(Verbosity::brief).history(g.game, 0) ==
          "Move one: rook Anna eight with check, king Eva seven.");
}

TEST_CASE("A history that starts with Black's move", "[phrases][moves]") {
    GameFixture f(GameFixture::setup("4k3/8/8/8/8/8/8/R3K3 b - - 0 30"));
    f.play_all({"e8d7", "a1a7"});
    CHECK(english(Verbosity::brief).history(f.game, 0) ==
          "Move thirty, Black: king David seven. Move thirty-one: rook Anna seven with check.");
    CHECK(spanish(Verbosity::brief).history(f.game, 0) ==
          "Jugada treinta, negras: rey David siete. Jugada treinta y uno: torre Anna siete con "
          "jaque.");
}

TEST_CASE("Move counts on request", "[phrases][moves]") {
    GameFixture f(GameFixture::setup());
    CHECK(english().move_count(f.game) ==
          "Move one, White to move. Moves made: White zero, Black zero.");
    f.play_all({"e2e4", "e7e5", "g1f3"});
    CHECK(english().move_count(f.game) ==
          "Move two, Black to move. Moves made: White two, Black one.");
    CHECK(english(Verbosity::brief).move_count(f.game) == "Move two, Black to move.");
    CHECK(spanish().move_count(f.game) ==
          "Jugada dos, juegan las negras. Jugadas hechas: blancas dos, negras una.");
    REQUIRE(f.game.resign(WHITE));
    CHECK(english().move_count(f.game) == "Moves made: White two, Black one.");

    GameFixture check(GameFixture::setup());
    check.play_all({"e2e4", "e7e5", "f2f4", "d8h4"});
    CHECK(english().move_count(check.game) ==
          "Move three, White to move, in check. Moves made: White two, Black two.");
    CHECK(spanish(Verbosity::brief).move_count(check.game) ==
          "Jugada tres, juegan las blancas, en jaque.");
}

TEST_CASE("Recording mode confirms the move entered", "[phrases][moves]") {
    const Position start;
    CHECK(english(Verbosity::brief).confirm_move(start, move_of(start, "g1f3")) ==
          "You entered: knight from Gustav one to Felix three. Confirm with Enter.");
    CHECK(spanish().confirm_move(start, move_of(start, "g1f3")) ==
          "Has introducido: caballo de Gustav uno a Felix tres. Confirma con Intro.");
    CHECK(book(Language::en, SquareStyle::fide).confirm_move(start, move_of(start, "g1f3")) ==
          "You entered: Springer Gustav eins Felix drei. Confirm with Enter.");
    const Position mate =
        position_of("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    CHECK(english().confirm_move(mate, move_of(mate, "h5f7")) ==
          "You entered: queen from Hector five to Felix seven, takes pawn. Checkmate. Confirm "
          "with Enter.");
}
