#include "tts/espeak_engine.h"

#include <espeak-ng/espeak_ng.h>

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <future>
#include <thread>

#include "tts/espeak_markup.h"
#include "tts/null_sink.h"
#include "tts/speaker.h"

namespace escaque::tts {

namespace {

// True on the engine thread only: the one thread allowed to call espeak-ng.
thread_local bool owns_espeak = false;

// The synthesis in progress. espeak-ng calls the callback synchronously from inside
// espeak_ng_Synthesize, on the engine thread, so no other thread ever sees this.
struct ActiveSynthesis {
    AudioSink* sink = nullptr;
    std::stop_token stop;
    bool stopped = false;
    bool sink_failed = false;
};
ActiveSynthesis* active_synthesis = nullptr;

// espeak-ng's synthesis callback: hands the samples to the sink in pieces of at most 10 ms and
// returns 1 — "stop synthesising" — as soon as the utterance is cut or the sink fails.
int on_samples(short* wav, int count, espeak_EVENT*) {
    ActiveSynthesis* a = active_synthesis;
    if (a == nullptr) return 0;
    if (a->stop.stop_requested()) {
        a->stopped = true;
        return 1;
    }
    if (wav == nullptr || count <= 0) return 0; // end of synthesis, or events only
    for (int at = 0; at < count;) {
        const std::size_t n = std::min<std::size_t>(max_piece_samples, std::size_t(count - at));
        switch (a->sink->write(std::span<const std::int16_t>(wav + at, n), a->stop)) {
        case SinkResult::accepted:
            break;
        case SinkResult::stopped:
            a->stopped = true;
            return 1;
        case SinkResult::failed:
            a->sink_failed = true;
            return 1;
        }
        at += static_cast<int>(n);
    }
    return 0;
}

std::string status_message(espeak_ng_STATUS status) {
    char buffer[256] = {};
    espeak_ng_GetStatusCodeMessage(status, buffer, sizeof buffer);
    return buffer;
}

// Where espeak-ng looked for its data, for the notice when it cannot start.
std::string data_path() {
    const char* path = nullptr;
    espeak_Info(&path);
    return path != nullptr ? path : "";
}

// Phoneme tracing writes to a FILE; between traces it points at /dev/null, never at a terminal.
std::FILE* null_trace() {
    static std::FILE* sink = std::fopen("/dev/null", "w");
    return sink;
}

std::string one_line(std::string text) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    std::string out;
    for (char c : text) {
        if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
        out += c;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

std::string lower_case(const char* text) {
    return ascii_lower(text ? text : "");
}

std::string file_name(const std::string& identifier) {
    return identifier.substr(identifier.rfind('/') + 1); // npos + 1 == 0: the whole name
}

// On the engine thread, once espeak-ng has started.
VoiceCatalogue list_voices() {
    VoiceCatalogue c;
    for (const espeak_VOICE** v = espeak_ListVoices(nullptr); v && *v; ++v) {
        const std::string id = lower_case((*v)->identifier);
        c.voices.push_back(id);
        c.voices.push_back(file_name(id));
        c.voices.push_back(lower_case((*v)->name));
        // Languages: a priority byte, then the name and its NUL, until a zero byte.
        for (const char* p = (*v)->languages; p && *p; p += std::strlen(p + 1) + 2)
            c.voices.push_back(lower_case(p + 1));
    }
    espeak_VOICE variants{};
    variants.languages = "variant";
    for (const espeak_VOICE** v = espeak_ListVoices(&variants); v && *v; ++v)
        c.variants.push_back(file_name(lower_case((*v)->identifier)));
    return c;
}

} // namespace

std::optional<VoiceCatalogue> EspeakEngine::catalogue(std::chrono::milliseconds wait) {
    std::unique_lock lock(catalogue_mutex_);
    catalogue_ready_.wait_for(lock, wait, [this] { return start_tried_; });
    return catalogue_;
}

EspeakEngine& EspeakEngine::instance() {
    // Never deleted (see the header); reachable from here, so not a leak to LeakSanitizer.
    static EspeakEngine* const engine = new EspeakEngine();
    return *engine;
}

EspeakEngine::EspeakEngine() {
    // Lives until the process exits, blocked on its queue when idle.
    std::thread([this] { run(); }).detach();
}

void EspeakEngine::post(std::function<void()> task) {
    {
        std::lock_guard lock(mutex_);
        tasks_.push_back(std::move(task));
    }
    work_.notify_one();
}

void EspeakEngine::run() {
    owns_espeak = true;
    start_failure_ = start_espeak();
    {
        std::lock_guard lock(catalogue_mutex_);
        if (start_failure_.empty()) catalogue_ = list_voices();
        start_tried_ = true;
    }
    catalogue_ready_.notify_all();
    for (;;) {
        std::function<void()> task;
        {
            std::unique_lock lock(mutex_);
            work_.wait(lock, [&] { return !tasks_.empty(); });
            task = std::move(tasks_.front());
            tasks_.pop_front();
        }
        task();
    }
}

std::string EspeakEngine::start_espeak() {
    // Never the legacy espeak_Initialize: it calls exit(1) when the data is missing.
    espeak_ng_InitializePath(nullptr);
    espeak_ng_ERROR_CONTEXT context = nullptr;
    espeak_ng_STATUS status = espeak_ng_Initialize(&context);
    espeak_ng_ClearErrorContext(&context);
    if (status != ENS_OK)
        return "espeak-ng cannot start: " + status_message(status) + " (data: " + data_path() + ")";
    // 10 ms buffer: the callback gets at most 10 ms of audio at a time.
    status = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 10, nullptr);
    if (status != ENS_OK) return "espeak-ng cannot start: " + status_message(status);
    if (espeak_ng_GetSampleRate() != sample_rate)
        return "espeak-ng speaks at " + std::to_string(espeak_ng_GetSampleRate()) + " Hz, not " +
               std::to_string(sample_rate);
    espeak_SetSynthCallback(on_samples);
    espeak_SetPhonemeTrace(0, null_trace());
    started_ = true;
    applied_.reset();
    return {};
}

std::string EspeakEngine::unavailable_reason(bool try_again) {
    assert(owns_espeak);
    if (!started_ && try_again) start_failure_ = start_espeak();
    return started_ ? std::string() : start_failure_;
}

std::string EspeakEngine::prepare(const VoiceSettings& voice) {
    assert(owns_espeak);
    if (!started_) return {};
    NullSink nowhere;
    bool stopped = false;
    bool sink_failed = false;
    if (!voice_list_loaded_) {
        synthesize_markup("<voice name=\"de\">eins</voice>", nowhere, {}, stopped, sink_failed);
        voice_list_loaded_ = true;
    }
    std::string notice = apply(clamped(voice));
    // A first word in the voice itself loads whatever espeak-ng reads lazily for its language.
    synthesize_markup("a", nowhere, {}, stopped, sink_failed);
    return notice;
}

std::string EspeakEngine::apply(const VoiceSettings& wanted) {
    if (applied_ == wanted && !voice_switched_in_markup_) return {};
    std::string notice;
    effective_voice_ = wanted.voice;
    if (espeak_ng_SetVoiceByName(wanted.voice.c_str()) != ENS_OK) {
        // Not installed: try it without the variant, then its language, then English.
        const VoiceName name = parse_voice_name(wanted.voice);
        for (const std::string& candidate : {name.base, name.language, std::string("en")}) {
            if (!candidate.empty() && espeak_ng_SetVoiceByName(candidate.c_str()) == ENS_OK) {
                effective_voice_ = candidate;
                break;
            }
        }
        if (missing_voice_reported_ != wanted.voice) {
            notice = missing_voice_notice(wanted.voice, effective_voice_);
            missing_voice_reported_ = wanted.voice;
        }
    }
    espeak_ng_SetParameter(espeakRATE, wanted.rate, 0);
    espeak_ng_SetParameter(espeakPITCH, wanted.pitch, 0);
    espeak_ng_SetParameter(espeakVOLUME, wanted.volume, 0);
    applied_ = wanted;
    voice_switched_in_markup_ = false;
    return notice;
}

std::string EspeakEngine::synthesize_markup(const std::string& markup, AudioSink& sink,
                                            std::stop_token stop, bool& stopped,
                                            bool& sink_failed) {
    ActiveSynthesis synthesis{&sink, std::move(stop)};
    active_synthesis = &synthesis;
    // espeakENDPAUSE: a sentence pause after each utterance keeps queued announcements apart.
    const espeak_ng_STATUS status = espeak_ng_Synthesize(
        markup.c_str(), markup.size() + 1, 0, POS_CHARACTER, 0,
        espeakCHARS_UTF8 | espeakSSML | espeakPHONEMES | espeakENDPAUSE, nullptr, nullptr);
    active_synthesis = nullptr;
    // A voice switch inside the markup outlives the utterance: set the voice again next time.
    if (markup.find("<voice") != std::string::npos) voice_switched_in_markup_ = true;
    stopped = synthesis.stopped;
    sink_failed = synthesis.sink_failed;
    if (status != ENS_OK && status != ENS_SPEECH_STOPPED && !stopped && !sink_failed)
        return "espeak-ng failed: " + status_message(status);
    return {};
}

EspeakEngine::Synthesis EspeakEngine::synthesize(std::string_view text, const VoiceSettings& voice,
                                                 AudioSink& sink, std::stop_token stop) {
    assert(owns_espeak);
    Synthesis result;
    sink.begin_utterance(text);
    if (!started_) {
        result.outcome = Synthesis::Outcome::unavailable;
        result.reason = start_failure_;
        sink.end_utterance();
        return result;
    }
    result.voice_notice = apply(clamped(voice));
    const std::string markup = to_espeak_markup(text, effective_voice_);
    bool stopped = false;
    bool sink_failed = false;
    const std::string error =
        synthesize_markup(markup, sink, std::move(stop), stopped, sink_failed);
    if (sink_failed) {
        sink.discard();
        result.outcome = Synthesis::Outcome::sink_failed;
        result.reason = sink.failure();
    } else if (stopped) {
        sink.discard();
        result.outcome = Synthesis::Outcome::stopped;
    } else if (!error.empty()) {
        sink.discard();
        result.outcome = Synthesis::Outcome::unavailable;
        result.reason = error;
    } else if (sink.end_utterance() == SinkResult::failed) {
        result.outcome = Synthesis::Outcome::sink_failed;
        result.reason = sink.failure();
    }
    return result;
}

template <class Result>
Result EspeakEngine::call(std::function<Result()> work) {
    if (owns_espeak) return work();
    std::packaged_task<Result()> task(std::move(work));
    std::future<Result> result = task.get_future();
    post([&task] { task(); });
    return result.get();
}

std::string EspeakEngine::spoken_phonemes(std::string_view text, const VoiceSettings& voice,
                                          Input input) {
    return call<std::string>([&]() -> std::string {
        if (!started_) return {};
        apply(clamped(voice));
        const std::string markup =
            input == Input::markup ? std::string(text) : to_espeak_markup(text, effective_voice_);
        char* buffer = nullptr;
        std::size_t size = 0;
        std::FILE* trace = open_memstream(&buffer, &size);
        if (trace == nullptr) return {};
        espeak_SetPhonemeTrace(espeakPHONEMES_SHOW, trace);
        NullSink sink;
        bool stopped = false;
        bool sink_failed = false;
        synthesize_markup(markup, sink, {}, stopped, sink_failed);
        espeak_SetPhonemeTrace(0, null_trace());
        std::fclose(trace);
        std::string phonemes(buffer, size);
        std::free(buffer);
        return one_line(std::move(phonemes));
    });
}

std::string EspeakEngine::text_to_phonemes(std::string_view text, const std::string& voice) {
    return call<std::string>([&]() -> std::string {
        if (!started_) return {};
        apply(clamped(VoiceSettings{voice}));
        const std::string input(text);
        const void* cursor = input.c_str();
        std::string out;
        while (cursor != nullptr) {
            const char* clause = espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, 0);
            if (clause == nullptr) break;
            if (!out.empty()) out += ' ';
            out += clause;
        }
        return one_line(std::move(out));
    });
}

std::string EspeakEngine::status() {
    return call<std::string>([this] { return started_ ? std::string() : start_failure_; });
}

} // namespace escaque::tts
