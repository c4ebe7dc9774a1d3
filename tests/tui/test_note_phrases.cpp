// escaque's own score-sheet notes, said in Spanish in a review; other comments as written.
#include <catch2/catch.hpp>

#include "program_phrases.h"

using escaque::tui::phrases::review_comment;
using escaque::tui::phrases::note_words;
using escaque::tts::Language;

TEST_CASE("escaque's notes are said in Spanish", "[tui][phrases]") {
    const auto es = [](const char* note) {
        return note_words(Language::es, note).value_or("(none)");
    };
    CHECK(es("White resigns") == "las blancas abandonan");
    CHECK(es("Black resigns, but White cannot checkmate") ==
          "las negras abandonan, pero las blancas no pueden dar mate");
    CHECK(es("White's flag fell, but Black cannot checkmate") ==
          "cae la bandera de las blancas, pero las negras no pueden dar mate");
    CHECK(es("Fivefold repetition") == "quíntuple repetición");
    CHECK(es("Black illegal move 1, White +2:00") ==
          "jugada ilegal número uno de las negras; las blancas reciben dos minutos");
    CHECK(es("White illegal move 2: loses") == "jugada ilegal número dos de las blancas: pierden");
    CHECK(es("White illegal move 2: would lose, but Black cannot checkmate") ==
          "jugada ilegal número dos de las blancas: perderían, pero las negras no pueden dar "
          "mate");
    CHECK(es("White claims a draw by threefold repetition with Nf3: upheld") ==
          "reclamación de tablas de las blancas por triple repetición con Cf3: aceptada");
    CHECK(es("Black claims a draw: rejected, White +1:30") ==
          "reclamación de tablas de las negras: rechazada; las blancas reciben un minuto treinta "
          "segundos");
    // Anything else is not escaque's, or not in these forms: said as written.
    CHECK(es("A fine move") == "(none)");
    CHECK(es("White illegal move 1, White +2:00") == "(none)");
    CHECK(es("Whitehead resigns") == "(none)");
    CHECK(es("White illegal move 1, Black +2:75") == "(none)");
    CHECK(es("White illegal move 1, Black +123456:00") == "(none)");
    CHECK(review_comment(Language::es, "White resigns") == "Comentario: las blancas abandonan.");
    CHECK(review_comment(Language::en, "White resigns") == "Comment: White resigns.");
}

TEST_CASE("a claim's written move and the time given are said in words in review",
          "[tui][phrases]") {
    const char* rejected = "Black claims a draw with Ng8: rejected, White +2:00";
    const std::string knight = "knight from Felix six to Gustav eight";
    CHECK(review_comment(Language::en, rejected, knight) ==
          "Comment: Black's draw claim with knight from Felix six to Gustav eight: rejected; "
          "White gets two minutes.");
    CHECK(review_comment(Language::es, rejected, "caballo de Felix seis a Gustav ocho") ==
          "Comentario: reclamación de tablas de las negras con caballo de Felix seis a Gustav "
          "ocho: rechazada; las blancas reciben dos minutos.");
    CHECK(review_comment(Language::en, "White illegal move 1, Black +1:30") ==
          "Comment: illegal move number one by White; Black gets one minute thirty seconds.");
    CHECK(review_comment(Language::en, "White illegal move 2: loses") ==
          "Comment: illegal move number two by White: White loses.");
    // Without the words (a move the position does not allow), as written.
    CHECK(review_comment(Language::en,
                         "White claims a draw by the 50-move rule with Nf3: upheld") ==
          "Comment: White's draw claim by the 50-move rule with Nf3: upheld.");
    // Not in escaque's forms: as written.
    CHECK(review_comment(Language::en, "White claims a draw with Nf3: upheld") ==
          "Comment: White claims a draw with Nf3: upheld.");
}

TEST_CASE("an engine's score after a move is said in words, its time left out", "[tui][phrases]") {
    CHECK(review_comment(Language::en, "+0.20/15 0.073s") ==
          "Comment: score of the engine that moved: plus 0.20, depth 15.");
    CHECK(review_comment(Language::es, "-0.17/15 0.30s") ==
          "Comentario: valoración del motor que movió: menos 0,17, profundidad 15.");
    CHECK(review_comment(Language::en, "0.00/12 0.29s") ==
          "Comment: score of the engine that moved: 0.00, depth 12.");
    // Plies, as cutechess writes them: M5 is mate in three moves, -M6 mated in three.
    CHECK(review_comment(Language::en, "+M5/20 1.2s") ==
          "Comment: score of the engine that moved: mate in 3, depth 20.");
    CHECK(review_comment(Language::es, "-M6/9") ==
          "Comentario: valoración del motor que movió: recibe mate en 3, profundidad 9.");
    // Anything else stays as written.
    CHECK(review_comment(Language::en, "+0.20/15 fast") == "Comment: +0.20/15 fast.");
    CHECK(review_comment(Language::en, "1/2 the time") == "Comment: 1/2 the time.");
    CHECK(review_comment(Language::en, "10/10") == "Comment: 10/10.");
}

TEST_CASE("a review's opening names the players it knows", "[tui][phrases]") {
    using escaque::tui::phrases::review_begins;
    CHECK(review_begins(Language::en, "", "", "", "White won", 2, 1) ==
          "Reviewing a game: White won. Two moves; Enter plays the next one.");
    CHECK(review_begins(Language::en, "Carlsen", "", "Blitz", "unfinished", 1, 1) ==
          "Reviewing Carlsen against an unnamed player (Blitz): unfinished. One move; Enter "
          "plays the next one.");
    CHECK(review_begins(Language::es, "", "Pérez", "", "tablas", 1, 1) ==
          "Repaso de un jugador sin nombre contra Pérez: tablas. Una jugada; Intro pasa a la "
          "siguiente.");
    CHECK(review_begins(Language::es, "", "", "", "tablas", 1, 1)
              .starts_with("Repaso de una partida: tablas."));
}

TEST_CASE("the side panel shows an unknown player as the side's colour", "[tui][phrases]") {
    using escaque::tui::phrases::players_line;
    CHECK(players_line(Language::en, "Carlsen", "Nepomniachtchi") == "Carlsen - Nepomniachtchi");
    CHECK(players_line(Language::en, "", "?") == "White - Black");
    CHECK(players_line(Language::en, "-", "Pérez") == "White - Pérez");
    CHECK(players_line(Language::es, "?", "") == "Blancas - Negras");
}
