#include "engine/evaluation.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "engine/bench.h"
#include "engine_test_support.h"

using namespace escaque;
using namespace escaque::engine;

namespace {

// The same position with the colours exchanged: ranks mirrored, pieces recoloured, the other
// side to move. A fair evaluation scores it the same for the side to move.
std::string colour_flipped(const std::string& fen) {
    std::istringstream fields(fen);
    std::string placement, side, castling, ep, half, full;
    fields >> placement >> side >> castling >> ep >> half >> full;
    std::vector<std::string> ranks;
    std::string rank;
    for (const char c : placement + "/") {
        if (c == '/') {
            ranks.push_back(rank);
            rank.clear();
        } else {
            rank += std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c))
                                                                : char(std::toupper(c));
        }
    }
    std::reverse(ranks.begin(), ranks.end());
    std::string flipped;
    for (const auto& r : ranks) flipped += (flipped.empty() ? "" : "/") + r;
    std::string rights;
    for (const char c : castling)
        rights += c == '-'                                      ? '-'
                  : std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c))
                                                                : char(std::toupper(c));
    std::sort(rights.begin(), rights.end()); // KQkq order: upper case first
    if (ep != "-") ep[1] = ep[1] == '3' ? '6' : '3';
    return flipped + (side == "w" ? " b " : " w ") + rights + " " + ep + " " + half + " " + full;
}

} // namespace

TEST_CASE("the evaluation is the same for both colours", "[evaluation]") {
    for (const auto fen : bench_positions()) {
        const std::string text(fen);
        const auto original = test::position(text);
        const auto mirrored = test::position(colour_flipped(text));
        INFO(text << "  /  " << colour_flipped(text));
        CHECK(evaluate(original) == evaluate(mirrored));
    }
}

TEST_CASE("material and position count the right way round", "[evaluation]") {
    const chess::Position start;
    CHECK(std::abs(evaluate(start)) < 40);
    // A queen up is worth a lot to the side that has it, whoever is to move.
    CHECK(evaluate(test::position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")) > 800);
    CHECK(evaluate(test::position("4k3/8/8/8/8/8/8/3QK3 b - - 0 1")) < -800);
    // A passed pawn on the seventh beats one on the second.
    CHECK(evaluate(test::position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")) >
          evaluate(test::position("4k3/8/8/8/8/8/P7/4K3 w - - 0 1")));
    // A castled king behind its pawns is safer than one walking in the centre.
    CHECK(evaluate(test::position(
              "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 w - - 0 6")) >
          evaluate(test::position(
              "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3PKN2/PPP2PPP/RNBQ3R w - - 0 6")));
}

TEST_CASE("dead and drawish material is recognised", "[evaluation]") {
    CHECK(insufficient_material(test::position("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
    CHECK(insufficient_material(test::position("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1")));
    CHECK(insufficient_material(test::position("4k3/8/8/8/8/8/8/2B1K3 b - - 0 1")));
    CHECK_FALSE(insufficient_material(test::position("4k3/8/8/8/8/8/8/2R1K3 w - - 0 1")));
    CHECK_FALSE(insufficient_material(test::position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
    CHECK(evaluate(test::position("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1")) == 0);
    // Two knights cannot force mate: far less than their material says.
    CHECK(evaluate(test::position("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1")) < 150);
    // A rook against a bare king is a win, helped by pushing the king to the edge.
    CHECK(evaluate(test::position("7k/8/8/8/8/8/8/R3K3 w - - 0 1")) >
          evaluate(test::position("8/8/8/3k4/8/8/8/R3K3 w - - 0 1")));
}

TEST_CASE("the game phase runs from 24 to 0", "[evaluation]") {
    CHECK(game_phase(chess::Position()) == 24);
    CHECK(game_phase(test::position("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1")) == 0);
    CHECK(game_phase(test::position("3qk3/8/8/8/8/8/8/3QK3 w - - 0 1")) == 8);
}
