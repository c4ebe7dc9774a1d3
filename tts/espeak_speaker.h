// Speech through espeak-ng into an audio sink: the sound card by default (PcaudioSink), or any
// other sink (measuring, collecting) on the very same path. say() only queues; the espeak-ng
// thread (tts/espeak_engine.h) synthesises while the caller goes on.
//
// No sound card, a broken device or no espeak-ng data: detected at start or at the first failure,
// reported once through take_notice() as "speech unavailable: <reason>" (nothing is written to
// stderr), and speech goes silent while everything else keeps working. retry() tries again.
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>

#include "tts/audio_sink.h"
#include "tts/speaker.h"
#include "tts/speech_queue.h"
#include "tts/voice_settings.h"

namespace escaque::tts {

class EspeakEngine;

// The voices espeak-ng has installed, once it has started (starting it, and waiting up to
// `wait`); nullopt when it cannot start. Never waits behind speech.
std::optional<VoiceCatalogue> installed_voices(std::chrono::milliseconds wait);

class EspeakSpeaker final : public Speaker {
public:
    struct Options {
        VoiceSettings voice;
        std::unique_ptr<AudioSink> sink; // null: the sound card, through libpcaudio
        QueuePolicy policy = QueuePolicy::live;
        // The start of notices: "speech" gives "speech unavailable: …".
        std::string subject = "speech";
    };

    EspeakSpeaker();
    explicit EspeakSpeaker(Options options);
    // Live policy: cuts what is being spoken. Record policy: finishes everything accepted first.
    ~EspeakSpeaker() override;
    EspeakSpeaker(const EspeakSpeaker&) = delete;
    EspeakSpeaker& operator=(const EspeakSpeaker&) = delete;

    void say(std::string text, Priority priority) override;
    void stop() override;
    bool wait_idle(std::chrono::milliseconds timeout) override;
    SpeakerStatus status() const override;
    std::optional<std::string> take_notice() override;
    void retry() override;

    // Takes effect from the next utterance.
    void set_voice(VoiceSettings voice);
    VoiceSettings voice() const;

private:
    void schedule(std::unique_lock<std::mutex>& lock);
    void service(); // on the espeak-ng thread
    void open_sink(std::unique_lock<std::mutex>& lock);
    void become_unavailable(const std::string& reason);
    void add_notice(std::string notice);

    EspeakEngine& engine_;
    std::unique_ptr<AudioSink> sink_; // used on the espeak-ng thread only, while scheduled_

    mutable std::mutex mutex_;
    std::condition_variable idle_;
    SpeechQueue queue_;
    VoiceSettings voice_;
    std::string subject_;
    std::stop_source current_stop_;
    bool speaking_ = false;
    bool scheduled_ = false; // a service task is posted or running
    bool sink_opened_ = false;
    bool retry_requested_ = false;
    bool closing_ = false;
    SpeakerStatus status_;
    std::optional<std::string> pending_notice_;
    // espeak-ng thread only: the last voice a speaker without its sound card checked.
    std::string silently_checked_voice_;
};

} // namespace escaque::tts
