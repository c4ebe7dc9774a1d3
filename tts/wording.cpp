#include "tts/wording.h"

namespace escaque::tts {

std::string_view to_string(Language language) {
    switch (language) {
    case Language::en:
        return "en";
    case Language::es:
        return "es";
    }
    return "en";
}

std::string_view to_string(SquareStyle style) {
    switch (style) {
    case SquareStyle::letters:
        return "letters";
    case SquareStyle::fide_names:
        return "fide-names";
    case SquareStyle::nato:
        return "nato";
    case SquareStyle::fide:
        return "fide";
    }
    return "fide-names";
}

} // namespace escaque::tts
