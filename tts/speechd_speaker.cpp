#include "tts/speechd_speaker.h"

#include <algorithm>
#include <condition_variable>
#include <csignal>
#include <deque>
#include <mutex>
#include <pthread.h>
#include <set>
#include <utility>

#include "tts/speechd_connection.h"
#include "tts/speechd_mapping.h"

namespace escaque::tts {

namespace {
struct Request {
    std::string text;
    Priority priority;
};
// Ids whose end arrived before say() returned them; bounded, as idle messages are not tracked.
constexpr std::size_t max_early_ends = 256;
using Clock = std::chrono::steady_clock;
} // namespace

struct SpeechdSpeaker::State {
    std::mutex mutex;
    std::condition_variable wake; // the worker waits on it
    std::condition_variable idle; // wait_idle and the destructor wait on it

    // Options, fixed
    bool autospawn = true;
    Fallback make_fallback;
    std::string fallback_name;
    std::string subject;
    std::chrono::milliseconds answer_wait{};

    // Requests not yet handed to the daemon, and what the worker is to do next
    std::deque<Request> outbox;
    bool cancel_pending = false;
    bool connect_wanted = true; // the first connection, then each retry()
    bool voice_changed = true;
    VoiceSettings voice;

    // The worker: only the one whose generation is current acts on the state.
    unsigned generation = 0;
    bool worker_running = false;
    bool worker_abandoned = false;   // stuck in libspeechd; detached at the next start or the end
    bool waiting_for_daemon = false; // the worker is in a libspeechd call
    Clock::time_point waiting_since;
    bool connected = false;
    bool closing = false;

    // Messages the daemon accepted and has not yet ended or cancelled
    std::set<std::size_t> outstanding;
    std::set<std::size_t> ended_early;

    SpeakerStatus status; // speech-dispatcher's own
    std::optional<std::string> pending_notice;
    std::unique_ptr<EspeakSpeaker> fallback; // made at the first failure, kept for retries
    bool use_fallback = false;

    void add_notice(const std::string& notice) {
        if (pending_notice)
            *pending_notice += "; " + notice;
        else
            pending_notice = notice;
    }

    // With the mutex held. Every failure, a failed retry included, is said once.
    void fail(const std::string& reason) {
        connected = false;
        outstanding.clear();
        ended_early.clear();
        status.available = false;
        status.notice = subject + " unavailable: speech-dispatcher: " + reason;
        if (!make_fallback) {
            add_notice(status.notice);
            outbox.clear();
            cancel_pending = false;
            return;
        }
        add_notice(status.notice + "; speaking with " + fallback_name + " instead");
        if (!fallback) fallback = make_fallback(voice);
        use_fallback = true;
        hand_over();
    }

    // With the mutex held: what was waiting for the daemon goes to the fallback, in order.
    void hand_over() {
        if (cancel_pending) fallback->stop();
        cancel_pending = false;
        for (Request& request : outbox) fallback->say(std::move(request.text), request.priority);
        outbox.clear();
    }

    // With the mutex held, from every entry point the game calls: a daemon that stopped
    // answering is given up on here, since its worker cannot say so itself.
    void give_up_if_stuck() {
        if (closing || !waiting_for_daemon || Clock::now() - waiting_since < answer_wait) return;
        ++generation; // the stuck worker will find it is no longer current
        worker_running = false;
        worker_abandoned = true;
        waiting_for_daemon = false;
        connect_wanted = false;
        fail("the daemon does not answer");
        idle.notify_all();
    }

    void message_ended(std::size_t id) {
        std::lock_guard lock(mutex);
        if (outstanding.erase(id) == 0) {
            if (ended_early.size() >= max_early_ends) ended_early.erase(ended_early.begin());
            ended_early.insert(id);
        }
        idle.notify_all();
    }

    void track(std::size_t id) {
        if (ended_early.erase(id) == 0) outstanding.insert(id);
    }

    bool quiet() const {
        return !worker_running || (!connect_wanted && !waiting_for_daemon && !cancel_pending &&
                                   outbox.empty() && outstanding.empty());
    }
};

SpeechdSpeaker::SpeechdSpeaker(Options options)
    : state_(std::make_shared<State>()), close_wait_(options.close_wait) {
    State& s = *state_;
    s.autospawn = options.autospawn;
    s.make_fallback = std::move(options.fallback);
    s.fallback_name = std::move(options.fallback_name);
    s.subject = std::move(options.subject);
    s.answer_wait = options.answer_wait;
    s.voice = clamped(std::move(options.voice));
    // Connect at once, on the worker: a missing daemon is known (and the fallback speaking)
    // within milliseconds of the start, and the first announcements wait in the outbox meanwhile.
    std::lock_guard lock(s.mutex);
    start_worker();
}

void SpeechdSpeaker::start_worker() {
    State& s = *state_;
    if (worker_.joinable()) {
        if (s.worker_abandoned)
            worker_.detach(); // still blocked in libspeechd, holding its own share of the state
        else
            worker_.join(); // it has returned (or is returning) on its own
    }
    s.worker_abandoned = false;
    s.worker_running = true;
    s.connect_wanted = true;
    worker_ = std::thread([state = state_, generation = s.generation] { run(state, generation); });
}

SpeechdSpeaker::~SpeechdSpeaker() {
    std::unique_ptr<EspeakSpeaker> fallback;
    bool done = false;
    {
        std::unique_lock lock(state_->mutex);
        state_->closing = true;
        state_->outbox.clear();
        state_->wake.notify_all();
        done = state_->idle.wait_for(lock, close_wait_, [&] { return !state_->worker_running; });
        done = done && !state_->worker_abandoned;
        // After closing the worker no longer touches the fallback: it ends here, with us.
        fallback = std::move(state_->fallback);
    }
    if (!worker_.joinable()) return;
    if (done)
        worker_.join();
    else
        worker_.detach(); // blocked in libspeechd; it holds its own share of the state
}

void SpeechdSpeaker::say(std::string text, Priority priority) {
    State& s = *state_;
    std::lock_guard lock(s.mutex);
    if (s.closing) return;
    s.give_up_if_stuck();
    if (s.use_fallback) {
        s.fallback->say(std::move(text), priority);
        return;
    }
    switch (priority) {
    case Priority::interrupt:
        s.outbox.clear();
        s.cancel_pending = true;
        break;
    case Priority::normal:
        break;
    case Priority::idle:
        // Not even sent while our own requests wait; the daemon drops it when it is busy.
        if (s.waiting_for_daemon || !s.outbox.empty()) return;
        break;
    }
    s.outbox.push_back({std::move(text), priority});
    s.wake.notify_all();
}

void SpeechdSpeaker::stop() {
    State& s = *state_;
    std::lock_guard lock(s.mutex);
    s.give_up_if_stuck();
    if (s.use_fallback) s.fallback->stop();
    s.outbox.clear();
    if (s.connected) s.cancel_pending = true;
    s.wake.notify_all();
}

bool SpeechdSpeaker::wait_idle(std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    State& s = *state_;
    EspeakSpeaker* fallback = nullptr; // lives as long as we do
    {
        std::unique_lock lock(s.mutex);
        // Woken now and then to notice a daemon that stopped answering.
        for (;;) {
            s.give_up_if_stuck();
            if (s.quiet()) break;
            const auto now = Clock::now();
            if (now >= deadline) return false;
            s.idle.wait_until(lock, std::min(deadline, now + std::chrono::milliseconds(100)));
        }
        fallback = s.fallback.get();
    }
    if (!fallback) return true;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    return fallback->wait_idle(std::max(left, std::chrono::milliseconds(0)));
}

SpeakerStatus SpeechdSpeaker::status() const {
    std::lock_guard lock(state_->mutex);
    state_->give_up_if_stuck();
    if (state_->use_fallback) return state_->fallback->status();
    return state_->status;
}

std::optional<std::string> SpeechdSpeaker::take_notice() {
    State& s = *state_;
    std::lock_guard lock(s.mutex);
    s.give_up_if_stuck();
    std::optional<std::string> notice = std::exchange(s.pending_notice, std::nullopt);
    if (!s.fallback) return notice;
    if (auto more = s.fallback->take_notice()) notice = notice ? *notice + "; " + *more : *more;
    return notice;
}

void SpeechdSpeaker::retry() {
    State& s = *state_;
    std::lock_guard lock(s.mutex);
    if (s.closing) return;
    s.give_up_if_stuck();
    if (s.fallback) s.fallback->retry();
    // A working connection is not reset by "repeat".
    if (s.worker_abandoned)
        start_worker();
    else if (!s.connected)
        s.connect_wanted = true;
    s.wake.notify_all();
}

void SpeechdSpeaker::set_voice(VoiceSettings voice) {
    State& s = *state_;
    std::lock_guard lock(s.mutex);
    s.voice = clamped(std::move(voice));
    s.voice_changed = true;
    if (s.fallback) s.fallback->set_voice(s.voice);
    s.wake.notify_all();
}

bool SpeechdSpeaker::connected() const {
    std::lock_guard lock(state_->mutex);
    return state_->connected;
}

void SpeechdSpeaker::run(const std::shared_ptr<State>& state, unsigned generation) {
    // A daemon that goes away leaves a socket that raises SIGPIPE when written to; blocked here
    // (and in libspeechd's event thread, which inherits the mask) the write just fails.
    sigset_t pipe_signal;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, nullptr);

    State& s = *state;
    std::unique_ptr<SpeechdConnection> connection;
    std::unique_lock lock(s.mutex);
    const auto current = [&] { return s.generation == generation && !s.closing; };
    const auto call_daemon = [&] {
        s.waiting_for_daemon = true;
        s.waiting_since = Clock::now();
        lock.unlock();
    };
    const auto back_from_daemon = [&] {
        lock.lock();
        if (s.generation == generation) s.waiting_for_daemon = false;
    };
    for (;;) {
        s.wake.wait(lock, [&] {
            return !current() || s.connect_wanted || s.cancel_pending || !s.outbox.empty() ||
                   (connection && s.voice_changed);
        });
        if (!current()) break;

        if (std::exchange(s.connect_wanted, false) && !connection) {
            call_daemon();
            // The callback holds the state weakly: libspeechd's event thread may call it while
            // the speaker is going away.
            SpeechdConnection::Opened opened = SpeechdConnection::open(
                s.autospawn, [weak = std::weak_ptr<State>(state)](std::size_t id) {
                    if (auto alive = weak.lock()) alive->message_ended(id);
                });
            back_from_daemon();
            connection = std::move(opened.connection);
            if (!current()) break;
            if (connection) {
                s.connected = true;
                s.status = SpeakerStatus{};
                s.voice_changed = true;
                if (s.use_fallback) s.fallback->stop(); // the user's own voice again
                s.use_fallback = false;
            } else {
                s.fail(opened.error);
            }
            s.idle.notify_all();
        }
        if (!connection) {
            // Unavailable and no fallback took the requests: a live speaker stays quiet.
            s.outbox.clear();
            s.cancel_pending = false;
            s.idle.notify_all();
            continue;
        }

        const bool apply = std::exchange(s.voice_changed, false);
        const VoiceSettings voice = s.voice;
        const bool cancel = std::exchange(s.cancel_pending, false);
        std::optional<Request> request;
        if (!s.outbox.empty()) {
            request = std::move(s.outbox.front());
            s.outbox.pop_front();
        }
        call_daemon();
        bool ok = true;
        std::optional<std::size_t> id;
        if (apply) connection->apply(voice);
        if (cancel) ok = connection->cancel();
        const SpeechdSend send = speechd_send_for(request ? request->priority : Priority::normal);
        if (ok && request) {
            id = connection->say(request->text, send.priority);
            ok = id.has_value();
        }
        back_from_daemon();
        if (!current()) break;
        if (ok && id && send.priority != SpeechdPriority::notification) s.track(*id);
        if (!ok) {
            // The daemon went away or refused: the request goes to the fallback with the rest.
            if (request && request->priority != Priority::idle)
                s.outbox.push_front(std::move(*request));
            lock.unlock();
            connection.reset();
            lock.lock();
            if (!current()) break;
            s.fail("the connection was lost");
        }
        s.idle.notify_all();
    }
    // Closing (or given up on): what this program still has speaking is cut, as the espeak-ng
    // voice does, and the connection closed.
    const bool mine = s.generation == generation;
    lock.unlock();
    if (connection && mine) connection->cancel();
    connection.reset();
    lock.lock();
    if (s.generation != generation) return; // abandoned: the state belongs to a newer worker
    s.connected = false;
    s.worker_running = false;
    s.idle.notify_all();
}

} // namespace escaque::tts
