#include "tts/wav_speaker.h"

#include <cstdio>
#include <system_error>

#include "tts/collecting_sink.h"
#include "tts/wav_file.h"

namespace escaque::tts {

WavSpeaker::WavSpeaker(EspeakSpeaker::Options options) : speech_(std::move(options)) {}

std::string WavSpeaker::file_name(unsigned number) {
    char name[32];
    std::snprintf(name, sizeof name, "%04u.wav", number);
    return name;
}

OpenedSpeaker WavSpeaker::open(const std::filesystem::path& directory, VoiceSettings voice) {
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (error || !std::filesystem::is_directory(directory))
        return {nullptr, "cannot use " + directory.string() +
                             " for WAV files: " + (error ? error.message() : "not a directory")};
    // The counter lives in the sink's consumer, which only the espeak-ng thread calls.
    auto write_next = [directory, number = 0u](const CollectingSink::Utterance& u) mutable {
        return write_wav_file(directory / file_name(++number), u.samples, sample_rate);
    };
    EspeakSpeaker::Options options;
    options.voice = std::move(voice);
    options.sink = std::make_unique<CollectingSink>(std::move(write_next));
    options.policy = QueuePolicy::record;
    options.subject = "speech WAV files";
    return {std::unique_ptr<WavSpeaker>(new WavSpeaker(std::move(options))), {}};
}

void WavSpeaker::set_voice(VoiceSettings voice) {
    speech_.wait_idle(std::chrono::seconds(30));
    speech_.set_voice(std::move(voice));
}

void WavSpeaker::say(std::string text, Priority priority) {
    speech_.say(std::move(text), priority);
}

bool WavSpeaker::wait_idle(std::chrono::milliseconds timeout) {
    return speech_.wait_idle(timeout);
}

SpeakerStatus WavSpeaker::status() const {
    return speech_.status();
}

std::optional<std::string> WavSpeaker::take_notice() {
    return speech_.take_notice();
}

void WavSpeaker::retry() {
    speech_.retry();
}

} // namespace escaque::tts
