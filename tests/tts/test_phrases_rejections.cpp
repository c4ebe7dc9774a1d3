// Golden texts for refused moves (every RejectionReason, from real typed input) and refused
// actions (every Refusal of the game), in English and Spanish and the square styles.
#include <catch2/catch.hpp>

#include "notation/move_input.h"
#include "test_phrases_support.h"

using namespace escaque;
using namespace escaque::tts;
using notation::MoveRejection;
using notation::RejectionReason;
using test::book;
using test::english;
using test::position_of;
using test::spanish;

namespace {

MoveRejection rejected(std::string_view fen, std::string_view typed, bool chess960 = false) {
    const auto result = notation::parse_move_text(position_of(fen, chess960), typed);
    REQUIRE_FALSE(result.has_value());
    return result.error();
}

constexpr std::string_view start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

void check_rejection(const MoveRejection& r, RejectionReason reason, const std::string& en,
                     const std::string& es) {
    REQUIRE(r.reason == reason);
    CHECK(english().rejection(r) == en);
    CHECK(spanish().rejection(r) == es);
}

} // namespace

TEST_CASE("Typed text that is no move, and the wrong side", "[phrases][rejections]") {
    check_rejection(rejected(start, "hello"), RejectionReason::not_understood,
                    "Not understood: hello.", "No entendido: hello.");
    check_rejection(rejected("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "Nf3"),
                    RejectionReason::wrong_side,
                    "It is Black's turn. No black knight can reach Felix three.",
                    "Juegan las negras. Ningún caballo negro puede llegar a Felix tres.");
    // The other side's piece named by its square.
    check_rejection(rejected(start, "e7e5"), RejectionReason::wrong_side,
                    "It is White's turn. The piece on Eva seven is a black pawn.",
                    "Juegan las blancas. La pieza de Eva siete es un peón negro.");
}

TEST_CASE("No piece can reach, nothing to capture, no such piece", "[phrases][rejections]") {
    check_rejection(rejected(start, "Ne5"), RejectionReason::no_piece_can_reach,
                    "No white knight can reach Eva five.",
                    "Ningún caballo blanco puede llegar a Eva cinco.");
    check_rejection(rejected(start, "Ra3"), RejectionReason::no_piece_can_reach,
                    "No white rook can reach Anna three.",
                    "Ninguna torre blanca puede llegar a Anna tres.");
    check_rejection(rejected("4k3/8/8/8/2p5/8/P3P3/4K3 w - - 0 1", "Nxc4"),
                    RejectionReason::no_piece_can_reach,
                    "No white knight can capture on Cesar four.",
                    "Ningún caballo blanco puede capturar en Cesar cuatro.");
    check_rejection(rejected(start, "Nxf3"), RejectionReason::nothing_to_capture,
                    "There is nothing to capture on Felix three.",
                    "No hay nada que capturar en Felix tres.");
    check_rejection(rejected(start, "Bxd2"), RejectionReason::own_piece_there,
                    "White's own pawn stands on David two.",
                    "En David dos ya hay una pieza de las blancas: peón.");
    check_rejection(rejected(start, "Qa1"), RejectionReason::own_piece_there,
                    "White's own rook stands on Anna one.",
                    "En Anna uno ya hay una pieza de las blancas: torre.");
    check_rejection(rejected(start, "Ke1"), RejectionReason::own_piece_there,
                    "White's king is already on Eva one.",
                    "En Eva uno ya hay una pieza de las blancas: rey.");
    // A file written narrows the piece: another one may well reach the square.
    check_rejection(rejected("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "Nac3"),
                    RejectionReason::no_piece_can_reach,
                    "No white knight on the Anna file can reach Cesar three.",
                    "Ningún caballo blanco de la columna Anna puede llegar a Cesar tres.");
    MoveRejection rook = rejected("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Kb1");
    rook.spanish_rook_move = "Tb1";
    check_rejection(rook, RejectionReason::piece_cannot_move_there,
                    "The king on Eva one cannot move to Bella one. With Spanish letters R is the "
                    "king; for the rook type T: Tb1.",
                    "El rey de Eva uno no puede ir a Bella uno. Con letras españolas R es el "
                    "rey; para la torre escribe T: Tb1.");
    check_rejection(rejected(start, "e3e4"), RejectionReason::no_such_piece,
                    "There is no piece on Eva three.", "No hay ninguna pieza en Eva tres.");
    check_rejection(rejected(start, "d8d5"), RejectionReason::no_such_piece,
                    "The piece on David eight is a black queen.",
                    "La pieza de David ocho es una dama negra.");
    check_rejection(rejected(start, "Ng2-f4"), RejectionReason::no_such_piece,
                    "The piece on Gustav two is a pawn, not a knight.",
                    "La pieza de Gustav dos es un peón, no un caballo.");
}

TEST_CASE("A piece that cannot go there, or would leave the king in check",
          "[phrases][rejections]") {
    check_rejection(rejected(start, "Ng1-e3"), RejectionReason::piece_cannot_move_there,
                    "The knight on Gustav one cannot move to Eva three.",
                    "El caballo de Gustav uno no puede ir a Eva tres.");
    check_rejection(rejected(start, "Qd3"), RejectionReason::piece_cannot_move_there,
                    "The queen on David one cannot move to David three.",
                    "La dama de David uno no puede ir a David tres.");
    const MoveRejection pinned = rejected("4k3/8/8/1b6/8/3N4/4K3/8 w - - 0 1", "Nf4");
    check_rejection(pinned, RejectionReason::leaves_king_in_check,
                    "That move leaves the white king in check from the bishop on Bella five.",
                    "Esa jugada deja al rey blanco en jaque por el alfil de Bella cinco.");
    CHECK(book(Language::en, SquareStyle::fide).rejection(pinned) ==
          "That move leaves the white König in check from the Läufer on Bella fünf.");
    CHECK(book(Language::es, SquareStyle::letters).rejection(pinned) ==
          "Esa jugada deja al rey blanco en jaque por el alfil de b5.");
}

TEST_CASE("Ambiguous moves list every origin", "[phrases][rejections]") {
    check_rejection(rejected("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2"),
                    RejectionReason::ambiguous,
                    "Two knights can go to David two: from Bella one or from Felix three.",
                    "Dos caballos pueden ir a David dos: desde Bella uno o desde Felix tres.");
    const MoveRejection three = rejected("6k1/8/8/8/Q6Q/8/8/Q5K1 w - - 0 1", "Qd4");
    check_rejection(three, RejectionReason::ambiguous,
                    "Three queens can go to David four: from Anna one, from Anna four or from "
                    "Hector four.",
                    "Tres damas pueden ir a David cuatro: desde Anna uno, desde Anna cuatro o "
                    "desde Hector cuatro.");
    CHECK(book(Language::en, SquareStyle::nato).rejection(three) ==
          "Three queens can go to delta four: from alfa one, from alfa four or from hotel four.");
    CHECK(book(Language::es, SquareStyle::fide).rejection(three) ==
          "Tres Damen pueden ir a David vier: desde Anna eins, desde Anna vier o desde Hector "
          "vier.");
}

TEST_CASE("Promotions: which piece, and what cannot be", "[phrases][rejections]") {
    const MoveRejection which = rejected("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8");
    check_rejection(which, RejectionReason::promotion_piece_needed,
                    "Promote to which piece? Queen, rook, bishop or knight.",
                    "¿A qué pieza promocionas? Dama, torre, alfil o caballo.");
    CHECK(book(Language::en, SquareStyle::fide).rejection(which) ==
          "Promote to which piece? Dame, Turm, Läufer or Springer.");
    check_rejection(rejected("3r3k/4P3/8/8/8/8/4P3/4K3 w - - 0 1", "e8=K"),
                    RejectionReason::invalid_promotion, "A pawn cannot promote to a king.",
                    "Un peón no puede promocionar a rey.");
    check_rejection(rejected("3r3k/4P3/8/8/8/8/4P3/4K3 w - - 0 1", "e4=Q"),
                    RejectionReason::invalid_promotion, "That move is not a promotion.",
                    "Esa jugada no es una promoción.");
}

TEST_CASE("Castling refused, with the reason", "[phrases][rejections][castling]") {
    check_rejection(rejected("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1", "O-O"),
                    RejectionReason::castling_not_allowed,
                    "Short castling is not allowed: the white king has moved.",
                    "No se permite enroque corto: el rey blanco ya se ha movido.");
    check_rejection(rejected("r3k2r/8/8/8/8/8/8/R3K1R1 w Qkq - 0 1", "O-O"),
                    RejectionReason::castling_not_allowed,
                    "Short castling is not allowed: that rook has moved or been captured.",
                    "No se permite enroque corto: esa torre se ha movido o ha sido capturada.");
    check_rejection(rejected("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "O-O"),
                    RejectionReason::castling_not_allowed,
                    "Short castling is not allowed: White has no castling right on that side.",
                    "No se permite enroque corto: las blancas no tienen derecho a enrocar por "
                    "ese lado.");
    check_rejection(rejected("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "O-O"),
                    RejectionReason::castling_not_allowed,
                    "Short castling is not allowed: the white king is in check.",
                    "No se permite enroque corto: el rey blanco está en jaque.");
    const MoveRejection attacked = rejected("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O");
    check_rejection(attacked, RejectionReason::castling_not_allowed,
                    "Short castling is not allowed: Felix one is attacked by the rook on Felix "
                    "eight.",
                    "No se permite enroque corto: Felix uno está atacada por la torre de Felix "
                    "ocho.");
    CHECK(book(Language::en, SquareStyle::fide).rejection(attacked) ==
          "Kurze Rochade is not allowed: Felix eins is attacked by the Turm on Felix acht.");
    CHECK(book(Language::es, SquareStyle::fide).rejection(attacked) ==
          "No se permite Kurze Rochade: Felix eins está atacada por la Turm de Felix acht.");
    check_rejection(rejected(start, "O-O"), RejectionReason::castling_not_allowed,
                    "Short castling is not allowed: a piece stands on Felix one.",
                    "No se permite enroque corto: hay una pieza en Felix uno.");
    check_rejection(rejected("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O"),
                    RejectionReason::castling_not_allowed,
                    "Long castling is not allowed: Cesar one is attacked by the rook on Cesar "
                    "eight.",
                    "No se permite enroque largo: Cesar uno está atacada por la torre de Cesar "
                    "ocho.");
}

TEST_CASE("Chess960 castling must be typed as castling, said without SAN",
          "[phrases][rejections][castling]") {
    const MoveRejection r =
        rejected("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", "Kg1", true);
    check_rejection(r, RejectionReason::castling_must_be_explicit,
                    "In Chess960, type castling with zeros. Short castling: zero zero; long "
                    "castling: zero zero zero.",
                    "En Chess960, el enroque se escribe con ceros. Enroque corto: cero cero; "
                    "enroque largo: cero cero cero.");
    CHECK(book(Language::en, SquareStyle::fide).rejection(r) ==
          "In Chess960, type castling with zeros. Kurze Rochade: zero zero; Lange Rochade: zero "
          "zero zero.");
}

TEST_CASE("Every rejection has words in every setting, and never SAN", "[phrases][rejections]") {
    const MoveRejection all[] = {
        rejected(start, "hello"),
        rejected("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "Nf3"),
        rejected(start, "Ne5"),
        rejected(start, "Nxf3"),
        rejected(start, "Bxd2"),
        rejected(start, "d8d5"),
        rejected(start, "Ng1-e3"),
        rejected("4k3/8/8/1b6/8/3N4/4K3/8 w - - 0 1", "Nf4"),
        rejected("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2"),
        rejected("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8"),
        rejected("3r3k/4P3/8/8/8/8/4P3/4K3 w - - 0 1", "e8=K"),
        rejected(start, "O-O"),
        rejected("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", "Kg1", true),
    };
    bool covered[int(RejectionReason::castling_must_be_explicit) + 1] = {};
    for (const MoveRejection& r : all) {
        covered[int(r.reason)] = true;
        for (std::size_t i = 0; i < test::setting_count; ++i) {
            const std::string text = PhraseBook(test::setting(i)).rejection(r);
            INFO(test::setting_name(i) << ": " << text);
            CHECK(text.size() > 10);
            CHECK(text.find("O-O") == std::string::npos);
        }
    }
    for (bool reason_covered : covered) CHECK(reason_covered);
}

TEST_CASE("Every refusal of the game", "[phrases][refusals]") {
    struct Case {
        game::Refusal refusal;
        const char* en;
        const char* es;
    };
    const Case cases[] = {
        {game::Refusal::game_over, "The game is over.", "La partida ha terminado."},
        {game::Refusal::not_started, "The game has not started.", "La partida no ha empezado."},
        {game::Refusal::illegal_move, "That move is not legal.", "Esa jugada no es legal."},
        {game::Refusal::not_your_turn, "It is not your turn.", "No es tu turno."},
        {game::Refusal::no_offer_to_answer, "There is no draw offer to answer.",
         "No hay ninguna oferta de tablas que responder."},
        {game::Refusal::offer_too_early, "A draw cannot be offered yet.",
         "Todavía no se pueden ofrecer tablas."},
        {game::Refusal::agreement_too_early,
         "A draw can be agreed only after both players have moved.",
         "Solo se pueden acordar tablas cuando los dos jugadores han movido."},
        {game::Refusal::offer_too_soon_again, "A draw was offered too recently.",
         "Se ofrecieron tablas hace muy poco."},
        {game::Refusal::offer_already_pending, "A draw offer is already waiting for an answer.",
         "Ya hay una oferta de tablas esperando respuesta."},
        {game::Refusal::intended_move_illegal, "The move given with the claim is not legal.",
         "La jugada anunciada con la reclamación no es legal."},
        {game::Refusal::not_recording, "Only in recording mode.", "Solo en el modo de registro."},
        {game::Refusal::no_such_ply, "There is no such move in this game.",
         "Esa jugada no existe en esta partida."},
        {game::Refusal::move_sealed, "The game is adjourned with a sealed move.",
         "La partida está aplazada con una jugada sellada."},
        {game::Refusal::nothing_sealed, "No move has been sealed.",
         "No hay ninguna jugada sellada."},
    };
    bool covered[int(game::Refusal::nothing_sealed) + 1] = {};
    for (const Case& c : cases) {
        covered[int(c.refusal)] = true;
        for (std::size_t i = 0; i < test::setting_count; ++i) {
            INFO(test::setting_name(i));
            const PhraseSettings s = test::setting(i);
            CHECK(PhraseBook(s).refusal(game::GameRefusal{c.refusal, {}}) ==
                  (s.wording.language == Language::en ? c.en : c.es));
        }
    }
    for (bool refusal_covered : covered) CHECK(refusal_covered);
    // The game's reason, when it gives one, follows as its own sentence, in either language.
    const game::GameRefusal not_announced{game::Refusal::quickplay_not_available,
                                          game::RefusalDetail::quickplay_not_announced};
    CHECK(english().refusal(not_announced) ==
          "There is no quickplay finish in this game. It was not announced before the game.");
    CHECK(spanish().refusal(not_announced) ==
          "En esta partida no hay final acelerado. No se anunció antes de la partida.");
    // Too soon again: when the next offer may come.
    const game::GameRefusal too_soon{game::Refusal::offer_too_soon_again, {}, 12};
    CHECK(english().refusal(too_soon) ==
          "A draw was offered too recently; the next offer can go with move twelve.");
    CHECK(spanish().refusal(too_soon) ==
          "Se ofrecieron tablas hace muy poco; la próxima oferta puede ir con la jugada doce.");
}
