#include "chess/chess960.h"

namespace escaque::chess {

namespace {

// Places piece pt on the n-th empty square of the back rank (counting from the a-file).
void place_on_nth_empty(std::array<PieceType, 8>& rank, int n, PieceType pt) {
    for (int f = 0; f < 8; ++f) {
        if (rank[f] != NO_PIECE_TYPE) continue;
        if (n-- == 0) {
            rank[f] = pt;
            return;
        }
    }
}

} // namespace

Setup chess960_setup(int number) {
    // Scharnagl's numbering: light-square bishop, dark-square bishop, queen, then the knight
    // pair by a table of the ten placements, and R K R on the three squares left.
    std::array<PieceType, 8> rank{};
    int n = number;
    rank[2 * (n % 4) + 1] = BISHOP; // light squares on rank 1: b, d, f, h
    n /= 4;
    rank[2 * (n % 4)] = BISHOP; // dark squares: a, c, e, g
    n /= 4;
    place_on_nth_empty(rank, n % 6, QUEEN);
    n /= 6;
    static constexpr int knights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                           {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    // Place the second knight first so the first one's index still counts the same squares.
    place_on_nth_empty(rank, knights[n][1], KNIGHT);
    place_on_nth_empty(rank, knights[n][0], KNIGHT);
    place_on_nth_empty(rank, 0, ROOK);
    place_on_nth_empty(rank, 0, KING);
    place_on_nth_empty(rank, 0, ROOK);

    Setup setup;
    for (File f = FILE_A; f <= FILE_H; ++f) {
        setup.board[make_square(f, RANK_1)] = make_piece(WHITE, rank[f]);
        setup.board[make_square(f, RANK_2)] = W_PAWN;
        setup.board[make_square(f, RANK_7)] = B_PAWN;
        setup.board[make_square(f, RANK_8)] = make_piece(BLACK, rank[f]);
    }
    bool seen_king = false;
    for (File f = FILE_A; f <= FILE_H; ++f) {
        if (rank[f] == KING) seen_king = true;
        if (rank[f] != ROOK) continue;
        const int side = seen_king ? 0 : 1; // O-O uses the rook right of the king
        setup.castling_rooks[side] = make_square(f, RANK_1);
        setup.castling_rooks[2 + side] = make_square(f, RANK_8);
    }
    setup.chess960 = number != 518;
    return setup;
}

std::optional<int> chess960_number(const Position& pos) {
    if (pos.castling_rights() != ANY_CASTLING) return std::nullopt;
    const Setup actual = pos.to_setup();
    for (int n = 0; n < 960; ++n) {
        const Setup start = chess960_setup(n);
        if (start.board == actual.board && actual.side_to_move == WHITE) return n;
    }
    return std::nullopt;
}

} // namespace escaque::chess
