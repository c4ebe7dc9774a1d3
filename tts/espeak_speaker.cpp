#include "tts/espeak_speaker.h"

#include <utility>

#include "tts/espeak_engine.h"
#include "tts/pcaudio_sink.h"

namespace escaque::tts {

std::optional<VoiceCatalogue> installed_voices(std::chrono::milliseconds wait) {
    return EspeakEngine::instance().catalogue(wait);
}

EspeakSpeaker::EspeakSpeaker() : EspeakSpeaker(Options{}) {}

EspeakSpeaker::EspeakSpeaker(Options options)
    : engine_(EspeakEngine::instance()),
      sink_(options.sink ? std::move(options.sink) : std::make_unique<PcaudioSink>()),
      queue_(options.policy), voice_(clamped(std::move(options.voice))),
      subject_(std::move(options.subject)) {
    // Open the sink now, on the espeak-ng thread: a missing sound card is known (and the notice
    // ready) a few milliseconds after start, not at the first announcement.
    std::unique_lock lock(mutex_);
    schedule(lock);
}

EspeakSpeaker::~EspeakSpeaker() {
    std::unique_lock lock(mutex_);
    closing_ = true;
    if (queue_.stop(speaking_)) current_stop_.request_stop();
    // After this the espeak-ng thread no longer touches this speaker or its sink.
    idle_.wait(lock, [&] { return !scheduled_; });
}

void EspeakSpeaker::schedule(std::unique_lock<std::mutex>& lock) {
    if (scheduled_) return;
    scheduled_ = true;
    lock.unlock();
    engine_.post([this] { service(); });
}

void EspeakSpeaker::say(std::string text, Priority priority) {
    std::unique_lock lock(mutex_);
    if (closing_) return;
    const SpeechQueue::Decision decision = queue_.offer(std::move(text), priority, speaking_);
    if (decision.cut_current) current_stop_.request_stop();
    if (decision.accepted) schedule(lock);
}

void EspeakSpeaker::stop() {
    std::lock_guard lock(mutex_);
    if (queue_.stop(speaking_)) current_stop_.request_stop();
}

bool EspeakSpeaker::wait_idle(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    return idle_.wait_for(lock, timeout, [&] { return !scheduled_; });
}

SpeakerStatus EspeakSpeaker::status() const {
    std::lock_guard lock(mutex_);
    return status_;
}

std::optional<std::string> EspeakSpeaker::take_notice() {
    std::lock_guard lock(mutex_);
    return std::exchange(pending_notice_, std::nullopt);
}

void EspeakSpeaker::retry() {
    std::unique_lock lock(mutex_);
    if (closing_) return;
    retry_requested_ = true;
    schedule(lock);
}

void EspeakSpeaker::set_voice(VoiceSettings voice) {
    std::lock_guard lock(mutex_);
    voice_ = clamped(std::move(voice));
}

VoiceSettings EspeakSpeaker::voice() const {
    std::lock_guard lock(mutex_);
    return voice_;
}

void EspeakSpeaker::add_notice(std::string notice) {
    if (pending_notice_)
        *pending_notice_ += "; " + notice;
    else
        pending_notice_ = std::move(notice);
}

void EspeakSpeaker::become_unavailable(const std::string& reason) {
    status_.available = false;
    status_.notice = subject_ + " unavailable: " + reason;
    add_notice(status_.notice);
}

// With mutex_ held on entry and exit; released while espeak-ng and the device work.
void EspeakSpeaker::open_sink(std::unique_lock<std::mutex>& lock) {
    const VoiceSettings voice = voice_;
    lock.unlock();
    std::string problem = engine_.unavailable_reason(/*try_again=*/true);
    std::string voice_notice;
    if (problem.empty()) {
        voice_notice = engine_.prepare(voice);
        problem = sink_->open();
    }
    lock.lock();
    if (!voice_notice.empty()) add_notice(std::move(voice_notice));
    sink_opened_ = true;
    if (problem.empty())
        status_ = SpeakerStatus{};
    else
        become_unavailable(problem);
}

void EspeakSpeaker::service() {
    std::unique_lock lock(mutex_);
    // A retry reopens only what failed: a working sound card is not reset by "repeat".
    const bool retry = std::exchange(retry_requested_, false);
    if (!sink_opened_ || (retry && !status_.available)) open_sink(lock);

    std::optional<std::string> text = queue_.next();
    if (!text) {
        scheduled_ = false;
        idle_.notify_all(); // under the lock: the destructor may free us as soon as it gets it
        return;
    }
    speaking_ = true;
    current_stop_ = std::stop_source();
    const std::stop_token stop = current_stop_.get_token();
    const VoiceSettings voice = voice_;
    // A live speaker without its device stays quiet until retry(); a record keeps every
    // utterance (an empty one when espeak-ng is missing) so the files match the log.
    const bool silent = queue_.policy() == QueuePolicy::live && !status_.available;
    lock.unlock();

    EspeakEngine::Synthesis result;
    if (!silent)
        result = engine_.synthesize(*text, voice, *sink_, stop);
    else if (voice.voice != silently_checked_voice_ &&
             engine_.unavailable_reason(/*try_again=*/false).empty()) {
        // Without a sound card a voice that is not installed must still be told ("set voice").
        silently_checked_voice_ = voice.voice;
        result.voice_notice = engine_.prepare(voice);
    }

    lock.lock();
    speaking_ = false;
    if (!result.voice_notice.empty()) add_notice(result.voice_notice);
    using Outcome = EspeakEngine::Synthesis::Outcome;
    const bool failed =
        result.outcome == Outcome::sink_failed || result.outcome == Outcome::unavailable;
    if (failed && status_.available) become_unavailable(result.reason); // one notice per failure

    // A record fails file by file (a full disk); the next file that works clears the status.
    if (!failed && !silent && queue_.policy() == QueuePolicy::record) status_ = SpeakerStatus{};
    if (queue_.empty() && !retry_requested_) {
        scheduled_ = false;
        idle_.notify_all();
        return;
    }
    lock.unlock();
    // One utterance per task, so other speakers sharing the espeak-ng thread get their turn.
    engine_.post([this] { service(); });
}

} // namespace escaque::tts
