#include "tts/voice_settings.h"

#include <algorithm>

namespace escaque::tts {

namespace {

bool allowed_in_voice_name(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' ||
           c == '-' || c == '_' || c == '.';
}

} // namespace

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
    name.language = name.base.substr(0, dash);
    std::transform(
        name.language.begin(), name.language.end(), name.language.begin(),
        [](unsigned char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c); });
    return name;
}

} // namespace escaque::tts
