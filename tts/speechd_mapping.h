// How our speech requests and voice settings translate to speech-dispatcher's. Pure, and free of
// libspeechd, so it is tested (and compiled) on machines without it.
//
// Priorities, by SSIP's priority model (ssip.info, "Priority Categories"):
// - normal → "message": queued in order and never cut by another "message". Not "text": text
//   interrupts itself, so of several moves announced in a row only the last would be heard.
// - interrupt → cancel what this program has speaking or queued (CANCEL self, never the screen
//   reader's own speech), then "message". Not "important": an important message cannot be cut,
//   so the next key echo would wait for it.
// - idle → "notification": dropped by speech-dispatcher whenever anything else, ours or the
//   screen reader's, is waiting or being spoken.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "tts/speaker.h"

namespace escaque::tts {

enum class SpeechdPriority : std::uint8_t { important, message, text, notification, progress };

struct SpeechdSend {
    bool cancel_first = false; // cancel this connection's current and queued messages first
    SpeechdPriority priority = SpeechdPriority::message;

    friend bool operator==(const SpeechdSend&, const SpeechdSend&) = default;
};

SpeechdSend speechd_send_for(Priority priority);

// Words per minute (80..900) to speech-dispatcher's rate, -100..100. speech-dispatcher scales
// the rate per synthesiser; this follows its espeak-ng module (Debian's default) with the
// module's defaults: -100 is 80 wpm, 0 is 170 wpm, +100 is 449 wpm and everything faster.
int speechd_rate(int words_per_minute);
// Our 0..100 (50 the voice's own) to speech-dispatcher's -100..100 (0 the voice's own).
int speechd_pitch(int pitch);
// Our 0..100 (100 full) to speech-dispatcher's -100..100 (100 full).
int speechd_volume(int volume);
// The language speech-dispatcher is asked for: the voice's primary language ("en+klatt" → "en",
// "es-419" → "es"); the synthesiser and its voice stay the user's own.
std::string speechd_language(std::string_view voice);

} // namespace escaque::tts
