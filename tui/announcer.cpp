#include "announcer.h"

#include "printable_text.h"
#include "tts/phrase_parts.h"

namespace escaque::tui {

namespace {
// espeak-ng finds out that the sound device cannot be opened within a few milliseconds of the
// first utterance (SPEECH.md); a quarter second is ample and costs one wake-up.
constexpr std::chrono::milliseconds notice_delay{250};
} // namespace

Announcer::Announcer(Display& display, tts::Speaker& speaker)
    : display_(&display), speaker_(&speaker) {}

void Announcer::say(const std::string& raw, tts::Priority priority) {
    if (raw.empty()) return;
    const std::string text = printable_text(raw);
    display_->show_message(text);
    speaker_->say(text, priority);
    last_ = text;
    if (!check_at_) check_at_ = std::chrono::steady_clock::now() + notice_delay;
}

void Announcer::echo(const std::string& text) {
    if (!text.empty()) speaker_->say(printable_text(text), tts::Priority::interrupt);
}

void Announcer::tell(const std::string& text) {
    echo(text);
    notice(text);
}

void Announcer::stop_speech() {
    speaker_->stop();
}

void Announcer::notice(const std::string& text) {
    if (!text.empty()) display_->show_notice(printable_text(text));
}

void Announcer::repeat() {
    // A repeat is also how a user asks speech to try the sound device again.
    speaker_->retry();
    if (last_.empty()) return;
    const std::string again = last_;
    say(again, tts::Priority::interrupt);
}

void Announcer::check_speaker() {
    if (check_at_ && std::chrono::steady_clock::now() >= *check_at_) check_at_.reset();
    const auto notice = speaker_->take_notice();
    if (!notice) return;
    // A missing voice is said, in the voice used instead (set voice qq answers "Voice: qq." and
    // the player must hear that it is not so); the rest (speech unavailable) is shown only.
    const auto worded = [this](std::string_view text) {
        return notice_wording_ ? notice_wording_(text) : std::string(text);
    };
    const std::string voice = tts::missing_voice_part(*notice);
    if (!voice.empty()) say(tts::phrase_parts::sentences({worded(voice)}), tts::Priority::normal);
    // The same failure again (r retries the sound device) is not shown again: it would push
    // the repeated announcement off a small screen.
    const std::string shown = printable_text(worded(*notice));
    if (voice.size() != notice->size() && shown != last_notice_) display_->show_notice(shown);
    last_notice_ = shown;
}

} // namespace escaque::tui
