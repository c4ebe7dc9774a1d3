#include "tts/number_words.h"

#include <array>
#include <string_view>

namespace escaque::tts {

namespace {

// ---- English ---------------------------------------------------------------------------------

constexpr std::array<std::string_view, 20> english_small = {
    "zero",     "one",     "two",     "three",     "four",     "five",    "six",
    "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};

constexpr std::array<std::string_view, 10> english_tens = {
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};

// 1 .. 999.
std::string english_below_thousand(std::uint32_t n) {
    std::string out;
    if (n >= 100) {
        out = std::string(english_small[n / 100]) + " hundred";
        n %= 100;
        if (n == 0) return out;
        out += ' ';
    }
    if (n < 20) return out + std::string(english_small[n]);
    out += english_tens[n / 10];
    if (n % 10 != 0) out += "-" + std::string(english_small[n % 10]);
    return out;
}

std::string english(std::uint32_t n) {
    if (n == 0) return std::string(english_small[0]);
    struct Scale {
        std::uint32_t value;
        std::string_view name;
    };
    constexpr Scale scales[] = {
        {1'000'000'000, "billion"}, {1'000'000, "million"}, {1'000, "thousand"}};
    std::string out;
    for (const Scale& scale : scales) {
        if (n < scale.value) continue;
        if (!out.empty()) out += ' ';
        out += english_below_thousand(n / scale.value) + " " + std::string(scale.name);
        n %= scale.value;
    }
    if (n != 0) {
        if (!out.empty()) out += ' ';
        out += english_below_thousand(n);
    }
    return out;
}

// ---- Spanish ---------------------------------------------------------------------------------

constexpr std::array<std::string_view, 30> spanish_small = {
    "cero",         "uno",         "dos",        "tres",        "cuatro",     "cinco",
    "seis",         "siete",       "ocho",       "nueve",       "diez",       "once",
    "doce",         "trece",       "catorce",    "quince",      "dieciséis",  "diecisiete",
    "dieciocho",    "diecinueve",  "veinte",     "veintiuno",   "veintidós",  "veintitrés",
    "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve"};

constexpr std::array<std::string_view, 10> spanish_tens = {
    "", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"};

// The hundreds 200..900 agree in gender: "doscientos minutos", "doscientas horas".
constexpr std::array<std::string_view, 10> spanish_hundreds_root = {
    "",         "",          "doscient",  "trescient", "cuatrocient",
    "quinient", "seiscient", "setecient", "ochocient", "novecient"};

// "uno" counted, "un" before a masculine noun, "una" before a feminine one; the same ending
// applies to 21 ("veintiún", "veintiuna") and to 31, 41 … 91 ("treinta y un").
std::string spanish_units(std::uint32_t n, NumberForm form) {
    if (n == 1) {
        if (form == NumberForm::masculine) return "un";
        if (form == NumberForm::feminine) return "una";
    }
    if (n == 21) {
        if (form == NumberForm::masculine) return "veintiún";
        if (form == NumberForm::feminine) return "veintiuna";
    }
    return std::string(spanish_small[n]);
}

// 1 .. 999.
std::string spanish_below_thousand(std::uint32_t n, NumberForm form) {
    std::string out;
    if (n >= 100) {
        const std::uint32_t hundreds = n / 100;
        n %= 100;
        if (hundreds == 1) {
            if (n == 0) return "cien";
            out = "ciento";
        } else {
            out = std::string(spanish_hundreds_root[hundreds]) +
                  (form == NumberForm::feminine ? "as" : "os");
        }
        if (n == 0) return out;
        out += ' ';
    }
    if (n < 30) return out + spanish_units(n, form);
    out += spanish_tens[n / 10];
    if (n % 10 != 0) out += " y " + spanish_units(n % 10, form);
    return out;
}

// 1 .. 999 999: "mil" alone, "veintiún mil" (the thousands agree like the noun that follows).
std::string spanish_below_million(std::uint32_t n, NumberForm form) {
    std::string out;
    if (n >= 1000) {
        const std::uint32_t thousands = n / 1000;
        const NumberForm multiplier_form =
            form == NumberForm::feminine ? NumberForm::feminine : NumberForm::masculine;
        out = thousands == 1 ? "mil" : spanish_below_thousand(thousands, multiplier_form) + " mil";
        n %= 1000;
        if (n == 0) return out;
        out += ' ';
    }
    return out + spanish_below_thousand(n, form);
}

std::string spanish(std::uint32_t n, NumberForm form) {
    if (n == 0) return std::string(spanish_small[0]);
    std::string out;
    if (n >= 1'000'000) {
        // "millón" is a masculine noun whatever is counted: "doscientos millones de horas".
        const std::uint32_t millions = n / 1'000'000;
        out = millions == 1 ? "un millón"
                            : spanish_below_million(millions, NumberForm::masculine) + " millones";
        n %= 1'000'000;
        if (n == 0) return out;
        out += ' ';
    }
    return out + spanish_below_million(n, form);
}

} // namespace

std::string number_words(std::uint32_t n, Language language, NumberForm form) {
    switch (language) {
    case Language::en:
        return english(n);
    case Language::es:
        return spanish(n, form);
    }
    return english(n);
}

} // namespace escaque::tts
