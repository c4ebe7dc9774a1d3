// escaque's own score-sheet notes: each form reads back as what was written, and nothing else
// reads as one of them.
#include <catch2/catch.hpp>

#include "game/recorded_note.h"

using namespace escaque;
using namespace escaque::game;
using namespace std::chrono_literals;

namespace {
template <typename Note> Note read_as(std::string_view text) {
    const auto read = read_note(text);
    REQUIRE(read);
    REQUIRE(std::holds_alternative<Note>(*read));
    return std::get<Note>(*read);
}
} // namespace

TEST_CASE("illegal-move notes are written and read back", "[game][notes]") {
    CHECK(write_note(IllegalMoveNote{chess::BLACK, 1, Termination::none, 2min}) ==
          "Black illegal move 1, White +2:00");
    CHECK(write_note(IllegalMoveNote{chess::WHITE, 2, Termination::illegal_moves, {}}) ==
          "White illegal move 2: loses");
    CHECK(write_note(IllegalMoveNote{chess::WHITE, 3, Termination::illegal_moves_cannot_mate,
                                     {}}) == "White illegal move 3: would lose, but Black cannot "
                                             "checkmate");
    CHECK(write_note(IllegalMoveNote{chess::WHITE, 1, Termination::none, {}}) ==
          "White illegal move 1");

    const auto timed = read_as<IllegalMoveNote>("Black illegal move 1, White +1:30");
    CHECK(timed.side == chess::BLACK);
    CHECK(timed.count == 1);
    CHECK(timed.ending == Termination::none);
    CHECK(timed.opponent_bonus == 90s);
    CHECK(read_as<IllegalMoveNote>("White illegal move 2: loses").ending ==
          Termination::illegal_moves);
    CHECK(read_as<IllegalMoveNote>("White illegal move 2: would lose, but Black cannot checkmate")
              .ending == Termination::illegal_moves_cannot_mate);
    CHECK(read_as<IllegalMoveNote>("White illegal move 12").count == 12);
}

TEST_CASE("draw-claim notes are written and read back", "[game][notes]") {
    const DrawClaimNote upheld{chess::WHITE, ClaimKind::threefold_repetition, "Nf3", true, {}};
    CHECK(write_note(upheld) == "White claims a draw by threefold repetition with Nf3: upheld");
    const auto read = read_as<DrawClaimNote>(write_note(upheld));
    CHECK(read.side == chess::WHITE);
    CHECK(read.ground == ClaimKind::threefold_repetition);
    CHECK(read.move == "Nf3");
    CHECK(read.upheld);

    CHECK(read_as<DrawClaimNote>("Black claims a draw by the 50-move rule: upheld").ground ==
          ClaimKind::fifty_moves);
    const DrawClaimNote rejected{chess::BLACK, std::nullopt, "exd8=Q+", false, 2min};
    CHECK(write_note(rejected) == "Black claims a draw with exd8=Q+: rejected, White +2:00");
    const auto back = read_as<DrawClaimNote>(write_note(rejected));
    CHECK_FALSE(back.upheld);
    CHECK(back.move == "exd8=Q+");
    CHECK(back.opponent_bonus == 2min);
    CHECK(read_as<DrawClaimNote>("White claims a draw: rejected").opponent_bonus == 0s);
}

TEST_CASE("ending notes are written and read back", "[game][notes]") {
    CHECK(write_note(EndingNote{Termination::resignation, chess::WHITE}) == "White resigns");
    CHECK(write_note(EndingNote{Termination::time_forfeit_cannot_mate, chess::BLACK}) ==
          "Black's flag fell, but White cannot checkmate");
    CHECK_FALSE(write_note(EndingNote{Termination::checkmate, chess::WHITE}));
    const auto flag = read_as<EndingNote>("Black's flag fell, but White cannot checkmate");
    CHECK(flag.reason == Termination::time_forfeit_cannot_mate);
    CHECK(flag.side == chess::BLACK);
    const auto agreed = read_as<EndingNote>("Draw agreed");
    CHECK(agreed.reason == Termination::agreement);
    CHECK_FALSE(agreed.side);
    // Every ending written reads back as itself.
    for (int reason = 0; reason <= int(Termination::quickplay_claim_rejected); ++reason)
        for (const chess::Color side : {chess::WHITE, chess::BLACK}) {
            const auto text = write_note(EndingNote{Termination(reason), side});
            if (!text) continue;
            const auto back = read_as<EndingNote>(*text);
            CHECK(back.reason == Termination(reason));
            CHECK(write_note(back) == text);
        }
    CHECK(is_ending_comment("Fivefold repetition"));
    CHECK_FALSE(is_ending_comment("White illegal move 1"));
}

TEST_CASE("other comments are not read as escaque's notes", "[game][notes]") {
    for (const char* other : {"A fine move", "Whitehead resigns", "White resigns!",
                              "White illegal move 1, White +2:00", "White illegal move 0",
                              "White illegal move 1, Black +2:75",
                              "White illegal move 1, Black +2:5",
                              "White illegal move 1, Black +2:5x", "White illegal move 01",
                              "White illegal move 1, Black +02:00",
                              "White claims a draw: upheld",
                              "White claims a draw by the 50-move rule: rejected",
                              "White claims a draw by threefold repetition by the 50-move rule: "
                              "upheld",
                              "White illegal move 1, Black +123456:00", "White illegal move",
                              "White claims a draw with : rejected", "White claims a draw",
                              "White claims a draw under the quickplay finish rule: no progress",
                              "White's quickplay claim: rejected, Black +2:00", ""})
        CHECK_FALSE(read_note(other));
}
