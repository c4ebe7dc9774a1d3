// The config file (tui::read_config_text, the in-memory half of read_config_file, toml++):
// any text gives values or an error naming where, never an exception or a crash; every value
// read then goes through apply_setting as the config file's values do.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.h"
#include "program_options.h"
#include "settings.h"

using namespace escaque::tui;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ConfigRead read = read_config_text(text, "config.toml");
    if (!read.error.empty()) return 0;
    static const Settings defaults = default_settings();
    Settings settings = defaults;
    for (const auto& [key, value] : read.values) {
        const auto error = apply_setting(settings, key, value, SettingSource::config_file);
        if (error) FUZZ_CHECK(!error->empty());
    }
    return 0;
}
