// 16-bit mono PCM WAV files: written by the WAV speaker, read back by tests and tools.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace escaque::tts {

struct WavAudio {
    int sample_rate = 0;
    int channels = 0;
    int bits_per_sample = 0;
    std::vector<std::int16_t> samples;
};

// The bytes of a canonical 44-byte-header WAV file holding `samples` (mono, 16-bit).
std::vector<std::uint8_t> encode_wav(std::span<const std::int16_t> samples, int sample_rate);

// Writes the file whole: into "<path>.partial" first, then renamed, so a reader never sees half a
// file. Returns the reason on failure, an empty string on success.
std::string write_wav_file(const std::filesystem::path& path, std::span<const std::int16_t> samples,
                           int sample_rate);

// Reads a PCM WAV file (16-bit samples); nullopt if it is not one.
std::optional<WavAudio> read_wav_file(const std::filesystem::path& path);

} // namespace escaque::tts
