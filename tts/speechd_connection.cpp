#include "tts/speechd_connection.h"

#include <cstdlib>
#include <libspeechd.h>
#include <map>
#include <mutex>
#include <vector>

namespace escaque::tts {

namespace {

// libspeechd's callbacks carry no user pointer, only the daemon's ids, and asking the daemon for
// our client id (spd_get_client_id) crashes inside libspeechd 0.11 when the daemon has just gone
// away. So every open connection's Finished hears every end; message ids are unique within the
// daemon, and a speaker ignores ids it did not send. (escaque opens one connection.) Both objects
// are leaked on purpose, so a callback racing with the end of the program never meets a
// destroyed map.
std::mutex& registry_mutex() {
    static auto* mutex = new std::mutex;
    return *mutex;
}
std::map<std::size_t, SpeechdConnection::Finished>& registry() {
    static auto* map = new std::map<std::size_t, SpeechdConnection::Finished>;
    return *map;
}
std::size_t next_token = 0; // under registry_mutex()

void on_finished(std::size_t message_id, std::size_t, SPDNotificationType) {
    std::vector<SpeechdConnection::Finished> listeners;
    {
        std::lock_guard lock(registry_mutex());
        for (const auto& [token, finished] : registry()) listeners.push_back(finished);
    }
    for (const auto& finished : listeners) finished(message_id);
}

SPDPriority to_spd(SpeechdPriority priority) {
    switch (priority) {
    case SpeechdPriority::important:
        return SPD_IMPORTANT;
    case SpeechdPriority::message:
        return SPD_MESSAGE;
    case SpeechdPriority::text:
        return SPD_TEXT;
    case SpeechdPriority::notification:
        return SPD_NOTIFICATION;
    case SpeechdPriority::progress:
        return SPD_PROGRESS;
    }
    return SPD_MESSAGE;
}

// libspeechd's reasons are long and capitalised for a log ("Error: Can't connect to unix socket
// /x: No such file or directory. Autospawn: Autospawn failed. …"); the user gets one short line.
std::string for_the_user(const char* error) {
    std::string text = error ? error : "cannot connect";
    if (text.starts_with("Error: ")) text.erase(0, 7);
    if (text.starts_with("Can't ")) text.replace(0, 6, "cannot ");
    for (char& c : text)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    // "…: No such file or directory. Autospawn: Autospawn disabled" → "… (autospawn off)"
    const std::string spawn_mark = ". Autospawn: ";
    if (const std::size_t at = text.find(spawn_mark); at != std::string::npos) {
        std::string spawn = text.substr(at + spawn_mark.size());
        text.erase(at);
        if (spawn.starts_with("Autospawn disabled"))
            text += " (autospawn off)";
        else if (spawn.starts_with("Autospawn failed. Speech Dispatcher refused to start"))
            text += "; starting it failed"; // the daemon's own reason is for its log
        else if (!spawn.starts_with("Server successfully"))
            text += "; starting it failed: " +
                    (spawn.starts_with("Autospawn failed. ") ? spawn.substr(18) : spawn);
    }
    while (!text.empty() && (text.back() == ' ' || text.back() == '.')) text.pop_back();
    constexpr std::size_t longest = 240;
    if (text.size() > longest) text = text.substr(0, longest) + "…";
    return text;
}

class LibspeechdConnection final : public SpeechdConnection {
public:
    LibspeechdConnection(SPDConnection* connection, SpeechdConnection::Finished finished)
        : connection_(connection) {
        std::lock_guard lock(registry_mutex());
        token_ = next_token++;
        registry()[token_] = std::move(finished);
    }
    ~LibspeechdConnection() override {
        {
            std::lock_guard lock(registry_mutex());
            registry().erase(token_);
        }
        spd_close(connection_); // also ends libspeechd's event thread
    }
    LibspeechdConnection(const LibspeechdConnection&) = delete;
    LibspeechdConnection& operator=(const LibspeechdConnection&) = delete;

    void apply(const VoiceSettings& voice) override {
        spd_set_language(connection_, speechd_language(voice.voice).c_str());
        spd_set_voice_rate(connection_, speechd_rate(voice.rate));
        spd_set_voice_pitch(connection_, speechd_pitch(voice.pitch));
        spd_set_volume(connection_, speechd_volume(voice.volume));
    }

    bool cancel() override { return spd_cancel(connection_) == 0; }

    std::optional<std::size_t> say(const std::string& text, SpeechdPriority priority) override {
        // One announcement is one line: a line break could only ever matter to SSIP's framing.
        std::string line = text;
        for (char& c : line)
            if (c == '\r' || c == '\n') c = ' ';
        const int id = spd_say(connection_, to_spd(priority), line.c_str());
        if (id < 0) return std::nullopt;
        return static_cast<std::size_t>(id);
    }

private:
    SPDConnection* connection_;
    std::size_t token_ = 0;
};

} // namespace

SpeechdConnection::Opened SpeechdConnection::open(bool autospawn, Finished finished) {
    char* error = nullptr;
    // Threaded mode: libspeechd reads the daemon's events (message ended, cancelled) on a thread
    // of its own, which is what lets the speaker know when everything has been spoken.
    SPDConnection* connection = spd_open2("escaque", "main", nullptr, SPD_MODE_THREADED, nullptr,
                                          autospawn ? 1 : 0, &error);
    if (!connection) {
        Opened failed{nullptr, for_the_user(error)};
        std::free(error);
        return failed;
    }
    auto opened = std::make_unique<LibspeechdConnection>(connection, std::move(finished));
    connection->callback_end = on_finished;
    connection->callback_cancel = on_finished;
    // Plain text, not SSML: our markup is espeak-ng's own (phoneme input, German voice switches)
    // and the user's synthesiser may be any; libspeechd escapes SSIP's lone dots itself.
    if (spd_set_data_mode(connection, SPD_DATA_TEXT) != 0 ||
        spd_set_notification_on(connection, SPD_END) != 0 ||
        spd_set_notification_on(connection, SPD_CANCEL) != 0)
        return {nullptr, "the daemon refused the connection's settings"};
    return {std::move(opened), {}};
}

} // namespace escaque::tts
