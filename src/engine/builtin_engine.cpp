#include "engine/builtin_engine.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include "chess/movegen.h"
#include "engine/seed_mix.h"
#include "engine/time_manager.h"

namespace escaque::engine {

namespace {
// Beyond its own hard deadline the worker has failed; this never happens unless the machine
// stalls the thread, and then the caller hears about it instead of waiting forever.
constexpr Milliseconds WORKER_GRACE{2000};
// The budget of the short search behind a draw-offer answer.
constexpr uint64_t DRAW_OFFER_NODES = 40000;
} // namespace

Result<std::unique_ptr<BuiltinEngine>> BuiltinEngine::create(const BuiltinEngineConfig& config) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0)
        return unexpected(std::string("cannot create the engine's pipe: ") + std::strerror(errno));
    return std::unique_ptr<BuiltinEngine>(new BuiltinEngine(config, fds[0], fds[1]));
}

BuiltinEngine::BuiltinEngine(const BuiltinEngineConfig& config, int wake_read, int wake_write)
    : profile_(strength_for_level(config.level)),
      seed_(config.seed ? config.seed
                        : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count())),
      game_seed_(seed_mix(seed_)), table_(config.hash_megabytes),
      searcher_(std::make_unique<Searcher>(table_)), wake_read_(wake_read),
      wake_write_(wake_write) {}

BuiltinEngine::~BuiltinEngine() {
    stop_ = true;
    join_worker();
    close(wake_read_);
    close(wake_write_);
}

std::string BuiltinEngine::name() const {
    return "escaque level " + std::to_string(profile_.level);
}

void BuiltinEngine::join_worker() {
    if (worker_.joinable()) worker_.join();
}

Status BuiltinEngine::new_game() {
    cancel();
    join_worker();
    table_.clear();
    searcher_->clear_history();
    game_seed_ = seed_mix(seed_ + uint64_t(++games_started_));
    has_latest_score_ = false;
    return Status::success();
}

Status BuiltinEngine::start_thinking(const GameLine& game, const SearchLimits& limits) {
    if (thinking_) return Status::failure("the built-in engine is already thinking");
    const chess::Position& pos = game.current();
    if (!chess::has_legal_move(pos)) return Status::failure("there is no legal move to play");
    join_worker(); // a cancelled search is stopping already; this takes at most a millisecond

    const auto now = SteadyClock::now();
    SearchPlan plan;
    if (limits.depth > 0) plan.max_depth = std::min(plan.max_depth, limits.depth);
    plan.max_nodes = limits.nodes;
    deadline_.reset();
    if (const auto budget = plan_time(limits, pos.side_to_move(), int(game.moves().size()))) {
        // Weaker levels think for a share of the time they are given.
        const int share = profile_.time_percent;
        plan.soft_deadline = now + budget->soft * share / 100;
        plan.hard_deadline = now + budget->hard * share / 100;
        deadline_ = *plan.hard_deadline + WORKER_GRACE;
    }
    apply_strength(profile_, seed_mix(game_seed_ ^ pos.key()), plan);

    stop_ = false;
    uint64_t generation;
    {
        std::lock_guard lock(mutex_);
        generation = ++generation_;
        pending_.clear();
    }
    thinking_ = true;
    has_latest_score_ = false;
    worker_ = std::thread([this, game, plan, generation] {
        auto progress = [this, generation](const SearchInfo& info) {
            if (info.score) {
                latest_score_ = info.score->as_centipawns();
                has_latest_score_ = true;
            }
            post(EngineEvent::progress(info), generation);
        };
        const SearchOutcome outcome = searcher_->run(game, plan, stop_, progress);
        if (outcome.best.is_ok() && game.current().is_legal(outcome.best))
            post(EngineEvent::best(outcome.best), generation);
        else
            post(EngineEvent::failure(EngineFailure::other,
                                      EngineError(EngineError::Problem::no_move, "")),
                 generation);
    });
    return Status::success();
}

void BuiltinEngine::post(EngineEvent event, uint64_t generation) {
    {
        std::lock_guard lock(mutex_);
        if (generation != generation_) return; // a cancelled search: nobody wants this
        pending_.push_back(std::move(event));
    }
    const char wake = 1;
    // A full pipe already holds a wake-up byte, so a failed write loses nothing.
    [[maybe_unused]] const ssize_t n = ::write(wake_write_, &wake, 1);
}

std::vector<EngineEvent> BuiltinEngine::poll_events() {
    char drain[64];
    while (::read(wake_read_, drain, sizeof drain) > 0) {
    }
    std::vector<EngineEvent> events;
    {
        std::lock_guard lock(mutex_);
        events.swap(pending_);
    }
    for (const EngineEvent& e : events)
        if (e.kind != EngineEvent::Kind::info) {
            thinking_ = false;
            deadline_.reset();
        }
    if (thinking_ && deadline_ && SteadyClock::now() > *deadline_) {
        cancel();
        events.push_back(EngineEvent::failure(
            EngineFailure::timed_out, EngineError(EngineError::Problem::timed_out, "")));
    }
    return events;
}

void BuiltinEngine::move_now() {
    stop_ = true;
}

void BuiltinEngine::cancel() {
    stop_ = true;
    {
        std::lock_guard lock(mutex_);
        ++generation_;
        pending_.clear();
    }
    thinking_ = false;
    deadline_.reset();
}

DrawOfferAnswer BuiltinEngine::answer_draw_offer(const GameLine& game, chess::Color engine_side) {
    const chess::Position& pos = game.current();
    if (thinking_ && has_latest_score_ && pos.side_to_move() == engine_side) {
        // The running search is about the engine's own move: its score is the engine's view.
        const int score = latest_score_;
        return {accept_draw_offer(pos, score), score};
    }
    if (thinking_) return {false, 0}; // no opinion yet: play on
    join_worker();
    if (!chess::has_legal_move(pos)) return {false, 0};
    SearchPlan plan;
    plan.max_nodes = DRAW_OFFER_NODES;
    const std::atomic<bool> never{false};
    const SearchOutcome outcome = searcher_->run(game, plan, never);
    // The search speaks for the side to move, which need not be the engine.
    const int score = pos.side_to_move() == engine_side ? outcome.score : -outcome.score;
    return {accept_draw_offer(pos, score), score};
}

} // namespace escaque::engine
