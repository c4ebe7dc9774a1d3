// Small value types of the rules core: colours, pieces, squares, moves.
#pragma once

#include <cstdint>
#include <string>

namespace escaque::chess {

enum Color : uint8_t { WHITE, BLACK, COLOR_NB = 2 };

constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

enum PieceType : uint8_t {
    NO_PIECE_TYPE,
    PAWN,
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    KING,
    PIECE_TYPE_NB = 8
};

// A piece packs its colour in bit 3: W_PAWN = 1 … W_KING = 6, B_PAWN = 9 … B_KING = 14.
enum Piece : uint8_t {
    NO_PIECE,
    W_PAWN = PAWN,
    W_KNIGHT,
    W_BISHOP,
    W_ROOK,
    W_QUEEN,
    W_KING,
    B_PAWN = PAWN + 8,
    B_KNIGHT,
    B_BISHOP,
    B_ROOK,
    B_QUEEN,
    B_KING,
    PIECE_NB = 16
};

constexpr Piece make_piece(Color c, PieceType pt) {
    return Piece((c << 3) + pt);
}
constexpr PieceType type_of(Piece p) {
    return PieceType(p & 7);
}
constexpr Color color_of(Piece p) {
    return Color(p >> 3);
}

// clang-format off
enum Square : uint8_t {
    SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1,
    SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2,
    SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3,
    SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4,
    SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5,
    SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6,
    SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7,
    SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8,
    SQ_NONE,
    SQUARE_NB = 64
};
// clang-format on

enum File : uint8_t { FILE_A, FILE_B, FILE_C, FILE_D, FILE_E, FILE_F, FILE_G, FILE_H, FILE_NB };
enum Rank : uint8_t { RANK_1, RANK_2, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8, RANK_NB };

enum Direction : int8_t {
    NORTH = 8,
    EAST = 1,
    SOUTH = -NORTH,
    WEST = -EAST,
    NORTH_EAST = NORTH + EAST,
    SOUTH_EAST = SOUTH + EAST,
    SOUTH_WEST = SOUTH + WEST,
    NORTH_WEST = NORTH + WEST
};

constexpr Square make_square(File f, Rank r) {
    return Square((r << 3) + f);
}
constexpr File file_of(Square s) {
    return File(s & 7);
}
constexpr Rank rank_of(Square s) {
    return Rank(s >> 3);
}
constexpr bool is_ok(Square s) {
    return s < SQUARE_NB;
}
constexpr Square flip_rank(Square s) {
    return Square(s ^ SQ_A8);
}
// The rank as seen from colour c's side of the board.
constexpr Rank relative_rank(Color c, Rank r) {
    return Rank(r ^ (c * 7));
}
constexpr Rank relative_rank(Color c, Square s) {
    return relative_rank(c, rank_of(s));
}
constexpr Square relative_square(Color c, Square s) {
    return Square(s ^ (c * 56));
}
constexpr Direction pawn_push(Color c) {
    return c == WHITE ? NORTH : SOUTH;
}

constexpr Square operator+(Square s, Direction d) {
    return Square(int(s) + int(d));
}
constexpr Square operator-(Square s, Direction d) {
    return Square(int(s) - int(d));
}
constexpr Square& operator++(Square& s) {
    return s = Square(int(s) + 1);
}
constexpr File& operator++(File& f) {
    return f = File(int(f) + 1);
}
constexpr Rank& operator++(Rank& r) {
    return r = Rank(int(r) + 1);
}
constexpr Rank& operator--(Rank& r) {
    return r = Rank(int(r) - 1);
}
constexpr PieceType& operator++(PieceType& pt) {
    return pt = PieceType(int(pt) + 1);
}

// Castling rights: one bit per colour and side. Which rook each right refers to is kept by the
// position, so Chess960 and standard chess share the same representation.
enum CastlingRights : uint8_t {
    NO_CASTLING = 0,
    WHITE_OO = 1,
    WHITE_OOO = 2,
    BLACK_OO = 4,
    BLACK_OOO = 8,
    KING_SIDE = WHITE_OO | BLACK_OO,
    QUEEN_SIDE = WHITE_OOO | BLACK_OOO,
    WHITE_CASTLING = WHITE_OO | WHITE_OOO,
    BLACK_CASTLING = BLACK_OO | BLACK_OOO,
    ANY_CASTLING = 15,
    CASTLING_RIGHT_NB = 16
};

constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) {
    return CastlingRights(uint8_t(a) | uint8_t(b));
}
constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) {
    return CastlingRights(uint8_t(a) & uint8_t(b));
}
constexpr CastlingRights operator~(CastlingRights a) {
    return CastlingRights(~uint8_t(a) & 15);
}
constexpr CastlingRights& operator|=(CastlingRights& a, CastlingRights b) {
    return a = a | b;
}
constexpr CastlingRights& operator&=(CastlingRights& a, CastlingRights b) {
    return a = a & b;
}
constexpr CastlingRights castling_right(Color c, bool king_side) {
    return CastlingRights((king_side ? WHITE_OO : WHITE_OOO) << (2 * c));
}

enum MoveType : uint16_t {
    NORMAL = 0,
    PROMOTION = 1 << 14,
    EN_PASSANT = 2 << 14,
    CASTLING = 3 << 14
};

// A move in 16 bits.
//   bits  0-5   destination square (for castling: the square of the castling rook)
//   bits  6-11  origin square
//   bits 12-13  promotion piece type - KNIGHT (knight, bishop, rook, queen)
//   bits 14-15  move type (normal, promotion, en passant, castling)
// Castling is encoded "king takes own rook" so Chess960 and standard chess are handled alike.
class Move {
public:
    constexpr Move() = default;
    constexpr explicit Move(uint16_t raw) : data_(raw) {}
    constexpr Move(Square from, Square to) : data_(uint16_t((from << 6) + to)) {}

    template <MoveType T>
    static constexpr Move make(Square from, Square to, PieceType promotion = KNIGHT) {
        return Move(uint16_t(T + ((promotion - KNIGHT) << 12) + (from << 6) + to));
    }

    constexpr Square from() const { return Square((data_ >> 6) & 0x3F); }
    constexpr Square to() const { return Square(data_ & 0x3F); }
    constexpr MoveType type() const { return MoveType(data_ & (3 << 14)); }
    constexpr PieceType promotion_type() const { return PieceType(((data_ >> 12) & 3) + KNIGHT); }
    constexpr uint16_t raw() const { return data_; }
    constexpr bool is_ok() const { return data_ != 0 && from() != to(); }

    static constexpr Move none() { return Move(); }

    constexpr bool operator==(const Move&) const = default;

private:
    uint16_t data_ = 0;
};

constexpr char file_char(File f) {
    return char('a' + f);
}
constexpr char rank_char(Rank r) {
    return char('1' + r);
}
inline std::string square_name(Square s) {
    return {file_char(file_of(s)), rank_char(rank_of(s))};
}

} // namespace escaque::chess
