// The speakers the settings ask for, behind one Speaker: the voice (espeak-ng into the sound
// card, silent with one notice when there is none; or speech-dispatcher, falling back to
// espeak-ng with one notice when it cannot be reached), the speech log, the WAV files.
#pragma once

#include <memory>
#include <string>

#include "chess/result.h"
#include "settings.h"
#include "tts/espeak_speaker.h"
#include "tts/speaker.h"
#include "tts/speechd_speaker.h"
#include "tts/wav_speaker.h"

namespace escaque::tui {

struct Speech {
    std::unique_ptr<tts::Speaker> speaker;
    tts::EspeakSpeaker* voice = nullptr;    // the live voice, for rate and voice changes
    tts::SpeechdSpeaker* speechd = nullptr; // or the screen reader's (--speech-backend speechd)
    tts::WavSpeaker* wav = nullptr;         // --speech-wav, which records what is heard

    // Applies the settings' voice and rate to the live voice and to the WAV files.
    void apply(const Settings& settings);
};

tts::VoiceSettings voice_settings(const Settings& settings);

// Fails when a file the user named cannot be written ("--speech-log: cannot create ...").
Result<Speech, std::string> open_speech(const Settings& settings, bool line_mode);

} // namespace escaque::tui
