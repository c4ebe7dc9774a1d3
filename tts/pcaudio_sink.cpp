#include "tts/pcaudio_sink.h"

#include <pcaudiolib/audio.h>

#include <cstdlib>

#include "tts/quiet_alsa.h"

namespace escaque::tts {

namespace {

std::string device_error(audio_object* device, int error, const char* what) {
    const char* detail = device != nullptr ? audio_object_strerror(device, error) : nullptr;
    std::string reason = what;
    if (detail != nullptr && *detail != '\0') reason += std::string(" (") + detail + ")";
    return reason;
}

} // namespace

PcaudioSink::PcaudioSink() : pacer_(sample_rate) {
    // pcaudio opens PulseAudio streams with the server's default buffer (about 2 s), and the
    // server waits for a full buffer before it starts playing: with our 100 ms pacing the first
    // word would come 2 s late. libpulse reads PULSE_LATENCY_MSEC when the stream is created; a
    // value the user set is kept. Set here, on the thread that builds the speaker at start-up.
    setenv("PULSE_LATENCY_MSEC", "40", 0);
}

PcaudioSink::~PcaudioSink() {
    close();
}

void PcaudioSink::close() {
    if (device_ == nullptr) return;
    audio_object_close(device_);
    audio_object_destroy(device_);
    device_ = nullptr;
}

std::string PcaudioSink::open() {
    close();
    silence_alsa_messages();
    failure_.clear();
    device_ = create_audio_device_object(nullptr, "escaque", "Speech");
    if (device_ == nullptr) {
        failure_ = "no audio output found";
        return failure_;
    }
    if (const int error = audio_object_open(device_, AUDIO_OBJECT_FORMAT_S16LE, sample_rate, 1);
        error != 0) {
        failure_ = device_error(device_, error, "cannot open the audio device");
        close();
        return failure_;
    }
    pacer_.reset();
    return {};
}

SinkResult PcaudioSink::write(std::span<const std::int16_t> samples, std::stop_token stop) {
    if (device_ == nullptr) {
        if (failure_.empty()) failure_ = "the audio device is not open";
        return SinkResult::failed;
    }
    if (!pacer_.admit(samples.size(), stop)) return SinkResult::stopped;
    if (const int error = audio_object_write(device_, samples.data(), samples.size_bytes());
        error != 0) {
        failure_ = device_error(device_, error, "the audio device failed");
        close();
        return SinkResult::failed;
    }
    return SinkResult::accepted;
}

SinkResult PcaudioSink::end_utterance() {
    return device_ != nullptr ? SinkResult::accepted : SinkResult::failed;
}

void PcaudioSink::discard() {
    pacer_.reset();
    if (device_ == nullptr) return;
    // ALSA implements flush by closing and reopening the device; PulseAudio drops its buffer.
    if (const int error = audio_object_flush(device_); error != 0) {
        failure_ = device_error(device_, error, "the audio device failed");
        close();
    }
}

} // namespace escaque::tts
