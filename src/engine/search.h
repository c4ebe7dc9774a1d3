// The built-in engine's search: iterative deepening over a principal variation search
// (alpha-beta with null windows), aspiration windows, a quiescence search of captures,
// a transposition table, check extension, null-move pruning, late move reductions and
// pruning, futility pruning, and move ordering from move_ordering.h.
//
// A Searcher is used by one thread at a time. It stops when told to (an atomic flag), at the
// hard deadline, or at a node budget; time is checked every few hundred nodes so a stop is
// obeyed within about a millisecond.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "chess/position.h"
#include "engine/engine_event.h"
#include "engine/game_line.h"
#include "engine/move_ordering.h"
#include "engine/search_limits.h"
#include "engine/transposition_table.h"

namespace escaque::engine {

// Scores: centipawns; mate scores count down from MATE by the plies to the mate.
inline constexpr int INFINITE_SCORE = 32000;
inline constexpr int MATE_SCORE = 31000;
inline constexpr int MATE_BOUND = MATE_SCORE - MAX_PLY;

struct SearchPlan {
    int max_depth = MAX_PLY - 1;
    uint64_t max_nodes = 0; // 0 = no limit
    // No new iteration starts after the soft deadline; the search is cut at the hard one.
    std::optional<SteadyClock::time_point> soft_deadline;
    std::optional<SteadyClock::time_point> hard_deadline;
    // Weaker play (strength levels): leaf evaluations move by up to ±eval_noise, the same
    // amount for the same position in one game (seeded by seed), and any root move within
    // choice_margin of the best may be played.
    int eval_noise = 0;
    int choice_margin = 0;
    uint64_t seed = 0;
};

struct SearchOutcome {
    chess::Move best;
    int score = 0; // from the side to move's point of view
    int depth = 0; // the last completed iteration
    uint64_t nodes = 0;
    std::vector<chess::Move> pv;
    std::chrono::milliseconds elapsed{0};
};

// A score as UCI reports it: centipawns, or moves to mate.
Score to_uci_score(int score);

class Searcher {
public:
    using Progress = std::function<void(const SearchInfo&)>;

    explicit Searcher(TranspositionTable& table);

    // Searches game.current(), which must have a legal move. progress, when set, hears about
    // every completed iteration.
    SearchOutcome run(const GameLine& game, const SearchPlan& plan, const std::atomic<bool>& stop,
                      const Progress& progress = {});

    // Forget what was learnt about move order (a new game).
    void clear_history() { history_.clear(); }

private:
    struct RootMove {
        chess::Move move;
        int score = -INFINITE_SCORE;
        std::vector<chess::Move> pv;
    };
    struct PlyState {
        int eval = 0;
        bool has_eval = false;
        chess::Move move;
        bool null_move = false;
    };

    int search_root(const chess::Position& pos, int alpha, int beta, int depth);
    int search(const chess::Position& pos, int alpha, int beta, int depth, int ply, bool cut_node);
    int quiesce(const chess::Position& pos, int alpha, int beta, int ply);
    int static_eval(const chess::Position& pos) const;
    bool is_draw(const chess::Position& pos) const;
    bool out_of_budget();
    void update_pv(int ply, chess::Move m);
    chess::Move pick_root_move() const;
    SearchInfo progress_info(int depth) const;

    TranspositionTable& table_;
    OrderingHistory history_;
    SearchPlan plan_;
    const std::atomic<bool>* stop_flag_ = nullptr;
    SteadyClock::time_point started_;
    uint64_t nodes_ = 0;
    uint64_t next_check_ = 0;
    bool stopped_ = false;
    int root_depth_ = 0;
    std::vector<RootMove> root_moves_;
    std::vector<chess::Key> keys_; // the game's positions, then the current search path
    PlyState stack_[MAX_PLY + 4];
    chess::Move pv_[MAX_PLY + 2][MAX_PLY + 2];
    int pv_length_[MAX_PLY + 2]{};
    int reductions_[64][64]{};
};

} // namespace escaque::engine
