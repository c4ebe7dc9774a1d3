// The one thread that owns every espeak-ng call in the process. espeak-ng keeps process-wide
// state and a single synthesis callback, so all speakers (sound card, WAV files, benchmark) hand
// their work to this thread, which synthesises in SYNCHRONOUS mode straight into a sink.
//
// The engine lives as long as the process: espeak_ng_Terminate() hangs in SYNCHRONOUS mode on
// espeak-ng 1.51 (it waits for its asynchronous fifo thread), and initialising twice without it is
// not safe, so espeak-ng is started once and its thread is never joined.
//
// Interruption (SPEECH.md, "Stopping speech"): the synthesis callback returns 1 as soon as the
// utterance's stop token fires; espeak-ng then stops within about 0.3 ms and the next synthesis
// works normally. espeak_Cancel() is never used: it does not stop synchronous synthesis.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "tts/audio_sink.h"
#include "tts/voice_settings.h"

namespace escaque::tts {

class EspeakEngine {
public:
    // The process's engine, started on first use.
    static EspeakEngine& instance();

    EspeakEngine(const EspeakEngine&) = delete;
    EspeakEngine& operator=(const EspeakEngine&) = delete;

    // Runs `task` on the engine thread after everything posted before it. Only takes a lock.
    void post(std::function<void()> task);

    // ---- Only from posted tasks, on the engine thread ----------------------------------------

    struct Synthesis {
        enum class Outcome { finished, stopped, sink_failed, unavailable };
        Outcome outcome = Outcome::finished;
        std::string reason;       // sink_failed or unavailable: why
        std::string voice_notice; // the voice is not installed and another one was used
    };

    // Speaks the plain `text` into `sink`: shapes it for the voice (tts/espeak_markup.h), applies
    // the voice settings and synthesises in pieces of at most 10 ms. The sink always sees
    // begin_utterance and then end_utterance or discard, even when espeak-ng is unavailable, so
    // its utterances match the requests one to one.
    Synthesis synthesize(std::string_view text, const VoiceSettings& voice, AudioSink& sink,
                         std::stop_token stop);

    // Loads `voice` ahead of the first utterance, and espeak-ng's list of voices that a <voice>
    // switch (the German FIDE words) reads on first use: 5-8 ms each time here, which would
    // otherwise delay the first word. Returns apply()'s notice: the voice is not installed.
    std::string prepare(const VoiceSettings& voice);

    // Why espeak-ng could not start (missing data, …); empty when it runs. Tries to start it
    // again first when `try_again` and it is not running.
    std::string unavailable_reason(bool try_again);

    // ---- From any other thread: these wait for the engine ------------------------------------

    enum class Input { plain_text, markup };
    // The phonemes espeak-ng actually speaks for `text` (espeak-ng's ASCII phoneme names, one
    // clause after another separated by spaces), from its phoneme trace during a real synthesis;
    // plain text is shaped for the voice first, exactly as synthesize() does.
    std::string spoken_phonemes(std::string_view text, const VoiceSettings& voice,
                                Input input = Input::plain_text);
    // espeak_TextToPhonemes on plain text (no markup, no "[[…]]" input: it ignores both).
    std::string text_to_phonemes(std::string_view text, const std::string& voice);
    // Same as unavailable_reason(false), from outside.
    std::string status();

    // ---- From any thread: waits for the start only ----------------------------------------
    // The voices installed, listed when espeak-ng starts (waiting up to `wait` for that), never
    // behind queued speech; nullopt when espeak-ng cannot start, or has not started by then.
    std::optional<VoiceCatalogue> catalogue(std::chrono::milliseconds wait);

private:
    EspeakEngine();
    ~EspeakEngine() = delete; // see above: never torn down
    [[noreturn]] void run();
    template <class Result>
    Result call(std::function<Result()> work);

    std::string start_espeak();
    std::string apply(const VoiceSettings& voice);
    std::string synthesize_markup(const std::string& markup, AudioSink& sink, std::stop_token stop,
                                  bool& stopped, bool& sink_failed);

    std::mutex mutex_;
    std::condition_variable work_;
    std::deque<std::function<void()>> tasks_;

    std::mutex catalogue_mutex_;
    std::condition_variable catalogue_ready_;
    bool start_tried_ = false;
    std::optional<VoiceCatalogue> catalogue_;

    // Engine thread only.
    bool started_ = false;
    std::string start_failure_;
    std::optional<VoiceSettings> applied_;
    std::string effective_voice_;
    bool voice_switched_in_markup_ = false;
    bool voice_list_loaded_ = false;
    std::string missing_voice_reported_;
};

} // namespace escaque::tts
