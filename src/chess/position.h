// A chess position: placement, side to move, castling rights (any start files, for Chess960),
// en passant, move counters and an incrementally updated Zobrist key.
//
// Positions are plain values (about 200 bytes): to search or replay, copy and call do_move
// ("copy-make"). A Position is only ever built from a validated Setup (see fen.h), so every
// Position satisfies the invariants the move generator relies on.
#pragma once

#include <array>
#include <optional>

#include "chess/bitboard.h"
#include "chess/types.h"
#include "chess/zobrist.h"

namespace escaque::chess {

// The raw contents of a position, before validation. FEN parsing and the Chess960 start
// positions produce a Setup; validate_setup (fen.h) checks it; Position::from_setup builds.
struct Setup {
    std::array<Piece, SQUARE_NB> board{};
    Color side_to_move = WHITE;
    // The rook square each castling right refers to, SQ_NONE when the right is absent.
    // Indexed by right: 0 = white O-O, 1 = white O-O-O, 2 = black O-O, 3 = black O-O-O.
    std::array<Square, 4> castling_rooks{SQ_NONE, SQ_NONE, SQ_NONE, SQ_NONE};
    Square en_passant = SQ_NONE;
    int halfmove_clock = 0;
    int fullmove_number = 1;
    bool chess960 = false;
};

// A placement and the state that decides the legal moves, in 31 bytes: the occupied squares
// and their pieces, four bits each, in square order, for at most 32 pieces (as in any position
// reachable from the start; a FEN may set more). The dead-position walk queues millions of
// positions so; building a Position from it looks only at the occupied squares.
struct CompactSetup {
    Bitboard occupied = 0;
    std::array<uint8_t, 16> pieces{};
    std::array<Square, 4> castling_rooks{SQ_NONE, SQ_NONE, SQ_NONE, SQ_NONE}; // as in Setup
    Square en_passant = SQ_NONE; // only when the capture is legal
    Color side_to_move = WHITE;
    bool chess960 = false;
};

// Index of a single castling right (WHITE_OO → 0 … BLACK_OOO → 3).
constexpr int castling_index(CastlingRights cr) {
    return cr == WHITE_OO ? 0 : cr == WHITE_OOO ? 1 : cr == BLACK_OO ? 2 : 3;
}

class Position {
public:
    Position(); // the standard start position

    // Precondition: the setup passed validate_setup.
    static Position from_setup(const Setup& setup);
    Setup to_setup() const;
    // Without the move counters (halfmove clock 0, move 1). `key` is the packed position's
    // key(), which a queue of packed positions usually has at hand.
    static Position from_compact(const CompactSetup& setup, Key key);
    CompactSetup to_compact() const; // precondition: at most 32 pieces

    // Placement
    Piece piece_on(Square s) const { return board_[s]; }
    bool empty(Square s) const { return board_[s] == NO_PIECE; }
    Bitboard pieces() const { return by_color_[WHITE] | by_color_[BLACK]; }
    Bitboard pieces(Color c) const { return by_color_[c]; }
    Bitboard pieces(PieceType pt) const { return by_type_[pt]; }
    Bitboard pieces(PieceType a, PieceType b) const { return by_type_[a] | by_type_[b]; }
    Bitboard pieces(Color c, PieceType pt) const { return by_color_[c] & by_type_[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const {
        return by_color_[c] & (by_type_[a] | by_type_[b]);
    }
    Square king_square(Color c) const { return lsb(pieces(c, KING)); }
    int count(Color c, PieceType pt) const { return popcount(pieces(c, pt)); }

    // State
    Color side_to_move() const { return side_; }
    CastlingRights castling_rights() const { return castling_; }
    bool can_castle(CastlingRights cr) const { return castling_ & cr; }
    // The rights a move from `from` to `to` takes away: a king or rook leaving, a rook taken.
    CastlingRights castling_rights_lost(Square from, Square to) const {
        return castling_ & (castling_mask_[from] | castling_mask_[to]);
    }
    Square castling_rook_square(CastlingRights cr) const {
        return castling_rooks_[castling_index(cr)];
    }
    // Squares that must be empty (besides the castling king and rook) for this castling.
    Bitboard castling_path(CastlingRights cr) const { return castling_path_[castling_index(cr)]; }
    // Squares the king crosses or lands on, none of which may be attacked.
    Bitboard castling_king_path(CastlingRights cr) const {
        return castling_king_path_[castling_index(cr)];
    }
    // Set only when an en passant capture is actually legal (FIDE 9.2.2).
    Square en_passant_square() const { return en_passant_; }
    int halfmove_clock() const { return halfmove_clock_; }
    int fullmove_number() const { return fullmove_number_; }
    bool chess960() const { return chess960_; }
    Key key() const { return key_; }
    Key compute_key() const; // from scratch; always equals key()

    // Checks and pins for the side to move
    Bitboard checkers() const { return checkers_; }
    bool in_check() const { return checkers_ != 0; }
    // Pieces of either colour that shield the side to move's king from an enemy slider.
    Bitboard blockers() const { return blockers_; }
    Bitboard attackers_to(Square s, Bitboard occupied) const;
    Bitboard attackers_to(Square s) const { return attackers_to(s, pieces()); }
    bool attacked_by(Color attacker, Square s) const { return attackers_to(s) & pieces(attacker); }

    // Moves
    Piece moved_piece(Move m) const { return board_[m.from()]; }
    bool is_capture(Move m) const {
        return (m.type() != CASTLING && !empty(m.to())) || m.type() == EN_PASSANT;
    }
    // The piece type a move takes, NO_PIECE_TYPE when none.
    PieceType captured_type(Move m) const;
    // Precondition: m is legal in this position.
    void do_move(Move m);
    void do_null_move(); // for search; precondition: not in check
    bool gives_check(Move m) const;
    // Full legality test of an arbitrary 16-bit move (e.g. read from a file).
    bool is_legal(Move m) const;

    // Where king and rook end up after castling with the rook on rook_from.
    static Square castling_king_to(Color c, Square king_from, Square rook_from) {
        return relative_square(c, rook_from > king_from ? SQ_G1 : SQ_C1);
    }
    static Square castling_rook_to(Color c, Square king_from, Square rook_from) {
        return relative_square(c, rook_from > king_from ? SQ_F1 : SQ_D1);
    }

    bool operator==(const Position& other) const;

private:
    struct EmptyBoard {};
    explicit Position(EmptyBoard) {}
    void put_piece(Piece pc, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    void set_castling_right(Color c, Square rook_from);
    void set_castling_rights(const std::array<Square, 4>& rooks); // as in Setup
    std::array<Square, 4> castling_rook_squares() const;          // as in Setup
    void update_check_info();
    Square legal_en_passant_target(Square candidate) const;

    std::array<Piece, SQUARE_NB> board_{};
    std::array<Bitboard, PIECE_TYPE_NB> by_type_{};
    std::array<Bitboard, COLOR_NB> by_color_{};
    std::array<Square, 4> castling_rooks_{SQ_NONE, SQ_NONE, SQ_NONE, SQ_NONE};
    std::array<Bitboard, 4> castling_path_{};
    std::array<Bitboard, 4> castling_king_path_{};
    std::array<CastlingRights, SQUARE_NB> castling_mask_{}; // rights lost when a square is touched
    Key key_ = 0;
    Bitboard checkers_ = 0;
    Bitboard blockers_ = 0;
    int halfmove_clock_ = 0;
    int fullmove_number_ = 1;
    Color side_ = WHITE;
    CastlingRights castling_ = NO_CASTLING;
    Square en_passant_ = SQ_NONE;
    bool chess960_ = false;
};

} // namespace escaque::chess
