// The analysis's large tables come from the kernel as zeroed pages: every element starts as its
// value-initialised self, and having the pages supplied early changes nothing a search sees.
#include <catch2/catch.hpp>

#include <cstdint>
#include <thread>

#include "chess/dead/search_table.h"
#include "chess/dead/unwinnability.h"
#include "chess/dead/zeroed_table.h"
#include "chess/movegen.h"

#include "dead_test_support.h"

using namespace escaque::chess;
using escaque::chess::testing::position;

namespace {

struct Probe {
    uint64_t key = 0;
    uint32_t stamp = 0;
    bool flag = false;
};

bool is_default(const Probe& p) { return p.key == 0 && p.stamp == 0 && !p.flag; }

} // namespace

TEST_CASE("a zeroed table starts with every element at its default", "[dead]") {
    // 3 MB: more than one huge page, and not a whole number of them.
    ZeroedTable<Probe> table(196'613);
    REQUIRE(table.size() == 196'613);
    for (const Probe& p : table) REQUIRE(is_default(p));
}

TEST_CASE("a zeroed table keeps what is written, through a prefault", "[dead]") {
    ZeroedTable<Probe> table(100'000);
    table[0] = Probe{7, 8, true};
    table[99'999] = Probe{~uint64_t(0), 3, false};
    table.prefault();
    REQUIRE(table[0].key == 7);
    REQUIRE(table[0].stamp == 8);
    REQUIRE(table[0].flag);
    REQUIRE(table[99'999].key == ~uint64_t(0));
    REQUIRE(is_default(table[50'000]));
}

TEST_CASE("a search table from zeroed pages has seen nothing", "[dead]") {
    SearchTable table(12);
    table.new_pass();
    REQUIRE_FALSE(table.already_seen_with(0, 0));
    REQUIRE_FALSE(table.seen_with(12345, 3));
    REQUIRE(table.seen_with(12345, 3));
}

TEST_CASE("prefaulted analysis tables give the same answers, on any thread", "[dead]") {
    const Position rook_ending = position("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    // A fortress that takes the searches and the walk (CHA: neither side can mate).
    const Position pawn_wall = position("1k6/p1p5/8/8/8/4p1p1/P1P1P1P1/5BRK w - - 0 1");
    const auto answers = [&] {
        const MateAnswer rook = can_checkmate(rook_ending, WHITE);
        const MateAnswer wall = can_checkmate(pawn_wall, WHITE);
        return std::pair{rook, wall};
    };
    const auto check = [&](const std::pair<MateAnswer, MateAnswer>& a) {
        REQUIRE(a.first.verdict == Verdict::yes);
        Position replay = rook_ending;
        for (const Move m : a.first.witness) {
            REQUIRE(legal_moves(replay).contains(m));
            replay.do_move(m);
        }
        REQUIRE(replay.in_check());
        REQUIRE_FALSE(has_legal_move(replay));
        REQUIRE(a.second.verdict == Verdict::no);
    };
    check(answers());
    prefault_analysis_tables();
    check(answers());

    std::pair<MateAnswer, MateAnswer> on_thread;
    std::thread other([&] {
        prefault_analysis_tables();
        on_thread = answers();
    });
    other.join();
    check(on_thread);
}
