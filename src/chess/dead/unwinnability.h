// "Can this side still checkmate?" and dead positions (FIDE 5.2.2; 6.9 and, in the current
// Laws, resignation and illegal-move losses: a draw when the opponent could not mate "by any
// possible series of legal moves"). The answer is exact: yes comes with a witness line that
// the rules core replays to checkmate, no is a proof, and unknown is only returned when the
// node budget runs out.
//
// Method, cheapest first: a checkmate or stalemate on the board; insufficient material
// (material.h); the static analysis of frozen pieces and the squares the losing king can reach
// (mobility.h, mate_feasibility.h); a short helpmate search; a breadth-first walk over all
// reachable positions when they are few; a longer guided helpmate search. When both sides are
// asked, White's mating line is a head start for Black's (mate_along_line.h).
// The 50- and 75-move rules and repetitions are not considered: the Laws ask whether a mate
// exists by any series of legal moves.
#pragma once

#include <cstdint>
#include <vector>

#include "chess/position.h"

namespace escaque::chess {

enum class Verdict : uint8_t { yes, no, unknown };

struct SearchBudget {
    // Positions searched for one side, over all stages. Ten million is the budget of the
    // Chess Unwinnability Analyzer, the reference the answers are measured against.
    uint64_t nodes = 10'000'000;
    // Whether the searches may run on a second thread too, the walk over reachable positions
    // and one aimed search there beside the other two (search_portfolio.h): on two cores the
    // 60 slowest positions of the shared set took about 40 % less time. The verdicts are the
    // same either way.
    bool helper_thread = true;
};

struct MateAnswer {
    Verdict verdict = Verdict::unknown;
    // For yes: legal moves from the position ending in checkmate of the other side (empty when
    // the position already is that checkmate).
    std::vector<Move> witness;
    uint64_t nodes = 0; // positions searched
    // What the search learned on the way about the other side checkmating `side`: the walk
    // over reachable positions meets mates of either side, and when it meets every reachable
    // position it proves the other side cannot mate either. yes (with other_witness), no, or
    // unknown (nothing learned).
    Verdict other_side = Verdict::unknown;
    std::vector<Move> other_witness = {};
};

// Whether `side` can checkmate the other side by some series of legal moves from `pos`, the
// side to move moving first.
MateAnswer can_checkmate(const Position& pos, Color side, SearchBudget budget = {});

struct DeadPositionAnswer {
    Verdict dead = Verdict::unknown; // yes when neither side can mate
    MateAnswer white;
    MateAnswer black;
};

// Both sides asked; each gets the full budget. Black's answer is taken from White's search
// when that search already settled it (MateAnswer::other_side); else Black's search starts
// along White's mating line, when there is one, before it searches from the position.
DeadPositionAnswer analyse_dead_position(const Position& pos, SearchBudget budget = {});

// Neither side can checkmate (FIDE 5.2.2): the game ends at once.
Verdict is_dead(const Position& pos, SearchBudget budget = {});

// Has this thread's tables for the analysis (20 MB) written now, and its helper thread's memo
// (8 MB), so that the first analysis does not wait for the kernel to supply them: 5 to 8 ms on
// these machines (7 to 30 ms with the former 16 MB memo), which the dead-position test after a
// game's first move would add to that move's announcement. Calling it is optional; the
// reachable-positions walk, rarely needed, gets its memory (up to 64 MB) as it grows.
void prefault_analysis_tables();

const char* to_string(Verdict v);

} // namespace escaque::chess
