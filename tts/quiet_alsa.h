// ALSA prints its errors ("ALSA lib confmisc.c:855:(parse_card) cannot find card '0'") straight to
// stderr, which would tear a curses screen apart on every machine without a sound card.
#pragma once

namespace escaque::tts {

// Sends libasound's error messages nowhere, once per process. libasound2-dev is not installed on
// these machines, so the handler is installed through the already loaded libasound.so.2 (libpcaudio
// links it); without libasound in the process there is nothing to silence.
void silence_alsa_messages();

} // namespace escaque::tts
