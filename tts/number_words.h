// Whole numbers as words, for speech ("tres", "veintiuno", "two thousand forty-five").
#pragma once

#include <cstdint>
#include <string>

#include "tts/wording.h"

namespace escaque::tts {

// Spanish numbers agree with the noun that follows: "veintiún minutos", "veintiuna horas",
// "doscientas horas"; counted alone they end in "uno" ("Félix uno"). English ignores the form.
enum class NumberForm : std::uint8_t { counting, masculine, feminine };

// Any 32-bit count in words. English uses the US short scale without "and" ("one hundred five",
// "twenty-one"); Spanish the RAE forms ("ciento cinco", "veintiuno", "mil millones").
std::string number_words(std::uint32_t n, Language language,
                         NumberForm form = NumberForm::counting);

} // namespace escaque::tts
