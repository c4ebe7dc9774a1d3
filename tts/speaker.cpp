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

} // namespace escaque::tts
