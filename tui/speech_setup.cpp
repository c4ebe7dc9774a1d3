#include "speech_setup.h"

#include <vector>

#include "game_factory.h"
#include "tts/log_speaker.h"
#include "tts/silent_speaker.h"
#include "tts/tee_speaker.h"
#include "tts/wav_speaker.h"

namespace escaque::tui {

tts::VoiceSettings voice_settings(const Settings& settings) {
    tts::VoiceSettings voice;
    voice.voice = settings.voice_name();
    voice.rate = settings.rate;
    return tts::clamped(voice);
}

void Speech::apply(const Settings& settings) {
    if (voice) voice->set_voice(voice_settings(settings));
    if (speechd) speechd->set_voice(voice_settings(settings));
    if (wav) wav->set_voice(voice_settings(settings));
}

Result<Speech, std::string> open_speech(const Settings& settings, bool line_mode) {
    Speech speech;
    std::vector<std::unique_ptr<tts::Speaker>> speakers;
    if (settings.speech && settings.speech_backend == SpeechBackend::speechd) {
        tts::SpeechdSpeaker::Options options;
        options.voice = voice_settings(settings);
        // A blind user who cannot reach speech-dispatcher still needs to hear the game: espeak-ng
        // takes over (and says so once) rather than leaving them in silence.
        options.fallback = [](const tts::VoiceSettings& voice) {
            tts::EspeakSpeaker::Options fallback;
            fallback.voice = voice;
            return std::make_unique<tts::EspeakSpeaker>(std::move(fallback));
        };
        auto voice = std::make_unique<tts::SpeechdSpeaker>(std::move(options));
        speech.speechd = voice.get();
        speakers.push_back(std::move(voice));
    } else if (settings.speech) {
        tts::EspeakSpeaker::Options options;
        options.voice = voice_settings(settings);
        auto voice = std::make_unique<tts::EspeakSpeaker>(std::move(options));
        speech.voice = voice.get();
        speakers.push_back(std::move(voice));
    }
    if (!settings.speech_log.empty()) {
        // Standard output is the screen under curses: a log there would tear it.
        if (settings.speech_log == "-" && !line_mode)
            return unexpected(std::string(
                "--speech-log -: standard output is the screen; give a file, or use --line"));
        tts::OpenedSpeaker log = tts::LogSpeaker::open(
            settings.speech_log == "-" ? settings.speech_log : expand_home(settings.speech_log));
        if (!log.speaker) return unexpected("--speech-log: " + log.error);
        speakers.push_back(std::move(log.speaker));
    }
    if (!settings.speech_wav.empty()) {
        tts::OpenedSpeaker wav =
            tts::WavSpeaker::open(expand_home(settings.speech_wav), voice_settings(settings));
        if (!wav.speaker) return unexpected("--speech-wav: " + wav.error);
        speech.wav = static_cast<tts::WavSpeaker*>(wav.speaker.get());
        speakers.push_back(std::move(wav.speaker));
    }
    if (speakers.empty())
        speech.speaker = std::make_unique<tts::SilentSpeaker>();
    else if (speakers.size() == 1)
        speech.speaker = std::move(speakers.front());
    else
        speech.speaker = std::make_unique<tts::TeeSpeaker>(std::move(speakers));
    return speech;
}

} // namespace escaque::tui
