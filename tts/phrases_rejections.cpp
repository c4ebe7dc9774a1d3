// Why a typed move or an action was refused: every RejectionReason of the notation layer and
// every Refusal of the game, in both languages and the chosen square style.
#include "tts/phrase_book.h"
#include "tts/phrase_parts.h"

namespace escaque::tts {

using namespace phrase_parts;
using chess::Color;
using chess::PieceType;
using notation::CastlingObstacle;
using notation::MoveRejection;
using notation::RejectionReason;

namespace {

// Spanish articles before a piece: "el caballo", "la dama", "un caballo", "una dama".
std::string_view definite_article(PieceType pt) {
    return spanish_gender(pt) == Gender::feminine ? "la" : "el";
}
std::string_view indefinite_article(PieceType pt) {
    return spanish_gender(pt) == Gender::feminine ? "una" : "un";
}

// "a white knight" / "un caballo blanco". English "a" everywhere: no piece word, English or
// German, starts with a vowel sound.
std::string a_coloured_piece(chess::Piece p, const Wording& w) {
    const std::string words = coloured_piece(chess::color_of(p), chess::type_of(p), w);
    if (w.language == Language::es)
        return std::string(indefinite_article(chess::type_of(p))) + " " + words;
    return "a " + words;
}

std::string no_piece_can_reach(const MoveRejection& r, const Wording& w) {
    const Language lang = w.language;
    std::string piece = coloured_piece(r.side, r.piece, w);
    // "Rad1": none from that file, though one from another file may.
    if (r.from_file >= 0 && r.piece != chess::PAWN)
        piece = fill(lang, {"{0} on the {1} file", "{0} de la columna {1}"},
                     {piece, std::string(file_word(r.from_file, w))});
    const std::string to = square_of(r.to, w);
    if (lang == Language::es) {
        const std::string_view none =
            spanish_gender(r.piece) == Gender::feminine ? "ninguna" : "ningún";
        return fill(r.capture ? "{0} {1} puede capturar en {2}" : "{0} {1} puede llegar a {2}",
                    {none, piece, to});
    }
    return fill(r.capture ? "no {0} can capture on {1}" : "no {0} can reach {1}", {piece, to});
}

std::string no_such_piece(const MoveRejection& r, const Wording& w) {
    const Language lang = w.language;
    const std::string from = square_of(r.from, w);
    if (r.found == chess::NO_PIECE)
        return fill(lang, {"there is no piece on {0}", "no hay ninguna pieza en {0}"}, {from});
    const PieceType found = chess::type_of(r.found);
    if (chess::color_of(r.found) != r.side || r.piece == chess::NO_PIECE_TYPE)
        return fill(lang, {"the piece on {0} is {1}", "la pieza de {0} es {1}"},
                    {from, a_coloured_piece(r.found, w)});
    if (lang == Language::es)
        return fill("la pieza de {0} es {1} {2}, no {3} {4}",
                    {from, indefinite_article(found), piece_words(found, w),
                     indefinite_article(r.piece), piece_words(r.piece, w)});
    return fill("the piece on {0} is a {1}, not a {2}",
                {from, piece_words(found, w), piece_words(r.piece, w)});
}

// "the knight on Gustav one" / "el caballo de Gustav uno".
std::string the_piece_on(PieceType pt, chess::Square s, const Wording& w) {
    if (w.language == Language::es)
        return fill("{0} {1} de {2}", {definite_article(pt), piece_words(pt, w), square_of(s, w)});
    return fill("the {0} on {1}", {piece_words(pt, w), square_of(s, w)});
}

std::string ambiguous(const MoveRejection& r, const Wording& w) {
    const Language lang = w.language;
    std::vector<std::string> origins;
    for (chess::Square s : r.candidates)
        origins.push_back(fill(lang, {"from {0}", "desde {0}"}, {square_of(s, w)}));
    // "from Bella one or from Felix three": the last one joined by "or" / "o".
    std::string choices;
    for (std::size_t i = 0; i < origins.size(); ++i) {
        if (i > 0) choices += i + 1 == origins.size() ? pick(lang, {" or ", " o "}) : ", ";
        choices += origins[i];
    }
    const auto n = static_cast<std::uint32_t>(r.candidates.size());
    return fill(lang, {"{0} {1} can go to {2}: {3}", "{0} {1} pueden ir a {2}: {3}"},
                {count_words(n, lang, spanish_gender(r.piece)),
                 piece_words(r.piece, w, Amount::several), square_of(r.to, w), choices});
}

std::string castling_obstacle(const MoveRejection& r, const Wording& w) {
    const Language lang = w.language;
    switch (r.obstacle) {
    case CastlingObstacle::king_moved:
        return fill(lang, {"the {0} has moved", "el {0} ya se ha movido"},
                    {coloured_piece(r.side, chess::KING, w)});
    case CastlingObstacle::rook_moved:
        // The board cannot tell a rook that moved from one that was taken.
        return std::string(pick(lang, {"that rook has moved or been captured",
                                       "esa torre se ha movido o ha sido capturada"}));
    case CastlingObstacle::no_right:
        return fill(lang, {"{0} has no castling right on that side",
                           "{0} no tienen derecho a enrocar por ese lado"},
                    {side_subject(r.side, lang)});
    case CastlingObstacle::in_check:
        return fill(lang, {"the {0} is in check", "el {0} está en jaque"},
                    {coloured_piece(r.side, chess::KING, w)});
    case CastlingObstacle::piece_between:
        if (r.obstacle_square == chess::SQ_NONE)
            return std::string(pick(lang, {"a piece stands between", "hay una pieza en medio"}));
        return fill(lang, {"a piece stands on {0}", "hay una pieza en {0}"},
                    {square_of(r.obstacle_square, w)});
    case CastlingObstacle::square_attacked: {
        std::string text =
            fill(lang, {"{0} is attacked", "{0} está atacada"}, {square_of(r.obstacle_square, w)});
        if (r.attacker != chess::NO_PIECE && r.attacker_square != chess::SQ_NONE)
            text += fill(lang, {" by {0}", " por {0}"},
                         {the_piece_on(chess::type_of(r.attacker), r.attacker_square, w)});
        return text;
    }
    case CastlingObstacle::none:
        break;
    }
    return std::string(pick(lang, {"it is not legal now", "ahora no es legal"}));
}

std::string castling_not_allowed(const MoveRejection& r, const Wording& w) {
    const Language lang = w.language;
    std::string castling = std::string(pick(lang, {"castling", "enroque"}));
    if (r.castling == notation::CastlingSide::king_side)
        castling = castling_words(tts::CastlingSide::king_side, w);
    else if (r.castling == notation::CastlingSide::queen_side)
        castling = castling_words(tts::CastlingSide::queen_side, w);
    // Spanish with nothing that agrees with it: the German "Kurze Rochade" is feminine.
    if (lang == Language::es)
        return fill("no se permite {0}: {1}", {castling, castling_obstacle(r, w)});
    return fill("{0} is not allowed: {1}", {capitalize(castling), castling_obstacle(r, w)});
}

// "Promote to which piece? Queen, rook, bishop or knight."
std::string promotion_question(const Wording& w) {
    const Language lang = w.language;
    const std::string choices =
        fill(lang, {"{0}, {1}, {2} or {3}", "{0}, {1}, {2} o {3}"},
             {piece_words(chess::QUEEN, w), piece_words(chess::ROOK, w),
              piece_words(chess::BISHOP, w), piece_words(chess::KNIGHT, w)});
    return sentences(
        {pick(lang, {"promote to which piece?", "¿a qué pieza promocionas?"}), choices});
}

} // namespace

std::string PhraseBook::rejection(const MoveRejection& r) const {
    const Wording& w = settings_.wording;
    const Language lang = w.language;
    if (!r.spanish_rook_move.empty()) {
        MoveRejection reason = r;
        reason.spanish_rook_move.clear();
        return sentences({rejection(reason),
                          fill(lang,
                               {"with Spanish letters R is the king; for the rook type T: {0}",
                                "con letras españolas R es el rey; para la torre escribe T: {0}"},
                               {r.spanish_rook_move})});
    }
    switch (r.reason) {
    case RejectionReason::not_understood:
        return sentences({fill(lang, {"not understood: {0}", "no entendido: {0}"}, {r.text})});
    case RejectionReason::wrong_side: {
        const std::string turn =
            fill(lang, {"it is {0}'s turn", "juegan {0}"}, {side_subject(r.side, lang)});
        if (r.found != chess::NO_PIECE) return sentences({turn, no_such_piece(r, w)});
        if (r.piece != chess::NO_PIECE_TYPE && r.to != chess::SQ_NONE)
            return sentences({turn, no_piece_can_reach(r, w)});
        return sentences({turn});
    }
    case RejectionReason::no_piece_can_reach:
        return sentences({no_piece_can_reach(r, w)});
    case RejectionReason::nothing_to_capture:
        return sentences(
            {fill(lang, {"there is nothing to capture on {0}", "no hay nada que capturar en {0}"},
                  {square_of(r.to, w)})});
    case RejectionReason::own_piece_there: {
        // The side, not "your": in recording both sides' moves are typed. Spanish with nothing
        // that agrees with the piece's word, which may be German.
        const PieceType found = chess::type_of(r.found);
        if (lang == Language::es)
            return sentences({fill("en {0} ya hay una pieza de {1}: {2}",
                                   {square_of(r.to, w), side_subject(r.side, lang),
                                    piece_words(found, w)})});
        if (found == r.piece)
            return sentences({fill("{0}'s {1} is already on {2}",
                                   {side_label(r.side, lang), piece_words(found, w),
                                    square_of(r.to, w)})});
        return sentences({fill("{0}'s own {1} stands on {2}",
                               {side_label(r.side, lang), piece_words(found, w),
                                square_of(r.to, w)})});
    }
    case RejectionReason::no_such_piece:
        return sentences({no_such_piece(r, w)});
    case RejectionReason::piece_cannot_move_there:
        return sentences({fill(lang, {"{0} cannot move to {1}", "{0} no puede ir a {1}"},
                               {the_piece_on(r.piece, r.from, w), square_of(r.to, w)})});
    case RejectionReason::leaves_king_in_check:
        // The side, not "your": in recording both sides' moves are typed.
        return sentences({fill(lang,
                               {"that move leaves the {0} in check from {1}",
                                "esa jugada deja al {0} en jaque por {1}"},
                               {coloured_piece(r.side, chess::KING, w),
                                the_piece_on(chess::type_of(r.attacker), r.attacker_square, w)})});
    case RejectionReason::ambiguous:
        return sentences({ambiguous(r, w)});
    case RejectionReason::promotion_piece_needed:
        return promotion_question(w);
    case RejectionReason::invalid_promotion:
        if (r.piece == chess::KING || r.piece == chess::PAWN)
            return sentences(
                {fill(lang, {"a {0} cannot promote to a {1}", "un {0} no puede promocionar a {1}"},
                      {piece_words(chess::PAWN, w), piece_words(r.piece, w)})});
        return sentences(
            {pick(lang, {"that move is not a promotion", "esa jugada no es una promoción"})});
    case RejectionReason::castling_not_allowed:
        return sentences({castling_not_allowed(r, w)});
    case RejectionReason::castling_must_be_explicit:
        // Never "O-O" in speech (SPEECH.md): the zeros are said as the player types them.
        return sentences(
            {pick(lang, {"in Chess960, type castling with zeros",
                         "en Chess960, el enroque se escribe con ceros"}),
             fill(lang,
                  {"{0}: zero zero; {1}: zero zero zero", "{0}: cero cero; {1}: cero cero cero"},
                  {capitalize(std::string(castling_words(tts::CastlingSide::king_side, w))),
                   castling_words(tts::CastlingSide::queen_side, w)})});
    }
    return sentences({pick(lang, {"that move is not possible", "esa jugada no es posible"})});
}

namespace {

// Why, in words: "it was not announced before the game".
Bilingual refusal_detail_words(game::RefusalDetail detail) {
    using game::RefusalDetail;
    switch (detail) {
    case RefusalDetail::none: return {"", ""};
    case RefusalDetail::quickplay_not_announced:
        return {"it was not announced before the game", "no se anunció antes de la partida"};
    case RefusalDetail::no_clock: return {"the game has no clock", "la partida no tiene reloj"};
    case RefusalDetail::no_quickplay_in_blitz:
        return {"there is no quickplay finish in blitz", "en las partidas relámpago no lo hay"};
    case RefusalDetail::no_quickplay_with_increment:
        return {"the current Laws have no quickplay finish with an increment or a delay",
                "las Leyes actuales no lo prevén con incremento ni con retraso"};
    case RefusalDetail::flags_by_claim_2001_only:
        return {"flags by claim are a rule of the 2001 Laws for rapid and blitz only",
                "reclamar la bandera es una regla de las Leyes de 2001, solo en rápidas y "
                "relámpago"};
    case RefusalDetail::claim_standing:
        return {"a claim is already standing", "ya hay una reclamación pendiente"};
    case RefusalDetail::referred_claim_not_postponed:
        return {"a referred claim cannot be postponed",
                "una reclamación remitida no se puede aplazar"};
    case RefusalDetail::claim_already_postponed:
        return {"the claim is already postponed", "la reclamación ya está aplazada"};
    case RefusalDetail::increment_already_granted:
        return {"the increment has already been granted", "el incremento ya se concedió"};
    case RefusalDetail::no_increment_request_2001:
        return {"the 2001 Laws have no increment request; claim instead",
                "las Leyes de 2001 no prevén pedir incremento; reclama en su lugar"};
    }
    return {"", ""};
}

} // namespace

std::string PhraseBook::refusal(const game::GameRefusal& refusal) const {
    const Language lang = settings_.wording.language;
    Bilingual text{"", ""};
    switch (refusal.reason) {
    case game::Refusal::game_over:
        text = {"the game is over", "la partida ha terminado"};
        break;
    case game::Refusal::not_started:
        text = {"the game has not started", "la partida no ha empezado"};
        break;
    case game::Refusal::illegal_move:
        text = {"that move is not legal", "esa jugada no es legal"};
        break;
    case game::Refusal::not_your_turn:
        text = {"it is not your turn", "no es tu turno"};
        break;
    case game::Refusal::no_offer_to_answer:
        text = {"there is no draw offer to answer",
                "no hay ninguna oferta de tablas que responder"};
        break;
    case game::Refusal::offer_too_early:
        text = {"a draw cannot be offered yet", "todavía no se pueden ofrecer tablas"};
        break;
    case game::Refusal::agreement_too_early:
        text = {"a draw can be agreed only after both players have moved",
                "solo se pueden acordar tablas cuando los dos jugadores han movido"};
        break;
    case game::Refusal::offer_too_soon_again:
        text = {"a draw was offered too recently", "se ofrecieron tablas hace muy poco"};
        break;
    case game::Refusal::offer_already_pending:
        text = {"a draw offer is already waiting for an answer",
                "ya hay una oferta de tablas esperando respuesta"};
        break;
    case game::Refusal::intended_move_illegal:
        text = {"the move given with the claim is not legal",
                "la jugada anunciada con la reclamación no es legal"};
        break;
    case game::Refusal::not_recording:
        text = {"only in recording mode", "solo en el modo de registro"};
        break;
    case game::Refusal::no_such_ply:
        text = {"there is no such move in this game", "esa jugada no existe en esta partida"};
        break;
    case game::Refusal::move_sealed:
        text = {"the game is adjourned with a sealed move",
                "la partida está aplazada con una jugada sellada"};
        break;
    case game::Refusal::nothing_sealed:
        text = {"no move has been sealed", "no hay ninguna jugada sellada"};
        break;
    case game::Refusal::quickplay_not_available:
        text = {"there is no quickplay finish in this game",
                "en esta partida no hay final acelerado"};
        break;
    case game::Refusal::quickplay_time_not_low:
        text = {"a quickplay claim needs less than two minutes on your clock",
                "para reclamar por final acelerado hay que tener menos de dos minutos"};
        break;
    case game::Refusal::awaiting_arbiter:
        text = {"play is stopped until the arbiter rules",
                "el juego está parado hasta que decida el árbitro"};
        break;
    case game::Refusal::no_ruling_pending:
        text = {"there is nothing for the arbiter to rule on",
                "no hay nada que el árbitro deba decidir"};
        break;
    case game::Refusal::ruling_not_possible:
        text = {"that ruling is not possible now", "esa decisión no es posible ahora"};
        break;
    case game::Refusal::flags_called_automatically:
        text = {"flags are called by the program; there is nothing to claim",
                "el programa señala las banderas; no hay nada que reclamar"};
        break;
    case game::Refusal::no_flag_down:
        text = {"the opponent's flag has not fallen", "la bandera del rival no ha caído"};
        break;
    }
    if (text.en.empty()) text = {"refused", "rechazado"};
    if (refusal.reason == game::Refusal::offer_too_soon_again && refusal.from_move > 0)
        return sentences(
            {fill(lang,
                  {"{0}; the next offer can go with move {1}",
                   "{0}; la próxima oferta puede ir con la jugada {1}"},
                  {pick(lang, text), number_words(std::uint32_t(refusal.from_move), lang)})});
    return sentences({pick(lang, text), pick(lang, refusal_detail_words(refusal.detail))});
}

} // namespace escaque::tts
