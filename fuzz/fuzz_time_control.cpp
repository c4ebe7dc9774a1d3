// Time controls as players type them (clock::parse_time_control) and as the PGN TimeControl
// tag holds them (clock::parse_pgn_time_control), both on every input. What either accepts
// must write back to a form that reads to the same control; a control the human form accepts
// and PGN can express must read back from its tag to the same control.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "clock/human_time_control.h"
#include "clock/pgn_time_control.h"
#include "fuzz_check.h"

using namespace escaque::clock;

namespace {

void check_pgn_form(const TimeControl& control) {
    const auto tag = to_pgn_time_control(control);
    if (!tag) return; // delays, byo-yomi, fractions of seconds: PGN has no words for them
    const auto reread = parse_pgn_time_control(*tag);
    if (!reread || !(*reread == control)) {
        std::fprintf(stderr, "PGN tag \"%s\" not read back\n", tag->c_str());
        __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    if (const auto human = parse_time_control(text)) {
        const std::string short_form = to_short_form(*human);
        const auto reread = parse_time_control(short_form);
        if (!reread || !(*reread == *human)) {
            std::fprintf(stderr, "short form \"%s\" not read back\n", short_form.c_str());
            __builtin_trap();
        }
        check_pgn_form(*human);
    } else {
        FUZZ_CHECK(!human.error().empty());
    }

    if (const auto tag = parse_pgn_time_control(text)) {
        check_pgn_form(*tag);
        const std::string short_form = to_short_form(*tag);
        const auto reread = parse_time_control(short_form);
        if (!reread || !(*reread == *tag)) {
            std::fprintf(stderr, "short form \"%s\" of a PGN tag not read back\n",
                         short_form.c_str());
            __builtin_trap();
        }
    } else {
        FUZZ_CHECK(!tag.error().empty());
    }
    return 0;
}
