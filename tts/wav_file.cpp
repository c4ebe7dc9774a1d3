#include "tts/wav_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string_view>
#include <system_error>

namespace escaque::tts {

namespace {

void put_u16(std::vector<std::uint8_t>& out, std::uint32_t v) {
    out.push_back(static_cast<std::uint8_t>(v & 0xff));
    out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xff));
}

void put_u32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    put_u16(out, v & 0xffff);
    put_u16(out, v >> 16);
}

void put_tag(std::vector<std::uint8_t>& out, std::string_view tag) {
    for (char c : tag) out.push_back(static_cast<std::uint8_t>(c));
}

std::uint32_t get_u32(const std::vector<std::uint8_t>& in, std::size_t at) {
    return std::uint32_t(in[at]) | std::uint32_t(in[at + 1]) << 8 |
           std::uint32_t(in[at + 2]) << 16 | std::uint32_t(in[at + 3]) << 24;
}

std::uint16_t get_u16(const std::vector<std::uint8_t>& in, std::size_t at) {
    return static_cast<std::uint16_t>(in[at] | in[at + 1] << 8);
}

bool tag_at(const std::vector<std::uint8_t>& in, std::size_t at, const char* tag) {
    return at + 4 <= in.size() && std::memcmp(in.data() + at, tag, 4) == 0;
}

} // namespace

std::vector<std::uint8_t> encode_wav(std::span<const std::int16_t> samples, int sample_rate) {
    const auto data_bytes = static_cast<std::uint32_t>(samples.size() * 2);
    std::vector<std::uint8_t> out;
    out.reserve(44 + data_bytes);
    put_tag(out, "RIFF");
    put_u32(out, 36 + data_bytes);
    put_tag(out, "WAVE");
    put_tag(out, "fmt ");
    put_u32(out, 16); // fmt chunk size
    put_u16(out, 1);  // PCM
    put_u16(out, 1);  // mono
    put_u32(out, static_cast<std::uint32_t>(sample_rate));
    put_u32(out, static_cast<std::uint32_t>(sample_rate) * 2); // bytes per second
    put_u16(out, 2);                                           // bytes per frame
    put_u16(out, 16);                                          // bits per sample
    put_tag(out, "data");
    put_u32(out, data_bytes);
    for (std::int16_t s : samples) put_u16(out, static_cast<std::uint16_t>(s)); // little endian
    return out;
}

std::string write_wav_file(const std::filesystem::path& path, std::span<const std::int16_t> samples,
                           int sample_rate) {
    const std::vector<std::uint8_t> bytes = encode_wav(samples, sample_rate);
    std::filesystem::path partial = path;
    partial += ".partial";
    {
        std::ofstream out(partial, std::ios::binary | std::ios::trunc);
        if (!out) return "cannot write " + partial.string() + ": " + std::strerror(errno);
        out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        out.flush();
        if (!out) return "cannot write " + partial.string() + ": " + std::strerror(errno);
    }
    std::error_code error;
    std::filesystem::rename(partial, path, error);
    if (error) return "cannot write " + path.string() + ": " + error.message();
    return {};
}

std::optional<WavAudio> read_wav_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in),
                                          std::istreambuf_iterator<char>()};
    if (!tag_at(bytes, 0, "RIFF") || !tag_at(bytes, 8, "WAVE")) return std::nullopt;
    WavAudio audio;
    bool have_format = false;
    std::size_t at = 12;
    while (at + 8 <= bytes.size()) {
        const std::uint32_t size = get_u32(bytes, at + 4);
        const std::size_t body = at + 8;
        if (body + size > bytes.size()) return std::nullopt;
        if (tag_at(bytes, at, "fmt ") && size >= 16) {
            if (get_u16(bytes, body) != 1) return std::nullopt; // PCM only
            audio.channels = get_u16(bytes, body + 2);
            audio.sample_rate = static_cast<int>(get_u32(bytes, body + 4));
            audio.bits_per_sample = get_u16(bytes, body + 14);
            have_format = true;
        } else if (tag_at(bytes, at, "data")) {
            if (!have_format || audio.bits_per_sample != 16) return std::nullopt;
            audio.samples.resize(size / 2);
            for (std::size_t i = 0; i < audio.samples.size(); ++i)
                audio.samples[i] = static_cast<std::int16_t>(get_u16(bytes, body + 2 * i));
            return audio;
        }
        at = body + size + (size & 1); // chunks are padded to an even size
    }
    return std::nullopt;
}

} // namespace escaque::tts
