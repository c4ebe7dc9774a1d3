#include "tts/speechd_mapping.h"

#include <algorithm>

#include "tts/voice_settings.h"

namespace escaque::tts {

namespace {
// speech-dispatcher's espeak-ng module defaults (EspeakMinRate, EspeakNormalRate, EspeakMaxRate).
constexpr int module_min_rate = 80;
constexpr int module_normal_rate = 170;
constexpr int module_max_rate = 449;

// Rounded to the nearest whole number, halves away from zero, so the mapping is symmetric.
int rounded_ratio(int numerator, int denominator) {
    const int half = denominator / 2;
    return numerator >= 0 ? (numerator + half) / denominator : -((-numerator + half) / denominator);
}
} // namespace

SpeechdSend speechd_send_for(Priority priority) {
    switch (priority) {
    case Priority::interrupt:
        return {true, SpeechdPriority::message};
    case Priority::normal:
        return {false, SpeechdPriority::message};
    case Priority::idle:
        return {false, SpeechdPriority::notification};
    }
    return {false, SpeechdPriority::message};
}

int speechd_rate(int words_per_minute) {
    const int wpm = std::clamp(words_per_minute, module_min_rate, module_max_rate);
    // The module is linear on each side of its normal rate, with different slopes.
    if (wpm <= module_normal_rate)
        return rounded_ratio((wpm - module_normal_rate) * 100,
                             module_normal_rate - module_min_rate);
    return rounded_ratio((wpm - module_normal_rate) * 100, module_max_rate - module_normal_rate);
}

int speechd_pitch(int pitch) {
    return std::clamp(pitch, 0, 100) * 2 - 100;
}

int speechd_volume(int volume) {
    return std::clamp(volume, 0, 100) * 2 - 100;
}

std::string speechd_language(std::string_view voice) {
    std::string language = parse_voice_name(voice).language;
    return language.empty() ? "en" : language;
}

} // namespace escaque::tts
