// The built-in engine as an Opponent: each search runs on a worker thread; its progress and its
// move are queued and announced on a pipe, so the program's main loop polls output_fd() like
// any other input and never waits for the search.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "chess/result.h"
#include "engine/draw_offer.h"
#include "engine/opponent.h"
#include "engine/search.h"
#include "engine/strength.h"

namespace escaque::engine {

struct BuiltinEngineConfig {
    int level = MAX_LEVEL;
    size_t hash_megabytes = 16;
    // The seed of the weaker levels' choices; the same seed replays the same games.
    // 0: seeded from the clock.
    uint64_t seed = 0;
};

class BuiltinEngine final : public Opponent {
public:
    static Result<std::unique_ptr<BuiltinEngine>> create(const BuiltinEngineConfig& config);
    ~BuiltinEngine() override;
    BuiltinEngine(const BuiltinEngine&) = delete;
    BuiltinEngine& operator=(const BuiltinEngine&) = delete;

    std::string name() const override;
    Status new_game() override;
    Status start_thinking(const GameLine& game, const SearchLimits& limits) override;
    int output_fd() const override { return wake_read_; }
    std::optional<TimePoint> deadline() const override { return deadline_; }
    std::vector<EngineEvent> poll_events() override;
    void move_now() override;
    void cancel() override;
    bool thinking() const override { return thinking_; }

    int level() const { return profile_.level; }
    // Takes effect from the next search. Precondition: MIN_LEVEL <= level <= MAX_LEVEL.
    void set_level(int level) { profile_ = strength_for_level(level); }

    // Answers a draw offer in game.current(), the engine playing engine_side. While thinking,
    // the running search's latest evaluation decides; otherwise a short search (a few tens of
    // milliseconds) on the caller's thread.
    DrawOfferAnswer answer_draw_offer(const GameLine& game, chess::Color engine_side);

private:
    explicit BuiltinEngine(const BuiltinEngineConfig& config, int wake_read, int wake_write);
    void post(EngineEvent event, uint64_t generation);
    void join_worker();

    StrengthProfile profile_;
    uint64_t seed_;
    uint64_t game_seed_;
    int games_started_ = 0;
    TranspositionTable table_;
    std::unique_ptr<Searcher> searcher_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    int wake_read_ = -1;
    int wake_write_ = -1;

    std::mutex mutex_; // guards pending_ and generation_
    std::vector<EngineEvent> pending_;
    uint64_t generation_ = 0;

    bool thinking_ = false;
    std::optional<TimePoint> deadline_;
    std::atomic<int> latest_score_{0};
    std::atomic<bool> has_latest_score_{false};
};

} // namespace escaque::engine
