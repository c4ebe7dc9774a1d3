// One connection to the speech-dispatcher daemon, the only code that calls libspeechd.
//
// Every call may block: connecting may autospawn the daemon, and each request waits for the
// daemon's reply, so a hung daemon hangs the caller. SpeechdSpeaker therefore makes these calls
// on its own worker thread only, never on the game's.
//
// Built without libspeechd (-DESCAQUE_SPEECHD=OFF), open() always fails with the reason
// (speechd_connection_none.cpp), and everything above works unchanged.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "tts/speechd_mapping.h"
#include "tts/voice_settings.h"

namespace escaque::tts {

class SpeechdConnection {
public:
    // Called on libspeechd's event thread when a message has been spoken to the end or
    // cancelled, with the id say() returned.
    using Finished = std::function<void(std::size_t message_id)>;

    struct Opened {
        std::unique_ptr<SpeechdConnection> connection;
        std::string error; // why not, for the user: "cannot connect to /run/…: No such file…"
    };
    // At libspeechd's default address: $SPEECHD_ADDRESS ("unix_socket:/path",
    // "inet_socket:host:port"), else the user's own socket. `autospawn` lets libspeechd start the
    // daemon when none is running, as spd-say does.
    static Opened open(bool autospawn, Finished finished);

    virtual ~SpeechdConnection() = default;

    // Language, rate, pitch and volume from now on. A setting the synthesiser refuses (a
    // language it lacks) is left as it was: the user's voice still speaks.
    virtual void apply(const VoiceSettings& voice) = 0;
    // Cuts this connection's current message and drops its queued ones; false when the
    // connection broke.
    virtual bool cancel() = 0;
    // The message id, for the Finished callback; nullopt when the message was not accepted.
    virtual std::optional<std::size_t> say(const std::string& text, SpeechdPriority priority) = 0;
};

} // namespace escaque::tts
