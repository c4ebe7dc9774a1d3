#include "chess/dead/helper_thread.h"

#include <chrono>
#include <csignal>
#include <memory>
#include <pthread.h>
#include <system_error>
#include <utility>

namespace escaque::chess {

namespace {

// Long enough to cover a first round of aimed searches (about a millisecond) and a short gap
// between two analyses; short enough that an idle program does not keep a core busy.
constexpr auto SPIN_TIME = std::chrono::milliseconds(3);

// Spins until `ready()` or SPIN_TIME has passed; returns ready().
template <typename Ready>
bool spin_until(Ready ready) {
    const auto deadline = std::chrono::steady_clock::now() + SPIN_TIME;
    for (unsigned i = 1; !ready(); ++i) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause(); // leaves the core's resources to a sibling hyperthread
#endif
        if (i % 64 == 0 && std::chrono::steady_clock::now() > deadline) return ready();
    }
    return true;
}

} // namespace

HelperThread* HelperThread::for_this_thread() {
    thread_local std::unique_ptr<HelperThread> helper;
    thread_local bool unavailable = false;
    if (!helper && !unavailable) {
        try {
            helper = std::make_unique<HelperThread>();
        } catch (const std::system_error&) {
            unavailable = true; // no more threads for this process: analyse alone
        }
    }
    return helper.get();
}

HelperThread::HelperThread() {
    // The helper takes no signals: the program reads them through a descriptor (signalfd),
    // which needs them blocked in every thread, and a thread inherits its creator's mask.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    try {
        thread_ = std::thread([this] { serve(); });
    } catch (...) {
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        throw;
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
}

HelperThread::~HelperThread() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    changed_.notify_all();
    thread_.join();
}

void HelperThread::wake_up() {
    std::lock_guard lock(mutex_);
    if (!sleeping_) return; // spinning or working: it will see the next job at once
    wake_requested_ = true;
    changed_.notify_all();
}

void HelperThread::start(std::function<void()> job) {
    bool sleeping;
    {
        std::lock_guard lock(mutex_);
        job_ = std::move(job);
        busy_ = true;
        posted_ = true;
        sleeping = sleeping_;
    }
    if (sleeping) changed_.notify_all();
}

void HelperThread::wait() {
    if (!spin_until([this] { return !busy_.load(std::memory_order_acquire); })) {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [this] { return !busy_; });
    }
    std::exception_ptr thrown;
    {
        std::lock_guard lock(mutex_);
        thrown = std::exchange(thrown_, nullptr);
    }
    if (thrown) std::rethrow_exception(thrown);
}

void HelperThread::serve() {
    const auto job_or_quit = [this] {
        return posted_.load(std::memory_order_acquire) || quit_.load(std::memory_order_acquire);
    };
    for (;;) {
        std::unique_lock lock(mutex_, std::defer_lock);
        if (!spin_until(job_or_quit)) {
            lock.lock();
            sleeping_ = true;
            changed_.wait(lock, [&] { return job_or_quit() || wake_requested_; });
            sleeping_ = false;
            wake_requested_ = false;
            if (!job_or_quit()) continue; // woken to spin for a job coming soon
        } else {
            lock.lock();
        }
        if (!posted_) return; // quit, with no job left
        std::function<void()> job = std::move(job_);
        posted_ = false;
        lock.unlock();

        std::exception_ptr thrown;
        try {
            job();
        } catch (...) {
            thrown = std::current_exception();
        }
        lock.lock();
        thrown_ = thrown;
        busy_ = false;
        lock.unlock();
        changed_.notify_all(); // the caller may have stopped spinning
    }
}

} // namespace escaque::chess
