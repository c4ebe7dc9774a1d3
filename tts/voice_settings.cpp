#include "tts/voice_settings.h"

#include <algorithm>

namespace escaque::tts {

namespace {

bool allowed_in_voice_name(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' ||
           c == '-' || c == '_' || c == '.';
}

bool listed(const std::vector<std::string>& names, const std::string& name) {
    return !name.empty() && std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

std::string ascii_lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    return out;
}

bool in_catalogue(const VoiceCatalogue& catalogue, std::string_view voice) {
    const VoiceName name = parse_voice_name(ascii_lower(voice));
    if (!listed(catalogue.voices, name.base) && !listed(catalogue.voices, name.language))
        return false;
    return name.variant.empty() || listed(catalogue.variants, name.variant);
}

std::optional<std::string> fallback_voice(const VoiceCatalogue& catalogue,
                                          std::string_view voice) {
    const VoiceName name = parse_voice_name(voice);
    for (const std::string& candidate : {name.base, name.language})
        if (listed(catalogue.voices, ascii_lower(candidate))) return candidate;
    return std::nullopt;
}

VoiceSettings clamped(VoiceSettings settings) {
    std::string voice;
    for (char c : settings.voice)
        if (allowed_in_voice_name(c)) voice += c;
    settings.voice = voice.empty() ? "en" : voice;
    settings.rate = std::clamp(settings.rate, min_rate, max_rate);
    settings.pitch = std::clamp(settings.pitch, 0, 100);
    settings.volume = std::clamp(settings.volume, 0, 100);
    return settings;
}

VoiceName parse_voice_name(std::string_view voice) {
    VoiceName name;
    const std::size_t plus = voice.find('+');
    name.base = std::string(voice.substr(0, plus));
    if (plus != std::string_view::npos) name.variant = std::string(voice.substr(plus + 1));
    const std::size_t dash = name.base.find_first_of("-_");
    name.language = ascii_lower(name.base.substr(0, dash));
    return name;
}

} // namespace escaque::tts
