#include "chess/perft.h"

#include "chess/movegen.h"

namespace escaque::chess {

uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return uint64_t(count_legal_moves(pos));
    MoveList moves;
    generate_legal(pos, moves);
    uint64_t nodes = 0;
    for (const Move m : moves) {
        Position next = pos;
        next.do_move(m);
        nodes += perft(next, depth - 1);
    }
    return nodes;
}

std::vector<std::pair<Move, uint64_t>> perft_divide(const Position& pos, int depth) {
    std::vector<std::pair<Move, uint64_t>> result;
    for (const Move m : legal_moves(pos)) {
        Position next = pos;
        next.do_move(m);
        result.emplace_back(m, perft(next, depth - 1));
    }
    return result;
}

} // namespace escaque::chess
