// A line typed in line mode, as the command table reads it (tui::parse_command; only the
// parse, nothing is run): the first word or two name a command in English or Spanish, or a
// one-letter form; a leading '/' is optional. Also fold_case, which the parse relies on.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "command_table.h"
#include "fuzz_check.h"

using namespace escaque::tui;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);

    const std::string folded = fold_case(line);
    FUZZ_CHECK(fold_case(folded) == folded);

    const CommandParse parse = parse_command(line);
    if (parse.command) {
        FUZZ_CHECK(!parse.unknown);
        const CommandEntry& entry = command_entry(parse.command->kind);
        FUZZ_CHECK(entry.kind == parse.command->kind);
        for (const std::string& arg : parse.command->args) FUZZ_CHECK(!arg.empty());
        FUZZ_CHECK(!command_name(entry, escaque::tts::Language::en).empty());
        FUZZ_CHECK(!command_name(entry, escaque::tts::Language::es).empty());
        // Case does not matter to command names: the folded line names the same command.
        const CommandParse again = parse_command(folded);
        FUZZ_CHECK(again.command && again.command->kind == parse.command->kind);
    }
    return 0;
}
