#include "notation/nag.h"

namespace escaque::notation {

namespace {

struct Glyph {
    std::string_view text;
    uint8_t nag;
};

// The first spelling of each NAG is its usual symbol.
constexpr Glyph glyphs[] = {
    {"!", 1},        {"?", 2},        {"!!", 3},       {"??", 4},      {"!?", 5},
    {"?!", 6},       {"\u25A1", 7},   {"=", 10},       {"\u221E", 13}, {"\u2A72", 14},
    {"+=", 14},      {"+/=", 14},     {"\u2A71", 15},  {"=+", 15},     {"=/+", 15},
    {"\u00B1", 16},  {"+/-", 16},     {"\u2213", 17},  {"-/+", 17},    {"+-", 18},
    {"-+", 19},      {"\u2A00", 22},  {"\u2191", 36},  {"\u2192", 40}, {"=/\u221E", 44},
    {"\u21C6", 132}, {"\u2295", 138}, {"\u2206", 140},
};

} // namespace

std::optional<uint8_t> nag_from_glyph(std::string_view glyph) {
    for (const Glyph& g : glyphs)
        if (g.text == glyph) return g.nag;
    return std::nullopt;
}

std::string_view nag_glyph(uint8_t nag) {
    for (const Glyph& g : glyphs)
        if (g.nag == nag) return g.text;
    return {};
}

} // namespace escaque::notation
