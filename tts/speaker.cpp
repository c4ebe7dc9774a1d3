#include "tts/speaker.h"

namespace escaque::tts {

std::string_view to_string(Priority priority) {
    switch (priority) {
    case Priority::interrupt:
        return "interrupt";
    case Priority::normal:
        return "normal";
    case Priority::idle:
        return "idle";
    }
    return "normal";
}

namespace {
constexpr std::string_view missing_voice_middle = " is not installed; speaking with ";
} // namespace

std::string missing_voice_notice(std::string_view voice, std::string_view used) {
    return "voice " + std::string(voice) + std::string(missing_voice_middle) + std::string(used);
}

std::string missing_voice_part(std::string_view notice) {
    const std::size_t middle = notice.find(missing_voice_middle);
    if (middle == std::string_view::npos) return {};
    const std::size_t start = notice.rfind("voice ", middle);
    if (start == std::string_view::npos) return {};
    const std::size_t end = notice.find("; ", middle + missing_voice_middle.size());
    return std::string(notice.substr(start, end == std::string_view::npos ? end : end - start));
}

} // namespace escaque::tts
