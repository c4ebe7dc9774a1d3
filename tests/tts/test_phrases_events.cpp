// Golden texts for the arbiter's events in English and Spanish: draw offers, claims, penalties,
// flags, clock announcements, illegal moves, retracing, adjournment and every result.
#include <catch2/catch.hpp>

#include "game/game_fixture.h"
#include "test_phrases_support.h"

using namespace escaque;
using namespace escaque::game;
using namespace escaque::tts;
using namespace std::chrono_literals;
using chess::BLACK;
using chess::WHITE;
using test::book;
using test::check_event;
using test::english;
using test::GameFixture;
using test::spanish;

namespace {

// What the phrase book says for each event, events that say nothing left out.
std::vector<std::string> said(const PhraseBook& b, const std::vector<Event>& events) {
    std::vector<std::string> out;
    for (const Event& e : events)
        if (std::string text = b.event(e); !text.empty()) out.push_back(text);
    return out;
}

using Texts = std::vector<std::string>;


} // namespace

TEST_CASE("Draw offers and their answers", "[phrases][events]") {
    check_event(DrawOffered{WHITE}, "White offers a draw.", "Las blancas ofrecen tablas.");
    check_event(DrawOffered{BLACK}, "Black offers a draw.", "Las negras ofrecen tablas.");
    check_event(DrawOffered{WHITE, true}, "White's claim stands as a draw offer.",
                "La reclamación de las blancas queda como oferta de tablas.");
    check_event(DrawAccepted{BLACK}, "Black accepts the draw.", "Las negras aceptan las tablas.");
    check_event(DrawDeclined{WHITE}, "White declines the draw.",
                "Las blancas rechazan las tablas.");
    check_event(DrawOfferLapsed{WHITE}, "White's draw offer has lapsed.",
                "La oferta de tablas de las blancas ha caducado.");
}

TEST_CASE("Upheld claims, with the intended move when there was one", "[phrases][events]") {
    check_event(ClaimUpheld{WHITE, ClaimKind::threefold_repetition, std::nullopt},
                "White's draw claim is upheld: threefold repetition.",
                "Se acepta la reclamación de tablas de las blancas: triple repetición.");
    check_event(ClaimUpheld{BLACK, ClaimKind::fifty_moves, std::nullopt},
                "Black's draw claim is upheld: the fifty-move rule.",
                "Se acepta la reclamación de tablas de las negras: la regla de las cincuenta "
                "jugadas.");
    const chess::Position start = *chess::parse_fen(chess::START_FEN);
    const ClaimUpheld with_move{WHITE, ClaimKind::threefold_repetition,
                                describe_move(start, chess::Move(chess::SQ_G1, chess::SQ_F3))};
    CHECK(english().event(with_move) ==
          "White's draw claim is upheld: threefold repetition. Intended move: knight from Gustav "
          "one to Felix three.");
    CHECK(spanish(Verbosity::verbose).event(with_move) ==
          "Se acepta la reclamación de tablas de las blancas: triple repetición. Jugada "
          "anunciada: caballo de Gustav uno a Felix tres.");
    CHECK(book(Language::en, SquareStyle::letters).event(with_move) ==
          "White's draw claim is upheld: threefold repetition. Intended move: knight from g1 to "
          "f3.");
    // Castling is said as castling, not as the king's move onto its rook.
    const chess::Position castle = *chess::parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 99 60");
    const ClaimUpheld castling{WHITE, ClaimKind::fifty_moves,
                               describe_move(castle, chess::Move::make<chess::CASTLING>(
                                                         chess::SQ_E1, chess::SQ_H1))};
    CHECK(english().event(castling) ==
          "White's draw claim is upheld: the fifty-move rule. Intended move: short castling.");
    CHECK(english(Verbosity::brief).event(with_move) ==
          "White's draw claim is upheld: threefold repetition.");
}

TEST_CASE("Rejected claims say the penalty", "[phrases][events]") {
    // Current Laws: the opponent gets two minutes, the claimant keeps his time.
    check_event(ClaimRejected{WHITE, std::nullopt, 2min, 5min, 5min},
                "White's draw claim is rejected; Black gets two minutes.",
                "Se rechaza la reclamación de tablas de las blancas; las negras reciben dos "
                "minutos.");
    check_event(ClaimRejected{BLACK, std::nullopt, 1min, 5min, 5min},
                "Black's draw claim is rejected; White gets one minute.",
                "Se rechaza la reclamación de tablas de las negras; las blancas reciben un "
                "minuto.");
    // 2001: three minutes to the opponent and the claimant's time cut (7:00 to 4:00).
    check_event(ClaimRejected{WHITE, std::nullopt, 3min, 7min, 4min},
                "White's draw claim is rejected; Black gets three minutes. White now has four "
                "minutes.",
                "Se rechaza la reclamación de tablas de las blancas; las negras reciben tres "
                "minutos. Las blancas tienen ahora cuatro minutos.");
    // Casual games: no penalty.
    check_event(ClaimRejected{BLACK, std::nullopt, 0min, 5min, 5min},
                "Black's draw claim is rejected; the game goes on.",
                "Se rechaza la reclamación de tablas de las negras; la partida sigue.");
    // Why, as the game counted it.
    check_event(ClaimRejected{WHITE, std::nullopt, 0min, 5min, 5min, 2, 21},
                "White's draw claim is rejected; the game goes on. The position has appeared "
                "twice; twenty-one moves since the last capture or pawn move.",
                "Se rechaza la reclamación de tablas de las blancas; la partida sigue. La "
                "posición ha aparecido dos veces; veintiuna jugadas desde la última captura o "
                "movimiento de peón.");
    check_event(ClaimRejected{BLACK, std::nullopt, 0min, 5min, 5min, 1, 1},
                "Black's draw claim is rejected; the game goes on. The position has appeared "
                "once; one move since the last capture or pawn move.",
                "Se rechaza la reclamación de tablas de las negras; la partida sigue. La "
                "posición ha aparecido una vez; una jugada desde la última captura o "
                "movimiento de peón.");
}

TEST_CASE("Time adjustments by the arbiter", "[phrases][events]") {
    check_event(TimeAdjusted{WHITE, 2min, PenaltyReason::arbiter},
                "Two minutes added to White's clock.", "Reloj de las blancas: dos minutos más.");
    check_event(TimeAdjusted{BLACK, -1min, PenaltyReason::arbiter},
                "One minute taken from Black's clock.", "Reloj de las negras: un minuto menos.");
    check_event(TimeAdjusted{BLACK, 1h + 5min, PenaltyReason::arbiter},
                "One hour five minutes added to Black's clock.",
                "Reloj de las negras: una hora cinco minutos más.");
    // Penalties are said by the claim or illegal-move phrase the game emits with them.
    check_event(TimeControlReached{WHITE, 30min},
                "White reaches the time control: thirty minutes more.",
                "Las blancas llegan al control de tiempo: treinta minutos más.");
    check_event(TimeControlReached{BLACK, 0min}, "Black reaches the time control.",
                "Las negras llegan al control de tiempo.");
    check_event(TimeAdjusted{BLACK, 2min, PenaltyReason::false_claim}, "", "");
    check_event(TimeAdjusted{WHITE, -3min, PenaltyReason::false_claim}, "", "");
    check_event(TimeAdjusted{WHITE, 2min, PenaltyReason::illegal_move}, "", "");
}

TEST_CASE("Flags and clock announcements, in words", "[phrases][events]") {
    check_event(FlagFell{BLACK}, "Black's flag has fallen.", "Ha caído la bandera de las negras.");
    check_event(TimeAnnouncement{WHITE, 4min + 30s}, "White, four minutes thirty seconds.",
                "Blancas, cuatro minutos treinta segundos.");
    check_event(TimeAnnouncement{BLACK, 1h + 5min}, "Black, one hour five minutes.",
                "Negras, una hora cinco minutos.");
    check_event(TimeAnnouncement{BLACK, 9400ms, true}, "Black, low time: nine point four seconds.",
                "Negras, poco tiempo: nueve coma cuatro segundos.");
    // The countdown of the last ten seconds: the number alone, to fit in its second.
    check_event(TimeAnnouncement{WHITE, 10s}, "White, ten seconds.", "Blancas, diez segundos.");
    check_event(TimeAnnouncement{WHITE, 9s, false, false, 0, true}, "Nine.", "Nueve.");
    check_event(TimeAnnouncement{BLACK, 1s, false, false, 0, true}, "One.", "Uno.");
    // A turn that starts below ten seconds: its first number says whose clock it is.
    check_event(TimeAnnouncement{BLACK, 7s}, "Black, seven seconds.", "Negras, siete segundos.");
    check_event(TimeAnnouncement{WHITE, 30s, false, true, 3},
                "White, overtime period: thirty seconds; three periods left.",
                "Blancas, periodo extra: treinta segundos; quedan tres periodos.");
    check_event(TimeAnnouncement{WHITE, 1min, false, true, 1},
                "White, overtime period: one minute; last period.",
                "Blancas, periodo extra: un minuto; último periodo.");
}

TEST_CASE("Illegal moves in recording mode", "[phrases][events]") {
    check_event(IllegalMoveRecorded{WHITE, 1, IllegalMovePenalty{2min, false}},
                "Illegal move number one by White; Black gets two minutes.",
                "Jugada ilegal número uno de las blancas; las negras reciben dos minutos.");
    check_event(IllegalMoveRecorded{BLACK, 2, IllegalMovePenalty{0min, true}},
                "Illegal move number two by Black.", "Jugada ilegal número dos de las negras.");
    check_event(IllegalMoveRecorded{BLACK, 1, IllegalMovePenalty{}},
                "Illegal move number one by Black.", "Jugada ilegal número uno de las negras.");
}

TEST_CASE("Retracing, sealing and resuming", "[phrases][events]") {
    check_event(Retraced{0, true}, "Back to the starting position; clocks restored.",
                "Vuelta a la posición inicial; relojes restaurados.");
    check_event(Retraced{23, true},
                "Back to the position after move twelve by White; clocks restored.",
                "Vuelta a la posición tras la jugada doce de las blancas; relojes restaurados.");
    check_event(Retraced{24, false},
                "Back to the position after move twelve by Black; clocks unchanged.",
                "Vuelta a la posición tras la jugada doce de las negras; relojes sin cambios.");
    check_event(Retraced{2, true, false}, "Back to the position after move one by Black.",
                "Vuelta a la posición tras la jugada uno de las negras.");
    check_event(MoveSealed{BLACK, 41}, "Black seals move forty-one. The game is adjourned.",
                "Las negras sellan la jugada cuarenta y uno. La partida queda aplazada.");
    check_event(SealedMoveRevealed{chess::Move(chess::SQ_E2, chess::SQ_E4), "e4"},
                "The sealed move is opened.", "Se abre la jugada sellada.");
}

TEST_CASE("Every result with its reason", "[phrases][events][results]") {
    struct Case {
        GameResult result;
        const char* en;
        const char* es;
    };
    const Case cases[] = {
        {{Outcome::white_wins, Termination::checkmate, WHITE},
         "White wins by checkmate.",
         "Ganan las blancas por jaque mate."},
        {{Outcome::draw, Termination::stalemate, std::nullopt},
         "Draw by stalemate.",
         "Tablas por ahogado."},
        {{Outcome::draw, Termination::dead_position, std::nullopt},
         "Draw: dead position, neither side can checkmate.",
         "Tablas: posición muerta, ningún bando puede dar mate."},
        {{Outcome::draw, Termination::fivefold_repetition, std::nullopt},
         "Draw by fivefold repetition.",
         "Tablas por quíntuple repetición."},
        {{Outcome::draw, Termination::seventy_five_moves, std::nullopt},
         "Draw by the seventy-five-move rule.",
         "Tablas por la regla de las setenta y cinco jugadas."},
        {{Outcome::draw, Termination::threefold_repetition, BLACK},
         "Draw by threefold repetition, claimed by Black.",
         "Tablas por triple repetición, reclamadas por las negras."},
        {{Outcome::draw, Termination::fifty_moves, WHITE},
         "Draw by the fifty-move rule, claimed by White.",
         "Tablas por la regla de las cincuenta jugadas, reclamadas por las blancas."},
        {{Outcome::draw, Termination::agreement, std::nullopt},
         "Draw by agreement.",
         "Tablas de mutuo acuerdo."},
        {{Outcome::white_wins, Termination::resignation, BLACK},
         "Black resigns. White wins.",
         "Las negras abandonan. Ganan las blancas."},
        {{Outcome::black_wins, Termination::time_forfeit, WHITE},
         "Black wins on time.",
         "Ganan las negras por tiempo."},
        {{Outcome::draw, Termination::time_forfeit_cannot_mate, WHITE},
         "Draw: White's flag fell, but Black cannot checkmate.",
         "Tablas: cayó la bandera de las blancas, pero las negras no pueden dar mate."},
        {{Outcome::draw, Termination::both_flags, std::nullopt},
         "Draw: both flags have fallen.",
         "Tablas: han caído las dos banderas."},
        {{Outcome::black_wins, Termination::illegal_moves, WHITE},
         "Black wins: White loses by illegal moves.",
         "Ganan las negras: las blancas pierden por jugadas ilegales."},
        {{Outcome::draw, Termination::illegal_moves_cannot_mate, BLACK},
         "Draw: Black would lose by illegal moves, but White cannot checkmate.",
         "Tablas: las negras perderían por jugadas ilegales, pero las blancas no pueden dar "
         "mate."},
        {{Outcome::draw, Termination::resignation_cannot_mate, WHITE},
         "Draw: White resigned, but Black cannot checkmate.",
         "Tablas: las blancas abandonaron, pero las negras no pueden dar mate."},
        {{Outcome::white_wins, Termination::sealed_move_invalid, BLACK},
         "White wins: Black's sealed move is not valid.",
         "Ganan las blancas: la jugada sellada de las negras no es válida."},
        {{Outcome::ongoing, Termination::none, std::nullopt},
         "The game is in progress.",
         "La partida sigue en juego."},
        // Results without all their facts (a hand-edited saved game) still say what is known.
        {{Outcome::black_wins, Termination::none, std::nullopt},
         "Black wins.",
         "Ganan las negras."},
        {{Outcome::draw, Termination::time_forfeit_cannot_mate, std::nullopt},
         "Draw: the opponent cannot checkmate.",
         "Tablas: el rival no puede dar mate."},
        {{Outcome::draw, Termination::fifty_moves, std::nullopt},
         "Draw by the fifty-move rule.",
         "Tablas por la regla de las cincuenta jugadas."},
    };
    bool covered[int(Termination::sealed_move_invalid) + 1] = {};
    for (const Case& c : cases) {
        INFO("termination " << int(c.result.reason));
        covered[int(c.result.reason)] = true;
        check_event(GameOver{c.result}, c.en, c.es);
        CHECK(english().result(c.result) == c.en);
        CHECK(spanish().result(c.result) == c.es);
    }
    for (bool termination_covered : covered) CHECK(termination_covered);
}

TEST_CASE("A game's events as they come: offer, lapse, acceptance", "[phrases][events]") {
    GameFixture f(GameFixture::setup());
    f.play_all({"e2e4", "e7e5"});
    f.game.take_events();
    f.play("g1f3", true);
    f.play("b8c6");
    CHECK(said(english(), f.game.take_events()) ==
          Texts{"knight from Gustav one to Felix three", "White offers a draw.",
                "White's draw offer has lapsed.", "knight from Bella eight to Cesar six"});
    REQUIRE(f.game.offer_draw(BLACK));
    REQUIRE(f.game.accept_draw(WHITE));
    CHECK(said(spanish(), f.game.take_events()) == Texts{"Las negras ofrecen tablas.",
                                                         "Las blancas aceptan las tablas.",
                                                         "Tablas de mutuo acuerdo."});
}

TEST_CASE("A game's events as they come: false claims in both editions", "[phrases][events]") {
    GameFixture now(GameFixture::setup(std::string(chess::START_FEN), "90+30",
                                       RulesEdition::current, Strictness::tournament));
    now.play_all({"e2e4", "e7e5"});
    now.game.take_events();
    REQUIRE(now.game.claim_draw(now.move("g1f3")));
    // In tournament mode the ruling does not say how near the claim came (RULES.md §9.4).
    CHECK(said(english(), now.game.take_events()) ==
          Texts{"White's draw claim is rejected; Black gets two minutes.",
                "knight from Gustav one to Felix three", "White's claim stands as a draw offer."});
    // Before Black's first move the claim cannot stand as an offer: Black could not accept it.
    GameFixture first(GameFixture::setup(std::string(chess::START_FEN), "90+30",
                                         RulesEdition::current, Strictness::tournament));
    REQUIRE(first.game.claim_draw(first.move("e2e4")));
    CHECK(said(english(), first.game.take_events()) ==
          Texts{"White's draw claim is rejected; Black gets two minutes.",
                "pawn from Eva two to Eva four"});

    GameFixture old(GameFixture::setup(std::string(chess::START_FEN), "60+0",
                                       RulesEdition::edition2001, Strictness::tournament));
    old.time.advance(53min);
    REQUIRE(old.game.claim_draw());
    CHECK(said(spanish(), old.game.take_events()) ==
          Texts{"Se rechaza la reclamación de tablas de las blancas; las negras reciben tres "
                "minutos. Las blancas tienen ahora cuatro minutos.",
                "La reclamación de las blancas queda como oferta de tablas."});
}

TEST_CASE("A game's events as they come: illegal moves and a flag", "[phrases][events]") {
    GameSetup setup = GameFixture::setup(std::string(chess::START_FEN), "90+30",
                                         RulesEdition::current, Strictness::tournament);
    setup.recording = true;
    GameFixture f(setup);
    REQUIRE(f.game.record_illegal_move(WHITE));
    CHECK(said(english(), f.game.take_events()) ==
          Texts{"Illegal move number one by White; Black gets two minutes."});
    REQUIRE(f.game.record_illegal_move(WHITE));
    CHECK(said(english(), f.game.take_events()) ==
          Texts{"Illegal move number two by White.", "Black wins: White loses by illegal moves."});

    GameFixture flag(GameFixture::setup(std::string(chess::START_FEN), "1+0"));
    flag.take_events_and_ignore();
    flag.time.advance(61s);
    flag.game.tick();
    const Texts texts = said(spanish(), flag.game.take_events());
    REQUIRE(texts.size() >= 2);
    CHECK(texts[texts.size() - 2] == "Ha caído la bandera de las blancas.");
    CHECK(texts.back() == "Ganan las negras por tiempo.");
}

TEST_CASE("Clock readings in words, never as digits", "[phrases][time]") {
    CHECK(english().time(4min + 30s) == "four minutes thirty seconds");
    CHECK(english().time(1h + 5min) == "one hour five minutes");
    CHECK(english().time(9400ms) == "nine point four seconds");
    CHECK(spanish().time(9400ms) == "nueve coma cuatro segundos");
    CHECK(spanish().time(21min) == "veintiún minutos");
    CHECK(english().time(std::chrono::nanoseconds(9'499'999'999)) == "nine point four seconds");
    CHECK(english().clocks(4min, 3min + 10s) ==
          "White four minutes, Black three minutes ten seconds");
    CHECK(spanish().clocks(1h, 9400ms) == "Blancas una hora, negras nueve coma cuatro segundos");
}

TEST_CASE("Clock readings in byo-yomi overtime say the period and those left", "[phrases][time]") {
    GameFixture f(GameFixture::setup(std::string(chess::START_FEN), "0:02 byo 3x10"));
    CHECK(english().clocks(f.game.clock()) == "White two seconds, Black two seconds");
    f.time.advance(4s); // the main time gone, and two seconds of the first period
    CHECK(english().clocks(f.game.clock()) ==
          "White in overtime, eight seconds, three periods left; Black two seconds");
    CHECK(spanish().clock_time(f.game.clock(), clock::Side::white) ==
          "en periodo extra, ocho segundos, quedan tres periodos");
    f.time.advance(20s); // two periods used up
    CHECK(english().clock_time(f.game.clock(), clock::Side::white) ==
          "in overtime, eight seconds, last period");
}

TEST_CASE("Confirmation questions", "[phrases]") {
    CHECK(english().confirmation(Confirmation::quit) == "Quit the game: are you sure?");
    CHECK(spanish().confirmation(Confirmation::quit) == "Salir de la partida: ¿seguro?");
    CHECK(english().confirmation(Confirmation::resign) == "Resign: are you sure?");
    CHECK(spanish().confirmation(Confirmation::resign) == "Abandonar: ¿seguro?");
    CHECK(english().confirmation(Confirmation::offer_draw) == "Offer a draw: are you sure?");
    CHECK(spanish().confirmation(Confirmation::offer_draw) == "Ofrecer tablas: ¿seguro?");
    CHECK(english().confirmation(Confirmation::claim_draw) == "Claim a draw: are you sure?");
    CHECK(spanish().confirmation(Confirmation::claim_draw) == "Reclamar tablas: ¿seguro?");
    CHECK(english().confirmation(Confirmation::new_game) == "Start a new game: are you sure?");
    CHECK(spanish().confirmation(Confirmation::new_game) == "Empezar una partida nueva: ¿seguro?");
}
