// How espeak-ng should sound: voice, rate, pitch, volume. A plain value; the engine applies it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace escaque::tts {

struct VoiceSettings {
    // Any installed espeak-ng voice, optionally with a variant: "en", "es", "es-419", "en+klatt".
    std::string voice = "en";
    // Words per minute, 80..900. Above 450 espeak-ng speeds up through libsonic by itself; blind
    // users often listen at 300 and more.
    int rate = 175;
    int pitch = 50; // 0..100
    // 0..100: espeak-ng accepts up to 200, but anything above 100 clips (SPEECH.md).
    int volume = 100;

    friend bool operator==(const VoiceSettings&, const VoiceSettings&) = default;
};

inline constexpr int min_rate = 80;
inline constexpr int max_rate = 900;

// The same settings with every number brought into its range and the voice name reduced to the
// characters espeak-ng voice names use (letters, digits, "+-_."); an empty name becomes "en".
VoiceSettings clamped(VoiceSettings settings);

// "en+klatt" → {base "en", variant "klatt", language "en"}; "es-419" → {"es-419", "", "es"}.
struct VoiceName {
    std::string base;
    std::string variant;
    std::string language; // the primary language subtag, lower case
};
VoiceName parse_voice_name(std::string_view voice);

// ASCII letters in lower case (voice names, espeak-ng's identifiers); other bytes unchanged.
std::string ascii_lower(std::string_view text);

// The voices espeak-ng has here, in lower case, as the names it takes: each voice's file name
// ("es-419"), its path ("roa/es-419"), its display name ("spanish (latin america)") and its
// languages ("es-mx"); and each variant's file name ("klatt").
struct VoiceCatalogue {
    std::vector<std::string> voices;
    std::vector<std::string> variants;
};

// Whether espeak-ng speaks `voice` ("es-419", "en+klatt", "ES") as asked: its name or at least
// its language is installed ("es-es" is Spanish), and so is its variant. Case does not matter.
bool in_catalogue(const VoiceCatalogue& catalogue, std::string_view voice);
// What espeak-ng speaks with instead: the voice without its variant, or its language; nothing
// when neither is installed (espeak-ng then speaks English).
std::optional<std::string> fallback_voice(const VoiceCatalogue& catalogue, std::string_view voice);

} // namespace escaque::tts
