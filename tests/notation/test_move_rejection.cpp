// Every reason a typed move is refused, with its data and its English sentence.
#include <catch2/catch.hpp>

#include "notation_test_support.h"

using namespace escaque;
using namespace escaque::chess;
using namespace escaque::notation;
using test::position_from;
using test::refusal;

TEST_CASE("Text that is no move", "[rejection]") {
    const Position start;
    for (const char* text : {"hello", "", "Xe4", "e9", "Nf", "e8=", "123", "Nz3"}) {
        const MoveRejection r = refusal(start, text);
        CHECK(r.reason == RejectionReason::not_understood);
        CHECK(r.text == std::string(text));
    }
    CHECK(describe(refusal(start, "hello")) == "not a move or a command: hello");
}

TEST_CASE("A move of the side not to move", "[rejection]") {
    Position after_e4;
    after_e4.do_move(Move(SQ_E2, SQ_E4));
    const MoveRejection r = refusal(after_e4, "Nf3");
    CHECK(r.reason == RejectionReason::wrong_side);
    CHECK(r.side == BLACK);
    CHECK(describe(r) == "it is Black's turn");
    CHECK(refusal(after_e4, "d2d4").reason == RejectionReason::wrong_side);
    CHECK(describe(refusal(Position(), "e7e5")) == "it is White's turn");
}

TEST_CASE("No piece of that kind can reach the square", "[rejection]") {
    const Position start;
    const MoveRejection r = refusal(start, "Ne5");
    CHECK(r.reason == RejectionReason::no_piece_can_reach);
    CHECK(r.piece == KNIGHT);
    CHECK(r.to == SQ_E5);
    CHECK(describe(r) == "no white knight can reach e5");
    const Position pawns = position_from("4k3/8/8/8/8/8/P1P5/4K3 w - - 0 1");
    CHECK(describe(refusal(pawns, "b4")) == "no white pawn can reach b4");
    const Position capture = position_from("4k3/8/8/8/2p5/8/P3P3/4K3 w - - 0 1");
    CHECK(describe(refusal(capture, "Nxc4")) == "no white knight can capture on c4");
}

TEST_CASE("A capture with nothing to capture", "[rejection]") {
    const Position start;
    const MoveRejection r = refusal(start, "Nxf3");
    CHECK(r.reason == RejectionReason::nothing_to_capture);
    CHECK(r.to == SQ_F3);
    CHECK(describe(r) == "there is nothing to capture on f3");
    CHECK(describe(refusal(start, "exd3")) == "there is nothing to capture on d3");
}

TEST_CASE("A move onto one of the side's own pieces", "[rejection]") {
    const Position start;
    // Not "nothing to capture": a player who cannot see the board would think it empty.
    for (const char* text : {"Bxd2", "Bd2", "c1d2", "Nxd2", "Qd2", "exd2"}) {
        INFO(text);
        const MoveRejection r = refusal(start, text);
        CHECK(r.reason == RejectionReason::own_piece_there);
        CHECK(r.found == W_PAWN);
    }
    CHECK(describe(refusal(start, "Bxd2")) == "White's own pawn stands on d2");
    CHECK(describe(refusal(start, "Rxa2")) == "White's own pawn stands on a2");
    CHECK(describe(refusal(start, "Ke1f1")) == "White's own bishop stands on f1");
    // Onto its own square: the piece is already there.
    CHECK(describe(refusal(start, "Ke1")) == "White's king is already on e1");
    CHECK(describe(refusal(start, "e2e2")) == "White's pawn is already on e2");
    // With no queen left, the square's own pawn is beside the point.
    const Position queenless = position_from("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1");
    CHECK(describe(refusal(queenless, "Qd4")) == "no white queen can reach d4");
    CHECK(describe(refusal(queenless, "Qxe5")) == "no white queen can capture on e5");
    // Chess960: the king onto its own castling rook is castling, said the Chess960 way.
    const Position p = position_from("r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1", true);
    CHECK(refusal(p, "Kxh1").reason == RejectionReason::castling_must_be_explicit);
    CHECK(refusal(p, "g1h1").reason == RejectionReason::castling_must_be_explicit);
    // Not a castling rook: the square is simply taken.
    const Position gone = position_from("r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w Aha - 0 1", true);
    CHECK(describe(refusal(gone, "Kxh1")) == "White's own rook stands on h1");
}

TEST_CASE("The named square holds no such piece", "[rejection]") {
    const Position start;
    CHECK(describe(refusal(start, "e3e4")) == "there is no piece on e3");
    const MoveRejection pawn = refusal(start, "Ng2-f4");
    CHECK(pawn.reason == RejectionReason::no_such_piece);
    CHECK(pawn.found == W_PAWN);
    CHECK(describe(pawn) == "the piece on g2 is a pawn, not a knight");
    CHECK(describe(refusal(start, "d8d5")) == "the piece on d8 is a black queen");
}

TEST_CASE("A piece that cannot move there", "[rejection]") {
    const Position start;
    const MoveRejection r = refusal(start, "Ng1-e3");
    CHECK(r.reason == RejectionReason::piece_cannot_move_there);
    CHECK(r.piece == KNIGHT);
    CHECK(r.from == SQ_G1);
    CHECK(r.to == SQ_E3);
    CHECK(describe(r) == "the knight on g1 cannot move to e3");
    CHECK(describe(refusal(start, "Qd3")) == "the queen on d1 cannot move to d3");
    CHECK(describe(refusal(start, "e5")) == "it is White's turn"); // Black's e-pawn could
    CHECK(describe(refusal(start, "a5")) == "it is White's turn");
    CHECK(describe(refusal(start, "Ra3")) == "no white rook can reach a3");
}

TEST_CASE("A move that leaves the king in check", "[rejection]") {
    // The knight on d3 shields the king on e2 from the bishop on b5.
    const Position pin = position_from("4k3/8/8/1b6/8/3N4/4K3/8 w - - 0 1");
    const MoveRejection r = refusal(pin, "Nf4");
    CHECK(r.reason == RejectionReason::leaves_king_in_check);
    CHECK(r.from == SQ_D3);
    CHECK(r.attacker == B_BISHOP);
    CHECK(r.attacker_square == SQ_B5);
    CHECK(describe(r) == "that move leaves your king in check from the bishop on b5");
    // Already in check, and the move does not answer it.
    const Position check = position_from("4k3/8/8/8/1b6/8/5N2/4K3 w - - 0 1");
    CHECK(describe(refusal(check, "Nh3")) ==
          "that move leaves your king in check from the bishop on b4");
    // The king walks into an attack.
    const Position walk = position_from("3rk3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(describe(refusal(walk, "Kd2")) ==
          "that move leaves your king in check from the rook on d8");
}

TEST_CASE("Two pieces can make the move", "[rejection]") {
    const Position p = position_from("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    const MoveRejection r = refusal(p, "Nd2");
    CHECK(r.reason == RejectionReason::ambiguous);
    CHECK(r.piece == KNIGHT);
    CHECK(r.candidates == std::vector<Square>{SQ_B1, SQ_F3});
    CHECK(describe(r) == "two knights can go to d2: from b1 or from f3");
    CHECK(test::typed(p, "Nbd2") == "b1d2");
    CHECK(test::typed(p, "Nfd2") == "f3d2");
    const Position three = position_from("6k1/8/8/8/Q6Q/8/8/Q5K1 w - - 0 1");
    CHECK(describe(refusal(three, "Qd4")) ==
          "three queens can go to d4: from a1, from a4 or from h4");
    CHECK(describe(refusal(three, "Qa2")) == "two queens can go to a2: from a1 or from a4");
}

TEST_CASE("A promotion without its piece asks which one", "[rejection]") {
    const Position p = position_from("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    const MoveRejection r = refusal(p, "e8");
    CHECK(r.reason == RejectionReason::promotion_piece_needed);
    CHECK(r.from == SQ_E7);
    CHECK(r.to == SQ_E8);
    CHECK(describe(r) == "promote to which piece?");
    CHECK(refusal(p, "e7e8").reason == RejectionReason::promotion_piece_needed);
    CHECK(refusal(p, "exd8").reason == RejectionReason::promotion_piece_needed);
}

TEST_CASE("A promotion that cannot be", "[rejection]") {
    const Position p = position_from("3r3k/4P3/8/8/8/8/4P3/4K3 w - - 0 1");
    const MoveRejection king = refusal(p, "e8=K");
    CHECK(king.reason == RejectionReason::invalid_promotion);
    CHECK(describe(king) == "a pawn cannot promote to a king");
    CHECK(describe(refusal(p, "e8=R", {.letters = PieceLetters::spanish})) ==
          "a pawn cannot promote to a king");
    CHECK(describe(refusal(p, "e4=Q")) == "that move is not a promotion");
}

TEST_CASE("Castling refused, with the reason", "[rejection][castling]") {
    auto castling = [](std::string_view fen, std::string_view text) {
        return refusal(position_from(fen), text);
    };
    const MoveRejection king = castling("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1", "O-O");
    CHECK(king.reason == RejectionReason::castling_not_allowed);
    CHECK(king.obstacle == CastlingObstacle::king_moved);
    CHECK(describe(king) == "castling is not allowed: your king has moved");
    CHECK(describe(castling("r3k2r/8/8/8/8/8/8/R3K1R1 w Qkq - 0 1", "O-O")) ==
          "castling is not allowed: that rook has moved or been captured");
    CHECK(describe(castling("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "O-O")) ==
          "castling is not allowed: you have no castling right on that side");
    const MoveRejection check = castling("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "O-O");
    CHECK(check.obstacle == CastlingObstacle::in_check);
    CHECK(check.attacker == B_ROOK);
    CHECK(describe(check) == "castling is not allowed: your king is in check");
    const MoveRejection attacked = castling("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O");
    CHECK(attacked.obstacle == CastlingObstacle::square_attacked);
    CHECK(attacked.obstacle_square == SQ_F1);
    CHECK(attacked.attacker_square == SQ_F8);
    CHECK(describe(attacked) == "castling is not allowed: f1 is attacked");
    const MoveRejection between = refusal(Position(), "O-O");
    CHECK(between.obstacle == CastlingObstacle::piece_between);
    CHECK(between.obstacle_square == SQ_F1);
    CHECK(describe(between) == "castling is not allowed: a piece stands between");
    // The rook's path may be attacked, the king's may not (queen side: b1 attacked is fine).
    const Position b_file = position_from("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    CHECK(test::typed(b_file, "O-O-O") == "e1c1");
    CHECK(describe(refusal(position_from("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "O-O-O")) ==
          "castling is not allowed: c1 is attacked");
    // Castling written as the king's step gets the same answers.
    CHECK(refusal(Position(), "e1g1").obstacle == CastlingObstacle::piece_between);
}

TEST_CASE("Chess960: castling only when said", "[rejection][chess960]") {
    const Position p =
        position_from("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", true);
    const MoveRejection r = refusal(p, "Kg1");
    CHECK(r.reason == RejectionReason::castling_must_be_explicit);
    CHECK(r.castling == CastlingSide::king_side);
    CHECK(refusal(p, "e1b1").castling == CastlingSide::queen_side);
    const Position moved =
        position_from("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w gb - 0 1", true);
    // The position cannot tell which piece moved: it says what it knows.
    CHECK(describe(refusal(moved, "O-O")) ==
          "castling is not allowed: you have no castling right on that side");
}
