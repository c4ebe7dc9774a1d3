// The fallback the speech-dispatcher tests give their speaker: espeak-ng speaking into a
// CollectingSink, so a test can read what the fallback said.
#pragma once

#include <memory>

#include "tts/collecting_sink.h"
#include "tts/speechd_speaker.h"

namespace escaque::tts::testing {

// `sink` points at the fallback's sink once the speaker has made its fallback; it must outlive
// the speaker.
inline SpeechdSpeaker::Fallback collecting_fallback(CollectingSink*& sink) {
    return [&sink](const VoiceSettings& voice) {
        auto collecting = std::make_unique<CollectingSink>();
        sink = collecting.get();
        EspeakSpeaker::Options fallback;
        fallback.voice = voice;
        fallback.sink = std::move(collecting);
        return std::make_unique<EspeakSpeaker>(std::move(fallback));
    };
}

} // namespace escaque::tts::testing
