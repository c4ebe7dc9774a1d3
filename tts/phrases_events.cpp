// What the arbiter's events sound like: draw offers, claims, penalties, flags, clock
// announcements, illegal moves, retracing and adjournment.
#include "tts/phrase_events.h"

#include <chrono>

#include "tts/phrase_moves.h"
#include "tts/phrase_parts.h"
#include "tts/time_words.h"

namespace escaque::tts::phrase_events {

using namespace phrase_parts;
using chess::Color;

namespace {

std::string time_of(clock::Duration d, Language lang) {
    return time_words(std::chrono::duration_cast<std::chrono::milliseconds>(d), lang);
}

std::string subject(Color c, Language lang) {
    return std::string(side_subject(c, lang));
}

std::string label(Color c, Language lang) {
    return capitalize(std::string(side_label(c, lang)));
}

std::string count(int n, Language lang) {
    return number_words(static_cast<std::uint32_t>(n < 0 ? 0 : n), lang);
}

} // namespace

std::string say(const game::DrawOffered& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    if (e.by_claim)
        return sentences({fill(lang,
                               {"{0}'s claim stands as a draw offer",
                                "la reclamación de {0} queda como oferta de tablas"},
                               {subject(e.by, lang)})});
    return sentences(
        {fill(lang, {"{0} offers a draw", "{0} ofrecen tablas"}, {subject(e.by, lang)})});
}

std::string say(const game::DrawAccepted& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    return sentences(
        {fill(lang, {"{0} accepts the draw", "{0} aceptan las tablas"}, {subject(e.by, lang)})});
}

std::string say(const game::DrawDeclined& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    return sentences(
        {fill(lang, {"{0} declines the draw", "{0} rechazan las tablas"}, {subject(e.by, lang)})});
}

std::string say(const game::DrawOfferLapsed& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    return sentences(
        {fill(lang, {"{0}'s draw offer has lapsed", "la oferta de tablas de {0} ha caducado"},
              {subject(e.by, lang)})});
}

std::string say(const game::ClaimUpheld& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    const std::string_view kind =
        e.kind == game::ClaimKind::threefold_repetition
            ? pick(lang, {"threefold repetition", "triple repetición"})
            : pick(lang, {"the fifty-move rule", "la regla de las cincuenta jugadas"});
    const std::string upheld = fill(
        lang, {"{0}'s draw claim is upheld: {1}", "se acepta la reclamación de tablas de {0}: {1}"},
        {subject(e.by, lang), kind});
    // 9.2.1.1: the claim named a move that would bring the position about. It is not played,
    // but the players may want to hear which one the arbiter judged.
    if (!e.intended || s.verbosity == Verbosity::brief) return sentences({upheld});
    // Said as any move is ("knight from Felix six to Gustav eight", "short castling").
    const std::string intended =
        fill(lang, {"intended move: {0}", "jugada anunciada: {0}"},
             {phrase_moves::move_text(*e.intended, s.wording, {true, false, false})});
    return sentences({upheld, intended});
}

// Why a claim failed, as a player checks it: "The position has appeared twice; twelve moves
// since the last capture or pawn move."
std::string claim_facts(const game::ClaimRejected& e, Language lang) {
    if (e.appearances <= 0) return {};
    const std::string times =
        e.appearances == 1 ? std::string(pick(lang, {"once", "una vez"}))
        : e.appearances == 2
            ? std::string(pick(lang, {"twice", "dos veces"}))
            : fill(lang, {"{0} times", "{0} veces"},
                   {number_words(std::uint32_t(e.appearances), lang, NumberForm::feminine)});
    const std::string moves =
        e.quiet_moves <= 0 ? std::string(pick(lang, {"no moves", "ninguna jugada"}))
        : e.quiet_moves == 1
            ? std::string(pick(lang, {"one move", "una jugada"}))
            : fill(lang, {"{0} moves", "{0} jugadas"},
                   {number_words(std::uint32_t(e.quiet_moves), lang, NumberForm::feminine)});
    return fill(lang,
                {"the position has appeared {0}; {1} since the last capture or pawn move",
                 "la posición ha aparecido {0}; {1} desde la última captura o movimiento de "
                 "peón"},
                {times, moves});
}

std::string say(const game::ClaimRejected& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    const std::string claimant = subject(e.by, lang);
    const std::string_view rejected =
        pick(lang, {"{0}'s draw claim is rejected", "se rechaza la reclamación de tablas de {0}"});
    std::string first;
    if (e.opponent_bonus > clock::Duration{}) {
        // RULES.md §3.6: the opponent's bonus is the penalty a player must hear at once.
        first = fill(std::string(rejected) +
                         std::string(pick(lang, {"; {1} gets {2}", "; {1} reciben {2}"})),
                     {claimant, side_subject(~e.by, lang), time_of(e.opponent_bonus, lang)});
    } else {
        first = fill(std::string(rejected) +
                         std::string(pick(lang, {"; the game goes on", "; la partida sigue"})),
                     {claimant});
    }
    // The 2001 Laws also cut the claimant's own time (9.5).
    std::string now;
    if (e.claimant_after != e.claimant_before)
        now = fill(lang, {"{0} now has {1}", "{0} tienen ahora {1}"},
                   {claimant, time_of(e.claimant_after, lang)});
    return sentences({first, now, claim_facts(e, lang)});
}

std::string say(const game::TimeAdjusted& e, const PhraseSettings& s) {
    if (e.reason != game::PenaltyReason::arbiter) return {};
    const Language lang = s.wording.language;
    const bool added = e.delta >= clock::Duration{};
    const std::string amount = time_of(added ? e.delta : -e.delta, lang);
    const Bilingual pattern =
        added ? Bilingual{"{1} added to {0}'s clock", "reloj de {0}: {1} más"}
              : Bilingual{"{1} taken from {0}'s clock", "reloj de {0}: {1} menos"};
    return sentences({fill(lang, pattern, {subject(e.side, lang), amount})});
}

std::string say(const game::TimeControlReached& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    const std::string reached =
        fill(lang, {"{0} reaches the time control", "{0} llegan al control de tiempo"},
             {subject(e.side, lang)});
    if (e.added <= clock::Duration{}) return sentences({reached});
    return sentences({reached + ": " + fill(lang, {"{0} more", "{0} más"},
                                             {time_of(e.added, lang)})});
}

std::string say(const game::FlagFell& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    return sentences({fill(lang, {"{0}'s flag has fallen", "ha caído la bandera de {0}"},
                           {subject(e.side, lang)})});
}

std::string say(const game::TimeAnnouncement& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    const std::string side = label(e.side, lang);
    const std::string left = time_of(e.remaining, lang);
    if (e.overtime_period) {
        // Byo-yomi: a new period began; how many remain matters as much as its length.
        std::string text =
            fill(lang, {"{0}, overtime period: {1}", "{0}, periodo extra: {1}"}, {side, left});
        if (e.overtime_periods_left == 1)
            text += pick(lang, {"; last period", "; último periodo"});
        else if (e.overtime_periods_left > 1)
            text += fill(lang, {"; {0} periods left", "; quedan {0} periodos"},
                         {count(e.overtime_periods_left, lang)});
        return sentences({text});
    }
    if (e.low_time_warning)
        return sentences(
            {fill(lang, {"{0}, low time: {1}", "{0}, poco tiempo: {1}"}, {side, left})});
    // The last ten seconds are counted every second: only the number fits in a second ("White,
    // nine point zero seconds." lasts 2.4 s at 175 words a minute, so the next ones were lost).
    // The first of a turn names the side: "Black, seven seconds.", then "Six.".
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(e.remaining).count();
    if (ms >= 0 && ms < 9'500) {
        const int seconds = int((ms + 500) / 1000);
        if (e.side_named_before) return sentences({capitalize(count(seconds, lang))});
        return sentences(
            {side + ", " + duration_words(std::chrono::milliseconds(seconds * 1000), lang)});
    }
    return sentences({side + ", " + left});
}

std::string say(const game::IllegalMoveRecorded& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    std::string text =
        fill(lang, {"illegal move number {1} by {0}", "jugada ilegal número {1} de {0}"},
             {subject(e.side, lang), count(e.count, lang)});
    // A loss is said by the GameOver event that follows (it may be a draw: 7.5.5, 6.9).
    if (!e.penalty.loses && e.penalty.opponent_bonus > clock::Duration{})
        text += fill(lang, {"; {0} gets {1}", "; {0} reciben {1}"},
                     {side_subject(~e.side, lang), time_of(e.penalty.opponent_bonus, lang)});
    return sentences({text});
}

std::string say(const game::Retraced& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    std::string where;
    if (e.ply <= 0) {
        where = pick(lang, {"back to the starting position", "vuelta a la posición inicial"});
    } else {
        // Plies count from a game that White starts, as MoveMade::ply does.
        const Color mover = e.ply % 2 == 1 ? chess::WHITE : chess::BLACK;
        where = fill(lang,
                     {"back to the position after move {0} by {1}",
                      "vuelta a la posición tras la jugada {0} de {1}"},
                     {count((e.ply + 1) / 2, lang), side_subject(mover, lang)});
    }
    if (e.timed)
        where += e.clocks_restored ? pick(lang, {"; clocks restored", "; relojes restaurados"})
                                   : pick(lang, {"; clocks unchanged", "; relojes sin cambios"});
    return sentences({where});
}

std::string say(const game::MoveSealed& e, const PhraseSettings& s) {
    const Language lang = s.wording.language;
    return sentences({fill(lang, {"{0} seals move {1}", "{0} sellan la jugada {1}"},
                           {subject(e.by, lang), count(e.move_number, lang)}),
                      pick(lang, {"the game is adjourned", "la partida queda aplazada"})});
}

std::string say(const game::SealedMoveRevealed&, const PhraseSettings& s) {
    // The move itself follows as a MoveMade event and is announced like any other.
    return sentences(
        {pick(s.wording.language, {"the sealed move is opened", "se abre la jugada sellada"})});
}

} // namespace escaque::tts::phrase_events
