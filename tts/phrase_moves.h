// Moves in words, for the phrase book's move announcements, history and confirmations.
// Internal to the phrase book (tts/phrase_book.h).
#pragma once

#include <string>

#include "chess/position.h"
#include "game/events.h"
#include "tts/wording.h"

namespace escaque::tts::phrase_moves {

// How much of a move to say.
struct MoveForm {
    bool departure = true; // "knight from Gustav one to Felix three" (else "knight Felix three")
    bool colour = false;   // "White knight …" / "caballo blanco …"
    // Check and mate as their own sentence ("… Felix seven. Check.", what SPEECH.md asks for
    // live announcements), or inside a list ("… Felix seven with check, king …").
    bool check_as_sentence = true;
};

std::string move_text(const game::MoveMade& move, const Wording& wording, MoveForm form);

} // namespace escaque::tts::phrase_moves
