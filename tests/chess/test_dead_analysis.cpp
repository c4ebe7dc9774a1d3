// "Can this side still mate?" and dead positions on hand-picked cases: what is already over,
// the side to move, fortresses proved without search (stalemating captures included),
// witnesses that replay to checkmate, budgets that run out, Chess960, and the static analysis
// never denying a short mate.
#include <catch2/catch.hpp>

#include <sys/resource.h>

#include <chrono>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "chess/dead/mate_along_line.h"
#include "chess/dead/mate_feasibility.h"
#include "chess/dead/mobility.h"
#include "chess/dead/unwinnability.h"
#include "chess/dead/witness.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"

#include "dead_test_support.h"

using namespace escaque::chess;
using escaque::chess::testing::position;

namespace {

double cpu_seconds(int who) {
    rusage usage{};
    getrusage(who, &usage);
    const auto seconds = [](const timeval& t) { return double(t.tv_sec) + t.tv_usec / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// Every move of the line is legal in turn and the last position is `side` mating the other.
void require_mating_line(Position pos, Color side, const std::vector<Move>& line) {
    for (const Move m : line) {
        INFO("move " << uci_string(m, pos.chess960()) << " in " << to_fen(pos));
        REQUIRE(legal_moves(pos).contains(m));
        pos.do_move(m);
    }
    INFO("final position " << to_fen(pos));
    REQUIRE(is_checkmate(pos));
    REQUIRE(pos.side_to_move() == ~side);
}

MateAnswer ask(const std::string& fen, Color side, uint64_t nodes = SearchBudget{}.nodes) {
    const Position pos = position(fen);
    MateAnswer answer = can_checkmate(pos, side, {nodes});
    if (answer.verdict == Verdict::yes) require_mating_line(pos, side, answer.witness);
    return answer;
}

// Any mate for `winner` within `plies`, trying every line.
bool mate_within(const Position& pos, Color winner, int plies) {
    for (const Move m : legal_moves(pos)) {
        Position next = pos;
        next.do_move(m);
        if (next.side_to_move() != winner && next.in_check() && !has_legal_move(next)) return true;
        if (plies > 1 && mate_within(next, winner, plies - 1)) return true;
    }
    return false;
}

} // namespace

TEST_CASE("a checkmate on the board answers at once", "[dead]") {
    const std::string fools_mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    const MateAnswer black = ask(fools_mate, BLACK);
    CHECK(black.verdict == Verdict::yes);
    CHECK(black.witness.empty());
    CHECK(black.nodes == 0);
    CHECK(ask(fools_mate, WHITE).verdict == Verdict::no); // the game is over
    CHECK(is_dead(position(fools_mate)) == Verdict::no);
}

TEST_CASE("stalemate on the board: nobody can mate", "[dead]") {
    const std::string stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    CHECK(ask(stalemate, WHITE).verdict == Verdict::no);
    CHECK(ask(stalemate, BLACK).verdict == Verdict::no);
    CHECK(is_dead(position(stalemate)) == Verdict::yes);
}

TEST_CASE("material that can never mate is dead without search", "[dead]") {
    for (const char* fen : {"8/8/4k3/8/8/3K4/8/8 w - - 0 1", "8/8/4k3/8/8/3KN3/8/8 b - - 0 1",
                            "8/8/3bk3/8/8/3KB3/8/8 w - - 0 1", "8/8/8/8/8/1kB5/1B6/BKB5 w - - 0 1"}) {
        INFO(fen);
        const DeadPositionAnswer a = analyse_dead_position(position(fen));
        CHECK(a.dead == Verdict::yes);
        CHECK(a.white.nodes == 0);
        CHECK(a.black.nodes == 0);
    }
}

TEST_CASE("a locked pawn chain is proved dead by the static analysis alone", "[dead]") {
    const Position pos = position("3k4/8/8/p1p1p1p1/P1P1P1P1/8/8/5K2 w - - 0 1");
    const Mobility m = analyse_mobility(pos);
    CHECK(popcount(m.frozen) == 8);
    CHECK(!mate_conceivable(m, WHITE));
    CHECK(!mate_conceivable(m, BLACK));
    CHECK((m.king_reach[WHITE] & rank_bb(RANK_5)) == 0);
    const DeadPositionAnswer a = analyse_dead_position(pos);
    CHECK(a.dead == Verdict::yes);
    CHECK(a.white.nodes == 0);
    CHECK(a.black.nodes == 0);
}

TEST_CASE("bishops walled in by their own pawns are frozen", "[dead]") {
    // White's bishops, knight and pawns on the first ranks can never move again.
    const Position pos = position("4k3/8/8/8/1p1p1p2/1P1P1Pp1/BPBPB1P1/NB1B1BK1 w - - 0 1");
    const Mobility m = analyse_mobility(pos);
    for (int i = 0; i < m.count; ++i) {
        const PieceMobility& p = m.pieces[i];
        INFO(square_name(p.square));
        CHECK(p.frozen);
        CHECK(p.reach == square_bb(p.square));
    }
    CHECK(is_dead(pos) == Verdict::yes);
}

TEST_CASE("a king whose only way out is a capture that stalemates it stays shut in", "[dead]") {
    // White's Kh4 can only leave if Black's king takes g2, and Black's dark bishops cannot:
    // but after Kxg2 White has no move and is not in check. In the other, Black's Ka5 is freed
    // only by Kxb7 or Ka7, which leave it without a move. Both are dead with no search at all.
    for (const char* fen : {"8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1",
                            "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - - 0 1"}) {
        INFO(fen);
        const DeadPositionAnswer a = analyse_dead_position(position(fen));
        CHECK(a.dead == Verdict::yes);
        CHECK(a.white.nodes == 0);
        CHECK(a.black.nodes == 0);
    }
    // With a spare pawn the shut-in side has tempo moves, the capture is no stalemate, and the
    // static analysis must not say otherwise: here White promotes and mates.
    const std::string spare = "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K1P/8 w - - 0 1";
    CHECK(mate_conceivable(analyse_mobility(position(spare)), WHITE));
    CHECK(ask(spare, WHITE).verdict == Verdict::yes);
    const std::string tempo = "8/p7/3b3p/5p1P/3b1p1K/5Pp1/P5P1/5kb1 b - - 0 1";
    CHECK(mate_conceivable(analyse_mobility(position(tempo)), BLACK));
}

TEST_CASE("a castling right blocked for ever by a frozen piece frees nothing", "[dead]") {
    // White may still castle short, but the frozen bishop on f1 and knight on g1 never leave:
    // without that way out the king, the rook and all the pawns are frozen, Black has a bare
    // king against bishops of one colour, and the position is dead with no search at all.
    const Position blocked = position("2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BKBNR w K - 0 1");
    const Mobility m = analyse_mobility(blocked);
    CHECK_FALSE(m.castling[WHITE]);
    CHECK(m.frozen & square_bb(SQ_H1));
    CHECK(m.frozen & square_bb(SQ_E1));
    const DeadPositionAnswer a = analyse_dead_position(blocked);
    CHECK(a.dead == Verdict::yes);
    CHECK(a.white.nodes == 0);
    CHECK(a.black.nodes == 0);
    // With f1 and g1 empty the right is kept, and nothing behind it is claimed.
    const Position open = position("2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BK2R w K - 0 1");
    const Mobility o = analyse_mobility(open);
    CHECK(o.castling[WHITE]);
    CHECK_FALSE(o.frozen & square_bb(SQ_H1));
}

TEST_CASE("a king in check from a piece frozen next to it leaves and never comes back", "[dead]") {
    // Black's Ka6 is in check from the b5 pawn, which is never taken (c4 guards it): it must go
    // to a7 or b7 now (a5 touches White's king) and can never return, so it never slips round
    // the pawn wall by a5. Both kings stay on their side of the wall: dead, with no search.
    const Position pos = position("8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1");
    const Mobility m = analyse_mobility(pos);
    CHECK_FALSE(m.king_reach[BLACK] & square_bb(SQ_A5));
    CHECK(m.frozen & square_bb(SQ_B5));
    const DeadPositionAnswer a = analyse_dead_position(pos);
    CHECK(a.dead == Verdict::yes);
    CHECK(a.white.nodes == 0);
    CHECK(a.black.nodes == 0);
    // Without the f5 pawn the wall has a gap: nothing is claimed.
    const Mobility open =
        analyse_mobility(position("8/2b5/kp1p1p2/1PpP2p1/K1P3P1/3B4/8/8 b - - 0 1"));
    CHECK_FALSE(open.frozen & square_bb(SQ_B5));
}

TEST_CASE("the side to move decides", "[dead]") {
    // Two knights mate the cornered king only if White moves first; with Black to move it is
    // stalemate.
    CHECK(ask("8/8/8/8/8/2N5/8/kNK5 w - - 0 1", WHITE).verdict == Verdict::yes);
    CHECK(ask("8/8/8/8/8/2N5/8/kNK5 b - - 0 1", WHITE).verdict == Verdict::no);
    // The same pawn ending: each side's chances depend on who moves.
    CHECK(ask("8/8/8/7p/5K1k/7P/8/8 w - - 0 1", WHITE).verdict == Verdict::yes);
    CHECK(ask("8/8/8/7p/5K1k/7P/8/8 b - - 0 1", WHITE).verdict == Verdict::no);
    CHECK(ask("8/8/8/7p/5K1k/7P/8/8 b - - 0 1", BLACK).verdict == Verdict::yes);
}

TEST_CASE("mating lines replay to checkmate", "[dead]") {
    for (const char* fen :
         {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "8/8/8/4k3/8/8/8/3QK3 b - - 0 1", "8/8/3k4/8/8/8/2KNB3/8 w - - 0 1",
          "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"}) {
        for (const Color side : {WHITE, BLACK}) {
            INFO(fen << " side " << int(side));
            const MateAnswer a = ask(fen, side); // ask() replays every yes
            CHECK(a.verdict != Verdict::unknown);
        }
    }
}

TEST_CASE("Chess960 positions are analysed with their castling", "[dead]") {
    const Position pos = position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                                  true);
    for (const Color side : {WHITE, BLACK}) {
        const MateAnswer a = can_checkmate(pos, side);
        REQUIRE(a.verdict == Verdict::yes);
        require_mating_line(pos, side, a.witness);
    }
}

TEST_CASE("a spent budget answers unknown, never a guess", "[dead]") {
    const Position start = position(std::string(START_FEN));
    const MateAnswer a = can_checkmate(start, WHITE, {10});
    CHECK(a.verdict == Verdict::unknown);
    CHECK(a.witness.empty());
    CHECK(is_dead(start, {10}) == Verdict::unknown);
}

TEST_CASE("dead position verdicts agree with both sides' answers", "[dead]") {
    for (const char* fen : {"8/8/4k3/8/8/3K4/8/8 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "6k1/6P1/6K1/8/8/8/8/8 w - - 0 1", "3k4/8/8/p1p1p1p1/P1P1P1P1/8/8/5K2 w - - 0 1"}) {
        INFO(fen);
        const Position pos = position(fen);
        const DeadPositionAnswer a = analyse_dead_position(pos);
        const bool someone = a.white.verdict == Verdict::yes || a.black.verdict == Verdict::yes;
        const bool nobody = a.white.verdict == Verdict::no && a.black.verdict == Verdict::no;
        CHECK(a.dead == (someone ? Verdict::no : nobody ? Verdict::yes : Verdict::unknown));
        CHECK(is_dead(pos) == a.dead);
    }
}

TEST_CASE("shorter mating lines stay legal", "[dead]") {
    const Position start = position(std::string(START_FEN));
    for (const Color side : {WHITE, BLACK}) {
        const MateAnswer a = can_checkmate(start, side);
        REQUIRE(a.verdict == Verdict::yes);
        const std::vector<Move> shorter = shortest_mating_line(start, side, a.witness, 200'000);
        CHECK(shorter.size() <= a.witness.size());
        CHECK(shorter.size() <= 6); // e.g. 1. f3 e5 2. g4 Qh4#
        require_mating_line(start, side, shorter);
    }
}

TEST_CASE("the static analysis never denies a short mate", "[dead]") {
    // Random games from a few starting points; wherever the analysis says a side can never
    // mate, no mate may exist within three plies.
    const std::vector<std::string> starts = {
        std::string(START_FEN), "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", "8/2k5/8/1p1p1p2/1P1P1P2/4B3/2K5/8 w - - 0 1",
        "K1k5/P1Pp4/1P1P4/8/b7/8/8/8 b - - 0 1", "4k3/8/8/8/1p1p1p2/1P1P1Pp1/BPBPB1P1/NB1B1BK1 w - - 0 1",
        "8/8/8/8/8/2N5/8/kNK5 w - - 0 1", "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1",
        "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - - 0 1",
        "2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BKBNR w K - 0 1",
        "r3k2r/p1p2p1p/1pPp1Pp1/1P1P2P1/8/8/P1P1P2P/R3K2R w KQkq - 0 1",
        "8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1"};
    std::mt19937 random(2024);
    int denials = 0;
    for (int game = 0; game < 300; ++game) {
        Position pos = position(starts[size_t(game) % starts.size()]);
        const int plies = int(random() % 40);
        for (int i = 0; i < plies && has_legal_move(pos); ++i) {
            const MoveList moves = legal_moves(pos);
            pos.do_move(moves[int(random() % unsigned(moves.size()))]);
        }
        if (!has_legal_move(pos)) continue;
        for (const Color side : {WHITE, BLACK}) {
            if (!statically_unwinnable(pos, side)) continue;
            ++denials;
            INFO(to_fen(pos) << " side " << int(side));
            CHECK(!mate_within(pos, side, 3));
        }
    }
    CHECK(denials > 50);
}

TEST_CASE("what White's walk learns of Black settles Black's answer", "[dead]") {
    // White's walk over every reachable position meets Black's mates too, and, when it meets
    // every position, proves that Black has none: Black's answer then costs no search. On one
    // thread, since with two an aimed search may prove White's "no" before the walk ends.
    const SearchBudget one_thread{.helper_thread = false};
    struct Case {
        const char* fen;
        Verdict black;
    };
    for (const Case c : {Case{"8/3p1p1p/1p6/1P6/BP6/KP6/PP1P1P1P/k7 w - - 0 1", Verdict::no},
                         Case{"8/p1p1p3/8/8/8/P5p1/2P1P1Pp/k6K w - - 0 1", Verdict::yes}}) {
        const Position pos = position(c.fen);
        const MateAnswer white = can_checkmate(pos, WHITE, one_thread);
        INFO(c.fen);
        CHECK(white.verdict == Verdict::no);
        CHECK(white.other_side == c.black);
        const DeadPositionAnswer a = analyse_dead_position(pos, one_thread);
        CHECK(a.black.verdict == c.black);
        CHECK(a.black.nodes == 0);
        if (c.black == Verdict::yes) require_mating_line(pos, BLACK, a.black.witness);
        // The same as Black's own search finds.
        CHECK(can_checkmate(pos, BLACK).verdict == c.black);
    }
}

TEST_CASE("one side's mating line is a head start for the other side's", "[dead]") {
    // White mates only after Black has promoted and given the queen away; from the position
    // after that promotion, Black's own mate is a few moves off, while Black's search from the
    // root takes hundreds of thousands of positions.
    const Position pos = position("8/1p1p1p1p/1P6/KP6/PP6/1P6/3P1P1P/k7 w - - 0 1");
    const MateAnswer white = can_checkmate(pos, WHITE);
    REQUIRE(white.verdict == Verdict::yes);
    const MateAnswer black = mate_along_line(pos, white.witness, BLACK, {100'000});
    REQUIRE(black.verdict == Verdict::yes);
    require_mating_line(pos, BLACK, black.witness);
    CHECK(black.nodes < can_checkmate(pos, BLACK).nodes / 10);
    const DeadPositionAnswer a = analyse_dead_position(pos);
    CHECK(a.black.verdict == Verdict::yes);
    require_mating_line(pos, BLACK, a.black.witness);

    // A line with no capture or promotion gives nothing to start from.
    const Position open = position("7k/8/5K2/8/8/8/8/6R1 w - - 0 1");
    const MateAnswer rook = can_checkmate(open, WHITE);
    REQUIRE(rook.verdict == Verdict::yes);
    const MateAnswer none = mate_along_line(open, rook.witness, BLACK, {100'000});
    CHECK(none.verdict == Verdict::unknown);
    CHECK(none.nodes == 0);

    // The budget holds over the whole line.
    CHECK(mate_along_line(pos, white.witness, BLACK, {3}).nodes <= 3);
}

TEST_CASE("a head start asked for on one thread leaves the other core idle", "[dead]") {
    // Black's mates here are far from White's line: the short searches along it use up their
    // quotas, which with a helper thread keeps it busy (and spinning a while after each).
    const Position pos = position("1k6/1P1p1p1p/BP6/1P6/1p6/8/1P1P1PKP/8 w - - 0 1");
    const SearchBudget one_thread{.nodes = 100'000, .helper_thread = false};
    const MateAnswer white = can_checkmate(pos, WHITE, one_thread);
    REQUIRE(white.verdict == Verdict::yes);
    // CPU time of the other threads of this process while a fresh thread asks, once the
    // helpers earlier tests woke have gone back to sleep.
    const auto other_threads_cpu = [&](SearchBudget budget) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        double others = 0;
        std::thread([&] {
            const double process = cpu_seconds(RUSAGE_SELF), own = cpu_seconds(RUSAGE_THREAD);
            const MateAnswer head_start = mate_along_line(pos, white.witness, BLACK, budget);
            CHECK(head_start.verdict == Verdict::unknown);
            others = (cpu_seconds(RUSAGE_SELF) - process) - (cpu_seconds(RUSAGE_THREAD) - own);
        }).join();
        return others;
    };
    // With the helper allowed, the other threads took 3.0 ms here (its spin after waking);
    // that side is not checked, as a loaded machine may not give the spin its time.
    CHECK(other_threads_cpu(one_thread) < 0.002);
}
