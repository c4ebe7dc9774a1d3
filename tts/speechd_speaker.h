// Speech through speech-dispatcher: the voice, language and synthesiser the user's screen reader
// already uses (--speech-backend speechd). Optional: espeak-ng stays the default, because
// speech-dispatcher cannot hand audio back for tests and hung here without a sound card
// (SPEECH.md).
//
// say() only queues. A worker thread owns the connection and makes every libspeechd call, each
// of which may block (autospawning the daemon, a daemon that does not answer); the game never
// waits for it. Priorities map as tts/speechd_mapping.h explains.
//
// No daemon, a refused connection or a lost one: one notice through take_notice(),
// "speech unavailable: speech-dispatcher: <reason>", nothing on stderr, and from then on the
// fallback speaks (the program's espeak-ng voice, so a blind user still hears the game), starting
// with whatever was waiting to be sent. retry() (the user's "repeat") connects again; once it
// works, speech goes back to speech-dispatcher.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <thread>

#include "tts/espeak_speaker.h"
#include "tts/speaker.h"
#include "tts/voice_settings.h"

namespace escaque::tts {

class SpeechdSpeaker final : public Speaker {
public:
    using Fallback = std::function<std::unique_ptr<EspeakSpeaker>(const VoiceSettings&)>;

    struct Options {
        VoiceSettings voice;
        // Let libspeechd start the daemon when none runs, as spd-say does. Tests turn it off.
        bool autospawn = true;
        // Made the first time speech-dispatcher cannot be used. Empty: silent while unavailable.
        Fallback fallback;
        // For the notice: "…; speaking with espeak-ng instead".
        std::string fallback_name = "espeak-ng";
        // The start of notices: "speech" gives "speech unavailable: speech-dispatcher: …".
        std::string subject = "speech";
        // A daemon that takes longer than this to connect (autospawn included) or to accept a
        // message is taken as gone: the fallback speaks, and the worker, blocked in libspeechd,
        // is left behind to end with the process. retry() starts a new one.
        std::chrono::milliseconds answer_wait{5000};
        // How long the destructor waits for the worker to cancel our speech and close.
        std::chrono::milliseconds close_wait{500};
    };

    explicit SpeechdSpeaker(Options options);
    // Cuts what this program has speaking or queued, then closes the connection.
    ~SpeechdSpeaker() override;
    SpeechdSpeaker(const SpeechdSpeaker&) = delete;
    SpeechdSpeaker& operator=(const SpeechdSpeaker&) = delete;

    void say(std::string text, Priority priority) override;
    void stop() override;
    // Everything sent has ended or been cancelled (speech-dispatcher's events), and so has
    // everything given to the fallback.
    bool wait_idle(std::chrono::milliseconds timeout) override;
    // While the fallback speaks, its status: the user hears the game.
    SpeakerStatus status() const override;
    std::optional<std::string> take_notice() override;
    void retry() override;

    // Takes effect from the next message, here and in the fallback.
    void set_voice(VoiceSettings voice);

    // The worker is connected to the daemon (for tests and benchmarks).
    bool connected() const;

private:
    struct State; // shared with the worker thread, which may outlive the speaker
    // The worker thread; it stops acting as soon as the state's generation is not its own.
    static void run(const std::shared_ptr<State>& state, unsigned generation);
    void start_worker(); // with the state's mutex held

    std::shared_ptr<State> state_;
    std::thread worker_;
    std::chrono::milliseconds close_wait_;
};

} // namespace escaque::tts
