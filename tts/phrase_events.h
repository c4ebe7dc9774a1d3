// One overload per game event (game/events.h) besides moves: what the phrase book says when it
// happens. PhraseBook::event() visits the event variant with these. Internal to the phrase book.
#pragma once

#include <string>

#include "game/events.h"
#include "tts/phrase_book.h"

namespace escaque::tts::phrase_events {

std::string say(const game::DrawOffered& e, const PhraseSettings& s);
std::string say(const game::DrawAccepted& e, const PhraseSettings& s);
std::string say(const game::DrawDeclined& e, const PhraseSettings& s);
std::string say(const game::DrawOfferLapsed& e, const PhraseSettings& s);
std::string say(const game::ClaimUpheld& e, const PhraseSettings& s);
std::string say(const game::ClaimRejected& e, const PhraseSettings& s);
// Penalties of a false claim or an illegal move say nothing here: the ClaimRejected and
// IllegalMoveRecorded phrases, which the game emits with them, already say them.
std::string say(const game::TimeAdjusted& e, const PhraseSettings& s);
std::string say(const game::TimeControlReached& e, const PhraseSettings& s);
std::string say(const game::FlagFell& e, const PhraseSettings& s);
std::string say(const game::TimeAnnouncement& e, const PhraseSettings& s);
std::string say(const game::IllegalMoveRecorded& e, const PhraseSettings& s);
std::string say(const game::Retraced& e, const PhraseSettings& s);
std::string say(const game::MoveSealed& e, const PhraseSettings& s);
std::string say(const game::SealedMoveRevealed& e, const PhraseSettings& s);
// Quickplay finish (phrases_quickplay.cpp).
std::string say(const game::QuickplayClaimMade& e, const PhraseSettings& s);
std::string say(const game::QuickplayClaimRuled& e, const PhraseSettings& s);
std::string say(const game::QuickplayRulingDue& e, const PhraseSettings& s);
std::string say(const game::IncrementRequested& e, const PhraseSettings& s);
std::string say(const game::IncrementRuled& e, const PhraseSettings& s);

// The result and its reason: "White wins by checkmate." / "Tablas por ahogado."
std::string result(const game::GameResult& r, const PhraseSettings& s);

} // namespace escaque::tts::phrase_events
