// Every accepted form of typed move input.
#include <catch2/catch.hpp>

#include "notation_test_support.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::notation;
using test::position_from;
using test::refusal;
using test::typed;

namespace {
const InputOptions spanish{.letters = PieceLetters::spanish};
} // namespace

TEST_CASE("SAN with and without annotations", "[input]") {
    const Position start;
    for (const char* text : {"Nf3", "Nf3!", "Nf3!?", "Nf3?!", "Nf3+", " Nf3 ", "N f3", "Ng1f3",
                             "Ng1-f3", "g1f3", "g1-f3", "7163", "nf3", "NF3"})
        CHECK(typed(start, text) == "g1f3");
    for (const char* text : {"e4", "e2-e4", "e2e4", "Pe4", "pe4", "Pe2-e4", "5254", "e4!!"})
        CHECK(typed(start, text) == "e2e4");
}

TEST_CASE("Captures with x, :, or no sign", "[input]") {
    const Position p = position_from("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    for (const char* text : {"exd5", "ed5", "e4:d5", "e4xd5", "e:d5", "e4d5", "5445", "exd5!"})
        CHECK(typed(p, text) == "e4d5");
    const Position knight = position_from("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1");
    CHECK(typed(knight, "Nxe5") == "f3e5");
    CHECK(typed(knight, "Ne5") == "f3e5");
    CHECK(typed(knight, "N:e5") == "f3e5");
    CHECK(typed(knight, "Nf3xe5") == "f3e5");
}

TEST_CASE("Letters are case-sensitive where they could be files", "[input]") {
    // A pawn on b2 and a bishop on a5 can both take on c3.
    const Position p = position_from("4k3/8/8/B7/8/2n5/1P6/4K3 w - - 0 1");
    CHECK(typed(p, "bxc3") == "b2c3");
    CHECK(typed(p, "Bxc3") == "a5c3");
    // Spanish: A is the bishop (alfil), a the a-file.
    const Position s = position_from("4k3/8/8/8/8/1n6/P7/3BK3 w - - 0 1");
    CHECK(typed(s, "axb3", spanish) == "a2b3");
    CHECK(typed(s, "Axb3", spanish) == "d1b3");
}

TEST_CASE("A lower-case piece letter that is also a file is the piece when no pawn can go",
          "[input]") {
    const Position start;
    CHECK(typed(start, "cf3", spanish) == "g1f3"); // c: caballo, and no c-pawn reaches f3
    // No pawn push writes its own file: "cc3" is Cc3, though the c-pawn could go to c3.
    CHECK(typed(start, "cc3", spanish) == "b1c3");
    CHECK(typed(start, "c3", spanish) == "c2c3");
    CHECK(typed(start, "c2c3", spanish) == "c2c3");
    CHECK(typed(start, "c2-c3", spanish) == "c2c3");
    CHECK(typed(start, "b2b4") == "b2b4");
    CHECK(typed(start, "bb3").starts_with("refused")); // the bishop's, and it cannot go
    const Position after_b3 = position_from(
        "rnbqkbnr/pppp1ppp/8/4p3/8/1P6/P1PPPPPP/RNBQKBNR w KQkq - 0 2");
    CHECK(typed(after_b3, "aa3", spanish) == "c1a3");
    CHECK(typed(after_b3, "bb2") == "c1b2");
    // Two files away no pawn can take: the piece's refusal, not "nothing to capture".
    const Position black_to_move = position_from(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    CHECK(typed(black_to_move, "cf6", spanish) == "g8f6");
    CHECK(refusal(start, "cf4", spanish).reason != RejectionReason::nothing_to_capture);
    const Position open = position_from("4k3/8/8/8/8/8/3P4/2B1KB2 w - - 0 1");
    CHECK(typed(open, "ad3", spanish) == "f1d3"); // a: alfil
    CHECK(typed(open, "bd3") == "f1d3");          // b: bishop for an English user
    CHECK(typed(open, "dd3", spanish).starts_with("refused")); // d: dama, and there is none
    CHECK(typed(open, "d3", spanish) == "d2d3");
    // The pawn reading wins whenever a pawn of that file could make the move.
    const Position p = position_from("4k3/8/8/B7/8/2n5/1P6/4K3 w - - 0 1");
    CHECK(typed(p, "bc3") == "b2c3");
    // Even when it may not: a pinned pawn's capture is refused, never played by the bishop.
    const Position pinned = position_from("1r2k3/8/8/B7/8/2b5/1P6/1K6 w - - 0 1");
    CHECK(typed(pinned, "bxc3").starts_with("refused"));
    CHECK(typed(pinned, "Bxc3") == "a5c3");
    const Position queen_behind = position_from("4r1k1/8/8/4p3/3P4/8/8/3QK3 w - - 0 1");
    CHECK(typed(queen_behind, "dxe5", spanish) == "d4e5");
    const Position pinned_d = position_from("3r2k1/8/8/4p3/3P4/8/8/3KQ3 w - - 0 1");
    CHECK(typed(pinned_d, "dxe5", spanish).starts_with("refused")); // not Dxe5
    // A pawn's diagonal onto an empty square is no pawn move: "bc3" is the bishop's.
    const Position after_bd2 = position_from(
        "rnbqkb1r/pppp1ppp/4pn2/8/3P4/8/PPPBPPPP/RN1QKBNR w KQkq - 0 3");
    CHECK(typed(after_bd2, "bc3") == "d2c3");
    const Position after_cd2 = position_from(
        "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3");
    CHECK(typed(after_cd2, "cb3", spanish) == "d2b3");
    // En passant that a pin forbids (the board keeps no e.p. square then) is still the pawn's:
    // "bc6" is refused, not played as Be4-c6.
    const Position pinned_ep = position_from("4k3/8/8/KPp4r/4B3/8/8/8 w - c6 0 2");
    CHECK(typed(pinned_ep, "bc6").starts_with("refused"));
    CHECK(typed(pinned_ep, "Bc6") == "e4c6");
}

TEST_CASE("Spanish letters, and the other set where it cannot be ambiguous", "[input]") {
    const Position start;
    CHECK(typed(start, "Cf3", spanish) == "g1f3");
    CHECK(typed(start, "Cg1-f3", spanish) == "g1f3");
    CHECK(typed(start, "Nf3", spanish) == "g1f3");
    CHECK(typed(start, "Cf3") == "g1f3"); // Spanish letter for an English user
    const Position p = position_from("4k3/8/8/8/8/8/8/R2QK1N1 w - - 0 1");
    CHECK(typed(p, "Tb1", spanish) == "a1b1");
    CHECK(typed(p, "Rb1") == "a1b1");          // R is the rook for an English user
    CHECK(typed(p, "Rf2", spanish) == "e1f2"); // and the king (rey) for a Spanish one
    CHECK(typed(p, "Dd5", spanish) == "d1d5");
    CHECK(typed(p, "Qd5", spanish) == "d1d5");
    CHECK(typed(p, "Dd5") == "d1d5");
    CHECK(typed(p, "Kf2", spanish) == "e1f2");
    CHECK(typed(p, "rf2", spanish) == "e1f2");
    CHECK(typed(p, "tb1", spanish) == "a1b1");
    // R stays the king for a Spanish player, even where only the rook could go: a king move
    // meant must never become a rook move made. The refusal says how to write the rook.
    CHECK(refusal(p, "Rb1", spanish).spanish_rook_move == "Tb1");
    CHECK(refusal(p, "Rab1", spanish).spanish_rook_move == "Tab1");
    CHECK(refusal(p, "Re8", spanish).spanish_rook_move.empty()); // no rook goes there either
}

TEST_CASE("Promotions in every written form", "[input]") {
    const Position p = position_from("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for (const char* text : {"e8=Q", "e8Q", "e8(Q)", "e8/Q", "e8q", "e7e8q", "e7-e8=Q", "e7e8Q",
                             "57581", "e8=Q+", "Pe8=Q"})
        CHECK(typed(p, text) == "e7e8q");
    CHECK(typed(p, "e8=N") == "e7e8n");
    CHECK(typed(p, "57584") == "e7e8n");
    CHECK(typed(p, "57582") == "e7e8r");
    CHECK(typed(p, "57583") == "e7e8b");
    CHECK(typed(p, "e8=b") == "e7e8b");
    CHECK(typed(p, "exd8=Q") == "e7d8q");
    CHECK(typed(p, "e7xd8=Q") == "e7d8q");
    CHECK(typed(p, "exd8Q+") == "e7d8q");
    CHECK(typed(p, "e8=D", spanish) == "e7e8q");
    CHECK(typed(p, "e8T", spanish) == "e7e8r");
    CHECK(typed(p, "e8=C", spanish) == "e7e8n");
    CHECK(typed(p, "e8=A", spanish) == "e7e8b");
    // UCI promotions are English lower case, also for a Spanish player: "r" is a rook, not a
    // rey (found by fuzz/fuzz_move_text: to_uci's text was refused with Spanish letters).
    CHECK(typed(p, "e7e8r", spanish) == "e7e8r");
    CHECK(typed(p, "e7e8q", spanish) == "e7e8q");
    CHECK(typed(p, "e7e8n", spanish) == "e7e8n");
    CHECK(typed(p, "e7e8d", spanish) == "e7e8q");
    CHECK(typed(p, "e8", {.unnamed_promotion = QUEEN}) == "e7e8q");
    CHECK(typed(p, "exd8", {.unnamed_promotion = QUEEN}) == "e7d8q");
}

TEST_CASE("The answer to promote to which piece?", "[input]") {
    const auto named = [](std::string_view answer, PieceLetters letters) {
        return promotion_piece_named(answer, letters);
    };
    for (const char* queen : {"queen", "Queen", "QUEEN", "q", "Q", "=Q", "(Q)", " dama ", "reina"})
        CHECK(named(queen, PieceLetters::english) == QUEEN);
    CHECK(named("n", PieceLetters::english) == KNIGHT);
    CHECK(named("caballo", PieceLetters::english) == KNIGHT);
    CHECK(named("b", PieceLetters::english) == BISHOP);
    CHECK(named("rook", PieceLetters::english) == ROOK);
    // Spanish letters for a Spanish player: D T A C; R is the king there, never a promotion.
    CHECK(named("d", PieceLetters::spanish) == QUEEN);
    CHECK(named("T", PieceLetters::spanish) == ROOK);
    CHECK(named("a", PieceLetters::spanish) == BISHOP);
    CHECK(named("c", PieceLetters::spanish) == KNIGHT);
    CHECK(named("knight", PieceLetters::spanish) == KNIGHT);
    for (const char* other : {"r", "k", "king", "p", "pawn", "", "qq", "e8", "clock"})
        CHECK(named(other, other[0] == 'r' ? PieceLetters::spanish : PieceLetters::english) ==
              NO_PIECE_TYPE);
    // A letter of the other set alone is the player's own command, not a piece: English "c"
    // is the clock, Spanish "q" nothing.
    CHECK(named("c", PieceLetters::english) == NO_PIECE_TYPE);
    CHECK(named("q", PieceLetters::spanish) == NO_PIECE_TYPE);
}

TEST_CASE("En passant with or without its remark", "[input]") {
    const Position p = position_from("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    for (const char* text : {"exd6", "exd6 e.p.", "exd6e.p.", "exd6ep", "exd6 ep", "ed6", "e5d6",
                             "e5xd6", "e5:d6", "5546"})
        CHECK(typed(p, text) == "e5d6");
    for (const char* text : {"exd6 a.p.", "exd6a.p.", "exd6 ap", "exd6 e.p."}) // al paso
        CHECK(typed(p, text, spanish) == "e5d6");
}

TEST_CASE("En passant that a pin forbids is refused for the pin", "[input]") {
    // After ...e7-e5 the d5 pawn is pinned along the fifth rank: the board keeps no e.p. square.
    const Position pinned = position_from("4k3/8/8/r2Pp2K/8/8/8/8 w - - 0 2");
    REQUIRE(pinned.en_passant_square() == SQ_NONE);
    const InputOptions after_e5{.passed_square = SQ_E6};
    for (const char* text : {"dxe6", "dxe6 e.p.", "d5e6"}) {
        const MoveRejection r = test::refusal(pinned, text, after_e5);
        CHECK(r.reason == RejectionReason::leaves_king_in_check);
        CHECK(r.from == SQ_D5);
        CHECK(r.attacker_square == SQ_A5);
    }
    // Without the game's last move the reason can only be the empty square.
    CHECK(test::refusal(pinned, "dxe6").reason == RejectionReason::nothing_to_capture);
    // A passed square with no pawn just past it (not the last move, a wrong caller) is ignored.
    CHECK(test::refusal(pinned, "dxc6", {.passed_square = SQ_C6}).reason ==
          RejectionReason::nothing_to_capture);
    // Legal en passant is unchanged by it.
    const Position free = position_from("4k3/8/8/3Pp2K/8/8/8/8 w - e6 0 2");
    CHECK(typed(free, "dxe6", after_e5) == "d5e6");
}

TEST_CASE("Castling in all its spellings", "[input]") {
    const Position p = position_from("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    for (const char* text :
         {"O-O", "0-0", "oo", "00", "o-o", "OO", "O-O+", "e1g1", "Kg1", "5171", "Ke1-g1"})
        CHECK(typed(p, text) == "e1g1");
    for (const char* text : {"O-O-O", "0-0-0", "ooo", "000", "o-o-o", "e1c1", "Kc1", "5131"})
        CHECK(typed(p, text) == "e1c1");
    const Position black = position_from("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1");
    CHECK(typed(black, "O-O") == "e8g8");
    CHECK(typed(black, "000") == "e8c8");
}

TEST_CASE("Chess960 castling only by O-O and O-O-O", "[input][chess960]") {
    const Position p =
        position_from("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", true);
    CHECK(typed(p, "O-O") == "e1g1"); // king takes own rook in Chess960 UCI
    CHECK(typed(p, "0-0-0") == "e1b1");
    CHECK(typed(p, "Kg1") == "refused: in Chess960, castle with O-O or O-O-O");
    CHECK(typed(p, "e1g1") == "refused: in Chess960, castle with O-O or O-O-O");
    // A king step that happens to reach a castling square stays a king move.
    const Position step =
        position_from("1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1", true);
    CHECK(typed(step, "Ke1") == "f1e1");
}

TEST_CASE("Figurines and typographic dashes from pasted text", "[input]") {
    const Position start;
    CHECK(typed(start, "\u2658f3") == "g1f3");
    CHECK(typed(start, "\u2658f3", spanish) == "g1f3");
    const Position p = position_from("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    CHECK(typed(p, "O\u2013O") == "e1g1");
    CHECK(typed(p, "O\u2011O\u2011O") == "e1c1");
    const Position capture = position_from("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    CHECK(typed(capture, "e\u00d7d5") == "e4d5");
}

TEST_CASE("SAN in Spanish letters for the screen", "[input]") {
    const auto es = PieceLetters::spanish;
    CHECK(with_piece_letters("Nf3", es) == "Cf3");
    CHECK(with_piece_letters("Bxc6+", es) == "Axc6+");
    CHECK(with_piece_letters("Qh5#", es) == "Dh5#");
    CHECK(with_piece_letters("Rad1", es) == "Tad1");
    CHECK(with_piece_letters("Kxe2", es) == "Rxe2");
    CHECK(with_piece_letters("exd8=Q", es) == "exd8=D");
    CHECK(with_piece_letters("b8=N", es) == "b8=C");
    CHECK(with_piece_letters("O-O-O", es) == "O-O-O");
    CHECK(with_piece_letters("e4", es) == "e4");
    CHECK(with_piece_letters("Nf3", PieceLetters::english) == "Nf3");
}
