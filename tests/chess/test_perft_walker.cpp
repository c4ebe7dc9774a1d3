// Perft that makes every move, leaves included, and checks oracles at every node: the
// incremental key equals a recomputed key; FEN written, read again, gives the same position;
// "gives check" agrees with "in check after the move"; the bulk count equals the list size.
#include <catch2/catch.hpp>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/perft.h"
#include "support/epd.h"

using namespace escaque::chess;

namespace {

struct Walker {
    bool chess960 = false;
    uint64_t failures = 0;

    uint64_t walk(const Position& pos, int depth) {
        if (pos.key() != pos.compute_key()) ++failures;
        const auto again = parse_fen(to_fen(pos), {.chess960 = chess960});
        if (!again || !(*again == pos)) ++failures;
        MoveList moves;
        generate_legal(pos, moves);
        if (moves.size() != count_legal_moves(pos)) ++failures;
        if (depth == 0) return 1;
        uint64_t nodes = 0;
        for (const Move m : moves) {
            Position next = pos; // copy-make: the original must be left exactly as it was
            next.do_move(m);
            if (next.in_check() != pos.gives_check(m)) ++failures;
            if (next.side_to_move() == pos.side_to_move()) ++failures;
            nodes += walk(next, depth - 1);
        }
        return nodes;
    }
};

void walk_file(const std::string& file, uint64_t max_nodes, bool chess960, int stride = 1) {
    const auto records = escaque::test::read_perft_file(file);
    for (size_t i = 0; i < records.size(); i += stride) {
        const auto& r = records[i];
        INFO(file << " " << r.id << ": " << r.fen);
        // As in test_perft_suites: this record's counts read "q" as X-FEN.
        const bool xfen = chess960 || r.id == "asymmetrical-and-king-on-h";
        const auto pos = parse_fen(r.fen, {.chess960 = xfen, .drop_impossible_castling = true});
        REQUIRE(pos);
        const std::string fen_before = to_fen(*pos);
        for (const auto& [depth, nodes] : r.counts) {
            if (nodes > max_nodes) continue;
            Walker w{xfen};
            INFO("depth " << depth);
            CHECK(w.walk(*pos, depth) == nodes);
            CHECK(w.failures == 0);
        }
        CHECK(to_fen(*pos) == fen_before);
    }
}

} // namespace

TEST_CASE("walker: every node checked on the CPW and trap positions", "[perft][walker]") {
    walk_file("perft/cpw.epd", 200'000, false);
    walk_file("perft/tricky.epd", 200'000, false);
}

TEST_CASE("walker: every node checked on perftsuite and random positions", "[perft][walker]") {
    walk_file("perft/perftsuite.epd", 50'000, false);
    walk_file("perft/random.epd", 20'000, false, 25);
}

TEST_CASE("walker: every node checked on Chess960 positions", "[perft][walker][chess960]") {
    walk_file("chess960/castling-edge.epd", 200'000, true);
    walk_file("chess960/fischer.epd", 20'000, true, 10);
}
