#include "tts/time_words.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

#include "tts/number_words.h"

namespace escaque::tts {

namespace {

enum class Unit { hour, minute, second };

struct UnitNames {
    std::string_view one;
    std::string_view many;
    NumberForm form;
};

UnitNames unit_names(Unit unit, Language language) {
    if (language == Language::es) {
        switch (unit) {
        case Unit::hour:
            return {"hora", "horas", NumberForm::feminine};
        case Unit::minute:
            return {"minuto", "minutos", NumberForm::masculine};
        case Unit::second:
            return {"segundo", "segundos", NumberForm::masculine};
        }
    }
    switch (unit) {
    case Unit::hour:
        return {"hour", "hours", NumberForm::counting};
    case Unit::minute:
        return {"minute", "minutes", NumberForm::counting};
    case Unit::second:
        return {"second", "seconds", NumberForm::counting};
    }
    return {"second", "seconds", NumberForm::counting};
}

// "one hour", "twenty-one minutes", "veintiún minutos", "una hora".
std::string count_of(std::uint64_t count, Unit unit, Language language) {
    const UnitNames names = unit_names(unit, language);
    // Hours beyond four billion cannot come from a chess clock; saturate rather than wrap.
    const auto spoken = static_cast<std::uint32_t>(std::min<std::uint64_t>(count, UINT32_MAX));
    return number_words(spoken, language, names.form) + " " +
           std::string(count == 1 ? names.one : names.many);
}

void append(std::string& out, const std::string& words) {
    if (!out.empty()) out += ' ';
    out += words;
}

} // namespace

std::string time_words(std::chrono::milliseconds time, Language language) {
    std::string out;
    std::int64_t ms = time.count();
    if (ms < 0) {
        out = language == Language::es ? "menos" : "minus";
        ms = -ms;
    }
    const auto total = static_cast<std::uint64_t>(ms);

    if (total < 10'000) {
        const std::uint64_t seconds = total / 1000;
        const std::uint64_t tenths = total % 1000 / 100;
        // Whole seconds as such: "zero seconds" when the flag falls, not "zero point zero".
        if (tenths == 0) {
            if (seconds == 0)
                append(out, language == Language::es ? "cero segundos" : "zero seconds");
            else
                append(out, count_of(seconds, Unit::second, language));
            return out;
        }
        // Decimal seconds are plural in both languages: "one point five seconds".
        append(out, number_words(static_cast<std::uint32_t>(seconds), language) +
                        (language == Language::es ? " coma " : " point ") +
                        number_words(static_cast<std::uint32_t>(tenths), language) +
                        (language == Language::es ? " segundos" : " seconds"));
        return out;
    }

    const std::uint64_t total_seconds = total / 1000;
    const std::uint64_t hours = total_seconds / 3600;
    const std::uint64_t minutes = total_seconds % 3600 / 60;
    const std::uint64_t seconds = total_seconds % 60;
    // Every unit the screen shows is said: "one hour twenty-nine minutes fifty-eight seconds"
    // for 1:29:58, truncated as the screen truncates.
    if (hours > 0) append(out, count_of(hours, Unit::hour, language));
    if (minutes > 0) append(out, count_of(minutes, Unit::minute, language));
    if (seconds > 0) append(out, count_of(seconds, Unit::second, language));
    return out;
}

std::string duration_words(std::chrono::milliseconds time, Language language) {
    const std::int64_t ms = time.count();
    if (ms < 0) return (language == Language::es ? "menos " : "minus ") +
                       duration_words(-time, language);
    const auto total = static_cast<std::uint64_t>(ms);
    const std::uint64_t minutes = total / 60'000;
    const std::uint64_t rest = total % 60'000;
    std::string out;
    if (minutes > 0) append(out, count_of(minutes, Unit::minute, language));
    if (rest % 1000 != 0) {
        append(out, time_words(std::chrono::milliseconds(rest), language));
        return out;
    }
    if (rest > 0 || out.empty()) append(out, count_of(rest / 1000, Unit::second, language));
    return out;
}

} // namespace escaque::tts
