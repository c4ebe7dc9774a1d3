// A second thread for one analysing thread: the search portfolio runs the walk over reachable
// positions on it while the aimed searches run on the caller (search_portfolio.cpp), so that
// on two cores a position needing both takes the time of the faster instead of their sum. Each
// thread that analyses gets its own helper, started at first use and kept, with its memo of
// dead ends warm, until that thread ends.
//
// Handing over by a condition variable alone took 110 microseconds here (a virtual machine's
// idle core sleeps deeply), so both sides first wait by spinning for a while, and a caller that
// expects to need the helper soon says so (wake_up) to have it spinning in time.
#pragma once

#include <atomic>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace escaque::chess {

class HelperThread {
public:
    // This thread's helper, started if need be; nullptr when no thread could be started (then
    // the analysis runs on the caller alone).
    static HelperThread* for_this_thread();

    HelperThread();
    ~HelperThread(); // ends the thread; no job may be running
    HelperThread(const HelperThread&) = delete;
    HelperThread& operator=(const HelperThread&) = delete;

    // A job may follow soon: the helper spins, ready for it, for a few milliseconds.
    void wake_up();

    // Runs `job` on the helper. Precondition: wait() has returned since the last start().
    void start(std::function<void()> job);

    // Returns once the job started last has returned, rethrowing what it threw.
    void wait();

private:
    void serve();

    std::mutex mutex_;
    std::condition_variable changed_;
    std::function<void()> job_;       // under mutex_
    std::exception_ptr thrown_;       // under mutex_
    bool sleeping_ = false;           // under mutex_: the helper waits on changed_
    bool wake_requested_ = false;     // under mutex_
    std::atomic<bool> posted_{false}; // written under mutex_: job_ waits to be taken
    std::atomic<bool> busy_{false};   // written under mutex_: the job has not returned
    std::atomic<bool> quit_{false};   // written under mutex_
    std::thread thread_;              // last: started once the members it uses exist
};

} // namespace escaque::chess
